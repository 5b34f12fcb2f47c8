//===- Exporter.h - the HLO exporter's state and ops -------------*- C++
//-*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The exporter of ExportHlo.cpp: the instructions written so far, the HLO
// names of the values, and one function per kind of op. The module and the
// dispatch over ops are in ExportHlo.cpp, the data-movement ops in
// ExportStructural.cpp, the computing ops (maps, generics, reductions,
// binary ops and comparisons) in ExportCompute.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_EXPORTER_H
#define SHAPES_LIB_TARGET_HLO_EXPORTER_H

#include "ExportRecognizer.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"
#include "shapes/Semantics/XlaShape.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <string>
#include <vector>

namespace mlir::shapes::hlo {

/// The XLA shape of `type` with its layout, which XLA leaves out for
/// scalars (`f32[]`).
FailureOr<xla::Shape> exportedShape(Type type,
                                    function_ref<InFlightDiagnostic()> error);

/// `shape` with element type `name` (an array shape of the same dims and
/// layout).
std::string withElementType(const xla::Shape &shape, StringRef name);

/// True when `relayout` is the one the importer builds for an operand of
/// the op that reads it, which the export does not write (the instruction
/// reads the operand in its own layout, and importing it builds the same
/// relayout again).
bool isImplicitRelayout(RelayoutOp relayout);

/// True when `transpose` is the one the importer builds for a transposing
/// `broadcast`: a bitcast transpose read only by the broadcast right after
/// it, whose dimensions, composed with it, are not increasing. The export
/// writes the pair as one `broadcast`.
bool isImplicitTranspose(TransposeOp transpose);

class Exporter {
public:
  explicit Exporter(MLIRContext *context) : recognizer(context) {}

  LogicalResult exportModule(ModuleOp module, raw_ostream &os);

private:
  struct Line {
    std::string name;
    std::string text;
  };

  LogicalResult exportOp(Operation *op);
  /// `<opcode>(<operands>)<attributes>` of the one result of `op`.
  LogicalResult exportSimple(Operation *op, StringRef opcode,
                             StringRef attributes);
  /// A binary shapes op, which has an HLO counterpart when it does not
  /// broadcast.
  LogicalResult exportBinary(Operation *op, StringRef opcode);
  LogicalResult exportCompare(CompareOp compare);
  LogicalResult exportRelayout(RelayoutOp relayout);
  LogicalResult exportConstant(arith::ConstantOp constant);
  LogicalResult exportExtract(tensor::ExtractOp extract);
  LogicalResult exportFill(linalg::FillOp fill);
  LogicalResult exportTranspose(linalg::TransposeOp transpose);
  LogicalResult exportTranspose(TransposeOp transpose);
  /// A `tensor.collapse_shape` or `tensor.expand_shape` of `source`.
  LogicalResult exportReshape(Operation *op, Value source);
  LogicalResult exportSlice(tensor::ExtractSliceOp slice);
  LogicalResult exportMap(linalg::MapOp op);
  LogicalResult exportGeneric(linalg::GenericOp op);
  LogicalResult emitRecognized(Operation *op, ValueRange inputs,
                               const Candidate &candidate,
                               const xla::Shape &shape);
  LogicalResult exportReduce(linalg::ReduceOp op);
  LogicalResult exportPad(tensor::InsertSliceOp op);
  LogicalResult exportBroadcast(BroadcastInDimOp op);

  /// Adds `%<hint>.<n> = <shape> <rest>` and returns the name.
  std::string emit(StringRef hint, StringRef shape, StringRef rest) {
    std::string name = (hint + "." + Twine(++counter)).str();
    lines.push_back({name, ("%" + name + " = " + shape + " " + rest).str()});
    return name;
  }
  std::string emit(StringRef hint, const xla::Shape &shape, StringRef rest) {
    return emit(hint, xla::printShape(shape), rest);
  }
  /// Emits the instruction that defines `result`.
  void define(Value result, StringRef hint, const xla::Shape &shape,
              StringRef rest) {
    values[result] = {emit(hint, shape, rest), shape};
  }

  FailureOr<xla::Shape> shapeOf(Operation *op, Value value) {
    return exportedShape(value.getType(), [&] { return op->emitError(); });
  }
  /// `%name` of the array `value` read by `user`, or an error.
  FailureOr<std::string> operand(Operation *user, Value value);
  /// `(%a, %b)` of all operands of `user` in `values`.
  FailureOr<std::string> operandList(Operation *user, ValueRange operands);
  /// The rank-0 tensor whose element `scalar` is, or null.
  Value scalarSource(Value scalar) { return scalars.lookup(scalar); }

  LogicalResult noCounterpart(Operation *op) {
    return op->emitError() << "'" << op->getName()
                           << "' has no HLO counterpart";
  }

  Recognizer recognizer;
  std::vector<Line> lines;
  std::vector<std::string> computations;
  struct Array {
    std::string name;
    xla::Shape shape;
  };
  llvm::DenseMap<Value, Array> values;
  /// The scalars of `tensor.extract` from a rank-0 tensor.
  llvm::DenseMap<Value, Value> scalars;
  /// The `linalg.fill` results: the rank-0 tensor of their value.
  llvm::DenseMap<Value, Value> fills;
  /// The scalar `arith.constant`s outside of bodies.
  llvm::DenseSet<Value> scalarConstants;
  unsigned counter = 0;
};

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_EXPORTER_H
