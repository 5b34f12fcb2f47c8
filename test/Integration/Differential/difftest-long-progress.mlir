// utils/difftest-long.sh reports progress as it goes: after each chunk, a
// line with the programs done of the total, the failing programs so far,
// the rate and the time left. With DIFFTEST_PROGRESS_SECONDS=0 every chunk
// after a stream's first (10 programs) is one program.
//
// RUN: env SHAPES_DIFFTEST=shapes-difftest DIFFTEST_LOG=%t.log \
// RUN:     DIFFTEST_PROGRESS_SECONDS=0 \
// RUN:     bash %shapes_src_root/utils/difftest-long.sh 48 3 | FileCheck %s
//
// CHECK:      difftest-long: 48 programs in 4 streams, seed 3
// CHECK-NEXT: [{{[0-9]+}} s] 10/48 programs done, 0 failing; broadcasts -O0 10/12; {{[0-9.]+}} programs/s, about {{([0-9]+h[0-9]+m|\?)}} left
// CHECK-NEXT: [{{[0-9]+}} s] 11/48 programs done, 0 failing; broadcasts -O0 11/12; {{[0-9.]+}} programs/s, about {{([0-9]+h[0-9]+m|\?)}} left
// CHECK-NEXT: [{{[0-9]+}} s] 12/48 programs done, 0 failing; broadcasts -O0 12/12;
// CHECK-NEXT: [{{[0-9]+}} s] 22/48 programs done, 0 failing; broadcasts -O2 10/12;
// CHECK:      [{{[0-9]+}} s] 34/48 programs done, 0 failing; layouts -O0 10/12;
// CHECK:      [{{[0-9]+}} s] 48/48 programs done, 0 failing; layouts -O2 12/12;
// CHECK-NEXT: difftest-long: seed 3: 48 programs ({{[0-9]+}} ops, {{[0-9]+}} elements and {{[0-9]+}} padding elements checked), 0 failing;

// A tool that dies without its summary counts its whole chunk as failing,
// and the run exits 1.
// RUN: not env SHAPES_DIFFTEST=false DIFFTEST_LOG=%t.false.log \
// RUN:     bash %shapes_src_root/utils/difftest-long.sh 4 3 \
// RUN:   | FileCheck %s --check-prefix=DIES
// DIES: shapes-difftest crashed or printed no summary (status 1) on --seed=3 --opt=0 --first=0 --count=1
// DIES: [{{[0-9]+}} s] 1/4 programs done, 1 failing;
// DIES: difftest-long: seed 3: 4 programs ({{.*}}), 4 failing;
