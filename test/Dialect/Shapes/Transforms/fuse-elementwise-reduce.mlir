// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | FileCheck %s

// linalg.reduce and linalg.map take part in fusion as generics. A softmax
// over rows is four loop nests: the max-reduce, exp(x - m) with the
// subtraction fused in, computed once and stored (a transcendental function
// is not recomputed in each of its two consumers), its sum, and e / s
// written over e (its last reader), so that e needs no buffer of its own.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @softmax
// CHECK-SAME:    (%[[X:.*]]: tensor<8x16xf32>)
// CHECK:         %[[M:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<8x16xf32>)
// CHECK:           arith.maximumf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8x16xf32>
// CHECK:         %[[E:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[M]] : tensor<8x16xf32>, tensor<8xf32>) outs(%[[EMPTY]] : tensor<8x16xf32>)
// CHECK:           arith.subf
// CHECK-NEXT:      math.exp
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[S:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[E]] : tensor<8x16xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[E]], %[[S]] : tensor<8x16xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8x16xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.divf
// CHECK-NEXT:      linalg.yield
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     linalg.map
// CHECK-NOT:     linalg.reduce
// CHECK:         return %[[R]]
func.func @softmax(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<8x16xf32>) outs(%1 : tensor<8xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %d = shapes.sub %x, %mb : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = tensor.empty() : tensor<8x16xf32>
  %e = linalg.map { math.exp } ins(%d : tensor<8x16xf32>) outs(%4 : tensor<8x16xf32>)
  %5 = tensor.empty() : tensor<8xf32>
  %6 = linalg.fill ins(%zero : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<8x16xf32>) outs(%6 : tensor<8xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %r = shapes.div %e, %sb : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// Layer norm: sum(x); sum((x - mean)^2) with the centring fused into the
// reduction; (x - mean) * rsqrt(var + eps) with the map fused into it.
// CHECK-LABEL: func.func @layer_norm
// CHECK-SAME:    (%[[X:.*]]: tensor<8x16xf32>, %[[N:.*]]: tensor<8xf32>, %[[EPS:.*]]: tensor<8xf32>)
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<8x16xf32>)
// CHECK:           arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[SS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[SUM]], %[[N]] :
// CHECK:           arith.divf
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[Y:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[SUM]], %[[N]], %[[SS]], %[[EPS]] :
// CHECK:           math.rsqrt
// CHECK:           arith.mulf
// CHECK-NEXT:      linalg.yield
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     linalg.map
// CHECK-NOT:     linalg.reduce
// CHECK:         return %[[Y]]
func.func @layer_norm(%x: tensor<8x16xf32>, %n: tensor<8xf32>, %eps: tensor<8xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<8x16xf32>) outs(%1 : tensor<8xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %c = shapes.sub %x, %mb : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %sq = shapes.mul %c, %c : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = tensor.empty() : tensor<8xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<8x16xf32>) outs(%3 : tensor<8xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %ve = shapes.add %var, %eps : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %4 = tensor.empty() : tensor<8xf32>
  %r = linalg.map { math.rsqrt } ins(%ve : tensor<8xf32>) outs(%4 : tensor<8xf32>)
  %rb = shapes.broadcast_in_dim %r, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
  %y = shapes.mul %c, %rb : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// Layouts survive: the column-major operands are read in place by the
// fused reduction, whose result keeps its padded layout.
// CHECK-DAG: #[[CM:.*]] = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-DAG: #[[PD:.*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [16]>
// CHECK-LABEL: func.func @layouts
// CHECK-SAME:    (%[[X:.*]]: tensor<8x16xf32, #[[CM]]>, %[[Y:.*]]: tensor<8x16xf32, #[[CM]]>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<16xf32, #[[PD]]>
// CHECK:         %[[F:.*]] = linalg.fill {{.*}} outs(%[[E]] : tensor<16xf32, #[[PD]]>)
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel"]} ins(%[[X]], %[[Y]] : tensor<8x16xf32, #[[CM]]>, tensor<8x16xf32, #[[CM]]>) outs(%[[F]] : tensor<16xf32, #[[PD]]>)
// CHECK:           arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK-NEXT:    } -> tensor<16xf32, #[[PD]]>
// CHECK:         return %[[R]]
#cm = #shapes.layout<minor_to_major = [0, 1]>
#pd = #shapes.layout<minor_to_major = [0], padded_dimensions = [16]>
func.func @layouts(%x: tensor<8x16xf32, #cm>, %y: tensor<8x16xf32, #cm>) -> tensor<16xf32, #pd> {
  %zero = arith.constant 0.0 : f32
  %p = shapes.mul %x, %y : (tensor<8x16xf32, #cm>, tensor<8x16xf32, #cm>) -> tensor<8x16xf32, #cm>
  %0 = tensor.empty() : tensor<16xf32, #pd>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<16xf32, #pd>) -> tensor<16xf32, #pd>
  %s = linalg.reduce { arith.addf } ins(%p : tensor<8x16xf32, #cm>) outs(%1 : tensor<16xf32, #pd>) dimensions = [0]
  return %s : tensor<16xf32, #pd>
}

// -----

// An elementwise producer of a dot's operand is not fused into the dot (a
// contraction generic, as the importer builds for HLO `dot`): the dot
// reads each element of it once per column of the result, and a dot with
// a fused body is no longer a contraction that -shapes-pack-contractions
// packs.
// CHECK-LABEL: func.func @scaled_dot
// CHECK:         %[[P:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK:           arith.divf
// CHECK:         %[[D:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[P]], %{{.*}} : tensor<8x16xf32>, tensor<16x4xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK:         return %[[D]]
#lhs = affine_map<(i, j, k) -> (i, k)>
#rhs = affine_map<(i, j, k) -> (k, j)>
#out = affine_map<(i, j, k) -> (i, j)>
func.func @scaled_dot(%p: tensor<8x16xf32>, %s: tensor<8x16xf32>, %v: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %q = shapes.div %p, %s : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %d = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %v : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}

// -----

// A relayout of a dot's operand fuses: the dot reads the column-major
// source through its layout, with no copy.
// CHECK-LABEL: func.func @dot_of_column_major
// CHECK-SAME:    (%[[W:.*]]: tensor<16x4xf32, #{{.*}}>, %[[P:.*]]: tensor<8x16xf32>)
// CHECK-NOT:     linalg.copy
// CHECK:         %[[D:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[P]], %[[W]] : tensor<8x16xf32>, tensor<16x4xf32, #{{.*}}>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK:         return %[[D]]
#cmw = #shapes.layout<minor_to_major = [0, 1]>
#lhs2 = affine_map<(i, j, k) -> (i, k)>
#rhs2 = affine_map<(i, j, k) -> (k, j)>
#out2 = affine_map<(i, j, k) -> (i, j)>
func.func @dot_of_column_major(%w: tensor<16x4xf32, #cmw>, %p: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %v = shapes.relayout %w : tensor<16x4xf32, #cmw> to tensor<16x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %d = linalg.generic {indexing_maps = [#lhs2, #rhs2, #out2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<8x16xf32>, tensor<16x4xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}

// -----

// A reduce over no dimension has only parallel loops, but each element is
// combine(init, x): it reads its init. It does not fuse into a consumer
// that broadcasts it, which would read and write the init in every
// iteration and so add x once per element of the consumer.
// CHECK-LABEL: func.func @reduce_no_dims_broadcast
// CHECK-SAME:    (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<2x3xi32>)
// CHECK:         %[[FILL:.*]] = linalg.fill
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<i32>) outs(%[[FILL]] : tensor<i32>)
// CHECK:           arith.addi
// CHECK:         %[[M:.*]] = linalg.generic {{.*}} ins(%[[R]], %[[B]] : tensor<i32>, tensor<2x3xi32>) outs(%{{.*}} : tensor<2x3xi32>)
// CHECK-NOT:       arith.addi
// CHECK:           arith.andi
// CHECK:         return %[[M]]
func.func @reduce_no_dims_broadcast(%a: tensor<i32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %zero = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<i32>
  %1 = linalg.fill ins(%zero : i32) outs(%0 : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce { arith.addi } ins(%a : tensor<i32>) outs(%1 : tensor<i32>) dimensions = []
  %m = shapes.and %r, %b : (tensor<i32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %m : tensor<2x3xi32>
}

// -----

// A reduction over no elements is its init, whatever its body: the fill of
// the init stays, though the body, given the fill of the empty input,
// no longer reads it.

// CHECK-LABEL: func.func @empty_reduction(
// CHECK: %[[TRUE:.+]] = arith.constant true
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[TRUE]] : i1) outs(%{{.+}} : tensor<i1>)
// CHECK-NOT: linalg.generic
// CHECK: return %[[INIT]]
func.func @empty_reduction() -> tensor<i1> {
  %false = arith.constant false
  %true = arith.constant true
  %e = tensor.empty() : tensor<2x0x13xi1>
  %input = linalg.fill ins(%false : i1) outs(%e : tensor<2x0x13xi1>) -> tensor<2x0x13xi1>
  %i = tensor.empty() : tensor<i1>
  %init = linalg.fill ins(%true : i1) outs(%i : tensor<i1>) -> tensor<i1>
  %r = linalg.reduce ins(%input : tensor<2x0x13xi1>) outs(%init : tensor<i1>) dimensions = [0, 1, 2]
    (%in: i1, %acc: i1) {
      %c = arith.andi %acc, %in : i1
      linalg.yield %c : i1
    }
  return %r : tensor<i1>
}

// -----

// A reduced size of `?` may be 0 at run time, and the init then the result:
// the fill of the init stays, though the body no longer reads it.

// CHECK-LABEL: func.func @dynamic_reduction_keeps_init(
// CHECK: %[[TRUE:.+]] = arith.constant true
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[TRUE]] : i1) outs(%{{.+}} : tensor<2xi1>)
// CHECK: %[[R:.+]] = linalg.generic
// CHECK-SAME: outs(%[[INIT]] : tensor<2xi1>)
// CHECK: return %[[R]]
func.func @dynamic_reduction_keeps_init(%n: index) -> tensor<2xi1> {
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

// -----

// With a static reduced size the unread init is dropped, whatever its type.

// CHECK-LABEL: func.func @static_reduction_drops_init(
// CHECK-NOT: arith.constant true
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2xi1>
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<2xi1>)
func.func @static_reduction_drops_init() -> tensor<2xi1> {
  %false = arith.constant false
  %true = arith.constant true
  %e = tensor.empty() : tensor<2x5xi1>
  %input = linalg.fill ins(%false : i1) outs(%e : tensor<2x5xi1>) -> tensor<2x5xi1>
  %i = tensor.empty() : tensor<2xi1>
  %init = linalg.fill ins(%true : i1) outs(%i : tensor<2xi1>) -> tensor<2xi1>
  %r = linalg.reduce ins(%input : tensor<2x5xi1>) outs(%init : tensor<2xi1>) dimensions = [1]
    (%in: i1, %acc: i1) {
      %c = arith.andi %acc, %in : i1
      linalg.yield %c : i1
    }
  return %r : tensor<2xi1>
}
