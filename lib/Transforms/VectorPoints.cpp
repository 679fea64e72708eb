//===- VectorPoints.cpp - The point mode's front step ---------------------===//
//
// Before local or private jammed the points, coarsen's point loop holds
//
//   int j = get_global_id(0);            // coordinates
//   int i = get_global_id(1);
//   if (i < N && j < N) { body }         // the kernel's guard
//
// and within the guard every point is valid. The front step brings that
// into the form the point mode vectorizes (LaneVectorizer.h): the lanes run
// the guard's body together when every lane's point is valid, and a scalar
// loop over the lanes runs the original code otherwise (the last
// work-item of a row):
//
//   int j = get_global_id(0);
//   int i = get_global_id(1);
//   if (i < N && j < N && j + 3 < N) {
//     body                               // vectorized, nothing guarded
//   } else {
//     for (int lane = 0; lane < 4; ++lane) {
//       int j = get_global_id(0) + lane; ...  // the original, scalar
//     }
//   }
//
// (finish() then writes lane 0's get_global_id(0) as first_0.) Without a
// guard every point is valid and the whole body runs for the lanes.
//
//===----------------------------------------------------------------------===//

#include "LaneVectorizer.h"
#include "NestHelpers.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::lanes;

/// Gives every variable declared in L a fresh copy (same name, its own
/// type), so that the scalar copy keeps scalar types. A loop's counter
/// declared before the loop (`int k; for (k = 0; ...)`) follows its
/// declaration: unroll advances the counter the loop names, and a loop
/// naming the old one left the copies of its body reading `k` unadvanced.
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
  auto Renamed = [&](VarId &V) {
    if (auto It = Map.find(V); It != Map.end())
      V = It->second->Var;
  };
  visitStmts(L, [&](Stmt &S) {
    if (S.Kind != StmtKind::For)
      return;
    Renamed(S.For.Counter);
    Renamed(S.For.TileCounter);
    if (S.For.OuterCounter)
      Renamed(*S.For.OuterCounter);
  });
}

/// `for (int lane = 0; lane < W; ++lane) Body`, with lane ids in Body
/// advanced by the lane.
static StmtP scalarLoop(KernelNest &N, StmtList Body, int64_t Width) {
  VarId Lane = N.addGeneratedVar("lane", intType(), /*PerPoint=*/true);
  rewriteExprs(Body, [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      return isLaneId(*X) ? add(X, varRef(Lane)) : nullptr;
    });
  });
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  Loop->For.Canonical = true;
  Loop->For.Counter = Lane;
  Loop->For.Lower = intLit(0);
  Loop->For.Upper = intLit(Width);
  Loop->Body = std::move(Body);
  return Loop;
}

LaneVectorizer::PointBlock LaneVectorizer::splitPointLoop() {
  PointBlock B;
  B.Loop = N.pointLoop();
  // The scalar copy for partial blocks gets variables of its own before
  // the lanes' copy changes their types.
  B.Scalar = cloneList(B.Loop->Body);
  renameDecls(N, B.Scalar);
  StmtList Body = std::move(B.Loop->Body);
  size_t I = 0;
  for (; I < Body.size() && Body[I]->Kind == StmtKind::Decl &&
         N.var(Body[I]->Var).IsCoordinate;
       ++I)
    B.Head.push_back(std::move(Body[I]));
  if (Body.size() == I + 1 && Body[I]->IsGuard) {
    // Each conjunct of the guard holds for every lane: the test a per-lane
    // store makes too.
    B.AllValid = allLanes(Body[I]->E);
    B.Lanes = std::move(Body[I]->Body);
    return B;
  }
  for (; I < Body.size(); ++I)
    B.Lanes.push_back(std::move(Body[I]));
  return B;
}

void LaneVectorizer::joinPointLoop(PointBlock &B) {
  StmtList Body = std::move(B.Head);
  if (!B.AllValid) {
    for (StmtP &S : B.Lanes)
      Body.push_back(std::move(S));
  } else {
    StmtList Partial;
    Partial.push_back(scalarLoop(N, std::move(B.Scalar), Width));
    Body.push_back(
        Stmt::ifStmt(B.AllValid, std::move(B.Lanes), std::move(Partial)));
  }
  B.Loop->Body = std::move(Body);
}
