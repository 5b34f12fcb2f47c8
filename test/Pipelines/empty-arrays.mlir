// Arrays without elements through -shapes-to-llvm: a relayout between two
// layouts whose strides differ, then a transpose that moves no data (the
// operand's layout permuted). Nothing moves, and the module lowers.
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s

#l1 = #shapes.layout<minor_to_major = [3, 0, 1, 2]>
#l2 = #shapes.layout<minor_to_major = [2, 0, 1, 3]>

// CHECK-LABEL: llvm.func @relayout_then_view
// CHECK: llvm.return
func.func @relayout_then_view(%x: tensor<0x1x5x2xi64, #l1>) -> tensor<2x1x0x5xi64> {
  %r = shapes.relayout %x : tensor<0x1x5x2xi64, #l1> to tensor<0x1x5x2xi64, #l2>
  %t = shapes.transpose %r, permutation = [3, 1, 0, 2] : tensor<0x1x5x2xi64, #l2> -> tensor<2x1x0x5xi64>
  return %t : tensor<2x1x0x5xi64>
}
