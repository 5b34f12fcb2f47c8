# -*- Python -*-
# lit configuration of the shapes test suite.

import os

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "SHAPES"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shapes_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%shapes_src_root", config.shapes_src_root))

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

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# Interestingness scripts of shapes-reduce tests call the tools by name.
llvm_config.with_environment("PATH", config.shapes_tools_dir, append_path=True)

tool_dirs = [config.shapes_tools_dir, config.llvm_tools_dir]
tools = [
    "shapes-difftest",
    "shapes-opt",
    "shapes-lsp-server",
    "shapes-reduce",
    "mlir-runner",
    "mlir-translate",
    "mlir-opt",
    "not",
    "count",
    "split-file",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
