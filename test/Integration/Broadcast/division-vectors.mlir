// XLA's integer division and remainder on every pair of 16 edge values
// (INT_MIN, INT_MAX, 0, +-1, ...), rows of 16 so that -shapes-vectorize
// computes them in vectors (through f64, exact for i32), and the same
// without vectorization: both give XLA's answers (x / 0 = -1, x % 0 = x,
// INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0, truncation toward zero).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=VEC
// VEC: arith.divf %{{.*}}, %{{.*}} : vector<16xf64>

func.func private @printMemrefI32(tensor<*xi32>)

func.func @divrem(%a: tensor<16x1xi32>, %b: tensor<1x16xi32>) -> (tensor<16x16xi32>, tensor<16x16xi32>) {
  %d = shapes.div %a, %b : (tensor<16x1xi32>, tensor<1x16xi32>) -> tensor<16x16xi32>
  %r = shapes.rem %a, %b : (tensor<16x1xi32>, tensor<1x16xi32>) -> tensor<16x16xi32>
  return %d, %r : tensor<16x16xi32>, tensor<16x16xi32>
}

func.func @main() {
  %a = arith.constant dense<[[-2147483648], [-2147483647], [-1000000007], [-65536], [-7], [-2], [-1], [0], [1], [2], [3], [7], [65535], [1000000007], [2147483646], [2147483647]]> : tensor<16x1xi32>
  %b = arith.constant dense<[[-2147483648, -2147483647, -1000000007, -65536, -7, -2, -1, 0, 1, 2, 3, 7, 65535, 1000000007, 2147483646, 2147483647]]> : tensor<1x16xi32>
  %d, %r = call @divrem(%a, %b) : (tensor<16x1xi32>, tensor<1x16xi32>) -> (tensor<16x16xi32>, tensor<16x16xi32>)
  %du = tensor.cast %d : tensor<16x16xi32> to tensor<*xi32>
  %ru = tensor.cast %r : tensor<16x16xi32> to tensor<*xi32>
  // CHECK: sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[\[}}1, 1, 2, 32768, 306783378, 1073741824, -2147483648, -1, -2147483648, -1073741824, -715827882, -306783378, -32768, -2, -1, -1],
// CHECK-NEXT:  [0, 1, 2, 32767, 306783378, 1073741823, 2147483647, -1, -2147483647, -1073741823, -715827882, -306783378, -32768, -2, -1, -1],
// CHECK-NEXT:  [0, 0, 1, 15258, 142857143, 500000003, 1000000007, -1, -1000000007, -500000003, -333333335, -142857143, -15259, -1, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 1, 9362, 32768, 65536, -1, -65536, -32768, -21845, -9362, -1, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 1, 3, 7, -1, -7, -3, -2, -1, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, 1, 2, -1, -2, -1, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, 0, 1, -1, -1, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, 0, -1, -1, 1, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, -1, -2, -1, 2, 1, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, 0, -1, -3, -1, 3, 1, 1, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, -1, -3, -7, -1, 7, 3, 2, 1, 0, 0, 0, 0],
// CHECK-NEXT:  [0, 0, 0, 0, -9362, -32767, -65535, -1, 65535, 32767, 21845, 9362, 1, 0, 0, 0],
// CHECK-NEXT:  [0, 0, -1, -15258, -142857143, -500000003, -1000000007, -1, 1000000007, 500000003, 333333335, 142857143, 15259, 1, 0, 0],
// CHECK-NEXT:  [0, 0, -2, -32767, -306783378, -1073741823, -2147483646, -1, 2147483646, 1073741823, 715827882, 306783378, 32768, 2, 1, 0],
// CHECK-NEXT:  [0, -1, -2, -32767, -306783378, -1073741823, -2147483647, -1, 2147483647, 1073741823, 715827882, 306783378, 32768, 2, 1, 1]]
  call @printMemrefI32(%du) : (tensor<*xi32>) -> ()
  // CHECK: sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[\[}}0, -1, -147483634, 0, -2, 0, 0, -2147483648, 0, 0, -2, -2, -32768, -147483634, -2, -1],
// CHECK-NEXT:  [-2147483647, 0, -147483633, -65535, -1, -1, 0, -2147483647, 0, -1, -1, -1, -32767, -147483633, -1, 0],
// CHECK-NEXT:  [-1000000007, -1000000007, 0, -51719, -6, -1, 0, -1000000007, 0, -1, -2, -6, -1442, 0, -1000000007, -1000000007],
// CHECK-NEXT:  [-65536, -65536, -65536, 0, -2, 0, 0, -65536, 0, 0, -1, -2, -1, -65536, -65536, -65536],
// CHECK-NEXT:  [-7, -7, -7, -7, 0, -1, 0, -7, 0, -1, -1, 0, -7, -7, -7, -7],
// CHECK-NEXT:  [-2, -2, -2, -2, -2, 0, 0, -2, 0, 0, -2, -2, -2, -2, -2, -2],
// CHECK-NEXT:  [-1, -1, -1, -1, -1, -1, 0, -1, 0, -1, -1, -1, -1, -1, -1, -1],
// CHECK-NEXT:  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// CHECK-NEXT:  [1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1],
// CHECK-NEXT:  [2, 2, 2, 2, 2, 0, 0, 2, 0, 0, 2, 2, 2, 2, 2, 2],
// CHECK-NEXT:  [3, 3, 3, 3, 3, 1, 0, 3, 0, 1, 0, 3, 3, 3, 3, 3],
// CHECK-NEXT:  [7, 7, 7, 7, 0, 1, 0, 7, 0, 1, 1, 0, 7, 7, 7, 7],
// CHECK-NEXT:  [65535, 65535, 65535, 65535, 1, 1, 0, 65535, 0, 1, 0, 1, 0, 65535, 65535, 65535],
// CHECK-NEXT:  [1000000007, 1000000007, 0, 51719, 6, 1, 0, 1000000007, 0, 1, 2, 6, 1442, 0, 1000000007, 1000000007],
// CHECK-NEXT:  [2147483646, 2147483646, 147483632, 65534, 0, 0, 0, 2147483646, 0, 0, 0, 0, 32766, 147483632, 0, 2147483646],
// CHECK-NEXT:  [2147483647, 0, 147483633, 65535, 1, 1, 0, 2147483647, 0, 1, 1, 1, 32767, 147483633, 1, 0]]
  call @printMemrefI32(%ru) : (tensor<*xi32>) -> ()
  return
}
