// Division edge cases. Integer div/rem follow XLA's total semantics and never
// trap: x / 0 = -1 (all bits set), x % 0 = x, INT_MIN / -1 = INT_MIN,
// INT_MIN % -1 = 0; otherwise division truncates toward zero and the
// remainder has the sign of the dividend. Checked on i8, i32 and i64, both
// elementwise and through broadcasting (a zero or -1 divisor broadcast from a
// scalar or a (2,1) column). Float div is IEEE (x / 0 = +-inf, 0 / 0 = NaN) and
// float rem is C fmod (fmod(x, 0) = NaN, fmod(inf, y) = NaN, fmod(x, inf) = x,
// the sign of the dividend, so fmod(-4, 2) = -0), on f32 and f64.
// The sign of a printed NaN is not checked.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)

// Prints an i8 tensor widened to i32 (extsi).
func.func @print_i8_1d(%t: tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?xi8>
  %e = tensor.empty(%d0) : tensor<?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<?xi8>) outs(%e : tensor<?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?xi32>
  %u = tensor.cast %w : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// Prints an i8 tensor widened to i32 (extsi).
func.func @print_i8_2d(%t: tensor<?x?xi8>) {
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xi8>
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1 : tensor<?x?xi8>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?x?xi8>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%x: i8, %o: i32):
    %y = arith.extsi %x : i8 to i32
    linalg.yield %y : i32
  } -> tensor<?x?xi32>
  %u = tensor.cast %w : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @div_i8(%a: tensor<10xi8>, %b: tensor<10xi8>) -> tensor<10xi8> {
  %r = shapes.div %a, %b
      : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @rem_i8(%a: tensor<10xi8>, %b: tensor<10xi8>) -> tensor<10xi8> {
  %r = shapes.rem %a, %b
      : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @div_zero_i8(%a: tensor<10xi8>, %b: tensor<i8>) -> tensor<10xi8> {
  %r = shapes.div %a, %b
      : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @rem_zero_i8(%a: tensor<10xi8>, %b: tensor<i8>) -> tensor<10xi8> {
  %r = shapes.rem %a, %b
      : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @div_m1_i8(%a: tensor<10xi8>, %b: tensor<i8>) -> tensor<10xi8> {
  %r = shapes.div %a, %b
      : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @rem_m1_i8(%a: tensor<10xi8>, %b: tensor<i8>) -> tensor<10xi8> {
  %r = shapes.rem %a, %b
      : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  return %r : tensor<10xi8>
}

func.func @div_outer_i8(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.div %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @rem_outer_i8(%a: tensor<1x3xi8>, %b: tensor<2x1xi8>) -> tensor<2x3xi8> {
  %r = shapes.rem %a, %b
      : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @div_i32(%a: tensor<10xi32>, %b: tensor<10xi32>) -> tensor<10xi32> {
  %r = shapes.div %a, %b
      : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @rem_i32(%a: tensor<10xi32>, %b: tensor<10xi32>) -> tensor<10xi32> {
  %r = shapes.rem %a, %b
      : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @div_zero_i32(%a: tensor<10xi32>, %b: tensor<i32>) -> tensor<10xi32> {
  %r = shapes.div %a, %b
      : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @rem_zero_i32(%a: tensor<10xi32>, %b: tensor<i32>) -> tensor<10xi32> {
  %r = shapes.rem %a, %b
      : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @div_m1_i32(%a: tensor<10xi32>, %b: tensor<i32>) -> tensor<10xi32> {
  %r = shapes.div %a, %b
      : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @rem_m1_i32(%a: tensor<10xi32>, %b: tensor<i32>) -> tensor<10xi32> {
  %r = shapes.rem %a, %b
      : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  return %r : tensor<10xi32>
}

func.func @div_outer_i32(%a: tensor<1x3xi32>, %b: tensor<2x1xi32>) -> tensor<2x3xi32> {
  %r = shapes.div %a, %b
      : (tensor<1x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @rem_outer_i32(%a: tensor<1x3xi32>, %b: tensor<2x1xi32>) -> tensor<2x3xi32> {
  %r = shapes.rem %a, %b
      : (tensor<1x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

func.func @div_i64(%a: tensor<10xi64>, %b: tensor<10xi64>) -> tensor<10xi64> {
  %r = shapes.div %a, %b
      : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @rem_i64(%a: tensor<10xi64>, %b: tensor<10xi64>) -> tensor<10xi64> {
  %r = shapes.rem %a, %b
      : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @div_zero_i64(%a: tensor<10xi64>, %b: tensor<i64>) -> tensor<10xi64> {
  %r = shapes.div %a, %b
      : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @rem_zero_i64(%a: tensor<10xi64>, %b: tensor<i64>) -> tensor<10xi64> {
  %r = shapes.rem %a, %b
      : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @div_m1_i64(%a: tensor<10xi64>, %b: tensor<i64>) -> tensor<10xi64> {
  %r = shapes.div %a, %b
      : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @rem_m1_i64(%a: tensor<10xi64>, %b: tensor<i64>) -> tensor<10xi64> {
  %r = shapes.rem %a, %b
      : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  return %r : tensor<10xi64>
}

func.func @div_outer_i64(%a: tensor<1x3xi64>, %b: tensor<2x1xi64>) -> tensor<2x3xi64> {
  %r = shapes.div %a, %b
      : (tensor<1x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

func.func @rem_outer_i64(%a: tensor<1x3xi64>, %b: tensor<2x1xi64>) -> tensor<2x3xi64> {
  %r = shapes.rem %a, %b
      : (tensor<1x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

func.func @div_f32(%a: tensor<13xf32>, %b: tensor<13xf32>) -> tensor<13xf32> {
  %r = shapes.div %a, %b
      : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
  return %r : tensor<13xf32>
}

func.func @rem_f32(%a: tensor<13xf32>, %b: tensor<13xf32>) -> tensor<13xf32> {
  %r = shapes.rem %a, %b
      : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
  return %r : tensor<13xf32>
}

func.func @div_zero_f32(%a: tensor<13xf32>, %b: tensor<f32>) -> tensor<13xf32> {
  %r = shapes.div %a, %b
      : (tensor<13xf32>, tensor<f32>) -> tensor<13xf32>
  return %r : tensor<13xf32>
}

func.func @div_f64(%a: tensor<13xf64>, %b: tensor<13xf64>) -> tensor<13xf64> {
  %r = shapes.div %a, %b
      : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
  return %r : tensor<13xf64>
}

func.func @rem_f64(%a: tensor<13xf64>, %b: tensor<13xf64>) -> tensor<13xf64> {
  %r = shapes.rem %a, %b
      : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
  return %r : tensor<13xf64>
}

func.func @div_zero_f64(%a: tensor<13xf64>, %b: tensor<f64>) -> tensor<13xf64> {
  %r = shapes.div %a, %b
      : (tensor<13xf64>, tensor<f64>) -> tensor<13xf64>
  return %r : tensor<13xf64>
}

func.func @main() {
  // --- i8 ---
  // L = [7 -7 0 MIN MIN MAX 7 -7 -7 MIN]
  // R = [0 0 0 -1 0 -1 -2 2 -2 3]   (MIN = -128, MAX = 127)
  %L_i8 = arith.constant dense<[7, -7, 0, -128, -128, 127, 7, -7, -7, -128]> : tensor<10xi8>
  %R_i8 = arith.constant dense<[0, 0, 0, -1, 0, -1, -2, 2, -2, 3]> : tensor<10xi8>
  %zero_i8 = arith.constant dense<0> : tensor<i8>
  %m1_i8 = arith.constant dense<-1> : tensor<i8>
  %col_i8 = arith.constant dense<[[0], [-1]]> : tensor<2x1xi8>
  %row_i8 = arith.constant dense<[[-128, 5, -5]]> : tensor<1x3xi8>

  // L / R
  %r0 = call @div_i8(%L_i8, %R_i8) : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -128, -1, -127, -3, -3, 3, -42]
  %d0 = tensor.cast %r0 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d0) : (tensor<?xi8>) -> ()

  // L % R
  %r1 = call @rem_i8(%L_i8, %R_i8) : (tensor<10xi8>, tensor<10xi8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, 0, -128, 0, 1, -1, -1, -2]
  %d1 = tensor.cast %r1 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d1) : (tensor<?xi8>) -> ()

  // L / 0 (scalar): all -1
  %r2 = call @div_zero_i8(%L_i8, %zero_i8) : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
  %d2 = tensor.cast %r2 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d2) : (tensor<?xi8>) -> ()

  // L % 0 (scalar): L
  %r3 = call @rem_zero_i8(%L_i8, %zero_i8) : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, -128, -128, 127, 7, -7, -7, -128]
  %d3 = tensor.cast %r3 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d3) : (tensor<?xi8>) -> ()

  // L / -1 (scalar): -L, and MIN / -1 = MIN
  %r4 = call @div_m1_i8(%L_i8, %m1_i8) : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-7, 7, 0, -128, -128, -127, -7, 7, 7, -128]
  %d4 = tensor.cast %r4 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d4) : (tensor<?xi8>) -> ()

  // L % -1 (scalar): 0
  %r5 = call @rem_m1_i8(%L_i8, %m1_i8) : (tensor<10xi8>, tensor<i8>) -> tensor<10xi8>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  %d5 = tensor.cast %r5 : tensor<10xi8> to tensor<?xi8>
  call @print_i8_1d(%d5) : (tensor<?xi8>) -> ()

  // [MIN 5 -5] (1,3) / [0; -1] (2,1)
  %r6 = call @div_outer_i8(%row_i8, %col_i8) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-1, -1, -1]
  // CHECK-NEXT: [-128, -5, 5]
  %d6 = tensor.cast %r6 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d6) : (tensor<?x?xi8>) -> ()

  // [MIN 5 -5] (1,3) % [0; -1] (2,1)
  %r7 = call @rem_outer_i8(%row_i8, %col_i8) : (tensor<1x3xi8>, tensor<2x1xi8>) -> tensor<2x3xi8>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-128, 5, -5]
  // CHECK-NEXT: [0, 0, 0]
  %d7 = tensor.cast %r7 : tensor<2x3xi8> to tensor<?x?xi8>
  call @print_i8_2d(%d7) : (tensor<?x?xi8>) -> ()

  // --- i32 ---
  // L = [7 -7 0 MIN MIN MAX 7 -7 -7 MIN]
  // R = [0 0 0 -1 0 -1 -2 2 -2 3]   (MIN = -2147483648, MAX = 2147483647)
  %L_i32 = arith.constant dense<[7, -7, 0, -2147483648, -2147483648, 2147483647, 7, -7, -7, -2147483648]> : tensor<10xi32>
  %R_i32 = arith.constant dense<[0, 0, 0, -1, 0, -1, -2, 2, -2, 3]> : tensor<10xi32>
  %zero_i32 = arith.constant dense<0> : tensor<i32>
  %m1_i32 = arith.constant dense<-1> : tensor<i32>
  %col_i32 = arith.constant dense<[[0], [-1]]> : tensor<2x1xi32>
  %row_i32 = arith.constant dense<[[-2147483648, 5, -5]]> : tensor<1x3xi32>

  // L / R
  %r8 = call @div_i32(%L_i32, %R_i32) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -2147483648, -1, -2147483647, -3, -3, 3, -715827882]
  %u8 = tensor.cast %r8 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()

  // L % R
  %r9 = call @rem_i32(%L_i32, %R_i32) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, 0, -2147483648, 0, 1, -1, -1, -2]
  %u9 = tensor.cast %r9 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()

  // L / 0 (scalar): all -1
  %r10 = call @div_zero_i32(%L_i32, %zero_i32) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
  %u10 = tensor.cast %r10 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()

  // L % 0 (scalar): L
  %r11 = call @rem_zero_i32(%L_i32, %zero_i32) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, -2147483648, -2147483648, 2147483647, 7, -7, -7, -2147483648]
  %u11 = tensor.cast %r11 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()

  // L / -1 (scalar): -L, and MIN / -1 = MIN
  %r12 = call @div_m1_i32(%L_i32, %m1_i32) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-7, 7, 0, -2147483648, -2147483648, -2147483647, -7, 7, 7, -2147483648]
  %u12 = tensor.cast %r12 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()

  // L % -1 (scalar): 0
  %r13 = call @rem_m1_i32(%L_i32, %m1_i32) : (tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  %u13 = tensor.cast %r13 : tensor<10xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()

  // [MIN 5 -5] (1,3) / [0; -1] (2,1)
  %r14 = call @div_outer_i32(%row_i32, %col_i32) : (tensor<1x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-1, -1, -1]
  // CHECK-NEXT: [-2147483648, -5, 5]
  %u14 = tensor.cast %r14 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()

  // [MIN 5 -5] (1,3) % [0; -1] (2,1)
  %r15 = call @rem_outer_i32(%row_i32, %col_i32) : (tensor<1x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-2147483648, 5, -5]
  // CHECK-NEXT: [0, 0, 0]
  %u15 = tensor.cast %r15 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()

  // --- i64 ---
  // L = [7 -7 0 MIN MIN MAX 7 -7 -7 MIN]
  // R = [0 0 0 -1 0 -1 -2 2 -2 3]   (MIN = -9223372036854775808, MAX = 9223372036854775807)
  %L_i64 = arith.constant dense<[7, -7, 0, -9223372036854775808, -9223372036854775808, 9223372036854775807, 7, -7, -7, -9223372036854775808]> : tensor<10xi64>
  %R_i64 = arith.constant dense<[0, 0, 0, -1, 0, -1, -2, 2, -2, 3]> : tensor<10xi64>
  %zero_i64 = arith.constant dense<0> : tensor<i64>
  %m1_i64 = arith.constant dense<-1> : tensor<i64>
  %col_i64 = arith.constant dense<[[0], [-1]]> : tensor<2x1xi64>
  %row_i64 = arith.constant dense<[[-9223372036854775808, 5, -5]]> : tensor<1x3xi64>

  // L / R
  %r16 = call @div_i64(%L_i64, %R_i64) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -9223372036854775808, -1, -9223372036854775807, -3, -3, 3, -3074457345618258602]
  %u16 = tensor.cast %r16 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u16) : (tensor<*xi64>) -> ()

  // L % R
  %r17 = call @rem_i64(%L_i64, %R_i64) : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, 0, -9223372036854775808, 0, 1, -1, -1, -2]
  %u17 = tensor.cast %r17 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u17) : (tensor<*xi64>) -> ()

  // L / 0 (scalar): all -1
  %r18 = call @div_zero_i64(%L_i64, %zero_i64) : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1]
  %u18 = tensor.cast %r18 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u18) : (tensor<*xi64>) -> ()

  // L % 0 (scalar): L
  %r19 = call @rem_zero_i64(%L_i64, %zero_i64) : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [7, -7, 0, -9223372036854775808, -9223372036854775808, 9223372036854775807, 7, -7, -7, -9223372036854775808]
  %u19 = tensor.cast %r19 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u19) : (tensor<*xi64>) -> ()

  // L / -1 (scalar): -L, and MIN / -1 = MIN
  %r20 = call @div_m1_i64(%L_i64, %m1_i64) : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [-7, 7, 0, -9223372036854775808, -9223372036854775808, -9223372036854775807, -7, 7, 7, -9223372036854775808]
  %u20 = tensor.cast %r20 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u20) : (tensor<*xi64>) -> ()

  // L % -1 (scalar): 0
  %r21 = call @rem_m1_i64(%L_i64, %m1_i64) : (tensor<10xi64>, tensor<i64>) -> tensor<10xi64>
  // CHECK: rank = 1 offset = 0 sizes = [10] strides = [1] data =
  // CHECK-NEXT: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
  %u21 = tensor.cast %r21 : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%u21) : (tensor<*xi64>) -> ()

  // [MIN 5 -5] (1,3) / [0; -1] (2,1)
  %r22 = call @div_outer_i64(%row_i64, %col_i64) : (tensor<1x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-1, -1, -1]
  // CHECK-NEXT: [-9223372036854775808, -5, 5]
  %u22 = tensor.cast %r22 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u22) : (tensor<*xi64>) -> ()

  // [MIN 5 -5] (1,3) % [0; -1] (2,1)
  %r23 = call @rem_outer_i64(%row_i64, %col_i64) : (tensor<1x3xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: [-9223372036854775808, 5, -5]
  // CHECK-NEXT: [0, 0, 0]
  %u23 = tensor.cast %r23 : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u23) : (tensor<*xi64>) -> ()

  // --- f32 ---
  // Lf = [1 -1 0 -0  1 5.5 -5.5 5.5 -4 5.5 inf 3   -3]
  // Rf = [0  0 0  0 -0 2   2   -2   2  0   2   inf inf]
  %L_f32 = arith.constant dense<[1.0, -1.0, 0.0, -0.0, 1.0, 5.5, -5.5, 5.5, -4.0, 5.5, 0x7F800000, 3.0, -3.0]> : tensor<13xf32>
  %R_f32 = arith.constant dense<[0.0, 0.0, 0.0, 0.0, -0.0, 2.0, 2.0, -2.0, 2.0, 0.0, 2.0, 0x7F800000, 0x7F800000]> : tensor<13xf32>
  %zero_f32 = arith.constant dense<0.0> : tensor<f32>

  // Lf / Rf
  %r24 = call @div_f32(%L_f32, %R_f32) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [inf, -inf, {{-?nan}}, {{-?nan}}, -inf, 2.75, -2.75, -2.75, -2, inf, inf, 0, -0]
  %u24 = tensor.cast %r24 : tensor<13xf32> to tensor<*xf32>
  call @printMemrefF32(%u24) : (tensor<*xf32>) -> ()

  // fmod(Lf, Rf)
  %r25 = call @rem_f32(%L_f32, %R_f32) : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xf32>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, 1.5, -1.5, 1.5, -0, {{-?nan}}, {{-?nan}}, 3, -3]
  %u25 = tensor.cast %r25 : tensor<13xf32> to tensor<*xf32>
  call @printMemrefF32(%u25) : (tensor<*xf32>) -> ()

  // Lf / 0 (scalar)
  %r26 = call @div_zero_f32(%L_f32, %zero_f32) : (tensor<13xf32>, tensor<f32>) -> tensor<13xf32>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [inf, -inf, {{-?nan}}, {{-?nan}}, inf, inf, -inf, inf, -inf, inf, inf, inf, -inf]
  %u26 = tensor.cast %r26 : tensor<13xf32> to tensor<*xf32>
  call @printMemrefF32(%u26) : (tensor<*xf32>) -> ()

  // --- f64 ---
  // Lf = [1 -1 0 -0  1 5.5 -5.5 5.5 -4 5.5 inf 3   -3]
  // Rf = [0  0 0  0 -0 2   2   -2   2  0   2   inf inf]
  %L_f64 = arith.constant dense<[1.0, -1.0, 0.0, -0.0, 1.0, 5.5, -5.5, 5.5, -4.0, 5.5, 0x7FF0000000000000, 3.0, -3.0]> : tensor<13xf64>
  %R_f64 = arith.constant dense<[0.0, 0.0, 0.0, 0.0, -0.0, 2.0, 2.0, -2.0, 2.0, 0.0, 2.0, 0x7FF0000000000000, 0x7FF0000000000000]> : tensor<13xf64>
  %zero_f64 = arith.constant dense<0.0> : tensor<f64>

  // Lf / Rf
  %r27 = call @div_f64(%L_f64, %R_f64) : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [inf, -inf, {{-?nan}}, {{-?nan}}, -inf, 2.75, -2.75, -2.75, -2, inf, inf, 0, -0]
  %u27 = tensor.cast %r27 : tensor<13xf64> to tensor<*xf64>
  call @printMemrefF64(%u27) : (tensor<*xf64>) -> ()

  // fmod(Lf, Rf)
  %r28 = call @rem_f64(%L_f64, %R_f64) : (tensor<13xf64>, tensor<13xf64>) -> tensor<13xf64>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [{{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, {{-?nan}}, 1.5, -1.5, 1.5, -0, {{-?nan}}, {{-?nan}}, 3, -3]
  %u28 = tensor.cast %r28 : tensor<13xf64> to tensor<*xf64>
  call @printMemrefF64(%u28) : (tensor<*xf64>) -> ()

  // Lf / 0 (scalar)
  %r29 = call @div_zero_f64(%L_f64, %zero_f64) : (tensor<13xf64>, tensor<f64>) -> tensor<13xf64>
  // CHECK: rank = 1 offset = 0 sizes = [13] strides = [1] data =
  // CHECK-NEXT: [inf, -inf, {{-?nan}}, {{-?nan}}, inf, inf, -inf, inf, -inf, inf, inf, inf, -inf]
  %u29 = tensor.cast %r29 : tensor<13xf64> to tensor<*xf64>
  call @printMemrefF64(%u29) : (tensor<*xf64>) -> ()
  return
}

