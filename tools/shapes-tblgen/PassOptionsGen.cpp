//===- PassOptionsGen.cpp - a pass's option values as its struct ----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// -gen-pass-options-getters: for each pass of a Passes.td with options, the
// reverse of the constructor that -gen-pass-decls gives its base class
// from the `<Pass>Options` struct. Under GEN_PASS_OPTIONS_GETTER_<PASS>
// (the pass's name in capitals), the class template
//
//   template <typename BaseT> class <Pass>OptionsGetter : public BaseT
//
// adds to the generated `impl::<Pass>Base<Derived>`, given as BaseT,
//
//   <Pass>Options getOptions() const;
//
// the values of the pass's options (given at construction, on the command
// line or in a pipeline string) as the struct, field by generated field.
//
//===----------------------------------------------------------------------===//

#include "mlir/TableGen/GenInfo.h"
#include "mlir/TableGen/Pass.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

using namespace mlir;
using namespace mlir::tblgen;

/// The getter class of `pass`, or nothing for a pass without options.
static void emitOptionsGetter(const Pass &pass, raw_ostream &os) {
  if (pass.getOptions().empty())
    return;
  StringRef name = pass.getDef()->getName();
  os << llvm::formatv(R"(#ifdef GEN_PASS_OPTIONS_GETTER_{0}
/// {1}Base<Derived> (BaseT) with getOptions().
template <typename BaseT>
class {1}OptionsGetter : public BaseT {{
public:
  using BaseT::BaseT;

  /// The values of the options, as the struct the pass is created from.
  {1}Options getOptions() const {{
    {1}Options options;
)",
                      name.upper(), name);
  for (const PassOption &option : pass.getOptions()) {
    if (option.isListOption())
      os << llvm::formatv(
          "    options.{0}.assign(this->{0}.begin(), this->{0}.end());\n",
          option.getCppVariableName());
    else
      os << llvm::formatv("    options.{0} = this->{0};\n",
                          option.getCppVariableName());
  }
  os << llvm::formatv(R"(    return options;
  }
};
#undef GEN_PASS_OPTIONS_GETTER_{0}
#endif // GEN_PASS_OPTIONS_GETTER_{0}

)",
                      name.upper());
}

static bool emitOptionsGetters(const llvm::RecordKeeper &records,
                               raw_ostream &os) {
  llvm::emitSourceFileHeader("Pass option getters", os, records);
  for (const llvm::Record *def : records.getAllDerivedDefinitions("PassBase"))
    emitOptionsGetter(Pass(def), os);
  return false;
}

static GenRegistration
    genOptionsGetters("gen-pass-options-getters",
                      "Generate each pass's getOptions(): the values of its "
                      "options as its options struct",
                      emitOptionsGetters);
