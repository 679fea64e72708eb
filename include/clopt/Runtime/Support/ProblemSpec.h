//===- ProblemSpec.h - How big a problem to run a kernel on ------*- C++ -*-===//
//
// To run a kernel, clopt needs its global size, a value for every scalar
// argument and the length of every buffer. They come from, in order of
// precedence:
//
//   1. the command line:   --size N=4096 --global N --buffer A=N*N
//                          --input idx=idx.bin
//   2. a sidecar spec FILE.cl.yaml next to the kernel file:
//        kernels:
//          matvec:
//            global: [N]            # expressions over sizes, 1 to 3 of them
//            local: [64]            # optional original local size
//            sizes: {N: 4096}       # scalar arguments (and names used above)
//            buffers: {A: "N*N"}    # element counts, where not inferred
//            inputs: {idx: idx.bin} # raw little-endian data for a buffer
//            points: [{N: 1024}, {N: 4096}]   # several size points, or
//            range: {k: [0, 384, 128]}        # from, to (inclusive), step
//   3. a pragma right before the kernel in the source:
//        #pragma clopt tune global(N) sizes(N = 4096) buffers(A = N*N)
//
// Each field merges separately: a size given on the command line overrides
// the same size in the sidecar, which overrides the pragma. A tuned output's
// sidecar (OUT.cl.yaml, TunedSidecar.h) is recognised and is not a spec.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_PROBLEMSPEC_H
#define CLOPT_RUNTIME_PROBLEMSPEC_H

#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/Status.h"
#include <map>
#include <string>
#include <vector>

namespace clopt {

struct ProblemSpec {
  std::vector<std::string> Global;            ///< Expressions; empty = unset.
  std::vector<std::string> Local;             ///< Expressions; empty = unset.
  std::map<std::string, std::string> Sizes;   ///< Name -> value text.
  std::map<std::string, std::string> Buffers; ///< Buffer -> count expression.
  std::map<std::string, std::string> Inputs;  ///< Buffer -> data file.
  /// Size points for a kernel launched at several sizes: each overrides
  /// Sizes (name -> value text); empty = the one point Sizes gives.
  std::vector<std::map<std::string, std::string>> Points;
  /// Where each value came from, for error messages: "sizes.N" ->
  /// "--size N=4096", "buffers.A" -> "mv.cl.yaml: kernels.matvec.buffers.A",
  /// "global" -> "mv.cl:3: #pragma clopt tune"; keys as in the sidecar.
  std::map<std::string, std::string> Origins;

  /// " (from WHERE)" for Key, or "" when unknown.
  std::string from(const std::string &Key) const {
    auto It = Origins.find(Key);
    return It == Origins.end() ? "" : " (from " + It->second + ")";
  }

  bool empty() const {
    return Global.empty() && Local.empty() && Sizes.empty() && Buffers.empty() &&
           Inputs.empty() && Points.empty();
  }
};

/// Specs per kernel name, from one source.
using KernelSpecs = std::map<std::string, ProblemSpec>;

/// "N=4096" -> Sizes["N"]; "A=N*N" -> Buffers; errors quote the argument.
/// A size must be an integer expression or a floating-point literal; giving
/// the same name twice with different values is an error.
Status addSizeArg(ProblemSpec &S, const std::string &Arg);
Status addBufferArg(ProblemSpec &S, const std::string &Arg);
Status addInputArg(ProblemSpec &S, const std::string &Arg);
/// "k=128,N=512" -> one more size point (--point, repeatable).
Status addPointArg(ProblemSpec &S, const std::string &Arg);
/// The spec of each size point, in order (Sizes overridden, Points empty);
/// the spec itself when it lists none.
std::vector<ProblemSpec> expandPoints(const ProblemSpec &S);
/// "k=128, N=512" for point Index of S ("" when S has no points).
std::string pointLabel(const ProblemSpec &S, size_t Index);
/// The most size points a spec may list (a range expands to at most this).
constexpr size_t MaxSizePoints = 64;

/// "N,(N+3)/4" -> Global (each part must parse as an expression).
Status setGlobalArg(ProblemSpec &S, const std::string &Arg);
Status setLocalArg(ProblemSpec &S, const std::string &Arg);

/// One `#pragma clopt tune` line of a source file.
struct PragmaSpec {
  /// The physical line it ends on (after `\` continuations), 1-based.
  unsigned LastLine = 0;
  std::string Where; ///< "FILE:LINE" of its first line, for messages.
  ProblemSpec Spec;
};

/// Code with every comment replaced by spaces, newlines kept (so line
/// numbers stay); string and character literals are left as they are.
std::string blankComments(const std::string &Code);

/// Scans Source for `#pragma clopt tune ...` lines, comments aside (a
/// pragma in a /* */ comment is not one). Clauses: global(E,...),
/// local(E,...), sizes(N = V, ...), buffers(A = E, ...), inputs(A = "file",
/// ...), points((N = V, ...), ...). Which kernel a pragma belongs to (the
/// next one defined after it) is decided on the parsed source, where a
/// kernel defined by a macro is found where the macro is used.
StatusOr<std::vector<PragmaSpec>> parsePragmaLines(const std::string &Source,
                                                   const std::string &FileName);

/// Reads a sidecar spec. A missing file is an empty spec; a tuned-output
/// sidecar is ignored (IsTunedSidecar tells the caller). Unknown keys and
/// values of the wrong type are errors that give the key path and list the
/// valid keys.
StatusOr<KernelSpecs> loadSpecSidecar(const std::string &Path,
                                      bool *IsTunedSidecar = nullptr);
StatusOr<KernelSpecs> parseSpecSidecar(const std::string &Text,
                                       const std::string &Path,
                                       bool *IsTunedSidecar = nullptr);

/// Field-wise merge with precedence Cli > Sidecar > Pragma.
ProblemSpec mergeSpecs(const ProblemSpec &Cli, const ProblemSpec &Sidecar,
                       const ProblemSpec &Pragma);

/// Where each source of a spec lives, for error messages that say what to add.
struct SpecContext {
  std::string Kernel;
  std::string SourcePath;   ///< FILE.cl
  std::string SidecarPath;  ///< FILE.cl.yaml
};

/// The integer sizes as an environment for expressions. Non-integer values
/// (float scalars) are skipped.
SizeEnv sizeEnv(const ProblemSpec &S);

/// Evaluates the global size. Missing ⇒ an error that shows the three ways to
/// give it, with ExampleName (e.g. the kernel's first integer parameter).
StatusOr<std::vector<uint64_t>> resolveGlobal(const ProblemSpec &S,
                                              const SpecContext &Ctx,
                                              const std::string &ExampleName);
/// The same, with one example per dimension the kernel uses (a scalar name
/// or a number): a 2-D kernel is told `--global W,H --size W=4096 ...`.
StatusOr<std::vector<uint64_t>>
resolveGlobal(const ProblemSpec &S, const SpecContext &Ctx,
              const std::vector<std::string> &ExampleDims);
/// The host's work-group size, if it gives one; each dimension of the
/// resolved global size Global must be a multiple of it (OpenCL 1.2 runs
/// whole work-groups only), else the error says which.
StatusOr<std::vector<uint64_t>> resolveLocal(const ProblemSpec &S,
                                             const SpecContext &Ctx,
                                             const std::vector<uint64_t> &Global);

/// The text to pass for scalar parameter Name of type T, validated.
StatusOr<std::string> resolveScalar(const ProblemSpec &S, const SpecContext &Ctx,
                                    const std::string &Name, ElemType T);

/// Checks every size of S: each must be a floating-point literal (only for
/// the names in FloatNames, the kernel's floating-point scalars) or an
/// integer expression that evaluates with the other sizes. Errors name the
/// size, its text and where it came from.
Status checkSizes(const ProblemSpec &S,
                  const std::vector<std::string> &FloatNames);

/// Error text for the integer scalar arguments Names that have no value,
/// all of them in one message (VALUE: a guess copied as given could run the
/// kernel out of bounds; an offset is not a size).
std::string missingScalarsMessage(const SpecContext &Ctx,
                                  const std::vector<std::string> &Names);

/// Error text for the buffers whose lengths are unknown, all of them in one
/// message (one run per buffer was a chore); SizeName (a size of the
/// kernel) shapes the example expression.
std::string missingBufferMessage(const SpecContext &Ctx,
                                 const std::vector<std::string> &Buffers,
                                 const std::string &SizeName);

} // namespace clopt

#endif // CLOPT_RUNTIME_PROBLEMSPEC_H
