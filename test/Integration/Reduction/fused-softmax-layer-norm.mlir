// A softmax and a layer norm over rows, fused by -shapes-fuse-elementwise
// (a reduction with its elementwise producers fused in, then the
// normalization) and vectorized by -shapes-vectorize, against scalar
// loops, at sizes 0, 1, 15, 16, 17 and 1025 of the rows: every element
// within 1e-5 relative (float sums are reassociated by the vector loops).
// The softmax also runs on a column-major copy of its input, whose rows
// are reduced across the vectors. Each program prints its number of
// wrong elements.
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

// Four vector nests: the max, exp(x - m) stored into %out with ordinary
// stores (the sum reads it back), its row sum, and the quotients written
// over it; exp is computed in the second nest only (the init values of the
// row buffers are the fills' values, combined in the nests, with no fill
// loops).
// AFF-LABEL: func.func @softmax(
// AFF-NOT:     affine.for
// AFF:         vector.reduction <maximumf>
// AFF:         math.exp {{.*}} : vector<16xf32>
// AFF-NOT:     nontemporal
// AFF:         vector.reduction <add>
// AFF-NOT:     math.exp
// AFF:         arith.divf {{.*}} : vector<16xf32>
// AFF-NOT:     math.exp
// AFF:         return

#cm = #shapes.layout<minor_to_major = [0, 1]>

func.func @softmax(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %r = tensor.dim %x, %c0 : tensor<?x?xf32>
  %cols = tensor.dim %x, %c1 : tensor<?x?xf32>
  %0 = tensor.empty(%r) : tensor<?xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %d = shapes.sub %x, %mb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %e = math.exp %d : tensor<?x?xf32>
  %2 = tensor.empty(%r) : tensor<?xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<?x?xf32>) outs(%3 : tensor<?xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %y = shapes.div %e, %sb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %y in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// The softmax of a column-major input.
func.func @softmax_cm(%x: tensor<?x?xf32, #cm>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %r = tensor.dim %x, %c0 : tensor<?x?xf32, #cm>
  %cols = tensor.dim %x, %c1 : tensor<?x?xf32, #cm>
  %0 = tensor.empty(%r) : tensor<?xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<?x?xf32, #cm>) outs(%1 : tensor<?xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %d = shapes.sub %x, %mb : (tensor<?x?xf32, #cm>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %e = math.exp %d : tensor<?x?xf32>
  %2 = tensor.empty(%r) : tensor<?xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<?x?xf32>) outs(%3 : tensor<?xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %y = shapes.div %e, %sb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %y in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// (x - mean) * rsqrt(var + eps) over rows; n holds the row length.
func.func @layer_norm(%x: tensor<?x?xf32>, %n: tensor<?xf32>, %eps: tensor<?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %r = tensor.dim %x, %c0 : tensor<?x?xf32>
  %cols = tensor.dim %x, %c1 : tensor<?x?xf32>
  %0 = tensor.empty(%r) : tensor<?xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %c = shapes.sub %x, %mb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %sq = shapes.mul %c, %c : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tensor.empty(%r) : tensor<?xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<?xf32>) -> tensor<?xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<?x?xf32>) outs(%3 : tensor<?xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %ve = shapes.add %var, %eps : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %rs = math.rsqrt %ve : tensor<?xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] sizes(%r, %cols) : (tensor<?xf32>) -> tensor<?x?xf32>
  %y = shapes.mul %c, %rb : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %y in restrict writable %out
      : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// x[i][j] = ((i * 31 + j * 17) % 23) / 4 - 2.
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

func.func @ref_layer_norm(%x: memref<?x?xf32>, %eps: f32, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %c = memref.dim %x, %c1 : memref<?x?xf32>
  %ci = arith.index_cast %c : index to i32
  %n = arith.sitofp %ci : i32 to f32
  scf.for %i = %c0 to %r step %c1 {
    %sum = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    %mean = arith.divf %sum, %n : f32
    %ss = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %mean : f32
      %q = arith.mulf %d, %d : f32
      %a = arith.addf %acc, %q : f32
      scf.yield %a : f32
    }
    %var = arith.divf %ss, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %mean : f32
      %o = arith.mulf %d, %rs : f32
      memref.store %o, %y[%i, %j] : memref<?x?xf32>
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

memref.global "private" constant @sizes : memref<6xindex> = dense<[0, 1, 15, 16, 17, 1025]>

// Wrong elements of program `which` (0 softmax, 1 column-major softmax,
// 2 layer norm) on r x c.
func.func @check(%which: index, %r: index, %c: index) -> i64 {
  %x = call @input(%r, %c) : (index, index) -> memref<?x?xf32>
  %got = memref.alloc(%r, %c) : memref<?x?xf32>
  %want = memref.alloc(%r, %c) : memref<?x?xf32>
  %t = bufferization.to_tensor %x restrict : memref<?x?xf32> to tensor<?x?xf32>
  %epsv = arith.constant 1.0e-3 : f32
  scf.index_switch %which
  case 0 {
    func.call @softmax(%t, %got) : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
    func.call @ref_softmax(%x, %want) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    scf.yield
  }
  case 1 {
    %tc = shapes.relayout %t : tensor<?x?xf32> to tensor<?x?xf32, #cm>
    func.call @softmax_cm(%tc, %got) : (tensor<?x?xf32, #cm>, memref<?x?xf32>) -> ()
    func.call @ref_softmax(%x, %want) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    scf.yield
  }
  default {
    %ci = arith.index_cast %c : index to i32
    %nf = arith.sitofp %ci : i32 to f32
    %n0 = tensor.empty(%r) : tensor<?xf32>
    %n = linalg.fill ins(%nf : f32) outs(%n0 : tensor<?xf32>) -> tensor<?xf32>
    %e0 = tensor.empty(%r) : tensor<?xf32>
    %eps = linalg.fill ins(%epsv : f32) outs(%e0 : tensor<?xf32>) -> tensor<?xf32>
    func.call @layer_norm(%t, %n, %eps, %got) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, memref<?x?xf32>) -> ()
    func.call @ref_layer_norm(%x, %epsv, %want) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
    scf.yield
  }
  %bad = call @count(%got, %want) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  memref.dealloc %x : memref<?x?xf32>
  memref.dealloc %got : memref<?x?xf32>
  memref.dealloc %want : memref<?x?xf32>
  return %bad : i64
}

func.func @sweep(%which: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %sizes = memref.get_global @sizes : memref<6xindex>
  %bad = scf.for %a = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.load %sizes[%a] : memref<6xindex>
    %inner = scf.for %b = %c0 to %c6 step %c1 iter_args(%acc2 = %acc) -> i64 {
      %c = memref.load %sizes[%b] : memref<6xindex>
      %k = func.call @check(%which, %r, %c) : (index, index, index) -> i64
      %next = arith.addi %acc2, %k : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  vector.print %bad : i64
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // CHECK: 0
  call @sweep(%c0) : (index) -> ()
  // CHECK-NEXT: 0
  call @sweep(%c1) : (index) -> ()
  // CHECK-NEXT: 0
  call @sweep(%c2) : (index) -> ()
  return
}
