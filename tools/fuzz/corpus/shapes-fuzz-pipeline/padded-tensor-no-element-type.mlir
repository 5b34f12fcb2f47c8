// Regression (found by shapes-fuzz-pipeline): a padded tensor type whose
// element type is missing. MLIR's parser reports it, then verifies the
// encoding with a null element type, on which the layout's element-type
// check crashed.
func.func @f() {
  %c15 = arith.constant 15 : index
  %0:2 = shapes.delinearize_index %c15 : tensor<2x3x, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  return
}
