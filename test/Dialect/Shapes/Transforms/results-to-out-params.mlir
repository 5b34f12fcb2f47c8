// RUN: shapes-opt %s -shapes-results-to-out-params -split-input-file | FileCheck %s
// RUN: shapes-opt %s -shapes-results-to-out-params="shape-checks=false" -split-input-file | FileCheck %s --check-prefix=NOCHECK

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

// A result the function does not allocate is copied; scalars stay
// results.
// CHECK-LABEL: func.func @copied(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>) -> i32 {
// CHECK:       memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK:       return %{{.*}} : i32
func.func @copied(%a: memref<4xf32>) -> (memref<4xf32>, i32) {
  %c = arith.constant 1 : i32
  return %a, %c : memref<4xf32>, i32
}

// -----

// A result with '?' sizes in a function that nothing in the module calls
// becomes an output argument too. An allocation is replaced by it after a
// check that its sizes are those allocated; a copied value is checked
// before the copy.
// CHECK-DAG: @shapes_check_{{[0-9a-f]+}}("shapes: 'func.func' at {{.*}}: output argument 1 dimension 0 has size %lld, but result 0 dimension 0 has size %lld\0A\00")
// CHECK-LABEL: func.func @dynamic_allocated(
// CHECK-SAME:      %[[N:.*]]: index, %[[OUT:.*]]: memref<?x3xf32, #{{.*}}>) {
// CHECK:       %[[M:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?x3xf32, #{{.*}}>
// CHECK:       %[[NE:.*]] = arith.cmpi ne, %[[M]], %[[N]] : index
// CHECK:       scf.if %[[NE]] {
// CHECK:         llvm.call @abort()
// CHECK:       }
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill {{.*}} outs(%[[OUT]] :
// CHECK-NEXT:  return{{$}}
// NOCHECK-LABEL: func.func @dynamic_allocated(
// NOCHECK-NOT:   scf.if
// NOCHECK:       linalg.fill
func.func @dynamic_allocated(%n: index) -> memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>> {
  %zero = arith.constant 0.0 : f32
  %r = memref.alloc(%n) : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
  linalg.fill ins(%zero : f32) outs(%r : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return %r : memref<?x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
}

// CHECK-LABEL: func.func @dynamic_copied(
// CHECK-SAME:      %[[A:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>) {
// CHECK-DAG:   %[[M:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?xf32>
// CHECK-DAG:   %[[N:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
// CHECK:       arith.cmpi ne, %[[M]], %[[N]] : index
// CHECK:       scf.if
// CHECK:       memref.copy %[[A]], %[[OUT]] : memref<?xf32> to memref<?xf32>
func.func @dynamic_copied(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}

// -----

// A function that a call in the module calls keeps its '?' results: the
// caller could not size the buffer before the call. Its static results
// still move.
// CHECK-LABEL: func.func @called(
// CHECK-SAME:      %[[N:.*]]: index, %[[OUT:.*]]: memref<2xf32>) -> memref<?xf32> {
// CHECK-LABEL: func.func @calls(
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<2xf32>
// CHECK:       %{{.*}} = call @called(%{{.*}}, %[[BUF]]) : (index, memref<2xf32>) -> memref<?xf32>
func.func @called(%n: index) -> (memref<?xf32>, memref<2xf32>) {
  %d = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<2xf32>
  return %d, %s : memref<?xf32>, memref<2xf32>
}

func.func @calls(%n: index) -> index {
  %d, %s = call @called(%n) : (index) -> (memref<?xf32>, memref<2xf32>)
  %c0 = arith.constant 0 : index
  %size = memref.dim %d, %c0 : memref<?xf32>
  return %size : index
}
