// linalg.batch_matmul in f64 and a linalg.generic contraction of i32 that
// reads B transposed (b[n][k]), through -shapes-pack-contractions,
// checked element by element, bit for bit, against scalar k-ordered loop
// nests, sequentially and on two threads. The f64 reference multiply-adds
// as the micro-kernel does: with one vector.fma by default (@main_fma),
// with a multiply and an add under fma-contractions=false (@main_exact).
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main_fma -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main_fma -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="fma-contractions=false threads=2" \
// RUN: | mlir-runner -e main_exact -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s

#bij = affine_map<(b, i, j) -> (b, i, j)>

// x[b][i][j] = ((b + i * p + j * q) mod r) * s - t.
func.func @fill(%batch: index, %rows: index, %cols: index, %p: index, %q: index,
                %r: index, %s: f64, %t: f64) -> tensor<?x?x?xf64> {
  %e = tensor.empty(%batch, %rows, %cols) : tensor<?x?x?xf64>
  %x = linalg.generic {indexing_maps = [#bij], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<?x?x?xf64>) {
  ^bb0(%o: f64):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ip = arith.muli %i, %p : index
    %jq = arith.muli %j, %q : index
    %sum0 = arith.addi %ip, %jq : index
    %sum = arith.addi %sum0, %b : index
    %mod = arith.remui %sum, %r : index
    %m64 = arith.index_cast %mod : index to i64
    %f = arith.sitofp %m64 : i64 to f64
    %fs = arith.mulf %f, %s : f64
    %v = arith.subf %fs, %t : f64
    linalg.yield %v : f64
  } -> tensor<?x?x?xf64>
  return %x : tensor<?x?x?xf64>
}

// c[b][i][j] += a[b][i][k] * b[b][k][j], k = 0 .. K-1.
func.func @reference(%a: tensor<?x?x?xf64>, %b: tensor<?x?x?xf64>, %c: tensor<?x?x?xf64>, %fused: i1) -> tensor<?x?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nb = tensor.dim %a, %c0 : tensor<?x?x?xf64>
  %m = tensor.dim %a, %c1 : tensor<?x?x?xf64>
  %k = tensor.dim %a, %c2 : tensor<?x?x?xf64>
  %n = tensor.dim %b, %c2 : tensor<?x?x?xf64>
  %r = scf.for %h = %c0 to %nb step %c1 iter_args(%u0 = %c) -> tensor<?x?x?xf64> {
    %r0 = scf.for %i = %c0 to %m step %c1 iter_args(%t0 = %u0) -> tensor<?x?x?xf64> {
      %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%t1 = %t0) -> tensor<?x?x?xf64> {
        %init = tensor.extract %t1[%h, %i, %j] : tensor<?x?x?xf64>
        %s = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> f64 {
          %x = tensor.extract %a[%h, %i, %p] : tensor<?x?x?xf64>
          %y = tensor.extract %b[%h, %p, %j] : tensor<?x?x?xf64>
          %xy = arith.mulf %x, %y : f64
          %plain = arith.addf %acc, %xy : f64
          %xv = vector.broadcast %x : f64 to vector<1xf64>
          %yv = vector.broadcast %y : f64 to vector<1xf64>
          %av = vector.broadcast %acc : f64 to vector<1xf64>
          %fv = vector.fma %xv, %yv, %av : vector<1xf64>
          %f = vector.extract %fv[0] : f64 from vector<1xf64>
          %sum = arith.select %fused, %f, %plain : f64
          scf.yield %sum : f64
        }
        %t2 = tensor.insert %s into %t1[%h, %i, %j] : tensor<?x?x?xf64>
        scf.yield %t2 : tensor<?x?x?xf64>
      }
      scf.yield %r1 : tensor<?x?x?xf64>
    }
    scf.yield %r0 : tensor<?x?x?xf64>
  }
  return %r : tensor<?x?x?xf64>
}

// The number of elements whose bits differ.
func.func @mismatches(%x: tensor<?x?x?xf64>, %y: tensor<?x?x?xf64>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nb = tensor.dim %x, %c0 : tensor<?x?x?xf64>
  %m = tensor.dim %x, %c1 : tensor<?x?x?xf64>
  %n = tensor.dim %x, %c2 : tensor<?x?x?xf64>
  %r = scf.for %h = %c0 to %nb step %c1 iter_args(%z0 = %c0) -> index {
    %r0 = scf.for %i = %c0 to %m step %c1 iter_args(%a0 = %z0) -> index {
      %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%a1 = %a0) -> index {
        %u = tensor.extract %x[%h, %i, %j] : tensor<?x?x?xf64>
        %v = tensor.extract %y[%h, %i, %j] : tensor<?x?x?xf64>
        %ub = arith.bitcast %u : f64 to i64
        %vb = arith.bitcast %v : f64 to i64
        %ne = arith.cmpi ne, %ub, %vb : i64
        %inc = arith.select %ne, %c1, %c0 : index
        %a2 = arith.addi %a1, %inc : index
        scf.yield %a2 : index
      }
      scf.yield %r1 : index
    }
    scf.yield %r0 : index
  }
  return %r : index
}

// Prints the mismatches of a batch x m x n x k batch_matmul and its last
// element.
func.func @check(%nb: index, %m: index, %n: index, %k: index, %fused: i1) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c19 = arith.constant 19 : index
  %c23 = arith.constant 23 : index
  %s1 = arith.constant 0.37 : f64
  %t1 = arith.constant 2.1 : f64
  %s2 = arith.constant 0.23 : f64
  %t2 = arith.constant 1.7 : f64
  %s3 = arith.constant 0.5 : f64
  %t3 = arith.constant 0.3 : f64
  %a = call @fill(%nb, %m, %k, %c7, %c3, %c23, %s1, %t1) : (index, index, index, index, index, index, f64, f64) -> tensor<?x?x?xf64>
  %b = call @fill(%nb, %k, %n, %c5, %c11, %c19, %s2, %t2) : (index, index, index, index, index, index, f64, f64) -> tensor<?x?x?xf64>
  %c = call @fill(%nb, %m, %n, %c3, %c7, %c5, %s3, %t3) : (index, index, index, index, index, index, f64, f64) -> tensor<?x?x?xf64>
  %p = linalg.batch_matmul ins(%a, %b : tensor<?x?x?xf64>, tensor<?x?x?xf64>) outs(%c : tensor<?x?x?xf64>) -> tensor<?x?x?xf64>
  %r = call @reference(%a, %b, %c, %fused) : (tensor<?x?x?xf64>, tensor<?x?x?xf64>, tensor<?x?x?xf64>, i1) -> tensor<?x?x?xf64>
  %bad = call @mismatches(%p, %r) : (tensor<?x?x?xf64>, tensor<?x?x?xf64>) -> index
  vector.print %bad : index
  %c1 = arith.constant 1 : index
  %h = arith.subi %nb, %c1 : index
  %i = arith.subi %m, %c1 : index
  %j = arith.subi %n, %c1 : index
  %last = tensor.extract %p[%h, %i, %j] : tensor<?x?x?xf64>
  vector.print %last : f64
  return
}

// c[i][j] += a[i][k] * bt[j][k] in i32, with wrapping products: packed
// against the k-ordered loop, printed as the number of differing elements.
func.func @transposed_i32(%m: index, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ea = tensor.empty(%m, %k) : tensor<?x?xi32>
  %eb = tensor.empty(%n, %k) : tensor<?x?xi32>
  %ec = tensor.empty(%m, %n) : tensor<?x?xi32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.muli %i, %j : index
    %y = arith.addi %x, %i : index
    %v = arith.index_cast %y : index to i32
    %big = arith.constant 40503 : i32
    %w = arith.muli %v, %big : i32
    linalg.yield %w : i32
  } -> tensor<?x?xi32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = arith.addi %i, %j : index
    %c13 = arith.constant 13 : index
    %y = arith.muli %x, %c13 : index
    %v = arith.index_cast %y : index to i32
    %off = arith.constant 977 : i32
    %w = arith.subi %v, %off : i32
    linalg.yield %w : i32
  } -> tensor<?x?xi32>
  %zero = arith.constant 7 : i32
  %c = linalg.fill ins(%zero : i32) outs(%ec : tensor<?x?xi32>) -> tensor<?x?xi32>
  %p = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<?x?xi32>, tensor<?x?xi32>) outs(%c : tensor<?x?xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %xy = arith.muli %x, %y : i32
    %s = arith.addi %o, %xy : i32
    linalg.yield %s : i32
  } -> tensor<?x?xi32>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%t0 = %c) -> tensor<?x?xi32> {
    %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%t1 = %t0) -> tensor<?x?xi32> {
      %init = tensor.extract %t1[%i, %j] : tensor<?x?xi32>
      %s = scf.for %q = %c0 to %k step %c1 iter_args(%acc = %init) -> i32 {
        %x = tensor.extract %a[%i, %q] : tensor<?x?xi32>
        %y = tensor.extract %b[%j, %q] : tensor<?x?xi32>
        %xy = arith.muli %x, %y : i32
        %sum = arith.addi %acc, %xy : i32
        scf.yield %sum : i32
      }
      %t2 = tensor.insert %s into %t1[%i, %j] : tensor<?x?xi32>
      scf.yield %t2 : tensor<?x?xi32>
    }
    scf.yield %r1 : tensor<?x?xi32>
  }
  %bad = scf.for %i = %c0 to %m step %c1 iter_args(%a0 = %c0) -> index {
    %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%a1 = %a0) -> index {
      %u = tensor.extract %p[%i, %j] : tensor<?x?xi32>
      %v = tensor.extract %r[%i, %j] : tensor<?x?xi32>
      %ne = arith.cmpi ne, %u, %v : i32
      %inc = arith.select %ne, %c1, %c0 : index
      %a2 = arith.addi %a1, %inc : index
      scf.yield %a2 : index
    }
    scf.yield %r1 : index
  }
  vector.print %bad : index
  %im = arith.subi %m, %c1 : index
  %jn = arith.subi %n, %c1 : index
  %last = tensor.extract %p[%im, %jn] : tensor<?x?xi32>
  vector.print %last : i32
  return
}

func.func @run(%fused: i1) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %c33 = arith.constant 33 : index
  %c257 = arith.constant 257 : index
  %c1023 = arith.constant 1023 : index
  %c1025 = arith.constant 1025 : index
  // CHECK: 0
  // CHECK-NEXT: 3.27
  call @check(%c1, %c1, %c1, %c1, %fused) : (index, index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0.1897
  call @check(%c3, %c7, %c17, %c1, %fused) : (index, index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 309.779
  call @check(%c2, %c17, %c33, %c257, %fused) : (index, index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 3.9592
  call @check(%c2, %c33, %c1025, %c7, %fused) : (index, index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: -88979401
  call @transposed_i32(%c17, %c1023, %c1025) : (index, index, index) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1588327417
  call @transposed_i32(%c1025, %c7, %c17) : (index, index, index) -> ()
  return
}

// The default, fma-contractions: each f64 multiply-add of the micro-kernel
// is a vector.fma, which the reference then uses too (llvm.fmuladd: one
// rounding where the target has FMA, a multiply and an add elsewhere).
func.func @main_fma() {
  %true = arith.constant true
  call @run(%true) : (i1) -> ()
  return
}

// fma-contractions=false: the scalar loops' bits.
func.func @main_exact() {
  %false = arith.constant false
  call @run(%false) : (i1) -> ()
  return
}
