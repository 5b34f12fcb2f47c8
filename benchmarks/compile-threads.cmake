#===- benchmarks/compile-threads.cmake - the multi-threaded shapes kernels -===#
#
# Run at build time (cmake -P) by benchmarks/CMakeLists.txt. Compiles
# kernels64.mlir a second time with -shapes-to-llvm="<OPTION>" (default
# "threads=2"), every function renamed <name><SUFFIX> so that the object links
# next to the 1-thread one. If shapes-opt rejects the option (a pipeline
# without threads=N) or a later step fails, the 2-thread shapes variant is
# skipped, not the build: the object is empty and the generated header says
# why, which shapes-bench prints.
#
# Variables: SHAPES_OPT MLIR_TRANSLATE CLANG CFLAGS (;-list) OPTION SUFFIX
#            SRC BIN OBJ HEADER
#
#===----------------------------------------------------------------------===#

file(READ ${SRC} text)
string(REGEX REPLACE "func\\.func @([A-Za-z0-9_]+)" "func.func @\\1${SUFFIX}"
       text "${text}")
set(renamed ${BIN}/kernels64${SUFFIX}.mlir)
file(WRITE ${renamed} "${text}")

set(reason "")
execute_process(
  COMMAND ${SHAPES_OPT} "-shapes-to-llvm=${OPTION}" ${renamed}
          -o ${BIN}/kernels64${SUFFIX}.llvm.mlir
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  set(reason "shapes-opt -shapes-to-llvm=\"${OPTION}\" failed: ${err}")
else()
  execute_process(
    COMMAND ${MLIR_TRANSLATE} --mlir-to-llvmir
            ${BIN}/kernels64${SUFFIX}.llvm.mlir -o ${BIN}/kernels64${SUFFIX}.ll
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    set(reason "mlir-translate of the \"${OPTION}\" kernels failed: ${err}")
  else()
    execute_process(
      COMMAND ${CLANG} ${CFLAGS} -Wno-override-module -c
              ${BIN}/kernels64${SUFFIX}.ll -o ${OBJ}
      RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      set(reason "clang++ of the \"${OPTION}\" kernels failed: ${err}")
    endif()
  endif()
endif()

if(reason)
  string(REGEX REPLACE "\n.*" "" first_line "${reason}")
  string(REPLACE "\"" "\\\"" escaped "${first_line}")
  message(STATUS "shapes-bench: SKIPPING the 2-thread shapes kernels: "
                 "${first_line}")
  file(WRITE ${BIN}/empty.cpp "// no multi-threaded shapes kernels\n")
  execute_process(COMMAND ${CLANG} -c ${BIN}/empty.cpp -o ${OBJ}
                  COMMAND_ERROR_IS_FATAL ANY)
  set(header "#define SHAPES_BENCH_HAVE_THREADS 0\n#define SHAPES_BENCH_THREADS_NOTE \"${escaped}\"\n")
else()
  set(header "#define SHAPES_BENCH_HAVE_THREADS 1\n#define SHAPES_BENCH_THREADS_NOTE \"-shapes-to-llvm=${OPTION}\"\n")
endif()
# Rewritten only when it changes, so that bench.cpp is not recompiled for
# nothing.
set(old "")
if(EXISTS ${HEADER})
  file(READ ${HEADER} old)
endif()
if(NOT old STREQUAL header)
  file(WRITE ${HEADER} "${header}")
endif()
