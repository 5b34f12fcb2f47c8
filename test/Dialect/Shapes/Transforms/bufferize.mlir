// -shapes-bufferize: a tensor with a #shapes.layout bufferizes to a memref
// with that layout, at function boundaries and for allocations; never a
// copy into the default layout.
// RUN: shapes-opt %s -shapes-bufferize -split-input-file | FileCheck %s

#padded = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#col = #shapes.layout<minor_to_major = [0, 1]>

// Function boundaries keep layouts; tensors without one get identity
// memrefs (not the fully dynamic layout of upstream's default).
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @boundaries
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32, #[[$L]]>, %[[B:.*]]: memref<3xf32>)
// CHECK-SAME: -> memref<2x3xf32, #[[$L1]]>
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32, #[[$L1]]>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[A]], %[[B]] : memref<2x3xf32, #[[$L]]>, memref<3xf32>)
// CHECK-SAME: outs(%[[ALLOC]] : memref<2x3xf32, #[[$L1]]>)
// CHECK-NOT: memref.copy
// CHECK: return %[[ALLOC]] : memref<2x3xf32, #[[$L1]]>
func.func @boundaries(%a: tensor<2x3xf32, #padded>, %b: tensor<3xf32>) -> tensor<2x3xf32, #col> {
  %e = tensor.empty() : tensor<2x3xf32, #col>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x3xf32, #padded>, tensor<3xf32>) outs(%e : tensor<2x3xf32, #col>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32, #col>
  return %r : tensor<2x3xf32, #col>
}

// -----

// bufferization.to_buffer of a layout tensor is the layout buffer: its
// stride metadata folds to the padded stride of dimension 1, 3.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// CHECK-LABEL: func.func @to_buffer
// CHECK-SAME: (%{{.*}}: memref<2x3xf32, #[[$L]]>)
// CHECK: %[[S:.*]] = arith.constant 3 : index
// CHECK: return %[[S]]
func.func @to_buffer(%a: tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>) -> index {
  %b = bufferization.to_buffer %a read_only : tensor<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> to memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %b : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>> -> memref<f32>, index, index, index, index, index
  return %strides#1 : index
}

// -----

// A constant with a layout: the default-layout constant copied into it.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// CHECK-LABEL: func.func @constant
// CHECK: %[[G:.*]] = memref.get_global @{{.*}} : memref<2x2xi32>
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi32, #[[$L]]>
// CHECK: linalg.copy ins(%[[G]] : memref<2x2xi32>) outs(%[[ALLOC]] : memref<2x2xi32, #[[$L]]>)
// CHECK: return %[[ALLOC]]
func.func @constant() -> tensor<2x2xi32, #shapes.layout<minor_to_major = [0, 1]>> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32, #shapes.layout<minor_to_major = [0, 1]>>
  return %c : tensor<2x2xi32, #shapes.layout<minor_to_major = [0, 1]>>
}

// -----

// A tensor.cast that changes the physical layout (upstream canonicalizations
// create such casts from identity copies) is a relayout: a copy.
// CHECK-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0], padded_dimensions = [6], padding_value = one>{{$}}
// CHECK-LABEL: func.func @cast_is_relayout
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>)
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, #[[$L]]>
// CHECK: linalg.copy ins(%[[A]] : memref<4xf32>) outs(%[[ALLOC]] : {{.*}})
func.func @cast_is_relayout(%a: tensor<4xf32>) -> tensor<4xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [6], padding_value = one>> {
  %c = tensor.cast %a : tensor<4xf32> to tensor<4xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [6], padding_value = one>>
  return %c : tensor<4xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [6], padding_value = one>>
}

// -----

// A cast between equivalent layouts stays a cast (same memory).
// CHECK-LABEL: func.func @cast_equivalent
// CHECK-NOT: linalg.copy
// CHECK: memref.cast
func.func @cast_equivalent(%a: tensor<2x3xf32>) -> tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>> {
  %c = tensor.cast %a : tensor<2x3xf32> to tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
  return %c : tensor<2x3xf32, #shapes.layout<minor_to_major = [1, 0]>>
}

// -----

// An array without elements is in every layout at once, but a memref.cast
// does not join buffers whose strides differ: a copy of no element.
// CHECK-LABEL: func.func @empty_cast_is_relayout
// CHECK-SAME: (%[[A:.*]]: memref<0x1x5x2xi64, #{{.*}}>)
// CHECK: %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<0x1x5x2xi64, #{{.*}}>
// CHECK: linalg.copy ins(%[[A]] : {{.*}}) outs(%[[ALLOC]] : {{.*}})
// CHECK-NOT: memref.cast
// CHECK: return %[[ALLOC]]
func.func @empty_cast_is_relayout(%a: tensor<0x1x5x2xi64, #shapes.layout<minor_to_major = [3, 0, 1, 2]>>) -> tensor<0x1x5x2xi64, #shapes.layout<minor_to_major = [2, 0, 1, 3]>> {
  %c = tensor.cast %a : tensor<0x1x5x2xi64, #shapes.layout<minor_to_major = [3, 0, 1, 2]>> to tensor<0x1x5x2xi64, #shapes.layout<minor_to_major = [2, 0, 1, 3]>>
  return %c : tensor<0x1x5x2xi64, #shapes.layout<minor_to_major = [2, 0, 1, 3]>>
}

// -----

// With dynamic sizes too, although a memref.cast would accept it (the
// strides of both are dynamic): the copy is made at the source's sizes,
// in the destination's layout, and then cast to the destination's sizes.
// CHECK-LABEL: func.func @dynamic_cast_is_relayout
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32, #{{.*}}>)
// CHECK: %[[D0:.*]] = memref.dim %[[A]], %c0
// CHECK: %[[D1:.*]] = memref.dim %[[A]], %c1
// CHECK: %[[ALLOC:.*]] = memref.alloc(%[[D0]], %[[D1]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK: linalg.copy ins(%[[A]] : {{.*}}) outs(%[[ALLOC]] : memref<?x?xf32>)
// CHECK: %[[C:.*]] = memref.cast %[[ALLOC]] : memref<?x?xf32> to memref<4x?xf32>
// CHECK: return %[[C]]
func.func @dynamic_cast_is_relayout(%a: tensor<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>>) -> tensor<4x?xf32> {
  %c = tensor.cast %a : tensor<?x?xf32, #shapes.layout<minor_to_major = [0, 1]>> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

// Layouts that are the same for every size stay a cast.
// CHECK-LABEL: func.func @dynamic_cast_equivalent
// CHECK-NOT: linalg.copy
// CHECK: memref.cast
func.func @dynamic_cast_equivalent(%a: tensor<?x?xf32, #shapes.layout<minor_to_major = [1, 0]>>) -> tensor<4x?xf32> {
  %c = tensor.cast %a : tensor<?x?xf32, #shapes.layout<minor_to_major = [1, 0]>> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

// The runner's printers only read their argument, so printing a tensor and
// using it again needs no copy.
// CHECK-LABEL: func.func private @printMemrefF32
// CHECK-SAME: (memref<*xf32> {bufferization.access = "read"})
// CHECK-LABEL: func.func @print_then_use
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.alloc
// CHECK: return
func.func private @printMemrefF32(tensor<*xf32>)
func.func @print_then_use(%a: tensor<4xf32>) -> tensor<4xf32> {
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return %a : tensor<4xf32>
}

// -----

// The subsets that empty tensor elimination made of a layout tensor.empty
// (an extract_slice, the value computed into it, the insert_slice back)
// share one allocation: each relayout is computed in its place in the
// result. The copies of each subset onto itself that one-shot
// bufferization leaves fold away in the pipeline's canonicalization.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @insert_into_layout
// CHECK-SAME: (%[[A:.+]]: memref<4x3xf32>, %[[B:.+]]: memref<2x3xf32>)
// CHECK: %[[R:.+]] = memref.alloc() {{.*}}: memref<6x3xf32, #{{.+}}>
// CHECK-NOT: memref.alloc
// CHECK: %[[TOP:.+]] = memref.subview %[[R]][0, 0] [4, 3] [1, 1]
// CHECK: linalg.copy ins(%[[A]] : memref<4x3xf32>) outs(%[[TOP]] :
// CHECK: %[[BOTTOM:.+]] = memref.subview %[[R]][4, 0] [2, 3] [1, 1]
// CHECK: linalg.copy ins(%[[B]] : memref<2x3xf32>) outs(%[[BOTTOM]] :
// CHECK: return %[[R]]
func.func @insert_into_layout(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> tensor<6x3xf32, #col> {
  %e = tensor.empty() : tensor<6x3xf32, #col>
  %sa = tensor.extract_slice %e[0, 0] [4, 3] [1, 1] : tensor<6x3xf32, #col> to tensor<4x3xf32, #col>
  %a0 = linalg.copy ins(%a : tensor<4x3xf32>) outs(%sa : tensor<4x3xf32, #col>) -> tensor<4x3xf32, #col>
  %1 = tensor.insert_slice %a0 into %e[0, 0] [4, 3] [1, 1] : tensor<4x3xf32, #col> into tensor<6x3xf32, #col>
  %sb = tensor.extract_slice %1[4, 0] [2, 3] [1, 1] : tensor<6x3xf32, #col> to tensor<2x3xf32, #col>
  %b0 = linalg.copy ins(%b : tensor<2x3xf32>) outs(%sb : tensor<2x3xf32, #col>) -> tensor<2x3xf32, #col>
  %2 = tensor.insert_slice %b0 into %1[4, 0] [2, 3] [1, 1] : tensor<2x3xf32, #col> into tensor<6x3xf32, #col>
  return %2 : tensor<6x3xf32, #col>
}

// -----

// A concatenation into a static result of inputs in its layout, some of
// them of '?' sizes: each input is inserted at its run-time sizes, the
// next one after it. The pattern used to take the inputs' static sizes,
// '?' included, and crashed.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @concat_dynamic_inputs
// CHECK-SAME: (%[[A:.+]]: memref<?x2xf32, #{{.+}}>, %[[B:.+]]: memref<?x2xf32, #{{.+}}>, %[[C:.+]]: memref<1x2xf32, #{{.+}}>)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[DA:.+]] = memref.dim %[[A]], %[[C0]]
// CHECK: %[[R:.+]] = memref.alloc() {{.*}}: memref<5x2xf32, #{{.+}}>
// CHECK: %[[SA:.+]] = memref.subview %[[R]][0, 0] [%[[DA]], 2] [1, 1]
// CHECK: memref.copy %[[A]], %[[SA]]
// CHECK: %[[DB:.+]] = memref.dim %[[B]], %[[C0]]
// CHECK: %[[SB:.+]] = memref.subview %[[R]][%[[DA]], 0] [%[[DB]], 2] [1, 1]
// CHECK: memref.copy %[[B]], %[[SB]]
// CHECK: %[[OFF:.+]] = arith.addi %[[DA]], %[[DB]] : index
// CHECK: %[[SC:.+]] = memref.subview %[[R]][%[[OFF]], 0] [1, 2] [1, 1]
// CHECK: memref.copy %[[C]], %[[SC]]
// CHECK: return %[[R]]
func.func @concat_dynamic_inputs(%a: tensor<?x2xf32, #col>, %b: tensor<?x2xf32, #col>, %c: tensor<1x2xf32, #col>) -> tensor<5x2xf32, #col> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x2xf32, #col>, tensor<?x2xf32, #col>, tensor<1x2xf32, #col>) -> tensor<5x2xf32, #col>
  return %r : tensor<5x2xf32, #col>
}

// -----

// Inputs in other layouts than the result's are inserted as they are:
// each insert copies from any layout, and no relayout copy of the whole
// result follows.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @concat_mixed_layouts
// CHECK-SAME: (%[[A:.+]]: memref<4x3xi64, #{{.+}}>, %[[B:.+]]: memref<4x3xi64>)
// CHECK: %[[R:.+]] = memref.alloc() {{.*}}: memref<8x3xi64, #{{.+}}>
// CHECK: %[[SA:.+]] = memref.subview %[[R]][0, 0] [4, 3] [1, 1]
// CHECK: memref.copy %[[A]], %[[SA]]
// CHECK: %[[SB:.+]] = memref.subview %[[R]][4, 0] [4, 3] [1, 1]
// CHECK: memref.copy %[[B]], %[[SB]]
// CHECK-NEXT: return %[[R]]
func.func @concat_mixed_layouts(%a: tensor<4x3xi64, #col>, %b: tensor<4x3xi64>) -> tensor<8x3xi64, #col> {
  %r = tensor.concat dim(0) %a, %b : (tensor<4x3xi64, #col>, tensor<4x3xi64>) -> tensor<8x3xi64, #col>
  return %r : tensor<8x3xi64, #col>
}

// -----

// An input whose size is '?' where the result's is static (outside the
// concatenated dimension) is cast to that size before the concatenation
// is decomposed: inserted at its '?' size into the static empty dimension,
// it failed the verifier ("offset 1 is out-of-bounds: 0 >= 0"). Refined,
// the insertions of nothing fold away.
// CHECK-LABEL: func.func @concat_into_static_empty
// CHECK-SAME: (%[[A:.+]]: memref<1x0xf32>, %[[B:.+]]: memref<2x?xf32>)
// CHECK: %[[R:.+]] = memref.alloc() {{.*}}: memref<3x0xf32>
// CHECK-NEXT: return %[[R]]
func.func @concat_into_static_empty(%a: tensor<1x0xf32>, %b: tensor<2x?xf32>) -> tensor<3x0xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<1x0xf32>, tensor<2x?xf32>) -> tensor<3x0xf32>
  return %r : tensor<3x0xf32>
}

// -----

// A pad of a source with a static empty dimension is all padding: a fill.
// Upstream's bufferization would take the subview of the result at the
// low padding, an offset its verifier rejects at the end of a dimension.
// CHECK-LABEL: func.func @pad_of_empty
// CHECK: %[[R:.+]] = memref.alloc() {{.*}}: memref<3x2xi32>
// CHECK-NEXT: linalg.fill ins(%{{.+}} : i32) outs(%[[R]] : memref<3x2xi32>)
// CHECK-NEXT: return %[[R]]
func.func @pad_of_empty(%a: tensor<0x2xi32>) -> tensor<3x2xi32> {
  %c = arith.constant 7 : i32
  %p = tensor.pad %a low[3, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<0x2xi32> to tensor<3x2xi32>
  return %p : tensor<3x2xi32>
}

// -----

// The same with a '?' size: the result's is the low padding, the source's
// and the high padding.
// CHECK-LABEL: func.func @pad_of_empty_dynamic
// CHECK-SAME: (%[[A:.+]]: memref<0x?xi32>)
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[D:.+]] = memref.dim %[[A]], %[[C1]]
// CHECK: %[[L:.+]] = arith.addi %[[D]], %[[C1]] : index
// CHECK: %[[S:.+]] = arith.addi %[[L]], %[[C2]] : index
// CHECK: %[[R:.+]] = memref.alloc(%[[S]]) {{.*}}: memref<0x?xi32>
// CHECK-NEXT: linalg.fill ins(%{{.+}} : i32) outs(%[[R]] : memref<0x?xi32>)
// CHECK-NEXT: return %[[R]]
func.func @pad_of_empty_dynamic(%a: tensor<0x?xi32>) -> tensor<0x?xi32> {
  %c = arith.constant 7 : i32
  %p = tensor.pad %a low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<0x?xi32> to tensor<0x?xi32>
  return %p : tensor<0x?xi32>
}
