// -shapes-to-llvm="threads=2": the outermost parallel loops run on OpenMP
// threads (scf.parallel -> omp.parallel/omp.wsloop); the program loads
// libomp. The numbers are those of the sequential program. Every store is
// non-temporal here (streaming-threshold=0 stream-fresh), and the sizes are not
// multiples of the vectors.
//
// RUN: shapes-opt %s -shapes-to-llvm="threads=2 streaming-threshold=0 stream-fresh" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" | FileCheck %s --check-prefix=OMP
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=SEQ
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
//
// OMP: omp.parallel
// OMP: omp.wsloop
// SEQ-NOT: omp.
// IR: call void {{.*}}@__kmpc_fork_call

#col = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [70, 45], padding_value = lowest>

func.func @main() {
  // x[i][j] = 100 * i + j, 67 x 45.
  %e = tensor.empty() : tensor<67x45xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<67x45xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c100 = arith.constant 100 : index
    %s = arith.muli %i, %c100 : index
    %k = arith.addi %s, %j : index
    %k64 = arith.index_cast %k : index to i64
    %f = arith.sitofp %k64 : i64 to f32
    linalg.yield %f : f32
  } -> tensor<67x45xf32>
  %v = arith.constant dense<0.5> : tensor<45xf32>
  // A transposing, padding relayout, an add in the column-major layout,
  // and back to row-major.
  %t = shapes.relayout %x : tensor<67x45xf32> to tensor<67x45xf32, #col>
  %a = shapes.add %t, %v broadcast_dimensions = [1] : (tensor<67x45xf32, #col>, tensor<45xf32>) -> tensor<67x45xf32, #col>
  %r = shapes.relayout %a : tensor<67x45xf32, #col> to tensor<67x45xf32>
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %c44 = arith.constant 44 : index
  %c66 = arith.constant 66 : index
  %r0 = tensor.extract %r[%c0, %c0] : tensor<67x45xf32>
  %r1 = tensor.extract %r[%c17, %c44] : tensor<67x45xf32>
  %r2 = tensor.extract %r[%c66, %c17] : tensor<67x45xf32>
  %r3 = tensor.extract %r[%c66, %c44] : tensor<67x45xf32>
  // CHECK: 0.5
  // CHECK-NEXT: 1744.5
  // CHECK-NEXT: 6617.5
  // CHECK-NEXT: 6644.5
  vector.print %r0 : f32
  vector.print %r1 : f32
  vector.print %r2 : f32
  vector.print %r3 : f32
  return
}
