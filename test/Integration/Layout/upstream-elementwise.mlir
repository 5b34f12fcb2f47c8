// Upstream elementwise ops on tensors that carry a #shapes.layout: arith
// and math ops (lowered by -convert-elementwise-to-linalg), linalg.map,
// linalg.elementwise and a linalg.generic written by hand, in padded and
// transposed layouts. Each function takes and returns layout tensors; @main
// prints the whole physical buffer of each result, padding included, with
// fusion on and off. The padded layouts are column-major 2x3 arrays stored
// as 3x5 (15 elements: element [i, j] at i + 3*j); the transposed one is
// the column-major 2x3 array (6 elements).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="fuse=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
//
// The linalg stage keeps every encoding (the fused generic writes a
// tensor.empty of the layout type, not of the plain type):
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=linalg" | FileCheck %s --check-prefix=IR

#low = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#high = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = highest>
#one = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>
#zero = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#T = #shapes.layout<minor_to_major = [0, 1]>

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefF32(tensor<*xf32>)

// The loops walk the column-major result column by column.
// IR-DAG: #[[$COLS:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// IR-DAG: #[[$LOW:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>{{$}}
// IR-LABEL: func.func @add(
// IR:         tensor.empty() : tensor<2x3xf32, #[[$LOW]]>
// IR:         linalg.generic {indexing_maps = [#[[$COLS]], #[[$COLS]], #[[$COLS]]]
// IR:         } -> tensor<2x3xf32, #[[$LOW]]>
func.func @add(%a: tensor<2x3xf32, #low>, %b: tensor<2x3xf32, #low>) -> tensor<2x3xf32, #low> {
  %r = arith.addf %a, %b : tensor<2x3xf32, #low>
  return %r : tensor<2x3xf32, #low>
}

func.func @mul(%a: tensor<2x3xf32, #T>, %b: tensor<2x3xf32, #T>) -> tensor<2x3xf32, #T> {
  %r = arith.mulf %a, %b : tensor<2x3xf32, #T>
  return %r : tensor<2x3xf32, #T>
}

// Where a < 0, b; elsewhere a. Then |r| - 1: a chain that fuses.
func.func @select_abs(%a: tensor<2x3xf32, #zero>, %b: tensor<2x3xf32, #zero>) -> tensor<2x3xf32, #zero> {
  %c0 = arith.constant dense<0.0> : tensor<2x3xf32, #zero>
  %c1 = arith.constant dense<1.0> : tensor<2x3xf32, #zero>
  %neg = arith.cmpf olt, %a, %c0 : tensor<2x3xf32, #zero>
  %s = arith.select %neg, %b, %a : tensor<2x3xi1, #zero>, tensor<2x3xf32, #zero>
  %n = arith.negf %s : tensor<2x3xf32, #zero>
  %abs = math.absf %n : tensor<2x3xf32, #zero>
  %r = arith.subf %abs, %c1 : tensor<2x3xf32, #zero>
  return %r : tensor<2x3xf32, #zero>
}

func.func @abs(%a: tensor<2x3xf32, #high>) -> tensor<2x3xf32, #high> {
  %r = math.absf %a : tensor<2x3xf32, #high>
  return %r : tensor<2x3xf32, #high>
}

func.func @map_sub(%a: tensor<2x3xf32, #one>, %b: tensor<2x3xf32, #one>) -> tensor<2x3xf32, #one> {
  %e = tensor.empty() : tensor<2x3xf32, #one>
  %r = linalg.map { arith.subf } ins(%b, %a : tensor<2x3xf32, #one>, tensor<2x3xf32, #one>)
      outs(%e : tensor<2x3xf32, #one>)
  return %r : tensor<2x3xf32, #one>
}

func.func @elementwise_add(%a: tensor<2x3xf32, #T>, %b: tensor<2x3xf32, #T>) -> tensor<2x3xf32, #T> {
  %e = tensor.empty() : tensor<2x3xf32, #T>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%a, %b : tensor<2x3xf32, #T>, tensor<2x3xf32, #T>)
      outs(%e : tensor<2x3xf32, #T>) -> tensor<2x3xf32, #T>
  return %r : tensor<2x3xf32, #T>
}

// Operands in the transposed layout, the result padded: 2a + b.
func.func @generic(%a: tensor<2x3xf32, #T>, %b: tensor<2x3xf32>) -> tensor<2x3xf32, #low> {
  %e = tensor.empty() : tensor<2x3xf32, #low>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x3xf32, #T>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32, #low>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %d = arith.addf %x, %x : f32
    %s = arith.addf %d, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32, #low>
  return %r : tensor<2x3xf32, #low>
}

func.func @print_low(%t: tensor<2x3xf32, #low>) {
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32, #low> to memref<2x3xf32, #low>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<2x3xf32, #low> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<15xf32> to tensor<15xf32>
  %u = tensor.cast %ft : tensor<15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_high(%t: tensor<2x3xf32, #high>) {
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32, #high> to memref<2x3xf32, #high>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<2x3xf32, #high> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<15xf32> to tensor<15xf32>
  %u = tensor.cast %ft : tensor<15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_one(%t: tensor<2x3xf32, #one>) {
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32, #one> to memref<2x3xf32, #one>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<2x3xf32, #one> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<15xf32> to tensor<15xf32>
  %u = tensor.cast %ft : tensor<15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_zero(%t: tensor<2x3xf32, #zero>) {
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32, #zero> to memref<2x3xf32, #zero>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<2x3xf32, #zero> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<15xf32> to tensor<15xf32>
  %u = tensor.cast %ft : tensor<15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_t(%t: tensor<2x3xf32, #T>) {
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32, #T> to memref<2x3xf32, #T>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<2x3xf32, #T> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [6], strides: [1]
      : memref<f32> to memref<6xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<6xf32> to tensor<6xf32>
  %u = tensor.cast %ft : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %a_low = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #low>
  %b_low = shapes.relayout %b : tensor<2x3xf32> to tensor<2x3xf32, #low>
  %a_high = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #high>
  %a_one = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #one>
  %b_one = shapes.relayout %b : tensor<2x3xf32> to tensor<2x3xf32, #one>
  %a_zero = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #zero>
  %b_zero = shapes.relayout %b : tensor<2x3xf32> to tensor<2x3xf32, #zero>
  %a_t = shapes.relayout %a : tensor<2x3xf32> to tensor<2x3xf32, #T>
  %b_t = shapes.relayout %b : tensor<2x3xf32> to tensor<2x3xf32, #T>

  // a + b, padding -inf.
  // CHECK: sizes = [15]
  // CHECK-NEXT: [11,  36,  -inf,  18,  55,  -inf,  33,  54,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  %add = call @add(%a_low, %b_low) : (tensor<2x3xf32, #low>, tensor<2x3xf32, #low>) -> tensor<2x3xf32, #low>
  call @print_low(%add) : (tensor<2x3xf32, #low>) -> ()

  // a * b, column-major.
  // CHECK: sizes = [6]
  // CHECK-NEXT: [10,  -160,  -40,  250,  90,  -360]
  %mul = call @mul(%a_t, %b_t) : (tensor<2x3xf32, #T>, tensor<2x3xf32, #T>) -> tensor<2x3xf32, #T>
  call @print_t(%mul) : (tensor<2x3xf32, #T>) -> ()

  // |a < 0 ? b : a| - 1 = [[0, 19, 2], [39, 4, 59]], padding 0.
  // CHECK: sizes = [15]
  // CHECK-NEXT: [0,  39,  0,  19,  4,  0,  2,  59,  0,  0,  0,  0,  0,  0,  0]
  %sel = call @select_abs(%a_zero, %b_zero) : (tensor<2x3xf32, #zero>, tensor<2x3xf32, #zero>) -> tensor<2x3xf32, #zero>
  call @print_zero(%sel) : (tensor<2x3xf32, #zero>) -> ()

  // |a|, padding +inf.
  // CHECK: sizes = [15]
  // CHECK-NEXT: [1,  4,  inf,  2,  5,  inf,  3,  6,  inf,  inf,  inf,  inf,  inf,  inf,  inf]
  %abs = call @abs(%a_high) : (tensor<2x3xf32, #high>) -> tensor<2x3xf32, #high>
  call @print_high(%abs) : (tensor<2x3xf32, #high>) -> ()

  // b - a, padding 1.
  // CHECK: sizes = [15]
  // CHECK-NEXT: [9,  44,  1,  22,  45,  1,  27,  66,  1,  1,  1,  1,  1,  1,  1]
  %map = call @map_sub(%a_one, %b_one) : (tensor<2x3xf32, #one>, tensor<2x3xf32, #one>) -> tensor<2x3xf32, #one>
  call @print_one(%map) : (tensor<2x3xf32, #one>) -> ()

  // a + b, column-major.
  // CHECK: sizes = [6]
  // CHECK-NEXT: [11,  36,  18,  55,  33,  54]
  %ew = call @elementwise_add(%a_t, %b_t) : (tensor<2x3xf32, #T>, tensor<2x3xf32, #T>) -> tensor<2x3xf32, #T>
  call @print_t(%ew) : (tensor<2x3xf32, #T>) -> ()

  // 2a + b = [[12, 16, 36], [32, 60, 48]], padding -inf.
  // CHECK: sizes = [15]
  // CHECK-NEXT: [12,  32,  -inf,  16,  60,  -inf,  36,  48,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf,  -inf]
  %gen = call @generic(%a_t, %b) : (tensor<2x3xf32, #T>, tensor<2x3xf32>) -> tensor<2x3xf32, #low>
  call @print_low(%gen) : (tensor<2x3xf32, #low>) -> ()
  return
}
