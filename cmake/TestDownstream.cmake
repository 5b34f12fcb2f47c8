# ctest driver: installs shapes into a scratch prefix, builds the downstream
# example against the installed package, and runs its tool on an input.
#   cmake -DSHAPES_BINARY_DIR=... -DSHAPES_SOURCE_DIR=... -DMLIR_DIR=...
#         -DCXX=... [-DLINK_FLAGS=-fsanitize=...] -P cmake/TestDownstream.cmake
set(work ${SHAPES_BINARY_DIR}/downstream-test)
file(REMOVE_RECURSE ${work})

execute_process(COMMAND ${CMAKE_COMMAND} --install ${SHAPES_BINARY_DIR}
                        --prefix ${work}/install
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "installing shapes failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -G Ninja
                        -S ${SHAPES_SOURCE_DIR}/examples/downstream
                        -B ${work}/build
                        -DCMAKE_CXX_COMPILER=${CXX}
                        -DShapes_DIR=${work}/install/lib/cmake/shapes
                        -DMLIR_DIR=${MLIR_DIR}
                        # A sanitizer build's libraries need the runtimes.
                        "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}"
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the downstream project failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${work}/build
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the downstream project failed")
endif()
execute_process(COMMAND ${work}/build/my-opt
                        ${SHAPES_SOURCE_DIR}/examples/broadcast.mlir
                        -shapes-lower-to-linalg
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(rc OR NOT out MATCHES "linalg.generic" OR out MATCHES "%[a-z0-9_]+ = shapes\\.")
  message(FATAL_ERROR "the downstream tool did not lower the example:\n${out}")
endif()
message(STATUS "downstream project built and ran against the installed package")
