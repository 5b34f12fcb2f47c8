// The four-op chains (kernels64.mlir: chain64, chain64t) as a user of
// upstream MLIR (no shapes dialect) writes them: one named op per step,
// each into its own tensor.empty:
//
//   relayout           chain64: linalg.copy (upstream tensors have no
//                      layout: a relayout is a copy of the values);
//                      chain64t: linalg.transpose of the physical buffer
//                      of the column-major input, passed as a row-major
//                      tensor (x^T);
//   broadcast_in_dim   linalg.broadcast, dimensions = [0];
//   add, mul, sub, max linalg.add, linalg.mul, linalg.sub, linalg.max
//                      (arith.maximumf on floats, as shapes.max).
//
// In place (`_inplace`: bufferization.materialize_in_destination ...
// restrict writable into a memref argument) and returning, like
// upstream64.mlir.
//
// Compiled twice by benchmarks/CMakeLists.txt, with upstream mlir-opt only:
//
//   unfused   the pipeline of upstream64.mlir as is: every step is a loop
//             nest writing a 64 MiB temporary;
//   fused     first --linalg-generalize-named-ops (named ops become
//             linalg.generic, which the fusion works on) and
//             --linalg-fuse-elementwise-ops, then the same pipeline: one
//             linalg.generic, with the transpose and the broadcast as
//             indexing maps. Every function is renamed <name>_fused.

//===- chain64: max((relayout(x) + broadcast(v)) * y - z, w) -------------===//

func.func @chain64_linalg(%x: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.copy ins(%x : tensor<4096x4096xf32>) outs(%e0 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e1 : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %s = linalg.add ins(%t, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e3 = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.mul ins(%s, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e3 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e4 = tensor.empty() : tensor<4096x4096xf32>
  %d = linalg.sub ins(%p, %z : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e4 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e5 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.max ins(%d, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e5 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @chain64_linalg_inplace(%x: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.copy ins(%x : tensor<4096x4096xf32>) outs(%e0 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e1 : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %s = linalg.add ins(%t, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e3 = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.mul ins(%s, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e3 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e4 = tensor.empty() : tensor<4096x4096xf32>
  %d = linalg.sub ins(%p, %z : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e4 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e5 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.max ins(%d, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e5 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

//===- chain64t: the same, x column-major (its physical buffer is x^T) ---===//

func.func @chain64t_linalg(%xt: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> attributes {llvm.emit_c_interface} {
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.transpose ins(%xt : tensor<4096x4096xf32>) outs(%e0 : tensor<4096x4096xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e1 : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %s = linalg.add ins(%t, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e3 = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.mul ins(%s, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e3 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e4 = tensor.empty() : tensor<4096x4096xf32>
  %d = linalg.sub ins(%p, %z : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e4 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e5 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.max ins(%d, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e5 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @chain64t_linalg_inplace(%xt: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>, %out: memref<4096x4096xf32>) attributes {llvm.emit_c_interface} {
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %t = linalg.transpose ins(%xt : tensor<4096x4096xf32>) outs(%e0 : tensor<4096x4096xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4096x4096xf32>
  %b = linalg.broadcast ins(%v : tensor<4096xf32>) outs(%e1 : tensor<4096x4096xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<4096x4096xf32>
  %s = linalg.add ins(%t, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e2 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e3 = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.mul ins(%s, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e3 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e4 = tensor.empty() : tensor<4096x4096xf32>
  %d = linalg.sub ins(%p, %z : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e4 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e5 = tensor.empty() : tensor<4096x4096xf32>
  %r = linalg.max ins(%d, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%e5 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}
