//===- ListedPassOptions.h - pass option errors that list options -*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// MLIR's option parser answers a typo with "no such option foo" and nothing
// else. Our passes derive from WithListedOptions<Base>, whose error names
// the pass and lists the options it takes, with their defaults (or says it
// takes none).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SUPPORT_LISTEDPASSOPTIONS_H
#define SHAPES_SUPPORT_LISTEDPASSOPTIONS_H

#include "mlir/Pass/Pass.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace shapes {

template <typename Base> struct WithListedOptions : public Base {
  using Base::Base;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (succeeded(Base::initializeOptions(
            options, [](const Twine &) { return failure(); })))
      return success();
    // The pass as a pipeline element, "name{opt=default ...}", gives the
    // options and their defaults.
    std::string text;
    llvm::raw_string_ostream os(text);
    this->printAsTextualPipeline(os);
    StringRef list = StringRef(text);
    size_t brace = list.find('{');
    list = brace == StringRef::npos ? StringRef() : list.substr(brace);
    if (list.empty())
      return errorHandler("invalid options '" + options + "' for -" +
                          this->getArgument() + ": it takes no options");
    return errorHandler("invalid options '" + options + "' for -" +
                        this->getArgument() +
                        "; valid options, with their defaults: " + list);
  }
};

} // namespace shapes
} // namespace mlir

#endif // SHAPES_SUPPORT_LISTEDPASSOPTIONS_H
