// Chains relayout -> op -> relayout, lowered with -shapes-to-llvm and run;
// the raw physical buffer of every step is checked (and the logical view
// with its strides).
//
// Rank 2, x = [[1, 2, 3], [4, 5, 6]]:
//   %p = relayout x to #cpad   (column-major, padded [3, 5], lowest)
//   %m = mul %p, 2.0 (rank 0) into #cpad2 (column-major, padded [4, 4], highest)
//   %q = relayout %m to #rpad (row-major, padded [3, 4], one): padded to padded
//   %d = relayout %m to the default layout (unpadded row-major)
//   %e = relayout (relayout x to #col) to #rpad: a chain of two relayouts
// Rank 3, x = 0 .. 23 (2x3x4, row-major):
//   %t = relayout x to #t1 ([2, 0, 1], padded [5, 3, 4], zero)
//   %u = add %t, %t into #t2 ([1, 2, 0], padded [3, 4, 5], lowest)
//   %w = relayout %u to #t3 ([0, 2, 1], unpadded)
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#cpad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#cpad2 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4], padding_value = highest>
#rpad = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [3, 4], padding_value = one>
#col = #shapes.layout<minor_to_major = [0, 1]>
#t1 = #shapes.layout<minor_to_major = [2, 0, 1], padded_dimensions = [5, 3, 4], padding_value = zero>
#t2 = #shapes.layout<minor_to_major = [1, 2, 0], padded_dimensions = [3, 4, 5], padding_value = lowest>
#t3 = #shapes.layout<minor_to_major = [0, 2, 1]>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %two = arith.constant dense<2.0> : tensor<f32>

  // Step 1: relayout to #cpad.
  %p = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #cpad>
  %rb0 = bufferization.to_buffer %p read_only : tensor<2x3xf32, #cpad> to memref<2x3xf32, #cpad>
  %rbase0, %roff0, %rsz0:2, %rst0:2 = memref.extract_strided_metadata %rb0
      : memref<2x3xf32, #cpad> -> memref<f32>, index, index, index, index, index
  %rflat0 = memref.reinterpret_cast %rbase0 to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %rft0 = bufferization.to_tensor %rflat0 restrict : memref<15xf32> to tensor<15xf32>
  %rfu0 = tensor.cast %rft0 : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [1,  4,  -inf,  2,  5,  -inf,  3,  6,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%rfu0) : (tensor<*xf32>) -> ()
  %lu1 = tensor.cast %p : tensor<2x3xf32, #cpad> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 3] data =
  // CHECK-NEXT: {{\[\[}}1,   2,   3],
  // CHECK-NEXT:  [4,   5,   6]]
  call @printMemrefF32(%lu1) : (tensor<*xf32>) -> ()

  // Step 2: multiply by a rank-0 2.0, the result in #cpad2.
  %m = shapes.mul %p, %two : (tensor<2x3xf32, #cpad>, tensor<f32>) -> tensor<2x3xf32, #cpad2>
  %rb2 = bufferization.to_buffer %m read_only : tensor<2x3xf32, #cpad2> to memref<2x3xf32, #cpad2>
  %rbase2, %roff2, %rsz2:2, %rst2:2 = memref.extract_strided_metadata %rb2
      : memref<2x3xf32, #cpad2> -> memref<f32>, index, index, index, index, index
  %rflat2 = memref.reinterpret_cast %rbase2 to offset: [0], sizes: [16], strides: [1]
      : memref<f32> to memref<16xf32>
  %rft2 = bufferization.to_tensor %rflat2 restrict : memref<16xf32> to tensor<16xf32>
  %rfu2 = tensor.cast %rft2 : tensor<16xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [2,  8,  inf,  inf,  4,  10,  inf,  inf,  6,  12,  inf,  inf,  inf,  inf,  inf,  inf]
  call @printMemrefF32(%rfu2) : (tensor<*xf32>) -> ()
  %lu3 = tensor.cast %m : tensor<2x3xf32, #cpad2> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [1, 4] data =
  // CHECK-NEXT: {{\[\[}}2,   4,   6],
  // CHECK-NEXT:  [8,   10,   12]]
  call @printMemrefF32(%lu3) : (tensor<*xf32>) -> ()

  // Step 3: back to row-major, padded (#rpad) and unpadded (default).
  %q = shapes.relayout %m : tensor<2x3xf32, #cpad2> to tensor<2x3xf32, #rpad>
  %rb4 = bufferization.to_buffer %q read_only : tensor<2x3xf32, #rpad> to memref<2x3xf32, #rpad>
  %rbase4, %roff4, %rsz4:2, %rst4:2 = memref.extract_strided_metadata %rb4
      : memref<2x3xf32, #rpad> -> memref<f32>, index, index, index, index, index
  %rflat4 = memref.reinterpret_cast %rbase4 to offset: [0], sizes: [12], strides: [1]
      : memref<f32> to memref<12xf32>
  %rft4 = bufferization.to_tensor %rflat4 restrict : memref<12xf32> to tensor<12xf32>
  %rfu4 = tensor.cast %rft4 : tensor<12xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1] data =
  // CHECK-NEXT: [2,  4,  6,  1,  8,  10,  12,  1,  1,  1,  1,  1]
  call @printMemrefF32(%rfu4) : (tensor<*xf32>) -> ()
  %lu5 = tensor.cast %q : tensor<2x3xf32, #rpad> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   4,   6],
  // CHECK-NEXT:  [8,   10,   12]]
  call @printMemrefF32(%lu5) : (tensor<*xf32>) -> ()
  %d = shapes.relayout %m : tensor<2x3xf32, #cpad2> to tensor<2x3xf32>
  %lu6 = tensor.cast %d : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   4,   6],
  // CHECK-NEXT:  [8,   10,   12]]
  call @printMemrefF32(%lu6) : (tensor<*xf32>) -> ()

  // A chain of two relayouts (folds to one).
  %c1 = shapes.relayout %x : tensor<2x3xf32> to tensor<2x3xf32, #col>
  %e = shapes.relayout %c1 : tensor<2x3xf32, #col> to tensor<2x3xf32, #rpad>
  %rb7 = bufferization.to_buffer %e read_only : tensor<2x3xf32, #rpad> to memref<2x3xf32, #rpad>
  %rbase7, %roff7, %rsz7:2, %rst7:2 = memref.extract_strided_metadata %rb7
      : memref<2x3xf32, #rpad> -> memref<f32>, index, index, index, index, index
  %rflat7 = memref.reinterpret_cast %rbase7 to offset: [0], sizes: [12], strides: [1]
      : memref<f32> to memref<12xf32>
  %rft7 = bufferization.to_tensor %rflat7 restrict : memref<12xf32> to tensor<12xf32>
  %rfu7 = tensor.cast %rft7 : tensor<12xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3,  1,  4,  5,  6,  1,  1,  1,  1,  1]
  call @printMemrefF32(%rfu7) : (tensor<*xf32>) -> ()

  // Rank 3.
  %y = arith.constant dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>
  %t = shapes.relayout %y : tensor<2x3x4xf32> to tensor<2x3x4xf32, #t1>
  %rb8 = bufferization.to_buffer %t read_only : tensor<2x3x4xf32, #t1> to memref<2x3x4xf32, #t1>
  %rbase8, %roff8, %rsz8:3, %rst8:3 = memref.extract_strided_metadata %rb8
      : memref<2x3x4xf32, #t1> -> memref<f32>, index, index, index, index, index, index, index
  %rflat8 = memref.reinterpret_cast %rbase8 to offset: [0], sizes: [60], strides: [1]
      : memref<f32> to memref<60xf32>
  %rft8 = bufferization.to_tensor %rflat8 restrict : memref<60xf32> to tensor<60xf32>
  %rfu8 = tensor.cast %rft8 : tensor<60xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [60] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  12,  13,  14,  15,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  4,  5,  6,  7,  16,  17,  18,  19,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  8,  9,  10,  11,  20,  21,  22,  23,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%rfu8) : (tensor<*xf32>) -> ()
  %u = shapes.add %t, %t : (tensor<2x3x4xf32, #t1>, tensor<2x3x4xf32, #t1>) -> tensor<2x3x4xf32, #t2>
  %rb9 = bufferization.to_buffer %u read_only : tensor<2x3x4xf32, #t2> to memref<2x3x4xf32, #t2>
  %rbase9, %roff9, %rsz9:3, %rst9:3 = memref.extract_strided_metadata %rb9
      : memref<2x3x4xf32, #t2> -> memref<f32>, index, index, index, index, index, index, index
  %rflat9 = memref.reinterpret_cast %rbase9 to offset: [0], sizes: [60], strides: [1]
      : memref<f32> to memref<60xf32>
  %rft9 = bufferization.to_tensor %rflat9 restrict : memref<60xf32> to tensor<60xf32>
  %rfu9 = tensor.cast %rft9 : tensor<60xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [60] strides = [1] data =
  // CHECK-NEXT: [0,  8,  16,  -inf,  2,  10,  18,  -inf,  4,  12,  20,  -inf,  6,  14,  22,  -inf,  -inf,  -inf,  -inf,  -inf,  24,  32,  40,  -inf,  26,  34,  42,  -inf,  28,  36,  44,  -inf,  30,  38,  46,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  call @printMemrefF32(%rfu9) : (tensor<*xf32>) -> ()
  %w = shapes.relayout %u : tensor<2x3x4xf32, #t2> to tensor<2x3x4xf32, #t3>
  %rb10 = bufferization.to_buffer %w read_only : tensor<2x3x4xf32, #t3> to memref<2x3x4xf32, #t3>
  %rbase10, %roff10, %rsz10:3, %rst10:3 = memref.extract_strided_metadata %rb10
      : memref<2x3x4xf32, #t3> -> memref<f32>, index, index, index, index, index, index, index
  %rflat10 = memref.reinterpret_cast %rbase10 to offset: [0], sizes: [24], strides: [1]
      : memref<f32> to memref<24xf32>
  %rft10 = bufferization.to_tensor %rflat10 restrict : memref<24xf32> to tensor<24xf32>
  %rfu10 = tensor.cast %rft10 : tensor<24xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  24,  2,  26,  4,  28,  6,  30,  8,  32,  10,  34,  12,  36,  14,  38,  16,  40,  18,  42,  20,  44,  22,  46]
  call @printMemrefF32(%rfu10) : (tensor<*xf32>) -> ()
  %lu11 = tensor.cast %w : tensor<2x3x4xf32, #t3> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 3, 4] strides = [1, 8, 2] data =
  // CHECK-NEXT: {{\[\[\[}}0,    2,    4,    6],
  // CHECK-NEXT:   [8,    10,    12,    14],
  // CHECK-NEXT:   [16,    18,    20,    22]],
  // CHECK-NEXT:  {{\[\[}}24,    26,    28,    30],
  // CHECK-NEXT:   [32,    34,    36,    38],
  // CHECK-NEXT:   [40,    42,    44,    46]]]
  call @printMemrefF32(%lu11) : (tensor<*xf32>) -> ()
  return
}
