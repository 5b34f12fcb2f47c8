// exp(x - m), stored once by -shapes-fuse-elementwise and overwritten by
// its last elementwise reader, against scalar loops: a softmax of whole
// vectors (4 x 1024) and one written into a caller's buffer (3 x 1040);
// a stored exp read in place and transposed by the same op (e + e^T,
// which must not write over e); and a stored exp that is also returned,
// next to its softmax (5 x 33). Every element within 1e-5 relative; each
// case prints its number of wrong elements.
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

// One loop over the rows, one exp nest, and one buffer of the result's
// size: the result.
// AFF-LABEL: func.func @softmax_4x1024(
// AFF-COUNT-1: memref.alloc() {{.*}} : memref<4x1024xf32>
// AFF-NOT:     memref.alloc() {{.*}} : memref<4x1024xf32>
// AFF:         scf.parallel
// AFF-COUNT-1:   math.exp
// AFF-NOT:       math.exp
// AFF:           scf.reduce
// AFF-NOT:     scf.parallel
// AFF:         return
// AFF-LABEL: func.func @exp_plus_transpose_32x32(
// AFF-COUNT-2: memref.alloc() {{.*}} : memref<32x32xf32>
// AFF:         return

func.func @softmax_4x1024(%x: tensor<4x1024xf32>) -> tensor<4x1024xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<4x1024xf32>) outs(%1 : tensor<4xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x1024xf32>
  %d = shapes.sub %x, %mb : (tensor<4x1024xf32>, tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %e = math.exp %d : tensor<4x1024xf32>
  %2 = tensor.empty() : tensor<4xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<4x1024xf32>) outs(%3 : tensor<4xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x1024xf32>
  %y = shapes.div %e, %sb : (tensor<4x1024xf32>, tensor<4x1024xf32>) -> tensor<4x1024xf32>
  return %y : tensor<4x1024xf32>
}

func.func @softmax_into_3x1040(%x: tensor<3x1040xf32>, %out: memref<3x1040xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<3xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<3xf32>) -> tensor<3xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<3x1040xf32>) outs(%1 : tensor<3xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<3xf32>) -> tensor<3x1040xf32>
  %d = shapes.sub %x, %mb : (tensor<3x1040xf32>, tensor<3x1040xf32>) -> tensor<3x1040xf32>
  %e = math.exp %d : tensor<3x1040xf32>
  %2 = tensor.empty() : tensor<3xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<3xf32>) -> tensor<3xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<3x1040xf32>) outs(%3 : tensor<3xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<3xf32>) -> tensor<3x1040xf32>
  %y = shapes.div %e, %sb : (tensor<3x1040xf32>, tensor<3x1040xf32>) -> tensor<3x1040xf32>
  bufferization.materialize_in_destination %y in restrict writable %out
      : (tensor<3x1040xf32>, memref<3x1040xf32>) -> ()
  return
}

func.func @exp_plus_transpose_32x32(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = math.exp %x : tensor<32x32xf32>
  %t = shapes.transpose %e, permutation = [1, 0] : tensor<32x32xf32> -> tensor<32x32xf32>
  %y = shapes.add %e, %t : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
  return %y : tensor<32x32xf32>
}

func.func @exp_and_softmax_5x33(%x: tensor<5x33xf32>) -> (tensor<5x33xf32>, tensor<5x33xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<5x33xf32>) outs(%1 : tensor<5xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<5xf32>) -> tensor<5x33xf32>
  %d = shapes.sub %x, %mb : (tensor<5x33xf32>, tensor<5x33xf32>) -> tensor<5x33xf32>
  %e = math.exp %d : tensor<5x33xf32>
  %2 = tensor.empty() : tensor<5xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<5x33xf32>) outs(%3 : tensor<5xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<5xf32>) -> tensor<5x33xf32>
  %y = shapes.div %e, %sb : (tensor<5x33xf32>, tensor<5x33xf32>) -> tensor<5x33xf32>
  return %e, %y : tensor<5x33xf32>, tensor<5x33xf32>
}

func.func @input(%r: index, %c: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %c23 = arith.constant 23 : index
  %c31 = arith.constant 31 : index
  %q = arith.constant 0.25 : f32
  %two = arith.constant 2.0 : f32
  %x = memref.alloc(%r, %c) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %a = arith.muli %i, %c31 : index
      %b = arith.muli %j, %c17 : index
      %s = arith.addi %a, %b : index
      %m = arith.remui %s, %c23 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %v = arith.mulf %mf, %q : f32
      %w = arith.subf %v, %two : f32
      memref.store %w, %x[%i, %j] : memref<?x?xf32>
    }
  }
  return %x : memref<?x?xf32>
}

func.func @ref_softmax(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %c = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    %m = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %ninf) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %n = arith.maximumf %acc, %v : f32
      scf.yield %n : f32
    }
    %s = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %n = arith.addf %acc, %e : f32
      scf.yield %n : f32
    }
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %q = arith.divf %e, %s : f32
      memref.store %q, %y[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// y = exp(x - max of the row), the stored value of the softmax.
func.func @ref_shifted_exp(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %c = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    %m = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %ninf) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %n = arith.maximumf %acc, %v : f32
      scf.yield %n : f32
    }
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      memref.store %e, %y[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// y = exp(x) + exp(x^T).
func.func @ref_exp_plus_transpose(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %r step %c1 {
      %a = memref.load %x[%i, %j] : memref<?x?xf32>
      %b = memref.load %x[%j, %i] : memref<?x?xf32>
      %ea = math.exp %a : f32
      %eb = math.exp %b : f32
      %s = arith.addf %ea, %eb : f32
      memref.store %s, %y[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The elements of `got` farther than 1e-5 relative (1e-6 absolute near 0)
// from `want`.
func.func @count(%got: memref<?x?xf32>, %want: memref<?x?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %rel = arith.constant 1.0e-5 : f32
  %abs = arith.constant 1.0e-6 : f32
  %r = memref.dim %got, %c0 : memref<?x?xf32>
  %c = memref.dim %got, %c1 : memref<?x?xf32>
  %bad = scf.for %i = %c0 to %r step %c1 iter_args(%acc = %zero) -> i64 {
    %row = scf.for %j = %c0 to %c step %c1 iter_args(%acc2 = %acc) -> i64 {
      %g = memref.load %got[%i, %j] : memref<?x?xf32>
      %w = memref.load %want[%i, %j] : memref<?x?xf32>
      %d = arith.subf %g, %w : f32
      %ad = math.absf %d : f32
      %aw = math.absf %w : f32
      %t = arith.mulf %aw, %rel : f32
      %tol = arith.addf %t, %abs : f32
      %ok = arith.cmpf ole, %ad, %tol : f32
      %inc = arith.select %ok, %zero, %one : i64
      %next = arith.addi %acc2, %inc : i64
      scf.yield %next : i64
    }
    scf.yield %row : i64
  }
  return %bad : i64
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c1024 = arith.constant 1024 : index
  %c1040 = arith.constant 1040 : index

  %xa = call @input(%c4, %c1024) : (index, index) -> memref<?x?xf32>
  %xas = memref.cast %xa : memref<?x?xf32> to memref<4x1024xf32>
  %ta = bufferization.to_tensor %xas restrict : memref<4x1024xf32> to tensor<4x1024xf32>
  %ya = call @softmax_4x1024(%ta) : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %ga = bufferization.to_buffer %ya : tensor<4x1024xf32> to memref<4x1024xf32>
  %gad = memref.cast %ga : memref<4x1024xf32> to memref<?x?xf32>
  %wa = memref.alloc(%c4, %c1024) : memref<?x?xf32>
  call @ref_softmax(%xa, %wa) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %na = call @count(%gad, %wa) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %na : i64

  %xb = call @input(%c3, %c1040) : (index, index) -> memref<?x?xf32>
  %xbs = memref.cast %xb : memref<?x?xf32> to memref<3x1040xf32>
  %tb = bufferization.to_tensor %xbs restrict : memref<3x1040xf32> to tensor<3x1040xf32>
  %ob = memref.alloc() : memref<3x1040xf32>
  call @softmax_into_3x1040(%tb, %ob) : (tensor<3x1040xf32>, memref<3x1040xf32>) -> ()
  %obd = memref.cast %ob : memref<3x1040xf32> to memref<?x?xf32>
  %wb = memref.alloc(%c3, %c1040) : memref<?x?xf32>
  call @ref_softmax(%xb, %wb) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %nb = call @count(%obd, %wb) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %nb : i64

  %xc = call @input(%c32, %c32) : (index, index) -> memref<?x?xf32>
  %xcs = memref.cast %xc : memref<?x?xf32> to memref<32x32xf32>
  %tc = bufferization.to_tensor %xcs restrict : memref<32x32xf32> to tensor<32x32xf32>
  %yc = call @exp_plus_transpose_32x32(%tc) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %gc = bufferization.to_buffer %yc : tensor<32x32xf32> to memref<32x32xf32>
  %gcd = memref.cast %gc : memref<32x32xf32> to memref<?x?xf32>
  %wc = memref.alloc(%c32, %c32) : memref<?x?xf32>
  call @ref_exp_plus_transpose(%xc, %wc) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %nc = call @count(%gcd, %wc) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %nc : i64

  %xd = call @input(%c5, %c33) : (index, index) -> memref<?x?xf32>
  %xds = memref.cast %xd : memref<?x?xf32> to memref<5x33xf32>
  %td = bufferization.to_tensor %xds restrict : memref<5x33xf32> to tensor<5x33xf32>
  %ed, %yd = call @exp_and_softmax_5x33(%td) : (tensor<5x33xf32>) -> (tensor<5x33xf32>, tensor<5x33xf32>)
  %ged = bufferization.to_buffer %ed : tensor<5x33xf32> to memref<5x33xf32>
  %gedd = memref.cast %ged : memref<5x33xf32> to memref<?x?xf32>
  %gyd = bufferization.to_buffer %yd : tensor<5x33xf32> to memref<5x33xf32>
  %gydd = memref.cast %gyd : memref<5x33xf32> to memref<?x?xf32>
  %wed = memref.alloc(%c5, %c33) : memref<?x?xf32>
  call @ref_shifted_exp(%xd, %wed) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %ned = call @count(%gedd, %wed) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %ned : i64
  %wyd = memref.alloc(%c5, %c33) : memref<?x?xf32>
  call @ref_softmax(%xd, %wyd) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %nyd = call @count(%gydd, %wyd) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %nyd : i64
  return
}
