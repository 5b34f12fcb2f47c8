// Reductions on buffers, vectorized by -shapes-vectorize (along the reduced
// loop or across it), checked against the same linalg.generic on operands
// of run-time strides, which stays a scalar loop. Each kernel runs at
// every combination of sizes 0, 1, 15, 16, 17 and 1025 of its two
// dimensions: below, at and past one vector of 16 f32 and a block of 4
// vectors. The inputs are in a padded row-major layout (each row followed
// by 3 elements of 999, which a read past a row would add in) or a padded
// column-major one. The inputs are integers (exact in floating point, so
// float sums match exactly in any order); the maximum kernels read NaN
// at every 7th element of every other row, and must give NaN wherever the
// scalar loop does. Each kernel prints its number of wrong results over
// all cases; the last line counts those of column reductions wider than
// one chunk of columns.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF

// The kernels are vector loops; the references stay scalar.
// AFF-LABEL: func.func @vec_sum_rows_f32_pad(
// AFF:         vector.reduction <add>
// AFF-LABEL: func.func @ref_sum_rows_f32_pad(
// AFF-NOT:     vector.
// AFF:         return


func.func @vec_sum_rows_f32_pad(%x: memref<?x?xf32, strided<[?, 1], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_sum_rows_f32_pad(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_sum_rows_f32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
  %init = arith.constant 3.0 : f32
  %out = memref.alloc(%r) : memref<?xf32>
  %ref = memref.alloc(%r) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_sum_rows_f32_pad(%x, %out) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_sum_rows_f32_pad(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_sum_cols_f32_pad(%x: memref<?x?xf32, strided<[?, 1], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_sum_cols_f32_pad(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_sum_cols_f32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
  %init = arith.constant 3.0 : f32
  %out = memref.alloc(%c) : memref<?xf32>
  %ref = memref.alloc(%c) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_sum_cols_f32_pad(%x, %out) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_sum_cols_f32_pad(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_sum_rows_f32_cm(%x: memref<?x?xf32, strided<[1, ?], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_sum_rows_f32_cm(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_sum_rows_f32_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f32_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[1, ?], offset: ?>>
  %init = arith.constant 3.0 : f32
  %out = memref.alloc(%r) : memref<?xf32>
  %ref = memref.alloc(%r) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_sum_rows_f32_cm(%x, %out) : (memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[1, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_sum_rows_f32_cm(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_sum_cols_f32_cm(%x: memref<?x?xf32, strided<[1, ?], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_sum_cols_f32_cm(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.addf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_sum_cols_f32_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f32_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[1, ?], offset: ?>>
  %init = arith.constant 3.0 : f32
  %out = memref.alloc(%c) : memref<?xf32>
  %ref = memref.alloc(%c) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_sum_cols_f32_cm(%x, %out) : (memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[1, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_sum_cols_f32_cm(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_max_rows_f32_pad(%x: memref<?x?xf32, strided<[?, 1], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_max_rows_f32_pad(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_max_rows_f32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant true
  %x = call @make_f32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
  %init = arith.constant -100.0 : f32
  %out = memref.alloc(%r) : memref<?xf32>
  %ref = memref.alloc(%r) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_max_rows_f32_pad(%x, %out) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_max_rows_f32_pad(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_max_cols_f32_pad(%x: memref<?x?xf32, strided<[?, 1], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_max_cols_f32_pad(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.maximumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_max_cols_f32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant true
  %x = call @make_f32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
  %init = arith.constant -100.0 : f32
  %out = memref.alloc(%c) : memref<?xf32>
  %ref = memref.alloc(%c) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_max_cols_f32_pad(%x, %out) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_max_cols_f32_pad(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_min_rows_f32_cm(%x: memref<?x?xf32, strided<[1, ?], offset: ?>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.minimumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @ref_min_rows_f32_cm(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf32, strided<[?], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %r = arith.minimumf %acc, %in : f32
    linalg.yield %r : f32
  }
  return
}

func.func @check_min_rows_f32_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant true
  %x = call @make_f32_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf32, strided<[1, ?], offset: ?>>
  %init = arith.constant 100.0 : f32
  %out = memref.alloc(%r) : memref<?xf32>
  %ref = memref.alloc(%r) : memref<?xf32>
  linalg.fill ins(%init : f32) outs(%out : memref<?xf32>)
  linalg.fill ins(%init : f32) outs(%ref : memref<?xf32>)
  call @vec_min_rows_f32_cm(%x, %out) : (memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?xf32>) -> ()
  %xd = memref.cast %x : memref<?x?xf32, strided<[1, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @ref_min_rows_f32_cm(%xd, %refd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f32(%out, %ref) : (memref<?xf32>, memref<?xf32>) -> i64
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %ref : memref<?xf32>
  return %bad : i64
}

func.func @vec_sum_rows_f64_cm(%x: memref<?x?xf64, strided<[1, ?], offset: ?>>, %out: memref<?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf64, strided<[1, ?], offset: ?>>) outs(%out : memref<?xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %r = arith.addf %acc, %in : f64
    linalg.yield %r : f64
  }
  return
}

func.func @ref_sum_rows_f64_cm(%x: memref<?x?xf64, strided<[?, ?], offset: ?>>, %out: memref<?xf64, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xf64, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf64, strided<[?], offset: ?>>) {
  ^bb0(%in: f64, %acc: f64):
    %r = arith.addf %acc, %in : f64
    linalg.yield %r : f64
  }
  return
}

func.func @check_sum_rows_f64_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f64_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf64, strided<[1, ?], offset: ?>>
  %init = arith.constant 3.0 : f64
  %out = memref.alloc(%r) : memref<?xf64>
  %ref = memref.alloc(%r) : memref<?xf64>
  linalg.fill ins(%init : f64) outs(%out : memref<?xf64>)
  linalg.fill ins(%init : f64) outs(%ref : memref<?xf64>)
  call @vec_sum_rows_f64_cm(%x, %out) : (memref<?x?xf64, strided<[1, ?], offset: ?>>, memref<?xf64>) -> ()
  %xd = memref.cast %x : memref<?x?xf64, strided<[1, ?], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  call @ref_sum_rows_f64_cm(%xd, %refd) : (memref<?x?xf64, strided<[?, ?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f64(%out, %ref) : (memref<?xf64>, memref<?xf64>) -> i64
  memref.dealloc %out : memref<?xf64>
  memref.dealloc %ref : memref<?xf64>
  return %bad : i64
}

func.func @vec_sum_cols_f64_pad(%x: memref<?x?xf64, strided<[?, 1], offset: ?>>, %out: memref<?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf64, strided<[?, 1], offset: ?>>) outs(%out : memref<?xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %r = arith.addf %acc, %in : f64
    linalg.yield %r : f64
  }
  return
}

func.func @ref_sum_cols_f64_pad(%x: memref<?x?xf64, strided<[?, ?], offset: ?>>, %out: memref<?xf64, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf64, strided<[?, ?], offset: ?>>) outs(%out : memref<?xf64, strided<[?], offset: ?>>) {
  ^bb0(%in: f64, %acc: f64):
    %r = arith.addf %acc, %in : f64
    linalg.yield %r : f64
  }
  return
}

func.func @check_sum_cols_f64_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_f64_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xf64, strided<[?, 1], offset: ?>>
  %init = arith.constant 3.0 : f64
  %out = memref.alloc(%c) : memref<?xf64>
  %ref = memref.alloc(%c) : memref<?xf64>
  linalg.fill ins(%init : f64) outs(%out : memref<?xf64>)
  linalg.fill ins(%init : f64) outs(%ref : memref<?xf64>)
  call @vec_sum_cols_f64_pad(%x, %out) : (memref<?x?xf64, strided<[?, 1], offset: ?>>, memref<?xf64>) -> ()
  %xd = memref.cast %x : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  call @ref_sum_cols_f64_pad(%xd, %refd) : (memref<?x?xf64, strided<[?, ?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>) -> ()
  %bad = call @count_f64(%out, %ref) : (memref<?xf64>, memref<?xf64>) -> i64
  memref.dealloc %out : memref<?xf64>
  memref.dealloc %ref : memref<?xf64>
  return %bad : i64
}

func.func @vec_sum_rows_i32_pad(%x: memref<?x?xi32, strided<[?, 1], offset: ?>>, %out: memref<?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.addi %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @ref_sum_rows_i32_pad(%x: memref<?x?xi32, strided<[?, ?], offset: ?>>, %out: memref<?xi32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi32, strided<[?], offset: ?>>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.addi %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @check_sum_rows_i32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_i32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi32, strided<[?, 1], offset: ?>>
  %init = arith.constant 3 : i32
  %out = memref.alloc(%r) : memref<?xi32>
  %ref = memref.alloc(%r) : memref<?xi32>
  linalg.fill ins(%init : i32) outs(%out : memref<?xi32>)
  linalg.fill ins(%init : i32) outs(%ref : memref<?xi32>)
  call @vec_sum_rows_i32_pad(%x, %out) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, memref<?xi32>) -> ()
  %xd = memref.cast %x : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @ref_sum_rows_i32_pad(%xd, %refd) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i32(%out, %ref) : (memref<?xi32>, memref<?xi32>) -> i64
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %ref : memref<?xi32>
  return %bad : i64
}

func.func @vec_sum_cols_i32_pad(%x: memref<?x?xi32, strided<[?, 1], offset: ?>>, %out: memref<?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi32, strided<[?, 1], offset: ?>>) outs(%out : memref<?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.addi %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @ref_sum_cols_i32_pad(%x: memref<?x?xi32, strided<[?, ?], offset: ?>>, %out: memref<?xi32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi32, strided<[?], offset: ?>>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.addi %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @check_sum_cols_i32_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_i32_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi32, strided<[?, 1], offset: ?>>
  %init = arith.constant 3 : i32
  %out = memref.alloc(%c) : memref<?xi32>
  %ref = memref.alloc(%c) : memref<?xi32>
  linalg.fill ins(%init : i32) outs(%out : memref<?xi32>)
  linalg.fill ins(%init : i32) outs(%ref : memref<?xi32>)
  call @vec_sum_cols_i32_pad(%x, %out) : (memref<?x?xi32, strided<[?, 1], offset: ?>>, memref<?xi32>) -> ()
  %xd = memref.cast %x : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @ref_sum_cols_i32_pad(%xd, %refd) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i32(%out, %ref) : (memref<?xi32>, memref<?xi32>) -> i64
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %ref : memref<?xi32>
  return %bad : i64
}

func.func @vec_xor_rows_i32_cm(%x: memref<?x?xi32, strided<[1, ?], offset: ?>>, %out: memref<?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.xori %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @ref_xor_rows_i32_cm(%x: memref<?x?xi32, strided<[?, ?], offset: ?>>, %out: memref<?xi32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi32, strided<[?], offset: ?>>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.xori %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @check_xor_rows_i32_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_i32_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi32, strided<[1, ?], offset: ?>>
  %init = arith.constant 3 : i32
  %out = memref.alloc(%r) : memref<?xi32>
  %ref = memref.alloc(%r) : memref<?xi32>
  linalg.fill ins(%init : i32) outs(%out : memref<?xi32>)
  linalg.fill ins(%init : i32) outs(%ref : memref<?xi32>)
  call @vec_xor_rows_i32_cm(%x, %out) : (memref<?x?xi32, strided<[1, ?], offset: ?>>, memref<?xi32>) -> ()
  %xd = memref.cast %x : memref<?x?xi32, strided<[1, ?], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @ref_xor_rows_i32_cm(%xd, %refd) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i32(%out, %ref) : (memref<?xi32>, memref<?xi32>) -> i64
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %ref : memref<?xi32>
  return %bad : i64
}

func.func @vec_minu_cols_i32_cm(%x: memref<?x?xi32, strided<[1, ?], offset: ?>>, %out: memref<?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi32, strided<[1, ?], offset: ?>>) outs(%out : memref<?xi32>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.minui %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @ref_minu_cols_i32_cm(%x: memref<?x?xi32, strided<[?, ?], offset: ?>>, %out: memref<?xi32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi32, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi32, strided<[?], offset: ?>>) {
  ^bb0(%in: i32, %acc: i32):
    %r = arith.minui %acc, %in : i32
    linalg.yield %r : i32
  }
  return
}

func.func @check_minu_cols_i32_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant true
  %x = call @make_i32_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi32, strided<[1, ?], offset: ?>>
  %init = arith.constant -1 : i32
  %out = memref.alloc(%c) : memref<?xi32>
  %ref = memref.alloc(%c) : memref<?xi32>
  linalg.fill ins(%init : i32) outs(%out : memref<?xi32>)
  linalg.fill ins(%init : i32) outs(%ref : memref<?xi32>)
  call @vec_minu_cols_i32_cm(%x, %out) : (memref<?x?xi32, strided<[1, ?], offset: ?>>, memref<?xi32>) -> ()
  %xd = memref.cast %x : memref<?x?xi32, strided<[1, ?], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @ref_minu_cols_i32_cm(%xd, %refd) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i32(%out, %ref) : (memref<?xi32>, memref<?xi32>) -> i64
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %ref : memref<?xi32>
  return %bad : i64
}

func.func @vec_max_rows_i64_pad(%x: memref<?x?xi64, strided<[?, 1], offset: ?>>, %out: memref<?xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi64, strided<[?, 1], offset: ?>>) outs(%out : memref<?xi64>) {
  ^bb0(%in: i64, %acc: i64):
    %r = arith.maxsi %acc, %in : i64
    linalg.yield %r : i64
  }
  return
}

func.func @ref_max_rows_i64_pad(%x: memref<?x?xi64, strided<[?, ?], offset: ?>>, %out: memref<?xi64, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x?xi64, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi64, strided<[?], offset: ?>>) {
  ^bb0(%in: i64, %acc: i64):
    %r = arith.maxsi %acc, %in : i64
    linalg.yield %r : i64
  }
  return
}

func.func @check_max_rows_i64_pad(%r: index, %c: index) -> i64 {
  %nan = arith.constant true
  %x = call @make_i64_pad(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi64, strided<[?, 1], offset: ?>>
  %init = arith.constant -100 : i64
  %out = memref.alloc(%r) : memref<?xi64>
  %ref = memref.alloc(%r) : memref<?xi64>
  linalg.fill ins(%init : i64) outs(%out : memref<?xi64>)
  linalg.fill ins(%init : i64) outs(%ref : memref<?xi64>)
  call @vec_max_rows_i64_pad(%x, %out) : (memref<?x?xi64, strided<[?, 1], offset: ?>>, memref<?xi64>) -> ()
  %xd = memref.cast %x : memref<?x?xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  call @ref_max_rows_i64_pad(%xd, %refd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i64(%out, %ref) : (memref<?xi64>, memref<?xi64>) -> i64
  memref.dealloc %out : memref<?xi64>
  memref.dealloc %ref : memref<?xi64>
  return %bad : i64
}

func.func @vec_mul_cols_i64_cm(%x: memref<?x?xi64, strided<[1, ?], offset: ?>>, %out: memref<?xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi64, strided<[1, ?], offset: ?>>) outs(%out : memref<?xi64>) {
  ^bb0(%in: i64, %acc: i64):
    %r = arith.muli %acc, %in : i64
    linalg.yield %r : i64
  }
  return
}

func.func @ref_mul_cols_i64_cm(%x: memref<?x?xi64, strided<[?, ?], offset: ?>>, %out: memref<?xi64, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xi64, strided<[?, ?], offset: ?>>) outs(%out : memref<?xi64, strided<[?], offset: ?>>) {
  ^bb0(%in: i64, %acc: i64):
    %r = arith.muli %acc, %in : i64
    linalg.yield %r : i64
  }
  return
}

func.func @check_mul_cols_i64_cm(%r: index, %c: index) -> i64 {
  %nan = arith.constant false
  %x = call @make_i64_cm(%r, %c, %nan) : (index, index, i1) -> memref<?x?xi64, strided<[1, ?], offset: ?>>
  %init = arith.constant 3 : i64
  %out = memref.alloc(%c) : memref<?xi64>
  %ref = memref.alloc(%c) : memref<?xi64>
  linalg.fill ins(%init : i64) outs(%out : memref<?xi64>)
  linalg.fill ins(%init : i64) outs(%ref : memref<?xi64>)
  call @vec_mul_cols_i64_cm(%x, %out) : (memref<?x?xi64, strided<[1, ?], offset: ?>>, memref<?xi64>) -> ()
  %xd = memref.cast %x : memref<?x?xi64, strided<[1, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %refd = memref.cast %ref : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  call @ref_mul_cols_i64_cm(%xd, %refd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>) -> ()
  %bad = call @count_i64(%out, %ref) : (memref<?xi64>, memref<?xi64>) -> i64
  memref.dealloc %out : memref<?xi64>
  memref.dealloc %ref : memref<?xi64>
  return %bad : i64
}

// An element of the input: ((i * 31 + j * 17) % 23) - 11; with `withnan`,
// NaN at every 7th element of every other row (f32 only).
func.func @value_f32(%i: index, %j: index, %withnan: i1) -> f32 {
  %z = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c11 = arith.constant 11 : i64
  %c17 = arith.constant 17 : i64
  %c23 = arith.constant 23 : i64
  %c31 = arith.constant 31 : i64
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %c31 : i64
    %b = arith.muli %jj, %c17 : i64
    %s = arith.addi %a, %b : i64
    %m = arith.remui %s, %c23 : i64
    %v = arith.subi %m, %c11 : i64
    %e = arith.sitofp %v : i64 to f32
    %nan = arith.constant 0x7FF8000000000000 : f64
    %nant = arith.truncf %nan : f64 to f32
    %row2 = arith.remui %ii, %c2 : i64
    %col7 = arith.remui %jj, %c7 : i64
    %evenrow = arith.cmpi eq, %row2, %z : i64
    %col3 = arith.cmpi eq, %col7, %c3 : i64
    %isnan = arith.andi %evenrow, %col3 : i1
    %usenan = arith.andi %isnan, %withnan : i1
    %val = arith.select %usenan, %nant, %e : f32
  return %val : f32
}

// The r x c input in row-major order, each row followed by 3 padding
// elements of 999 (NaN in the elements with `nan`, see @value_f32).
func.func @make_f32_pad(%r: index, %c: index, %nan: i1) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %pc = arith.addi %c, %c3 : index
  %base = memref.alloc(%r, %pc) : memref<?x?xf32>
  %pad = arith.constant 999.0 : f32
  linalg.fill ins(%pad : f32) outs(%base : memref<?x?xf32>)
  %z = arith.constant 0 : index
  %x = memref.subview %base[%z, %z] [%r, %c] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %xd = memref.cast %x : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @fill_f32(%xd, %nan) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// The r x c input in column-major order, each column followed by 2 padding
// elements of 999.
func.func @make_f32_cm(%r: index, %c: index, %nan: i1) -> memref<?x?xf32, strided<[1, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %pr = arith.addi %r, %c2 : index
  %base = memref.alloc(%c, %pr) : memref<?x?xf32>
  %pad = arith.constant 999.0 : f32
  linalg.fill ins(%pad : f32) outs(%base : memref<?x?xf32>)
  %z = arith.constant 0 : index
  %t = memref.subview %base[%z, %z] [%c, %r] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %x = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?], offset: ?>>
  %xd = memref.cast %x : memref<?x?xf32, strided<[1, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @fill_f32(%xd, %nan) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xf32, strided<[1, ?], offset: ?>>
}

func.func @fill_f32(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %nan: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %x, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %x, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = func.call @value_f32(%i, %j, %nan) : (index, index, i1) -> f32
      memref.store %v, %x[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// The elements of `got` that differ from `want` (NaN matches NaN).
func.func @count_f32(%got: memref<?xf32>, %want: memref<?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %got, %c0 : memref<?xf32>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %g = memref.load %got[%p] : memref<?xf32>
    %w = memref.load %want[%p] : memref<?xf32>
    %eq = arith.cmpf oeq, %g, %w : f32
    %gn = arith.cmpf uno, %g, %g : f32
    %wn = arith.cmpf uno, %w, %w : f32
    %bn = arith.andi %gn, %wn : i1
    %ok = arith.ori %eq, %bn : i1
    %inc = arith.select %ok, %zero, %one : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}


// An element of the input: ((i * 31 + j * 17) % 23) - 11; with `withnan`,
// NaN at every 7th element of every other row (f32 only).
func.func @value_f64(%i: index, %j: index, %withnan: i1) -> f64 {
  %z = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c11 = arith.constant 11 : i64
  %c17 = arith.constant 17 : i64
  %c23 = arith.constant 23 : i64
  %c31 = arith.constant 31 : i64
  %zf = arith.constant 0.0 : f64
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %c31 : i64
    %b = arith.muli %jj, %c17 : i64
    %s = arith.addi %a, %b : i64
    %m = arith.remui %s, %c23 : i64
    %v = arith.subi %m, %c11 : i64
    %e = arith.sitofp %v : i64 to f64
    %val = arith.addf %e, %zf : f64
  return %val : f64
}

// The r x c input in row-major order, each row followed by 3 padding
// elements of 999 (NaN in the elements with `nan`, see @value_f32).
func.func @make_f64_pad(%r: index, %c: index, %nan: i1) -> memref<?x?xf64, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %pc = arith.addi %c, %c3 : index
  %base = memref.alloc(%r, %pc) : memref<?x?xf64>
  %pad = arith.constant 999.0 : f64
  linalg.fill ins(%pad : f64) outs(%base : memref<?x?xf64>)
  %z = arith.constant 0 : index
  %x = memref.subview %base[%z, %z] [%r, %c] [1, 1] : memref<?x?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %xd = memref.cast %x : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  call @fill_f64(%xd, %nan) : (memref<?x?xf64, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xf64, strided<[?, 1], offset: ?>>
}

// The r x c input in column-major order, each column followed by 2 padding
// elements of 999.
func.func @make_f64_cm(%r: index, %c: index, %nan: i1) -> memref<?x?xf64, strided<[1, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %pr = arith.addi %r, %c2 : index
  %base = memref.alloc(%c, %pr) : memref<?x?xf64>
  %pad = arith.constant 999.0 : f64
  linalg.fill ins(%pad : f64) outs(%base : memref<?x?xf64>)
  %z = arith.constant 0 : index
  %t = memref.subview %base[%z, %z] [%c, %r] [1, 1] : memref<?x?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %x = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64, strided<[1, ?], offset: ?>>
  %xd = memref.cast %x : memref<?x?xf64, strided<[1, ?], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  call @fill_f64(%xd, %nan) : (memref<?x?xf64, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xf64, strided<[1, ?], offset: ?>>
}

func.func @fill_f64(%x: memref<?x?xf64, strided<[?, ?], offset: ?>>, %nan: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %x, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %c = memref.dim %x, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = func.call @value_f64(%i, %j, %nan) : (index, index, i1) -> f64
      memref.store %v, %x[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// The elements of `got` that differ from `want` (NaN matches NaN).
func.func @count_f64(%got: memref<?xf64>, %want: memref<?xf64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %got, %c0 : memref<?xf64>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %g = memref.load %got[%p] : memref<?xf64>
    %w = memref.load %want[%p] : memref<?xf64>
    %eq = arith.cmpf oeq, %g, %w : f64
    %gn = arith.cmpf uno, %g, %g : f64
    %wn = arith.cmpf uno, %w, %w : f64
    %bn = arith.andi %gn, %wn : i1
    %ok = arith.ori %eq, %bn : i1
    %inc = arith.select %ok, %zero, %one : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}


// An element of the input: ((i * 31 + j * 17) % 23) - 11; with `withnan`,
// NaN at every 7th element of every other row (f32 only).
func.func @value_i32(%i: index, %j: index, %withnan: i1) -> i32 {
  %z = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c11 = arith.constant 11 : i64
  %c17 = arith.constant 17 : i64
  %c23 = arith.constant 23 : i64
  %c31 = arith.constant 31 : i64
  %e0 = arith.constant 0 : i32
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %c31 : i64
    %b = arith.muli %jj, %c17 : i64
    %s = arith.addi %a, %b : i64
    %m = arith.remui %s, %c23 : i64
    %v = arith.subi %m, %c11 : i64
    %e = arith.trunci %v : i64 to i32
    %val = arith.addi %e, %e0 : i32
  return %val : i32
}

// The r x c input in row-major order, each row followed by 3 padding
// elements of 999 (NaN in the elements with `nan`, see @value_f32).
func.func @make_i32_pad(%r: index, %c: index, %nan: i1) -> memref<?x?xi32, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %pc = arith.addi %c, %c3 : index
  %base = memref.alloc(%r, %pc) : memref<?x?xi32>
  %pad = arith.constant 999 : i32
  linalg.fill ins(%pad : i32) outs(%base : memref<?x?xi32>)
  %z = arith.constant 0 : index
  %x = memref.subview %base[%z, %z] [%r, %c] [1, 1] : memref<?x?xi32> to memref<?x?xi32, strided<[?, 1], offset: ?>>
  %xd = memref.cast %x : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  call @fill_i32(%xd, %nan) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xi32, strided<[?, 1], offset: ?>>
}

// The r x c input in column-major order, each column followed by 2 padding
// elements of 999.
func.func @make_i32_cm(%r: index, %c: index, %nan: i1) -> memref<?x?xi32, strided<[1, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %pr = arith.addi %r, %c2 : index
  %base = memref.alloc(%c, %pr) : memref<?x?xi32>
  %pad = arith.constant 999 : i32
  linalg.fill ins(%pad : i32) outs(%base : memref<?x?xi32>)
  %z = arith.constant 0 : index
  %t = memref.subview %base[%z, %z] [%c, %r] [1, 1] : memref<?x?xi32> to memref<?x?xi32, strided<[?, 1], offset: ?>>
  %x = memref.transpose %t (i, j) -> (j, i) : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[1, ?], offset: ?>>
  %xd = memref.cast %x : memref<?x?xi32, strided<[1, ?], offset: ?>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  call @fill_i32(%xd, %nan) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xi32, strided<[1, ?], offset: ?>>
}

func.func @fill_i32(%x: memref<?x?xi32, strided<[?, ?], offset: ?>>, %nan: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %x, %c0 : memref<?x?xi32, strided<[?, ?], offset: ?>>
  %c = memref.dim %x, %c1 : memref<?x?xi32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = func.call @value_i32(%i, %j, %nan) : (index, index, i1) -> i32
      memref.store %v, %x[%i, %j] : memref<?x?xi32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// The elements of `got` that differ from `want` (NaN matches NaN).
func.func @count_i32(%got: memref<?xi32>, %want: memref<?xi32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %got, %c0 : memref<?xi32>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %g = memref.load %got[%p] : memref<?xi32>
    %w = memref.load %want[%p] : memref<?xi32>
    %ok = arith.cmpi eq, %g, %w : i32
    %inc = arith.select %ok, %zero, %one : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}


// An element of the input: ((i * 31 + j * 17) % 23) - 11; with `withnan`,
// NaN at every 7th element of every other row (f32 only).
func.func @value_i64(%i: index, %j: index, %withnan: i1) -> i64 {
  %z = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c11 = arith.constant 11 : i64
  %c17 = arith.constant 17 : i64
  %c23 = arith.constant 23 : i64
  %c31 = arith.constant 31 : i64
  %e0 = arith.constant 0 : i64
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %c31 : i64
    %b = arith.muli %jj, %c17 : i64
    %s = arith.addi %a, %b : i64
    %m = arith.remui %s, %c23 : i64
    %v = arith.subi %m, %c11 : i64
    %e = arith.addi %v, %z : i64
    %val = arith.addi %e, %e0 : i64
  return %val : i64
}

// The r x c input in row-major order, each row followed by 3 padding
// elements of 999 (NaN in the elements with `nan`, see @value_f32).
func.func @make_i64_pad(%r: index, %c: index, %nan: i1) -> memref<?x?xi64, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %pc = arith.addi %c, %c3 : index
  %base = memref.alloc(%r, %pc) : memref<?x?xi64>
  %pad = arith.constant 999 : i64
  linalg.fill ins(%pad : i64) outs(%base : memref<?x?xi64>)
  %z = arith.constant 0 : index
  %x = memref.subview %base[%z, %z] [%r, %c] [1, 1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, 1], offset: ?>>
  %xd = memref.cast %x : memref<?x?xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @fill_i64(%xd, %nan) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xi64, strided<[?, 1], offset: ?>>
}

// The r x c input in column-major order, each column followed by 2 padding
// elements of 999.
func.func @make_i64_cm(%r: index, %c: index, %nan: i1) -> memref<?x?xi64, strided<[1, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %pr = arith.addi %r, %c2 : index
  %base = memref.alloc(%c, %pr) : memref<?x?xi64>
  %pad = arith.constant 999 : i64
  linalg.fill ins(%pad : i64) outs(%base : memref<?x?xi64>)
  %z = arith.constant 0 : index
  %t = memref.subview %base[%z, %z] [%c, %r] [1, 1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, 1], offset: ?>>
  %x = memref.transpose %t (i, j) -> (j, i) : memref<?x?xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[1, ?], offset: ?>>
  %xd = memref.cast %x : memref<?x?xi64, strided<[1, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @fill_i64(%xd, %nan) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, i1) -> ()
  return %x : memref<?x?xi64, strided<[1, ?], offset: ?>>
}

func.func @fill_i64(%x: memref<?x?xi64, strided<[?, ?], offset: ?>>, %nan: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %x, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %c = memref.dim %x, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = func.call @value_i64(%i, %j, %nan) : (index, index, i1) -> i64
      memref.store %v, %x[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// The elements of `got` that differ from `want` (NaN matches NaN).
func.func @count_i64(%got: memref<?xi64>, %want: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = memref.dim %got, %c0 : memref<?xi64>
  %bad = scf.for %p = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %g = memref.load %got[%p] : memref<?xi64>
    %w = memref.load %want[%p] : memref<?xi64>
    %ok = arith.cmpi eq, %g, %w : i64
    %inc = arith.select %ok, %zero, %one : i64
    %next = arith.addi %acc, %inc : i64
    scf.yield %next : i64
  }
  return %bad : i64
}


memref.global "private" constant @sizes : memref<6xindex> = dense<[0, 1, 15, 16, 17, 1025]>


func.func @sweep_sum_rows_f32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_rows_f32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_cols_f32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_cols_f32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_rows_f32_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_rows_f32_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_cols_f32_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_cols_f32_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_max_rows_f32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_max_rows_f32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_max_cols_f32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_max_cols_f32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_min_rows_f32_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_min_rows_f32_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_rows_f64_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_rows_f64_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_cols_f64_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_cols_f64_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_rows_i32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_rows_i32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_sum_cols_i32_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_sum_cols_i32_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_xor_rows_i32_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_xor_rows_i32_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_minu_cols_i32_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_minu_cols_i32_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_max_rows_i64_pad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_max_rows_i64_pad(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @sweep_mul_cols_i64_cm() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %cn step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %cn step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check_mul_cols_i64_cm(%r, %c) : (index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

// Column reductions wider than one chunk of columns (4096 f32, 2048 f64):
// several chunks, the last one partial, with the rows in groups of 4 and
// remainder rows.
func.func @sweep_wide_cols() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c17 = arith.constant 17 : index
  %c2063 = arith.constant 2063 : index
  %c4113 = arith.constant 4113 : index
  %c8209 = arith.constant 8209 : index
  %a = call @check_sum_cols_f32_pad(%c17, %c4113) : (index, index) -> i64
  %b = call @check_sum_cols_f32_pad(%c3, %c8209) : (index, index) -> i64
  %c = call @check_max_cols_f32_pad(%c17, %c4113) : (index, index) -> i64
  %d = call @check_sum_cols_f64_pad(%c6, %c2063) : (index, index) -> i64
  %ab = arith.addi %a, %b : i64
  %cd = arith.addi %c, %d : i64
  %bad = arith.addi %ab, %cd : i64
  vector.print %bad : i64
  return
}

func.func @main() {
  call @sweep_sum_rows_f32_pad() : () -> ()
  call @sweep_sum_cols_f32_pad() : () -> ()
  call @sweep_sum_rows_f32_cm() : () -> ()
  call @sweep_sum_cols_f32_cm() : () -> ()
  call @sweep_max_rows_f32_pad() : () -> ()
  call @sweep_max_cols_f32_pad() : () -> ()
  call @sweep_min_rows_f32_cm() : () -> ()
  call @sweep_sum_rows_f64_cm() : () -> ()
  call @sweep_sum_cols_f64_pad() : () -> ()
  call @sweep_sum_rows_i32_pad() : () -> ()
  call @sweep_sum_cols_i32_pad() : () -> ()
  call @sweep_xor_rows_i32_cm() : () -> ()
  call @sweep_minu_cols_i32_cm() : () -> ()
  call @sweep_max_rows_i64_pad() : () -> ()
  call @sweep_mul_cols_i64_cm() : () -> ()
  call @sweep_wide_cols() : () -> ()
  // CHECK: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  return
}
