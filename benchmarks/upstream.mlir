// The benchmark kernels as a user of upstream MLIR (no shapes dialect) would
// write them, in two styles each:
//
//   <kernel>_linalg   the natural formulation with named ops: broadcasts are
//                     materialized (linalg.broadcast into a full-size
//                     temporary, then the elementwise op); the relayout is
//                     linalg.transpose followed by tensor.pad.
//   <kernel>_generic  the hand-fused formulation: one linalg.generic whose
//                     indexing maps do the broadcast; the relayout is a fill
//                     of the padded buffer and a transpose into its interior
//                     (destination-passing style, bufferizes in place).
//
// Lowered by benchmarks/CMakeLists.txt with upstream mlir-opt only:
//   --one-shot-bufferize="bufferize-function-boundaries"
//   --buffer-deallocation-pipeline --convert-bufferization-to-memref
//   --convert-linalg-to-loops --expand-strided-metadata --lower-affine
//   --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm
//   --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// then mlir-translate and clang++ -O3 -march=native, like kernels.mlir.
//
// The relayout results are the physical padded buffer seen as a row-major
// (2048, 2056) array: row j holds column j of the input, then 8 zeros --
// the same bytes as shapes' tensor<2048x2048xf32, #shapes.layout<
// minor_to_major = [0, 1], padded_dimensions = [2056, 2048]>>.

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#col1 = affine_map<(i, j) -> (i, 0)>
#row1 = affine_map<(i, j) -> (0, j)>

//===- bcast_add ----------------------------------------------------------===//

func.func @bcast_add_linalg(%m: tensor<4096x1024xf32>, %v: tensor<1024xf32>) -> tensor<4096x1024xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x1024xf32>
  %b = linalg.broadcast ins(%v : tensor<1024xf32>) outs(%e : tensor<4096x1024xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x1024xf32>
  %r = linalg.add ins(%m, %b : tensor<4096x1024xf32>, tensor<4096x1024xf32>) outs(%e2 : tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

func.func @bcast_add_generic(%m: tensor<4096x1024xf32>, %v: tensor<1024xf32>) -> tensor<4096x1024xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : tensor<4096x1024xf32>, tensor<1024xf32>) outs(%e : tensor<4096x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

//===- outer --------------------------------------------------------------===//

func.func @outer_linalg(%a: tensor<4096x1xf32>, %b: tensor<1x1024xf32>) -> tensor<4096x1024xf32> attributes {llvm.emit_c_interface} {
  %a1 = tensor.collapse_shape %a [[0, 1]] : tensor<4096x1xf32> into tensor<4096xf32>
  %b1 = tensor.collapse_shape %b [[0, 1]] : tensor<1x1024xf32> into tensor<1024xf32>
  %e1 = tensor.empty() : tensor<4096x1024xf32>
  %ab = linalg.broadcast ins(%a1 : tensor<4096xf32>) outs(%e1 : tensor<4096x1024xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<4096x1024xf32>
  %bb = linalg.broadcast ins(%b1 : tensor<1024xf32>) outs(%e2 : tensor<4096x1024xf32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<4096x1024xf32>
  %r = linalg.mul ins(%ab, %bb : tensor<4096x1024xf32>, tensor<4096x1024xf32>) outs(%e3 : tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

func.func @outer_generic(%a: tensor<4096x1xf32>, %b: tensor<1x1024xf32>) -> tensor<4096x1024xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x1024xf32>
  %r = linalg.generic {indexing_maps = [#col1, #row1, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4096x1xf32>, tensor<1x1024xf32>) outs(%e : tensor<4096x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

//===- relayout_pad -------------------------------------------------------===//

func.func @relayout_pad_linalg(%x: tensor<2048x2048xf32>) -> tensor<2048x2056xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<2048x2048xf32>
  %t = linalg.transpose ins(%x : tensor<2048x2048xf32>) outs(%e : tensor<2048x2048xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, 0] high[0, 8] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2048x2048xf32> to tensor<2048x2056xf32>
  return %p : tensor<2048x2056xf32>
}

func.func @relayout_pad_generic(%x: tensor<2048x2048xf32>) -> tensor<2048x2056xf32> attributes {llvm.emit_c_interface} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x2056xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2048x2056xf32>) -> tensor<2048x2056xf32>
  %s = tensor.extract_slice %f[0, 0] [2048, 2048] [1, 1] : tensor<2048x2056xf32> to tensor<2048x2048xf32>
  %t = linalg.transpose ins(%x : tensor<2048x2048xf32>) outs(%s : tensor<2048x2048xf32>) permutation = [1, 0]
  %r = tensor.insert_slice %t into %f[0, 0] [2048, 2048] [1, 1] : tensor<2048x2048xf32> into tensor<2048x2056xf32>
  return %r : tensor<2048x2056xf32>
}

//===- int_div ------------------------------------------------------------===//
// The body is XLA's never-trapping division (what shapes.div means);
// arith.divsi alone is undefined behaviour for x / 0 and INT_MIN / -1.

func.func @int_div_linalg(%m: tensor<4096x1024xi32>, %v: tensor<1024xi32>) -> tensor<4096x1024xi32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x1024xi32>
  %b = linalg.broadcast ins(%v : tensor<1024xi32>) outs(%e : tensor<4096x1024xi32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x1024xi32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<4096x1024xi32>, tensor<4096x1024xi32>) outs(%e2 : tensor<4096x1024xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %q = func.call @safe_div(%x, %y) : (i32, i32) -> i32
    linalg.yield %q : i32
  } -> tensor<4096x1024xi32>
  return %r : tensor<4096x1024xi32>
}

func.func @int_div_generic(%m: tensor<4096x1024xi32>, %v: tensor<1024xi32>) -> tensor<4096x1024xi32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x1024xi32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %v : tensor<4096x1024xi32>, tensor<1024xi32>) outs(%e : tensor<4096x1024xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %q = func.call @safe_div(%x, %y) : (i32, i32) -> i32
    linalg.yield %q : i32
  } -> tensor<4096x1024xi32>
  return %r : tensor<4096x1024xi32>
}

// x / 0 = -1, INT_MIN / -1 = INT_MIN, otherwise truncating division. Private:
// inlined by clang -O3.
func.func private @safe_div(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %cmin = arith.constant -2147483648 : i32
  %zero = arith.cmpi eq, %y, %c0 : i32
  %xmin = arith.cmpi eq, %x, %cmin : i32
  %ym1 = arith.cmpi eq, %y, %cm1 : i32
  %ovf = arith.andi %xmin, %ym1 : i1
  %bad = arith.ori %zero, %ovf : i1
  %d = arith.select %bad, %c1, %y : i32
  %q = arith.divsi %x, %d : i32
  %r = arith.select %zero, %cm1, %q : i32
  return %r : i32
}
