//===- VerifyLLVM.cpp - the -shapes-verify-llvm pass ----------------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The final legality check of -shapes-to-llvm: only LLVM-dialect ops and
// types remain, and no attribute of ours. A leftover is a located error that
// names the stage that should have handled it.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/IR/ShapesAttrs.h"
#include "shapes/Dialect/Shapes/IR/ShapesDialect.h"
#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "llvm/ADT/StringSwitch.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESVERIFYLLVM
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The stage of -shapes-to-llvm that lowers the ops of `dialect`.
static StringRef stageFor(StringRef dialect) {
  return llvm::StringSwitch<StringRef>(dialect)
      .Case("shapes", "-shapes-lower-to-linalg")
      .Cases({"tensor", "bufferization"}, "-shapes-bufferize")
      .Case("linalg", "-convert-linalg-to-affine-loops (after bufferization)")
      .Case("affine", "-lower-affine (after -expand-strided-metadata)")
      .Case("vector", "-convert-vector-to-scf and -convert-vector-to-llvm")
      .Case("scf", "-convert-scf-to-cf")
      .Case("cf", "-convert-cf-to-llvm")
      .Case("memref", "-finalize-memref-to-llvm (after "
                      "-expand-strided-metadata)")
      .Case("arith", "-convert-arith-to-llvm")
      .Case("math", "-convert-math-to-llvm")
      .Case("index", "-convert-index-to-llvm")
      .Case("ub", "-convert-ub-to-llvm")
      .Case("func", "-convert-func-to-llvm")
      .Case("builtin", "-reconcile-unrealized-casts")
      .Default("");
}

/// Whether `attr` is, or contains, an attribute or type of the shapes
/// dialect.
/// Whether `root` (an attribute or a type) is, or contains, an attribute or
/// type of the shapes dialect. Some attributes (dense elements) do not list
/// their type among their sub-elements: the type of every typed attribute
/// is walked too.
template <typename T> static bool mentionsShapes(T root) {
  bool found = false;
  auto visit = [&](auto element) {
    found |= isa<mlir::shapes::ShapesDialect>(element.getDialect());
    if constexpr (std::is_same_v<decltype(element), Attribute>)
      if (auto typed = dyn_cast<TypedAttr>(element))
        found |= mentionsShapes(typed.getType());
    return found ? WalkResult::interrupt() : WalkResult::advance();
  };
  root.walk([&](Attribute element) { return visit(element); },
            [&](Type element) { return visit(element); });
  return found;
}

namespace {
struct ShapesVerifyLLVMPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesVerifyLLVMBase<ShapesVerifyLLVMPass>> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto fail = [&](Operation *op, const Twine &what, Type type = {}) {
      StringRef dialect = op->getName().getDialectNamespace();
      InFlightDiagnostic diag = op->emitOpError(what);
      if (type)
        diag << " '" << type << "'";
      StringRef stage = stageFor(dialect);
      if (!stage.empty())
        diag << "; " << stage << " should have handled it";
      return WalkResult::interrupt();
    };
    WalkResult result = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op == module.getOperation()) {
        for (NamedAttribute attr : op->getAttrs())
          if (mentionsShapes(attr.getValue()))
            return fail(op, "keeps attribute '" + attr.getName().strref() +
                                "' with a #shapes attribute; "
                                "-shapes-lower-layouts should have handled it");
        return WalkResult::advance();
      }
      StringRef dialect = op->getName().getDialectNamespace();
      if (dialect != "llvm" && dialect != "omp")
        return fail(op, "was not lowered to the LLVM dialect");
      for (Type type : op->getResultTypes())
        if (!LLVM::isCompatibleType(type))
          return fail(op, "has a result of non-LLVM type", type);
      for (Type type : op->getOperandTypes())
        if (!LLVM::isCompatibleType(type))
          return fail(op, "has an operand of non-LLVM type", type);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            if (!LLVM::isCompatibleType(arg.getType()))
              return fail(op, "has a block argument of non-LLVM type",
                          arg.getType());
      for (NamedAttribute attr : op->getAttrs())
        if (mentionsShapes(attr.getValue()))
          return fail(op, "keeps attribute '" + attr.getName().strref() +
                              "' with a #shapes attribute or type; "
                              "-shapes-lower-layouts should have handled it");
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
