// Ops of dialects that are not registered (parsed with
// -allow-unregistered-dialect, as generic-form StableHLO is) pass through
// every pass of ours untouched, wherever they sit: at module level, with no
// operands, with layout tensors and memrefs, with regions, inside scf.if.
// Where a pass cannot handle one (bufferization of an op with tensors), it
// is a located error that names it; so is one left for the LLVM dialect.
// Upstream's ownership-based deallocation (the bufferized stage) rejects an
// op with unknown memory effects in a function, at its location, naming it
// in a note.
//
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-assign-layouts | FileCheck %s --check-prefix=KEEP
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-lower-to-linalg | FileCheck %s --check-prefix=KEEP
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-fuse-elementwise | FileCheck %s --check-prefix=KEEP
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-to-llvm=stop-at=linalg | FileCheck %s --check-prefix=KEEP
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-to-llvm="assign-layouts stop-at=linalg" | FileCheck %s --check-prefix=KEEP
// RUN: shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-strip-deallocs -shapes-vectorize -shapes-lower-layouts -shapes-results-to-out-params -shapes-expand-bf16 -shapes-emit-c-interface | FileCheck %s --check-prefix=KEEP
// (unregistered-ops-invalid.mlir checks the bufferization errors.)
// RUN: not shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-to-llvm 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: not shapes-opt %s -allow-unregistered-dialect -split-input-file -shapes-to-llvm=threads=2 2>&1 | FileCheck %s --check-prefix=LLVM

// KEEP: "foo.top"() : () -> ()
// KEEP-LABEL: func.func @at_module_level(
// LLVM: error: 'foo.top' op was not lowered to the LLVM dialect
"foo.top"() : () -> ()
func.func @at_module_level() {
  return
}

// -----

// KEEP-LABEL: func.func @no_operands(
// KEEP: "foo.noop"() : () -> ()
// LLVM: :[[@LINE+3]]:3: error: ops with unknown memory side effects are not supported
// LLVM: note: see current operation: "foo.noop"() : () -> ()
func.func @no_operands() {
  "foo.noop"() : () -> ()
  return
}

// -----

// KEEP-LABEL: func.func @layout_tensor(
// KEEP: "foo.id"
// LLVM: error: 'foo.id' op is of an unregistered dialect and has tensor operands or results
#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
func.func @layout_tensor(%a: tensor<2x3xf32, #L>) -> tensor<2x3xf32, #L> {
  %b = shapes.relayout %a : tensor<2x3xf32, #L> to tensor<2x3xf32>
  %0 = "foo.id"(%b) : (tensor<2x3xf32>) -> tensor<2x3xf32, #L>
  return %0 : tensor<2x3xf32, #L>
}

// -----

// KEEP-LABEL: func.func @region_in_if(
// KEEP: scf.if
// KEEP: "foo.r"() ({
// KEEP: "foo.yield"
// LLVM: error: 'foo.r' op is of an unregistered dialect and has tensor operands or results
func.func @region_in_if(%c: i1, %a: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    %x = "foo.r"() ({
    ^bb0(%v: f32):
      "foo.yield"(%v) : (f32) -> ()
    }) : () -> tensor<2xf32>
    scf.yield %x : tensor<2xf32>
  } else {
    scf.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

// An unregistered op on scalars and on a layout memref passes through the
// passes of ours.
// KEEP-LABEL: func.func @memref_and_scalars(
// KEEP: "foo.use"(%{{.*}}) : (memref<2x3xf32, {{.*}}>) -> ()
// KEEP: "foo.scalar"
// LLVM: :[[@LINE+4]]:3: error: ops with unknown memory side effects are not supported
// LLVM: note: see current operation: "foo.use"
#L = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
func.func @memref_and_scalars(%m: memref<2x3xf32, #L>, %x: f32) -> f32 {
  "foo.use"(%m) : (memref<2x3xf32, #L>) -> ()
  %y = "foo.scalar"(%x) : (f32) -> f32
  return %y : f32
}
