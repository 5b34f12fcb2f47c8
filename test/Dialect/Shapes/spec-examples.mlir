// Every valid worked example of the broadcasting spec (broadcasting.es.md)
// and of the design contract, one function each, with the result type checked. The
// examples that the spec gives with numbers are also folded and the numbers
// checked. The invalid examples are in spec-examples-invalid.mlir.
// RUN: shapes-opt %s | FileCheck %s
// RUN: shapes-opt %s -canonicalize="test-convergence" | FileCheck %s --check-prefix=FOLD

//===----------------------------------------------------------------------===//
// Spec: "Cómo difundir arreglos de rango similar con dimensiones degeneradas"
//===----------------------------------------------------------------------===//

// Example 1: (2,1) and (2,3) broadcast to (2,3).
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0]>{{$}}
// CHECK-LABEL: func.func @degenerate_example_1
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @degenerate_example_1(%a: tensor<2x1xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.add %a, %b : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Example 2: (1,2,5) and (7,2,5) broadcast to (7,2,5).
// CHECK-LABEL: func.func @degenerate_example_2
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<1x2x5xf32>, tensor<7x2x5xf32>) -> tensor<7x2x5xf32>
func.func @degenerate_example_2(%a: tensor<1x2x5xf32>, %b: tensor<7x2x5xf32>) -> tensor<7x2x5xf32> {
  %0 = shapes.add %a, %b : (tensor<1x2x5xf32>, tensor<7x2x5xf32>) -> tensor<7x2x5xf32>
  return %0 : tensor<7x2x5xf32>
}

// Example 3: (7,2,5) and (7,1,5) broadcast to (7,2,5).
// CHECK-LABEL: func.func @degenerate_example_3
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<7x2x5xf32>, tensor<7x1x5xf32>) -> tensor<7x2x5xf32>
func.func @degenerate_example_3(%a: tensor<7x2x5xf32>, %b: tensor<7x1x5xf32>) -> tensor<7x2x5xf32> {
  %0 = shapes.add %a, %b : (tensor<7x2x5xf32>, tensor<7x1x5xf32>) -> tensor<7x2x5xf32>
  return %0 : tensor<7x2x5xf32>
}

// Example 4, (7,2,5) and (7,2,6), is an error: spec-examples-invalid.mlir.

// The outer operation: (2,1) and (1,3) broadcast to (2,3).
// CHECK-LABEL: func.func @outer_operation
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
func.func @outer_operation(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.add %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// The outer operation with numbers: |1 2|^T + |10 20 30|.
// CHECK-LABEL: func.func @outer_operation_numbers
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
// FOLD-LABEL: func.func @outer_operation_numbers
// FOLD: arith.constant dense<{{\[}}[11, 21, 31], [12, 22, 32]]> : tensor<2x3xi32>
// FOLD-NEXT: return
func.func @outer_operation_numbers() -> tensor<2x3xi32> {
  %a = arith.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %b = arith.constant dense<[[10, 20, 30]]> : tensor<1x3xi32>
  %0 = shapes.add %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

//===----------------------------------------------------------------------===//
// Spec: "Cómo difundir un arreglo de rango inferior a un arreglo de rango
// superior"
//===----------------------------------------------------------------------===//

// A scalar broadcasts to a matrix without broadcast_dimensions:
// |1 2 3; 4 5 6| + 7 = |8 9 10; 11 12 13|.
// CHECK-LABEL: func.func @scalar_plus_matrix
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
// FOLD-LABEL: func.func @scalar_plus_matrix
// FOLD: arith.constant dense<{{\[}}[8, 9, 10], [11, 12, 13]]> : tensor<2x3xi32>
// FOLD-NEXT: return
func.func @scalar_plus_matrix() -> tensor<2x3xi32> {
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %s = arith.constant dense<7> : tensor<i32>
  %0 = shapes.add %m, %s : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// The scalar on the left, with arguments.
// CHECK-LABEL: func.func @scalar_on_the_left
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
func.func @scalar_on_the_left(%s: tensor<f32>, %m: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.add %s, %m : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// (2,3) with (3) and broadcast_dimensions (1) gives (2,3); the opening
// example |1 2 3; 4 5 6| + |7 8 9| = |8 10 12; 11 13 15|. (With (0) it is an
// error: spec-examples-invalid.mlir.)
// CHECK-LABEL: func.func @matrix_plus_vector
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// FOLD-LABEL: func.func @matrix_plus_vector
// FOLD: arith.constant dense<{{\[}}[8, 10, 12], [11, 13, 15]]> : tensor<2x3xi32>
// FOLD-NEXT: return
func.func @matrix_plus_vector() -> tensor<2x3xi32> {
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
  %0 = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// (3,3) with (3) and broadcast_dimensions (1): each vector element becomes a
// column, the vector is repeated for every row: |7 8 9; 7 8 9; 7 8 9|.
// CHECK-LABEL: func.func @square_plus_vector_dim_1
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<3x3xi32>, tensor<3xi32>) -> tensor<3x3xi32>
// FOLD-LABEL: func.func @square_plus_vector_dim_1
// FOLD: arith.constant dense<{{\[}}[7, 8, 9], [7, 8, 9], [7, 8, 9]]> : tensor<3x3xi32>
// FOLD-NEXT: return
func.func @square_plus_vector_dim_1() -> tensor<3x3xi32> {
  %m = arith.constant dense<0> : tensor<3x3xi32>
  %v = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
  %0 = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<3x3xi32>, tensor<3xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// (3,3) with (3) and broadcast_dimensions (0): each vector element becomes a
// row, the vector is repeated for every column: |7 7 7; 8 8 8; 9 9 9|.
// CHECK-LABEL: func.func @square_plus_vector_dim_0
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<3x3xi32>, tensor<3xi32>) -> tensor<3x3xi32>
// FOLD-LABEL: func.func @square_plus_vector_dim_0
// FOLD: arith.constant dense<{{\[}}[7, 7, 7], [8, 8, 8], [9, 9, 9]]> : tensor<3x3xi32>
// FOLD-NEXT: return
func.func @square_plus_vector_dim_0() -> tensor<3x3xi32> {
  %m = arith.constant dense<0> : tensor<3x3xi32>
  %v = arith.constant dense<[7, 8, 9]> : tensor<3xi32>
  %0 = shapes.add %m, %v broadcast_dimensions = [0] : (tensor<3x3xi32>, tensor<3xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// A 2x3x4 cuboid and a 3x4 matrix with broadcast_dimensions (1,2).
// CHECK-LABEL: func.func @cuboid_plus_matrix
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
func.func @cuboid_plus_matrix(%c: tensor<2x3x4xf32>, %m: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = shapes.add %c, %m broadcast_dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

//===----------------------------------------------------------------------===//
// Spec: "Definición formal", with M, N, P, Q = 2, 3, 4, 5
//===----------------------------------------------------------------------===//

// A vector of size T matches any dimension of MxNxPxQ whose size is T.
// CHECK-LABEL: func.func @formal_vector
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [3] : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [2] : (tensor<2x3x4x5xf32>, tensor<4xf32>) -> tensor<2x3x4x5xf32>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3x4x5xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<2x3x4x5xf32>, tensor<2xf32>) -> tensor<2x3x4x5xf32>
func.func @formal_vector(%x: tensor<2x3x4x5xf32>, %q: tensor<5xf32>, %p: tensor<4xf32>, %n: tensor<3xf32>, %m: tensor<2xf32>) {
  %0 = shapes.add %x, %q broadcast_dimensions = [3] : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
  %1 = shapes.add %x, %p broadcast_dimensions = [2] : (tensor<2x3x4x5xf32>, tensor<4xf32>) -> tensor<2x3x4x5xf32>
  %2 = shapes.add %x, %n broadcast_dimensions = [1] : (tensor<2x3x4x5xf32>, tensor<3xf32>) -> tensor<2x3x4x5xf32>
  %3 = shapes.add %x, %m broadcast_dimensions = [0] : (tensor<2x3x4x5xf32>, tensor<2xf32>) -> tensor<2x3x4x5xf32>
  return
}

// A TxV matrix matches dimensions (2,3), (1,2) or (0,3) of MxNxPxQ.
// CHECK-LABEL: func.func @formal_matrix
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [2, 3] : (tensor<2x3x4x5xf32>, tensor<4x5xf32>) -> tensor<2x3x4x5xf32>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1, 2] : (tensor<2x3x4x5xf32>, tensor<3x4xf32>) -> tensor<2x3x4x5xf32>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0, 3] : (tensor<2x3x4x5xf32>, tensor<2x5xf32>) -> tensor<2x3x4x5xf32>
func.func @formal_matrix(%x: tensor<2x3x4x5xf32>, %pq: tensor<4x5xf32>, %np: tensor<3x4xf32>, %mq: tensor<2x5xf32>) {
  %0 = shapes.add %x, %pq broadcast_dimensions = [2, 3] : (tensor<2x3x4x5xf32>, tensor<4x5xf32>) -> tensor<2x3x4x5xf32>
  %1 = shapes.add %x, %np broadcast_dimensions = [1, 2] : (tensor<2x3x4x5xf32>, tensor<3x4xf32>) -> tensor<2x3x4x5xf32>
  %2 = shapes.add %x, %mq broadcast_dimensions = [0, 3] : (tensor<2x3x4x5xf32>, tensor<2x5xf32>) -> tensor<2x3x4x5xf32>
  return
}

//===----------------------------------------------------------------------===//
// Spec: "Composición de la difusión"
//===----------------------------------------------------------------------===//

// A vector (4) and a 1x2 matrix with broadcast_dimensions (0) give (4,2):
// |1 2 3 4| + [5 6] = |6 7; 7 8; 8 9; 9 10|.
// CHECK-LABEL: func.func @vector_plus_1x2
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<4xi32>, tensor<1x2xi32>) -> tensor<4x2xi32>
// FOLD-LABEL: func.func @vector_plus_1x2
// FOLD: arith.constant dense<{{\[}}[6, 7], [7, 8], [8, 9], [9, 10]]> : tensor<4x2xi32>
// FOLD-NEXT: return
func.func @vector_plus_1x2() -> tensor<4x2xi32> {
  %v = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %m = arith.constant dense<[[5, 6]]> : tensor<1x2xi32>
  %0 = shapes.add %v, %m broadcast_dimensions = [0] : (tensor<4xi32>, tensor<1x2xi32>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// A 1x2 matrix and a 4x3x1 array with broadcast_dimensions (1,2) give (4,3,2).
// CHECK-LABEL: func.func @matrix_1x2_plus_4x3x1
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1, 2] : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
func.func @matrix_1x2_plus_4x3x1(%m: tensor<1x2xf32>, %x: tensor<4x3x1xf32>) -> tensor<4x3x2xf32> {
  %0 = shapes.add %m, %x broadcast_dimensions = [1, 2] : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

//===----------------------------------------------------------------------===//
// The design contract's examples
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @design_broadcast_in_dim
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
func.func @design_broadcast_in_dim(%v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @design_add
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
func.func @design_add(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @design_compare
// CHECK: shapes.compare lt, %{{.*}}, %{{.*}} : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
func.func @design_compare(%a: tensor<4x1xi32>, %b: tensor<1x5xi32>) -> tensor<4x5xi1> {
  %c = shapes.compare lt, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  return %c : tensor<4x5xi1>
}

// CHECK-LABEL: func.func @design_relayout
// CHECK: shapes.relayout %{{.*}} : tensor<2x3xf32> to tensor<2x3xf32, #[[$L]]>
func.func @design_relayout(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {
  %p = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %p : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
}

// The index operations, with #L the padded column-major layout of the
// linearize_index description: [1, 2] sits at 1 + 2*3 = 7, and back.
// CHECK-LABEL: func.func @design_index_ops
// CHECK: shapes.linearize_index [%{{.*}}, %{{.*}}] : tensor<2x3xf32, #[[$L]]>
// CHECK: shapes.delinearize_index %{{.*}} : tensor<2x3xf32, #[[$L]]>
// FOLD-LABEL: func.func @design_index_ops
// FOLD-DAG: %[[C1:.*]] = arith.constant 1 : index
// FOLD-DAG: %[[C2:.*]] = arith.constant 2 : index
// FOLD-DAG: %[[C7:.*]] = arith.constant 7 : index
// FOLD: return %[[C7]], %[[C1]], %[[C2]] : index, index, index
func.func @design_index_ops() -> (index, index, index) {
  %i = arith.constant 1 : index
  %j = arith.constant 2 : index
  %lin = shapes.linearize_index [%i, %j] : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %a, %b = shapes.delinearize_index %lin : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return %lin, %a, %b : index, index, index
}

// The examples of the op descriptions in ShapesOps.td.
// CHECK-LABEL: func.func @op_description_examples
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
// CHECK: shapes.sub %{{.*}}, %{{.*}} : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.mul %{{.*}}, %{{.*}} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
// CHECK: shapes.and %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32, #[[$L1]]>) -> tensor<2x3xf32, #[[$L]]>
func.func @op_description_examples(%c: tensor<4x1xi32>, %a: tensor<2x1xi32>, %b: tensor<1x3xi32>, %x: tensor<2x3xf64>, %s: tensor<f64>, %p: tensor<4xi1>, %q: tensor<i1>, %m: tensor<2x3xf32>, %v: tensor<3xf32, #shapes.layout<minor_to_major = [0]>>) {
  %0 = shapes.broadcast_in_dim %c, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
  %1 = shapes.sub %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %2 = shapes.mul %x, %s : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  %3 = shapes.and %p, %q : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
  %4 = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32, #shapes.layout<minor_to_major = [0]>>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return
}
