// RUN: shapes-opt %s -split-input-file -shapes-lower-to-linalg -shapes-fuse-elementwise | FileCheck %s

// A transcendental function read by two consumers is computed once and
// stored, however short its body; its last reader, elementwise through the
// identity map, writes its result over it.
// CHECK-LABEL: func.func @exp_two_consumers
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>, %[[Y:.*]]: tensor<4x8xf32>, %[[Z:.*]]: tensor<4x8xf32>)
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK:         %[[E:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4x8xf32>) outs(%[[EMPTY]] : tensor<4x8xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      math.exp
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[E]], %[[Y]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[M:.*]] = linalg.generic {{.*}} ins(%[[E]], %[[Z]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      linalg.yield
// CHECK:         return %[[A]], %[[M]]
func.func @exp_two_consumers(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
  %a = shapes.add %e, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = shapes.mul %e, %z : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %a, %m : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// tanh and log too: each is computed once (one of each in the output).
// CHECK-LABEL: func.func @tanh_log
// CHECK-COUNT-1: math.tanh
// CHECK-NOT:     math.tanh
// CHECK-COUNT-1: math.log
// CHECK-NOT:     math.log
// CHECK:         return
func.func @tanh_log(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.empty() : tensor<8xf32>
  %t = linalg.map { math.tanh } ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>)
  %1 = tensor.empty() : tensor<8xf32>
  %l = linalg.map { math.log } ins(%t : tensor<8xf32>) outs(%1 : tensor<8xf32>)
  %a = shapes.add %l, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %b = shapes.mul %l, %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// A negation read by two consumers is cheap: it is computed again in each,
// and nothing is stored.
// CHECK-LABEL: func.func @cheap_two_consumers
// CHECK-COUNT-2: arith.negf
// CHECK-NOT:     arith.negf
// CHECK:         return
func.func @cheap_two_consumers(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.empty() : tensor<8xf32>
  %n = linalg.map { arith.negf } ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>)
  %a = shapes.add %n, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %b = shapes.mul %n, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// The stored value is also returned: no consumer is its last reader, and
// each writes a tensor of its own.
// CHECK-LABEL: func.func @stored_value_returned
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:         math.exp
// CHECK-NOT:     outs(%[[E]] :
// CHECK:         return %{{.*}}, %{{.*}}, %[[E]]
func.func @stored_value_returned(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.empty() : tensor<8xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>)
  %a = shapes.add %e, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %b = shapes.mul %e, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %a, %b, %e : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// The last reader reads the stored value in place and transposed (the add
// fused into it reads it in place): writing over it would overwrite
// elements that later iterations still read through the transposed map.
// CHECK-LABEL: func.func @last_read_transposed
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:         math.exp
// CHECK:         linalg.generic {{.*}} ins(%[[E]], %{{.*}} : {{.*}})
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[E]], %[[E]], %{{.*}} : {{.*}}) outs(%[[EMPTY]] : tensor<4x4xf32>)
// CHECK:         return
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @last_read_transposed(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = tensor.empty() : tensor<4x4xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>)
  %a = shapes.add %e, %y : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = tensor.empty() : tensor<4x4xf32>
  %b = linalg.generic {indexing_maps = [#t, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%1 : tensor<4x4xf32>) {
  ^bb0(%in: f32, %in_a: f32, %out: f32):
    %s = arith.subf %in, %in_a : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %a, %b : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// A function argument is no fresh buffer: the consumer writes its own.
// CHECK-LABEL: func.func @argument_not_reused
// CHECK-SAME:    (%[[X:.*]]: tensor<8xf32>)
// CHECK:         %[[EMPTY:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[X]] : tensor<8xf32>) outs(%[[EMPTY]] : tensor<8xf32>)
func.func @argument_not_reused(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>)
  return %e : tensor<8xf32>
}

// -----

// The stored value has another type (f32) than the consumer's result
// (i1): it is not written over.
// CHECK-LABEL: func.func @other_type
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:         math.exp
// CHECK-NOT:     outs(%[[E]] :
// CHECK:         linalg.generic {{.*}} ins(%[[E]], %{{.*}} : tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<8xi1>)
// CHECK:         return
func.func @other_type(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xi1>) {
  %0 = tensor.empty() : tensor<8xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>)
  %a = shapes.add %e, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %c = shapes.compare lt, %e, %a : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  return %a, %c : tensor<8xf32>, tensor<8xi1>
}

// -----

// The last reader also reads the stored value through a transpose that
// moves no data (a view of its buffer, read through another map): it is
// not written over.
// CHECK-LABEL: func.func @transposed_view
// CHECK:         %[[E:.*]] = linalg.generic
// CHECK:         math.exp
// CHECK:         %[[T:.*]] = shapes.transpose %[[E]]
// CHECK-NEXT:    %[[EMPTY:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[E]], %[[T]] : {{.*}}) outs(%[[EMPTY]] : tensor<4x4xf32>)
// CHECK:         return
func.func @transposed_view(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.empty() : tensor<4x4xf32>
  %e = linalg.map { math.exp } ins(%x : tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>)
  %t = shapes.transpose %e, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32, #shapes.layout<minor_to_major = [0, 1]>>
  %y = shapes.add %e, %t : (tensor<4x4xf32>, tensor<4x4xf32, #shapes.layout<minor_to_major = [0, 1]>>) -> tensor<4x4xf32>
  return %y : tensor<4x4xf32>
}
