// linalg.matmul through -shapes-pack-contractions (the default of
// -shapes-to-llvm), checked element by element, bit for bit, against a
// scalar k-ordered loop nest: sizes of 1, 7, 17, 1023 and 1025 in M, N and
// K, sizes that cross the mc, nc and kc blocks (145 x 3073 x 257), `?` and
// static sizes. The reference multiply-adds as the micro-kernel does: with
// one vector.fma by default (@main_fma), with a multiply and an add under
// fma-contractions=false (@main_exact). The threads=2 runs split the
// columns on two OpenMP threads, or the rows where static sizes have fewer
// columns than rows.
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

#ij = affine_map<(i, j) -> (i, j)>

// x[i][j] = ((i * p + j * q) mod r) * s - t: values with rounding.
func.func @fill(%rows: index, %cols: index, %p: index, %q: index, %r: index,
                %s: f32, %t: f32) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %x = linalg.generic {indexing_maps = [#ij], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ip = arith.muli %i, %p : index
    %jq = arith.muli %j, %q : index
    %sum = arith.addi %ip, %jq : index
    %mod = arith.remui %sum, %r : index
    %m64 = arith.index_cast %mod : index to i64
    %f = arith.sitofp %m64 : i64 to f32
    %fs = arith.mulf %f, %s : f32
    %v = arith.subf %fs, %t : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %x : tensor<?x?xf32>
}

// c[i][j] += a[i][k] * b[k][j], k = 0 .. K-1, one element at a time.
func.func @reference(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %fused: i1) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %k = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%t0 = %c) -> tensor<?x?xf32> {
    %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%t1 = %t0) -> tensor<?x?xf32> {
      %init = tensor.extract %t1[%i, %j] : tensor<?x?xf32>
      %s = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %init) -> f32 {
        %x = tensor.extract %a[%i, %p] : tensor<?x?xf32>
        %y = tensor.extract %b[%p, %j] : tensor<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %plain = arith.addf %acc, %xy : f32
        %xv = vector.broadcast %x : f32 to vector<1xf32>
        %yv = vector.broadcast %y : f32 to vector<1xf32>
        %av = vector.broadcast %acc : f32 to vector<1xf32>
        %fv = vector.fma %xv, %yv, %av : vector<1xf32>
        %f = vector.extract %fv[0] : f32 from vector<1xf32>
        %sum = arith.select %fused, %f, %plain : f32
        scf.yield %sum : f32
      }
      %t2 = tensor.insert %s into %t1[%i, %j] : tensor<?x?xf32>
      scf.yield %t2 : tensor<?x?xf32>
    }
    scf.yield %r1 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// The number of elements whose bits differ.
func.func @mismatches(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%a0 = %c0) -> index {
    %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%a1 = %a0) -> index {
      %u = tensor.extract %x[%i, %j] : tensor<?x?xf32>
      %v = tensor.extract %y[%i, %j] : tensor<?x?xf32>
      %ub = arith.bitcast %u : f32 to i32
      %vb = arith.bitcast %v : f32 to i32
      %ne = arith.cmpi ne, %ub, %vb : i32
      %inc = arith.select %ne, %c1, %c0 : index
      %a2 = arith.addi %a1, %inc : index
      scf.yield %a2 : index
    }
    scf.yield %r1 : index
  }
  return %r : index
}

func.func @operands(%m: index, %n: index, %k: index)
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c19 = arith.constant 19 : index
  %c23 = arith.constant 23 : index
  %s1 = arith.constant 0.37 : f32
  %t1 = arith.constant 2.1 : f32
  %s2 = arith.constant 0.23 : f32
  %t2 = arith.constant 1.7 : f32
  %s3 = arith.constant 0.5 : f32
  %t3 = arith.constant 0.3 : f32
  %a = call @fill(%m, %k, %c7, %c3, %c23, %s1, %t1) : (index, index, index, index, index, f32, f32) -> tensor<?x?xf32>
  %b = call @fill(%k, %n, %c5, %c11, %c19, %s2, %t2) : (index, index, index, index, index, f32, f32) -> tensor<?x?xf32>
  %c = call @fill(%m, %n, %c3, %c7, %c5, %s3, %t3) : (index, index, index, index, index, f32, f32) -> tensor<?x?xf32>
  return %a, %b, %c : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// Prints the mismatches of an m x n x k matmul and its last element.
func.func @check(%m: index, %n: index, %k: index, %fused: i1) {
  %a, %b, %c = call @operands(%m, %n, %k) : (index, index, index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  %p = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = call @reference(%a, %b, %c, %fused) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, i1) -> tensor<?x?xf32>
  %bad = call @mismatches(%p, %r) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %bad : index
  %c1 = arith.constant 1 : index
  %i = arith.subi %m, %c1 : index
  %j = arith.subi %n, %c1 : index
  %last = tensor.extract %p[%i, %j] : tensor<?x?xf32>
  vector.print %last : f32
  return
}

// A static 17 x 1025 x 7 matmul.
func.func @check_static(%fused: i1) {
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %c1025 = arith.constant 1025 : index
  %a, %b, %c = call @operands(%c17, %c1025, %c7) : (index, index, index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  %as = tensor.cast %a : tensor<?x?xf32> to tensor<17x7xf32>
  %bs = tensor.cast %b : tensor<?x?xf32> to tensor<7x1025xf32>
  %cs = tensor.cast %c : tensor<?x?xf32> to tensor<17x1025xf32>
  %p = linalg.matmul ins(%as, %bs : tensor<17x7xf32>, tensor<7x1025xf32>) outs(%cs : tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %pd = tensor.cast %p : tensor<17x1025xf32> to tensor<?x?xf32>
  %r = call @reference(%a, %b, %c, %fused) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, i1) -> tensor<?x?xf32>
  %bad = call @mismatches(%pd, %r) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %bad : index
  return
}

// A static 1025 x 17 x 1023 matmul: with N < M, threads=2 cuts the rows
// (516 and 509 of them, shares that start inside an mc block).
func.func @check_static_tall(%fused: i1) {
  %c17 = arith.constant 17 : index
  %c1023 = arith.constant 1023 : index
  %c1025 = arith.constant 1025 : index
  %a, %b, %c = call @operands(%c1025, %c17, %c1023) : (index, index, index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>)
  %as = tensor.cast %a : tensor<?x?xf32> to tensor<1025x1023xf32>
  %bs = tensor.cast %b : tensor<?x?xf32> to tensor<1023x17xf32>
  %cs = tensor.cast %c : tensor<?x?xf32> to tensor<1025x17xf32>
  %p = linalg.matmul ins(%as, %bs : tensor<1025x1023xf32>, tensor<1023x17xf32>) outs(%cs : tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %pd = tensor.cast %p : tensor<1025x17xf32> to tensor<?x?xf32>
  %r = call @reference(%a, %b, %c, %fused) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, i1) -> tensor<?x?xf32>
  %bad = call @mismatches(%pd, %r) : (tensor<?x?xf32>, tensor<?x?xf32>) -> index
  vector.print %bad : index
  return
}

func.func @run(%fused: i1) {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c145 = arith.constant 145 : index
  %c256 = arith.constant 256 : index
  %c257 = arith.constant 257 : index
  %c1023 = arith.constant 1023 : index
  %c1025 = arith.constant 1025 : index
  %c3073 = arith.constant 3073 : index
  // CHECK: 0
  // CHECK-NEXT: 3.27
  call @check(%c1, %c1, %c1, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1.5268
  call @check(%c1, %c7, %c17, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: -3.0115
  call @check(%c7, %c17, %c1, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 14.3522
  call @check(%c17, %c1025, %c7, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 692.516
  call @check(%c1023, %c17, %c1025, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 16.8471
  call @check(%c1025, %c1023, %c17, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 308.211
  call @check(%c6, %c16, %c256, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 270.815
  call @check(%c145, %c3073, %c257, %fused) : (index, index, index, i1) -> ()
  // CHECK-NEXT: 0
  call @check_static(%fused) : (i1) -> ()
  // CHECK-NEXT: 0
  call @check_static_tall(%fused) : (i1) -> ()
  return
}

// The default, fma-contractions: each f32 multiply-add of the micro-kernel
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
