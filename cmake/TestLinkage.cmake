# ctest driver: for every element type of the dialect, generates kernels
# from test/Linkage/common.mlir.in, binary.mlir.in and dot.mlir.in
# (broadcasts into permuted layouts, transposing relayouts, a comparison,
# the elementwise ops of the type and a matmul but for i1, static and
# dynamic, one kernel writing into the caller's buffer), lowers them with -shapes-to-llvm three times
# (results returned; results-to-out-params=true; threads=2), compiles the
# object with clang -c -O2, and then for each object:
#   * checks with llvm-nm -u that it needs only functions of libc and libm
#     (the allowlist below), and of libomp's __kmpc_ entry points with
#     threads=2, so that a new dependency (a compiler-rt builtin such as
#     __truncsfbf2) is caught even where the link succeeds;
#   * links it with test/Linkage/main.c by a plain `clang ... -lm`
#     (-fopenmp with threads=2, for libomp);
#   * runs it: main.c checks the sizes, strides and elements of every
#     result at static sizes and a sweep of run-time sizes.
#   cmake -DSHAPES_OPT=... -DLLVM_TOOLS=... -DCC=... -DSRC=... -DWORK=...
#         -P cmake/TestLinkage.cmake

cmake_policy(SET CMP0057 NEW) # if(... IN_LIST ...)

# What the generated code may call: libc (allocation, the huge-page
# allocator, the shape checks' message and abort), libm, and the 128-bit
# division of the compiler runtime that every C driver links by default
# (libgcc's or compiler-rt's __divti3 family, which i128 div and rem need).
set(allowed abort dprintf fflush free madvise malloc malloc_usable_size
    memcpy memmove memset posix_memalign fmod fmodf
    __divti3 __modti3 __udivti3 __umodti3)

set(arith add sub mul max min)
set(divide div rem)
set(logical and or xor)
if(NOT DEFINED TYPES)
  set(TYPES i1 i8 i16 i32 i64 i128 f16 bf16 f32 f64)
endif()

file(READ ${SRC}/common.mlir.in common)
file(READ ${SRC}/binary.mlir.in binary)
file(READ ${SRC}/dot.mlir.in dot)

foreach(type IN LISTS TYPES)
  # The ops of the type and the C caller's matching options.
  set(ops)
  set(defines)
  if(type STREQUAL "i1")
    list(APPEND defines -DELT_I1)
  elseif(type MATCHES "^i([0-9]+)$")
    list(APPEND defines -DELT_INT=${CMAKE_MATCH_1})
  else()
    string(TOUPPER ${type} upper)
    list(APPEND defines -DELT_${upper})
  endif()
  if(NOT type STREQUAL "i1")
    list(APPEND ops ${arith})
    list(APPEND defines -DARITH)
    list(APPEND ops ${divide})
    list(APPEND defines -DDIVIDE -DDOT)
  endif()
  if(type MATCHES "^i")
    list(APPEND ops ${logical})
    list(APPEND defines -DLOGICAL)
  endif()

  set(dir ${WORK}/${type})
  file(MAKE_DIRECTORY ${dir})
  string(REPLACE "@T@" "${type}" text "${common}")
  foreach(op IN LISTS ops)
    string(REPLACE "@T@" "${type}" kernel "${binary}")
    string(REPLACE "@OP@" "${op}" kernel "${kernel}")
    string(APPEND text "${kernel}")
  endforeach()
  if(NOT type STREQUAL "i1")
    string(REPLACE "@T@" "${type}" kernel "${dot}")
    string(APPEND text "${kernel}")
  endif()
  file(WRITE ${dir}/kernels.mlir "${text}")

  foreach(convention returned out-params threads)
    set(name "${type} (${convention})")
    set(options "")
    set(caller ${defines})
    set(openmp)
    if(convention STREQUAL "out-params")
      set(options "=results-to-out-params=true")
      list(APPEND caller -DOUT_PARAMS)
    elseif(convention STREQUAL "threads")
      set(options "=threads=2")
      set(openmp -fopenmp)
    endif()
    set(base ${dir}/${convention})
    execute_process(COMMAND ${SHAPES_OPT} ${dir}/kernels.mlir
                            "-shapes-to-llvm${options}"
                    OUTPUT_FILE ${base}.llvm.mlir RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "${name}: shapes-opt -shapes-to-llvm failed")
    endif()
    execute_process(COMMAND ${LLVM_TOOLS}/mlir-translate --mlir-to-llvmir
                            ${base}.llvm.mlir
                    OUTPUT_FILE ${base}.ll RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "${name}: mlir-translate failed")
    endif()
    execute_process(COMMAND ${CC} -c -O2 -Wno-override-module ${base}.ll
                            -o ${base}.o
                    RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "${name}: compiling the object failed")
    endif()

    execute_process(COMMAND ${LLVM_TOOLS}/llvm-nm -u --format=just-symbols
                            ${base}.o
                    OUTPUT_VARIABLE undefined RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "${name}: llvm-nm failed")
    endif()
    string(REPLACE "\n" ";" undefined "${undefined}")
    set(unexpected)
    foreach(symbol IN LISTS undefined)
      if(openmp AND symbol MATCHES "^__kmpc_")
        continue()
      endif()
      if(symbol AND NOT symbol IN_LIST allowed)
        list(APPEND unexpected ${symbol})
      endif()
    endforeach()
    if(unexpected)
      message(FATAL_ERROR "${name}: the object needs functions outside libc, "
                          "libm (and libomp): ${unexpected}")
    endif()

    execute_process(COMMAND ${CC} -O2 -Wall -Werror ${caller}
                            ${SRC}/main.c ${base}.o -lm ${openmp} -o ${base}
                    RESULT_VARIABLE rc)
    if(rc)
      message(FATAL_ERROR "${name}: linking with `${CC} ... -lm` failed")
    endif()
    execute_process(COMMAND ${base} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
    if(rc OR NOT out MATCHES "^[0-9]+ checks, 0 failed\n$")
      message(FATAL_ERROR "${name}: status ${rc}, output:\n${out}")
    endif()
    string(STRIP "${out}" out)
    message(STATUS "${name}: ${out}")
  endforeach()
endforeach()
