// The vector dialect as upstream integration tests write it: vector.print
// of whole vectors, transfers on tensors and memrefs, a contraction, masks
// and reductions.
//
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  // CHECK: ( 1, 2, 3 )
  vector.print %v : vector<3xf32>

  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  // CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
  vector.print %m : vector<2x2xi32>

  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %t[%c1, %c1], %pad : tensor<2x4xf32>, vector<5xf32>
  // CHECK-NEXT: ( 5, 6, 7, -1, -1 )
  vector.print %r : vector<5xf32>

  %tr = vector.transfer_read %t[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x4xf32>, vector<4x2xf32>
  // CHECK-NEXT: ( ( 0, 4 ), ( 1, 5 ), ( 2, 6 ), ( 3, 7 ) )
  vector.print %tr : vector<4x2xf32>

  %buf = memref.alloc() : memref<4xf32>
  %w = arith.constant dense<[9.0, 8.0, 7.0, 6.0]> : vector<4xf32>
  vector.transfer_write %w, %buf[%c0] : vector<4xf32>, memref<4xf32>
  %back = vector.transfer_read %buf[%c0], %pad : memref<4xf32>, vector<4xf32>
  // CHECK-NEXT: ( 9, 8, 7, 6 )
  vector.print %back : vector<4xf32>
  memref.dealloc %buf : memref<4xf32>

  // C = A * B with A = [[1, 2], [3, 4]], B = [[5, 6], [7, 8]].
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : vector<2x2xf32>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %c = vector.contract {
      indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
      iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %a, %b, %z : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  // CHECK-NEXT: ( ( 19, 22 ), ( 43, 50 ) )
  vector.print %c : vector<2x2xf32>

  %s = vector.reduction <add>, %v : vector<3xf32> into f32
  // CHECK-NEXT: 6
  vector.print %s : f32

  %mask = vector.create_mask %c1 : vector<3xi1>
  %zero3 = arith.constant dense<0.0> : vector<3xf32>
  %sel = arith.select %mask, %v, %zero3 : vector<3xi1>, vector<3xf32>
  // CHECK-NEXT: ( 1, 0, 0 )
  vector.print %sel : vector<3xf32>
  return
}
