#===- AddShapes.cmake - thin wrappers over add_mlir_* ---------------------===#
#
# Every shapes library links the shared libMLIR.so (never the static MLIR
# component archives) and is recorded in the SHAPES_EXPORTED_TARGETS global
# property so that cmake/modules can export it for downstream users.
#
#===----------------------------------------------------------------------===#

# add_shapes_library(name SOURCES... [DEPENDS ...] [LINK_LIBS ...])
function(add_shapes_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    EXCLUDE_FROM_LIBMLIR
    DISABLE_INSTALL
    DEPENDS ${ARG_DEPENDS}
    LINK_LIBS PUBLIC MLIR ${ARG_LINK_LIBS})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${SHAPES_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${SHAPES_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  install(TARGETS ${name} EXPORT ShapesTargets
    LIBRARY DESTINATION lib ARCHIVE DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY SHAPES_EXPORTED_TARGETS ${name})
endfunction()

# shapes_precompile_mlir_headers(target): the sources of `target` load the
# MLIR headers that most of our sources include from one precompiled header
# (SHAPES_PRECOMPILED_HEADERS, on by default). Parsing those headers is
# about half the time of compiling one of our sources (15.9 s without, 7.9 s
# with, for Vectorize/TransposingNest.cpp in a sanitizer build), and of
# clang-tidy over it (utils/tidy.sh reads the same compile commands).
#
# The header is compiled once (about 20 s), by a target of its own,
# ShapesMLIRHeaders, an object library of one empty source that depends on
# nothing of ours: so it builds while TableGen runs, and any target, the
# dialect's included, can reuse it (REUSE_FROM) without a dependency cycle.
# Reuse needs the same language options: the owner has the flags of every
# library and tool (llvm_update_compile_flags: -fno-exceptions, ...), and
# so must a target that reuses it (the unit tests set them too).
set(SHAPES_PRECOMPILED_MLIR_HEADERS
  <mlir/Dialect/Arith/IR/Arith.h>
  <mlir/Dialect/Func/IR/FuncOps.h>
  <mlir/Dialect/Linalg/IR/Linalg.h>
  <mlir/Dialect/MemRef/IR/MemRef.h>
  <mlir/Dialect/SCF/IR/SCF.h>
  <mlir/Dialect/Tensor/IR/Tensor.h>
  <mlir/Dialect/Vector/IR/VectorOps.h>
  <mlir/IR/BuiltinOps.h>
  <mlir/IR/PatternMatch.h>
  <mlir/Pass/Pass.h>
  <llvm/ADT/STLExtras.h>
  <llvm/ADT/SmallVector.h>
  <llvm/ADT/StringExtras.h>)
function(shapes_precompile_mlir_headers target)
  if(NOT SHAPES_PRECOMPILED_HEADERS)
    return()
  endif()
  if(NOT TARGET ShapesMLIRHeaders)
    set(source ${SHAPES_BINARY_DIR}/ShapesMLIRHeaders.cpp)
    file(WRITE ${source}.tmp "// The owner of the precompiled MLIR headers.\n")
    file(COPY_FILE ${source}.tmp ${source} ONLY_IF_DIFFERENT)
    add_library(ShapesMLIRHeaders OBJECT ${source})
    llvm_update_compile_flags(ShapesMLIRHeaders)
    set_target_properties(ShapesMLIRHeaders PROPERTIES
      POSITION_INDEPENDENT_CODE ON)
    target_precompile_headers(ShapesMLIRHeaders PRIVATE
      ${SHAPES_PRECOMPILED_MLIR_HEADERS})
  endif()
  target_precompile_headers(${target} REUSE_FROM ShapesMLIRHeaders)
endfunction()

# add_shapes_dialect_library: same, grouped with dialect libraries.
function(add_shapes_dialect_library name)
  set_property(GLOBAL APPEND PROPERTY SHAPES_DIALECT_LIBS ${name})
  add_shapes_library(${name} ${ARGN})
endfunction()

# add_shapes_conversion_library: same, grouped with conversion libraries.
function(add_shapes_conversion_library name)
  set_property(GLOBAL APPEND PROPERTY SHAPES_CONVERSION_LIBS ${name})
  add_shapes_library(${name} ${ARGN})
endfunction()

# add_shapes_tool(name SOURCES... [INTERNAL] [LINK_LIBS ...]): an executable
# linked to libMLIR.so, placed in <build>/bin and installed in <prefix>/bin.
# An INTERNAL tool (a test harness of the project) is not installed.
function(add_shapes_tool name)
  cmake_parse_arguments(ARG "INTERNAL" "" "LINK_LIBS;DEPENDS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS} DEPENDS ${ARG_DEPENDS})
  target_link_libraries(${name} PRIVATE MLIR ${ARG_LINK_LIBS})
  llvm_update_compile_flags(${name})
  # Warns when the tool (or a library it links) links the LLVM dylib and a
  # static LLVM component too: two copies of the same symbols.
  mlir_check_all_link_libraries(${name})
  # Installed tools find libMLIR.so where MLIR is installed (Debian keeps it
  # in the LLVM library directory, outside the loader's default path).
  get_target_property(rpath ${name} INSTALL_RPATH)
  if(NOT rpath)
    set(rpath "")
  endif()
  set_target_properties(${name} PROPERTIES
    INSTALL_RPATH "${rpath};${LLVM_LIBRARY_DIR}")
  if(NOT ARG_INTERNAL)
    install(TARGETS ${name} EXPORT ShapesTargets RUNTIME DESTINATION bin)
  endif()
endfunction()

# add_shapes_c_api_library(name SOURCES... [EMBED_LIBS ...] [LINK_LIBS ...]):
# the shared library a C program links. It holds the shapes C API (SOURCES),
# the whole of the upstream MLIR C API archives named in EMBED_LIBS (the
# mlirContextCreate, mlirModuleCreateParse, ... that a C user calls with
# ours), and the shapes libraries in LINK_LIBS; the C++ of MLIR comes from
# the shared libMLIR.so, as for every shapes target.
#
# Upstream would use add_mlir_aggregate, but Debian's MLIR is not installed
# with MLIR_INSTALL_AGGREGATE_OBJECTS, and linking the imported MLIRCAPI*
# targets would pull in the static MLIR libraries next to libMLIR.so (two
# copies of every global). So the archives are linked by file, whole.
function(add_shapes_c_api_library name)
  cmake_parse_arguments(ARG "" "" "EMBED_LIBS;LINK_LIBS" ${ARGN})
  add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  target_compile_definitions(${name} PRIVATE MLIR_CAPI_BUILDING_LIBRARY=1)
  set(embedded)
  foreach(lib ${ARG_EMBED_LIBS})
    list(APPEND embedded "$<TARGET_FILE:${lib}>")
  endforeach()
  target_link_libraries(${name} PRIVATE
    "-Wl,--whole-archive" ${embedded} "-Wl,--no-whole-archive"
    ${ARG_LINK_LIBS} MLIR)
  # Every symbol resolved at link time: a missing one is a build error here,
  # not a load error in a user's program. Except in a sanitizer build, where
  # the sanitizer runtimes come with the executable that loads the library
  # (LLVM's `-z defs` is overridden too).
  if(SHAPES_SANITIZERS)
    target_link_options(${name} PRIVATE "LINKER:-z,undefs")
  else()
    target_link_options(${name} PRIVATE "LINKER:--no-undefined")
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${SHAPES_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${SHAPES_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>
    ${MLIR_INCLUDE_DIRS})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib
    # Finds libMLIR.so where MLIR is installed, wherever shapes is installed.
    INSTALL_RPATH "${LLVM_LIBRARY_DIR}"
    BUILD_RPATH "${LLVM_LIBRARY_DIR}")
  install(TARGETS ${name} EXPORT ShapesTargets
    LIBRARY DESTINATION lib ARCHIVE DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY SHAPES_EXPORTED_TARGETS ${name})
endfunction()
