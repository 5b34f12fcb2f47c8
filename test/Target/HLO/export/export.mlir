// The HLO text of modules written by hand, and its import.
// RUN: shapes-translate --export-hlo --split-input-file %s | FileCheck %s
// RUN: shapes-translate --export-hlo --split-input-file %s --output-split-marker=//----- \
// RUN:   | awk '/^\/\/-----$/ { n++; next } { print > ("%t." (n + 0) ".hlo") }'
// RUN: shapes-translate --import-hlo %t.0.hlo | FileCheck %s --check-prefix=IMPORT0
// RUN: shapes-translate --import-hlo %t.1.hlo | FileCheck %s --check-prefix=IMPORT1
// RUN: shapes-translate --import-hlo %t.2.hlo | FileCheck %s --check-prefix=IMPORT2
// RUN: shapes-translate --import-hlo %t.3.hlo | FileCheck %s --check-prefix=IMPORT3
// RUN: shapes-translate --import-hlo %t.4.hlo | FileCheck %s --check-prefix=IMPORT4

// Degenerate broadcasting drops the size-1 dimensions with a reshape; a
// body of one arithmetic op is that opcode; a parameter can be a result;
// an unsigned maximum is computed on u32 between converts.

// CHECK-LABEL: HloModule module, entry_computation_layout={(f32[1,3]{1,0}, f32[2,3]{0,1}, s32[4]{0})->(f32[2,3]{0,1}, f32[2,3]{0,1}, s32[4]{0}, s32[4]{0})}
// CHECK-EMPTY:
// CHECK-NEXT: ENTRY %main (Arg_0: f32[1,3]{1,0}, Arg_1: f32[2,3]{0,1}, Arg_2: s32[4]{0}) -> (f32[2,3]{0,1}, f32[2,3]{0,1}, s32[4]{0}, s32[4]{0}) {
// CHECK-NEXT:   %Arg_0 = f32[1,3]{1,0} parameter(0)
// CHECK-NEXT:   %Arg_1 = f32[2,3]{0,1} parameter(1)
// CHECK-NEXT:   %Arg_2 = s32[4]{0} parameter(2)
// CHECK-NEXT:   %[[R:reshape.[0-9]+]] = f32[3]{0} reshape(%Arg_0)
// CHECK-NEXT:   %[[B:broadcast.[0-9]+]] = f32[2,3]{0,1} broadcast(%[[R]]), dimensions={1}
// CHECK-NEXT:   %[[A:add.[0-9]+]] = f32[2,3]{0,1} add(%[[B]], %Arg_1)
// CHECK-NEXT:   %[[U0:convert.[0-9]+]] = u32[4]{0} convert(%Arg_2)
// CHECK-NEXT:   %[[U1:convert.[0-9]+]] = u32[4]{0} convert(%Arg_2)
// CHECK-NEXT:   %[[M:maximum.[0-9]+]] = u32[4]{0} maximum(%[[U0]], %[[U1]])
// CHECK-NEXT:   %[[S:convert.[0-9]+]] = s32[4]{0} convert(%[[M]])
// CHECK-NEXT:   ROOT %{{.*}} = (f32[2,3]{0,1}, f32[2,3]{0,1}, s32[4]{0}, s32[4]{0}) tuple(%[[A]], %Arg_1, %[[S]], %Arg_2)
// CHECK-NEXT: }

// IMPORT0: func.func @main
// IMPORT0: shapes.broadcast_in_dim {{.*}} dims = [1]
// IMPORT0: arith.maxui
#cm = #shapes.layout<minor_to_major = [0, 1]>
func.func @main(%a: tensor<1x3xf32>, %b: tensor<2x3xf32, #cm>, %u: tensor<4xi32>)
    -> (tensor<2x3xf32, #cm>, tensor<2x3xf32, #cm>, tensor<4xi32>, tensor<4xi32>) {
  %0 = shapes.broadcast_in_dim %a, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32, #cm>
  %e = tensor.empty() : tensor<2x3xf32, #cm>
  %1 = linalg.map { arith.addf } ins(%0, %b : tensor<2x3xf32, #cm>, tensor<2x3xf32, #cm>) outs(%e : tensor<2x3xf32, #cm>)
  %e2 = tensor.empty() : tensor<4xi32>
  %2 = linalg.map ins(%u, %u : tensor<4xi32>, tensor<4xi32>) outs(%e2 : tensor<4xi32>)
    (%x: i32, %y: i32, %init: i32) {
      %m = arith.maxui %x, %y : i32
      linalg.yield %m : i32
    }
  return %1, %b, %2, %u : tensor<2x3xf32, #cm>, tensor<2x3xf32, #cm>, tensor<4xi32>, tensor<4xi32>
}

// -----

// One result is the ROOT, wherever it is; the module's name is kept; a
// scalar has no layout; a splat constant is written element by element.

// CHECK-LABEL: HloModule named, entry_computation_layout={(f32[])->f32[2,2]{0,1}}
// CHECK:       ENTRY %scalar (Arg_0: f32[]) -> f32[2,2]{0,1} {
// CHECK-NEXT:    %Arg_0 = f32[] parameter(0)
// CHECK-NEXT:    ROOT %[[B:broadcast.[0-9]+]] = f32[2,2]{0,1} broadcast(%Arg_0), dimensions={}
// CHECK-NEXT:    %{{.*}} = f32[2,2]{1,0} constant({{[{][{]}}7, 7}, {7, 7}})
// CHECK-NEXT:  }

// IMPORT1: module @named
// IMPORT1: func.func @scalar(%arg0: tensor<f32>) -> tensor<2x2xf32, #layout>
#cm = #shapes.layout<minor_to_major = [0, 1]>
module @named {
  func.func @scalar(%s: tensor<f32>) -> tensor<2x2xf32, #cm> {
    %0 = shapes.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x2xf32, #cm>
    %1 = arith.constant dense<7.0> : tensor<2x2xf32>
    return %0 : tensor<2x2xf32, #cm>
  }
}

// -----

// A signed compare of i32 read as unsigned keeps its element type.

// CHECK-LABEL: HloModule module
// CHECK: ROOT %{{.*}} = pred[3]{0} compare(%Arg_0, %Arg_1), direction=LE, type=UNSIGNED

// IMPORT2: linalg.map { arith.cmpi {predicate = 7 : i64} }
func.func @unsigned_compare(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi1> {
  %e = tensor.empty() : tensor<3xi1>
  %0 = linalg.map ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%e : tensor<3xi1>)
    (%x: i32, %y: i32, %init: i1) {
      %c = arith.cmpi ule, %x, %y : i32
      linalg.yield %c : i1
    }
  return %0 : tensor<3xi1>
}

// -----

// A dot that widens i8 by zero extension reads its operands as u8: it is
// computed on u8 and u32 between converts.

// CHECK-LABEL: HloModule module
// CHECK:      %[[L:convert.[0-9]+]] = u8[2,3]{1,0} convert(%Arg_0)
// CHECK-NEXT: %[[R:convert.[0-9]+]] = u8[3,4]{1,0} convert(%Arg_1)
// CHECK-NEXT: %[[D:dot.[0-9]+]] = u32[2,4]{1,0} dot(%[[L]], %[[R]]), lhs_contracting_dims={1}, rhs_contracting_dims={0}
// CHECK-NEXT: ROOT %{{.*}} = s32[2,4]{1,0} convert(%[[D]])

// IMPORT3: arith.extui %{{.*}} : i8 to i32
// IMPORT3: arith.extui %{{.*}} : i8 to i32
func.func @unsigned_dot(%a: tensor<2x3xi8>, %b: tensor<3x4xi8>) -> tensor<2x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<2x4xi32>) -> tensor<2x4xi32>
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xi8>, tensor<3x4xi8>) outs(%init : tensor<2x4xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xw = arith.extui %x : i8 to i32
    %yw = arith.extui %y : i8 to i32
    %m = arith.muli %xw, %yw : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// An unsigned maximum reducer reduces on u32 between converts, its input
// and init converted to u32 and its result back to s32.

// CHECK-LABEL: HloModule module
// CHECK:      %[[RED:maximum_reducer.[0-9]+]] (x: u32[], y: u32[]) -> u32[] {
// CHECK-NEXT:   %x = u32[] parameter(0)
// CHECK-NEXT:   %y = u32[] parameter(1)
// CHECK-NEXT:   ROOT %maximum = u32[] maximum(%x, %y)
// CHECK:      %[[I:convert.[0-9]+]] = u32[2,3]{1,0} convert(%Arg_0)
// CHECK-NEXT: %[[V:convert.[0-9]+]] = u32[] convert(%Arg_1)
// CHECK-NEXT: %[[R:reduce.[0-9]+]] = u32[2]{0} reduce(%[[I]], %[[V]]), dimensions={1}, to_apply=%[[RED]]
// CHECK-NEXT: ROOT %{{.*}} = s32[2]{0} convert(%[[R]])

// IMPORT4: linalg.reduce { arith.maxui }
func.func @unsigned_reduce(%a: tensor<2x3xi32>, %s: tensor<i32>) -> tensor<2xi32> {
  %v = tensor.extract %s[] : tensor<i32>
  %e = tensor.empty() : tensor<2xi32>
  %init = linalg.fill ins(%v : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %0 = linalg.reduce { arith.maxui } ins(%a : tensor<2x3xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
  return %0 : tensor<2xi32>
}
