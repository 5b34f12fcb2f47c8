//===- ElementwiseOpcodes.h - the scalar bodies of HLO opcodes --*- C++ -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The elementwise HLO opcodes that the importer computes as a `linalg.map`,
// each with the builder of its scalar body: one table for both directions.
// The importer builds an instruction's body with it; the exporter names the
// opcode behind a `linalg.map` by building each candidate's body into a
// scratch region and comparing it with the map's (OperationEquivalence).
// The binary opcodes that are shapes ops (BinaryOpKind) are spelled here
// too, once: the importer, the exporter and the reducers of `reduce` read
// their names from this table.
//
// A body builder returns null for element types on which the importer
// builds no `linalg.map` for the opcode: types the opcode rejects, and the
// types it imports as a shapes op instead (`divide` on signed integers and
// floats, `compare` of type SIGNED or FLOAT).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_TARGET_HLO_ELEMENTWISEOPCODES_H
#define SHAPES_TARGET_HLO_ELEMENTWISEOPCODES_H

#include "shapes/Semantics/Enums.h"
#include "shapes/Semantics/XlaShape.h"

#include "mlir/IR/Builders.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <functional>
#include <optional>

namespace mlir::shapes::hlo {

/// The `type=` of a `compare`.
enum class CompareType { Float, TotalOrder, Signed, Unsigned };

/// The HLO spelling of `type` (`TOTALORDER`).
StringRef stringifyCompareType(CompareType type);
/// The compare type spelled `name`, PARTIALORDER being FLOAT.
std::optional<CompareType> parseCompareType(StringRef name);

/// What selects an instruction's body: the element types of its operands
/// and result, and for `compare` its direction and type.
struct ElementwiseTypes {
  SmallVector<xla::PrimitiveType, 3> operands;
  xla::PrimitiveType result = xla::PrimitiveType::F32;
  ComparisonDirection direction = ComparisonDirection::eq;
  CompareType compareType = CompareType::Float;
};

/// The body of an opcode on the scalars `args` (of the MLIR element types
/// of `types.operands`), or null (see the file comment).
using BodyBuilder = std::function<Value(OpBuilder &, Location, ValueRange args,
                                        const ElementwiseTypes &types)>;

struct ElementwiseOpcode {
  StringRef name;
  unsigned arity;
  BodyBuilder build;
};

/// A binary HLO opcode and the shapes op (its BinaryOpKind) that computes
/// it on signed integers and floats.
struct BinaryOpcode {
  StringRef name;
  BinaryOpKind kind;
};

/// The ten binary opcodes, in the order of BinaryOpKind: add, subtract,
/// multiply, divide, remainder, maximum, minimum, and, or, xor.
ArrayRef<BinaryOpcode> getBinaryOpcodes();

/// The HLO opcode of `kind`.
StringRef getBinaryOpcodeName(BinaryOpKind kind);

/// The BinaryOpKind of the HLO opcode `name`, or nothing when `name` is not
/// one of the ten.
std::optional<BinaryOpKind> parseBinaryOpcode(StringRef name);

/// Every elementwise opcode with a `linalg.map` body, unary ones first,
/// then binary and ternary ones: the exporter tries them in this order.
ArrayRef<ElementwiseOpcode> getElementwiseOpcodes();

/// The entry of `name`; `name` must be in the table.
const ElementwiseOpcode &getElementwiseOpcode(StringRef name);

/// Scalar constants for bodies; a float constant rounds `value` to `type`
/// to nearest even.
Value intConstant(OpBuilder &b, Location loc, Type type,
                  const llvm::APInt &value);
Value intConstant(OpBuilder &b, Location loc, Type type, int64_t value);
Value floatConstant(OpBuilder &b, Location loc, Type type, llvm::APFloat value);

} // namespace mlir::shapes::hlo

#endif // SHAPES_TARGET_HLO_ELEMENTWISEOPCODES_H
