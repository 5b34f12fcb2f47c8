// RUN: shapes-opt %s -split-input-file -shapes-assign-layouts="report=true" -verify-diagnostics

// report=true: a remark on each relayout copy that remains, with its bytes
// and the readers that keep it. A diamond whose readers want different
// layouts keeps one copy of its 8x4 f32 (128 bytes, read and written).
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @diamond(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32, #col>) {
  %a = shapes.add %x, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-remark @+1 {{transpose (not its operand's layout permuted) copies 256 bytes: read by 'func.return', into which no copy fuses}}
  %t1 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %t2 = shapes.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32, #col>
  return %t1, %t2 : tensor<8x4xf32>, tensor<8x4xf32, #col>
}

// -----

// Both layouts fixed by the signature: the relayout stays.
#col = #shapes.layout<minor_to_major = [0, 1]>
func.func @boundary(%x: tensor<4x8xf32>) -> tensor<4x8xf32, #col> {
  // expected-remark @+1 {{relayout copies 256 bytes: read by 'func.return', into which no copy fuses}}
  %r = shapes.relayout %x : tensor<4x8xf32> to tensor<4x8xf32, #col>
  return %r : tensor<4x8xf32, #col>
}

// -----

// A pinned transpose that a dot reads twice, through two maps: fusion
// does not absorb its copy.
func.func @dot_twice(%x: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-remark @+1 {{transpose (not its operand's layout permuted) copies 128 bytes: read 2 times by one 'linalg.generic'}}
  %t = shapes.transpose %x, permutation = [1, 0] {shapes.pin_layout} : tensor<4x4xf32> -> tensor<4x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %d : tensor<4x4xf32>
}

// -----

// No remark where no copy remains: the transposes cancel.
func.func @cancel(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %r = shapes.transpose %t, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
