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
// one is malloc. The free function keeps the last freed block of at least
// `threshold` usable bytes (malloc_usable_size) in one global slot, and an
// allocation from the threshold on takes it back when it fits: its pages
// are mapped already, where a fresh block's are faulted in and zeroed by
// the kernel. Both exchange the slot atomically. Every other block is
// released by free. The free function is defined wherever the allocation
// function is, so that callers may release returned buffers through it.
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

/// The global slot of the freed block kept for reuse (null when empty).
static constexpr StringLiteral kCachedBlock = "_shapes_cached_huge_block";

/// The slot's address, defined once per module (linkonce_odr, like the
/// functions, so that every module of a program shares one slot).
static Value cachedBlockSlot(OpBuilder &b, ModuleOp module, Location loc) {
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  auto global = module.lookupSymbol<LLVM::GlobalOp>(kCachedBlock);
  if (!global) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    global = LLVM::GlobalOp::create(b, loc, ptr, /*isConstant=*/false,
                                    LLVM::Linkage::LinkonceODR, kCachedBlock,
                                    Attribute());
    Block *init = b.createBlock(&global.getInitializerRegion());
    b.setInsertionPointToStart(init);
    LLVM::ReturnOp::create(b, loc,
                           ValueRange{LLVM::ZeroOp::create(b, loc, ptr)});
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

/// Exchanges the block in the slot at `slot` with `block`, atomically;
/// returns the block that was there.
static Value exchangeCachedBlock(OpBuilder &b, Location loc, Value slot,
                                 Value block) {
  return LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::xchg, slot, block,
                                   LLVM::AtomicOrdering::acq_rel);
}

/// malloc_usable_size, or failure if it is declared otherwise.
static FailureOr<LLVM::LLVMFuncOp> lookupOrCreateUsableSize(OpBuilder &b,
                                                            ModuleOp module) {
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  return LLVM::lookupOrCreateFn(b, module, "malloc_usable_size", {ptr},
                                b.getI64Type());
}

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
  FailureOr<LLVM::LLVMFuncOp> usableSize = lookupOrCreateUsableSize(b, module);
  FailureOr<LLVM::LLVMFuncOp> free = LLVM::lookupOrCreateFreeFn(b, module);
  if (failed(malloc) || failed(memalign) || failed(madvise) ||
      failed(usableSize) || failed(free))
    return module.emitError("-shapes-huge-page-allocs: malloc, "
                            "posix_memalign, madvise, malloc_usable_size or "
                            "free is declared with another signature");

  Block *entry = alloc.addEntryBlock(b);
  Block *small = b.createBlock(&alloc.getBody());
  Block *cached = b.createBlock(&alloc.getBody());
  Block *check = b.createBlock(&alloc.getBody());
  Block *reuse = b.createBlock(&alloc.getBody());
  Block *drop = b.createBlock(&alloc.getBody());
  Block *huge = b.createBlock(&alloc.getBody());
  Block *advise = b.createBlock(&alloc.getBody());
  Block *none = b.createBlock(&alloc.getBody());
  Value size = entry->getArgument(0);

  // size >= threshold ? cached : small
  b.setInsertionPointToStart(entry);
  Value limit = LLVM::ConstantOp::create(b, loc, i64, threshold);
  Value isHuge =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge, size, limit);
  LLVM::CondBrOp::create(b, loc, isHuge, cached, small);

  b.setInsertionPointToStart(small);
  Value block =
      LLVM::CallOp::create(b, loc, *malloc, ValueRange{size}).getResult();
  LLVM::ReturnOp::create(b, loc, block);

  // The kept block, taken out of the slot: c != null ? check : huge
  b.setInsertionPointToStart(cached);
  Value null = LLVM::ZeroOp::create(b, loc, ptr);
  Value kept =
      exchangeCachedBlock(b, loc, cachedBlockSlot(b, module, loc), null);
  Value isKept =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, kept, null);
  LLVM::CondBrOp::create(b, loc, isKept, check, huge);

  // size <= malloc_usable_size(c) ? reuse : drop
  b.setInsertionPointToStart(check);
  Value usable =
      LLVM::CallOp::create(b, loc, *usableSize, ValueRange{kept}).getResult();
  Value fits =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ule, size, usable);
  LLVM::CondBrOp::create(b, loc, fits, reuse, drop);

  b.setInsertionPointToStart(reuse);
  LLVM::ReturnOp::create(b, loc, kept);

  // Too small: released, and a fresh block allocated.
  b.setInsertionPointToStart(drop);
  LLVM::CallOp::create(b, loc, *free, ValueRange{kept});
  LLVM::BrOp::create(b, loc, huge);

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
  LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, ptr).getResult());
  return success();
}

/// The body of `_mlir_memref_to_llvm_free(ptr)`.
static LogicalResult defineFree(OpBuilder &b, ModuleOp module,
                                LLVM::LLVMFuncOp release, int64_t threshold) {
  Location loc = release.getLoc();
  FailureOr<LLVM::LLVMFuncOp> free = LLVM::lookupOrCreateFreeFn(b, module);
  FailureOr<LLVM::LLVMFuncOp> usableSize = lookupOrCreateUsableSize(b, module);
  if (failed(free) || failed(usableSize))
    return module.emitError("-shapes-huge-page-allocs: free or "
                            "malloc_usable_size is declared with another "
                            "signature");
  Block *entry = release.addEntryBlock(b);
  Block *keep = b.createBlock(&release.getBody());
  Block *small = b.createBlock(&release.getBody());
  Value block = entry->getArgument(0);

  // malloc_usable_size(p) >= threshold ? keep : small (null has 0 bytes)
  b.setInsertionPointToStart(entry);
  Value usable =
      LLVM::CallOp::create(b, loc, *usableSize, ValueRange{block}).getResult();
  Value limit = LLVM::ConstantOp::create(b, loc, b.getI64Type(), threshold);
  Value isHuge =
      LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge, usable, limit);
  LLVM::CondBrOp::create(b, loc, isHuge, keep, small);

  // Into the slot; the block it held (or null) is released.
  b.setInsertionPointToStart(keep);
  Value previous =
      exchangeCachedBlock(b, loc, cachedBlockSlot(b, module, loc), block);
  LLVM::CallOp::create(b, loc, *free, ValueRange{previous});
  LLVM::ReturnOp::create(b, loc, ValueRange{});

  b.setInsertionPointToStart(small);
  LLVM::CallOp::create(b, loc, *free, ValueRange{block});
  LLVM::ReturnOp::create(b, loc, ValueRange{});
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
    auto ptr = LLVM::LLVMPointerType::get(module.getContext());
    auto voidType = LLVM::LLVMVoidType::get(module.getContext());
    LLVM::LLVMFuncOp alloc = declared("_mlir_memref_to_llvm_alloc");
    LLVM::LLVMFuncOp release = declared("_mlir_memref_to_llvm_free");
    // A declaration of either with another signature is the user's: it
    // cannot be given these bodies.
    auto hasType = [&](LLVM::LLVMFuncOp func, StringRef expected,
                       LLVM::LLVMFunctionType type) {
      if (!func || func.getFunctionType() == type)
        return true;
      func.emitError("-shapes-huge-page-allocs: expected ")
          << func.getSymName() << " to be declared as " << expected
          << ", found " << func.getFunctionType();
      return false;
    };
    if (!hasType(alloc, "!llvm.ptr (i64)",
                 LLVM::LLVMFunctionType::get(ptr, {b.getI64Type()})) ||
        !hasType(release, "void (!llvm.ptr)",
                 LLVM::LLVMFunctionType::get(voidType, {ptr})))
      return signalPassFailure();

    // Each is defined once per module, and may be defined by every module
    // of a program (linkonce_odr; weak_odr for the free function, which
    // stays in an object file whose code does not call it).
    if (alloc) {
      alloc.setLinkage(LLVM::Linkage::LinkonceODR);
      if (failed(defineAlloc(b, module, alloc, threshold)))
        return signalPassFailure();
      // The free function too, where the module frees nothing: a caller
      // may release the buffers it is returned through it.
      if (!release) {
        b.setInsertionPointToStart(module.getBody());
        FailureOr<LLVM::LLVMFuncOp> created = LLVM::lookupOrCreateFn(
            b, module, "_mlir_memref_to_llvm_free", {ptr}, voidType);
        if (failed(created)) {
          alloc.emitError("-shapes-huge-page-allocs: "
                          "_mlir_memref_to_llvm_free is defined with "
                          "another signature");
          return signalPassFailure();
        }
        release = created->isExternal() ? *created : LLVM::LLVMFuncOp();
      }
    }
    if (release) {
      release.setLinkage(LLVM::Linkage::WeakODR);
      if (failed(defineFree(b, module, release, threshold)))
        return signalPassFailure();
    }
  }
};
} // namespace
