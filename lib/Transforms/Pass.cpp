//===- Pass.cpp - Parameters, remarks, the pass registry ------------------===//

#include "clopt/Transforms/Pass.h"
#include "clopt/Transforms/PassRegistry.h"

using namespace clopt;

const char *clopt::rejectKindName(RejectKind K) {
  switch (K) {
  case RejectKind::UnsupportedKernel:
    return "unsupported-kernel";
  case RejectKind::UsesBarrier:
    return "uses-barrier";
  case RejectKind::UsesLocalMemory:
    return "uses-local-memory";
  case RejectKind::UsesAtomics:
    return "uses-atomics";
  case RejectKind::UsesGroupIds:
    return "uses-group-ids";
  case RejectKind::NoLoop:
    return "no-loop";
  case RejectKind::NonCanonicalLoop:
    return "non-canonical-loop";
  case RejectKind::NonUniformLoop:
    return "non-uniform-loop";
  case RejectKind::UnknownAccess:
    return "unknown-access";
  case RejectKind::NoReuse:
    return "no-reuse";
  case RejectKind::NonConstantExtent:
    return "non-constant-extent";
  case RejectKind::GuardNotSeparable:
    return "guard-not-separable";
  case RejectKind::UnsafeToPredicate:
    return "unsafe-to-predicate";
  case RejectKind::NoWorkItemDims:
    return "no-work-item-dims";
  case RejectKind::NotProfitable:
    return "not-profitable";
  case RejectKind::ParamConflict:
    return "param-conflict";
  case RejectKind::WorkDimMismatch:
    return "work-dim-mismatch";
  case RejectKind::NotOneStore:
    return "not-one-store";
  case RejectKind::StoreAliasesLoad:
    return "store-aliases-load";
  }
  llvm_unreachable("covered switch");
}

ParamSpec ParamSpec::numbers(llvm::StringRef Name, llvm::ArrayRef<int64_t> Values,
                             int64_t Default, std::string Doc) {
  ParamSpec P;
  P.Name = Name.str();
  for (int64_t V : Values)
    P.Domain.push_back(ParamChoice{V, ""});
  P.Default = Default;
  P.Doc = std::move(Doc);
  return P;
}

std::string ParamSpec::domainString() const {
  std::string S;
  for (size_t I = 0; I < Domain.size(); ++I)
    S += (I ? "|" : "") + Domain[I].str();
  return S;
}

std::optional<int64_t> ParamSpec::parse(llvm::StringRef Text) const {
  for (const ParamChoice &C : Domain) {
    if (!C.Label.empty() && C.Label == Text)
      return C.Value;
    int64_t V;
    if (C.Label.empty() && !Text.getAsInteger(10, V) && V == C.Value)
      return C.Value;
  }
  return std::nullopt;
}

std::string ParamSpec::print(int64_t Value) const {
  for (const ParamChoice &C : Domain)
    if (C.Value == Value)
      return C.str();
  return std::to_string(Value);
}

void ParamValues::set(llvm::StringRef Pass, llvm::StringRef Param, int64_t V) {
  Values[(Pass + "." + Param).str()] = V;
}

std::optional<int64_t> ParamValues::get(llvm::StringRef Pass,
                                        llvm::StringRef Param) const {
  auto It = Values.find((Pass + "." + Param).str());
  if (It == Values.end())
    return std::nullopt;
  return It->second;
}

int64_t ParamValues::getOr(llvm::StringRef Pass, llvm::StringRef Param,
                           int64_t Default) const {
  return get(Pass, Param).value_or(Default);
}

ParamValues ParamValues::filtered(
    llvm::function_ref<bool(llvm::StringRef Pass, llvm::StringRef Param, int64_t V)> Keep)
    const {
  ParamValues Out;
  for (const auto &[Key, V] : Values) {
    auto [Pass, Param] = llvm::StringRef(Key).split('.');
    if (Keep(Pass, Param, V))
      Out.Values.emplace(Key, V);
  }
  return Out;
}

void ParamValues::merge(const ParamValues &O) {
  for (const auto &[Key, V] : O.Values)
    Values[Key] = V;
}

bool ParamValues::enables(llvm::StringRef Pass) const {
  std::string Prefix = (Pass + ".").str();
  auto It = Values.lower_bound(Prefix);
  return It != Values.end() && llvm::StringRef(It->first).starts_with(Prefix);
}

const ParamSpec *PassSpace::findParam(llvm::StringRef Name) const {
  for (const ParamSpec &P : Params)
    if (P.Name == Name)
      return &P;
  return nullptr;
}

RemarkSink::~RemarkSink() = default;
TransformPass::~TransformPass() = default;

void RemarkSink::passed(llvm::StringRef Pass, SourcePos Pos,
                        const llvm::Twine &Msg) {
  emit(Remark{RemarkKind::Passed, Pass.str(), Msg.str(), Pos});
}

void RemarkSink::missed(llvm::StringRef Pass, const Reject &Why) {
  emit(Remark{RemarkKind::Missed, Pass.str(), Why.Message, Why.Pos});
}

void RemarkSink::analysis(llvm::StringRef Pass, SourcePos Pos,
                          const llvm::Twine &Msg) {
  emit(Remark{RemarkKind::Analysis, Pass.str(), Msg.str(), Pos});
}

std::vector<ParamChoice> clopt::powersOfTwo(int64_t Lo, int64_t Hi) {
  std::vector<ParamChoice> D;
  for (int64_t V = Lo; V <= Hi; V *= 2)
    D.push_back(ParamChoice{V, ""});
  return D;
}

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

namespace clopt {
#define CLOPT_PASS(NAME, FACTORY, SUMMARY) const TransformPass &FACTORY();
#include "Passes.def"
} // namespace clopt

llvm::ArrayRef<PassEntry> clopt::allPasses() {
  static const std::vector<PassEntry> Entries = {
#define CLOPT_PASS(NAME, FACTORY, SUMMARY) {NAME, SUMMARY, &FACTORY()},
#include "Passes.def"
  };
  return Entries;
}

const PassEntry *clopt::findPass(llvm::StringRef Name) {
  for (const PassEntry &E : allPasses())
    if (E.Name == Name)
      return &E;
  return nullptr;
}

std::string clopt::passNameList() {
  std::string S;
  for (const PassEntry &E : allPasses())
    S += (S.empty() ? "" : ", ") + E.Name.str();
  return S;
}
