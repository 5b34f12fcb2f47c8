// shapes-difftest bounds each program's call with --timeout (and each
// batch's compilation with --compile-timeout): a call that never returns ends the run
// with status 1 and a line that names the program and how to run it
// alone, instead of hanging the suite. --test-hang-program=N makes program
// N wait for a signal in place of its call. --count-percent=100 runs every
// program up to it, also in a sanitizer build (test/lit.cfg.py).
//
// RUN: not shapes-difftest --seed=1 --count=3 --timeout=1 --test-hang-program=1 --count-percent=100 2>&1 \
// RUN:   | FileCheck %s
// RUN: not shapes-difftest --seed=2 --count=40 --dynamic --layouts --timeout=1 \
// RUN:     --test-hang-program=37 --count-percent=100 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// CHECK: shapes-difftest: the call of p1 did not finish within 1 s; run it alone with the same options and --first=1 --count=1 --print
// CHECK-NOT: failing programs
// DYNAMIC: shapes-difftest: the call of p37 did not finish within 1 s; run it alone with the same options and --first=37 --count=1 --print
// DYNAMIC-NOT: failing programs
//
// Programs before the one that hangs ran, their forked children (--dynamic
// calls some again with mismatching sizes) ended as expected, and the
// limit of each call is its own: 40 calls of about no time each fit in
// a limit of 5 seconds each.
// RUN: shapes-difftest --seed=2 --count=40 --dynamic --layouts --timeout=5 \
// RUN:   | FileCheck %s --check-prefix=PASS
// PASS: {{[1-9][0-9]*}} programs, {{.*}} 0 failing programs
