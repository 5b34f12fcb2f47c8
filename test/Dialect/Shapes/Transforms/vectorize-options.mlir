// Each option of -shapes-vectorize reaches the vector loops, given on the
// command line (-shapes-vectorize=...), in a pass pipeline
// (shapes-vectorize{...}) and forwarded by -shapes-to-llvm:
//   vector-bits sets the vectors' width (16 x f32 by default, 8 with 256),
//   streaming-threshold=0 makes the stores into the caller's buffer
//   non-temporal, stream-fresh also those into a buffer the function
//   allocates, and row-streams=2 walks the 4 rows of such stores as 2 row
//   streams side by side (by default one row at a time). The construction from a ShapesVectorizeOptions struct is
//   checked in unittests/Transforms/VectorizePassOptionsTest.cpp.
// RUN: shapes-opt %s -shapes-vectorize | FileCheck %s --check-prefix=DEFAULT
// RUN: shapes-opt %s -shapes-vectorize=vector-bits=256 | FileCheck %s --check-prefix=BITS
// RUN: shapes-opt %s -shapes-vectorize=streaming-threshold=0 | FileCheck %s --check-prefix=THRESHOLD
// RUN: shapes-opt %s -shapes-vectorize="streaming-threshold=0 stream-fresh=true" | FileCheck %s --check-prefix=FRESH
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{vector-bits=256}))" | FileCheck %s --check-prefix=BITS
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=0}))" | FileCheck %s --check-prefix=THRESHOLD
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=0 stream-fresh=true}))" | FileCheck %s --check-prefix=FRESH
// RUN: shapes-opt %s -shapes-vectorize="streaming-threshold=0 row-streams=2" | FileCheck %s --check-prefix=STREAMS
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{streaming-threshold=0 row-streams=2}))" | FileCheck %s --check-prefix=STREAMS
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine streaming-threshold=0 row-streams=2" | FileCheck %s --check-prefix=STREAMS
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM-DEFAULT
// RUN: shapes-opt %s -shapes-to-llvm="vector-bits=256" | FileCheck %s --check-prefix=LLVM-BITS
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0" | FileCheck %s --check-prefix=LLVM-THRESHOLD
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 stream-fresh=true" | FileCheck %s --check-prefix=LLVM-FRESH

#id = affine_map<(d0, d1) -> (d0, d1)>

// DEFAULT-LABEL: func.func @into_caller
// DEFAULT:         vector.load {{.*}} vector<16xf32>
// DEFAULT-NOT:     nontemporal
// DEFAULT:         vector.store {{.*}} vector<16xf32>
// DEFAULT-NOT:     nontemporal
// DEFAULT:         return
// BITS-LABEL:    func.func @into_caller
// BITS-NOT:        vector<16xf32>
// BITS:            vector.store {{.*}} vector<8xf32>
// BITS-NOT:        vector<16xf32>
// BITS:            return
// THRESHOLD-LABEL: func.func @into_caller
// THRESHOLD:         scf.parallel ({{.*}}) = ({{.*}}) to (%c4)
// THRESHOLD:         vector.store {{.*}}nontemporal = true{{.*}} vector<16xf32>
// THRESHOLD-NOT:     vector.store
// THRESHOLD:         return
// STREAMS-LABEL: func.func @into_caller
// STREAMS:         scf.parallel ({{.*}}) = ({{.*}}) to (%c2)
// STREAMS-COUNT-2: vector.store {{.*}}nontemporal = true{{.*}} vector<16xf32>
// STREAMS-NOT:     vector.store
// STREAMS:         return
// FRESH-LABEL:   func.func @into_caller
// FRESH:           vector.store {{.*}}nontemporal = true{{.*}} vector<16xf32>
// LLVM-DEFAULT-LABEL: llvm.func @into_caller(
// LLVM-DEFAULT-NOT:     nontemporal
// LLVM-DEFAULT:         llvm.store {{.*}} : vector<16xf32>
// LLVM-DEFAULT-NOT:     nontemporal
// LLVM-DEFAULT:         llvm.return
// LLVM-BITS-LABEL: llvm.func @into_caller(
// LLVM-BITS-NOT:     vector<16xf32>
// LLVM-BITS:         llvm.store {{.*}} : vector<8xf32>
// LLVM-BITS-NOT:     vector<16xf32>
// LLVM-BITS:         llvm.return
// LLVM-THRESHOLD-LABEL: llvm.func @into_caller(
// LLVM-THRESHOLD:         llvm.store {{.*}}nontemporal{{.*}} : vector<16xf32>
// LLVM-FRESH-LABEL: llvm.func @into_caller(
// LLVM-FRESH:         llvm.store {{.*}}nontemporal{{.*}} : vector<16xf32>
func.func @into_caller(%a: memref<4x64xf32>, %out: memref<4x64xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return
}

// THRESHOLD-LABEL: func.func @into_fresh
// THRESHOLD-NOT:     nontemporal
// THRESHOLD:         vector.store
// THRESHOLD-NOT:     nontemporal
// THRESHOLD:         return
// FRESH-LABEL:   func.func @into_fresh
// FRESH:           vector.store {{.*}}nontemporal = true{{.*}} vector<16xf32>
// LLVM-THRESHOLD-LABEL: llvm.func @into_fresh(
// LLVM-THRESHOLD-NOT:     nontemporal
// LLVM-THRESHOLD:         llvm.store {{.*}} : vector<16xf32>
// LLVM-THRESHOLD-NOT:     nontemporal
// LLVM-THRESHOLD:         llvm.return
// LLVM-FRESH-LABEL: llvm.func @into_fresh(
// LLVM-FRESH:         llvm.store {{.*}}nontemporal{{.*}} : vector<16xf32>
func.func @into_fresh(%a: memref<4x64xf32>) -> memref<4x64xf32> {
  %out = memref.alloc() {alignment = 64 : i64} : memref<4x64xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x64xf32>) outs(%out : memref<4x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  }
  return %out : memref<4x64xf32>
}
