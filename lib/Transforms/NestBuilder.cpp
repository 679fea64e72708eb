//===- NestBuilder.cpp - Import a kernel's body into a KernelNest ---------===//
//
// Converts the clang AST of one kernel into the structured nest the passes
// (statements, loops and the entry point here; expressions in
// NestBuilderExprs.cpp, the guard in NestBuilderGuard.cpp).
// work on. Anything the nest cannot represent faithfully (while loops,
// pointer variables, vector literals, ...) sets KernelNest::Unsupported with
// the construct's position: every pass then refuses the kernel with that
// reason instead of guessing.
//
//===----------------------------------------------------------------------===//

#include "NestBuilderImpl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/Statistic.h"

#include <functional>
#include <map>
#include <set>

using namespace clang;
using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::detail;

SourcePos NestBuilder::pos(SourceLocation L) const {
  return sourcePosition(SM, L);
}

void NestBuilder::unsupported(SourceLocation L, const Twine &What, RejectKind Kind) {
  if (Nest.Unsupported)
    return;
  Reject R;
  R.Kind = Kind;
  R.Message = What.str();
  R.Pos = pos(L);
  Nest.Unsupported = R;
}

/// Why a work-item function or builtin \p Name ties a kernel to its
/// work-group shape, or nullopt.
std::optional<Reject> clopt::nest::detail::workGroupCall(StringRef Name) {
  bool GlobalOnly = Name == "get_global_id" || Name == "get_global_size" ||
                    Name == "get_global_offset" || Name == "get_work_dim";
  if (Name == "barrier" || Name == "work_group_barrier" ||
      Name == "sub_group_barrier")
    return Reject{RejectKind::UsesBarrier,
                  "kernel calls '" + Name.str() +
                      "': it already synchronises work-items",
                  SourcePos()};
  if ((isWorkItemFunction(Name) && !GlobalOnly) ||
      Name == "get_local_linear_id" || Name == "get_group_linear_id" ||
      Name.contains("sub_group") || Name.starts_with("work_group_") ||
      Name == "get_num_sub_groups")
    return Reject{RejectKind::UsesGroupIds,
                  "kernel uses '" + Name.str() +
                      "': it already organises its work-groups",
                  SourcePos()};
  if (Name.starts_with("atom"))
    return Reject{RejectKind::UsesAtomics,
                  "kernel calls '" + Name.str() +
                      "': its work-items may rely on its work-group shape",
                  SourcePos()};
  return std::nullopt;
}

/// The work-group size attribute \p Kernel already carries, if any: a pass
/// that fixes the shape would add a second, conflicting one.
static std::optional<Reject> statedWorkGroupSize(const FunctionDecl &Kernel,
                                                 const SourceManager &SM) {
  for (const FunctionDecl *D : Kernel.redecls()) {
    const char *Attribute = D->hasAttr<ReqdWorkGroupSizeAttr>()
                                ? "reqd_work_group_size"
                            : D->hasAttr<WorkGroupSizeHintAttr>()
                                ? "work_group_size_hint"
                                : nullptr;
    if (Attribute)
      return Reject{RejectKind::UsesGroupIds,
                    std::string("kernel already states its work-group size "
                                "with '") +
                        Attribute + "'",
                    sourcePosition(SM, Kernel.getLocation())};
  }
  return std::nullopt;
}

/// The first fact, in source order, that ties \p Kernel to its work-group
/// shape: a work-group size it states, a __local parameter or variable, a
/// call that reads the work-group or synchronises it, in the kernel or in a
/// helper it calls. The scan keeps its own work list (no recursion), so
/// deeply nested bodies are safe.
static std::optional<Reject> findWorkGroupBound(const FunctionDecl &Kernel,
                                                const SourceManager &SM) {
  auto At = [&](Reject R, SourceLocation L) {
    R.Pos = sourcePosition(SM, L);
    return R;
  };
  if (std::optional<Reject> Stated = statedWorkGroupSize(Kernel, SM))
    return Stated;
  for (const ParmVarDecl *P : Kernel.parameters())
    if (P->getType()->isPointerType() &&
        P->getType()->getPointeeType().getAddressSpace() ==
            LangAS::opencl_local)
      return At({RejectKind::UsesLocalMemory,
                 "kernel takes __local parameter '" + P->getName().str() + "'",
                 SourcePos()},
                P->getLocation());
  std::set<const FunctionDecl *> Seen{&Kernel};
  std::vector<const clang::Stmt *> Work{Kernel.getBody()};
  while (!Work.empty()) {
    const clang::Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const clang::Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getType().getAddressSpace() == LangAS::opencl_local)
            return At({RejectKind::UsesLocalMemory,
                       "kernel declares __local variable '" +
                           VD->getName().str() + "'",
                       SourcePos()},
                      VD->getLocation());
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *FD = C->getDirectCallee()) {
        if (std::optional<Reject> Why = workGroupCall(FD->getName()))
          return At(*Why, C->getBeginLoc());
        if (FD->hasBody() && Seen.insert(FD->getDefinition()).second)
          Work.push_back(FD->getDefinition()->getBody());
      }
    // Children in reverse, so that they come off the list in source order.
    std::vector<const clang::Stmt *> Children(S->child_begin(),
                                              S->child_end());
    Work.insert(Work.end(), Children.rbegin(), Children.rend());
  }
  return std::nullopt;
}

static const LoopInfo *findLoopInfo(const KernelInfo &K, const ForStmt *F) {
  for (const LoopInfo &L : K.Loops)
    if (L.Stmt == F)
      return &L;
  return nullptr;
}

/// Extracts `k < U`, `k <= U`, `U > k`, `U >= k` as an exclusive bound.
static bool upperBound(const clang::Expr *Cond, const VarDecl *Counter,
                       const clang::Expr *&Bound, bool &Inclusive) {
  const auto *B = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!B)
    return false;
  auto IsCounter = [&](const clang::Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return D && D->getDecl() == Counter;
  };
  switch (B->getOpcode()) {
  case BO_LT:
  case BO_LE:
    if (!IsCounter(B->getLHS()))
      return false;
    Bound = B->getRHS();
    Inclusive = B->getOpcode() == BO_LE;
    return true;
  case BO_GT:
  case BO_GE:
    if (!IsCounter(B->getRHS()))
      return false;
    Bound = B->getLHS();
    Inclusive = B->getOpcode() == BO_GE;
    return true;
  default:
    return false;
  }
}

/// The variable a canonical loop's init assigns (`k = 0`), or null.
/// The variable a loop's init assigns (`k = 0`) where convertFor takes the
/// loop as canonical (the analysis says so, and the nest reads its bound:
/// not `k != m`, nor `(long)k < m`); else null.
static const VarDecl *assignedCounter(const KernelInfo &K, const ForStmt *F) {
  const LoopInfo *LI = findLoopInfo(K, F);
  const auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit());
  if (!LI || !LI->Canonical || LI->CountsDown || LI->Step <= 0 || !BO ||
      BO->getOpcode() != BO_Assign || !F->getCond())
    return nullptr;
  const auto *D = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
  const clang::Expr *Bound = nullptr;
  bool Inclusive = false;
  if (!D || D->getDecl() != LI->CounterDecl ||
      !upperBound(F->getCond(), LI->CounterDecl, Bound, Inclusive))
    return nullptr;
  return LI->CounterDecl;
}

/// Finds the variables declared without a value whose every use lies in
/// the one canonical loop that assigns them in its init (`int k; ...
/// for (k = 0; k < n; k++)`, as C89 code declares them): no value before
/// or after the loop is read, so the nest lets the loop declare its
/// counter (`for (int k = 0; ...)`) and drops the declaration. A counter
/// declared apart is one variable per point of a coarsened work-item, which
/// a loop shared among the points cannot count with.
/// Calls F on Root and every statement and expression under it.
static void forEachSubStmt(const clang::Stmt *Root,
                           const std::function<void(const clang::Stmt &)> &F) {
  std::vector<const clang::Stmt *> Work = {Root};
  while (!Work.empty()) {
    const clang::Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    F(*S);
    Work.insert(Work.end(), S->child_begin(), S->child_end());
  }
}

void NestBuilder::findLoopOwnedCounters(const clang::Stmt *Body) {
  std::map<const VarDecl *, unsigned> Uses;
  std::map<const VarDecl *, const ForStmt *> Owner;
  std::set<const VarDecl *> Disqualified;
  forEachSubStmt(Body, [&](const clang::Stmt &S) {
    if (const auto *D = dyn_cast<DeclRefExpr>(&S))
      if (const auto *VD = dyn_cast<VarDecl>(D->getDecl()))
        ++Uses[VD];
    if (const auto *F = dyn_cast<ForStmt>(&S))
      if (const VarDecl *C = assignedCounter(Kernel, F))
        if (!Owner.emplace(C, F).second)
          Disqualified.insert(C); // two loops count with it
  });
  for (const auto &[VD, F] : Owner) {
    if (Disqualified.count(VD) || VD->hasInit() || !VD->isLocalVarDecl() ||
        VD->isStaticLocal())
      continue;
    unsigned Inside = 0;
    forEachSubStmt(F, [&, Var = VD](const clang::Stmt &S) {
      if (const auto *D = dyn_cast<DeclRefExpr>(&S))
        Inside += D->getDecl() == Var;
    });
    if (Inside == Uses[VD])
      LoopOwnedCounters.insert(VD);
  }
}


/// A loop the analysis normalised from counting down becomes the increasing
/// loop of its iteration number, the counter as written declared first in
/// the body:
///   for (int k_it = 0; k_it < m; ++k_it) { int k = m - 1 - k_it; ... }
void NestBuilder::convertCountDown(const ForStmt *F, const LoopInfo &LI,
                                   nest::Stmt &S) {
  StmtP Source = convertDecl(LI.CounterDecl);
  Var V;
  V.Name = Nest.freshName(LI.Counter);
  V.Type = Nest.var(Source->Var).Type;
  V.PerPoint = InPointBody;
  VarId It = Nest.addVar(V);
  Source->E = sub(Source->E, varRef(It));
  S.For.Canonical = true;
  S.For.Counter = It;
  S.For.DeclaresCounter = true;
  S.For.Lower = intLit(0);
  S.For.Upper = add(convert(LI.TripBase), intLit(LI.TripOffset));
  S.For.Step = 1;
  S.Body.push_back(std::move(Source));
  convertBody(F->getBody(), S.Body);
}

StmtP NestBuilder::convertFor(const ForStmt *F) {
  auto S = std::make_unique<nest::Stmt>();
  S->Kind = StmtKind::For;
  S->Pos = pos(F->getForLoc());
  const LoopInfo *LI = findLoopInfo(Kernel, F);
  if (LI)
    S->For.LoopNumber = LI->Number;
  if (LI && LI->Canonical && LI->CountsDown) {
    convertCountDown(F, *LI, *S);
    return S;
  }
  // The analysis decides whether the loop is canonical; the nest only takes
  // the bounds apart as written.
  const VarDecl *Counter = LI ? LI->CounterDecl : nullptr;
  const clang::Expr *Bound = nullptr;
  bool Inclusive = false;
  const clang::Expr *LowerE = nullptr;
  bool Declares = false;
  if (Counter) {
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
      if (DS->isSingleDecl() && DS->getSingleDecl() == Counter) {
        LowerE = Counter->getInit();
        Declares = true;
      }
    } else if (const auto *BO =
                   dyn_cast_or_null<BinaryOperator>(F->getInit())) {
      const auto *D = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
      if (BO->getOpcode() == BO_Assign && D && D->getDecl() == Counter) {
        LowerE = BO->getRHS();
        Declares = LoopOwnedCounters.count(Counter) > 0;
      }
    }
  }
  bool Canonical = LI && LI->Canonical && Counter && LowerE && F->getCond() &&
                   upperBound(F->getCond(), Counter, Bound, Inclusive) &&
                   LI->Step > 0;
  if (Canonical) {
    S->For.Canonical = true;
    if (Declares) {
      S->For.Counter = convertDecl(Counter)->Var;
      S->For.DeclaresCounter = true;
    } else {
      auto It = VarIds.find(Counter);
      if (It == VarIds.end()) {
        unsupported(F->getForLoc(), "loop counter declared elsewhere");
        return S;
      }
      S->For.Counter = It->second;
      S->For.DeclaresCounter = false;
    }
    S->For.Lower = convert(LowerE);
    ExprP U = convert(Bound);
    S->For.Upper = Inclusive ? add(U, intLit(1)) : U;
    S->For.Step = LI->Step;
    S->For.Cond = convert(F->getCond());
    if (F->getInc())
      S->For.Inc = convert(F->getInc());
  } else {
    if (F->getInit()) {
      StmtList Init;
      convertStmt(F->getInit(), Init);
      if (Init.size() == 1)
        S->For.Init = std::move(Init.front());
      else if (!Init.empty())
        unsupported(F->getForLoc(), "loop initialising several variables");
    }
    S->For.Cond = F->getCond() ? convert(F->getCond()) : nullptr;
    S->For.Inc = F->getInc() ? convert(F->getInc()) : nullptr;
    auto It = Counter ? VarIds.find(Counter) : VarIds.end();
    if (LI && (LI->ParamStep || LI->InvariantBounds) &&
        It != VarIds.end() && S->For.Cond &&
        S->For.Inc) {
      S->For.UnrollAsWritten = true;
      S->For.Counter = It->second;
      S->For.DeclaresCounter = Declares;
    }
  }
  convertBody(F->getBody(), S->Body);
  return S;
}

void NestBuilder::convertBody(const clang::Stmt *S, StmtList &Out) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const clang::Stmt *Child : CS->body())
      convertStmt(Child, Out);
    return;
  }
  convertStmt(S, Out);
}

/// Why the nest cannot hold S, in the kernel's own terms: the passes
/// rewrite `for` loops only.
static std::string unrepresentedStatement(const clang::Stmt &S) {
  if (isa<WhileStmt>(S))
    return "a while loop (the passes rewrite for loops only)";
  if (isa<DoStmt>(S))
    return "a do-while loop (the passes rewrite for loops only)";
  if (isa<SwitchStmt>(S))
    return "a switch statement";
  if (isa<GotoStmt, IndirectGotoStmt, LabelStmt>(S))
    return "goto or a label";
  return (Twine("statement of kind '") + S.getStmtClassName() + "'").str();
}

void NestBuilder::convertStmt(const clang::Stmt *S, StmtList &Out) {
  if (isa<NullStmt>(S))
    return;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    StmtList Inner;
    convertBody(CS, Inner);
    Out.push_back(nest::Stmt::block(std::move(Inner)));
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD) {
        unsupported(D->getLocation(), "local declaration that is not a variable");
        continue;
      }
      if (LoopOwnedCounters.count(VD))
        continue; // its loop declares it
      if (StmtP Decl = convertDecl(VD))
        Out.push_back(std::move(Decl));
    }
    return;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    Out.push_back(convertFor(F));
    return;
  }
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit() || I->getConditionVariable())
      unsupported(I->getIfLoc(), "if with a declaration");
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = StmtKind::If;
    N->Pos = pos(I->getIfLoc());
    N->E = convert(I->getCond());
    convertBody(I->getThen(), N->Body);
    if (I->getElse())
      convertBody(I->getElse(), N->Else);
    Out.push_back(std::move(N));
    return;
  }
  if (const auto *R = dyn_cast<ReturnStmt>(S)) {
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = StmtKind::Return;
    N->Pos = pos(R->getReturnLoc());
    Out.push_back(std::move(N));
    return;
  }
  if (isa<BreakStmt, ContinueStmt>(S)) {
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = isa<BreakStmt>(S) ? StmtKind::Break : StmtKind::Continue;
    N->Pos = pos(S->getBeginLoc());
    Out.push_back(std::move(N));
    return;
  }
  if (const auto *E = dyn_cast<clang::Expr>(S)) {
    auto N = nest::Stmt::exprStmt(convert(E));
    N->Pos = pos(E->getBeginLoc());
    Out.push_back(std::move(N));
    return;
  }
  unsupported(S->getBeginLoc(), unrepresentedStatement(*S));
}

/// Dimensions an expression depends on through work-item ids and
/// coordinate variables; PerPoint is set when it reads anything else that
/// differs between points (other per-point variables, memory).
unsigned NestBuilder::dimsOf(const ExprP &E, bool &PerPoint) const {
  unsigned Dims = 0;
  visitExpr(E, [&](const nest::Expr &N) {
    if (N.Kind == ExprKind::WorkItem && N.Text == "get_global_id")
      Dims |= 1u << N.Dim;
    else if (N.Kind == ExprKind::Global || N.Kind == ExprKind::Subscript)
      PerPoint = true;
    else if (N.Kind == ExprKind::VarRef) {
      const Var &V = Nest.var(N.Var);
      if (V.IsCoordinate)
        Dims |= V.CoordDims;
      else if (V.PerPoint)
        PerPoint = true;
    }
  });
  return Dims;
}

void NestBuilder::classifyVariables() {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL)
    return;
  std::set<VarId> Assigned = changedVarsIn(PL->Body);
  // Declarations at the top of the point body (and, once the guard is
  // known, at the top of its body), in order: a variable whose initializer
  // depends only on ids, parameters and earlier coordinate variables, none
  // of them ever assigned, is a coordinate variable.
  auto Classify = [&](StmtList &L) {
    for (StmtP &S : L) {
      if (S->Kind != StmtKind::Decl)
        continue;
      Var &V = Nest.var(S->Var);
      if (!S->E || Assigned.count(S->Var) || V.IsArray || V.IsCoordinate)
        continue;
      bool PerPoint = false;
      unsigned Dims = dimsOf(S->E, PerPoint);
      bool Impure = false;
      visitExpr(S->E, [&](const nest::Expr &N) {
        Impure |= N.Kind == ExprKind::Call ||
                  (N.Kind == ExprKind::VarRef && Assigned.count(N.Var));
      });
      if (PerPoint || Impure)
        continue;
      V.IsCoordinate = true;
      V.CoordDims = Dims;
      V.Init = S->E;
    }
  };
  Classify(PL->Body);
  for (StmtP &S : PL->Body)
    if (S->IsGuard)
      Classify(S->Body);
}

namespace {
/// The type the kernel converts every get_global_id(d) it reads to, per
/// dimension.
struct IdUses {
  bool Seen = false;
  /// Null once a use keeps the size_t value, or two uses disagree.
  std::optional<ScalarType> Common;
};
} // namespace

/// Records the uses of get_global_id in E; Into is the type E's value is
/// converted to (a declaration's or a cast's), null where it stays as is.
static void scanIdUses(const ExprP &E, const ScalarType *Into,
                       std::array<IdUses, 3> &Uses) {
  if (!E)
    return;
  switch (E->Kind) {
  case ExprKind::WorkItem: {
    if (E->Text != "get_global_id")
      return;
    IdUses &U = Uses[E->Dim];
    bool Agrees = Into && (!U.Seen || (U.Common && *U.Common == *Into));
    U.Common = Agrees ? std::optional<ScalarType>(*Into) : std::nullopt;
    U.Seen = true;
    return;
  }
  case ExprKind::Paren:
    scanIdUses(E->Ops[0], Into, Uses);
    return;
  case ExprKind::Cast: {
    std::optional<ScalarType> T = parseScalarType(E->Text);
    scanIdUses(E->Ops[0], T ? &*T : nullptr, Uses);
    return;
  }
  default:
    for (const ExprP &Op : E->Ops)
      scanIdUses(Op, nullptr, Uses);
  }
}

/// Sets IdTypes from the ids the kernel reads. Where every id is converted
/// where it is read to one integer type of 32 bits or more (`int i =
/// get_global_id(0)`), the generated coordinates have that type: the
/// kernel's own narrowing, and arithmetic of the same type as the variable
/// they stand for. Any other use (arithmetic on the id, a size_t or a
/// narrower variable, two types) is the size_t value, which an int
/// coordinate would truncate for launches past 2^31 points.
static void findIdTypes(KernelNest &Nest) {
  std::array<IdUses, 3> Uses;
  visitStmts(Nest.Body, [&](const nest::Stmt &S) {
    const ScalarType *Into = nullptr;
    if (S.Kind == StmtKind::Decl)
      Into = Nest.var(S.Var).Type.arith();
    scanIdUses(S.E, Into, Uses);
    if (S.Kind != StmtKind::For)
      return;
    for (const ExprP &E : {S.For.Lower, S.For.Upper, S.For.Limit, S.For.Cond,
                           S.For.Inc})
      scanIdUses(E, nullptr, Uses);
  });
  for (unsigned D = 0; D < 3; ++D) {
    const std::optional<ScalarType> &T = Uses[D].Common;
    if (!Uses[D].Seen)
      Nest.IdTypes[D] = intType();
    else if (T && T->Lanes == 1 && !T->IsFloat && T->Size >= 4)
      Nest.IdTypes[D] = ValueType::scalar(T->Base);
    else
      Nest.IdTypes[D] = ValueType::verbatim("size_t");
  }
}

/// The kernel's text from its declaration to the body's opening brace
/// (exclusive), printed verbatim before every new body.
std::string NestBuilder::signatureText(const FunctionDecl &FD,
                                       const CompoundStmt &Body) const {
  SourceRange Sig(SM.getExpansionLoc(FD.getBeginLoc()),
                  SM.getExpansionLoc(Body.getLBracLoc()));
  StringRef Text = Lexer::getSourceText(CharSourceRange::getCharRange(Sig), SM,
                                        Source.getLangOpts());
  return Text.rtrim().str();
}

namespace {
/// The names the kernel's code declares and refers to once preprocessed: a
/// macro or -D may spell them (`-Dw=pt_0`) where the file's tokens do not.
class PreprocessedNames : public RecursiveASTVisitor<PreprocessedNames> {
public:
  explicit PreprocessedNames(std::set<std::string> &Names) : Names(Names) {}
  bool VisitNamedDecl(NamedDecl *D) {
    if (const IdentifierInfo *II = D->getIdentifier())
      Names.insert(II->getName().str());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const IdentifierInfo *II = E->getDecl()->getIdentifier())
      Names.insert(II->getName().str());
    return true;
  }

private:
  std::set<std::string> &Names;
};
} // namespace

/// Every identifier of the file (code, not comments) and of the kernel as
/// preprocessed is taken: generated names never shadow a macro, a helper or
/// a variable.
void NestBuilder::takeExistingNames(const FunctionDecl &FD) {
  StringRef Code = Source.getCode();
  Lexer Lex(SourceLocation(), Source.getLangOpts(), Code.begin(), Code.begin(),
            Code.end());
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok))
    if (Tok.is(tok::raw_identifier))
      Nest.TakenNames.insert(Tok.getRawIdentifier().str());
  if (Tok.is(tok::raw_identifier))
    Nest.TakenNames.insert(Tok.getRawIdentifier().str());
  PreprocessedNames(Nest.TakenNames).TraverseDecl(const_cast<FunctionDecl *>(&FD));
}

void NestBuilder::build(const std::vector<std::string> &GlobalExprs,
                        const std::map<std::string, int64_t> &TuningValues) {
  const FunctionDecl *FD = Kernel.Decl;
  if (!FD)
    FD = Source.findKernel(Kernel.Name);
  Nest.Name = Kernel.Name;
  if (!FD || !FD->getBody()) {
    unsupported(SourceLocation(), "kernel has no body");
    return;
  }
  if (!Kernel.NotAnalysable.empty()) {
    unsupported(FD->getBeginLoc(), "kernel " + Kernel.NotAnalysable);
    return;
  }
  // The body passes print a new body after the signature as written: a
  // kernel whose signature or braces come from a macro has no such text.
  // The rest of the nest is still built: wgshape needs its dimensions.
  if (std::optional<std::string> Macro =
          kernelDefiningMacro(*FD, SM, Source.getLangOpts()))
    unsupported(FD->getBeginLoc(), "kernel is defined by macro '" + *Macro + "'");
  else if (std::optional<Reject> Directive = bodyDirectiveProblem(
               *FD, SM, Source.getLangOpts(), Source.getASTUnit().getPreprocessor());
           Directive && !Nest.Unsupported)
    Nest.Unsupported = Directive;
  Nest.SharedText = kernelRangeProblem(*FD, SM, Source.getLangOpts());
  Nest.StatedWorkGroupSize = statedWorkGroupSize(*FD, SM);
  Nest.WorkGroupBound = findWorkGroupBound(*FD, SM);
  const auto *Body = llvm::cast<CompoundStmt>(FD->getBody());
  Nest.Signature = signatureText(*FD, *Body);
  takeExistingNames(*FD);
  for (unsigned D = 0; D < 3; ++D)
    Nest.PointCounters[D] = Nest.freshName("pt_" + std::to_string(D));
  findLoopOwnedCounters(FD->getBody());
  for (const ParmVarDecl *P : FD->parameters()) {
    Var V;
    V.Name = P->getName().str();
    V.Role = VarRole::Param;
    PrintingPolicy PP(Source.getLangOpts());
    V.Type = ValueType::fromClang(P->getType(), P->getASTContext(), PP);
    VarIds[P] = Nest.addVar(V);
  }
  for (const KernelParam &P : Kernel.Params)
    if (P.IsPointer)
      Nest.BufferElements[P.Name] = P.ElementType;
  if (Kernel.HasBarrier)
    Nest.Unsupported = Reject{RejectKind::UsesBarrier,
                              "kernel already synchronises work-items with "
                              "barriers",
                              Kernel.Pos};
  else if (Kernel.UsesLocalMemory)
    Nest.Unsupported = Reject{RejectKind::UsesLocalMemory,
                              "kernel already uses __local memory", Kernel.Pos};
  if (!Kernel.WorkItemCallInHelper.empty())
    Nest.WorkItemInHelper = Reject{RejectKind::UsesGroupIds, Kernel.WorkItemCallInHelper,
                                   Kernel.WorkItemCallInHelperPos};

  BodyRange = SourceRange(SM.getExpansionLoc(Body->getLBracLoc()),
                          SM.getExpansionLoc(Body->getRBracLoc()));
  collectModifiedVars(Body);
  for (const ParmVarDecl *P : FD->parameters())
    ++DeclaredNames[P->getNameAsString()];
  // The nest takes a scalar parameter for a value every point shares: one
  // the body changes is the work-item's own state, and a work-item given
  // several points would start each from what the previous one left
  // (`s = s + 1` accumulated, a guard `i < N` after `N = N + 1` admitted
  // points past the buffers).
  for (const ParmVarDecl *P : FD->parameters())
    if (!P->getType()->isPointerType() && ModifiedVars.count(P))
      unsupported(P->getLocation(), "the kernel changes its parameter '" + P->getName() +
                                        "'; the passes read parameters as values every "
                                        "point shares");

  auto PL = std::make_unique<nest::Stmt>();
  PL->Kind = StmtKind::PointLoop;
  InPointBody = true;
  convertBody(Body, PL->Body);
  InPointBody = false;
  Nest.Body.push_back(std::move(PL));
  findIdTypes(Nest);
  if ((Kernel.HasAtomics || AtomicCall) && !Nest.Unsupported) {
    Nest.Unsupported = AtomicCall ? *AtomicCall
                                  : Reject{RejectKind::UsesAtomics,
                                           "kernel uses atomic operations",
                                           Kernel.Pos};
    Nest.AtomicsOnly = true;
  }
  classifyVariables();
  findGuard();
  classifyVariables(); // the declarations at the top of the guard's body
  normalizeReturns(Nest.pointLoop()->Body);
  addGlobalValidity(GlobalExprs, TuningValues);
}

#define DEBUG_TYPE "clopt-nest"
ALWAYS_ENABLED_STATISTIC(NumNestBuilds, "Kernel nests built from the AST");

std::unique_ptr<KernelNest>
nest::buildKernelNest(ParsedSource &Source, const KernelInfo &Kernel,
                      const std::vector<std::string> &GlobalExprs,
                      const std::map<std::string, int64_t> &TuningValues) {
  ++NumNestBuilds;
  auto Nest = std::make_unique<KernelNest>();
  NestBuilder(Source, Kernel, *Nest).build(GlobalExprs, TuningValues);
  return Nest;
}
