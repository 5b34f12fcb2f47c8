// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=1024}))" | FileCheck %s

// A destination that a later op of the block reads (exp(x) stored, then
// summed and divided in place, as in a softmax) gets ordinary stores: the
// reads find it in the cache. The last nest, whose destination nothing
// reads after it, streams.
// CHECK-LABEL: func.func @read_later
// CHECK:         math.exp
// CHECK-NOT:     nontemporal
// CHECK:         vector.reduction <add>
// CHECK:         arith.divf
// CHECK:         vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK:         return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @read_later(%x: memref<4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%s : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%out : memref<4x64xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%out, %s : memref<4x64xf32>, memref<4xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    linalg.yield %q : f32
  }
  memref.dealloc %s : memref<4xf32>
  return
}
