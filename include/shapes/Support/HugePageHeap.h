//===- HugePageHeap.h - a tool's heap on transparent huge pages -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The command-line tools build and free large IR in one process: a
// 100,000-op module takes about 200 MB, first touched page by page. On a
// virtual machine each first touch of a 4 KiB page is a trap of several
// microseconds, which made about a third of `shapes-translate --import-hlo`
// (benchmarks/README.md, "HLO import time"). useHugePageHeap, called first
// in a tool's main, grows the heap of the main thread once to
// kHugePageHeapBytes of address space (no memory is touched), keeps it
// (malloc then never trims it), and asks the kernel to back it with
// transparent huge pages where the system allows it (`madvise` mode or
// `always`): a first touch then faults in 2 MiB. Only the tools call it;
// the libraries that users link leave their process's allocator alone.
// It is glibc's `glibc.malloc.hugetlb=1` tunable, for the main arena, set
// from inside the process.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SUPPORT_HUGEPAGEHEAP_H
#define SHAPES_SUPPORT_HUGEPAGEHEAP_H

#include <cstddef>
#include <cstdint>
#include <limits>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) ||     \
    __has_feature(thread_sanitizer)
// A sanitizer's allocator replaces glibc's: the heap is its to manage.
#define SHAPES_SANITIZED_ALLOCATOR 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SHAPES_SANITIZED_ALLOCATOR 1
#endif

#if defined(__linux__) && defined(__GLIBC__) &&                                \
    !defined(SHAPES_SANITIZED_ALLOCATOR)
#define SHAPES_HUGE_PAGE_HEAP 1
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace mlir {
namespace shapes {

/// The address space that useHugePageHeap gives the heap up front.
inline constexpr size_t kHugePageHeapBytes = size_t(1) << 30;

/// Grows the main thread's heap to kHugePageHeapBytes of address space on
/// transparent huge pages; nothing where that is not glibc's allocator on
/// Linux (a sanitizer's allocator included), and the heap as it was if
/// the kernel refuses any step.
inline void useHugePageHeap() {
#ifdef SHAPES_HUGE_PAGE_HEAP
  constexpr size_t kHugePage = size_t(2) << 20;
  // Blocks below the mmap threshold (at most 32 MiB) come from the heap;
  // the heap's free top is kept rather than returned.
  constexpr size_t kBlock = size_t(16) << 20;
  if (!mallopt(M_MMAP_THRESHOLD, static_cast<int>(kBlock * 2)) ||
      !mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max()))
    return;
  auto start = reinterpret_cast<uintptr_t>(sbrk(0));
  void *blocks[kHugePageHeapBytes / kBlock] = {};
  for (void *&block : blocks) {
    block = malloc(kBlock);
    // The block escapes: the compiler may not pair this malloc with its
    // free and remove both.
    asm volatile("" : : "r"(block) : "memory");
  }
  auto end = reinterpret_cast<uintptr_t>(sbrk(0));
  for (void *block : blocks)
    free(block);
  uintptr_t first = (start + kHugePage - 1) & ~(kHugePage - 1);
  if (end > first)
    madvise(reinterpret_cast<void *>(first), end - first, MADV_HUGEPAGE);
#endif
}

} // namespace shapes
} // namespace mlir

#endif // SHAPES_SUPPORT_HUGEPAGEHEAP_H
