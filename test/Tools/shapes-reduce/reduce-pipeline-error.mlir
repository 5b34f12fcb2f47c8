// The docs/Reduce.md recipe: shapes-reduce shrinks a program on which
// `shapes-opt -shapes-to-llvm` fails to the function that fails, with its
// shapes ops replaced by their operands, and the reduced file still fails in
// the same way.
//
// RUN: not shapes-opt %s -shapes-to-llvm 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: shapes-reduce %s -reduction-tree='traversal-mode=0 test=%S/Inputs/cannot-fill-padding.sh' -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: not shapes-opt %t -shapes-to-llvm 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: error: #shapes.layout cannot pad elements of type 'ui32' with padding_value 'zero'

// The planted failure: a padded buffer of unsigned integers, whose padding
// -shapes-lower-layouts cannot fill, in the middle of valid code.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>{{$}}
// CHECK-NOT:  @add_row
// CHECK-NOT:  @outer
// CHECK-NOT:  = shapes.
// CHECK:      func.func @scratch
// CHECK-NOT:  = shapes.
// CHECK:        memref.alloc() : memref<2xui32, #[[$L]]>
// CHECK-NOT:  = shapes.
// CHECK-NOT:  func.func

#col = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = lowest>
#pad = #shapes.layout<minor_to_major = [0], padded_dimensions = [3]>
func.func @add_row(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #col> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #col>
  return %r : tensor<2x3xf32, #col>
}
func.func @scratch(%x: tensor<4xi32>, %u: ui32) -> (tensor<4xi32>, memref<2xui32, #pad>) {
  %y = shapes.mul %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %z = shapes.add %y, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %buf = memref.alloc() : memref<2xui32, #pad>
  %c0 = arith.constant 0 : index
  memref.store %u, %buf[%c0] : memref<2xui32, #pad>
  return %z, %buf : tensor<4xi32>, memref<2xui32, #pad>
}
func.func @outer(%a: tensor<4x1xi32>, %b: tensor<1x5xi32>) -> tensor<4x5xi1> {
  %c = shapes.compare lt, %a, %b : (tensor<4x1xi32>, tensor<1x5xi32>) -> tensor<4x5xi1>
  return %c : tensor<4x5xi1>
}
