/*===- Passes.h - C API of the shapes passes and pipelines --------*- C -*-===*\
|*                                                                            *|
|* Part of the shapes project: XLA array semantics for MLIR.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * The shapes passes and pipelines for C: registration (so that
 * mlirParsePassPipeline and mlirOpPassManagerAddPipeline know their names),
 * one creation function per pass (generated from the pass definitions), and
 * -shapes-to-llvm run on a module with an options string.
 */

#ifndef SHAPES_C_PASSES_H
#define SHAPES_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

/* mlirRegisterShapesConversionPasses(), mlirCreateShapesConversion<Pass>(),
 * mlirRegisterShapesTransformsPasses(), mlirCreateShapesTransforms<Pass>(). */
#include "shapes/Conversion/Passes.capi.h.inc"
#include "shapes/Dialect/Shapes/Transforms/Passes.capi.h.inc"

#ifdef __cplusplus
extern "C" {
#endif

/* Registers the shapes passes and pipelines (-shapes-to-affine,
 * -shapes-to-llvm) in the global pass registry. Calling it again does
 * nothing. */
MLIR_CAPI_EXPORTED void shapesRegisterPasses(void);

/* Runs the -shapes-to-llvm pipeline on `module`, in place. `options` is what
 * goes between the braces of `shapes-to-llvm{...}` in a pipeline string
 * (for example "stop-at=affine emit-c-interface=false"); an empty string
 * runs the defaults. `shapes-opt --help` and docs/ShapesPipelines.md list
 * the options. Unknown options, bad values and failures of the pipeline are
 * reported as diagnostics on the module's context and return failure. The
 * pipeline is looked up by name, so this function needs no registration
 * call beforehand. */
MLIR_CAPI_EXPORTED MlirLogicalResult
shapesRunShapesToLLVM(MlirModule module, MlirStringRef options);

#ifdef __cplusplus
}
#endif

#endif /* SHAPES_C_PASSES_H */
