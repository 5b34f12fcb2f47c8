// Seeds for shapes-fuzz-parse and shapes-fuzz-pipeline: generic-form ops of
// dialects that are not registered (the targets parse an input again with
// unregistered dialects allowed when it is rejected without them), among
// shapes ops, at module level, with regions, inside scf.if and loops.
// utils/fuzz.sh splits this file at the separator lines.

func.func @add(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @mixed(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %s = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %r = "stablehlo.multiply"(%s, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = shapes.sub %r, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %t : tensor<2x3xf32>
}

// -----

#E = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 4]>
func.func @layout(%a: tensor<3x4xf32, #E>) -> tensor<3x4xf32, #E> {
  %r = "foo.op"(%a) {attr = 1 : i64} : (tensor<3x4xf32, #E>) -> tensor<3x4xf32, #E>
  %s = shapes.add %r, %a : (tensor<3x4xf32, #E>, tensor<3x4xf32, #E>) -> tensor<3x4xf32, #E>
  return %s : tensor<3x4xf32, #E>
}

// -----

"foo.module_level"() : () -> ()
func.func @none() {
  "foo.effect"() : () -> ()
  %c = "foo.const"() {value = 3 : index} : () -> index
  return
}

// -----

func.func @region(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.reduce_window"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @in_if(%p: i1, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %p -> tensor<2xf32> {
    %s = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  } else {
    %s = shapes.mul %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @in_loop(%a: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<8xf32>
    %w = "foo.scale"(%v) : (f32) -> f32
    memref.store %w, %a[%i] : memref<8xf32>
  }
  return
}

// -----

func.func @types(%a: !foo.token, %b: tensor<2x!foo.elem>) -> !foo.token {
  %r = "foo.use"(%a, %b) {tag = #foo.tag<"x">} : (!foo.token, tensor<2x!foo.elem>) -> !foo.token
  return %r : !foo.token
}

// -----

"stablehlo.module"() ({
  func.func @inner(%a: tensor<2xf32>) -> tensor<2xf32> {
    %r = shapes.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}) : () -> ()
