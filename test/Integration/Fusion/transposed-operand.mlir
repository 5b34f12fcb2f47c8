// A fused chain that reads a relayout of a column-major array: in the fused
// loop nest that operand is strided along the innermost loop, so
// -shapes-vectorize reads it through 16x16 tiles transposed in registers
// (vector.shuffle), with scalar loops for the 37 % 16 rows and 45 % 16
// columns left over. Every element is checked against scalar loops that
// compute the same values from the same formulas; the program prints the
// number of mismatches.
//
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=TILES
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2 streaming-threshold=0" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

// The tile's transpose reaches the affine stage as 64 two-input
// vector.shuffle ops (each one x86 instruction), as in a transposing
// relayout. One allocation: the result.
// TILES-LABEL: func.func @chain
// TILES: memref.alloc
// TILES-NOT: memref.alloc
// TILES-COUNT-16: vector.load {{.*}} : memref<1665xf32>, vector<16xf32>
// TILES-COUNT-64: vector.shuffle
// TILES-NOT: vector.from_elements
// TILES: arith.addf {{.*}} : vector<16xf32>
// TILES: arith.mulf {{.*}} : vector<16xf32>
// TILES-NOT: memref.alloc
// TILES: return
func.func @chain(%x: tensor<37x45xf32, #col>, %v: tensor<45xf32>,
                 %y: tensor<37x45xf32>) -> tensor<37x45xf32> {
  %a = shapes.relayout %x : tensor<37x45xf32, #col> to tensor<37x45xf32>
  %b = shapes.add %a, %v broadcast_dimensions = [1] : (tensor<37x45xf32>, tensor<45xf32>) -> tensor<37x45xf32>
  %c = shapes.mul %b, %y : (tensor<37x45xf32>, tensor<37x45xf32>) -> tensor<37x45xf32>
  return %c : tensor<37x45xf32>
}

// Into a caller's buffer, x's columns whole lines apart (48 x 4 bytes):
// with streaming stores, the rows of tiles start at x's first aligned
// row, which depends on where the caller's x starts; the rows before it and
// after the last tile are edge tiles (masked loads and stores).
func.func @sum_lines(%x: tensor<48x64xf32, #col>, %y: tensor<48x64xf32>,
                     %out: memref<48x64xf32>) {
  %a = shapes.relayout %x : tensor<48x64xf32, #col> to tensor<48x64xf32>
  %s = shapes.add %a, %y : (tensor<48x64xf32>, tensor<48x64xf32>) -> tensor<48x64xf32>
  bufferization.materialize_in_destination %s in restrict writable %out
      : (tensor<48x64xf32>, memref<48x64xf32>) -> ()
  return
}

// sum_lines with x `shift` bytes after a line: the number of wrong
// elements.
func.func @run_sum_lines(%shift: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %raw = memref.alloc() {alignment = 64 : i64} : memref<12352xi8>
  %xflat = memref.view %raw[%shift][] : memref<12352xi8> to memref<3072xf32>
  %xm = memref.reinterpret_cast %xflat to offset: [0], sizes: [48, 64], strides: [1, 48]
      : memref<3072xf32> to memref<48x64xf32, #col>
  %ym = memref.alloc() : memref<48x64xf32>
  scf.for %i = %c0 to %c48 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %xe = func.call @x(%i, %j) : (index, index) -> f32
      %ye = func.call @y(%i, %j) : (index, index) -> f32
      memref.store %xe, %xm[%i, %j] : memref<48x64xf32, #col>
      memref.store %ye, %ym[%i, %j] : memref<48x64xf32>
    }
  }
  %x = bufferization.to_tensor %xm restrict : memref<48x64xf32, #col> to tensor<48x64xf32, #col>
  %y = bufferization.to_tensor %ym restrict : memref<48x64xf32> to tensor<48x64xf32>
  %out = memref.alloc() {alignment = 64 : i64} : memref<48x64xf32>
  func.call @sum_lines(%x, %y, %out) : (tensor<48x64xf32, #col>, tensor<48x64xf32>, memref<48x64xf32>) -> ()
  %bad = scf.for %i = %c0 to %c48 step %c1 iter_args(%n = %zero) -> i64 {
    %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%m = %n) -> i64 {
      %xe = func.call @x(%i, %j) : (index, index) -> f32
      %ye = func.call @y(%i, %j) : (index, index) -> f32
      %want = arith.addf %xe, %ye : f32
      %got = memref.load %out[%i, %j] : memref<48x64xf32>
      %same = arith.cmpf oeq, %got, %want : f32
      %inc = arith.select %same, %zero, %one : i64
      %next = arith.addi %m, %inc : i64
      scf.yield %next : i64
    }
    scf.yield %row : i64
  }
  memref.dealloc %raw : memref<12352xi8>
  memref.dealloc %ym : memref<48x64xf32>
  memref.dealloc %out : memref<48x64xf32>
  return %bad : i64
}

// x[i, j] = 64 i + j, v[j] = j / 2, y[i, j] = i - j.
func.func @x(%i: index, %j: index) -> f32 {
  %c64 = arith.constant 64 : index
  %s = arith.muli %i, %c64 : index
  %t = arith.addi %s, %j : index
  %n = arith.index_cast %t : index to i64
  %f = arith.sitofp %n : i64 to f32
  return %f : f32
}
func.func @v(%j: index) -> f32 {
  %n = arith.index_cast %j : index to i64
  %f = arith.sitofp %n : i64 to f32
  %half = arith.constant 0.5 : f32
  %r = arith.mulf %f, %half : f32
  return %r : f32
}
func.func @y(%i: index, %j: index) -> f32 {
  %d = arith.subi %i, %j : index
  %n = arith.index_cast %d : index to i64
  %f = arith.sitofp %n : i64 to f32
  return %f : f32
}

func.func @main() {
  %x0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    %e = func.call @x(%i, %j) : (index, index) -> f32
    tensor.yield %e : f32
  } : tensor<37x45xf32>
  %x = shapes.relayout %x0 : tensor<37x45xf32> to tensor<37x45xf32, #col>
  %v = tensor.generate {
  ^bb0(%j: index):
    %e = func.call @v(%j) : (index) -> f32
    tensor.yield %e : f32
  } : tensor<45xf32>
  %y = tensor.generate {
  ^bb0(%i: index, %j: index):
    %e = func.call @y(%i, %j) : (index, index) -> f32
    tensor.yield %e : f32
  } : tensor<37x45xf32>
  %r = func.call @chain(%x, %v, %y) : (tensor<37x45xf32, #col>, tensor<45xf32>, tensor<37x45xf32>) -> tensor<37x45xf32>

  // The reference, element by element.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c45 = arith.constant 45 : index
  %c36 = arith.constant 36 : index
  %c44 = arith.constant 44 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = scf.for %i = %c0 to %c37 step %c1 iter_args(%n = %zero) -> i64 {
    %row = scf.for %j = %c0 to %c45 step %c1 iter_args(%m = %n) -> i64 {
      %xe = func.call @x(%i, %j) : (index, index) -> f32
      %ve = func.call @v(%j) : (index) -> f32
      %ye = func.call @y(%i, %j) : (index, index) -> f32
      %s = arith.addf %xe, %ve : f32
      %want = arith.mulf %s, %ye : f32
      %got = tensor.extract %r[%i, %j] : tensor<37x45xf32>
      %same = arith.cmpf oeq, %got, %want : f32
      %inc = arith.select %same, %zero, %one : i64
      %next = arith.addi %m, %inc : i64
      scf.yield %next : i64
    }
    scf.yield %row : i64
  }
  // CHECK: mismatches: 0
  vector.print str "mismatches: "
  vector.print %bad : i64
  // r[36, 44] = (64 * 36 + 44 + 22) * (36 - 44) = 2370 * -8
  // CHECK-NEXT: -18960
  %last = tensor.extract %r[%c36, %c44] : tensor<37x45xf32>
  vector.print %last : f32

  // sum_lines with x at 0, 1, 9 and 15 elements after a line.
  // CHECK-NEXT: lines: 0
  // CHECK-NEXT: lines: 0
  // CHECK-NEXT: lines: 0
  // CHECK-NEXT: lines: 0
  %c4 = arith.constant 4 : index
  %c36b = arith.constant 36 : index
  %c60 = arith.constant 60 : index
  %l0 = func.call @run_sum_lines(%c0) : (index) -> i64
  vector.print str "lines: "
  vector.print %l0 : i64
  %l1 = func.call @run_sum_lines(%c4) : (index) -> i64
  vector.print str "lines: "
  vector.print %l1 : i64
  %l2 = func.call @run_sum_lines(%c36b) : (index) -> i64
  vector.print str "lines: "
  vector.print %l2 : i64
  %l3 = func.call @run_sum_lines(%c60) : (index) -> i64
  vector.print str "lines: "
  vector.print %l3 : i64
  return
}
