# ctest driver: installs shapes into a scratch prefix, runs the installed
# tools (an LSP session with shapes-lsp-server), builds the C program
# of examples/c-api against the installed package (as a downstream project
# would), and runs it. The program checks its own results (a module with
# layouts, the layout queries, -shapes-to-llvm with options).
#   cmake -DSHAPES_BINARY_DIR=... -DSHAPES_SOURCE_DIR=... -DMLIR_DIR=...
#         -DCC=... -DCXX=... -P cmake/TestCAPI.cmake
set(work ${SHAPES_BINARY_DIR}/c-api-test)
file(REMOVE_RECURSE ${work})

execute_process(COMMAND ${CMAKE_COMMAND} --install ${SHAPES_BINARY_DIR}
                        --prefix ${work}/install
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "installing shapes failed")
endif()
foreach(file include/shapes-c/Dialect/Shapes.h include/shapes-c/Passes.h
             include/shapes-c/InitAll.h lib/libShapesCAPI.so)
  if(NOT EXISTS ${work}/install/${file})
    message(FATAL_ERROR "the package does not install ${file}")
  endif()
endforeach()
# The installed tools start from the prefix (they find libMLIR.so without
# LD_LIBRARY_PATH), and the language server answers an LSP session.
foreach(tool shapes-opt shapes-lsp-server shapes-reduce shapes-translate)
  execute_process(COMMAND ${work}/install/bin/${tool} --help
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(rc)
    message(FATAL_ERROR "the installed ${tool} does not run: ${err}")
  endif()
endforeach()
execute_process(COMMAND ${work}/install/bin/shapes-lsp-server -lit-test
                INPUT_FILE ${SHAPES_SOURCE_DIR}/test/Tools/shapes-lsp-server/diagnostics.test
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_QUIET)
if(rc OR NOT out MATCHES "minor_to_major is not a permutation")
  message(FATAL_ERROR "the installed shapes-lsp-server gave no diagnostic:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -G Ninja
                        -S ${SHAPES_SOURCE_DIR}/examples/c-api
                        -B ${work}/build
                        -DCMAKE_C_COMPILER=${CC}
                        -DCMAKE_CXX_COMPILER=${CXX}
                        -DShapes_DIR=${work}/install/lib/cmake/shapes
                        -DMLIR_DIR=${MLIR_DIR}
                        # A sanitizer build's libraries need the runtimes.
                        "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}"
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the C API example failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${work}/build
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the C API example failed")
endif()
execute_process(COMMAND ${work}/build/shapes-c-api-example
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}${err}")
if(rc OR NOT out MATCHES "\n0 checks failed\n$")
  message(FATAL_ERROR "the C API example failed (exit ${rc})")
endif()
