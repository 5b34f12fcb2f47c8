//===- Importer.h - HLO instructions to MLIR --------------------*- C++ -*-===//
//
// The state of one import, shared by the opcode emitters. Every HLO array
// value is an MLIR tensor whose type carries the instruction's layout (no
// encoding for XLA's default layout). The emitters:
// - map the binary ops and `broadcast`, `copy` and `compare` to the shapes
//   ops, which take any layout;
// - compute elementwise ops as `linalg.map` in the result's layout, with
//   each operand first relaid out to it;
// - compute the other ops on default-layout tensors with upstream ops and
//   relayout the result into the instruction's layout.
// Dynamic dimensions are `?` sizes; the emitters that take them say so
// (OpcodeEmitter::dynamic) and read the run-time sizes with `tensor.dim`.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_LIB_TARGET_HLO_IMPORTER_H
#define SHAPES_LIB_TARGET_HLO_IMPORTER_H

#include "HloText.h"

#include "shapes/Target/HLO/ElementwiseOpcodes.h"
#include "shapes/Target/HLO/ImportHlo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <unordered_map>

namespace mlir::shapes::hlo {

/// A value of HLO: an array (a tensor) or a tuple of values.
struct HloValue {
  mlir::Value tensor;
  std::vector<HloValue> elements;
  xla::Shape shape;

  bool isTuple() const { return shape.isTuple; }
};

class Importer;

/// What an opcode emitter sees of one instruction.
class InstructionContext {
public:
  InstructionContext(Importer &importer, const HloInstruction &instruction,
                     std::vector<const HloValue *> operands,
                     RankedTensorType resultType);

  const HloInstruction &instruction;
  std::vector<const HloValue *> operands;
  /// The instruction's tensor type; null for a tuple shape.
  RankedTensorType resultType;
  OpBuilder &builder;
  /// The location of the ops it emits (Importer::getOpLoc).
  Location loc;

  /// An error at the opcode.
  InFlightDiagnostic emitError();
  /// An error at `loc` in the HLO text.
  InFlightDiagnostic emitError(llvm::SMLoc at);

  /// Checks that there are `count` operands, all arrays.
  LogicalResult expectArrayOperands(size_t count);
  mlir::Value operand(size_t i) const { return operands[i]->tensor; }
  const xla::Shape &operandShape(size_t i) const { return operands[i]->shape; }
  /// The attribute `name`, or an error naming it when it is missing.
  FailureOr<const HloAttribute *> requireAttribute(StringRef name);
  /// `{1, 0}` of the attribute `name`, or an error.
  FailureOr<SmallVector<int64_t>> intListAttribute(StringRef name);
  /// An integer attribute such as `index=1`, or an error.
  FailureOr<int64_t> intAttribute(StringRef name);
  /// The computation named by `name=%comp`, or an error.
  FailureOr<const HloComputation *> computationAttribute(StringRef name);

  /// `value` in the layout of `type` (shape and element type must match).
  mlir::Value relayout(mlir::Value value, RankedTensorType type);
  /// `value` in XLA's default layout (no encoding).
  mlir::Value toDefaultLayout(mlir::Value value);
  /// A default-layout value relaid out into the result type.
  HloValue finish(mlir::Value defaultLayoutValue);
  /// An array result of the instruction's shape.
  HloValue result(mlir::Value tensor);
  /// `linalg.map` over `inputs`, computed in the layout of `resultType`:
  /// every input is relaid out to it first. `body` gets the scalars. The
  /// inputs have the result's sizes; the first one gives the dynamic ones.
  HloValue
  map(ValueRange inputs,
      function_ref<mlir::Value(OpBuilder &, Location, ValueRange)> body);
  /// A `tensor.empty` of `type`, with one size per `?` of `type`.
  mlir::Value empty(RankedTensorType type, ValueRange dynamicSizes = {});

  Importer &importer;
};

using Emitter = std::function<FailureOr<HloValue>(InstructionContext &)>;

/// How the importer builds one opcode.
struct OpcodeEmitter {
  Emitter emit;
  /// True when `emit` takes dynamic dimensions (`<=N`, `?`) in its operands
  /// and result. Other opcodes with a dynamic shape are an error that names
  /// them.
  bool dynamic = false;
};
using EmitterMap = llvm::StringMap<OpcodeEmitter>;

/// The emitters of each supported opcode, by opcode.
void registerElementwiseEmitters(EmitterMap &emitters);
void registerStructuralEmitters(EmitterMap &emitters);
void registerSlicingEmitters(EmitterMap &emitters);
void registerReductionEmitters(EmitterMap &emitters);
void registerConvertEmitters(EmitterMap &emitters);
/// The emitters of StableHLO's checks (ImportChecks.cpp).
void registerCheckEmitters(EmitterMap &emitters);

inline bool isFloat(xla::PrimitiveType type) { return xla::isFloatType(type); }
inline bool isUnsigned(xla::PrimitiveType type) {
  return xla::isUnsignedIntegerType(type);
}
inline bool isPred(xla::PrimitiveType type) {
  return type == xla::PrimitiveType::Pred;
}

/// The element types of the instruction's operands and result.
ElementwiseTypes elementTypes(InstructionContext &context);

/// The element types of a `compare` with its direction and comparison
/// type (`type=`, by default the element type's own), or an error.
FailureOr<ElementwiseTypes> readCompareTypes(InstructionContext &context);

/// True when a compare of `types` is a shapes compare (FLOAT, SIGNED, or
/// UNSIGNED of pred); the others are the opcode table's body.
bool compareViaShapes(const ElementwiseTypes &types);

/// The values of the ROOT of `computation` (a tuple's elements in order),
/// built as scalar ops at the builder's position with `parameters` as its
/// parameters: the body of a `reduce` (ImportReducer.cpp). Every
/// instruction must be a scalar parameter, constant or elementwise opcode,
/// or a tuple; errors name `context`'s instruction.
FailureOr<SmallVector<mlir::Value>>
emitScalarComputation(InstructionContext &context,
                      const HloComputation &computation, ValueRange parameters);

/// Checks that every operand has the result's dimensions, dynamic ones
/// alike (xla::sameDimensions).
LogicalResult expectSameDims(InstructionContext &context);

/// Checks that operand `i` has the result's element type.
LogicalResult expectOperandElementType(InstructionContext &context, size_t i);

/// A tensor type without encoding: the default layout.
inline RankedTensorType plainType(ArrayRef<int64_t> shape, Type elementType) {
  return RankedTensorType::get(shape, elementType);
}

/// The number of elements of a static array shape.
inline int64_t elementCount(const xla::Shape &shape) {
  int64_t count = 1;
  for (int64_t d : shape.dims)
    count *= d;
  return count;
}

/// Reads the literal of a `constant` of array shape `shape` (logical,
/// row-major order) as an attribute of the default-layout `type`.
FailureOr<DenseElementsAttr> parseLiteral(InstructionContext &context,
                                          const xla::Shape &shape,
                                          RankedTensorType type);

class Importer {
public:
  Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context,
           const HloModule &module, const HloImportOptions &options);

  /// Builds the module: the ENTRY computation as a public function, whose
  /// XLA signature goes to `signature` when it is not null, or every
  /// computation of HloModule::functions when there are some.
  OwningOpRef<ModuleOp> importModule(HloEntrySignature *signature);

  /// Adds the emitters that `registerEmitters` registers (the StableHLO
  /// importer's checks).
  void addEmitters(function_ref<void(EmitterMap &)> registerEmitters) {
    registerEmitters(emitters);
  }

  /// Emits the instructions of `computation` with `arguments` as its
  /// parameters, and returns its ROOT.
  FailureOr<HloValue> emitComputation(const HloComputation &computation,
                                      ArrayRef<const HloValue *> arguments,
                                      llvm::SMLoc callLoc);

  InFlightDiagnostic emitError(llvm::SMLoc loc) {
    return mlir::emitError(getLoc(loc));
  }
  /// The location of `loc` in the text: `file:line:col`.
  Location getLoc(llvm::SMLoc loc) { return locations.get(loc); }
  /// The location of an op emitted for the text at `loc`: getLoc, or that
  /// of the ENTRY computation when HloImportOptions::opLocations is off.
  Location getOpLoc(llvm::SMLoc loc) {
    return options.opLocations ? getLoc(loc) : moduleLoc;
  }
  /// The tensor type of an array shape, or an error at `loc`.
  RankedTensorType getType(const xla::Shape &shape, llvm::SMLoc loc);

  OpBuilder builder;
  const HloModule &module;
  /// The locations of the ops, in the HLO text.
  SourceLocations locations;

private:
  /// Imports computation `index` as a public function; the ENTRY
  /// computation's signature follows entry_computation_layout.
  LogicalResult importFunction(ModuleOp result, size_t index,
                               HloEntrySignature *signature);
  /// The `parameter` instructions of `entry` in parameter-number order, or
  /// an error when a number is missing, repeated or out of range.
  FailureOr<std::vector<const HloInstruction *>>
  collectParameters(const HloComputation &entry);
  /// The shapes of the ENTRY function's arguments: those of
  /// `entry_computation_layout`, or the parameters' own.
  FailureOr<std::vector<xla::Shape>>
  entryArgumentShapes(ArrayRef<const HloInstruction *> parameters,
                      bool isEntry);
  /// `root` in the result layout of `entry_computation_layout`, if any.
  FailureOr<HloValue> adaptToEntryLayout(const HloValue &root, bool isEntry);
  /// An error at the opcode of `instruction` that names the first dynamic
  /// shape among its operands and its result, if there is one.
  LogicalResult rejectDynamicShapes(const HloInstruction &instruction,
                                    ArrayRef<const HloValue *> operands);
  /// Emits `instruction` of `computation`, whose instructions before it
  /// have the values `values`.
  FailureOr<HloValue> emitInstruction(const HloInstruction &instruction,
                                      const HloComputation &computation,
                                      ArrayRef<HloValue> values,
                                      ArrayRef<const HloValue *> arguments);
  /// The instructions that only pick values: `parameter`, `tuple`,
  /// `get-tuple-element`, and `fusion` and `call`, which are inlined.
  FailureOr<HloValue> emitParameter(const HloInstruction &instruction,
                                    ArrayRef<const HloValue *> arguments);
  FailureOr<HloValue> emitTuple(const HloInstruction &instruction,
                                ArrayRef<const HloValue *> operands);
  FailureOr<HloValue> emitGetTupleElement(InstructionContext &context);
  FailureOr<HloValue> emitCall(InstructionContext &context);

  HloImportOptions options;
  /// The ENTRY computation's location, once importModule has begun.
  Location moduleLoc;
  EmitterMap emitters;
  /// The computations being emitted, to reject recursion.
  SmallVector<const HloComputation *> callStack;

  /// Hashes the fields that xla::Shape's operator== compares.
  struct ShapeHash {
    size_t operator()(const xla::Shape &shape) const;
  };
  /// The tensor types that getType gave so far, by shape: the instructions
  /// of a module share a few shapes.
  std::unordered_map<xla::Shape, RankedTensorType, ShapeHash> tensorTypes;
};

} // namespace mlir::shapes::hlo

#endif // SHAPES_LIB_TARGET_HLO_IMPORTER_H
