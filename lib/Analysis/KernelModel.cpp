//===- KernelModel.cpp - Names and look-ups for the kernel model ----------===//

#include "clopt/Analysis/KernelModel.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

#include "llvm/Support/ErrorHandling.h"

using namespace clopt;

SourcePos clopt::sourcePosition(const clang::SourceManager &SM,
                                clang::SourceLocation Loc) {
  SourcePos P;
  if (Loc.isInvalid())
    return P;
  clang::SourceLocation L = SM.getExpansionLoc(Loc);
  clang::PresumedLoc PL = SM.getPresumedLoc(L, /*UseLineDirectives=*/false);
  if (PL.isInvalid())
    return P;
  P.Line = PL.getLine();
  P.Column = PL.getColumn();
  if (SM.getFileID(L) != SM.getMainFileID())
    P.File = PL.getFilename();
  return P;
}

bool clopt::isWorkItemFunction(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("get_global_id", "get_local_id", "get_group_id", true)
      .Cases("get_global_size", "get_local_size", "get_num_groups", true)
      .Cases("get_global_offset", "get_enqueued_local_size", "get_work_dim",
             true)
      .Default(false);
}

const char *clopt::patternName(Pattern P) {
  switch (P) {
  case Pattern::NoPat:
    return "NoPat";
  case Pattern::SinglePat:
    return "SinglePat";
  case Pattern::InnerPat:
    return "InnerPat";
  case Pattern::RowPat:
    return "RowPat";
  case Pattern::ColPat:
    return "ColPat";
  case Pattern::DepthPat:
    return "DepthPat";
  case Pattern::RadiusPat:
    return "RadiusPat";
  case Pattern::Unknown:
    return "unknown";
  }
  llvm_unreachable("covered switch");
}

const char *clopt::accessKindName(AccessKind K) {
  switch (K) {
  case AccessKind::Read:
    return "read";
  case AccessKind::Write:
    return "write";
  case AccessKind::ReadWrite:
    return "read-write";
  }
  llvm_unreachable("covered switch");
}

const char *clopt::coalescingName(Coalescing C) {
  switch (C) {
  case Coalescing::Coalesced:
    return "coalesced";
  case Coalescing::Broadcast:
    return "broadcast";
  case Coalescing::Strided:
    return "strided";
  case Coalescing::Unknown:
    return "unknown";
  }
  llvm_unreachable("covered switch");
}

const char *clopt::reductionOpName(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add:
    return "add";
  case ReductionOp::Mul:
    return "mul";
  case ReductionOp::Min:
    return "min";
  case ReductionOp::Max:
    return "max";
  case ReductionOp::FMin:
    return "fmin";
  case ReductionOp::FMax:
    return "fmax";
  }
  llvm_unreachable("covered switch");
}

const KernelParam *KernelInfo::findParam(llvm::StringRef N) const {
  for (const KernelParam &P : Params)
    if (P.Name == N)
      return &P;
  return nullptr;
}

std::vector<unsigned> KernelInfo::indexFor(llvm::StringRef Array) const {
  std::vector<unsigned> Out;
  auto Use = IndexUses.find(Array.str());
  if (Use == IndexUses.end())
    return Out;
  for (const std::string &Indexed : Use->second.IndexedArrays)
    if (const KernelParam *P = findParam(Indexed))
      Out.push_back(P->Index);
  llvm::sort(Out);
  return Out;
}

const ArrayInfo *KernelInfo::findArray(llvm::StringRef N) const {
  for (const ArrayInfo &A : Arrays)
    if (A.Array == N)
      return &A;
  return nullptr;
}

const LoopInfo *KernelInfo::findLoop(const clang::ForStmt *S) const {
  for (const LoopInfo &L : Loops)
    if (L.Stmt == S)
      return &L;
  return nullptr;
}

const char *clopt::unknownKindName(UnknownKind K) {
  switch (K) {
  case UnknownKind::None:
    return "none";
  case UnknownKind::IndirectIndex:
    return "indirect-index";
  case UnknownKind::NonAffineIndex:
    return "non-affine-index";
  case UnknownKind::TooDeep:
    return "too-deep";
  case UnknownKind::DataDependentBound:
    return "data-dependent";
  case UnknownKind::NonCanonicalLoop:
    return "non-canonical-loop";
  case UnknownKind::UnknownVariable:
    return "unknown-variable";
  case UnknownKind::PointerEscapes:
    return "pointer-escapes";
  }
  llvm_unreachable("covered switch");
}
