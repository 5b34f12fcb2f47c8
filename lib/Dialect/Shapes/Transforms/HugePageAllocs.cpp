//===- HugePageAllocs.cpp - the -shapes-huge-page-allocs pass -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Defines the allocation functions that -finalize-memref-to-llvm calls with
// use-generic-functions (_mlir_memref_to_llvm_alloc and
// _mlir_memref_to_llvm_free) with libc alone: an allocation of at least
// `threshold` bytes is aligned to a 2 MiB huge page (posix_memalign) and
// advised to use transparent huge pages (madvise(MADV_HUGEPAGE)); a smaller
// one is malloc. Every block is released by free.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/Passes.h"
#include "shapes/Support/ListedPassOptions.h"

#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace shapes {
#define GEN_PASS_DEF_SHAPESHUGEPAGEALLOCS
#include "shapes/Dialect/Shapes/Transforms/Passes.h.inc"
} // namespace shapes
} // namespace mlir

using namespace mlir;

/// The size of a transparent huge page on x86-64 and AArch64 (4 KiB base
/// pages), and Linux's MADV_HUGEPAGE.
static constexpr int64_t kHugePageBytes = 2 * 1024 * 1024;
static constexpr int32_t kMadvHugePage = 14;

/// The body of `_mlir_memref_to_llvm_alloc(size)`.
static LogicalResult defineAlloc(OpBuilder &b, ModuleOp module,
                                 LLVM::LLVMFuncOp alloc, int64_t threshold) {
  MLIRContext *context = module.getContext();
  Location loc = alloc.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(context);
  Type i32 = b.getI32Type();
  Type i64 = b.getI64Type();
  FailureOr<LLVM::LLVMFuncOp> malloc =
      LLVM::lookupOrCreateMallocFn(b, module, i64);
  FailureOr<LLVM::LLVMFuncOp> memalign =
      LLVM::lookupOrCreateFn(b, module, "posix_memalign", {ptr, i64, i64}, i32);
  FailureOr<LLVM::LLVMFuncOp> madvise =
      LLVM::lookupOrCreateFn(b, module, "madvise", {ptr, i64, i32}, i32);
  if (failed(malloc) || failed(memalign) || failed(madvise))
    return module.emitError("-shapes-huge-page-allocs: malloc, "
                            "posix_memalign or madvise is declared with "
                            "another signature");

  Block *entry = alloc.addEntryBlock(b);
  Block *small = b.createBlock(&alloc.getBody());
  Block *huge = b.createBlock(&alloc.getBody());
  Block *advise = b.createBlock(&alloc.getBody());
  Block *none = b.createBlock(&alloc.getBody());
  Value size = entry->getArgument(0);

  // size >= threshold ? huge : small
  b.setInsertionPointToStart(entry);
  Value limit = LLVM::ConstantOp::create(b, loc, i64, threshold);
  Value isHuge =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge, size, limit);
  LLVM::CondBrOp::create(b, loc, isHuge, huge, small);

  b.setInsertionPointToStart(small);
  Value block =
      LLVM::CallOp::create(b, loc, *malloc, ValueRange{size}).getResult();
  LLVM::ReturnOp::create(b, loc, block);

  // posix_memalign(&p, 2 MiB, size) == 0 ? advise : none
  b.setInsertionPointToStart(huge);
  Value one = LLVM::ConstantOp::create(b, loc, i64, 1);
  Value slot = LLVM::AllocaOp::create(b, loc, ptr, ptr, one);
  Value alignment = LLVM::ConstantOp::create(b, loc, i64, kHugePageBytes);
  Value status =
      LLVM::CallOp::create(b, loc, *memalign, ValueRange{slot, alignment, size})
          .getResult();
  Value zero = LLVM::ConstantOp::create(b, loc, i32, 0);
  Value ok =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, status, zero);
  LLVM::CondBrOp::create(b, loc, ok, advise, none);

  // The advice is only a hint: its result is ignored.
  b.setInsertionPointToStart(advise);
  Value aligned = LLVM::LoadOp::create(b, loc, ptr, slot);
  Value advice = LLVM::ConstantOp::create(b, loc, i32, kMadvHugePage);
  LLVM::CallOp::create(b, loc, *madvise, ValueRange{aligned, size, advice});
  LLVM::ReturnOp::create(b, loc, aligned);

  // Out of memory: null, as malloc returns.
  b.setInsertionPointToStart(none);
  Value null = LLVM::ZeroOp::create(b, loc, ptr);
  LLVM::ReturnOp::create(b, loc, null);
  return success();
}

/// The body of `_mlir_memref_to_llvm_free(ptr)`.
static LogicalResult defineFree(OpBuilder &b, ModuleOp module,
                                LLVM::LLVMFuncOp release) {
  FailureOr<LLVM::LLVMFuncOp> free = LLVM::lookupOrCreateFreeFn(b, module);
  if (failed(free))
    return module.emitError("-shapes-huge-page-allocs: free is declared with "
                            "another signature");
  Block *entry = release.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  LLVM::CallOp::create(b, release.getLoc(), *free,
                       ValueRange{entry->getArgument(0)});
  LLVM::ReturnOp::create(b, release.getLoc(), ValueRange{});
  return success();
}

namespace {
struct ShapesHugePageAllocsPass
    : mlir::shapes::WithListedOptions<
          mlir::shapes::impl::ShapesHugePageAllocsBase<
              ShapesHugePageAllocsPass>> {
  using WithListedOptions::WithListedOptions;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpBuilder b(module.getContext());
    auto declared = [&](StringRef name) {
      auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
      return func && func.isExternal() ? func : LLVM::LLVMFuncOp();
    };
    // Each is defined once per module, and may be defined by every module
    // of a program (linkonce_odr).
    if (LLVM::LLVMFuncOp alloc = declared("_mlir_memref_to_llvm_alloc")) {
      if (alloc.getNumArguments() != 1 ||
          !alloc.getArgumentTypes()[0].isInteger(64)) {
        alloc.emitError("-shapes-huge-page-allocs: expected "
                        "_mlir_memref_to_llvm_alloc(i64)");
        return signalPassFailure();
      }
      alloc.setLinkage(LLVM::Linkage::LinkonceODR);
      if (failed(defineAlloc(b, module, alloc, threshold)))
        return signalPassFailure();
    }
    if (LLVM::LLVMFuncOp release = declared("_mlir_memref_to_llvm_free")) {
      release.setLinkage(LLVM::Linkage::LinkonceODR);
      if (failed(defineFree(b, module, release)))
        return signalPassFailure();
    }
  }
};
} // namespace
