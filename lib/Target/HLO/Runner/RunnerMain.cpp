//===- RunnerMain.cpp - a main function that runs the ENTRY ---------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// `--hlo-runner-main` adds `func.func @run_hlo()`, which calls the imported
// ENTRY function on fixed arguments and prints each result with the
// `printMemref*` functions of MLIR's runner utilities, in logical row-major
// order. Element i (logical row-major) of argument k is, with
// n = (i + 3k) mod 11:
//   - floats: (n - 5) / 4, that is -1.25 to 1.25 in steps of 0.25;
//   - signed integers: n - 5;
//   - unsigned integers: n;
//   - pred: n is odd.
// Each argument is a linalg.generic that reads value n from a constant
// table of the 11, so that the IR does not grow with the argument.
// pred and the integers narrower than 32 bits print as i32, u32 and u64 as
// i64 (values of u64 from 2^63 on print negative). pred prints as 0 or 1.
// A result of no elements prints its shape only (printMemrefShapeI8).
//
// A dynamic dimension has a fixed run-time size too: half its bound,
// rounded up, for `<=N` (4 for `<=8`, 0 for `<=0`), and 3 for
// `?`. Operands that must agree have the same dimensions, so they get the
// same sizes, and so does every result, whose dimensions are its operands'.
//
//===----------------------------------------------------------------------===//

#include "shapes/Target/HLO/RunnerMain.h"

#include "shapes/Dialect/Shapes/IR/ShapesOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::shapes;

namespace {

using xla::PrimitiveType;

/// The run-time size of an unbounded dynamic dimension.
constexpr int64_t kUnboundedRuntimeSize = 3;

/// The static tensor type of `shape` at its run-time sizes, without an
/// encoding.
RankedTensorType runtimeType(const xla::Shape &shape, Type elementType) {
  SmallVector<int64_t> sizes;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    if (!shape.isDynamicDimension(d))
      sizes.push_back(shape.dims[d]);
    else if (shape.isBoundedDimension(d))
      sizes.push_back(shape.dims[d] / 2 + shape.dims[d] % 2);
    else
      sizes.push_back(kUnboundedRuntimeSize);
  }
  return RankedTensorType::get(sizes, elementType);
}

/// `type` without its encoding.
RankedTensorType withoutEncoding(RankedTensorType type) {
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

/// The period of the argument values: element i of argument k is value
/// n = (i + 3k) mod kValueCycle.
constexpr int64_t kValueCycle = 11;

/// The kValueCycle values of the arguments of element `element`, value n
/// at position n.
DenseElementsAttr cycleValues(Type element, PrimitiveType kind) {
  auto type = RankedTensorType::get({kValueCycle}, element);
  if (kind == PrimitiveType::Pred) {
    SmallVector<bool> values;
    for (int64_t n = 0; n < kValueCycle; ++n)
      values.push_back(n % 2 == 1);
    return DenseElementsAttr::get(type, ArrayRef<bool>(values));
  }
  if (auto floatType = dyn_cast<FloatType>(element)) {
    SmallVector<APFloat> values;
    for (int64_t n = 0; n < kValueCycle; ++n) {
      APFloat value(static_cast<double>(n - 5) / 4);
      bool losesInfo = false;
      value.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
      values.push_back(value);
    }
    return DenseElementsAttr::get(type, values);
  }
  bool isUnsigned = xla::isUnsignedIntegerType(kind);
  SmallVector<APInt> values;
  for (int64_t n = 0; n < kValueCycle; ++n)
    values.push_back(APInt(element.getIntOrFloatBitWidth(),
                           isUnsigned ? n : n - 5, /*isSigned=*/true));
  return DenseElementsAttr::get(type, values);
}

/// The element type a result of `kind` is printed as, and the runner
/// utility that prints it.
std::pair<Type, StringRef> printedAs(OpBuilder &b, PrimitiveType kind) {
  switch (kind) {
  case PrimitiveType::Pred:
  case PrimitiveType::S8:
  case PrimitiveType::U8:
  case PrimitiveType::S16:
  case PrimitiveType::U16:
  case PrimitiveType::S32:
    return {b.getI32Type(), "printMemrefI32"};
  case PrimitiveType::U32:
  case PrimitiveType::S64:
  case PrimitiveType::U64:
    return {b.getI64Type(), "printMemrefI64"};
  case PrimitiveType::F16:
    return {b.getF16Type(), "printMemrefF16"};
  case PrimitiveType::BF16:
    return {b.getBF16Type(), "printMemrefBF16"};
  case PrimitiveType::F32:
    return {b.getF32Type(), "printMemrefF32"};
  case PrimitiveType::F64:
    return {b.getF64Type(), "printMemrefF64"};
  }
  llvm_unreachable("unknown primitive type");
}

/// The printer declarations of `@run_hlo`, each declared once.
class Printers {
public:
  Printers(OpBuilder &builder, Location loc) : builder(builder), loc(loc) {}

  /// The declaration of the runner utility `name`, which prints unranked
  /// tensors of `element`.
  func::FuncOp get(StringRef name, Type element) {
    auto it = printers.find(name);
    if (it != printers.end())
      return it->second;
    MLIRContext *context = builder.getContext();
    auto unranked = UnrankedTensorType::get(element);
    auto decl = func::FuncOp::create(
        builder, loc, name, FunctionType::get(context, {unranked}, {}));
    decl.setPrivate();
    // Only the C-interface entry points (_mlir_ciface_printMemrefI8, ...)
    // exist for every element type.
    decl->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                  UnitAttr::get(context));
    printers[name] = decl;
    return decl;
  }

private:
  OpBuilder &builder;
  Location loc;
  llvm::StringMap<func::FuncOp> printers;
};

/// Argument `k` at the static type `type`: a linalg.generic whose element
/// at logical row-major position i is value (i + 3k) mod kValueCycle of
/// cycleValues. Its IR does not grow with the argument: a constant of
/// every element took seconds and gigabytes for a large parameter, and
/// did not end for f32[100000,100000].
mlir::Value buildArgument(OpBuilder &builder, Location loc,
                          RankedTensorType type, PrimitiveType kind,
                          int64_t k) {
  Type element = type.getElementType();
  mlir::Value table =
      arith::ConstantOp::create(builder, loc, cycleValues(element, kind));
  mlir::Value init =
      tensor::EmptyOp::create(builder, loc, type.getShape(), element);
  int64_t rank = type.getRank();
  SmallVector<AffineMap> maps{builder.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, loc, TypeRange{type}, ValueRange{}, ValueRange{init}, maps,
      iterators, [&](OpBuilder &b, Location bodyLoc, ValueRange) {
        auto index = [&](int64_t value) -> mlir::Value {
          return arith::ConstantIndexOp::create(b, bodyLoc, value);
        };
        // n = (3k + sum of index(d) * stride(d)) mod kValueCycle, each
        // factor reduced first so that nothing overflows.
        mlir::Value cycle = index(kValueCycle);
        mlir::Value n = index(3 * k % kValueCycle);
        int64_t stride = 1;
        for (int64_t d = rank - 1; d >= 0; --d) {
          mlir::Value i = arith::RemUIOp::create(
              b, bodyLoc, linalg::IndexOp::create(b, bodyLoc, d), cycle);
          n = arith::AddIOp::create(
              b, bodyLoc, n,
              arith::MulIOp::create(b, bodyLoc, i, index(stride)));
          stride = stride * (type.getDimSize(d) % kValueCycle) % kValueCycle;
        }
        n = arith::RemUIOp::create(b, bodyLoc, n, cycle);
        mlir::Value value = tensor::ExtractOp::create(b, bodyLoc, table, n);
        linalg::YieldOp::create(b, bodyLoc, value);
      });
  return generic.getResult(0);
}

/// The fixed arguments of `entry`, one each (buildArgument), cast to its
/// dynamic sizes and relaid out to its layout.
SmallVector<mlir::Value> buildArguments(OpBuilder &builder, Location loc,
                                        func::FuncOp entry,
                                        ArrayRef<xla::Shape> arguments) {
  SmallVector<mlir::Value> operands;
  for (auto [k, pair] :
       llvm::enumerate(llvm::zip_equal(arguments, entry.getArgumentTypes()))) {
    auto [shape, type] = pair;
    auto tensorType = cast<RankedTensorType>(type);
    RankedTensorType runtime = runtimeType(shape, tensorType.getElementType());
    mlir::Value value =
        buildArgument(builder, loc, runtime, shape.elementType, k);
    RankedTensorType plain = withoutEncoding(tensorType);
    if (runtime != plain)
      value = tensor::CastOp::create(builder, loc, plain, value);
    if (plain != tensorType)
      value = RelayoutOp::create(builder, loc, tensorType, value);
    operands.push_back(value);
  }
  return operands;
}

/// `value` (static, default layout) with its elements widened to
/// `printed`, by their signedness in `shape`.
mlir::Value widenForPrinting(OpBuilder &builder, Location loc,
                             mlir::Value value, const xla::Shape &shape,
                             Type printed) {
  auto type = cast<RankedTensorType>(value.getType());
  mlir::Value init =
      tensor::EmptyOp::create(builder, loc, type.getShape(), printed);
  bool isFloat = xla::isFloatType(shape.elementType);
  bool isSigned = xla::isSignedIntegerType(shape.elementType);
  return linalg::MapOp::create(
             builder, loc, ValueRange{value}, init,
             [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
               mlir::Value wide;
               if (isFloat)
                 wide = arith::ExtFOp::create(b, bodyLoc, printed, args[0]);
               else if (isSigned)
                 wide = arith::ExtSIOp::create(b, bodyLoc, printed, args[0]);
               else
                 wide = arith::ExtUIOp::create(b, bodyLoc, printed, args[0]);
               linalg::YieldOp::create(b, bodyLoc, wide);
             })
      .getResult()[0];
}

/// Prints `result` of XLA shape `shape`: its elements at their run-time
/// sizes, or its shape only when it has none.
void printResult(OpBuilder &builder, Location loc, Printers &printers,
                 mlir::Value result, const xla::Shape &shape) {
  auto type = cast<RankedTensorType>(result.getType());
  RankedTensorType runtime = runtimeType(shape, type.getElementType());
  if (runtime.getNumElements() == 0) {
    // printMemref* reads one element of an empty memref: an empty result
    // prints its shape only, through an i8 tensor of the same shape.
    Type i8 = builder.getI8Type();
    mlir::Value empty =
        tensor::EmptyOp::create(builder, loc, runtime.getShape(), i8);
    mlir::Value unranked = tensor::CastOp::create(
        builder, loc, UnrankedTensorType::get(i8), empty);
    func::CallOp::create(builder, loc, printers.get("printMemrefShapeI8", i8),
                         ValueRange{unranked});
    return;
  }
  auto [printed, name] = printedAs(builder, shape.elementType);
  RankedTensorType plain = withoutEncoding(type);
  mlir::Value value = result;
  if (plain != type)
    value = RelayoutOp::create(builder, loc, plain, value);
  if (runtime != plain)
    value = tensor::CastOp::create(builder, loc, runtime, value);
  if (printed != plain.getElementType())
    value = widenForPrinting(builder, loc, value, shape, printed);
  mlir::Value unranked = tensor::CastOp::create(
      builder, loc, UnrankedTensorType::get(printed), value);
  func::CallOp::create(builder, loc, printers.get(name, printed),
                       ValueRange{unranked});
}

} // namespace

LogicalResult
mlir::shapes::addHloRunnerMain(ModuleOp module,
                               const HloEntrySignature &signature) {
  auto entry = module.lookupSymbol<func::FuncOp>(signature.entryName);
  if (!entry)
    return module.emitError() << "--hlo-runner-main found no function '"
                              << signature.entryName << "'";
  Location loc = entry.getLoc();
  MLIRContext *context = module.getContext();
  if (module.lookupSymbol("run_hlo"))
    return emitError(loc) << "--hlo-runner-main adds @run_hlo, and the "
                             "module already has a symbol of that name";
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(module.getBody());

  // The printers come first, in the order of the results.
  Printers printers(builder, loc);
  for (auto [type, shape] : llvm::zip_equal(
           entry.getFunctionType().getResults(), signature.results)) {
    if (runtimeType(shape, getElementTypeOrSelf(type)).getNumElements() == 0)
      (void)printers.get("printMemrefShapeI8", builder.getI8Type());
    else
      (void)printers.get(printedAs(builder, shape.elementType).second,
                         printedAs(builder, shape.elementType).first);
  }

  auto main = func::FuncOp::create(builder, loc, "run_hlo",
                                   FunctionType::get(context, {}, {}));
  builder.setInsertionPointToEnd(main.addEntryBlock());
  SmallVector<mlir::Value> operands =
      buildArguments(builder, loc, entry, signature.arguments);
  auto call = func::CallOp::create(builder, loc, entry, operands);
  for (auto [result, shape] :
       llvm::zip_equal(call.getResults(), signature.results))
    printResult(builder, loc, printers, result, shape);
  func::ReturnOp::create(builder, loc);
  return success();
}

OwningOpRef<ModuleOp>
mlir::shapes::importHloModuleWithRunnerMain(llvm::SourceMgr &sourceMgr,
                                            MLIRContext *context,
                                            const HloImportOptions &options) {
  HloEntrySignature signature;
  OwningOpRef<ModuleOp> module =
      importHloModule(sourceMgr, context, options, &signature);
  if (!module || failed(addHloRunnerMain(*module, signature)) ||
      (options.verify && failed(verify(*module))))
    return nullptr;
  return module;
}
