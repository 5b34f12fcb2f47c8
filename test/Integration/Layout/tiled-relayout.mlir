// Large transposing relayouts are tiled (32x32); sizes that are not
// multiples of the tile check the partial tiles. Each array is relayouted
// there and back, compared with the original element by element, and the
// number of differing elements (0) is printed. A FileCheck run shows the
// tiled loops.
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-affine="vectorize=false" | FileCheck %s --check-prefix=AFFINE
// RUN: shapes-opt %s -shapes-to-llvm="vectorize=false" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [104, 70], padding_value = lowest>
#perm3 = #shapes.layout<minor_to_major = [0, 2, 1], padded_dimensions = [72, 3, 66]>

func.func private @printMemrefI32(tensor<*xi32>)

// The number of true elements.
func.func @count(%m: tensor<?xi1>) -> tensor<i32> {
  %zero = arith.constant 0 : i32
  %init = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%zero : i32) outs(%init : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%m : tensor<?xi1>) outs(%acc : tensor<i32>) dimensions = [0]
    (%b: i1, %a: i32) {
      %e = arith.extui %b : i1 to i32
      %s = arith.addi %a, %e : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}

// Separate functions, so that the relayouts do not fold into each other.
// AFFINE-LABEL: func.func @to_col
// AFFINE: affine.for %[[T1:.*]] = 0 to 70 step 32 {
// AFFINE-NEXT: affine.for %[[T0:.*]] = 0 to 100 step 32 {
// AFFINE-NEXT: affine.for %[[J:.*]] = #{{.*}}(%[[T1]]) to min #{{.*}}(%[[T1]]) {
// AFFINE-NEXT: affine.for %[[I:.*]] = #{{.*}}(%[[T0]]) to min #{{.*}}(%[[T0]]) {
// AFFINE-NEXT: affine.load %{{.*}}[%[[I]], %[[J]]] : memref<100x70xf32>
func.func @to_col(%x: tensor<100x70xf32>) -> tensor<100x70xf32, #col> {
  %c = shapes.relayout %x : tensor<100x70xf32> to tensor<100x70xf32, #col>
  return %c : tensor<100x70xf32, #col>
}
// AFFINE-LABEL: func.func @from_col
// AFFINE: step 32
func.func @from_col(%c: tensor<100x70xf32, #col>) -> tensor<100x70xf32> {
  %x = shapes.relayout %c : tensor<100x70xf32, #col> to tensor<100x70xf32>
  return %x : tensor<100x70xf32>
}
func.func @to_perm3(%x: tensor<70x3x65xi32>) -> tensor<70x3x65xi32, #perm3> {
  %c = shapes.relayout %x : tensor<70x3x65xi32> to tensor<70x3x65xi32, #perm3>
  return %c : tensor<70x3x65xi32, #perm3>
}
func.func @from_perm3(%c: tensor<70x3x65xi32, #perm3>) -> tensor<70x3x65xi32> {
  %x = shapes.relayout %c : tensor<70x3x65xi32, #perm3> to tensor<70x3x65xi32>
  return %x : tensor<70x3x65xi32>
}

// AFFINE-LABEL: func.func @roundtrip2d
func.func @roundtrip2d(%x: tensor<100x70xf32>) -> tensor<7000xi1> {
  %c = call @to_col(%x) : (tensor<100x70xf32>) -> tensor<100x70xf32, #col>
  %back = call @from_col(%c) : (tensor<100x70xf32, #col>) -> tensor<100x70xf32>
  %ne = shapes.compare ne, %back, %x : (tensor<100x70xf32>, tensor<100x70xf32>) -> tensor<100x70xi1>
  %flat = tensor.collapse_shape %ne [[0, 1]] : tensor<100x70xi1> into tensor<7000xi1>
  return %flat : tensor<7000xi1>
}

func.func @roundtrip3d(%x: tensor<70x3x65xi32>) -> tensor<13650xi1> {
  %c = call @to_perm3(%x) : (tensor<70x3x65xi32>) -> tensor<70x3x65xi32, #perm3>
  %back = call @from_perm3(%c) : (tensor<70x3x65xi32, #perm3>) -> tensor<70x3x65xi32>
  %ne = shapes.compare ne, %back, %x : (tensor<70x3x65xi32>, tensor<70x3x65xi32>) -> tensor<70x3x65xi1>
  %flat = tensor.collapse_shape %ne [[0, 1, 2]] : tensor<70x3x65xi1> into tensor<13650xi1>
  return %flat : tensor<13650xi1>
}

func.func @main() {
  // Distinct values: x[i, j] = i * 70 + j.
  %e2 = tensor.empty() : tensor<100x70xf32>
  %x2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<100x70xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c70 = arith.constant 70 : index
    %k = arith.muli %i, %c70 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  } -> tensor<100x70xf32>
  %e3 = tensor.empty() : tensor<70x3x65xi32>
  %x3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e3 : tensor<70x3x65xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c195 = arith.constant 195 : index
    %c65 = arith.constant 65 : index
    %a = arith.muli %i, %c195 : index
    %b = arith.muli %j, %c65 : index
    %s = arith.addi %a, %b : index
    %t = arith.addi %s, %k : index
    %v = arith.index_cast %t : index to i32
    linalg.yield %v : i32
  } -> tensor<70x3x65xi32>

  %m2 = call @roundtrip2d(%x2) : (tensor<100x70xf32>) -> tensor<7000xi1>
  %d2 = tensor.cast %m2 : tensor<7000xi1> to tensor<?xi1>
  %n2 = call @count(%d2) : (tensor<?xi1>) -> tensor<i32>
  %u2 = tensor.cast %n2 : tensor<i32> to tensor<*xi32>
  // CHECK: rank = 0
  // CHECK-NEXT: [0]
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()

  %m3 = call @roundtrip3d(%x3) : (tensor<70x3x65xi32>) -> tensor<13650xi1>
  %d3 = tensor.cast %m3 : tensor<13650xi1> to tensor<?xi1>
  %n3 = call @count(%d3) : (tensor<?xi1>) -> tensor<i32>
  %u3 = tensor.cast %n3 : tensor<i32> to tensor<*xi32>
  // CHECK: rank = 0
  // CHECK-NEXT: [0]
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  return
}
