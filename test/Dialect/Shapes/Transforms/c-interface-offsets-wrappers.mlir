// The C-interface wrappers of -convert-func-to-llvm for the functions
// -shapes-emit-c-interface marks, rebased by -shapes-c-interface-offsets:
// the marks reach the wrapper's descriptor pointers (one place later when
// the results come back through a pointer), each descriptor is rebased
// before the call, scalars are passed as they are, the function itself is
// unchanged, and the output translates to LLVM IR. Without the last pass
// the marks stay on the wrapper, and mlir-translate ignores them.
// RUN: shapes-opt %s -shapes-emit-c-interface -convert-func-to-llvm -shapes-c-interface-offsets \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-emit-c-interface -convert-func-to-llvm -shapes-c-interface-offsets \
// RUN: | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: shapes-opt %s -shapes-emit-c-interface -convert-func-to-llvm \
// RUN: | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=MARKED

// CHECK-LABEL: llvm.func @two_results(
// CHECK-NOT:     llvm.getelementptr
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_two_results(
// CHECK-SAME:      %[[R:[^:]*]]: !llvm.ptr, %[[A:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i64, %[[B:[^:]*]]: !llvm.ptr)
// CHECK-SAME:      attributes {llvm.emit_c_interface} {
// CHECK:         llvm.load %[[A]]
// CHECK:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK:         llvm.load %[[B]]
// CHECK:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK:         %[[CALL:.*]] = llvm.call @two_results({{.*}}, %[[N]], {{.*}})
// CHECK-NEXT:    llvm.store %[[CALL]], %[[R]]
// CHECK-NOT:   shapes.memref_type

// IR-LABEL: define void @_mlir_ciface_two_results(ptr %0, ptr %1, i64 %2, ptr %3)
// IR:         getelementptr float, ptr %{{.*}}, i64 %{{.*}}
// IR:         getelementptr i16, ptr %{{.*}}, i64 %{{.*}}
// IR:         call { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 } @two_results(

// MARKED-LABEL: define void @_mlir_ciface_two_results(ptr %0, ptr %1, i64 %2, ptr %3)
// MARKED-NOT:     getelementptr
// MARKED:         call { { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 } @two_results(
func.func @two_results(%a: memref<3x6xf32>, %n: index,
                       %b: memref<?x?xi16, strided<[?, 1], offset: ?>>)
    -> (memref<3x6xf32>, index) {
  return %a, %n : memref<3x6xf32>, index
}
