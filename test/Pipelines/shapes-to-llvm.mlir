// The registered pipelines: -shapes-to-affine (also -shapes-to-llvm with
// stop-at=affine) ends at affine loops on strided memrefs; -shapes-to-llvm
// ends in the LLVM dialect, which mlir-translate turns into LLVM IR with a
// C-callable wrapper.
// RUN: shapes-opt %s -shapes-to-affine | FileCheck %s --check-prefix=AFFINE
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFFINE
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: shapes-opt %s -shapes-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: shapes-opt %s -shapes-to-llvm="emit-c-interface=false" | FileCheck %s --check-prefix=NOCIFACE

#col = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>

// AFFINE-LABEL: func.func @add
// AFFINE-SAME: (%[[M:.*]]: memref<2x3xf32>, %[[V:.*]]: memref<3xf32>) -> memref<2x3xf32, strided<[1, 3]>>
// AFFINE: %[[FLAT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<15xf32>
// AFFINE: %[[VIEW:.*]] = memref.reinterpret_cast %[[FLAT]] to offset: [0], sizes: [2, 3], strides: [1, 3]
// The result is written in physical (column-major) order.
// AFFINE: affine.for %[[J:.*]] = 0 to 3 {
// AFFINE-NEXT: affine.for %[[I:.*]] = 0 to 2 {
// AFFINE-NEXT: %[[A:.*]] = affine.load %[[M]][%[[I]], %[[J]]] : memref<2x3xf32>
// AFFINE-NEXT: %[[B:.*]] = affine.load %[[V]][%[[J]]] : memref<3xf32>
// AFFINE-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// AFFINE-NEXT: affine.store %[[S]], %[[VIEW]][%[[I]], %[[J]]] : memref<2x3xf32, strided<[1, 3]>>
// AFFINE: return %[[VIEW]]
// AFFINE-NOT: shapes.

// LLVM: llvm.func @add(
// The wrapper rebases both descriptors (-shapes-c-interface-offsets), whose
// marks are gone.
// LLVM: llvm.func @_mlir_ciface_add
// LLVM-SAME: (%{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr) attributes
// LLVM: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// LLVM: llvm.call @add(
// LLVM-NOT: shapes.
// LLVM-NOT: memref.
// LLVM-NOT: affine.

// IR: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @add(
// IR: define void @_mlir_ciface_add(ptr
// NOCIFACE-NOT: _mlir_ciface_add
func.func @add(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32, #col> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32, #col>
  return %r : tensor<2x3xf32, #col>
}
