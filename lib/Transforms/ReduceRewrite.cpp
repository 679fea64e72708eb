//===- ReduceRewrite.cpp - Lanes, partials and the tree ---------------------===//
//
// The rewrite of the reduce pass: lanes stride over the reduced loop, each
// keeps partials from the operator's identity, the partials meet in
// __local memory and a tree (or sub_group_reduce_*) combines them; lane 0
// runs the epilogue. Also the atomic form. Legality is in
// ReduceLegality.cpp.
//
//===----------------------------------------------------------------------===//

#include "NestHelpers.h"
#include "PassUtils.h"
#include "ReduceShape.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::reduce;

namespace {

/// Builds the restructured point body.
class ReduceRewriter {
public:
  ReduceRewriter(KernelNest &N, ReductionShape &Shape, int64_t W, int64_t R,
                 LaneLayout Layout, bool Subgroups)
      : N(N), Shape(Shape), W(W), R(R), Layout(Layout), Subgroups(Subgroups) {}
  void run();
  void runAtomic(AtomicShape &A, int64_t Items);

private:
  KernelNest &N;
  ReductionShape &Shape;
  int64_t W, R;
  LaneLayout Layout;
  bool Subgroups;
  VarId Lane = 0;
  std::optional<VarId> Slot;
  std::vector<VarId> Parts, Locals;
  std::vector<ScalarType> Types;
  std::vector<ReductionOp> Ops;

  /// Per point by default: the rewritten body is the point loop's.
  VarId newVar(llvm::StringRef Base, const ValueType &Type, bool PerPoint = true) {
    return N.addGeneratedVar(Base, Type, PerPoint);
  }
  /// The partials of a group are [slot][lane], or [lane][slot] where the
  /// outputs are adjacent: either way the work-items of one step of the
  /// tree touch neighbouring words.
  ExprP localElem(size_t A, ExprP Index) const {
    if (!Slot)
      return localRef(N.var(Locals[A]).Name, {std::move(Index)});
    if (outputsAdjacent())
      return localRef(N.var(Locals[A]).Name, {std::move(Index), varRef(*Slot)});
    return localRef(N.var(Locals[A]).Name, {varRef(*Slot), std::move(Index)});
  }
  bool outputsAdjacent() const { return Layout == LaneLayout::OutputsAdjacent && R > 1; }
  ExprP barrierCall() const {
    return call("barrier", {leaf("CLK_LOCAL_MEM_FENCE")});
  }
  void emitTree(size_t A, StmtList &Out);
  void emitSubgroup(size_t A, StmtList &Out);
  void emitCombine(size_t A, StmtList &Out);
  void addAccumulator(std::string Name, const ScalarType &T,
                      StmtList &LocalDecls);
  void setGeometry();
  StmtList declareLanes();
  void strideLoop(StmtList &LocalDecls);
  StmtList lanesBody(StmtList Top);
  StmtList epilogue(StmtList Post);
  void resetDeadComponents(const StmtList &Post, StmtList &Out);
};

} // namespace

void ReduceRewriter::emitTree(size_t A, StmtList &Out) {
  ReductionOp Op = Ops[A];
  ExprP Part = varRef(Parts[A]);
  Out.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, localElem(A, varRef(Lane)), Part)));
  Out.push_back(Stmt::exprStmt(barrierCall()));
  // Sequential addressing (listing 6): in each step the lower half of the
  // active lanes reads the upper half, so neighbouring lanes touch
  // neighbouring words. The steps are unrolled (wg is a constant) and each
  // has its barrier: lanes of one warp are not assumed to run in lockstep.
  for (int64_t Stride = W / 2; Stride >= 1; Stride /= 2) {
    StmtList Step;
    Step.push_back(Stmt::exprStmt(binary(
        BinaryOp::Assign, Part,
        combine(Op, Part, localElem(A, add(varRef(Lane), intLit(Stride)))))));
    if (Stride > 1)
      Step.push_back(
          Stmt::exprStmt(binary(BinaryOp::Assign, localElem(A, varRef(Lane)), Part)));
    ExprP Active = Stride > 1 ? binary(BinaryOp::Lt, varRef(Lane), intLit(Stride))
                              : binary(BinaryOp::Eq, varRef(Lane), intLit(0));
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
  Out.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, Part, call(Fn, {Part}))));
  StmtList Leader;
  Leader.push_back(Stmt::exprStmt(binary(
      BinaryOp::Assign, localElem(A, call("get_sub_group_id", {})), Part)));
  Out.push_back(Stmt::ifStmt(
      binary(BinaryOp::Eq, call("get_sub_group_local_id", {}), intLit(0)),
      std::move(Leader)));
  Out.push_back(Stmt::exprStmt(barrierCall()));
  // Which work-items form a subgroup is up to the device: lane 0 combines
  // every subgroup's result, in order.
  VarId G = newVar("sg", ValueType::scalar("uint"), false);
  auto Loop = std::make_unique<Stmt>();
  Loop->Kind = StmtKind::For;
  Loop->For.Canonical = true;
  Loop->For.Counter = G;
  Loop->For.Lower = intLit(1);
  Loop->For.Upper = call("get_num_sub_groups", {});
  Loop->Body.push_back(Stmt::exprStmt(
      binary(BinaryOp::Assign, Part, combine(Op, Part, localElem(A, varRef(G))))));
  StmtList First;
  First.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, Part, localElem(A, intLit(0)))));
  First.push_back(std::move(Loop));
  Out.push_back(Stmt::ifStmt(binary(BinaryOp::Eq, varRef(Lane), intLit(0)),
                             std::move(First)));
}

static StmtP verbatim(llvm::StringRef Text) {
  auto S = std::make_unique<Stmt>();
  S->Kind = StmtKind::Verbatim;
  S->Text = Text.str();
  return S;
}

/// Lanes and slots: work-item l of a group is lane l % wg of slot l / wg,
/// so the lanes of one output are neighbours (loads contiguous in the
/// loop's counter coalesce); or, with the outputs adjacent, slot l % outputs
/// of lane l / outputs, so neighbouring work-items compute neighbouring
/// outputs (loads contiguous in the id coalesce). Returns their
/// declarations.
StmtList ReduceRewriter::declareLanes() {
  Stmt &PL = *Shape.PointLoop;
  ExprP Lid = call("get_local_id", {intLit(0)});
  Lane = newVar("lane", constIntType());
  StmtList Top;
  ExprP Group = call("get_group_id", {intLit(0)});
  ExprP Point = Group;
  if (R == 1) {
    Top.push_back(Stmt::decl(Lane, Lid));
  } else {
    Slot = newVar("slot", constIntType());
    bool Across = outputsAdjacent();
    ExprP LaneOf = Across ? binary(BinaryOp::Div, Lid, intLit(R))
                          : binary(BinaryOp::Rem, Lid, intLit(W));
    ExprP SlotOf = Across ? binary(BinaryOp::Rem, Lid, intLit(R))
                          : binary(BinaryOp::Div, Lid, intLit(W));
    Top.push_back(Stmt::decl(Lane, std::move(LaneOf)));
    Top.push_back(Stmt::decl(*Slot, std::move(SlotOf)));
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
  return Top;
}

/// Partial accumulators and their __local arrays (declared in LocalDecls);
/// the loop's lanes stride over it, accumulating into their partials.
void ReduceRewriter::strideLoop(StmtList &LocalDecls) {
  for (const Accumulator &Acc : Shape.Accs)
    Ops.push_back(Acc.Op);
  std::map<VarId, ExprP> ToPart;
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    const Accumulator &Acc = Shape.Accs[A];
    addAccumulator(N.var(Acc.Var).Name, Acc.Type, LocalDecls);
    ToPart[Acc.Var] = varRef(Parts.back());
  }
  Stmt &Loop = *Shape.Loop;
  ForInfo &F = Loop.For;
  F.Lower = add(F.Lower, mul(varRef(Lane), intLit(F.Step)));
  F.Step *= W;
  F.Cond = nullptr;
  F.Inc = nullptr;
  rewriteExprs(Loop.Body, [&](const ExprP &E) { return substitute(E, ToPart); });
}

/// Lane 0's part after the tree: each accumulator combines its initial
/// value with the result, then the statements after the loop (Post).
StmtList ReduceRewriter::epilogue(StmtList Post) {
  StmtList Epilogue;
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    ExprP Acc = varRef(Shape.Accs[A].Var);
    Epilogue.push_back(Stmt::exprStmt(binary(
        BinaryOp::Assign, Acc, combine(Shape.Accs[A].Op, Acc, varRef(Parts[A])))));
  }
  for (StmtP &S : Post)
    Epilogue.push_back(std::move(S));
  return Epilogue;
}

/// Whether S reads or writes V anywhere (private variables have no
/// pointers: a statement that does not name V cannot touch it).
static bool mentions(const Stmt &S, VarId V) {
  bool Found = S.Kind == StmtKind::Decl && S.Var == V;
  for (const ExprP *E : {&S.E, &S.For.Lower, &S.For.Upper, &S.For.Limit, &S.For.Cond,
                         &S.For.Inc})
    Found = Found || (*E && mentionsVar(*E, V));
  for (const StmtList *L : {&S.Body, &S.Else})
    for (const StmtP &C : *L)
      Found = Found || (C && mentions(*C, V));
  return Found;
}

/// The components of accumulator Acc that the statements after the loop set
/// (`a.w = 0.0f;`) before anything reads Acc: the loop's result in them is
/// never seen. Statements that do not name Acc are passed over.
static std::vector<std::string> overwrittenComponents(const StmtList &Post, VarId Acc) {
  std::vector<std::string> Out;
  for (const StmtP &S : Post) {
    if (!S)
      continue;
    const Expr *E = S->Kind == StmtKind::ExprStmt ? S->E.get() : nullptr;
    bool SetsComponent = E && E->Kind == ExprKind::Binary && E->BinOp == BinaryOp::Assign &&
                         E->Ops[0]->Kind == ExprKind::Member && !E->Ops[0]->Arrow &&
                         E->Ops[0]->Ops[0]->Kind == ExprKind::VarRef &&
                         E->Ops[0]->Ops[0]->Var == Acc && !mentionsVar(E->Ops[1], Acc);
    if (SetsComponent) {
      if (!llvm::is_contained(Out, E->Ops[0]->Text))
        Out.push_back(E->Ops[0]->Text);
      continue;
    }
    if (mentions(*S, Acc))
      break;
  }
  return Out;
}

/// After the loop, the components of each vector partial that the epilogue
/// overwrites are set to the identity: the partials meet in __local memory,
/// where the compiler cannot see that those components die, so without this
/// the loop keeps computing them (n-body's w lane: 2 of about 20
/// instructions a pair, 10% of its time on the H100).
void ReduceRewriter::resetDeadComponents(const StmtList &Post, StmtList &Out) {
  for (size_t A = 0; A < Shape.Accs.size(); ++A) {
    if (Types[A].Lanes == 1)
      continue;
    std::vector<std::string> Dead = overwrittenComponents(Post, Shape.Accs[A].Var);
    if (Dead.empty())
      continue;
    std::optional<ScalarType> Elem = ScalarType::get(Types[A].Base);
    if (!Elem)
      continue;
    Out.push_back(Stmt::comment("set after the loop: the partial's " +
                                llvm::join(Dead, ", ") + " need not be kept"));
    for (const std::string &C : Dead)
      Out.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, member(varRef(Parts[A]), C),
                                          identityValue(Shape.Accs[A].Op, *Elem))));
  }
}

/// The point body: lanes (Top), the partials from the identity, prologue
/// and loop (under the guard, if any), then the tree, then the epilogue
/// for lane 0.
StmtList ReduceRewriter::lanesBody(StmtList Top) {
  StmtList &C = *Shape.Container;
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
  StmtList &B = Shape.PointLoop->Body;
  for (StmtP &S : B)
    if (S && S.get() != Shape.Guard && Shape.Guard)
      Body.push_back(std::move(S));
  for (size_t A = 0; A < Shape.Accs.size(); ++A)
    Body.push_back(Stmt::decl(Parts[A],
                              identityValue(Shape.Accs[A].Op, Shape.Accs[A].Type)));
  std::optional<VarId> Valid;
  if (Shape.Guard) {
    Valid = newVar("valid", ValueType::scalar("bool").withConst());
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
  resetDeadComponents(Post, Body);
  for (size_t A = 0; A < Shape.Accs.size(); ++A)
    emitCombine(A, Body);
  ExprP Lane0 = binary(BinaryOp::Eq, varRef(Lane), intLit(0));
  Body.push_back(Stmt::ifStmt(Valid ? binary(BinaryOp::LogicalAnd, varRef(*Valid), Lane0) : Lane0,
                              epilogue(std::move(Post))));
  return Body;
}

void ReduceRewriter::run() {
  StmtList Top = declareLanes();
  StmtList LocalDecls;
  strideLoop(LocalDecls);
  Shape.PointLoop->Body = lanesBody(std::move(Top));

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
  Parts.push_back(newVar("part_" + Name, ValueType(T)));
  Types.push_back(T);
  Var L;
  L.Name = N.freshName("red_" + Name);
  L.Type = ValueType(T).inAddressSpace(AddressSpace::Local);
  std::vector<int64_t> Extents = !Slot            ? std::vector<int64_t>{W}
                                 : outputsAdjacent() ? std::vector<int64_t>{W, R}
                                                     : std::vector<int64_t>{R, W};
  for (int64_t E : Extents)
    L.Dims.push_back(intLit(E));
  L.Role = VarRole::Generated;
  VarId LV = N.addVar(L);
  Locals.push_back(LV);
  LocalDecls.push_back(Stmt::decl(LV, nullptr));
  LocalArray LA;
  LA.Var = LV;
  LA.Source = Name;
  LA.Extents = Extents;
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
      U.S->E = binary(U.Negated ? BinaryOp::SubAssign : BinaryOp::AddAssign, Part, Value);
    else
      U.S->E = binary(BinaryOp::Assign, Part, combine(AS.Op, Part, Value));
  }
  Lane = newVar("lane", constIntType(), false);
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
  Body.push_back(Stmt::ifStmt(binary(BinaryOp::Eq, varRef(Lane), intLit(0)),
                              std::move(Final)));
  N.Body = std::move(Body);
  N.Blocks[0].Factor = Items;
  N.Blocks[0].Dist = Distribution::Cyclic;
  N.Blocks[0].Local = W;
  setGeometry();
}

void reduce::rewriteReduction(KernelNest &N, ReductionShape &Shape, int64_t W, int64_t R,
                              LaneLayout Layout, bool Subgroups) {
  ReduceRewriter(N, Shape, W, R, Layout, Subgroups).run();
}

void reduce::rewriteAtomicReduction(KernelNest &N, AtomicShape &Shape, int64_t W,
                                    int64_t Items, bool Subgroups) {
  ReductionShape Unused;
  ReduceRewriter(N, Unused, W, 1, LaneLayout::LanesAdjacent, Subgroups)
      .runAtomic(Shape, Items);
}
