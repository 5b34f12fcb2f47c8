// The 64 MiB kernels of kernels64.mlir as a user of upstream MLIR (no shapes
// dialect) would write them, in the styles of upstream.mlir:
//
//   <kernel>_linalg    named ops: linalg.broadcast into a full-size
//                      temporary then linalg.add; linalg.transpose (then
//                      tensor.pad for the padded relayout);
//   <kernel>_generic   hand-fused: one linalg.generic whose indexing maps do
//                      the broadcast; for the padded relayout a linalg.fill
//                      of the padded buffer and a linalg.transpose into its
//                      interior.
//
// and, like kernels64.mlir, in two calling styles: `_inplace` writes the
// caller's buffer (bufferization.materialize_in_destination ... restrict
// writable into a memref argument), the others return a fresh buffer.
//
// Lowered by benchmarks/CMakeLists.txt with upstream mlir-opt only, the
// pipeline of upstream.mlir preceded by --eliminate-empty-tensors (which
// lets the in-place functions compute in the caller's buffer instead of a
// temporary they then copy).
//
// The column-major results are the physical buffer seen as a row-major
// memref: row j is column j of the input (for the padded relayout: 4095
// elements and a zero, and row 4095 all zeros).

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

//===- add64 --------------------------------------------------------------===//

func.func @add64_linalg(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.add ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @add64_linalg_inplace(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.add ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

func.func @add64_generic(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %v : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096x4096xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @add64_generic_inplace(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %v : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096x4096xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

//===- transpose64 --------------------------------------------------------===//
// linalg.transpose is both the named op and (as a generic) the hand-fused
// form: one formulation.

func.func @transpose64_linalg(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.transpose ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) permutation = [1, 0]
  return %t : tensor<4096x4096xf32>
}

func.func @transpose64_linalg_inplace(%x: tensor<4096x4096xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.transpose ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) permutation = [1, 0]
  bufferization.materialize_in_destination %t in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

//===- pad64 --------------------------------------------------------------===//

func.func @pad64_linalg(%x: tensor<4095x4095xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4095x4095xf32>
  %t = linalg.transpose ins(%x : tensor<4095x4095xf32>) outs(%e : tensor<4095x4095xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<4095x4095xf32> to tensor<4096x4096xf32>
  return %p : tensor<4096x4096xf32>
}

func.func @pad64_linalg_inplace(%x: tensor<4095x4095xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4095x4095xf32>
  %t = linalg.transpose ins(%x : tensor<4095x4095xf32>) outs(%e : tensor<4095x4095xf32>) permutation = [1, 0]
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<4095x4095xf32> to tensor<4096x4096xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

func.func @pad64_generic(%x: tensor<4095x4095xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %s = tensor.extract_slice %f[0, 0] [4095, 4095] [1, 1] : tensor<4096x4096xf32> to tensor<4095x4095xf32>
  %t = linalg.transpose ins(%x : tensor<4095x4095xf32>) outs(%s : tensor<4095x4095xf32>) permutation = [1, 0]
  %r = tensor.insert_slice %t into %f[0, 0] [4095, 4095] [1, 1] : tensor<4095x4095xf32> into tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @pad64_generic_inplace(%x: tensor<4095x4095xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %s = tensor.extract_slice %f[0, 0] [4095, 4095] [1, 1] : tensor<4096x4096xf32> to tensor<4095x4095xf32>
  %t = linalg.transpose ins(%x : tensor<4095x4095xf32>) outs(%s : tensor<4095x4095xf32>) permutation = [1, 0]
  %r = tensor.insert_slice %t into %f[0, 0] [4095, 4095] [1, 1] : tensor<4095x4095xf32> into tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}
