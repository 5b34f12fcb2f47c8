// Option typos and options given to a pass that has none are errors that
// list the valid options and values.
//
// RUN: not shapes-opt %s -shapes-to-llvm="stop-at=afine" 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: invalid options 'stop-at=afine' for -shapes-to-llvm; valid options are: stop-at=linalg|bufferized|affine|llvm, start-at=input|linalg|bufferized|affine, emit-c-interface=true|false, runtime-checks=true|false, results-to-out-params=true|false, fuse=true|false, vectorize=true|false, stream-fresh=true|false, vector-bits=<bits>, streaming-threshold=<bytes>, threads=<N>
//
// RUN: not shapes-opt %s -shapes-to-affine="stpo-at=affine" 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: invalid options 'stpo-at=affine' for -shapes-to-affine; valid options are: stop-at=
//
// RUN: not shapes-opt %s -shapes-to-llvm="start-at=affine stop-at=affine" 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: -shapes-to-llvm: start-at must be an earlier stage than stop-at (linalg < bufferized < affine < llvm)
//
// RUN: not shapes-opt %s -shapes-bufferize="foo=1" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: invalid options 'foo=1' for -shapes-bufferize: it takes no options
//
// RUN: not shapes-opt %s -shapes-lower-to-linalg="runtime-check=1" 2>&1 | FileCheck %s --check-prefix=PASS
// PASS: invalid options 'runtime-check=1' for -shapes-lower-to-linalg; valid options, with their defaults: {runtime-checks=false}
//
// -shapes-to-affine takes the same options as -shapes-to-llvm.
// RUN: shapes-opt %s -shapes-to-affine="stop-at=affine" | FileCheck %s --check-prefix=OK
// OK: func.func @f

func.func @f() {
  return
}
