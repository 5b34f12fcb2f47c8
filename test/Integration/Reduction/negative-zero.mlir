// A sum of negative zeros is -0 (x + -0 = x for every x, and -0 + -0 is
// -0), as in XLA and numpy, on every path of the lowering: the vector
// loops along the reduced loop (a masked rest only, whole steps of four
// accumulators and a rest, f32 and f64, an f that is not the identity
// function), across it (a column sum: rows in pairs, a masked last vector
// of columns), the scalar loops, and the packed contraction's
// accumulators, which start at the init value. Every kernel sums -0 (or
// the -0 that f makes of +0) from an init of -0. For each, the test prints
// 1 / x of the first element (-inf for -0, inf for +0) and the number of
// elements that are not -0.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false pack-contractions=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir > /dev/null
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

// The kernels take the vector loops and the packed contraction.
// AFF-LABEL: func.func @sum_rows_f32(
// AFF:         vector.reduction <add>
// AFF-LABEL: func.func @sum_rows_long_f32(
// AFF:         vector.reduction <add>
// AFF-LABEL: func.func @sum_cols_f32(
// AFF:         vector.maskedstore
// AFF-LABEL: func.func @sum_rows_f64(
// AFF:         vector.reduction <add>
// AFF-LABEL: func.func @sum_negated_rows(
// AFF:         vector.reduction <add>
// AFF-LABEL: func.func @sum_negated_cols(
// AFF:         vector.maskedstore
// AFF-LABEL: func.func @matmul(
// AFF:         vector.fma

// CHECK: sum_rows_f32 -inf wrong 0
// CHECK-NEXT: sum_rows_long_f32 -inf wrong 0
// CHECK-NEXT: sum_cols_f32 -inf wrong 0
// CHECK-NEXT: sum_rows_f64 -inf wrong 0
// CHECK-NEXT: sum_negated_rows -inf wrong 0
// CHECK-NEXT: sum_negated_cols -inf wrong 0
// CHECK-NEXT: sum_rows_argument_init -inf wrong 0
// CHECK-NEXT: matmul -inf wrong 0

// 2 x 19: one masked vector of 16 lanes and the 3 left over.
func.func @sum_rows_f32(%x: tensor<2x19xf32>) -> tensor<2xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%x : tensor<2x19xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// 3 x 131: two whole steps of 4 x 16 lanes and a masked rest.
func.func @sum_rows_long_f32(%x: tensor<3x131xf32>) -> tensor<3xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%x : tensor<3x131xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}

// 7 x 37 summed down the columns: one step of 4 rows, 3 rows one at a
// time, two whole vectors of columns and a masked one.
func.func @sum_cols_f32(%x: tensor<7x37xf32>) -> tensor<37xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %r = linalg.reduce ins(%x : tensor<7x37xf32>) outs(%init : tensor<37xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<37xf32>
}

func.func @sum_rows_f64(%x: tensor<2x19xf64>) -> tensor<2xf64> {
  %nz = arith.constant -0.0 : f64
  %e = tensor.empty() : tensor<2xf64>
  %init = linalg.fill ins(%nz : f64) outs(%e : tensor<2xf64>) -> tensor<2xf64>
  %r = linalg.reduce ins(%x : tensor<2x19xf64>) outs(%init : tensor<2xf64>) dimensions = [1]
    (%a: f64, %acc: f64) {
      %s = arith.addf %a, %acc : f64
      linalg.yield %s : f64
    }
  return %r : tensor<2xf64>
}

// The sum of -x over +0 inputs: f is not the identity function, so the
// rows' values are f combined with the identity.
func.func @sum_negated_rows(%x: tensor<2x19xf32>) -> tensor<2xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x19xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %n = arith.negf %a : f32
    %s = arith.addf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @sum_negated_cols(%x: tensor<7x37xf32>) -> tensor<37xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<7x37xf32>) outs(%init : tensor<37xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %n = arith.negf %a : f32
    %s = arith.addf %acc, %n : f32
    linalg.yield %s : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}

// The init values come from the caller, loaded by the nest.
func.func @sum_rows_argument_init(%x: tensor<2x19xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.reduce ins(%x : tensor<2x19xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// (-0) x 1 products summed onto an init of -0.
func.func @matmul(%a: tensor<5x19xf32>, %b: tensor<19x37xf32>) -> tensor<5x37xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<5x37xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e : tensor<5x37xf32>) -> tensor<5x37xf32>
  %r = linalg.matmul ins(%a, %b : tensor<5x19xf32>, tensor<19x37xf32>) outs(%init : tensor<5x37xf32>) -> tensor<5x37xf32>
  return %r : tensor<5x37xf32>
}

// Prints `name`, 1 / x[0], and the number of elements of `x` that are not
// -0 (by their bits).
func.func @report_f32(%x: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sign = arith.constant -2147483648 : i32
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %wrong = scf.for %i = %c0 to %n step %c1 iter_args(%w = %zero) -> (i64) {
    %v = tensor.extract %x[%i] : tensor<?xf32>
    %bits = arith.bitcast %v : f32 to i32
    %bad = arith.cmpi ne, %bits, %sign : i32
    %badi = arith.extui %bad : i1 to i64
    %w2 = arith.addi %w, %badi : i64
    scf.yield %w2 : i64
  }
  %one = arith.constant 1.0 : f32
  %first = tensor.extract %x[%c0] : tensor<?xf32>
  %inv = arith.divf %one, %first : f32
  vector.print %inv : f32 punctuation <no_punctuation>
  vector.print str " wrong "
  vector.print %wrong : i64
  return
}

func.func @report_f64(%x: tensor<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sign = arith.constant -9223372036854775808 : i64
  %n = tensor.dim %x, %c0 : tensor<?xf64>
  %wrong = scf.for %i = %c0 to %n step %c1 iter_args(%w = %zero) -> (i64) {
    %v = tensor.extract %x[%i] : tensor<?xf64>
    %bits = arith.bitcast %v : f64 to i64
    %bad = arith.cmpi ne, %bits, %sign : i64
    %badi = arith.extui %bad : i1 to i64
    %w2 = arith.addi %w, %badi : i64
    scf.yield %w2 : i64
  }
  %one = arith.constant 1.0 : f64
  %first = tensor.extract %x[%c0] : tensor<?xf64>
  %inv = arith.divf %one, %first : f64
  vector.print %inv : f64 punctuation <no_punctuation>
  vector.print str " wrong "
  vector.print %wrong : i64
  return
}

func.func @main() {
  %nz2x19 = arith.constant dense<-0.0> : tensor<2x19xf32>
  %nz3x131 = arith.constant dense<-0.0> : tensor<3x131xf32>
  %nz7x37 = arith.constant dense<-0.0> : tensor<7x37xf32>
  %nz2x19d = arith.constant dense<-0.0> : tensor<2x19xf64>
  %pz2x19 = arith.constant dense<0.0> : tensor<2x19xf32>
  %pz7x37 = arith.constant dense<0.0> : tensor<7x37xf32>
  %nz2 = arith.constant dense<-0.0> : tensor<2xf32>
  %nz5x19 = arith.constant dense<-0.0> : tensor<5x19xf32>
  %ones19x37 = arith.constant dense<1.0> : tensor<19x37xf32>

  vector.print str "sum_rows_f32 "
  %r1 = call @sum_rows_f32(%nz2x19) : (tensor<2x19xf32>) -> tensor<2xf32>
  %d1 = tensor.cast %r1 : tensor<2xf32> to tensor<?xf32>
  call @report_f32(%d1) : (tensor<?xf32>) -> ()

  vector.print str "sum_rows_long_f32 "
  %r2 = call @sum_rows_long_f32(%nz3x131) : (tensor<3x131xf32>) -> tensor<3xf32>
  %d2 = tensor.cast %r2 : tensor<3xf32> to tensor<?xf32>
  call @report_f32(%d2) : (tensor<?xf32>) -> ()

  vector.print str "sum_cols_f32 "
  %r3 = call @sum_cols_f32(%nz7x37) : (tensor<7x37xf32>) -> tensor<37xf32>
  %d3 = tensor.cast %r3 : tensor<37xf32> to tensor<?xf32>
  call @report_f32(%d3) : (tensor<?xf32>) -> ()

  vector.print str "sum_rows_f64 "
  %r4 = call @sum_rows_f64(%nz2x19d) : (tensor<2x19xf64>) -> tensor<2xf64>
  %d4 = tensor.cast %r4 : tensor<2xf64> to tensor<?xf64>
  call @report_f64(%d4) : (tensor<?xf64>) -> ()

  vector.print str "sum_negated_rows "
  %r5 = call @sum_negated_rows(%pz2x19) : (tensor<2x19xf32>) -> tensor<2xf32>
  %d5 = tensor.cast %r5 : tensor<2xf32> to tensor<?xf32>
  call @report_f32(%d5) : (tensor<?xf32>) -> ()

  vector.print str "sum_negated_cols "
  %r6 = call @sum_negated_cols(%pz7x37) : (tensor<7x37xf32>) -> tensor<37xf32>
  %d6 = tensor.cast %r6 : tensor<37xf32> to tensor<?xf32>
  call @report_f32(%d6) : (tensor<?xf32>) -> ()

  vector.print str "sum_rows_argument_init "
  %r7 = call @sum_rows_argument_init(%nz2x19, %nz2) : (tensor<2x19xf32>, tensor<2xf32>) -> tensor<2xf32>
  %d7 = tensor.cast %r7 : tensor<2xf32> to tensor<?xf32>
  call @report_f32(%d7) : (tensor<?xf32>) -> ()

  vector.print str "matmul "
  %r8 = call @matmul(%nz5x19, %ones19x37) : (tensor<5x19xf32>, tensor<19x37xf32>) -> tensor<5x37xf32>
  %flat = tensor.collapse_shape %r8 [[0, 1]] : tensor<5x37xf32> into tensor<185xf32>
  %d8 = tensor.cast %flat : tensor<185xf32> to tensor<?xf32>
  call @report_f32(%d8) : (tensor<?xf32>) -> ()
  return
}
