// Dynamic shapes through the vector loops of -shapes-vectorize: rows of
// run-time length get a vector loop and scalar heads and tails. Each
// kernel runs on generated inputs and is compared, element for element,
// with a reference computed by scalar scf.for loops (tensor.extract and
// tensor.insert, which no vectorizer touches). Sizes: 37 x 45 (neither a multiple of a vector), 1 x 100,
// 3 x 16, and streaming-threshold=0 with stream-fresh runs the
// non-temporal, line-aligned variant with its heads; the broadcast add at
// 21 x 32, 24 x 48 and 8 x 16 (rows of whole lines) runs its rows as
// interleaved row streams, the last group short at 21 rows.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 stream-fresh=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="results-to-out-params=true threads=2 streaming-threshold=0 stream-fresh=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// The dynamic kernels get vector loops, and the transposing relayouts
// transposed tiles.
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @chain_dyn
// IR: vector.load
// IR: vector.store
// IR-LABEL: func.func @transpose_dyn
// IR: vector.shuffle
// IR-LABEL: func.func @pad_dyn
// IR: vector.shuffle

#col = #shapes.layout<minor_to_major = [0, 1]>
#bound = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [48, 48], padding_value = highest>

func.func private @printI64(i64)
func.func private @printNewline()

// x + v[j], the broadcast add, with '?' sizes.
func.func @add_dyn(%x: tensor<?x?xf32>, %v: tensor<?xf32>) -> tensor<?x?xf32> {
  %s = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// ((x + v[j]) * y - z) max w, the four-op chain, with '?' sizes.
func.func @chain_dyn(%x: tensor<?x?xf32>, %v: tensor<?xf32>, %y: tensor<?x?xf32>, %z: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %s = shapes.add %x, %v broadcast_dimensions = [1] : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %p = shapes.mul %s, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = shapes.sub %p, %z : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = shapes.max %d, %w : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A column broadcast (invariant along the rows) into a column-major result.
func.func @col_dyn(%x: tensor<?x?xi32>, %c: tensor<?x1xi32>) -> tensor<?x?xi32, #col> {
  %r = shapes.sub %x, %c : (tensor<?x?xi32>, tensor<?x1xi32>) -> tensor<?x?xi32, #col>
  return %r : tensor<?x?xi32, #col>
}

// Transposing relayouts: into column-major, and into a bounded padded
// column-major layout (room for 48 x 48, padding = highest).
func.func @transpose_dyn(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #col> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  return %r : tensor<?x?xf32, #col>
}

func.func @pad_dyn(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #bound> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #bound>
  return %r : tensor<?x?xf32, #bound>
}

func.func @fill(%rows: index, %cols: index, %seed: i32) -> tensor<?x?xi32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %a = arith.muli %ii, %seed : i32
    %b = arith.addi %a, %jj : i32
    %c13 = arith.constant 13 : i32
    %m = arith.remsi %b, %c13 : i32
    linalg.yield %m : i32
  } -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

func.func @tofloat(%t: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %r = arith.sitofp %t : tensor<?x?xi32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// The number of elements where a and b differ.
func.func @differ(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> i64 {
  %c0 = arith.constant 0 : i64
  %init = tensor.from_elements %c0 : tensor<i64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<i64>) {
  ^bb0(%x: f32, %y: f32, %acc: i64):
    %ne = arith.cmpf une, %x, %y : f32
    %one = arith.extui %ne : i1 to i64
    %s = arith.addi %acc, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %v = tensor.extract %r[] : tensor<i64>
  return %v : i64
}

func.func @print(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// One comparison of the chain at rows x cols: the static kernel is the
// same chain with static types, from the same (cast) inputs.
func.func @check_chain(%rows: index, %cols: index) {
  %c1 = arith.constant 7 : i32
  %c2 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 11 : i32
  %x = call @fill(%rows, %cols, %c1) : (index, index, i32) -> tensor<?x?xi32>
  %y = call @fill(%rows, %cols, %c2) : (index, index, i32) -> tensor<?x?xi32>
  %z = call @fill(%rows, %cols, %c3) : (index, index, i32) -> tensor<?x?xi32>
  %w = call @fill(%rows, %cols, %c4) : (index, index, i32) -> tensor<?x?xi32>
  %one = arith.constant 1 : index
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %vv = call @fill(%one, %cols, %c4) : (index, index, i32) -> tensor<?x?xi32>
  %xf = call @tofloat(%x) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %yf = call @tofloat(%y) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %zf = call @tofloat(%z) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %wf = call @tofloat(%w) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %vf2 = call @tofloat(%vv) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %vf = tensor.collapse_shape %vf2 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %r = call @chain_dyn(%xf, %vf, %yf, %zf, %wf) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  // The reference, element by element.
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %ref = scf.for %i = %c0i to %rows step %c1i iter_args(%acc = %e) -> tensor<?x?xf32> {
    %row = scf.for %j = %c0i to %cols step %c1i iter_args(%acc2 = %acc) -> tensor<?x?xf32> {
      %a = tensor.extract %xf[%i, %j] : tensor<?x?xf32>
      %b = tensor.extract %vf[%j] : tensor<?xf32>
      %c = tensor.extract %yf[%i, %j] : tensor<?x?xf32>
      %d = tensor.extract %zf[%i, %j] : tensor<?x?xf32>
      %f = tensor.extract %wf[%i, %j] : tensor<?x?xf32>
      %s = arith.addf %a, %b : f32
      %p = arith.mulf %s, %c : f32
      %q = arith.subf %p, %d : f32
      %m = arith.maximumf %q, %f : f32
      %u = tensor.insert %m into %acc2[%i, %j] : tensor<?x?xf32>
      scf.yield %u : tensor<?x?xf32>
    }
    scf.yield %row : tensor<?x?xf32>
  }
  %n = call @differ(%r, %ref) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i64
  call @print(%n) : (i64) -> ()
  return
}

func.func @check_col(%rows: index, %cols: index) {
  %c1 = arith.constant 7 : i32
  %c2 = arith.constant 5 : i32
  %x = call @fill(%rows, %cols, %c1) : (index, index, i32) -> tensor<?x?xi32>
  %one = arith.constant 1 : index
  %c = call @fill(%rows, %one, %c2) : (index, index, i32) -> tensor<?x?xi32>
  %c1d = tensor.cast %c : tensor<?x?xi32> to tensor<?x1xi32>
  %r = call @col_dyn(%x, %c1d) : (tensor<?x?xi32>, tensor<?x1xi32>) -> tensor<?x?xi32, #col>
  %rr = shapes.relayout %r : tensor<?x?xi32, #col> to tensor<?x?xi32>
  %c0i = arith.constant 0 : index
  %e = tensor.empty(%rows, %cols) : tensor<?x?xi32>
  %ref = scf.for %i = %c0i to %rows step %one iter_args(%acc = %e) -> tensor<?x?xi32> {
    %row = scf.for %j = %c0i to %cols step %one iter_args(%acc2 = %acc) -> tensor<?x?xi32> {
      %a = tensor.extract %x[%i, %j] : tensor<?x?xi32>
      %b = tensor.extract %c[%i, %c0i] : tensor<?x?xi32>
      %s = arith.subi %a, %b : i32
      %u = tensor.insert %s into %acc2[%i, %j] : tensor<?x?xi32>
      scf.yield %u : tensor<?x?xi32>
    }
    scf.yield %row : tensor<?x?xi32>
  }
  %rf = call @tofloat(%rr) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %reff = call @tofloat(%ref) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %n = call @differ(%rf, %reff) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i64
  call @print(%n) : (i64) -> ()
  return
}

func.func @check_transpose(%rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seed = arith.constant 7 : i32
  %xi = call @fill(%rows, %cols, %seed) : (index, index, i32) -> tensor<?x?xi32>
  %x = call @tofloat(%xi) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %t = call @transpose_dyn(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  %p = call @pad_dyn(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32, #bound>
  // Element by element through each result's layout.
  %zero = arith.constant 0 : i64
  %n = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> i64 {
    %m = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> i64 {
      %a = tensor.extract %x[%i, %j] : tensor<?x?xf32>
      %b = tensor.extract %t[%i, %j] : tensor<?x?xf32, #col>
      %c = tensor.extract %p[%i, %j] : tensor<?x?xf32, #bound>
      %ne1 = arith.cmpf une, %a, %b : f32
      %ne2 = arith.cmpf une, %a, %c : f32
      %ne = arith.ori %ne1, %ne2 : i1
      %one = arith.extui %ne : i1 to i64
      %s = arith.addi %acc2, %one : i64
      scf.yield %s : i64
    }
    scf.yield %m : i64
  }
  call @print(%n) : (i64) -> ()
  // The padding of the bounded result: every physical position outside
  // the logical rows x cols holds +inf.
  %b = bufferization.to_buffer %p : tensor<?x?xf32, #bound> to memref<?x?xf32, #bound>
  %flat = memref.reinterpret_cast %b to offset: [0], sizes: [48, 48], strides: [48, 1] : memref<?x?xf32, #bound> to memref<48x48xf32>
  %c48 = arith.constant 48 : index
  %true = arith.constant true
  %inf = arith.constant 0x7F800000 : f32
  %np = scf.for %col = %c0 to %c48 step %c1 iter_args(%acc = %zero) -> i64 {
    %m = scf.for %row = %c0 to %c48 step %c1 iter_args(%acc2 = %acc) -> i64 {
      %v = memref.load %flat[%col, %row] : memref<48x48xf32>
      %inr = arith.cmpi ult, %row, %rows : index
      %inc = arith.cmpi ult, %col, %cols : index
      %logical = arith.andi %inr, %inc : i1
      %isinf = arith.cmpf oeq, %v, %inf : f32
      %ok = arith.ori %logical, %isinf : i1
      %bad = arith.xori %ok, %true : i1
      %one = arith.extui %bad : i1 to i64
      %s = arith.addi %acc2, %one : i64
      scf.yield %s : i64
    }
    scf.yield %m : i64
  }
  call @print(%np) : (i64) -> ()
  return
}

// CHECK-COUNT-24: {{^}}0{{$}}
// CHECK-NOT: {{.}}
// The transposing copy alone, at sizes beyond one block of 8 x 8 tiles
// (its prefetches then reach into the next block of rows).
func.func @check_transpose_only(%rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seed = arith.constant 5 : i32
  %xi = call @fill(%rows, %cols, %seed) : (index, index, i32) -> tensor<?x?xi32>
  %x = call @tofloat(%xi) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %t = call @transpose_dyn(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  %zero = arith.constant 0 : i64
  %n = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> i64 {
    %m = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> i64 {
      %a = tensor.extract %x[%i, %j] : tensor<?x?xf32>
      %b = tensor.extract %t[%i, %j] : tensor<?x?xf32, #col>
      %ne = arith.cmpf une, %a, %b : f32
      %one = arith.extui %ne : i1 to i64
      %s = arith.addi %acc2, %one : i64
      scf.yield %s : i64
    }
    scf.yield %m : i64
  }
  call @print(%n) : (i64) -> ()
  return
}

func.func @check_add(%rows: index, %cols: index) {
  %c1 = arith.constant 7 : i32
  %c4 = arith.constant 11 : i32
  %one = arith.constant 1 : index
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %x = call @fill(%rows, %cols, %c1) : (index, index, i32) -> tensor<?x?xi32>
  %vv = call @fill(%one, %cols, %c4) : (index, index, i32) -> tensor<?x?xi32>
  %xf = call @tofloat(%x) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %vf2 = call @tofloat(%vv) : (tensor<?x?xi32>) -> tensor<?x?xf32>
  %vf = tensor.collapse_shape %vf2 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %r = call @add_dyn(%xf, %vf) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %ref = scf.for %i = %c0i to %rows step %c1i iter_args(%acc = %e) -> tensor<?x?xf32> {
    %row = scf.for %j = %c0i to %cols step %c1i iter_args(%acc2 = %acc) -> tensor<?x?xf32> {
      %a = tensor.extract %xf[%i, %j] : tensor<?x?xf32>
      %b = tensor.extract %vf[%j] : tensor<?xf32>
      %s = arith.addf %a, %b : f32
      %u = tensor.insert %s into %acc2[%i, %j] : tensor<?x?xf32>
      scf.yield %u : tensor<?x?xf32>
    }
    scf.yield %row : tensor<?x?xf32>
  }
  %n = call @differ(%r, %ref) : (tensor<?x?xf32>, tensor<?x?xf32>) -> i64
  call @print(%n) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c37 = arith.constant 37 : index
  %c45 = arith.constant 45 : index
  %c100 = arith.constant 100 : index
  call @check_chain(%c37, %c45) : (index, index) -> ()
  call @check_chain(%c1, %c100) : (index, index) -> ()
  call @check_chain(%c3, %c16) : (index, index) -> ()
  call @check_chain(%c0, %c16) : (index, index) -> ()
  call @check_col(%c37, %c45) : (index, index) -> ()
  call @check_col(%c1, %c100) : (index, index) -> ()
  call @check_col(%c3, %c16) : (index, index) -> ()
  call @check_col(%c16, %c1) : (index, index) -> ()
  %c33 = arith.constant 33 : index
  %c17 = arith.constant 17 : index
  %c48 = arith.constant 48 : index
  %c5 = arith.constant 5 : index
  call @check_transpose(%c37, %c45) : (index, index) -> ()
  call @check_transpose(%c16, %c16) : (index, index) -> ()
  call @check_transpose(%c33, %c17) : (index, index) -> ()
  call @check_transpose(%c48, %c48) : (index, index) -> ()
  call @check_transpose(%c0, %c5) : (index, index) -> ()
  %c8 = arith.constant 8 : index
  %c21 = arith.constant 21 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  call @check_add(%c21, %c32) : (index, index) -> ()
  call @check_add(%c24, %c48) : (index, index) -> ()
  call @check_add(%c8, %c16) : (index, index) -> ()
  call @check_add(%c37, %c45) : (index, index) -> ()
  %c272 = arith.constant 272 : index
  %c150 = arith.constant 150 : index
  call @check_transpose_only(%c272, %c150) : (index, index) -> ()
  call @check_transpose_only(%c150, %c272) : (index, index) -> ()
  return
}
