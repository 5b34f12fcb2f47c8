// RUN: shapes-opt %s -split-input-file -shapes-prefetch-next-row -canonicalize | FileCheck %s

// A softmax-like row loop: the first loop reads row i of %x, the second
// (an exp, the most work) prefetches row i + 1 of %x, one 64-byte line
// (16 floats) per iteration, clamped to the row's last element and, in the
// last iteration, to row 7. The third loop prefetches nothing.
// CHECK-LABEL: func.func @softmax_rows
// CHECK-SAME:    (%[[X:[^:]*]]: memref<8192xf32>, %[[Y:[^:]*]]: memref<8192xf32>)
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C1023:.*]] = arith.constant 1023 : index
// CHECK-DAG:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-DAG:     %[[C8191:.*]] = arith.constant 8191 : index
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           %[[NEXT_I:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[NEXT:.*]] = arith.minsi %[[NEXT_I]], %[[C7]] : index
// CHECK:           scf.for
// CHECK-NOT:         memref.prefetch
// CHECK:             vector.reduction <maximumf>
// CHECK:           %[[START:.*]] = arith.muli %[[NEXT]], %[[C1024]] : index
// CHECK:           %[[END:.*]] = arith.addi %[[START]], %[[C1023]] : index
// CHECK:           %[[LAST:.*]] = arith.minsi %[[END]], %[[C8191]] : index
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             %[[N:.*]] = arith.divui %[[J]], %[[C16]] : index
// CHECK:             %[[OFF:.*]] = arith.muli %[[N]], %[[C16]] : index
// CHECK:             %[[LINE:.*]] = arith.addi %[[START]], %[[OFF]] : index
// CHECK:             %[[AT:.*]] = arith.minsi %[[LINE]], %[[LAST]] : index
// CHECK-NEXT:        memref.prefetch %[[X]][%[[AT]]], read, locality<3>, data
// CHECK-NOT:         memref.prefetch
// CHECK:             math.exp
// CHECK:           scf.for
// CHECK-NOT:         memref.prefetch
// CHECK:             arith.divf
// CHECK:           scf.reduce
func.func @softmax_rows(%x: memref<8192xf32>, %y: memref<8192xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1024 = arith.constant 1024 : index
  %ninf = arith.constant dense<0xFF800000> : vector<16xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %row = affine.apply affine_map<(d0) -> (d0 * 1024)>(%i)
    %m = scf.for %j = %c0 to %c1024 step %c16 iter_args(%acc = %ninf) -> (vector<16xf32>) {
      %at = arith.addi %row, %j : index
      %v = vector.load %x[%at] : memref<8192xf32>, vector<16xf32>
      %max = arith.maximumf %acc, %v : vector<16xf32>
      scf.yield %max : vector<16xf32>
    }
    %ms = vector.reduction <maximumf>, %m : vector<16xf32> into f32
    %mb = vector.broadcast %ms : f32 to vector<16xf32>
    scf.for %j = %c0 to %c1024 step %c16 {
      %at = arith.addi %row, %j : index
      %v = vector.load %x[%at] : memref<8192xf32>, vector<16xf32>
      %d = arith.subf %v, %mb : vector<16xf32>
      %e = math.exp %d : vector<16xf32>
      %e2 = math.exp %e : vector<16xf32>
      vector.store %e2, %y[%at] : memref<8192xf32>, vector<16xf32>
    }
    scf.for %j = %c0 to %c1024 step %c16 {
      %at = arith.addi %row, %j : index
      %v = vector.load %y[%at] : memref<8192xf32>, vector<16xf32>
      %q = arith.divf %v, %mb : vector<16xf32>
      vector.store %q, %y[%at] : memref<8192xf32>, vector<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Rows of 17 floats at a stride of 20 (a padded layout, 80 bytes: two
// lines), from element 3, read by a first loop of two loads per element,
// and a second loop of two iterations: iteration n prefetches line n of
// row i + 1 from its first element, 20 * (i + 1) + 3, clamped to the last
// element of that row's stride and of the buffer.
// CHECK-LABEL: func.func @padded_rows
// CHECK-SAME:    (%[[X:[^:]*]]: memref<163xf32>
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG:     %[[C22:.*]] = arith.constant 22 : index
// CHECK-DAG:     %[[C162:.*]] = arith.constant 162 : index
// CHECK:         scf.parallel
// CHECK:           %[[NEXT:.*]] = arith.minsi
// CHECK:           scf.for
// CHECK:           %[[ROW:.*]] = arith.muli %[[NEXT]], %[[C20]] : index
// CHECK:           %[[START:.*]] = arith.addi %[[ROW]], %[[C3]] : index
// CHECK:           %[[END:.*]] = arith.addi %[[ROW]], %[[C22]] : index
// CHECK:           %[[LAST:.*]] = arith.minsi %[[END]], %[[C162]] : index
// CHECK:           scf.for %[[J:.*]] =
// CHECK:             %[[OFF:.*]] = arith.muli %[[J]], %[[C16]] : index
// CHECK:             %[[LINE:.*]] = arith.addi %[[START]], %[[OFF]] : index
// CHECK:             %[[AT:.*]] = arith.minsi %[[LINE]], %[[LAST]] : index
// CHECK:             memref.prefetch %[[X]][%[[AT]]]
// CHECK-NOT:         memref.prefetch
// CHECK:             math.exp
func.func @padded_rows(%x: memref<163xf32>, %y: memref<163xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  %c20 = arith.constant 20 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %row = arith.muli %i, %c20 : index
    %first = arith.addi %row, %c3 : index
    %s = scf.for %j = %c0 to %c17 step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = arith.addi %first, %j : index
      %u = memref.load %x[%a] : memref<163xf32>
      %t = arith.addf %acc, %u : f32
      scf.yield %t : f32
    }
    scf.for %j = %c0 to %c2 step %c1 {
      %at = arith.addi %first, %j : index
      %e = math.exp %s : f32
      %f = math.exp %e : f32
      memref.store %f, %y[%at] : memref<163xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Nothing to prefetch: one loop per row; rows below one line (15 floats);
// and rows of more than 16 KiB.
// CHECK-LABEL: func.func @one_loop
// CHECK-NOT:     memref.prefetch
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT:     memref.prefetch
// CHECK-LABEL: func.func @long_rows
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @one_loop(%x: memref<2048xf32>, %y: memref<2048xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c1024 = arith.constant 1024 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %row = arith.muli %i, %c1024 : index
    scf.for %j = %c0 to %c1024 step %c16 {
      %at = arith.addi %row, %j : index
      %v = vector.load %x[%at] : memref<2048xf32>, vector<16xf32>
      vector.store %v, %y[%at] : memref<2048xf32>, vector<16xf32>
    }
    scf.reduce
  }
  return
}

func.func @short_rows(%x: memref<30xf32>, %y: memref<30xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c15 = arith.constant 15 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %row = arith.muli %i, %c15 : index
    scf.for %j = %c0 to %c15 step %c1 {
      %at = arith.addi %row, %j : index
      %v = memref.load %x[%at] : memref<30xf32>
      memref.store %v, %y[%at] : memref<30xf32>
    }
    scf.for %j = %c0 to %c15 step %c1 {
      %at = arith.addi %row, %j : index
      %v = memref.load %y[%at] : memref<30xf32>
      %e = math.exp %v : f32
      memref.store %e, %y[%at] : memref<30xf32>
    }
    scf.reduce
  }
  return
}

func.func @long_rows(%x: memref<16400xf32>, %y: memref<16400xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c4100 = arith.constant 4100 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %row = arith.muli %i, %c4100 : index
    scf.for %j = %c0 to %c4100 step %c16 {
      %at = arith.addi %row, %j : index
      %v = memref.load %x[%at] : memref<16400xf32>
      memref.store %v, %y[%at] : memref<16400xf32>
    }
    scf.for %j = %c0 to %c4100 step %c16 {
      %at = arith.addi %row, %j : index
      %v = memref.load %y[%at] : memref<16400xf32>
      %e = math.exp %v : f32
      memref.store %e, %y[%at] : memref<16400xf32>
    }
    scf.reduce
  }
  return
}
