# ctest driver: installs shapes into a scratch prefix, checks its contents
# (no empty directory, no internal tool), builds the downstream example
# against the installed package (which asks for a version and finds the
# installed tools), and runs its tool on an input.
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
set(prefix ${work}/install)

# No empty directory.
file(GLOB_RECURSE entries LIST_DIRECTORIES true ${prefix}/*)
set(empty "")
foreach(entry ${entries})
  if(IS_DIRECTORY ${entry})
    file(GLOB children ${entry}/*)
    if(NOT children)
      list(APPEND empty ${entry})
    endif()
  endif()
endforeach()
if(empty)
  list(JOIN empty "\n  " empty)
  message(FATAL_ERROR "the install has empty directories:\n  ${empty}")
endif()
# The user tools, and no internal tool (shapes-difftest, the fuzzers).
file(GLOB tools RELATIVE ${prefix}/bin ${prefix}/bin/*)
list(SORT tools)
if(NOT tools STREQUAL
   "shapes-lsp-server;shapes-opt;shapes-reduce;shapes-translate")
  message(FATAL_ERROR "the install has the tools ${tools}, expected "
                      "shapes-lsp-server, shapes-opt, shapes-reduce and "
                      "shapes-translate")
endif()

execute_process(COMMAND ${CMAKE_COMMAND} -G Ninja
                        -S ${SHAPES_SOURCE_DIR}/examples/downstream
                        -B ${work}/build
                        -DCMAKE_CXX_COMPILER=${CXX}
                        -DShapes_DIR=${work}/install/lib/cmake/shapes
                        -DMLIR_DIR=${MLIR_DIR}
                        # A sanitizer build's libraries need the runtimes.
                        "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "configuring the downstream project failed:\n${out}")
endif()
# The version it found is the one the installed tools print, and the tools
# are found in SHAPES_TOOLS_DIR.
execute_process(COMMAND ${prefix}/bin/shapes-opt --version
                RESULT_VARIABLE rc OUTPUT_VARIABLE version)
if(rc OR NOT version MATCHES "\n  shapes version ([0-9.]+)\n")
  message(FATAL_ERROR "the installed shapes-opt --version printed:\n${version}")
endif()
set(shapesVersion ${CMAKE_MATCH_1})
set(expected "Found shapes ${shapesVersion}: ${prefix}/bin/shapes-opt\n")
string(FIND "${out}" "${expected}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "configuring the downstream project did not print\n"
                      "  ${expected}but:\n${out}")
endif()

# A request for another minor version is rejected.
file(WRITE ${work}/wrong-version/CMakeLists.txt
  "cmake_minimum_required(VERSION 3.20)\n"
  "project(wrong-version LANGUAGES NONE)\n"
  "find_package(Shapes 0.999 REQUIRED CONFIG)\n")
execute_process(COMMAND ${CMAKE_COMMAND} -S ${work}/wrong-version
                        -B ${work}/wrong-version/build
                        -DShapes_DIR=${prefix}/lib/cmake/shapes
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc OR NOT out MATCHES "requested version \"0\\.999\"")
  message(FATAL_ERROR "find_package(Shapes 0.999) did not fail as it "
                      "should:\n${out}")
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
# The installed shapes/Version.h gives the downstream tool the version too.
execute_process(COMMAND ${work}/build/my-opt --version
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(rc OR NOT out MATCHES "\n  shapes version ${shapesVersion}\n")
  message(FATAL_ERROR "my-opt --version did not print shapes "
                      "${shapesVersion}:\n${out}")
endif()
message(STATUS "downstream project built and ran against the installed package")
