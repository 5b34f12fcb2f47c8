//===- ExportRecognizer.h - the HLO instruction of a linalg op --*- C++ -*-===//
//
// The exporter's recognition of `linalg.map` and `linalg.generic` ops. A
// map's body is compared with the body of each candidate of the opcode
// table (ElementwiseOpcodes.h); for a generic, the importer is asked for the
// op of each candidate instruction, and the first candidate whose import
// has the same indexing maps, iterator types and body is the instruction
// (see ExportHlo.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H
#define SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <optional>
#include <string>

namespace mlir::shapes::hlo {

/// The HLO spelling of a scalar MLIR type, signed or unsigned for integers.
std::string scalarTypeName(Type type, bool isUnsigned);

std::string joinInts(ArrayRef<int64_t> values);

/// An integer wider than one bit (pred is i1).
bool isInteger(Type t);

/// An HLO instruction whose import is one `linalg.map` or `linalg.generic`.
struct Candidate {
  std::string opcode;
  /// The HLO element types of the operands and of the result.
  SmallVector<std::string> operandTypes;
  std::string resultType;
  /// `, direction=LT, type=UNSIGNED` and the like.
  std::string attributes;
  /// The dimensions `[2,3]` of the operands and of the result: `[]` for the
  /// scalars of a map body.
  SmallVector<std::string> operandDims;
  std::string resultDims = "[]";

  std::string moduleText() const {
    std::string text = "HloModule candidate\nENTRY e {\n";
    for (auto [i, type] : llvm::enumerate(operandTypes))
      text += "  p" + std::to_string(i) + " = " + type +
              (operandDims.empty() ? "[]" : operandDims[i]) + " parameter(" +
              std::to_string(i) + ")\n";
    text += "  ROOT r = " + resultType + resultDims + " " + opcode + "(";
    for (size_t i = 0; i < operandTypes.size(); ++i)
      text += (i ? ", p" : "p") + std::to_string(i);
    return text + ")" + attributes + "\n}\n";
  }
};

/// Recognizes `linalg.map` ops by their bodies and `linalg.generic` ops by
/// importing candidate instructions.
class Recognizer {
public:
  explicit Recognizer(MLIRContext *context) : context(context) {}

  /// The first candidate of the opcode table whose body is the live ops of
  /// `mapOp`'s, if any.
  std::optional<Candidate> recognizeMap(linalg::MapOp mapOp);
  /// The iota, reverse or dot whose import matches `generic`, if any.
  std::optional<Candidate> recognizeGeneric(linalg::GenericOp generic);

private:
  /// The signature of the imported op of `candidate` ("" when its import is
  /// not one `linalg.map` or `linalg.generic`).
  const std::string &importedSignature(const Candidate &candidate);
  std::optional<Candidate> firstMatch(ArrayRef<Candidate> candidates,
                                      const std::string &signature);

  MLIRContext *context;
  std::map<std::string, std::string> cache;
};

/// The HLO opcode of a body of one arithmetic op on the block arguments in
/// order, for bodies the importer does not build itself.
std::optional<StringRef> singleOpOpcode(linalg::MapOp mapOp);

/// The HLO opcode of a reducer body `combine(acc, element)` of one op.
std::optional<StringRef> reducerOpcode(linalg::ReduceOp reduceOp);

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H
