//===- LocalPlan.cpp - Which arrays the local pass caches, and how ----------===//
//
// Legality and planning of the local pass: the read-only arrays whose
// accesses are reused by the work-group and not conditional, and for each
// index shape the tile of one loop iteration (its dimensions by stride, each
// variable's range and bounds, the halo of constant offsets). The code that
// uses a plan is in LocalCopy.cpp and LocalPass.cpp.
//
//===----------------------------------------------------------------------===//

#include "LocalTile.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::local;

/// Accesses that run only under a condition other than the kernel's guard
/// (an if, `?:`, the right of `&&`/`||`). The tile bounds assume every valid
/// point reads every offset; a conditional read (a stencil's boundary case)
/// breaks that, so such arrays are not cached.
static std::set<int> conditionalAccesses(const KernelNest &N) {
  std::set<int> Out;
  std::function<void(const ExprP &, bool)> Expr_ = [&](const ExprP &E, bool C) {
    if (!E)
      return;
    if (E->Kind == ExprKind::Global && C)
      Out.insert(E->Access);
    for (size_t I = 0; I < E->Ops.size(); ++I)
      Expr_(E->Ops[I], C || (E->Kind == ExprKind::Ternary && I > 0) ||
                           (E->Kind == ExprKind::Binary && I == 1 &&
                            isShortCircuit(E->BinOp)));
  };
  std::function<void(const StmtList &, bool)> List = [&](const StmtList &L,
                                                         bool C) {
    for (const StmtP &S : L) {
      bool Guard = S->Kind == StmtKind::If &&
                   (S->IsGuard || (S->E && S->E->Kind == ExprKind::PointValid));
      bool Inner = C || (S->Kind == StmtKind::If && !Guard);
      Expr_(S->E, C);
      if (S->Kind == StmtKind::For) {
        Expr_(S->For.Lower, C);
        Expr_(S->For.Upper, C);
        Expr_(S->For.Cond, C);
      }
      List(S->Body, Inner);
      List(S->Else, Inner);
    }
  };
  List(N.Body, false);
  return Out;
}

static bool patternReused(Pattern P) {
  switch (P) {
  case Pattern::InnerPat:
  case Pattern::RowPat:
  case Pattern::ColPat:
  case Pattern::DepthPat:
  case Pattern::RadiusPat:
    return true;
  case Pattern::NoPat:
  case Pattern::SinglePat:
  case Pattern::Unknown:
    return false;
  }
  llvm_unreachable("covered switch");
}

const MemoryAccess *local::findAccess(const KernelInfo &K, unsigned Number) {
  for (const MemoryAccess &A : K.Accesses)
    if (A.Number == Number)
      return &A;
  return nullptr;
}

/// The first loop among Number and the loops around it whose bounds
/// differ between the work-items of a group (they read a global or local
/// id, or the counter of such a loop), or null. A __local tile is copied
/// by the whole group inside those loops: each item must run them alike.
static const LoopInfo *loopVaryingByItem(const KernelInfo &K, unsigned Number) {
  std::function<bool(unsigned)> Varies = [&](unsigned L) {
    const LoopInfo &Loop = K.Loops[L];
    for (const std::optional<AffineExpr> *Bound : {&Loop.Lower, &Loop.Upper}) {
      if (!*Bound)
        continue;
      for (const auto &[V, C] : (*Bound)->coeffs()) {
        if (V.Kind == IndexVarKind::GlobalId || V.Kind == IndexVarKind::LocalId)
          return true;
        if (V.Kind == IndexVarKind::LoopCounter && V.Dim < K.Loops.size() &&
            V.Dim != L && Varies(V.Dim))
          return true;
      }
    }
    return false;
  };
  for (int L = int(Number); L >= 0 && unsigned(L) < K.Loops.size(); L = K.Loops[L].Parent)
    if (Varies(unsigned(L)))
      return &K.Loops[L];
  return nullptr;
}

/// Where every access of A is in a loop whose bounds differ between the
/// work-items of a group (loopVaryingByItem), the first such loop: no read
/// of A is one a tile could serve. Null where some access is not.
static const LoopInfo *onlyInVaryingLoops(const KernelInfo &K, const ArrayInfo &A) {
  const LoopInfo *First = nullptr;
  for (unsigned N : A.Accesses) {
    const MemoryAccess *MA = findAccess(K, N);
    const LoopInfo *Loop = nullptr;
    if (MA && MA->Index)
      for (const auto &[V, C] : MA->Index->coeffs())
        if (V.Kind == IndexVarKind::LoopCounter && !Loop)
          Loop = loopVaryingByItem(K, V.Dim);
    if (!Loop)
      return nullptr;
    First = First ? First : Loop;
  }
  return First;
}

/// Arrays the pass can cache; Why collects the others.
std::vector<const ArrayInfo *> local::candidates(const KernelInfo &K,
                                                 std::string *Why) {
  std::vector<const ArrayInfo *> Out;
  for (const ArrayInfo &A : K.Arrays) {
    std::string Reason;
    if (A.Pat == Pattern::Unknown)
      Reason = "its accesses are not proven affine";
    else if (!patternReused(A.Pat))
      Reason = std::string(patternName(A.Pat)) + ": no reuse";
    else if (A.Kind != AccessKind::Read)
      Reason = "it is written (a copy-back would race with other groups)";
    if (const LoopInfo *Loop = Reason.empty() ? onlyInVaryingLoops(K, A) : nullptr)
      Reason = "it is read only in loop '" + Loop->writtenCounter() +
               "', whose bounds differ between the work-items of a group "
               "(a group copies one tile for all of them)";
    for (unsigned N : A.Accesses) {
      const MemoryAccess *MA = findAccess(K, N);
      if (Reason.empty() && (!MA || !MA->Index))
        Reason = "an access is not proven affine";
      // A loop stepping by a parameter has an affine counter but no tile.
      if (Reason.empty() && MA && MA->Index)
        for (const auto &[V, C] : MA->Index->coeffs())
          if (V.Kind == IndexVarKind::LoopCounter && V.Dim < K.Loops.size() &&
              !K.Loops[V.Dim].Canonical && Reason.empty())
            Reason = "its index uses the counter of loop '" +
                     K.Loops[V.Dim].Counter + "', which is not canonical";
    }
    if (Reason.empty()) {
      Out.push_back(&A);
      continue;
    }
    if (Why)
      *Why += (Why->empty() ? "" : "; ") + ("'" + A.Array + "': " + Reason);
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// Planning one tile
//===----------------------------------------------------------------------===//

namespace {
class Planner {
public:
  Planner(KernelNest &N, const PassContext &Ctx) : N(N), Ctx(Ctx) {}
  std::optional<Reject> plan(TilePlan &P);

private:
  KernelNest &N;
  const PassContext &Ctx;

  std::optional<Reject> classify(TilePlan &P, const IndexVar &V, VarRange &R);
  std::optional<Reject> splitOffsets(TilePlan &P);
  std::optional<std::string> unusableBase(const ParamPoly &Base) const;
  Reject fail(const TilePlan &P, const std::string &Msg) {
    return makeReject(RejectKind::UnknownAccess,
                      "not caching '" + P.Array + "': " + Msg,
                      P.Accesses.front()->Pos);
  }
};
} // namespace

/// The tile loop around the tile-inner loop with analysis number InnerLoop.
Stmt *local::tileLoopOf(KernelNest &N, int InnerLoop) {
  Stmt *Inner = N.findLoop(InnerLoop);
  if (!Inner || Inner->For.Role != LoopRole::TileInner)
    return nullptr;
  std::vector<Stmt *> Path = pathTo(N, Inner);
  for (auto It = Path.rbegin(); It != Path.rend(); ++It)
    if ((*It)->Kind == StmtKind::For)
      return (*It)->For.Role == LoopRole::Tile ? *It : nullptr;
  return nullptr;
}

/// The coordinate value X substituted for dimension Dim in a guard
/// conjunct, or null when the conjunct uses a variable derived otherwise.
ExprP local::conjunctAt(const KernelNest &N, const ExprP &Conj, unsigned Dim,
                        const ExprP &X) {
  bool Ok = true;
  ExprP R = rewriteExpr(Conj, [&](const ExprP &E) -> ExprP {
    if (E->Kind == ExprKind::WorkItem && E->Text == "get_global_id")
      return E->Dim == Dim ? X : (Ok = false, nullptr);
    if (E->Kind != ExprKind::VarRef)
      return nullptr;
    const Var &V = N.var(E->Var);
    if (!V.PerPoint)
      return nullptr;
    ExprP Init = V.Init;
    while (Init && (Init->Kind == ExprKind::Cast || Init->Kind == ExprKind::Paren))
      Init = Init->Ops[0];
    if (V.IsCoordinate && Init && Init->Kind == ExprKind::WorkItem &&
        Init->Text == "get_global_id" && Init->Dim == Dim)
      return X;
    Ok = false;
    return nullptr;
  });
  return Ok ? R : nullptr;
}

/// Valid range of an id over the group, from `x < B`, `x <= B`, `x > A`,
/// `x >= A` conjuncts: [First, Last]; null bounds when a conjunct has
/// another form.
static bool idBounds(const KernelNest &N, unsigned Dim, ExprP GroupFirst,
                     int64_t Extent, ExprP &First, ExprP &Last) {
  First = GroupFirst;
  Last = add(GroupFirst, intLit(Extent - 1));
  ExprP Probe = leaf("__clopt_x");
  for (const ExprP &C : N.Validity[Dim].Conjuncts) {
    ExprP At = conjunctAt(N, C, Dim, Probe);
    if (!At || At->Kind != ExprKind::Binary)
      return false;
    bool XLeft = At->Ops[0] == Probe, XRight = At->Ops[1] == Probe;
    if (XLeft == XRight)
      return false;
    ExprP B = XLeft ? At->Ops[1] : At->Ops[0];
    BinaryOp Op = At->BinOp;
    if (XRight) // B op x  ==>  x op' B
      Op = swappedOrdering(Op);
    auto Min = [](ExprP A, ExprP B) { return paren(ternary(binary(BinaryOp::Lt, A, B), A, B)); };
    auto Max = [](ExprP A, ExprP B) { return paren(ternary(binary(BinaryOp::Gt, A, B), A, B)); };
    if (Op == BinaryOp::Lt)
      Last = Min(Last, sub(B, intLit(1)));
    else if (Op == BinaryOp::Le)
      Last = Min(Last, B);
    else if (Op == BinaryOp::Gt)
      First = Max(First, add(B, intLit(1)));
    else if (Op == BinaryOp::Ge)
      First = Max(First, B);
    else
      return false;
  }
  return true;
}

std::optional<Reject> Planner::classify(TilePlan &P, const IndexVar &V,
                                        VarRange &R) {
  R.V = V;
  if (V.Kind == IndexVarKind::GlobalId) {
    unsigned D = V.Dim;
    const DimBlock &B = N.Blocks[D];
    if (!B.Local)
      return fail(P, "the work-group shape is not fixed");
    R.Kind = 0;
    R.Dim = D;
    R.Extent = B.Local * B.Factor;
    R.Lo = varRef(*N.DimVars[D].GroupFirst);
    R.LocalOffset = workItem("clopt.local_coord", D);
    if (!idBounds(N, D, R.Lo, R.Extent, R.First, R.Last))
      R.First = R.Last = nullptr;
    return std::nullopt;
  }
  if (V.Kind != IndexVarKind::LoopCounter)
    return fail(P, "its index uses a local or group id");
  Stmt *L = N.findLoop(V.Dim);
  if (!L || !L->For.Canonical)
    return fail(P, "loop '" + V.Name + "' is not canonical");
  Stmt *Tile = P.InnerLoop >= 0 ? tileLoopOf(N, P.InnerLoop) : nullptr;
  if (Tile && L->For.Role == LoopRole::TileInner && L->For.TileCounter == Tile->For.Counter) {
    if (L->For.Step != 1)
      return fail(P, "loop '" + V.Name + "' has a step other than 1");
    R.Kind = 1;
    R.Lo = varRef(Tile->For.Counter);
    R.Extent = L->For.TileSize;
    R.LocalOffset = sub(varRef(L->For.Counter), varRef(Tile->For.Counter));
    R.Limit = L->For.Limit;
    R.First = R.Lo;
    ExprP TileLast = add(R.Lo, intLit(R.Extent - 1));
    ExprP LimitLast = sub(R.Limit, intLit(1));
    R.Last = paren(ternary(binary(BinaryOp::Lt, TileLast, LimitLast), TileLast, LimitLast));
    return std::nullopt;
  }
  // A loop around the tile loop: its counter is fixed during one tile.
  if (Tile) {
    for (Stmt *S : pathTo(N, Tile))
      if (S == L) {
        R.Kind = 2;
        R.Fixed = true;
        R.Lo = varRef(L->For.Counter);
        R.Extent = 1;
        R.LocalOffset = intLit(0);
        R.First = R.Last = R.Lo;
        return std::nullopt;
      }
  }
  // A loop inside the tile: the whole loop is copied, so it needs constant
  // bounds.
  auto Lo = asConstant(L->For.Lower), Hi = asConstant(L->For.Upper);
  if (!Lo || !Hi || L->For.Limit || L->For.Step != 1)
    return fail(P, "loop '" + V.Name + "' has bounds that are not constant; "
                   "tile it (tile." + V.Name + ")");
  R.Kind = 3;
  R.Lo = intLit(*Lo);
  R.Extent = std::max<int64_t>(*Hi - *Lo, 1);
  R.LocalOffset = sub(varRef(L->For.Counter), intLit(*Lo));
  R.First = R.Lo;
  R.Last = intLit(*Hi - 1);
  return std::nullopt;
}

/// The monomial and integer factor of a one-term coefficient.
static bool singleTerm(const ParamPoly &P, Monomial &M, int64_t &C) {
  if (P.terms().size() != 1)
    return false;
  M = P.terms().begin()->first;
  C = P.terms().begin()->second;
  return C > 0;
}

/// C times the parameters of M.
static ParamPoly termPoly(const Monomial &M, int64_t C) {
  ParamPoly T = ParamPoly::constant(C);
  for (const std::string &Name : M)
    T = T * ParamPoly::param(Name);
  return T;
}

/// Base for a remark: 'offA', or "none".
static std::string baseText(const ParamPoly &Base) {
  return Base.isZero() ? "none" : "'" + Base.str() + "'";
}

/// Why Base, the index terms no stride places, cannot be added to the
/// copies' global indices: only the kernel's scalar arguments can be
/// named there. nullopt when it can (also when it is zero).
std::optional<std::string> Planner::unusableBase(const ParamPoly &Base) const {
  for (const std::string &Name : Base.params()) {
    const KernelParam *KP = Ctx.Kernel.findParam(Name);
    if (!KP || KP->IsPointer)
      return "the term '" + Base.str() + "' of its index, which no work-item or loop moves, "
             "is not a whole number of steps of one of its index variables, nor an "
             "expression of scalar arguments";
  }
  return std::nullopt;
}

std::optional<Reject> Planner::splitOffsets(TilePlan &P) {
  // Strides that are one product of parameters (N, NX*NY) can absorb the
  // matching terms of a constant offset (c - NX is one row up). Strides
  // with several terms (W + 2*R) take no offset: only integer offsets in
  // the stride-1 dimension are allowed then.
  std::vector<std::optional<std::pair<Monomial, int64_t>>> Terms;
  for (const TileDim &D : P.Dims) {
    Monomial M;
    int64_t C;
    if (singleTerm(D.Coeff, M, C))
      Terms.push_back(std::make_pair(M, C));
    else
      Terms.push_back(std::nullopt);
  }
  for (size_t I = 0; I < Terms.size(); ++I)
    for (size_t J = I + 1; J < Terms.size(); ++J)
      if (Terms[I] && Terms[J] && Terms[I]->first == Terms[J]->first)
        return fail(P, "two index variables have strides that differ only "
                       "by a constant factor");
  if (!P.Dims.back().Coeff.isConstant() ||
      P.Dims.back().Coeff.getConstant() != 1)
    return fail(P, "no index variable has stride 1");
  for (size_t I = 0; I < P.Accesses.size(); ++I) {
    const MemoryAccess *A = P.Accesses[I];
    std::vector<int64_t> Off(P.Dims.size(), 0);
    // The terms no stride places: a shared base (an offset argument,
    // `offA`) when every access has the same ones.
    ParamPoly Unplaced;
    for (const auto &[M, C] : A->Index->getConstant().terms()) {
      bool Placed = false;
      for (size_t D = 0; D < Terms.size() && !Placed; ++D)
        if (Terms[D] && Terms[D]->first == M && C % Terms[D]->second == 0) {
          Off[D] += C / Terms[D]->second;
          Placed = true;
        }
      if (!Placed)
        Unplaced = Unplaced + termPoly(M, C);
    }
    if (std::optional<std::string> Why = unusableBase(Unplaced))
      return fail(P, *Why);
    if (I == 0)
      P.Base = Unplaced;
    else if (Unplaced != P.Base)
      return fail(P, "its accesses add different terms that no work-item or loop moves (" +
                         baseText(P.Base) + " and " + baseText(Unplaced) +
                         "), and no stride places them");
    P.Offsets.push_back(Off);
  }
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    P.Dims[D].MinOff = P.Dims[D].MaxOff = P.Offsets[0][D];
    for (const std::vector<int64_t> &O : P.Offsets) {
      P.Dims[D].MinOff = std::min(P.Dims[D].MinOff, O[D]);
      P.Dims[D].MaxOff = std::max(P.Dims[D].MaxOff, O[D]);
    }
  }
  return std::nullopt;
}

std::optional<Reject> Planner::plan(TilePlan &P) {
  // Placement: the innermost tiled loop around every access.
  std::vector<unsigned> Common = P.Accesses.front()->Loops;
  for (const MemoryAccess *A : P.Accesses) {
    size_t I = 0;
    while (I < Common.size() && I < A->Loops.size() && Common[I] == A->Loops[I])
      ++I;
    Common.resize(I);
  }
  for (auto It = Common.rbegin(); It != Common.rend(); ++It)
    if (tileLoopOf(N, *It)) {
      P.InnerLoop = *It;
      break;
    }
  // Dimensions by stride, outermost (largest stride) first.
  std::map<ParamPoly, std::vector<IndexVar>> ByCoeff;
  for (const auto &[V, C] : P.Accesses.front()->Index->coeffs())
    ByCoeff[C].push_back(V);
  for (auto &[C, Vars] : ByCoeff) {
    TileDim D;
    D.Coeff = C;
    for (const IndexVar &V : Vars) {
      VarRange R;
      if (std::optional<Reject> Why = classify(P, V, R))
        return Why;
      D.Vars.push_back(R);
    }
    P.Dims.push_back(D);
  }
  if (P.Dims.empty())
    return fail(P, "its index does not depend on work-item ids or loops");
  // Larger strides first: by degree in the parameters, then by the
  // polynomial itself (a total order, so the layout is deterministic).
  llvm::sort(P.Dims, [](const TileDim &A, const TileDim &B) {
    if (A.Coeff.degree() != B.Coeff.degree())
      return A.Coeff.degree() > B.Coeff.degree();
    return B.Coeff < A.Coeff;
  });
  for (size_t D = 1; D < P.Dims.size(); ++D)
    if (P.Dims[D].Coeff.degree() == P.Dims[D - 1].Coeff.degree() &&
        P.Dims[D].Coeff.degree() > 0)
      return fail(P, "its strides " + P.Dims[D - 1].Coeff.str() + " and " +
                         P.Dims[D].Coeff.str() + " cannot be ordered");
  if (std::optional<Reject> Why = splitOffsets(P))
    return Why;
  return std::nullopt;
}

std::vector<TilePlan> local::planTiles(KernelNest &Nest, const PassContext &Ctx,
                                       RemarkSink &Remarks, bool Pad, bool Transpose) {
  std::vector<TilePlan> Plans;
  Planner Pl(Nest, Ctx);
  std::set<int> Conditional = conditionalAccesses(Nest);
  for (const ArrayInfo *A : candidates(Ctx.Kernel, nullptr)) {
    if (!Ctx.Values.getOr("local", A->Array, A->Reuse ? 1 : 0))
      continue;
    const MemoryAccess *Cond = nullptr;
    for (unsigned Num : A->Accesses)
      if (Conditional.count(Num) && !Cond)
        Cond = findAccess(Ctx.Kernel, Num);
    if (Cond) {
      Remarks.missed("local", makeReject(RejectKind::UnknownAccess,
                                         "not caching '" + A->Array +
                                             "': it is read under a condition, "
                                             "so its tile cannot be bounded",
                                         Cond->Pos));
      continue;
    }
    std::map<std::map<IndexVar, ParamPoly>, TilePlan> Shapes;
    for (unsigned Num : A->Accesses) {
      const MemoryAccess *MA = findAccess(Ctx.Kernel, Num);
      TilePlan &P = Shapes[MA->Index->coeffs()];
      P.Array = A->Array;
      P.Accesses.push_back(MA);
    }
    const KernelParam *KP = Ctx.Kernel.findParam(A->Array);
    for (auto &[Shape, P] : Shapes) {
      P.ElementType = KP ? KP->ElementType : ValueType::scalar("float");
      P.ElementSize = KP && KP->ElementSize ? KP->ElementSize : 4;
      if (KP)
        P.Space = KP->Space;
      if (std::optional<Reject> Why = Pl.plan(P)) {
        Remarks.missed("local", *Why);
        continue;
      }
      P.Transposed = Transpose && transposable(P);
      int64_t Bytes = P.ElementSize;
      for (int64_t E : storedExtents(P, Pad))
        Bytes *= E;
      if (Bytes > MaxLocalTileBytes) {
        Remarks.missed("local", makeReject(RejectKind::ParamConflict,
                                           "not caching '" + P.Array + "': its tile needs " +
                                               std::to_string(Bytes) +
                                               " bytes of local memory (limit " +
                                               std::to_string(MaxLocalTileBytes) + ")",
                                           P.Accesses.front()->Pos));
        continue;
      }
      Plans.push_back(std::move(P));
    }
  }
  return Plans;
}
