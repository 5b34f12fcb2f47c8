// -shapes-c-interface-offsets: each descriptor a function loads from an
// argument marked shapes.memref_type is rebased before any use: its offset
// becomes the type's static offset (0 where it is dynamic), and its aligned
// pointer moves by the difference, counted in the element type. The marks
// are removed; other arguments and declarations keep their code.
// RUN: shapes-opt %s -split-input-file -shapes-c-interface-offsets | FileCheck %s

// A static offset 0: aligned + offset, offset 0. Every use of the loaded
// descriptor reads the rebased one.
// CHECK-LABEL: llvm.func @ranked(
// CHECK-SAME:      %[[P:[^:]*]]: !llvm.ptr, %[[Q:[^:]*]]: !llvm.ptr) {
// CHECK-NEXT:    %[[D:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[O:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    %[[E:.*]] = llvm.getelementptr %[[A]][%[[O]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %[[D1:.*]] = llvm.insertvalue %[[E]], %[[D]][1]
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %[[D2:.*]] = llvm.insertvalue %[[Z]], %[[D1]][2]
// CHECK-NEXT:    %[[A2:.*]] = llvm.extractvalue %[[D2]][1]
// CHECK-NEXT:    %[[O2:.*]] = llvm.extractvalue %[[D2]][2]
// CHECK-NEXT:    %[[S2:.*]] = llvm.extractvalue %[[D2]][4, 0]
// The unmarked argument is loaded as it is.
// CHECK-NEXT:    %[[F:.*]] = llvm.load %[[Q]]
// CHECK-NEXT:    %[[FA:.*]] = llvm.extractvalue %[[F]][1]
// CHECK-NEXT:    %[[FO:.*]] = llvm.extractvalue %[[F]][2]
// CHECK-NEXT:    llvm.call @use(%[[A2]], %[[O2]], %[[S2]], %[[FA]], %[[FO]])
// CHECK-NOT:   shapes.memref_type
llvm.func @use(!llvm.ptr, i64, i64, !llvm.ptr, i64)
llvm.func @ranked(%p: !llvm.ptr {shapes.memref_type = memref<3x6xf32>}, %q: !llvm.ptr) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %a = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %o = llvm.extractvalue %d[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %s = llvm.extractvalue %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %f = llvm.load %q : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %fa = llvm.extractvalue %f[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %fo = llvm.extractvalue %f[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.call @use(%a, %o, %s, %fa, %fo) : (!llvm.ptr, i64, i64, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

// A static offset 7: aligned + (offset - 7), offset 7. The element type is
// converted as -convert-func-to-llvm converts it (index: i64).
// CHECK-LABEL: llvm.func @static_offset(
// CHECK-SAME:      %[[P:[^:]*]]: !llvm.ptr) {
// CHECK-NEXT:    %[[D:.*]] = llvm.load %[[P]]
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[O:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    %[[SEVEN:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:    %[[DELTA:.*]] = llvm.sub %[[O]], %[[SEVEN]] : i64
// CHECK-NEXT:    %[[E:.*]] = llvm.getelementptr %[[A]][%[[DELTA]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:    %[[D1:.*]] = llvm.insertvalue %[[E]], %[[D]][1]
// CHECK-NEXT:    %[[S:.*]] = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:    %[[D2:.*]] = llvm.insertvalue %[[S]], %[[D1]][2]
// CHECK-NEXT:    llvm.call @use(%[[D2]])
llvm.func @use(!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
llvm.func @static_offset(%p: !llvm.ptr {shapes.memref_type = memref<2x3xindex, strided<[6, 1], offset: 7>>}) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.call @use(%d) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> ()
  llvm.return
}

// -----

// A dynamic offset: aligned + offset, offset 0 (which the function reads).
// CHECK-LABEL: llvm.func @dynamic_offset(
// CHECK:         %[[A:.*]] = llvm.extractvalue %[[D:.*]][1]
// CHECK-NEXT:    %[[O:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    %[[E:.*]] = llvm.getelementptr %[[A]][%[[O]]] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT:    %[[D1:.*]] = llvm.insertvalue %[[E]], %[[D]][1]
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %[[D2:.*]] = llvm.insertvalue %[[Z]], %[[D1]][2]
// CHECK-NEXT:    llvm.call @use(%[[D2]])
llvm.func @use(!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)
llvm.func @dynamic_offset(%p: !llvm.ptr {shapes.memref_type = memref<?x?xi16, strided<[?, 1], offset: ?>>}) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.call @use(%d) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> ()
  llvm.return
}

// -----

// Rank 0, and each of two loads of one argument.
// CHECK-LABEL: llvm.func @rank0_twice(
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK:         %[[D1:.*]] = llvm.insertvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK:         %[[D2:.*]] = llvm.insertvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    llvm.call @use(%[[D1]], %[[D2]])
llvm.func @use(!llvm.struct<(ptr, ptr, i64)>, !llvm.struct<(ptr, ptr, i64)>)
llvm.func @rank0_twice(%p: !llvm.ptr {shapes.memref_type = memref<i1>}) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
  %e = llvm.load %p : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
  llvm.call @use(%d, %e) : (!llvm.struct<(ptr, ptr, i64)>, !llvm.struct<(ptr, ptr, i64)>) -> ()
  llvm.return
}

// -----

// Unranked: the ranked descriptor it points to is copied to the stack (2
// pointers and 1 + 2 * rank indices, 8 bytes each) and the copy rebased to
// offset 0; the caller's descriptor is not written.
// CHECK-LABEL: llvm.func @unranked(
// CHECK-SAME:      %[[P:[^:]*]]: !llvm.ptr) {
// CHECK-NEXT:    %[[D:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK:         llvm.extractvalue %[[D]][0]
// CHECK:         %[[COPY:.*]] = llvm.alloca %[[BYTES:.*]] x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:    %[[RANKED:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    "llvm.intr.memcpy"(%[[COPY]], %[[RANKED]], %[[BYTES]]) <{isVolatile = false}>
// CHECK-NEXT:    %[[AP:.*]] = llvm.getelementptr %[[COPY]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[A:.*]] = llvm.load %[[AP]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[OP:.*]] = llvm.getelementptr %[[COPY]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[O:.*]] = llvm.load %[[OP]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[E:.*]] = llvm.getelementptr %[[A]][%[[O]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %[[AP2:.*]] = llvm.getelementptr %[[COPY]][1]
// CHECK-NEXT:    llvm.store %[[E]], %[[AP2]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    %[[OP2:.*]] = llvm.getelementptr %[[COPY]][2]
// CHECK-NEXT:    llvm.store %[[Z]], %[[OP2]] : i64, !llvm.ptr
// CHECK-NEXT:    %[[D1:.*]] = llvm.insertvalue %[[COPY]], %[[D]][1]
// CHECK-NEXT:    llvm.call @use(%[[D1]])
llvm.func @use(!llvm.struct<(i64, ptr)>)
llvm.func @unranked(%p: !llvm.ptr {shapes.memref_type = memref<*xf64>}) {
  %d = llvm.load %p : !llvm.ptr -> !llvm.struct<(i64, ptr)>
  llvm.call @use(%d) : (!llvm.struct<(i64, ptr)>) -> ()
  llvm.return
}

// -----

// A declaration loses its mark, and nothing else.
// CHECK-LABEL: llvm.func @declaration(!llvm.ptr)
// CHECK-NOT:   shapes.memref_type
llvm.func @declaration(!llvm.ptr {shapes.memref_type = memref<4xf32>})
