//===- FloatEmulation.cpp - narrow float arithmetic in f32 ----------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/FloatEmulation.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

LogicalResult mlir::shapes::emulateInF32(Operation *root, FloatType narrow) {
  MLIRContext *context = root->getContext();
  TypeConverter converter;
  arith::populateEmulateUnsupportedFloatsConversions(converter, {narrow},
                                                     Float32Type::get(context));
  ConversionTarget target(*context);
  arith::populateEmulateUnsupportedFloatsLegality(target, converter);
  RewritePatternSet emulate(context);
  arith::populateEmulateUnsupportedFloatsPatterns(emulate, converter);
  return applyPartialConversion(root, target, std::move(emulate));
}
