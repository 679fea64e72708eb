//===- VectorLanes.cpp - Points as vector lanes: the statements -----------===//
//
// The vector pass's point mode (LaneVectorizer.h): the work-item's block of
// W consecutive points along dimension 0 becomes the W lanes of vector
// values, in a nest whose guard became per-point validity (after `local` or
// `private`) or in the guard's body that the front step took out of an
// un-jammed point loop (VectorPoints.cpp), where every lane is valid.
//
// With a register tile (private) of 2 x 4 points, the loop body
//
//   float b_reg_0 = lm_B[k - k0][lid_0 * 4];
//   ...
//   float b_reg_3 = lm_B[k - k0][lid_0 * 4 + 3];
//   sum_0_0 += a_reg_0 * b_reg_0;
//   ... (8 statements)
//
// becomes
//
//   float4 b_reg = vload4(0, &lm_B[k - k0][lid_0 * 4]);
//   sum_0 += a_reg_0 * b_reg;
//   sum_1 += a_reg_1 * b_reg;
//
// and each row of stores becomes one vstore4 when all 4 points are valid, the
// scalar stores of the valid lanes otherwise (in the front step's form every
// point is valid: one vstore4).
//
// What varies between the lanes: the coordinates along dimension 0 (affine,
// stride known), and the per-point variables whose values depend on them
// (a fixed point over assignments). Everything else is uniform and stays
// scalar (OpenCL widens scalars in arithmetic with vectors). Per
// expression:
//  - a load whose index advances by one element per lane is one vloadN;
//  - a load that is the same for every lane stays a scalar;
//  - any other load is gathered lane by lane: (float4)(A[..], A[..], ...);
//  - arithmetic and element-wise builtins apply to vectors as they are.
// A store advancing by one per lane is one vstoreN; a store under a
// per-point condition (its validity) runs as one vstoreN when the condition
// holds for every lane, else lane by lane, each lane under its own
// condition. Anything else (a loop whose bounds differ between lanes, a
// value mixing element types) is refused with a remark, and the nest is
// left as it was.
//
// The values of the lanes are in LaneValues.cpp; this file rewrites the
// statements.
//
//===----------------------------------------------------------------------===//
#include "LaneVectorizer.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "VectorUtils.h"

#include "llvm/ADT/StringRef.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::lanes;


/// Per-point variables whose values differ between lanes: assigned from a
/// varying value, or under a condition that varies.
void LaneVectorizer::findVarying(const StmtList &Root) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    // Only per-point variables can become vectors; any other taking a
    // varying value is refused where it is assigned.
    auto Mark = [&](VarId V) {
      if (!N.var(V).PerPoint || N.var(V).IsCoordinate)
        return;
      if (Varying.insert(V).second)
        Changed = true;
    };
    std::function<void(const StmtList &, bool)> Walk = [&](const StmtList &L,
                                                           bool UnderLane) {
      for (const StmtP &S : L) {
        if (S->Kind == StmtKind::Decl && S->E && (UnderLane || varies(S->E)))
          Mark(S->Var);
        if (S->Kind == StmtKind::ExprStmt)
          visitExpr(S->E, [&](const Expr &X) {
            if (X.Kind == ExprKind::Binary && isAssignment(X) &&
                X.Ops[0]->Kind == ExprKind::VarRef &&
                (UnderLane || varies(X.Ops[1])))
              Mark(X.Ops[0]->Var);
          });
        bool Inner = UnderLane;
        if (S->Kind == StmtKind::If && varies(S->E))
          Inner = true;
        visitExpr(S->E, [&](const Expr &X) {
          if (S->Kind == StmtKind::If && X.Kind == ExprKind::PointValid &&
              (X.DimMask & 1))
            Inner = true;
        });
        Walk(S->Body, Inner);
        Walk(S->Else, Inner);
      }
    };
    Walk(Root, false);
  }
}

/// A store that is one vstoreN or one scalar store per lane; null when S is
/// not a store (or not one that varies).
StmtP LaneVectorizer::vectorizeStore(Stmt &S) {
  const ExprP &E = S.E;
  if (E->Kind != ExprKind::Binary || !isAssignment(*E) ||
      E->Ops[0]->Kind != ExprKind::Global)
    return nullptr;
  const ExprP &G = E->Ops[0];
  if (!varies(G->Ops[0]) && !varies(E->Ops[1])) {
    // The same value to the same element: once for all the lanes, unless
    // the store reads the element (`+=` would add once, not once per lane).
    if (E->BinOp != BinaryOp::Assign)
      fail("every lane stores to the same element of '" + G->Text + "'",
           S.Pos);
    return nullptr;
  }
  std::optional<int64_t> Stride = laneStride(G->Ops[0]);
  if (Stride && *Stride == 0) {
    fail("every lane stores to the same element of '" + G->Text + "'", S.Pos);
    return nullptr;
  }
  std::string B = elementBase(*G);
  if (B.empty()) {
    fail(noVectorForm(*G), S.Pos);
    return nullptr;
  }
  setBase(B, S.Pos);
  if (Stride != std::optional<int64_t>(1))
    return scatteredStore(S);
  ++VectorOps;
  ExprP Addr = vectorAddress(G->Text, G->Ops[0]);
  ExprP Value = assignedValue(E->BinOp, E->Ops[1], S.Pos);
  if (std::optional<BinaryOp> Op = compoundBase(E->BinOp)) {
    Value = binary(*Op, call("vload" + std::to_string(Width), {intLit(0), Addr}),
                   paren(Value));
  }
  return Stmt::exprStmt(
      call("vstore" + std::to_string(Width), {Value, intLit(0), Addr}));
}

/// A store whose lanes are not contiguous (transpose: H elements apart):
/// one scalar store per lane. A plain `=` of a value that has a vector form
/// with a vloadN (transpose reads a row) computes it once into a vector,
/// and the lanes store its components.
StmtP LaneVectorizer::scatteredStore(Stmt &S) {
  const ExprP &E = S.E;
  StmtList Out;
  std::optional<VarId> Value;
  if (E->BinOp == BinaryOp::Assign && varies(E->Ops[1])) {
    unsigned Before = VectorOps;
    ExprP V = vec(E->Ops[1], S.Pos);
    if (VectorOps > Before) {
      Value = N.addGeneratedVar(
          "lanes", ValueType::scalar(Base).withLanes(Width), /*PerPoint=*/true);
      Varying.insert(*Value);
      Out.push_back(Stmt::decl(*Value, V));
    }
  }
  for (int64_t L = 0; L < Width; ++L) {
    ExprP Target = atLane(E->Ops[0], L);
    ExprP Rhs =
        Value ? member(varRef(*Value), component(L)) : atLane(E->Ops[1], L);
    Out.push_back(Stmt::exprStmt(binary(E->BinOp, Target, Rhs)));
  }
  return Stmt::block(std::move(Out));
}

/// `if (cond) { assignments, ifs }` with a condition that differs between
/// lanes: the vector body when it holds for every lane, else each lane's
/// own copy under its own condition. With an else branch there is no
/// vector form: each lane runs its own if/else.
StmtP LaneVectorizer::perLaneIf(Stmt &S) {
  // Each lane's copy is the scalar code with the lane's values: fine for
  // assignments and ifs, not for declarations or loops.
  bool Simple = true;
  size_t Guarded = 0;
  for (const StmtList *Branch : {&S.Body, &S.Else})
    visitStmts(*Branch, [&](const Stmt &C) {
      Simple &= C.Kind == StmtKind::ExprStmt || C.Kind == StmtKind::If ||
                C.Kind == StmtKind::Block;
      ++Guarded;
    });
  if (!Simple) {
    fail("a condition that differs between the lanes guards more than "
         "assignments and ifs",
         S.Pos);
    return nullptr;
  }
  CopiedStatements += Guarded * static_cast<size_t>(Width);
  if (CopiedStatements > MaxCopiedStatements) {
    fail("conditions that differ between the lanes guard too much code: its "
         "lane-by-lane copies would pass " +
             std::to_string(MaxCopiedStatements) + " statements",
         S.Pos);
    return nullptr;
  }
  StmtList Lanes;
  for (int64_t L = 0; L < Width; ++L) {
    auto AtLane = [&](const ExprP &E) { return atLane(E, L); };
    StmtList Then = cloneList(S.Body), Else = cloneList(S.Else);
    rewriteExprs(Then, AtLane);
    rewriteExprs(Else, AtLane);
    Lanes.push_back(
        Stmt::ifStmt(AtLane(S.E), std::move(Then), std::move(Else)));
  }
  StmtP R;
  if (S.Else.empty()) {
    ExprP All = allLanes(S.E);
    vectorizeList(S.Body, /*InPoint=*/true);
    R = Stmt::ifStmt(All, std::move(S.Body), std::move(Lanes));
  } else {
    R = Stmt::block(std::move(Lanes));
  }
  R->Pos = S.Pos;
  return R;
}

void LaneVectorizer::vectorizeDecl(Stmt &S) {
  if (Varying.count(S.Var) && S.E)
    S.E = assignedValue(BinaryOp::Assign, S.E, S.Pos);
  else if (S.E)
    S.E = uniformLoads(S.E);
}

bool LaneVectorizer::vectorizeExprStmt(StmtP &S) {
  if (StmtP Store = vectorizeStore(*S)) {
    S = std::move(Store);
    return S->Kind == StmtKind::Block;
  }
  const ExprP &E = S->E;
  if (E->Kind == ExprKind::Binary && isAssignment(*E) &&
      E->Ops[0]->Kind == ExprKind::VarRef) {
    if (Varying.count(E->Ops[0]->Var)) {
      S->E = binary(E->BinOp, E->Ops[0], assignedValue(E->BinOp, E->Ops[1], S->Pos));
    } else if (varies(E->Ops[1])) {
      fail("'" + N.var(E->Ops[0]->Var).Name +
               "' would take a value that differs between the lanes",
           S->Pos);
    } else {
      S->E = uniformLoads(E);
    }
    return false;
  }
  if (varies(E))
    fail("statement differs between the lanes and has no vector form", S->Pos);
  else
    S->E = uniformLoads(E);
  return false;
}

void LaneVectorizer::vectorizeIf(StmtP &S) {
  bool Lane = varies(S->E);
  visitExpr(S->E, [&](const Expr &X) {
    Lane |= X.Kind == ExprKind::PointValid && (X.DimMask & 1);
  });
  if (Lane) {
    if (StmtP R = perLaneIf(*S))
      S = std::move(R);
    return;
  }
  S->E = uniformLoads(S->E);
  vectorizeList(S->Body, true);
  vectorizeList(S->Else, true);
}

void LaneVectorizer::vectorizeList(StmtList &L, bool InPoint) {
  // Blocks of per-lane stores made here, to splice into L.
  std::set<const Stmt *> Splice;
  for (StmtP &S : L) {
    if (Err)
      return;
    if (S->Kind == StmtKind::PointLoop) {
      vectorizeList(S->Body, true);
      continue;
    }
    if (!InPoint) {
      vectorizeList(S->Body, false);
      vectorizeList(S->Else, false);
      continue;
    }
    switch (S->Kind) {
    case StmtKind::Decl:
      vectorizeDecl(*S);
      break;
    case StmtKind::ExprStmt:
      if (vectorizeExprStmt(S))
        Splice.insert(S.get());
      break;
    case StmtKind::If:
      vectorizeIf(S);
      break;
    case StmtKind::For:
      if (varies(S->For.Lower) || varies(S->For.Upper) ||
          varies(S->For.Limit) || varies(S->For.Cond) || !S->For.Canonical) {
        fail("loop bounds differ between the lanes", S->Pos);
        break;
      }
      vectorizeList(S->Body, true);
      break;
    case StmtKind::Block:
      vectorizeList(S->Body, true);
      break;
    case StmtKind::Comment:
    case StmtKind::Verbatim:
    case StmtKind::Break:
    case StmtKind::Continue:
      break;
    default:
      fail("statement cannot run for the lanes together", S->Pos);
      break;
    }
  }
  // The lanes' stores go where the store was, not in a block of their own.
  StmtList Out;
  for (StmtP &S : L) {
    if (!Splice.count(S.get())) {
      Out.push_back(std::move(S));
      continue;
    }
    for (StmtP &C : S->Body)
      Out.push_back(std::move(C));
  }
  L = std::move(Out);
}

/// Lane ids become lane 0's coordinate: first_0 (the work-item's first
/// point) and get_local_id(0) * W (its first column in the group's tile).
void LaneVectorizer::finish() {
  VarId First = firstPointVar(N, 0);
  auto ToLaneZero = [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      if (!isLaneId(*X))
        return nullptr;
      if (X->Text == "get_global_id")
        return varRef(First);
      ExprP Lid = N.DimVars[0].Lid ? varRef(*N.DimVars[0].Lid)
                                   : call("get_local_id", {intLit(0)});
      return mul(Lid, intLit(Width));
    });
  };
  // Outside the point loops an id is the work-item's own: it stays.
  visitStmts(N.Body, [&](Stmt &S) {
    if (S.Kind == StmtKind::PointLoop)
      rewriteExprs(S.Body, ToLaneZero);
  });
  for (const auto &[V, Stride] : CoordStride)
    if (N.var(V).Init)
      N.var(V).Init = ToLaneZero(N.var(V).Init);
  for (auto &[D, Conj] : N.ValidityOrder)
    Conj = ToLaneZero(Conj);
  for (DimValidity &DV : N.Validity)
    for (ExprP &C : DV.Conjuncts)
      C = ToLaneZero(C);
  for (VarId V : Varying) {
    Var &X = N.var(V);
    X.Type = X.Type.withLanes(Width);
  }
  DimBlock &B = N.Blocks[0];
  B.Vector = Width;
  B.Factor = 1;
}

std::optional<Reject> LaneVectorizer::checkBlock(bool Predicated) {
  DimBlock &B = N.Blocks[0];
  if ((!Predicated && !N.pointLoop()) || B.Factor != Width ||
      B.Dist != Distribution::Block) {
    // Say what the block is, then what the lanes need.
    std::string W = std::to_string(Width);
    std::string Is =
        B.Factor == 1 ? "dimension 0 is not coarsened"
        : B.Factor != Width
            ? "dimension 0 has blocks of " + std::to_string(B.Factor) +
                  " points"
        : B.Dist != Distribution::Block
            ? "the points along dimension 0 are a work-group apart "
              "(coarsen.dist=cyclic)"
            : "the points along dimension 0 are not a block";
    return makeReject(RejectKind::NotProfitable,
                      Is + "; vector lanes need " + W +
                          " consecutive points (coarsen.d0=" + W +
                          " dist=block)",
                      K.Pos);
  }
  if (N.UsesGlobalSize & 1)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel uses get_global_size(0)", K.Pos);
  // private's register window along dimension 0 runs other points in each
  // copy of the tap loop, with per-point taps: they are not lanes.
  bool WindowAlong0 = false;
  visitStmts(N.Body, [&](const Stmt &S) {
    if (S.Kind == StmtKind::PointLoop)
      for (const PointSpan &Span : S.Spans)
        WindowAlong0 |= Span.Dim == 0;
  });
  if (WindowAlong0)
    return makeReject(RejectKind::NotProfitable,
                      "the points along dimension 0 share a register window "
                      "(private), so they cannot be vector lanes",
                      K.Pos);
  // Coordinates along dimension 0, in declaration order (an initializer
  // reads earlier ones only).
  for (VarId V = 0; V < N.Vars.size(); ++V) {
    const Var &X = N.var(V);
    if (!X.IsCoordinate || !(X.CoordDims & 1))
      continue;
    std::optional<int64_t> S = X.Init ? laneStride(X.Init) : std::nullopt;
    if (!S)
      return makeReject(RejectKind::UnknownAccess,
                        "coordinate '" + X.Name +
                            "' is not an affine function of the point",
                        K.Pos);
    CoordStride[V] = *S;
  }
  return std::nullopt;
}

std::optional<Reject> LaneVectorizer::checkVaryingTypes() {
  for (VarId V : Varying) {
    std::string B = vectorBase(N.var(V).Type);
    if (B.empty() || N.var(V).IsArray)
      return makeReject(RejectKind::UnsupportedKernel,
                        "'" + N.var(V).Name + "' has type '" + N.var(V).Type.str() +
                            "', which has no vector of " +
                            std::to_string(Width),
                        K.Pos);
    if (!setBase(B, K.Pos))
      return Err;
  }
  return std::nullopt;
}

std::optional<Reject> LaneVectorizer::run() {
  // Once local or private jammed the points, the lanes are vectorized
  // where they are, each checking its own validity; before, the front step
  // takes them out of the point loop, valid together.
  bool Predicated = N.isAtLeast(PointForm::Predicated);
  if (std::optional<Reject> Why = checkBlock(Predicated))
    return Why;
  // Work on a copy: a refusal leaves the nest as it was.
  StmtList Saved = cloneList(N.Body);
  PointBlock Block;
  if (!Predicated)
    Block = splitPointLoop();
  StmtList &Root = Predicated ? N.Body : Block.Lanes;
  findVarying(Root);
  if (std::optional<Reject> Why = checkVaryingTypes())
    Err = Why;
  if (!Err)
    vectorizeList(Root, /*InPoint=*/!Predicated);
  if (!Err && !VectorOps)
    Err = makeReject(RejectKind::NotProfitable,
                     "no load or store differs between the points of the "
                     "block",
                     K.Pos);
  if (Err) {
    N.Body = std::move(Saved);
    return Err;
  }
  if (!Predicated)
    joinPointLoop(Block);
  finish();
  return std::nullopt;
}

std::optional<Reject> nest::vectorizePoints(KernelNest &N, const PassContext &Ctx,
                                            int64_t Width) {
  return LaneVectorizer(N, Ctx, Width).run();
}
