//===- KernelNest.cpp - Structured form of a kernel: utilities ------------===//

#include "clopt/Transforms/KernelNest.h"
#include "clopt/Runtime/Support/CheckedNumber.h"

using namespace clopt;
using namespace clopt::nest;

//===----------------------------------------------------------------------===//
// Expression constructors
//===----------------------------------------------------------------------===//

static ExprP make(ExprKind K, std::string Text, std::vector<ExprP> Ops = {}) {
  auto E = std::make_shared<Expr>();
  E->Kind = K;
  E->Text = std::move(Text);
  E->Ops = std::move(Ops);
  return E;
}

ExprP nest::leaf(llvm::StringRef Text) { return make(ExprKind::Leaf, Text.str()); }
ExprP nest::intLit(int64_t V) { return leaf(std::to_string(V)); }
ExprP nest::longLit(int64_t V) { return leaf(std::to_string(V) + "L"); }

ExprP nest::varRef(VarId V) {
  auto E = std::make_shared<Expr>();
  E->Kind = ExprKind::VarRef;
  E->Var = V;
  return E;
}

ExprP nest::workItem(llvm::StringRef Fn, unsigned Dim) {
  auto E = std::make_shared<Expr>();
  E->Kind = ExprKind::WorkItem;
  E->Text = Fn.str();
  E->Dim = Dim;
  return E;
}

ExprP nest::unary(UnaryOp Op, ExprP E) {
  auto U = std::make_shared<Expr>();
  U->Kind = ExprKind::Unary;
  U->UnOp = Op;
  U->Ops = {std::move(E)};
  return U;
}
ExprP nest::binary(BinaryOp Op, ExprP L, ExprP R) {
  auto B = std::make_shared<Expr>();
  B->Kind = ExprKind::Binary;
  B->BinOp = Op;
  B->Ops = {std::move(L), std::move(R)};
  return B;
}
ExprP nest::member(ExprP Base, llvm::StringRef Name, bool Arrow) {
  auto M = std::make_shared<Expr>();
  M->Kind = ExprKind::Member;
  M->Text = Name.str();
  M->Arrow = Arrow;
  M->Ops = {std::move(Base)};
  return M;
}
ExprP nest::ternary(ExprP C, ExprP T, ExprP F) {
  return make(ExprKind::Ternary, "", {std::move(C), std::move(T), std::move(F)});
}
ExprP nest::call(llvm::StringRef Fn, std::vector<ExprP> Args) {
  return make(ExprKind::Call, Fn.str(), std::move(Args));
}
ExprP nest::subscript(ExprP Base, ExprP Index) {
  return make(ExprKind::Subscript, "", {std::move(Base), std::move(Index)});
}
ExprP nest::paren(ExprP E) { return make(ExprKind::Paren, "", {std::move(E)}); }
ExprP nest::cast(llvm::StringRef Type, ExprP E) {
  return make(ExprKind::Cast, Type.str(), {std::move(E)});
}
ExprP nest::localRef(llvm::StringRef Array, std::vector<ExprP> Indices) {
  return make(ExprKind::LocalRef, Array.str(), std::move(Indices));
}
ExprP nest::pointValid(unsigned DimMask) {
  auto E = std::make_shared<Expr>();
  E->Kind = ExprKind::PointValid;
  E->DimMask = DimMask;
  return E;
}

ExprP nest::windowTap(unsigned Dim, int64_t K) {
  auto E = std::make_shared<Expr>(*workItem("clopt.window_tap", Dim));
  E->Ops = {intLit(K)};
  return E;
}

bool nest::isUnary(const Expr &E, UnaryOp Op) {
  return E.Kind == ExprKind::Unary && E.UnOp == Op;
}

bool nest::isBinary(const Expr &E, BinaryOp Op) {
  return E.Kind == ExprKind::Binary && E.BinOp == Op;
}

std::optional<int64_t> nest::asConstant(const ExprP &E) {
  if (!E || E->Kind != ExprKind::Leaf)
    return std::nullopt;
  llvm::StringRef T = E->Text;
  int64_t V;
  // Radix 0 reads the literal as C does: 010 is eight, 0x10 sixteen. A
  // suffix (10u, 10L) is not read, nor an octal or hexadecimal literal
  // above INT_MAX: C gives those an unsigned type, and arithmetic with the
  // value would not wrap as the kernel's does.
  if (T.getAsInteger(0, V))
    return std::nullopt;
  bool Decimal = T.size() == 1 || T[0] != '0';
  if (!Decimal && V > INT32_MAX)
    return std::nullopt;
  return V;
}

// Folding keeps to values that fit int64_t: a sum or product of literals
// that does not is left for the compiler (clopt must not overflow itself).
// A negative constant term is written as a subtraction of its magnitude.

ExprP nest::add(ExprP L, ExprP R) {
  auto CL = asConstant(L), CR = asConstant(R);
  if (CL && CR)
    if (std::optional<int64_t> V = checkedAddInt64(*CL, *CR))
      return intLit(*V);
  if (CR && *CR == 0)
    return L;
  if (CL && *CL == 0)
    return R;
  if (CR && *CR < 0 && *CR != INT64_MIN)
    return binary(BinaryOp::Sub, L, intLit(-*CR));
  return binary(BinaryOp::Add, L, R);
}

ExprP nest::sub(ExprP L, ExprP R) {
  auto CL = asConstant(L), CR = asConstant(R);
  if (CL && CR && *CR != INT64_MIN)
    if (std::optional<int64_t> V = checkedAddInt64(*CL, -*CR))
      return intLit(*V);
  if (CR && *CR == 0)
    return L;
  if (CR && *CR < 0 && *CR != INT64_MIN)
    return binary(BinaryOp::Add, L, intLit(-*CR));
  return binary(BinaryOp::Sub, L, R);
}

ExprP nest::mul(ExprP L, ExprP R) {
  auto CL = asConstant(L), CR = asConstant(R);
  if (CL && CR)
    if (std::optional<int64_t> V = checkedMulInt64(*CL, *CR))
      return intLit(*V);
  if ((CL && *CL == 0) || (CR && *CR == 0))
    return intLit(0);
  if (CR && *CR == 1)
    return L;
  if (CL && *CL == 1)
    return R;
  return binary(BinaryOp::Mul, L, R);
}

ExprP nest::rewriteExpr(const ExprP &E,
                        const std::function<ExprP(const ExprP &)> &F) {
  if (!E)
    return E;
  ExprP Cur = E;
  if (!E->Ops.empty()) {
    std::vector<ExprP> NewOps;
    bool Changed = false;
    for (const ExprP &Op : E->Ops) {
      NewOps.push_back(rewriteExpr(Op, F));
      Changed |= NewOps.back() != Op;
    }
    if (Changed) {
      auto Copy = std::make_shared<Expr>(*E);
      Copy->Ops = std::move(NewOps);
      Cur = Copy;
    }
  }
  if (ExprP R = F(Cur))
    return R;
  return Cur;
}

ExprP nest::substitute(const ExprP &E, const std::map<VarId, ExprP> &Map) {
  return rewriteExpr(E, [&](const ExprP &N) -> ExprP {
    if (N->Kind != ExprKind::VarRef)
      return nullptr;
    auto It = Map.find(N->Var);
    return It == Map.end() ? nullptr : It->second;
  });
}

void nest::visitExpr(const ExprP &E, const std::function<void(const Expr &)> &F) {
  if (!E)
    return;
  F(*E);
  for (const ExprP &Op : E->Ops)
    visitExpr(Op, F);
}

bool nest::mentionsVar(const ExprP &E, VarId V) {
  bool Found = false;
  visitExpr(E, [&](const Expr &N) {
    if (N.Kind == ExprKind::VarRef && N.Var == V)
      Found = true;
  });
  return Found;
}

bool nest::sameExpr(const ExprP &A, const ExprP &B) {
  if (A == B)
    return true;
  if (!A || !B || A->Kind != B->Kind || A->Text != B->Text || A->UnOp != B->UnOp ||
      A->BinOp != B->BinOp || A->Arrow != B->Arrow || A->Var != B->Var ||
      A->Dim != B->Dim || A->Guarded != B->Guarded || A->DimMask != B->DimMask ||
      A->Ops.size() != B->Ops.size())
    return false;
  for (size_t I = 0; I < A->Ops.size(); ++I)
    if (!sameExpr(A->Ops[I], B->Ops[I]))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

/// A statement of kind K with nothing else set.
static StmtP makeStmt(StmtKind K) {
  auto S = std::make_unique<Stmt>();
  S->Kind = K;
  return S;
}

StmtP Stmt::block(StmtList Body) {
  StmtP S = makeStmt(StmtKind::Block);
  S->Body = std::move(Body);
  return S;
}

StmtP Stmt::decl(VarId V, ExprP Init) {
  StmtP S = makeStmt(StmtKind::Decl);
  S->Var = V;
  S->E = std::move(Init);
  return S;
}

StmtP Stmt::exprStmt(ExprP E) {
  StmtP S = makeStmt(StmtKind::ExprStmt);
  S->E = std::move(E);
  return S;
}

StmtP Stmt::ifStmt(ExprP Cond, StmtList Then, StmtList Else) {
  StmtP S = makeStmt(StmtKind::If);
  S->E = std::move(Cond);
  S->Body = std::move(Then);
  S->Else = std::move(Else);
  return S;
}

StmtP Stmt::comment(llvm::StringRef Text) {
  StmtP S = makeStmt(StmtKind::Comment);
  S->Text = Text.str();
  return S;
}

StmtList nest::cloneList(const StmtList &L) {
  StmtList R;
  for (const StmtP &S : L)
    R.push_back(S->clone());
  return R;
}

StmtP Stmt::clone() const {
  StmtP S = makeStmt(Kind);
  S->Body = cloneList(Body);
  S->Else = cloneList(Else);
  S->E = E;
  S->Var = Var;
  S->Text = Text;
  S->Pos = Pos;
  S->IsGuard = IsGuard;
  S->Spans = Spans;
  S->For.Canonical = For.Canonical;
  S->For.Counter = For.Counter;
  S->For.DeclaresCounter = For.DeclaresCounter;
  S->For.Lower = For.Lower;
  S->For.Upper = For.Upper;
  S->For.Limit = For.Limit;
  S->For.Step = For.Step;
  S->For.LoopNumber = For.LoopNumber;
  S->For.Init = For.Init ? For.Init->clone() : nullptr;
  S->For.Cond = For.Cond;
  S->For.Inc = For.Inc;
  S->For.Role = For.Role;
  S->For.TileCounter = For.TileCounter;
  S->For.TileSize = For.TileSize;
  S->For.OuterCounter = For.OuterCounter;
  S->For.Unrolled = For.Unrolled;
  S->For.UnrollAsWritten = For.UnrollAsWritten;
  return S;
}

void nest::rewriteExprs(Stmt &S, const std::function<ExprP(const ExprP &)> &F) {
  if (S.E)
    S.E = F(S.E);
  if (S.Kind == StmtKind::For) {
    if (S.For.Lower)
      S.For.Lower = F(S.For.Lower);
    if (S.For.Upper)
      S.For.Upper = F(S.For.Upper);
    if (S.For.Limit)
      S.For.Limit = F(S.For.Limit);
    if (S.For.Cond)
      S.For.Cond = F(S.For.Cond);
    if (S.For.Inc)
      S.For.Inc = F(S.For.Inc);
    if (S.For.Init)
      rewriteExprs(*S.For.Init, F);
  }
  rewriteExprs(S.Body, F);
  rewriteExprs(S.Else, F);
}

void nest::rewriteExprs(StmtList &L, const std::function<ExprP(const ExprP &)> &F) {
  for (StmtP &S : L)
    rewriteExprs(*S, F);
}

void nest::visitStmts(const StmtList &L, const std::function<void(const Stmt &)> &F) {
  for (const StmtP &S : L) {
    // Through a const Stmt, so that the lists are const too (the overload
    // for mutable lists would otherwise be as good a match).
    const Stmt &C = *S;
    F(C);
    if (C.Kind == StmtKind::For && C.For.Init)
      F(*C.For.Init);
    visitStmts(C.Body, F);
    visitStmts(C.Else, F);
  }
}

void nest::visitStmts(StmtList &L, const std::function<void(Stmt &)> &F) {
  for (StmtP &S : L) {
    F(*S);
    visitStmts(S->Body, F);
    visitStmts(S->Else, F);
  }
}

//===----------------------------------------------------------------------===//
// KernelNest
//===----------------------------------------------------------------------===//

std::unique_ptr<KernelNest> KernelNest::clone() const {
  auto C = std::make_unique<KernelNest>();
  static_cast<KernelNestState &>(*C) = *this;
  C->Body = cloneList(Body);
  return C;
}

VarId KernelNest::addVar(Var V) {
  Vars.push_back(std::move(V));
  return Vars.size() - 1;
}

VarId KernelNest::addGeneratedVar(llvm::StringRef Base, const ValueType &Type,
                                  bool PerPoint) {
  Var V;
  V.Name = freshName(Base);
  V.Type = Type;
  V.Role = VarRole::Generated;
  V.PerPoint = PerPoint;
  return addVar(std::move(V));
}

std::string KernelNest::freshName(llvm::StringRef Base) {
  std::string Name = Base.str();
  for (unsigned N = 1; TakenNames.count(Name); ++N)
    Name = (Base + "_" + llvm::Twine(N)).str();
  TakenNames.insert(Name);
  return Name;
}

Stmt *KernelNest::pointLoop() {
  for (StmtP &S : Body)
    if (S->Kind == StmtKind::PointLoop)
      return S.get();
  return nullptr;
}

static void collectLoops(StmtList &L, std::vector<Stmt *> &Out) {
  for (StmtP &S : L) {
    if (S->Kind == StmtKind::For)
      Out.push_back(S.get());
    collectLoops(S->Body, Out);
    collectLoops(S->Else, Out);
  }
}

std::vector<Stmt *> KernelNest::loops() {
  std::vector<Stmt *> Out;
  collectLoops(Body, Out);
  return Out;
}

const LocalArray *KernelNest::localArray(llvm::StringRef Name) const {
  for (const LocalArray &A : LocalArrays)
    if (var(A.Var).Name == Name)
      return &A;
  return nullptr;
}

Stmt *KernelNest::findLoop(int LoopNumber) {
  for (Stmt *S : loops())
    if (S->For.LoopNumber == LoopNumber)
      return S;
  return nullptr;
}

LaunchGeometry KernelNest::geometry() const {
  LaunchGeometry G;
  G.WorkDim = WorkDim;
  for (unsigned D = 0; D < WorkDim; ++D) {
    const DimBlock &B = Blocks[D];
    DimGeometry &DG = G.Dims[D];
    DG.Divisor = B.Factor * B.Vector;
    DG.Local = B.Local;
    DG.Multiplier = B.Multiplier;
    bool Changes = B.Factor * B.Vector > 1 || B.Local > 0;
    // Without a guard (or --global) nothing excludes the extra points a
    // rounded-up launch creates, and get_global_size(d) can only be
    // recovered when nothing was rounded: both need an exact multiple.
    bool NeedsExact = Changes && (!B.HasValidity || (UsesGlobalSize >> D & 1));
    if (NeedsExact)
      DG.RequiredMultiple =
          B.Factor * B.Vector *
          (B.Local ? std::max<int64_t>(B.Local / B.Multiplier, 1) : 1);
    // The bound the body checks is the spec's global expression, not the
    // size the host launches: the two must agree, at every size.
    if (!B.GlobalBound.empty())
      G.Conditions.push_back("G" + std::to_string(D) + " == (" + B.GlobalBound + ")");
    // A launch rounded past the host's computes the ids up to the guard's
    // bound, which the original computed only if the host launched them.
    // (Work-groups of M items per point, M a multiple of the local size,
    // as reduce launches them, add no point.)
    else if (!B.GuardBound.empty() &&
             (B.Factor * B.Vector > 1 || (B.Local > 0 && B.Multiplier % B.Local != 0))) {
      G.Conditions.push_back("G" + std::to_string(D) + " >= (" + B.GuardBound + ")");
      if (B.GuardBoundMayBeNegative)
        G.Conditions.push_back("(" + B.GuardBound + ") >= 0");
      if (!B.GuardIdOffset.empty()) {
        // The launch computes ids up to G + Points - 2, Points being the
        // ids one rounding step covers; each plus the offset must fit.
        int64_t Points = B.Factor * B.Vector *
                         (B.Local ? std::max<int64_t>(B.Local / B.Multiplier, 1) : 1);
        G.Conditions.push_back("G" + std::to_string(D) + " + (" + B.GuardIdOffset +
                               ") <= " + std::to_string(B.GuardIdMax - Points + 2));
      }
    }
  }
  // The passes' own conditions (addStrideCondition keeps one per bounded
  // expression; none has the `G == ...` form above).
  G.Conditions.insert(G.Conditions.end(), Conditions.begin(), Conditions.end());
  return G;
}
