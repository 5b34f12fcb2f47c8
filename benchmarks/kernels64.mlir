// The 64 MiB benchmark kernels: 4096x4096 f32, beyond the
// cache. Each is written twice:
//   <name>_inplace  destination-passing style: the caller passes the result
//                   buffer (`%out`, with the result's layout); the value is
//                   computed in it (`materialize_in_destination ... restrict
//                   writable`), padding included;
//   <name>          returning style: the function returns the tensor, a
//                   fresh malloc'ed buffer per call that the caller frees.
// add64, transpose64, pad64 and chain64 have dynamic twins (add64d, ...; at
// the end): the same ops on `?` sizes, given at run time by the
// descriptors.
//
// Compiled ahead of time by benchmarks/CMakeLists.txt like kernels.mlir,
// twice: `shapes-opt -shapes-to-llvm` (1 thread) and, when the pipeline
// accepts it, `-shapes-to-llvm="threads=2"` with every function renamed
// `<name>_2t` (2 OpenMP threads). bench.cpp calls the `_mlir_ciface_`
// wrappers.

#col = #shapes.layout<minor_to_major = [0, 1]>
#col_padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4096, 4096]>

// (4096,4096) + (4096), broadcast_dimensions = [1]: the vector is added to
// every row. Reads 64 MiB + 16 KiB, writes 64 MiB.
func.func @add64_inplace(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %out: memref<4096x4096xf32>) {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

func.func @add64(%a: tensor<4096x4096xf32>, %v: tensor<4096xf32>) -> tensor<4096x4096xf32> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

// Row-major (4096,4096) into column-major: a transpose of the physical
// buffer. Reads 64 MiB, writes 64 MiB.
func.func @transpose64_inplace(%x: tensor<4096x4096xf32>, %out: memref<4096x4096xf32, #col>) {
  %r = shapes.relayout %x : tensor<4096x4096xf32> to tensor<4096x4096xf32, #col>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32, #col>, memref<4096x4096xf32, #col>) -> ()
  return
}

func.func @transpose64(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32, #col> {
  %r = shapes.relayout %x : tensor<4096x4096xf32> to tensor<4096x4096xf32, #col>
  return %r : tensor<4096x4096xf32, #col>
}

// Row-major (4095,4095) into column-major padded to (4096,4096) (zero
// padding): element (i, j) at j * 4096 + i; the last element of every
// column and the whole last column are padding. Reads 63.97 MiB, writes
// 64 MiB.
func.func @pad64_inplace(%x: tensor<4095x4095xf32>, %out: memref<4095x4095xf32, #col_padded>) {
  %r = shapes.relayout %x : tensor<4095x4095xf32> to tensor<4095x4095xf32, #col_padded>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4095x4095xf32, #col_padded>, memref<4095x4095xf32, #col_padded>) -> ()
  return
}

func.func @pad64(%x: tensor<4095x4095xf32>) -> tensor<4095x4095xf32, #col_padded> {
  %r = shapes.relayout %x : tensor<4095x4095xf32> to tensor<4095x4095xf32, #col_padded>
  return %r : tensor<4095x4095xf32, #col_padded>
}

// A four-op elementwise chain with an explicit broadcast and a
// relayout, r = max((relayout(x) + broadcast_in_dim(v)) * y - z, w), which
// -shapes-fuse-elementwise turns into one loop nest that writes only the
// result (kernels64.affine.mlir: one allocation, in the returning
// functions). Reads 4 x 64 MiB + 16 KiB, writes 64 MiB. Two forms:
//
//   chain64   the relayout of a row-major input into column-major (as in
//             test/Integration/Fusion/chains.mlir): fused, x is read in
//             place, row-major, like y, z and w;
//   chain64t  the relayout of a column-major input (the physical buffer of
//             x is its transpose) into row-major: fused, x is read through
//             its layout, i.e. transposed, in the row-major loop nest.

func.func @chain64_inplace(%x: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>, %out: memref<4096x4096xf32>) {
  %t = shapes.relayout %x : tensor<4096x4096xf32> to tensor<4096x4096xf32, #col>
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %s = shapes.add %t, %b : (tensor<4096x4096xf32, #col>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %p = shapes.mul %s, %y : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %d = shapes.sub %p, %z : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = shapes.max %d, %w : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

func.func @chain64(%x: tensor<4096x4096xf32>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %t = shapes.relayout %x : tensor<4096x4096xf32> to tensor<4096x4096xf32, #col>
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %s = shapes.add %t, %b : (tensor<4096x4096xf32, #col>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %p = shapes.mul %s, %y : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %d = shapes.sub %p, %z : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = shapes.max %d, %w : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

func.func @chain64t_inplace(%xt: tensor<4096x4096xf32, #col>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>, %out: memref<4096x4096xf32>) {
  %t = shapes.relayout %xt : tensor<4096x4096xf32, #col> to tensor<4096x4096xf32>
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %s = shapes.add %t, %b : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %p = shapes.mul %s, %y : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %d = shapes.sub %p, %z : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = shapes.max %d, %w : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4096x4096xf32>, memref<4096x4096xf32>) -> ()
  return
}

func.func @chain64t(%xt: tensor<4096x4096xf32, #col>, %v: tensor<4096xf32>, %y: tensor<4096x4096xf32>, %z: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %t = shapes.relayout %xt : tensor<4096x4096xf32, #col> to tensor<4096x4096xf32>
  %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<4096xf32>) -> tensor<4096x4096xf32>
  %s = shapes.add %t, %b : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %p = shapes.mul %s, %y : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %d = shapes.sub %p, %z : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = shapes.max %d, %w : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

// The dynamic twins: the same computations with every size `?`, compiled
// once and called with the sizes above in the descriptors. The run-time
// size checks are on (the -shapes-to-llvm default).

func.func @add64d_inplace(%a: tensor<?x?xf32>, %v: tensor<?xf32>, %out: memref<?x?xf32>) {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @add64d(%a: tensor<?x?xf32>, %v: tensor<?xf32>) -> tensor<?x?xf32> {
  %r = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @transpose64d_inplace(%x: tensor<?x?xf32>, %out: memref<?x?xf32, #col>) {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32, #col>, memref<?x?xf32, #col>) -> ()
  return
}

func.func @transpose64d(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #col> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  return %r : tensor<?x?xf32, #col>
}

// A bounded dynamic array: storage for 4096x4096 column-major, the sizes
// (4095x4095 here) at run time, the rest zero padding.
func.func @pad64d_inplace(%x: tensor<?x?xf32>, %out: memref<?x?xf32, #col_padded>) {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col_padded>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32, #col_padded>, memref<?x?xf32, #col_padded>) -> ()
  return
}

func.func @pad64d(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #col_padded> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col_padded>
  return %r : tensor<?x?xf32, #col_padded>
}

// chain64 on `?` sizes: broadcast_in_dim takes the result's sizes as
// operands, here y's.
func.func @chain64d_inplace(%x: tensor<?x?xf32>, %v: tensor<?xf32>, %y: tensor<?x?xf32>, %z: tensor<?x?xf32>, %w: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %y, %c0 : tensor<?x?xf32>
  %m = tensor.dim %y, %c1 : tensor<?x?xf32>
  %t = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  %b = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xf32>) -> tensor<?x?xf32>
  %s = shapes.add %t, %b : (tensor<?x?xf32, #col>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = shapes.mul %s, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = shapes.sub %p, %z : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = shapes.max %d, %w : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @chain64d(%x: tensor<?x?xf32>, %v: tensor<?xf32>, %y: tensor<?x?xf32>, %z: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %y, %c0 : tensor<?x?xf32>
  %m = tensor.dim %y, %c1 : tensor<?x?xf32>
  %t = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  %b = shapes.broadcast_in_dim %v, dims = [1] sizes(%n, %m) : (tensor<?xf32>) -> tensor<?x?xf32>
  %s = shapes.add %t, %b : (tensor<?x?xf32, #col>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = shapes.mul %s, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = shapes.sub %p, %z : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = shapes.max %d, %w : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
