// A global whose padded buffer is too large to hold an initializer
// (10^12 elements) must be rejected with a located error, not crash.
//
// Regression test, found by fuzzing. Before the fix: -shapes-lower-layouts aborts: "LLVM ERROR: SmallVector unable to
// grow. Requested capacity (1000000000000) is larger than maximum value for
// size type (4294967295)" (materializeLayoutGlobals allocates one Attribute
// per physical position).
//

#P = #shapes.layout<minor_to_major = [0], padded_dimensions = [1000000000000], padding_value = one>
memref.global "private" constant @g : memref<2xf32, #P> = dense<[1.0, 2.0]>
func.func @main() -> memref<2xf32, #P> {
  %a = memref.get_global @g : memref<2xf32, #P>
  return %a : memref<2xf32, #P>
}
