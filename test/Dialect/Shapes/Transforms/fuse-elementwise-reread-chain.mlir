// A chain in which every value is read twice, `m = a * a` after each
// `a = m + p`. Recomputing a cheap producer in each of its readers would
// copy the whole chain above it at every step (2^13 additions here):
// -shapes-fuse-elementwise merges the two reads of one value and stops
// recomputing once a body reaches 64 ops, so the fused body stays linear in
// the chain.
//
// RUN: shapes-opt %s -shapes-lower-to-linalg -shapes-fuse-elementwise \
// RUN: | grep -c arith.addf | FileCheck %s
// At most 99 additions for the 12 of the chain.
// CHECK: {{^[1-9][0-9]?$}}

func.func @chain(%x: tensor<16x32xf32>, %p: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %a0 = shapes.add %x, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m0 = shapes.mul %a0, %a0 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a1 = shapes.add %m0, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m1 = shapes.mul %a1, %a1 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a2 = shapes.add %m1, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m2 = shapes.mul %a2, %a2 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a3 = shapes.add %m2, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m3 = shapes.mul %a3, %a3 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a4 = shapes.add %m3, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m4 = shapes.mul %a4, %a4 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a5 = shapes.add %m4, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m5 = shapes.mul %a5, %a5 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a6 = shapes.add %m5, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m6 = shapes.mul %a6, %a6 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a7 = shapes.add %m6, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m7 = shapes.mul %a7, %a7 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a8 = shapes.add %m7, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m8 = shapes.mul %a8, %a8 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a9 = shapes.add %m8, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m9 = shapes.mul %a9, %a9 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a10 = shapes.add %m9, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m10 = shapes.mul %a10, %a10 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %a11 = shapes.add %m10, %p : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %m11 = shapes.mul %a11, %a11 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  return %m11 : tensor<16x32xf32>
}
