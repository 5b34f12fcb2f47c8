/*===- InitAll.h - register everything shapes-opt offers, from C --*- C -*-===*\
|*                                                                            *|
|* Part of the shapes project: XLA array semantics for MLIR.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * The C counterpart of shapes/InitAll.h: the registry every shapes tool
 * (shapes-opt, shapes-lsp-server, shapes-reduce) uses.
 */

#ifndef SHAPES_C_INITALL_H
#define SHAPES_C_INITALL_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Inserts the shapes dialect and the upstream dialects and interface
 * extensions our pipelines produce or accept (func, arith, tensor, linalg,
 * bufferization, memref, affine, scf, vector, llvm, ...). */
MLIR_CAPI_EXPORTED void shapesRegisterAllDialects(MlirDialectRegistry registry);

/* Registers the shapes passes and pipelines and the upstream passes. Calling
 * it again does nothing. */
MLIR_CAPI_EXPORTED void shapesRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* SHAPES_C_INITALL_H */
