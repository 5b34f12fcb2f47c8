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
      one `linalg.generic` each, whose indexing maps do the broadcast (a
      size-1 dimension reads index 0), read broadcast operands in place and
      walk the result in its physical order, into a `tensor.empty` of the
      result's layout. The scalar bodies follow XLA: integer `div`/`rem`
      never trap, float `max`/`min` propagate NaN (docs/Semantics.md).
    * `shapes.relayout` becomes `linalg.copy` into a `tensor.empty` of the
      destination layout, or a `tensor.cast` between equivalent layouts.
      A transpose into its operand's layout permuted stays (a view after
      `-shapes-bufferize`); any other becomes that view and a relayout.
    * `shapes.linearize_index` / `shapes.delinearize_index` become
      `affine.apply` with the layout's strides.
    * An elementwise op of another dialect on ranked tensors of which some
      carry a `#shapes.layout` becomes one `linalg.generic` with inits of
      the result layouts; without layouts, upstream's
      `-convert-elementwise-to-linalg` takes them.
    * `?` sizes are read with `tensor.dim` where the semantics library says.
      With `shape-checks` (the default), every size that must hold at run
      time (broadcast partners, padded bounds, function arguments, the `?`
      operands of linalg, tensor and memref ops) is checked, and a failed
      check prints one located line and aborts: docs/ShapeChecks.md.

    ```mlir
    %r = shapes.add %m, %v broadcast_dimensions = [1]
        : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    // becomes
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
