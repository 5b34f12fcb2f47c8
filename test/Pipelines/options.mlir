// Option typos and options given to a pass that has none are errors that
// list the valid options and values.
//
// These errors are about the command line, not the input: they have no
// location in it (llvm::cl prints a line of its own, then the pipeline's
// error comes at <unknown>:0, before the input is processed), so they are
// checked on stderr with `not ... 2>&1 | FileCheck`, as upstream's
// test/Pass/pipeline-options-parsing.mlir does, not with -verify-diagnostics.
//
// RUN: not shapes-opt %s -shapes-to-llvm="stop-at=afine" 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: invalid options 'stop-at=afine' for -shapes-to-llvm; valid options are: stop-at=linalg|bufferized|affine|llvm, start-at=input|linalg|bufferized|affine, emit-c-interface=true|false, runtime-checks=true|false, shape-checks=true|false, results-to-out-params=true|false, assign-layouts=true|false, fuse=true|false, vectorize=true|false, fuse-rows=true|false, pack-contractions=true|false, fma-contractions=true|false, approximate-math=true|false, stream-fresh=true|false, target=<host|generic>, row-streams=<N>, vector-bits=<bits>, streaming-threshold=<bytes>, threads=<N>, huge-page-threshold=<bytes>
//
// RUN: not shapes-opt %s -shapes-to-affine="stpo-at=affine" 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: invalid options 'stpo-at=affine' for -shapes-to-affine; valid options are: stop-at=
//
// RUN: not shapes-opt %s -shapes-to-llvm="start-at=affine stop-at=affine" 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: -shapes-to-llvm: start-at must be an earlier stage than stop-at (linalg < bufferized < affine < llvm)
//
// The options are checked once, in ShapesToLLVMOptions::verify and, for the
// options of -shapes-vectorize, in the check the pass itself runs.
// RUN: not shapes-opt %s -shapes-to-llvm="vector-bits=12" 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{vector-bits=12}))" 2>&1 | FileCheck %s --check-prefix=PASS-BITS
// RUN: not shapes-opt %s -shapes-to-llvm="threads=0" 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not shapes-opt %s -shapes-to-llvm="row-streams=-2" 2>&1 | FileCheck %s --check-prefix=STREAMS
// RUN: not shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize{row-streams=9}))" 2>&1 | FileCheck %s --check-prefix=PASS-STREAMS
// BITS: -shapes-to-llvm: vector-bits must be a positive multiple of 8, got 12
// PASS-BITS: -shapes-vectorize: vector-bits must be a positive multiple of 8, got 12
// THREADS: -shapes-to-llvm: threads must be at least 1, got 0
// STREAMS: -shapes-to-llvm: row-streams must be between 1 and 8, got -2
// PASS-STREAMS: -shapes-vectorize: row-streams must be between 1 and 8, got 9
// RUN: not shapes-opt %s -shapes-pack-contractions="vector-bits=12" 2>&1 | FileCheck %s --check-prefix=PACK-BITS
// RUN: not shapes-opt %s -shapes-pack-contractions="mr=-1" 2>&1 | FileCheck %s --check-prefix=PACK-MR
// RUN: not shapes-opt %s -shapes-pack-contractions="mr=33" 2>&1 | FileCheck %s --check-prefix=PACK-MR-33
// RUN: not shapes-opt %s -shapes-pack-contractions="kc=-3" 2>&1 | FileCheck %s --check-prefix=PACK-KC
// RUN: not shapes-opt %s -shapes-pack-contractions="mc=-1" 2>&1 | FileCheck %s --check-prefix=PACK-MC
// RUN: not shapes-opt %s -shapes-pack-contractions="nc=65537" 2>&1 | FileCheck %s --check-prefix=PACK-NC
// RUN: not shapes-opt %s -shapes-pack-contractions="threads=0" 2>&1 | FileCheck %s --check-prefix=PACK-THREADS
// RUN: not shapes-opt %s -shapes-pack-contractions="mc=9223372036854775807" 2>&1 | FileCheck %s --check-prefix=PACK-MC-MAX
// RUN: not shapes-opt %s -shapes-pack-contractions="kc=4096 nc=65536" 2>&1 | FileCheck %s --check-prefix=PACK-PANEL
// RUN: not shapes-opt %s -shapes-pack-contractions="kc=65536 mc=2048 nc=16" 2>&1 | FileCheck %s --check-prefix=PACK-BLOCK
// RUN: not shapes-opt %s -shapes-pack-contractions="vector-bits=8192" 2>&1 | FileCheck %s --check-prefix=PACK-WIDE
// RUN: not shapes-opt %s -shapes-to-llvm="vector-bits=8192" 2>&1 | FileCheck %s --check-prefix=WIDE
// PACK-BITS: error: -shapes-pack-contractions: vector-bits must be a positive multiple of 8, got 12
// PACK-MR: error: -shapes-pack-contractions: mr must be between 1 and 32, got -1
// PACK-MR-33: error: -shapes-pack-contractions: mr must be between 1 and 32, got 33
// PACK-KC: error: -shapes-pack-contractions: kc must be between 1 and 65536, got -3
// PACK-MC: error: -shapes-pack-contractions: mc must be between 1 and 65536, got -1
// PACK-NC: error: -shapes-pack-contractions: nc must be between 1 and 65536, got 65537
// PACK-THREADS: error: -shapes-pack-contractions: threads must be at least 1, got 0
// PACK-MC-MAX: error: -shapes-pack-contractions: mc must be between 1 and 65536, got 9223372036854775807
// PACK-PANEL: error: -shapes-pack-contractions: kc x nc must be at most 67108864 elements (a packed buffer), got 268435456
// PACK-BLOCK: error: -shapes-pack-contractions: kc x mc must be at most 67108864 elements (a packed buffer), got 134217728
// PACK-WIDE: error: -shapes-pack-contractions: vector-bits must be at most 4096, got 8192
// WIDE: -shapes-to-llvm: vector-bits must be at most 4096, got 8192
// The bounds themselves are accepted.
// RUN: shapes-opt %s -shapes-pack-contractions="vector-bits=4096 mr=32 kc=1024 mc=65536 nc=65536" | FileCheck %s --check-prefix=OK
// RUN: shapes-opt %s -shapes-to-llvm="vector-bits=4096" -o /dev/null
//
// The options the pipeline gives -shapes-vectorize by default are the
// pass's own defaults.
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-vectorize))" --dump-pass-pipeline -o /dev/null 2> %t.defaults
// RUN: shapes-opt %s -shapes-to-llvm --dump-pass-pipeline -o /dev/null 2>> %t.defaults
// RUN: FileCheck %s --check-prefix=DEFAULTS < %t.defaults
// DEFAULTS: shapes-vectorize[[OPTIONS:\{[^}]*\}]]
// DEFAULTS: shapes-vectorize[[OPTIONS]]
// The same for -shapes-pack-contractions (fma on in both).
// RUN: shapes-opt %s -pass-pipeline="builtin.module(func.func(shapes-pack-contractions))" --dump-pass-pipeline -o /dev/null 2> %t.pack
// RUN: shapes-opt %s -shapes-to-llvm --dump-pass-pipeline -o /dev/null 2>> %t.pack
// RUN: FileCheck %s --check-prefix=PACK-DEFAULTS < %t.pack
// PACK-DEFAULTS: shapes-pack-contractions[[PACKED:\{fma=true [^}]*\}]]
// PACK-DEFAULTS: shapes-pack-contractions[[PACKED]]
//
// The pipelines run on modules: nested under another op, they are an error,
// not an abort (adding their module passes there would abort).
// RUN: not shapes-opt %s -pass-pipeline='builtin.module(func.func(shapes-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not shapes-opt %s -pass-pipeline='builtin.module(func.func(shapes-to-affine{stop-at=linalg}))' 2>&1 | FileCheck %s --check-prefix=NESTED-AFFINE
// NESTED: error: -shapes-to-llvm runs on 'builtin.module', but it is nested under 'func.func'; write it at module level, e.g. -pass-pipeline='builtin.module(shapes-to-llvm)'
// NESTED-AFFINE: error: -shapes-to-affine runs on 'builtin.module', but it is nested under 'func.func'
//
// RUN: not shapes-opt %s -shapes-bufferize="foo=1" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: invalid options 'foo=1' for -shapes-bufferize: it takes no options
//
// RUN: not shapes-opt %s -shapes-lower-to-linalg="runtime-check=1" 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: invalid options 'runtime-check=1' for -shapes-lower-to-linalg; valid options, with their defaults: {runtime-checks=false shape-checks=true}
// RUN: not shapes-opt %s -shapes-pack-contractions="fma-contractions=false" 2>&1 | FileCheck %s --check-prefix=PACK-OPTION
// PACK-OPTION: invalid options 'fma-contractions=false' for -shapes-pack-contractions; valid options, with their defaults: {fma=true kc=0 mc=0 mr=0 nc=0 target= threads=1 vector-bits=0}
//
// An unknown stop-at value is an error, and nothing is lowered: a typo such
// as stop-at=afine (VALUE above) must not silently lower all the way to LLVM.
// Regression test, found by fuzzing: any value other than "affine" was
// ignored and the full pipeline ran, exit 0.
// RUN: not shapes-opt %s -shapes-to-llvm=stop-at=bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: invalid options 'stop-at=bogus' for -shapes-to-llvm; valid options are: stop-at=linalg|bufferized|affine|llvm,
// BOGUS-NOT: llvm.func
//
// -shapes-to-affine takes the same options as -shapes-to-llvm.
// RUN: shapes-opt %s -shapes-to-affine="stop-at=affine" | FileCheck %s --check-prefix=OK
// OK: func.func @f

func.func @f() {
  return
}
