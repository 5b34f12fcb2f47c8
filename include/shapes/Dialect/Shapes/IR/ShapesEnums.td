//===- ShapesEnums.td - shapes enums -----------------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The attribute of `shapes.compare`'s direction. The enum itself is the
// semantics library's (shapes/Semantics/Enums.td).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_TD

include "shapes/Dialect/Shapes/IR/ShapesBase.td"
include "shapes/Semantics/Enums.td"

def Shapes_ComparisonDirectionAttr
    : EnumAttr<Shapes_Dialect, Shapes_ComparisonDirection,
               "comparison_direction"> {
  let summary = "comparison direction of shapes.compare";
  let description = [{
    One of `eq`, `ne`, `lt`, `le`, `gt`, `ge`. Floats compare as IEEE
    ordered predicates except `ne`, which is unordered (true on NaN).
    Integers compare as signed, `i1` as unsigned (`false < true`).
  }];
  let assemblyFormat = "$value";
}

#endif // SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_TD
