//===- ExportRecognizer.h - the HLO instruction of a linalg op --*- C++ -*-===//
//
// The exporter's recognition of `linalg.map` and `linalg.generic` ops by
// the builders the importer builds them with. A map's body is compared with
// the body of each candidate of the opcode table (ElementwiseOpcodes.h); a
// generic's indexing maps, iterator types and body with those of an iota,
// reverse or dot (StructuralBodies.h). Bodies are built into a scratch
// region and compared with OperationEquivalence (see ExportHlo.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H
#define SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallVector.h"

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
};

/// Recognizes `linalg.map` ops by their bodies and `linalg.generic` ops by
/// their indexing maps, iterator types and bodies.
class Recognizer {
public:
  explicit Recognizer(MLIRContext *context) : context(context) {}

  /// The first candidate of the opcode table whose body is the live ops of
  /// `mapOp`'s, if any.
  std::optional<Candidate> recognizeMap(linalg::MapOp mapOp);
  /// The iota, reverse or dot that the importer builds as `generic`, if
  /// any.
  std::optional<Candidate> recognizeGeneric(linalg::GenericOp generic);

private:
  MLIRContext *context;
};

/// The HLO opcode of a body of one arithmetic op on the block arguments in
/// order, for bodies the importer does not build itself.
std::optional<StringRef> singleOpOpcode(linalg::MapOp mapOp);

/// The reducer of a `linalg.reduce`: an HLO opcode, on its element type
/// read as signed or as unsigned.
struct Reducer {
  StringRef opcode;
  bool isUnsigned;
};

/// The reducer of a body `combine(acc, element)` of one op.
std::optional<Reducer> reducerOf(linalg::ReduceOp reduceOp);

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_EXPORTRECOGNIZER_H
