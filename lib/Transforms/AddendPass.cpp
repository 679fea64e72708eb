//===- AddendPass.cpp - Add a sum's plain addend first --------------------===//
//
// first=1: in a floating-point sum that starts with two products, the first
// addend that is not a product is added first,
//
//   r2 = d.x * d.x + d.y * d.y + d.z * d.z + eps2;
//   ->  r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
//
// so that the device compiler fuses every product into the running sum:
// three fused multiply-adds where the written form needs a multiply, two
// fused multiply-adds and an add. n-body's tuned kernel took 2.681 ms with
// that line rewritten against 2.799 and 2.820 ms as written on the H100
// (bench/results/2026-11-24-h100-h/nbody-addend-probe.txt). A sum whose
// second term is not a product gains nothing (`a * b + c` fuses already)
// and is left alone.
//
// Like accumulate, this reassociates and so rounds differently; every
// variant is verified against the original within the float tolerance. The
// conditions are the same as accumulate's for the sum's terms: each term
// provably has the sum's floating-point type, no term may have a side
// effect (the terms are evaluated in another order), and the sum's value
// decides nothing discrete (an index, a branch, an integer: rounded
// otherwise, it could pick another element than the one the kernel's own
// checks saw; FloatTerms.h). Only the + and - of
// the sum as C groups them are regrouped; a parenthesized part, or any
// right operand, stays one addend.
//
//===----------------------------------------------------------------------===//

#include "FloatTerms.h"
#include "PassUtils.h"
#include "StatementCopies.h"
#include "clopt/Transforms/Pipeline.h"
#include <variant>

using namespace clopt;
using namespace clopt::nest;

namespace {

class AddendPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "addend"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
  // Fewer instructions wherever it applies, like accumulate.
  bool enabledInSeeds() const override { return true; }
  bool reassociates() const override { return true; }
};

/// One addend of a sum and its sign.
struct Addend {
  bool Minus = false;
  ExprP E;
};

/// The sums of one statement that have the shape, and what was decided.
struct SumOutcome {
  unsigned Reordered = 0;
  /// Why the first sum of the shape that is kept was kept.
  std::string Refusal;
};

} // namespace

static bool isAddOrSub(const Expr &E) {
  return E.Kind == ExprKind::Binary &&
         (E.BinOp == BinaryOp::Add || E.BinOp == BinaryOp::Sub);
}

/// The addends of E, a chain of binary + and - as C groups them (to the
/// left: `a + b - c` is `(a + b) - c`), left to right. A right operand is
/// one addend whatever it holds, so that rebuilding the chain to the left
/// gives E back.
static void collectAddends(const ExprP &E, std::vector<Addend> &Out) {
  if (!isAddOrSub(*E)) {
    Out.push_back({false, E});
    return;
  }
  collectAddends(E->Ops[0], Out);
  Out.push_back({E->BinOp == BinaryOp::Sub, E->Ops[1]});
}

static bool isProduct(const ExprP &E) {
  const Expr *X = E.get();
  while (X->Kind == ExprKind::Paren)
    X = X->Ops[0].get();
  return X->Kind == ExprKind::Binary && X->BinOp == BinaryOp::Mul;
}

/// The index of the addend to move first, when the sum has the shape (two
/// products first, then an added addend that is not a product); else none.
static std::optional<size_t> plainAddend(const std::vector<Addend> &A) {
  if (A.size() < 3 || A[0].Minus || !isProduct(A[0].E) || !isProduct(A[1].E))
    return std::nullopt;
  for (size_t I = 2; I < A.size(); ++I)
    if (!A[I].Minus && !isProduct(A[I].E))
      return I;
  return std::nullopt;
}

/// Whether some addend is provably of a floating-point type: the sums the
/// pass is about (integer index arithmetic is not, and is left silently).
static bool isFloatingSum(const KernelNest &N, const PassContext &Ctx,
                          const std::vector<Addend> &A) {
  return llvm::any_of(A, [&](const Addend &X) {
    std::optional<ScalarType> T = provenType(N, Ctx, X.E);
    return T && T->IsFloat;
  });
}

/// Why the addends of a floating-point sum may not be regrouped, or "".
static std::string refusal(const KernelNest &N, const PassContext &Ctx,
                           const std::vector<Addend> &A) {
  std::optional<ScalarType> Sum;
  for (const Addend &X : A)
    if (std::optional<ScalarType> T = provenType(N, Ctx, X.E); T && T->IsFloat)
      Sum = Sum && Sum->Size >= T->Size ? Sum : T;
  for (const Addend &X : A) {
    if (mayHaveSideEffect(X.E))
      return "an addend may have a side effect (an assignment, ++ or --, or "
             "a call of a function other than a math built-in)";
    std::optional<ScalarType> T = provenType(N, Ctx, X.E);
    if (!T)
      return "the type of an addend is not known to be '" + Sum->Spelling + "'";
    if (!(*T == *Sum))
      return "an addend has type '" + T->Spelling + "', not '" + Sum->Spelling + "'";
  }
  return "";
}

/// E with its operands replaced by Ops.
static ExprP withOperands(const ExprP &E, std::vector<ExprP> Ops) {
  auto C = std::make_shared<Expr>(*E);
  C->Ops = std::move(Ops);
  return C;
}

/// E with every sum of the shape inside it regrouped (where legal), the
/// sums inside an addend before the sum around it; Out counts them and
/// keeps the first refusal. Discrete: E's value decides something discrete
/// (decidesDiscretely), where a sum is kept.
static ExprP regroup(const KernelNest &N, const PassContext &Ctx, const ExprP &E,
                     bool Discrete, SumOutcome &Out) {
  if (!E)
    return E;
  if (isAddOrSub(*E)) {
    std::vector<Addend> A;
    collectAddends(E, A);
    bool Changed = false;
    for (Addend &X : A) {
      ExprP New = regroup(N, Ctx, X.E, Discrete, Out);
      Changed |= New != X.E;
      X.E = New;
    }
    std::optional<size_t> First = plainAddend(A);
    if (First && isFloatingSum(N, Ctx, A)) {
      std::string Why =
          Discrete ? "its value decides an index, a branch or an integer (rounded "
                     "otherwise, it could pick another)"
                   : refusal(N, Ctx, A);
      if (Why.empty()) {
        std::rotate(A.begin(), A.begin() + *First, A.begin() + *First + 1);
        ++Out.Reordered;
        Changed = true;
      } else if (Out.Refusal.empty()) {
        Out.Refusal = Why;
      }
    }
    if (!Changed)
      return E;
    ExprP Sum = A[0].E;
    for (size_t I = 1; I < A.size(); ++I)
      Sum = binary(A[I].Minus ? BinaryOp::Sub : BinaryOp::Add, Sum, A[I].E);
    return Sum;
  }
  bool Changed = false;
  std::vector<ExprP> Ops;
  for (size_t I = 0; I < E->Ops.size(); ++I) {
    bool OpDiscrete = Discrete || decidesDiscretely(N, Ctx, *E, I);
    Ops.push_back(regroup(N, Ctx, E->Ops[I], OpDiscrete, Out));
    Changed |= Ops.back() != E->Ops[I];
  }
  return Changed ? withOperands(E, std::move(Ops)) : E;
}

/// Whether the value of S's own expression decides something discrete: a
/// condition, or a value stored in a variable that does (discreteVars).
static bool statementDecides(const KernelNest &N, const Stmt &S,
                             const std::set<VarId> &DiscreteVars) {
  if (S.Kind == StmtKind::If)
    return true;
  if (S.Kind == StmtKind::Decl)
    return !N.var(S.Var).Type.isFloat() || DiscreteVars.count(S.Var);
  if (S.Kind != StmtKind::ExprStmt || S.E->Kind != ExprKind::Binary ||
      !isAssignment(S.E->BinOp))
    return false;
  std::optional<VarId> Target = assignedVar(S.E->Ops[0]);
  return Target && DiscreteVars.count(*Target);
}

/// Regroups the sums of every statement's own expression (the value of an
/// assignment, a declaration's initializer, a condition); F receives each
/// statement's outcome.
static void regroupAll(KernelNest &N, const PassContext &Ctx,
                       const std::function<void(const Stmt &, const SumOutcome &)> &F) {
  std::set<VarId> DiscreteVars = discreteVars(N, Ctx);
  visitStmts(N.Body, [&](Stmt &S) {
    if (!S.E)
      return;
    SumOutcome Out;
    S.E = regroup(N, Ctx, S.E, statementDecides(N, S, DiscreteVars), Out);
    if (Out.Reordered || !Out.Refusal.empty())
      F(S, Out);
  });
}

PassSpace AddendPass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported)
    return unsupportedSpace(CNest);
  // Decide on a copy: regrouping is the analysis.
  std::unique_ptr<KernelNest> Trial = CNest.clone();
  unsigned Reordered = 0;
  std::optional<Reject> FirstRefusal;
  regroupAll(*Trial, Ctx, [&](const Stmt &S, const SumOutcome &Out) {
    Reordered += Out.Reordered;
    if (!Out.Refusal.empty() && !FirstRefusal)
      FirstRefusal = makeReject(RejectKind::NotProfitable,
                                "no sum can add its plain addend first: " + Out.Refusal,
                                S.Pos);
  });
  PassSpace Space;
  if (!Reordered) {
    Space.NotApplicable =
        FirstRefusal ? *FirstRefusal
                     : makeReject(RejectKind::NotProfitable,
                                  "no sum of a proven floating-point type starts with two "
                                  "products and adds a plain addend later "
                                  "(`a * b + c * d + e`)");
    return Space;
  }
  Space.Params = {ParamSpec::numbers(
      "first", {1}, 1,
      "a sum that starts with two products adds its first plain addend first "
      "(reassociates the sum)")};
  return Space;
}

llvm::Expected<PassOutcome> AddendPass::run(KernelNest &Nest, const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  // The outcome is the key: "" where the sum was regrouped, else why not.
  StatementCopies<std::monostate> Copies;
  unsigned Reordered = 0;
  regroupAll(Nest, Ctx, [&](const Stmt &S, const SumOutcome &Out) {
    Reordered += Out.Reordered;
    if (Out.Reordered)
      Copies.add(S.Pos, "", {});
    if (!Out.Refusal.empty())
      Copies.add(S.Pos, Out.Refusal, {});
  });
  Copies.forEach([&](SourcePos Pos, const std::string &Refusal, std::monostate,
                     const std::string &InCopies) {
    if (Refusal.empty())
      Remarks.passed("addend", Pos,
                     "sum regrouped to add its plain addend first, so its products "
                     "fuse" + InCopies);
    else
      Remarks.analysis("addend", Pos, "sum kept as written" + InCopies + ": " + Refusal);
  });
  if (!Reordered)
    return PassOutcome::notApplied(makeReject(
        RejectKind::NotProfitable, "no sum can add its plain addend first"));
  Nest.ReassociatedBy.push_back("addend");
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createAddendPass() {
  static AddendPass P;
  return P;
}
} // namespace clopt
