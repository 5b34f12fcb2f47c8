// A bf16 product that is subnormal (2^-100 * 2^-30 = 2^-130) is kept, both
// when the folder computes it and when the generated code does: the
// bf16 conversions are integer arithmetic (-shapes-expand-bf16), so hosts
// whose conversion instruction flushes subnormals (AVX-512 BF16) give the
// folder's answer too. 2^-130 = 7.34684e-40.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM-NOT: fptrunc {{.*}} to bf16
// RUN: shapes-opt %s -shapes-lower-to-linalg -shapes-expand-bf16 | FileCheck %s --check-prefix=EXPAND
// EXPAND-LABEL: func.func @mul
// EXPAND-NOT:   arith.truncf
// EXPAND:       arith.shrui

func.func private @printMemrefF32(tensor<*xf32>)

func.func @mul(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %r = shapes.mul %a, %b : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %r : tensor<2xbf16>
}

func.func @print(%x: tensor<2xbf16>) {
  %f = arith.extf %x : tensor<2xbf16> to tensor<2xf32>
  %u = tensor.cast %f : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  // 2^-100 and 2^-30 (exact in bf16); 3 * 2^-130 too.
  %a = arith.constant dense<[7.88860905e-31, 2.36658272e-30]> : tensor<2xbf16>
  %b = arith.constant dense<[9.31322575e-10, 9.31322575e-10]> : tensor<2xbf16>
  // Computed by the generated code.
  // CHECK: [7.34684e-40,  2.20405e-39]
  %r = call @mul(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  call @print(%r) : (tensor<2xbf16>) -> ()
  // Folded.
  // CHECK: [7.34684e-40,  2.20405e-39]
  %f = shapes.mul %a, %b : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  call @print(%f) : (tensor<2xbf16>) -> ()
  return
}
