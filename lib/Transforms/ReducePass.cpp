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
  bool acceptsAtomics() const override { return true; }
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
  /// The conjunction of the guard's conditions (nested ifs), or null.
  ExprP Valid;
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
  // Nested `if`s on the coordinates (`if (i < N)` around
  // `if (get_global_id(0) == 0)`) make one condition.
  StmtList *Inner = &B;
  size_t At = I;
  while (At + 1 == Inner->size() && (*Inner)[At]->Kind == StmtKind::If &&
         (*Inner)[At]->Else.empty() &&
         dependsOnlyOnCoordinates(N, (*Inner)[At]->E)) {
    Stmt *If = (*Inner)[At].get();
    if (!Shape.Guard)
      Shape.Guard = If;
    Shape.Valid = Shape.Valid ? binary("&&", Shape.Valid, paren(If->E))
                              : If->E;
    Inner = &If->Body;
    Shape.Container = Inner;
    At = 0;
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
// Whole-array reductions written with atomics
//===----------------------------------------------------------------------===//

namespace {

/// One atomic update of the kernel: `atomic_add(&total[0], v);`.
struct AtomicUpdate {
  Stmt *S = nullptr;
  ReductionOp Op = ReductionOp::Add;
  /// The value the partial takes in: v, or 1 for atomic_inc. Negated: the
  /// update subtracts (atomic_sub, atomic_dec).
  ExprP Value;
  bool Negated = false;
};

/// Every work-item folds values into one location with atomics.
struct AtomicShape {
  std::vector<AtomicUpdate> Updates;
  ReductionOp Op = ReductionOp::Add;
  ExprP Target;        ///< &P[idx], the same in every update
  std::string Final;   ///< the atomic that adds a group's partial
  ScalarType Type;
  SourcePos Pos;
};

} // namespace

/// Classifies `atomic_xxx(p, v)`: the operator, the value, and whether it
/// subtracts; nullopt for atomics that are not reductions (xchg, cmpxchg,
/// and, or, xor).
static std::optional<AtomicUpdate> classifyAtomic(const Expr &Call) {
  llvm::StringRef Name = Call.Text;
  if (!Name.consume_front("atomic_") && !Name.consume_front("atom_"))
    return std::nullopt;
  AtomicUpdate U;
  if ((Name == "add" || Name == "sub") && Call.Ops.size() == 2) {
    U.Value = Call.Ops[1];
    U.Negated = Name == "sub";
  } else if ((Name == "inc" || Name == "dec") && Call.Ops.size() == 1) {
    U.Value = intLit(1);
    U.Negated = Name == "dec";
  } else if ((Name == "min" || Name == "max") && Call.Ops.size() == 2) {
    U.Op = Name == "min" ? ReductionOp::Min : ReductionOp::Max;
    U.Value = Call.Ops[1];
  } else {
    return std::nullopt;
  }
  return U;
}

static std::optional<Reject> findAtomicShape(KernelNest &N, const KernelInfo &K,
                                             AtomicShape &Shape) {
  Stmt *PL = N.pointLoop();
  if (!PL)
    return makeReject(RejectKind::UnsupportedKernel, "kernel has no body", K.Pos);
  std::optional<Reject> Err;
  auto Fail = [&](const std::string &Msg, SourcePos Pos) {
    if (!Err)
      Err = makeReject(RejectKind::UsesAtomics, Msg, Pos);
  };
  visitStmts(PL->Body, [&](Stmt &S) {
    auto Check = [&](const ExprP &E, bool Whole) {
      visitExpr(E, [&](const Expr &X) {
        if (X.Kind != ExprKind::Call || !llvm::StringRef(X.Text).starts_with("atom"))
          return;
        std::optional<AtomicUpdate> U = classifyAtomic(X);
        if (!U)
          return Fail("'" + X.Text + "' is not a reduction (add, sub, inc, "
                      "dec, min, max)", S.Pos);
        if (!Whole || &X != S.E.get())
          return Fail("the value returned by '" + X.Text + "' is used", S.Pos);
        U->S = &S;
        if (!Shape.Target) {
          Shape.Target = X.Ops[0];
          Shape.Op = U->Op;
          Shape.Pos = S.Pos;
          llvm::StringRef Prefix =
              llvm::StringRef(X.Text).starts_with("atomic_") ? "atomic_" : "atom_";
          Shape.Final = (Prefix + (U->Op == ReductionOp::Add   ? "add"
                                   : U->Op == ReductionOp::Min ? "min"
                                                               : "max"))
                            .str();
        } else if (!sameExpr(Shape.Target, X.Ops[0]) || Shape.Op != U->Op) {
          return Fail("atomics update different locations or with different "
                      "operators",
                      S.Pos);
        }
        Shape.Updates.push_back(*U);
      });
    };
    Check(S.E, S.Kind == StmtKind::ExprStmt);
    if (S.Kind == StmtKind::For) {
      Check(S.For.Cond, false);
      Check(S.For.Inc, false);
    }
  });
  if (Err)
    return Err;
  if (Shape.Updates.empty())
    return makeReject(RejectKind::UsesAtomics, "kernel uses atomics outside "
                      "its body", K.Pos);
  // The location must be the same for every work-item: a histogram (one
  // location per bin) is not a reduction.
  const Expr &Addr = *Shape.Target;
  const Expr *G = Addr.Ops.empty() ? nullptr : Addr.Ops[0].get();
  if (Addr.Kind != ExprKind::Unary || !G || G->Kind != ExprKind::Global ||
      !isUniform(N, G->Ops[0]))
    return makeReject(RejectKind::UsesAtomics,
                      "atomics update a location that differs between "
                      "work-items; only updates of one location are a "
                      "reduction",
                      Shape.Pos);
  const KernelParam *P = K.findParam(G->Text);
  std::optional<ScalarType> T =
      P ? parseScalarType(P->ElementType) : std::nullopt;
  if (!T || T->IsFloat || T->Lanes != 1)
    return makeReject(RejectKind::UsesAtomics,
                      "atomics update '" + G->Text + "' of a type the pass "
                      "does not combine",
                      Shape.Pos);
  Shape.Type = *T;
  if (containsKind(PL->Body, StmtKind::Return))
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel returns early (other than a leading guard)",
                      K.Pos);
  if (N.UsesGlobalSize & 1)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel uses get_global_size(0), which the pass changes",
                      K.Pos);
  // Nothing but the updates may write memory: check a copy without them.
  StmtList Copy = cloneList(PL->Body);
  visitStmts(Copy, [&](Stmt &S) {
    if (S.Kind == StmtKind::ExprStmt && S.E->Kind == ExprKind::Call &&
        llvm::StringRef(S.E->Text).starts_with("atom"))
      S.E = leaf("0");
  });
  for (const StmtP &S : Copy)
    if (const Stmt *W = findGlobalStore(*S))
      return makeReject(RejectKind::UsesAtomics,
                        "kernel writes memory besides its atomic updates",
                        W->Pos);
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1 || N.Blocks[D].Local > 0)
      return makeReject(RejectKind::ParamConflict,
                        "work-items already compute blocks of points or have "
                        "a fixed work-group",
                        K.Pos);
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Space
//===----------------------------------------------------------------------===//

static ParamSpec subgroupParam() {
  ParamSpec SG;
  SG.Name = "subgroup";
  SG.Domain = {{0, ""}, {1, ""}};
  SG.Default = 0;
  SG.Doc = "combine with sub_group_reduce_* where the device has "
           "cl_khr_subgroups (local-memory tree otherwise)";
  return SG;
}

static ParamSpec lanesParam() {
  ParamSpec W;
  W.Name = "wg";
  W.Domain = powersOfTwo(32, 512);
  W.Default = 64;
  W.Doc = "work-items (lanes) that cooperate on one output";
  return W;
}

/// The space of a whole-array reduction written with atomics.
static PassSpace atomicSpace(KernelNest &N, const PassContext &Ctx) {
  PassSpace S;
  AtomicShape Shape;
  if (std::optional<Reject> R = findAtomicShape(N, Ctx.Kernel, Shape)) {
    S.NotApplicable = R;
    return S;
  }
  ParamSpec W = lanesParam();
  W.Doc = "work-items per work-group; each group adds one partial with '" +
          Shape.Final + "'";
  ParamSpec C;
  C.Name = "items";
  C.Domain = powersOfTwo(1, 16);
  C.Default = 4;
  C.Doc = "points each work-item folds into its partial (strided by wg, "
          "coalesced)";
  S.Params = {W, C, subgroupParam()};
  return S;
}

PassSpace ReducePass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported && !CNest.AtomicsOnly)
    return unsupportedSpace(CNest);
  // The variant states its own work-group size; a second one would conflict.
  if (CNest.StatedWorkGroupSize) {
    PassSpace S;
    S.NotApplicable = *CNest.StatedWorkGroupSize;
    return S;
  }
  if (CNest.AtomicsOnly)
    return atomicSpace(const_cast<KernelNest &>(CNest), Ctx);
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
  ParamSpec W = lanesParam();
  ParamSpec R;
  R.Name = "outputs";
  R.Domain = powersOfTwo(1, 8);
  R.Default = 1;
  R.Doc = "outputs per work-group (the work-group has wg * outputs items)";
  S.Params = {W, R, subgroupParam()};
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
  NoShape.Doc = "reduce fixes the work-group itself; coarsen, wgshape and "
                "local (which implies wgshape) cannot be combined";
  NoShape.Holds = [](const ParamValues &V) {
    return !V.enables("wgshape") && !V.enables("local") &&
           !V.enables("coarsen");
  };
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
  void runAtomic(AtomicShape &A, int64_t Items);

private:
  KernelNest &N;
  ReductionShape &Shape;
  int64_t W, R;
  bool Subgroups;
  VarId Lane = 0;
  std::optional<VarId> Slot;
  std::vector<VarId> Parts, Locals;
  std::vector<ScalarType> Types;
  std::vector<ReductionOp> Ops;

  /// Per point by default: the rewritten body is the point loop's.
  VarId newVar(llvm::StringRef Base, llvm::StringRef Type, bool PerPoint = true) {
    return N.addGeneratedVar(Base, Type, PerPoint);
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
  void emitCombine(size_t A, StmtList &Out);
  void addAccumulator(std::string Name, const ScalarType &T,
                      StmtList &LocalDecls);
  void setGeometry();
};

} // namespace

void ReduceRewriter::emitTree(size_t A, StmtList &Out) {
  ReductionOp Op = Ops[A];
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
        combine(Op, Part, localElem(A, add(varRef(Lane), intLit(Stride)))))));
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
  ReductionOp Op = Ops[A];
  ExprP Part = varRef(Parts[A]);
  const char *Fn = Op == ReductionOp::Add   ? "sub_group_reduce_add"
                   : Op == ReductionOp::Min ? "sub_group_reduce_min"
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
      binary("=", Part, combine(Op, Part, localElem(A, varRef(G))))));
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
  auto ToPoint = [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      if (X->Kind == ExprKind::WorkItem && X->Text == "get_global_id" &&
          X->Dim == 0)
        return Point;
      return nullptr;
    });
  };
  rewriteExprs(PL.Body, ToPoint);
  if (Shape.Valid)
    Shape.Valid = ToPoint(Shape.Valid);

  // Partial accumulators and their __local arrays.
  for (const Accumulator &Acc : Shape.Accs)
    Ops.push_back(Acc.Op);
  std::map<VarId, ExprP> ToPart;
  StmtList LocalDecls;
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    const Accumulator &Acc = Shape.Accs[A];
    addAccumulator(N.var(Acc.Var).Name, Acc.Type, LocalDecls);
    ToPart[Acc.Var] = varRef(Parts.back());
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
    Body.push_back(Stmt::decl(*Valid, Shape.Valid));
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
  for (size_t A = 0; A < Shape.Accs.size(); ++A)
    emitCombine(A, Body);
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
  setGeometry();
}

void ReduceRewriter::addAccumulator(std::string Name, const ScalarType &T,
                                    StmtList &LocalDecls) {
  Parts.push_back(newVar("part_" + Name, T.Spelling));
  Types.push_back(T);
  Var L;
  L.Name = N.freshName("red_" + Name);
  L.Type = "__local " + T.Spelling;
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
  LA.ElementSize = T.Size;
  N.LocalArrays.push_back(LA);
}

void ReduceRewriter::emitCombine(size_t A, StmtList &Out) {
  Out.push_back(Stmt::comment("combine the lanes' partial " +
                              N.var(Locals[A]).Name.substr(4)));
  if (Subgroups && subgroupCapable(Ops[A], Types[A])) {
    Out.push_back(verbatim("#ifdef cl_khr_subgroups"));
    emitSubgroup(A, Out);
    Out.push_back(verbatim("#else"));
    emitTree(A, Out);
    Out.push_back(verbatim("#endif"));
    return;
  }
  emitTree(A, Out);
}

void ReduceRewriter::setGeometry() {
  for (unsigned D = 1; D < N.WorkDim; ++D)
    N.Blocks[D].Local = 1;
  std::string Shape3 = std::to_string(N.Blocks[0].Local) + ", 1, 1";
  N.Attributes.push_back("__attribute__((reqd_work_group_size(" + Shape3 + ")))");
  if (Subgroups) {
    N.Preamble.push_back("#ifdef cl_khr_subgroups");
    N.Preamble.push_back("#pragma OPENCL EXTENSION cl_khr_subgroups : enable");
    N.Preamble.push_back("#endif");
  }
}

/// Atomic form: work-group g folds points g*wg*items + lane + c*wg (the
/// cyclic block of coarsen) into one partial per lane, the tree combines
/// the lanes, and lane 0 adds the group's partial with one atomic.
void ReduceRewriter::runAtomic(AtomicShape &AS, int64_t Items) {
  Stmt &PL = *N.pointLoop();
  StmtList LocalDecls;
  std::string Name = AS.Target->Ops[0]->Text;
  addAccumulator(Name, AS.Type, LocalDecls);
  Ops.push_back(AS.Op);
  ExprP Part = varRef(Parts[0]);
  for (AtomicUpdate &U : AS.Updates) {
    ExprP Value = U.Value;
    if (AS.Op == ReductionOp::Add)
      U.S->E = binary(U.Negated ? "-=" : "+=", Part, Value);
    else
      U.S->E = binary("=", Part, combine(AS.Op, Part, Value));
  }
  Lane = newVar("lane", "const int", false);
  StmtList Body;
  for (StmtP &S : LocalDecls)
    Body.push_back(std::move(S));
  Body.push_back(Stmt::decl(Lane, call("get_local_id", {intLit(0)})));
  Body.push_back(Stmt::decl(Parts[0], identityValue(AS.Op, AS.Type)));
  N.var(Parts[0]).PerPoint = false;
  for (StmtP &S : N.Body)
    Body.push_back(std::move(S));
  (void)PL;
  emitCombine(0, Body);
  StmtList Final;
  Final.push_back(Stmt::exprStmt(call(AS.Final, {AS.Target, Part})));
  Body.push_back(Stmt::ifStmt(binary("==", varRef(Lane), intLit(0)),
                              std::move(Final)));
  N.Body = std::move(Body);
  N.Blocks[0].Factor = Items;
  N.Blocks[0].Dist = Distribution::Cyclic;
  N.Blocks[0].Local = W;
  setGeometry();
}

llvm::Expected<PassOutcome> ReducePass::run(KernelNest &Nest,
                                            const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  if (Nest.AtomicsOnly) {
    AtomicShape AS;
    if (std::optional<Reject> R = findAtomicShape(Nest, Ctx.Kernel, AS))
      return PassOutcome::notApplied(*R);
    int64_t W = Ctx.Values.getOr("reduce", "wg", 64);
    int64_t Items = Ctx.Values.getOr("reduce", "items", 4);
    bool SG = Ctx.Values.getOr("reduce", "subgroup", 0) != 0;
    ReductionShape Unused;
    ReduceRewriter(Nest, Unused, W, 1, SG).runAtomic(AS, Items);
    Remarks.passed("reduce", AS.Pos,
                   "each work-group of " + std::to_string(W) +
                       " work-items combines " + std::to_string(W * Items) +
                       " points and updates the result with one '" +
                       AS.Final + "'");
    return PassOutcome::applied();
  }
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
