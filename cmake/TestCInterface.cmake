# ctest driver: compiles test/CInterface/${NAME}.mlir with -shapes-to-llvm
# and mlir-translate, and the C program ${NAME}.c that calls its
# _mlir_ciface_ wrappers, both with -fsanitize=address (the generated
# functions instrumented too), links them with libc and libm alone, runs
# the program and checks that it reports no failed check.
# AddressSanitizer (LeakSanitizer included) makes a buffer freed twice, a
# buffer never freed and an access outside a buffer, by the program or by
# the generated code, fail the run, with its report on stderr.
#   cmake -DNAME=... -DSHAPES_OPT=... -DLLVM_TOOLS=... -DCC=... -DSRC=...
#         -DWORK=... -P cmake/TestCInterface.cmake
file(MAKE_DIRECTORY ${WORK})
set(base ${WORK}/${NAME})
execute_process(COMMAND ${SHAPES_OPT} ${SRC}/${NAME}.mlir -shapes-to-llvm
                OUTPUT_FILE ${base}.llvm.mlir RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "shapes-opt -shapes-to-llvm failed")
endif()
execute_process(COMMAND ${LLVM_TOOLS}/mlir-translate --mlir-to-llvmir
                        ${base}.llvm.mlir
                OUTPUT_FILE ${base}.ll RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "mlir-translate failed")
endif()
# clang instruments only the functions marked sanitize_address, which it
# marks in the C program; the generated functions get the mark here.
file(READ ${base}.ll ir)
string(REGEX MATCHALL "\ndefine " defines "${ir}")
string(REGEX REPLACE "(\ndefine [^\n]*\\)) {\n" "\\1 sanitize_address {\n"
       ir "${ir}")
string(REGEX MATCHALL "\\) sanitize_address {\n" marked "${ir}")
list(LENGTH defines count)
list(LENGTH marked count_marked)
if(NOT count EQUAL count_marked)
  message(FATAL_ERROR "marked ${count_marked} of the ${count} functions "
                      "sanitize_address")
endif()
file(WRITE ${base}.ll "${ir}")
execute_process(COMMAND ${CC} -O1 -g -fsanitize=address
                        -fno-omit-frame-pointer -Wall -Werror
                        -Wno-override-module ${SRC}/${NAME}.c ${base}.ll -lm
                        -o ${base}
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "compiling the C caller with -fsanitize=address failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env
                        ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 ${base}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(rc OR NOT out MATCHES "^[0-9]+ checks, 0 failed\n$")
  message(FATAL_ERROR "status ${rc}, stdout:\n${out}\nstderr:\n${err}")
endif()
string(STRIP "${out}" out)
message(STATUS "${NAME}: ${out}")
