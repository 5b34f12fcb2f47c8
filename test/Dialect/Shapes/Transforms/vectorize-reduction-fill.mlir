// RUN: shapes-opt %s -split-input-file -shapes-vectorize | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The init buffer is a fresh allocation filled with -inf just before: the
// nest combines each row's max with -inf and stores it, without the fill
// and without loading the init.
// CHECK-LABEL: func.func @filled_alloc
// CHECK-SAME:    %[[X:.*]]: memref<8x37xf32>
// CHECK-DAG:     %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NOT:     linalg.fill
// CHECK:         %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NOT:     linalg.fill
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK-NOT:       memref.load
// CHECK:           %[[V:.*]] = vector.reduction <maximumf>, %{{.*}}, %[[NINF]]
// CHECK-NOT:       memref.load
// CHECK:           memref.store %[[V]], %{{.*}}[%{{.*}}] : memref<8xf32>
func.func @filled_alloc(%x: memref<8x37xf32>) -> memref<8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %m = memref.alloc() : memref<8xf32>
  linalg.fill ins(%ninf : f32) outs(%m : memref<8xf32>)
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%m : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %out, %in : f32
    linalg.yield %0 : f32
  }
  return %m : memref<8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// The init is the caller's buffer: loaded.
// CHECK-LABEL: func.func @argument_init
// CHECK:         scf.parallel
// CHECK:           memref.load
// CHECK:           vector.reduction <add>
// CHECK:           memref.store
func.func @argument_init(%x: memref<8x37xf32>, %s: memref<8xf32>) {
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Something reads the filled buffer before the reduction: the fill stays
// and the init is loaded.
// CHECK-LABEL: func.func @read_between
// CHECK:         linalg.fill
// CHECK:         vector.store
// CHECK:         scf.parallel
// CHECK:           memref.load
// CHECK:           vector.reduction <add>
// CHECK:           memref.store
func.func @read_between(%x: memref<8x37xf32>, %t: memref<8xf32>) -> memref<8xf32> {
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%s : memref<8xf32>)
  memref.copy %s, %t : memref<8xf32> to memref<8xf32>
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return %s : memref<8xf32>
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A previous reduction's result is the init of the next: the fill only
// reaches the first.
// CHECK-LABEL: func.func @previous_result
// CHECK-NOT:     linalg.fill
// CHECK:         scf.parallel
// CHECK-NOT:       memref.load
// CHECK:           vector.reduction <add>
// CHECK-NOT:       memref.load
// CHECK:           memref.store
// CHECK:         scf.parallel
// CHECK:           memref.load
// CHECK:           vector.reduction <add>
// CHECK:           memref.store
func.func @previous_result(%x: memref<8x37xf32>) -> memref<8xf32> {
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%s : memref<8xf32>)
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x37xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %out, %in : f32
    linalg.yield %0 : f32
  }
  return %s : memref<8xf32>
}
