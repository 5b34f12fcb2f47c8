//===- shapes-tblgen.cpp - mlir-tblgen with the shapes backends -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// MlirTblgenMain with the generators of this directory, each registered by
// a GenRegistration in its own file.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/mlir-tblgen/MlirTblgenMain.h"

int main(int argc, char **argv) { return mlir::MlirTblgenMain(argc, argv); }
