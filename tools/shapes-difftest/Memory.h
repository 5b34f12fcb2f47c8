//===- Memory.h - program arrays as the C interface passes them -*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The bytes of a program's arrays in their layouts, and the memref
// descriptors through which the runner passes them to the compiled code
// and reads its results back.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TOOLS_SHAPES_DIFFTEST_MEMORY_H
#define SHAPES_TOOLS_SHAPES_DIFFTEST_MEMORY_H

#include "Program.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <vector>

namespace mlir::shapes {
namespace difftest {

/// The descriptor of a memref of a rank known at run time: the words of a
/// StridedMemRefType<uint8_t, rank>, {basePtr, data, offset, sizes[rank],
/// strides[rank]}, as the C interface passes it. DynamicMemRefType reads it,
/// as upstream's runtime does for an unranked memref.
static_assert(sizeof(StridedMemRefType<uint8_t, 0>) == 3 * sizeof(int64_t) &&
                  sizeof(StridedMemRefType<uint8_t, 2>) == 7 * sizeof(int64_t),
              "a descriptor is 3 + 2 * rank words");
class Descriptor {
public:
  Descriptor(uint8_t *base, llvm::ArrayRef<int64_t> sizes,
             llvm::ArrayRef<int64_t> strides)
      : rank(sizes.size()), words(3 + 2 * rank, 0) {
    auto *header = reinterpret_cast<StridedMemRefType<uint8_t, 0> *>(get());
    header->basePtr = base;
    header->data = base;
    header->offset = 0;
    llvm::copy(sizes, words.begin() + 3);
    llvm::copy(strides, words.begin() + 3 + rank);
  }
  void *get() { return words.data(); }

private:
  int64_t rank;
  std::vector<int64_t> words;
};

/// The arguments of `_mlir_ciface_<name>` through its packed wrapper:
/// the address of each argument, the results' descriptor pointer first,
/// then each input's descriptor pointer, then each size argument.
llvm::SmallVector<void *> packArguments(void *&resultPointer,
                                        std::vector<void *> &inputPointers,
                                        std::vector<int64_t> &sizeArgs);

/// Words for the result descriptors of `program`, back to back, and the
/// offset of each.
std::vector<int64_t> resultWords(const Program &program,
                                 std::vector<size_t> &offsets);

/// A view of the descriptor of rank `rank` at `words`.
DynamicMemRefType<uint8_t> viewDescriptor(int64_t rank, void *words);

/// Storage for an input array in its layout: the padding holds garbage that
/// a correct program never reads.
struct Buffer {
  std::vector<uint8_t> bytes;
};

/// Fills `buffer` with `array` in its layout at the sizes `dims`: its
/// elements when `dims` are its own, zeros otherwise (a mismatching call,
/// whose elements do not matter). Returns the descriptor.
Descriptor makeInput(const Array &array, const DimVector &dims, Buffer &buffer);

/// Writes element `i` of `array` at `at`, in the element's bytes.
void storeElement(uint8_t *at, const Array &array, int64_t i);

/// Reads element bits as a comparable value: integers sign-extended, floats
/// widened to double.
void loadElement(const uint8_t *at, Elem elem, int64_t &intValue,
                 double &floatValue);

/// Whether `got` is `expected` in `elem`'s precision, bit for bit (any NaN
/// matches any NaN).
bool sameFloat(double expected, double got, Elem elem);

/// The padding value an element of `elem` must hold, as int or float.
void paddingElement(Elem elem, PaddingValue value, int64_t &intValue,
                    double &floatValue);

} // namespace difftest
} // namespace mlir::shapes

#endif // SHAPES_TOOLS_SHAPES_DIFFTEST_MEMORY_H
