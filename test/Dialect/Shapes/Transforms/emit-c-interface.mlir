// -shapes-emit-c-interface: public definitions get llvm.emit_c_interface;
// declarations and private functions keep their convention.
// RUN: shapes-opt %s -shapes-emit-c-interface | FileCheck %s

// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NOT: emit_c_interface
func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: func.func @public_definition
// CHECK-SAME: attributes {llvm.emit_c_interface}
func.func @public_definition(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func private @private_definition
// CHECK-NOT: llvm.emit_c_interface
// CHECK: return
func.func private @private_definition(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
