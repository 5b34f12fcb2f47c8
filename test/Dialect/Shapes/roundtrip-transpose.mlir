// Round trips of shapes.transpose in custom form, generic form and bytecode:
// ranks 0 to 3, layouts on operand and result, padding, `?` sizes.
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s --mlir-print-op-generic | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s
// The generic form keeps the permutation as a property.
// RUN: shapes-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#cm = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 5, 7], padding_value = lowest>

// CHECK-DAG: #[[$CM:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-DAG: #[[$PAD:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 5, 7], padding_value = lowest>{{$}}

// CHECK-LABEL: func @transpose_2d
// CHECK: shapes.transpose %{{.*}}, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #[[$CM]]>
// GENERIC: "shapes.transpose"(%{{.*}}) <{permutation = array<i64: 1, 0>}> : (tensor<4x8xf32>) -> tensor<8x4xf32, #{{.*}}>
func.func @transpose_2d(%x: tensor<4x8xf32>) -> tensor<8x4xf32, #cm> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #cm>
  return %t : tensor<8x4xf32, #cm>
}

// CHECK-LABEL: func @transpose_3d_padded
// CHECK: shapes.transpose %{{.*}}, permutation = [2, 0, 1] : tensor<2x3x4xi32, #[[$PAD]]> -> tensor<4x2x3xi32>
func.func @transpose_3d_padded(%x: tensor<2x3x4xi32, #pad>) -> tensor<4x2x3xi32> {
  %t = shapes.transpose %x, permutation = [2, 0, 1] : tensor<2x3x4xi32, #pad> -> tensor<4x2x3xi32>
  return %t : tensor<4x2x3xi32>
}

// CHECK-LABEL: func @transpose_dynamic
// CHECK: shapes.transpose %{{.*}}, permutation = [1, 0] : tensor<?x8xf64> -> tensor<8x?xf64>
func.func @transpose_dynamic(%x: tensor<?x8xf64>) -> tensor<8x?xf64> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<?x8xf64> -> tensor<8x?xf64>
  return %t : tensor<8x?xf64>
}

// CHECK-LABEL: func @transpose_rank0
// CHECK: shapes.transpose %{{.*}}, permutation = [] : tensor<i1> -> tensor<i1>
func.func @transpose_rank0(%x: tensor<i1>) -> tensor<i1> {
  %t = shapes.transpose %x, permutation = [] : tensor<i1> -> tensor<i1>
  return %t : tensor<i1>
}
