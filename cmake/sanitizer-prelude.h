/*===- sanitizer-prelude.h - included first in sanitizer builds -----------===*
 *
 * Part of the shapes project: XLA array semantics for MLIR.
 *
 *===----------------------------------------------------------------------===*
 *
 * Force-included (-include) into every file of ours when AddressSanitizer is
 * on (top-level CMakeLists.txt, SHAPES_SANITIZERS).
 *
 * LLVM's BumpPtrAllocator (llvm/Support/Allocator.h) poisons each new slab
 * and unpoisons every allocation when the file including it is built with
 * ASan. Its inline code is instantiated both in our objects (instrumented)
 * and in Debian's libMLIR.so (not instrumented), and both use the same
 * allocators, for instance the attribute and type uniquer of an MLIRContext.
 * A slab our code poisons is then handed out by libMLIR's copy, which never
 * unpoisons it, and ASan reports a use-after-poison in libMLIR on correct
 * code (the first finding of shapes-fuzz-parse). With the two calls made
 * no-ops here, both copies agree: ASan still checks every access of ours
 * against the heap, only the inner redzones of bump allocations are lost.
 *
 *===----------------------------------------------------------------------===*/
#ifndef SHAPES_SANITIZER_PRELUDE_H
#define SHAPES_SANITIZER_PRELUDE_H

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#include <sanitizer/asan_interface.h>
#undef __asan_poison_memory_region
#undef __asan_unpoison_memory_region
#define __asan_poison_memory_region(p, size) ((void)(p), (void)(size))
#define __asan_unpoison_memory_region(p, size) ((void)(p), (void)(size))
#endif
#endif

#endif /* SHAPES_SANITIZER_PRELUDE_H */
