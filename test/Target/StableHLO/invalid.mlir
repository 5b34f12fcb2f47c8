// RUN: shapes-translate --import-stablehlo -split-input-file -verify-diagnostics %s

// Ops, types and attributes outside the imported subset are one located
// error that names them; so is malformed text.

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.scatter' is not supported}}
  %0 = stablehlo.scatter %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.sort' is not supported}}
  %0 = "stablehlo.sort"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{element type 'complex<f32>' is not supported}}
func.func @main(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  return %a : tensor<4xcomplex<f32>>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'unknown_attr' of 'stablehlo.abs' is not supported}}
  %0 = stablehlo.abs %a {unknown_attr = 1 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' to 'foo' is not supported}}
  stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{use of undefined value '%b'}}
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{a type's '<' is not closed}}
  %0 = stablehlo.abs %a : tensor<4xf32
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected '->' after the operand types}}
  %0 = stablehlo.abs %a : (tensor<4xf32>) tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main() -> tensor<2xf32> {
  // expected-error @+1 {{expected a dense<...> constant of a tensor type}}
  %0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{no function named '@missing'}}
  %0 = call @missing(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{computation 'f' calls itself}}
  %0 = call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @two(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  // expected-error @+1 {{'%0' has 2 results: use one as %0#0}}
  return %0 : tensor<4xf32>
}
func.func private @two(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand 0 of 'add' has element type f32, the result s32}}
  %0 = stablehlo.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{expected a func.func, found 'stablehlo.add'}}
stablehlo.add

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unterminated string}}
  %0 = stablehlo.abs %a {x = "abc} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{the module has no public function}}
func.func private @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' needs a call_target_name}}
  "stablehlo.custom_call"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

// A dialect's type, and an unsupported op whose results are a list.

// expected-error @+1 {{type '!stablehlo.token' is not supported}}
func.func @main(%t: !stablehlo.token) {
  return
}

// -----

func.func @main(%a: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.sort' is not supported}}
  %x, %y = "stablehlo.sort"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// A constant of an unsupported type: the error is at the value.

func.func @main() {
  // expected-error @+1 {{element type 'complex<f64>' is not supported}}
  %operand = stablehlo.constant dense<(3.0, 4.0)> : tensor<complex<f64>>
  return
}

// -----

// Hostile text: regions nested without end, a number beyond 64 bits, a
// module that the input ends inside.

func.func @main() {
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
// expected-error @+1 {{regions nest deeper than 64}}
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
"stablehlo.reduce"() ({
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'permutation' must be a list of integers, got '[99999999999999999999999]'}}
  %0 = stablehlo.transpose %a, dims = [99999999999999999999999] : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
// expected-error @+1 {{expected '}' to close the module, found the end of the input}}
