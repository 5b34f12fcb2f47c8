# ctest driver: compiles examples/c-caller-dynamic/kernel.mlir with
# -shapes-to-llvm="results-to-out-params=true" and mlir-translate, links it
# with main.c (libc and libm only), and runs it four ways: the sweep over
# run-time sizes 0 to 13 that checks every number itself, one call at
# sizes 2 and 3 whose buffers are compared here, and two size mismatches
# (operands, output buffer) that must abort with the generated checks'
# messages.
#   cmake -DSHAPES_OPT=... -DLLVM_TOOLS=... -DCC=... -DSRC=... -DWORK=...
#         -P cmake/TestCCallerDynamic.cmake
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${SHAPES_OPT} ${SRC}/kernel.mlir
                        "-shapes-to-llvm=results-to-out-params=true"
                OUTPUT_FILE ${WORK}/kernel.llvm.mlir RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "shapes-opt -shapes-to-llvm failed")
endif()
execute_process(COMMAND ${LLVM_TOOLS}/mlir-translate --mlir-to-llvmir
                        ${WORK}/kernel.llvm.mlir
                OUTPUT_FILE ${WORK}/kernel.ll RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "mlir-translate failed")
endif()
execute_process(COMMAND ${CC} -O2 -Wall -Werror -Wno-override-module
                        ${SRC}/main.c ${WORK}/kernel.ll -lm
                        -o ${WORK}/c-caller-dynamic
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "compiling the C caller failed")
endif()

# The sweep: 8 row counts times 5 column counts, each kernel's sizes,
# strides, elements and padding checked by main.c.
execute_process(COMMAND ${WORK}/c-caller-dynamic
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
set(expected "2536 checks, 0 failed\n")
if(rc OR NOT out STREQUAL expected)
  message(FATAL_ERROR "sweep: unexpected output:\n${out}\nexpected:\n${expected}")
endif()
message(STATUS "sweep: ${out}")

# Sizes 2 and 3, as docs/CAPI.md shows them.
execute_process(COMMAND ${WORK}/c-caller-dynamic 2 3
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
string(CONCAT expected
  "add_rows: sizes [2, 3] strides [3, 1]\n"
  "  buffer: 101 102 103 204 205 206\n"
  "outer: sizes [2, 3] strides [1, 2]\n"
  "  buffer: -3 -3 7 7 17 17\n"
  "scale_columns: buffer: 0.5 1 1 2 1.5 3\n"
  "clamp_below: buffer: 2 5 8 4 5 8 -inf -inf -inf -inf -inf -inf"
  " -inf -inf -inf -inf -inf -inf -inf -inf -inf -inf -inf -inf\n"
  "46 checks, 0 failed\n")
if(rc OR NOT out STREQUAL expected)
  message(FATAL_ERROR "2 3: unexpected output:\n${out}\nexpected:\n${expected}")
endif()

# A mismatch aborts before the add, with one line on stderr.
execute_process(COMMAND ${WORK}/c-caller-dynamic mismatch
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
set(message "shapes: 'shapes.add' at [^\n]*kernel.mlir:13:8: rhs dimension 0 has size 3, but lhs dimension 0 has size 2\n")
if(NOT rc OR NOT err MATCHES "^${message}$"
   OR NOT out STREQUAL "calling add_rows with 2 and 3 rows\n")
  message(FATAL_ERROR "mismatch: status ${rc}, stdout:\n${out}\nstderr:\n${err}")
endif()
message(STATUS "mismatch: ${err}")

# An output buffer of the wrong size aborts before anything is written.
execute_process(COMMAND ${WORK}/c-caller-dynamic mismatch-out
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
set(message "shapes: 'func.func' at [^\n]*kernel.mlir:12:1: output argument 2 dimension 0 has size 3, but result 0 dimension 0 has size 2\n")
if(NOT rc OR NOT err MATCHES "^${message}$"
   OR NOT out STREQUAL "calling add_rows into 3 rows for 2\n")
  message(FATAL_ERROR "mismatch-out: status ${rc}, stdout:\n${out}\nstderr:\n${err}")
endif()
message(STATUS "mismatch-out: ${err}")
