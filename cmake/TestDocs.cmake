# ctest driver: builds the docs (`mlir-doc`) and checks that they stay true:
# every generated page exists, every link of docs/index.md resolves, every
# pass, pipeline and option that `shapes-opt --list-shapes-passes` prints
# appears in the generated reference, and docs/index.md lists every pass,
# pipeline and page of docs/.
#   cmake -DSHAPES_BINARY_DIR=... -DSHAPES_SOURCE_DIR=... -DSHAPES_OPT=...
#         -P cmake/TestDocs.cmake
execute_process(COMMAND ${CMAKE_COMMAND} --build ${SHAPES_BINARY_DIR}
                        --target mlir-doc
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc)
  message(FATAL_ERROR "building the docs (mlir-doc) failed:\n${out}")
endif()

set(docs ${SHAPES_BINARY_DIR}/docs)
set(generated Dialects/ShapesDialect.md ShapesConversionPasses.md
              ShapesTransformsPasses.md ShapesPipelines.md)
set(reference "")
foreach(page ${generated})
  if(NOT EXISTS ${docs}/${page})
    message(FATAL_ERROR "mlir-doc did not generate docs/${page}")
  endif()
  file(READ ${docs}/${page} text)
  string(APPEND reference "${text}")
endforeach()

# Every relative link of the index points at a page that exists in the
# built docs directory.
file(READ ${docs}/index.md index)
# (Matched as `(page.md)`: a `]` would upset CMake's list splitting.)
string(REGEX MATCHALL "\\([A-Za-z0-9_/.-]+\\.md\\)" links "${index}")
list(LENGTH links numLinks)
if(numLinks LESS 8)
  message(FATAL_ERROR "docs/index.md links to ${numLinks} pages, expected 8")
endif()
foreach(link ${links})
  string(REGEX REPLACE "^\\(|\\)$" "" target "${link}")
  if(NOT EXISTS ${docs}/${target})
    message(FATAL_ERROR "docs/index.md links to ${target}, which is not in ${docs}")
  endif()
endforeach()

# Every flag and option of the shapes group of the help.
execute_process(COMMAND ${SHAPES_OPT} --list-shapes-passes
                RESULT_VARIABLE rc OUTPUT_VARIABLE list)
if(rc)
  message(FATAL_ERROR "shapes-opt --list-shapes-passes failed")
endif()
string(REGEX MATCHALL "--[a-z0-9-]+" flags "${list}")
list(LENGTH flags count)
if(count LESS 6)
  message(FATAL_ERROR "too few passes and options in:\n${list}")
endif()
# Every value of an enum option too (`=affine` lines).
string(REGEX MATCHALL "\n *=[a-z0-9-]+" values "${list}")
set(missing "")
foreach(flag ${flags})
  string(REGEX REPLACE "^--" "" name "${flag}")
  # gen-pass-doc writes passes as `-name` and options as `-name : ...`;
  # ShapesPipelines.md as `--name`.
  if(NOT reference MATCHES "-${name}[ `=:\n]")
    list(APPEND missing "${flag}")
  endif()
endforeach()
foreach(value ${values})
  string(REGEX REPLACE "^\n *" "" value "${value}")
  string(FIND "${reference}" "${value}" at)
  if(at EQUAL -1)
    list(APPEND missing "${value}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "not in the generated docs: ${missing}")
endif()

# The index is current: it lists every pass and pipeline (the lines of the
# list indented by six spaces; options are indented by eight) and links
# every hand-written page of docs/.
string(REGEX MATCHALL "\n      --[a-z0-9-]+" passes "${list}")
set(unlisted "")
foreach(pass ${passes})
  string(REGEX REPLACE "^\n *-" "" name "${pass}")
  string(FIND "${index}" "`${name}`" at)
  if(at EQUAL -1)
    list(APPEND unlisted "${name}")
  endif()
endforeach()
file(GLOB pages RELATIVE ${SHAPES_SOURCE_DIR}/docs ${SHAPES_SOURCE_DIR}/docs/*.md)
foreach(page ${pages})
  string(FIND "${index}" "(${page})" at)
  if(NOT page STREQUAL "index.md" AND at EQUAL -1)
    list(APPEND unlisted "${page}")
  endif()
endforeach()
if(unlisted)
  message(FATAL_ERROR "docs/index.md does not list: ${unlisted}")
endif()
message(STATUS "docs built; ${count} passes, pipelines and options documented")
