// A loop over tensors whose body yields a new shapes result each iteration
// lowers and runs (the pipeline allows loops to return new allocations and
// buffer deallocation frees the old ones).
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // Doubling three times: x * 8, through a padded layout each time.
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %x) -> tensor<2x3xf32> {
    %p = shapes.add %t, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>>
    %n = shapes.relayout %p : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>> to tensor<2x3xf32>
    scf.yield %n : tensor<2x3xf32>
  }
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1]
  // CHECK-NEXT: [8,   16,   24]
  // CHECK-NEXT: [32,   40,   48]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
