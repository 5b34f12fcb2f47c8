// The slices, views, pads and reshapes of the input whose sizes, offsets
// or strides are '?' stay inside the tensors and buffers they address: a
// slice or view that reaches past its tensor or buffer, an inserted source
// of other sizes than its slice, an expand_shape whose sizes do not
// multiply to the operand's, a reshape to another element count or to
// other sizes than the result type's static ones, a pad
// that does not make the result's static size, or a negative '?' size
// aborts before the op with one line naming the dimension and the sizes,
// instead of reading or writing out of bounds. Sizes that fit compute and
// print.
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: mlir-runner %t.mlir -e all_fit -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=FIT
// RUN: not --crash mlir-runner %t.mlir -e extract_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=EXTRACT
// RUN: not --crash mlir-runner %t.mlir -e extract_negative_offset -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=NEGATIVE
// RUN: not --crash mlir-runner %t.mlir -e extract_strided_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=STRIDED
// RUN: not --crash mlir-runner %t.mlir -e insert_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=INSERT
// RUN: not --crash mlir-runner %t.mlir -e insert_source_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=SOURCE
// RUN: not --crash mlir-runner %t.mlir -e expand_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=EXPAND
// RUN: not --crash mlir-runner %t.mlir -e pad_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=PAD
// RUN: not --crash mlir-runner %t.mlir -e pad_negative -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=PAD-NEGATIVE
// RUN: not --crash mlir-runner %t.mlir -e subview_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=SUBVIEW
// RUN: not --crash mlir-runner %t.mlir -e reshape_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=RESHAPE
// RUN: not --crash mlir-runner %t.mlir -e memref_expand_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=MEMREF-EXPAND
// RUN: not --crash mlir-runner %t.mlir -e reshape_static_size_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=RESHAPE-STATIC
// RUN: not --crash mlir-runner %t.mlir -e memref_reshape_mismatch -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=MEMREF-RESHAPE
// With runtime-checks, the indices of tensor.extract, tensor.insert,
// memref.load and memref.store too:
// RUN: shapes-opt %s -shapes-to-llvm="runtime-checks" -o %t.rc.mlir
// RUN: not --crash mlir-runner %t.rc.mlir -e extract_index_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=INDEX
// RUN: not --crash mlir-runner %t.rc.mlir -e insert_negative_index -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=INDEX-NEGATIVE
// RUN: not --crash mlir-runner %t.rc.mlir -e load_index_past_end -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=LOAD

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @first_four(%t: tensor<?xf32>) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @two_from(%t: tensor<?xf32>, %at: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%at] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %d = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @every_other(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[1] [%n] [2] : tensor<?xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

func.func @put(%x: tensor<?xf32>, %into: tensor<?xf32>, %at: index, %n: index) -> tensor<?xf32> {
  %r = tensor.insert_slice %x into %into[%at] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @rows_of_two(%t: tensor<?xf32>, %rows: index) -> tensor<?xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%rows, 2] : tensor<?xf32> into tensor<?x2xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

func.func @pad_to_six(%t: tensor<?xf32>, %low: index) -> tensor<?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%low] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<6xf32>
  %d = tensor.cast %p : tensor<6xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @iota(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %i64 = arith.index_cast %i : index to i64
    %f = arith.sitofp %i64 : i64 to f32
    linalg.yield %f : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// FIT: [0,  1,  2,  3]
// FIT: [4,  5]
// FIT: [1,  3,  5]
// FIT: [0,  0,  1,  2,  4]
// FIT: [0,  1,  2,  3,  4,  5]
// FIT: [0,  0,  1,  2,  3,  0]
func.func @all_fit() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %three = call @iota(%c3) : (index) -> tensor<?xf32>
  %four = call @iota(%c4) : (index) -> tensor<?xf32>
  %five = call @iota(%c5) : (index) -> tensor<?xf32>
  %a = call @first_four(%six) : (tensor<?xf32>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %b = call @two_from(%six, %c4) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  %c = call @every_other(%six, %c3) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%c) : (tensor<?xf32>) -> ()
  %d = call @put(%three, %five, %c1, %c3) : (tensor<?xf32>, tensor<?xf32>, index, index) -> tensor<?xf32>
  call @print(%d) : (tensor<?xf32>) -> ()
  %e = call @rows_of_two(%six, %c3) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%e) : (tensor<?xf32>) -> ()
  %f = call @pad_to_six(%four, %c1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%f) : (tensor<?xf32>) -> ()
  return
}

// EXTRACT: shapes: 'tensor.extract_slice' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: slice dimension 0 reads indices 0 to 3, but operand dimension 0 has size 2
func.func @extract_past_end() {
  %c2 = arith.constant 2 : index
  %two = call @iota(%c2) : (index) -> tensor<?xf32>
  %r = call @first_four(%two) : (tensor<?xf32>) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// NEGATIVE: shapes: 'tensor.extract_slice' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: slice dimension 0 reads indices -1 to 0, but operand dimension 0 has size 6
func.func @extract_negative_offset() {
  %c6 = arith.constant 6 : index
  %m1 = arith.constant -1 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %r = call @two_from(%six, %m1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// STRIDED: shapes: 'tensor.extract_slice' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: slice dimension 0 reads indices 1 to 7, but operand dimension 0 has size 6
func.func @extract_strided_past_end() {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %r = call @every_other(%six, %c4) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// INSERT: shapes: 'tensor.insert_slice' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: slice dimension 0 writes indices 3 to 5, but destination dimension 0 has size 5
func.func @insert_past_end() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %three = call @iota(%c3) : (index) -> tensor<?xf32>
  %five = call @iota(%c5) : (index) -> tensor<?xf32>
  %r = call @put(%three, %five, %c3, %c3) : (tensor<?xf32>, tensor<?xf32>, index, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// SOURCE: shapes: 'tensor.insert_slice' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: operand 0 dimension 0 has size 2, but slice dimension 0 has size 3
func.func @insert_source_mismatch() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %two = call @iota(%c2) : (index) -> tensor<?xf32>
  %five = call @iota(%c5) : (index) -> tensor<?xf32>
  %r = call @put(%two, %five, %c0, %c3) : (tensor<?xf32>, tensor<?xf32>, index, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// EXPAND: shapes: 'tensor.expand_shape' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: operand dimension 0 has size 6, but the product of result dimensions 0 to 1 has size 4
func.func @expand_mismatch() {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %r = call @rows_of_two(%six, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// PAD: shapes: 'tensor.pad' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: the padded dimension 0 has size 5, but result dimension 0 has size 6
func.func @pad_mismatch() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %three = call @iota(%c3) : (index) -> tensor<?xf32>
  %r = call @pad_to_six(%three, %c1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

// PAD-NEGATIVE: shapes: 'tensor.pad' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: the low padding of dimension 0 has size -1, but a size is at least 0
func.func @pad_negative() {
  %c6 = arith.constant 6 : index
  %m1 = arith.constant -1 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %r = call @pad_to_six(%six, %m1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%r) : (tensor<?xf32>) -> ()
  return
}

func.func @get(%t: tensor<?xf32>, %i: index) -> f32 {
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %e : f32
}

func.func @set(%t: tensor<?xf32>, %i: index, %x: f32) -> tensor<?xf32> {
  %r = tensor.insert %x into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// INDEX: 3
// INDEX-NEXT: shapes: 'tensor.extract' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: index 0 is 4, but dimension 0 has size 4
func.func @extract_index_past_end() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %four = call @iota(%c4) : (index) -> tensor<?xf32>
  %last = call @get(%four, %c3) : (tensor<?xf32>, index) -> f32
  vector.print %last : f32
  %past = call @get(%four, %c4) : (tensor<?xf32>, index) -> f32
  vector.print %past : f32
  return
}

func.func @load(%m: memref<?xf32>, %i: index) -> f32 {
  %e = memref.load %m[%i] : memref<?xf32>
  return %e : f32
}

// LOAD: 3
// LOAD-NEXT: shapes: 'memref.load' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: index 0 is 4, but dimension 0 has size 4
func.func @load_index_past_end() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %four = call @iota(%c4) : (index) -> tensor<?xf32>
  %m = bufferization.to_buffer %four : tensor<?xf32> to memref<?xf32>
  %last = call @load(%m, %c3) : (memref<?xf32>, index) -> f32
  vector.print %last : f32
  %past = call @load(%m, %c4) : (memref<?xf32>, index) -> f32
  vector.print %past : f32
  return
}

// INDEX-NEGATIVE: [0,  1,  7,  3]
// INDEX-NEGATIVE-NEXT: shapes: 'tensor.insert' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: index 0 is -1, but dimension 0 has size 4
func.func @insert_negative_index() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m1 = arith.constant -1 : index
  %seven = arith.constant 7.0 : f32
  %four = call @iota(%c4) : (index) -> tensor<?xf32>
  %a = call @set(%four, %c2, %seven) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %b = call @set(%four, %m1, %seven) : (tensor<?xf32>, index, f32) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}

func.func @view_three(%m: memref<?xf32>, %at: index) -> memref<3xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%at] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: ?>>
  return %s : memref<3xf32, strided<[1], offset: ?>>
}

// SUBVIEW: [1,  2,  3]
// SUBVIEW-NEXT: shapes: 'memref.subview' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: slice dimension 0 views indices 2 to 4, but operand dimension 0 has size 4
func.func @subview_past_end() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %four = call @iota(%c4) : (index) -> tensor<?xf32>
  %m = bufferization.to_buffer %four : tensor<?xf32> to memref<?xf32>
  %a = call @view_three(%m, %c1) : (memref<?xf32>, index) -> memref<3xf32, strided<[1], offset: ?>>
  %ua = memref.cast %a : memref<3xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @view_three(%m, %c2) : (memref<?xf32>, index) -> memref<3xf32, strided<[1], offset: ?>>
  %ub = memref.cast %b : memref<3xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

func.func @reshape(%t: tensor<?xf32>, %shape: tensor<2xindex>) -> tensor<?xf32> {
  %r = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// RESHAPE: [0,  1,  2,  3,  4,  5]
// RESHAPE-NEXT: shapes: 'tensor.reshape' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: the operand has 6 elements, but the shape holds 8
func.func @reshape_mismatch() {
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %fits = arith.constant dense<[2, 3]> : tensor<2xindex>
  %a = call @reshape(%six, %fits) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[2, 4]> : tensor<2xindex>
  %b = call @reshape(%six, %bad) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}

func.func @buffer_rows_of_two(%m: memref<?xf32>, %rows: index) -> memref<?x2xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%rows, 2] : memref<?xf32> into memref<?x2xf32>
  return %e : memref<?x2xf32>
}

// Six elements as three rows of two, then as four.
// MEMREF-EXPAND: {{\[\[}}0,   1],
// MEMREF-EXPAND-NEXT: [2,   3],
// MEMREF-EXPAND-NEXT: [4,   5]]
// MEMREF-EXPAND-NEXT: shapes: 'memref.expand_shape' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: operand dimension 0 has size 6, but the product of result dimensions 0 to 1 has size 8
func.func @memref_expand_mismatch() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %m = bufferization.to_buffer %six : tensor<?xf32> to memref<?xf32>
  %a = call @buffer_rows_of_two(%m, %c3) : (memref<?xf32>, index) -> memref<?x2xf32>
  %ua = memref.cast %a : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @buffer_rows_of_two(%m, %c4) : (memref<?xf32>, index) -> memref<?x2xf32>
  %ub = memref.cast %b : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

func.func @rows_of_three(%t: tensor<?xf32>, %shape: tensor<2xindex>) -> tensor<?xf32> {
  %r = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x3xf32>
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// Six elements as two rows of three, then a shape of three rows of two:
// the shape holds 6 elements, but its second size is not the result
// type's 3 (the lowered reshape would read 9).
// RESHAPE-STATIC: [0,  1,  2,  3,  4,  5]
// RESHAPE-STATIC-NEXT: shapes: 'tensor.reshape' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: the shape gives dimension 1 size 2, but the result type gives it 3
func.func @reshape_static_size_mismatch() {
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %fits = arith.constant dense<[2, 3]> : tensor<2xindex>
  %a = call @rows_of_three(%six, %fits) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  call @print(%a) : (tensor<?xf32>) -> ()
  %bad = arith.constant dense<[3, 2]> : tensor<2xindex>
  %b = call @rows_of_three(%six, %bad) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?xf32>
  call @print(%b) : (tensor<?xf32>) -> ()
  return
}

func.func @buffer_reshape(%m: memref<?xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// MEMREF-RESHAPE: {{\[\[}}0,   1,   2],
// MEMREF-RESHAPE-NEXT: [3,   4,   5]]
// MEMREF-RESHAPE-NEXT: shapes: 'memref.reshape' at {{.*}}slice-checks.mlir:{{[0-9]+}}:8: the operand has 6 elements, but the shape holds 9
func.func @memref_reshape_mismatch() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %six = call @iota(%c6) : (index) -> tensor<?xf32>
  %m = bufferization.to_buffer %six : tensor<?xf32> to memref<?xf32>
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %a = call @buffer_reshape(%m, %shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ua = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  memref.store %c3, %shape[%c0] : memref<2xindex>
  %b = call @buffer_reshape(%m, %shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ub = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
