// A dense layer with a ReLU, as JAX exports it:
//   jax.jit(lambda x, w, b: jax.nn.relu(x @ w + b)).lower(x, w, b).as_text()
// with the arguments and the expected result of StableHLO's test programs
// (the functions @inputs and @expected) and the interpreter's check.
module @jit_dense_relu attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x4xf32> {jax.result_info = ""}) {
    %0:3 = call @inputs() : () -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>)
    %1 = call @expected() : () -> tensor<2x4xf32>
    %2 = call @dense_relu(%0#0, %0#1, %0#2) : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2x4xf32>, tensor<2x4xf32>) -> ()
    return %2 : tensor<2x4xf32>
  }
  func.func private @dense_relu(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.maximum %2, %3 : tensor<2x4xf32>
    return %4 : tensor<2x4xf32>
  }
  func.func private @inputs() -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>) {
    %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]> : tensor<2x3xf32>
    %w = stablehlo.constant dense<[[1.0, 0.0, -1.0, 2.0], [0.5, 1.0, 0.0, -1.0], [0.0, -2.0, 1.0, 0.25]]> : tensor<3x4xf32>
    %b = stablehlo.constant dense<[0.5, 1.0, -1.0, 0.0]> : tensor<4xf32>
    return %x, %w, %b : tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<[[2.5, 0.0, 1.0, 0.75], [0.0, 0.0, 2.0, 0.0]]> : tensor<2x4xf32>
    return %cst : tensor<2x4xf32>
  }
}
