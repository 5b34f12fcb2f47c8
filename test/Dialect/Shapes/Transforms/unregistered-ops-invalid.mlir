// An op of an unregistered dialect with tensor operands or results cannot
// be bufferized: a located error that names it, from -shapes-bufferize and
// from every pipeline that bufferizes. Without tensors, it passes through.
//
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -shapes-bufferize
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -shapes-to-llvm="stop-at=linalg" -shapes-bufferize -shapes-results-to-out-params

#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
func.func @layout_tensor(%a: tensor<2x3xf32, #L>) -> tensor<2x3xf32, #L> {
  // expected-error @+1 {{'foo.id' op is of an unregistered dialect and has tensor operands or results, which bufferization cannot rewrite; lower it to registered ops first}}
  %0 = "foo.id"(%a) : (tensor<2x3xf32, #L>) -> tensor<2x3xf32, #L>
  return %0 : tensor<2x3xf32, #L>
}

// -----

func.func @result_only() -> tensor<2xf32> {
  // expected-error @+1 {{'foo.make' op is of an unregistered dialect}}
  %0 = "foo.make"() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @region_in_if(%c: i1, %a: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    // expected-error @+1 {{'foo.r' op is of an unregistered dialect}}
    %x = "foo.r"() ({
    ^bb0(%v: f32):
      "foo.yield"(%v) : (f32) -> ()
    }) : () -> tensor<2xf32>
    scf.yield %x : tensor<2xf32>
  } else {
    scf.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// No tensors: no error at this stage.
"foo.top"() : () -> ()
func.func @scalars(%x: f32) -> f32 {
  %y = "foo.scalar"(%x) : (f32) -> f32
  return %y : f32
}

// -----

// A function inside an op of an unregistered dialect is not in a symbol
// table: the lowering of its allocations could not declare malloc where
// its calls find it.
"foo.wrapper"() ({
  // expected-error @+1 {{'func.func' op is nested in 'foo.wrapper', which is not a symbol table; -shapes-bufferize and -shapes-to-llvm lower the functions of a module}}
  func.func @inner(%a: tensor<2xf32>) -> tensor<2xf32> {
    return %a : tensor<2xf32>
  }
}) : () -> ()
