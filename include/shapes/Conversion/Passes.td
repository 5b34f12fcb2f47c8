//===- Passes.td - shapes conversion passes ----------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Conversions out of the shapes dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_CONVERSION_PASSES_TD
#define SHAPES_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ShapesLowerToLinalg : Pass<"shapes-lower-to-linalg", "::mlir::ModuleOp"> {
  let summary = "Lower shapes ops on tensors to linalg, tensor and affine ops";
  let description = [{
    Lowers every shapes op but a `shapes.transpose` that moves no data; the
    rest of the shapes dialect is illegal afterwards.

    * `shapes.broadcast_in_dim`, the binary ops and `shapes.compare` become
      one `linalg.generic` each. Its indexing maps do the broadcast: an
      operand dimension of size 1 reads index 0, a mapped dimension reads its
      loop, and a dimension the lower-rank operand lacks is simply absent. A
      broadcast operand is read in place; no full-size temporary is ever
      materialized. The loops are ordered from the most-major to the
      most-minor dimension of the result's layout, so the result is written
      in physical order. The init is a `tensor.empty` carrying the result's
      layout.
    * The scalar bodies follow XLA: integer `div`/`rem` never trap
      (`x / 0 = -1`, `x % 0 = x`, `INT_MIN / -1 = INT_MIN`,
      `INT_MIN % -1 = 0`), float `max`/`min` propagate NaN
      (`arith.maximumf`/`minimumf`), `compare` uses ordered float predicates
      except `ne` (unordered), signed integer predicates, and unsigned ones
      for `i1`.
    * `shapes.relayout` becomes `linalg.copy` into a `tensor.empty` of the
      destination layout (`-shapes-lower-layouts` later turns the buffer
      copy into affine loops), or a `tensor.cast` when both layouts arrange
      memory identically (e.g. no layout and `minor_to_major = [1, 0]`).
    * A `shapes.transpose` whose result layout is its operand's permuted
      stays: `-shapes-bufferize` makes it a view (`memref.transpose`). Any
      other transpose becomes that transpose, into the operand's layout
      permuted, and a `shapes.relayout` to the result's layout: one copy.
    * Dynamic sizes (`?`) are read with `tensor.dim` where the semantics
      library says a result size comes from (the lhs when both operands
      are dynamic, or the size operands of `broadcast_in_dim`). With
      `shape-checks` (the default), a size that must hold at run time is
      checked before the op: an operand dimension that must equal its
      partner, a size beyond the padded bound of a result layout, and a
      negative size operand. A failed check prints one line to stderr,
      `shapes: 'shapes.add' at t.mlir:3:8: lhs dimension 0 has size 5, but
      rhs dimension 0 has size 3`, after flushing stdio, and aborts; it
      calls libc's `fflush`, `dprintf` and `abort` through the LLVM
      dialect and needs no runtime library.
      The function boundaries are checked too: at the entry of every
      function with a body, an argument's `?` dimension under a padded
      layout must be within its padded bound (`'func.func' at t.mlir:2:1:
      argument 0 dimension 0 has size 9, beyond its padded bound 8`), and
      before a `bufferization.materialize_in_destination` the destination
      must have the sizes of the value written into it.
      So are the ops of the input that read several `?` operands in step,
      before anything is lowered. In a linalg structured op
      (`linalg.matmul`, `linalg.generic`, `linalg.reduce`, ...), every
      operand dimension that a loop indexes as a plain `dN` must have the
      size of the first one (`'linalg.matmul' at t.mlir:4:8: operand 1
      dimension 0 has size 6, but operand 0 dimension 1 has size 5`), and
      a dimension indexed by a sum of loops, such as a convolution's
      input, must hold the largest index they reach (`operand 0 dimension
      0 has size 4, but its loops need size 5`). In an elementwise op on
      ranked tensors (`arith.addf %a, %b : tensor<?xf32>`), every tensor
      operand must have the sizes of the first one. In a `tensor.concat`,
      every operand must have operand 0's sizes outside the concatenated
      dimension, and the result's static sizes. A `tensor.cast` or
      `memref.cast` that gives a `?` dimension a static size needs the
      operand to have it (`'tensor.cast' at t.mlir:2:8: operand dimension
      0 has size 2, but result dimension 0 has size 4`), and a cast of an
      unranked operand needs it to have the result's rank first. A
      `tensor.extract_slice`, `tensor.insert_slice` or `memref.subview`
      with `?` sizes, offsets or strides must stay inside the tensor or
      buffer it reads, writes or views (`slice dimension 0 reads indices
      0 to 3, but operand dimension 0 has size 2`), and an inserted source
      must have the slice's sizes; a `tensor.expand_shape` or
      `memref.expand_shape` must split a `?` dimension into sizes whose
      product is its size; a `tensor.reshape` or `memref.reshape` must
      keep the element count and the result type's static sizes; a
      `tensor.pad` must make the result's static sizes, and `?`
      widths and slice sizes must be at least 0. The
      target of a `memref.copy` must have its source's sizes.
      So are the allocations as written (`memref.alloc`, `memref.alloca`,
      `tensor.empty`, `tensor.splat`, `tensor.generate`): a `?` size must
      be at least 0, and under a padded layout within its padded bound. A
      constant size beyond it is an error at the allocation, whatever
      `shape-checks` says (a canonicalizer would make it part of a type
      that the layout rejects): `'memref.alloc' op
      dimension 0 has size 5, beyond its padded bound 4`. So is a
      `tensor.expand_shape` whose `output_shape` gives a static result
      dimension another constant size, which upstream's verifier accepts.
      With `shape-checks=false` nothing is checked: a mismatch reads and
      writes out of bounds, which is undefined behavior.
    * `shapes.linearize_index` / `shapes.delinearize_index` become
      `affine.apply` with the layout's strides, computed from the size
      operands for the `?` dimensions of an unpadded layout. With
      `shape-checks`, a negative size operand or one beyond its padded
      bound stops the program as above.
    * An elementwise op of another dialect (`arith.addf`, `arith.cmpf`,
      `arith.select`, `math.absf`, ...) on ranked tensors of which some
      carry a `#shapes.layout` becomes one `linalg.generic` whose inits are
      `tensor.empty` ops of the result types, layouts included, and whose
      loops walk the first result in its physical order. Elementwise ops on
      tensors without layouts are left to upstream's
      `-convert-elementwise-to-linalg`.

    Before:

    ```mlir
    %r = shapes.add %m, %v broadcast_dimensions = [1]
        : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```

    After:

    ```mlir
    %e = tensor.empty() : tensor<2x3xf32>
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                         affine_map<(d0, d1) -> (d1)>,
                         affine_map<(d0, d1) -> (d0, d1)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%m, %v : tensor<2x3xf32>, tensor<3xf32>)
        outs(%e : tensor<2x3xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<2x3xf32>
    ```
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Guard the dynamic indices of linearize_index (each in "
           "[0, size), the run-time size of a '?' dimension) and "
           "delinearize_index (in [0, physical element count)) with "
           "cf.assert, and those of the input's tensor.extract, "
           "tensor.insert, memref.load and memref.store (each in "
           "[0, size)) with a check that prints the "
           "op, the index and the size, and aborts. Without it, an index "
           "out of range gives the index ops an unspecified position (the "
           "affine formula applied as it is), and makes those element "
           "accesses read or write out of bounds">,
    Option<"shapeChecks", "shape-checks", "bool", /*default=*/"true",
           "Check dynamic sizes at run time: an operand dimension that must "
           "equal its partner (in shapes ops, and in the linalg structured "
           "ops and elementwise tensor ops of the input), the input's "
           "slices, reshapes, casts and copies against the sizes they "
           "address, a size within its padded bound, a non-negative size "
           "operand or allocation size. A failed check prints the op, the "
           "dimensions and both sizes, and aborts. Without it, a mismatch "
           "is undefined behavior (out-of-bounds reads and writes)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // SHAPES_CONVERSION_PASSES_TD
