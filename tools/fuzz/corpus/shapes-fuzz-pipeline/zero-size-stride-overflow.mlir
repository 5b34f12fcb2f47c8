// The strides of a layout are products of sizes in minor-to-major order;
// they must be computed without int64 overflow even when a zero-size
// dimension makes the element count 0. Expected: a located error (the
// stride of dimension 0 would be 2^64), or a stride that is not the
// wrapped-around 0.
//
// Regression test, found by fuzzing. Before the fix: the addressability check multiplies the sizes in dimension
// order (0 * 4 * 2^62 = 0: no overflow), then layout_util::strides computes
// 4 * 2^62 (signed overflow, UB) and -shapes-lower-layouts prints
// strided<[0, 1, 4]>.
//

func.func private @f(memref<0x4x4611686018427387904xf32, #shapes.layout<minor_to_major = [1, 2, 0]>>)
