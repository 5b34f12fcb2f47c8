//===- shapes-opt.cpp - the shapes optimizer driver -----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-opt` with the shapes dialect, its passes and pipelines registered
// next to the upstream ones. It is MlirOptMain's own driver, spelled out so
// that the input can be checked first for constructs on which upstream
// MLIR 22 crashes (UpstreamParserGuard.h).
//
//===----------------------------------------------------------------------===//

#include "UpstreamParserGuard.h"

#include "shapes/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  mlir::DialectRegistry registry;
  shapes::registerAllDialects(registry);
  shapes::registerAllPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv,
      "shapes optimizer driver: XLA shapes, layouts and broadcasting for MLIR\n",
      registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (auto crash = shapes::findUpstreamParserCrash(input->getBuffer())) {
    llvm::SourceMgr sourceMgr;
    const char *at = input->getBufferStart() + crash->offset;
    sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(at),
                           llvm::SourceMgr::DK_Error, crash->message);
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
