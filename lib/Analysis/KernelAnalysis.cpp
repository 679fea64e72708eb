//===- KernelAnalysis.cpp - Walk a kernel and build its model -------------===//
//
// One pass over the kernel body in source order. Variables are followed only
// when they have a single definition (or are the counter of the canonical
// loop being walked), so a value read from the environment is the value the
// variable holds at that point in every execution; helper functions with a
// body are walked at their call sites with their parameters bound to the
// arguments (see docs/analysis.md).
//
// Parameters, the walk of statements, reductions and the driver live here;
// definitions and taint in DefinitionAnalysis.cpp, memory accesses and calls
// in AccessAnalysis.cpp.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"
#include "clopt/Analysis/KernelSignature.h"

#include "clopt/Analysis/Frontend.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"

using namespace clang;
using namespace clopt;
using namespace clopt::detail;

static constexpr unsigned SwitchTarget = ~0u;

KernelAnalyzer::KernelAnalyzer(ParsedSource &Source, const FunctionDecl &Kernel)
    : Source(Source), Kernel(Kernel), Ctx(Source.getASTContext()) {}

SourcePos KernelAnalyzer::position(SourceLocation Loc) const {
  return sourcePosition(Source.getSourceManager(), Loc);
}

bool KernelAnalyzer::isGlobalPointer(QualType T) {
  if (!T->isPointerType())
    return false;
  LangAS AS = T->getPointeeType().getAddressSpace();
  return AS == LangAS::opencl_global || AS == LangAS::opencl_constant;
}

static bool isLocalAddressSpace(QualType T) {
  return T.getAddressSpace() == LangAS::opencl_local;
}

void KernelAnalyzer::addUnknown(SourceLocation Loc, UnknownKind K,
                                std::string Msg) {
  Unknown U;
  U.Kind = K;
  U.Message = std::move(Msg);
  Info.Unknowns.emplace_back(position(Loc), U);
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

void KernelAnalyzer::collectParams() {
  for (const ParmVarDecl *PVD : Kernel.parameters()) {
    ParamIndex[PVD] = Info.Params.size();
    Info.Params.push_back(describeParam(*PVD, Info.Params.size()));
  }
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

void KernelAnalyzer::define(const VarDecl *VD, const Expr *Init) {
  if (isMultiDef(VD) || !Init)
    return;
  Env[VD] = {eval(Init), static_cast<unsigned>(Cur.Loops.size())};
}

void KernelAnalyzer::walkDecls(const DeclStmt *DS) {
  for (const Decl *D : DS->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      continue;
    DeclLoops[VD] = Cur.Loops;
    if (isLocalAddressSpace(VD->getType()))
      Info.UsesLocalMemory = true;
    if (const Expr *Init = VD->getInit()) {
      walkExpr(Init);
      define(VD, Init);
    }
  }
}

void KernelAnalyzer::walkSwitch(const SwitchStmt *SS) {
  walkStmt(SS->getInit());
  walkExpr(SS->getCond());
  bool DD = readsMemory(SS->getCond());
  if (DD)
    noteCondition(SS->getCond(), "switch");
  Context Saved = Cur;
  Cur.Conditional = true;
  Cur.DataDependent |= DD;
  BreakTargets.push_back(SwitchTarget);
  walkStmt(SS->getBody());
  BreakTargets.pop_back();
  Cur = Saved;
}

void KernelAnalyzer::walkReturn(const ReturnStmt *RS) {
  walkExpr(RS->getRetValue());
  for (unsigned L : BreakTargets)
    if (L != SwitchTarget && !Info.Loops[L].Why) {
      Info.Loops[L].Canonical = false;
      Info.Loops[L].Why = {UnknownKind::NonCanonicalLoop,
                           "loop may exit early ('return' in its body)"};
      addUnknown(RS->getBeginLoc(), UnknownKind::NonCanonicalLoop,
                 "loop '" + Info.Loops[L].Counter +
                     "' may exit early ('return' in its body)");
    }
  if (!CallStack.empty()) {
    const auto *Body = cast<CompoundStmt>(CallStack.back()->getBody());
    if (!Body->body_empty() && Body->body_back() == RS &&
        RS->getRetValue() && !ReturnSeen)
      HelperReturn = eval(RS->getRetValue());
    else
      HelperHasOtherReturns = true;
  }
  ReturnSeen = true;
  ReturnSeenDataDependent |= Cur.DataDependent;
}

/// break or continue: a break ends its loop early (a switch's does not).
void KernelAnalyzer::walkJump(const Stmt *S) {
  LoopJumpSeen = true;
  if (isa<BreakStmt>(S) && !BreakTargets.empty() &&
      BreakTargets.back() != SwitchTarget) {
    LoopInfo &L = Info.Loops[BreakTargets.back()];
    if (!L.Why) {
      L.Canonical = false;
      L.Why = {UnknownKind::NonCanonicalLoop,
               "loop may exit early ('break' in its body)"};
      addUnknown(S->getBeginLoc(), UnknownKind::NonCanonicalLoop,
                 "loop '" + L.Counter + "' may exit early ('break' in its body)");
    }
  }
}

void KernelAnalyzer::walkStmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return walkExpr(E);
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return walkCompound(CS);
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    return walkDecls(DS);
  if (const auto *If = dyn_cast<IfStmt>(S))
    return walkIf(If);
  if (const auto *FS = dyn_cast<ForStmt>(S))
    return walkFor(FS);
  if (const auto *WS = dyn_cast<WhileStmt>(S))
    return walkOtherLoop(WS, WS->getCond(), WS->getBody());
  if (const auto *DoS = dyn_cast<DoStmt>(S))
    return walkOtherLoop(DoS, DoS->getCond(), DoS->getBody());
  if (const auto *SS = dyn_cast<SwitchStmt>(S))
    return walkSwitch(SS);
  if (const auto *RS = dyn_cast<ReturnStmt>(S))
    return walkReturn(RS);
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S))
    return walkJump(S);
  walkChildren(S);
}

void KernelAnalyzer::walkChildren(const Stmt *S) {
  for (const Stmt *Child : S->children())
    walkStmt(Child);
}

void KernelAnalyzer::walkCompound(const CompoundStmt *CS) {
  for (const Stmt *S : CS->body())
    walkStmt(S);
}

void KernelAnalyzer::noteCondition(const Expr *Cond, const char *What) {
  std::string Name;
  if (!readsMemory(Cond, &Name))
    return;
  Info.HasDataDependentBranch = true;
  addUnknown(Cond->getBeginLoc(), UnknownKind::DataDependentBound,
             std::string("condition of '") + What +
                 "' depends on a value loaded from '" + Name + "'");
}

void KernelAnalyzer::walkIf(const IfStmt *If) {
  walkStmt(If->getInit());
  if (const DeclStmt *DS = If->getConditionVariableDeclStmt())
    walkStmt(DS);
  walkExpr(If->getCond());
  bool DD = readsMemory(If->getCond());
  noteCondition(If->getCond(), "if");
  Context Saved = Cur;
  Cur.Conditional = true;
  Cur.DataDependent |= DD;
  walkStmt(If->getThen());
  walkStmt(If->getElse());
  Cur = Saved;
}

void KernelAnalyzer::walkOtherLoop(const Stmt *Loop, const Expr *Cond,
                                   const Stmt *Body) {
  LoopInfo L;
  L.Number = Info.Loops.size();
  L.Parent = Cur.Loops.empty() ? -1 : int(Cur.Loops.back());
  L.Depth = Cur.Loops.size();
  L.Pos = position(Loop->getBeginLoc());
  const char *Kind = isa<WhileStmt>(Loop) ? "while" : "do";
  // Inlined from a helper, the loop is named where it is (the kernel's
  // body may have no loop at all).
  std::string Where =
      CallStack.empty() ? "" : "in helper '" + CallStack.back()->getName().str() + "': ";
  L.Why = {UnknownKind::NonCanonicalLoop,
           Where + "'" + Kind + "' loop: its trip count is not analysed"};
  Info.Loops.push_back(L);
  addUnknown(Loop->getBeginLoc(), UnknownKind::NonCanonicalLoop, L.Why.Message);

  bool DD = readsMemory(Cond);
  noteCondition(Cond, Kind);
  Context Saved = Cur;
  bool SavedJump = LoopJumpSeen;
  Cur.Loops.push_back(L.Number);
  Cur.Conditional = true;
  Cur.DataDependent |= DD;
  BreakTargets.push_back(L.Number);
  if (isa<WhileStmt>(Loop))
    walkExpr(Cond);
  walkStmt(Body);
  if (isa<DoStmt>(Loop))
    walkExpr(Cond);
  BreakTargets.pop_back();
  Cur = Saved;
  LoopJumpSeen = SavedJump;
  leaveLoop(L.Number);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

void KernelAnalyzer::findReductions() {
  std::vector<const VarDecl *> Vars;
  llvm::DenseSet<const VarDecl *> SeenVars;
  for (const VarUse &U : Uses)
    if (SeenVars.insert(U.Var).second)
      Vars.push_back(U.Var);

  for (const VarDecl *VD : Vars) {
    QualType T = VD->getType();
    if (!(T->isArithmeticType() || T->isVectorType()) || isLocalAddressSpace(T))
      continue;
    const VarUse *First = nullptr;
    for (const VarUse &U : Uses)
      if (U.Var == VD && U.Update) {
        First = &U;
        break;
      }
    if (!First || First->Loops.empty())
      continue;
    const std::vector<unsigned> &DeclaredIn = DeclLoops[VD];
    int Best = -1;
    for (auto L = First->Loops.rbegin(); L != First->Loops.rend(); ++L) {
      if (llvm::is_contained(DeclaredIn, *L))
        break;
      bool OnlyUpdates = llvm::all_of(Uses, [&](const VarUse &U) {
        return U.Var != VD || !llvm::is_contained(U.Loops, *L) ||
               U.Update == First->Update;
      });
      if (!OnlyUpdates)
        break;
      Best = int(*L);
    }
    if (Best < 0)
      continue;
    Reduction R;
    R.Accumulator = VD->getName().str();
    R.Op = *First->Update;
    R.Loop = unsigned(Best);
    R.Pos = First->Pos;
    R.Decl = VD;
    Info.Reductions.push_back(R);
  }
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

void KernelAnalyzer::finish() {
  llvm::erase_if(Info.Accesses, [](const MemoryAccess &A) { return !A.Ref; });
  for (unsigned I = 0; I < Info.Accesses.size(); ++I)
    Info.Accesses[I].Number = I;
  for (LoopInfo &L : Info.Loops)
    L.Innermost = llvm::none_of(Info.Loops, [&](const LoopInfo &C) {
      return C.Parent == int(L.Number);
    });
  for (const WorkItemCall &W : Info.WorkItemCalls)
    if ((W.Function == "get_global_id" || W.Function == "get_local_id") &&
        W.Dim && !llvm::is_contained(Info.IdDims, *W.Dim))
      Info.IdDims.push_back(*W.Dim);
  llvm::sort(Info.IdDims);
  findReductions();
  classifyAccesses();
  summarizeArrays();

  auto Key = [](const std::pair<SourcePos, Unknown> &U) {
    return std::make_tuple(U.first.File, U.first.Line, U.first.Column,
                           U.second.Message);
  };
  llvm::stable_sort(Info.Unknowns, [&](const auto &A, const auto &B) {
    return Key(A) < Key(B);
  });
  Info.Unknowns.erase(
      std::unique(Info.Unknowns.begin(), Info.Unknowns.end(),
                  [&](const auto &A, const auto &B) { return Key(A) == Key(B); }),
      Info.Unknowns.end());
}

/// Whether statements and expressions in S nest deeper than Limit. Iterative:
/// the tree may be as deep as clang could parse.
static bool nestsDeeperThan(const Stmt *S, unsigned Limit) {
  std::vector<std::pair<const Stmt *, unsigned>> Work = {{S, 1}};
  while (!Work.empty()) {
    auto [Cur, Depth] = Work.back();
    Work.pop_back();
    if (!Cur)
      continue;
    if (Depth > Limit)
      return true;
    for (const Stmt *Child : Cur->children())
      Work.push_back({Child, Depth + 1});
  }
  return false;
}

/// The kernel's body and the bodies of the file's helpers (the analysis
/// follows calls into them) nest at most MaxNestingDepth levels.
static bool tooDeep(const FunctionDecl &Kernel) {
  if (nestsDeeperThan(Kernel.getBody(), MaxNestingDepth))
    return true;
  for (const Decl *D : Kernel.getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->doesThisDeclarationHaveABody() &&
          nestsDeeperThan(FD->getBody(), MaxNestingDepth))
        return true;
  return false;
}

KernelInfo KernelAnalyzer::run() {
  Info.Name = Kernel.getName().str();
  Info.Pos = position(Kernel.getBeginLoc());
  Info.Decl = &Kernel;
  collectParams();
  for (const ParmVarDecl *P : Kernel.parameters())
    if (P->getType()->isPointerType() &&
        P->getType()->getPointeeType().getAddressSpace() == LangAS::opencl_local)
      Info.UsesLocalMemory = true;
  if (tooDeep(Kernel)) {
    Info.NotAnalysable = "not analysable: statements or expressions nest "
                         "deeper than " +
                         std::to_string(MaxNestingDepth) + " levels";
    addUnknown(Kernel.getBeginLoc(), UnknownKind::TooDeep,
               Info.NotAnalysable);
    return std::move(Info);
  }
  countDefinitions(Kernel);
  computeTaint();
  walkStmt(Kernel.getBody());
  finish();
  return std::move(Info);
}

#define DEBUG_TYPE "clopt-analysis"
ALWAYS_ENABLED_STATISTIC(NumKernelsAnalyzed, "Kernels analysed");

KernelInfo clopt::analyzeKernel(ParsedSource &Source, const FunctionDecl &Kernel) {
  ++NumKernelsAnalyzed;
  KernelInfo Info = KernelAnalyzer(Source, Kernel).run();
  if (llvm::Error E = describeRuntimeView(Kernel, Info.Params))
    Info.SignatureError = llvm::toString(std::move(E));
  Info.IndexUses = findIndexBuffers(Kernel);
  Info.GuardBounds = findGuardBounds(Kernel);
  return Info;
}

std::vector<KernelInfo> clopt::analyzeKernels(ParsedSource &Source) {
  std::vector<KernelInfo> Result;
  for (const FunctionDecl *K : Source.kernels())
    Result.push_back(analyzeKernel(Source, *K));
  return Result;
}
