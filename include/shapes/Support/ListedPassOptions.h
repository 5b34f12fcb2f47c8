//===- ListedPassOptions.h - option errors that list options ----*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// MLIR's option parser answers a typo with "no such option foo" and nothing
// else. Our passes derive from WithListedOptions<Base>, whose error names
// the pass and lists the options it takes, with their defaults (or says it
// takes none). The options of our pipelines derive from
// ListedPipelineOptions<Derived>, which lists each option with the values it
// takes, for the pipeline's own error.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SUPPORT_LISTEDPASSOPTIONS_H
#define SHAPES_SUPPORT_LISTEDPASSOPTIONS_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>
#include <type_traits>
#include <vector>

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

/// Pipeline options that can describe themselves. `Derived` declares its
/// options with the nested `Option`, which records each one, in declaration
/// order, for describeOptions().
template <typename Derived>
struct ListedPipelineOptions : public PassPipelineOptions<Derived> {
  template <typename T>
  struct Option : public ::mlir::detail::PassOptions::Option<T> {
    template <typename... Args>
    Option(ListedPipelineOptions &parent, StringRef arg, Args &&...args)
        : ::mlir::detail::PassOptions::Option<T>(parent, arg,
                                                 std::forward<Args>(args)...) {
      parent.describers.push_back([this](raw_ostream &os) { describe(os); });
    }
    using ::mlir::detail::PassOptions::Option<T>::operator=;

  private:
    /// "name=a|b|c" for an enumeration, "name=true|false" for a flag,
    /// "name=<value>" otherwise, <value> from llvm::cl::value_desc.
    void describe(raw_ostream &os) {
      os << this->ArgStr << "=";
      if constexpr (std::is_same_v<T, bool>) {
        os << "true|false";
      } else if constexpr (std::is_enum_v<T>) {
        auto &parser = this->getParser();
        for (unsigned i = 0, e = parser.getNumOptions(); i < e; ++i)
          os << (i ? "|" : "") << parser.getOption(i);
      } else {
        os << "<"
           << (this->ValueStr.empty() ? this->getParser().getValueName()
                                      : this->ValueStr)
           << ">";
      }
    }
  };

  /// "stop-at=linalg|llvm, fuse=true|false, threads=<N>": every option with
  /// the values it takes, in declaration order.
  std::string describeOptions() const {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        describers, os, [&](const auto &describe) { describe(os); }, ", ");
    return text;
  }

private:
  std::vector<std::function<void(raw_ostream &)>> describers;
};

} // namespace shapes
} // namespace mlir

#endif // SHAPES_SUPPORT_LISTEDPASSOPTIONS_H
