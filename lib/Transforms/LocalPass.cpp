//===- LocalPass.cpp - Cache reused slices in __local memory (HPL stage 2) ===//
//
// For each read-only array whose pattern is beyond SinglePat (HPL: the
// work-group reuses its elements), the work-group copies the slice it
// touches during one tile of a loop into a __local array, cooperatively and
// coalesced, then computes from the copy:
//
//   __local float lm_A[128][32];
//   for (int k0 = 0; k0 < N; k0 += 32) {
//     for (int cp = lid; cp < 4096; cp += 128) {      // all work-items
//       const int cp_1 = cp / 32;
//       const int cp_0 = cp % 32;
//       lm_A[cp_1][cp_0] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N)
//                              ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
//     }
//     barrier(CLK_LOCAL_MEM_FENCE);
//     ... compute with lm_A[row in group][k - k0] ...
//     barrier(CLK_LOCAL_MEM_FENCE);
//   }
//
// The tile's shape follows HPL Table 1: the index is split by stride into
// dimensions (N*i + k: rows of stride N, columns of stride 1); a work-item
// id contributes the work-group's extent (local size x coarsening factor),
// a tiled loop its tile size, a constant inner loop its trip count, and
// constant offsets a halo (RadiusPat). Elements no valid point of the
// original would read are not loaded (bounds from the kernel's guard and
// the loop bounds).
//
// Barriers need every work-item of a group to reach them, so the guard
// becomes per-point validity and the point loop moves inside the tile loop
// (PassUtils.h). Arrays that are written, or whose accesses are not proven
// affine, are not cached (remark).
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class LocalPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "local"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

/// One index variable of a tile dimension.
struct VarRange {
  IndexVar V;
  ExprP Lo;            ///< first value over the tile
  int64_t Extent = 1;  ///< number of values
  ExprP LocalOffset;   ///< v - Lo at the access
  ExprP First, Last;   ///< valid values [First, Last] (bounds check)
  ExprP Check;         ///< single-variable check at a value (null: none)
  bool Fixed = false;  ///< an enclosing loop's counter: one value per tile
  bool CheckWithValue = false; ///< Check is built per copied element
  int Kind = 0;        ///< 0 id, 1 tile counter, 2 fixed, 3 constant loop
  unsigned Dim = 0;
  ExprP Limit;         ///< tile counter: the original upper bound
};

/// One dimension of the tile: the variables with one stride.
struct TileDim {
  ParamPoly Coeff;
  std::vector<VarRange> Vars;
  int64_t MinOff = 0, MaxOff = 0;
  int64_t extent() const {
    int64_t E = MaxOff - MinOff + 1;
    for (const VarRange &V : Vars)
      E += V.Extent - 1;
    return E;
  }
};

/// A __local copy of the accesses of one array with one index shape.
struct TilePlan {
  std::string Array;
  std::vector<const MemoryAccess *> Accesses;
  std::vector<std::vector<int64_t>> Offsets; ///< per access, per dimension
  std::vector<TileDim> Dims;                 ///< outermost first
  int InnerLoop = -1; ///< number of the tile-inner loop (-1: at the top)
  std::string ElementType;
  unsigned ElementSize = 4;
  /// local.transpose: a 2-D tile is stored with its dimensions swapped.
  bool Transposed = false;
  /// The __local subscripts of a tile element given per plan dimension
  /// (outermost first): swapped when the tile is stored transposed.
  std::vector<ExprP> order(std::vector<ExprP> Idx) const {
    if (Transposed)
      std::reverse(Idx.begin(), Idx.end());
    return Idx;
  }
};

} // namespace

static const int64_t MaxLocalBytes = 48 * 1024;

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
                            (E->Text == "&&" || E->Text == "||")));
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

static const MemoryAccess *findAccess(const KernelInfo &K, unsigned Number) {
  for (const MemoryAccess &A : K.Accesses)
    if (A.Number == Number)
      return &A;
  return nullptr;
}

/// Arrays the pass can cache; Why collects the others.
static std::vector<const ArrayInfo *> candidates(const KernelInfo &K,
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

/// Loop counters (by loop number) an array's index mentions.
static std::set<unsigned> indexLoops(const KernelInfo &K, const ArrayInfo &A) {
  std::set<unsigned> Out;
  for (unsigned N : A.Accesses)
    if (const MemoryAccess *MA = findAccess(K, N))
      if (MA->Index)
        for (const auto &[V, C] : MA->Index->coeffs())
          if (V.Kind == IndexVarKind::LoopCounter)
            Out.insert(V.Dim);
  return Out;
}

static const LoopInfo *loopInfo(const KernelInfo &K, unsigned Number) {
  for (const LoopInfo &L : K.Loops)
    if (L.Number == Number)
      return &L;
  return nullptr;
}

static bool constantBounds(const LoopInfo &L) {
  return L.Canonical && L.Lower && L.Upper && L.Lower->isConstant() &&
         L.Upper->isConstant() && L.Lower->getConstant().isConstant() &&
         L.Upper->getConstant().isConstant();
}

/// Whether an access of one of Arrays is contiguous along a loop counter
/// only and strided along a work-item id (A[i*N + k]): its 2-D tile can be
/// stored transposed.
static bool hasLoopContiguousAccess(const KernelInfo &K,
                                    const std::vector<const ArrayInfo *> &Arrays) {
  for (const ArrayInfo *A : Arrays)
    for (unsigned Num : A->Accesses) {
      const MemoryAccess *MA = findAccess(K, Num);
      if (!MA || !MA->Index)
        continue;
      bool UnitLoop = false, UnitId = false, StridedId = false;
      for (const auto &[V, C] : MA->Index->coeffs()) {
        bool Unit = C.getConstant() == std::optional<int64_t>(1);
        if (V.isWorkItemId())
          (Unit ? UnitId : StridedId) = true;
        else
          UnitLoop |= Unit;
      }
      if (UnitLoop && !UnitId && StridedId)
        return true;
    }
  return false;
}

PassSpace LocalPass::space(const KernelNest &Nest, const PassContext &Ctx) const {
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  std::string Why;
  std::vector<const ArrayInfo *> Arrays = candidates(Ctx.Kernel, &Why);
  if (Arrays.empty()) {
    S.NotApplicable = makeReject(
        RejectKind::NoReuse,
        "no array to cache in local memory" + (Why.empty() ? "" : " (" + Why + ")"),
        Ctx.Kernel.Pos);
    return S;
  }
  for (const ArrayInfo *A : Arrays) {
    ParamSpec P;
    P.Name = A->Array;
    P.Domain = {{0, ""}, {1, ""}};
    P.Default = A->Reuse ? 1 : 0;
    P.Doc = std::string("cache '") + A->Array + "' (" + patternName(A->Pat) +
            ") in __local memory";
    S.Params.push_back(P);
    // A loop whose trip count is not a constant must be tiled: the tile
    // bounds the slice.
    for (unsigned L : indexLoops(Ctx.Kernel, *A)) {
      const LoopInfo *LI = loopInfo(Ctx.Kernel, L);
      if (!LI || constantBounds(*LI))
        continue;
      std::string Array = A->Array, Counter = LI->Counter;
      Constraint C;
      C.Name = "local-" + Array + "-needs-tile-" + Counter;
      C.Doc = "caching '" + Array + "' needs loop '" + Counter +
              "' tiled (tile." + Counter + " > 1)";
      C.Holds = [Array, Counter](const ParamValues &V) {
        return V.getOr("local", Array, 1) == 0 ||
               V.getOr("tile", Counter, 1) > 1;
      };
      S.Constraints.push_back(C);
    }
  }
  ParamSpec Pad;
  Pad.Name = "pad";
  Pad.Domain = {{0, ""}, {1, ""}};
  Pad.Default = 0;
  Pad.Doc = "one extra column in 2D/3D tiles against bank conflicts";
  S.Params.push_back(Pad);
  if (hasLoopContiguousAccess(Ctx.Kernel, Arrays)) {
    ParamSpec T;
    T.Name = "transpose";
    T.Domain = {{0, ""}, {1, ""}};
    T.Default = 0;
    T.Doc = "store 2D tiles contiguous along a loop (A[i][k]) transposed "
            "(lm_A[k][i]): a work-item's points become contiguous";
    S.Params.push_back(T);
  }
  ParamSpec VCopy;
  VCopy.Name = "vcopy";
  VCopy.Domain = {{1, ""}, {2, ""}, {4, ""}};
  VCopy.Default = 1;
  VCopy.Doc = "elements per vloadN in the cooperative copies (rows contiguous "
              "in global memory; a guarded scalar path at the edges)";
  S.Params.push_back(VCopy);
  return S;
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
  Reject fail(const TilePlan &P, const std::string &Msg) {
    return makeReject(RejectKind::UnknownAccess,
                      "not caching '" + P.Array + "': " + Msg,
                      P.Accesses.front()->Pos);
  }
};
} // namespace

/// The tile loop around the tile-inner loop with analysis number InnerLoop.
static Stmt *tileLoopOf(KernelNest &N, int InnerLoop) {
  Stmt *Inner = N.findLoop(InnerLoop);
  if (!Inner || Inner->For.Role != "tile-inner")
    return nullptr;
  std::vector<Stmt *> Path = pathTo(N, Inner);
  for (auto It = Path.rbegin(); It != Path.rend(); ++It)
    if ((*It)->Kind == StmtKind::For)
      return (*It)->For.Role == "tile" ? *It : nullptr;
  return nullptr;
}

/// The coordinate value X substituted for dimension Dim in a guard
/// conjunct, or null when the conjunct uses a variable derived otherwise.
static ExprP conjunctAt(const KernelNest &N, const ExprP &Conj, unsigned Dim,
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
    std::string Op = At->Text;
    if (XRight) // B op x  ==>  x op' B
      Op = Op == "<" ? ">" : Op == "<=" ? ">=" : Op == ">" ? "<" : "<=";
    auto Min = [](ExprP A, ExprP B) { return paren(ternary(binary("<", A, B), A, B)); };
    auto Max = [](ExprP A, ExprP B) { return paren(ternary(binary(">", A, B), A, B)); };
    if (Op == "<")
      Last = Min(Last, sub(B, intLit(1)));
    else if (Op == "<=")
      Last = Min(Last, B);
    else if (Op == ">")
      First = Max(First, add(B, intLit(1)));
    else if (Op == ">=")
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
  if (Tile && L->For.Role == "tile-inner" && L->For.TileCounter == Tile->For.Counter) {
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
    R.Last = paren(ternary(binary("<", TileLast, LimitLast), TileLast, LimitLast));
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
  for (const MemoryAccess *A : P.Accesses) {
    std::vector<int64_t> Off(P.Dims.size(), 0);
    for (const auto &[M, C] : A->Index->getConstant().terms()) {
      bool Placed = false;
      for (size_t D = 0; D < Terms.size() && !Placed; ++D)
        if (Terms[D] && Terms[D]->first == M && C % Terms[D]->second == 0) {
          Off[D] += C / Terms[D]->second;
          Placed = true;
        }
      if (!Placed)
        return fail(P, "a constant offset of its index is not a multiple of "
                       "its strides");
    }
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

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

static ExprP conj(ExprP A, ExprP B) { return A ? binary("&&", A, B) : B; }

/// The condition under which a copied element is loaded: some valid point
/// of the group reads it in this tile.
static ExprP loadCheck(const KernelNest &N, const TilePlan &P,
                       const std::vector<ExprP> &Elem, bool &Ok) {
  ExprP Check;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    bool Single = TD.Vars.size() == 1 && TD.MinOff == TD.MaxOff;
    if (Single) {
      const VarRange &R = TD.Vars[0];
      ExprP Value = add(R.Lo, Elem[D]);
      if (R.Kind == 0) {
        for (const ExprP &C : N.Validity[R.Dim].Conjuncts) {
          ExprP At = conjunctAt(N, C, R.Dim, Value);
          if (!At) {
            Ok = false;
            return nullptr;
          }
          Check = conj(Check, At);
        }
      } else if (R.Kind == 1) {
        Check = conj(Check, binary("<", Value, R.Limit));
      }
      continue;
    }
    // Several variables (or offsets): the element must lie between the
    // first and the last element valid points read along this dimension.
    ExprP Base = intLit(TD.MinOff), First = intLit(TD.MinOff),
          Last = intLit(TD.MaxOff);
    bool NeedFirst = false;
    for (const VarRange &R : TD.Vars) {
      if (!R.First || !R.Last) {
        Ok = false;
        return nullptr;
      }
      Base = add(Base, R.Lo);
      First = add(First, R.First);
      Last = add(Last, R.Last);
      NeedFirst |= R.First != R.Lo;
    }
    ExprP At = add(Base, Elem[D]);
    Check = conj(Check, binary("<=", At, Last));
    if (NeedFirst)
      Check = conj(Check, binary(">=", At, First));
  }
  return Check;
}

/// The cooperative copy of one tile: every work-item of the group takes
/// every WG-th element, in the order of the __local array's rows.
/// Copy loops are separate scopes: they share their counters' names.
static VarId copyVar(KernelNest &N, std::map<std::string, VarId> &Cache,
                     const std::string &Base, llvm::StringRef Type) {
  auto It = Cache.find(Base);
  if (It != Cache.end())
    return It->second;
  VarId V = N.addGeneratedVar(Base, Type);
  Cache[Base] = V;
  return V;
}

/// The global index of the tile element at Elem (per plan dimension).
static ExprP globalIndex(const TilePlan &P, const std::vector<ExprP> &Elem) {
  ExprP Index;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    ExprP Base = intLit(TD.MinOff);
    for (const VarRange &R : TD.Vars)
      Base = add(Base, R.Lo);
    ExprP Pos = add(Base, Elem[D]);
    std::string Stride = TD.Coeff.str();
    bool Compound = TD.Coeff.terms().size() > 1 ||
                    TD.Coeff.terms().begin()->second < 0;
    ExprP Term = Stride == "1" ? Pos
                               : mul(Compound ? paren(leaf(Stride)) : leaf(Stride), Pos);
    Index = Index ? add(Index, Term) : Term;
  }
  return Index;
}

/// Elem with Lane added to its innermost element.
static std::vector<ExprP> atLane(std::vector<ExprP> Elem, int64_t Lane) {
  Elem.back() = add(Elem.back(), intLit(Lane));
  return Elem;
}

/// The scalar OpenCL C types that have vector forms.
static bool hasVectorForm(llvm::StringRef T) {
  return llvm::is_contained({"char", "uchar", "short", "ushort", "int", "uint",
                             "long", "ulong", "float", "double"},
                            T);
}

/// Width of the vector copy of P (local.vcopy): 1 unless the tile's
/// innermost dimension has stride 1 in global memory and an extent that
/// the width divides, and the element type has a vector form.
static int64_t vectorCopyWidth(const TilePlan &P, int64_t Requested) {
  if (Requested <= 1 || P.Dims.empty() || !hasVectorForm(P.ElementType))
    return 1;
  const TileDim &Inner = P.Dims.back();
  if (Inner.Coeff.str() != "1" || Inner.extent() % Requested)
    return 1;
  return Requested;
}

/// The body of a vector copy step: W consecutive elements of the innermost
/// dimension. When every lane is in bounds (each lane's check), one vloadW
/// reads them (vloadW needs only element alignment, so any size is fine)
/// and one vstoreW writes them (lane by lane into a transposed tile);
/// otherwise each lane is copied as in the scalar copy.
static StmtP vectorCopyStep(KernelNest &N, const TilePlan &P, VarId Lm,
                            const std::vector<ExprP> &Elem, int64_t W, bool &Ok) {
  std::string Lm_ = N.var(Lm).Name;
  std::string WS = std::to_string(W);
  // The lanes' checks share most conjuncts (the row's): each once.
  std::vector<ExprP> Conjuncts;
  std::function<void(const ExprP &)> AddConjuncts = [&](const ExprP &C) {
    if (C->Kind == ExprKind::Binary && C->Text == "&&") {
      AddConjuncts(C->Ops[0]);
      AddConjuncts(C->Ops[1]);
      return;
    }
    for (const ExprP &Seen : Conjuncts)
      if (sameExpr(Seen, C))
        return;
    Conjuncts.push_back(C);
  };
  StmtList Scalar;
  for (int64_t L = 0; L < W; ++L) {
    std::vector<ExprP> E = atLane(Elem, L);
    auto Load = std::make_shared<Expr>();
    Load->Kind = ExprKind::Global;
    Load->Text = P.Array;
    Load->Ops = {globalIndex(P, E)};
    ExprP Value = Load;
    if (ExprP Check = loadCheck(N, P, E, Ok)) {
      Value = ternary(paren(Check), Load, intLit(0));
      AddConjuncts(Check);
    }
    Scalar.push_back(
        Stmt::exprStmt(binary("=", localRef(Lm_, P.order(E)), Value)));
  }
  ExprP Vec = call("vload" + WS, {intLit(0), vectorAddress(P.Array, globalIndex(P, Elem))});
  StmtList Fast;
  if (!P.Transposed) {
    Fast.push_back(Stmt::exprStmt(
        call("vstore" + WS, {Vec, intLit(0), unary("&", localRef(Lm_, P.order(Elem)))})));
  } else {
    VarId V = N.addGeneratedVar("cp_v", P.ElementType + WS);
    Fast.push_back(Stmt::decl(V, Vec));
    for (int64_t L = 0; L < W; ++L)
      Fast.push_back(Stmt::exprStmt(binary(
          "=", localRef(Lm_, P.order(atLane(Elem, L))), postfix(varRef(V), component(L)))));
  }
  ExprP All;
  for (const ExprP &C : Conjuncts)
    All = conj(All, C);
  if (!All)
    return Stmt::block(std::move(Fast));
  return Stmt::ifStmt(All, std::move(Fast), std::move(Scalar));
}

static StmtP copyLoop(KernelNest &N, const TilePlan &P, VarId Lm, VarId Lid,
                      int64_t WorkGroup, std::map<std::string, VarId> &Cache,
                      int64_t Width, bool &Ok) {
  // A vector copy walks the tile in steps of Width elements of its
  // innermost dimension: the same loop over an innermost extent / Width.
  std::vector<int64_t> Ext;
  int64_t Total = 1;
  for (const TileDim &D : P.Dims) {
    Ext.push_back(D.extent());
    Total *= D.extent();
  }
  Ext.back() /= Width;
  Total /= Width;
  VarId Cp = copyVar(N, Cache, "cp", "int");
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  ForInfo &F = Loop->For;
  F.Canonical = true;
  F.Counter = Cp;
  F.Lower = varRef(Lid);
  F.Upper = intLit(Total);
  F.Step = WorkGroup;
  F.Role = "copy";
  std::vector<ExprP> Elem(P.Dims.size());
  if (P.Dims.size() == 1) {
    Elem[0] = varRef(Cp);
  } else {
    int64_t Inner = 1;
    for (size_t D = P.Dims.size(); D-- > 0;) {
      std::string Name = "cp_" + std::to_string(P.Dims.size() - 1 - D);
      VarId E = copyVar(N, Cache, Name, "const int");
      ExprP V = Inner == 1 ? varRef(Cp) : binary("/", varRef(Cp), intLit(Inner));
      if (D > 0)
        V = Ext[D] == 1 ? intLit(0) : binary("%", V, intLit(Ext[D]));
      if (D + 1 == P.Dims.size() && Width > 1)
        V = mul(V, intLit(Width));
      Elem[D] = varRef(E);
      Inner *= Ext[D];
      Loop->Body.push_back(Stmt::decl(E, V));
    }
    // Declarations outermost first reads better.
    std::reverse(Loop->Body.begin(), Loop->Body.end());
  }
  if (Width > 1) {
    if (P.Dims.size() == 1) {
      VarId E = copyVar(N, Cache, "cp_0", "const int");
      Loop->Body.push_back(Stmt::decl(E, mul(varRef(Cp), intLit(Width))));
      Elem[0] = varRef(E);
    }
    Loop->Body.push_back(vectorCopyStep(N, P, Lm, Elem, Width, Ok));
    return Loop;
  }
  ExprP Index = globalIndex(P, Elem);
  auto Load = std::make_shared<Expr>();
  Load->Kind = ExprKind::Global;
  Load->Text = P.Array;
  Load->Ops = {Index};
  ExprP Value = Load;
  if (ExprP Check = loadCheck(N, P, Elem, Ok))
    Value = ternary(paren(Check), Load, intLit(0));
  Loop->Body.push_back(
      Stmt::exprStmt(binary("=", localRef(N.var(Lm).Name, P.order(Elem)), Value)));
  return Loop;
}

/// The __local index of one access of the plan.
static std::vector<ExprP> localIndex(const TilePlan &P, size_t Access) {
  std::vector<ExprP> Idx;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    ExprP E = intLit(P.Offsets[Access][D] - TD.MinOff);
    for (const VarRange &R : TD.Vars)
      E = add(E, R.LocalOffset);
    Idx.push_back(E);
  }
  return P.order(Idx);
}

/// A 2-D tile whose contiguous (inner) dimension is indexed by loops only
/// and whose outer one by a work-item id: stored transposed, the points of
/// a work-item along that id are contiguous in __local memory (a register
/// fragment is one vloadN).
static bool transposable(const TilePlan &P) {
  if (P.Dims.size() != 2)
    return false;
  auto HasId = [](const TileDim &D) {
    return llvm::any_of(D.Vars, [](const VarRange &R) { return R.Kind == 0; });
  };
  return HasId(P.Dims[0]) && !HasId(P.Dims[1]);
}

/// Declared extents of the __local array, outermost first: the tile's in
/// stored order, plus the padding column on the innermost of 2D/3D tiles.
static std::vector<int64_t> storedExtents(const TilePlan &P, bool Pad) {
  std::vector<int64_t> Ext;
  for (const TileDim &D : P.Dims)
    Ext.push_back(D.extent());
  if (P.Transposed)
    std::reverse(Ext.begin(), Ext.end());
  if (Pad && Ext.size() > 1)
    ++Ext.back();
  return Ext;
}

static ExprP barrierCall() {
  return call("barrier", {leaf("CLK_LOCAL_MEM_FENCE")});
}

static void createGroupVars(KernelNest &N) {
  for (unsigned D = 0; D < N.WorkDim; ++D) {
    auto &DV = N.DimVars[D];
    if (!DV.Lid)
      DV.Lid = N.addGeneratedVar("lid_" + std::to_string(D), "const int");
    if (!DV.GroupFirst)
      DV.GroupFirst = N.addGeneratedVar("grp_first_" + std::to_string(D), "const int");
  }
}

/// The rewrite proper. Some refusals are found only while rewriting (a
/// guard that does not bound the ids a copy reads), so it works on a copy
/// of the nest that LocalPass::run keeps only on success.
static llvm::Expected<PassOutcome> rewriteLocal(KernelNest &Nest,
                                                const PassContext &Ctx,
                                                RemarkSink &Remarks) {
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    if (!Nest.Blocks[D].Local)
      return PassOutcome::notApplied(makeReject(
          RejectKind::ParamConflict, "local memory needs a fixed work-group "
                                     "shape (wgshape)",
          Ctx.Kernel.Pos));
  createGroupVars(Nest);
  int64_t WorkGroup = 1;
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    WorkGroup *= Nest.Blocks[D].Local;
  bool Pad = Ctx.Values.getOr("local", "pad", 0) != 0;
  bool Transpose = Ctx.Values.getOr("local", "transpose", 0) != 0;
  int64_t VCopy = Ctx.Values.getOr("local", "vcopy", 1);

  // Plan every enabled array, one tile per index shape.
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
      P.ElementType = KP ? KP->ElementType : "float";
      P.ElementSize = KP && KP->ElementSize ? KP->ElementSize : 4;
      if (std::optional<Reject> Why = Pl.plan(P)) {
        Remarks.missed("local", *Why);
        continue;
      }
      P.Transposed = Transpose && transposable(P);
      int64_t Bytes = P.ElementSize;
      for (int64_t E : storedExtents(P, Pad))
        Bytes *= E;
      if (Bytes > MaxLocalBytes) {
        Remarks.missed("local", makeReject(RejectKind::ParamConflict,
                                           "not caching '" + P.Array + "': its tile needs " +
                                               std::to_string(Bytes) +
                                               " bytes of local memory (limit " +
                                               std::to_string(MaxLocalBytes) + ")",
                                           P.Accesses.front()->Pos));
        continue;
      }
      Plans.push_back(std::move(P));
    }
  }
  if (Plans.empty())
    return PassOutcome::notApplied(makeReject(
        RejectKind::NoReuse, "no array cached in local memory",
        Ctx.Kernel.Pos));

  // Barriers inside loops need every work-item of the group: the guard
  // becomes per-point validity and the points move inside the tile loops.
  bool InLoops = false;
  for (const TilePlan &P : Plans)
    InLoops |= P.InnerLoop >= 0;
  if (InLoops)
    if (std::optional<Reject> Why = predicateGuard(Nest))
      return PassOutcome::notApplied(*Why);
  for (const TilePlan &P : Plans) {
    if (P.InnerLoop < 0)
      continue;
    Stmt *Tile = tileLoopOf(Nest, P.InnerLoop);
    if (std::optional<Reject> Why = jamInto(Nest, Tile))
      return PassOutcome::notApplied(*Why);
  }

  VarId Lid = Nest.addGeneratedVar("lid", "const int");
  {
    ExprP Flat;
    for (int D = Nest.WorkDim - 1; D >= 0; --D) {
      ExprP L = varRef(*Nest.DimVars[D].Lid);
      Flat = Flat ? add(mul(Flat, intLit(Nest.Blocks[D].Local)), L) : L;
    }
    StmtList Top;
    Top.push_back(Stmt::decl(Lid, Flat));
    for (StmtP &S : Nest.Body)
      Top.push_back(std::move(S));
    Nest.Body = std::move(Top);
  }

  // Declarations (kernel scope), copies and barriers, tile by tile.
  std::map<int, StmtList> CopiesAt;
  std::map<std::string, VarId> CopyVars;
  std::vector<int> Order;
  StmtList Decls;
  for (size_t PI = 0; PI < Plans.size(); ++PI) {
    TilePlan &P = Plans[PI];
    VarId Lm = Nest.addGeneratedVar("lm_" + P.Array, "__local " + P.ElementType);
    std::vector<int64_t> Ext;
    for (size_t D = 0; D < P.Dims.size(); ++D)
      Ext.push_back(P.Dims[D].extent());
    for (int64_t Declared : storedExtents(P, Pad))
      Nest.var(Lm).Dims.push_back(intLit(Declared));
    bool Ok = true;
    int64_t Width = vectorCopyWidth(P, VCopy);
    if (Width < VCopy)
      Remarks.analysis("local", P.Accesses.front()->Pos,
                       "copying '" + P.Array + "' element by element: vcopy=" +
                           std::to_string(VCopy) +
                           " needs tile rows contiguous in global memory and a "
                           "multiple of that many elements long");
    StmtP Copy = copyLoop(Nest, P, Lm, Lid, WorkGroup, CopyVars, Width, Ok);
    if (!Ok)
      return PassOutcome::notApplied(makeReject(
          RejectKind::UnknownAccess,
          "not caching '" + P.Array + "': the kernel's guard does not bound "
          "the ids it reads with",
          P.Accesses.front()->Pos));
    Decls.push_back(Stmt::decl(Lm, nullptr));
    if (!CopiesAt.count(P.InnerLoop))
      Order.push_back(P.InnerLoop);
    CopiesAt[P.InnerLoop].push_back(std::move(Copy));
    LocalArray LA;
    LA.Var = Lm;
    LA.Source = P.Array;
    LA.ElementSize = P.ElementSize;
    for (const ExprP &E : Nest.var(Lm).Dims)
      LA.Extents.push_back(*asConstant(E));
    Nest.LocalArrays.push_back(LA);

    // Compute from the copy.
    std::string LmName = Nest.var(Lm).Name;
    std::map<int, size_t> AccessIdx;
    for (size_t I = 0; I < P.Accesses.size(); ++I)
      AccessIdx[P.Accesses[I]->Number] = I;
    rewriteExprs(Nest.Body, [&](const ExprP &E) {
      return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
        if (X->Kind != ExprKind::Global || !AccessIdx.count(X->Access))
          return nullptr;
        return localRef(LmName, localIndex(P, AccessIdx[X->Access]));
      });
    });
    std::string Shape;
    for (int64_t E : storedExtents(P, /*Pad=*/false))
      Shape += (Shape.empty() ? "" : " x ") + std::to_string(E);
    Shape += " elements per work-group";
    if (P.Transposed)
      Shape += ", stored transposed";
    Remarks.passed("local", P.Accesses.front()->Pos,
                   "cached '" + P.Array + "' in local memory (" + Shape + ")");
  }

  for (int Inner : Order) {
    StmtList &Copies = CopiesAt[Inner];
    StmtList Head;
    for (StmtP &C : Copies)
      Head.push_back(std::move(C));
    Head.push_back(Stmt::exprStmt(barrierCall()));
    StmtList *Body = &Nest.Body;
    size_t Skip = 1; // after the lid declaration
    if (Inner >= 0) {
      Body = &tileLoopOf(Nest, Inner)->Body;
      Skip = 0;
    }
    StmtList New;
    for (size_t I = 0; I < Skip; ++I)
      New.push_back(std::move((*Body)[I]));
    for (StmtP &S : Head)
      New.push_back(std::move(S));
    for (size_t I = Skip; I < Body->size(); ++I)
      New.push_back(std::move((*Body)[I]));
    // The next tile overwrites the copy: wait until everyone is done.
    if (Inner >= 0)
      New.push_back(Stmt::exprStmt(barrierCall()));
    *Body = std::move(New);
  }
  StmtList Top;
  for (StmtP &D : Decls)
    Top.push_back(std::move(D));
  for (StmtP &S : Nest.Body)
    Top.push_back(std::move(S));
  Nest.Body = std::move(Top);
  return PassOutcome::applied();
}

llvm::Expected<PassOutcome> LocalPass::run(KernelNest &Nest,
                                           const PassContext &Ctx,
                                           RemarkSink &Remarks) const {
  std::unique_ptr<KernelNest> Work = Nest.clone();
  RemarkCollector Pending;
  llvm::Expected<PassOutcome> O = rewriteLocal(*Work, Ctx, Pending);
  if (!O)
    return O.takeError();
  // "cached 'A'" is true only if the whole rewrite is kept.
  for (const Remark &R : Pending.Remarks)
    if (O->wasApplied() || R.Kind != RemarkKind::Passed)
      Remarks.emit(R);
  if (O->wasApplied())
    Nest = std::move(*Work);
  return O;
}

namespace clopt {
const TransformPass &createLocalPass() {
  static LocalPass P;
  return P;
}
} // namespace clopt
