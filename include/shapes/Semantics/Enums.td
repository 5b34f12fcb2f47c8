//===- Enums.td - the enums of XLA's semantics -------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The two enums of the semantics library: XLA's ComparisonDirection and
// PaddingValue. They are defined once, here. mlir-tblgen generates the C++
// enums, their `stringify*`/`symbolize*` functions and their `FieldParser`s
// into the semantics library (`shapes/Semantics/Enums.h`); the dialect's
// attributes (`ShapesEnums.td`, `ShapesAttrDefs.td`) store these same enums.
// Nothing here depends on MLIR IR: the generated header needs LLVM Support
// and `mlir/Support/LLVM.h` only.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_SEMANTICS_ENUMS_TD
#define SHAPES_SEMANTICS_ENUMS_TD

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

def Shapes_PaddingValue : I32EnumAttr<"PaddingValue", "padding value", [
      // 0, 0.0, false. The default when absent.
      I32EnumAttrCase<"zero", 0>,
      // 1, 1.0, true.
      I32EnumAttrCase<"one", 1>,
      // -inf for floats, the minimum for integers, false for i1.
      I32EnumAttrCase<"lowest", 2>,
      // +inf for floats, the maximum for integers, true for i1.
      I32EnumAttrCase<"highest", 3>,
      // Undefined contents; code may leave the padding unwritten.
      I32EnumAttrCase<"unknown", 4>
    ]> {
  let cppNamespace = "::mlir::shapes";
  let genSpecializedAttr = 0;
}

#endif // SHAPES_SEMANTICS_ENUMS_TD
