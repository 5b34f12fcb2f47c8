// exp over 16M f32 (64 MiB in, 64 MiB out): the vector loop of
// -shapes-vectorize with the polynomial of -shapes-approximate-math,
// against the same loop with approximate-math=false (one libm expf call
// per lane). Prints the best of 10 runs, in seconds. Run from the
// repository root:
//
//   for a in true false; do
//     build/bin/shapes-opt benchmarks/math-exp.mlir -shapes-to-llvm="approximate-math=$a" |
//     /usr/lib/llvm-22/bin/mlir-runner -O3 -e main -entry-point-result=void \
//       -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so
//   done

func.func @kernel(%x: tensor<16777216xf32>, %out: memref<16777216xf32>) {
  %r = math.exp %x : tensor<16777216xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
      : (tensor<16777216xf32>, memref<16777216xf32>) -> ()
  return
}
func.func private @rtclock() -> f64
func.func @main() {
  %x = memref.alloc() : memref<16777216xf32>
  %y = memref.alloc() : memref<16777216xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16777216 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.constant 5.0e-6 : f32
    %v = arith.mulf %f, %s : f32
    %o = arith.constant -40.0 : f32
    %w = arith.addf %v, %o : f32
    memref.store %w, %x[%i] : memref<16777216xf32>
  }
  %t = bufferization.to_tensor %x restrict : memref<16777216xf32> to tensor<16777216xf32>
  %c10 = arith.constant 10 : index
  %big = arith.constant 1.0e30 : f64
  %best = scf.for %k = %c0 to %c10 step %c1 iter_args(%b = %big) -> f64 {
    %t0 = func.call @rtclock() : () -> f64
    func.call @kernel(%t, %y) : (tensor<16777216xf32>, memref<16777216xf32>) -> ()
    %t1 = func.call @rtclock() : () -> f64
    %d = arith.subf %t1, %t0 : f64
    %m = arith.minimumf %b, %d : f64
    scf.yield %m : f64
  }
  vector.print %best : f64
  return
}
