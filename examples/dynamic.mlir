// Dynamic dimensions: kernels on `?` sizes, called at sizes chosen at run
// time. Run it (README, "Dynamic dimensions"):
//
//   build/bin/shapes-opt examples/dynamic.mlir -shapes-to-llvm |
//     /usr/lib/llvm-22/bin/mlir-runner -e main -entry-point-result=void \
//       -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
//
// With `-e mismatch` the second call's operands disagree and the program
// stops with the generated check's message.
#col = #shapes.layout<minor_to_major = [0, 1]>
#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3], padding_value = unknown>

func.func private @printMemrefF32(tensor<*xf32>)

// (n, 3) + (n, 1): the static 1 broadcasts, the two `?` must be equal at
// run time. The result is column-major: its strides are [1, n].
func.func @add_rows(%a: tensor<?x3xf32>, %b: tensor<?x1xf32>) -> tensor<?x3xf32, #col> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32, #col>
  return %0 : tensor<?x3xf32, #col>
}

// A vector of m elements broadcast to n rows: the `?` of the result takes
// its size from an operand.
func.func @outer(%v: tensor<?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %m = tensor.dim %v, %c0 : tensor<?xf32>
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// XLA's bounded dynamic dimension f32[<=4,3]: storage for 4 rows, n used.
func.func @clamp(%a: tensor<?x3xf32, #bound>, %lo: tensor<3xf32>) -> tensor<?x3xf32> {
  %0 = shapes.max %a, %lo broadcast_dimensions = [1] : (tensor<?x3xf32, #bound>, tensor<3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @print(%t: tensor<?x?xf32>) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %bd = tensor.cast %b : tensor<2x1xf32> to tensor<?x1xf32>
  %sum = call @add_rows(%ad, %bd) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32, #col>
  %sum2 = shapes.relayout %sum : tensor<?x3xf32, #col> to tensor<?x3xf32>
  %s = tensor.cast %sum2 : tensor<?x3xf32> to tensor<?x?xf32>
  call @print(%s) : (tensor<?x?xf32>) -> ()

  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %vd = tensor.cast %v : tensor<4xf32> to tensor<?xf32>
  %c3 = arith.constant 3 : index
  %o = call @outer(%vd, %c3) : (tensor<?xf32>, index) -> tensor<?x?xf32>
  call @print(%o) : (tensor<?x?xf32>) -> ()

  %bounded = shapes.relayout %ad : tensor<?x3xf32> to tensor<?x3xf32, #bound>
  %lo = arith.constant dense<[2.0, 2.0, 5.0]> : tensor<3xf32>
  %c = call @clamp(%bounded, %lo) : (tensor<?x3xf32, #bound>, tensor<3xf32>) -> tensor<?x3xf32>
  %cd = tensor.cast %c : tensor<?x3xf32> to tensor<?x?xf32>
  call @print(%cd) : (tensor<?x?xf32>) -> ()
  return
}

func.func @mismatch() {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %b = arith.constant dense<1.0> : tensor<3x1xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %bd = tensor.cast %b : tensor<3x1xf32> to tensor<?x1xf32>
  %sum = call @add_rows(%ad, %bd) : (tensor<?x3xf32>, tensor<?x1xf32>) -> tensor<?x3xf32, #col>
  return
}
