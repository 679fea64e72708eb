//===- ProblemSetup.h - From a problem spec to a kernel launch ----*- C++ -*-===//
//
// `clopt verify` and the tuner run a kernel on seeded inputs. What they need
// per kernel -- the original global (and local) size, a value for every
// scalar argument, the length and initial contents of every buffer -- comes
// from the problem spec (ProblemSpec.h: command line > FILE.cl.yaml >
// `#pragma clopt tune`) and, for buffer lengths not given, from the access
// analysis (BufferExtent.h). Anything missing is an error that says what to
// add and where, with an example line.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_PROBLEMSETUP_H
#define CLOPT_TUNER_PROBLEMSETUP_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/ProblemSpec.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace clopt {

/// The specs of one source file from its sidecar (FILE.cl.yaml) and its
/// pragmas; the command line is merged in per kernel.
struct FileSpecs {
  std::string SourcePath;
  std::string SidecarPath;
  KernelSpecs Sidecar;
  KernelSpecs Pragma;

  /// Reads FILE.cl.yaml (when it exists and is a spec) and the pragmas of
  /// Source. A pragma's names that are object-like macros of the file are
  /// expanded, except those Cli or the sidecar give as sizes.
  static llvm::Expected<FileSpecs> load(ParsedSource &Source,
                                        const ProblemSpec &Cli = ProblemSpec());
  /// The merged spec of Kernel: Cli > sidecar > pragma, field by field.
  ProblemSpec forKernel(const std::string &Kernel, const ProblemSpec &Cli) const;
  SpecContext context(const std::string &Kernel) const {
    return SpecContext{Kernel, SourcePath, SidecarPath};
  }
};

/// One launch of a kernel: everything a job needs besides the sources.
struct ProblemInstance {
  std::vector<uint64_t> Global; ///< the original global size
  std::vector<uint64_t> Local;  ///< its local size; empty = NULL
  std::vector<KernelArg> Args;  ///< in parameter order
  /// Integer sizes and scalar arguments by name (for expressions).
  SizeEnv Sizes;

  /// The named sizes that define the problem-size class: integer sizes and
  /// scalar arguments, plus G0..G2 (TuningDatabase.h sizeClass()).
  std::vector<std::pair<std::string, uint64_t>> namedSizes() const;
  /// "N=64, global [64]", for messages and the tuned file's header.
  std::string describe() const;
};

/// Resolves Spec for Kernel: global and local size, scalar values, buffer
/// lengths (given, else inferred) and initial data (random, index ranges
/// kept inside the indexed array, or files). Reads only the analysis'
/// facts, never the AST: the tuner calls it once per size it verifies at.
llvm::Expected<ProblemInstance> instantiateProblem(const KernelInfo &Kernel,
                                                   const ProblemSpec &Spec,
                                                   const SpecContext &Ctx);

/// Every size the command line gives (--size, --point) must be read by some
/// kernel of \p Kernels (its argument, or a name in its global or local
/// size, a buffer length or another size): a misspelt name would otherwise
/// be dropped without a word, the kernel tuned at another size, and the
/// name kept in the database's key. Likewise each --buffer and --input
/// (checkCliBufferNames; a kernel without such a pointer ignores it). Sizes
/// from a kernel's own spec (sidecar, pragma) are checked by
/// instantiateProblem.
llvm::Error checkCliNamesRead(const std::vector<KernelInfo> &Kernels,
                              const FileSpecs &Specs, const ProblemSpec &Cli);

/// Each --buffer and --input of \p Cli names a pointer argument of one of
/// \p Kernels (a scalar of that name wants --size), and an --input is read
/// with one element type by all of them. Verify passes the kernel it checks
/// alone: a file for another kernel would be silently unused.
llvm::Error checkCliBufferNames(const std::vector<KernelInfo> &Kernels,
                                const ProblemSpec &Cli, llvm::StringRef SourcePath);

/// The clBuildProgram options matching the front end's: -cl-std, -D, and -I
/// with absolute paths (the worker runs elsewhere).
std::string openclBuildOptions(const FrontendOptions &Opts);

/// The clBuildProgram options for compiling \p KernelPath's code on the
/// device, from elsewhere: openclBuildOptions with the kernel file's own
/// directory first in the include path, as for the front end. Drivers split
/// build options at spaces and take no quoting (PoCL, NVIDIA), so an include
/// directory whose path has a space is reached through a link made in
/// \p LinkDir (a private directory that outlives the builds), and a -D whose
/// text has one is an error that says how to write it.
llvm::Expected<std::string> deviceBuildOptions(FrontendOptions Opts,
                                               llvm::StringRef KernelPath,
                                               llvm::StringRef LinkDir);

/// Converts a runtime Status into an llvm::Error.
llvm::Error toError(const Status &S);

} // namespace clopt

#endif // CLOPT_TUNER_PROBLEMSETUP_H
