// `shapes-opt --help` shows the shapes passes and pipelines in their own
// group, with their options and examples, and every example in it runs.
//
// RUN: shapes-opt --help | FileCheck %s
// RUN: shapes-opt --list-shapes-passes | FileCheck %s --check-prefix=LIST
//
// The passes are listed in the order -shapes-to-llvm runs them. No
// registered shapes pass or pipeline is missing from the group: the
// `--shapes-*` entries of the whole help are those of the group.
// RUN: shapes-opt --help | grep -oE -- '--shapes-[a-z-]+ ' | sort -u > %t.all
// RUN: shapes-opt --list-shapes-passes | grep -oE -- '--shapes-[a-z-]+ ' | sort -u > %t.group
// RUN: diff %t.all %t.group
//
// The examples of the help, on this file.
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFFINE
// RUN: shapes-opt %s -shapes-to-llvm="emit-c-interface=false" | FileCheck %s --check-prefix=NOCIFACE
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine emit-c-interface=false" | FileCheck %s --check-prefix=AFFINE
// RUN: shapes-opt %s --pass-pipeline="builtin.module(shapes-to-llvm{stop-at=affine})" | FileCheck %s --check-prefix=AFFINE

// CHECK:      OVERVIEW: shapes optimizer driver
// CHECK:      in the group "Shapes passes and pipelines" at the end of this help
// CHECK:      Shapes passes and pipelines:
// CHECK:        shapes-opt in.mlir -shapes-to-llvm{{$}}
// CHECK-NEXT:   shapes-opt in.mlir -shapes-to-llvm="stop-at=affine"
// CHECK-NEXT:   shapes-opt in.mlir -shapes-to-llvm="emit-c-interface=false"
// CHECK-NEXT:   shapes-opt in.mlir -shapes-to-llvm="stop-at=affine emit-c-interface=false"
// CHECK-NEXT:   shapes-opt in.mlir --pass-pipeline="builtin.module(shapes-to-llvm{stop-at=affine})"
// CHECK:        --list-shapes-passes {{ *}}- Print the shapes passes and pipelines
// CHECK-NEXT:     Passes:
// CHECK-NEXT:       --shapes-assign-layouts {{ *}}- Choose the layouts of intermediate values
// CHECK-NEXT:         --cap=<long> {{ *}}- The most values of a part that mode=auto solves exactly
// CHECK-NEXT:         --mode=<string> {{ *}}- How to solve
// CHECK-NEXT:         --report {{ *}}- Emit a remark for every relayout copy that remains
// CHECK-NEXT:       --shapes-lower-to-linalg {{ *}}- Lower shapes ops on tensors to linalg
// CHECK:            --shapes-fuse-elementwise {{ *}}- Fuse chains of elementwise ops
// CHECK-NEXT:       --shapes-strip-deallocs {{ *}}- Erase the memref.dealloc ops
// CHECK-NEXT:       --shapes-bufferize {{ *}}- One-shot bufferization that keeps #shapes.layout
// CHECK-NEXT:       --shapes-results-to-out-params {{ *}}- Memref results become caller-provided
// CHECK-NEXT:         --shape-checks {{ *}}- Check at run time that a dynamically shaped output argument
// CHECK-NEXT:       --shapes-distinct-results {{ *}}- Give every result of a public function a buffer of its own
// CHECK-NEXT:       --shapes-pack-contractions {{ *}}- Contractions on buffers as cache-blocked loops
// CHECK:            --shapes-vectorize {{ *}}- Elementwise ops, reductions and layout copies on buffers as vector loops
// CHECK:            --shapes-lower-layouts {{ *}}- Padded allocations
// CHECK-NEXT:       --shapes-fuse-row-loops {{ *}}- Fuse consecutive scf.parallel loops over the same rows
// CHECK-NEXT:       --shapes-prefetch-next-row {{ *}}- Prefetch the next row
// CHECK-NEXT:       --shapes-emit-c-interface {{ *}}- Request C-callable wrappers
// CHECK-NEXT:       --shapes-approximate-math {{ *}}- f32 exp, log, tanh and their kin as polynomials
// CHECK-NEXT:         --functions=<string> {{ *}}- The math ops rewritten
// CHECK-NEXT:       --shapes-math-to-libm {{ *}}- Math functions that the LLVM lowering lacks
// CHECK-NEXT:         --functions=<string> {{ *}}- The math ops rewritten into libm calls
// CHECK-NEXT:       --shapes-expand-bf16 {{ *}}- bf16 <-> f32 conversions
// CHECK-NEXT:       --shapes-expand-f16 {{ *}}- f16 arithmetic in f32
// CHECK-NEXT:       --shapes-huge-page-allocs {{ *}}- Large allocations on transparent huge pages
// CHECK-NEXT:         --threshold=<long>
// CHECK-NEXT:       --shapes-c-interface-offsets {{ *}}- Honor the offset of each memref descriptor a C caller passes
// CHECK-NEXT:       --shapes-half-floats-as-i16 {{ *}}- Move f16 and bf16 values as i16
// CHECK-NEXT:       --shapes-verify-llvm {{ *}}- Fail unless only LLVM-dialect IR remains
// CHECK-NEXT:     Pipelines:
// CHECK-NEXT:       --shapes-to-affine {{ *}}- -shapes-to-llvm with stop-at=affine
// CHECK:            --shapes-to-llvm {{ *}}- Lower shapes ops on tensors to the LLVM dialect
// CHECK:              --emit-c-interface {{ *}}- Emit _mlir_ciface_ wrappers
// CHECK:              --stop-at=<value> {{ *}}- The last stage to run
// The group is the last one of the help.
// CHECK-NOT:  {{^[A-Za-z].*:$}}

// LIST:      Passes:
// LIST-NEXT:   --shapes-assign-layouts
// LIST:        --shapes-lower-to-linalg
// LIST:      Pipelines:
// LIST:        --shapes-to-llvm
// LIST:          --stop-at=<value>

// LLVM:         llvm.func @_mlir_ciface_add_row
// AFFINE:       func.func @add_row
// AFFINE:       scf.parallel
// NOCIFACE:     llvm.func @add_row
// NOCIFACE-NOT: _mlir_ciface_

func.func @add_row(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %m, %v broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
