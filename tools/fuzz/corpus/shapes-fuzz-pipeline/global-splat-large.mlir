// A large splat-initialized global in a non-default layout must be laid out
// without expanding the splat element by element (upstream lowers splat
// globals of any size in constant time). 10^8 elements here.
//
// Regression test, found by fuzzing. Before the fix: materializeLayoutGlobals builds a SmallVector<Attribute> of every
// logical value and every physical position: about 50 s and several GB for
// this global, so the 10 s limit below is hit.
//

#C = #shapes.layout<minor_to_major = [0, 1]>
memref.global "private" constant @g : memref<10000x10000xf32, #C> = dense<0.0>
func.func @main() -> memref<10000x10000xf32, #C> {
  %a = memref.get_global @g : memref<10000x10000xf32, #C>
  return %a : memref<10000x10000xf32, #C>
}
