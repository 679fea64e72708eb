//===- Pipeline.cpp - Apply the enabled passes in order -------------------===//

#include "clopt/Transforms/Pipeline.h"
#include "clopt/Transforms/NestVerifier.h"
#include "KernelText.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "Specialize.h"
#include "clopt/Analysis/MacroGuards.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/PassRegistry.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/JSON.h"
#include <set>
#include <tuple>

using namespace clopt;
using namespace clopt::nest;
using OutputCheck = PreparedKernel::OutputCheck;

#define DEBUG_TYPE "clopt-pipeline"
ALWAYS_ENABLED_STATISTIC(NumSpaceListings, "Parameter spaces listed");
ALWAYS_ENABLED_STATISTIC(NumPipelineRuns, "Pipeline runs");
ALWAYS_ENABLED_STATISTIC(NumOutputChecks,
                         "Emitted kernels re-parsed as a check");

/// Every pass's space on the nest imported from the kernel.
static std::vector<PassSpace> spacesOf(const KernelNest *Nest,
                                       ParsedSource &Source,
                                       const KernelInfo &Kernel,
                                       const PipelineOptions &Opts) {
  ++NumSpaceListings;
  ParamValues None;
  PassContext Ctx{Source, Kernel, Opts, None};
  std::vector<PassSpace> Spaces;
  // What keeps a kernel's launch and its work-items' points as they are.
  const std::optional<Reject> &LaunchKept =
      Nest->StatedWorkGroupSize ? Nest->StatedWorkGroupSize : Nest->WorkItemInHelper;
  for (const PassEntry &E : allPasses()) {
    if (Opts.KeepFloatOrder && E.Pass->reassociates()) {
      PassSpace S;
      S.Pass = E.Name.str();
      S.NotApplicable = Reject{RejectKind::ParamConflict,
                               "--no-reassociate: the pass may change the order of "
                               "floating-point sums",
                               Kernel.Pos};
      Spaces.push_back(S);
      continue;
    }
    if (LaunchKept && E.Pass->reshapesLaunch()) {
      PassSpace S;
      S.Pass = E.Name.str();
      S.NotApplicable = *LaunchKept;
      Spaces.push_back(S);
      continue;
    }
    if (Nest->Unsupported && !(Nest->AtomicsOnly && E.Pass->acceptsAtomics()) &&
        !E.Pass->launchOnly()) {
      PassSpace S;
      S.Pass = E.Name.str();
      S.NotApplicable = *Nest->Unsupported;
      Spaces.push_back(S);
      continue;
    }
    PassSpace S = E.Pass->space(*Nest, Ctx);
    S.Pass = E.Name.str();
    S.SeedEnabled = !S.NotApplicable && E.Pass->enabledInSeeds();
    Spaces.push_back(std::move(S));
  }
  return Spaces;
}

std::vector<PassSpace> clopt::listParameterSpace(ParsedSource &Source,
                                                 const KernelInfo &Kernel,
                                                 const PipelineOptions &Opts) {
  std::unique_ptr<KernelNest> Nest =
      buildKernelNest(Source, Kernel, Opts.GlobalExprs, Opts.ScalarValues);
  return spacesOf(Nest.get(), Source, Kernel, Opts);
}

std::vector<std::string>
clopt::boundableGlobalExprs(const KernelInfo &Kernel, const std::vector<std::string> &Exprs,
                           const std::map<std::string, std::string> &Sizes) {
  auto IsArgument = [&](const std::string &Name) {
    const KernelParam *P = Kernel.findParam(Name);
    return P && !P->IsPointer;
  };
  std::vector<std::string> Out;
  for (const std::string &E : Exprs) {
    StatusOr<std::vector<std::string>> Names = intExprNames(E);
    bool HostOnly = Names.ok() && !llvm::all_of(*Names, IsArgument) &&
                    llvm::all_of(*Names, [&](const std::string &Name) {
                      return IsArgument(Name) || Sizes.count(Name);
                    });
    Out.push_back(HostOnly ? "1" : E);
  }
  return Out;
}

PipelineOptions clopt::problemPipelineOptions(const FrontendOptions &Frontend,
                                              const KernelInfo &Kernel,
                                              const std::vector<std::string> &Global,
                                              const std::map<std::string, std::string> &Sizes) {
  PipelineOptions Opts;
  Opts.Frontend = Frontend;
  Opts.GlobalExprs = boundableGlobalExprs(Kernel, Global, Sizes);
  Opts.ScalarValues = integerValues(Sizes);
  return Opts;
}

llvm::Error clopt::checkGlobalExprs(const KernelInfo &Kernel,
                                   const std::vector<std::string> &Exprs,
                                   const std::map<std::string, std::string> &Sizes) {
  std::string Scalars;
  for (const KernelParam &P : Kernel.Params)
    if (!P.IsPointer)
      Scalars += (Scalars.empty() ? "" : ", ") + P.Name;
  std::string SizeNames;
  for (const auto &[Name, Value] : Sizes)
    SizeNames += (SizeNames.empty() ? "" : ", ") + Name;
  if (Exprs.size() > 3)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "--global lists %zu expressions; OpenCL has "
                                   "1 to 3 dimensions",
                                   Exprs.size());
  for (const std::string &E : Exprs) {
    llvm::StringRef Rest = E;
    if (Rest.trim().empty())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "empty --global expression");
    // The same grammar as the runtime's, so that what passes here also
    // evaluates there ("N+" is not an expression).
    StatusOr<std::vector<std::string>> Names = intExprNames(E);
    if (!Names.ok())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "--global '%s': %s", E.c_str(),
                                     Names.message().c_str());
    while (!Rest.empty()) {
      char C = Rest.front();
      if (isalpha(C) || C == '_') {
        size_t N = 1;
        while (N < Rest.size() && (isalnum(Rest[N]) || Rest[N] == '_'))
          ++N;
        llvm::StringRef Name = Rest.take_front(N);
        const KernelParam *P = Kernel.findParam(Name);
        if ((!P || P->IsPointer) && !Sizes.count(Name.str())) {
          std::string Tail = Sizes.empty()
                                 ? "; a size it does not receive needs --size NAME=VALUE"
                                 : " nor a size of the problem (" + SizeNames + ")";
          return llvm::createStringError(
              llvm::inconvertibleErrorCode(),
              "--global expression '%s' uses '%s', which is %s scalar "
              "parameter of kernel '%s' (scalars: %s)%s",
              E.c_str(), Name.str().c_str(), Sizes.empty() ? "not a" : "neither a",
              Kernel.Name.c_str(), Scalars.c_str(), Tail.c_str());
        }
        Rest = Rest.drop_front(N);
        continue;
      }
      if (!isdigit(C) && !llvm::StringRef(" +-*/%()").contains(C))
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "--global expression '%s' may only use numbers, + - * / %% ( ) "
            "and scalar parameters",
            E.c_str());
      Rest = Rest.drop_front();
    }
  }
  return llvm::Error::success();
}

static std::string describeValues(const PassSpace &S, const ParamValues &V);

static const PassSpace *findSpace(const std::vector<PassSpace> &Space,
                                  llvm::StringRef Pass) {
  for (const PassSpace &S : Space)
    if (S.Pass == Pass)
      return &S;
  return nullptr;
}

static std::string paramList(const PassSpace &S) {
  std::string L;
  for (const ParamSpec &P : S.Params)
    L += (L.empty() ? "" : ", ") + P.Name + "=" + P.domainString();
  return L;
}

std::optional<llvm::StringRef> clopt::specializedArgument(llvm::StringRef Key) {
  if (!Key.consume_front("specialize.") || Key == SpecializeGeneralPathParam)
    return std::nullopt;
  return Key;
}

llvm::Error clopt::parseSetting(llvm::StringRef Setting,
                                const std::vector<PassSpace> &Space,
                                ParamValues &Values) {
  // Not structured bindings: the lambda below captures Key, which C++17
  // does not allow for a binding.
  llvm::StringRef Key, Value, Pass, Param;
  std::tie(Key, Value) = Setting.split('=');
  std::tie(Pass, Param) = Key.split('.');
  if (Key == Setting || Pass.empty() || Param.empty() || Value.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "malformed setting '%s' (expected PASS.PARAM=VALUE)",
        Setting.str().c_str());
  if (!findPass(Pass))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown pass '%s' in '%s' (passes: %s)",
                                   Pass.str().c_str(), Setting.str().c_str(),
                                   passNameList().c_str());
  std::optional<int64_t> Old = Values.get(Pass, Param);
  // The same parameter twice: the later value would win without a word.
  auto Conflict = [&](int64_t New, const ParamSpec *P) -> llvm::Error {
    if (!Old || *Old == New)
      return llvm::Error::success();
    std::string Before = P ? P->print(*Old) : std::to_string(*Old);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "conflicting settings for '%s': --set %s=%s and --set %s",
        Key.str().c_str(), Key.str().c_str(), Before.c_str(),
        Setting.str().c_str());
  };
  const PassSpace *S = findSpace(Space, Pass);
  if (!S || S->NotApplicable) {
    // The pass cannot run on this kernel: the pipeline skips it with a
    // remark that says why. Record the value so that it is enabled; it is
    // never used, but it must still look like a value (a number or a label).
    int64_t V = 0;
    bool IsLabel = llvm::all_of(Value, [](char C) { return isalnum(C) || C == '_'; });
    if (Value.getAsInteger(10, V) && !IsLabel)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid value '%s' in '%s'",
                                     Value.str().c_str(), Setting.str().c_str());
    if (llvm::Error E = Conflict(V, nullptr))
      return E;
    Values.set(Pass, Param, V);
    return llvm::Error::success();
  }
  const ParamSpec *P = S->findParam(Param);
  if (!P)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "unknown parameter '%s' for this kernel (%s takes: %s)",
        Key.str().c_str(), Pass.str().c_str(), paramList(*S).c_str());
  std::optional<int64_t> V = P->parse(Value);
  if (!V)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "invalid value '%s' for '%s' (valid: %s)",
        Value.str().c_str(), Key.str().c_str(), P->domainString().c_str());
  if (llvm::Error E = Conflict(*V, P))
    return E;
  Values.set(Pass, Param, *V);
  return llvm::Error::success();
}

/// Full holds S's parameters as set in Values, the others at their
/// defaults (and the other passes' values, which a constraint may read).
/// Where that breaks a constraint of S, the parameters Values leaves unset
/// take the values nearest their defaults that keep every constraint of S:
/// fewest changed first, then the fewest steps along their domains. A
/// person who sets reduce.layout=lanes gets a work-group shape for lanes,
/// not an error about the defaults that suit the other layout. Nothing
/// changes when no such values exist or the defaults alone break the
/// constraint (its error stands). Returns the values changed from their
/// defaults ("reduce.wg=32 reduce.outputs=8"), "" when none.
static std::string fitUnsetToConstraints(const PassSpace &S, const ParamValues &Values,
                                         ParamValues &Full) {
  auto AllHold = [&] {
    return llvm::all_of(S.Constraints, [&](const Constraint &C) { return C.Holds(Full); });
  };
  if (AllHold())
    return "";
  // Only a break that the values set cause, not one the defaults have
  // already (local's defaults cache A, which needs tile.k set as well):
  // turning other parameters off to satisfy it would hide the mistake.
  ParamValues AtDefaults = Full;
  for (const ParamSpec &PS : S.Params)
    AtDefaults.set(S.Pass, PS.Name, PS.Default);
  if (!llvm::all_of(S.Constraints,
                    [&](const Constraint &C) { return C.Holds(AtDefaults); }))
    return "";
  std::vector<const ParamSpec *> Unset;
  uint64_t Combinations = 1;
  for (const ParamSpec &PS : S.Params)
    if (!Values.get(S.Pass, PS.Name) && !PS.Domain.empty()) {
      Unset.push_back(&PS);
      Combinations *= PS.Domain.size();
    }
  // A handful of parameters with short domains; more is not worth a search.
  if (Unset.empty() || Combinations > (1u << 14))
    return "";
  auto DefaultIndex = [](const ParamSpec &PS) -> size_t {
    for (size_t I = 0; I < PS.Domain.size(); ++I)
      if (PS.Domain[I].Value == PS.Default)
        return I;
    return 0;
  };
  std::optional<std::pair<size_t, size_t>> BestCost;
  std::vector<int64_t> Best;
  std::vector<size_t> Index(Unset.size(), 0);
  for (uint64_t K = 0; K < Combinations; ++K) {
    // Index is the K-th combination (mixed radix over the domains).
    uint64_t Rest = K;
    size_t Changed = 0, Steps = 0;
    for (size_t I = 0; I < Unset.size(); ++I) {
      Index[I] = Rest % Unset[I]->Domain.size();
      Rest /= Unset[I]->Domain.size();
      size_t D = DefaultIndex(*Unset[I]);
      Changed += Index[I] != D;
      Steps += Index[I] > D ? Index[I] - D : D - Index[I];
      Full.set(S.Pass, Unset[I]->Name, Unset[I]->Domain[Index[I]].Value);
    }
    std::pair<size_t, size_t> Cost{Changed, Steps};
    if ((!BestCost || Cost < *BestCost) && AllHold()) {
      BestCost = Cost;
      Best.clear();
      for (size_t I = 0; I < Unset.size(); ++I)
        Best.push_back(Unset[I]->Domain[Index[I]].Value);
    }
  }
  std::string Changed;
  for (size_t I = 0; I < Unset.size(); ++I) {
    int64_t V = BestCost ? Best[I] : Unset[I]->Default;
    Full.set(S.Pass, Unset[I]->Name, V);
    if (V != Unset[I]->Default)
      Changed += (Changed.empty() ? "" : " ") + S.Pass + "." + Unset[I]->Name + "=" +
                 Unset[I]->print(V);
  }
  return Changed;
}

/// Values of the enabled, applicable passes with their defaults filled in,
/// as runPipeline completes them before it checks constraints.
static ParamValues completedValues(const std::vector<PassSpace> &Space,
                                   const ParamValues &Values) {
  ParamValues Full;
  for (const PassSpace &S : Space) {
    if (S.NotApplicable || !Values.enables(S.Pass))
      continue;
    for (const ParamSpec &PS : S.Params)
      Full.set(S.Pass, PS.Name, Values.getOr(S.Pass, PS.Name, PS.Default));
  }
  for (const PassSpace &S : Space)
    if (!S.NotApplicable && Values.enables(S.Pass))
      fitUnsetToConstraints(S, Values, Full);
  return Full;
}

llvm::Error clopt::checkSettingConstraints(const std::vector<PassSpace> &Space,
                                           const ParamValues &Values) {
  ParamValues Full = completedValues(Space, Values);
  for (const PassSpace &S : Space) {
    if (S.NotApplicable || !Values.enables(S.Pass))
      continue;
    for (const Constraint &C : S.Constraints)
      if (!C.Holds(Full))
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(),
            "constraint '%s' of pass '%s' does not hold for the --set values: "
            "%s (%s values with defaults: %s)",
            C.Name.c_str(), S.Pass.c_str(), C.Doc.c_str(), S.Pass.c_str(),
            describeValues(S, Full).c_str());
  }
  return llvm::Error::success();
}

static void printText(llvm::raw_ostream &OS, const KernelSpace &K) {
  OS << "kernel " << K.Kernel << "\n";
  for (const PassSpace &S : K.Passes) {
    if (S.NotApplicable) {
      OS << "  " << S.Pass << ": not applicable: " << S.NotApplicable->Message
         << " [" << rejectKindName(S.NotApplicable->Kind) << "]\n";
      continue;
    }
    OS << "  " << S.Pass << ":\n";
    for (const ParamSpec &P : S.Params)
      OS << "    " << S.Pass << "." << P.Name << " = " << P.domainString()
         << " (default " << P.print(P.Default) << "): " << P.Doc << "\n";
    for (const Constraint &C : S.Constraints)
      OS << "    constraint " << C.Name << ": " << C.Doc << "\n";
  }
}

static void printJson(llvm::json::OStream &J, const KernelSpace &K) {
  J.object([&] {
    J.attribute("kernel", K.Kernel);
    J.attributeArray("passes", [&] {
      for (const PassSpace &S : K.Passes)
        J.object([&] {
          J.attribute("pass", S.Pass);
          J.attribute("applicable", !S.NotApplicable);
          if (S.NotApplicable) {
            J.attribute("reason", S.NotApplicable->Message);
            J.attribute("kind", rejectKindName(S.NotApplicable->Kind));
            return;
          }
          J.attributeArray("params", [&] {
            for (const ParamSpec &P : S.Params)
              J.object([&] {
                J.attribute("name", P.Name);
                J.attributeArray("domain", [&] {
                  for (const ParamChoice &C : P.Domain) {
                    if (C.Label.empty())
                      J.value(C.Value);
                    else
                      J.value(C.Label);
                  }
                });
                J.attribute("default", P.print(P.Default));
                J.attribute("doc", P.Doc);
              });
          });
          J.attributeArray("constraints", [&] {
            for (const Constraint &C : S.Constraints)
              J.object([&] {
                J.attribute("name", C.Name);
                J.attribute("doc", C.Doc);
              });
          });
        });
    });
  });
}

void clopt::printParameterSpace(llvm::raw_ostream &OS,
                                const std::vector<KernelSpace> &Spaces,
                                bool Json) {
  if (!Json) {
    for (const KernelSpace &K : Spaces)
      printText(OS, K);
    return;
  }
  llvm::json::OStream J(OS, 2);
  J.array([&] {
    for (const KernelSpace &K : Spaces)
      printJson(J, K);
  });
  OS << "\n";
}

/// The kernel's text range in the file: from its first token to the body's
/// closing brace, whole macro invocations included (KernelText.h).
static std::pair<unsigned, unsigned> kernelRange(ParsedSource &Source,
                                                 const clang::FunctionDecl *FD) {
  return kernelFileRange(*FD, Source.getSourceManager(), Source.getLangOpts());
}

namespace {
/// The enabled passes and their values with defaults filled in.
struct Plan {
  std::vector<const PassEntry *> Passes;
  ParamValues Values;
};
} // namespace

static std::string describeValues(const PassSpace &S, const ParamValues &V) {
  std::string D;
  for (const ParamSpec &P : S.Params)
    D += (D.empty() ? "" : " ") + P.Name + "=" +
         P.print(V.getOr(S.Pass, P.Name, P.Default));
  return D;
}


/// Stops clopt when Step left a broken nest: emitting it would print
/// plausible but wrong code (include/clopt/Transforms/NestVerifier.h says
/// when this runs). An incomplete nest (a kernel the nest cannot represent)
/// is not checked: only launch-only passes see it, and it is never printed.
static void verifyAfter(const KernelNest &Nest, const llvm::Twine &Step,
                        const KernelInfo &Kernel) {
  if (!nestVerifierEnabled() || (Nest.Unsupported && !Nest.AtomicsOnly))
    return;
  if (llvm::Error E = verifyNest(Nest))
    llvm::report_fatal_error("nest verifier: kernel '" + llvm::Twine(Kernel.Name) +
                                 "' after " + Step + ": " + llvm::toString(std::move(E)),
                             /*gen_crash_diag=*/false);
}

namespace {
/// One run of the pipeline over a fresh nest. Passes are transactions: the
/// nest is snapshot before each pass's plan and run, and restored when the
/// pass refuses, so a refused pass leaves the nest as if it had not been
/// enabled. A pass whose output does not parse is reported in BrokenPass,
/// and the caller runs the pipeline again without it (the passes planned
/// after it may have sized their work from it).
class PipelineRound {
public:
  PipelineRound(ParsedSource &Source, const KernelInfo &Kernel,
                const PipelineOptions &Opts, const KernelNest &Prototype,
                const std::vector<PassSpace> &Space,
                const std::set<std::string> &Excluded, OutputCheck Check,
                RemarkSink &Remarks)
      : Source(Source), Kernel(Kernel), Opts(Opts), Prototype(Prototype),
        Space(Space), Excluded(Excluded), Check(Check), Remarks(Remarks) {}

  /// Runs the enabled passes of Values. Returns the result, or an Error for
  /// an internal failure; BrokenPass is set instead when a pass's output
  /// does not parse.
  llvm::Expected<RewriteResult> run(const ParamValues &Values);

  std::string BrokenPass;
  std::string BrokenWhy;

private:
  ParsedSource &Source;
  const KernelInfo &Kernel;
  const PipelineOptions &Opts;
  const KernelNest &Prototype;
  const std::vector<PassSpace> &Space;
  const std::set<std::string> &Excluded;
  OutputCheck Check;
  RemarkSink &Remarks;

  std::vector<const PassEntry *> enabledPasses(const ParamValues &Values,
                                               Plan &P);
  /// Passes that change the launch geometry decide it first: each checked
  /// pass plans on Nest, as a transaction; those whose plan holds.
  std::vector<const PassEntry *>
  plan(const std::vector<const PassEntry *> &Checked, const PassContext &Ctx,
       std::unique_ptr<KernelNest> &Nest);
  /// The kernel's declaration in Source.
  const clang::FunctionDecl *decl() const;
  /// The kernel's text in the source: [begin, end) offsets.
  std::pair<unsigned, unsigned> range() const;
  std::string splice(const std::string &KernelText) const;
  llvm::Expected<RewriteResult>
  runLaunchOnly(std::unique_ptr<nest::KernelNest> Nest, const ParamValues &Values);
  llvm::Error check(llvm::StringRef Pass, const std::string &Code) const;
};
} // namespace

/// The enabled passes that apply, with defaults filled in and constraints
/// checked; P.Values receives the completed values.
std::vector<const PassEntry *>
PipelineRound::enabledPasses(const ParamValues &Values, Plan &P) {
  // Passes another enabled, applicable pass needs (TransformPass::needs),
  // with the first pass that needs each and why.
  std::map<std::string, std::pair<const PassEntry *, llvm::StringRef>> NeededBy;
  for (size_t I = 0; I < allPasses().size(); ++I) {
    const PassEntry &E = allPasses()[I];
    if (Values.enables(E.Name) && !Space[I].NotApplicable && !Excluded.count(E.Name.str()))
      for (const PassNeed &N : E.Pass->needs())
        NeededBy.emplace(N.Pass.str(), std::make_pair(&E, N.Why));
  }
  std::set<std::string> AutoEnabled;
  for (size_t I = 0; I < allPasses().size(); ++I) {
    const PassEntry &E = allPasses()[I];
    const PassSpace &S = Space[I];
    if (Excluded.count(E.Name.str()))
      continue;
    bool Enabled = Values.enables(E.Name);
    if (!Enabled && NeededBy.count(E.Name.str()) && !S.NotApplicable) {
      Enabled = true;
      AutoEnabled.insert(E.Name.str());
    }
    if (!Enabled)
      continue;
    if (S.NotApplicable) {
      Remarks.missed(E.Name, *S.NotApplicable);
      continue;
    }
    for (const ParamSpec &PS : S.Params)
      P.Values.set(E.Name, PS.Name, Values.getOr(E.Name, PS.Name, PS.Default));
    P.Passes.push_back(&E);
  }
  // Constraints are checked on the completed values.
  std::vector<const PassEntry *> Checked;
  for (const PassEntry *E : P.Passes)
    if (std::string Changed = fitUnsetToConstraints(*findSpace(Space, E->Name), Values,
                                                    P.Values);
        !Changed.empty())
      Remarks.analysis(E->Name, Kernel.Pos,
                       "parameters not set take " + Changed +
                           ": their defaults break a constraint with the values set");
  for (const PassEntry *E : P.Passes) {
    const PassSpace &S = *findSpace(Space, E->Name);
    bool Ok = true;
    for (const Constraint &C : S.Constraints)
      if (!C.Holds(P.Values)) {
        Remarks.missed(E->Name, Reject{RejectKind::ParamConflict,
                                       "constraint '" + C.Name +
                                           "' does not hold: " + C.Doc,
                                       Kernel.Pos});
        Ok = false;
      }
    if (Ok)
      Checked.push_back(E);
  }
  // A pass enabled only because another needs it stays only if that one
  // survived its constraints.
  for (const std::string &Name : AutoEnabled) {
    auto [By, Why] = NeededBy[Name];
    if (llvm::is_contained(Checked, By))
      Remarks.analysis(Name, Kernel.Pos,
                       Why.str() + "; using the " + Name + " defaults");
    else
      llvm::erase_if(Checked, [&](const PassEntry *E) { return E->Name == Name; });
  }
  return Checked;
}

const clang::FunctionDecl *PipelineRound::decl() const {
  return Kernel.Decl ? Kernel.Decl : Source.findKernel(Kernel.Name);
}

std::pair<unsigned, unsigned> PipelineRound::range() const {
  return kernelRange(Source, decl());
}

std::string PipelineRound::splice(const std::string &KernelText) const {
  auto [Begin, End] = range();
  std::string Code = Source.getCode().str();
  return Code.substr(0, Begin) + KernelText + Code.substr(End);
}

/// "pass 'tile'", or "passes 'coarsen', 'private'" for several applied
/// together whose outputs were not checked one by one: any of them may be
/// the one at fault.
static std::string passesText(const std::vector<std::string> &Passes) {
  if (Passes.empty())
    return "the emitter";
  std::string Text = Passes.size() == 1 ? "pass " : "passes ";
  for (size_t I = 0; I < Passes.size(); ++I)
    Text += (I ? ", '" : "'") + Passes[I] + "'";
  return Text;
}

/// Re-parses Code, the file with the output of What ("pass 'tile'") on
/// Kernel.
static llvm::Error checkParses(ParsedSource &Source, const KernelInfo &Kernel,
                               const PipelineOptions &Opts,
                               const std::string &What, const std::string &Code) {
  ++NumOutputChecks;
  FrontendOptions Quiet = Opts.Frontend;
  Quiet.PrintDiagnostics = false;
  auto Parsed = parseOpenCLCode(Code, Source.getPath(), Quiet);
  if (Parsed)
    return llvm::Error::success();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "internal error: the output of %s on kernel '%s' does not "
      "parse (%s)",
      What.c_str(), Kernel.Name.c_str(),
      llvm::toString(Parsed.takeError()).c_str());
}

llvm::Error PipelineRound::check(llvm::StringRef Pass,
                                 const std::string &Code) const {
  return checkParses(Source, Kernel, Opts, passesText({Pass.str()}), Code);
}

/// A kernel whose body the nest cannot represent is kept as written; only
/// the launch-only passes (wgshape) apply, through an attribute before the
/// kernel. The nest that shows the body's guard is incomplete: the guard is
/// trusted only where the kernel's AST shows that nothing escapes it
/// (guardPrecedesEveryEffect), and a fixed local size otherwise requires an
/// exact multiple.
llvm::Expected<RewriteResult>
PipelineRound::runLaunchOnly(std::unique_ptr<nest::KernelNest> Nest,
                             const ParamValues &Values) {
  RewriteResult R;
  R.KernelName = Kernel.Name;
  Plan P; // the remarks of the passes that do not apply are given here
  std::vector<const PassEntry *> Checked = enabledPasses(Values, P);
  PassContext Ctx{Source, Kernel, Opts, P.Values};
  for (const PassEntry *E : Checked) {
    if (!E->Pass->launchOnly())
      continue;
    std::unique_ptr<KernelNest> Before = Nest->clone();
    std::optional<Reject> Why = E->Pass->plan(*Nest, Ctx);
    llvm::Expected<PassOutcome> O = PassOutcome::applied();
    if (!Why) {
      O = E->Pass->run(*Nest, Ctx, Remarks);
      if (!O)
        return O.takeError();
      if (!O->wasApplied())
        Why = *O->NotApplied;
    }
    if (Why) {
      Nest = std::move(Before);
      Remarks.missed(E->Name, *Why);
      continue;
    }
    const PassSpace &S = *findSpace(Space, E->Name);
    Nest->AppliedLog.push_back({E->Name.str(), describeValues(S, P.Values)});
    R.AppliedPasses.push_back(E->Name.str());
    for (const ParamSpec &PS : S.Params)
      R.Applied.set(E->Name, PS.Name, *P.Values.get(E->Name, PS.Name));
  }
  // The validity the nest added to its own guard (GlobalBound) is not in
  // the text kept; the kernel's guard is, and holds back the extra
  // work-items of a rounded-up launch where nothing escapes it.
  const clang::FunctionDecl *FD = decl();
  bool GuardHolds =
      FD && Nest->HasGuard && nest::guardPrecedesEveryEffect(*FD, Nest->GuardPos);
  for (unsigned D = 0; D < Nest->WorkDim; ++D) {
    nest::DimBlock &B = Nest->Blocks[D];
    B.GlobalBound.clear();
    if (!GuardHolds || B.GuardBound.empty()) {
      B.HasValidity = false;
      B.GuardBound.clear();
    }
  }
  auto [Begin, End] = range();
  std::string KernelText = Source.getCode().substr(Begin, End - Begin).str();
  // As the emitter's kernels, a changed one says how to launch it.
  std::string Prefix =
      R.AppliedPasses.empty() ? "" : nest::kernelHeaderComment(*Nest);
  for (const std::string &A : Nest->Attributes)
    Prefix += A + "\n";
  R.KernelCode = Prefix + KernelText;
  R.Code = splice(R.KernelCode);
  std::tie(R.KernelBegin, R.KernelEnd) = range();
  R.Geometry = Nest->geometry();
  if (!R.AppliedPasses.empty()) {
    if (Check == OutputCheck::Parse)
      if (llvm::Error Err = check(R.AppliedPasses.back(), R.Code))
        return std::move(Err);
    R.WorkGroupSize = 1;
    for (unsigned D = 0; D < R.Geometry.WorkDim; ++D)
      R.WorkGroupSize *= R.Geometry.Dims[D].Local;
  }
  return R;
}

llvm::Expected<RewriteResult> PipelineRound::run(const ParamValues &Values) {
  RewriteResult R;
  R.KernelName = Kernel.Name;
  std::unique_ptr<KernelNest> Nest = Prototype.clone();
  // A nest that could not represent the kernel (and not only because of
  // atomics) is incomplete: emitting it would drop what it could not
  // represent. The body is kept as written; only launch-only passes apply.
  if (Nest->Unsupported && !Nest->AtomicsOnly)
    return runLaunchOnly(std::move(Nest), Values);

  Plan P;
  std::vector<const PassEntry *> Checked = enabledPasses(Values, P);
  PassContext Ctx{Source, Kernel, Opts, P.Values};
  verifyAfter(*Nest, "import", Kernel);
  std::vector<const PassEntry *> Planned = plan(Checked, Ctx, Nest);

  for (const PassEntry *E : Planned) {
    std::unique_ptr<KernelNest> Before = Nest->clone();
    llvm::Expected<PassOutcome> O = E->Pass->run(*Nest, Ctx, Remarks);
    if (!O)
      return O.takeError();
    if (!O->wasApplied()) {
      Nest = std::move(Before);
      Remarks.missed(E->Name, *O->NotApplied);
      continue;
    }
    verifyAfter(*Nest, "pass '" + E->Name + "'", Kernel);
    const PassSpace &S = *findSpace(Space, E->Name);
    Nest->AppliedLog.push_back({E->Name.str(), describeValues(S, P.Values)});
    if (Opts.CheckEachPass) {
      prepareForEmission(*Nest);
      if (llvm::Error Err = check(E->Name, splice(emitKernel(*Nest)))) {
        BrokenPass = E->Name.str();
        BrokenWhy = llvm::toString(std::move(Err));
        return R;
      }
    }
    R.AppliedPasses.push_back(E->Name.str());
    for (const ParamSpec &PS : S.Params)
      R.Applied.set(E->Name, PS.Name, *P.Values.get(E->Name, PS.Name));
  }

  prepareForEmission(*Nest);
  // The new body has the macros' values and the branches taken written in:
  // checks before it stop a build where they differ (MacroGuards.h).
  const clang::FunctionDecl *FD = decl();
  R.KernelCode = (FD ? kernelMacroGuards(Source, *FD) : "") + emitKernel(*Nest);
  R.Code = splice(R.KernelCode);
  std::tie(R.KernelBegin, R.KernelEnd) = range();
  if (Check == OutputCheck::Parse) {
    // Checked one by one, the passes each parsed: the last is named.
    std::vector<std::string> Suspects = R.AppliedPasses;
    if (Opts.CheckEachPass && Suspects.size() > 1)
      Suspects.erase(Suspects.begin(), Suspects.end() - 1);
    if (llvm::Error Err =
            checkParses(Source, Kernel, Opts, passesText(Suspects), R.Code))
      return std::move(Err);
  }
  R.Geometry = Nest->geometry();
  R.LocalMemBytes = localMemBytes(*Nest);
  if (R.Geometry.hasFixedLocal()) {
    R.WorkGroupSize = 1;
    for (unsigned D = 0; D < R.Geometry.WorkDim; ++D)
      R.WorkGroupSize *= R.Geometry.Dims[D].Local;
  }
  return R;
}

std::vector<const PassEntry *>
PipelineRound::plan(const std::vector<const PassEntry *> &Checked,
                    const PassContext &Ctx, std::unique_ptr<KernelNest> &Nest) {
  std::vector<const PassEntry *> Planned;
  for (const PassEntry *E : Checked) {
    std::unique_ptr<KernelNest> Before = Nest->clone();
    if (std::optional<Reject> Why = E->Pass->plan(*Nest, Ctx)) {
      Nest = std::move(Before);
      Remarks.missed(E->Name, *Why);
      continue;
    }
    verifyAfter(*Nest, "planning pass '" + E->Name + "'", Kernel);
    Planned.push_back(E);
  }
  return Planned;
}

struct PreparedKernel::Specialization {
  std::vector<SpecializedArg> Args;
  std::unique_ptr<ParsedSource> Source;
  KernelInfo Kernel;
  std::unique_ptr<PreparedKernel> Prepared;
};

PreparedKernel::PreparedKernel(ParsedSource &Source, const KernelInfo &Kernel,
                               PipelineOptions Opts)
    : Source(Source), Kernel(Kernel), Opts(std::move(Opts)),
      Prototype(buildKernelNest(Source, Kernel, this->Opts.GlobalExprs, this->Opts.ScalarValues)),
      Space(spacesOf(Prototype.get(), Source, Kernel, this->Opts)) {}

PreparedKernel::~PreparedKernel() = default;

std::map<std::string, int64_t>
clopt::integerValues(const std::map<std::string, std::string> &Sizes) {
  std::map<std::string, int64_t> Out;
  for (const auto &[Name, Text] : Sizes) {
    int64_t V;
    if (!llvm::StringRef(Text).trim().getAsInteger(10, V))
      Out[Name] = V;
  }
  return Out;
}

/// The kernel with the specialize pass's arguments written as the values
/// Values gives them, prepared for the passes (once per list of values).
llvm::Expected<const PreparedKernel::Specialization *>
PreparedKernel::specialization(const ParamValues &Values) const {
  // Keyed by the values as given: the pipeline runs once per variant, and
  // only a new key looks at the kernel's arguments again.
  ParamValues Key = Values.filtered([](llvm::StringRef Pass, llvm::StringRef Param, int64_t) {
    return Pass == "specialize" && Param != SpecializeGeneralPathParam;
  });
  std::unique_ptr<Specialization> &Slot = Specials[Key.all()];
  if (Slot)
    return Slot.get();
  auto Found = specializationCandidates(Source, Kernel, Opts.ScalarValues);
  if (const Reject *Why = std::get_if<Reject>(&Found))
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s",
                                   Why->Message.c_str());
  auto Sp = std::make_unique<Specialization>();
  Sp->Args = std::get<std::vector<SpecializedArg>>(Found);
  for (SpecializedArg &A : Sp->Args)
    A.Value = Values.getOr("specialize", A.Name, A.Value);
  llvm::Expected<std::string> Text =
      specializeKernelText(Source, Kernel, Sp->Args, Opts.Frontend);
  if (!Text)
    return Text.takeError();
  FrontendOptions Quiet = Opts.Frontend;
  Quiet.PrintDiagnostics = false;
  auto Parsed = parseOpenCLCode(*Text, Source.getPath(), Quiet);
  if (!Parsed)
    return Parsed.takeError();
  Sp->Source = std::move(*Parsed);
  const clang::FunctionDecl *FD = Sp->Source->findKernel(Kernel.Name);
  if (!FD)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "kernel '%s' not found", Kernel.Name.c_str());
  Sp->Kernel = analyzeKernel(*Sp->Source, *FD);
  // No values: the specialized kernel offers no specialization of its own.
  PipelineOptions SpecialOpts = Opts;
  SpecialOpts.ScalarValues.clear();
  Sp->Prepared = std::make_unique<PreparedKernel>(*Sp->Source, Sp->Kernel, SpecialOpts);
  Slot = std::move(Sp);
  return Slot.get();
}

llvm::Expected<RewriteResult>
clopt::runPipeline(ParsedSource &Source, const KernelInfo &Kernel,
                   const PipelineOptions &Opts, const ParamValues &Values,
                   RemarkSink &Sink) {
  // Before the nest is imported, which reads the expressions.
  if (llvm::Error E = checkGlobalExprs(Kernel, Opts.GlobalExprs))
    return std::move(E);
  return PreparedKernel(Source, Kernel, Opts).run(Values, Sink);
}

llvm::Expected<RewriteResult>
PreparedKernel::run(const ParamValues &Values, RemarkSink &Sink,
                    OutputCheck Check) const {
  ++NumPipelineRuns;
  if (llvm::Error E = checkGlobalExprs(Kernel, Opts.GlobalExprs))
    return std::move(E);
  if (Values.enables("specialize"))
    return runSpecialized(Values, Sink, Check);
  return runPasses(Values, Sink, Check);
}

/// Whether V is a value of parameter Param of Pass in Space (a pass that
/// does not apply takes any value: the pipeline only remarks on it).
static bool takesValue(const std::vector<PassSpace> &Space, llvm::StringRef Pass,
                       llvm::StringRef Param, int64_t V) {
  const PassSpace *S = findSpace(Space, Pass);
  if (!S)
    return false;
  if (S->NotApplicable)
    return true;
  const ParamSpec *P = S->findParam(Param);
  return P && llvm::any_of(P->Domain, [&](const ParamChoice &C) { return C.Value == V; });
}

/// The remarks of a joined kernel: the specialization's, the special
/// path's, then the general path's, each of these marked as such.
static std::vector<Remark> joinedRemarks(llvm::ArrayRef<SpecializedArg> Args,
                                         const std::vector<Remark> &Special,
                                         const std::vector<Remark> &General,
                                         SourcePos Pos) {
  std::string What;
  for (const SpecializedArg &A : Args)
    What += (What.empty() ? "" : ", ") + A.Name + " = " + std::to_string(A.Value);
  std::vector<Remark> All{Remark{RemarkKind::Passed, "specialize",
                                 "a path for " + What +
                                     ", the general path for other values",
                                 Pos}};
  All.insert(All.end(), Special.begin(), Special.end());
  for (Remark X : General) {
    X.Message = "general path: " + X.Message;
    All.push_back(std::move(X));
  }
  return All;
}

llvm::Expected<RewriteResult>
PreparedKernel::runSpecialized(const ParamValues &Values, RemarkSink &Sink,
                               OutputCheck Check) const {
  const PassSpace *S = findSpace(Space, "specialize");
  if (!S || S->NotApplicable)
    return runPasses(Values, Sink, Check); // it remarks why
  // The same values for both paths, without specialize's.
  ParamValues General = Values.filtered(
      [](llvm::StringRef Pass, llvm::StringRef, int64_t) { return Pass != "specialize"; });
  llvm::Expected<const Specialization *> Special = specialization(Values);
  if (!Special) {
    // Never expected (the same file with literals in place of names), but
    // the general path alone is still a valid kernel.
    Sink.emit(Remark{RemarkKind::Missed, "specialize",
                     "the kernel with its arguments written as values cannot be "
                     "prepared: " + llvm::toString(Special.takeError()),
                     Kernel.Pos});
    return runPasses(General, Sink, Check);
  }
  // The special path keeps the values its kernel takes (a loop whose trip
  // count became constant may offer other tiles).
  ParamValues SpecialValues =
      General.filtered([&](llvm::StringRef Pass, llvm::StringRef Param, int64_t V) {
        return takesValue((*Special)->Prepared->space(), Pass, Param, V);
      });
  // A lean general path: the passes that only shape a work-item's code
  // are left out (LeanGeneralPathLeavesOut).
  bool Lean = Values.getOr("specialize", SpecializeGeneralPathParam, 1) == 1;
  ParamValues GeneralPath =
      Lean ? General.filtered([](llvm::StringRef Pass, llvm::StringRef, int64_t) {
        return !llvm::is_contained(LeanGeneralPathLeavesOut, Pass);
      })
           : General;
  RemarkCollector SpecialRemarks, GeneralRemarks;
  llvm::Expected<RewriteResult> SpecialR =
      (*Special)->Prepared->runPasses(SpecialValues, SpecialRemarks, OutputCheck::Defer);
  if (!SpecialR)
    return SpecialR.takeError();
  llvm::Expected<RewriteResult> GeneralR =
      runPasses(GeneralPath, GeneralRemarks, OutputCheck::Defer);
  if (!GeneralR)
    return GeneralR.takeError();
  auto Joined = joinSpecializedPaths(*SpecialR, *GeneralR, (*Special)->Args,
                                     Source.getPath(), Opts.Frontend, Kernel.Pos);
  if (!Joined)
    return Joined.takeError();

  std::vector<Remark> All;
  RewriteResult R;
  if (const Reject *Why = std::get_if<Reject>(&*Joined)) {
    // Without the special path the kernel is the general one, with every
    // pass the values ask for.
    if (Lean) {
      GeneralRemarks.Remarks.clear();
      GeneralR = runPasses(General, GeneralRemarks, OutputCheck::Defer);
      if (!GeneralR)
        return GeneralR.takeError();
    }
    R = std::move(*GeneralR);
    All = GeneralRemarks.Remarks;
    All.push_back(Remark{RemarkKind::Missed, "specialize", Why->Message, Why->Pos});
  } else {
    R = std::move(std::get<RewriteResult>(*Joined));
    All = joinedRemarks((*Special)->Args, SpecialRemarks.Remarks,
                        GeneralRemarks.Remarks, Kernel.Pos);
    // Only parameters of this kernel's space are recorded: the special
    // kernel's own (a loop tileable once R is constant) get their defaults
    // again when the values are replayed, as they did here.
    R.Applied = R.Applied.filtered([&](llvm::StringRef Pass, llvm::StringRef Param, int64_t) {
      const PassSpace *PS = findSpace(Space, Pass);
      return PS && PS->findParam(Param);
    });
    if (S->findParam(SpecializeGeneralPathParam))
      R.Applied.set("specialize", SpecializeGeneralPathParam, Lean ? 1 : 0);
  }
  if (Check == OutputCheck::Parse)
    if (llvm::Error Err = this->check(R))
      return std::move(Err);
  for (const Remark &X : All)
    Sink.emit(X);
  R.Remarks = std::move(All);
  return R;
}

llvm::Expected<RewriteResult>
PreparedKernel::runPasses(const ParamValues &Values, RemarkSink &Sink,
                          OutputCheck Check) const {
  // A pass whose output does not parse has a bug, but the variant without it
  // is still valid: say so loudly and run the pipeline again without that
  // pass, never emitting the broken code. Each round leaves out one more
  // pass, so this ends after at most one round per pass.
  std::set<std::string> Excluded;
  std::vector<Remark> Skips;
  for (;;) {
    RemarkCollector Round;
    PipelineRound Pipeline(Source, Kernel, Opts, *Prototype, Space, Excluded,
                           Check, Round);
    llvm::Expected<RewriteResult> R = Pipeline.run(Values);
    if (!R)
      return R.takeError();
    if (!Pipeline.BrokenPass.empty() &&
        Excluded.insert(Pipeline.BrokenPass).second) {
      Reject Why;
      Why.Kind = RejectKind::UnsupportedKernel;
      Why.Message = Pipeline.BrokenWhy + "; the pass is skipped";
      Why.Pos = Kernel.Pos;
      Skips.push_back(Remark{RemarkKind::Missed, Pipeline.BrokenPass,
                             Why.Message, Why.Pos, /*Internal=*/true});
      continue;
    }
    if (!Pipeline.BrokenPass.empty())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s", Pipeline.BrokenWhy.c_str());
    for (const Remark &X : Skips)
      Sink.emit(X);
    for (const Remark &X : Round.Remarks)
      Sink.emit(X);
    R->Remarks = std::move(Skips);
    R->Remarks.insert(R->Remarks.end(), Round.Remarks.begin(),
                      Round.Remarks.end());
    return R;
  }
}

llvm::Error PreparedKernel::check(const RewriteResult &R) const {
  return checkParses(Source, Kernel, Opts, passesText(R.AppliedPasses), R.Code);
}
