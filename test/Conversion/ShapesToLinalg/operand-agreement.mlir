// -shapes-lower-to-linalg checks the '?' operands of the linalg structured
// ops and elementwise tensor ops of its input before each op: the operand
// dimensions that one loop indexes (a plain dN in their indexing maps) must
// have the size of the first one, the tensor operands of an elementwise
// op the sizes of the first one, the operands of a tensor.concat one
// size outside the concatenated dimension, and the operand of a cast the
// rank and static sizes it is cast to, and the target of a memref.copy the sizes
// of its source. Static pairs are left to the verifiers, and a
// dimension indexed by a sum of loops (a convolution's input) must hold the
// largest index they reach. With shape-checks=false nothing is checked.
// RUN: shapes-opt %s -shapes-lower-to-linalg -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg="shape-checks=false" -split-input-file | FileCheck %s --check-prefix=NOCHECK

// The contracting dimensions, then the accumulator's rows and columns.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.matmul' at {{.*}}operand-agreement.mlir:[[#@LINE+20]]:8: operand 1 dimension 0 has size %lld, but operand 0 dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.matmul' at {{.*}}operand-agreement.mlir:[[#@LINE+19]]:8: operand 2 dimension 0 has size %lld, but operand 0 dimension 0 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.matmul' at {{.*}}operand-agreement.mlir:[[#@LINE+18]]:8: operand 2 dimension 1 has size %lld, but operand 1 dimension 1 has size %lld\0A\00")
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>, %[[C:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[A1:.*]] = tensor.dim %[[A]], %c1
// CHECK-DAG: %[[B0:.*]] = tensor.dim %[[B]], %c0
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[B0]], %[[A1]] : index
// CHECK: scf.if %[[NE]] {
// CHECK: llvm.call @abort()
// CHECK: arith.cmpi ne
// CHECK: scf.if
// CHECK: arith.cmpi ne
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: linalg.matmul
// NOCHECK-LABEL: func.func @matmul
// NOCHECK-NOT: scf.if
// NOCHECK: linalg.matmul
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Static sizes have nothing to check.
// CHECK-LABEL: func.func @static_matmul
// CHECK-NOT: scf.if
// CHECK: linalg.matmul
func.func @static_matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// A static dimension against a '?' one is checked, against the constant.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.generic' at {{.*}}: operand 1 dimension 0 has size %lld, but operand 0 dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.generic' at {{.*}}: operand 1 dimension 1 has size %lld, but operand 0 dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @transposed
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xf32>, %[[INIT:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[A1:.*]] = tensor.dim %[[A]], %c1
// CHECK-DAG: %[[M:.*]] = tensor.dim %[[INIT]], %c0
// CHECK: arith.cmpi ne, %[[M]], %[[A1]] : index
// CHECK: scf.if
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[INIT]], %c1
// CHECK: arith.cmpi ne, %[[N]], %[[C2]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: linalg.generic
func.func @transposed(%a: tensor<2x?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x?xf32>) outs(%init : tensor<?x?xf32>) {
    ^bb0(%x: f32, %out: f32):
      linalg.yield %x : f32
    } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Buffers are checked with memref.dim.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.copy' at {{.*}}: operand 1 dimension 0 has size %lld, but operand 0 dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @copy
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>)
// CHECK-DAG: %[[N:.*]] = memref.dim %[[A]]
// CHECK-DAG: %[[M:.*]] = memref.dim %[[B]]
// CHECK: arith.cmpi ne, %[[M]], %[[N]] : index
// CHECK: scf.if
// CHECK: linalg.copy
func.func @copy(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.copy ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}

// -----

// The filter and output sizes of a convolution index different loops, and
// its input is indexed by their sum: the input must hold the largest index
// the loops reach, unless a loop is empty.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'linalg.conv_1d' at {{.*}}: operand 0 dimension 0 has size %lld, but its loops need size %lld\0A\00")
// CHECK-LABEL: func.func @convolution
// CHECK-SAME: (%[[IN:.*]]: tensor<?xf32>, %[[FILTER:.*]]: tensor<?xf32>, %[[OUT:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[NO:.*]] = tensor.dim %[[OUT]]
// CHECK-DAG: %[[NF:.*]] = tensor.dim %[[FILTER]]
// CHECK-DAG: %[[LO:.*]] = arith.subi %[[NO]], %[[C1]] : index
// CHECK-DAG: %[[LF:.*]] = arith.subi %[[NF]], %[[C1]] : index
// CHECK: %[[SUM:.*]] = arith.addi %[[LO]], %[[LF]] : index
// CHECK: %[[NEED:.*]] = arith.addi %[[SUM]], %[[C1]] : index
// CHECK: %[[NEEDED:.*]] = arith.select %{{.*}}, %[[C0]], %[[NEED]] : index
// CHECK: %[[NI:.*]] = tensor.dim %[[IN]]
// CHECK: arith.cmpi slt, %[[NI]], %[[NEEDED]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: linalg.conv_1d
func.func @convolution(%in: tensor<?xf32>, %filter: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.conv_1d ins(%in, %filter : tensor<?xf32>, tensor<?xf32>) outs(%out : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Each tensor operand of an elementwise op against the first one, a
// dimension at a time; a select's condition is operand 0, unless it is a
// scalar. With a layout the op becomes a linalg.generic after its checks.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'arith.select' at {{.*}}: operand 1 dimension 1 has size %lld, but operand 0 dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'arith.select' at {{.*}}: operand 2 dimension 1 has size %lld, but operand 0 dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'arith.addf' at {{.*}}: operand 1 dimension 0 has size %lld, but operand 0 dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[P:.*]]: tensor<2x?xi1>, %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<2x?xf32>
// CHECK-DAG: %[[NP:.*]] = tensor.dim %[[P]], %c1
// CHECK-DAG: %[[NA:.*]] = tensor.dim %[[A]], %c1
// CHECK: arith.cmpi ne, %[[NA]], %[[NP]] : index
// CHECK: scf.if
// CHECK: %[[NB:.*]] = tensor.dim %[[B]], %c1
// CHECK: arith.cmpi ne, %[[NB]], %[[NP]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: arith.select
// CHECK: arith.cmpi ne
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: linalg.generic
// NOCHECK-LABEL: func.func @elementwise
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @elementwise(%p: tensor<2x?xi1>, %a: tensor<2x?xf32>, %b: tensor<2x?xf32>,
                       %c: tensor<?xf32, #shapes.layout<minor_to_major = [0]>>) -> (tensor<2x?xf32>, tensor<?xf32, #shapes.layout<minor_to_major = [0]>>) {
  %r = arith.select %p, %a, %b : tensor<2x?xi1>, tensor<2x?xf32>
  %s = arith.addf %c, %c : tensor<?xf32, #shapes.layout<minor_to_major = [0]>>
  return %r, %s : tensor<2x?xf32>, tensor<?xf32, #shapes.layout<minor_to_major = [0]>>
}

// -----

// A scalar condition: the select's values are checked against each other.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'arith.select' at {{.*}}: operand 2 dimension 0 has size %lld, but operand 1 dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @scalar_condition
// CHECK-SAME: (%[[P:.*]]: i1, %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[NA:.*]] = tensor.dim %[[A]]
// CHECK-DAG: %[[NB:.*]] = tensor.dim %[[B]]
// CHECK: arith.cmpi ne, %[[NB]], %[[NA]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: arith.select
func.func @scalar_condition(%p: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = arith.select %p, %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A concatenation: operand dimensions outside the concatenated one against
// operand 0's, operand 0's against the result's static size, and the sum
// of the concatenated sizes against the result's static one.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.concat' at {{.*}}: operand 0 dimension 1 has size %lld, but result dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.concat' at {{.*}}: operand 1 dimension 1 has size %lld, but operand 0 dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.concat' at {{.*}}: the operands' dimension 0 has size %lld, but result dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK-DAG: %[[A0:.*]] = tensor.dim %[[A]], %c0
// CHECK-DAG: %[[A1:.*]] = tensor.dim %[[A]], %c1
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: arith.cmpi ne, %[[A1]], %[[C3]] : index
// CHECK: scf.if
// CHECK: %[[B1:.*]] = tensor.dim %[[B]], %c1
// CHECK: arith.cmpi ne, %[[B1]], %[[A1]] : index
// CHECK: scf.if
// CHECK: %[[SUM:.*]] = arith.addi %[[A0]], %c2 : index
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: arith.cmpi ne, %[[SUM]], %[[C5]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: return
// NOCHECK-LABEL: func.func @concat
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @concat(%a: tensor<?x?xf32>, %b: tensor<2x?xf32>) -> tensor<5x3xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<2x?xf32>) -> tensor<5x3xf32>
  return %r : tensor<5x3xf32>
}

// -----

// A cast that gives a '?' dimension a static size: the operand's size
// against it. A static operand dimension, or a '?' result one, has
// nothing to check; memref.cast the same, with memref.dim.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'tensor.cast' at {{.*}}operand-agreement.mlir:[[#@LINE+20]]:8: operand dimension 1 has size %lld, but result dimension 1 has size %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.cast' at {{.*}}operand-agreement.mlir:[[#@LINE+24]]:8: operand dimension 0 has size %lld, but result dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @cast
// CHECK-SAME: (%[[T:.*]]: tensor<2x?x?xf32>)
// CHECK: %[[T1:.*]] = tensor.dim %[[T]], %c1
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: arith.cmpi ne, %[[T1]], %[[C4]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: tensor.cast %[[T]] : tensor<2x?x?xf32> to tensor<2x4x?xf32>
// CHECK-LABEL: func.func @memref_cast
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>)
// CHECK: %[[M0:.*]] = memref.dim %[[M]], %c0
// CHECK: arith.cmpi ne, %[[M0]], %c8 : index
// CHECK: scf.if
// CHECK: memref.cast
// NOCHECK-LABEL: func.func @cast
// NOCHECK-NOT: scf.if
// NOCHECK: return
func.func @cast(%t: tensor<2x?x?xf32>) -> tensor<2x4x?xf32> {
  %r = tensor.cast %t : tensor<2x?x?xf32> to tensor<2x4x?xf32>
  return %r : tensor<2x4x?xf32>
}

func.func @memref_cast(%m: memref<?xf32>) -> memref<8xf32> {
  %r = memref.cast %m : memref<?xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

// -----

// A cast of an unranked operand: its rank against the result's, then each
// static size of the result against the operand's; ranked to unranked has
// nothing to check.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.cast' at {{.*}}operand-agreement.mlir:[[#@LINE+15]]:8: the operand has rank %lld, but the result type has rank %lld\0A\00")
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.cast' at {{.*}}operand-agreement.mlir:[[#@LINE+14]]:8: operand dimension 1 has size %lld, but result dimension 1 has size %lld\0A\00")
// CHECK-LABEL: func.func @unranked_cast
// CHECK-SAME: (%[[U:.*]]: memref<*xf32>)
// CHECK: %[[RANK:.*]] = memref.rank %[[U]] : memref<*xf32>
// CHECK: arith.cmpi ne, %[[RANK]], %c2 : index
// CHECK: scf.if
// CHECK: %[[U1:.*]] = memref.dim %[[U]], %c1 : memref<*xf32>
// CHECK: arith.cmpi ne, %[[U1]], %c4 : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: memref.cast %[[U]] : memref<*xf32> to memref<?x4xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @unranked_cast(%u: memref<*xf32>) -> (memref<?x4xf32>, memref<*xf32>) {
  %r = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %back = memref.cast %r : memref<?x4xf32> to memref<*xf32>
  return %r, %back : memref<?x4xf32>, memref<*xf32>
}

// -----

// A memref.copy: the target's sizes against the source's where either is
// '?'.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'memref.copy' at {{.*}}operand-agreement.mlir:[[#@LINE+10]]:3: target dimension 1 has size %lld, but source dimension 1 has size %lld\0A\00")
// CHECK-LABEL: func.func @copy
// CHECK-SAME: (%[[SRC:.*]]: memref<2x?xf32>, %[[DST:.*]]: memref<2x?xf32>)
// CHECK-DAG: %[[D1:.*]] = memref.dim %[[DST]], %c1
// CHECK-DAG: %[[S1:.*]] = memref.dim %[[SRC]], %c1
// CHECK: arith.cmpi ne, %[[D1]], %[[S1]] : index
// CHECK: scf.if
// CHECK-NOT: scf.if
// CHECK: memref.copy
func.func @copy(%src: memref<2x?xf32>, %dst: memref<2x?xf32>) {
  memref.copy %src, %dst : memref<2x?xf32> to memref<2x?xf32>
  return
}
