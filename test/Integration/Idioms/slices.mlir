// Slices as upstream integration tests and front ends write them: dynamic
// offsets, a static slice of a dynamically shaped tensor, insert_slice, and
// scf.forall with tensor.parallel_insert_slice. -shapes-to-llvm must take
// them all the way to LLVM (expand-strided-metadata runs before
// lower-affine, so no affine.apply survives).
//
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)

func.func @dynamic_offset(%t: tensor<4x4xf32>, %i: index) -> tensor<2x2xf32> {
  %s = tensor.extract_slice %t[%i, 1] [2, 2] [1, 2] : tensor<4x4xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

func.func @static_slice_of_dynamic(%t: tensor<?x?xf32>) -> tensor<2x2xf32> {
  %s = tensor.extract_slice %t[1, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

func.func @forall_double(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %init = tensor.empty() : tensor<4x4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %init) -> tensor<4x4xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %t[%off, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
    %e = tensor.empty() : tensor<2x4xf32>
    %d = linalg.add ins(%s, %s : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%off, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]> : tensor<4x4xf32>
  %c1 = arith.constant 1 : index
  %a = call @dynamic_offset(%t, %c1) : (tensor<4x4xf32>, index) -> tensor<2x2xf32>
  %au = tensor.cast %a : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}5,   7],
  // CHECK-NEXT: [9,   11]]
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()

  %td = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %b = call @static_slice_of_dynamic(%td) : (tensor<?x?xf32>) -> tensor<2x2xf32>
  %bu = tensor.cast %b : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}5,   6],
  // CHECK-NEXT: [9,   10]]
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()

  %z = arith.constant dense<-1.0> : tensor<2x2xf32>
  %ins = tensor.insert_slice %z into %t[%c1, %c1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %iu = tensor.cast %ins : tensor<4x4xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}0,   1,   2,   3],
  // CHECK-NEXT: [4,   -1,   -1,   7],
  // CHECK-NEXT: [8,   -1,   -1,   11],
  // CHECK-NEXT: [12,   13,   14,   15]]
  call @printMemrefF32(%iu) : (tensor<*xf32>) -> ()

  %f = call @forall_double(%t) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %fu = tensor.cast %f : tensor<4x4xf32> to tensor<*xf32>
  // CHECK: {{\[\[}}0,   2,   4,   6],
  // CHECK-NEXT: [8,   10,   12,   14],
  // CHECK-NEXT: [16,   18,   20,   22],
  // CHECK-NEXT: [24,   26,   28,   30]]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}
