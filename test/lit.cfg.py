# -*- Python -*-
# lit configuration of the shapes test suite.

import os

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "SHAPES"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".hlo"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shapes_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%shapes_src_root", config.shapes_src_root))
# A tool by its path, without the arguments its substitution adds.
config.substitutions.append(("%shapes_tools_dir", config.shapes_tools_dir))

# The runtime libraries that mlir-runner loads for printing.
config.substitutions.append(
    ("%mlir_runner_utils",
     os.path.join(config.mlir_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext)))
config.substitutions.append(
    ("%mlir_c_runner_utils",
     os.path.join(config.mlir_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext)))

# `REQUIRES: mlir-runner`: mlir-runner and the runtime libraries it loads are
# there (every test of test/Integration needs them: its lit.local.cfg).
runner_libs = ["mlir_runner_utils", "mlir_c_runner_utils"]
if lit.util.which("mlir-runner", config.llvm_tools_dir) and all(
    os.path.exists(os.path.join(config.mlir_lib_dir,
                                "lib" + lib + config.llvm_shlib_ext))
    for lib in runner_libs):
    config.available_features.add("mlir-runner")

# The OpenMP runtime, for programs lowered with -shapes-to-llvm="threads=N".
config.substitutions.append(
    ("%libomp", os.path.join(config.mlir_lib_dir, "libomp" + config.llvm_shlib_ext)))

# A per-test timeout, so that a test that hangs fails, is reported, and
# does not stall the suite. The slowest tests (those of
# test/Integration/Differential) take up to 3 minutes on a loaded two-core
# machine; the limit is 10 minutes, three times that in a sanitizer build
# (SHAPES_SANITIZERS or SHAPES_BUILD_FUZZERS, as utils/test-sanitized.sh
# and .ci/run build). SHAPES_LIT_TIMEOUT sets it in seconds, 0 turns it off,
# and lit's --timeout overrides both. lit needs the psutil module to kill a
# test's processes (utils/install-deps.sh installs python3-psutil); without
# it the suite runs with no timeout and says so.
def sanitized_build():
    cache = os.path.join(config.shapes_obj_root, "CMakeCache.txt")
    if not os.path.exists(cache):
        return False
    with open(cache) as f:
        for line in f:
            name, _, value = line.strip().partition("=")
            if name == "SHAPES_SANITIZERS:STRING" and value:
                return True
            if name == "SHAPES_BUILD_FUZZERS:BOOL" and value.upper() in (
                    "ON", "1", "TRUE", "YES"):
                return True
    return False


timeout = int(os.environ.get(
    "SHAPES_LIT_TIMEOUT", 600 * (3 if sanitized_build() else 1)))
supported, why = lit_config.maxIndividualTestTimeIsSupported
if timeout and not supported:
    lit_config.warning("no per-test timeout: " + why)
elif timeout:
    lit_config.maxIndividualTestTime = timeout

# A program that corrupts the heap and crashes must not hang: LLVM's crash
# handler (in mlir-runner and shapes-difftest, which run the programs in
# process) symbolizes the stack trace, which allocates, and deadlocks on the
# lock of the corrupted heap that the failing malloc holds. Without
# symbolization the handler prints the raw stack and the process dies.
# lit already sets LLVM_DISABLE_CRASH_REPORT=1. Sanitizer reports are
# symbolized by the sanitizer runtime (ASAN_SYMBOLIZER_PATH), unaffected.
config.environment["LLVM_DISABLE_SYMBOLIZATION"] = "1"

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# Interestingness scripts of shapes-reduce tests call the tools by name.
llvm_config.with_environment("PATH", config.shapes_tools_dir, append_path=True)

tool_dirs = [config.shapes_tools_dir, config.llvm_tools_dir]
# A sanitizer build runs the differential tests' programs 3 to 4 times
# slower; there they run a fifth of them (the first ones of each stream),
# compiled by the JIT without optimization (the sanitizers instrument our
# tools, not the code they generate, so LLVM's optimizer only costs time
# there). lit's -D difftest_count_percent=N and -D difftest_opt=N set the
# share and the JIT's level. The name after an `=` (an environment variable
# of a script) is left alone.
sanitized = sanitized_build()
difftest_percent = lit_config.params.get(
    "difftest_count_percent", "20" if sanitized else "100")
difftest_opt = lit_config.params.get("difftest_opt", "0" if sanitized else "")
difftest_args = []
if difftest_percent != "100":
    difftest_args.append("--count-percent=" + difftest_percent)
if difftest_opt:
    difftest_args.append("--opt=" + difftest_opt)
difftest = ToolSubst("shapes-difftest", pre=r".-^/\<=",
                     extra_args=difftest_args or None)
# The vector code generators describe the host by default; the tests pin
# the generic description, so that their IR is the same on every host
# (test/Dialect/Shapes/Transforms/vector-target.mlir checks the host's).
shapes_opt = ToolSubst("shapes-opt", pre=r".-^/\<=",
                       extra_args=["--shapes-target=generic"])
tools = [
    difftest,
    shapes_opt,
    "shapes-lsp-server",
    "shapes-reduce",
    "shapes-translate",
    "mlir-runner",
    "mlir-translate",
    "mlir-opt",
    "llc",
    "llvm-nm",
    "not",
    "count",
    "split-file",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
