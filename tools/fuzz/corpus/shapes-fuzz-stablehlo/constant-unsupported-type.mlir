func.func @main() {
  %operand = stablehlo.constant dense<(3.0, 4.0)> : tensor<complex<f64>>
  return
}
