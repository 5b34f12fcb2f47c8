//===- Enums.td - the enums of XLA's semantics -------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The enums of the semantics library: the scalar operation of each binary
// op (BinaryOpKind), XLA's ComparisonDirection and PaddingValue. They are defined once, here. mlir-tblgen generates the C++
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

// The scalar operation of a binary op; the string is the op's mnemonic.
// Adding a binary op: a case here, its rule in ScalarRules.h, and its ODS
// entry (Shapes_BinaryOp in ShapesOps.td).
def Shapes_BinaryOpKind : I32EnumAttr<"BinaryOpKind", "binary operation", [
      I32EnumAttrCase<"Add", 0, "add">,
      I32EnumAttrCase<"Sub", 1, "sub">,
      I32EnumAttrCase<"Mul", 2, "mul">,
      I32EnumAttrCase<"Div", 3, "div">,
      I32EnumAttrCase<"Rem", 4, "rem">,
      I32EnumAttrCase<"Max", 5, "max">,
      I32EnumAttrCase<"Min", 6, "min">,
      I32EnumAttrCase<"And", 7, "and">,
      I32EnumAttrCase<"Or", 8, "or">,
      I32EnumAttrCase<"Xor", 9, "xor">
    ]> {
  let cppNamespace = "::mlir::shapes";
  let genSpecializedAttr = 0;
}

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
