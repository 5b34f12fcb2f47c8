// Folds and canonicalizations of shapes.transpose: the identity between
// equal types is the operand, a transpose of a transpose is one transpose
// (or the operand) unless the inner one is a copy read elsewhere, and the
// identity between layouts is a relayout.
// RUN: shapes-opt %s -canonicalize="test-convergence" -split-input-file | FileCheck %s

#cm = #shapes.layout<minor_to_major = [0, 1]>

// CHECK-LABEL: func @identity
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32, #{{.*}}>)
// CHECK-NEXT: return %[[X]]
func.func @identity(%x: tensor<4x8xf32, #cm>) -> tensor<4x8xf32, #cm> {
  %t = shapes.transpose %x, permutation = [0, 1] : tensor<4x8xf32, #cm> -> tensor<4x8xf32, #cm>
  return %t : tensor<4x8xf32, #cm>
}

// -----

// CHECK-LABEL: func @identity_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @identity_dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %t = shapes.transpose %x, permutation = [0, 1] : tensor<?x8xf32> -> tensor<?x8xf32>
  return %t : tensor<?x8xf32>
}

// -----

#cm = #shapes.layout<minor_to_major = [0, 1]>

// The identity permutation into another layout only changes the layout.
// CHECK-LABEL: func @identity_relayout
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %[[X]] : tensor<4x8xf32> to tensor<4x8xf32, #{{.*}}>
// CHECK-NEXT: return %[[R]]
func.func @identity_relayout(%x: tensor<4x8xf32>) -> tensor<4x8xf32, #cm> {
  %t = shapes.transpose %x, permutation = [0, 1] : tensor<4x8xf32> -> tensor<4x8xf32, #cm>
  return %t : tensor<4x8xf32, #cm>
}

// -----

#cm = #shapes.layout<minor_to_major = [0, 1]>

// Transposing back gives the operand.
// CHECK-LABEL: func @round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @round_trip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #cm>
  %u = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32, #cm> -> tensor<4x8xf32>
  return %u : tensor<4x8xf32>
}

// -----

#pad = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [4, 3, 2]>

// Two transposes of rank 3 compose: result dimension i of the second is
// dimension [2, 0, 1][[0, 2, 1][i]] = [2, 1, 0][i] of %x.
// CHECK-LABEL: func @compose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xi32>)
// CHECK-NEXT: %[[T:.*]] = shapes.transpose %[[X]], permutation = [2, 1, 0] : tensor<2x3x4xi32> -> tensor<4x3x2xi32, #{{.*}}>
// CHECK-NEXT: return %[[T]]
func.func @compose(%x: tensor<2x3x4xi32>) -> tensor<4x3x2xi32, #pad> {
  %t = shapes.transpose %x, permutation = [2, 0, 1] : tensor<2x3x4xi32> -> tensor<4x2x3xi32>
  %u = shapes.transpose %t, permutation = [0, 2, 1] : tensor<4x2x3xi32> -> tensor<4x3x2xi32, #pad>
  return %u : tensor<4x3x2xi32, #pad>
}

// -----

#cm = #shapes.layout<minor_to_major = [0, 1]>

// Composing back to the identity between different layouts leaves a
// relayout.
// CHECK-LABEL: func @compose_to_relayout
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %[[X]] : tensor<?x8xf32> to tensor<?x8xf32, #{{.*}}>
// CHECK-NEXT: return %[[R]]
func.func @compose_to_relayout(%x: tensor<?x8xf32>) -> tensor<?x8xf32, #cm> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<?x8xf32> -> tensor<8x?xf32>
  %u = shapes.transpose %t, permutation = [1, 0] : tensor<8x?xf32> -> tensor<?x8xf32, #cm>
  return %u : tensor<?x8xf32, #cm>
}

// -----

// A transpose used twice stays for its other user.
// CHECK-LABEL: func @shared_inner
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[T:.*]] = shapes.transpose %[[X]], permutation = [1, 0]
// CHECK-NEXT: return %[[T]], %[[X]]
func.func @shared_inner(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %u = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %t, %u : tensor<8x4xf32>, tensor<4x8xf32>
}

// -----

// A transpose of a copy that something else reads stays a view of that
// copy: composed into a transpose of %x, it would copy %x a second time.
#cm = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func @shared_copy_inner
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[T:.*]] = shapes.transpose %[[X]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT: %[[U:.*]] = shapes.transpose %[[T]], permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]], %[[U]]
func.func @shared_copy_inner(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32, #cm>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %u = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32, #cm>
  return %t, %u : tensor<8x4xf32>, tensor<4x8xf32, #cm>
}

// -----

// A transpose of a view that something else reads composes: the view
// moves nothing, so the composed transpose (here an identity between
// layouts, a relayout of %x) copies no more than the outer one did.
#cm = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func @shared_view_inner
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[T:.*]] = shapes.transpose %[[X]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #{{.*}}>
// CHECK-NEXT: %[[U:.*]] = shapes.relayout %[[X]] : tensor<4x8xf32> to tensor<4x8xf32, #{{.*}}>
// CHECK-NEXT: return %[[T]], %[[U]]
func.func @shared_view_inner(%x: tensor<4x8xf32>) -> (tensor<8x4xf32, #cm>, tensor<4x8xf32, #cm>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #cm>
  %u = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32, #cm> -> tensor<4x8xf32, #cm>
  return %t, %u : tensor<8x4xf32, #cm>, tensor<4x8xf32, #cm>
}
