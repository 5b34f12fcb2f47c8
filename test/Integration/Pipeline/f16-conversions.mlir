// f16 conversions without compiler-rt (-shapes-expand-f16): the bits of
// f32 and f64 values truncated to f16 (round to nearest even, ties,
// subnormals, overflow, NaN) and of f16 values extended to f32. The
// conversions are in functions of their own, so that nothing folds them.
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The generated code calls no conversion function.
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=IR
// IR-NOT: llvm.fpext
// IR-NOT: llvm.fptrunc {{.*}} to {{.*}}f16
// IR-NOT: __extendhfsf2
// IR-NOT: __truncsfhf2

#map = affine_map<(d0) -> (d0)>

func.func private @printMemrefI32(tensor<*xi32>)

func.func @trunc32(%x: tensor<22xf32>) -> tensor<22xi32> {
  %e = tensor.empty() : tensor<22xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<22xf32>) outs(%e : tensor<22xi32>) {
  ^bb0(%v: f32, %o: i32):
    %h = arith.truncf %v : f32 to f16
    %b = arith.bitcast %h : f16 to i16
    %w = arith.extui %b : i16 to i32
    linalg.yield %w : i32
  } -> tensor<22xi32>
  return %r : tensor<22xi32>
}

func.func @trunc64(%x: tensor<6xf64>) -> tensor<6xi32> {
  %e = tensor.empty() : tensor<6xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<6xf64>) outs(%e : tensor<6xi32>) {
  ^bb0(%v: f64, %o: i32):
    %h = arith.truncf %v : f64 to f16
    %b = arith.bitcast %h : f16 to i16
    %w = arith.extui %b : i16 to i32
    linalg.yield %w : i32
  } -> tensor<6xi32>
  return %r : tensor<6xi32>
}

func.func @extend(%x: tensor<11xi16>) -> tensor<11xi32> {
  %e = tensor.empty() : tensor<11xi32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<11xi16>) outs(%e : tensor<11xi32>) {
  ^bb0(%v: i16, %o: i32):
    %h = arith.bitcast %v : i16 to f16
    %f = arith.extf %h : f16 to f32
    %w = arith.bitcast %f : f32 to i32
    linalg.yield %w : i32
  } -> tensor<11xi32>
  return %r : tensor<11xi32>
}

func.func @main() {
  // 1, the largest f16, the tie above it (to infinity), just below that
  // tie, 1e10, +-inf, 2^-24 (the smallest subnormal), its half (a tie to
  // 0), 3/4 and 3/2 of it (3/2: a tie to 2), 2^-14 (the smallest normal),
  // 2^-14 - 2^-25 (a tie to it), 1 + 2^-11 (a tie to 1), 1 + 3 * 2^-11 (a
  // tie to 1 + 2^-9), -2.5, -0, an f32 subnormal, a NaN; then NaNs whose
  // payload has no bit in the top 10 (+-0x...001: quiet NaNs, not
  // infinities) and one with the top bit of 10 set (kept, and quiet).
  %x = arith.constant dense<[1.0, 65504.0, 65520.0, 65519.99609375, 1.0e10,
      0x7F800000, 0xFF800000, 5.960464477539063e-08, 2.9802322387695312e-08,
      4.470348358154297e-08, 8.940696716308594e-08, 6.103515625e-05,
      6.1005353927612305e-05, 1.00048828125, 1.00146484375, -2.5, -0.0,
      9.99994610111476e-41, 0x7FC00000, 0x7F800001, 0xFF800001,
      0x7FA00000]> : tensor<22xf32>
  %t = call @trunc32(%x) : (tensor<22xf32>) -> tensor<22xi32>
  %tu = tensor.cast %t : tensor<22xi32> to tensor<*xi32>
  // CHECK: [15360,  31743,  31744,  31743,  31744,  31744,  64512,  1,  0,  1,  2,  1024,  1024,  15360,  15362,  49408,  32768,  0,  32256,  32256,  65024,  32512]
  call @printMemrefI32(%tu) : (tensor<*xi32>) -> ()

  // From f64 directly: 1 + 2^-11 + 2^-40 rounds up (through f32 it would
  // be a tie, rounded down to 1); 2^-25 + 2^-60 rounds up to 2^-24.
  %y = arith.constant dense<[1.0004882812509095, 65519.99999,
      2.9802322388562674e-08, 1.0e300, -1.0e-300, 0.1]> : tensor<6xf64>
  %u = call @trunc64(%y) : (tensor<6xf64>) -> tensor<6xi32>
  %uu = tensor.cast %u : tensor<6xi32> to tensor<*xi32>
  // CHECK: [15361,  31743,  1,  31744,  32768,  11878]
  call @printMemrefI32(%uu) : (tensor<*xi32>) -> ()

  // 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x8001, 0x3555,
  // 0x3c00, 0, 0x7e00: their f32 bits.
  %b = arith.constant dense<[1, 1023, 1024, 31743, 31744, -1024, -32767,
      13653, 15360, 0, 32256]> : tensor<11xi16>
  %f = call @extend(%b) : (tensor<11xi16>) -> tensor<11xi32>
  %fu = tensor.cast %f : tensor<11xi32> to tensor<*xi32>
  // CHECK: [864026624,  947896320,  947912704,  1199562752,  2139095040,  -8388608,  -1283457024,  1051369472,  1065353216,  0,  2143289344]
  call @printMemrefI32(%fu) : (tensor<*xi32>) -> ()
  return
}
