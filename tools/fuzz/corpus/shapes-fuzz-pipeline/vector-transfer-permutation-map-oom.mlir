// The vector dialect as upstream integration tests write it: vector.print
// of whole vectors, transfers on tensors and memrefs, a contraction, masks
// and reductions.
//

func.func @main() {
  %v = arith.constant dense<[2.0, 2.0, 3.0]> : vector<3xf32>
  vector.print %v : vector<3xf32>

  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %m : vector<2x2xi32>

  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %t[%c1, %c1], %pad : tensor<2x4xf32>, vector<5xf32>
  vector.print %r : vector<5xf32>

  %tr = vector.transfer_read %t[%c0, %c0], %pad {permutation_map = !ffine_map<(d0, d1) -> (d1, d0)>} : tensor<2x4xf32>, vector<4x2xf32>
  vector.print %tr : vector<4x2xf32>

  %buf = memref.alloc() : memref<4xf32>
  %w = arith.constant dense<[9.0, 8.0, 7.0, 6.0]> : vector<4xf32>
  vector.transfer_write %w, %buf[%c0] : vector<4xf32>, memref<4xf32>
  %back = vector.transfer_read %buf[%c0], %pad : memref<4xf32>, vector<4xf32>
  vector.print %back : vector<4xf32>
  memref.dealloc %buf : memref<4xf32>

  //tor.print %sel : vector<3xf32>
  return
}
