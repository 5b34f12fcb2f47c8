// An empty global (a zero-size dimension) in a #shapes.layout: its flat
// global has no elements (unpadded) or only padding (padded).
//
// Regression test, found by fuzzing. Before the fix: (since "splats stay splats") -shapes-lower-layouts crashes with
// SIGSEGV in DenseElementsAttr::AttributeElementIterator::operator*, called
// from materializeLayoutGlobals on the empty `dense<>` initializer.
//

memref.global "private" constant @empty : memref<0xi32, #shapes.layout<minor_to_major = [0]>> = dense<>
memref.global "private" constant @rows : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>> = dense<>
memref.global "private" constant @padded : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [2, 3], padding_value = lowest>> = dense<>

func.func @main() -> (memref<0xi32, #shapes.layout<minor_to_major = [0]>>, memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>) {
  %a = memref.get_global @empty : memref<0xi32, #shapes.layout<minor_to_major = [0]>>
  %b = memref.get_global @rows : memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>
  return %a, %b : memref<0xi32, #shapes.layout<minor_to_major = [0]>>, memref<0x3xi32, #shapes.layout<minor_to_major = [0, 1]>>
}
