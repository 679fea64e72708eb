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

#include "PassParams.h"
#include "LocalTile.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::local;

namespace {

class LocalPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "local"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  llvm::ArrayRef<PassNeed> needs() const override {
    static const PassNeed Needed[] = {
        {"wgshape", "local memory needs a fixed work-group shape"}};
    return Needed;
  }
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};
} // namespace

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
    S.Params.push_back(ParamSpec::numbers(
        A->Array, {0, 1}, A->Reuse ? 1 : 0,
        std::string("cache '") + A->Array + "' (" + patternName(A->Pat) +
            ") in __local memory"));
    // A loop whose trip count is not a constant must be tiled: the tile
    // bounds the slice. One that tile cannot tile (`j < i`) is not asked
    // for: the constraint would forbid caching the array for a tiling that
    // never happens, where the loop left whole caches what it can.
    for (unsigned L : indexLoops(Ctx.Kernel, *A)) {
      const LoopInfo *LI = loopInfo(Ctx.Kernel, L);
      if (!LI || constantBounds(*LI))
        continue;
      auto &N = const_cast<KernelNest &>(Nest);
      Stmt *Loop = N.findLoop(int(L));
      if (Loop && !Loop->For.Canonical)
        Loop = nullptr;
      if (Loop && untileableReason(Nest, Ctx.Kernel, *Loop))
        continue;
      std::string Array = A->Array,
                  Counter = Loop ? loopParamName(N, Loop) : LI->Counter;
      Constraint C;
      C.Name = "local-" + Array + "-needs-tile-" + Counter;
      C.Doc = "caching '" + Array + "' needs loop '" + Counter +
              "' tiled (tile." + Counter + " > 1)";
      C.Holds = [Array, Counter](const ParamValues &V) {
        return V.getOr("local", Array, 1) == 0 ||
               params::tileSize(V, Counter) > 1;
      };
      S.Constraints.push_back(C);
    }
  }
  S.Params.push_back(ParamSpec::numbers(
      "pad", {0, 1}, 0, "one extra column in 2D/3D tiles against bank conflicts"));
  if (hasLoopContiguousAccess(Ctx.Kernel, Arrays))
    S.Params.push_back(ParamSpec::numbers(
        "transpose", {0, 1}, 0,
        "store 2D tiles contiguous along a loop (A[i][k]) transposed "
        "(lm_A[k][i]): a work-item's points become contiguous"));
  S.Params.push_back(ParamSpec::numbers(
      "vcopy", {1, 2, 4}, 1,
      "elements per vloadN in the cooperative copies (rows contiguous in "
      "global memory; a guarded scalar path at the edges)"));
  return S;
}
/// Barriers inside loops need every work-item of the group: the guard
/// becomes per-point validity and the points move inside the tile loops.
static std::optional<Reject> moveIntoTileLoops(KernelNest &Nest,
                                               const std::vector<TilePlan> &Plans) {
  bool InLoops = false;
  for (const TilePlan &P : Plans)
    InLoops |= P.InnerLoop >= 0;
  if (InLoops)
    if (std::optional<Reject> Why = predicateGuard(Nest))
      return Why;
  for (const TilePlan &P : Plans) {
    if (P.InnerLoop < 0)
      continue;
    Stmt *Tile = tileLoopOf(Nest, P.InnerLoop);
    if (std::optional<Reject> Why = jamInto(Nest, Tile))
      return Why;
  }
  return std::nullopt;
}

/// Declares the flat local id `lid` at the top of the kernel.
static VarId declareFlatLocalId(KernelNest &Nest) {
  VarId Lid = Nest.addGeneratedVar("lid", constIntType());
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
  return Lid;
}

/// Records the __local array Lm, the copy of P, for the report.
static void recordLocalArray(KernelNest &Nest, const TilePlan &P, VarId Lm) {
  LocalArray LA;
  LA.Var = Lm;
  LA.Source = P.Array;
  LA.ElementSize = P.ElementSize;
  for (const ExprP &E : Nest.var(Lm).Dims)
    LA.Extents.push_back(*asConstant(E));
  Nest.LocalArrays.push_back(LA);
}

/// Makes the accesses of P read the copy Lm.
static void readFromCopy(KernelNest &Nest, const TilePlan &P, VarId Lm) {
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
}

/// "cached 'A' in local memory (32 x 128 elements per work-group)".
static std::string cachedRemark(const TilePlan &P) {
  std::string Shape;
  for (int64_t E : storedExtents(P, /*Pad=*/false))
    Shape += (Shape.empty() ? "" : " x ") + std::to_string(E);
  Shape += " elements per work-group";
  if (P.Transposed)
    Shape += ", stored transposed";
  return "cached '" + P.Array + "' in local memory (" + Shape + ")";
}

namespace {
/// The copies to insert, by the tile-inner loop they go in (-1: the top of
/// the kernel), and the __local declarations.
struct TileCopies {
  std::map<int, StmtList> CopiesAt;
  std::vector<int> Order; ///< the keys of CopiesAt, first use first
  StmtList Decls;
};
} // namespace

/// Declares P's __local array, builds its copy into Out and makes P's
/// accesses read it; a reject when the guard does not bound the ids the
/// copy reads.
static std::optional<Reject> cacheTile(KernelNest &Nest, const PassContext &Ctx,
                                       RemarkSink &Remarks, const TilePlan &P,
                                       VarId Lid, int64_t WorkGroup,
                                       std::map<std::string, VarId> &CopyVars,
                                       TileCopies &Out) {
  bool Pad = Ctx.Values.getOr("local", "pad", 0) != 0;
  int64_t VCopy = Ctx.Values.getOr("local", "vcopy", 1);
  VarId Lm = Nest.addGeneratedVar(
      "lm_" + P.Array, P.ElementType.inAddressSpace(AddressSpace::Local));
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
    return makeReject(RejectKind::UnknownAccess,
                      "not caching '" + P.Array + "': the kernel's guard does not bound "
                      "the ids it reads with",
                      P.Accesses.front()->Pos);
  Out.Decls.push_back(Stmt::decl(Lm, nullptr));
  if (!Out.CopiesAt.count(P.InnerLoop))
    Out.Order.push_back(P.InnerLoop);
  Out.CopiesAt[P.InnerLoop].push_back(std::move(Copy));
  recordLocalArray(Nest, P, Lm);
  readFromCopy(Nest, P, Lm);
  Remarks.passed("local", P.Accesses.front()->Pos, cachedRemark(P));
  return std::nullopt;
}

/// Puts each group of copies, then a barrier, at the start of its tile
/// loop (after the lid declaration at the top), and a barrier at the end of
/// the tile loop; then the __local declarations at the top of the kernel.
static void insertCopies(KernelNest &Nest, TileCopies &C) {
  for (int Inner : C.Order) {
    StmtList &Copies = C.CopiesAt[Inner];
    StmtList Head;
    for (StmtP &Copy : Copies)
      Head.push_back(std::move(Copy));
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
  for (StmtP &D : C.Decls)
    Top.push_back(std::move(D));
  for (StmtP &S : Nest.Body)
    Top.push_back(std::move(S));
  Nest.Body = std::move(Top);
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

  std::vector<TilePlan> Plans = planTiles(Nest, Ctx, Remarks, Pad, Transpose);
  if (Plans.empty())
    return PassOutcome::notApplied(makeReject(
        RejectKind::NoReuse, "no array cached in local memory",
        Ctx.Kernel.Pos));
  if (std::optional<Reject> Why = moveIntoTileLoops(Nest, Plans))
    return PassOutcome::notApplied(*Why);

  VarId Lid = declareFlatLocalId(Nest);
  // Declarations (kernel scope), copies and barriers, tile by tile.
  TileCopies Copies;
  std::map<std::string, VarId> CopyVars;
  for (const TilePlan &P : Plans)
    if (std::optional<Reject> Why =
            cacheTile(Nest, Ctx, Remarks, P, Lid, WorkGroup, CopyVars, Copies))
      return PassOutcome::notApplied(*Why);
  insertCopies(Nest, Copies);
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
