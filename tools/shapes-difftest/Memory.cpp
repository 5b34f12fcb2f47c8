//===- Memory.cpp - program arrays as the C interface passes them ---------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Memory.h"

#include "shapes/Semantics/Elementwise.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mlir::shapes {
namespace difftest {

llvm::SmallVector<void *> packArguments(void *&resultPointer,
                                        std::vector<void *> &inputPointers,
                                        std::vector<int64_t> &sizeArgs) {
  llvm::SmallVector<void *> args;
  args.push_back(&resultPointer);
  for (void *&pointer : inputPointers)
    args.push_back(&pointer);
  for (int64_t &size : sizeArgs)
    args.push_back(&size);
  return args;
}

std::vector<int64_t> resultWords(const Program &program,
                                 std::vector<size_t> &offsets) {
  size_t words = 0;
  for (size_t s : program.returnedSteps()) {
    offsets.push_back(words);
    words += 3 + 2 * program.values[program.steps[s].result].dims.size();
  }
  return std::vector<int64_t>(words, 0);
}

DynamicMemRefType<uint8_t> viewDescriptor(int64_t rank, void *words) {
  return DynamicMemRefType<uint8_t>(::UnrankedMemRefType<uint8_t>{rank, words});
}

Descriptor makeInput(const Array &array, const DimVector &dims,
                     Buffer &buffer) {
  int64_t count = layout_util::physicalElementCount(dims, array.layout);
  unsigned bytes = byteSize(array.elem);
  bool own = dims == array.dims;
  buffer.bytes.assign(std::max<int64_t>(count, 1) * bytes, own ? 0xA5 : 0);
  uint8_t *base = buffer.bytes.data();
  if (own && array.size() > 0) {
    DimVector index(dims.size(), 0);
    int64_t position = 0;
    do {
      int64_t linear =
          index_util::multiIndexToLinear(dims, array.layout, index);
      storeElement(base + linear * bytes, array, position++);
    } while (index_util::nextIndex(dims, index));
  }
  return Descriptor(base, dims, layout_util::strides(dims, array.layout));
}

void storeElement(uint8_t *at, const Array &array, int64_t i) {
  switch (array.elem) {
  case Elem::I1:
    *at = array.ints[i] & 1;
    break;
  case Elem::I8:
    *reinterpret_cast<int8_t *>(at) = static_cast<int8_t>(array.ints[i]);
    break;
  case Elem::I32: {
    int32_t v = static_cast<int32_t>(array.ints[i]);
    std::memcpy(at, &v, 4);
    break;
  }
  case Elem::I64: {
    int64_t v = array.ints[i];
    std::memcpy(at, &v, 8);
    break;
  }
  case Elem::F32: {
    float v = static_cast<float>(array.floats[i]);
    std::memcpy(at, &v, 4);
    break;
  }
  case Elem::F64: {
    double v = array.floats[i];
    std::memcpy(at, &v, 8);
    break;
  }
  }
}

void loadElement(const uint8_t *at, Elem elem, int64_t &intValue,
                 double &floatValue) {
  switch (elem) {
  case Elem::I1:
    intValue = (*at & 1) ? -1 : 0;
    return;
  case Elem::I8:
    intValue = *reinterpret_cast<const int8_t *>(at);
    return;
  case Elem::I32: {
    int32_t v;
    std::memcpy(&v, at, 4);
    intValue = v;
    return;
  }
  case Elem::I64:
    std::memcpy(&intValue, at, 8);
    return;
  case Elem::F32: {
    float v;
    std::memcpy(&v, at, 4);
    floatValue = v;
    return;
  }
  case Elem::F64:
    std::memcpy(&floatValue, at, 8);
    return;
  }
}

bool sameFloat(double expected, double got, Elem elem) {
  if (std::isnan(expected) || std::isnan(got))
    return std::isnan(expected) && std::isnan(got);
  if (elem == Elem::F32) {
    float a = static_cast<float>(expected), b = static_cast<float>(got);
    return std::memcmp(&a, &b, 4) == 0;
  }
  return std::memcmp(&expected, &got, 8) == 0;
}

void paddingElement(Elem elem, PaddingValue value, int64_t &intValue,
                    double &floatValue) {
  if (isFloat(elem)) {
    switch (value) {
    case PaddingValue::zero:
      floatValue = 0.0;
      break;
    case PaddingValue::one:
      floatValue = 1.0;
      break;
    case PaddingValue::lowest:
      floatValue = -INFINITY;
      break;
    case PaddingValue::highest:
      floatValue = INFINITY;
      break;
    case PaddingValue::unknown:
      break;
    }
    return;
  }
  unsigned width = bitWidth(elem);
  switch (value) {
  case PaddingValue::zero:
    intValue = 0;
    break;
  case PaddingValue::one:
    intValue = width == 1 ? -1 : 1;
    break;
  case PaddingValue::lowest:
    intValue = width == 1 ? 0 : signExtend(uint64_t(1) << (width - 1), width);
    break;
  case PaddingValue::highest:
    intValue =
        width == 1 ? -1 : signExtend((uint64_t(1) << (width - 1)) - 1, width);
    break;
  case PaddingValue::unknown:
    break;
  }
}

} // namespace difftest
} // namespace mlir::shapes
