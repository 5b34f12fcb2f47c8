// Round trips of #shapes.layout on tensors and memrefs, in custom form,
// generic form and bytecode.
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s --mlir-print-op-generic | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s

// CHECK-LABEL: func.func private @row_major
// CHECK-SAME: tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
func.func private @row_major(tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>)

// CHECK-LABEL: func.func private @column_major
// CHECK-SAME: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
func.func private @column_major(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// CHECK-LABEL: func.func private @padded
// CHECK-SAME: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
func.func private @padded(tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>)

// CHECK-LABEL: func.func private @padding_values
// CHECK-SAME: padded_dimensions = [3, 5], padding_value = zero
// CHECK-SAME: padded_dimensions = [3, 5], padding_value = one
// CHECK-SAME: padded_dimensions = [3, 5], padding_value = lowest
// CHECK-SAME: padded_dimensions = [3, 5], padding_value = highest
// CHECK-SAME: padded_dimensions = [3, 5], padding_value = unknown
func.func private @padding_values(
  tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>>,
  tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>,
  tensor<2x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>>,
  tensor<2x3xi1, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>>,
  tensor<2x3xf64, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = unknown>>)

// Keys may come in any order; they print in the canonical order.
// CHECK-LABEL: func.func private @key_order
// CHECK-SAME: #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [2, 4], padding_value = one>
func.func private @key_order(tensor<2x3xf32, #shapes.layout<padding_value = one, padded_dimensions = [2, 4], minor_to_major = [1, 0]>>)

// CHECK-LABEL: func.func private @rank0
// CHECK-SAME: tensor<f32, #shapes.layout<minor_to_major = []>>
func.func private @rank0(tensor<f32, #shapes.layout<minor_to_major = []>>)

// CHECK-LABEL: func.func private @rank4
// CHECK-SAME: tensor<1x2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 3, 1], padded_dimensions = [1, 3, 3, 6]>>
func.func private @rank4(tensor<1x2x3x4xi8, #shapes.layout<minor_to_major = [2, 0, 3, 1], padded_dimensions = [1, 3, 3, 6]>>)

// Zero-size dimensions, padded or not.
// CHECK-LABEL: func.func private @zero_size
// CHECK-SAME: tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
// CHECK-SAME: tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>
func.func private @zero_size(tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1]>>,
                             tensor<0x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3]>>)

// Dynamic dimensions are allowed in unpadded layouts.
// CHECK-LABEL: func.func private @dynamic
// CHECK-SAME: tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
func.func private @dynamic(tensor<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// As a memref layout.
// CHECK-LABEL: func.func private @memrefs
// CHECK-SAME: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
// CHECK-SAME: memref<4x5x6xi32, #shapes.layout<minor_to_major = [1, 2, 0]>>
// CHECK-SAME: memref<?x6xf32, #shapes.layout<minor_to_major = [0, 1]>>
func.func private @memrefs(memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>,
                           memref<4x5x6xi32, #shapes.layout<minor_to_major = [1, 2, 0]>>,
                           memref<?x6xf32, #shapes.layout<minor_to_major = [0, 1]>>)

// As an attribute on its own.
// CHECK-LABEL: func.func private @standalone
// CHECK-SAME: shapes.attr = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [4, 4, 4], padding_value = highest>
func.func private @standalone() attributes {shapes.attr = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [4, 4, 4], padding_value = highest>}

// A rank-0 layout may name a padding value with `padded_dimensions = []`
// (the empty list of widths, printed as absent); a scalar has no padding.
// CHECK-LABEL: func.func private @rank0_padding_value
// CHECK-SAME: tensor<f32, #shapes.layout<minor_to_major = [], padding_value = one>>
func.func private @rank0_padding_value(tensor<f32, #shapes.layout<minor_to_major = [], padded_dimensions = [], padding_value = one>>)
