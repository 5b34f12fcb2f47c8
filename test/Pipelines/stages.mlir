// The four stages of -shapes-to-llvm: each stop-at output is what its
// stage promises, and -shapes-to-llvm="start-at=<stage>" resumes from it to
// the same running program.
//
// REQUIRES: mlir-runner
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=linalg" | FileCheck %s --check-prefix=LINALG
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=bufferized" | FileCheck %s --check-prefix=BUF
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=linalg" \
// RUN: | shapes-opt -shapes-to-llvm="start-at=linalg stop-at=bufferized" \
// RUN: | shapes-opt -shapes-to-llvm="start-at=bufferized stop-at=affine" \
// RUN: | shapes-opt -shapes-to-llvm="start-at=affine" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" \
// RUN: | shapes-opt -shapes-to-llvm="start-at=affine" | mlir-translate --mlir-to-llvmir > /dev/null

#P = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>

func.func private @printMemrefF32(tensor<*xf32>)

// LINALG-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>{{$}}
// LINALG-LABEL: func.func @add
// LINALG-NOT:   shapes.add
// LINALG:       linalg.generic
// LINALG-SAME:    outs(%{{.*}} : tensor<2x3xf32, #[[$L]]>)
// BUF-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>{{$}}
// BUF-LABEL:    func.func @add
// BUF:          memref.alloc() {{.*}}: memref<2x3xf32, #[[$L]]>
// BUF:          linalg.generic
// BUF-LABEL:    func.func @main
// BUF:          memref.dealloc
func.func @add(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #P> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #P>
  return %r : tensor<2x3xf32, #P>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %r = call @add(%a, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #P>
  %u = tensor.cast %r : tensor<2x3xf32, #P> to tensor<*xf32>
  // CHECK: sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}11,   22,   33],
  // CHECK-NEXT:  [14,   25,   36]]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
