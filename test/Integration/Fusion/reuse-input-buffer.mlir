// A materialized intermediate (a square root read by two consumers) is
// written over by its last reader, elementwise through the identity map,
// and by no other: not by an earlier reader while a later one still needs
// it, and not by a reader through another map (here a transposed one),
// which would read elements it has already overwritten (one-shot
// bufferization would then copy the intermediate first: the IR checks show
// the decision, the runs that the results are right). x holds squares, so
// every square root is exact; the program prints the number of wrong
// elements of each result.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg -shapes-fuse-elementwise \
// RUN: | FileCheck %s --check-prefix=IR

// The product, the last reader, writes over the square roots; the sum
// reads them before it, into a buffer of its own.
// IR-LABEL: func.func @two_consumers(
// IR:         %[[E:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<20x20xf32>)
// IR:           math.sqrt
// IR:         %[[EMPTY:.*]] = tensor.empty() : tensor<20x20xf32>
// IR:         linalg.generic {{.*}} ins(%[[E]], %{{.*}} : tensor<20x20xf32>, tensor<20x20xf32>) outs(%[[EMPTY]] : tensor<20x20xf32>)
// IR:           arith.addf
// IR:         linalg.generic {{.*}} ins(%[[E]], %{{.*}} : tensor<20x20xf32>, tensor<20x20xf32>) outs(%[[E]] : tensor<20x20xf32>)
// IR:           arith.mulf
func.func @two_consumers(%x: tensor<20x20xf32>, %y: tensor<20x20xf32>) -> (tensor<20x20xf32>, tensor<20x20xf32>) {
  %0 = tensor.empty() : tensor<20x20xf32>
  %e = linalg.map { math.sqrt } ins(%x : tensor<20x20xf32>) outs(%0 : tensor<20x20xf32>)
  %a = shapes.add %e, %y : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
  %m = shapes.mul %e, %y : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
  return %a, %m : tensor<20x20xf32>, tensor<20x20xf32>
}

// The last reader reads the square roots transposed: a buffer of its own.
// IR-LABEL: func.func @transposed_reader(
// IR:         %[[E:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<20x20xf32>)
// IR:           math.sqrt
// IR:         %[[EMPTY:.*]] = tensor.empty() : tensor<20x20xf32>
// IR:         linalg.generic {{.*}} ins(%[[E]], %{{.*}} : tensor<20x20xf32>, tensor<20x20xf32>) outs(%[[EMPTY]] : tensor<20x20xf32>)
// IR:           arith.addf
// IR-NOT:     outs(%[[E]]
// IR:         return
#id = affine_map<(i, j) -> (i, j)>
#t = affine_map<(i, j) -> (j, i)>
func.func @transposed_reader(%x: tensor<20x20xf32>, %y: tensor<20x20xf32>) -> (tensor<20x20xf32>, tensor<20x20xf32>) {
  %0 = tensor.empty() : tensor<20x20xf32>
  %e = linalg.map { math.sqrt } ins(%x : tensor<20x20xf32>) outs(%0 : tensor<20x20xf32>)
  %a = shapes.add %e, %y : (tensor<20x20xf32>, tensor<20x20xf32>) -> tensor<20x20xf32>
  %1 = tensor.empty() : tensor<20x20xf32>
  %m = linalg.generic {indexing_maps = [#t, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %y : tensor<20x20xf32>, tensor<20x20xf32>) outs(%1 : tensor<20x20xf32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %s = arith.mulf %in, %w : f32
    linalg.yield %s : f32
  } -> tensor<20x20xf32>
  return %a, %m : tensor<20x20xf32>, tensor<20x20xf32>
}

// The number of elements of %r (20x20) other than (20 a + b) * scale +
// offset, where (a, b) is (i, j), or (j, i) when %t is set.
func.func @mismatches(%r: tensor<20x20xf32>, %t: i1, %scale: f32, %offset: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %n = scf.for %i = %c0 to %c20 step %c1 iter_args(%ni = %c0) -> index {
    %nj = scf.for %j = %c0 to %c20 step %c1 iter_args(%acc = %ni) -> index {
      %v = tensor.extract %r[%i, %j] : tensor<20x20xf32>
      %a = arith.select %t, %j, %i : index
      %b = arith.select %t, %i, %j : index
      %a20 = arith.muli %a, %c20 : index
      %k = arith.addi %a20, %b : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %scaled = arith.mulf %kf, %scale : f32
      %want = arith.addf %scaled, %offset : f32
      %bad = arith.cmpf une, %v, %want : f32
      %one = arith.select %bad, %c1, %c0 : index
      %next = arith.addi %acc, %one : index
      scf.yield %next : index
    }
    scf.yield %nj : index
  }
  return %n : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %empty = tensor.empty() : tensor<20x20xf32>
  // x[i][j] = (20 i + j)^2, y = 3: the sums are 20 i + j + 3, the
  // products 3 (20 i + j), transposed in @transposed_reader.
  %x = scf.for %i = %c0 to %c20 step %c1 iter_args(%xi = %empty) -> tensor<20x20xf32> {
    %xj = scf.for %j = %c0 to %c20 step %c1 iter_args(%xa = %xi) -> tensor<20x20xf32> {
      %i20 = arith.muli %i, %c20 : index
      %k = arith.addi %i20, %j : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %sq = arith.mulf %kf, %kf : f32
      %u = tensor.insert %sq into %xa[%i, %j] : tensor<20x20xf32>
      scf.yield %u : tensor<20x20xf32>
    }
    scf.yield %xj : tensor<20x20xf32>
  }
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %y = tensor.splat %three : tensor<20x20xf32>
  %false = arith.constant false
  %true = arith.constant true

  // CHECK: two_consumers 0 0
  %a, %m = func.call @two_consumers(%x, %y) : (tensor<20x20xf32>, tensor<20x20xf32>) -> (tensor<20x20xf32>, tensor<20x20xf32>)
  %na = func.call @mismatches(%a, %false, %one, %three) : (tensor<20x20xf32>, i1, f32, f32) -> index
  %nm = func.call @mismatches(%m, %false, %three, %zero) : (tensor<20x20xf32>, i1, f32, f32) -> index
  vector.print str "two_consumers "
  vector.print %na : index punctuation <no_punctuation>
  vector.print str " "
  vector.print %nm : index

  // CHECK: transposed_reader 0 0
  %ta, %tm = func.call @transposed_reader(%x, %y) : (tensor<20x20xf32>, tensor<20x20xf32>) -> (tensor<20x20xf32>, tensor<20x20xf32>)
  %nta = func.call @mismatches(%ta, %false, %one, %three) : (tensor<20x20xf32>, i1, f32, f32) -> index
  %ntm = func.call @mismatches(%tm, %true, %three, %zero) : (tensor<20x20xf32>, i1, f32, f32) -> index
  vector.print str "transposed_reader "
  vector.print %nta : index punctuation <no_punctuation>
  vector.print str " "
  vector.print %ntm : index
  return
}
