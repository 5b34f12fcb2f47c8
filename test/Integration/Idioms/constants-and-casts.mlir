// Constants of a padded layout in every form a front end writes them
// (dense_resource, sparse, splat), a cast of a padded tensor to dynamic
// sizes (which is a relayout into the default layout), and elementwise
// arith on a dynamically shaped tensor (converted to linalg).
//
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4], padding_value = one>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %r = arith.constant dense_resource<blob1> : tensor<2x3xf32, #P>
  %s = arith.constant sparse<[[0, 1], [1, 2]], [5.0, 6.0]> : tensor<2x3xf32, #P>
  %z = arith.constant dense<2.0> : tensor<2x3xf32, #P>
  %a = shapes.add %r, %s : (tensor<2x3xf32, #P>, tensor<2x3xf32, #P>) -> tensor<2x3xf32, #P>
  %b = shapes.add %a, %z : (tensor<2x3xf32, #P>, tensor<2x3xf32, #P>) -> tensor<2x3xf32, #P>
  %d = tensor.cast %b : tensor<2x3xf32, #P> to tensor<?x?xf32>
  %u = tensor.cast %d : tensor<?x?xf32> to tensor<*xf32>
  // [1 2 3; 4 5 6] + sparse (0,1)=5, (1,2)=6 + 2
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}3,   9,   5],
  // CHECK-NEXT:  [6,   7,   14]]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %e = arith.addf %d, %d : tensor<?x?xf32>
  %eu = tensor.cast %e : tensor<?x?xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}6,   18,   10],
  // CHECK-NEXT:  [12,   14,   28]]
  call @printMemrefF32(%eu) : (tensor<*xf32>) -> ()
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F0000004000004040000080400000A0400000C040"
    }
  }
#-}
