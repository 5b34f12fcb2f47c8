// The machine description of the vector code generators: --shapes-print-target
// prints the figures each pass builds. lit pins the generic description
// (--shapes-target=generic, test/lit.cfg.py); a pass's target option
// names another, and its figure options override one figure each.
//
// RUN: shapes-opt %s --shapes-print-target -shapes-vectorize -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=GENERIC
// GENERIC:      shapes-vectorize: target generic
// GENERIC-NEXT:   register-bits = 512
// GENERIC-NEXT:   vector-registers = 32
// GENERIC-NEXT:   fma = 1
// GENERIC-NEXT:   line-bytes = 64
// GENERIC-NEXT:   l1-bytes = 49152
// GENERIC-NEXT:   l2-bytes = 1048576
// GENERIC-NEXT:   l3-bytes = 33554432
// GENERIC-NEXT:   shuffle-lane-bytes = 16
// GENERIC-NEXT:   vector-bits = 512
// GENERIC-NEXT:   streaming-threshold = 16777216
// GENERIC-NEXT:   stream-fresh = 0
// GENERIC-NEXT:   row-streams = 1
// GENERIC-NEXT:   block-tiles = 8
// GENERIC-NEXT:   prefetch-bytes = 4096
// GENERIC-NEXT:   max-prefetch-arrays = 4
// GENERIC-NEXT:   max-streams = 8
// GENERIC-NEXT:   stream-row-bytes = 16384
// GENERIC-NEXT:   reduction-accumulators = 4
// GENERIC-NEXT:   reduction-chunk-bytes = 16384
// GENERIC-NEXT:   reduction-rows-per-step = 4
// GENERIC-NEXT:   contraction-bits = 1024
// GENERIC-NEXT:   mr = 8
// GENERIC-NEXT:   kc = 256
// GENERIC-NEXT:   mc = 144
// GENERIC-NEXT:   nc = 3072
//
// The host: figures of the machine at hand, whatever it is.
// RUN: shapes-opt %s --shapes-print-target -shapes-vectorize="target=host" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=HOST
// HOST:      shapes-vectorize: target host
// HOST-NEXT:   register-bits = {{128|256|512}}
// HOST-NEXT:   vector-registers = {{16|32}}
// HOST-NEXT:   fma = {{0|1}}
// HOST-NEXT:   line-bytes = {{[1-9][0-9]*}}
// HOST:        vector-bits = {{256|512}}
// HOST:        contraction-bits = {{256|512|1024}}
// HOST-NEXT:   mr = {{[1-8]}}
//
// Without --shapes-target, a pass describes the host.
// RUN: %shapes_tools_dir/shapes-opt %s --shapes-print-target -shapes-vectorize -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: shapes-vectorize: target host
//
// Figures one by one, in both passes and through the pipeline, which hands
// each pass the same description.
// RUN: shapes-opt %s --shapes-print-target -shapes-vectorize="vector-bits=256 row-streams=3 streaming-threshold=0 stream-fresh" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=FIGURES
// FIGURES:      vector-bits = 256
// FIGURES-NEXT: streaming-threshold = 0
// FIGURES-NEXT: stream-fresh = 1
// FIGURES-NEXT: row-streams = 3
// RUN: shapes-opt %s --shapes-print-target -shapes-pack-contractions="vector-bits=256 mr=4 kc=64 mc=32 nc=128" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=PACK
// PACK:      shapes-pack-contractions: target generic
// PACK:      contraction-bits = 256
// PACK-NEXT: mr = 4
// PACK-NEXT: kc = 64
// PACK-NEXT: mc = 32
// PACK-NEXT: nc = 128
// RUN: shapes-opt %s --shapes-print-target -shapes-to-llvm="target=host vector-bits=256" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=PIPELINE
// PIPELINE:      shapes-pack-contractions: target host
// PIPELINE:        contraction-bits = 256
// PIPELINE:      shapes-vectorize: target host
// PIPELINE:        vector-bits = 256
//
// An unknown name is an error, in the passes, the pipeline and the flag.
// RUN: not shapes-opt %s -shapes-vectorize="target=skylake" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=NAME
// NAME: error: -shapes-vectorize: target must be host or generic, got 'skylake'
// RUN: not shapes-opt %s -shapes-pack-contractions="target=x" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=PACK-NAME
// PACK-NAME: error: -shapes-pack-contractions: target must be host or generic, got 'x'
// RUN: not shapes-opt %s -shapes-to-llvm="target=x" -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=PIPELINE-NAME
// PIPELINE-NAME: -shapes-to-llvm: target must be host or generic, got 'x'
// RUN: not %shapes_tools_dir/shapes-opt %s --shapes-target=x -shapes-vectorize -o /dev/null 2>&1 \
// RUN: | FileCheck %s --check-prefix=FLAG-NAME
// FLAG-NAME: error: -shapes-vectorize: target must be host or generic, got 'x'

func.func @f() {
  return
}
