// RUN: shapes-opt %s -split-input-file -shapes-assign-layouts | FileCheck %s
// RUN: shapes-opt %s -split-input-file -shapes-assign-layouts="mode=greedy" | FileCheck %s
// RUN: shapes-opt %s -split-input-file -shapes-assign-layouts="mode=exact" | FileCheck %s
// Every function's components above a cap of 0: PBQP's reductions solve
// them, to the same choices.
// RUN: shapes-opt %s -split-input-file -shapes-assign-layouts="cap=0" | FileCheck %s

// The motifs of layout assignment, each at its optimum: the fewest bytes
// that relayout copies move once -shapes-to-llvm has fused what it fuses.

// Transposes that cancel: the first is a view in column-major, and the
// pair folds away.
// CHECK-LABEL: func.func @cancel
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT:    return %[[X]] : tensor<4x8xf32>
func.func @cancel(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %r = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A transpose around an elementwise op: the add writes column-major, so
// that the returned transpose is a view. The first transpose's copy is
// fused into the add in any layout: it stays as written.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @around_add
// CHECK:         %[[T:.*]] = shapes.transpose %{{.*}} : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT:    %[[A:.*]] = shapes.add %[[T]], %[[T]] : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32, #[[COL:.*]]>
// CHECK-NEXT:    %[[R:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<8x4xf32, #[[COL]]> -> tensor<4x8xf32>
// CHECK-NEXT:    return %[[R]]
func.func @around_add(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = shapes.transpose %a, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A value with four readers: the first wants it column-major, the three
// others row-major. Written column-major, three transposes copy; the
// optimum copies once, for the first (depth-first greedy from the first
// use would keep three). The three read by a call are not results: were
// they returned, -shapes-distinct-results would give two of the three
// views a buffer of their own, and the two layouts would cost the same.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @majority
// CHECK:         %[[A:.*]] = shapes.add %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>{{$}}
// CHECK-NEXT:    shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>{{$}}
// CHECK-COUNT-3: shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #
func.func private @consume(tensor<8x4xf32, #col>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>)
func.func @majority(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #col>
  %t0 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %t3 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  call @consume(%t1, %t2, %t3) : (tensor<8x4xf32, #col>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>) -> ()
  return %t0 : tensor<8x4xf32>
}

// -----

// The results of a public function have buffers of their own. Returned
// twice, and in the other layout, the add is relaid out once per result:
// each relayout computes the add again, and nothing is cloned. Its
// row-major transpose is then a view, and its two column-major ones copy.
// Row-major, the add and its two column-major transposes would return one
// buffer four times (three clones), beside the row-major transpose's copy.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @returned_twice
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<4x8xf32, #[[COL:.*]]>
// CHECK-NEXT:    %[[R0:.*]] = shapes.relayout %[[A]] : tensor<4x8xf32, #[[COL]]> to tensor<4x8xf32>
// CHECK-NEXT:    %[[R1:.*]] = shapes.relayout %[[A]] : tensor<4x8xf32, #[[COL]]> to tensor<4x8xf32>
// CHECK-NEXT:    %[[T0:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32, #[[COL]]> -> tensor<8x4xf32>{{$}}
// CHECK-NEXT:    %[[T1:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32, #[[COL]]> -> tensor<8x4xf32, #[[COL]]>
// CHECK-NEXT:    %[[T3:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32, #[[COL]]> -> tensor<8x4xf32, #[[COL]]>
// CHECK-NEXT:    return %[[T0]], %[[T1]], %[[R1]], %[[T3]], %[[R0]]
func.func @returned_twice(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32, #col>, tensor<4x8xf32>, tensor<8x4xf32, #col>, tensor<4x8xf32>) {
  %a = shapes.add %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t0 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  %t3 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  return %t0, %t1, %a, %t3, %a : tensor<8x4xf32>, tensor<8x4xf32, #col>, tensor<4x8xf32>, tensor<8x4xf32, #col>, tensor<4x8xf32>
}

// -----

// Views of one value share its buffer, returned or not. Written
// column-major, the multiply's three row-major transposes would be views
// of it, returned beside it twice: four clones, and a copy for its
// column-major transpose. Row-major, it is relaid out for its two
// column-major results (computed again in each relayout), its
// column-major transpose is returned as a view, and its three row-major
// transposes copy: three copies.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @views_share_a_buffer
// CHECK:         %[[M:.*]] = shapes.mul %{{.*}} -> tensor<4x8xf32>{{$}}
// CHECK-NEXT:    shapes.relayout %[[M]] : tensor<4x8xf32> to tensor<4x8xf32, #[[COL:.*]]>
// CHECK-NEXT:    shapes.relayout %[[M]] : tensor<4x8xf32> to tensor<4x8xf32, #[[COL]]>
// CHECK-NEXT:    shapes.transpose %[[M]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #[[COL]]>
// CHECK-COUNT-3: shapes.transpose %[[M]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>{{$}}
func.func @views_share_a_buffer(%x: tensor<4x8xf32, #col>) -> (tensor<8x4xf32, #col>, tensor<8x4xf32>, tensor<4x8xf32, #col>, tensor<8x4xf32>, tensor<4x8xf32, #col>, tensor<8x4xf32>) {
  %m = shapes.mul %x, %x : (tensor<4x8xf32, #col>, tensor<4x8xf32, #col>) -> tensor<4x8xf32, #col>
  %t0 = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %t1 = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  %t3 = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  %t5 = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  return %t0, %t1, %m, %t3, %m, %t5 : tensor<8x4xf32, #col>, tensor<8x4xf32>, tensor<4x8xf32, #col>, tensor<8x4xf32>, tensor<4x8xf32, #col>, tensor<8x4xf32>
}

// -----

// A diamond whose two readers want different layouts: one copy is
// unavoidable, and the value stays as written (row-major), the column-major
// reader a view.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @diamond
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<4x8xf32>{{$}}
// CHECK-NEXT:    shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>{{$}}
// CHECK-NEXT:    shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #
func.func @diamond(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32, #col>) {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  return %t1, %t2 : tensor<8x4xf32>, tensor<8x4xf32, #col>
}

// -----

// A non-default result layout: written row-major, the add is relaid out
// for the column-major result and its transpose copies; in column-major
// the relayout folds away and the transpose is a view. The transpose is
// read by a call: were it returned too, it and the add would return one
// buffer, and one of them would be cloned (the cost of the copy).
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @col_result
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<4x8xf32, #[[COL:.*]]>
// CHECK-NEXT:    %[[T:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<4x8xf32, #[[COL]]> -> tensor<8x4xf32>
// CHECK-NEXT:    call @consume_row(%[[T]])
// CHECK-NEXT:    return %[[A]]
func.func private @consume_row(tensor<8x4xf32>)
func.func @col_result(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32, #col> {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = shapes.relayout %a : tensor<4x8xf32> to tensor<4x8xf32, #col>
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  call @consume_row(%t) : (tensor<8x4xf32>) -> ()
  return %r : tensor<4x8xf32, #col>
}

// -----

// Padded layouts: the transpose of a padded argument takes its padded
// layout permuted (a view, widths permuted along), and the relayout into
// the padded result folds away.
#pad = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [5, 8]>
#padt = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 5]>
// CHECK-DAG:   #[[PADT:.*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 5]>
// CHECK-LABEL: func.func @padded
// CHECK:         %[[T:.*]] = shapes.transpose %{{.*}} -> tensor<8x4xf32, #[[PADT]]>
// CHECK-NEXT:    %[[A:.*]] = shapes.add %[[T]], %[[T]] : (tensor<8x4xf32, #[[PADT]]>, tensor<8x4xf32, #[[PADT]]>) -> tensor<8x4xf32>
// CHECK-NEXT:    return %[[T]], %[[A]]
func.func @padded(%x: tensor<4x8xf32, #pad>) -> (tensor<8x4xf32, #padt>, tensor<8x4xf32>) {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32, #pad> -> tensor<8x4xf32>
  %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = shapes.relayout %t : tensor<8x4xf32> to tensor<8x4xf32, #padt>
  return %r, %a : tensor<8x4xf32, #padt>, tensor<8x4xf32>
}

// -----

// A dot that reads a transpose twice, through two maps: no fusion absorbs
// the copy, so the transpose becomes a view that the dot reads in place.
// CHECK-LABEL: func.func @dot_twice
// CHECK:         %[[T:.*]] = shapes.transpose %{{.*}} : tensor<4x4xf32> -> tensor<4x4xf32, #[[COL:.*]]>
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[T]], %[[T]] : tensor<4x4xf32, #[[COL]]>, tensor<4x4xf32, #[[COL]]>)
func.func @dot_twice(%x: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

// -----

// A reduction after a transpose: the reduce fuses the copy in any layout,
// so the transpose stays as written.
// CHECK-LABEL: func.func @reduce_after_transpose
// CHECK:         shapes.transpose %{{.*}} : tensor<4x8xf32> -> tensor<8x4xf32>{{$}}
func.func @reduce_after_transpose(%x: tensor<4x8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %r = linalg.reduce ins(%t : tensor<8x4xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<8xf32>
}

// -----

// A pinned value keeps its layout, and the copies it implies.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @pinned
// CHECK:         shapes.add %{{.*}} {shapes.pin_layout} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #
func.func @pinned(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %a = shapes.add %x, %y {shapes.pin_layout} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #col>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  return %t1, %t2 : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// A reader that cannot read another layout (a reshape) gets the layout it
// read through one relayout, when the other readers make that cheaper.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @fixed_reader
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<4x8xf32>{{$}}
// CHECK-DAG:     %[[R:.*]] = shapes.relayout %[[A]] : tensor<4x8xf32> to tensor<4x8xf32, #
// CHECK-DAG:     tensor.collapse_shape %[[R]]
func.func @fixed_reader(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<32xf32>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>) {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #col>
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32, #col> into tensor<32xf32>
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  %t3 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32, #col>
  return %c, %t1, %t2, %t3 : tensor<32xf32>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>, tensor<8x4xf32, #col>
}

// -----

// Two dots read %s as their B, which their packed kernels prefer with N
// minor (a column-major B costs about a relayout copy of it); the returned
// transpose would be a view of a column-major %s. Two preferences outweigh
// one copy: %s stays row-major and the transpose copies.
// CHECK-LABEL: func.func @dots_prefer_b_rows
// CHECK:         %[[S:.*]] = shapes.add %{{.*}} -> tensor<16x16xf32>{{$}}
// CHECK:         shapes.transpose %[[S]], permutation = [1, 0] : tensor<16x16xf32> -> tensor<16x16xf32>{{$}}
// CHECK-COUNT-2: ins(%{{.*}}, %[[S]] : tensor<16x16xf32>, tensor<16x16xf32>)
func.func @dots_prefer_b_rows(%p: tensor<16x16xf32>, %a: tensor<16x16xf32>, %i0: tensor<16x16xf32>, %i1: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
  %s = shapes.add %p, %p : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<16x16xf32> -> tensor<16x16xf32>
  %d0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %s : tensor<16x16xf32>, tensor<16x16xf32>) outs(%i0 : tensor<16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  %d1 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %s : tensor<16x16xf32>, tensor<16x16xf32>) outs(%i1 : tensor<16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %t, %d0, %d1 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// One dot reads %s as its B: its preference costs a byte less than the
// transpose's copy, so %s is column-major and the transpose a view.
// CHECK-LABEL: func.func @dot_b_tie
// CHECK:         %[[S:.*]] = shapes.add %{{.*}} -> tensor<16x16xf32, #[[COL:.*]]>
// CHECK:         shapes.transpose %[[S]], permutation = [1, 0] : tensor<16x16xf32, #[[COL]]> -> tensor<16x16xf32>{{$}}
// CHECK:         ins(%{{.*}}, %[[S]] : tensor<16x16xf32>, tensor<16x16xf32, #[[COL]]>)
func.func @dot_b_tie(%p: tensor<16x16xf32>, %a: tensor<16x16xf32>, %i0: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %s = shapes.add %p, %p : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %t = shapes.transpose %s, permutation = [1, 0] : tensor<16x16xf32> -> tensor<16x16xf32>
  %d0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %s : tensor<16x16xf32>, tensor<16x16xf32>) outs(%i0 : tensor<16x16xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %t, %d0 : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// Bounded (`<=`) sizes: padded layouts of bounded bytes, whose order is
// chosen as any other's, their bounds kept. The transpose is a view of
// the max into the returned layout; the relayout of the max into the
// other returned layout is fused into a second max.
#b = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [16, 8]>
#bc = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [16, 8]>
#bt = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [8, 16]>
#btc = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [8, 16]>
// CHECK-LABEL: func.func @bounded
// CHECK:         %[[A:.*]] = shapes.max
// CHECK-NEXT:    %[[T:.*]] = shapes.transpose %[[A]], permutation = [1, 0] : tensor<?x8xf32, #[[B:.*]]> -> tensor<8x?xf32, #[[BTC:.*]]>
// CHECK-NEXT:    %[[R:.*]] = shapes.relayout %[[A]]
// CHECK-NEXT:    return %[[T]], %[[R]]
func.func @bounded(%x: tensor<?x8xf32, #b>, %y: tensor<?x8xf32, #bc>) -> (tensor<8x?xf32, #btc>, tensor<?x8xf32, #bc>) {
  %a = shapes.max %x, %y : (tensor<?x8xf32, #b>, tensor<?x8xf32, #bc>) -> tensor<?x8xf32, #b>
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<?x8xf32, #b> -> tensor<8x?xf32, #bt>
  %rt = shapes.relayout %t : tensor<8x?xf32, #bt> to tensor<8x?xf32, #btc>
  %ra = shapes.relayout %a : tensor<?x8xf32, #b> to tensor<?x8xf32, #bc>
  return %rt, %ra : tensor<8x?xf32, #btc>, tensor<?x8xf32, #bc>
}

// -----

// A pad (tensor.insert_slice into a filled tensor.empty, as the HLO
// importer writes it) writes the layout it is returned in, and copies its
// source from any layout. The transpose, which only the pad reads, is
// written in its place: one copy in either layout, so it keeps its own.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @pad
// CHECK:         %[[T:.*]] = shapes.transpose %{{.*}} : tensor<8x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<6x8xf32, #[[COL:.*]]>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<6x8xf32, #[[COL]]>)
// CHECK-NEXT:    %[[P:.*]] = tensor.insert_slice %[[T]] into %[[F]][1, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x8xf32, #[[COL]]>
// CHECK-NEXT:    return %[[P]]
func.func @pad(%x: tensor<8x4xf32>, %zero: f32) -> tensor<6x8xf32, #col> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x8xf32>) -> tensor<6x8xf32>
  %p = tensor.insert_slice %t into %f[1, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x8xf32>
  %r = shapes.relayout %p : tensor<6x8xf32> to tensor<6x8xf32, #col>
  return %r : tensor<6x8xf32, #col>
}

// -----

// A concatenation copies each input into its place from any layout, and a
// copy that only it reads is written there. The identity transpose stays
// a view of the argument, and folds away (the result is then a clone);
// row-major, it would copy, and so would the relayout for its
// column-major result.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @concat
// CHECK-SAME:    (%[[X:.*]]: tensor<4x3xi64, #{{.*}}>)
// CHECK-NOT:     shapes.transpose
// CHECK:         tensor.concat
// CHECK-NEXT:    return %[[X]], %
func.func @concat(%x: tensor<4x3xi64, #col>) -> (tensor<4x3xi64, #col>, tensor<8x3xi64>) {
  %t = shapes.transpose %x, permutation = [0, 1] : tensor<4x3xi64, #col> -> tensor<4x3xi64, #col>
  %r1 = shapes.relayout %t : tensor<4x3xi64, #col> to tensor<4x3xi64>
  %r2 = shapes.relayout %t : tensor<4x3xi64, #col> to tensor<4x3xi64>
  %c = tensor.concat dim(0) %r1, %r2 : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<8x3xi64>
  return %t, %c : tensor<4x3xi64, #col>, tensor<8x3xi64>
}

// -----

// A relayout between layouts of one buffer (the default order, spelled
// or not) folds: the return reads a tensor.cast.
#rm = #shapes.layout<minor_to_major = [1, 0]>
// CHECK-LABEL: func.func @equivalent
// CHECK:         %[[A:.*]] = shapes.add
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[A]] : tensor<4x8xf32> to tensor<4x8xf32, #{{.*}}>
// CHECK-NEXT:    return %[[C]]
func.func @equivalent(%x: tensor<4x8xf32>) -> tensor<4x8xf32, #rm> {
  %a = shapes.add %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = shapes.relayout %a : tensor<4x8xf32> to tensor<4x8xf32, #rm>
  return %r : tensor<4x8xf32, #rm>
}

// -----

// Layouts that differ only in where a size-1 dimension goes order the
// same elements alike, but not with the same strides: the lowering copies
// between them. The add writes the returned one.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @size_one
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<7x1xf64, #{{.*}}>
// CHECK-NEXT:    return %[[A]]
func.func @size_one(%x: tensor<7x1xf64>) -> tensor<7x1xf64, #col> {
  %a = shapes.add %x, %x : (tensor<7x1xf64>, tensor<7x1xf64>) -> tensor<7x1xf64>
  %r = shapes.relayout %a : tensor<7x1xf64> to tensor<7x1xf64, #col>
  return %r : tensor<7x1xf64, #col>
}

// -----

// max(x, x) lowers to a copy of %x: relaid out, it is still copied, once
// per relayout. Row-major, each of the three results would copy %x again;
// column-major, two of them are clones.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @copy_producer
// CHECK:         %[[M:.*]] = shapes.max %{{.*}} -> tensor<4x8xf32, #{{.*}}>
// CHECK-NOT:     shapes.relayout
// CHECK:         return %[[M]], %[[M]], %[[M]]
func.func private @consume_rows(tensor<8x4xf32>)
func.func @copy_producer(%x: tensor<4x8xf32>) -> (tensor<4x8xf32, #col>, tensor<4x8xf32, #col>, tensor<4x8xf32, #col>) {
  %m = shapes.max %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32, #col>
  %t = shapes.transpose %m, permutation = [1, 0] : tensor<4x8xf32, #col> -> tensor<8x4xf32>
  call @consume_rows(%t) : (tensor<8x4xf32>) -> ()
  return %m, %m, %m : tensor<4x8xf32, #col>, tensor<4x8xf32, #col>, tensor<4x8xf32, #col>
}

// -----

// A value returned three times as it is: one buffer, two clones. Written
// in the other layout, each result gets a relayout of its own that
// computes the add again, and only the transpose, which the call reads
// column-major, copies.
#col = #shapes.layout<minor_to_major = [0, 1]>
// CHECK-LABEL: func.func @returned_thrice
// CHECK:         %[[A:.*]] = shapes.add %{{.*}} -> tensor<4x8xf32, #{{.*}}>
// CHECK-COUNT-3: shapes.relayout %[[A]]
// CHECK:         shapes.transpose %[[A]]
func.func private @consume_cols(tensor<8x4xf32, #col>)
func.func @returned_thrice(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %a = shapes.add %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  call @consume_cols(%t) : (tensor<8x4xf32, #col>) -> ()
  return %a, %a, %a : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
