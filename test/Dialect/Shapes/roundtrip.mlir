// Round trips of every shapes op and of #shapes.layout in custom
// form, generic form and bytecode. The ops: with and without
// broadcast_dimensions, rank-0 operands, layouts on operands and results,
// every element type each op accepts, and `?` sizes (at the end). The attribute: on tensors and memrefs,
// every key, and on its own.
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s --mlir-print-op-generic | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s
// The generic form itself: properties and the direction attribute.
// RUN: shapes-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The direction is printed after one space, not two.
// RUN: shapes-opt %s | FileCheck %s --strict-whitespace --check-prefix=SPACE
// SPACE: = shapes.compare eq, %

//===----------------------------------------------------------------------===//
// shapes.broadcast_in_dim
//===----------------------------------------------------------------------===//

// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>{{$}}
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-DAG: #[[$L2:layout[0-9]*]] = #shapes.layout<minor_to_major = []>{{$}}
// CHECK-DAG: #[[$L3:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0]>{{$}}
// CHECK-DAG: #[[$L4:layout[0-9]*]] = #shapes.layout<minor_to_major = [0]>{{$}}
// CHECK-DAG: #[[$L5:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>{{$}}
// CHECK-DAG: #[[$L6:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-DAG: #[[$L7:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>{{$}}
// CHECK-DAG: #[[$L8:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3], padding_value = unknown>{{$}}
// CHECK-DAG: #[[$L9:layout[0-9]*]] = #shapes.layout<minor_to_major = [2, 0, 1]>{{$}}
// CHECK-DAG: #[[$L10:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = unknown>{{$}}
// CHECK-DAG: #[[$L11:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = lowest>{{$}}
// CHECK-DAG: #[[$L12:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>{{$}}
// CHECK-DAG: #[[$L13:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>{{$}}
// CHECK-DAG: #[[$L14:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>{{$}}
// CHECK-DAG: #[[$L15:layout[0-9]*]] = #shapes.layout<minor_to_major = [2, 0, 3, 1], padded_dimensions = [1, 3, 3, 6]>{{$}}
// CHECK-DAG: #[[$L16:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>{{$}}
// CHECK-DAG: #[[$L17:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 2, 0]>{{$}}
// CHECK-DAG: #[[$L18:layout[0-9]*]] = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [4, 4, 4], padding_value = highest>{{$}}
// CHECK-DAG: #[[$L19:layout[0-9]*]] = #shapes.layout<minor_to_major = [], padding_value = one>{{$}}
// CHECK-DAG: #[[$ZERO:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>{{$}}
// CHECK-DAG: #[[$ONE:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>{{$}}
// CHECK-DAG: #[[$LOWEST:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>{{$}}
// CHECK-DAG: #[[$UNKNOWN:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = unknown>{{$}}
// CHECK-DAG: #[[$DB:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>{{$}}
// CHECK-LABEL: func.func @broadcast_in_dim_vector
// CHECK-SAME: (%[[V:arg[0-9]+]]: tensor<3xf32>)
// CHECK: shapes.broadcast_in_dim %[[V]], dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// GENERIC-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>{{$}}
// GENERIC-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// GENERIC-DAG: #[[$L2:layout[0-9]*]] = #shapes.layout<minor_to_major = [0]>{{$}}
// GENERIC-LABEL: sym_name = "broadcast_in_dim_vector"
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}) <{dims = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
func.func @broadcast_in_dim_vector(%v: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Degenerate (size-1) dimensions, and a rank increase in front.
// CHECK-LABEL: func.func @broadcast_in_dim_degenerate
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x5xi32>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 2] : (tensor<4x1xi32>) -> tensor<4x7x1xi32>
// GENERIC-LABEL: sym_name = "broadcast_in_dim_degenerate"
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}) <{dims = array<i64: 0, 1>}>
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}) <{dims = array<i64: 1, 2>}>
func.func @broadcast_in_dim_degenerate(%c: tensor<4x1xi32>) -> (tensor<4x5xi32>, tensor<2x4x5xi32>, tensor<4x7x1xi32>) {
  %0 = shapes.broadcast_in_dim %c, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x5xi32>
  %1 = shapes.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x1xi32>) -> tensor<2x4x5xi32>
  %2 = shapes.broadcast_in_dim %c, dims = [0, 2] : (tensor<4x1xi32>) -> tensor<4x7x1xi32>
  return %0, %1, %2 : tensor<4x5xi32>, tensor<2x4x5xi32>, tensor<4x7x1xi32>
}

// A rank-0 operand takes an empty dims list.
// CHECK-LABEL: func.func @broadcast_in_dim_scalar
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f64>) -> tensor<f64>
// GENERIC-LABEL: sym_name = "broadcast_in_dim_scalar"
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}) <{dims = array<i64>}> : (tensor<f64>) -> tensor<2x3xf64>
func.func @broadcast_in_dim_scalar(%s: tensor<f64>) -> (tensor<2x3xf64>, tensor<f64>) {
  %0 = shapes.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
  %1 = shapes.broadcast_in_dim %s, dims = [] : (tensor<f64>) -> tensor<f64>
  return %0, %1 : tensor<2x3xf64>, tensor<f64>
}

// Element types: i1, i8, i64, f16, bf16 (broadcast_in_dim takes any).
// CHECK-LABEL: func.func @broadcast_in_dim_element_types
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<2xi8>) -> tensor<3x2xi8>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<2xi64>) -> tensor<2x1xi64>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [2] : (tensor<1xf16>) -> tensor<2x2x4xf16>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xbf16>) -> tensor<4x2x5x3xbf16>
func.func @broadcast_in_dim_element_types(%a: tensor<2xi1>, %b: tensor<2xi8>, %c: tensor<2xi64>, %d: tensor<1xf16>, %e: tensor<1x2x1x3xbf16>) {
  %0 = shapes.broadcast_in_dim %a, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
  %1 = shapes.broadcast_in_dim %b, dims = [1] : (tensor<2xi8>) -> tensor<3x2xi8>
  %2 = shapes.broadcast_in_dim %c, dims = [0] : (tensor<2xi64>) -> tensor<2x1xi64>
  %3 = shapes.broadcast_in_dim %d, dims = [2] : (tensor<1xf16>) -> tensor<2x2x4xf16>
  %4 = shapes.broadcast_in_dim %e, dims = [0, 1, 2, 3] : (tensor<1x2x1x3xbf16>) -> tensor<4x2x5x3xbf16>
  return
}

// Operand and result layouts are independent.
// CHECK-LABEL: func.func @broadcast_in_dim_layouts
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<3xf32, #[[$L]]>) -> tensor<2x3xf32, #[[$L1]]>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [] : (tensor<f32, #[[$L2]]>) -> tensor<2x3xf32, #[[$L3]]>
// GENERIC-LABEL: sym_name = "broadcast_in_dim_layouts"
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}) <{dims = array<i64: 1>}> : (tensor<3xf32, #[[$L]]>) -> tensor<2x3xf32, #[[$L1]]>
func.func @broadcast_in_dim_layouts(%v: tensor<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>, %s: tensor<f32, #shapes.layout<minor_to_major = []>>) {
  %0 = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [4]>>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %1 = shapes.broadcast_in_dim %s, dims = [] : (tensor<f32, #shapes.layout<minor_to_major = []>>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
  return
}

// Zero-size dimensions: a size-1 operand dimension broadcasts to size 0.
// CHECK-LABEL: func.func @broadcast_in_dim_zero_size
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [0, 1] : (tensor<1x3xi8>) -> tensor<0x3xi8>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<0xi8>) -> tensor<2x0xi8>
func.func @broadcast_in_dim_zero_size(%a: tensor<1x3xi8>, %b: tensor<0xi8>) {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 1] : (tensor<1x3xi8>) -> tensor<0x3xi8>
  %1 = shapes.broadcast_in_dim %b, dims = [1] : (tensor<0xi8>) -> tensor<2x0xi8>
  return
}

//===----------------------------------------------------------------------===//
// Arithmetic operations: add, sub, mul, div, rem, max, min
//===----------------------------------------------------------------------===//

// With broadcast_dimensions; operand order is kept (sub, div and rem are not
// commutative).
// CHECK-LABEL: func.func @arithmetic_broadcast_dimensions
// CHECK-SAME: (%[[M:arg[0-9]+]]: tensor<2x3xf32>, %[[V:arg[0-9]+]]: tensor<3xf32>)
// CHECK: shapes.add %[[M]], %[[V]] broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.sub %[[V]], %[[M]] broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.mul %[[M]], %[[V]] broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.div %[[V]], %[[M]] broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.rem %[[M]], %[[V]] broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.max %[[M]], %[[V]] broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.min %[[V]], %[[M]] broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "arithmetic_broadcast_dimensions"
// GENERIC: "shapes.add"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// GENERIC: "shapes.sub"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// GENERIC: "shapes.mul"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
// GENERIC: "shapes.div"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
// GENERIC: "shapes.rem"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
// GENERIC: "shapes.max"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
// GENERIC: "shapes.min"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
func.func @arithmetic_broadcast_dimensions(%m: tensor<2x3xf32>, %v: tensor<3xf32>) {
  %0 = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = shapes.sub %v, %m broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = shapes.mul %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = shapes.div %v, %m broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = shapes.rem %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %5 = shapes.max %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %6 = shapes.min %v, %m broadcast_dimensions = [1] : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// Without broadcast_dimensions: equal ranks with degenerate dimensions, on
// the integer types.
// CHECK-LABEL: func.func @arithmetic_degenerate
// CHECK-SAME: (%[[A:arg[0-9]+]]: tensor<4x1xi8>, %[[B:arg[0-9]+]]: tensor<1x5xi8>, %[[C:arg[0-9]+]]: tensor<2x3xi32>, %[[D:arg[0-9]+]]: tensor<2x1xi32>, %[[E:arg[0-9]+]]: tensor<7x1x5xi64>, %[[F:arg[0-9]+]]: tensor<1x2x5xi64>)
// CHECK: shapes.add %[[A]], %[[B]] : (tensor<4x1xi8>, tensor<1x5xi8>) -> tensor<4x5xi8>
// CHECK: shapes.sub %[[B]], %[[A]] : (tensor<1x5xi8>, tensor<4x1xi8>) -> tensor<4x5xi8>
// CHECK: shapes.mul %[[C]], %[[D]] : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
// CHECK: shapes.div %[[D]], %[[C]] : (tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.rem %[[C]], %[[C]] : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.max %[[E]], %[[F]] : (tensor<7x1x5xi64>, tensor<1x2x5xi64>) -> tensor<7x2x5xi64>
// CHECK: shapes.min %[[F]], %[[E]] : (tensor<1x2x5xi64>, tensor<7x1x5xi64>) -> tensor<7x2x5xi64>
// GENERIC-LABEL: sym_name = "arithmetic_degenerate"
// GENERIC: "shapes.add"(%{{.*}}, %{{.*}}) : (tensor<4x1xi8>, tensor<1x5xi8>) -> tensor<4x5xi8>
func.func @arithmetic_degenerate(%a: tensor<4x1xi8>, %b: tensor<1x5xi8>, %c: tensor<2x3xi32>, %d: tensor<2x1xi32>, %e: tensor<7x1x5xi64>, %f: tensor<1x2x5xi64>) {
  %0 = shapes.add %a, %b : (tensor<4x1xi8>, tensor<1x5xi8>) -> tensor<4x5xi8>
  %1 = shapes.sub %b, %a : (tensor<1x5xi8>, tensor<4x1xi8>) -> tensor<4x5xi8>
  %2 = shapes.mul %c, %d : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %3 = shapes.div %d, %c : (tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %4 = shapes.rem %c, %c : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %5 = shapes.max %e, %f : (tensor<7x1x5xi64>, tensor<1x2x5xi64>) -> tensor<7x2x5xi64>
  %6 = shapes.min %f, %e : (tensor<1x2x5xi64>, tensor<7x1x5xi64>) -> tensor<7x2x5xi64>
  return
}

// Rank-0 operands on either side, and both, on f16, bf16 and f64.
// CHECK-LABEL: func.func @arithmetic_rank0
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<f16>, tensor<2x3xf16>) -> tensor<2x3xf16>
// CHECK: shapes.sub %{{.*}}, %{{.*}} : (tensor<2x3xf16>, tensor<f16>) -> tensor<2x3xf16>
// CHECK: shapes.mul %{{.*}}, %{{.*}} : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
// CHECK: shapes.div %{{.*}}, %{{.*}} : (tensor<f64>, tensor<f64>) -> tensor<f64>
// CHECK: shapes.rem %{{.*}}, %{{.*}} : (tensor<bf16>, tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: shapes.max %{{.*}}, %{{.*}} : (tensor<4xbf16>, tensor<bf16>) -> tensor<4xbf16>
// CHECK: shapes.min %{{.*}}, %{{.*}} : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
// GENERIC-LABEL: sym_name = "arithmetic_rank0"
// GENERIC: "shapes.add"(%{{.*}}, %{{.*}}) : (tensor<f16>, tensor<2x3xf16>) -> tensor<2x3xf16>
func.func @arithmetic_rank0(%h: tensor<f16>, %hm: tensor<2x3xf16>, %d: tensor<f64>, %dm: tensor<2x3xf64>, %b: tensor<bf16>, %bv: tensor<4xbf16>) {
  %0 = shapes.add %h, %hm : (tensor<f16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %1 = shapes.sub %hm, %h : (tensor<2x3xf16>, tensor<f16>) -> tensor<2x3xf16>
  %2 = shapes.mul %dm, %d : (tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>
  %3 = shapes.div %d, %d : (tensor<f64>, tensor<f64>) -> tensor<f64>
  %4 = shapes.rem %b, %bv : (tensor<bf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %5 = shapes.max %bv, %b : (tensor<4xbf16>, tensor<bf16>) -> tensor<4xbf16>
  %6 = shapes.min %b, %b : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  return
}

// broadcast_dimensions and degenerate broadcasting at once (spec
// "Composición de la difusión").
// CHECK-LABEL: func.func @arithmetic_composed
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<4xi32>, tensor<1x2xi32>) -> tensor<4x2xi32>
// CHECK: shapes.mul %{{.*}}, %{{.*}} broadcast_dimensions = [1, 2] : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
// CHECK: shapes.max %{{.*}}, %{{.*}} broadcast_dimensions = [0, 3] : (tensor<1x2x3x4xi64>, tensor<5x1xi64>) -> tensor<5x2x3x4xi64>
func.func @arithmetic_composed(%v: tensor<4xi32>, %w: tensor<1x2xi32>, %m: tensor<1x2xf32>, %c: tensor<4x3x1xf32>, %x: tensor<1x2x3x4xi64>, %y: tensor<5x1xi64>) {
  %0 = shapes.add %v, %w broadcast_dimensions = [0] : (tensor<4xi32>, tensor<1x2xi32>) -> tensor<4x2xi32>
  %1 = shapes.mul %m, %c broadcast_dimensions = [1, 2] : (tensor<1x2xf32>, tensor<4x3x1xf32>) -> tensor<4x3x2xf32>
  %2 = shapes.max %x, %y broadcast_dimensions = [0, 3] : (tensor<1x2x3x4xi64>, tensor<5x1xi64>) -> tensor<5x2x3x4xi64>
  return
}

// Equal ranks accept the identity broadcast_dimensions; rank-0 operands accept
// an empty list. Both survive the round trip as written.
// CHECK-LABEL: func.func @identity_broadcast_dimensions
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK: shapes.sub %{{.*}}, %{{.*}} broadcast_dimensions = [] : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: shapes.mul %{{.*}}, %{{.*}} broadcast_dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
// GENERIC-LABEL: sym_name = "identity_broadcast_dimensions"
// GENERIC: "shapes.add"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 0, 1>}>
// GENERIC: "shapes.sub"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64>}>
func.func @identity_broadcast_dimensions(%m: tensor<2x3xf32>, %n: tensor<2x1xf32>, %s: tensor<f32>) {
  %0 = shapes.add %m, %n broadcast_dimensions = [0, 1] : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %1 = shapes.sub %s, %m broadcast_dimensions = [] : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = shapes.mul %s, %s broadcast_dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}

// Zero-size dimensions: 1 against 0 gives 0.
// CHECK-LABEL: func.func @zero_size
// CHECK: shapes.add %{{.*}}, %{{.*}} : (tensor<1x3xi32>, tensor<0x3xi32>) -> tensor<0x3xi32>
// CHECK: shapes.max %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<0x3xi32>, tensor<3xi32>) -> tensor<0x3xi32>
// CHECK: shapes.compare eq, %{{.*}}, %{{.*}} : (tensor<0x3xi32>, tensor<i32>) -> tensor<0x3xi1>
func.func @zero_size(%a: tensor<1x3xi32>, %b: tensor<0x3xi32>, %v: tensor<3xi32>, %s: tensor<i32>) {
  %0 = shapes.add %a, %b : (tensor<1x3xi32>, tensor<0x3xi32>) -> tensor<0x3xi32>
  %1 = shapes.max %b, %v broadcast_dimensions = [1] : (tensor<0x3xi32>, tensor<3xi32>) -> tensor<0x3xi32>
  %2 = shapes.compare eq, %b, %s : (tensor<0x3xi32>, tensor<i32>) -> tensor<0x3xi1>
  return
}

//===----------------------------------------------------------------------===//
// Logical operations: and, or, xor
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @logical
// CHECK: shapes.and %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
// CHECK: shapes.or %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK: shapes.xor %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x4xi1>, tensor<4xi1>) -> tensor<2x4xi1>
// CHECK: shapes.and %{{.*}}, %{{.*}} : (tensor<4x1xi8>, tensor<1x3xi8>) -> tensor<4x3xi8>
// CHECK: shapes.or %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<4xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
// CHECK: shapes.xor %{{.*}}, %{{.*}} : (tensor<i64>, tensor<i64>) -> tensor<i64>
// GENERIC-LABEL: sym_name = "logical"
// GENERIC: "shapes.and"(%{{.*}}, %{{.*}}) : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
// GENERIC: "shapes.or"(%{{.*}}, %{{.*}}) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC: "shapes.xor"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}>
func.func @logical(%a: tensor<4xi1>, %s: tensor<i1>, %m: tensor<2x4xi1>, %b: tensor<4x1xi8>, %c: tensor<1x3xi8>, %d: tensor<4xi32>, %e: tensor<4x3xi32>, %f: tensor<i64>) {
  %0 = shapes.and %a, %s : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
  %1 = shapes.or %a, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = shapes.xor %m, %a broadcast_dimensions = [1] : (tensor<2x4xi1>, tensor<4xi1>) -> tensor<2x4xi1>
  %3 = shapes.and %b, %c : (tensor<4x1xi8>, tensor<1x3xi8>) -> tensor<4x3xi8>
  %4 = shapes.or %d, %e broadcast_dimensions = [0] : (tensor<4xi32>, tensor<4x3xi32>) -> tensor<4x3xi32>
  %5 = shapes.xor %f, %f : (tensor<i64>, tensor<i64>) -> tensor<i64>
  return
}

//===----------------------------------------------------------------------===//
// shapes.compare
//===----------------------------------------------------------------------===//

// Every direction.
// CHECK-LABEL: func.func @compare_directions
// CHECK-SAME: (%[[A:arg[0-9]+]]: tensor<4x1xi32>, %[[B:arg[0-9]+]]: tensor<1x5xi32>)
// CHECK: shapes.compare eq, %[[A]], %[[B]] : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
// CHECK: shapes.compare ne, %[[A]], %[[B]] : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
// CHECK: shapes.compare lt, %[[A]], %[[B]] : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
// CHECK: shapes.compare le, %[[B]], %[[A]] : (tensor<1x5xi32>, tensor<4x1xi32>) -> tensor<4x5xi1>
// CHECK: shapes.compare gt, %[[A]], %[[B]] : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
// CHECK: shapes.compare ge, %[[B]], %[[A]] : (tensor<1x5xi32>, tensor<4x1xi32>) -> tensor<4x5xi1>
// GENERIC-LABEL: sym_name = "compare_directions"
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction eq>}> : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction ne>}>
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction lt>}>
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction le>}>
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction gt>}>
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{direction = #shapes<comparison_direction ge>}>
func.func @compare_directions(%a: tensor<4x1xi32>, %b: tensor<1x5xi32>) {
  %0 = shapes.compare eq, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  %1 = shapes.compare ne, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  %2 = shapes.compare lt, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  %3 = shapes.compare le, %b, %a : (tensor<1x5xi32>, tensor<4x1xi32>) -> tensor<4x5xi1>
  %4 = shapes.compare gt, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  %5 = shapes.compare ge, %b, %a : (tensor<1x5xi32>, tensor<4x1xi32>) -> tensor<4x5xi1>
  return
}

// Every comparable element type, with broadcast_dimensions and rank 0.
// CHECK-LABEL: func.func @compare_element_types
// CHECK: shapes.compare lt, %{{.*}}, %{{.*}} : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
// CHECK: shapes.compare ge, %{{.*}}, %{{.*}} : (tensor<3xi8>, tensor<i8>) -> tensor<3xi1>
// CHECK: shapes.compare ne, %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
// CHECK: shapes.compare eq, %{{.*}}, %{{.*}} : (tensor<f16>, tensor<f16>) -> tensor<i1>
// CHECK: shapes.compare le, %{{.*}}, %{{.*}} broadcast_dimensions = [0] : (tensor<3xbf16>, tensor<3x2xbf16>) -> tensor<3x2xi1>
// CHECK: shapes.compare gt, %{{.*}}, %{{.*}} : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
// CHECK: shapes.compare ne, %{{.*}}, %{{.*}} : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xi1>
// GENERIC-LABEL: sym_name = "compare_element_types"
// GENERIC: "shapes.compare"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>, direction = #shapes<comparison_direction ne>}> : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
func.func @compare_element_types(%a: tensor<3xi1>, %b: tensor<3xi8>, %bs: tensor<i8>, %c: tensor<2x3xi64>, %cv: tensor<3xi64>, %d: tensor<f16>, %e: tensor<3xbf16>, %em: tensor<3x2xbf16>, %f: tensor<2x1xf32>, %g: tensor<1x3xf32>, %h: tensor<f64>, %hm: tensor<2x3xf64>) {
  %0 = shapes.compare lt, %a, %a : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %1 = shapes.compare ge, %b, %bs : (tensor<3xi8>, tensor<i8>) -> tensor<3xi1>
  %2 = shapes.compare ne, %c, %cv broadcast_dimensions = [1] : (tensor<2x3xi64>, tensor<3xi64>) -> tensor<2x3xi1>
  %3 = shapes.compare eq, %d, %d : (tensor<f16>, tensor<f16>) -> tensor<i1>
  %4 = shapes.compare le, %e, %em broadcast_dimensions = [0] : (tensor<3xbf16>, tensor<3x2xbf16>) -> tensor<3x2xi1>
  %5 = shapes.compare gt, %f, %g : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %6 = shapes.compare ne, %h, %hm : (tensor<f64>, tensor<2x3xf64>) -> tensor<2x3xi1>
  return
}

//===----------------------------------------------------------------------===//
// Layouts on binary operands and results
//===----------------------------------------------------------------------===//

// Operands and result each carry any layout, independently.
// CHECK-LABEL: func.func @binary_layouts
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32, #[[$L4]]>) -> tensor<2x3xf32, #[[$L1]]>
// CHECK: shapes.xor %{{.*}}, %{{.*}} : (tensor<2x3xi1, #[[$L5]]>, tensor<2x3xi1, #[[$L3]]>) -> tensor<2x3xi1>
// CHECK: shapes.compare lt, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<f32, #[[$L2]]>) -> tensor<2x3xi1, #[[$L6]]>
// GENERIC-LABEL: sym_name = "binary_layouts"
// GENERIC: "shapes.add"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2x3xf32>, tensor<3xf32, #[[$L2]]>) -> tensor<2x3xf32, #[[$L1]]>
func.func @binary_layouts(%m: tensor<2x3xf32>, %v: tensor<3xf32, #shapes.layout<minor_to_major = [0]>>,
                          %p: tensor<2x3xi1, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>>,
                          %q: tensor<2x3xi1, #shapes.layout<minor_to_major = [1, 0]>>,
                          %s: tensor<f32, #shapes.layout<minor_to_major = []>>) {
  %0 = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32, #shapes.layout<minor_to_major = [0]>>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %1 = shapes.xor %p, %q : (tensor<2x3xi1, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>>, tensor<2x3xi1, #shapes.layout<minor_to_major = [1, 0]>>) -> tensor<2x3xi1>
  %2 = shapes.compare lt, %m, %s : (tensor<2x3xf32>, tensor<f32, #shapes.layout<minor_to_major = []>>) -> tensor<2x3xi1, #shapes.layout<minor_to_major = [0, 1]>>
  return
}

// A discardable attribute prints in the attr-dict, after broadcast_dimensions.
// CHECK-LABEL: func.func @attr_dict
// CHECK: shapes.add %{{.*}}, %{{.*}} broadcast_dimensions = [1] {tag = "x"} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.compare eq, %{{.*}}, %{{.*}} {tag = "y"} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
// CHECK: shapes.broadcast_in_dim %{{.*}}, dims = [1] {tag = "z"} : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK: shapes.relayout %{{.*}} {tag = "w"} : tensor<3xi32> to tensor<3xi32, #[[$L7]]>
func.func @attr_dict(%m: tensor<2x3xi32>, %v: tensor<3xi32>) {
  %0 = shapes.add %m, %v broadcast_dimensions = [1] {tag = "x"} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %1 = shapes.compare eq, %v, %v {tag = "y"} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %2 = shapes.broadcast_in_dim %v, dims = [1] {tag = "z"} : (tensor<3xi32>) -> tensor<2x3xi32>
  %3 = shapes.relayout %v {tag = "w"} : tensor<3xi32> to tensor<3xi32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>
  return
}

//===----------------------------------------------------------------------===//
// shapes.relayout
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @relayout
// CHECK: shapes.relayout %{{.*}} : tensor<2x3xf32> to tensor<2x3xf32, #[[$L1]]>
// CHECK: shapes.relayout %{{.*}} : tensor<2x3xf32, #[[$L1]]> to tensor<2x3xf32, #[[$L8]]>
// CHECK: shapes.relayout %{{.*}} : tensor<2x3xf32, #[[$L8]]> to tensor<2x3xf32>
// CHECK: shapes.relayout %{{.*}} : tensor<i8> to tensor<i8, #[[$L2]]>
// CHECK: shapes.relayout %{{.*}} : tensor<2x3x4xi1> to tensor<2x3x4xi1, #[[$L9]]>
// CHECK: shapes.relayout %{{.*}} : tensor<2x3xf32> to tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "relayout"
// GENERIC: "shapes.relayout"(%{{.*}}) : (tensor<2x3xf32>) -> tensor<2x3xf32, #[[$L1]]>
func.func @relayout(%x: tensor<2x3xf32>, %s: tensor<i8>, %b: tensor<2x3x4xi1>) -> tensor<2x3xf32> {
  %0 = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %1 = shapes.relayout %0 : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3], padding_value = unknown>>
  %2 = shapes.relayout %1 : tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3], padding_value = unknown>> to tensor<2x3xf32>
  %3 = shapes.relayout %s : tensor<i8> to tensor<i8, #shapes.layout<minor_to_major = []>>
  %4 = shapes.relayout %b : tensor<2x3x4xi1> to tensor<2x3x4xi1, #shapes.layout<minor_to_major = [2, 0, 1]>>
  %5 = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

//===----------------------------------------------------------------------===//
// shapes.linearize_index / shapes.delinearize_index
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @linearize_index
// CHECK-SAME: (%[[I:arg[0-9]+]]: index, %[[J:arg[0-9]+]]: index, %[[K:arg[0-9]+]]: index)
// CHECK: shapes.linearize_index [%[[I]], %[[J]]] : tensor<2x3xf32, #[[$L1]]>
// CHECK: shapes.linearize_index [%[[J]], %[[I]]] : tensor<2x3xf32>
// CHECK: shapes.linearize_index [%[[I]], %[[J]], %[[K]]] : memref<2x3x4xi8, #[[$L9]]>
// CHECK: shapes.linearize_index [%[[K]]] : memref<4xf64>
// CHECK: shapes.linearize_index [] : tensor<f32>
// GENERIC-LABEL: sym_name = "linearize_index"
// GENERIC: "shapes.linearize_index"(%{{.*}}, %{{.*}}) <{array_type = tensor<2x3xf32, #[[$L1]]>}> : (index, index) -> index
// GENERIC: "shapes.linearize_index"() <{array_type = tensor<f32>}> : () -> index
func.func @linearize_index(%i: index, %j: index, %k: index) {
  %0 = shapes.linearize_index [%i, %j] : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %1 = shapes.linearize_index [%j, %i] : tensor<2x3xf32>
  %2 = shapes.linearize_index [%i, %j, %k] : memref<2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 1]>>
  %3 = shapes.linearize_index [%k] : memref<4xf64>
  %4 = shapes.linearize_index [] : tensor<f32>
  return
}

// CHECK-LABEL: func.func @delinearize_index
// CHECK-SAME: (%[[L:arg[0-9]+]]: index)
// CHECK: %{{.*}}:2 = shapes.delinearize_index %[[L]] : tensor<2x3xf32, #[[$L1]]>
// CHECK: %{{.*}}:3 = shapes.delinearize_index %[[L]] : memref<2x3x4xi8, #[[$L9]]>
// CHECK: %{{.*}} = shapes.delinearize_index %[[L]] : memref<4xf64>
// CHECK: {{^ *}}shapes.delinearize_index %[[L]] : tensor<f32>
// GENERIC-LABEL: sym_name = "delinearize_index"
// GENERIC: "shapes.delinearize_index"(%{{.*}}) <{array_type = tensor<2x3xf32, #[[$L1]]>}> : (index) -> (index, index)
// GENERIC: "shapes.delinearize_index"(%{{.*}}) <{array_type = tensor<f32>}> : (index) -> ()
func.func @delinearize_index(%lin: index) -> (index, index) {
  %i, %j = shapes.delinearize_index %lin : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %a:3 = shapes.delinearize_index %lin : memref<2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 1]>>
  %b = shapes.delinearize_index %lin : memref<4xf64>
  shapes.delinearize_index %lin : tensor<f32>
  return %i, %j : index, index
}

// A linearize / delinearize pair.
// CHECK-LABEL: func.func @index_round_trip
// CHECK: %[[LIN:.*]] = shapes.linearize_index [%{{.*}}, %{{.*}}] : tensor<4x5xi32, #[[$L6]]>
// CHECK: shapes.delinearize_index %[[LIN]] : tensor<4x5xi32, #[[$L6]]>
func.func @index_round_trip(%i: index, %j: index) -> (index, index) {
  %lin = shapes.linearize_index [%i, %j] : tensor<4x5xi32, #shapes.layout<minor_to_major = [0, 1]>>
  %a, %b = shapes.delinearize_index %lin : tensor<4x5xi32, #shapes.layout<minor_to_major = [0, 1]>>
  return %a, %b : index, index
}

// A memref whose strided layout is the row-major one has the default layout.
// CHECK-LABEL: func.func @index_ops_strided_default
// CHECK: shapes.linearize_index [%{{.*}}, %{{.*}}] : memref<2x3xf32, strided<[3, 1]>>
func.func @index_ops_strided_default(%i: index, %j: index) -> index {
  %0 = shapes.linearize_index [%i, %j] : memref<2x3xf32, strided<[3, 1]>>
  return %0 : index
}

//===----------------------------------------------------------------------===//
// #shapes.layout
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func private @row_major
// CHECK-SAME: tensor<2x3xf32, #[[$L3]]>
func.func private @row_major(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>)

// CHECK-LABEL: func.func private @column_major
// CHECK-SAME: tensor<2x3xf32, #[[$L6]]>
func.func private @column_major(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// CHECK-LABEL: func.func private @padded
// CHECK-SAME: tensor<2x3xf32, #[[$L1]]>
func.func private @padded(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>)

// CHECK-LABEL: func.func private @padding_values
// CHECK-SAME: tensor<2x3xf32, #[[$ZERO]]>
// CHECK-SAME: tensor<2x3xf32, #[[$ONE]]>
// CHECK-SAME: tensor<2x3xi32, #[[$LOWEST]]>
// CHECK-SAME: tensor<2x3xi1, #[[$L5]]>
// CHECK-SAME: tensor<2x3xf64, #[[$UNKNOWN]]>
func.func private @padding_values(
  tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>>,
  tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>,
  tensor<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>>,
  tensor<2x3xi1, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>>,
  tensor<2x3xf64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = unknown>>)

// A padding that is never written fits any element type (`unknown`, or
// padded widths equal to the sizes: no padding element); one that is
// written needs a type its value exists in.
// CHECK-LABEL: func.func private @padding_element_types
// CHECK-SAME: tensor<3xcomplex<f32>, #[[$L10]]>
// CHECK-SAME: tensor<3xf8E4M3FN, #[[$L4]]>
// CHECK-SAME: tensor<3xindex, #[[$L11]]>
// CHECK-SAME: tensor<3xbf16, #[[$L12]]>
// CHECK-SAME: tensor<3xcomplex<f32>, #[[$L13]]>
func.func private @padding_element_types(
  tensor<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = unknown>>,
  tensor<3xf8E4M3FN, #shapes.layout<minor_to_major = [0]>>,
  tensor<3xindex, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = lowest>>,
  tensor<3xbf16, #shapes.layout<minor_to_major = [0], padded_dimensions = [4], padding_value = highest>>,
  tensor<3xcomplex<f32>, #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>>)

// Keys may come in any order; they print in the canonical order.
// CHECK-LABEL: func.func private @key_order
// CHECK-SAME: #[[$L14]]
func.func private @key_order(tensor<2x3xf32, #shapes.layout<padding_value = one, padded_dimensions = [2, 4], minor_to_major = [1, 0]>>)

// CHECK-LABEL: func.func private @rank0
// CHECK-SAME: tensor<f32, #[[$L2]]>
func.func private @rank0(tensor<f32, #shapes.layout<minor_to_major = []>>)

// CHECK-LABEL: func.func private @rank4
// CHECK-SAME: tensor<1x2x3x4xi8, #[[$L15]]>
func.func private @rank4(tensor<1x2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 3, 1], padded_dimensions = [1, 3, 3, 6]>>)

// Zero-size dimensions, padded or not.
// CHECK-LABEL: func.func private @layout_zero_size
// CHECK-SAME: tensor<0x3xf32, #[[$L6]]>
// CHECK-SAME: tensor<0x3xf32, #[[$L16]]>
func.func private @layout_zero_size(tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>>,
                                    tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>)

// Dynamic dimensions are allowed in unpadded layouts.
// CHECK-LABEL: func.func private @dynamic
// CHECK-SAME: tensor<?x3xf32, #[[$L6]]>
func.func private @dynamic(tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// As a memref layout.
// CHECK-LABEL: func.func private @memrefs
// CHECK-SAME: memref<2x3xf32, #[[$L1]]>
// CHECK-SAME: memref<4x5x6xi32, #[[$L17]]>
// CHECK-SAME: memref<?x6xf32, #[[$L6]]>
func.func private @memrefs(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>,
                           memref<4x5x6xi32, #shapes.layout<minor_to_major = [1, 2, 0]>>,
                           memref<?x6xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// As an attribute on its own.
// CHECK-LABEL: func.func private @standalone
// CHECK-SAME: layout = #[[$L18]]
func.func private @standalone() attributes {layout = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [4, 4, 4], padding_value = highest>}

// The discardable attribute shapes.padding_written, on an argument and an
// allocation in a padded layout, with static or bounded `?` sizes.
// CHECK-LABEL: func.func @padding_written
// CHECK-SAME: {shapes.padding_written}
// CHECK-SAME: {shapes.padding_written}
// CHECK: memref.alloc() {shapes.padding_written}
// CHECK: memref.alloc(%{{.*}}) {shapes.padding_written}
func.func @padding_written(%out: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> {shapes.padding_written},
                           %bounded: memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>> {shapes.padding_written},
                           %n: index) {
  %a = memref.alloc() {shapes.padding_written} : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %b = memref.alloc(%n) {shapes.padding_written} : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 3]>>
  return
}

// The discardable attribute shapes.memref_type, on a memref argument of its
// type (ranked, with a static or dynamic offset, and unranked) and on a
// pointer to a descriptor.
// CHECK-LABEL: func.func @memref_type
// CHECK-SAME: {shapes.memref_type = memref<3x6xf32>}
// CHECK-SAME: {shapes.memref_type = memref<?x6xi8, strided<[6, 1], offset: ?>>}
// CHECK-SAME: {shapes.memref_type = memref<*xf64>}
func.func @memref_type(%a: memref<3x6xf32> {shapes.memref_type = memref<3x6xf32>},
                       %b: memref<?x6xi8, strided<[6, 1], offset: ?>> {shapes.memref_type = memref<?x6xi8, strided<[6, 1], offset: ?>>},
                       %u: memref<*xf64> {shapes.memref_type = memref<*xf64>}) {
  return
}
// CHECK-LABEL: llvm.func @memref_type_wrapper
// CHECK-SAME: !llvm.ptr {shapes.memref_type = memref<2x3xf32, strided<[1, 3], offset: 4>>}
llvm.func @memref_type_wrapper(!llvm.ptr {shapes.memref_type = memref<2x3xf32, strided<[1, 3], offset: 4>>})

// A rank-0 layout may name a padding value with `padded_dimensions = []`
// (the empty list of widths, printed as absent); a scalar has no padding.
// CHECK-LABEL: func.func private @rank0_padding_value
// CHECK-SAME: tensor<f32, #[[$L19]]>
func.func private @rank0_padding_value(tensor<f32, #shapes.layout<minor_to_major = [], padded_dimensions = [], padding_value = one>>)

//===----------------------------------------------------------------------===//
// `?` sizes: binary ops and compare with `?` operands (the result is static
// where an operand fixes the size), broadcast_in_dim with its size operands
// (in the generic form, plain operands), relayout, and bounded dynamic
// dimensions in padded layouts.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @dynamic_binary
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<5x3xf32>, %[[C:.*]]: tensor<?xf32>, %[[D:.*]]: tensor<?x1xi32>, %[[E:.*]]: tensor<1x?xi32>)
func.func @dynamic_binary(%a: tensor<?x3xf32>, %b: tensor<5x3xf32>, %c: tensor<?xf32>,
                  %d: tensor<?x1xi32>, %e: tensor<1x?xi32>) {
  // CHECK: shapes.add %[[A]], %[[B]] : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  // CHECK: shapes.mul %[[A]], %[[A]] : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = shapes.mul %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  // CHECK: shapes.sub %[[A]], %[[C]] broadcast_dimensions = [0] : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  %2 = shapes.sub %a, %c broadcast_dimensions = [0] : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  // CHECK: shapes.compare lt, %[[D]], %[[E]] : (tensor<?x1xi32>, tensor<1x?xi32>) -> tensor<?x?xi1>
  %3 = shapes.compare lt, %d, %e : (tensor<?x1xi32>, tensor<1x?xi32>) -> tensor<?x?xi1>
  // A result layout on a dynamic result.
  // CHECK: shapes.max %[[A]], %[[A]] : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32, #[[$L6]]>
  %4 = shapes.max %a, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  return
}

// CHECK-LABEL: func.func @dynamic_broadcast_in_dim
// CHECK-SAME: (%[[V:.*]]: tensor<?xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
func.func @dynamic_broadcast_in_dim(%v: tensor<?xf32>, %n: index, %m: index) {
  // CHECK: shapes.broadcast_in_dim %[[V]], dims = [1] sizes(%[[N]], %[[M]]) : (tensor<?xf32>) -> tensor<?x?xf32>
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xf32>) -> tensor<?x?xf32>
  // A dynamic operand into a static result needs no size.
  // CHECK: shapes.broadcast_in_dim %[[V]], dims = [0] : (tensor<?xf32>) -> tensor<4x2xf32>
  %1 = shapes.broadcast_in_dim %v, dims = [0] : (tensor<?xf32>) -> tensor<4x2xf32>
  return
}
// GENERIC: "shapes.broadcast_in_dim"(%{{.*}}, %{{.*}}, %{{.*}}) <{dims = array<i64: 1>}> : (tensor<?xf32>, index, index) -> tensor<?x?xf32>

// CHECK-LABEL: func.func @dynamic_relayout
func.func @dynamic_relayout(%a: tensor<?x3xf32>) {
  // CHECK: shapes.relayout %{{.*}} : tensor<?x3xf32> to tensor<?x3xf32, #[[$L6]]>
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  // A bounded dynamic dimension: storage for 8 rows, the size at run time.
  // CHECK: shapes.relayout %{{.*}} : tensor<?x3xf32> to tensor<?x3xf32, #[[$DB]]>
  %1 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 3]>>
  return
}
