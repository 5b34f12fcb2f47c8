#===- benchmarks/rename-functions.cmake - append a suffix to func names ----===#
#
# Run at build time (cmake -P) by benchmarks/CMakeLists.txt: copies SRC to
# DST with every `func.func @<name>` renamed `@<name><SUFFIX>`, so that the
# same MLIR source compiled by two pipelines links into one executable.
#
# Variables: SRC DST SUFFIX
#
#===----------------------------------------------------------------------===#

file(READ ${SRC} text)
string(REGEX REPLACE "func\\.func @([A-Za-z0-9_]+)" "func.func @\\1${SUFFIX}"
       text "${text}")
file(WRITE ${DST} "${text}")
