// The 1024^3 f32 dot with upstream MLIR's packing pieces, run by
// mlir-opt -transform-interpreter: on tensors, a linalg.pack of A into
// 8 x 1 tiles, of B into 32 x 1 tiles (transposed outer dimensions), a
// linalg.mmt4d into a packed C filled with zeros, and a linalg.unpack into
// the result. The transform script tiles the unpack by column panels of
// nc = 256 (tile_using_for, i.e. tileUsingSCF) and fuses the fill, the
// mmt4d and both packs into them (fuse_into_containing_op); it tiles the
// mmt4d by kc = 256, fusing the pack of B's kc x nc panel into that loop,
// and by mc = 256 rows, fusing the pack of A's mc x kc block into that
// one, so that only a panel and a block are packed at a time. Micro-tiles
// of 8 x 32 x 1 are vectorized into a vector.contract lowered to outer
// products (vector.fma), the accumulator's transfers hoisted out of the k
// loop (hoist_loop_invariant_subsets); the packs and the unpack are tiled
// and vectorized too (A's 8 x 32 transposes by shuffles). One-shot
// bufferization runs inside the script; run.sh adds
// -buffer-deallocation-pipeline, which frees the packed buffers. The
// entry has the C interface of programs/main.c.

module attributes {transform.with_named_sequence} {
  func.func @matmul(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>)
      -> memref<1024x1024xf32> attributes {llvm.emit_c_interface} {
    %ta = bufferization.to_tensor %a restrict
        : memref<1024x1024xf32> to tensor<1024x1024xf32>
    %tb = bufferization.to_tensor %b restrict
        : memref<1024x1024xf32> to tensor<1024x1024xf32>
    %zero = arith.constant 0.0 : f32
    %ae = tensor.empty() : tensor<128x1024x8x1xf32>
    %ap = linalg.pack %ta inner_dims_pos = [0, 1] inner_tiles = [8, 1]
        into %ae : tensor<1024x1024xf32> -> tensor<128x1024x8x1xf32>
    %be = tensor.empty() : tensor<32x1024x32x1xf32>
    %bp = linalg.pack %tb outer_dims_perm = [1, 0] inner_dims_pos = [1, 0]
        inner_tiles = [32, 1] into %be
        : tensor<1024x1024xf32> -> tensor<32x1024x32x1xf32>
    %ce = tensor.empty() : tensor<128x32x8x32xf32>
    %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<128x32x8x32xf32>)
        -> tensor<128x32x8x32xf32>
    %cp = linalg.mmt4d ins(%ap, %bp : tensor<128x1024x8x1xf32>,
                                      tensor<32x1024x32x1xf32>)
        outs(%cz : tensor<128x32x8x32xf32>) -> tensor<128x32x8x32xf32>
    %out = memref.alloc() {alignment = 64 : i64} : memref<1024x1024xf32>
    %tout = bufferization.to_tensor %out restrict writable
        : memref<1024x1024xf32> to tensor<1024x1024xf32>
    %c = linalg.unpack %cp inner_dims_pos = [0, 1] inner_tiles = [8, 32]
        into %tout : tensor<128x32x8x32xf32> -> tensor<1024x1024xf32>
    bufferization.materialize_in_destination %c in restrict writable %out
        : (tensor<1024x1024xf32>, memref<1024x1024xf32>) -> ()
    return %out : memref<1024x1024xf32>
  }

  transform.named_sequence @__transform_main(
      %module: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %module
        : (!transform.any_op) -> !transform.any_op
    %unpack = transform.structured.match ops{["linalg.unpack"]} in %func
        : (!transform.any_op) -> !transform.any_op
    %mmt4d = transform.structured.match ops{["linalg.mmt4d"]} in %func
        : (!transform.any_op) -> !transform.any_op
    %fill = transform.structured.match ops{["linalg.fill"]} in %func
        : (!transform.any_op) -> !transform.any_op
    %packs = transform.structured.match ops{["linalg.pack"]} in %func
        : (!transform.any_op) -> !transform.any_op
    %pa, %pb = transform.split_handle %packs
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // Column panels of C, nc = 256 columns each, with the zero fill, the
    // mmt4d and the packs fused into them.
    %u_panel, %jc = transform.structured.tile_using_for %unpack
        tile_sizes [0, 256]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %mm_panel, %jc1 = transform.structured.fuse_into_containing_op %mmt4d
        into %jc : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    %fill_panel, %jc2 = transform.structured.fuse_into_containing_op %fill
        into %jc1 : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    // kc = 256 steps, each packing its kc x nc panel of B.
    %mm_k, %pc = transform.structured.tile_using_for %mm_panel
        tile_sizes [0, 0, 256, 0, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %pb_j, %jc3 = transform.structured.fuse_into_containing_op %pb
        into %jc2 : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    %pa_j, %jc4 = transform.structured.fuse_into_containing_op %pa
        into %jc3 : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    %pb_k, %pc1 = transform.structured.fuse_into_containing_op %pb_j
        into %pc : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    // mc = 256 rows (32 tiles of 8), each packing its mc x kc block of A.
    %mm_m, %ic = transform.structured.tile_using_for %mm_k
        tile_sizes [32, 0, 0, 0, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %pa_k, %pc2 = transform.structured.fuse_into_containing_op %pa_j
        into %pc1 : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    %pa_m, %ic1 = transform.structured.fuse_into_containing_op %pa_k
        into %ic : (!transform.any_op, !transform.any_op)
        -> (!transform.any_op, !transform.any_op)
    // Micro-tiles: one 8 x 32 tile of C per (jr, ir), k steps of 1,
    // vectorized; the packs and the unpack by tiles of their own.
    %tile, %inner:3 = transform.structured.tile_using_for %mm_m
        tile_sizes [1, 1, 1, 0, 0, 0] interchange = [1, 0, 2]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tile : !transform.any_op
    %pa_t, %pa_l:2 = transform.structured.tile_using_for %pa_m
        tile_sizes [1, 32]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op)
    %pb_t, %pb_l:2 = transform.structured.tile_using_for %pb_k
        tile_sizes [1, 16]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op)
    %u_t, %u_l:2 = transform.structured.tile_using_for %u_panel
        tile_sizes [8, 32]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op)
    transform.structured.vectorize %pa_t : !transform.any_op
    transform.structured.vectorize %pb_t : !transform.any_op
    transform.structured.vectorize %u_t : !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.tensor.fold_tensor_empty
    } : !transform.any_op
    // The accumulator's read and write out of the k loop.
    %all = transform.structured.match interface{LoopLikeInterface} in %func
        : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %all : !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    // Bufferize, then lower the vectors on buffers: unit dimensions
    // dropped, the contraction to outer products and FMAs, transfers to
    // 1-D loads and stores. Each set of patterns is applied on its own:
    // all of them in one set do not converge (mlir-opt runs out of
    // memory).
    %bfunc = transform.bufferization.one_shot_bufferize %func
        : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %bfunc : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.lower_contraction
          lowering_strategy = "outerproduct"
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.transfer_to_scf
          max_transfer_rank = 1 full_unroll = true
    } : !transform.any_op
    transform.apply_patterns to %bfunc {
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_transpose
          lowering_strategy = "shuffle_1d"
    } : !transform.any_op
    transform.yield
  }
}
