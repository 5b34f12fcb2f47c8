// All six minor-to-major orders of a 2x3x4 array holding 0 .. 23 in
// row-major order, unpadded and padded to [3, 4, 6] with padding_value =
// lowest (-inf, so padding is told apart from the element 0), plus one
// padded layout with the default (zero) padding. Each array is produced by
// `shapes.relayout` from a default-layout constant and lowered with
// -shapes-to-llvm; the test prints the whole physical buffer of each result
// (prod(padded_dimensions) elements) and its logical view with the layout's
// strides. The expected images come from the layout rules: stride(m2m[0]) = 1,
// stride(m2m[k]) = stride(m2m[k-1]) * P[m2m[k-1]], element i at
// sum_d i[d] * stride(d), every other position holds the padding value.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#L0 = #shapes.layout<minor_to_major = [0, 1, 2]>
#L1 = #shapes.layout<minor_to_major = [0, 2, 1]>
#L2 = #shapes.layout<minor_to_major = [1, 0, 2]>
#L3 = #shapes.layout<minor_to_major = [1, 2, 0]>
#L4 = #shapes.layout<minor_to_major = [2, 0, 1]>
#L5 = #shapes.layout<minor_to_major = [2, 1, 0]>
#L6 = #shapes.layout<minor_to_major = [0, 1, 2], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L7 = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L8 = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L9 = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L10 = #shapes.layout<minor_to_major = [2, 0, 1], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L11 = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [3, 4, 6], padding_value = lowest>
#L12 = #shapes.layout<minor_to_major = [2, 0, 1], padded_dimensions = [4, 3, 5]>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>

  // #L0 = #shapes.layout<minor_to_major = [0, 1, 2]>
  // strides [1, 2, 6], 24 elements.
  %r0 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L0>
  %b0 = bufferization.to_buffer %r0 read_only : tensor<2x3x4xf32, #L0> to memref<2x3x4xf32, #L0>
  %base0, %off0, %sizes0:3, %strides0:3 = memref.extract_strided_metadata %b0
      : memref<2x3x4xf32, #L0> -> memref<f32>, index, index, index, index, index, index, index
  %flat0 = memref.reinterpret_cast %base0 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft0 = bufferization.to_tensor %flat0 restrict : memref<24xf32> to tensor<24xf32>
  %fu0 = tensor.cast %ft0 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  12,  4,  16,  8,  20,  1,  13,  5,  17,  9,  21,  2,  14,  6,  18,  10,  22,  3,  15,  7,  19,  11,  23]
  call @printMemrefF32(%fu0) : (tensor<*xf32>) -> ()
  %lu0 = tensor.cast %r0 : tensor<2x3x4xf32, #L0> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 2, 6] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu0) : (tensor<*xf32>) -> ()

  // #L1 = #shapes.layout<minor_to_major = [0, 2, 1]>
  // strides [1, 8, 2], 24 elements.
  %r1 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L1>
  %b1 = bufferization.to_buffer %r1 read_only : tensor<2x3x4xf32, #L1> to memref<2x3x4xf32, #L1>
  %base1, %off1, %sizes1:3, %strides1:3 = memref.extract_strided_metadata %b1
      : memref<2x3x4xf32, #L1> -> memref<f32>, index, index, index, index, index, index, index
  %flat1 = memref.reinterpret_cast %base1 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft1 = bufferization.to_tensor %flat1 restrict : memref<24xf32> to tensor<24xf32>
  %fu1 = tensor.cast %ft1 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  12,  1,  13,  2,  14,  3,  15,  4,  16,  5,  17,  6,  18,  7,  19,  8,  20,  9,  21,  10,  22,  11,  23]
  call @printMemrefF32(%fu1) : (tensor<*xf32>) -> ()
  %lu1 = tensor.cast %r1 : tensor<2x3x4xf32, #L1> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 8, 2] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu1) : (tensor<*xf32>) -> ()

  // #L2 = #shapes.layout<minor_to_major = [1, 0, 2]>
  // strides [3, 1, 6], 24 elements.
  %r2 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L2>
  %b2 = bufferization.to_buffer %r2 read_only : tensor<2x3x4xf32, #L2> to memref<2x3x4xf32, #L2>
  %base2, %off2, %sizes2:3, %strides2:3 = memref.extract_strided_metadata %b2
      : memref<2x3x4xf32, #L2> -> memref<f32>, index, index, index, index, index, index, index
  %flat2 = memref.reinterpret_cast %base2 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft2 = bufferization.to_tensor %flat2 restrict : memref<24xf32> to tensor<24xf32>
  %fu2 = tensor.cast %ft2 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  4,  8,  12,  16,  20,  1,  5,  9,  13,  17,  21,  2,  6,  10,  14,  18,  22,  3,  7,  11,  15,  19,  23]
  call @printMemrefF32(%fu2) : (tensor<*xf32>) -> ()
  %lu2 = tensor.cast %r2 : tensor<2x3x4xf32, #L2> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [3, 1, 6] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu2) : (tensor<*xf32>) -> ()

  // #L3 = #shapes.layout<minor_to_major = [1, 2, 0]>
  // strides [12, 1, 3], 24 elements.
  %r3 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L3>
  %b3 = bufferization.to_buffer %r3 read_only : tensor<2x3x4xf32, #L3> to memref<2x3x4xf32, #L3>
  %base3, %off3, %sizes3:3, %strides3:3 = memref.extract_strided_metadata %b3
      : memref<2x3x4xf32, #L3> -> memref<f32>, index, index, index, index, index, index, index
  %flat3 = memref.reinterpret_cast %base3 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft3 = bufferization.to_tensor %flat3 restrict : memref<24xf32> to tensor<24xf32>
  %fu3 = tensor.cast %ft3 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  4,  8,  1,  5,  9,  2,  6,  10,  3,  7,  11,  12,  16,  20,  13,  17,  21,  14,  18,  22,  15,  19,  23]
  call @printMemrefF32(%fu3) : (tensor<*xf32>) -> ()
  %lu3 = tensor.cast %r3 : tensor<2x3x4xf32, #L3> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 1, 3] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu3) : (tensor<*xf32>) -> ()

  // #L4 = #shapes.layout<minor_to_major = [2, 0, 1]>
  // strides [4, 8, 1], 24 elements.
  %r4 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L4>
  %b4 = bufferization.to_buffer %r4 read_only : tensor<2x3x4xf32, #L4> to memref<2x3x4xf32, #L4>
  %base4, %off4, %sizes4:3, %strides4:3 = memref.extract_strided_metadata %b4
      : memref<2x3x4xf32, #L4> -> memref<f32>, index, index, index, index, index, index, index
  %flat4 = memref.reinterpret_cast %base4 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft4 = bufferization.to_tensor %flat4 restrict : memref<24xf32> to tensor<24xf32>
  %fu4 = tensor.cast %ft4 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  12,  13,  14,  15,  4,  5,  6,  7,  16,  17,  18,  19,  8,  9,  10,  11,  20,  21,  22,  23]
  call @printMemrefF32(%fu4) : (tensor<*xf32>) -> ()
  %lu4 = tensor.cast %r4 : tensor<2x3x4xf32, #L4> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [4, 8, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu4) : (tensor<*xf32>) -> ()

  // #L5 = #shapes.layout<minor_to_major = [2, 1, 0]>
  // strides [12, 4, 1], 24 elements.
  %r5 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L5>
  %b5 = bufferization.to_buffer %r5 read_only : tensor<2x3x4xf32, #L5> to memref<2x3x4xf32, #L5>
  %base5, %off5, %sizes5:3, %strides5:3 = memref.extract_strided_metadata %b5
      : memref<2x3x4xf32, #L5> -> memref<f32>, index, index, index, index, index, index, index
  %flat5 = memref.reinterpret_cast %base5 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %ft5 = bufferization.to_tensor %flat5 restrict : memref<24xf32> to tensor<24xf32>
  %fu5 = tensor.cast %ft5 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23]
  call @printMemrefF32(%fu5) : (tensor<*xf32>) -> ()
  %lu5 = tensor.cast %r5 : tensor<2x3x4xf32, #L5> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu5) : (tensor<*xf32>) -> ()

  // #L6 = #shapes.layout<minor_to_major = [0, 1, 2], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [1, 3, 12], 72 elements.
  %r6 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L6>
  %b6 = bufferization.to_buffer %r6 read_only : tensor<2x3x4xf32, #L6> to memref<2x3x4xf32, #L6>
  %base6, %off6, %sizes6:3, %strides6:3 = memref.extract_strided_metadata %b6
      : memref<2x3x4xf32, #L6> -> memref<f32>, index, index, index, index, index, index, index
  %flat6 = memref.reinterpret_cast %base6 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft6 = bufferization.to_tensor %flat6 restrict : memref<72xf32> to tensor<72xf32>
  %fu6 = tensor.cast %ft6 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  12,  -inf,  4,  16,  -inf,  8,  20,  -inf,  -inf,  -inf,  -inf,  1,  13,  -inf,  5,  17,  -inf,  9,  21,  -inf,  -inf,  -inf,  -inf,  2,  14,  -inf,  6,  18,  -inf,  10,  22,  -inf,  -inf,  -inf,  -inf,  3,  15,  -inf,  7,  19,  -inf,  11,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu6) : (tensor<*xf32>) -> ()
  %lu6 = tensor.cast %r6 : tensor<2x3x4xf32, #L6> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 3, 12] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu6) : (tensor<*xf32>) -> ()

  // #L7 = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [1, 18, 3], 72 elements.
  %r7 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L7>
  %b7 = bufferization.to_buffer %r7 read_only : tensor<2x3x4xf32, #L7> to memref<2x3x4xf32, #L7>
  %base7, %off7, %sizes7:3, %strides7:3 = memref.extract_strided_metadata %b7
      : memref<2x3x4xf32, #L7> -> memref<f32>, index, index, index, index, index, index, index
  %flat7 = memref.reinterpret_cast %base7 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft7 = bufferization.to_tensor %flat7 restrict : memref<72xf32> to tensor<72xf32>
  %fu7 = tensor.cast %ft7 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  12,  -inf,  1,  13,  -inf,  2,  14,  -inf,  3,  15,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  4,  16,  -inf,  5,  17,  -inf,  6,  18,  -inf,  7,  19,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  8,  20,  -inf,  9,  21,  -inf,  10,  22,  -inf,  11,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu7) : (tensor<*xf32>) -> ()
  %lu7 = tensor.cast %r7 : tensor<2x3x4xf32, #L7> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 18, 3] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu7) : (tensor<*xf32>) -> ()

  // #L8 = #shapes.layout<minor_to_major = [1, 0, 2], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [4, 1, 12], 72 elements.
  %r8 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L8>
  %b8 = bufferization.to_buffer %r8 read_only : tensor<2x3x4xf32, #L8> to memref<2x3x4xf32, #L8>
  %base8, %off8, %sizes8:3, %strides8:3 = memref.extract_strided_metadata %b8
      : memref<2x3x4xf32, #L8> -> memref<f32>, index, index, index, index, index, index, index
  %flat8 = memref.reinterpret_cast %base8 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft8 = bufferization.to_tensor %flat8 restrict : memref<72xf32> to tensor<72xf32>
  %fu8 = tensor.cast %ft8 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  4,  8,  -inf,  12,  16,  20,  -inf,  -inf,  -inf,  -inf,  -inf,  1,  5,  9,  -inf,  13,  17,  21,  -inf,  -inf,  -inf,  -inf,  -inf,  2,  6,  10,  -inf,  14,  18,  22,  -inf,  -inf,  -inf,  -inf,  -inf,  3,  7,  11,  -inf,  15,  19,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu8) : (tensor<*xf32>) -> ()
  %lu8 = tensor.cast %r8 : tensor<2x3x4xf32, #L8> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [4, 1, 12] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu8) : (tensor<*xf32>) -> ()

  // #L9 = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [24, 1, 4], 72 elements.
  %r9 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L9>
  %b9 = bufferization.to_buffer %r9 read_only : tensor<2x3x4xf32, #L9> to memref<2x3x4xf32, #L9>
  %base9, %off9, %sizes9:3, %strides9:3 = memref.extract_strided_metadata %b9
      : memref<2x3x4xf32, #L9> -> memref<f32>, index, index, index, index, index, index, index
  %flat9 = memref.reinterpret_cast %base9 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft9 = bufferization.to_tensor %flat9 restrict : memref<72xf32> to tensor<72xf32>
  %fu9 = tensor.cast %ft9 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  4,  8,  -inf,  1,  5,  9,  -inf,  2,  6,  10,  -inf,  3,  7,  11,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  12,  16,  20,  -inf,  13,  17,  21,  -inf,  14,  18,  22,  -inf,  15,  19,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu9) : (tensor<*xf32>) -> ()
  %lu9 = tensor.cast %r9 : tensor<2x3x4xf32, #L9> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [24, 1, 4] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu9) : (tensor<*xf32>) -> ()

  // #L10 = #shapes.layout<minor_to_major = [2, 0, 1], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [6, 18, 1], 72 elements.
  %r10 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L10>
  %b10 = bufferization.to_buffer %r10 read_only : tensor<2x3x4xf32, #L10> to memref<2x3x4xf32, #L10>
  %base10, %off10, %sizes10:3, %strides10:3 = memref.extract_strided_metadata %b10
      : memref<2x3x4xf32, #L10> -> memref<f32>, index, index, index, index, index, index, index
  %flat10 = memref.reinterpret_cast %base10 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft10 = bufferization.to_tensor %flat10 restrict : memref<72xf32> to tensor<72xf32>
  %fu10 = tensor.cast %ft10 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  -inf,  -inf,  12,  13,  14,  15,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  4,  5,  6,  7,  -inf,  -inf,  16,  17,  18,  19,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  8,  9,  10,  11,  -inf,  -inf,  20,  21,  22,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu10) : (tensor<*xf32>) -> ()
  %lu10 = tensor.cast %r10 : tensor<2x3x4xf32, #L10> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [6, 18, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu10) : (tensor<*xf32>) -> ()

  // #L11 = #shapes.layout<minor_to_major = [2, 1, 0], padded_dimensions = [3, 4, 6], padding_value = lowest>
  // strides [24, 6, 1], 72 elements.
  %r11 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L11>
  %b11 = bufferization.to_buffer %r11 read_only : tensor<2x3x4xf32, #L11> to memref<2x3x4xf32, #L11>
  %base11, %off11, %sizes11:3, %strides11:3 = memref.extract_strided_metadata %b11
      : memref<2x3x4xf32, #L11> -> memref<f32>, index, index, index, index, index, index, index
  %flat11 = memref.reinterpret_cast %base11 to offset: [0], sizes: [72], strides: [1]
      : memref<f32> to memref<72xf32>
  %ft11 = bufferization.to_tensor %flat11 restrict : memref<72xf32> to tensor<72xf32>
  %fu11 = tensor.cast %ft11 : tensor<72xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [72] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  -inf,  -inf,  4,  5,  6,  7,  -inf,  -inf,  8,  9,  10,  11,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  12,  13,  14,  15,  -inf,  -inf,  16,  17,  18,  19,  -inf,  -inf,  20,  21,  22,  23,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu11) : (tensor<*xf32>) -> ()
  %lu11 = tensor.cast %r11 : tensor<2x3x4xf32, #L11> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [24, 6, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu11) : (tensor<*xf32>) -> ()

  // #L12 = #shapes.layout<minor_to_major = [2, 0, 1], padded_dimensions = [4, 3, 5]>
  // strides [5, 20, 1], 60 elements.
  %r12 = shapes.relayout %x : tensor<2x3x4xf32> to tensor<2x3x4xf32, #L12>
  %b12 = bufferization.to_buffer %r12 read_only : tensor<2x3x4xf32, #L12> to memref<2x3x4xf32, #L12>
  %base12, %off12, %sizes12:3, %strides12:3 = memref.extract_strided_metadata %b12
      : memref<2x3x4xf32, #L12> -> memref<f32>, index, index, index, index, index, index, index
  %flat12 = memref.reinterpret_cast %base12 to offset: [0], sizes: [60], strides: [1]
      : memref<f32> to memref<60xf32>
  %ft12 = bufferization.to_tensor %flat12 restrict : memref<60xf32> to tensor<60xf32>
  %fu12 = tensor.cast %ft12 : tensor<60xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [60] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  0,  12,  13,  14,  15,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  4,  5,  6,  7,  0,  16,  17,  18,  19,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  8,  9,  10,  11,  0,  20,  21,  22,  23,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%fu12) : (tensor<*xf32>) -> ()
  %lu12 = tensor.cast %r12 : tensor<2x3x4xf32, #L12> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [5, 20, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2,    3],
  // CHECK-NEXT:   [4,    5,    6,    7],
  // CHECK-NEXT:   [8,    9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14,    15],
  // CHECK-NEXT:   [16,    17,    18,    19],
  // CHECK-NEXT:   [20,    21,    22,    23]]]
  call @printMemrefF32(%lu12) : (tensor<*xf32>) -> ()
  return
}
