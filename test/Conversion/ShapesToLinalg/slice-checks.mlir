// -shapes-lower-to-linalg checks, before each op, the slices, pads and
// reshapes of its input that '?' sizes, offsets or strides leave
// unverified: a slice's first and last index along each dimension inside
// its tensor (unless it is empty), an inserted source's sizes against the
// slice's, the product of the sizes an expand_shape splits a dimension
// into against that dimension, a reshape's shape against the result's
// static sizes and the operand's element count, and a pad's total against the result's
// static size, with '?' widths and slice sizes at least 0. Static
// dimensions are the verifiers'. With shape-checks=false nothing is
// checked. With runtime-checks, so are the indices of tensor.extract,
// tensor.insert, memref.load and memref.store.
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg="shape-checks=false" -split-input-file | FileCheck %s --check-prefix=NOCHECK
// RUN: shapes-opt %s -shapes-lower-to-linalg="runtime-checks" -split-input-file | FileCheck %s --check-prefix=INDEX

// A static slice of a '?' tensor: its first and last index against the
// size (the slice is not empty: 4 rows).
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.extract_slice' at {{.*}}slice-checks.mlir:[[#@LINE+16]]:8: slice dimension 0 reads indices %lld to %lld, but operand dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @extract
// CHECK-SAME: (%[[T:.*]]: tensor<?x8xf32>, %[[AT:.*]]: index)
// CHECK-DAG: %[[LAST:.*]] = arith.addi %[[AT]], %c3 : index
// CHECK-DAG: %[[SIZE:.*]] = tensor.dim %[[T]], %c0
// CHECK-DAG: %[[FIRSTOUT:.*]] = arith.cmpi uge, %[[AT]], %[[SIZE]] : index
// CHECK-DAG: %[[LASTOUT:.*]] = arith.cmpi uge, %[[LAST]], %[[SIZE]] : index
// CHECK: %[[OUT:.*]] = arith.ori %[[FIRSTOUT]], %[[LASTOUT]] : i1
// CHECK: scf.if %[[OUT]] {
// CHECK: llvm.call @abort()
// CHECK-NOT: scf.if
// CHECK: tensor.extract_slice
// NOCHECK-LABEL: func.func @extract
// NOCHECK-NOT: scf.if
// NOCHECK: tensor.extract_slice
func.func @extract(%t: tensor<?x8xf32>, %at: index) -> tensor<4x2xf32> {
  %s = tensor.extract_slice %t[%at, 2] [4, 2] [1, 3] : tensor<?x8xf32> to tensor<4x2xf32>
  return %s : tensor<4x2xf32>
}

// -----

// All static: nothing to check.
// CHECK-LABEL: func.func @static
// CHECK-NOT: scf.if
// CHECK: tensor.extract_slice
func.func @static(%t: tensor<6x8xf32>) -> tensor<4x2xf32> {
  %s = tensor.extract_slice %t[1, 2] [4, 2] [1, 3] : tensor<6x8xf32> to tensor<4x2xf32>
  return %s : tensor<4x2xf32>
}

// -----

// A rank-extending insert of a '?' source with a '?' size: the size at
// least 0, the slice inside the destination, then the source's size
// against the slice's; the unit dimension the source lacks is checked
// against the destination only, and nothing against the source.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.insert_slice' at {{.*}}: slice dimension 1 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.insert_slice' at {{.*}}: slice dimension 0 writes indices %lld to %lld, but destination dimension 0 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.insert_slice' at {{.*}}: slice dimension 1 writes indices %lld to %lld, but destination dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.insert_slice' at {{.*}}: operand 0 dimension 0 has size %lld, but slice dimension 1 has size %lld\0A\00")
// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[INTO:.*]]: tensor<?x?xf32>, %[[N:.*]]: index)
// CHECK: %[[XN:.*]] = tensor.dim %[[X]], %c0
// CHECK: arith.cmpi ne, %[[XN]], %[[N]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.insert_slice
func.func @insert(%x: tensor<?xf32>, %into: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %r = tensor.insert_slice %x into %into[2, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// An expand_shape: the operand's size against the product of the sizes of
// its group; a group of static sizes from a static dimension has none.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.expand_shape' at {{.*}}: operand dimension 1 has size %lld, but the product of result dimensions 2 to 3 has size %lld\0A\00")
// CHECK-LABEL: func.func @expand
// CHECK-SAME: (%[[T:.*]]: tensor<4x?xf32>, %[[ROWS:.*]]: index)
// CHECK: %[[PRODUCT:.*]] = arith.muli %[[ROWS]], %c3 : index
// CHECK: %[[SIZE:.*]] = tensor.dim %[[T]], %c1
// CHECK: arith.cmpi ne, %[[SIZE]], %[[PRODUCT]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.expand_shape
func.func @expand(%t: tensor<4x?xf32>, %rows: index) -> tensor<2x2x?x3xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [2, 2, %rows, 3] : tensor<4x?xf32> into tensor<2x2x?x3xf32>
  return %e : tensor<2x2x?x3xf32>
}

// -----

// A pad to a static size: '?' widths at least 0, then low + size + high
// against the result's size; a '?' result dimension has no total to check.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.pad' at {{.*}}: the low padding of dimension 0 has size %lld, but a size is at least %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.pad' at {{.*}}: the padded dimension 0 has size %lld, but result dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[T:.*]]: tensor<?x?xf32>, %[[LOW:.*]]: index)
// CHECK: arith.cmpi slt, %[[LOW]], %c0 : index
// CHECK: scf.if
// CHECK: %[[SIZE:.*]] = tensor.dim %[[T]], %c0
// CHECK: %[[LOWSIZE:.*]] = arith.addi %[[LOW]], %[[SIZE]] : index
// CHECK: %[[TOTAL:.*]] = arith.addi %[[LOWSIZE]], %c1 : index
// CHECK: arith.cmpi ne, %[[TOTAL]], %c6 : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.pad
// NOCHECK-LABEL: func.func @pad
// NOCHECK-NOT: scf.if
// NOCHECK: tensor.pad
func.func @pad(%t: tensor<?x?xf32>, %low: index) -> tensor<6x?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%low, 0] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x?xf32> to tensor<6x?xf32>
  return %p : tensor<6x?xf32>
}

// -----

// Buffers the same way: a memref.subview within its buffer, a
// memref.expand_shape's sizes against the dimension they split; and a
// tensor.reshape keeps the element count of its operand.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.subview' at {{.*}}: slice dimension 0 views indices %lld to %lld, but operand dimension 0 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.expand_shape' at {{.*}}: operand dimension 0 has size %lld, but the product of result dimensions 0 to 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.reshape' at {{.*}}: the operand has %lld elements, but the shape holds %lld\0A\00")
// CHECK-LABEL: func.func @buffers
// CHECK: scf.if
// CHECK: memref.subview
// CHECK: scf.if
// CHECK: memref.expand_shape
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[T:.*]]: tensor<?x3xf32>, %[[SHAPE:.*]]: tensor<2xindex>)
// CHECK: %[[S0:.*]] = tensor.extract %[[SHAPE]][%{{.*}}]
// CHECK: %[[S1:.*]] = tensor.extract %[[SHAPE]][%{{.*}}]
// CHECK: %[[HOLDS:.*]] = arith.muli %[[S0]], %[[S1]]
// CHECK: %[[ROWS:.*]] = tensor.dim %[[T]], %{{.*}}
// CHECK: %[[COUNT:.*]] = arith.muli %[[ROWS]], %c3
// CHECK: arith.cmpi ne, %[[COUNT]], %[[HOLDS]] : index
// CHECK: scf.if
// CHECK: tensor.reshape
func.func @buffers(%m: memref<?xf32>, %at: index, %n: index) -> (memref<2xf32, strided<[1], offset: ?>>, memref<?x4xf32>) {
  %s = memref.subview %m[%at] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %s, %e : memref<2xf32, strided<[1], offset: ?>>, memref<?x4xf32>
}

func.func @reshape(%t: tensor<?x3xf32>, %shape: tensor<2xindex>) -> tensor<?x?xf32> {
  %r = tensor.reshape %t(%shape) : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A reshape's shape gives each static result size the type's, and holds
// the operand's element count; the shape of a memref.reshape is loaded.
// A shape that gives a '?' row count and the static 3 columns as 3 and 2
// holds 6 elements, but the lowered reshape would read 9.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.reshape' at {{.*}}slice-checks.mlir:[[#@LINE+28]]:8: the shape gives dimension 1 size %lld, but the result type gives it %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.reshape' at {{.*}}slice-checks.mlir:[[#@LINE+32]]:8: the operand has %lld elements, but the shape holds %lld\0A\00")
// CHECK-LABEL: func.func @reshape_static_size
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[SHAPE:.*]]: tensor<2xindex>)
// CHECK: %[[S0:.*]] = tensor.extract %[[SHAPE]][%c0]
// CHECK: %[[S1:.*]] = tensor.extract %[[SHAPE]][%{{.*}}]
// CHECK: %[[WRONG:.*]] = arith.cmpi ne, %[[S1]], %c3 : index
// CHECK: scf.if %[[WRONG]] {
// CHECK: %[[HOLDS:.*]] = arith.muli %[[S0]], %[[S1]]
// CHECK: %[[COUNT:.*]] = tensor.dim %[[T]], %{{.*}}
// CHECK: arith.cmpi ne, %[[COUNT]], %[[HOLDS]] : index
// CHECK: scf.if
// CHECK: tensor.reshape
// CHECK-LABEL: func.func @memref_reshape
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[MSHAPE:.*]]: memref<2xi32>)
// CHECK: %[[L0:.*]] = memref.load %[[MSHAPE]][%c0]
// CHECK: %[[I0:.*]] = arith.index_cast %[[L0]] : i32 to index
// CHECK: %[[L1:.*]] = memref.load %[[MSHAPE]][%{{.*}}]
// CHECK: %[[I1:.*]] = arith.index_cast %[[L1]] : i32 to index
// CHECK: %[[MHOLDS:.*]] = arith.muli %[[I0]], %[[I1]]
// CHECK: %[[MCOUNT:.*]] = memref.dim %[[M]], %{{.*}}
// CHECK: arith.cmpi ne, %[[MCOUNT]], %[[MHOLDS]] : index
// CHECK: scf.if
// CHECK: memref.reshape
// NOCHECK-LABEL: func.func @reshape_static_size
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @reshape_static_size(%t: tensor<?xf32>, %shape: tensor<2xindex>) -> tensor<?x3xf32> {
  %r = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}

func.func @memref_reshape(%m: memref<?xf32>, %shape: memref<2xi32>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// -----

// The indices of element accesses, with runtime-checks only: each against
// its dimension's size, unsigned, but for a constant inside a static size.
// A constant beyond a static size fails whenever the op runs.
// INDEX-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.extract' at {{.*}}slice-checks.mlir:[[#@LINE+21]]:8: index 0 is %lld, but dimension 0 has size %lld\0A\00")
// INDEX-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.insert' at {{.*}}slice-checks.mlir:[[#@LINE+21]]:8: index 1 is %lld, but dimension 1 has size %lld\0A\00")
// INDEX-LABEL: func.func @elements
// INDEX-SAME: (%[[T:.*]]: tensor<?x4xf32>, %[[I:.*]]: index, %[[X:.*]]: f32)
// INDEX: %[[ROWS:.*]] = tensor.dim %[[T]], %c0
// INDEX: %[[OUT:.*]] = arith.cmpi uge, %[[I]], %[[ROWS]] : index
// INDEX: scf.if %[[OUT]] {
// INDEX: tensor.extract %[[T]][%[[I]], %c2]
// INDEX: %[[ROWS2:.*]] = tensor.dim %[[T]], %c0
// INDEX: arith.cmpi uge, %[[I]], %[[ROWS2]] : index
// INDEX: scf.if
// INDEX: %[[ALWAYS:.*]] = arith.constant true
// INDEX: scf.if %[[ALWAYS]] {
// INDEX-NOT: scf.if
// INDEX: tensor.insert
// CHECK-LABEL: func.func @elements
// CHECK-NOT: scf.if
// CHECK: return
func.func @elements(%t: tensor<?x4xf32>, %i: index, %x: f32) -> (f32, tensor<?x4xf32>) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %e = tensor.extract %t[%i, %c2] : tensor<?x4xf32>
  %r = tensor.insert %x into %t[%i, %c7] : tensor<?x4xf32>
  return %e, %r : f32, tensor<?x4xf32>
}

// -----

// Buffers the same way: a memref.load or memref.store index against the
// size of its dimension.
// INDEX-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.load' at {{.*}}slice-checks.mlir:[[#@LINE+14]]:8: index 0 is %lld, but dimension 0 has size %lld\0A\00")
// INDEX-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.store' at {{.*}}slice-checks.mlir:[[#@LINE+14]]:3: index 1 is %lld, but dimension 1 has size %lld\0A\00")
// INDEX-LABEL: func.func @buffer_elements
// INDEX-SAME: (%[[M:.*]]: memref<?x4xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// INDEX: %[[ROWS:.*]] = memref.dim %[[M]], %c0
// INDEX: %[[OUT:.*]] = arith.cmpi uge, %[[I]], %[[ROWS]] : index
// INDEX: scf.if %[[OUT]] {
// INDEX: %[[X:.*]] = memref.load %[[M]][%[[I]], %c2]
// INDEX: %[[OUT2:.*]] = arith.cmpi uge, %[[J]], %c4 : index
// INDEX: scf.if %[[OUT2]] {
// INDEX: memref.store %[[X]], %[[M]][%c0, %[[J]]]
func.func @buffer_elements(%m: memref<?x4xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%i, %c2] : memref<?x4xf32>
  memref.store %x, %m[%c0, %j] : memref<?x4xf32>
  return
}
