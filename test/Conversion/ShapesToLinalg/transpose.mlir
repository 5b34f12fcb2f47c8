// shapes.transpose through the pipeline. A bitcast (result layout = operand
// layout permuted) stays a shapes.transpose through -shapes-lower-to-linalg,
// bufferizes to memref.transpose, a view, and no copy or loop nest is
// emitted for it: the only loops are those of the op that reads it. Any
// other transpose is that view followed by one relayout copy.
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s --check-prefix=LINALG
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=bufferized" -split-input-file | FileCheck %s --check-prefix=BUF
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine fuse=false vectorize=false" -split-input-file | FileCheck %s --check-prefix=AFFINE

#col = #shapes.layout<minor_to_major = [0, 1]>

// LINALG-LABEL: func.func @bitcast_2d
// LINALG: %[[T:.*]] = shapes.transpose %{{.*}}, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #{{.*}}>
// LINALG-NOT: linalg.copy
// LINALG: linalg.generic
// LINALG-SAME: ins(%[[T]], %{{.*}} :

// BUF-LABEL: func.func @bitcast_2d
// BUF: %[[T:.*]] = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// BUF-NOT: linalg.copy
// BUF: linalg.generic
// BUF-SAME: ins(%[[T]], %{{.*}} :
// BUF-NOT: linalg.copy
// BUF: return

// One loop nest, the add's, which loads through the view.
// AFFINE-LABEL: func.func @bitcast_2d
// AFFINE: %[[T:.*]] = memref.transpose
// AFFINE: affine.for
// AFFINE-NEXT: affine.for
// AFFINE-NEXT: affine.load %[[T]]
// AFFINE-NOT: affine.for
// AFFINE: return
func.func @bitcast_2d(%x: tensor<4x8xf32>, %y: tensor<8x4xf32, #col>) -> tensor<8x4xf32, #col> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  %r = shapes.add %t, %y : (tensor<8x4xf32, #col>, tensor<8x4xf32, #col>) -> tensor<8x4xf32, #col>
  return %r : tensor<8x4xf32, #col>
}

// -----

#pad = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 5, 7], padding_value = lowest>
#padt = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [7, 3, 5], padding_value = lowest>

// A padded rank-3 bitcast: the view has the operand's padded strides.
// LINALG-LABEL: func.func @bitcast_padded
// LINALG: shapes.transpose %{{.*}}, permutation = [2, 0, 1]
// LINALG-NOT: linalg.copy

// BUF-LABEL: func.func @bitcast_padded
// BUF: %[[T:.*]] = memref.transpose %{{.*}} (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, #{{.*}}> to memref<4x2x3xf32, strided<[3, 1, 21]>>
// BUF-NOT: linalg.copy
// BUF: linalg.generic
// BUF-SAME: ins(%[[T]], %{{.*}} :
// BUF-NOT: linalg.copy
// BUF: return

// AFFINE-LABEL: func.func @bitcast_padded
// AFFINE: %[[T:.*]] = memref.transpose
// AFFINE: affine.for
// AFFINE-NEXT: affine.for
// AFFINE-NEXT: affine.for
// AFFINE-NEXT: affine.load %[[T]]
// AFFINE-NOT: affine.for
// AFFINE: return
func.func @bitcast_padded(%x: tensor<2x3x4xf32, #pad>, %y: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %t = shapes.transpose %x, permutation = [2, 0, 1] : tensor<2x3x4xf32, #pad> -> tensor<4x2x3xf32, #padt>
  %r = shapes.add %t, %y : (tensor<4x2x3xf32, #padt>, tensor<4x2x3xf32>) -> tensor<4x2x3xf32>
  return %r : tensor<4x2x3xf32>
}

// -----

#col = #shapes.layout<minor_to_major = [0, 1]>

// '?' sizes: the view keeps the operand's dynamic size.
// BUF-LABEL: func.func @bitcast_dynamic
// BUF: %[[T:.*]] = memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
// BUF-NOT: linalg.copy
// BUF: linalg.generic
// BUF-SAME: ins(%[[T]] :
// BUF-NOT: linalg.copy
// BUF: return
func.func @bitcast_dynamic(%x: tensor<?x8xf32>) -> tensor<8x?xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<?x8xf32> -> tensor<8x?xf32, #col>
  %r = shapes.add %t, %t : (tensor<8x?xf32, #col>, tensor<8x?xf32, #col>) -> tensor<8x?xf32>
  return %r : tensor<8x?xf32>
}

// -----

// Row-major to row-major moves data: the bitcast into the permuted layout,
// then one relayout copy.
// LINALG-LABEL: func.func @copy_2d
// LINALG: %[[T:.*]] = shapes.transpose %{{.*}}, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #{{.*}}>
// LINALG: %[[E:.*]] = tensor.empty() : tensor<8x4xf32>
// LINALG: linalg.copy ins(%[[T]] : tensor<8x4xf32, #{{.*}}>) outs(%[[E]] : tensor<8x4xf32>)

// BUF-LABEL: func.func @copy_2d
// BUF: %[[T:.*]] = memref.transpose
// BUF: linalg.copy ins(%[[T]]
// BUF-NOT: linalg.copy
// BUF: return

// AFFINE-LABEL: func.func @copy_2d
// AFFINE: %[[T:.*]] = memref.transpose
// AFFINE: affine.for
// AFFINE-NEXT: affine.for
// AFFINE-NEXT: affine.load %[[T]]
// AFFINE-NOT: affine.for
// AFFINE: return
func.func @copy_2d(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return %t : tensor<8x4xf32>
}

// -----

#pad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [9, 5], padding_value = one>

// Into a padded result: the permuted operand layout has no padding, so the
// relayout copies (and writes the padding).
// LINALG-LABEL: func.func @copy_to_padded
// LINALG: %[[T:.*]] = shapes.transpose %{{.*}}, permutation = [1, 0] : tensor<4x8xf32, #{{.*}}> -> tensor<8x4xf32>
// LINALG: linalg.copy ins(%[[T]] : tensor<8x4xf32>)
#colop = #shapes.layout<minor_to_major = [0, 1]>
func.func @copy_to_padded(%x: tensor<4x8xf32, #colop>) -> tensor<8x4xf32, #pad> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32, #colop> -> tensor<8x4xf32, #pad>
  return %t : tensor<8x4xf32, #pad>
}
