// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/pass.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/eq_nan.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=EQ-NAN
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/close_4_ulps.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=CLOSE
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/close_below_min.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=MIN
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/close_inf.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=INF
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/almost_tolerance.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=ALMOST
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/almost_nan.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=ALMOST-NAN
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/eq_int.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=INT
// RUN: shapes-translate --import-stablehlo --stablehlo-runner-main %t/eq_unsigned.mlir \
// RUN: | shapes-opt -shapes-to-llvm \
// RUN: | not mlir-runner -e run_stablehlo -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 | FileCheck %s --check-prefix=UNSIGNED

// The interpreter's checks with the meaning that
// `stablehlo-translate --interpret` gives them (docs/StableHLO.md). Every
// check of pass.mlir passes; each other part fails one check, and its run
// prints one line, with the check's location, the first failing element and
// both values, and exits with status 1.

//--- pass.mlir
module {
  // IEEE equality: -0 == +0.
  func.func public @eq_zeros() {
    %a = stablehlo.constant dense<[0.0, -0.0, 1.5]> : tensor<3xf32>
    %b = stablehlo.constant dense<[-0.0, 0.0, 1.5]> : tensor<3xf32>
    check.expect_eq %a, %b : tensor<3xf32>
    return
  }
  // Two NaNs and bitwise-equal infinities are 0 ULPs apart; 3 ULPs is the
  // custom call's limit; across zero the distances add up.
  func.func public @close_edges() {
    %a = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 1.0, 0x00000001]> : tensor<4xf32>
    %b = stablehlo.constant dense<[0xFFC00001, 0x7F800000, 1.00000036, 0x80000001]> : tensor<4xf32>
    stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    check.expect_close %a, %b, max_ulp_difference = 3 : tensor<4xf32>, tensor<4xf32>
    return
  }
  func.func public @close_f16_bf16() {
    %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf16>
    %b = stablehlo.constant dense<[1.00195313, 2.0]> : tensor<2xf16>
    check.expect_close %a, %b, max_ulp_difference = 2, min_ulp_difference = 0 : tensor<2xf16>, tensor<2xf16>
    %c = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xbf16>
    %d = stablehlo.constant dense<[1.0078125, -2.0]> : tensor<2xbf16>
    check.expect_close %c, %d, max_ulp_difference = 1 : tensor<2xbf16>, tensor<2xbf16>
    return
  }
  // Within the tolerance, and two NaNs; infinities equal.
  func.func public @almost_edges() {
    %a = stablehlo.constant dense<[1.0, 0x7FF8000000000000, 0x7FF0000000000000, 0.0]> : tensor<4xf64>
    %b = stablehlo.constant dense<[1.0005, 0x7FF8000000000001, 0x7FF0000000000000, -0.0009]> : tensor<4xf64>
    stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true} : (tensor<4xf64>, tensor<4xf64>) -> ()
    return
  }
  func.func public @eq_integers() {
    %a = stablehlo.constant dense<[1, -1]> : tensor<2xi16>
    check.expect_eq_const %a, dense<[1, -1]> : tensor<2xi16>
    %p = stablehlo.constant dense<true> : tensor<i1>
    check.expect_eq_const %p, dense<true> : tensor<i1>
    return
  }
}

//--- eq_nan.mlir
module {
  // EQ-NAN: check.expect_eq at {{.*}}eq_nan.mlir:[[# @LINE + 3]]:5 failed: element [0] is nan, expected nan
  func.func public @eq_nan() {
    %a = stablehlo.constant dense<[0x7FC00000]> : tensor<1xf32>
    check.expect_eq %a, %a : tensor<1xf32>
    return
  }
}

//--- close_4_ulps.mlir
module {
  // CLOSE: check.expect_close at {{.*}}close_4_ulps.mlir:[[# @LINE + 4]]:5 failed: element [1] is 1, expected 1.00000048, 4 ULPs apart (allowed 0 to 3)
  func.func public @close_4_ulps() {
    %a = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<[1.0, 1.00000048]> : tensor<2xf32>
    stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return
  }
}

//--- close_below_min.mlir
module {
  // MIN: check.expect_close at {{.*}} failed: element [0] is 1, expected 1, 0 ULPs apart (allowed 1 to 5)
  func.func public @close_below_min() {
    %a = stablehlo.constant dense<[1.0]> : tensor<1xf32>
    check.expect_close %a, %a, max_ulp_difference = 5, min_ulp_difference = 1 : tensor<1xf32>, tensor<1xf32>
    return
  }
}

//--- close_inf.mlir
module {
  // INF: failed: element [0, 1] is inf, expected -inf, 18446744073709551615 ULPs apart (allowed 0 to 3)
  func.func public @close_inf() {
    %a = stablehlo.constant dense<[[1.0, 0x7F800000]]> : tensor<1x2xf32>
    %b = stablehlo.constant dense<[[1.0, 0xFF800000]]> : tensor<1x2xf32>
    stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (tensor<1x2xf32>, tensor<1x2xf32>) -> ()
    return
  }
}

//--- almost_tolerance.mlir
module {
  // ALMOST: check.expect_almost_eq at {{.*}} failed: element [0] is 1, expected 1.0015000000000001 (tolerance 0.001)
  func.func public @almost_tolerance() {
    %a = stablehlo.constant dense<[1.0]> : tensor<1xf64>
    %b = stablehlo.constant dense<[1.0015]> : tensor<1xf64>
    stablehlo.custom_call @check.expect_almost_eq(%a, %b) {has_side_effect = true} : (tensor<1xf64>, tensor<1xf64>) -> ()
    return
  }
}

//--- almost_nan.mlir
module {
  // ALMOST-NAN: failed: element [0] is nan, expected 1 (tolerance 0.0001)
  func.func public @almost_nan() {
    %a = stablehlo.constant dense<[0x7FC00000]> : tensor<1xf32>
    check.expect_almost_eq_const %a, dense<[1.0]> : tensor<1xf32>
    return
  }
}

//--- eq_int.mlir
module {
  // INT: check.expect_eq at {{.*}} failed: element [1] is -1, expected 255
  func.func public @eq_int() {
    %a = stablehlo.constant dense<[1, -1]> : tensor<2xi32>
    check.expect_eq_const %a, dense<[1, 255]> : tensor<2xi32>
    return
  }
}

//--- eq_unsigned.mlir
module {
  // UNSIGNED: check.expect_eq at {{.*}} failed: element [0] is 255, expected 254
  func.func public @eq_unsigned() {
    %a = stablehlo.constant dense<[255]> : tensor<1xui8>
    check.expect_eq_const %a, dense<[254]> : tensor<1xui8>
    return
  }
}
