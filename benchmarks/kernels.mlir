// The benchmark kernels, written with shapes ops on tensors.
//
// Compiled ahead of time by benchmarks/CMakeLists.txt:
//   shapes-opt -shapes-to-llvm | mlir-translate --mlir-to-llvmir
//     | clang++ -O3 -march=native -c
// and called from bench.cpp through their `_mlir_ciface_<name>` wrappers.
// Every kernel returns a buffer it malloc'ed; the caller frees the
// descriptor's `allocated` pointer.
//
// The same computations, written the upstream-MLIR way, are in
// upstream.mlir; as C++ loops, Eigen and numpy in bench.cpp and
// numpy_bench.py.

#col_padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2056, 2048]>

// (4096,1024) + (1024) with broadcast_dimensions = [1]: the vector is added
// to every row. Memory bound: reads 16 MiB, writes 16 MiB.
func.func @bcast_add(%m: tensor<4096x1024xf32>, %v: tensor<1024xf32>) -> tensor<4096x1024xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<4096x1024xf32>, tensor<1024xf32>) -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

// (4096,1) * (1,1024): degenerate broadcasting on both sides, the outer
// product. Write bound: reads 20 KiB, writes 16 MiB.
func.func @outer(%a: tensor<4096x1xf32>, %b: tensor<1x1024xf32>) -> tensor<4096x1024xf32> {
  %r = shapes.mul %a, %b : (tensor<4096x1xf32>, tensor<1x1024xf32>) -> tensor<4096x1024xf32>
  return %r : tensor<4096x1024xf32>
}

// A row-major (2048,2048) array into column-major order with the minor
// dimension padded to 2056 (zero padding): a transposing, padding copy.
// Reads 16 MiB, writes 16.06 MiB.
func.func @relayout_pad(%x: tensor<2048x2048xf32>) -> tensor<2048x2048xf32, #col_padded> {
  %r = shapes.relayout %x : tensor<2048x2048xf32> to tensor<2048x2048xf32, #col_padded>
  return %r : tensor<2048x2048xf32, #col_padded>
}

// XLA's never-trapping integer division with a broadcast vector:
// x / 0 = -1, INT_MIN / -1 = INT_MIN. Bound by the scalar divider (x86
// has no vector integer division), not by memory.
func.func @int_div(%m: tensor<4096x1024xi32>, %v: tensor<1024xi32>) -> tensor<4096x1024xi32> {
  %r = shapes.div %m, %v broadcast_dimensions = [1] : (tensor<4096x1024xi32>, tensor<1024xi32>) -> tensor<4096x1024xi32>
  return %r : tensor<4096x1024xi32>
}
