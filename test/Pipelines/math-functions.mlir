// The math functions in the LLVM IR of -shapes-to-llvm: libm's function
// for f64 (erf, expm1, log1p: not exp(x) - 1 or log(1 + x)) and for those
// with no LLVM intrinsic (erfc, cbrt, asinh, acosh, atanh), lane by lane
// in a vector loop; f32 erf, expm1 and log1p as polynomials by default
// and libm's f32 functions with approximate-math=false; f16 and bf16 math
// in f32, so that LLVM calls no compiler-rt conversion around it.
//
// DEFINE: %{no_exp} = --implicit-check-not=@llvm.exp --implicit-check-not=@llvm.log
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefixes=IR,APPROX %{no_exp}
// RUN: shapes-opt %s -shapes-to-llvm="approximate-math=false" \
// RUN: | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefixes=IR,LIBM %{no_exp}
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefixes=IR,APPROX %{no_exp}
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-translate --mlir-to-llvmir \
// RUN: | FileCheck %s --check-prefixes=IR,APPROX %{no_exp}
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

// The kernels are vector loops.
// AFF-LABEL: func.func @f64_functions(
// AFF:         math.erf {{.*}} : vector<8xf64>
// AFF-LABEL: func.func @f32_functions(
// AFF:         math.erfc {{.*}} : vector<16xf32>

// No function is computed through LLVM's exp or log (exp(x) - 1,
// log(1 + x)).
// IR-LABEL: define {{.*}} @f64_functions(
// IR-DAG:     call double @erf(double
// IR-DAG:     call double @expm1(double
// IR-DAG:     call double @log1p(double
// IR-DAG:     call double @erfc(double
// IR-DAG:     call double @cbrt(double
// IR-DAG:     call double @asinh(double
// IR-DAG:     call double @acosh(double
// IR-DAG:     call double @atanh(double
// IR:       ret
func.func @f64_functions(%x: tensor<37xf64>)
    -> (tensor<37xf64>, tensor<37xf64>, tensor<37xf64>, tensor<37xf64>,
        tensor<37xf64>, tensor<37xf64>, tensor<37xf64>, tensor<37xf64>) {
  %a = math.erf %x : tensor<37xf64>
  %b = math.expm1 %x : tensor<37xf64>
  %c = math.log1p %x : tensor<37xf64>
  %d = math.erfc %x : tensor<37xf64>
  %e = math.cbrt %x : tensor<37xf64>
  %f = math.asinh %x : tensor<37xf64>
  %g = math.acosh %x : tensor<37xf64>
  %h = math.atanh %x : tensor<37xf64>
  return %a, %b, %c, %d, %e, %f, %g, %h
      : tensor<37xf64>, tensor<37xf64>, tensor<37xf64>, tensor<37xf64>,
        tensor<37xf64>, tensor<37xf64>, tensor<37xf64>, tensor<37xf64>
}

// IR-LABEL:  define {{.*}} @f32_functions(
// APPROX-NOT:  call float @erff(
// APPROX-NOT:  call float @expm1f(
// APPROX-NOT:  call float @log1pf(
// LIBM-DAG:    call float @erff(float
// LIBM-DAG:    call float @expm1f(float
// LIBM-DAG:    call float @log1pf(float
// IR-DAG:      call float @erfcf(float
// IR-DAG:      call float @cbrtf(float
// IR-DAG:      call float @asinhf(float
// IR-DAG:      call float @acoshf(float
// IR-DAG:      call float @atanhf(float
// IR:        ret
func.func @f32_functions(%x: tensor<37xf32>)
    -> (tensor<37xf32>, tensor<37xf32>, tensor<37xf32>, tensor<37xf32>,
        tensor<37xf32>, tensor<37xf32>, tensor<37xf32>, tensor<37xf32>) {
  %a = math.erf %x : tensor<37xf32>
  %b = math.expm1 %x : tensor<37xf32>
  %c = math.log1p %x : tensor<37xf32>
  %d = math.erfc %x : tensor<37xf32>
  %e = math.cbrt %x : tensor<37xf32>
  %f = math.asinh %x : tensor<37xf32>
  %g = math.acosh %x : tensor<37xf32>
  %h = math.atanh %x : tensor<37xf32>
  return %a, %b, %c, %d, %e, %f, %g, %h
      : tensor<37xf32>, tensor<37xf32>, tensor<37xf32>, tensor<37xf32>,
        tensor<37xf32>, tensor<37xf32>, tensor<37xf32>, tensor<37xf32>
}

// IR-LABEL: define {{.*}} @half_functions(
// IR-NOT:     {{half>? @llvm\.}}
// IR-NOT:     {{bfloat>? @llvm\.}}
// IR-NOT:     {{call (<[0-9]+ x )?half}}
// IR-NOT:     {{call (<[0-9]+ x )?bfloat}}
// IR-DAG:     call float @cbrtf(float
// IR-DAG:     @llvm.sin.{{.*}}f32
// IR:       ret
func.func @half_functions(%h: tensor<37xf16>, %b: tensor<37xbf16>)
    -> (tensor<37xf16>, tensor<37xbf16>) {
  %c = math.cbrt %h : tensor<37xf16>
  %s = math.sin %b : tensor<37xbf16>
  return %c, %s : tensor<37xf16>, tensor<37xbf16>
}
