/*===- main.c - the shapes C API from a C program
---------------------------===*\
|*                                                                            *|
|* Part of the shapes project: XLA array semantics for MLIR.                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Builds a module with #shapes.layout types, verifies it, queries the layout
 * attribute, turns XLA shape strings into types, runs -shapes-to-llvm with
 * options, and checks every result. Prints one line per check and exits 1
 * at the first failed one. The
 * package test (cmake/TestCAPI.cmake) builds it against an installed shapes.
 */

#include "shapes-c/Dialect/Shapes.h"
#include "shapes-c/InitAll.h"
#include "shapes-c/Passes.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void check(int ok, const char *what) {
  printf("%s: %s\n", ok ? "ok" : "FAILED", what);
  if (!ok)
    ++failures;
}

/* Appends printed IR or diagnostics to a growing string. */
typedef struct {
  char *data;
  size_t size;
} Buffer;

static void appendToBuffer(MlirStringRef str, void *userData) {
  Buffer *buffer = (Buffer *)userData;
  char *grown = (char *)realloc(buffer->data, buffer->size + str.length + 1);
  if (!grown)
    abort();
  memcpy(grown + buffer->size, str.data, str.length);
  buffer->size += str.length;
  grown[buffer->size] = '\0';
  buffer->data = grown;
}

static MlirLogicalResult collectDiagnostic(MlirDiagnostic diagnostic,
                                           void *userData) {
  mlirDiagnosticPrint(diagnostic, appendToBuffer, userData);
  appendToBuffer(mlirStringRefCreateFromCString("\n"), userData);
  return mlirLogicalResultSuccess();
}

static char *printOperation(MlirOperation op) {
  Buffer buffer = {NULL, 0};
  appendToBuffer(mlirStringRefCreateFromCString(""), &buffer);
  mlirOperationPrint(op, appendToBuffer, &buffer);
  return buffer.data;
}

static const char *kProgram =
    "#col = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, "
    "5], padding_value = lowest>\n"
    "func.func @add_row(%m: tensor<2x3xf32>, %v: tensor<3xf32>)\n"
    "    -> tensor<2x3xf32, #col> {\n"
    "  %r = shapes.add %m, %v broadcast_dimensions = [1]\n"
    "      : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #col>\n"
    "  return %r : tensor<2x3xf32, #col>\n"
    "}\n";

static void testLayoutAttribute(MlirContext ctx) {
  /* Built from C: column-major 2x3 padded to 3x5, padding -inf. */
  int64_t minorToMajor[] = {0, 1};
  int64_t padded[] = {3, 5};
  MlirAttribute layout = shapesLayoutAttrGet(ctx, 2, minorToMajor, 2, padded,
                                             true, ShapesPaddingValueLowest);
  check(!mlirAttributeIsNull(layout) && shapesAttributeIsALayout(layout),
        "shapesLayoutAttrGet builds a #shapes.layout");
  MlirAttribute parsed = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "#shapes.layout<minor_to_major = [0, 1], padded_dimensions = "
               "[3, 5], padding_value = lowest>"));
  check(mlirAttributeEqual(layout, parsed), "it equals the parsed attribute");
  check(shapesLayoutAttrGetRank(layout) == 2 &&
            shapesLayoutAttrGetMinorToMajor(layout, 0) == 0 &&
            shapesLayoutAttrGetMinorToMajor(layout, 1) == 1,
        "minor_to_major = [0, 1]");
  check(shapesLayoutAttrGetNumPaddedDimensions(layout) == 2 &&
            shapesLayoutAttrGetPaddedDimension(layout, 0) == 3 &&
            shapesLayoutAttrGetPaddedDimension(layout, 1) == 5,
        "padded_dimensions = [3, 5]");
  check(shapesLayoutAttrHasPaddingValue(layout) &&
            shapesLayoutAttrGetPaddingValue(layout) == ShapesPaddingValueLowest,
        "padding_value = lowest");

  /* The layout arithmetic of the spec's example: strides {1, 3}, 15
   * elements, (1, 2) at 1 + 2 * 3 = 7, position 2 is padding. */
  int64_t sizes[] = {2, 3};
  int64_t strides[2] = {0, 0};
  check(mlirLogicalResultIsSuccess(
            shapesLayoutAttrGetStrides(layout, 2, sizes, strides)) &&
            strides[0] == 1 && strides[1] == 3,
        "strides {1, 3}");
  int64_t count = 0;
  check(mlirLogicalResultIsSuccess(shapesLayoutAttrGetPhysicalElementCount(
            layout, 2, sizes, &count)) &&
            count == 15,
        "physical element count 15");
  int64_t index[] = {1, 2};
  int64_t linear = -1;
  check(mlirLogicalResultIsSuccess(
            shapesLayoutAttrLinearize(layout, 2, sizes, index, &linear)) &&
            linear == 7,
        "linearize (1, 2) = 7");
  int64_t back[2] = {-1, -1};
  bool isPadding = true;
  check(mlirLogicalResultIsSuccess(shapesLayoutAttrDelinearize(
            layout, 2, sizes, 7, back, &isPadding)) &&
            back[0] == 1 && back[1] == 2 && !isPadding,
        "delinearize 7 = (1, 2)");
  check(mlirLogicalResultIsSuccess(shapesLayoutAttrDelinearize(
            layout, 2, sizes, 2, back, &isPadding)) &&
            isPadding,
        "position 2 is padding");
  int64_t outside[] = {2, 0};
  check(mlirLogicalResultIsFailure(
            shapesLayoutAttrLinearize(layout, 2, sizes, outside, &linear)),
        "linearize rejects an index outside the sizes");
  int64_t tooWide[] = {4, 3};
  check(mlirLogicalResultIsFailure(
            shapesLayoutAttrGetStrides(layout, 2, tooWide, strides)),
        "strides reject sizes above the padded widths");

  /* The default layout is row-major. */
  MlirAttribute rowMajor = shapesLayoutAttrGetDefault(ctx, 2);
  check(mlirLogicalResultIsSuccess(
            shapesLayoutAttrGetStrides(rowMajor, 2, sizes, strides)) &&
            strides[0] == 3 && strides[1] == 1 &&
            !shapesLayoutAttrHasPaddingValue(rowMajor),
        "default layout: strides {3, 1}");

  /* The layout as a tensor encoding. */
  MlirType tensor =
      mlirRankedTensorTypeGet(2, sizes, mlirF32TypeGet(ctx), layout);
  check(mlirAttributeEqual(shapesTypeGetLayout(tensor), layout),
        "shapesTypeGetLayout reads the tensor encoding");

  /* An invalid layout is a null attribute and a diagnostic. */
  Buffer diagnostics = {NULL, 0};
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(
      ctx, collectDiagnostic, &diagnostics, NULL);
  int64_t repeated[] = {0, 0};
  MlirAttribute invalid = shapesLayoutAttrGet(ctx, 2, repeated, 0, NULL, false,
                                              ShapesPaddingValueZero);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  check(mlirAttributeIsNull(invalid) && diagnostics.data &&
            strstr(diagnostics.data, "not a permutation"),
        "an invalid layout is rejected with a diagnostic");
  free(diagnostics.data);
}

static void testXlaShape(MlirContext ctx) {
  /* An XLA shape string with a column-major layout. */
  MlirType type = shapesXlaShapeGetType(
      ctx, mlirStringRefCreateFromCString("f32[2,3]{0,1}"), NULL, NULL);
  int64_t minorToMajor[] = {0, 1};
  MlirAttribute col = shapesLayoutAttrGet(ctx, 2, minorToMajor, 0, NULL, false,
                                          ShapesPaddingValueZero);
  check(!mlirTypeIsNull(type) && mlirTypeIsARankedTensor(type) &&
            mlirShapedTypeGetDimSize(type, 0) == 2 &&
            mlirShapedTypeGetDimSize(type, 1) == 3 &&
            mlirTypeIsAF32(mlirShapedTypeGetElementType(type)) &&
            mlirAttributeEqual(shapesTypeGetLayout(type), col),
        "f32[2,3]{0,1} is a 2x3 f32 tensor with layout [0, 1]");

  /* The default layout gives no encoding; pred is i1. */
  type = shapesXlaShapeGetType(
      ctx, mlirStringRefCreateFromCString("pred[4]{0}"), NULL, NULL);
  check(!mlirTypeIsNull(type) &&
            mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(type)) &&
            mlirTypeIsAInteger(mlirShapedTypeGetElementType(type)) &&
            mlirIntegerTypeGetWidth(mlirShapedTypeGetElementType(type)) == 1,
        "pred[4]{0} is tensor<4xi1> without an encoding");

  /* A bounded dynamic dimension is a '?' stored padded to its bound, with
   * undefined padding; an unbounded one is a '?' and no encoding. */
  type = shapesXlaShapeGetType(
      ctx, mlirStringRefCreateFromCString("f32[<=8,3]{1,0}"), NULL, NULL);
  int64_t rowMajor[] = {1, 0};
  int64_t bounds[] = {8, 3};
  MlirAttribute bounded = shapesLayoutAttrGet(ctx, 2, rowMajor, 2, bounds, true,
                                              ShapesPaddingValueUnknown);
  check(!mlirTypeIsNull(type) && mlirShapedTypeIsDynamicDim(type, 0) &&
            mlirShapedTypeGetDimSize(type, 1) == 3 &&
            mlirAttributeEqual(shapesTypeGetLayout(type), bounded),
        "f32[<=8,3]{1,0} is a ?x3 tensor padded to [8, 3], padding unknown");
  type = shapesXlaShapeGetType(ctx, mlirStringRefCreateFromCString("s32[?,2]"),
                               NULL, NULL);
  check(!mlirTypeIsNull(type) && mlirShapedTypeIsDynamicDim(type, 0) &&
            mlirShapedTypeGetDimSize(type, 1) == 2 &&
            mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(type)),
        "s32[?,2] is tensor<?x2xi32> without an encoding");

  /* Unsupported element types and tuples are null types and a message. */
  Buffer message = {NULL, 0};
  type = shapesXlaShapeGetType(ctx, mlirStringRefCreateFromCString("c64[2]"),
                               appendToBuffer, &message);
  check(mlirTypeIsNull(type) && message.data &&
            strstr(message.data, "unsupported element type 'c64'"),
        "c64[2] is rejected with a message naming c64");
  free(message.data);
  message.data = NULL;
  message.size = 0;
  type = shapesXlaShapeGetType(
      ctx, mlirStringRefCreateFromCString("(f32[2], s32[])"), appendToBuffer,
      &message);
  check(mlirTypeIsNull(type) && message.data &&
            strstr(message.data, "tuple shape"),
        "a tuple shape is rejected with a message");
  free(message.data);
  message.data = NULL;
  message.size = 0;
  type =
      shapesXlaShapeGetType(ctx, mlirStringRefCreateFromCString("f32[?,<=8]"),
                            appendToBuffer, &message);
  check(mlirTypeIsNull(type) && message.data &&
            strstr(message.data, "in a shape with the unbounded dimension 0"),
        "a bounded and an unbounded dimension together are rejected");
  free(message.data);

  /* Without a callback, the message is a diagnostic on the context. */
  Buffer diagnostics = {NULL, 0};
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(
      ctx, collectDiagnostic, &diagnostics, NULL);
  type = shapesXlaShapeGetType(
      ctx, mlirStringRefCreateFromCString("f32[8,128]{1,0:T(8,128)}"), NULL,
      NULL);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  check(mlirTypeIsNull(type) && diagnostics.data &&
            strstr(diagnostics.data,
                   "layout tiles ':T(8,128)' are not supported (at offset 14)"),
        "without a callback, tiles are rejected with a diagnostic");
  free(diagnostics.data);
}

static void testModule(MlirContext ctx) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  check(!mlirModuleIsNull(module), "the module parses");
  if (mlirModuleIsNull(module))
    return;
  MlirOperation op = mlirModuleGetOperation(module);
  check(mlirOperationVerify(op), "the module verifies");

  /* Stop at affine loops: the layout survives as strided memrefs. */
  check(mlirLogicalResultIsSuccess(shapesRunShapesToLLVM(
            module, mlirStringRefCreateFromCString("stop-at=affine"))),
        "shapes-to-llvm{stop-at=affine} succeeds");
  char *affine = printOperation(op);
  check(strstr(affine, "affine.for") && strstr(affine, "strided<[1, 3]>") &&
            !strstr(affine, "shapes.add"),
        "affine loops on strided<[1, 3]> memrefs, no shapes ops left");
  free(affine);
  mlirModuleDestroy(module);

  /* All the way down with the default options. */
  module = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  op = mlirModuleGetOperation(module);
  check(mlirLogicalResultIsSuccess(
            shapesRunShapesToLLVM(module, mlirStringRefCreateFromCString(""))),
        "shapes-to-llvm with default options succeeds");
  check(mlirOperationVerify(op), "the lowered module verifies");
  char *llvm = printOperation(op);
  check(strstr(llvm, "llvm.func @add_row") &&
            strstr(llvm, "llvm.func @_mlir_ciface_add_row") &&
            !strstr(llvm, "func.func") && !strstr(llvm, "shapes.") &&
            !strstr(llvm, "affine.") && !strstr(llvm, "memref."),
        "only the LLVM dialect is left, with the C interface wrapper");
  free(llvm);
  mlirModuleDestroy(module);

  /* A bad option is a diagnostic and a failure, not a crash. */
  module = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  Buffer diagnostics = {NULL, 0};
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(
      ctx, collectDiagnostic, &diagnostics, NULL);
  MlirLogicalResult bad = shapesRunShapesToLLVM(
      module, mlirStringRefCreateFromCString("no-such-option=1"));
  mlirContextDetachDiagnosticHandler(ctx, handler);
  check(mlirLogicalResultIsFailure(bad) && diagnostics.data &&
            strstr(diagnostics.data, "no-such-option"),
        "an unknown option fails with a diagnostic naming it");
  free(diagnostics.data);
  mlirModuleDestroy(module);
}

static void testPassRegistration(MlirContext ctx) {
  /* After registration, pipeline strings name our passes and pipelines. */
  shapesRegisterPasses();
  shapesRegisterPasses(); /* a second call does nothing */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm,
      mlirStringRefCreateFromCString(
          "builtin.module(shapes-lower-to-linalg,shapes-to-affine)"),
      appendToBuffer, &(Buffer){NULL, 0});
  check(mlirLogicalResultIsSuccess(parsed),
        "a pipeline string names shapes passes and pipelines");
  mlirPassManagerDestroy(pm);

  /* The generated per-pass constructors. */
  MlirPass pass = mlirCreateShapesConversionShapesLowerToLinalg();
  pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(pm, pass);
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  check(mlirLogicalResultIsSuccess(
            mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))),
        "mlirCreateShapesConversionShapesLowerToLinalg runs");
  char *linalg = printOperation(mlirModuleGetOperation(module));
  check(strstr(linalg, "linalg.generic") && !strstr(linalg, "shapes.add"),
        "it lowers shapes.add to linalg.generic");
  free(linalg);
  mlirModuleDestroy(module);
  mlirPassManagerDestroy(pm);
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  shapesRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  MlirDialectHandle shapes = mlirGetDialectHandle__shapes__();
  check(mlirStringRefEqual(mlirDialectHandleGetNamespace(shapes),
                           mlirStringRefCreateFromCString("shapes")),
        "the dialect handle is named shapes");
  mlirDialectHandleLoadDialect(shapes, ctx);

  testLayoutAttribute(ctx);
  testXlaShape(ctx);
  testModule(ctx);
  testPassRegistration(ctx);

  mlirContextDestroy(ctx);
  printf("%d checks failed\n", failures);
  return failures ? 1 : 0;
}
