//===- ShapesEnums.td - shapes enums -----------------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The comparison direction of `shapes.compare` (XLA ComparisonDirection).
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_TD
#define SHAPES_DIALECT_SHAPES_IR_SHAPESENUMS_TD

include "shapes/Dialect/Shapes/IR/ShapesBase.td"
include "mlir/IR/EnumAttr.td"

def Shapes_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"eq", 0>,
      I32EnumAttrCase<"ne", 1>,
      I32EnumAttrCase<"lt", 2>,
      I32EnumAttrCase<"le", 3>,
      I32EnumAttrCase<"gt", 4>,
      I32EnumAttrCase<"ge", 5>
    ]> {
  let cppNamespace = "::mlir::shapes";
  let genSpecializedAttr = 0;
}

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
