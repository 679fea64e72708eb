//===- VectorPoints.cpp - A block of points as vector lanes ---------------===//
//
// The vector pass's point mode before any pass jammed the points (see
// VectorPass.cpp): coarsen's block of N consecutive points along dimension
// 0 becomes the N lanes of vector values, with a scalar loop over the
// points when not all N are valid. After local or private, the same idea
// works on the predicated nest instead (VectorLanes.cpp).
//
//===----------------------------------------------------------------------===//

#include "NestHelpers.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

//===----------------------------------------------------------------------===//
// Points: the work-item's block along dimension 0 as vector lanes
//===----------------------------------------------------------------------===//

namespace {

class PointVectorizer {
public:
  PointVectorizer(KernelNest &N, const KernelInfo &K, int64_t Width)
      : N(N), K(K), Width(Width) {}
  /// Checks and rewrites; a Reject leaves the nest untouched.
  std::optional<Reject> run();

private:
  KernelNest &N;
  const KernelInfo &K;
  int64_t Width;
  VarId First = 0;
  std::string Vec;
  /// Lane stride of coordinate variables (and first_0): 1 for `j`.
  std::map<VarId, int64_t> LaneStride;
  std::set<VarId> Varying;
  std::optional<Reject> Err;

  void fail(const std::string &Msg, SourcePos Pos) {
    if (!Err)
      Err = makeReject(RejectKind::UnknownAccess, Msg, Pos);
  }
  std::optional<int64_t> laneStride(const ExprP &Index);
  bool isVarying(const ExprP &E);
  ExprP vectorizeExpr(const ExprP &E, SourcePos Pos);
  void vectorizeList(StmtList &L);
  /// The coordinates along dimension 0 at the head of Body (Count of
  /// them), each advancing by one per lane.
  std::optional<Reject> findLaneCoordinates(const StmtList &Body, size_t &Count);
  /// The variables whose values differ between lanes (a fixed point over
  /// assignments), all of one scalar type: Vec.
  std::optional<Reject> findVarying(const StmtList &Body);
  /// When Rest is the kernel's guard alone: its body in Rest, and the
  /// condition that every lane's point is valid; null otherwise.
  ExprP unguard(const StmtList &Head, StmtList &Rest);
  /// The scalar tail for partial blocks: Original once per lane.
  StmtP scalarTail(StmtList Original);
  ExprP splat(ExprP E, const std::string &Type) const {
    return cast(Type, paren(E));
  }
};

} // namespace

std::optional<int64_t> PointVectorizer::laneStride(const ExprP &Index) {
  Poly P = toPoly(Index);
  int64_t S = 0;
  std::set<std::string> LaneAtoms;
  for (const auto &[V, St] : LaneStride) {
    std::optional<int64_t> C = P.strideIn(varAtom(V));
    if (!C)
      return std::nullopt;
    S += *C * St;
  }
  // Other per-point values would make the index differ between lanes in
  // ways the pass cannot see.
  bool Other = false;
  visitExpr(Index, [&](const Expr &X) {
    if (X.Kind == ExprKind::VarRef && Varying.count(X.Var))
      Other = true;
    if (X.Kind == ExprKind::Global || X.Kind == ExprKind::Subscript)
      Other = true;
  });
  if (Other)
    return std::nullopt;
  return S;
}

bool PointVectorizer::isVarying(const ExprP &E) {
  bool V = false;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::VarRef && Varying.count(X.Var))
      V = true;
    if (X.Kind == ExprKind::Global) {
      std::optional<int64_t> S = laneStride(X.Ops[0]);
      if (!S || *S != 0)
        V = true;
    }
    if (X.Kind == ExprKind::VarRef && LaneStride.count(X.Var))
      V = true;
  });
  return V;
}

/// The vector form of a value expression (loads of contiguous elements
/// become vloadN; uniform parts stay scalar and are widened by OpenCL).
ExprP PointVectorizer::vectorizeExpr(const ExprP &E, SourcePos Pos) {
  if (!isVarying(E))
    return E;
  switch (E->Kind) {
  case ExprKind::VarRef:
    if (LaneStride.count(E->Var)) {
      fail("the coordinate '" + N.var(E->Var).Name +
               "' is used as a value, not only as an index",
           Pos);
      return E;
    }
    return E;
  case ExprKind::Global: {
    std::optional<int64_t> S = laneStride(E->Ops[0]);
    if (!S || *S != 1) {
      fail("index of '" + E->Text + "' is not contiguous along dimension 0" +
               (S ? " (stride " + std::to_string(*S) + ")" : ""),
           Pos);
      return E;
    }
    return call("vload" + std::to_string(Width),
                {intLit(0), vectorAddress(E->Text, E->Ops[0])});
  }
  case ExprKind::Paren:
    return paren(vectorizeExpr(E->Ops[0], Pos));
  case ExprKind::Unary:
    if (E->UnOp == UnaryOp::Minus || E->UnOp == UnaryOp::Plus)
      return unary(E->UnOp, vectorizeExpr(E->Ops[0], Pos));
    break;
  case ExprKind::Binary: {
    // + - * / and their assignments act lane by lane.
    BinaryOp Base = compoundBase(E->BinOp).value_or(E->BinOp);
    bool Arith = E->BinOp == BinaryOp::Assign || Base == BinaryOp::Add ||
                 Base == BinaryOp::Sub || Base == BinaryOp::Mul ||
                 Base == BinaryOp::Div;
    if (!Arith)
      break;
    return binary(E->BinOp, vectorizeExpr(E->Ops[0], Pos),
                  vectorizeExpr(E->Ops[1], Pos));
  }
  case ExprKind::Call: {
    if (!isElementWiseBuiltin(E->Text))
      break;
    // Builtins take vectors in every argument (fmin(float, float4) does
    // not exist): widen the uniform ones.
    std::vector<ExprP> Args;
    for (const ExprP &A : E->Ops)
      Args.push_back(isVarying(A) ? vectorizeExpr(A, Pos) : splat(A, Vec));
    return call(E->Text, Args);
  }
  default:
    break;
  }
  fail("operation on values that differ along dimension 0 has no vector "
       "form here",
       Pos);
  return E;
}

void PointVectorizer::vectorizeList(StmtList &L) {
  for (StmtP &S : L) {
    switch (S->Kind) {
    case StmtKind::Decl:
      if (Varying.count(S->Var)) {
        Var &V = N.var(S->Var);
        V.Type = V.Type.withLanes(Width);
        if (S->E)
          S->E = isVarying(S->E) ? vectorizeExpr(S->E, S->Pos)
                                 : splat(S->E, V.Type.arith()->Spelling);
      }
      break;
    case StmtKind::ExprStmt: {
      const ExprP &E = S->E;
      if (E->Kind == ExprKind::Binary && isAssignment(*E) &&
          E->Ops[0]->Kind == ExprKind::Global) {
        const ExprP &G = E->Ops[0];
        std::optional<int64_t> St = laneStride(G->Ops[0]);
        if (!St || *St != 1) {
          fail("store to '" + G->Text + "' is not contiguous along "
               "dimension 0",
               S->Pos);
          break;
        }
        ExprP Addr = vectorAddress(G->Text, G->Ops[0]);
        ExprP Value = vectorizeExpr(E->Ops[1], S->Pos);
        if (!isVarying(E->Ops[1]))
          Value = splat(Value, Vec);
        if (std::optional<BinaryOp> Op = compoundBase(E->BinOp)) {
          Value = binary(*Op, call("vload" + std::to_string(Width),
                                  {intLit(0), Addr}),
                         paren(Value));
        }
        S->E = call("vstore" + std::to_string(Width), {Value, intLit(0), Addr});
        break;
      }
      S->E = vectorizeExpr(E, S->Pos);
      break;
    }
    case StmtKind::If:
      if (isVarying(S->E))
        fail("condition differs along dimension 0", S->Pos);
      vectorizeList(S->Body);
      vectorizeList(S->Else);
      break;
    case StmtKind::For:
      if ((S->For.Lower && isVarying(S->For.Lower)) ||
          (S->For.Upper && isVarying(S->For.Upper)) ||
          (S->For.Limit && isVarying(S->For.Limit)) ||
          (S->For.Cond && isVarying(S->For.Cond)) || !S->For.Canonical)
        fail("loop bounds differ along dimension 0", S->Pos);
      vectorizeList(S->Body);
      break;
    case StmtKind::Block:
      vectorizeList(S->Body);
      break;
    case StmtKind::Comment:
      break;
    default:
      fail("statement cannot run for the lanes together", S->Pos);
      break;
    }
  }
}

/// Gives every variable declared in L a fresh copy (same name, its own
/// type), so that the scalar copy keeps scalar types.
static void renameDecls(KernelNest &N, StmtList &L) {
  std::map<VarId, ExprP> Map;
  visitStmts(L, [&](Stmt &S) {
    VarId *V = S.Kind == StmtKind::Decl ? &S.Var
               : S.Kind == StmtKind::For && S.For.Canonical &&
                       S.For.DeclaresCounter
                   ? &S.For.Counter
                   : nullptr;
    if (!V)
      return;
    Var Copy = N.var(*V);
    VarId New = N.addVar(Copy);
    Map[*V] = varRef(New);
    *V = New;
  });
  rewriteExprs(L, [&](const ExprP &E) { return substitute(E, Map); });
}

static void splitConjuncts(const ExprP &E, std::vector<ExprP> &Out) {
  ExprP X = E;
  while (X->Kind == ExprKind::Paren)
    X = X->Ops[0];
  if (isBinary(*X, BinaryOp::LogicalAnd)) {
    splitConjuncts(X->Ops[0], Out);
    splitConjuncts(X->Ops[1], Out);
    return;
  }
  Out.push_back(E);
}

/// Makes get_global_id(0) in L stand for Lane: the coordinate along
/// dimension 0 of the lane's point.
static void setLaneCoordinate(StmtList &L, ExprP Lane) {
  rewriteExprs(L, [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      if (X->Kind == ExprKind::WorkItem && X->Text == "get_global_id" && X->Dim == 0)
        return Lane;
      return nullptr;
    });
  });
}

std::optional<Reject> PointVectorizer::findLaneCoordinates(const StmtList &Body,
                                                           size_t &Count) {
  size_t I = 0;
  for (; I < Body.size() && Body[I]->Kind == StmtKind::Decl &&
         N.var(Body[I]->Var).IsCoordinate;
       ++I) {
    VarId V = Body[I]->Var;
    if (!(N.var(V).CoordDims & 1))
      continue;
    std::optional<int64_t> S = laneStride(Body[I]->E);
    if (!S || *S != 1)
      return makeReject(RejectKind::UnknownAccess,
                        "coordinate '" + N.var(V).Name +
                            "' does not advance by one per point",
                        Body[I]->Pos);
    LaneStride[V] = 1;
  }
  Count = I;
  return std::nullopt;
}

std::optional<Reject> PointVectorizer::findVarying(const StmtList &Body) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    visitStmts(Body, [&](const Stmt &S) {
      auto Mark = [&](VarId V) {
        if (!LaneStride.count(V) && Varying.insert(V).second)
          Changed = true;
      };
      if (S.Kind == StmtKind::Decl && S.E && isVarying(S.E))
        Mark(S.Var);
      if (S.Kind != StmtKind::ExprStmt)
        return;
      visitExpr(S.E, [&](const Expr &X) {
        if (X.Kind == ExprKind::Binary && isAssignment(X) &&
            X.Ops[0]->Kind == ExprKind::VarRef && isVarying(X.Ops[1]))
          Mark(X.Ops[0]->Var);
      });
    });
  }
  for (VarId V : Varying) {
    const ScalarType *T = N.var(V).Type.arith();
    if (!T || T->Lanes != 1 || !ScalarType::get(T->Base, unsigned(Width)))
      return makeReject(RejectKind::UnsupportedKernel,
                        "'" + N.var(V).Name + "' has type '" + N.var(V).Type.str() +
                            "', which has no vector of " +
                            std::to_string(Width),
                        K.Pos);
    Vec = T->Base + std::to_string(Width);
  }
  return std::nullopt;
}

ExprP PointVectorizer::unguard(const StmtList &Head, StmtList &Rest) {
  if (Rest.size() != 1 || !Rest[0]->IsGuard)
    return nullptr;
  ExprP Cond = Rest[0]->E;
  // Each conjunct compares an affine function of the coordinate with
  // uniform values, so it holds for every lane when it holds for the
  // first and the last.
  std::map<VarId, ExprP> Last;
  for (const StmtP &S : Head)
    if (LaneStride.count(S->Var))
      Last[S->Var] = add(varRef(S->Var), intLit(Width - 1));
  ExprP AllValid = Cond;
  std::vector<ExprP> Conj;
  splitConjuncts(Cond, Conj);
  for (const ExprP &C : Conj) {
    ExprP AtLast = substitute(C, Last);
    if (AtLast != C)
      AllValid = binary(BinaryOp::LogicalAnd, AllValid, AtLast);
  }
  StmtList Inner = std::move(Rest[0]->Body);
  Rest = std::move(Inner);
  return AllValid;
}

StmtP PointVectorizer::scalarTail(StmtList Original) {
  VarId LaneVar = N.addGeneratedVar("lane", intType(), /*PerPoint=*/true);
  StmtList Tail = std::move(Original);
  setLaneCoordinate(Tail, add(varRef(First), varRef(LaneVar)));
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  Loop->For.Canonical = true;
  Loop->For.Counter = LaneVar;
  Loop->For.Lower = intLit(0);
  Loop->For.Upper = intLit(Width);
  Loop->Body = std::move(Tail);
  return Loop;
}

std::optional<Reject> PointVectorizer::run() {
  Stmt *PL = N.pointLoop();
  DimBlock &B = N.Blocks[0];
  if (!PL || B.Factor != Width || B.Dist != Distribution::Block)
    return makeReject(RejectKind::NotProfitable,
                      "no block of " + std::to_string(Width) +
                          " consecutive points along dimension 0 "
                          "(coarsen.d0=" + std::to_string(Width) +
                          " dist=block)",
                      K.Pos);
  if (N.UsesGlobalSize & 1)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel uses get_global_size(0)", K.Pos);
  // The scalar copy for partial blocks gets variables of its own before
  // the vector copy changes their types.
  StmtList Original = cloneList(PL->Body);
  renameDecls(N, Original);
  // coarsen's first_0 (if the emitter made it) now belongs to this pass:
  // the emitter would print it with the block factor, which becomes 1.
  if (N.DimVars[0].First) {
    First = *N.DimVars[0].First;
    N.DimVars[0].First.reset();
  } else {
    First = N.addGeneratedVar("first_0", constIntType());
  }
  Vec = "float" + std::to_string(Width);
  LaneStride[First] = 1;

  StmtList Body = cloneList(PL->Body);
  setLaneCoordinate(Body, varRef(First));
  size_t I = 0;
  if (std::optional<Reject> Why = findLaneCoordinates(Body, I))
    return Why;
  if (std::optional<Reject> Why = findVarying(Body))
    return Why;
  // The guard: vector code when every lane's point is valid.
  StmtList Head;
  for (size_t J = 0; J < I; ++J)
    Head.push_back(std::move(Body[J]));
  StmtList Rest;
  for (size_t J = I; J < Body.size(); ++J)
    Rest.push_back(std::move(Body[J]));
  ExprP AllValid = unguard(Head, Rest);
  vectorizeList(Rest);
  if (Err)
    return Err;

  StmtList NewBody = std::move(Head);
  if (!AllValid) {
    for (StmtP &S : Rest)
      NewBody.push_back(std::move(S));
  } else {
    StmtList Else;
    Else.push_back(scalarTail(std::move(Original)));
    NewBody.push_back(Stmt::ifStmt(AllValid, std::move(Rest), std::move(Else)));
  }
  PL->Body = std::move(NewBody);
  // first_0 is declared before the point block.
  StmtList Top;
  Top.push_back(Stmt::decl(First, mul(workItem("get_global_id", 0),
                                      intLit(Width))));
  for (StmtP &S : N.Body)
    Top.push_back(std::move(S));
  N.Body = std::move(Top);
  B.Vector = Width;
  B.Factor = 1;
  return std::nullopt;
}

std::optional<Reject> nest::vectorizeBlockPoints(KernelNest &N, const KernelInfo &K,
                                                 int64_t Width) {
  return PointVectorizer(N, K, Width).run();
}

