// RUN: shapes-opt %s -shapes-results-to-out-params -split-input-file | FileCheck %s

#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>

// A returned allocation is replaced by the output argument; the call site
// allocates it.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>{{$}}
// CHECK-LABEL: func.func @allocated(
// CHECK-SAME:      %[[A:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x3xf32, #[[$L]]>) {
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.copy ins(%[[A]] : memref<2x3xf32>) outs(%[[OUT]] :
// CHECK-NEXT:  return{{$}}
func.func @allocated(%a: memref<2x3xf32>) -> memref<2x3xf32, #L> {
  %r = memref.alloc() : memref<2x3xf32, #L>
  linalg.copy ins(%a : memref<2x3xf32>) outs(%r : memref<2x3xf32, #L>)
  return %r : memref<2x3xf32, #L>
}

// A caller that returns what a call returned passes its own output
// argument on; other calls allocate the output buffer.
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[A:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x3xf32, #[[$L]]>) {
// CHECK-NEXT:  call @allocated(%[[A]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32, #[[$L]]>) -> ()
// CHECK-NEXT:  return{{$}}
func.func @caller(%a: memref<2x3xf32>) -> memref<2x3xf32, #L> {
  %r = call @allocated(%a) : (memref<2x3xf32>) -> memref<2x3xf32, #L>
  return %r : memref<2x3xf32, #L>
}

// CHECK-LABEL: func.func @user(
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<2x3xf32, #[[$L]]>
// CHECK:       call @allocated(%{{.*}}, %[[BUF]])
// CHECK:       memref.load %[[BUF]]
func.func @user(%a: memref<2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @allocated(%a) : (memref<2x3xf32>) -> memref<2x3xf32, #L>
  %x = memref.load %r[%c0, %c0] : memref<2x3xf32, #L>
  return %x : f32
}

// -----

// A result the function does not allocate is copied; scalars and dynamic
// shapes stay results.
// CHECK-LABEL: func.func @copied(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[N:.*]]: index, %[[OUT:.*]]: memref<4xf32>) -> (i32, memref<?xf32>) {
// CHECK:       memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK:       return %{{.*}}, %{{.*}} : i32, memref<?xf32>
func.func @copied(%a: memref<4xf32>, %n: index) -> (memref<4xf32>, i32, memref<?xf32>) {
  %c = arith.constant 1 : i32
  %d = memref.alloc(%n) : memref<?xf32>
  return %a, %c, %d : memref<4xf32>, i32, memref<?xf32>
}
