// --export-hlo parses its input as mlir-translate does: ops at the top
// level go into an implicit builtin.module, unless --no-implicit-module,
// which leaves the function alone at the top and is an error here.
// RUN: shapes-translate --export-hlo %s | FileCheck %s
// RUN: not shapes-translate --export-hlo --no-implicit-module %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOMODULE

// CHECK: ENTRY %add (Arg_0: f32[2]{0}) -> f32[2]{0} {
// CHECK: ROOT %{{.*}} = f32[2]{0} add(%Arg_0, %Arg_0)
// NOMODULE: implicit-module.mlir:[[@LINE+1]]:1: error: --export-hlo expects a builtin.module
func.func @add(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = shapes.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
