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
// work-group has wg * outputs work-items), subgroup (0|1), and where a load
// is contiguous in the output's id (a column sum), layout (lanes|outputs:
// which of the two are neighbouring work-items).
// Launch: global[0] = roundUp(G0 * wg, wg * outputs), local[0] = wg * outputs.
//
// This file holds the pass and its space; legality is in ReduceLegality.cpp,
// the rewrite in ReduceRewrite.cpp.
//
// Each lane starts from the operator's identity (0, 1, +-INFINITY, INT_MAX,
// ...), not from the first element: a lane may get no element at all when
// the loop is shorter than wg. The original initial value is combined once,
// by lane 0, after the tree: `sum = sum + part_sum`.
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "NestHelpers.h"
#include "ReduceShape.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::reduce;

namespace {

class ReducePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "reduce"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  bool reassociates() const override { return true; }
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
  bool acceptsAtomics() const override { return true; }
};
} // namespace

static const int64_t MaxGroup = 1024;
//===----------------------------------------------------------------------===//
// Space
//===----------------------------------------------------------------------===//

static ParamSpec subgroupParam() {
  return ParamSpec::numbers("subgroup", {0, 1}, 0,
                            "combine with sub_group_reduce_* where the device has "
                            "cl_khr_subgroups (local-memory tree otherwise)");
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

/// The lanes step the loop by wg times its step: after its last iteration
/// a lane's counter may pass the bound by that much, which must fit the
/// counter's type (strideFitsCondition); the condition goes to the nest.
static std::optional<Reject> lanesOverflow(const KernelNest &N, const KernelInfo &K,
                                           const ReductionShape &Shape, int64_t Lanes,
                                           KernelNest *Record = nullptr) {
  const ForInfo &F = Shape.Loop->For;
  std::optional<std::string> Fits = strideFitsCondition(N, K, F, Lanes * F.Step);
  std::optional<std::string> Starts =
      offsetStartFitsCondition(N, K, F, (Lanes - 1) * F.Step);
  if (!Fits || !Starts)
    return makeReject(RejectKind::UnsupportedKernel,
                      "a bound of loop '" + N.var(F.Counter).Name +
                          "' is not an expression of scalar arguments (or counts an "
                          "unsigned type from a bound that is not constant): no "
                          "precondition can keep the lanes' counters from "
                          "overflowing its type",
                      Shape.Loop->Pos);
  if (Record) {
    addStrideCondition(*Record, *Fits);
    addStrideCondition(*Record, *Starts);
  }
  return std::nullopt;
}

static const int64_t MinAdjacentOutputs = 16;

/// The layout parameter, where some load is contiguous in dimension 0's id
/// (a column sum, `acc += r[i] * A[i * n + j]`): neighbouring work-items
/// then compute neighbouring outputs of one group, each lane of an output
/// striding over the loop. Such a group needs enough outputs to read a
/// contiguous run (16 or more) and few lanes, so wg and outputs get the
/// domains of both layouts and a constraint keeps each to its own. It is
/// the default where no load that differs between outputs is contiguous in
/// the loop's counter (LanesAdjacent cannot coalesce those); with
/// CounterLayout false, the only layout.
static void addOutputsAdjacent(PassSpace &S, bool CounterLayout, bool OutputLoadAlongCounter) {
  ParamSpec Layout;
  Layout.Name = "layout";
  Layout.Domain = {{0, "lanes"}, {1, "outputs"}};
  if (!CounterLayout)
    Layout.Domain.erase(Layout.Domain.begin());
  bool Adjacent = !CounterLayout || !OutputLoadAlongCounter;
  Layout.Default = Adjacent ? 1 : 0;
  Layout.Doc = "lanes: the lanes of one output are neighbouring work-items; "
               "outputs: neighbouring work-items compute neighbouring outputs";
  ParamSpec &W = S.Params[0], &R = S.Params[1];
  W.Domain = powersOfTwo(2, 512);
  R.Domain = powersOfTwo(1, 64);
  if (Adjacent) {
    W.Default = 8;
    R.Default = 32;
  }
  S.Params.push_back(Layout);
  Constraint Shapes;
  Shapes.Name = "layout-shape";
  Shapes.Doc = "reduce.layout=lanes needs reduce.wg >= 32 and reduce.outputs <= 8 "
               "(e.g. --set reduce.wg=64 --set reduce.outputs=1); reduce.layout=outputs "
               "needs reduce.outputs >= " +
               std::to_string(MinAdjacentOutputs) +
               " and reduce.wg <= 64 (e.g. --set reduce.wg=8 --set reduce.outputs=32)";
  Shapes.Holds = [](const ParamValues &V) {
    int64_t Wg = V.getOr("reduce", "wg", 64), Outputs = V.getOr("reduce", "outputs", 1);
    if (V.getOr("reduce", "layout", 0) == 0)
      return Wg >= 32 && Outputs <= 8;
    return Outputs >= MinAdjacentOutputs && Wg <= 64;
  };
  S.Constraints.push_back(Shapes);
}

PassSpace ReducePass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported && !CNest.AtomicsOnly)
    return unsupportedSpace(CNest);
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
  if (std::optional<Reject> R = lanesOverflow(CNest, Ctx.Kernel, Shape, 1)) {
    S.NotApplicable = R;
    return S;
  }
  LoopLoads Loads = loopLoads(Ctx.Kernel, LoopNo);
  if (!Loads.AlongCounter && !Loads.AlongOutputs) {
    // The analysis names the counter; the nest has none for a loop it
    // keeps in its written form (a step given by a parameter).
    const LoopInfo &Loop = Ctx.Kernel.Loops[LoopNo];
    const std::string &Counter = Loop.writtenCounter();
    std::string Why =
        Loop.CountsDown
            ? "loop '" + Counter + "' counts down, and lanes striding over a loop are "
              "formed only where a load moves up by one element per iteration; no "
              "load is contiguous in get_global_id(0) either"
            : "no load in loop '" + Counter + "' is contiguous in '" + Counter +
                  "' or in get_global_id(0): neither lanes striding over the loop nor "
                  "neighbouring outputs would read neighbouring elements";
    S.NotApplicable = makeReject(RejectKind::NotProfitable, Why, Shape.Loop->Pos);
    return S;
  }
  ParamSpec W = lanesParam();
  ParamSpec R;
  R.Name = "outputs";
  R.Domain = powersOfTwo(1, 8);
  R.Default = 1;
  R.Doc = "outputs per work-group (the work-group has wg * outputs items)";
  S.Params = {W, R, subgroupParam()};
  if (Loads.AlongOutputs)
    addOutputsAdjacent(S, Loads.AlongCounter, Loads.VaryingAlongCounter);
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
  S.Constraints.insert(S.Constraints.begin(), {Size, OneOutput, NoShape});
  return S;
}

llvm::Expected<PassOutcome> ReducePass::run(KernelNest &Nest,
                                            const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  int64_t W = Ctx.Values.getOr("reduce", "wg", 64);
  bool SG = Ctx.Values.getOr("reduce", "subgroup", 0) != 0;
  if (Nest.AtomicsOnly) {
    AtomicShape AS;
    if (std::optional<Reject> R = findAtomicShape(Nest, Ctx.Kernel, AS))
      return PassOutcome::notApplied(*R);
    int64_t Items = Ctx.Values.getOr("reduce", "items", 4);
    rewriteAtomicReduction(Nest, AS, W, Items, SG);
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
  int64_t R = Ctx.Values.getOr("reduce", "outputs", 1);
  if (SG && R > 1)
    return PassOutcome::notApplied(makeReject(
        RejectKind::ParamConflict, "reduce.subgroup=1 needs reduce.outputs=1",
        Ctx.Kernel.Pos));
  if (std::optional<Reject> Why = lanesOverflow(Nest, Ctx.Kernel, Shape, W, &Nest))
    return PassOutcome::notApplied(*Why);
  std::string Counter = Nest.var(Shape.Loop->For.Counter).Name;
  std::string Names;
  for (const Accumulator &A : Shape.Accs)
    Names += (Names.empty() ? "'" : ", '") + Nest.var(A.Var).Name + "' (" +
             reductionOpName(A.Op) + ")";
  // min and max give the same value in any order; sums and products of
  // floating-point values do not.
  if (llvm::any_of(Shape.Accs, [](const Accumulator &A) {
        return A.Type.IsFloat && (A.Op == ReductionOp::Add || A.Op == ReductionOp::Mul);
      }))
    Nest.ReassociatedBy.push_back("reduce");
  LaneLayout Layout = Ctx.Values.getOr("reduce", "layout", 0) == 1
                         ? LaneLayout::OutputsAdjacent
                         : LaneLayout::LanesAdjacent;
  rewriteReduction(Nest, Shape, W, R, Layout, SG);
  Remarks.passed("reduce", Shape.Loop->Pos,
                 std::to_string(W) + " work-items cooperate on each reduction "
                 "of " + Names + " across loop '" + Counter + "'" +
                 (Layout == LaneLayout::OutputsAdjacent && R > 1
                      ? "; neighbouring work-items compute neighbouring outputs"
                      : ""));
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createReducePass() {
  static ReducePass P;
  return P;
}
} // namespace clopt
