//===- StagePass.cpp - Stage a strided store through a __local tile -------===//
//
// A kernel whose one store is strided along dimension 0 but contiguous
// along dimension 1, while its loads are coalesced along dimension 0 (the
// naive transpose), cannot coalesce both by choosing a work-group shape:
// whichever dimension the hardware groups, one side is strided. The classic
// fix stages the store through a T x T tile of the work-group:
//
//   int x = get_global_id(0);            int x = get_global_id(0);
//   int y = get_global_id(1);            int y = get_global_id(1);
//   if (x < W && y < H)           ==>    if (x < W && y < H)
//     out[x * H + y] = in[y * W + x];      st_out[lid_1][lid_0] = in[y * W + x];
//                                        barrier(CLK_LOCAL_MEM_FENCE);
//                                        int x_t = grp_first_0 + lid_1;
//                                        int y_t = grp_first_1 + lid_0;
//                                        if (x_t < W && y_t < H)
//                                          out[x_t * H + y_t] = st_out[lid_0][lid_1];
//
// Work-item (l0, l1) computes its point's value as before and parks it in
// the tile; after the barrier it stores the value work-item (l1, l0)
// computed, at that point's address: consecutive l0 now write consecutive
// addresses. The tile has T + pad columns: with pad=1 the column read of
// the second phase hits distinct banks. With rows > 1 the work-group is
// T x T/rows and each work-item owns the tile rows lid_1 + r * T/rows
// (the point block of a cyclic coarsening in dimension 1, printed by the
// emitter as a loop), and stores those columns after the barrier.
//
// Legality (from the analysis and the nest, never from the kernel's name):
//  - a 2-D index space, a T x T work-group (the launch rounds the global
//    size up to multiples of T; the kernel's guard, evaluated at the
//    swapped coordinates, excludes the extra points, or without a guard
//    the geometry requires exact multiples);
//  - exactly one store to __global memory, a plain assignment executed
//    once by every valid point (at the top of the guard's body), whose
//    address is a function of the coordinates and of values no statement
//    changes (so the partner can compute it);
//  - no other work-group fact (barrier, __local memory, local or group ids,
//    atomics, a stated work-group size) and no `return` (every work-item
//    must reach the barrier);
//  - the stored array is not read: a kernel that reads what it stores
//    (`a[x * H + y] = a[y * W + x]`, in place) is refused.
// Under these conditions the reads and writes of every work-item are those
// of the original, only the write of point p is made by another work-item
// of p's group after a barrier that follows p's reads. For a kernel without
// data races (what every pass assumes) this gives the same result even when
// two parameters point into the same buffer: a location one work-item
// writes is touched by no other work-item, and its own reads precede the
// barrier.
//
// Profitability (NotProfitable otherwise): the store's index has
// coefficient 1 in get_global_id(1) and is strided in get_global_id(0);
// every load is coalesced (or the same element) along dimension 0.
//
//===----------------------------------------------------------------------===//

#include "NestHelpers.h"
#include "PassParams.h"
#include "PassUtils.h"
#include "StagePartner.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::stage;

namespace {

class StagePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "stage"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  std::optional<Reject> plan(KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

/// The store the pass stages, as found in the nest.
struct StoreSite {
  const MemoryAccess *Access = nullptr;
  /// The statement list holding the store (the guard's body, or the point
  /// body without a guard) and its position there.
  StmtList *List = nullptr;
  size_t Index = 0;
};

} // namespace

static const int64_t DefaultTile = 16;

/// The point loop when it is the whole body (no pass changed it yet).
static Stmt *wholePointLoop(KernelNest &N) {
  if (N.Body.size() != 1 || N.Body[0]->Kind != StmtKind::PointLoop)
    return nullptr;
  return N.Body[0].get();
}

static const MemoryAccess *findAccess(const KernelInfo &K, unsigned Number) {
  for (const MemoryAccess &A : K.Accesses)
    if (A.Number == Number)
      return &A;
  return nullptr;
}

/// Whether S is `ARRAY[index] = value;` for access Number.
static bool isStoreOf(const Stmt &S, unsigned Number) {
  if (S.Kind != StmtKind::ExprStmt || !S.E || !isBinary(*S.E, BinaryOp::Assign))
    return false;
  const ExprP &L = S.E->Ops[0];
  return L->Kind == ExprKind::Global && L->Access == int(Number);
}

/// The store writes an array nothing reads, with a known element size, at
/// an affine index strided along dimension 0 and contiguous along 1.
static std::optional<Reject> checkStoreShape(const KernelInfo &K,
                                             const MemoryAccess &Store) {
  const ArrayInfo *Arr = K.findArray(Store.Array);
  if (Store.Kind != AccessKind::Write || !Arr || Arr->Kind != AccessKind::Write)
    return makeReject(RejectKind::StoreAliasesLoad,
                      "'" + Store.Array +
                          "' is also read; staging its store would need "
                          "proof that no work-item reads what another stores",
                      Store.Pos);
  const KernelParam *Param = K.findParam(Store.Array);
  if (!Param || !Param->ElementSize)
    return makeReject(RejectKind::UnsupportedKernel,
                      "the size of an element of '" + Store.Array +
                          "' is not known",
                      Store.Pos);
  if (!Store.Index)
    return makeReject(RejectKind::UnknownAccess,
                      "index of '" + Store.Array + "' is not proven affine: " +
                          Store.Why.Message,
                      Store.Pos);
  if (Store.Coalesce == Coalescing::Coalesced ||
      Store.Coalesce == Coalescing::Broadcast)
    return makeReject(RejectKind::NotProfitable,
                      "the store to '" + Store.Array +
                          "' is already " + coalescingName(Store.Coalesce) +
                          " along dimension 0",
                      Store.Pos);
  if (Store.Coalesce != Coalescing::Strided)
    return makeReject(RejectKind::UnknownAccess,
                      "the store to '" + Store.Array +
                          "' is not proven strided along dimension 0",
                      Store.Pos);
  if (Store.Index->coeff(IndexVar::globalId(1)) != ParamPoly::constant(1) ||
      Store.Index->dependsOn(IndexVarKind::LoopCounter))
    return makeReject(RejectKind::NotProfitable,
                      "the store to '" + Store.Array +
                          "' is not contiguous along dimension 1 (" +
                          Store.Array + "[" + Store.Index->str() +
                          "]): staging would not make it coalesced",
                      Store.Pos);
  return std::nullopt;
}

/// The one store to global memory of the kernel, written in the kernel
/// itself; Store is set when there is one.
static std::optional<Reject> findTheStore(const KernelInfo &K,
                                          const MemoryAccess *&Store) {
  std::vector<const MemoryAccess *> Stores;
  for (const MemoryAccess &A : K.Accesses)
    if (A.Kind != AccessKind::Read)
      Stores.push_back(&A);
  if (Stores.empty())
    return makeReject(RejectKind::NotOneStore,
                      "kernel stores nothing to global memory", K.Pos);
  if (Stores.size() > 1)
    return makeReject(RejectKind::NotOneStore,
                      "kernel stores to global memory " +
                          std::to_string(Stores.size()) +
                          " times; staging needs exactly one store",
                      Stores[1]->Pos);
  Store = Stores.front();
  if (!Store->Function.empty())
    return makeReject(RejectKind::NotOneStore,
                      "the store to '" + Store->Array + "' is in function '" +
                          Store->Function + "'",
                      Store->Pos);
  return std::nullopt;
}

/// The kernel-level facts: dimensions, work-group facts, one unconditional
/// store of an array that is not read, its profitability, coalesced loads.
static std::optional<Reject> checkAnalysis(const KernelNest &N,
                                           const KernelInfo &K,
                                           const MemoryAccess *&Store) {
  if (N.Unsupported)
    return *N.Unsupported;
  if (N.WorkGroupBound)
    return *N.WorkGroupBound;
  if (N.WorkDim != 2)
    return makeReject(RejectKind::WorkDimMismatch,
                      "kernel has a " + std::to_string(N.WorkDim) +
                          "-D index space; staging a store through a tile "
                          "needs 2-D",
                      K.Pos);
  if (std::optional<Reject> Why = findTheStore(K, Store))
    return Why;
  if (std::optional<Reject> Why = checkStoreShape(K, *Store))
    return Why;
  for (const MemoryAccess &A : K.Accesses) {
    if (A.Kind != AccessKind::Read)
      continue;
    if (A.Coalesce == Coalescing::Coalesced || A.Coalesce == Coalescing::Broadcast)
      continue;
    return makeReject(RejectKind::NotProfitable,
                      "the load of '" + A.Array + "' is " +
                          (A.Coalesce == Coalescing::Strided
                               ? "strided"
                               : "not proven coalesced") +
                          " along dimension 0; staging the store would leave "
                          "it uncoalesced",
                      A.Pos);
  }
  return std::nullopt;
}

/// The nest-level facts: the store is one plain assignment that every valid
/// point runs once, nothing returns, and the partner can compute the
/// store's address and validity. Site receives where the store is.
static std::optional<Reject> checkNest(KernelNest &N, const KernelInfo &K,
                                       const MemoryAccess &Store,
                                       StoreSite &Site) {
  Stmt *PL = wholePointLoop(N);
  if (!PL)
    return makeReject(RejectKind::ParamConflict,
                      "another pass changed the kernel's body; staging works "
                      "on the body as written",
                      K.Pos);
  const Stmt *Ret = nullptr;
  visitStmts(PL->Body, [&](const Stmt &S) {
    if (!Ret && S.Kind == StmtKind::Return)
      Ret = &S;
  });
  if (Ret)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel returns here; every work-item must reach the "
                      "barrier (only a leading `if (i >= N) return;` guard can "
                      "return)",
                      Ret->Pos);
  StmtList *List = &PL->Body;
  for (StmtP &S : PL->Body)
    if (S->IsGuard)
      List = &S->Body;
  Site = StoreSite();
  for (size_t I = 0; I < List->size(); ++I)
    if (isStoreOf(*(*List)[I], Store.Number)) {
      Site.List = List;
      Site.Index = I;
    }
  if (!Site.List)
    return makeReject(RejectKind::NotOneStore,
                      "the store to '" + Store.Array +
                          "' is not a plain assignment that every valid point "
                          "runs once (it is under a condition, in a loop, or "
                          "part of another expression)",
                      Store.Pos);
  Site.Access = &Store;
  // The partner must compute the address and the validity of the point.
  std::set<VarId> Assigned = changedVarsIn(PL->Body);
  PartnerView Check(N, Assigned, /*Create=*/false);
  std::string Why;
  const ExprP &Index = (*List)[Site.Index]->E->Ops[0]->Ops[0];
  if (!Check.at(Index, Why))
    return makeReject(RejectKind::UnknownAccess,
                      "the index of '" + Store.Array +
                          "' cannot be computed by another work-item: " + Why,
                      Store.Pos);
  for (const auto &[D, C] : N.ValidityOrder)
    if (!Check.at(C, Why))
      return makeReject(RejectKind::GuardNotSeparable,
                        "the kernel's guard cannot be evaluated for another "
                        "work-item's point: " + Why,
                        N.GuardPos);
  return std::nullopt;
}

/// Why the parameters cannot be honoured with the blocks earlier passes
/// planned, or nullopt.
static std::optional<Reject> checkBlocks(const KernelNest &N,
                                         const KernelInfo &K,
                                         int64_t OwnRows = 1) {
  for (unsigned D = 0; D < 3; ++D) {
    const DimBlock &B = N.Blocks[D];
    int64_t Rows = D == 1 ? OwnRows : 1;
    if (B.Factor != Rows || B.Vector != 1 || B.Multiplier != 1 ||
        (Rows > 1 && (B.Dist != Distribution::Cyclic || B.Chunk != 1)))
      return makeReject(RejectKind::ParamConflict,
                        "staging needs one point per work-item (no coarsen, "
                        "vector or reduce)",
                        K.Pos);
  }
  return std::nullopt;
}

PassSpace StagePass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  PassSpace S;
  const MemoryAccess *Store = nullptr;
  if (std::optional<Reject> Why = checkAnalysis(CNest, Ctx.Kernel, Store)) {
    S.NotApplicable = *Why;
    return S;
  }
  // checkNest creates nothing when it only checks; the nest is the
  // prototype every run clones, so it must stay as it is.
  auto &Nest = const_cast<KernelNest &>(CNest);
  StoreSite Site;
  if (std::optional<Reject> Why = checkNest(Nest, Ctx.Kernel, *Store, Site)) {
    S.NotApplicable = *Why;
    return S;
  }
  ParamSpec Tile;
  Tile.Name = "tile";
  Tile.Domain = powersOfTwo(8, 32);
  Tile.Default = DefaultTile;
  Tile.Doc = "T: the T x T work-group stages its stores through a T x T "
             "__local tile";
  S.Params.push_back(Tile);
  S.Params.push_back(ParamSpec::numbers(
      "pad", {0, 1}, 1, "one extra column in the tile against bank conflicts"));
  ParamSpec Rows;
  Rows.Name = "rows";
  Rows.Domain = powersOfTwo(1, 8);
  Rows.Default = 1;
  Rows.Doc = "tile rows per work-item: the work-group is T x T/rows, each "
             "work-item stages rows points T/rows apart";
  S.Params.push_back(Rows);

  Constraint WG;
  WG.Name = "work-group-is-tile";
  WG.Doc = "with wgshape set, wgshape.d0 = stage.tile and wgshape.d1 = "
           "stage.tile / stage.rows";
  WG.Holds = [](const ParamValues &V) {
    std::optional<int64_t> D0 = params::workGroupExtent(V, 0),
                           D1 = params::workGroupExtent(V, 1);
    int64_t T = V.getOr("stage", "tile", DefaultTile);
    int64_t R = V.getOr("stage", "rows", 1);
    return (!D0 || *D0 == T) && (!D1 || *D1 * R == T);
  };
  S.Constraints.push_back(WG);
  Constraint One;
  One.Name = "one-point-per-work-item";
  One.Doc = "staging works on the body as written and places the points "
            "itself (stage.rows): coarsen.d0 = coarsen.d1 = 1, and no local, "
            "reduce, private or vector";
  One.Holds = [](const ParamValues &V) {
    for (const char *Pass : {"local", "reduce", "private", "vector"})
      if (V.enables(Pass))
        return false;
    return params::coarsenFactor(V, 0) == 1 && params::coarsenFactor(V, 1) == 1;
  };
  S.Constraints.push_back(One);
  return S;
}

static unsigned elementSize(const KernelInfo &K, const MemoryAccess &Store) {
  const KernelParam *P = K.findParam(Store.Array);
  return P ? P->ElementSize : 0;
}

std::optional<Reject> StagePass::plan(KernelNest &Nest,
                                      const PassContext &Ctx) const {
  const MemoryAccess *Store = nullptr;
  if (std::optional<Reject> Why = checkAnalysis(Nest, Ctx.Kernel, Store))
    return Why;
  if (std::optional<Reject> Why = checkBlocks(Nest, Ctx.Kernel))
    return Why;
  int64_t T = Ctx.Values.getOr("stage", "tile", DefaultTile);
  int64_t Pad = Ctx.Values.getOr("stage", "pad", 1);
  int64_t R = Ctx.Values.getOr("stage", "rows", 1);
  unsigned Size = elementSize(Ctx.Kernel, *Store);
  int64_t Bytes = T * (T + Pad) * Size;
  if (Bytes > MaxLocalTileBytes)
    return makeReject(RejectKind::ParamConflict,
                      "a " + std::to_string(T) + " x " + std::to_string(T) +
                          " tile of '" + Store->Array + "' needs " +
                          std::to_string(Bytes) + " bytes of local memory (limit " +
                          std::to_string(MaxLocalTileBytes) + ")",
                      Store->Pos);
  // The tile is the work-group's: fixed here so that the geometry rounds
  // the global size up to multiples of T (wgshape, when set, agrees). With
  // several rows per work-item, work-item l1 of the group has the rows
  // l1 + r * T/rows (cyclic: neighbours in l1 stay neighbours in the tile).
  Nest.Blocks[0].Local = T;
  Nest.Blocks[1].Local = T / R;
  if (R > 1) {
    Nest.Blocks[1].Factor = R;
    Nest.Blocks[1].Dist = Distribution::Cyclic;
    Nest.Blocks[1].Chunk = 1;
  }
  return std::nullopt;
}

static ExprP barrierCall() {
  return call("barrier", {leaf("CLK_LOCAL_MEM_FENCE")});
}

namespace {
/// The tile's shape: Tile x (Tile + Pad) elements, Rows points per
/// work-item (the work-group is Tile x Tile / Rows).
struct StageShape {
  int64_t Tile, Rows, Pad;
};
} // namespace

/// Declares lid_d, grp_first_d and the __local tile st_ARRAY.
static VarId declareTile(KernelNest &Nest, const KernelInfo &K,
                         const MemoryAccess &Store, const StageShape &Shape) {
  for (unsigned D = 0; D < 2; ++D) {
    auto &DV = Nest.DimVars[D];
    if (!DV.Lid)
      DV.Lid = Nest.addGeneratedVar("lid_" + std::to_string(D), constIntType());
    if (!DV.GroupFirst)
      DV.GroupFirst = Nest.addGeneratedVar("grp_first_" + std::to_string(D),
                                           Nest.IdTypes[D].withConst());
  }
  const KernelParam *KP = K.findParam(Store.Array);
  ValueType Elem = KP && !KP->ElementType.spelling().empty()
                       ? KP->ElementType
                       : ValueType::scalar("float");
  VarId Tile = Nest.addGeneratedVar("st_" + Store.Array,
                                    Elem.inAddressSpace(AddressSpace::Local));
  Nest.var(Tile).Dims = {intLit(Shape.Tile), intLit(Shape.Tile + Shape.Pad)};
  return Tile;
}

/// Phase 2: each work-item stores the tile's column lid_1 (+ r * T/rows),
/// row lid_0, which is the point of its partner work-item: its validity and
/// its address computed for the partner. Global is the original store's
/// target, StorePos its position.
static StmtList partnerStores(KernelNest &Nest, VarId Tile, const StageShape &Shape,
                              const ExprP &Global, SourcePos StorePos) {
  ExprP Lid0 = varRef(*Nest.DimVars[0].Lid), Lid1 = varRef(*Nest.DimVars[1].Lid);
  std::set<VarId> Assigned = changedVarsIn(wholePointLoop(Nest)->Body);
  // With several rows per work-item, the partner points are row
  // lid_1 + r * T/rows of the tile, r < rows: a loop around phase 2.
  std::optional<VarId> RowVar;
  ExprP Row = Lid1;
  if (Shape.Rows > 1) {
    RowVar = Nest.addGeneratedVar("r", intType());
    Row = add(Lid1, mul(varRef(*RowVar), intLit(Shape.Tile / Shape.Rows)));
  }
  PartnerView Partner(Nest, Assigned, /*Create=*/true, Row);
  std::string Why;
  ExprP Cond;
  for (const auto &[D, C] : Nest.ValidityOrder) {
    ExprP At = Partner.at(C, Why);
    assert(At && "checked by checkNest");
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, At) : At;
  }
  // The values the partner's guard needs come before it; those only its
  // address needs come after it, so that nothing the original computes only
  // for valid points (an index that may overflow outside the problem) is
  // computed for a partner outside it.
  size_t GuardDecls = Partner.Decls.size();
  ExprP Index = Partner.at(Global->Ops[0], Why);
  assert(Index && "checked by checkNest");
  auto Out = std::make_shared<Expr>(*Global);
  Out->Ops = {Index};
  Out->Access = -1;
  StmtP StoreStmt = Stmt::exprStmt(binary(
      BinaryOp::Assign, Out, localRef(Nest.var(Tile).Name, {Lid0, Row})));
  StoreStmt->Pos = StorePos;

  StmtList Phase2, AddressDecls;
  for (size_t I = 0; I < Partner.Decls.size(); ++I)
    (I < GuardDecls ? Phase2 : AddressDecls).push_back(std::move(Partner.Decls[I]));
  if (Cond) {
    StmtList Then = std::move(AddressDecls);
    Then.push_back(std::move(StoreStmt));
    Phase2.push_back(Stmt::ifStmt(Cond, std::move(Then)));
  } else {
    for (StmtP &D : AddressDecls)
      Phase2.push_back(std::move(D));
    Phase2.push_back(std::move(StoreStmt));
  }
  if (!RowVar)
    return Phase2;
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  Loop->For.Canonical = true;
  Loop->For.Counter = *RowVar;
  Loop->For.Lower = intLit(0);
  Loop->For.Upper = intLit(Shape.Rows);
  Loop->For.Step = 1;
  Loop->For.Role = LoopRole::StageRows;
  Loop->Body = std::move(Phase2);
  StmtList Rows;
  Rows.push_back(std::move(Loop));
  return Rows;
}

/// The comment before phase 2: whose points a work-item stores.
static StmtP partnerComment(const KernelNest &Nest, const StageShape &Shape) {
  std::string L0 = Nest.var(*Nest.DimVars[0].Lid).Name;
  std::string L1 = Nest.var(*Nest.DimVars[1].Lid).Name;
  std::string Partners =
      Shape.Rows > 1 ? "tile column " + L1 + " + r * " +
                           std::to_string(Shape.Tile / Shape.Rows) + ", row " +
                           L0 + " (the points of other work-items)"
                     : "the point of work-item (" + L1 + ", " + L0 + ")";
  return Stmt::comment("store " + Partners + ": consecutive " + L0 +
                       ", consecutive addresses");
}

llvm::Expected<PassOutcome> StagePass::run(KernelNest &Nest,
                                           const PassContext &Ctx,
                                           RemarkSink &Remarks) const {
  const MemoryAccess *Store = nullptr;
  if (std::optional<Reject> Why = checkAnalysis(Nest, Ctx.Kernel, Store))
    return PassOutcome::notApplied(*Why);
  StageShape Shape{Ctx.Values.getOr("stage", "tile", DefaultTile),
                   Ctx.Values.getOr("stage", "rows", 1),
                   Ctx.Values.getOr("stage", "pad", 1)};
  int64_t T = Shape.Tile, R = Shape.Rows;
  if (std::optional<Reject> Why = checkBlocks(Nest, Ctx.Kernel, R))
    return PassOutcome::notApplied(*Why);
  if (Nest.Blocks[0].Local != T || Nest.Blocks[1].Local * R != T)
    return PassOutcome::notApplied(makeReject(
        RejectKind::ParamConflict,
        "the work-group is not " + std::to_string(T) + " x " +
            std::to_string(T / R) + " (wgshape must agree with stage)",
        Ctx.Kernel.Pos));
  StoreSite Site;
  if (std::optional<Reject> Why = checkNest(Nest, Ctx.Kernel, *Store, Site))
    return PassOutcome::notApplied(*Why);

  // From here on nothing refuses: every check above passed.
  VarId Tile = declareTile(Nest, Ctx.Kernel, *Store, Shape);
  // Phase 1: the point's value goes to the tile, row lid_1, column lid_0.
  Stmt &S = *(*Site.List)[Site.Index];
  ExprP Global = S.E->Ops[0];
  S.E = binary(BinaryOp::Assign,
               localRef(Nest.var(Tile).Name, {workItem("clopt.local_coord", 1),
                                              varRef(*Nest.DimVars[0].Lid)}),
               S.E->Ops[1]);
  StmtList Phase2 = partnerStores(Nest, Tile, Shape, Global, S.Pos);

  StmtList Body;
  Body.push_back(Stmt::decl(Tile, nullptr));
  Body.push_back(std::move(Nest.Body[0]));
  Body.push_back(Stmt::exprStmt(barrierCall()));
  Body.push_back(partnerComment(Nest, Shape));
  for (StmtP &P : Phase2)
    Body.push_back(std::move(P));
  Nest.Body = std::move(Body);

  LocalArray LA;
  LA.Var = Tile;
  LA.Source = Store->Array;
  LA.Extents = {T, T + Shape.Pad};
  LA.ElementSize = elementSize(Ctx.Kernel, *Store);
  Nest.LocalArrays.push_back(LA);
  // The kernel depends on its work-group shape now: state it, unless
  // wgshape (which runs later and agrees) does, or the kernel's text is
  // not its own to put an attribute before.
  if (!Ctx.Values.enables("wgshape") && !Nest.SharedText)
    Nest.Attributes.push_back("__attribute__((reqd_work_group_size(" +
                              std::to_string(T) + ", " + std::to_string(T / R) +
                              ", 1)))");
  Remarks.passed("stage", Store->Pos,
                 "staged the store to '" + Store->Array + "' through a " +
                     std::to_string(T) + " x " + std::to_string(T + Shape.Pad) +
                     " __local tile" +
                     (R > 1 ? ", " + std::to_string(R) + " rows per work-item"
                            : std::string()));
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createStagePass() {
  static StagePass P;
  return P;
}
} // namespace clopt
