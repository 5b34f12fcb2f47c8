// The motifs of layout assignment, lowered with and without
// -shapes-assign-layouts and run: both print the same values (the function
// boundaries keep their layouts, so the printed strides agree too; only
// the buffers' addresses are left out), and those values are the right ones.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.written
// RUN: shapes-opt %s -shapes-to-llvm="assign-layouts=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.assigned
// RUN: shapes-opt %s -shapes-assign-layouts="mode=greedy" -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | sed -e 's/base@ = 0x[0-9a-f]*//' > %t.greedy
// RUN: diff %t.written %t.assigned
// RUN: diff %t.written %t.greedy
// RUN: FileCheck %s < %t.assigned
// The assignment changes the program: the add of @around_add is written
// column-major, and @padded's transpose is a view into the padded layout.
// RUN: shapes-opt %s -shapes-assign-layouts | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @around_add
// IR:         shapes.add {{.*}} -> tensor<8x4xf32, #
// IR-LABEL: func.func @padded
// IR:         shapes.transpose {{.*}} -> tensor<8x4xf32, #{{.*}}>
// IR-NEXT:    shapes.add
// IR-NEXT:    return
// linalg ops write the chosen layout into their own inits: the map and the
// first dot column-major, so that the transposes are views; the second dot
// straight into the padded layout that its result is returned in.
// IR-LABEL: func.func @map_then_transpose
// IR:         tensor.empty() : tensor<4x8xf32, #
// IR:         linalg.map {{.*}} outs({{.*}} : tensor<4x8xf32, #
// IR-LABEL: func.func @dot_then_transpose
// IR:         tensor.empty() : tensor<4x4xf32, #
// IR:         linalg.fill {{.*}} -> tensor<4x4xf32, #
// IR:         linalg.generic {{.*}} outs({{.*}} : tensor<4x4xf32, #
// IR-LABEL: func.func @dot_then_padded
// IR:         tensor.empty() : tensor<4x4xf32, #[[PADQ:.*]]>
// IR:         linalg.generic {{.*}} outs({{.*}} : tensor<4x4xf32, #[[PADQ]]>)
// IR:         } -> tensor<4x4xf32, #[[PADQ]]>
// IR-NEXT:    return
// Two dots read the add as their B, which they prefer row-major: the add
// stays row-major and the transpose copies.
// IR-LABEL: func.func @dots_read_b
// IR:         shapes.add {{.*}} -> tensor<4x4xf32>{{$}}
// IR:         shapes.transpose {{.*}} : tensor<4x4xf32> -> tensor<4x4xf32>{{$}}
//
// x[i][j] = 8 i + j (4x8); y[i][j] = (3 i + 5 j) mod 7.

#col = #shapes.layout<minor_to_major = [0, 1]>
#pad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [5, 8], padding_value = lowest>
#padt = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 5], padding_value = lowest>
#padq = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 6], padding_value = lowest>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @around_add(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = shapes.transpose %a, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @majority(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>) {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #col>
  %t0 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %m = shapes.mul %t1, %t1 : (tensor<8x4xf32, #col>, tensor<8x4xf32, #col>) -> tensor<8x4xf32, #col>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  return %t0, %m, %t2 : tensor<8x4xf32>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>
}

func.func @col_result(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32, #col>, tensor<8x4xf32>) {
  %a = shapes.sub %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = shapes.relayout %a : tensor<4x8xf32> to tensor<4x8xf32, #col>
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return %r, %t : tensor<4x8xf32, #col>, tensor<8x4xf32>
}

func.func @padded(%x: tensor<4x8xf32, #pad>) -> (tensor<8x4xf32, #padt>, tensor<8x4xf32>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32, #pad> -> tensor<8x4xf32>
  %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = shapes.relayout %t : tensor<8x4xf32> to tensor<8x4xf32, #padt>
  return %r, %a : tensor<8x4xf32, #padt>, tensor<8x4xf32>
}

func.func @dot_twice(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

func.func @map_then_transpose(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.map { math.absf } ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>)
  %t = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  return %t : tensor<8x4xf32>
}

func.func @dot_then_transpose(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %t = shapes.transpose %d, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  return %t : tensor<4x4xf32>
}

func.func @dot_then_padded(%x: tensor<4x4xf32>) -> tensor<4x4xf32, #padq> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %r = shapes.relayout %d : tensor<4x4xf32> to tensor<4x4xf32, #padq>
  return %r : tensor<4x4xf32, #padq>
}

func.func @dots_read_b(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %s = shapes.add %x, %x : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %e0 = tensor.empty() : tensor<4x4xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %s : tensor<4x4xf32>, tensor<4x4xf32>) outs(%i0 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %c, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %i1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %d1 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %s : tensor<4x4xf32>, tensor<4x4xf32>) outs(%i1 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %c, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %t, %d0, %d1 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

func.func @print(%v: tensor<*xf32>) {
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0]]> : tensor<4x8xf32>
  %y = arith.constant dense<[[0.0, 5.0, 3.0, 1.0, 6.0, 4.0, 2.0, 0.0], [3.0, 1.0, 6.0, 4.0, 2.0, 0.0, 5.0, 3.0], [6.0, 4.0, 2.0, 0.0, 5.0, 3.0, 1.0, 6.0], [2.0, 0.0, 5.0, 3.0, 1.0, 6.0, 4.0, 2.0]]> : tensor<4x8xf32>
  %sq = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]> : tensor<4x4xf32>

  // 2 x: the first row 0, 2, ..., 14.
  // CHECK: sizes = [4, 8] strides = [8, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   2,   4,   6,   8,   10,   12,   14],
  %r0 = call @around_add(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %u0 = tensor.cast %r0 : tensor<4x8xf32> to tensor<*xf32>
  call @print(%u0) : (tensor<*xf32>) -> ()

  // (x + y) transposed: row 0 is column 0 of x + y: 0, 11, 22, 26.
  // CHECK: sizes = [8, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   11,   22,   26],
  // The square of it, column-major.
  // CHECK: sizes = [8, 4] strides = [1, 8] data =
  // CHECK-NEXT: {{\[\[}}0,   121,   484,   676],
  // CHECK: sizes = [8, 4] strides = [1, 8] data =
  // CHECK-NEXT: {{\[\[}}0,   11,   22,   26],
  %m0, %m1, %m2 = call @majority(%x, %y) : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>)
  %u1 = tensor.cast %m0 : tensor<8x4xf32> to tensor<*xf32>
  call @print(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %m1 : tensor<8x4xf32, #col> to tensor<*xf32>
  call @print(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %m2 : tensor<8x4xf32, #col> to tensor<*xf32>
  call @print(%u3) : (tensor<*xf32>) -> ()

  // x - y, column-major, and transposed.
  // CHECK: sizes = [4, 8] strides = [1, 4] data =
  // CHECK-NEXT: {{\[\[}}0,   -4,   -1,   2,   -2,   1,   4,   7],
  // CHECK: sizes = [8, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   5,   10,   22],
  %c0, %c1 = call @col_result(%x, %y) : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32, #col>, tensor<8x4xf32>)
  %u4 = tensor.cast %c0 : tensor<4x8xf32, #col> to tensor<*xf32>
  call @print(%u4) : (tensor<*xf32>) -> ()
  %u5 = tensor.cast %c1 : tensor<8x4xf32> to tensor<*xf32>
  call @print(%u5) : (tensor<*xf32>) -> ()

  // x transposed in the padded layout, and 2 x transposed.
  // CHECK: sizes = [8, 4] strides = [5, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   8,   16,   24],
  // CHECK: sizes = [8, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   16,   32,   48],
  %xp = shapes.relayout %x : tensor<4x8xf32> to tensor<4x8xf32, #pad>
  %p0, %p1 = call @padded(%xp) : (tensor<4x8xf32, #pad>) -> (tensor<8x4xf32, #padt>, tensor<8x4xf32>)
  %u6 = tensor.cast %p0 : tensor<8x4xf32, #padt> to tensor<*xf32>
  call @print(%u6) : (tensor<*xf32>) -> ()
  %u7 = tensor.cast %p1 : tensor<8x4xf32> to tensor<*xf32>
  call @print(%u7) : (tensor<*xf32>) -> ()

  // t = sq transposed; (t t)[0][j] = sum_k sq[k][0] sq[j][k]:
  // 0*4j + 4*(4j+1) + 8*(4j+2) + 12*(4j+3) = 96 j + 56.
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}56,   152,   248,   344],
  %d = call @dot_twice(%sq) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %u8 = tensor.cast %d : tensor<4x4xf32> to tensor<*xf32>
  call @print(%u8) : (tensor<*xf32>) -> ()

  // |y| transposed: row 0 is column 0 of y.
  // CHECK: sizes = [8, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   3,   6,   2],
  %mt = call @map_then_transpose(%y) : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %u9 = tensor.cast %mt : tensor<8x4xf32> to tensor<*xf32>
  call @print(%u9) : (tensor<*xf32>) -> ()

  // (sq sq) transposed: row 0 is column 0 of sq sq, 96 i + 56.
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}56,   152,   248,   344],
  %dt = call @dot_then_transpose(%sq) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %u10 = tensor.cast %dt : tensor<4x4xf32> to tensor<*xf32>
  call @print(%u10) : (tensor<*xf32>) -> ()

  // sq sq in the padded layout: row 0 is 56 + 6 j.
  // CHECK: sizes = [4, 4] strides = [6, 1] data =
  // CHECK-NEXT: {{\[\[}}56,   62,   68,   74],
  %dp = call @dot_then_padded(%sq) : (tensor<4x4xf32>) -> tensor<4x4xf32, #padq>
  %u11 = tensor.cast %dp : tensor<4x4xf32, #padq> to tensor<*xf32>
  call @print(%u11) : (tensor<*xf32>) -> ()

  // 2 sq transposed, and sq (2 sq) twice: row 0 is 112 + 12 j.
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   8,   16,   24],
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}112,   124,   136,   148],
  // CHECK: sizes = [4, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}112,   124,   136,   148],
  %b0, %b1, %b2 = call @dots_read_b(%sq) : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>)
  %u12 = tensor.cast %b0 : tensor<4x4xf32> to tensor<*xf32>
  call @print(%u12) : (tensor<*xf32>) -> ()
  %u13 = tensor.cast %b1 : tensor<4x4xf32> to tensor<*xf32>
  call @print(%u13) : (tensor<*xf32>) -> ()
  %u14 = tensor.cast %b2 : tensor<4x4xf32> to tensor<*xf32>
  call @print(%u14) : (tensor<*xf32>) -> ()
  return
}
