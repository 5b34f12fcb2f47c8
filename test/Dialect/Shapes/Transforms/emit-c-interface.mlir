// -shapes-emit-c-interface: public definitions get llvm.emit_c_interface;
// declarations and private functions keep their convention. Each memref
// argument of a definition with a C interface gets shapes.memref_type, its
// type, for -shapes-c-interface-offsets; other arguments do not.
// RUN: shapes-opt %s -shapes-emit-c-interface | FileCheck %s

// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NOT: emit_c_interface
// CHECK-NOT: shapes.memref_type
func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: func.func @public_definition(
// CHECK-SAME: %{{.*}}: memref<4xf32> {shapes.memref_type = memref<4xf32>},
// CHECK-SAME: %{{.*}}: index,
// CHECK-SAME: %{{.*}}: memref<?x3xi8, strided<[3, 1], offset: ?>> {shapes.memref_type = memref<?x3xi8, strided<[3, 1], offset: ?>>},
// CHECK-SAME: %{{.*}}: memref<*xf64> {shapes.memref_type = memref<*xf64>})
// CHECK-SAME: -> memref<4xf32> attributes {llvm.emit_c_interface}
func.func @public_definition(%a: memref<4xf32>, %n: index,
                             %b: memref<?x3xi8, strided<[3, 1], offset: ?>>,
                             %u: memref<*xf64>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func private @private_definition
// CHECK-NOT: llvm.emit_c_interface
// CHECK-NOT: shapes.memref_type
// CHECK: return
func.func private @private_definition(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// A C interface requested before: its arguments are recorded too.
// CHECK-LABEL: func.func private @requested(
// CHECK-SAME: %{{.*}}: memref<2xi32> {shapes.memref_type = memref<2xi32>})
// CHECK-SAME: attributes {llvm.emit_c_interface}
func.func private @requested(%a: memref<2xi32>) attributes {llvm.emit_c_interface} {
  return
}
