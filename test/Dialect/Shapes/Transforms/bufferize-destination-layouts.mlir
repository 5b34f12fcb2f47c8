// A value computed into a tensor.empty and then copied into a destination
// of another layout (a relayout of a dot's or a reduction's result) is not
// computed in the destination: that would cast the destination to the
// value's layout, a copy of a buffer that nothing has written yet. The
// value is computed in a buffer of its own layout and copied into the
// destination once. In an equivalent layout it is computed in place.
// RUN: shapes-opt %s -split-input-file -shapes-bufferize | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

// CHECK-LABEL: func.func @dot_into_column_major
// CHECK: %[[ACC:.*]] = memref.alloc() {{.*}} : memref<8x4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[ACC]] : memref<8x4xf32>)
// CHECK-NEXT: linalg.matmul
// CHECK-SAME: outs(%[[ACC]] : memref<8x4xf32>)
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<8x4xf32, #{{.*}}>
// CHECK-NEXT: linalg.copy ins(%[[ACC]] : memref<8x4xf32>) outs(%[[OUT]] : memref<8x4xf32, #{{.*}}>)
// CHECK-NOT: linalg.copy
// CHECK: return %[[OUT]]
func.func @dot_into_column_major(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32, #col> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %d = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %o = tensor.empty() : tensor<8x4xf32, #col>
  %r = linalg.copy ins(%d : tensor<8x4xf32>) outs(%o : tensor<8x4xf32, #col>) -> tensor<8x4xf32, #col>
  return %r : tensor<8x4xf32, #col>
}

// -----

// An elementwise value with two readers, one a copy into another layout.
// CHECK-LABEL: func.func @shared_into_column_major
// CHECK: %[[V:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK-NEXT: linalg.map { math.exp }
// CHECK-SAME: outs(%[[V]] : memref<4x6xf32>)
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<4x6xf32, #{{.*}}>
// CHECK-NEXT: linalg.copy ins(%[[V]] : memref<4x6xf32>) outs(%[[OUT]] : memref<4x6xf32, #{{.*}}>)
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @shared_into_column_major(%a: tensor<4x6xf32>) -> (tensor<4x6xf32, #col>, tensor<4x6xf32>) {
  %e = tensor.empty() : tensor<4x6xf32>
  %v = linalg.map { math.exp } ins(%a : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>)
  %o = tensor.empty() : tensor<4x6xf32, #col>
  %r = linalg.copy ins(%v : tensor<4x6xf32>) outs(%o : tensor<4x6xf32, #col>) -> tensor<4x6xf32, #col>
  %e2 = tensor.empty() : tensor<4x6xf32>
  %w = linalg.map { arith.addf } ins(%v, %v : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e2 : tensor<4x6xf32>)
  return %r, %w : tensor<4x6xf32, #col>, tensor<4x6xf32>
}

// -----

// Into an equivalent layout (the default one, spelled out), the value is
// computed in the destination: one buffer, no copy.
// CHECK-LABEL: func.func @dot_into_equivalent
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<8x4xf32, #{{.*}}>
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.copy
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<8x4xf32
// CHECK-NOT: linalg.copy
// CHECK: return
#row = #shapes.layout<minor_to_major = [1, 0]>
func.func @dot_into_equivalent(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32, #row> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %d = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %o = tensor.empty() : tensor<8x4xf32, #row>
  %r = linalg.copy ins(%d : tensor<8x4xf32>) outs(%o : tensor<8x4xf32, #row>) -> tensor<8x4xf32, #row>
  return %r : tensor<8x4xf32, #row>
}
