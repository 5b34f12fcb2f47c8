// Every padding value (zero, one, lowest, highest, unknown) on f32, i32 and
// i1. The same 2x3 array is relayouted (`shapes.relayout`) into a padded
// layout with that padding value, lowered with -shapes-to-llvm, and the
// whole physical buffer is printed: every padding position holds
//   zero:    0     / 0           / false
//   one:     1     / 1           / true
//   lowest:  -inf  / -2147483648 / false
//   highest: inf   / 2147483647  / true
// (f32 / i32 / i1). With `unknown` the padding is undefined, so only the
// logical elements of the buffer are checked ({{[^,]+}} for the padding).
// i1 buffers are widened to i32 (a linalg.generic with arith.extui on the
// raw 1-D buffer and on the logical view) before printing.
//
// f32: minor_to_major = [0, 1], padded_dimensions = [3, 5] (15 elements)
// i32: minor_to_major = [1, 0], padded_dimensions = [4, 4] (16 elements)
// i1:  minor_to_major = [0, 1], padded_dimensions = [4, 4] (16 elements)
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#f32_zero = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = zero>
#f32_one = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
#f32_lowest = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#f32_highest = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>
#f32_unknown = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = unknown>
#i32_zero = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = zero>
#i32_one = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = one>
#i32_lowest = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = lowest>
#i32_highest = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = highest>
#i32_unknown = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = unknown>
#i1_zero = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = zero>
#i1_one = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = one>
#i1_lowest = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = lowest>
#i1_highest = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = highest>
#i1_unknown = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = unknown>

#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

// i1 -> i32 for printing.
func.func @widen1(%x: tensor<16xi1>) -> tensor<16xi32> {
  %e = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<16xi1>) outs(%e : tensor<16xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

func.func @widen2_zero(%x: tensor<2x3xi1, #i1_zero>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi1, #i1_zero>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @widen2_one(%x: tensor<2x3xi1, #i1_one>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi1, #i1_one>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @widen2_lowest(%x: tensor<2x3xi1, #i1_lowest>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi1, #i1_lowest>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @widen2_highest(%x: tensor<2x3xi1, #i1_highest>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi1, #i1_highest>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @widen2_unknown(%x: tensor<2x3xi1, #i1_unknown>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi1, #i1_unknown>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%a: i1, %o: i32):
    %w = arith.extui %a : i1 to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @main() {
  %x_f32 = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %x_i32 = arith.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %x_i1 = arith.constant dense<[[true, false, true], [true, true, false]]> : tensor<2x3xi1>

  // f32, padding_value = zero
  %r_f32_zero = shapes.relayout %x_f32 : tensor<2x3xf32> to tensor<2x3xf32, #f32_zero>
  %b_f32_zero = bufferization.to_buffer %r_f32_zero read_only : tensor<2x3xf32, #f32_zero> to memref<2x3xf32, #f32_zero>
  %base_f32_zero, %off_f32_zero, %sz_f32_zero:2, %st_f32_zero:2 = memref.extract_strided_metadata %b_f32_zero
      : memref<2x3xf32, #f32_zero> -> memref<f32>, index, index, index, index, index
  %flat_f32_zero = memref.reinterpret_cast %base_f32_zero to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft_f32_zero = bufferization.to_tensor %flat_f32_zero restrict : memref<15xf32> to tensor<15xf32>
  %fu_f32_zero = tensor.cast %ft_f32_zero : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [10,  40,  0,  20,  50,  0,  30,  60,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%fu_f32_zero) : (tensor<*xf32>) -> ()
  %lu_f32_zero = tensor.cast %r_f32_zero : tensor<2x3xf32, #f32_zero> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefF32(%lu_f32_zero) : (tensor<*xf32>) -> ()

  // f32, padding_value = one
  %r_f32_one = shapes.relayout %x_f32 : tensor<2x3xf32> to tensor<2x3xf32, #f32_one>
  %b_f32_one = bufferization.to_buffer %r_f32_one read_only : tensor<2x3xf32, #f32_one> to memref<2x3xf32, #f32_one>
  %base_f32_one, %off_f32_one, %sz_f32_one:2, %st_f32_one:2 = memref.extract_strided_metadata %b_f32_one
      : memref<2x3xf32, #f32_one> -> memref<f32>, index, index, index, index, index
  %flat_f32_one = memref.reinterpret_cast %base_f32_one to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft_f32_one = bufferization.to_tensor %flat_f32_one restrict : memref<15xf32> to tensor<15xf32>
  %fu_f32_one = tensor.cast %ft_f32_one : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [10,  40,  1,  20,  50,  1,  30,  60,  1,  1,  1,  1,  1,  1,  1]
  call @printMemrefF32(%fu_f32_one) : (tensor<*xf32>) -> ()
  %lu_f32_one = tensor.cast %r_f32_one : tensor<2x3xf32, #f32_one> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefF32(%lu_f32_one) : (tensor<*xf32>) -> ()

  // f32, padding_value = lowest
  %r_f32_lowest = shapes.relayout %x_f32 : tensor<2x3xf32> to tensor<2x3xf32, #f32_lowest>
  %b_f32_lowest = bufferization.to_buffer %r_f32_lowest read_only : tensor<2x3xf32, #f32_lowest> to memref<2x3xf32, #f32_lowest>
  %base_f32_lowest, %off_f32_lowest, %sz_f32_lowest:2, %st_f32_lowest:2 = memref.extract_strided_metadata %b_f32_lowest
      : memref<2x3xf32, #f32_lowest> -> memref<f32>, index, index, index, index, index
  %flat_f32_lowest = memref.reinterpret_cast %base_f32_lowest to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft_f32_lowest = bufferization.to_tensor %flat_f32_lowest restrict : memref<15xf32> to tensor<15xf32>
  %fu_f32_lowest = tensor.cast %ft_f32_lowest : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [10,  40,  -inf,  20,  50,  -inf,  30,  60,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%fu_f32_lowest) : (tensor<*xf32>) -> ()
  %lu_f32_lowest = tensor.cast %r_f32_lowest : tensor<2x3xf32, #f32_lowest> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefF32(%lu_f32_lowest) : (tensor<*xf32>) -> ()

  // f32, padding_value = highest
  %r_f32_highest = shapes.relayout %x_f32 : tensor<2x3xf32> to tensor<2x3xf32, #f32_highest>
  %b_f32_highest = bufferization.to_buffer %r_f32_highest read_only : tensor<2x3xf32, #f32_highest> to memref<2x3xf32, #f32_highest>
  %base_f32_highest, %off_f32_highest, %sz_f32_highest:2, %st_f32_highest:2 = memref.extract_strided_metadata %b_f32_highest
      : memref<2x3xf32, #f32_highest> -> memref<f32>, index, index, index, index, index
  %flat_f32_highest = memref.reinterpret_cast %base_f32_highest to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft_f32_highest = bufferization.to_tensor %flat_f32_highest restrict : memref<15xf32> to tensor<15xf32>
  %fu_f32_highest = tensor.cast %ft_f32_highest : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [10,  40,  inf,  20,  50,  inf,  30,  60,  inf,  inf,  inf,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%fu_f32_highest) : (tensor<*xf32>) -> ()
  %lu_f32_highest = tensor.cast %r_f32_highest : tensor<2x3xf32, #f32_highest> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefF32(%lu_f32_highest) : (tensor<*xf32>) -> ()

  // f32, padding_value = unknown
  %r_f32_unknown = shapes.relayout %x_f32 : tensor<2x3xf32> to tensor<2x3xf32, #f32_unknown>
  %b_f32_unknown = bufferization.to_buffer %r_f32_unknown read_only : tensor<2x3xf32, #f32_unknown> to memref<2x3xf32, #f32_unknown>
  %base_f32_unknown, %off_f32_unknown, %sz_f32_unknown:2, %st_f32_unknown:2 = memref.extract_strided_metadata %b_f32_unknown
      : memref<2x3xf32, #f32_unknown> -> memref<f32>, index, index, index, index, index
  %flat_f32_unknown = memref.reinterpret_cast %base_f32_unknown to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft_f32_unknown = bufferization.to_tensor %flat_f32_unknown restrict : memref<15xf32> to tensor<15xf32>
  %fu_f32_unknown = tensor.cast %ft_f32_unknown : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [10,  40,  {{[^,]+}},  20,  50,  {{[^,]+}},  30,  60,  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}}]
  call @printMemrefF32(%fu_f32_unknown) : (tensor<*xf32>) -> ()
  %lu_f32_unknown = tensor.cast %r_f32_unknown : tensor<2x3xf32, #f32_unknown> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefF32(%lu_f32_unknown) : (tensor<*xf32>) -> ()

  // i32, padding_value = zero
  %r_i32_zero = shapes.relayout %x_i32 : tensor<2x3xi32> to tensor<2x3xi32, #i32_zero>
  %b_i32_zero = bufferization.to_buffer %r_i32_zero read_only : tensor<2x3xi32, #i32_zero> to memref<2x3xi32, #i32_zero>
  %base_i32_zero, %off_i32_zero, %sz_i32_zero:2, %st_i32_zero:2 = memref.extract_strided_metadata %b_i32_zero
      : memref<2x3xi32, #i32_zero> -> memref<i32>, index, index, index, index, index
  %flat_i32_zero = memref.reinterpret_cast %base_i32_zero to offset: [0], sizes: [16], strides: [1]
      : memref<i32> to memref<16xi32>
  %ft_i32_zero = bufferization.to_tensor %flat_i32_zero restrict : memref<16xi32> to tensor<16xi32>
  %fu_i32_zero = tensor.cast %ft_i32_zero : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  0,  40,  50,  60,  0,  0,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefI32(%fu_i32_zero) : (tensor<*xi32>) -> ()
  %lu_i32_zero = tensor.cast %r_i32_zero : tensor<2x3xi32, #i32_zero> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefI32(%lu_i32_zero) : (tensor<*xi32>) -> ()

  // i32, padding_value = one
  %r_i32_one = shapes.relayout %x_i32 : tensor<2x3xi32> to tensor<2x3xi32, #i32_one>
  %b_i32_one = bufferization.to_buffer %r_i32_one read_only : tensor<2x3xi32, #i32_one> to memref<2x3xi32, #i32_one>
  %base_i32_one, %off_i32_one, %sz_i32_one:2, %st_i32_one:2 = memref.extract_strided_metadata %b_i32_one
      : memref<2x3xi32, #i32_one> -> memref<i32>, index, index, index, index, index
  %flat_i32_one = memref.reinterpret_cast %base_i32_one to offset: [0], sizes: [16], strides: [1]
      : memref<i32> to memref<16xi32>
  %ft_i32_one = bufferization.to_tensor %flat_i32_one restrict : memref<16xi32> to tensor<16xi32>
  %fu_i32_one = tensor.cast %ft_i32_one : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  1,  40,  50,  60,  1,  1,  1,  1,  1,  1,  1,  1,  1]
  call @printMemrefI32(%fu_i32_one) : (tensor<*xi32>) -> ()
  %lu_i32_one = tensor.cast %r_i32_one : tensor<2x3xi32, #i32_one> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefI32(%lu_i32_one) : (tensor<*xi32>) -> ()

  // i32, padding_value = lowest
  %r_i32_lowest = shapes.relayout %x_i32 : tensor<2x3xi32> to tensor<2x3xi32, #i32_lowest>
  %b_i32_lowest = bufferization.to_buffer %r_i32_lowest read_only : tensor<2x3xi32, #i32_lowest> to memref<2x3xi32, #i32_lowest>
  %base_i32_lowest, %off_i32_lowest, %sz_i32_lowest:2, %st_i32_lowest:2 = memref.extract_strided_metadata %b_i32_lowest
      : memref<2x3xi32, #i32_lowest> -> memref<i32>, index, index, index, index, index
  %flat_i32_lowest = memref.reinterpret_cast %base_i32_lowest to offset: [0], sizes: [16], strides: [1]
      : memref<i32> to memref<16xi32>
  %ft_i32_lowest = bufferization.to_tensor %flat_i32_lowest restrict : memref<16xi32> to tensor<16xi32>
  %fu_i32_lowest = tensor.cast %ft_i32_lowest : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  -2147483648,  40,  50,  60,  -2147483648,  -2147483648,  -2147483648,  -2147483648,  -2147483648,  -2147483648,  -2147483648,  -2147483648,  -2147483648]
  call @printMemrefI32(%fu_i32_lowest) : (tensor<*xi32>) -> ()
  %lu_i32_lowest = tensor.cast %r_i32_lowest : tensor<2x3xi32, #i32_lowest> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefI32(%lu_i32_lowest) : (tensor<*xi32>) -> ()

  // i32, padding_value = highest
  %r_i32_highest = shapes.relayout %x_i32 : tensor<2x3xi32> to tensor<2x3xi32, #i32_highest>
  %b_i32_highest = bufferization.to_buffer %r_i32_highest read_only : tensor<2x3xi32, #i32_highest> to memref<2x3xi32, #i32_highest>
  %base_i32_highest, %off_i32_highest, %sz_i32_highest:2, %st_i32_highest:2 = memref.extract_strided_metadata %b_i32_highest
      : memref<2x3xi32, #i32_highest> -> memref<i32>, index, index, index, index, index
  %flat_i32_highest = memref.reinterpret_cast %base_i32_highest to offset: [0], sizes: [16], strides: [1]
      : memref<i32> to memref<16xi32>
  %ft_i32_highest = bufferization.to_tensor %flat_i32_highest restrict : memref<16xi32> to tensor<16xi32>
  %fu_i32_highest = tensor.cast %ft_i32_highest : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  2147483647,  40,  50,  60,  2147483647,  2147483647,  2147483647,  2147483647,  2147483647,  2147483647,  2147483647,  2147483647,  2147483647]
  call @printMemrefI32(%fu_i32_highest) : (tensor<*xi32>) -> ()
  %lu_i32_highest = tensor.cast %r_i32_highest : tensor<2x3xi32, #i32_highest> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefI32(%lu_i32_highest) : (tensor<*xi32>) -> ()

  // i32, padding_value = unknown
  %r_i32_unknown = shapes.relayout %x_i32 : tensor<2x3xi32> to tensor<2x3xi32, #i32_unknown>
  %b_i32_unknown = bufferization.to_buffer %r_i32_unknown read_only : tensor<2x3xi32, #i32_unknown> to memref<2x3xi32, #i32_unknown>
  %base_i32_unknown, %off_i32_unknown, %sz_i32_unknown:2, %st_i32_unknown:2 = memref.extract_strided_metadata %b_i32_unknown
      : memref<2x3xi32, #i32_unknown> -> memref<i32>, index, index, index, index, index
  %flat_i32_unknown = memref.reinterpret_cast %base_i32_unknown to offset: [0], sizes: [16], strides: [1]
      : memref<i32> to memref<16xi32>
  %ft_i32_unknown = bufferization.to_tensor %flat_i32_unknown restrict : memref<16xi32> to tensor<16xi32>
  %fu_i32_unknown = tensor.cast %ft_i32_unknown : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [10,  20,  30,  {{[^,]+}},  40,  50,  60,  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}}]
  call @printMemrefI32(%fu_i32_unknown) : (tensor<*xi32>) -> ()
  %lu_i32_unknown = tensor.cast %r_i32_unknown : tensor<2x3xi32, #i32_unknown> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}10,   20,   30],
  // CHECK-NEXT:  [40,   50,   60]]
  call @printMemrefI32(%lu_i32_unknown) : (tensor<*xi32>) -> ()

  // i1, padding_value = zero
  %r_i1_zero = shapes.relayout %x_i1 : tensor<2x3xi1> to tensor<2x3xi1, #i1_zero>
  %b_i1_zero = bufferization.to_buffer %r_i1_zero read_only : tensor<2x3xi1, #i1_zero> to memref<2x3xi1, #i1_zero>
  %base_i1_zero, %off_i1_zero, %sz_i1_zero:2, %st_i1_zero:2 = memref.extract_strided_metadata %b_i1_zero
      : memref<2x3xi1, #i1_zero> -> memref<i1>, index, index, index, index, index
  %flat_i1_zero = memref.reinterpret_cast %base_i1_zero to offset: [0], sizes: [16], strides: [1]
      : memref<i1> to memref<16xi1>
  %ft_i1_zero = bufferization.to_tensor %flat_i1_zero restrict : memref<16xi1> to tensor<16xi1>
  %fw_i1_zero = call @widen1(%ft_i1_zero) : (tensor<16xi1>) -> tensor<16xi32>
  %fu_i1_zero = tensor.cast %fw_i1_zero : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [1,  1,  0,  0,  0,  1,  0,  0,  1,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefI32(%fu_i1_zero) : (tensor<*xi32>) -> ()
  %lw_i1_zero = call @widen2_zero(%r_i1_zero) : (tensor<2x3xi1, #i1_zero>) -> tensor<2x3xi32>
  %lu_i1_zero = tensor.cast %lw_i1_zero : tensor<2x3xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   0,   1],
  // CHECK-NEXT:  [1,   1,   0]]
  call @printMemrefI32(%lu_i1_zero) : (tensor<*xi32>) -> ()

  // i1, padding_value = one
  %r_i1_one = shapes.relayout %x_i1 : tensor<2x3xi1> to tensor<2x3xi1, #i1_one>
  %b_i1_one = bufferization.to_buffer %r_i1_one read_only : tensor<2x3xi1, #i1_one> to memref<2x3xi1, #i1_one>
  %base_i1_one, %off_i1_one, %sz_i1_one:2, %st_i1_one:2 = memref.extract_strided_metadata %b_i1_one
      : memref<2x3xi1, #i1_one> -> memref<i1>, index, index, index, index, index
  %flat_i1_one = memref.reinterpret_cast %base_i1_one to offset: [0], sizes: [16], strides: [1]
      : memref<i1> to memref<16xi1>
  %ft_i1_one = bufferization.to_tensor %flat_i1_one restrict : memref<16xi1> to tensor<16xi1>
  %fw_i1_one = call @widen1(%ft_i1_one) : (tensor<16xi1>) -> tensor<16xi32>
  %fu_i1_one = tensor.cast %fw_i1_one : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  1,  0,  1,  1,  1,  1,  0,  1,  1,  1,  1,  1,  1]
  call @printMemrefI32(%fu_i1_one) : (tensor<*xi32>) -> ()
  %lw_i1_one = call @widen2_one(%r_i1_one) : (tensor<2x3xi1, #i1_one>) -> tensor<2x3xi32>
  %lu_i1_one = tensor.cast %lw_i1_one : tensor<2x3xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   0,   1],
  // CHECK-NEXT:  [1,   1,   0]]
  call @printMemrefI32(%lu_i1_one) : (tensor<*xi32>) -> ()

  // i1, padding_value = lowest
  %r_i1_lowest = shapes.relayout %x_i1 : tensor<2x3xi1> to tensor<2x3xi1, #i1_lowest>
  %b_i1_lowest = bufferization.to_buffer %r_i1_lowest read_only : tensor<2x3xi1, #i1_lowest> to memref<2x3xi1, #i1_lowest>
  %base_i1_lowest, %off_i1_lowest, %sz_i1_lowest:2, %st_i1_lowest:2 = memref.extract_strided_metadata %b_i1_lowest
      : memref<2x3xi1, #i1_lowest> -> memref<i1>, index, index, index, index, index
  %flat_i1_lowest = memref.reinterpret_cast %base_i1_lowest to offset: [0], sizes: [16], strides: [1]
      : memref<i1> to memref<16xi1>
  %ft_i1_lowest = bufferization.to_tensor %flat_i1_lowest restrict : memref<16xi1> to tensor<16xi1>
  %fw_i1_lowest = call @widen1(%ft_i1_lowest) : (tensor<16xi1>) -> tensor<16xi32>
  %fu_i1_lowest = tensor.cast %fw_i1_lowest : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [1,  1,  0,  0,  0,  1,  0,  0,  1,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefI32(%fu_i1_lowest) : (tensor<*xi32>) -> ()
  %lw_i1_lowest = call @widen2_lowest(%r_i1_lowest) : (tensor<2x3xi1, #i1_lowest>) -> tensor<2x3xi32>
  %lu_i1_lowest = tensor.cast %lw_i1_lowest : tensor<2x3xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   0,   1],
  // CHECK-NEXT:  [1,   1,   0]]
  call @printMemrefI32(%lu_i1_lowest) : (tensor<*xi32>) -> ()

  // i1, padding_value = highest
  %r_i1_highest = shapes.relayout %x_i1 : tensor<2x3xi1> to tensor<2x3xi1, #i1_highest>
  %b_i1_highest = bufferization.to_buffer %r_i1_highest read_only : tensor<2x3xi1, #i1_highest> to memref<2x3xi1, #i1_highest>
  %base_i1_highest, %off_i1_highest, %sz_i1_highest:2, %st_i1_highest:2 = memref.extract_strided_metadata %b_i1_highest
      : memref<2x3xi1, #i1_highest> -> memref<i1>, index, index, index, index, index
  %flat_i1_highest = memref.reinterpret_cast %base_i1_highest to offset: [0], sizes: [16], strides: [1]
      : memref<i1> to memref<16xi1>
  %ft_i1_highest = bufferization.to_tensor %flat_i1_highest restrict : memref<16xi1> to tensor<16xi1>
  %fw_i1_highest = call @widen1(%ft_i1_highest) : (tensor<16xi1>) -> tensor<16xi32>
  %fu_i1_highest = tensor.cast %fw_i1_highest : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  1,  0,  1,  1,  1,  1,  0,  1,  1,  1,  1,  1,  1]
  call @printMemrefI32(%fu_i1_highest) : (tensor<*xi32>) -> ()
  %lw_i1_highest = call @widen2_highest(%r_i1_highest) : (tensor<2x3xi1, #i1_highest>) -> tensor<2x3xi32>
  %lu_i1_highest = tensor.cast %lw_i1_highest : tensor<2x3xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   0,   1],
  // CHECK-NEXT:  [1,   1,   0]]
  call @printMemrefI32(%lu_i1_highest) : (tensor<*xi32>) -> ()

  // i1, padding_value = unknown
  %r_i1_unknown = shapes.relayout %x_i1 : tensor<2x3xi1> to tensor<2x3xi1, #i1_unknown>
  %b_i1_unknown = bufferization.to_buffer %r_i1_unknown read_only : tensor<2x3xi1, #i1_unknown> to memref<2x3xi1, #i1_unknown>
  %base_i1_unknown, %off_i1_unknown, %sz_i1_unknown:2, %st_i1_unknown:2 = memref.extract_strided_metadata %b_i1_unknown
      : memref<2x3xi1, #i1_unknown> -> memref<i1>, index, index, index, index, index
  %flat_i1_unknown = memref.reinterpret_cast %base_i1_unknown to offset: [0], sizes: [16], strides: [1]
      : memref<i1> to memref<16xi1>
  %ft_i1_unknown = bufferization.to_tensor %flat_i1_unknown restrict : memref<16xi1> to tensor<16xi1>
  %fw_i1_unknown = call @widen1(%ft_i1_unknown) : (tensor<16xi1>) -> tensor<16xi32>
  %fu_i1_unknown = tensor.cast %fw_i1_unknown : tensor<16xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [1,  1,  {{[^,]+}},  {{[^,]+}},  0,  1,  {{[^,]+}},  {{[^,]+}},  1,  0,  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}},  {{[^,]+}}]
  call @printMemrefI32(%fu_i1_unknown) : (tensor<*xi32>) -> ()
  %lw_i1_unknown = call @widen2_unknown(%r_i1_unknown) : (tensor<2x3xi1, #i1_unknown>) -> tensor<2x3xi32>
  %lu_i1_unknown = tensor.cast %lw_i1_unknown : tensor<2x3xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}1,   0,   1],
  // CHECK-NEXT:  [1,   1,   0]]
  call @printMemrefI32(%lu_i1_unknown) : (tensor<*xi32>) -> ()
  return
}
