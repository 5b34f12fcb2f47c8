// A size that does not hold at run time aborts with one line that names
// the op, its location, the dimensions and both sizes. Each entry point
// fails one check; the program stops there.
//
// RUN: shapes-opt %s -shapes-to-llvm -o %t.mlir
// RUN: not --crash mlir-runner %t.mlir -e two_dynamic -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=TWO
// RUN: not --crash mlir-runner %t.mlir -e one_is_not_degenerate -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ONE
// RUN: not --crash mlir-runner %t.mlir -e broadcast_size -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=BID
// RUN: not --crash mlir-runner %t.mlir -e negative_size -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=NEG
// RUN: not --crash mlir-runner %t.mlir -e beyond_bound -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=BOUND
// RUN: not --crash mlir-runner %t.mlir -e argument_beyond_bound -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ARG
// RUN: not --crash mlir-runner %t.mlir -e written_argument_beyond_bound -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=WRITTEN
// RUN: not --crash mlir-runner %t.mlir -e destination_size -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=DEST
// The checks run before the op: the values printed before a failing call
// are there, the ones after it are not.
// RUN: not --crash mlir-runner %t.mlir -e two_dynamic -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>&1 \
// RUN: | FileCheck %s --check-prefix=ORDER

#bound = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 3]>
#colpad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [4, 3]>

func.func private @printI64(i64)
func.func private @printNewline()

func.func @add(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = shapes.add %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

func.func @sub_static(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = shapes.sub %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @bid(%v: tensor<?xf32>, %n: index) -> tensor<2x?xf32> {
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n) : (tensor<?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

func.func @to_bound(%a: tensor<?x3xf32>) -> tensor<?x3xf32, #bound> {
  %0 = shapes.relayout %a : tensor<?x3xf32> to tensor<?x3xf32, #bound>
  return %0 : tensor<?x3xf32, #bound>
}

// TWO: shapes: 'shapes.add' at {{.*}}mismatch.mlir:43:8: rhs dimension 0 has size 3, but lhs dimension 0 has size 2
// ORDER: 1
// ORDER-NOT: 2
// ORDER: shapes: 'shapes.add'
func.func @two_dynamic() {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %b = arith.constant dense<1.0> : tensor<3x3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %bd = tensor.cast %b : tensor<3x3xf32> to tensor<?x3xf32>
  %ok = call @add(%ad, %ad) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = call @add(%ad, %bd) : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %two = arith.constant 2 : i64
  call @printI64(%two) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// A dynamic size that is 1 at run time is not degenerate.
// ONE: shapes: 'shapes.sub' at {{.*}}mismatch.mlir:48:8: lhs dimension 0 has size 1, but result dimension 0 has size 3
func.func @one_is_not_degenerate() {
  %a = arith.constant dense<1.0> : tensor<1xf32>
  %b = arith.constant dense<1.0> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<1xf32> to tensor<?xf32>
  %r = call @sub_static(%ad, %b) : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// BID: shapes: 'shapes.broadcast_in_dim' at {{.*}}mismatch.mlir:53:8: operand dimension 0 has size 3, but result dimension 1 has size 4
func.func @broadcast_size() {
  %v = arith.constant dense<1.0> : tensor<3xf32>
  %vd = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  %n = arith.constant 4 : index
  %r = call @bid(%vd, %n) : (tensor<?xf32>, index) -> tensor<2x?xf32>
  return
}

// NEG: shapes: 'shapes.broadcast_in_dim' at {{.*}}mismatch.mlir:53:8: result dimension 1 has size -3, but a size is at least 0
func.func @negative_size() {
  %v = arith.constant dense<1.0> : tensor<3xf32>
  %vd = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  %n = arith.constant -3 : index
  %r = call @bid(%vd, %n) : (tensor<?xf32>, index) -> tensor<2x?xf32>
  return
}

// BOUND: shapes: 'shapes.relayout' at {{.*}}mismatch.mlir:58:8: result dimension 0 has size 5, beyond its padded bound 4
func.func @beyond_bound() {
  %a = arith.constant dense<1.0> : tensor<5x3xf32>
  %ad = tensor.cast %a : tensor<5x3xf32> to tensor<?x3xf32>
  %r = call @to_bound(%ad) : (tensor<?x3xf32>) -> tensor<?x3xf32, #bound>
  return
}

// An argument's bounded dimension is checked at the function's entry.
// ARG: shapes: 'func.func' at {{.*}}mismatch.mlir:[[@LINE+1]]:1: argument 0 dimension 0 has size 5, beyond its padded bound 4
func.func @double_bounded(%m: memref<?x3xf32, #bound>) -> tensor<?x3xf32> {
  %t = bufferization.to_tensor %m restrict : memref<?x3xf32, #bound> to tensor<?x3xf32, #bound>
  %0 = shapes.add %t, %t : (tensor<?x3xf32, #bound>, tensor<?x3xf32, #bound>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// A buffer whose size no allocation check sees, as one from a caller
// outside the module would be: an allocation of 5 rows is stopped at the
// allocation (allocation-bounds.mlir).
func.func @call_bounded(%n: index) {
  %flat = memref.alloc() : memref<12xf32>
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [%n, 3], strides: [3, 1] : memref<12xf32> to memref<?x3xf32, #bound>
  %r = call @double_bounded(%m) : (memref<?x3xf32, #bound>) -> tensor<?x3xf32>
  return
}

func.func @argument_beyond_bound() {
  %c5 = arith.constant 5 : index
  call @call_bounded(%c5) : (index) -> ()
  return
}

// A padded argument that the function writes gets its padding filled after
// the checks of its sizes: a size far beyond the bound stops the program
// before the fill would write past the buffer.
// WRITTEN: shapes: 'func.func' at {{.*}}mismatch.mlir:[[@LINE+1]]:1: argument 1 dimension 1 has size 100000000, beyond its padded bound 3
func.func @relayout_into(%a: tensor<?x?xf32>, %out: memref<?x?xf32, #colpad>) {
  %r = shapes.relayout %a : tensor<?x?xf32> to tensor<?x?xf32, #colpad>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?x?xf32, #colpad>, memref<?x?xf32, #colpad>) -> ()
  return
}

func.func @written_argument_beyond_bound() {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %c2 = arith.constant 2 : index
  %big = arith.constant 100000000 : index
  %flat = memref.alloc() : memref<12xf32>
  %out = memref.reinterpret_cast %flat to offset: [0], sizes: [%c2, %big], strides: [1, 4] : memref<12xf32> to memref<?x?xf32, #colpad>
  call @relayout_into(%ad, %out) : (tensor<?x?xf32>, memref<?x?xf32, #colpad>) -> ()
  return
}

// A destination buffer must have the sizes of the value written into it.
// DEST: shapes: 'bufferization.materialize_in_destination' at {{.*}}mismatch.mlir:[[@LINE+3]]:3: destination dimension 0 has size 5, but source dimension 0 has size 3
func.func @double_into(%a: tensor<?xf32>, %out: memref<?xf32>) {
  %r = shapes.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

func.func @destination_size() {
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<3xf32> to tensor<?xf32>
  %c5 = arith.constant 5 : index
  %out = memref.alloc(%c5) : memref<?xf32>
  call @double_into(%ad, %out) : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
