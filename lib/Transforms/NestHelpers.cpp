//===- NestHelpers.cpp - Helpers of the reduce and vector passes ----------===//

#include "NestHelpers.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace clopt;
using namespace clopt::nest;

static std::string scalarIdentity(ReductionOp Op, const ScalarType &T) {
  bool Max = Op == ReductionOp::Max || Op == ReductionOp::FMax;
  switch (Op) {
  case ReductionOp::Add:
    return T.Base == "float" ? "0.0f" : T.Base == "double" ? "0.0" : "0";
  case ReductionOp::Mul:
    return T.Base == "float" ? "1.0f" : T.Base == "double" ? "1.0" : "1";
  case ReductionOp::FMin:
  case ReductionOp::FMax:
    // fmin and fmax return the other argument for a NaN, and NaN for two:
    // NaN is their identity. With +-INFINITY a lane that saw only NaN
    // passed on -INFINITY, and a row that started from NaN and held only
    // NaN came out -INFINITY where the original's was NaN.
    if (T.IsFloat)
      return "NAN";
    break;
  case ReductionOp::Min:
  case ReductionOp::Max:
    break;
  }
  if (T.IsFloat)
    return Max ? "-INFINITY" : "INFINITY";
  std::string Upper = llvm::StringSwitch<std::string>(T.Base)
                          .Case("char", "CHAR")
                          .Case("uchar", "UCHAR")
                          .Case("short", "SHRT")
                          .Case("ushort", "USHRT")
                          .Case("int", "INT")
                          .Case("uint", "UINT")
                          .Case("long", "LONG")
                          .Default("ULONG");
  if (Max)
    return T.IsSigned ? Upper + "_MIN" : "0";
  return Upper + "_MAX";
}

bool nest::holdsEveryId(llvm::StringRef Type) {
  if (Type == "size_t")
    return true;
  std::optional<ScalarType> T = parseScalarType(Type);
  return T && !T->IsFloat && T->Lanes == 1 && T->Size >= 4;
}

bool nest::holdsEveryId(const ValueType &Type) {
  if (Type.spelling() == "size_t")
    return true;
  const ScalarType *T = Type.arith();
  return T && !T->IsFloat && T->Lanes == 1 && T->Size >= 4;
}

ExprP nest::identityValue(ReductionOp Op, const ScalarType &T) {
  ExprP V = leaf(scalarIdentity(Op, T));
  if (T.Lanes == 1)
    return V;
  return cast(T.Spelling, paren(V));
}

ExprP nest::combine(ReductionOp Op, ExprP A, ExprP B) {
  switch (Op) {
  case ReductionOp::Add:
    return binary(BinaryOp::Add, A, B);
  case ReductionOp::Mul:
    return binary(BinaryOp::Mul, A, B);
  case ReductionOp::Min:
    return call("min", {A, B});
  case ReductionOp::Max:
    return call("max", {A, B});
  case ReductionOp::FMin:
    return call("fmin", {A, B});
  case ReductionOp::FMax:
    return call("fmax", {A, B});
  }
  llvm_unreachable("covered switch");
}

bool nest::subgroupCapable(ReductionOp Op, const ScalarType &T) {
  // cl_khr_subgroups reduces int, uint, long, ulong, float and double with
  // add, min and max; fmin/fmax differ from min/max on NaNs, and there is
  // no product.
  bool Type = T.Lanes == 1 && (T.Base == "int" || T.Base == "uint" ||
                               T.Base == "long" || T.Base == "ulong" ||
                               T.Base == "float" || T.Base == "double");
  return Type && (Op == ReductionOp::Add || Op == ReductionOp::Min ||
                  Op == ReductionOp::Max);
}

bool nest::isAssignment(const Expr &X) {
  if (X.Kind == ExprKind::Binary)
    return isAssignment(X.BinOp);
  return X.Kind == ExprKind::Unary && isIncrementOrDecrement(X.UnOp);
}

/// The array access an assignment target writes, under member or component
/// accesses and parentheses (`P[i].x = ...`, `(P[i]) = ...`): a Global or
/// LocalRef, else null.
static const Expr *storedAccess(const ExprP &Target) {
  const Expr *T = Target.get();
  while (T && (T->Kind == ExprKind::Member || T->Kind == ExprKind::Paren) &&
         !T->Ops.empty())
    T = T->Ops[0].get();
  return T && (T->Kind == ExprKind::Global || T->Kind == ExprKind::LocalRef) ? T : nullptr;
}

/// The Global an assignment target writes (storedAccess).
static const Expr *storedGlobal(const ExprP &Target) {
  const Expr *T = storedAccess(Target);
  return T && T->Kind == ExprKind::Global ? T : nullptr;
}

/// Builtins that write through a pointer argument.
static bool writesThroughPointer(const Expr &X) {
  return X.Kind == ExprKind::Call && (llvm::StringRef(X.Text).starts_with("vstore") ||
                                      llvm::StringRef(X.Text).starts_with("atom"));
}

bool nest::exprStoresGlobal(const ExprP &E) {
  bool Found = false;
  visitExpr(E, [&](const Expr &X) {
    if (isAssignment(X) && storedGlobal(X.Ops[0]))
      Found = true;
    if (writesThroughPointer(X))
      Found = true;
  });
  return Found;
}

const Stmt *nest::findGlobalStore(const Stmt &S) {
  if (exprStoresGlobal(S.E))
    return &S;
  if (S.Kind == StmtKind::For &&
      (exprStoresGlobal(S.For.Cond) || exprStoresGlobal(S.For.Inc)))
    return &S;
  for (const StmtP &C : S.Body)
    if (const Stmt *F = findGlobalStore(*C))
      return F;
  for (const StmtP &C : S.Else)
    if (const Stmt *F = findGlobalStore(*C))
      return F;
  return nullptr;
}

bool nest::containsStmt(const Stmt &S, const Stmt *Target) {
  if (&S == Target)
    return true;
  for (const StmtP &C : S.Body)
    if (containsStmt(*C, Target))
      return true;
  for (const StmtP &C : S.Else)
    if (containsStmt(*C, Target))
      return true;
  return false;
}

std::set<VarId> nest::changedVarsIn(const StmtList &L) {
  std::set<VarId> Out = assignedVarsIn(L);
  visitStmts(L, [&](const Stmt &S) {
    if (S.Kind == StmtKind::For && S.For.Canonical)
      Out.insert(S.For.Counter);
  });
  return Out;
}

std::set<VarId> nest::assignedVarsIn(const StmtList &L) {
  std::set<VarId> Out;
  auto Check = [&](const ExprP &E) {
    visitExpr(E, [&](const Expr &X) {
      if (!isAssignment(X))
        return;
      // `v.x = ...` assigns part of v.
      const Expr *T = X.Ops[0].get();
      while (T->Kind == ExprKind::Member || T->Kind == ExprKind::Paren ||
             T->Kind == ExprKind::Subscript)
        T = T->Ops[0].get();
      if (T->Kind == ExprKind::VarRef)
        Out.insert(T->Var);
    });
  };
  visitStmts(L, [&](const Stmt &S) {
    Check(S.E);
    if (S.Kind == StmtKind::For) {
      Check(S.For.Cond);
      Check(S.For.Inc);
    }
  });
  return Out;
}

std::set<VarId> nest::declaredVarsIn(const StmtList &L) {
  std::set<VarId> Out;
  visitStmts(L, [&](const Stmt &S) {
    if (S.Kind == StmtKind::Decl)
      Out.insert(S.Var);
    if (S.Kind == StmtKind::For && S.For.Canonical && S.For.DeclaresCounter)
      Out.insert(S.For.Counter);
  });
  return Out;
}

StmtList nest::hoistDeclarations(KernelNest &N, StmtList &L) {
  StmtList Hoisted, Kept;
  for (StmtP &S : L) {
    if (S->Kind != StmtKind::Decl || N.var(S->Var).IsArray) {
      Kept.push_back(std::move(S));
      continue;
    }
    Var &V = N.var(S->Var);
    V.Type = V.Type.withoutConst();
    Hoisted.push_back(Stmt::decl(S->Var, nullptr));
    if (S->E) {
      auto A = Stmt::exprStmt(binary(BinaryOp::Assign, varRef(S->Var), S->E));
      A->Pos = S->Pos;
      Kept.push_back(std::move(A));
    }
  }
  L = std::move(Kept);
  return Hoisted;
}

void nest::alignForVectors(KernelNest &N, VarId Array, unsigned Lanes,
                           const ValueType &ElementType) {
  const ScalarType *T = ElementType.arith();
  if (!T || !llvm::isPowerOf2_32(Lanes))
    return;
  // The widest access a GPU makes is 16 bytes; more buys nothing.
  unsigned Bytes = std::min(16u, Lanes * T->Size);
  Var &V = N.var(Array);
  V.AlignBytes = std::max(V.AlignBytes, Bytes);
}

std::set<std::string> nest::storedArrays(const StmtList &L) {
  std::set<std::string> Out;
  visitStmts(L, [&](const Stmt &S) {
    visitExpr(S.E, [&](const Expr &X) {
      // A component store (`P[i].x += v`, `(P[i]).y = v`) writes P too: a
      // read of P held in a register across it would be stale.
      if (isAssignment(X))
        if (const Expr *T = storedAccess(X.Ops[0]))
          Out.insert(T->Text);
      // vstore and atomics write the array their pointer names.
      if (writesThroughPointer(X))
        for (const ExprP &Arg : X.Ops)
          visitExpr(Arg, [&](const Expr &Y) {
            if (Y.Kind == ExprKind::Global || Y.Kind == ExprKind::LocalRef ||
                Y.Kind == ExprKind::Leaf)
              Out.insert(Y.Text);
          });
    });
  });
  return Out;
}

std::string nest::sourceArray(const KernelNest &N, const Expr &Read) {
  if (Read.Kind == ExprKind::LocalRef)
    if (const LocalArray *A = N.localArray(Read.Text))
      return A->Source;
  return Read.Text;
}

std::optional<ValueType> nest::readElementType(const KernelNest &N,
                                               const PassContext &Ctx,
                                               const Expr &Read) {
  if (const KernelParam *P = Ctx.Kernel.findParam(sourceArray(N, Read)))
    return P->ElementType;
  return std::nullopt;
}

bool nest::promotedByConditional(const ValueType &T) {
  const ScalarType *A = T.arith();
  return A && !A->IsFloat && A->Lanes == 1 && A->Size < 4;
}

ExprP nest::zeroOf(const ValueType &T) {
  const ScalarType *A = T.arith();
  if (A && A->Lanes != 1)
    return cast(T.withoutConst().str(), paren(intLit(0)));
  return intLit(0);
}

ExprP nest::guardedRead(const KernelNest &N, llvm::StringRef Array, ExprP Cond,
                        ExprP Load) {
  auto It = N.BufferElements.find(Array.str());
  if (It == N.BufferElements.end())
    return ternary(std::move(Cond), std::move(Load), intLit(0));
  const ValueType &T = It->second;
  ExprP Choice = ternary(std::move(Cond), std::move(Load), zeroOf(T));
  if (!promotedByConditional(T))
    return Choice;
  return cast(T.withoutConst().str(), paren(Choice));
}

ExprP nest::rewriteUnconditional(
    const ExprP &E, const std::function<ExprP(const ExprP &)> &F) {
  if (!E)
    return E;
  bool Changed = false;
  std::vector<ExprP> Ops = E->Ops;
  for (size_t I = 0; I < Ops.size(); ++I) {
    bool Conditional = (E->Kind == ExprKind::Ternary && I > 0) ||
                       (E->Kind == ExprKind::Binary && I == 1 &&
                        isShortCircuit(E->BinOp));
    if (Conditional)
      continue;
    ExprP New = rewriteUnconditional(Ops[I], F);
    Changed |= New != Ops[I];
    Ops[I] = New;
  }
  ExprP Cur = E;
  if (Changed) {
    auto Copy = std::make_shared<Expr>(*E);
    Copy->Ops = Ops;
    Cur = Copy;
  }
  if (ExprP R = F(Cur))
    return R;
  return Cur;
}

VarId nest::firstPointVar(KernelNest &N, unsigned Dim) {
  auto &DV = N.DimVars[Dim];
  if (!DV.First)
    DV.First = N.addGeneratedVar("first_" + std::to_string(Dim),
                                 N.IdTypes[Dim].withConst());
  return *DV.First;
}

uint64_t nest::localMemBytes(const KernelNest &N) {
  uint64_t Total = 0;
  for (const LocalArray &A : N.LocalArrays) {
    uint64_t B = A.ElementSize;
    for (int64_t X : A.Extents)
      B *= X;
    Total += B;
  }
  return Total;
}
