// shapes ops inside an scf.for loop that carries a tensor: x + n * v, one
// broadcast addition (dims [1]) per iteration, and a loop whose body chains
// two broadcasting ops (x = max(x * 2, c) with a scalar and a (2,1) column).
// Lowered with -shapes-to-llvm and run.
//
// Each lowered op writes into a fresh tensor.empty, so the value yielded by
// scf.yield is a new buffer each iteration: bufferization must allow
// allocations returned from loops (it once failed here with "Yield operand #0
// is not equivalent to the corresponding iter bbArg").
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefF32(tensor<*xf32>)

// x + n * v
func.func @accumulate(%x: tensor<2x4xf32>, %v: tensor<4xf32>, %n: index) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<2x4xf32>) {
    %next = shapes.add %acc, %v broadcast_dimensions = [1]
        : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    scf.yield %next : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

// n times: x = max(x * 2, c)
func.func @double_clamp(%x: tensor<2x4xf32>, %c: tensor<2x1xf32>, %n: index) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant dense<2.0> : tensor<f32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<2x4xf32>) {
    %d = shapes.mul %acc, %two : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %m = shapes.max %d, %c : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    scf.yield %m : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c3 = arith.constant 3 : index
  %0 = call @accumulate(%x, %v, %c3) : (tensor<2x4xf32>, tensor<4xf32>, index) -> tensor<2x4xf32>
  %u0 = tensor.cast %0 : tensor<2x4xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [4, 8, 12, 16]
  // CHECK-NEXT: [8, 12, 16, 20]
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  // y = |-1 0.5 -2  1|, c = |3  |; twice: y*2 = |-2 1 -4 2| max 3  -> |3 3 3 3|
  //     | 4 -8   0.25 2|    |0.5|              |8 -16 0.5 4| max .5 -> |8 0.5 0.5 4|
  // then y*2 = |6 6 6 6| max 3 -> |6 6 6 6|, |16 1 1 8| max .5 -> |16 1 1 8|
  %y = arith.constant dense<[[-1.0, 0.5, -2.0, 1.0], [4.0, -8.0, 0.25, 2.0]]> : tensor<2x4xf32>
  %c = arith.constant dense<[[3.0], [0.5]]> : tensor<2x1xf32>
  %c2 = arith.constant 2 : index
  %1 = call @double_clamp(%y, %c, %c2) : (tensor<2x4xf32>, tensor<2x1xf32>, index) -> tensor<2x4xf32>
  %u1 = tensor.cast %1 : tensor<2x4xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
  // CHECK-NEXT: [6, 6, 6, 6]
  // CHECK-NEXT: [16, 1, 1, 8]
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
