// An unpadded layout whose static dimensions alone overflow int64 strides
// must be rejected like the fully static case, even when another dimension
// is dynamic.
//
// Regression test, found by fuzzing. Before the fix: it is accepted, and layout_util::strides overflows (signed
// overflow): -shapes-lower-layouts turns it into
// memref<?x4611686018427387904x4xf32, strided<[0, 4, 1]>>.
//
// RUN: not shapes-opt %s 2>&1 | FileCheck %s

// CHECK: dynamic-stride-overflow.mlir:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}more than 2^63-1 elements
func.func private @f(memref<?x4611686018427387904x4xf32, #shapes.layout<minor_to_major = [2, 1, 0]>>)
