//===- Pass.h - Transform pass interface, parameters, reject reasons -*- C++ -*-===//
//
// A transform pass takes the kernel (its structured compute nest, see
// KernelNest.h) and the analysis, plus values for its own parameters, and
// either rewrites the nest or says why it does not apply.
//
// Each pass declares its parameters as data (ParamSpec: name, domain, default,
// doc) and its constraints as named predicates, per kernel: a tile size
// exists per loop of the kernel, a work-group extent per dimension the kernel
// uses. The CLI (`--set PASS.PARAM=VALUE`), `--list-params` and the tuner all
// read the same declarations.
//
// Adding a pass: one file lib/Transforms/<Name>Pass.cpp defining a subclass of
// TransformPass and a factory `createXxxPass()`, plus one line in
// lib/Transforms/Passes.def. See docs/transforms/README.md.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TRANSFORMS_PASS_H
#define CLOPT_TRANSFORMS_PASS_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

class ParsedSource;
struct PipelineOptions;

namespace nest {
struct KernelNest;
}

/// Why a pass (or one of its sub-steps) does not apply. Closed on purpose:
/// the tuner and the docs enumerate these.
enum class RejectKind {
  UnsupportedKernel,   ///< construct the structured nest cannot represent
  UsesBarrier,         ///< kernel already synchronises work-items
  UsesLocalMemory,     ///< kernel already uses __local memory
  UsesAtomics,         ///< kernel uses atomic operations
  UsesGroupIds,        ///< kernel uses get_local_id/get_group_id/...
  NoLoop,              ///< no canonical loop to work on
  NonCanonicalLoop,    ///< loop the pass needs is not canonical
  NonUniformLoop,      ///< loop bounds differ between work-items
  UnknownAccess,       ///< an access the pass needs is not proven affine
  NoReuse,             ///< nothing is reused (SinglePat or NoPat only)
  NonConstantExtent,   ///< a needed extent is neither constant nor tiled
  GuardNotSeparable,   ///< the kernel's guard cannot become per-point validity
  UnsafeToPredicate,   ///< statements cannot run for points outside the guard
  NoWorkItemDims,      ///< kernel does not use get_global_id
  NotProfitable,       ///< legal, but nothing would change
  ParamConflict,       ///< the parameter values cannot be honoured together
  WorkDimMismatch,     ///< the pass needs another number of dimensions
  NotOneStore,         ///< not exactly one plain store per work-item
  StoreAliasesLoad,    ///< the kernel reads the array it stores to
};
const char *rejectKindName(RejectKind K);

/// A typed "does not apply", with a message naming source entities only
/// ("index of 'A' is not affine in 'k'") and where it was found.
struct Reject {
  RejectKind Kind = RejectKind::UnsupportedKernel;
  std::string Message;
  SourcePos Pos;
};

/// One value of a parameter's domain. Symbolic values ("full", "cyclic")
/// carry a label; numeric values print as numbers.
struct ParamChoice {
  int64_t Value = 0;
  std::string Label; ///< empty for plain numbers
  std::string str() const { return Label.empty() ? std::to_string(Value) : Label; }
};

/// A parameter of a pass for one kernel, e.g. tile.k in {1,2,4,...,128}.
struct ParamSpec {
  std::string Name;                 ///< without the pass prefix: "k"
  std::vector<ParamChoice> Domain;  ///< all legal values, in order
  int64_t Default = 0;
  std::string Doc;
  /// The tuner keeps it at Default: the value is a fact of the problem (the
  /// value a specialized path is for), not a choice to search. A person
  /// may still set any value of the domain.
  bool SearchesDefaultOnly = false;

  /// A parameter whose choices are the plain numbers Values.
  static ParamSpec numbers(llvm::StringRef Name, llvm::ArrayRef<int64_t> Values,
                           int64_t Default, std::string Doc);
  /// "1|2|4|8" or "guard|roundup".
  std::string domainString() const;
  /// The choice whose value or label is Text; nullopt if none.
  std::optional<int64_t> parse(llvm::StringRef Text) const;
  /// The label (or number) of Value.
  std::string print(int64_t Value) const;
};

/// Parameter values keyed by "pass.param", ordered (deterministic).
class ParamValues {
public:
  void set(llvm::StringRef Pass, llvm::StringRef Param, int64_t V);
  std::optional<int64_t> get(llvm::StringRef Pass, llvm::StringRef Param) const;
  /// The value, or Default when not set.
  int64_t getOr(llvm::StringRef Pass, llvm::StringRef Param, int64_t Default) const;
  /// True when at least one parameter of Pass is set (the pass is enabled).
  bool enables(llvm::StringRef Pass) const;
  const std::map<std::string, int64_t> &all() const { return Values; }
  /// The values Keep accepts (given the pass, the parameter and the value).
  ParamValues
  filtered(llvm::function_ref<bool(llvm::StringRef Pass, llvm::StringRef Param, int64_t V)>
               Keep) const;
  /// Sets every value of O (O's wins where both have one).
  void merge(const ParamValues &O);
  bool operator==(const ParamValues &O) const { return Values == O.Values; }

private:
  std::map<std::string, int64_t> Values;
};

/// A named predicate over parameter values (of this and other passes), e.g.
/// "factor-divides-tile: unroll.factor divides tile.k".
struct Constraint {
  std::string Name;
  std::string Doc;
  std::function<bool(const ParamValues &)> Holds;
};

/// What a pass offers for one kernel: its parameters and constraints, or the
/// reason it does not apply at all.
struct PassSpace {
  std::string Pass;
  std::optional<Reject> NotApplicable;
  std::vector<ParamSpec> Params;
  std::vector<Constraint> Constraints;
  /// The pass applies and asks to be seeded (TransformPass::enabledInSeeds):
  /// the tuner enables it at its defaults in the seeds it derives from the
  /// analysis and in those it transfers from other kernels. The search may
  /// still switch it off.
  bool SeedEnabled = false;
  const ParamSpec *findParam(llvm::StringRef Name) const;
};

enum class RemarkKind { Passed, Missed, Analysis };

/// A remark in -Rpass style. The tool prints it through clang's
/// DiagnosticsEngine as `file:line:col: remark: MSG [-Rpass-missed=PASS]`.
struct Remark {
  RemarkKind Kind = RemarkKind::Missed;
  std::string Pass;
  std::string Message;
  SourcePos Pos;
  /// The pass was skipped for a bug of clopt's (its output did not parse),
  /// not because the kernel is outside what it handles: a tool says so
  /// whatever remarks were asked for, or a parameter given on the command
  /// line would be dropped without a word.
  bool Internal = false;
};

class RemarkSink {
public:
  virtual ~RemarkSink();
  virtual void emit(const Remark &R) = 0;
  void passed(llvm::StringRef Pass, SourcePos Pos, const llvm::Twine &Msg);
  void missed(llvm::StringRef Pass, const Reject &Why);
  void analysis(llvm::StringRef Pass, SourcePos Pos, const llvm::Twine &Msg);
};

/// Collects remarks in order (for tests and the library API).
class RemarkCollector : public RemarkSink {
public:
  void emit(const Remark &R) override { Remarks.push_back(R); }
  std::vector<Remark> Remarks;
};

/// Everything a pass may look at besides the nest.
struct PassContext {
  ParsedSource &Source;
  const KernelInfo &Kernel;
  const PipelineOptions &Options;
  /// All values of this run, so a pass can see decisions of others (HPL:
  /// the local-memory tile sizes depend on the coarsening factors).
  const ParamValues &Values;
};

/// The result of running a pass: applied, or not applied with a reason.
struct PassOutcome {
  std::optional<Reject> NotApplied;
  static PassOutcome applied() { return {}; }
  static PassOutcome notApplied(Reject R) { return PassOutcome{std::move(R)}; }
  bool wasApplied() const { return !NotApplied; }
};

/// A pass another one cannot run without (TransformPass::needs).
struct PassNeed {
  llvm::StringRef Pass;
  llvm::StringRef Why; ///< completes "<pass> needs <Pass>: ..."
};

class TransformPass {
public:
  virtual ~TransformPass();
  /// Stable name: the --set prefix and the -Rpass name.
  virtual llvm::StringRef name() const = 0;
  /// Parameters and constraints for this kernel, or why the pass never
  /// applies to it. Nest is the kernel as imported (no pass applied yet).
  virtual PassSpace space(const nest::KernelNest &Nest,
                          const PassContext &Ctx) const = 0;
  /// Runs for every enabled pass, in pipeline order, before any rewrite:
  /// passes that change the launch geometry (coarsen, wgshape) decide it
  /// here, so that earlier stages can size their tiles from it (HPL fixes
  /// the grain before the local-memory stage). A Reject skips the pass.
  virtual std::optional<Reject> plan(nest::KernelNest &Nest,
                                     const PassContext &Ctx) const {
    return std::nullopt;
  }
  /// Legality (from the analysis and the nest) then the rewrite. A normal
  /// "does not apply" is a PassOutcome; an llvm::Error is an internal error.
  virtual llvm::Expected<PassOutcome> run(nest::KernelNest &Nest,
                                          const PassContext &Ctx,
                                          RemarkSink &Remarks) const = 0;
  /// Whether the pass works on kernels that use atomics (whose nest is
  /// otherwise complete, KernelNest::AtomicsOnly); the others never see them.
  virtual bool acceptsAtomics() const { return false; }
  /// Whether the pass changes only the launch (an attribute before the
  /// kernel and the geometry), never the body: it then applies also to a
  /// kernel whose body the nest cannot represent, which is kept as written.
  virtual bool launchOnly() const { return false; }
  /// Whether the pass changes the launch's geometry (points per work-item,
  /// the work-group). Such a pass never applies to a kernel that states its
  /// work-group size (the attribute stays in the variant, whose launches
  /// must then all use that size), nor to one whose helper functions read
  /// work-item ids (KernelNest::WorkItemInHelper).
  virtual bool reshapesLaunch() const { return false; }
  /// Whether the pass may change the order of floating-point sums or
  /// products (the results then differ from the original's in rounding).
  /// `--no-reassociate` keeps such passes out of the search.
  virtual bool reassociates() const { return false; }
  /// Passes that must run when this one does, and why (local: wgshape, its
  /// tiles are sized by a fixed work-group). The pipeline enables such a
  /// pass at its defaults when the user left it off, and drops it again
  /// when the pass that needed it did not survive its constraints.
  virtual llvm::ArrayRef<PassNeed> needs() const { return {}; }
  /// A rewrite expected to pay wherever it applies (accumulate, addend): the
  /// tuner enables it in its seeds (PassSpace::SeedEnabled) and in the twin
  /// of each new best point of the search, and a winner of another kernel
  /// that used it still seeds a kernel it does not apply to.
  virtual bool enabledInSeeds() const { return false; }
};

/// Powers of two from Lo to Hi inclusive, as a domain.
std::vector<ParamChoice> powersOfTwo(int64_t Lo, int64_t Hi);

} // namespace clopt

#endif // CLOPT_TRANSFORMS_PASS_H
