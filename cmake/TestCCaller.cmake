# ctest driver: compiles examples/c-caller/kernel.mlir with -shapes-to-llvm
# and mlir-translate, links it with main.c, runs it, and checks the
# physical buffer it prints (the calling convention of README.md). The link
# has no MLIR runtime library: the generated code needs libc alone.
#   cmake -DSHAPES_OPT=... -DLLVM_TOOLS=... -DCC=... -DSRC=... -DWORK=...
#         -P cmake/TestCCaller.cmake
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${SHAPES_OPT} ${SRC}/kernel.mlir -shapes-to-llvm
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
execute_process(COMMAND ${CC} -O2 -Wno-override-module ${SRC}/main.c
                        ${WORK}/kernel.ll -o ${WORK}/c-caller
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "compiling the C caller failed")
endif()
execute_process(COMMAND ${WORK}/c-caller OUTPUT_VARIABLE out RESULT_VARIABLE rc)
set(expected "sizes [2, 3] strides [4, 1]\nphysical buffer: 11 22 33 1 14 25 36 1\nodd columns: 1 3 5 7 9 11 13 15\n")
if(rc OR NOT out STREQUAL expected)
  message(FATAL_ERROR "unexpected output:\n${out}\nexpected:\n${expected}")
endif()
message(STATUS "${out}")
