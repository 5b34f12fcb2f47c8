// memref.get_global resolves its symbol in the nearest symbol table: the
// @g of the nested module is not the layout global @g of the outer module
// and must be left alone.
//
// Regression test, found by fuzzing. Before the fix: materializeLayoutGlobals rewrites every memref.get_global named
// @g in the whole module tree, so the inner one becomes a view of the outer
// global: "type of return operand 0 ('memref<2x3xf32, strided<[1, 2]>>')
// doesn't match function result type ('memref<4xi32>')".
//
// RUN: shapes-opt %s -shapes-lower-layouts | FileCheck %s

// CHECK-LABEL: module @inner
// CHECK: memref.global "private" constant @g : memref<4xi32>
// CHECK: memref.get_global @g : memref<4xi32>
#C = #shapes.layout<minor_to_major = [0, 1]>
module {
  memref.global "private" constant @g : memref<2x3xf32, #C> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
  func.func @outer() -> memref<2x3xf32, #C> {
    %a = memref.get_global @g : memref<2x3xf32, #C>
    return %a : memref<2x3xf32, #C>
  }
  module @inner {
    memref.global "private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>
    func.func @in() -> memref<4xi32> {
      %a = memref.get_global @g : memref<4xi32>
      return %a : memref<4xi32>
    }
  }
}
