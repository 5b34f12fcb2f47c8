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

# add_shapes_tool(name SOURCES... [LINK_LIBS ...]): an executable linked to
# libMLIR.so, placed in <build>/bin.
function(add_shapes_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS;DEPENDS" ${ARGN})
  add_llvm_executable(${name} ${ARG_UNPARSED_ARGUMENTS} DEPENDS ${ARG_DEPENDS})
  target_link_libraries(${name} PRIVATE MLIR ${ARG_LINK_LIBS})
  llvm_update_compile_flags(${name})
  install(TARGETS ${name} EXPORT ShapesTargets RUNTIME DESTINATION bin)
endfunction()
