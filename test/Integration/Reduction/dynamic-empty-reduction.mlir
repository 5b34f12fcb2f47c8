// A reduction over a `?` size that is 0 at run time is its init, even when
// its body no longer reads the init once the fill of its input folds into
// it (an AND over `false`, an OR over `true`): the body never runs. With
// 3 elements the body runs and gives its constant.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

func.func private @printMemrefI32(memref<*xi32>)

func.func @all_of_false(%n: index) -> tensor<2xi1> {
  %false = arith.constant false
  %true = arith.constant true
  %e = tensor.empty(%n) : tensor<2x?xi1>
  %input = linalg.fill ins(%false : i1) outs(%e : tensor<2x?xi1>) -> tensor<2x?xi1>
  %i = tensor.empty() : tensor<2xi1>
  %init = linalg.fill ins(%true : i1) outs(%i : tensor<2xi1>) -> tensor<2xi1>
  %r = linalg.reduce ins(%input : tensor<2x?xi1>) outs(%init : tensor<2xi1>) dimensions = [1]
    (%in: i1, %acc: i1) {
      %c = arith.andi %acc, %in : i1
      linalg.yield %c : i1
    }
  return %r : tensor<2xi1>
}

func.func @any_of_true(%n: index) -> tensor<3xi32> {
  %zero = arith.constant 0 : i32
  %minus = arith.constant -1 : i32
  %e = tensor.empty(%n) : tensor<?x3xi32>
  %input = linalg.fill ins(%minus : i32) outs(%e : tensor<?x3xi32>) -> tensor<?x3xi32>
  %i = tensor.empty() : tensor<3xi32>
  %init = linalg.fill ins(%zero : i32) outs(%i : tensor<3xi32>) -> tensor<3xi32>
  %r = linalg.reduce ins(%input : tensor<?x3xi32>) outs(%init : tensor<3xi32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %c = arith.ori %acc, %in : i32
      linalg.yield %c : i32
    }
  return %r : tensor<3xi32>
}

func.func @print(%n: index) {
  %a = call @all_of_false(%n) : (index) -> tensor<2xi1>
  %x = arith.extui %a : tensor<2xi1> to tensor<2xi32>
  %xb = bufferization.to_buffer %x : tensor<2xi32> to memref<2xi32>
  %xp = memref.cast %xb : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%xp) : (memref<*xi32>) -> ()
  %o = call @any_of_true(%n) : (index) -> tensor<3xi32>
  %ob = bufferization.to_buffer %o : tensor<3xi32> to memref<3xi32>
  %op = memref.cast %ob : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%op) : (memref<*xi32>) -> ()
  return
}

// CHECK: data =
// CHECK-NEXT: [1,  1]
// CHECK: data =
// CHECK-NEXT: [0,  0,  0]
// CHECK: data =
// CHECK-NEXT: [0,  0]
// CHECK: data =
// CHECK-NEXT: [-1,  -1,  -1]
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  call @print(%c0) : (index) -> ()
  call @print(%c3) : (index) -> ()
  return
}
