// -shapes-results-to-out-params with several results: result i, of those
// that move, becomes the i-th output argument, appended in order, and the
// call site passes its i-th buffer there; the results that stay keep their
// order.
// RUN: shapes-opt %s -shapes-results-to-out-params -split-input-file | FileCheck %s

// Two results of one type: each returned value is copied into its own
// output argument.
// CHECK-LABEL: func.func @two_copied(
// CHECK-SAME:      %[[A:[^:]*]]: memref<4xf32>, %[[B:[^:]*]]: memref<4xf32>, %[[OUT0:[^:]*]]: memref<4xf32>, %[[OUT1:[^:]*]]: memref<4xf32>) {
// CHECK-NEXT:  memref.copy %[[B]], %[[OUT0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  memref.copy %[[A]], %[[OUT1]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  return{{$}}
func.func @two_copied(%a: memref<4xf32>, %b: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  return %b, %a : memref<4xf32>, memref<4xf32>
}

// Two allocations of one type, returned: each becomes its own output
// argument.
// CHECK-LABEL: func.func @two_allocated(
// CHECK-SAME:      %[[X:[^:]*]]: f32, %[[Y:[^:]*]]: f32, %[[OUT0:[^:]*]]: memref<4xf32>, %[[OUT1:[^:]*]]: memref<4xf32>) {
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill ins(%[[X]] : f32) outs(%[[OUT0]] : memref<4xf32>)
// CHECK-NEXT:  linalg.fill ins(%[[Y]] : f32) outs(%[[OUT1]] : memref<4xf32>)
// CHECK-NEXT:  return{{$}}
func.func @two_allocated(%x: f32, %y: f32) -> (memref<4xf32>, memref<4xf32>) {
  %r0 = memref.alloc() : memref<4xf32>
  %r1 = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%r0 : memref<4xf32>)
  linalg.fill ins(%y : f32) outs(%r1 : memref<4xf32>)
  return %r0, %r1 : memref<4xf32>, memref<4xf32>
}

// The call site allocates one buffer per output argument, in order, and
// the uses of result i read buffer i.
// CHECK-LABEL: func.func @caller(
// CHECK:       %[[B0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[B1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  call @two_allocated(%{{.*}}, %{{.*}}, %[[B0]], %[[B1]])
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[B0]]
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[B1]]
// CHECK-NEXT:  arith.subf %[[V0]], %[[V1]]
func.func @caller(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r:2 = call @two_allocated(%x, %y) : (f32, f32) -> (memref<4xf32>, memref<4xf32>)
  %v0 = memref.load %r#0[%c0] : memref<4xf32>
  %v1 = memref.load %r#1[%c0] : memref<4xf32>
  %d = arith.subf %v0, %v1 : f32
  return %d : f32
}

// A caller that returns both results of a call, swapped: each buffer the
// call site would allocate is the output argument it is returned in.
// CHECK-LABEL: func.func @swapping_caller(
// CHECK-SAME:      %[[X:[^:]*]]: f32, %[[Y:[^:]*]]: f32, %[[OUT0:[^:]*]]: memref<4xf32>, %[[OUT1:[^:]*]]: memref<4xf32>) {
// CHECK-NEXT:  call @two_allocated(%[[X]], %[[Y]], %[[OUT1]], %[[OUT0]])
// CHECK-NEXT:  return{{$}}
func.func @swapping_caller(%x: f32, %y: f32) -> (memref<4xf32>, memref<4xf32>) {
  %r:2 = call @two_allocated(%x, %y) : (f32, f32) -> (memref<4xf32>, memref<4xf32>)
  return %r#1, %r#0 : memref<4xf32>, memref<4xf32>
}

// -----

#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>

// Three results that move, of different types and layouts, between
// results that stay: a scalar and a dynamically shaped memref keep their
// places among the results; the others become output arguments in order.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 4]>{{$}}
// CHECK-LABEL: func.func @three(
// CHECK-SAME:      %[[A:[^:]*]]: memref<2x3xf32>, %[[I:[^:]*]]: memref<5xi32>, %[[N:[^:]*]]: index,
// CHECK-SAME:      %[[OUT0:[^:]*]]: memref<2x3xf32, #[[$L]]>,
// CHECK-SAME:      %[[OUT1:[^:]*]]: memref<5xi32>,
// CHECK-SAME:      %[[OUT2:[^:]*]]: memref<2x3xf32>) -> (i32, memref<?xf32>) {
// CHECK-NOT:   memref.alloc() : memref<2x3xf32, #[[$L]]>
// CHECK:       %[[D:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT:  linalg.copy ins(%[[A]] : memref<2x3xf32>) outs(%[[OUT0]] :
// CHECK-NEXT:  memref.copy %[[I]], %[[OUT1]] : memref<5xi32> to memref<5xi32>
// CHECK-NEXT:  memref.copy %[[A]], %[[OUT2]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:  return %{{.*}}, %[[D]] : i32, memref<?xf32>
func.func @three(%a: memref<2x3xf32>, %i: memref<5xi32>, %n: index)
    -> (memref<2x3xf32, #L>, i32, memref<5xi32>, memref<?xf32>, memref<2x3xf32>) {
  %c = arith.constant 7 : i32
  %p = memref.alloc() : memref<2x3xf32, #L>
  %d = memref.alloc(%n) : memref<?xf32>
  linalg.copy ins(%a : memref<2x3xf32>) outs(%p : memref<2x3xf32, #L>)
  return %p, %c, %i, %d, %a : memref<2x3xf32, #L>, i32, memref<5xi32>, memref<?xf32>, memref<2x3xf32>
}

// CHECK-LABEL: func.func @three_caller(
// CHECK:       %[[P:.*]] = memref.alloc() : memref<2x3xf32, #[[$L]]>
// CHECK-NEXT:  %[[Q:.*]] = memref.alloc() : memref<5xi32>
// CHECK-NEXT:  %[[R:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:  %[[RES:.*]]:2 = call @three(%{{.*}}, %{{.*}}, %{{.*}}, %[[P]], %[[Q]], %[[R]]) : {{.*}} -> (i32, memref<?xf32>)
// CHECK-NEXT:  memref.load %[[P]]
// CHECK-NEXT:  memref.load %[[Q]]
// CHECK-NEXT:  memref.load %[[R]]
// CHECK-NEXT:  memref.load %[[RES]]#1
// CHECK-NEXT:  return %[[RES]]#0
func.func @three_caller(%a: memref<2x3xf32>, %i: memref<5xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %r:5 = call @three(%a, %i, %n) : (memref<2x3xf32>, memref<5xi32>, index)
      -> (memref<2x3xf32, #L>, i32, memref<5xi32>, memref<?xf32>, memref<2x3xf32>)
  %x = memref.load %r#0[%c0, %c0] : memref<2x3xf32, #L>
  %y = memref.load %r#2[%c0] : memref<5xi32>
  %z = memref.load %r#4[%c0, %c0] : memref<2x3xf32>
  %w = memref.load %r#3[%c0] : memref<?xf32>
  return %r#1 : i32
}
