//===- shapes-reduce.cpp - the shapes test-case reducer -------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `mlir-reduce` with the registry of shapes-opt: shrinks a `.mlir` file that
// uses shapes ops while an interestingness script keeps exiting with 1
// ("still interesting"). See docs/Reduce.md for the recipe.
//
// Besides deleting operations (what -reduction-tree does for every dialect),
// the shapes dialect offers one reduction pattern: a shapes op whose result
// has the type of one of its operands is replaced by that operand. This
// unties chains such as `%y = shapes.mul %x, %x` / `%z = shapes.add %y, %x`
// that deletion alone cannot remove, because their results are used.
//
// The driver is MlirReduceMain's own (the same options), spelled out so that
// the input can be checked first for constructs on which upstream MLIR 22's
// parser crashes (UpstreamParserGuard.h), as shapes-opt checks it.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/InitAll.h"
#include "shapes/Support/UpstreamParserGuard.h"
#include "shapes/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Reducer/Passes.h"
#include "mlir/Reducer/ReductionPatternInterface.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/ParseUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace {

/// Replaces a single-result shapes op by its first operand of the same type.
struct ForwardShapesOperand : public RewritePattern {
  ForwardShapesOperand(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_present<mlir::shapes::ShapesDialect>(op->getDialect()))
      return rewriter.notifyMatchFailure(op, "not a shapes op");
    if (op->getNumResults() != 1)
      return rewriter.notifyMatchFailure(op, "not a single result");
    Type resultType = op->getResult(0).getType();
    for (Value operand : op->getOperands()) {
      if (operand.getType() != resultType)
        continue;
      rewriter.replaceOp(op, operand);
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no operand of the result type");
  }
};

/// The reduction patterns of the shapes dialect.
struct ShapesReductionPatterns : public DialectReductionPatternInterface {
  ShapesReductionPatterns(Dialect *dialect)
      : DialectReductionPatternInterface(dialect) {}

  void populateReductionPatterns(RewritePatternSet &patterns) const final {
    patterns.add<ForwardShapesOperand>(patterns.getContext());
  }
};

} // namespace

/// MlirReduceMain of MLIR 22 with the input checked before it is parsed.
static LogicalResult reduceMain(int argc, char **argv, MLIRContext &context) {
  namespace cl = llvm::cl;
  static cl::opt<bool> help("h", cl::desc("Alias for -help"), cl::Hidden);
  static cl::OptionCategory reduceCategory("mlir-reduce options");
  static cl::opt<std::string> inputFilename(
      cl::Positional, cl::desc("<input file>"), cl::cat(reduceCategory));
  static cl::opt<std::string> outputFilename(
      "o", cl::desc("Output filename for the reduced test case"), cl::init("-"),
      cl::cat(reduceCategory));
  static cl::opt<bool> noImplicitModule{
      "no-implicit-module",
      cl::desc(
          "Disable implicit addition of a top-level module op during parsing"),
      cl::init(false)};
  static cl::opt<bool> allowUnregisteredDialects(
      "allow-unregistered-dialect",
      cl::desc("Allow operation with no registered dialects"), cl::init(false));
  cl::HideUnrelatedOptions(reduceCategory);
  registerReducerPasses();
  PassPipelineCLParser parser("", "Reduction Passes to Run");
  cl::ParseCommandLineOptions(argc, argv, "MLIR test case reduction tool.\n");
  if (help) {
    cl::PrintHelpMessage();
    return success();
  }
  if (allowUnregisteredDialects)
    context.allowUnregisteredDialects();

  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  if (shapes::reportUpstreamParserCrash(*sourceMgr))
    return failure();
  OwningOpRef<Operation *> module = parseSourceFileForTool(
      sourceMgr, ParserConfig(&context), !noImplicitModule);
  if (!module)
    return failure();

  PassManager pm(&context, module.get()->getName().getStringRef());
  auto errorHandler = [&](const Twine &message) {
    return emitError(UnknownLoc::get(&context)) << message;
  };
  if (failed(parser.addToPipeline(pm, errorHandler)))
    return failure();
  OwningOpRef<Operation *> reduced = module.get()->clone();
  if (failed(pm.run(reduced.get())))
    return failure();
  reduced.get()->print(output->os());
  output->keep();
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  DialectRegistry registry;
  shapes::registerAllDialects(registry);
  registry.addExtension(
      +[](MLIRContext *, mlir::shapes::ShapesDialect *dialect) {
        dialect->addInterfaces<ShapesReductionPatterns>();
      });
  // The reduction passes (-reduction-tree, -opt-reduction-pass) and every
  // pass -opt-reduction-pass may run: ours and upstream's.
  shapes::registerAllPasses();
  MLIRContext context(registry);
  shapes::registerShapesVersionPrinter();
  return failed(reduceMain(argc, argv, context));
}
