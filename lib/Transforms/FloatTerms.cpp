//===- FloatTerms.cpp - Types and effects of floating-point terms ---------===//
//
// What the passes that reassociate floating-point sums (accumulate, addend)
// must know of each term: its type, where the nest proves it, and whether
// evaluating it could change anything. See FloatTerms.h.
//
//===----------------------------------------------------------------------===//

#include "FloatTerms.h"
#include "NestHelpers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clopt;
using namespace clopt::nest;

/// Math built-ins without side effects whose result has the type of their
/// arguments (when those agree).
static bool isPureMathBuiltin(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "sqrt",        "rsqrt",        "native_sqrt",  "native_rsqrt",
      "half_sqrt",   "half_rsqrt",   "exp",          "exp2",
      "exp10",       "log",          "log2",         "log10",
      "native_exp",  "native_log",   "sin",          "cos",
      "tan",         "native_sin",   "native_cos",   "fabs",
      "fmin",        "fmax",         "fma",          "mad",
      "pow",         "powr",         "native_powr",  "native_recip",
      "native_divide", "half_recip", "half_divide",  "copysign",
      "floor",       "ceil",         "trunc",        "round",
      "tanh",        "atan",         "asin",         "acos"};
  return Names.contains(Name);
}

/// The type of a literal as written: "1.5f" float, "1.5h" half, "1.5" or
/// "1e3" double, an integer literal int; nullopt for anything else.
static std::optional<ScalarType> literalType(const ExprP &E) {
  if (E->Kind != ExprKind::Leaf)
    return std::nullopt;
  if (asConstant(E))
    return ScalarType::get("int");
  llvm::StringRef T = E->Text;
  if (T.empty() || !(llvm::isDigit(T.front()) || T.front() == '.'))
    return std::nullopt;
  bool Hex = T.starts_with_insensitive("0x");
  bool Floating = Hex ? T.contains_insensitive("p")
                      : T.find_first_of(".eE") != llvm::StringRef::npos;
  if (!Floating)
    return std::nullopt; // an integer literal asConstant does not read
  // A hexadecimal float ends in its exponent's digits, so a trailing letter
  // is a suffix in both notations.
  if (T.ends_with("f") || T.ends_with("F"))
    return ScalarType::get("float");
  if (T.ends_with("h") || T.ends_with("H"))
    return ScalarType::get("half");
  return ScalarType::get("double");
}

static bool isVectorComponent(llvm::StringRef Name) {
  if (Name.size() == 1)
    return llvm::StringRef("xyzw").contains(Name.front());
  return Name.size() == 2 && (Name[0] == 's' || Name[0] == 'S') &&
         llvm::isHexDigit(Name[1]);
}

/// The arithmetic type of E where the nest proves it, else nullopt. Only the
/// forms an accumulated term usually takes: variables, reads of buffers,
/// literals, casts, vector components, + - * / of operands of one type (a
/// scalar widening to a vector of its type, an integer literal taking a
/// floating operand's type), and pure math built-ins.
std::optional<ScalarType> nest::provenType(const KernelNest &N,
                                            const PassContext &Ctx,
                                            const ExprP &E) {
  switch (E->Kind) {
  case ExprKind::VarRef: {
    const Var &V = N.var(E->Var);
    if (V.IsArray || !V.Type.arith())
      return std::nullopt;
    return *V.Type.arith();
  }
  case ExprKind::Global:
  case ExprKind::LocalRef: {
    std::optional<ValueType> T = readElementType(N, Ctx, *E);
    if (!T || !T->arith())
      return std::nullopt;
    return *T->arith();
  }
  case ExprKind::Leaf:
    return literalType(E);
  case ExprKind::Paren:
    return provenType(N, Ctx, E->Ops[0]);
  case ExprKind::Unary:
    if (E->UnOp == UnaryOp::Plus || E->UnOp == UnaryOp::Minus)
      return provenType(N, Ctx, E->Ops[0]);
    return std::nullopt;
  case ExprKind::Cast:
    return parseScalarType(E->Text);
  case ExprKind::Member: {
    std::optional<ScalarType> Base = provenType(N, Ctx, E->Ops[0]);
    if (E->Arrow || !Base || Base->Lanes == 1 || !isVectorComponent(E->Text))
      return std::nullopt;
    return ScalarType::get(Base->Base);
  }
  case ExprKind::Binary: {
    if (E->BinOp != BinaryOp::Add && E->BinOp != BinaryOp::Sub &&
        E->BinOp != BinaryOp::Mul && E->BinOp != BinaryOp::Div)
      return std::nullopt;
    std::optional<ScalarType> L = provenType(N, Ctx, E->Ops[0]);
    std::optional<ScalarType> R = provenType(N, Ctx, E->Ops[1]);
    if (!L || !R)
      return std::nullopt;
    if (*L == *R)
      return L;
    // An integer literal converts to the floating operand's type.
    if (L->IsFloat && asConstant(E->Ops[1]))
      return L;
    if (R->IsFloat && asConstant(E->Ops[0]))
      return R;
    // A scalar widens to a vector of its own type.
    if (L->Base == R->Base)
      return L->Lanes > R->Lanes ? L : R;
    // Between floating scalars, the wider type (half < float < double).
    if (L->IsFloat && R->IsFloat && L->Lanes == 1 && R->Lanes == 1)
      return L->Size > R->Size ? L : R;
    return std::nullopt;
  }
  case ExprKind::Call: {
    if (!isPureMathBuiltin(E->Text) || E->Ops.empty())
      return std::nullopt;
    std::optional<ScalarType> T = provenType(N, Ctx, E->Ops[0]);
    for (const ExprP &A : E->Ops) {
      std::optional<ScalarType> ArgType = provenType(N, Ctx, A);
      if (!T || !ArgType || !(*ArgType == *T))
        return std::nullopt;
    }
    return T;
  }
  default:
    return std::nullopt;
  }
}

/// Whether evaluating E could change anything.
bool nest::mayHaveSideEffect(const ExprP &E) {
  bool Found = false;
  visitExpr(E, [&](const Expr &X) {
    if ((X.Kind == ExprKind::Binary && isAssignment(X.BinOp)) ||
        (X.Kind == ExprKind::Unary && isIncrementOrDecrement(X.UnOp)) ||
        (X.Kind == ExprKind::Call && !isPureMathBuiltin(X.Text)))
      Found = true;
  });
  return Found;
}

/// The variable an assignment to Target writes: a variable, a component of
/// one (`v.x`), an element of a private array (`r[i]`).
std::optional<VarId> nest::assignedVar(const ExprP &Target) {
  const Expr *X = Target.get();
  while (X->Kind == ExprKind::Paren || X->Kind == ExprKind::Member ||
         X->Kind == ExprKind::Subscript)
    X = X->Ops[0].get();
  if (X->Kind == ExprKind::VarRef)
    return X->Var;
  return std::nullopt;
}

/// Whether a value stored into Target (a variable or a buffer element) is
/// converted to a type that is not floating-point.
static bool storesAsNonFloat(const KernelNest &N, const PassContext &Ctx,
                             const ExprP &Target) {
  if (std::optional<VarId> V = assignedVar(Target))
    return !N.var(*V).Type.isFloat(); // a vector's component: its lanes' type
  // A __local array a pass declared (a tile, reduce's partials) has its
  // element type; one that caches a buffer has the buffer's.
  if (Target->Kind == ExprKind::LocalRef)
    if (const LocalArray *A = N.localArray(Target->Text))
      return !N.var(A->Var).Type.isFloat();
  if (Target->Kind == ExprKind::Global || Target->Kind == ExprKind::LocalRef) {
    std::optional<ValueType> T = readElementType(N, Ctx, *Target);
    return !T || !T->isFloat();
  }
  return true;
}

/// Built-ins whose result jumps where their argument crosses a point
/// (floor(4.9999995f) is 4, floor(5.0f) is 5): one ulp of a regrouped sum
/// becomes a whole unit.
static bool isStepFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {"floor", "ceil",  "trunc", "round",
                                          "rint",  "fract", "fmod",  "remainder",
                                          "step",  "sign",  "modf",  "remquo"};
  return Names.contains(Name);
}

bool nest::decidesDiscretely(const KernelNest &N, const PassContext &Ctx,
                             const Expr &E, size_t I) {
  switch (E.Kind) {
  case ExprKind::Global:
  case ExprKind::LocalRef:
    return true; // indices
  case ExprKind::Subscript:
    return I == 1;
  case ExprKind::Ternary:
    return I == 0;
  case ExprKind::Cast: {
    std::optional<ScalarType> T = parseScalarType(E.Text);
    return !T || !T->IsFloat;
  }
  case ExprKind::Call: {
    llvm::StringRef Fn = E.Text;
    if (isPureMathBuiltin(Fn) && !isStepFunction(Fn))
      return false;
    // Collective sums, minima and maxima (reduce's combining step) pass a
    // value on like + does; vstoreN stores its first argument.
    if (Fn.starts_with("sub_group_reduce_") || Fn.starts_with("work_group_reduce_") ||
        Fn.starts_with("sub_group_scan_") || Fn.starts_with("work_group_scan_"))
      return false;
    if (Fn.starts_with("vstore") && I == 0)
      return false;
    return true;
  }
  case ExprKind::Unary:
    return E.UnOp == UnaryOp::LogicalNot || E.UnOp == UnaryOp::BitNot;
  case ExprKind::Binary:
    if (isAssignment(E.BinOp))
      return I == 1 && storesAsNonFloat(N, Ctx, E.Ops[0]);
    return E.BinOp != BinaryOp::Add && E.BinOp != BinaryOp::Sub &&
           E.BinOp != BinaryOp::Mul && E.BinOp != BinaryOp::Div &&
           E.BinOp != BinaryOp::Comma;
  default:
    return false;
  }
}

/// Calls F(V) for every variable E mentions where its value is used
/// discretely (Discrete: E itself is).
static void discreteUses(const KernelNest &N, const PassContext &Ctx,
                         const ExprP &E, bool Discrete,
                         const std::function<void(VarId)> &F) {
  if (!E)
    return;
  if (E->Kind == ExprKind::VarRef && Discrete)
    F(E->Var);
  for (size_t I = 0; I < E->Ops.size(); ++I)
    discreteUses(N, Ctx, E->Ops[I], Discrete || decidesDiscretely(N, Ctx, *E, I), F);
}

std::set<VarId> nest::discreteVars(const KernelNest &N, const PassContext &Ctx) {
  std::set<VarId> Out;
  auto Add = [&](VarId V) { Out.insert(V); };
  // Assignments to a variable (declarations included): the closure below
  // follows them backwards.
  std::vector<std::pair<VarId, ExprP>> Flows;
  visitStmts(N.Body, [&](const Stmt &S) {
    bool Condition = S.Kind == StmtKind::If;
    if (S.Kind == StmtKind::Decl && S.E) {
      discreteUses(N, Ctx, S.E, !N.var(S.Var).Type.isFloat(), Add);
      Flows.push_back({S.Var, S.E});
    } else {
      discreteUses(N, Ctx, S.E, Condition, Add);
    }
    if (S.Kind == StmtKind::ExprStmt && S.E->Kind == ExprKind::Binary &&
        isAssignment(S.E->BinOp))
      if (std::optional<VarId> Target = assignedVar(S.E->Ops[0]))
        Flows.push_back({*Target, S.E->Ops[1]});
    if (S.Kind == StmtKind::For) {
      for (const ExprP &X : {S.For.Lower, S.For.Upper, S.For.Limit, S.For.Cond, S.For.Inc})
        discreteUses(N, Ctx, X, true, Add);
      if (S.For.Init)
        discreteUses(N, Ctx, S.For.Init->E, true, Add);
    }
  });
  // A variable assigned from others passes their values on.
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const auto &[Target, Value] : Flows) {
      if (!Out.count(Target))
        continue;
      visitExpr(Value, [&](const Expr &X) {
        if (X.Kind == ExprKind::VarRef)
          Grew |= Out.insert(X.Var).second;
      });
    }
  }
  return Out;
}
