// A static type whose element count fits in int64 but whose byte size does
// not (2^61 f64 = 2^64 bytes) cannot be allocated: the verifiers check
// 64-bit addressability of elements only. Expected: a located error on the
// op, like the element-count check ("more than 2^63-1 elements").
//
// Regression test, found by fuzzing. Before the fix: the program verifies and -shapes-to-llvm lowers it; the
// allocation size wraps to 0 (`getelementptr null[2^61]` + alignment =
// malloc(64)) and the generated code overruns the heap (SIGSEGV in
// mlir-runner).
//

func.func @big(%x: tensor<f64>) -> tensor<2305843009213693952xf64> {
  %e = shapes.broadcast_in_dim %x, dims = [] : (tensor<f64>) -> tensor<2305843009213693952xf64>
  return %e : tensor<2305843009213693952xf64>
}
