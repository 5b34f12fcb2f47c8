// The streaming-store threshold of -shapes-vectorize is inclusive: a
// destination of at least `streaming-threshold` bytes gets non-temporal
// stores, one byte less does not. Both destinations here are 1024 bytes
// (the logical elements: 4 x 64 f32 and 16 x 16 f32): thresholds 1023 and
// 1024 stream them, 1025 does not. The same holds through -shapes-to-llvm,
// which passes its option on.
// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=1023}))" | FileCheck %s --check-prefix=STREAM
// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=1024}))" | FileCheck %s --check-prefix=STREAM
// RUN: shapes-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=1025}))" | FileCheck %s --check-prefix=PLAIN
// RUN: shapes-opt %s -split-input-file -shapes-to-llvm="streaming-threshold=1024" | FileCheck %s --check-prefix=LLVM-STREAM
// RUN: shapes-opt %s -split-input-file -shapes-to-llvm="streaming-threshold=1025" | FileCheck %s --check-prefix=LLVM-PLAIN

// An elementwise nest into the caller's buffer.
// STREAM-LABEL: func.func @add
// STREAM:         vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// STREAM:         llvm.fence
// PLAIN-LABEL:  func.func @add
// PLAIN-NOT:      nontemporal
// PLAIN:          vector.store
// PLAIN-NOT:      nontemporal
// PLAIN-NOT:      llvm.fence
// PLAIN:          return
// LLVM-STREAM-LABEL: llvm.func @add
// LLVM-STREAM:         llvm.store {{.*}}nontemporal
// LLVM-PLAIN-LABEL:  llvm.func @add
// LLVM-PLAIN-NOT:      nontemporal
// LLVM-PLAIN:          llvm.return
func.func @add(%a: memref<4x64xf32>, %b: memref<4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<4x64xf32>, memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A transposing copy.
// STREAM-LABEL: func.func @transpose
// STREAM:         vector.shuffle
// STREAM:         vector.store %{{.*}} {alignment = 64 : i64, nontemporal = true}
// STREAM:         llvm.fence
// PLAIN-LABEL:  func.func @transpose
// PLAIN-NOT:      nontemporal
// PLAIN:          vector.shuffle
// PLAIN:          vector.store
// PLAIN-NOT:      nontemporal
// PLAIN-NOT:      llvm.fence
// PLAIN:          return
// LLVM-STREAM-LABEL: llvm.func @transpose
// LLVM-STREAM:         llvm.store {{.*}}nontemporal
// LLVM-PLAIN-LABEL:  llvm.func @transpose
// LLVM-PLAIN-NOT:      nontemporal
// LLVM-PLAIN:          llvm.return
func.func @transpose(%src: memref<16x16xf32>, %dst: memref<16x16xf32, #shapes.layout<minor_to_major = [0, 1]>>) {
  linalg.copy ins(%src : memref<16x16xf32>) outs(%dst : memref<16x16xf32, #shapes.layout<minor_to_major = [0, 1]>>)
  return
}
