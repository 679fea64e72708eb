//===- ReduceLegality.cpp - Where the reduce pass applies -------------------===//
//
// Legality of the reduce pass: the loop that accumulates scalars across its
// iterations (with the prologue and epilogue around it, which the lanes must
// be able to run or skip alike), and the whole-array reductions written
// with atomics. The rewrite is in ReduceRewrite.cpp.
//
//===----------------------------------------------------------------------===//

#include "NestHelpers.h"
#include "PassUtils.h"
#include "ReduceShape.h"
#include "clopt/Transforms/Pipeline.h"

#include <set>

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::reduce;

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

/// A scalar declared before one of the kernel's loops and assigned inside
/// it (`m = a[k] > m ? a[k] : m`, `s ^= a[k]`): the analysis found no
/// reduction, so its update is not one reduce combines. Loop counters are
/// not counted.
static std::optional<Reject> carriedScalar(KernelNest &N) {
  std::set<VarId> Counters;
  for (Stmt *L : N.loops())
    if (L->For.Canonical || L->For.UnrollAsWritten)
      Counters.insert(L->For.Counter);
  for (Stmt *L : N.loops()) {
    if (!L->For.Canonical || L->For.LoopNumber < 0)
      continue;
    std::set<VarId> Inside = declaredVarsIn(L->Body);
    std::optional<Reject> Found;
    visitStmts(L->Body, [&](const Stmt &S) {
      if (Found || !S.E)
        return;
      visitExpr(S.E, [&](const Expr &X) {
        if (Found || !isAssignment(X) || X.Ops[0]->Kind != ExprKind::VarRef)
          return;
        VarId V = X.Ops[0]->Var;
        if (Inside.count(V) || Counters.count(V) || N.var(V).IsArray)
          return;
        Found = makeReject(RejectKind::UnsupportedKernel,
                           "kernel has no reduction: '" + N.var(V).Name +
                               "' changes across loop '" +
                               N.var(L->For.Counter).Name +
                               "', but not as a sum, product, min or max "
                               "(`s += x`, `s *= x`, `s = max(s, x)`)",
                           S.Pos);
      });
    });
    if (Found)
      return Found;
  }
  return std::nullopt;
}

/// The canonical, untiled loop that every reduction of K accumulates
/// across, with the counter it declares.
static std::optional<Reject> findReductionLoop(KernelNest &N, const KernelInfo &K,
                                               Stmt *&Loop) {
  if (K.Reductions.empty()) {
    if (std::optional<Reject> Carried = carriedScalar(N))
      return Carried;
    if (N.loops().empty())
      return makeReject(RejectKind::NoLoop,
                        "kernel has no reduction: no scalar accumulates across "
                        "a loop",
                        K.Pos);
    // Loops, but nothing carried in a scalar: a sum into memory
    // (`C[i * n + j] += A[..] * B[..]` in the k loop) is the other passes'.
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel has no reduction: no scalar accumulates across "
                      "its loops (a sum into memory, `C[i] += x`, is not reduced "
                      "across work-items)",
                      K.Pos);
  }
  unsigned LoopNo = K.Reductions.front().Loop;
  for (const Reduction &R : K.Reductions)
    if (R.Loop != LoopNo)
      return makeReject(RejectKind::UnsupportedKernel,
                        "accumulators '" + K.Reductions.front().Accumulator +
                            "' and '" + R.Accumulator +
                            "' reduce across different loops",
                        R.Pos);
  Loop = N.findLoop(LoopNo);
  // A loop the nest keeps in its written form (`k != 9`, a step given by a
  // parameter) has no bounds the lanes could stride between; its counter is
  // named by the analysis only.
  if (!N.pointLoop() || !Loop || !Loop->For.Canonical)
    return makeReject(RejectKind::NonCanonicalLoop,
                      "the reduction loop " +
                          (K.Loops[LoopNo].Counter.empty()
                               ? std::string("(a 'while' or 'do' loop)")
                               : "'" + K.Loops[LoopNo].Counter + "'") +
                          " is not canonical (`for (k = a; k < b; k += c)`)",
                      K.Reductions[0].Pos);
  std::string Counter = N.var(Loop->For.Counter).Name;
  if (Loop->For.Role != LoopRole::Original || Loop->For.Limit)
    return makeReject(RejectKind::ParamConflict,
                      "loop '" + Counter + "' was tiled; reduce works on the "
                      "whole loop",
                      Loop->Pos);
  if (!Loop->For.DeclaresCounter)
    return makeReject(RejectKind::NonCanonicalLoop,
                      "loop '" + Counter + "' uses a counter declared outside "
                      "it; its final value would differ between lanes",
                      Loop->Pos);
  return std::nullopt;
}

/// Where Loop stands: the point body is coordinate declarations, then
/// either the statements around the loop or nested `if`s on the
/// coordinates holding them (Shape's Guard, Valid and Container), and the
/// loop must be one of those statements.
static std::optional<Reject> findContainer(KernelNest &N, Stmt *Loop,
                                           ReductionShape &Shape) {
  Stmt *PL = N.pointLoop();
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
    Shape.Valid = Shape.Valid ? binary(BinaryOp::LogicalAnd, Shape.Valid, paren(If->E))
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
                      "loop '" + N.var(Loop->For.Counter).Name +
                          "' is nested in other statements; "
                          "the reduction loop must be a top-level statement of "
                          "the work-item's body (or of its guard)",
                      Loop->Pos);
  Shape.Loop = Loop;
  return std::nullopt;
}

/// Every lane runs the prologue and the loop, so neither may write memory,
/// and no lane may leave them early.
static std::optional<Reject> checkLanesMayRun(const ReductionShape &Shape) {
  const StmtList &C = *Shape.Container;
  for (size_t J = 0; J < Shape.LoopIndex; ++J)
    if (const Stmt *S = findGlobalStore(*C[J]))
      return makeReject(RejectKind::UnsafeToPredicate,
                        "statement before the reduction loop writes memory; "
                        "every lane would run it",
                        S->Pos);
  const Stmt *Loop = Shape.Loop;
  if (const Stmt *S = findGlobalStore(*Loop))
    return makeReject(RejectKind::UnsupportedKernel,
                      "the reduction loop writes memory", S->Pos);
  if (containsKind(Loop->Body, StmtKind::Break) ||
      containsKind(Loop->Body, StmtKind::Continue) ||
      containsKind(Shape.PointLoop->Body, StmtKind::Return))
    return makeReject(RejectKind::UnsupportedKernel,
                      "break, continue or return in the work-item's body",
                      Loop->Pos);
  return std::nullopt;
}

/// The accumulator of R: declared before the loop, in this point's body,
/// with a type the reduction can combine.
static std::optional<Reject> findAccumulator(KernelNest &N, const Reduction &R,
                                             const ReductionShape &Shape,
                                             Accumulator &A) {
  const StmtList &C = *Shape.Container;
  std::optional<VarId> V = findDecl(C, R.Accumulator, N);
  if (!V || C.begin() + Shape.LoopIndex <
                std::find_if(C.begin(), C.end(), [&](const StmtP &S) {
                  return S->Kind == StmtKind::Decl && S->Var == *V;
                }))
    return makeReject(RejectKind::UnsupportedKernel,
                      "accumulator '" + R.Accumulator +
                          "' is not declared just before its loop",
                      R.Pos);
  A.Var = *V;
  A.Op = R.Op;
  A.Pos = R.Pos;
  const ScalarType *T = N.var(*V).Type.arith();
  if (!T || T->Base == "half" || T->Base == "bool")
    return makeReject(RejectKind::UnsupportedKernel,
                      "accumulator '" + R.Accumulator + "' has type '" +
                          N.var(*V).Type.str() + "', which the reduction cannot "
                          "combine",
                      R.Pos);
  if ((R.Op == ReductionOp::FMin || R.Op == ReductionOp::FMax) && !T->IsFloat)
    return makeReject(RejectKind::UnsupportedKernel,
                      "accumulator '" + R.Accumulator +
                          "' is not floating point but uses fmin/fmax",
                      R.Pos);
  A.Type = *T;
  return std::nullopt;
}

/// Nothing but the accumulators may carry a value from one iteration of
/// the loop to the next.
static std::optional<Reject> checkCarriedValues(KernelNest &N,
                                                const ReductionShape &Shape) {
  std::set<VarId> Accs;
  for (const Accumulator &A : Shape.Accs)
    Accs.insert(A.Var);
  const Stmt *Loop = Shape.Loop;
  std::set<VarId> Assigned = assignedVarsIn(Loop->Body);
  std::set<VarId> Local = declaredVarsIn(Loop->Body);
  for (VarId V : Assigned)
    if (!Accs.count(V) && !Local.count(V) && V != Loop->For.Counter)
      return makeReject(RejectKind::UnsupportedKernel,
                        "variable '" + N.var(V).Name + "' carries a value "
                        "from one iteration of loop '" +
                            N.var(Loop->For.Counter).Name + "' to the next; "
                            "only accumulators may",
                        Loop->Pos);
  return std::nullopt;
}

/// Finds the loop, the statements around it and the accumulators.
static std::optional<Reject> findShape(KernelNest &N, const KernelInfo &K,
                                       ReductionShape &Shape) {
  Stmt *Loop = nullptr;
  if (std::optional<Reject> Why = findReductionLoop(N, K, Loop))
    return Why;
  if (std::optional<Reject> Why = findContainer(N, Loop, Shape))
    return Why;
  if (std::optional<Reject> Why = checkLanesMayRun(Shape))
    return Why;
  for (const Reduction &R : K.Reductions) {
    Accumulator A;
    if (std::optional<Reject> Why = findAccumulator(N, R, Shape, A))
      return Why;
    Shape.Accs.push_back(A);
  }
  return checkCarriedValues(N, Shape);
}

reduce::LoopLoads reduce::loopLoads(const KernelInfo &K, unsigned LoopNo) {
  LoopLoads Out;
  for (const MemoryAccess &A : K.Accesses) {
    if (A.Kind == AccessKind::Write || !A.Index || !llvm::is_contained(A.Loops, LoopNo))
      continue;
    std::optional<int64_t> IdStride = A.Stride0.getConstant();
    if (IdStride && *IdStride == 1)
      Out.AlongOutputs = true;
    for (const auto &[V, C] : A.Index->coeffs())
      if (V.Kind == IndexVarKind::LoopCounter && V.Dim == LoopNo && C.getConstant() == 1) {
        Out.AlongCounter = true;
        Out.VaryingAlongCounter |= !A.Stride0.isZero();
      }
  }
  return Out;
}

std::optional<Reject> reduce::checkLegality(KernelNest &N, const KernelInfo &K,
                                           ReductionShape &Shape) {
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1 || N.Blocks[D].Local > 0)
      return makeReject(RejectKind::ParamConflict,
                        "work-items already compute blocks of points or have "
                        "a fixed work-group (coarsen, wgshape); reduce sets "
                        "the work-group itself",
                        K.Pos);
  if (!N.LocalArrays.empty() || N.isAtLeast(PointForm::Predicated))
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

/// Every atomic update of the point body PL, into Shape: each must be a
/// reduction (add, sub, inc, dec, min, max) whose value is unused, and all
/// must update one location with one operator.
static std::optional<Reject> collectAtomicUpdates(Stmt *PL, AtomicShape &Shape) {
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
  return std::nullopt;
}

/// The location the atomics update must be the same for every work-item
/// (a histogram, one location per bin, is not a reduction), of an integer
/// type the pass combines: Shape.Type.
static std::optional<Reject> checkAtomicTarget(KernelNest &N, const KernelInfo &K,
                                               AtomicShape &Shape) {
  // The location must be the same for every work-item: a histogram (one
  // location per bin) is not a reduction.
  const Expr &Addr = *Shape.Target;
  const Expr *G = Addr.Ops.empty() ? nullptr : Addr.Ops[0].get();
  if (!isUnary(Addr, UnaryOp::AddrOf) || !G || G->Kind != ExprKind::Global ||
      !isUniform(N, G->Ops[0]))
    return makeReject(RejectKind::UsesAtomics,
                      "atomics update a location that differs between "
                      "work-items; only updates of one location are a "
                      "reduction",
                      Shape.Pos);
  const KernelParam *P = K.findParam(G->Text);
  const ScalarType *T = P ? P->ElementType.arith() : nullptr;
  if (!T || T->IsFloat || T->Lanes != 1)
    return makeReject(RejectKind::UsesAtomics,
                      "atomics update '" + G->Text + "' of a type the pass "
                      "does not combine",
                      Shape.Pos);
  Shape.Type = *T;
  return std::nullopt;
}

/// Nothing but the atomic updates of the point body PL may write memory:
/// checked on a copy without them.
static std::optional<Reject> checkOnlyAtomicsWrite(const Stmt *PL) {
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
  return std::nullopt;
}

/// The updated buffer may be touched only by the updates themselves: a
/// kernel that also reads it (`atomic_max(t, *t + x[i])`) sees the other
/// work-items' updates in an order that the pass changes. Counts the
/// references to the buffer against the updates' own targets.
static std::optional<Reject> checkTargetOnlyUpdated(const Stmt *PL,
                                                    const AtomicShape &Shape) {
  const std::string &Buffer = Shape.Target->Ops[0]->Text;
  size_t References = 0;
  StmtList Copy = cloneList(PL->Body);
  rewriteExprs(Copy, [&](const ExprP &Root) {
    visitExpr(Root, [&](const Expr &X) {
      References += X.Kind == ExprKind::Global && X.Text == Buffer;
    });
    return Root;
  });
  if (References > Shape.Updates.size())
    return makeReject(RejectKind::UsesAtomics,
                      "kernel reads '" + Buffer + "', which its atomics update: "
                      "it would see the updates in another order",
                      Shape.Pos);
  return std::nullopt;
}

std::optional<Reject> reduce::findAtomicShape(KernelNest &N, const KernelInfo &K,
                                             AtomicShape &Shape) {
  Stmt *PL = N.pointLoop();
  if (!PL)
    return makeReject(RejectKind::UnsupportedKernel, "kernel has no body", K.Pos);
  if (std::optional<Reject> Why = collectAtomicUpdates(PL, Shape))
    return Why;
  if (Shape.Updates.empty())
    return makeReject(RejectKind::UsesAtomics, "kernel uses atomics outside "
                      "its body", K.Pos);
  if (std::optional<Reject> Why = checkAtomicTarget(N, K, Shape))
    return Why;
  if (std::optional<Reject> Why = checkTargetOnlyUpdated(PL, Shape))
    return Why;
  if (containsKind(PL->Body, StmtKind::Return))
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel returns early (other than a leading guard)",
                      K.Pos);
  if (N.UsesGlobalSize & 1)
    return makeReject(RejectKind::UnsupportedKernel,
                      "kernel uses get_global_size(0), which the pass changes",
                      K.Pos);
  if (std::optional<Reject> Why = checkOnlyAtomicsWrite(PL))
    return Why;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1 || N.Blocks[D].Local > 0)
      return makeReject(RejectKind::ParamConflict,
                        "work-items already compute blocks of points or have "
                        "a fixed work-group",
                        K.Pos);
  return std::nullopt;
}
