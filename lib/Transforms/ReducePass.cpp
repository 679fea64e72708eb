//===- ReducePass.cpp - A work-group cooperates on each reduction ---------===//
//
// A work-item that accumulates a scalar across a loop (matvec's row dot
// product, row sums, maxima, norms, N-body force sums) reads its row alone:
// neighbouring work-items are a row apart, so nothing coalesces. This pass
// gives each output point `wg` work-items (lanes) instead of one, following
// NVIDIA's OpenCL best-practices listings 4 to 6:
//
//   lanes stride over the reduced loop           for (k = lane; k < N; k += wg)
//   each lane keeps a partial result             part_sum += A[i * N + k] * x[k];
//   partials meet in __local memory              red_sum[slot][lane] = part_sum;
//   a tree with sequential addressing combines   if (lane < 32) ... [lane + 32]
//   them (no bank conflicts), fully unrolled
//   with a barrier between steps
//   lane 0 runs the epilogue once per output     if (lane == 0) y[i] = sum;
//
// OpenCL gives no warp-synchronous guarantee, so every step of the tree has
// its barrier; `subgroup=1` replaces the tree with sub_group_reduce_* where
// the device has cl_khr_subgroups (checked by the compiler: #ifdef), keeping
// the tree as the fallback.
//
// The same rewrite turns the naive whole-array reduction -- one work-item
// looping over the array -- into one work-group looping with coalesced
// strided loads and a local tree.
//
// Parameters: wg (lanes per output), outputs (outputs per work-group: the
// work-group has wg * outputs work-items), subgroup (0|1).
// Launch: global[0] = roundUp(G0 * wg, wg * outputs), local[0] = wg * outputs.
//
// Each lane starts from the operator's identity (0, 1, +-INFINITY, INT_MAX,
// ...), not from the first element: a lane may get no element at all when
// the loop is shorter than wg. The original initial value is combined once,
// by lane 0, after the tree: `sum = sum + part_sum`.
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "NestHelpers.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class ReducePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "reduce"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

/// An accumulator of the reduction loop.
struct Accumulator {
  VarId Var = 0;
  ReductionOp Op = ReductionOp::Add;
  ScalarType Type;
  SourcePos Pos;
};

/// What legality found: where the loop is and what surrounds it.
struct ReductionShape {
  Stmt *PointLoop = nullptr;
  /// The `if` around prologue, loop and epilogue (the kernel's guard, or an
  /// `if` on the point's coordinates only), or null.
  Stmt *Guard = nullptr;
  /// The statements holding the loop (the guard's body, or the point's).
  StmtList *Container = nullptr;
  size_t LoopIndex = 0;
  Stmt *Loop = nullptr;
  std::vector<Accumulator> Accs;
};

} // namespace

static const int64_t MaxGroup = 1024;

//===----------------------------------------------------------------------===//
// Legality
//===----------------------------------------------------------------------===//

/// True when E may be evaluated identically by every lane of a point: it
/// reads no memory and no per-point variable other than coordinates.
static bool dependsOnlyOnCoordinates(const KernelNest &N, const ExprP &E) {
  bool Ok = true;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::Global || X.Kind == ExprKind::Subscript ||
        X.Kind == ExprKind::LocalRef)
      Ok = false;
    if (X.Kind == ExprKind::VarRef) {
      const Var &V = N.var(X.Var);
      if (V.PerPoint && !V.IsCoordinate)
        Ok = false;
    }
    if (X.Kind == ExprKind::Binary && isAssignment(X))
      Ok = false;
  });
  return Ok;
}

static std::optional<VarId> findDecl(const StmtList &L, llvm::StringRef Name,
                                     const KernelNest &N) {
  for (const StmtP &S : L)
    if (S->Kind == StmtKind::Decl && N.var(S->Var).Name == Name)
      return S->Var;
  return std::nullopt;
}

/// Finds the loop, the statements around it and the accumulators.
static std::optional<Reject> findShape(KernelNest &N, const KernelInfo &K,
                                       ReductionShape &Shape) {
  if (K.Reductions.empty())
    return makeReject(RejectKind::NoLoop,
                      "kernel has no reduction: no scalar accumulates across "
                      "a loop",
                      K.Pos);
  unsigned LoopNo = K.Reductions.front().Loop;
  for (const Reduction &R : K.Reductions)
    if (R.Loop != LoopNo)
      return makeReject(RejectKind::UnsupportedKernel,
                        "accumulators '" + K.Reductions.front().Accumulator +
                            "' and '" + R.Accumulator +
                            "' reduce across different loops",
                        R.Pos);
  Stmt *PL = N.pointLoop();
  Stmt *Loop = N.findLoop(LoopNo);
  if (!PL || !Loop)
    return makeReject(RejectKind::NonCanonicalLoop,
                      "the reduction loop is not canonical", K.Reductions[0].Pos);
  std::string Counter = N.var(Loop->For.Counter).Name;
  if (Loop->For.Role != "" || Loop->For.Limit)
    return makeReject(RejectKind::ParamConflict,
                      "loop '" + Counter + "' was tiled; reduce works on the "
                      "whole loop",
                      Loop->Pos);
  if (!Loop->For.DeclaresCounter)
    return makeReject(RejectKind::NonCanonicalLoop,
                      "loop '" + Counter + "' uses a counter declared outside "
                      "it; its final value would differ between lanes",
                      Loop->Pos);
  // The point body: coordinate declarations, then either the statements
  // around the loop or one `if` holding them.
  size_t I = 0;
  StmtList &B = PL->Body;
  while (I < B.size() && B[I]->Kind == StmtKind::Decl &&
         N.var(B[I]->Var).IsCoordinate && !containsStmt(*B[I], Loop))
    ++I;
  Shape.PointLoop = PL;
  Shape.Container = &B;
  if (I + 1 == B.size() && B[I]->Kind == StmtKind::If && B[I]->Else.empty() &&
      dependsOnlyOnCoordinates(N, B[I]->E)) {
    Shape.Guard = B[I].get();
    Shape.Container = &B[I]->Body;
  }
  StmtList &C = *Shape.Container;
  Shape.LoopIndex = C.size();
  for (size_t J = 0; J < C.size(); ++J)
    if (C[J].get() == Loop)
      Shape.LoopIndex = J;
  if (Shape.LoopIndex == C.size())
    return makeReject(RejectKind::UnsupportedKernel,
                      "loop '" + Counter + "' is nested in other statements; "
                      "the reduction loop must be a top-level statement of "
                      "the work-item's body (or of its guard)",
                      Loop->Pos);
  Shape.Loop = Loop;
  // Prologue: run by every lane, so it must not write memory.
  for (size_t J = 0; J < Shape.LoopIndex; ++J)
    if (const Stmt *S = findGlobalStore(*C[J]))
      return makeReject(RejectKind::UnsafeToPredicate,
                        "statement before the reduction loop writes memory; "
                        "every lane would run it",
                        S->Pos);
  if (const Stmt *S = findGlobalStore(*Loop))
    return makeReject(RejectKind::UnsupportedKernel,
                      "the reduction loop writes memory", S->Pos);
  if (containsKind(Loop->Body, StmtKind::Break) ||
      containsKind(Loop->Body, StmtKind::Continue) ||
      containsKind(B, StmtKind::Return))
    return makeReject(RejectKind::UnsupportedKernel,
                      "break, continue or return in the work-item's body",
                      Loop->Pos);
  // Accumulators: declared before the loop, in this point's body.
  std::set<VarId> Accs;
  for (const Reduction &R : K.Reductions) {
    std::optional<VarId> V = findDecl(C, R.Accumulator, N);
    if (!V || C.begin() + Shape.LoopIndex <
                  std::find_if(C.begin(), C.end(), [&](const StmtP &S) {
                    return S->Kind == StmtKind::Decl && S->Var == *V;
                  }))
      return makeReject(RejectKind::UnsupportedKernel,
                        "accumulator '" + R.Accumulator +
                            "' is not declared just before its loop",
                        R.Pos);
    Accumulator A;
    A.Var = *V;
    A.Op = R.Op;
    A.Pos = R.Pos;
    std::optional<ScalarType> T = parseScalarType(N.var(*V).Type);
    if (!T || T->Base == "half" || T->Base == "bool")
      return makeReject(RejectKind::UnsupportedKernel,
                        "accumulator '" + R.Accumulator + "' has type '" +
                            N.var(*V).Type + "', which the reduction cannot "
                            "combine",
                        R.Pos);
    if ((R.Op == ReductionOp::FMin || R.Op == ReductionOp::FMax) && !T->IsFloat)
      return makeReject(RejectKind::UnsupportedKernel,
                        "accumulator '" + R.Accumulator +
                            "' is not floating point but uses fmin/fmax",
                        R.Pos);
    A.Type = *T;
    Accs.insert(*V);
    Shape.Accs.push_back(A);
  }
  // Nothing else may carry a value from one iteration to the next.
  std::set<VarId> Assigned = assignedVarsIn(Loop->Body);
  std::set<VarId> Local = declaredVarsIn(Loop->Body);
  for (VarId V : Assigned)
    if (!Accs.count(V) && !Local.count(V) && V != Loop->For.Counter)
      return makeReject(RejectKind::UnsupportedKernel,
                        "variable '" + N.var(V).Name + "' carries a value "
                        "from one iteration of loop '" + Counter +
                            "' to the next; only accumulators may",
                        Loop->Pos);
  return std::nullopt;
}

/// True when some load in the loop is contiguous in its counter: lanes
/// striding over the counter then read neighbouring elements.
static bool hasContiguousLoad(const KernelInfo &K, unsigned LoopNo) {
  for (const MemoryAccess &A : K.Accesses) {
    if (A.Kind == AccessKind::Write || !A.Index ||
        !llvm::is_contained(A.Loops, LoopNo))
      continue;
    for (const auto &[V, C] : A.Index->coeffs())
      if (V.Kind == IndexVarKind::LoopCounter && V.Dim == LoopNo &&
          C.getConstant() == 1)
        return true;
  }
  return false;
}

static std::optional<Reject> checkLegality(KernelNest &N, const KernelInfo &K,
                                           ReductionShape &Shape) {
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1 || N.Blocks[D].Local > 0)
      return makeReject(RejectKind::ParamConflict,
                        "work-items already compute blocks of points or have "
                        "a fixed work-group (coarsen, wgshape); reduce sets "
                        "the work-group itself",
                        K.Pos);
  if (!N.LocalArrays.empty() || N.Jammed || N.GuardPredicated)
    return makeReject(RejectKind::ParamConflict,
                      "the kernel was already restructured (local, private)",
                      K.Pos);
  if (N.UsesGlobalSize & 1)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel uses get_global_size(0), which the lanes "
                      "change",
                      K.Pos);
  if (std::optional<Reject> R = findShape(N, K, Shape))
    return R;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Space
//===----------------------------------------------------------------------===//

PassSpace ReducePass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported)
    return unsupportedSpace(CNest);
  PassSpace S;
  // Legality only reads the nest.
  auto *Copy = const_cast<KernelNest *>(&CNest);
  ReductionShape Shape;
  if (std::optional<Reject> R = checkLegality(*Copy, Ctx.Kernel, Shape)) {
    S.NotApplicable = R;
    return S;
  }
  unsigned LoopNo = Ctx.Kernel.Reductions.front().Loop;
  if (!hasContiguousLoad(Ctx.Kernel, LoopNo)) {
    std::string Counter = Copy->var(Shape.Loop->For.Counter).Name;
    S.NotApplicable = makeReject(
        RejectKind::NotProfitable,
        "no load in loop '" + Counter + "' is contiguous in '" + Counter +
            "': lanes striding over it would not read neighbouring elements",
        Shape.Loop->Pos);
    return S;
  }
  ParamSpec W;
  W.Name = "wg";
  W.Domain = powersOfTwo(32, 512);
  W.Default = 64;
  W.Doc = "work-items (lanes) that cooperate on one output";
  ParamSpec R;
  R.Name = "outputs";
  R.Domain = powersOfTwo(1, 8);
  R.Default = 1;
  R.Doc = "outputs per work-group (the work-group has wg * outputs items)";
  ParamSpec SG;
  SG.Name = "subgroup";
  SG.Domain = {{0, ""}, {1, ""}};
  SG.Default = 0;
  SG.Doc = "combine with sub_group_reduce_* where the device has "
           "cl_khr_subgroups (local-memory tree otherwise)";
  S.Params = {W, R, SG};
  Constraint Size;
  Size.Name = "max-work-group-size";
  Size.Doc = "reduce.wg * reduce.outputs <= " + std::to_string(MaxGroup);
  Size.Holds = [](const ParamValues &V) {
    return V.getOr("reduce", "wg", 64) * V.getOr("reduce", "outputs", 1) <=
           MaxGroup;
  };
  Constraint OneOutput;
  OneOutput.Name = "subgroup-one-output";
  OneOutput.Doc = "reduce.subgroup=1 needs reduce.outputs=1 (which work-items "
                  "form a subgroup is up to the device)";
  OneOutput.Holds = [](const ParamValues &V) {
    return V.getOr("reduce", "subgroup", 0) == 0 ||
           V.getOr("reduce", "outputs", 1) == 1;
  };
  Constraint NoShape;
  NoShape.Name = "not-with-wgshape";
  NoShape.Doc = "reduce fixes the work-group itself; wgshape cannot be combined";
  NoShape.Holds = [](const ParamValues &V) { return !V.enables("wgshape"); };
  S.Constraints = {Size, OneOutput, NoShape};
  return S;
}

//===----------------------------------------------------------------------===//
// Rewrite
//===----------------------------------------------------------------------===//

namespace {

/// Builds the restructured point body.
class ReduceRewriter {
public:
  ReduceRewriter(KernelNest &N, ReductionShape &Shape, int64_t W, int64_t R,
                 bool Subgroups)
      : N(N), Shape(Shape), W(W), R(R), Subgroups(Subgroups) {}
  void run();

private:
  KernelNest &N;
  ReductionShape &Shape;
  int64_t W, R;
  bool Subgroups;
  VarId Lane = 0;
  std::optional<VarId> Slot;
  std::vector<VarId> Parts, Locals;

  VarId newVar(llvm::StringRef Base, llvm::StringRef Type, bool PerPoint = true) {
    Var V;
    V.Name = N.freshName(Base);
    V.Type = Type.str();
    V.Role = VarRole::Generated;
    V.PerPoint = PerPoint;
    return N.addVar(V);
  }
  ExprP localElem(size_t A, ExprP Index) const {
    if (!Slot)
      return localRef(N.var(Locals[A]).Name, {std::move(Index)});
    return localRef(N.var(Locals[A]).Name, {varRef(*Slot), std::move(Index)});
  }
  ExprP barrierCall() const {
    return call("barrier", {leaf("CLK_LOCAL_MEM_FENCE")});
  }
  void emitTree(size_t A, StmtList &Out);
  void emitSubgroup(size_t A, StmtList &Out);
};

} // namespace

void ReduceRewriter::emitTree(size_t A, StmtList &Out) {
  const Accumulator &Acc = Shape.Accs[A];
  ExprP Part = varRef(Parts[A]);
  Out.push_back(Stmt::exprStmt(binary("=", localElem(A, varRef(Lane)), Part)));
  Out.push_back(Stmt::exprStmt(barrierCall()));
  // Sequential addressing (listing 6): in each step the lower half of the
  // active lanes reads the upper half, so neighbouring lanes touch
  // neighbouring words. The steps are unrolled (wg is a constant) and each
  // has its barrier: lanes of one warp are not assumed to run in lockstep.
  for (int64_t Stride = W / 2; Stride >= 1; Stride /= 2) {
    StmtList Step;
    Step.push_back(Stmt::exprStmt(binary(
        "=", Part,
        combine(Acc.Op, Part, localElem(A, add(varRef(Lane), intLit(Stride)))))));
    if (Stride > 1)
      Step.push_back(
          Stmt::exprStmt(binary("=", localElem(A, varRef(Lane)), Part)));
    ExprP Active = Stride > 1 ? binary("<", varRef(Lane), intLit(Stride))
                              : binary("==", varRef(Lane), intLit(0));
    Out.push_back(Stmt::ifStmt(Active, std::move(Step)));
    // Lane 0 reads only its own result after the last step.
    if (Stride > 1)
      Out.push_back(Stmt::exprStmt(barrierCall()));
  }
}

void ReduceRewriter::emitSubgroup(size_t A, StmtList &Out) {
  const Accumulator &Acc = Shape.Accs[A];
  ExprP Part = varRef(Parts[A]);
  const char *Fn = Acc.Op == ReductionOp::Add ? "sub_group_reduce_add"
                   : Acc.Op == ReductionOp::Min ? "sub_group_reduce_min"
                                                : "sub_group_reduce_max";
  Out.push_back(Stmt::exprStmt(binary("=", Part, call(Fn, {Part}))));
  StmtList Leader;
  Leader.push_back(Stmt::exprStmt(binary(
      "=", localElem(A, call("get_sub_group_id", {})), Part)));
  Out.push_back(Stmt::ifStmt(
      binary("==", call("get_sub_group_local_id", {}), intLit(0)),
      std::move(Leader)));
  Out.push_back(Stmt::exprStmt(barrierCall()));
  // Which work-items form a subgroup is up to the device: lane 0 combines
  // every subgroup's result, in order.
  VarId G = newVar("sg", "uint", false);
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  Loop->For.Canonical = true;
  Loop->For.Counter = G;
  Loop->For.Lower = intLit(1);
  Loop->For.Upper = call("get_num_sub_groups", {});
  Loop->Body.push_back(Stmt::exprStmt(
      binary("=", Part, combine(Acc.Op, Part, localElem(A, varRef(G))))));
  StmtList First;
  First.push_back(Stmt::exprStmt(binary("=", Part, localElem(A, intLit(0)))));
  First.push_back(std::move(Loop));
  Out.push_back(Stmt::ifStmt(binary("==", varRef(Lane), intLit(0)),
                             std::move(First)));
}

static StmtP verbatim(llvm::StringRef Text) {
  auto S = std::make_unique<Stmt>();
  S->Kind = StmtKind::Verbatim;
  S->Text = Text.str();
  return S;
}

void ReduceRewriter::run() {
  Stmt &PL = *Shape.PointLoop;
  StmtList &C = *Shape.Container;
  Stmt &Loop = *Shape.Loop;

  // Lanes and slots: work-item l of a group is lane l % wg of slot l / wg,
  // so the lanes of one output are neighbours (coalesced loads).
  ExprP Lid = call("get_local_id", {intLit(0)});
  Lane = newVar("lane", "const int");
  StmtList Top;
  Top.push_back(Stmt::decl(Lane, R > 1 ? binary("%", Lid, intLit(W)) : Lid));
  ExprP Group = call("get_group_id", {intLit(0)});
  ExprP Point = Group;
  if (R > 1) {
    Slot = newVar("slot", "const int");
    Top.push_back(Stmt::decl(*Slot, binary("/", Lid, intLit(W))));
    Point = add(mul(Group, intLit(R)), varRef(*Slot));
  }
  // The point's coordinate along dimension 0 is now its group's (and slot's).
  rewriteExprs(PL.Body, [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      if (X->Kind == ExprKind::WorkItem && X->Text == "get_global_id" &&
          X->Dim == 0)
        return Point->Kind == ExprKind::Call ? Point : paren(Point);
      return nullptr;
    });
  });

  // Partial accumulators and their __local arrays.
  std::map<VarId, ExprP> ToPart;
  StmtList LocalDecls;
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    const Accumulator &Acc = Shape.Accs[A];
    std::string Name = N.var(Acc.Var).Name;
    VarId P = newVar("part_" + Name, Acc.Type.Spelling);
    Parts.push_back(P);
    ToPart[Acc.Var] = varRef(P);
    Var L;
    L.Name = N.freshName("red_" + Name);
    L.Type = "__local " + Acc.Type.Spelling;
    L.Dims = R > 1 ? std::vector<ExprP>{intLit(R), intLit(W)}
                   : std::vector<ExprP>{intLit(W)};
    L.Role = VarRole::Generated;
    VarId LV = N.addVar(L);
    Locals.push_back(LV);
    LocalDecls.push_back(Stmt::decl(LV, nullptr));
    LocalArray LA;
    LA.Var = LV;
    LA.Source = Name;
    LA.Extents = R > 1 ? std::vector<int64_t>{R, W} : std::vector<int64_t>{W};
    LA.ElementSize = Acc.Type.Size;
    N.LocalArrays.push_back(LA);
  }

  // The loop: lanes stride over it, accumulating into their partials.
  ForInfo &F = Loop.For;
  F.Lower = add(F.Lower, mul(varRef(Lane), intLit(F.Step)));
  F.Step *= W;
  F.Cond = nullptr;
  F.Inc = nullptr;
  rewriteExprs(Loop.Body, [&](const ExprP &E) { return substitute(E, ToPart); });

  // Prologue and loop, then the tree, then the epilogue for lane 0.
  StmtList Pre, Post;
  for (size_t J = 0; J < C.size(); ++J) {
    if (J < Shape.LoopIndex)
      Pre.push_back(std::move(C[J]));
    else if (J > Shape.LoopIndex)
      Post.push_back(std::move(C[J]));
  }
  StmtP LoopStmt = std::move(C[Shape.LoopIndex]);
  StmtList Body;
  for (StmtP &S : Top)
    Body.push_back(std::move(S));
  // Coordinate declarations before the guard stay first.
  StmtList &B = PL.Body;
  for (StmtP &S : B)
    if (S && S.get() != Shape.Guard && Shape.Guard)
      Body.push_back(std::move(S));
  for (size_t A = 0; A < Shape.Accs.size(); ++A)
    Body.push_back(Stmt::decl(Parts[A],
                              identityValue(Shape.Accs[A].Op, Shape.Accs[A].Type)));
  std::optional<VarId> Valid;
  if (Shape.Guard) {
    Valid = newVar("valid", "const bool");
    Body.push_back(Stmt::decl(*Valid, Shape.Guard->E));
    // Declarations of the prologue move before the `if` so that the
    // epilogue still sees them.
    for (StmtP &S : hoistDeclarations(N, Pre))
      Body.push_back(std::move(S));
    StmtList Then = std::move(Pre);
    Then.push_back(std::move(LoopStmt));
    Body.push_back(Stmt::ifStmt(varRef(*Valid), std::move(Then)));
  } else {
    for (StmtP &S : Pre)
      Body.push_back(std::move(S));
    Body.push_back(std::move(LoopStmt));
  }
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    const Accumulator &Acc = Shape.Accs[A];
    Body.push_back(Stmt::comment("combine the lanes' partial " +
                                 N.var(Acc.Var).Name));
    if (Subgroups && subgroupCapable(Acc.Op, Acc.Type)) {
      Body.push_back(verbatim("#ifdef cl_khr_subgroups"));
      emitSubgroup(A, Body);
      Body.push_back(verbatim("#else"));
      emitTree(A, Body);
      Body.push_back(verbatim("#endif"));
    } else {
      emitTree(A, Body);
    }
  }
  StmtList Epilogue;
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    ExprP Acc = varRef(Shape.Accs[A].Var);
    Epilogue.push_back(Stmt::exprStmt(binary(
        "=", Acc, combine(Shape.Accs[A].Op, Acc, varRef(Parts[A])))));
  }
  for (StmtP &S : Post)
    Epilogue.push_back(std::move(S));
  ExprP Lane0 = binary("==", varRef(Lane), intLit(0));
  Body.push_back(Stmt::ifStmt(Valid ? binary("&&", varRef(*Valid), Lane0) : Lane0,
                              std::move(Epilogue)));
  PL.Body = std::move(Body);

  StmtList NewTop;
  for (StmtP &S : LocalDecls)
    NewTop.push_back(std::move(S));
  for (StmtP &S : N.Body)
    NewTop.push_back(std::move(S));
  N.Body = std::move(NewTop);

  N.Blocks[0].Multiplier = W;
  N.Blocks[0].Local = W * R;
  for (unsigned D = 1; D < N.WorkDim; ++D)
    N.Blocks[D].Local = 1;
  std::string Shape3 = std::to_string(W * R) + ", 1, 1";
  N.Attributes.push_back("__attribute__((reqd_work_group_size(" + Shape3 + ")))");
  if (Subgroups) {
    N.Preamble.push_back("#ifdef cl_khr_subgroups");
    N.Preamble.push_back("#pragma OPENCL EXTENSION cl_khr_subgroups : enable");
    N.Preamble.push_back("#endif");
  }
}

llvm::Expected<PassOutcome> ReducePass::run(KernelNest &Nest,
                                            const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  ReductionShape Shape;
  if (std::optional<Reject> R = checkLegality(Nest, Ctx.Kernel, Shape))
    return PassOutcome::notApplied(*R);
  int64_t W = Ctx.Values.getOr("reduce", "wg", 64);
  int64_t R = Ctx.Values.getOr("reduce", "outputs", 1);
  bool SG = Ctx.Values.getOr("reduce", "subgroup", 0) != 0;
  if (SG && R > 1)
    return PassOutcome::notApplied(makeReject(
        RejectKind::ParamConflict, "reduce.subgroup=1 needs reduce.outputs=1",
        Ctx.Kernel.Pos));
  std::string Counter = Nest.var(Shape.Loop->For.Counter).Name;
  std::string Names;
  for (const Accumulator &A : Shape.Accs)
    Names += (Names.empty() ? "'" : ", '") + Nest.var(A.Var).Name + "' (" +
             reductionOpName(A.Op) + ")";
  ReduceRewriter(Nest, Shape, W, R, SG).run();
  Remarks.passed("reduce", Shape.Loop->Pos,
                 std::to_string(W) + " work-items cooperate on each reduction "
                 "of " + Names + " across loop '" + Counter + "'");
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createReducePass() {
  static ReducePass P;
  return P;
}
} // namespace clopt
