// The printer names each distinct #shapes.layout once, before the module,
// as #layout, #layout1, ..., and every type, memref layout and attribute
// that holds it uses the alias. The aliases parse back to the same IR. The
// input's own alias names (#cm, #padded) are not kept.
// RUN: shapes-opt %s | FileCheck %s
// RUN: shapes-opt %s | shapes-opt | FileCheck %s
// RUN: shapes-opt %s -emit-bytecode | shapes-opt | FileCheck %s
// Without aliases (-mlir-print-local-scope), each use is written in full.
// RUN: shapes-opt %s -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

#cm = #shapes.layout<minor_to_major = [0, 1]>
#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>

// CHECK:      {{^}}#layout = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-NEXT: {{^}}#layout1 = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>{{$}}
// CHECK-NOT:  #shapes.layout
// CHECK-LABEL: func.func @f
// CHECK-SAME: (%{{.*}}: tensor<2x3xf32, #layout>, %{{.*}}: memref<2x3xf32, #layout1>)
// CHECK-SAME: -> tensor<2x3xf32, #layout1> attributes {layout = #layout1}
// CHECK:      shapes.relayout %{{.*}} : tensor<2x3xf32, #layout> to tensor<2x3xf32, #layout1>
// CHECK:      return %{{.*}} : tensor<2x3xf32, #layout1>

// LOCAL-NOT:   #layout
// LOCAL-LABEL: func.func @f
// LOCAL-SAME: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1]>>
// LOCAL-SAME: memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5], padding_value = one>>
func.func @f(%t: tensor<2x3xf32, #cm>, %m: memref<2x3xf32, #padded>) -> tensor<2x3xf32, #padded>
    attributes {layout = #padded} {
  %r = shapes.relayout %t : tensor<2x3xf32, #cm> to tensor<2x3xf32, #padded>
  return %r : tensor<2x3xf32, #padded>
}
