// Ops and types without an HLO counterpart are located errors.
// RUN: shapes-translate --export-hlo --split-input-file --verify-diagnostics %s
// RUN: not shapes-translate --export-hlo --split-input-file %s 2>&1 | FileCheck %s

// CHECK: invalid.mlir:1 offset :[[@LINE+4]]:8: error: 'tensor.pad' has no HLO counterpart
func.func @pad(%a: tensor<2xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %v = tensor.extract %s[] : tensor<f32>
  // expected-error @below {{'tensor.pad' has no HLO counterpart}}
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// HLO's broadcast keeps its operand's dynamic sizes: a '?' whose size is
// a size operand of its own has no counterpart.
func.func @broadcast_new_dynamic(%v: tensor<3xf32>, %w: tensor<?xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %w, %c0 : tensor<?xf32>
  // expected-error @below {{'shapes.broadcast_in_dim' has no HLO counterpart: result dimension 0 is dynamic but no dynamic operand dimension maps to it}}
  %0 = shapes.broadcast_in_dim %v, dims = [1] sizes(%n) : (tensor<3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_stretched_dynamic(%v: tensor<1xf32>, %w: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %w, %c0 : tensor<?xf32>
  // expected-error @below {{'shapes.broadcast_in_dim' has no HLO counterpart: result dimension 0 is dynamic but no dynamic operand dimension maps to it}}
  %0 = shapes.broadcast_in_dim %v, dims = [0] sizes(%n) : (tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A size-1 dimension stretched beside a dynamic one takes a reshape of a
// dynamic shape.
func.func @broadcast_stretched_beside_dynamic(%v: tensor<?x1xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %v, %c0 : tensor<?x1xf32>
  // expected-error @below {{'shapes.broadcast_in_dim' has no HLO counterpart: it stretches a size-1 dimension of an operand with dynamic dimensions, which takes a reshape of dynamic shapes}}
  %0 = shapes.broadcast_in_dim %v, dims = [0, 1] sizes(%n) : (tensor<?x1xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A pad's high edges are the result's sizes less the rest: no dynamic
// sizes.
func.func @pad_dynamic(%a: tensor<2xf32>, %p: tensor<f32>, %w: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %w, %c0 : tensor<?xf32>
  %v = tensor.extract %p[] : tensor<f32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  // expected-error @below {{'tensor.insert_slice' has no HLO counterpart: a pad with dynamic sizes}}
  %r = tensor.insert_slice %a into %f[1] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A bounded dynamic dimension's padding is undefined in XLA: a layout that
// promises zeros has no XLA shape.
// expected-error @below {{has no XLA shape: the padding of a bounded dynamic dimension is undefined in XLA, but the layout has padding_value = zero}}
func.func @bounded_zero(%a: tensor<?xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>) -> tensor<?xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>> {
  return %a : tensor<?xf32, #shapes.layout<minor_to_major = [0], padded_dimensions = [8]>>
}

// -----

func.func @body(%a: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  // expected-error @below {{'linalg.map' has no HLO counterpart: its body is not one that --import-hlo builds for an HLO instruction}}
  %0 = linalg.map ins(%a : tensor<2xf32>) outs(%e : tensor<2xf32>)
    (%x: f32, %init: f32) {
      %y = arith.mulf %x, %x : f32
      %z = arith.addf %y, %x : f32
      linalg.yield %z : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @implicit(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{'shapes.add' with implicit broadcasting has no HLO counterpart}}
  %0 = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce(%a: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'linalg.reduce' has no HLO counterpart: its init is not a 'linalg.fill' of a scalar}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
  return %0 : tensor<2xf32>
}


// -----

func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %init: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @below {{'linalg.matmul' has no HLO counterpart}}
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A dot as --import-hlo builds it, but accumulating into ones.
func.func @dot_init(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: a contraction whose init is not zero}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// An iota converts the index as unsigned: a body that converts it as
// signed is not one.
func.func @iota_signed(%e: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 1 : index
    %w = arith.index_cast %i : index to i64
    %f = arith.sitofp %w : i64 to f32
    linalg.yield %f : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A reverse yields the element it reads, not its negation.
func.func @reverse_negated(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (3 - d0)>,
                       affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A reverse reads every dimension in place or reversed: a generic that
// transposes is not one.
func.func @reverse_transposed(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d1, 2 - d0)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// A dot adds the product to the accumulator, not the accumulator to the
// product.
func.func @dot_operand_order(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// A dot's result has the free dimensions of lhs before those of rhs.
func.func @dot_transposed(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d0)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%init : tensor<4x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// A dot reads both operands with one signedness: widening one by zero and
// the other by sign extension is neither.
func.func @dot_mixed_signedness(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>) -> tensor<2x2xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  // expected-error @below {{'linalg.generic' has no HLO counterpart: it is not an iota, reverse or dot as --import-hlo builds them}}
  %0 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xi8>, tensor<3x2xi8>) outs(%init : tensor<2x2xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xw = arith.extui %x : i8 to i32
    %yw = arith.extsi %y : i8 to i32
    %m = arith.muli %xw, %yw : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// expected-error @below {{--export-hlo needs exactly one public function with a body, the ENTRY computation; found 2}}
module {
  func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
    return %a : tensor<2xf32>
  }
  func.func @g(%a: tensor<2xf32>) -> tensor<2xf32> {
    return %a : tensor<2xf32>
  }
}
