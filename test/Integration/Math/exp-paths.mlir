// -shapes-approximate-math computes f32 exp in one of two ways, chosen once
// per vector: when |x| <= 86 in every lane, k is added to the exponent
// field of exp(r); otherwise the clamped argument is scaled by two
// multiplications. Both must give the same bits wherever the first is
// taken. For each sample x this test runs exp on two vector<8xf32>: x in
// every lane (the first way when |x| <= 86), and x in lanes 0-6 with 100
// in lane 7 (always the second way). It counts the samples where lane 0
// of the two differs (two NaNs are equal) or lane 7 is not +inf.
//
// Samples, both signs: every 7919th bit pattern of the whole range
// (infinities and NaNs included), every 61st with a magnitude from 80 to
// 105 (the bound, overflow and the subnormal results), and every one
// within 256 patterns of 86.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// CHECK: samples 650828
// CHECK-NEXT: differing 0

func.func @exp8(%v: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %v : vector<8xf32>
  return %e : vector<8xf32>
}

// 1 when the two ways disagree for x, else 0.
func.func @differs(%x: f32) -> i32 {
  %out = arith.constant 100.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %all = vector.broadcast %x : f32 to vector<8xf32>
  %mixed = vector.insert %out, %all [7] : f32 into vector<8xf32>
  %a = func.call @exp8(%all) : (vector<8xf32>) -> vector<8xf32>
  %b = func.call @exp8(%mixed) : (vector<8xf32>) -> vector<8xf32>
  %a0 = vector.extract %a[0] : f32 from vector<8xf32>
  %b0 = vector.extract %b[0] : f32 from vector<8xf32>
  %b7 = vector.extract %b[7] : f32 from vector<8xf32>
  %ai = arith.bitcast %a0 : f32 to i32
  %bi = arith.bitcast %b0 : f32 to i32
  %bits = arith.cmpi ne, %ai, %bi : i32
  %anan = arith.cmpf uno, %a0, %a0 : f32
  %bnan = arith.cmpf uno, %b0, %b0 : f32
  %nans = arith.andi %anan, %bnan : i1
  %true = arith.constant true
  %notnans = arith.xori %nans, %true : i1
  %lane0 = arith.andi %bits, %notnans : i1
  %lane7 = arith.cmpf une, %b7, %inf : f32
  %wrong = arith.ori %lane0, %lane7 : i1
  %r = arith.extui %wrong : i1 to i32
  return %r : i32
}

// (samples, differing) over the bit patterns first, first + step, ...
// below end, each with both signs.
func.func @sweep(%first: index, %end: index, %step: index) -> (i32, i32) {
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %sign = arith.constant 0x80000000 : i32
  %r:2 = scf.for %p = %first to %end step %step
      iter_args(%n = %zero, %d = %zero) -> (i32, i32) {
    %bits = arith.index_cast %p : index to i32
    %x = arith.bitcast %bits : i32 to f32
    %negbits = arith.ori %bits, %sign : i32
    %negx = arith.bitcast %negbits : i32 to f32
    %dx = func.call @differs(%x) : (f32) -> i32
    %dn = func.call @differs(%negx) : (f32) -> i32
    %n1 = arith.addi %n, %two : i32
    %d1 = arith.addi %d, %dx : i32
    %d2 = arith.addi %d1, %dn : i32
    scf.yield %n1, %d2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @main() {
  // The whole range: 0 to 0x7FFFFFFF.
  %c0 = arith.constant 0 : index
  %top = arith.constant 0x80000000 : index
  %c7919 = arith.constant 7919 : index
  %n1, %d1 = func.call @sweep(%c0, %top, %c7919) : (index, index, index) -> (i32, i32)
  // 80 (0x42A00000) to 105 (0x42D20000).
  %from80 = arith.constant 0x42A00000 : index
  %to105 = arith.constant 0x42D20000 : index
  %c61 = arith.constant 61 : index
  %n2, %d2 = func.call @sweep(%from80, %to105, %c61) : (index, index, index) -> (i32, i32)
  // 86 (0x42AC0000) and its 256 neighbours on each side.
  %below86 = arith.constant 0x42ABFF00 : index
  %above86 = arith.constant 0x42AC0101 : index
  %c1 = arith.constant 1 : index
  %n3, %d3 = func.call @sweep(%below86, %above86, %c1) : (index, index, index) -> (i32, i32)
  %n12 = arith.addi %n1, %n2 : i32
  %n = arith.addi %n12, %n3 : i32
  %d12 = arith.addi %d1, %d2 : i32
  %d = arith.addi %d12, %d3 : i32
  vector.print str "samples "
  vector.print %n : i32
  vector.print str "differing "
  vector.print %d : i32
  return
}
