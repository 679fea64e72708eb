import os
import lit.formats

config.name = "clopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".test"]
config.excludes = ["Inputs", "Unit", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.clopt_obj_root, "test")

# clopt's tools first, then FileCheck/not/count from llvm-19-tools.
path = os.path.pathsep.join([config.clopt_tools_dir, config.llvm_tools_dir,
                             config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
# CLOPT_BUILD_THREADS=1 runs the suite with the workers' build phase off.
for var in ["HOME", "XDG_CACHE_HOME", "OCL_ICD_VENDORS", "POCL_DEVICES",
            "POCL_CACHE_DIR", "TMPDIR", "ASAN_OPTIONS", "UBSAN_OPTIONS",
            "LSAN_OPTIONS", "CLOPT_BUILD_THREADS"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# One binary cache for the suite, away from the user's: tests that check
# cache hits use their own directory.
# Every nest is checked after every pass (include/clopt/Transforms/NestVerifier.h).
config.environment["CLOPT_VERIFY_NEST"] = "1"
config.environment["CLOPT_CACHE_DIR"] = os.path.join(config.test_exec_root, "binary-cache")
config.substitutions.append(("%examples", os.path.join(config.clopt_src_root, "examples")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# Root can read files without read permission, so tests of unreadable input
# need another user.
if hasattr(os, "geteuid") and os.geteuid() != 0:
    config.available_features.add("non-root")
import sys
config.substitutions.append(("%python", sys.executable))
# The benchmark drivers (bench/) and the directory with clopt's binaries.
config.substitutions.append(("%bench", os.path.join(config.clopt_src_root, "bench")))
config.substitutions.append(("%bindir", config.clopt_tools_dir))
# FileCheck never sees the test file's own directive lines in its input
# (filecheck_input_filter.py: `clopt rewrite %s -o -` echoes them, and a
# check would match its own copy).
config.substitutions.append(
    (r"(?<![\w/.-])FileCheck\b",
     "%s %s %s" % (sys.executable,
                   os.path.join(config.test_source_root, "filecheck_input_filter.py"),
                   os.path.join(config.llvm_tools_dir, "FileCheck"))))
# utils/plot-report.py draws with matplotlib when it is installed (it is not
# in utils/packages.txt: the script degrades to a text summary without it).
import importlib.util
if importlib.util.find_spec("matplotlib") is not None:
    config.available_features.add("matplotlib")
