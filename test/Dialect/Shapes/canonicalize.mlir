// One test per fold and canonicalization of the shapes ops (ShapesFolds.cpp),
// with the folded numbers checked.
// RUN: shapes-opt %s -canonicalize="test-convergence" -split-input-file | FileCheck %s

//===----------------------------------------------------------------------===//
// shapes.broadcast_in_dim
//===----------------------------------------------------------------------===//

// A broadcast to the operand's own type is the operand.
// CHECK-LABEL: func.func @broadcast_to_own_type
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]] : tensor<2x3xf32>
func.func @broadcast_to_own_type(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A broadcast of a broadcast is one broadcast: dims [1] then [1, 2] is [2].
// CHECK-LABEL: func.func @broadcast_of_broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.broadcast_in_dim %[[A]], dims = [2] : (tensor<3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_of_broadcast(%a: tensor<3xf32>) -> tensor<4x2x3xf32> {
  %0 = shapes.broadcast_in_dim %a, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = shapes.broadcast_in_dim %0, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// Composition through a degenerate dimension and an intermediate layout:
// dims [0, 2] then [1, 2, 3] is [1, 3]; the intermediate layout is irrelevant.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [3, 2, 1, 0], padded_dimensions = [5, 2, 4, 4]>{{$}}
// CHECK-LABEL: func.func @broadcast_of_broadcast_degenerate
// CHECK-SAME: (%[[A:.*]]: tensor<1x3xi32>)
// CHECK-NEXT: %[[R:.*]] = shapes.broadcast_in_dim %[[A]], dims = [1, 3] : (tensor<1x3xi32>) -> tensor<5x2x4x3xi32, #[[$L]]>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_of_broadcast_degenerate(%a: tensor<1x3xi32>) -> tensor<5x2x4x3xi32, #shapes.layout<minor_to_major = [3, 2, 1, 0], padded_dimensions = [5, 2, 4, 4]>> {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<2x4x3xi32, #shapes.layout<minor_to_major = [0, 1, 2]>>
  %1 = shapes.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<2x4x3xi32, #shapes.layout<minor_to_major = [0, 1, 2]>>) -> tensor<5x2x4x3xi32, #shapes.layout<minor_to_major = [3, 2, 1, 0], padded_dimensions = [5, 2, 4, 4]>>
  return %1 : tensor<5x2x4x3xi32, #shapes.layout<minor_to_major = [3, 2, 1, 0], padded_dimensions = [5, 2, 4, 4]>>
}

// -----

// Three broadcasts in a row: a scalar through a vector and a matrix.
// CHECK-LABEL: func.func @broadcast_chain
// CHECK-SAME: (%[[A:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R:.*]] = shapes.broadcast_in_dim %[[A]], dims = [] : (tensor<f32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_chain(%a: tensor<f32>) -> tensor<2x3x4xf32> {
  %0 = shapes.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %1 = shapes.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %2 = shapes.broadcast_in_dim %1, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %2 : tensor<2x3x4xf32>
}

// -----

// A broadcast to the same shape in another layout is a relayout.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @broadcast_same_shape_is_relayout
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %[[A]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK-NEXT: return %[[R]]
func.func @broadcast_same_shape_is_relayout(%a: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// A broadcast of a splat constant is a splat constant, in the result layout.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @broadcast_splat_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<2x3xf32, #[[$L]]>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_splat_constant() -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %c = arith.constant dense<1.5> : tensor<3xf32>
  %0 = shapes.broadcast_in_dim %c, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// A broadcast of a small dense constant is a dense constant: along a new
// dimension...
// CHECK-LABEL: func.func @broadcast_dense_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_dense_constant() -> tensor<2x3xi32> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = shapes.broadcast_in_dim %c, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ...and along a degenerate dimension.
// CHECK-LABEL: func.func @broadcast_dense_constant_degenerate
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 1.000000e+00, 1.000000e+00], [2.000000e+00, 2.000000e+00, 2.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_dense_constant_degenerate() -> tensor<2x3xf64> {
  %c = arith.constant dense<[[1.0], [2.0]]> : tensor<2x1xf64>
  %0 = shapes.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// A dense (non-splat) constant is not broadcast beyond 4096 result elements.
// CHECK-LABEL: func.func @broadcast_large_dense_constant_kept
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<64xi32>) -> tensor<64x65xi32>
func.func @broadcast_large_dense_constant_kept() -> tensor<64x65xi32> {
  %c = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xi32>
  %0 = shapes.broadcast_in_dim %c, dims = [0] : (tensor<64xi32>) -> tensor<64x65xi32>
  return %0 : tensor<64x65xi32>
}

// -----

//===----------------------------------------------------------------------===//
// shapes.relayout
//===----------------------------------------------------------------------===//

// A relayout to its own type is its operand.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @relayout_to_own_type
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32, #[[$L]]>)
// CHECK-NEXT: return %[[A]]
func.func @relayout_to_own_type(%a: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %0 = shapes.relayout %a : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// A chain of relayouts collapses to one, to the last layout.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-LABEL: func.func @relayout_chain
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %[[A]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK-NEXT: return %[[R]]
func.func @relayout_chain(%a: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %1 = shapes.relayout %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>>
  %2 = shapes.relayout %1 : tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %2 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// A chain that comes back to the original type collapses to nothing.
// CHECK-LABEL: func.func @relayout_chain_back
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[A]] : tensor<2x3xf32>
func.func @relayout_chain_back(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %1 = shapes.relayout %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %2 = shapes.relayout %1 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// -----

// No layout and the explicit default layout are equivalent: the add reads the
// relayout's operand, and the func.return (whose type is part of the
// function signature) a tensor.cast, which moves no data.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0]>{{$}}
// CHECK-LABEL: func.func @relayout_equivalent_default
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-DAG: %[[R:.*]] = tensor.cast %[[A]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK-DAG: %[[S:.*]] = shapes.add %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: return %[[S]], %[[R]]
// CHECK-NOT: shapes.relayout
func.func @relayout_equivalent_default(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>) {
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
  %1 = shapes.add %0, %b : (tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %0 : tensor<2x3xf32>, tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
}

// -----

// An absent padding_value is zero: equivalent, bypassed by compare (and then
// dead).
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-LABEL: func.func @relayout_equivalent_padding_value
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32, #[[$L]]>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[C:.*]] = shapes.compare lt, %[[A]], %[[B]] : (tensor<2x3xf32, #[[$L]]>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: return %[[C]]
func.func @relayout_equivalent_padding_value(%a: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = shapes.relayout %a : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>>
  %1 = shapes.compare lt, %0, %b : (tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %1 : tensor<2x3xi1>
}

// -----

// An empty tensor in a padded layout is all padding: a relayout to another
// padding value writes all 8 positions again and is kept. Without padding,
// an empty tensor is the same in every layout.
// CHECK-LABEL: func.func @relayout_empty_padding_value
// CHECK-NEXT: %[[R:.*]] = shapes.relayout
// CHECK-NEXT: return %[[R]]
func.func @relayout_empty_padding_value(%a: tensor<0x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4]>>) -> tensor<0x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>> {
  %0 = shapes.relayout %a : tensor<0x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4]>> to tensor<0x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>>
  return %0 : tensor<0x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>>
}

// CHECK-LABEL: func.func @relayout_empty_unpadded
// CHECK-SAME: (%[[A:.*]]: tensor<0x3xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[A]]
// CHECK-NEXT: return %[[R]]
func.func @relayout_empty_unpadded(%a: tensor<0x3xf32>) -> tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %0 = shapes.relayout %a : tensor<0x3xf32> to tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return %0 : tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// On a 1x3 tensor, [0, 1] and [1, 0] put every element at the same place:
// equivalent, bypassed by broadcast_in_dim.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @relayout_equivalent_size_one
// CHECK-SAME: (%[[A:.*]]: tensor<1x3xf32, #[[$L]]>)
// CHECK-NEXT: %[[R:.*]] = shapes.broadcast_in_dim %[[A]], dims = [0, 1] : (tensor<1x3xf32, #[[$L]]>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @relayout_equivalent_size_one(%a: tensor<1x3xf32, #shapes.layout<minor_to_major = [0, 1]>>) -> tensor<2x3xf32> {
  %0 = shapes.relayout %a : tensor<1x3xf32, #shapes.layout<minor_to_major = [0, 1]>> to tensor<1x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
  %1 = shapes.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x3xf32, #shapes.layout<minor_to_major = [1, 0]>>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// An equivalent relayout used only by func.return folds to a tensor.cast.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0]>{{$}}
// CHECK-LABEL: func.func @relayout_equivalent_for_return
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[A]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK-NEXT: return %[[R]]
func.func @relayout_equivalent_for_return(%a: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>> {
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
  return %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
}

// -----

// A real transposition in memory is kept, and its users still read it.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @relayout_not_equivalent
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %[[A]] : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
// CHECK-NEXT: %[[S:.*]] = shapes.add %[[R]], %[[B]]
// CHECK-NEXT: return %[[S]]
func.func @relayout_not_equivalent(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %1 = shapes.add %0, %b : (tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// Another padding value is another buffer: kept.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>{{$}}
// CHECK-LABEL: func.func @relayout_not_equivalent_padding_value
// CHECK-NEXT: %[[R:.*]] = shapes.relayout %{{.*}} : tensor<2x3xf32, #[[$L]]> to tensor<2x3xf32, #[[$L1]]>
// CHECK-NEXT: %[[S:.*]] = shapes.mul %[[R]], %[[R]]
// CHECK-NEXT: return %[[S]]
func.func @relayout_not_equivalent_padding_value(%a: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>) -> tensor<2x3xf32> {
  %0 = shapes.relayout %a : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>
  %1 = shapes.mul %0, %0 : (tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>, tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Binary operations: constant folding
//===----------------------------------------------------------------------===//

// Every binary op on two integer splats, with broadcast_dimensions:
// 12 op -5.
// CHECK-LABEL: func.func @fold_integer_splats
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<7> : tensor<2x3xi32>
// CHECK-DAG: %[[SUB:.*]] = arith.constant dense<17> : tensor<2x3xi32>
// CHECK-DAG: %[[MUL:.*]] = arith.constant dense<-60> : tensor<2x3xi32>
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<-2> : tensor<2x3xi32>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<2> : tensor<2x3xi32>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<12> : tensor<2x3xi32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<-5> : tensor<2x3xi32>
// CHECK-DAG: %[[AND:.*]] = arith.constant dense<8> : tensor<2x3xi32>
// CHECK-DAG: %[[OR:.*]] = arith.constant dense<-1> : tensor<2x3xi32>
// CHECK-DAG: %[[XOR:.*]] = arith.constant dense<-9> : tensor<2x3xi32>
// CHECK-DAG: %[[CMP:.*]] = arith.constant dense<true> : tensor<2x3xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[MAX]], %[[MIN]], %[[AND]], %[[OR]], %[[XOR]], %[[CMP]]
func.func @fold_integer_splats() -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>) {
  %a = arith.constant dense<12> : tensor<2x3xi32>
  %b = arith.constant dense<-5> : tensor<3xi32>
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %1 = shapes.sub %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %2 = shapes.mul %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %3 = shapes.div %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %4 = shapes.rem %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %5 = shapes.max %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %6 = shapes.min %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %7 = shapes.and %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %8 = shapes.or %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %9 = shapes.xor %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %10 = shapes.compare gt, %a, %b broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>
}

// -----

// Every arithmetic op on two float splats, a scalar broadcast: 9.0 op -4.0
// (rem is fmod: the sign of the dividend).
// CHECK-LABEL: func.func @fold_float_splats
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<5.000000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[SUB:.*]] = arith.constant dense<1.300000e+01> : tensor<2x3xf32>
// CHECK-DAG: %[[MUL:.*]] = arith.constant dense<-3.600000e+01> : tensor<2x3xf32>
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<-2.250000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<9.000000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<-4.000000e+00> : tensor<2x3xf32>
// CHECK-DAG: %[[CMP:.*]] = arith.constant dense<false> : tensor<2x3xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[MAX]], %[[MIN]], %[[CMP]]
func.func @fold_float_splats() -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>) {
  %a = arith.constant dense<9.0> : tensor<2x3xf32>
  %b = arith.constant dense<-4.0> : tensor<f32>
  %0 = shapes.add %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %1 = shapes.sub %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %2 = shapes.mul %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %3 = shapes.div %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %4 = shapes.rem %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %5 = shapes.max %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %6 = shapes.min %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %7 = shapes.compare le, %a, %b : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi1>
}

// -----

// Every binary op on small dense integer constants, with broadcast_dimensions
// and a degenerate dimension at once: [[7], [-7]] op [2, -3, 0] mapped to
// dimension 1. Integer div/rem by 0 give -1 and the dividend.
// CHECK-LABEL: func.func @fold_integer_dense
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<{{\[}}[9, 4, 7], [-5, -10, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[SUB:.*]] = arith.constant dense<{{\[}}[5, 10, 7], [-9, -4, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[MUL:.*]] = arith.constant dense<{{\[}}[14, -21, 0], [-14, 21, 0]]> : tensor<2x3xi32>
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<{{\[}}[3, -2, -1], [-3, 2, -1]]> : tensor<2x3xi32>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<{{\[}}[1, 1, 7], [-1, -1, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<{{\[}}[7, 7, 7], [2, -3, 0]]> : tensor<2x3xi32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<{{\[}}[2, -3, 0], [-7, -7, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[AND:.*]] = arith.constant dense<{{\[}}[2, 5, 0], [0, -7, 0]]> : tensor<2x3xi32>
// CHECK-DAG: %[[OR:.*]] = arith.constant dense<{{\[}}[7, -1, 7], [-5, -3, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[XOR:.*]] = arith.constant dense<{{\[}}[5, -6, 7], [-5, 4, -7]]> : tensor<2x3xi32>
// CHECK-DAG: %[[LT:.*]] = arith.constant dense<{{\[}}[false, false, false], [true, true, true]]> : tensor<2x3xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[MAX]], %[[MIN]], %[[AND]], %[[OR]], %[[XOR]], %[[LT]]
func.func @fold_integer_dense() -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>) {
  %a = arith.constant dense<[[7], [-7]]> : tensor<2x1xi32>
  %b = arith.constant dense<[2, -3, 0]> : tensor<3xi32>
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %1 = shapes.sub %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %2 = shapes.mul %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %3 = shapes.div %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %4 = shapes.rem %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %5 = shapes.max %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %6 = shapes.min %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %7 = shapes.and %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %8 = shapes.or %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %9 = shapes.xor %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %10 = shapes.compare lt, %a, %b broadcast_dimensions = [1] : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>
}

// -----

// Small dense float constants with an outer operation: [[5.5], [-5.5]] op
// [[2, -2, 0]]. Float division by zero is IEEE (+-inf), fmod by zero is NaN.
// CHECK-LABEL: func.func @fold_float_dense
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<{{\[}}[7.500000e+00, 3.500000e+00, 5.500000e+00], [-3.500000e+00, -7.500000e+00, -5.500000e+00]]> : tensor<2x3xf32>
// CHECK-DAG: %[[SUB:.*]] = arith.constant dense<{{\[}}[3.500000e+00, 7.500000e+00, 5.500000e+00], [-7.500000e+00, -3.500000e+00, -5.500000e+00]]> : tensor<2x3xf32>
// CHECK-DAG: %[[MUL:.*]] = arith.constant dense<{{\[}}[1.100000e+01, -1.100000e+01, 0.000000e+00], [-1.100000e+01, 1.100000e+01, -0.000000e+00]]> : tensor<2x3xf32>
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<{{\[}}[2.750000e+00, -2.750000e+00, 0x7F800000], [-2.750000e+00, 2.750000e+00, 0xFF800000]]> : tensor<2x3xf32>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<{{\[}}[1.500000e+00, 1.500000e+00, 0x7FC00000], [-1.500000e+00, -1.500000e+00, 0x7FC00000]]> : tensor<2x3xf32>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<{{\[}}[5.500000e+00, 5.500000e+00, 5.500000e+00], [2.000000e+00, -2.000000e+00, 0.000000e+00]]> : tensor<2x3xf32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<{{\[}}[2.000000e+00, -2.000000e+00, 0.000000e+00], [-5.500000e+00, -5.500000e+00, -5.500000e+00]]> : tensor<2x3xf32>
// CHECK-NOT: shapes.
// CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[MAX]], %[[MIN]]
func.func @fold_float_dense() -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = arith.constant dense<[[5.5], [-5.5]]> : tensor<2x1xf32>
  %b = arith.constant dense<[[2.0, -2.0, 0.0]]> : tensor<1x3xf32>
  %0 = shapes.add %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = shapes.sub %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = shapes.mul %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %3 = shapes.div %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %4 = shapes.rem %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %5 = shapes.max %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %6 = shapes.min %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Half, bfloat and double fold too.
// CHECK-LABEL: func.func @fold_other_floats
// CHECK-DAG: %[[H:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, -3.500000e+00]> : tensor<3xf16>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[2.250000e+00, 6.250000e+00, 9.000000e+00]> : tensor<3xbf16>
// CHECK-DAG: %[[D:.*]] = arith.constant dense<[3.000000e+00, 5.000000e+00, -6.000000e+00]> : tensor<3xf64>
// CHECK-NOT: shapes.
// CHECK: return %[[H]], %[[B]], %[[D]]
func.func @fold_other_floats() -> (tensor<3xf16>, tensor<3xbf16>, tensor<3xf64>) {
  %h = arith.constant dense<[1.5, 2.5, -3.0]> : tensor<3xf16>
  %hs = arith.constant dense<0.5> : tensor<f16>
  %0 = shapes.sub %h, %hs : (tensor<3xf16>, tensor<f16>) -> tensor<3xf16>
  %b = arith.constant dense<[1.5, 2.5, -3.0]> : tensor<3xbf16>
  %1 = shapes.mul %b, %b : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  %d = arith.constant dense<[1.5, 2.5, -3.0]> : tensor<3xf64>
  %2 = shapes.add %d, %d : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  return %0, %1, %2 : tensor<3xf16>, tensor<3xbf16>, tensor<3xf64>
}

// -----

// Integer arithmetic wraps: 100 + 100 and 127 + 1 in i8, 16 * 16 in i8.
// CHECK-LABEL: func.func @fold_integer_wraps
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<[-56, -128]> : tensor<2xi8>
// CHECK-DAG: %[[MUL:.*]] = arith.constant dense<0> : tensor<2xi8>
// CHECK: return %[[ADD]], %[[MUL]]
func.func @fold_integer_wraps() -> (tensor<2xi8>, tensor<2xi8>) {
  %a = arith.constant dense<[100, 127]> : tensor<2xi8>
  %b = arith.constant dense<[100, 1]> : tensor<2xi8>
  %c = arith.constant dense<16> : tensor<2xi8>
  %0 = shapes.add %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %1 = shapes.mul %c, %c : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}

// -----

// XLA's total integer division on i8: x / 0 = -1, x % 0 = x,
// INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0.
// Elements: 7/0, -7/0, -128/-1, -128/0, 5/-1.
// CHECK-LABEL: func.func @fold_div_rem_edge_cases_i8
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<[-1, -1, -128, -1, -5]> : tensor<5xi8>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<[7, -7, 0, -128, 0]> : tensor<5xi8>
// CHECK-NOT: shapes.
// CHECK: return %[[DIV]], %[[REM]]
func.func @fold_div_rem_edge_cases_i8() -> (tensor<5xi8>, tensor<5xi8>) {
  %a = arith.constant dense<[7, -7, -128, -128, 5]> : tensor<5xi8>
  %b = arith.constant dense<[0, 0, -1, 0, -1]> : tensor<5xi8>
  %0 = shapes.div %a, %b : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi8>
  %1 = shapes.rem %a, %b : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi8>
  return %0, %1 : tensor<5xi8>, tensor<5xi8>
}

// -----

// The same on i32.
// CHECK-LABEL: func.func @fold_div_rem_edge_cases_i32
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<[-1, -1, -2147483648, -1, -5]> : tensor<5xi32>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<[7, -7, 0, -2147483648, 0]> : tensor<5xi32>
// CHECK-NOT: shapes.
// CHECK: return %[[DIV]], %[[REM]]
func.func @fold_div_rem_edge_cases_i32() -> (tensor<5xi32>, tensor<5xi32>) {
  %a = arith.constant dense<[7, -7, -2147483648, -2147483648, 5]> : tensor<5xi32>
  %b = arith.constant dense<[0, 0, -1, 0, -1]> : tensor<5xi32>
  %0 = shapes.div %a, %b : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  %1 = shapes.rem %a, %b : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %0, %1 : tensor<5xi32>, tensor<5xi32>
}

// -----

// The edge cases on splats: INT_MIN / -1 and x / 0 broadcast from scalars.
// CHECK-LABEL: func.func @fold_div_rem_edge_cases_splat
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<-128> : tensor<2x2xi8>
// CHECK-DAG: %[[REM:.*]] = arith.constant dense<0> : tensor<2x2xi8>
// CHECK-DAG: %[[DIV0:.*]] = arith.constant dense<-1> : tensor<2x2xi32>
// CHECK-DAG: %[[REM0:.*]] = arith.constant dense<42> : tensor<2x2xi32>
// CHECK: return %[[DIV]], %[[REM]], %[[DIV0]], %[[REM0]]
func.func @fold_div_rem_edge_cases_splat() -> (tensor<2x2xi8>, tensor<2x2xi8>, tensor<2x2xi32>, tensor<2x2xi32>) {
  %min = arith.constant dense<-128> : tensor<2x2xi8>
  %m1 = arith.constant dense<-1> : tensor<i8>
  %0 = shapes.div %min, %m1 : (tensor<2x2xi8>, tensor<i8>) -> tensor<2x2xi8>
  %1 = shapes.rem %min, %m1 : (tensor<2x2xi8>, tensor<i8>) -> tensor<2x2xi8>
  %x = arith.constant dense<42> : tensor<i32>
  %zero = arith.constant dense<0> : tensor<2x2xi32>
  %2 = shapes.div %x, %zero : (tensor<i32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %3 = shapes.rem %x, %zero : (tensor<i32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0, %1, %2, %3 : tensor<2x2xi8>, tensor<2x2xi8>, tensor<2x2xi32>, tensor<2x2xi32>
}

// -----

// Float max and min propagate NaN, and order -0.0 below +0.0.
// Elements: (1, NaN), (NaN, 2), (NaN, NaN), (-0, +0), (3, 2).
// CHECK-LABEL: func.func @fold_max_min_nan
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 0.000000e+00, 3.000000e+00]> : tensor<5xf32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, -0.000000e+00, 2.000000e+00]> : tensor<5xf32>
// CHECK-NOT: shapes.
// CHECK: return %[[MAX]], %[[MIN]]
func.func @fold_max_min_nan() -> (tensor<5xf32>, tensor<5xf32>) {
  %a = arith.constant dense<[1.0, 0x7FC00000, 0x7FC00000, -0.0, 3.0]> : tensor<5xf32>
  %b = arith.constant dense<[0x7FC00000, 2.0, 0x7FC00000, 0.0, 2.0]> : tensor<5xf32>
  %0 = shapes.max %a, %b : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %1 = shapes.min %a, %b : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %0, %1 : tensor<5xf32>, tensor<5xf32>
}

// -----

// Float compare with NaN: the ordered predicates are false, ne is true;
// -0.0 == +0.0. Elements: (1, NaN), (NaN, 2), (NaN, NaN), (-0, +0), (3, 2),
// (1, 2).
// CHECK-LABEL: func.func @fold_compare_nan
// CHECK-DAG: %[[EQ:.*]] = arith.constant dense<[false, false, false, true, false, false]> : tensor<6xi1>
// CHECK-DAG: %[[NE:.*]] = arith.constant dense<[true, true, true, false, true, true]> : tensor<6xi1>
// CHECK-DAG: %[[LT:.*]] = arith.constant dense<[false, false, false, false, false, true]> : tensor<6xi1>
// CHECK-DAG: %[[LE:.*]] = arith.constant dense<[false, false, false, true, false, true]> : tensor<6xi1>
// CHECK-DAG: %[[GT:.*]] = arith.constant dense<[false, false, false, false, true, false]> : tensor<6xi1>
// CHECK-DAG: %[[GE:.*]] = arith.constant dense<[false, false, false, true, true, false]> : tensor<6xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[EQ]], %[[NE]], %[[LT]], %[[LE]], %[[GT]], %[[GE]]
func.func @fold_compare_nan() -> (tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>) {
  %a = arith.constant dense<[1.0, 0x7FF8000000000000, 0x7FF8000000000000, -0.0, 3.0, 1.0]> : tensor<6xf64>
  %b = arith.constant dense<[0x7FF8000000000000, 2.0, 0x7FF8000000000000, 0.0, 2.0, 2.0]> : tensor<6xf64>
  %0 = shapes.compare eq, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  %1 = shapes.compare ne, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  %2 = shapes.compare lt, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  %3 = shapes.compare le, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  %4 = shapes.compare gt, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  %5 = shapes.compare ge, %a, %b : (tensor<6xf64>, tensor<6xf64>) -> tensor<6xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>, tensor<6xi1>
}

// -----

// A NaN splat compares unordered with everything.
// CHECK-LABEL: func.func @fold_compare_nan_splat
// CHECK-DAG: %[[EQ:.*]] = arith.constant dense<false> : tensor<3xi1>
// CHECK-DAG: %[[NE:.*]] = arith.constant dense<true> : tensor<3xi1>
// CHECK: return %[[EQ]], %[[NE]]
func.func @fold_compare_nan_splat() -> (tensor<3xi1>, tensor<3xi1>) {
  %nan = arith.constant dense<0x7FC00000> : tensor<f32>
  %b = arith.constant dense<[1.0, 0x7FC00000, -1.0]> : tensor<3xf32>
  %0 = shapes.compare eq, %nan, %b : (tensor<f32>, tensor<3xf32>) -> tensor<3xi1>
  %1 = shapes.compare ne, %nan, %b : (tensor<f32>, tensor<3xf32>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi1>, tensor<3xi1>
}

// -----

// i1 compares as unsigned (false < true), in an outer operation:
// [[false], [true]] op [[false, true]].
// CHECK-LABEL: func.func @fold_compare_i1
// CHECK-DAG: %[[EQ:.*]] = arith.constant dense<{{\[}}[true, false], [false, true]]> : tensor<2x2xi1>
// CHECK-DAG: %[[NE:.*]] = arith.constant dense<{{\[}}[false, true], [true, false]]> : tensor<2x2xi1>
// CHECK-DAG: %[[LT:.*]] = arith.constant dense<{{\[}}[false, true], [false, false]]> : tensor<2x2xi1>
// CHECK-DAG: %[[LE:.*]] = arith.constant dense<{{\[}}[true, true], [false, true]]> : tensor<2x2xi1>
// CHECK-DAG: %[[GT:.*]] = arith.constant dense<{{\[}}[false, false], [true, false]]> : tensor<2x2xi1>
// CHECK-DAG: %[[GE:.*]] = arith.constant dense<{{\[}}[true, false], [true, true]]> : tensor<2x2xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[EQ]], %[[NE]], %[[LT]], %[[LE]], %[[GT]], %[[GE]]
func.func @fold_compare_i1() -> (tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>) {
  %a = arith.constant dense<[[false], [true]]> : tensor<2x1xi1>
  %b = arith.constant dense<[[false, true]]> : tensor<1x2xi1>
  %0 = shapes.compare eq, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %1 = shapes.compare ne, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %2 = shapes.compare lt, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %3 = shapes.compare le, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %4 = shapes.compare gt, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %5 = shapes.compare ge, %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>
}

// -----

// Wider integers compare as signed: -1 < 1 in i8.
// CHECK-LABEL: func.func @fold_compare_signed
// CHECK-DAG: %[[LT:.*]] = arith.constant dense<[true, false, false]> : tensor<3xi1>
// CHECK: return %[[LT]]
func.func @fold_compare_signed() -> tensor<3xi1> {
  %a = arith.constant dense<[-1, 1, -128]> : tensor<3xi8>
  %b = arith.constant dense<[1, -1, -128]> : tensor<3xi8>
  %0 = shapes.compare lt, %a, %b : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

// and, or and xor on i1 are the logical operations.
// CHECK-LABEL: func.func @fold_logical_i1
// CHECK-DAG: %[[AND:.*]] = arith.constant dense<{{\[}}[false, false], [false, true]]> : tensor<2x2xi1>
// CHECK-DAG: %[[OR:.*]] = arith.constant dense<{{\[}}[false, true], [true, true]]> : tensor<2x2xi1>
// CHECK-DAG: %[[XOR:.*]] = arith.constant dense<{{\[}}[false, true], [true, false]]> : tensor<2x2xi1>
// CHECK-NOT: shapes.
// CHECK: return %[[AND]], %[[OR]], %[[XOR]]
func.func @fold_logical_i1() -> (tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>) {
  %a = arith.constant dense<[[false], [true]]> : tensor<2x1xi1>
  %b = arith.constant dense<[[false, true]]> : tensor<1x2xi1>
  %0 = shapes.and %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %1 = shapes.or %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %2 = shapes.xor %a, %b : (tensor<2x1xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  return %0, %1, %2 : tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>
}

// -----

// The folded constant takes the result type, layout included.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-LABEL: func.func @fold_result_layout
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1, 2, 3], [2, 3, 4]]> : tensor<2x3xi64, #[[$L]]>
// CHECK-NEXT: return %[[C]]
func.func @fold_result_layout() -> tensor<2x3xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %a = arith.constant dense<[[0], [1]]> : tensor<2x1xi64, #shapes.layout<minor_to_major = [0, 1]>>
  %b = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x1xi64, #shapes.layout<minor_to_major = [0, 1]>>, tensor<3xi64>) -> tensor<2x3xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %0 : tensor<2x3xi64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// -----

// Zero-size results fold to an empty constant.
// CHECK-LABEL: func.func @fold_zero_size
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<> : tensor<0x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_zero_size() -> tensor<0x3xi32> {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<1> : tensor<0x1xi32>
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<3xi32>, tensor<0x1xi32>) -> tensor<0x3xi32>
  return %0 : tensor<0x3xi32>
}

// -----

// Nothing folds with a non-constant operand.
// CHECK-LABEL: func.func @no_fold_non_constant
// CHECK: shapes.add
// CHECK: shapes.compare
func.func @no_fold_non_constant(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %c = arith.constant dense<1> : tensor<3xi32>
  %0 = shapes.add %x, %c : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %1 = shapes.compare eq, %c, %x : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

// -----

// The Commutative ops move a constant operand to the right, keeping
// broadcast_dimensions (it names the lower-rank operand, whichever side it is
// on); sub and compare keep their operand order.
// CHECK-LABEL: func.func @commutative_constant_to_the_right
// CHECK-SAME: (%[[M:.*]]: tensor<2x3xi32>)
// CHECK: %[[C:.*]] = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK: shapes.add %[[M]], %[[C]] broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.max %[[M]], %[[C]] broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.sub %[[C]], %[[M]] broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.compare lt, %[[C]], %[[M]] broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
func.func @commutative_constant_to_the_right(%m: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>) {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = shapes.add %c, %m broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = shapes.max %c, %m broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = shapes.sub %c, %m broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = shapes.compare lt, %c, %m broadcast_dimensions = [1] : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  return %0, %1, %2, %3 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi1>
}

// -----

// Dense (non-splat) operands do not fold beyond 4096 result elements...
// CHECK-LABEL: func.func @no_fold_large_dense
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<64xi32>, tensor<1x65xi32>) -> tensor<64x65xi32>
func.func @no_fold_large_dense() -> tensor<64x65xi32> {
  %a = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xi32>
  %b = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]]> : tensor<1x65xi32>
  %0 = shapes.add %a, %b broadcast_dimensions = [0] : (tensor<64xi32>, tensor<1x65xi32>) -> tensor<64x65xi32>
  return %0 : tensor<64x65xi32>
}

// -----

// ...but splats always fold.
// CHECK-LABEL: func.func @fold_large_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<7> : tensor<64x65xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_large_splat() -> tensor<64x65xi32> {
  %a = arith.constant dense<3> : tensor<64xi32>
  %b = arith.constant dense<4> : tensor<1x65xi32>
  %0 = shapes.add %a, %b broadcast_dimensions = [0] : (tensor<64xi32>, tensor<1x65xi32>) -> tensor<64x65xi32>
  return %0 : tensor<64x65xi32>
}

// -----

//===----------------------------------------------------------------------===//
// shapes.linearize_index / shapes.delinearize_index
//===----------------------------------------------------------------------===//

// [1, 2] in a 2x3 column-major array padded to 3x5 sits at 1 + 2*3 = 7.
// CHECK-LABEL: func.func @linearize_constant
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT: return %[[C7]]
func.func @linearize_constant() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = shapes.linearize_index [%c1, %c2] : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %0 : index
}

// -----

// The default layout is row-major: [1, 2] in 2x3 is 1*3 + 2 = 5; a memref
// with a #shapes.layout folds the same way as the tensor; rank 0 is 0.
// CHECK-LABEL: func.func @linearize_constant_other_types
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C19:.*]] = arith.constant 19 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: return %[[C5]], %[[C19]], %[[C0]]
func.func @linearize_constant_other_types() -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = shapes.linearize_index [%c1, %c2] : tensor<2x3xf32>
  // minor_to_major [2, 0, 1] on 2x3x4: dimension 2 has stride 1, dimension 0
  // stride 4, dimension 1 stride 4 * 2 = 8, so [0, 2, 3] is 16 + 3 = 19.
  %c0 = arith.constant 0 : index
  %1 = shapes.linearize_index [%c0, %c2, %c3] : memref<2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 1]>>
  %2 = shapes.linearize_index [] : tensor<f32>
  return %0, %1, %2 : index, index, index
}

// -----

// Position 7 of that padded buffer holds [1, 2]; position 14, the last, is
// padding ([2, 4], outside the 2x3 array) and folds too.
// CHECK-LABEL: func.func @delinearize_constant
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: return %[[C1]], %[[C2]], %[[C2]], %[[C4]]
func.func @delinearize_constant() -> (index, index, index, index) {
  %c7 = arith.constant 7 : index
  %c14 = arith.constant 14 : index
  %i, %j = shapes.delinearize_index %c7 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %k, %l = shapes.delinearize_index %c14 : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %i, %j, %k, %l : index, index, index, index
}

// -----

// broadcast_dimensions that say nothing are dropped: the identity for equal
// ranks, the empty list against a scalar.
// CHECK-LABEL: func.func @redundant_broadcast_dimensions
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>)
// CHECK: shapes.compare lt, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<f32>)
// CHECK: shapes.sub %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>)
func.func @redundant_broadcast_dimensions(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %s: tensor<f32>, %v: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>) {
  %0 = shapes.add %a, %b broadcast_dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %1 = shapes.compare lt, %a, %s broadcast_dimensions = [] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  %2 = shapes.sub %a, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xf32>
}
