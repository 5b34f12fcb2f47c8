// The linalg ops, elementwise tensor ops, concatenations, casts (of
// unranked operands too) and memref copies of the input read their '?'
// operands in step: a loop's operand dimensions must have one size at run
// time. A mismatch aborts before the op with one line naming both
// dimensions and their sizes, instead of reading out of bounds; sizes that
// agree compute and print.
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: mlir-runner %t.mlir -e all_agree -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=AGREE
// RUN: not --crash mlir-runner %t.mlir -e contracting_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=CONTRACTING
// RUN: not --crash mlir-runner %t.mlir -e init_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=INIT
// RUN: not --crash mlir-runner %t.mlir -e reduce_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=REDUCE
// RUN: not --crash mlir-runner %t.mlir -e transposed_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=TRANSPOSED
// RUN: not --crash mlir-runner %t.mlir -e convolution_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=CONVOLUTION
// RUN: not --crash mlir-runner %t.mlir -e concat_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=CONCAT
// RUN: not --crash mlir-runner %t.mlir -e add_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ADD
// RUN: not --crash mlir-runner %t.mlir -e add_layout_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ADD-LAYOUT
// RUN: not --crash mlir-runner %t.mlir -e cast_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=CAST
// RUN: not --crash mlir-runner %t.mlir -e unranked_size_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=UNRANKED-SIZE
// RUN: not --crash mlir-runner %t.mlir -e unranked_rank_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=UNRANKED-RANK
// RUN: not --crash mlir-runner %t.mlir -e copy_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=COPY

#col = #shapes.layout<minor_to_major = [0]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print1(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @row_sums(%a: tensor<?x?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.reduce ins(%a : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<?xf32>
}

// The rows of %a are the columns of the result; the static 2 needs no check.
func.func @transposed(%a: tensor<2x?xf32>, %init: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x?xf32>) outs(%init : tensor<?x2xf32>) {
    ^bb0(%x: f32, %out: f32):
      linalg.yield %x : f32
    } -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

func.func @convolution(%in: tensor<?xf32>, %filter: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.conv_1d ins(%in, %filter : tensor<?xf32>, tensor<?xf32>) outs(%out : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = arith.addf %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @add_layout(%a: tensor<?xf32, #col>, %b: tensor<?xf32, #col>) -> tensor<?xf32, #col> {
  %r = arith.addf %a, %b : tensor<?xf32, #col>
  return %r : tensor<?xf32, #col>
}

// A 2x3 times 3x2 matrix of ones, the row sums of a 2x3 matrix, a 2x3
// matrix transposed, and two sums of 3 elements.
// AGREE: sizes = [2, 2]
// AGREE-NEXT: {{\[\[}}3, 3],
// AGREE-NEXT: [3, 3]]
// AGREE: sizes = [2]
// AGREE-NEXT: [6, 15]
// AGREE: sizes = [3, 2]
// AGREE-NEXT: {{\[\[}}1, 4],
// AGREE-NEXT: [2, 5],
// AGREE-NEXT: [3, 6]]
// AGREE: sizes = [3]
// AGREE-NEXT: [2, 2, 2]
// AGREE: sizes = [3]
// AGREE-NEXT: [2, 2, 2]
// AGREE: sizes = [3]
// AGREE-NEXT: [3, 3, 3]
// AGREE: sizes = [3]
// AGREE-NEXT: [0, 0, 0]
func.func @all_agree() {
  %ones23 = arith.constant dense<1.0> : tensor<2x3xf32>
  %ones32 = arith.constant dense<1.0> : tensor<3x2xf32>
  %zeros22 = arith.constant dense<0.0> : tensor<2x2xf32>
  %a = tensor.cast %ones23 : tensor<2x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %ones32 : tensor<3x2xf32> to tensor<?x?xf32>
  %c = tensor.cast %zeros22 : tensor<2x2xf32> to tensor<?x?xf32>
  %p = call @matmul(%a, %b, %c) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%p) : (tensor<?x?xf32>) -> ()

  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %md = tensor.cast %m : tensor<2x3xf32> to tensor<?x?xf32>
  %zeros2 = arith.constant dense<0.0> : tensor<2xf32>
  %init = tensor.cast %zeros2 : tensor<2xf32> to tensor<?xf32>
  %s = call @row_sums(%md, %init) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%s) : (tensor<?xf32>) -> ()

  %mt = tensor.cast %m : tensor<2x3xf32> to tensor<2x?xf32>
  %zeros32 = arith.constant dense<0.0> : tensor<3x2xf32>
  %tinit = tensor.cast %zeros32 : tensor<3x2xf32> to tensor<?x2xf32>
  %t = call @transposed(%mt, %tinit) : (tensor<2x?xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %td = tensor.cast %t : tensor<?x2xf32> to tensor<?x?xf32>
  call @print(%td) : (tensor<?x?xf32>) -> ()

  %ones3 = arith.constant dense<1.0> : tensor<3xf32>
  %v = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32>
  %sum = call @add(%v, %v) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%sum) : (tensor<?xf32>) -> ()

  %vl = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32, #col>
  %suml = call @add_layout(%vl, %vl) : (tensor<?xf32, #col>, tensor<?xf32, #col>) -> tensor<?xf32, #col>
  %sumd = shapes.relayout %suml : tensor<?xf32, #col> to tensor<?xf32>
  call @print1(%sumd) : (tensor<?xf32>) -> ()

  // A filter of 3 over 5 inputs, then an empty filter over no input.
  %ones5 = arith.constant dense<1.0> : tensor<5xf32>
  %in = tensor.cast %ones5 : tensor<5xf32> to tensor<?xf32>
  %filter = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32>
  %zeros3 = arith.constant dense<0.0> : tensor<3xf32>
  %out = tensor.cast %zeros3 : tensor<3xf32> to tensor<?xf32>
  %conv = call @convolution(%in, %filter, %out) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%conv) : (tensor<?xf32>) -> ()
  %none = tensor.empty() : tensor<0xf32>
  %nothing = tensor.cast %none : tensor<0xf32> to tensor<?xf32>
  %conv0 = call @convolution(%nothing, %nothing, %out) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%conv0) : (tensor<?xf32>) -> ()
  return
}

// A 2x3 matrix times a 4x2 one: the contracting sizes differ.
// CONTRACTING: shapes: 'linalg.matmul' at {{.*}}operand-agreement.mlir:68:8: operand 1 dimension 0 has size 4, but operand 0 dimension 1 has size 3
func.func @contracting_mismatch() {
  %ones23 = arith.constant dense<1.0> : tensor<2x3xf32>
  %ones42 = arith.constant dense<1.0> : tensor<4x2xf32>
  %zeros22 = arith.constant dense<0.0> : tensor<2x2xf32>
  %a = tensor.cast %ones23 : tensor<2x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %ones42 : tensor<4x2xf32> to tensor<?x?xf32>
  %c = tensor.cast %zeros22 : tensor<2x2xf32> to tensor<?x?xf32>
  %p = call @matmul(%a, %b, %c) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return
}

// An accumulator of 5 rows for a product of 2.
// INIT: shapes: 'linalg.matmul' at {{.*}}operand-agreement.mlir:68:8: operand 2 dimension 0 has size 5, but operand 0 dimension 0 has size 2
func.func @init_mismatch() {
  %ones23 = arith.constant dense<1.0> : tensor<2x3xf32>
  %ones32 = arith.constant dense<1.0> : tensor<3x2xf32>
  %zeros52 = arith.constant dense<0.0> : tensor<5x2xf32>
  %a = tensor.cast %ones23 : tensor<2x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %ones32 : tensor<3x2xf32> to tensor<?x?xf32>
  %c = tensor.cast %zeros52 : tensor<5x2xf32> to tensor<?x?xf32>
  %p = call @matmul(%a, %b, %c) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return
}

// Row sums of 2 rows into 3 accumulators.
// REDUCE: shapes: 'linalg.reduce' at {{.*}}operand-agreement.mlir:73:8: operand 1 dimension 0 has size 3, but operand 0 dimension 0 has size 2
func.func @reduce_mismatch() {
  %m = arith.constant dense<1.0> : tensor<2x3xf32>
  %md = tensor.cast %m : tensor<2x3xf32> to tensor<?x?xf32>
  %zeros3 = arith.constant dense<0.0> : tensor<3xf32>
  %init = tensor.cast %zeros3 : tensor<3xf32> to tensor<?xf32>
  %s = call @row_sums(%md, %init) : (tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// A 2x3 matrix transposed into 4 rows.
// TRANSPOSED: shapes: 'linalg.generic' at {{.*}}operand-agreement.mlir:83:8: operand 1 dimension 0 has size 4, but operand 0 dimension 1 has size 3
func.func @transposed_mismatch() {
  %m = arith.constant dense<1.0> : tensor<2x3xf32>
  %mt = tensor.cast %m : tensor<2x3xf32> to tensor<2x?xf32>
  %zeros42 = arith.constant dense<0.0> : tensor<4x2xf32>
  %init = tensor.cast %zeros42 : tensor<4x2xf32> to tensor<?x2xf32>
  %t = call @transposed(%mt, %init) : (tensor<2x?xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return
}

// A filter of 3 over 4 inputs for 3 outputs reads input 4.
// CONVOLUTION: shapes: 'linalg.conv_1d' at {{.*}}operand-agreement.mlir:94:8: operand 0 dimension 0 has size 4, but its loops need size 5
func.func @convolution_mismatch() {
  %ones4 = arith.constant dense<1.0> : tensor<4xf32>
  %ones3 = arith.constant dense<1.0> : tensor<3xf32>
  %zeros3 = arith.constant dense<0.0> : tensor<3xf32>
  %in = tensor.cast %ones4 : tensor<4xf32> to tensor<?xf32>
  %filter = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32>
  %out = tensor.cast %zeros3 : tensor<3xf32> to tensor<?xf32>
  %conv = call @convolution(%in, %filter, %out) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}

// The check runs before the op: what was printed before the failing call
// is there.
// ADD: sizes = [3]
// ADD-NEXT: [2, 2, 2]
// ADD-NEXT: shapes: 'arith.addf' at {{.*}}operand-agreement.mlir:99:8: operand 1 dimension 0 has size 5, but operand 0 dimension 0 has size 3
func.func @add_mismatch() {
  %ones3 = arith.constant dense<1.0> : tensor<3xf32>
  %ones5 = arith.constant dense<1.0> : tensor<5xf32>
  %v3 = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32>
  %v5 = tensor.cast %ones5 : tensor<5xf32> to tensor<?xf32>
  %sum = call @add(%v3, %v3) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%sum) : (tensor<?xf32>) -> ()
  %bad = call @add(%v3, %v5) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @print1(%bad) : (tensor<?xf32>) -> ()
  return
}

// ADD-LAYOUT: shapes: 'arith.addf' at {{.*}}operand-agreement.mlir:104:8: operand 1 dimension 0 has size 3, but operand 0 dimension 0 has size 5
func.func @add_layout_mismatch() {
  %ones3 = arith.constant dense<1.0> : tensor<3xf32>
  %ones5 = arith.constant dense<1.0> : tensor<5xf32>
  %v3 = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32, #col>
  %v5 = tensor.cast %ones5 : tensor<5xf32> to tensor<?xf32, #col>
  %bad = call @add_layout(%v5, %v3) : (tensor<?xf32, #col>, tensor<?xf32, #col>) -> tensor<?xf32, #col>
  return
}

func.func @concat(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// A 2x3 matrix of ones over a 1x3 row of twos, then over a 2x5 matrix.
// CONCAT: sizes = [3, 3]
// CONCAT-NEXT: {{\[\[}}1, 1, 1],
// CONCAT-NEXT: [1, 1, 1],
// CONCAT-NEXT: [2, 2, 2]]
// CONCAT-NEXT: shapes: 'tensor.concat' at {{.*}}operand-agreement.mlir:265:8: operand 1 dimension 1 has size 5, but operand 0 dimension 1 has size 3
func.func @concat_mismatch() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %y = arith.constant dense<2.0> : tensor<1x3xf32>
  %z = arith.constant dense<2.0> : tensor<2x5xf32>
  %a = tensor.cast %x : tensor<2x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %y : tensor<1x3xf32> to tensor<?x?xf32>
  %c = tensor.cast %z : tensor<2x5xf32> to tensor<?x?xf32>
  %good = call @concat(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%good) : (tensor<?x?xf32>) -> ()
  %bad = call @concat(%a, %c) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%bad) : (tensor<?x?xf32>) -> ()
  return
}

// The last of four elements, through a cast to a static size.
func.func @last_of_four(%t: tensor<?xf32>) -> f32 {
  %s = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %c3 = arith.constant 3 : index
  %e = tensor.extract %s[%c3] : tensor<4xf32>
  return %e : f32
}

// Four elements, then two.
// CAST: 4
// CAST-NEXT: shapes: 'tensor.cast' at {{.*}}operand-agreement.mlir:[[#@LINE-8]]:8: operand dimension 0 has size 2, but result dimension 0 has size 4
func.func @cast_mismatch() {
  %four = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %two = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %a = tensor.cast %four : tensor<4xf32> to tensor<?xf32>
  %b = tensor.cast %two : tensor<2xf32> to tensor<?xf32>
  %good = call @last_of_four(%a) : (tensor<?xf32>) -> f32
  vector.print %good : f32
  %bad = call @last_of_four(%b) : (tensor<?xf32>) -> f32
  vector.print %bad : f32
  return
}

func.func @rows_of_four(%u: memref<*xf32>) -> memref<?x4xf32> {
  %r = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  return %r : memref<?x4xf32>
}

func.func @print_rows(%m: memref<?x4xf32>) {
  %u = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Two rows of four, then two rows of three (the lowered cast would read
// eight elements from six).
// UNRANKED-SIZE: {{\[\[}}1,   1,   1,   1],
// UNRANKED-SIZE-NEXT: [1,   1,   1,   1]]
// UNRANKED-SIZE-NEXT: shapes: 'memref.cast' at {{.*}}operand-agreement.mlir:[[#@LINE-14]]:8: operand dimension 1 has size 3, but result dimension 1 has size 4
func.func @unranked_size_mismatch() {
  %one = arith.constant 1.0 : f32
  %fits = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%one : f32) outs(%fits : memref<2x4xf32>)
  %u = memref.cast %fits : memref<2x4xf32> to memref<*xf32>
  %a = call @rows_of_four(%u) : (memref<*xf32>) -> memref<?x4xf32>
  call @print_rows(%a) : (memref<?x4xf32>) -> ()
  %short = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%one : f32) outs(%short : memref<2x3xf32>)
  %v = memref.cast %short : memref<2x3xf32> to memref<*xf32>
  %b = call @rows_of_four(%v) : (memref<*xf32>) -> memref<?x4xf32>
  call @print_rows(%b) : (memref<?x4xf32>) -> ()
  return
}

// Eight elements of rank 1: the rank is checked before any size.
// UNRANKED-RANK: shapes: 'memref.cast' at {{.*}}operand-agreement.mlir:[[#@LINE-31]]:8: the operand has rank 1, but the result type has rank 2
func.func @unranked_rank_mismatch() {
  %one = arith.constant 1.0 : f32
  %flat = memref.alloc() : memref<8xf32>
  linalg.fill ins(%one : f32) outs(%flat : memref<8xf32>)
  %u = memref.cast %flat : memref<8xf32> to memref<*xf32>
  %a = call @rows_of_four(%u) : (memref<*xf32>) -> memref<?x4xf32>
  call @print_rows(%a) : (memref<?x4xf32>) -> ()
  return
}

func.func @copy(%a: memref<?xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}

// Two elements into two, then four into two.
// COPY: [1,  2]
// COPY-NEXT: shapes: 'memref.copy' at {{.*}}operand-agreement.mlir:[[#@LINE-6]]:3: target dimension 0 has size 2, but source dimension 0 has size 4
func.func @copy_mismatch() {
  %two = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %four = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %t2 = bufferization.to_buffer %two : tensor<2xf32> to memref<2xf32>
  %t4 = bufferization.to_buffer %four : tensor<4xf32> to memref<4xf32>
  %a = memref.cast %t2 : memref<2xf32> to memref<?xf32>
  %b = memref.cast %t4 : memref<4xf32> to memref<?xf32>
  %c2 = arith.constant 2 : index
  %dst = memref.alloc(%c2) : memref<?xf32>
  call @copy(%a, %dst) : (memref<?xf32>, memref<?xf32>) -> ()
  %u = memref.cast %dst : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @copy(%b, %dst) : (memref<?xf32>, memref<?xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
