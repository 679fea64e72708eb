//===- KernelVerify.cpp - Check the original, re-verify the winner ----------===//
//
// The original is checked for accesses out of bounds and NaN/Inf (at every
// size point), and the winner is re-verified at sizes smaller and larger
// than the tuning size, chosen so that remainders are exercised. See
// docs/tuner.md.
//
//===----------------------------------------------------------------------===//

#include "KernelSearch.h"
#include "clopt/Analysis/WriteOverlap.h"

#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TuneSpace.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>
#include <chrono>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

using namespace llvm;
using namespace clopt;


/// The error for an original found wrong on the generated inputs.
static Error suspectError(const std::string &Kernel, const std::string &Suspect,
                          const ProblemInstance &P) {
  return createStringError(
      inconvertibleErrorCode(),
      "kernel '" + Kernel + "': the original kernel " + Suspect +
          " on the generated inputs (" + P.describe() +
          "), so it gives no result to verify variants against; check the sizes and "
          "buffer lengths (--size, --buffer), or give real data with --input NAME=FILE");
}

/// Reports what the check of the original found: an Error when it stops the
/// run, else a warning (unless quiet) and success.
Error clopt::reportSuspect(const std::string &Kernel, const std::string &Suspect,
                           const ProblemInstance &P, const TuneOptions &Opts,
                           raw_ostream &Log) {
  if (!suspectLeavesNoResult(Suspect)) {
    if (!Opts.Quiet)
      Log << "clopt: warning: kernel '" << Kernel << "': the original kernel " << Suspect
          << " on the generated inputs (" << P.describe()
          << "); if that is not intended, check the sizes and buffer lengths or give "
             "real data with --input NAME=FILE\n";
    return Error::success();
  }
  return suspectError(Kernel, Suspect, P);
}

Expected<JobResult> KernelSearch::runCheckedOriginal(bool Time, const ProblemInstance *At,
                                                     uint64_t Seed) {
  Eval->base().CheckOriginal = true;
  Expected<JobResult> R = Eval->run({}, Time, At, Seed);
  Eval->base().CheckOriginal = false;
  return R;
}

std::string KernelSearch::originalFailureAt(const ProblemInstance &P) {
  auto [It, New] = OriginalFailures.try_emplace(P.describe());
  if (!New)
    return It->second;
  // Sizes moved apart (M raised past a leading dimension ldc that stays
  // put) can make two work-items write one element: the original's result
  // then depends on their order, and a correct variant would be blamed for
  // running them in another. Not where the original does so at the tuning
  // size too: that is how it is written.
  if (!OverlapsAtTuningSize)
    OverlapsAtTuningSize =
        findWriteOverlap(J.Kernel, J.Problem.Sizes, J.Problem.Global).has_value();
  if (std::optional<WriteOverlap> W = findWriteOverlap(J.Kernel, P.Sizes, P.Global))
    if (!*OverlapsAtTuningSize)
      return It->second = "the original kernel's " + W->str() +
                          ", so its result may depend on the order they run in";
  // The variants' own runs compare against an unchecked run of the
  // original: one that reads past a buffer there gives garbage, and a
  // correct variant would be blamed for differing from it.
  Expected<JobResult> R = runCheckedOriginal(/*Time=*/false, &P, reverifySeed());
  if (!R)
    It->second = toString(R.takeError());
  else if (suspectLeavesNoResult(R->Reference->Suspect))
    It->second = "the original kernel " + R->Reference->Suspect;
  // NaN or Inf may be meant: the variants must reproduce it there.
  return It->second;
}

Error KernelSearch::checkPoints() {
  for (size_t I = 1; I < J.Points.size(); ++I) {
    const SizePoint &P = J.Points[I];
    Expected<JobResult> R = runCheckedOriginal(/*Time=*/false, &P.Problem);
    if (!R)
      return createStringError(inconvertibleErrorCode(),
                               "kernel '" + J.Kernel.Name + "', size point " + P.Label +
                                   ": " + toString(R.takeError()));
    if (!R->Reference->Suspect.empty())
      if (Error E = reportSuspect(J.Kernel.Name, R->Reference->Suspect, P.Problem,
                                  J.Opts, J.Log))
        return E;
  }
  return Error::success();
}

/// Factors a re-verification size must avoid: every parameter value and
/// every geometry factor above 1. The values of specialized arguments are
/// not factors of anything (the general path is verified at other values).
static std::set<int64_t> factorsOf(const ParamValues &V, const LaunchGeometry &G) {
  std::set<int64_t> F;
  for (const auto &[Name, X] : V.all())
    if (X > 1 && !StringRef(Name).starts_with("specialize."))
      F.insert(X);
  for (unsigned D = 0; D < G.WorkDim; ++D)
    for (uint64_t X : {G.Dims[D].Local, G.Dims[D].Divisor, G.Dims[D].Multiplier})
      if (X > 1)
        F.insert(static_cast<int64_t>(X));
  return F;
}

namespace {
enum class Direction { Smaller, Larger };
} // namespace

/// Whether X has a larger size to re-verify at: about 1.25 X must fit a
/// 64-bit integer (a size near the limit stays at its value, with a note).
static bool canGrow(int64_t X) { return checkedAddInt64(X, X / 4).has_value(); }

/// Attempts 1 .. ProductAttempts - 1 are multiples of the product of every
/// factor; the ones after, multiples of each factor alone (candidateSize).
constexpr unsigned ProductAttempts = 12;

/// How many attempts candidateSize has for factors F.
static unsigned sizeAttempts(const std::set<int64_t> &F) {
  return ProductAttempts + static_cast<unsigned>(F.size());
}

/// The Attempt-th size to try in place of X. Attempt 0 is "awkward": about
/// X (smaller) or 1.25 X (larger) moved by the smallest odd prime, else
/// the smallest even number, that gives a size no listed factor divides,
/// so remainders are exercised (an even move keeps an odd base odd where 2
/// is a factor). Later attempts are
/// multiples of growing powers of two times the factors' product, then of
/// each factor alone, for variants whose preconditions need a multiple. 0
/// when there is none, including when the size would not fit a 64-bit
/// integer (every step is checked: wrapping would give a negative or
/// unrelated size).
///
/// Unit is what every size must stay a multiple of: the host's own
/// work-group size (--local), which the original needs to launch at all.
/// Factors that divide Unit are then unavoidable and not counted.
static int64_t candidateSize(int64_t X, Direction Dir, const std::set<int64_t> &F,
                             unsigned Attempt, int64_t Unit = 1) {
  std::optional<int64_t> Grown = checkedAddInt64(X, X / 4);
  if (Dir == Direction::Larger && !Grown)
    return 0;
  int64_t Base = Dir == Direction::Smaller ? X : *Grown;
  Base = Base / Unit * Unit;
  if (Attempt == 0) {
    for (int64_t P : {3, 5, 7, 11, 13, 17, 19, 23, 2, 4, 6, 8, 10}) {
      std::optional<int64_t> Move = checkedMulInt64(P, Unit);
      std::optional<int64_t> TwoMoves = Move ? checkedMulInt64(*Move, 2) : std::nullopt;
      if (!TwoMoves || *TwoMoves >= X)
        continue;
      std::optional<int64_t> Y =
          checkedAddInt64(Base, Dir == Direction::Smaller ? -*Move : *Move);
      if (!Y)
        return 0;
      if (std::none_of(F.begin(), F.end(),
                       [&](int64_t D) { return Unit % D != 0 && *Y % D == 0; }))
        return *Y;
    }
    return 0;
  }
  int64_t Step = Unit;
  unsigned Shift = 0;
  if (Attempt < ProductAttempts) {
    for (int64_t D : F) {
      if (Step > X)
        break;
      // A multiple that does not fit is larger than X: no candidate below.
      std::optional<int64_t> L = checkedLcmInt64(Step, D);
      if (!L)
        return 0;
      Step = *L;
    }
    Shift = Attempt - 1;
  } else {
    // One factor alone, the largest first: a variant whose precondition
    // asks one dimension for a multiple (G1 % 8 == 0) where the product of
    // all factors (a work-group of 64 along dimension 0 among them) leaves
    // the other sizes no multiple below them.
    size_t Index = Attempt - ProductAttempts;
    if (Index >= F.size())
      return 0;
    std::optional<int64_t> L = checkedLcmInt64(Unit, *std::next(F.rbegin(), Index));
    if (!L)
      return 0;
    Step = *L;
  }
  // Step << Shift must stay at most X / 2; compare before shifting.
  if (Shift >= 62 || Step > (X / 2) >> Shift)
    return 0;
  Step <<= Shift;
  if (Dir == Direction::Smaller)
    return (X - 1) / Step * Step;
  std::optional<int64_t> Y = checkedMulInt64(Base / Step + 1, Step);
  return Y ? *Y : 0;
}

/// The sizes of the spec that re-verification moves: integer sizes and
/// numeric global sizes of at least 16 (smaller ones are usually shapes,
/// such as a radius or a channel count, and keep their value).
static std::vector<std::string> movableSizes(const ProblemSpec &Spec) {
  std::vector<std::string> Out;
  // Data given in files (--input, `inputs:`) has the length and contents of
  // one problem (CSR row starts for so many rows): at another size the
  // kernel would read past it or use it wrongly, so the variant is
  // re-verified at the given size only.
  if (!Spec.Inputs.empty())
    return Out;
  for (const auto &[Name, Text] : Spec.Sizes) {
    int64_t X;
    if (!StringRef(Text).trim().getAsInteger(10, X) && X >= 16)
      Out.push_back(Name);
  }
  for (size_t D = 0; D < Spec.Global.size(); ++D) {
    int64_t X;
    if (!StringRef(Spec.Global[D]).trim().getAsInteger(10, X) && X >= 16)
      Out.push_back("global[" + std::to_string(D) + "]");
  }
  return Out;
}

static std::string *sizeText(ProblemSpec &Spec, const std::string &Name) {
  if (StringRef(Name).starts_with("global["))
    return &Spec.Global[std::stoul(Name.substr(7))];
  return &Spec.Sizes[Name];
}

/// Whether the original can be launched on P with the host's work-group
/// size: OpenCL 1.2 needs every global size to be a multiple of it.
static bool originalLaunchable(const ProblemInstance &P) {
  for (size_t D = 0; D < P.Local.size() && D < P.Global.size(); ++D)
    if (P.Local[D] && P.Global[D] % P.Local[D] != 0)
      return false;
  return true;
}

/// The least common multiple of the host's work-group sizes (1 when none
/// was given); std::nullopt when it does not fit a 64-bit integer, so that
/// no size can stay a multiple of it.
static std::optional<int64_t> hostLocalUnit(const ProblemInstance &P) {
  int64_t Unit = 1;
  for (uint64_t L : P.Local) {
    if (L <= 1)
      continue;
    if (L > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
    std::optional<int64_t> U = checkedLcmInt64(Unit, static_cast<int64_t>(L));
    if (!U)
      return std::nullopt;
    Unit = *U;
  }
  return Unit;
}


/// The problem of Spec, when it can be instantiated and both the variant
/// (whose preconditions are Pre) and the original can be launched on it.
/// Where it cannot be instantiated (a buffer given a length too short at
/// these sizes), SetupError, when given, gets why.
static std::optional<ProblemInstance>
launchableProblem(const KernelInfo &Kernel, const ProblemSpec &Spec, const SpecContext &Ctx,
                  const std::vector<std::string> &Pre, std::string *SetupError = nullptr) {
  Expected<ProblemInstance> P = instantiateProblem(Kernel, Spec, Ctx);
  if (!P) {
    std::string Why = toString(P.takeError());
    if (SetupError)
      *SetupError = std::move(Why);
    return std::nullopt;
  }
  if (!firstUnmetPrecondition(Pre, *P).empty() || !originalLaunchable(*P))
    return std::nullopt;
  return std::move(*P);
}

/// Whether size Name sets the global size: a numeric global size, or a
/// name in one's expression (`global(M, N)`). Only those must stay
/// multiples of the host's work-group size; K of a GEMM moved to a
/// multiple of it was no remainder for a k tile of that size.
static bool inGlobalSize(const ProblemSpec &Spec, const std::string &Name) {
  if (StringRef(Name).starts_with("global["))
    return true;
  for (const std::string &G : Spec.Global) {
    StatusOr<std::vector<std::string>> Names = intExprNames(G);
    if (!Names.ok() || llvm::is_contained(*Names, Name))
      return true;
  }
  return false;
}

/// The value of size Name in Spec (movableSizes() checked that it is an
/// integer).
static int64_t sizeValue(ProblemSpec &Spec, const std::string &Name) {
  StatusOr<int64_t> X = parseInt64(*sizeText(Spec, Name));
  assert(X.ok() && "movableSizes() keeps only integer sizes");
  return X.ok() ? *X : 0;
}

/// Drops from Moved the sizes that cannot grow (larger plans only), with a
/// note per size in Skipped (once each).
static void dropUngrowable(const KernelInfo &Kernel, ProblemSpec &Spec,
                           std::vector<std::string> &Moved,
                           std::vector<std::string> &Skipped) {
  llvm::erase_if(Moved, [&](const std::string &N) {
    int64_t X = sizeValue(Spec, N);
    // An argument's larger value must also fit its type (an int of 2e9).
    const KernelParam *P = Kernel.findParam(N);
    ElemType T = P && !P->IsPointer ? P->HostType : ElemType::Long;
    // (With room for the candidate sizes' moves past 1.25 X.)
    std::optional<int64_t> Grown = checkedAddInt64(X, X / 4 + 64);
    bool Fits64 = canGrow(X) && Grown;
    if (Fits64 && fitsIntType(T, *Grown))
      return false;
    std::string Why = "no size larger than " + N + "=" + std::to_string(X) + " (it would not fit " +
                      (Fits64 ? std::string("its type ") + elemTypeName(T)
                              : std::string("a 64-bit integer")) +
                      ")";
    if (!llvm::is_contained(Skipped, Why))
      Skipped.push_back(Why);
    return true;
  });
}

/// Whether size Name is a global size given as a number under the
/// variant's condition `GD >= (C)`, C a number no larger: the kernel's
/// guard bounds its points by that constant (NestBuilderGuard.cpp), and the
/// smaller sizes re-verification takes (a prime below the given one) would
/// mostly be launches the variant refuses.
static bool atConstantBound(const LaunchGeometry &G, const ProblemSpec &Spec,
                            const std::string &Name) {
  if (!StringRef(Name).starts_with("global["))
    return false;
  size_t D = std::stoul(Name.substr(7));
  uint64_t Given;
  if (D >= Spec.Global.size() || StringRef(Spec.Global[D]).trim().getAsInteger(10, Given))
    return false;
  std::string Prefix = "G" + std::to_string(D) + " >= (";
  for (StringRef C : G.Conditions) {
    uint64_t Bound;
    if (C.consume_front(Prefix) && C.consume_back(")") && !C.getAsInteger(10, Bound) &&
        Bound <= Given)
      return true;
  }
  return false;
}

std::vector<std::string> KernelSearch::probedSizes() const {
  // Only the sizes the kernel reads (a command-line size of another kernel
  // of the file, kept out of its problem, would be moved for nothing).
  std::vector<std::string> Names = movableSizes(J.Spec);
  llvm::erase_if(Names, [&](const std::string &N) {
    return !StringRef(N).starts_with("global[") && !J.Problem.Sizes.count(N);
  });
  return Names;
}

size_t KernelSearch::expectedProbes() const {
  // Every size smaller, every size larger, and with several sizes each
  // alone larger (probes()); with none, the same size once.
  size_t Sizes = probedSizes().size();
  if (Sizes == 0)
    return 1;
  return 2 + (Sizes > 1 ? Sizes : 0);
}

Expected<std::vector<KernelSearch::Probe>>
KernelSearch::probes(const Variant &V, std::vector<std::string> &Skipped) {
  std::set<int64_t> F = factorsOf(V.Rewrite.Applied, V.Rewrite.Geometry);
  std::vector<std::string> Pre = geometryPreconditions(V.Rewrite.Geometry);
  std::vector<std::string> Names = probedSizes();
  std::optional<int64_t> Unit = hostLocalUnit(J.Problem);
  if (!Unit && !Names.empty()) {
    Skipped.push_back("no other size (the host's work-group sizes have no common "
                      "multiple that fits a 64-bit integer)");
    Names.clear();
  }
  // Every size smaller, every size larger, then each size alone larger
  // (a variant may assume two sizes are equal, or one divides another).
  std::vector<std::pair<Direction, std::vector<std::string>>> Plans;
  Plans.push_back({Direction::Smaller, Names});
  Plans.push_back({Direction::Larger, Names});
  if (Names.size() > 1)
    for (const std::string &N : Names)
      Plans.push_back({Direction::Larger, {N}});
  ProblemSpec Given = J.Spec;
  for (auto &[Dir, Moved] : Plans)
    if (Dir == Direction::Larger)
      dropUngrowable(J.Kernel, Given, Moved, Skipped);
  // A plan left empty, or equal to an earlier one once sizes were dropped,
  // would only repeat a run.
  std::vector<std::pair<Direction, std::vector<std::string>>> Distinct;
  for (auto &Plan : Plans)
    if (!Plan.second.empty() && !llvm::is_contained(Distinct, Plan))
      Distinct.push_back(std::move(Plan));
  Plans = std::move(Distinct);

  std::vector<Probe> Out;
  // Where the general path of a specialized variant runs: at the first
  // plan's sizes, so that it meets remainders too.
  std::optional<ProblemSpec> GeneralBase;
  auto AddGeneralPath = [&]() -> Error {
    if (!V.Rewrite.Applied.enables("specialize"))
      return Error::success();
    Expected<Probe> G = generalPathProbe(V, GeneralBase ? *GeneralBase : J.Spec);
    if (!G)
      return G.takeError();
    Out.push_back(std::move(*G));
    return Error::success();
  };
  if (Plans.empty()) {
    Expected<ProblemInstance> P = instantiateProblem(J.Kernel, J.Spec, J.Ctx);
    if (!P)
      return P.takeError();
    Out.push_back({"the same size", std::move(*P)});
    if (Error E = AddGeneralPath())
      return std::move(E);
    return Out;
  }
  // The first of the candidate sizes (sizeAttempts) for the sizes in Moved
  // (the others as given) at which the variant's preconditions hold.
  // SetupError: why the first size tried that could not set the problem
  // up could not (there, the preconditions were not even evaluated).
  std::string SetupError;
  // Tries Spec: the problem when the variant and the original can run it.
  auto TryAt = [&](const ProblemSpec &Spec) -> std::optional<ProblemInstance> {
    std::string Why;
    std::optional<ProblemInstance> P = launchableProblem(J.Kernel, Spec, J.Ctx, Pre, &Why);
    if (P && !GeneralBase)
      GeneralBase = Spec;
    if (!P && SetupError.empty())
      SetupError = Why;
    return P;
  };
  auto LabelOf = [&](ProblemSpec &Spec, const std::vector<std::string> &Moved) {
    std::string Label;
    for (const std::string &N : Moved)
      Label += (Label.empty() ? "" : ", ") + N + "=" + *sizeText(Spec, N);
    return Label;
  };
  auto FindSizes = [&](Direction Dir, const std::vector<std::string> &Moved,
                       std::string &Label) -> std::optional<ProblemInstance> {
    SetupError.clear();
    // The sizes that set the global size: only they stay multiples of
    // the host's work-group size (inGlobalSize parses each expression).
    std::set<std::string> SetGlobal;
    for (const std::string &N : Moved)
      if (inGlobalSize(J.Spec, N))
        SetGlobal.insert(N);
    for (unsigned Attempt = 0; Attempt < sizeAttempts(F); ++Attempt) {
      ProblemSpec Spec = J.Spec;
      bool Ok = true;
      for (const std::string &N : Moved) {
        int64_t X = sizeValue(Spec, N);
        int64_t Y = 0;
        // A size with no awkward value near it (N = 24 beside a work-group
        // of 8) takes its first multiple, so that the others stay awkward;
        // one with none that is a multiple of the host's work-group size
        // (m of `global(m + n)`), any, for the nudges below to fix.
        for (int64_t SizeUnit : {SetGlobal.count(N) ? *Unit : 1, int64_t(1)})
          for (unsigned A = Attempt; Y == 0 && A < (Attempt ? Attempt + 1 : sizeAttempts(F));
               ++A)
            Y = candidateSize(X, Dir, F, A, SizeUnit);
        Ok &= Y > 0;
        *sizeText(Spec, N) = std::to_string(Y);
      }
      if (!Ok)
        continue;
      if (std::optional<ProblemInstance> P = TryAt(Spec)) {
        Label = LabelOf(Spec, Moved);
        return P;
      }
      // The first two attempts' sizes nudged one at a time, by up to
      // MaxNudge in their direction: a global size written as an
      // expression (`n + 1`, `m * n`) is a multiple of the host's
      // work-group size, or meets a precondition, at sizes next to them
      // rather than at multiples.
      constexpr int64_t MaxNudge = 32;
      for (const std::string &N : Attempt < 2 ? Moved : std::vector<std::string>()) {
        ProblemSpec Nudged = Spec;
        int64_t Y = sizeValue(Spec, N);
        for (int64_t D = 1; D <= MaxNudge; ++D) {
          std::optional<int64_t> Z =
              checkedAddInt64(Y, Dir == Direction::Smaller ? -D : D);
          if (!Z || *Z <= 0)
            break;
          *sizeText(Nudged, N) = std::to_string(*Z);
          if (std::optional<ProblemInstance> P = TryAt(Nudged)) {
            Label = LabelOf(Nudged, Moved);
            return P;
          }
        }
      }
    }
    return std::nullopt;
  };
  for (const auto &[Dir, Moved] : Plans) {
    std::string Label;
    std::optional<ProblemInstance> Found = FindSizes(Dir, Moved, Label);
    // A global size given as a number under `G0 >= (37)` (the kernel's
    // guard by that constant: its points are those 37 at any launch) has
    // few or no smaller values the variant accepts: it stays as given while
    // the others go smaller; when it is the only size, the larger problems
    // remain.
    if (!Found && Dir == Direction::Smaller) {
      std::vector<std::string> Others, Kept;
      for (const std::string &N : Moved)
        (atConstantBound(V.Rewrite.Geometry, J.Spec, N) ? Kept : Others).push_back(N);
      for (const std::string &N : Kept)
        Skipped.push_back("no smaller " + N + " satisfies its preconditions; it stays at " +
                          *sizeText(Given, N));
      if (!Kept.empty() && Others.empty())
        continue;
      if (!Kept.empty())
        Found = FindSizes(Dir, Others, Label);
    }
    std::string What = (Dir == Direction::Smaller ? "smaller " : "larger ") +
                       join(Moved, ", ");
    // One size alone larger (a check that the variant does not take two
    // sizes for equal) where the problem itself cannot be set up (a buffer
    // length given for the other sizes, too short for this one): like a
    // size where the original fails, skipped with a note.
    std::string Setup =
        SetupError.empty() ? "" : " where the problem can be set up (" + SetupError + ")";
    if (!Found && !Setup.empty() && Moved.size() == 1 && Names.size() > 1) {
      Skipped.push_back("no " + What + " alone satisfies its preconditions" + Setup);
      continue;
    }
    if (!Found)
      return createStringError(inconvertibleErrorCode(),
                               "no " + What + " size satisfies its preconditions (" +
                                   join(Pre, ", ") + ")" +
                                   (*Unit > 1 ? " and keeps the global size a multiple "
                                                "of the host's work-group size"
                                              : "") +
                                   Setup);
    Out.push_back({Label, std::move(*Found)});
  }
  if (Error E = AddGeneralPath())
    return std::move(E);
  return Out;
}

Expected<KernelSearch::Probe>
KernelSearch::generalPathProbe(const Variant &V, const ProblemSpec &Base) {
  // Data from files fits one problem (a filter of 2R + 1 taps): at another
  // value the original would read past it.
  if (!Base.Inputs.empty())
    return createStringError(inconvertibleErrorCode(),
                             "its general path cannot be verified: the inputs come from "
                             "files that fit the given argument values only");
  std::vector<std::pair<std::string, int64_t>> Special;
  for (const auto &[Key, X] : V.Rewrite.Applied.all())
    if (std::optional<StringRef> Arg = specializedArgument(Key))
      Special.push_back({Arg->str(), X});
  std::vector<std::string> Pre = geometryPreconditions(V.Rewrite.Geometry);
  // The nearest other values first: a radius of 3 for 2, then 1, then 4.
  for (int64_t Step : {1, -1, 2, -2, 3}) {
    ProblemSpec Spec = Base;
    bool Ok = true;
    for (const auto &[Name, X] : Special) {
      Ok &= X + Step >= 0;
      Spec.Sizes[Name] = std::to_string(X + Step);
    }
    std::optional<ProblemInstance> P =
        Ok ? launchableProblem(J.Kernel, Spec, J.Ctx, Pre) : std::nullopt;
    if (!P)
      continue;
    // The original must run there: the general path is verified only here.
    if (!originalFailureAt(*P).empty())
      continue;
    return Probe{"the general path at " + P->describe(), std::move(*P),
                 /*GeneralPath=*/true};
  }
  return createStringError(inconvertibleErrorCode(),
                           "no other value of its specialized arguments at which the "
                           "original runs, to verify its general path");
}

Expected<bool> KernelSearch::reverify(Variant &V, std::string &Note) {
  std::vector<std::string> Skipped;
  Expected<std::vector<Probe>> Ps = probes(V, Skipped);
  if (!Ps) {
    Note = V.Id + " cannot be re-verified at other sizes: " + toString(Ps.takeError());
    recordReverifyFailure(V, "other sizes", Note, Invalidity::Constraints);
    return false;
  }
  uint64_t Seed = reverifySeed();
  // The winner's runs at other sizes also look for writes out of bounds,
  // which the comparison of the buffers proper cannot see.
  Eval->base().CheckVariantWrites = true;
  auto Restore = llvm::make_scope_exit([&] { Eval->base().CheckVariantWrites = false; });
  std::vector<std::string> Where, OriginalFailed;
  for (const Probe &P : *Ps) {
    // The original may support only some sizes (a leading dimension that
    // must be at least a row's length): nothing to compare against there.
    if (std::string Why = originalFailureAt(P.Problem); !Why.empty()) {
      OriginalFailed.push_back(P.Label + ", where " + Why);
      continue;
    }
    VariantSpec VS = makeVariantSpec(V.Id, V.Path, J.BuildOptions, V.Rewrite.Geometry,
                                     P.Problem);
    Expected<JobResult> Ran = Eval->run({VS}, /*Time=*/false, &P.Problem, Seed);
    if (!Ran && P.GeneralPath) {
      Note = V.Id + " cannot verify its general path at " + P.Label + ": " +
             toString(Ran.takeError());
      recordReverifyFailure(V, P.Label, Note, Invalidity::Runtime);
      return false;
    }
    if (!Ran) {
      // The original passed its check here but failed in this job: still
      // nothing to compare against.
      OriginalFailed.push_back(P.Label + ", where " + toString(Ran.takeError()));
      continue;
    }
    const RunResult *R = Ran->find(V.Id);
    if (R && R->ok()) {
      Where.push_back(P.Label);
      continue;
    }
    std::string Why = R ? std::string(runStatusName(R->Status)) + ": " + R->Message
                        : "no result";
    Note = V.Id + " failed re-verification at " + P.Label + " (" + Why + ")";
    Invalidity I = R ? invalidityOf(R->Status) : Invalidity::Runtime;
    recordReverifyFailure(V, P.Label, Why,
                          I == Invalidity::Correct ? Invalidity::Correctness : I);
    return false;
  }
  if (Where.empty()) {
    Note = V.Id + " could not be re-verified at any size: not at " +
           join(OriginalFailed, "; not at ");
    recordReverifyFailure(V, "other sizes", Note, Invalidity::Runtime);
    return false;
  }
  Note = "re-verified on fresh inputs (seed " + std::to_string(Seed) + ") at " +
         join(Where, "; ");
  if (!OriginalFailed.empty())
    Note += "; not at " + join(OriginalFailed, "; not at ");
  for (const std::string &S : Skipped)
    Note += "; " + S;
  return true;
}

void KernelSearch::recordReverifyFailure(const Variant &V, const std::string &Where,
                                         const std::string &Why, Invalidity I) {
  ReportResult Rec;
  Rec.Timestamp = currentUtcDate();
  Rec.Configuration = Space->configuration(V.Point);
  Rec.Status = I;
  Rec.Reason = "re-verification at " + Where + ": " + Why;
  Rec.Extra.push_back({"variant", 0, V.Id, true, ""});
  Rec.Extra.push_back({"phase", 0, "re-verification", true, ""});
  Report.push_back(Rec);
}
