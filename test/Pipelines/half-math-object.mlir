// The object code of f16 and bf16 math, for the default target of llc
// (x86-64 without F16C, where LLVM converts half floats by calling
// compiler-rt): every math function on f16 and bf16 is computed in f32
// between conversions that -shapes-expand-f16 and -shapes-expand-bf16
// compute with integer arithmetic, so the object needs libm's f32
// functions and no compiler-rt function (__extendhfsf2, __truncsfhf2,
// __truncsfbf2, ...), with the approximations of -shapes-approximate-math
// and without them, in vector loops and scalar ones.
//
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir \
// RUN: | llc -O2 -filetype=obj -o %t.o
// RUN: llvm-nm -u %t.o | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="approximate-math=false" \
// RUN: | mlir-translate --mlir-to-llvmir | llc -O2 -filetype=obj -o %t.o
// RUN: llvm-nm -u %t.o | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-translate --mlir-to-llvmir | llc -O2 -filetype=obj -o %t.o
// RUN: llvm-nm -u %t.o | FileCheck %s

// CHECK-NOT: {{ __}}
// CHECK:     acoshf
// CHECK-NOT: {{ __}}
// CHECK:     erfcf
// CHECK-NOT: {{ __}}

func.func @acos_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.acos %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @acosh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.acosh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @asin_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.asin %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @asinh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.asinh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @atan_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.atan %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @atanh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.atanh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @cbrt_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.cbrt %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @ceil_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.ceil %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @cos_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.cos %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @cosh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.cosh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @sin_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.sin %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @sinh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.sinh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @erf_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.erf %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @erfc_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.erfc %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @exp_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.exp %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @exp2_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.exp2 %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @expm1_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.expm1 %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @floor_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.floor %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @log_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.log %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @log10_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.log10 %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @log1p_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.log1p %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @log2_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.log2 %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @rsqrt_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.rsqrt %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @sqrt_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.sqrt %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @tan_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.tan %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @tanh_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.tanh %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @roundeven_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.roundeven %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @round_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.round %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @trunc_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.trunc %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @atan2_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.atan2 %x, %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @powf_f16(%x: tensor<37xf16>) -> tensor<37xf16> {
  %r = math.powf %x, %x : tensor<37xf16>
  return %r : tensor<37xf16>
}
func.func @acos_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.acos %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @acosh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.acosh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @asin_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.asin %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @asinh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.asinh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @atan_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.atan %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @atanh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.atanh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @cbrt_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.cbrt %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @ceil_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.ceil %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @cos_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.cos %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @cosh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.cosh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @sin_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.sin %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @sinh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.sinh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @erf_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.erf %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @erfc_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.erfc %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @exp_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.exp %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @exp2_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.exp2 %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @expm1_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.expm1 %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @floor_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.floor %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @log_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.log %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @log10_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.log10 %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @log1p_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.log1p %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @log2_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.log2 %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @rsqrt_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.rsqrt %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @sqrt_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.sqrt %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @tan_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.tan %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @tanh_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.tanh %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @roundeven_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.roundeven %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @round_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.round %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @trunc_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.trunc %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @atan2_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.atan2 %x, %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
func.func @powf_bf16(%x: tensor<37xbf16>) -> tensor<37xbf16> {
  %r = math.powf %x, %x : tensor<37xbf16>
  return %r : tensor<37xbf16>
}
