// The 1024^3 f32 dot as upstream MLIR writes it: a linalg.matmul on
// memrefs, tiled and vectorized by a transform script (run with
// mlir-opt -transform-interpreter): cache tiles of 128 x 256 x 256, register
// tiles of 4 x 16 x 1 vectorized into a vector.contract lowered to outer
// products (vector.fma), the accumulator's transfers hoisted out of the
// k loop. No packing. The entry has the C interface of programs/main.c.

module attributes {transform.with_named_sequence} {
  func.func @matmul(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>)
      -> memref<1024x1024xf32> attributes {llvm.emit_c_interface} {
    %c = memref.alloc() {alignment = 64 : i64} : memref<1024x1024xf32>
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<1024x1024xf32>)
    linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>)
                  outs(%c : memref<1024x1024xf32>)
    return %c : memref<1024x1024xf32>
  }

  transform.named_sequence @__transform_main(
      %module: !transform.any_op {transform.readonly}) {
    %matmul = transform.structured.match ops{["linalg.matmul"]} in %module
        : (!transform.any_op) -> !transform.any_op
    %block, %loops:3 = transform.structured.tile_using_for %matmul
        tile_sizes [128, 256, 256] interchange = [1, 2, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op, !transform.any_op)
    %tile, %inner:3 = transform.structured.tile_using_for %block
        tile_sizes [4, 16, 1] interchange = [1, 0, 2]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op,
                                  !transform.any_op, !transform.any_op)
    transform.structured.vectorize %tile : !transform.any_op
    %func = transform.structured.match ops{["func.func"]} in %module
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %func {
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %func : !transform.any_op
    %all = transform.structured.match ops{["scf.for"]} in %func
        : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %all : !transform.any_op
    %hoisted = transform.structured.hoist_redundant_vector_transfers %func
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %hoisted {
      transform.apply_patterns.vector.lower_contraction
          lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
