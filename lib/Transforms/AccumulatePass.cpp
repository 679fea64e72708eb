//===- AccumulatePass.cpp - One += per term of an accumulated sum ---------===//
//
// split=1: a sum added into an accumulator becomes one compound assignment
// per term,
//
//   acc += a * b + c * d;      ->   acc += a * b;  acc += c * d;
//   acc -= a * b - c;          ->   acc -= a * b;  acc += c;
//
// so that the device compiler can fuse each product into the accumulator:
// two fused multiply-adds where the written form needs a multiply, a fused
// multiply-add and an add. In syr2k's register tile (`sum += A[i][k] *
// B[j][k] + B[i][k] * A[j][k]`) that is a third fewer floating-point
// instructions: 10.99 ms against 8.52 ms on the H100
// (bench/results/2026-11-24-h100-h/split-probe.txt).
//
// The split reassociates, acc + (a + b) becoming (acc + a) + b, which rounds
// differently: like the reduce pass's reassociated sums, every variant is
// verified against the original within the float tolerance (runtime.md).
// Nothing else may change, so a statement is split only when
//  - acc is a variable of a floating-point type (scalar or vector) in
//    private memory, not volatile, whose address the kernel never takes (a
//    pointer could read it between the new statements);
//  - no term mentions acc, and no term has a side effect (an assignment,
//    ++ or --, a call other than a pure math built-in), so the terms read
//    the same values in both forms;
//  - every term provably has acc's type: a float sum added into a double
//    (or a double term into a float) would be computed in another
//    precision once split;
//  - acc's value decides nothing discrete (an index, a branch, an integer),
//    directly or through variables assigned from it: rounded otherwise, it
//    could pick another element than the one the kernel's checks saw.
// A statement that fails a condition is kept, with an analysis remark that
// names the condition.
//
//===----------------------------------------------------------------------===//

#include "FloatTerms.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "StatementCopies.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class AccumulatePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "accumulate"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
  // Fewer instructions wherever it applies; the search can still drop it
  // (on a device whose compiler does not fuse, it changes nothing).
  bool enabledInSeeds() const override { return true; }
  bool reassociates() const override { return true; }
};

/// One term of the sum, with the compound assignment that adds it.
struct Term {
  BinaryOp Op; ///< AddAssign or SubAssign
  ExprP E;
};

/// A statement `acc += t1 + t2 ...` (or `-=`) and what the pass decided.
struct Accumulation {
  Stmt *S = nullptr;
  VarId Acc = 0;
  std::vector<Term> Terms;
  /// Why it is kept as written; empty when it can be split.
  std::string Refusal;
};

} // namespace

/// The terms of E, a tree of + and - (through parentheses), left to right,
/// each with the compound assignment that adds it to an accumulator that
/// `Op` (+= or -=) would have updated with the whole of E.
static void collectTerms(const ExprP &E, BinaryOp Op, std::vector<Term> &Out) {
  const Expr *X = E.get();
  while (X->Kind == ExprKind::Paren && X->Ops[0]->Kind == ExprKind::Binary &&
         (X->Ops[0]->BinOp == BinaryOp::Add || X->Ops[0]->BinOp == BinaryOp::Sub))
    X = X->Ops[0].get();
  if (X->Kind != ExprKind::Binary ||
      (X->BinOp != BinaryOp::Add && X->BinOp != BinaryOp::Sub)) {
    Out.push_back({Op, E});
    return;
  }
  BinaryOp Flipped =
      Op == BinaryOp::AddAssign ? BinaryOp::SubAssign : BinaryOp::AddAssign;
  collectTerms(X->Ops[0], Op, Out);
  collectTerms(X->Ops[1], X->BinOp == BinaryOp::Add ? Op : Flipped, Out);
}

/// Variables whose address the kernel takes (`&acc`).
static std::set<VarId> addressTaken(KernelNest &N) {
  std::set<VarId> Out;
  visitStmts(N.Body, [&](const Stmt &S) {
    auto Scan = [&](const ExprP &E) {
      if (!E)
        return;
      visitExpr(E, [&](const Expr &X) {
        if (X.Kind != ExprKind::Unary || X.UnOp != UnaryOp::AddrOf)
          return;
        const Expr *Op = X.Ops[0].get();
        while (Op->Kind == ExprKind::Paren)
          Op = Op->Ops[0].get();
        if (Op->Kind == ExprKind::VarRef)
          Out.insert(Op->Var);
      });
    };
    Scan(S.E);
    if (S.For.Init)
      Scan(S.For.Init->E);
    Scan(S.For.Cond);
    Scan(S.For.Inc);
    Scan(S.For.Lower);
    Scan(S.For.Upper);
    Scan(S.For.Limit);
  });
  return Out;
}

/// Why the accumulation cannot be split, or "" when it can.
static std::string refusal(const KernelNest &N, const PassContext &Ctx,
                           const Accumulation &A,
                           const std::set<VarId> &AddressTaken,
                           const std::set<VarId> &DiscreteVars) {
  const Var &V = N.var(A.Acc);
  if (V.IsArray || !V.Type.isFloat())
    return "'" + V.Name + "' is not a floating-point variable";
  if (V.Type.space() != AddressSpace::Private || V.Type.isVolatile())
    return "'" + V.Name + "' is not a private, non-volatile variable";
  if (AddressTaken.count(A.Acc))
    return "the kernel takes the address of '" + V.Name + "'";
  if (DiscreteVars.count(A.Acc))
    return "the value of '" + V.Name +
           "' decides an index, a branch or an integer (rounded otherwise, it "
           "could pick another)";
  for (const Term &T : A.Terms) {
    if (mentionsVar(T.E, A.Acc))
      return "a term reads '" + V.Name + "'";
    if (mayHaveSideEffect(T.E))
      return "a term may have a side effect (an assignment, ++ or --, or a "
             "call of a function other than a math built-in)";
    std::optional<ScalarType> Type = provenType(N, Ctx, T.E);
    if (!Type)
      return "the type of a term is not known to be '" +
             V.Type.spelling().str() + "'";
    if (!(*Type == *V.Type.arith()))
      return "a term has type '" + Type->Spelling + "', not '" +
             V.Type.spelling().str() + "'";
  }
  return "";
}

/// Every statement `v += a + b` / `v -= a - b` ... of the nest, with its terms
/// and whether it can be split.
static std::vector<Accumulation> findAccumulations(KernelNest &N,
                                                   const PassContext &Ctx) {
  std::set<VarId> AddressTaken = addressTaken(N);
  std::set<VarId> DiscreteVars = discreteVars(N, Ctx);
  std::vector<Accumulation> Out;
  visitStmts(N.Body, [&](Stmt &S) {
    if (S.Kind != StmtKind::ExprStmt || S.E->Kind != ExprKind::Binary ||
        (S.E->BinOp != BinaryOp::AddAssign && S.E->BinOp != BinaryOp::SubAssign) ||
        S.E->Ops[0]->Kind != ExprKind::VarRef)
      return;
    Accumulation A;
    A.S = &S;
    A.Acc = S.E->Ops[0]->Var;
    collectTerms(S.E->Ops[1], S.E->BinOp, A.Terms);
    if (A.Terms.size() < 2)
      return;
    A.Refusal = refusal(N, Ctx, A, AddressTaken, DiscreteVars);
    Out.push_back(std::move(A));
  });
  return Out;
}

PassSpace AccumulatePass::space(const KernelNest &CNest,
                                const PassContext &Ctx) const {
  auto &Nest = const_cast<KernelNest &>(CNest);
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  std::vector<Accumulation> All = findAccumulations(Nest, Ctx);
  if (llvm::none_of(All, [](const Accumulation &A) { return A.Refusal.empty(); })) {
    if (All.empty())
      S.NotApplicable = makeReject(
          RejectKind::NotProfitable,
          "no sum is added into an accumulator (`acc += a * b + c * d`)");
    else
      S.NotApplicable =
          makeReject(RejectKind::NotProfitable,
                     "no accumulated sum can be split: " + All.front().Refusal,
                     All.front().S->Pos);
    return S;
  }
  S.Params = {ParamSpec::numbers("split", {1}, 1,
                                 "one += per term of a sum added into a floating-point "
                                 "accumulator (reassociates the sum)")};
  return S;
}

llvm::Expected<PassOutcome> AccumulatePass::run(KernelNest &Nest,
                                                const PassContext &Ctx,
                                                RemarkSink &Remarks) const {
  std::vector<Accumulation> All = findAccumulations(Nest, Ctx);
  // The accumulator is part of the key because one macro expansion can hold
  // several statements at one position; the outcome, because some copies of
  // a statement may be split where others are not (vector's lanes and its
  // scalar fallback).
  StatementCopies<const Accumulation *> Copies;
  for (const Accumulation &A : All)
    Copies.add(A.S->Pos, Nest.var(A.Acc).Name + '\0' + A.Refusal, &A);
  Copies.forEach([&](SourcePos Pos, const std::string &, const Accumulation *A,
                     const std::string &InCopies) {
    const std::string &Name = Nest.var(A->Acc).Name;
    if (!A->Refusal.empty())
      Remarks.analysis("accumulate", Pos,
                       "sum added into '" + Name + "' kept as written" + InCopies +
                           ": " + A->Refusal);
    else
      Remarks.passed("accumulate", Pos,
                     "sum added into '" + Name + "' split into " +
                         std::to_string(A->Terms.size()) + " accumulations" + InCopies);
  });
  bool Changed = false;
  for (Accumulation &A : All) {
    if (!A.Refusal.empty())
      continue;
    StmtList Split;
    for (const Term &T : A.Terms) {
      Split.push_back(Stmt::exprStmt(binary(T.Op, varRef(A.Acc), T.E)));
      Split.back()->Pos = A.S->Pos;
    }
    Changed |= replaceStmt(Nest.Body, A.S, Split);
  }
  if (!Changed)
    return PassOutcome::notApplied(
        makeReject(RejectKind::NotProfitable, "no accumulated sum can be split"));
  Nest.ReassociatedBy.push_back("accumulate");
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createAccumulatePass() {
  static AccumulatePass P;
  return P;
}
} // namespace clopt
