// An unpadded layout whose static dimensions alone overflow int64 strides
// must be rejected like the fully static case, even when another dimension
// is dynamic.
//
// Regression test, found by fuzzing. Before the fix: it is accepted, and layout_util::strides overflows (signed
// overflow): -shapes-lower-layouts turns it into
// memref<?x4611686018427387904x4xf32, strided<[0, 4, 1]>>.
//

func.func private @f(memref<?x4611686018427387904x4xf32, #shapes.layout<minor_to_major = [2, 1, 0]>>)
