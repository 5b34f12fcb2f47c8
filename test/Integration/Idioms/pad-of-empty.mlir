// tensor.pad of a source with an empty dimension: every element of the
// result is padding. Upstream's bufferization copies the source into the
// subview of the result at the low padding, which the verifier rejects
// when that offset is the size of its dimension, even for an empty
// subview ("offset 0 is out-of-bounds: 3 >= 3"): -shapes-to-llvm failed
// on the functions below. -shapes-bufferize fills such a result with the
// padding value instead, at its run-time sizes when they are '?'.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

func.func private @printMemrefI32(tensor<*xi32>)

// Three rows of padding above no row.
func.func @all_padding(%a: tensor<0x2xi32>) -> tensor<3x2xi32, #col> {
  %c = arith.constant 7 : i32
  %p = tensor.pad %a low[3, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<0x2xi32> to tensor<3x2xi32, #col>
  return %p : tensor<3x2xi32, #col>
}

// No row, padded to three columns.
func.func @empty_result(%a: tensor<0x1xi32>) -> tensor<0x3xi32> {
  %c = arith.constant 7 : i32
  %p = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<0x1xi32> to tensor<0x3xi32>
  return %p : tensor<0x3xi32>
}

// No row, a '?' number of columns padded by one on each side.
func.func @dynamic_columns(%a: tensor<0x?xi32>) -> tensor<0x?xi32> {
  %c = arith.constant 7 : i32
  %p = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : i32
  } : tensor<0x?xi32> to tensor<0x?xi32>
  return %p : tensor<0x?xi32>
}

func.func @main() {
  %a = tensor.empty() : tensor<0x2xi32>
  %p = call @all_padding(%a) : (tensor<0x2xi32>) -> tensor<3x2xi32, #col>
  %pp = shapes.relayout %p : tensor<3x2xi32, #col> to tensor<3x2xi32>
  %pu = tensor.cast %pp : tensor<3x2xi32> to tensor<*xi32>
  // CHECK: {{\[\[}}7,   7],
  // CHECK-NEXT: [7,   7],
  // CHECK-NEXT: [7,   7]]
  call @printMemrefI32(%pu) : (tensor<*xi32>) -> ()
  %b = tensor.empty() : tensor<0x1xi32>
  %q = call @empty_result(%b) : (tensor<0x1xi32>) -> tensor<0x3xi32>
  %qu = tensor.cast %q : tensor<0x3xi32> to tensor<*xi32>
  // CHECK: sizes = [0, 3]
  call @printMemrefI32(%qu) : (tensor<*xi32>) -> ()
  %c = tensor.empty() : tensor<0x4xi32>
  %cd = tensor.cast %c : tensor<0x4xi32> to tensor<0x?xi32>
  %r = call @dynamic_columns(%cd) : (tensor<0x?xi32>) -> tensor<0x?xi32>
  %ru = tensor.cast %r : tensor<0x?xi32> to tensor<*xi32>
  // CHECK: sizes = [0, 6]
  call @printMemrefI32(%ru) : (tensor<*xi32>) -> ()
  return
}
