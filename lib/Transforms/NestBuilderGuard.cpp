//===- NestBuilderGuard.cpp - The kernel's guard and point validity -------===//
//
// NestBuilder's guard (a move from NestBuilder.cpp): the `if (i < N ...)` or
// early `return` that bounds the points, turned into per-dimension
// validity, and the validity a symbolic --global gives a guard-less kernel.
//
//===----------------------------------------------------------------------===//

#include "NestBuilderImpl.h"
#include "clopt/Runtime/Support/IntExpr.h"

using namespace clang;
using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::detail;

static ExprP stripParens(ExprP E) {
  while (E && E->Kind == ExprKind::Paren)
    E = E->Ops[0];
  return E;
}

/// Splits a guard into comparisons: `a && b` (or, negated, `a || b`).
bool NestBuilder::splitGuard(const ExprP &Cond, bool Negate,
                             std::vector<ExprP> &Conj) {
  ExprP E = stripParens(Cond);
  if (isBinary(*E, Negate ? BinaryOp::LogicalOr : BinaryOp::LogicalAnd))
    return splitGuard(E->Ops[0], Negate, Conj) &&
           splitGuard(E->Ops[1], Negate, Conj);
  if (E->Kind != ExprKind::Binary || !isOrdering(E->BinOp))
    return false;
  if (Negate)
    E = binary(*negatedOrdering(E->BinOp), E->Ops[0], E->Ops[1]);
  Conj.push_back(E);
  return true;
}

/// Whether E grows with the work-item id it depends on: the id itself, a
/// coordinate variable initialised with such a value, or such a value plus
/// or minus uniform terms, times a positive constant, or cast to a type at
/// least as wide as int. Anything else (`N - 1 - id`, `(short)id`) is not
/// known to, and a comparison over it bounds nothing.
static bool growsWithId(const KernelNest &Nest, const ExprP &E, unsigned Depth = 0) {
  if (!E || Depth > 16)
    return false;
  auto Uniform = [&](const ExprP &X) { return pointDims(Nest, X) == 0; };
  switch (E->Kind) {
  case ExprKind::WorkItem:
    return E->Text == "get_global_id";
  case ExprKind::VarRef: {
    // A coordinate of a narrower type wraps (`char i = get_global_id(0)` is
    // -128 at id 128): it does not grow with the id.
    const Var &V = Nest.var(E->Var);
    return V.IsCoordinate && holdsEveryId(V.Type) && growsWithId(Nest, V.Init, Depth + 1);
  }
  case ExprKind::Paren:
    return growsWithId(Nest, E->Ops[0], Depth + 1);
  case ExprKind::Cast:
    return holdsEveryId(E->Text) && growsWithId(Nest, E->Ops[0], Depth + 1);
  case ExprKind::Binary:
    if (E->BinOp == BinaryOp::Add)
      return (growsWithId(Nest, E->Ops[0], Depth + 1) && Uniform(E->Ops[1])) ||
             (growsWithId(Nest, E->Ops[1], Depth + 1) && Uniform(E->Ops[0]));
    if (E->BinOp == BinaryOp::Sub)
      return growsWithId(Nest, E->Ops[0], Depth + 1) && Uniform(E->Ops[1]);
    if (E->BinOp == BinaryOp::Mul) {
      std::optional<int64_t> L = asConstant(E->Ops[0]), R = asConstant(E->Ops[1]);
      return (R && *R > 0 && growsWithId(Nest, E->Ops[0], Depth + 1)) ||
             (L && *L > 0 && growsWithId(Nest, E->Ops[1], Depth + 1));
    }
    return false;
  default:
    return false;
  }
}

/// Whether the comparison C bounds its dimension's id from above (`x < W`,
/// `x <= W - 1`, `W > x`, `x == 0`, with x growing with the id).
static bool boundsFromAbove(const KernelNest &Nest, const nest::Expr &C, bool IdOnLeft) {
  BinaryOp Op = C.BinOp;
  const ExprP &Id = IdOnLeft ? C.Ops[0] : C.Ops[1];
  if (!growsWithId(Nest, Id))
    return false;
  if (Op == BinaryOp::Eq)
    return true;
  if (IdOnLeft)
    return Op == BinaryOp::Lt || Op == BinaryOp::Le;
  return Op == BinaryOp::Gt || Op == BinaryOp::Ge;
}

/// Whether evaluating E changes nothing but its own value: no assignment,
/// increment or store, and no call (a helper may write through a pointer).
/// Reads of memory are allowed: a declaration moved into the guard reads
/// only where the original's valid points read.
static bool changesNothing(const ExprP &E) {
  bool Changes = false;
  visitExpr(E, [&](const nest::Expr &X) {
    Changes |= X.Kind == ExprKind::Call || isAssignment(X);
  });
  return !Changes;
}

/// Whether E divides by something other than a nonzero constant (`1000 /
/// (n - i)`): evaluated for a point the original never computed, it may
/// divide by 0 (a trap on a CPU device).
static bool mayDivideByZero(const ExprP &E) {
  bool May = false;
  visitExpr(E, [&](const nest::Expr &X) {
    if (X.Kind != ExprKind::Binary ||
        (X.BinOp != BinaryOp::Div && X.BinOp != BinaryOp::Rem))
      return;
    std::optional<int64_t> Divisor = asConstant(X.Ops[1]);
    May |= !Divisor || *Divisor == 0;
  });
  return May;
}

/// Whether declaration S may stay before the guard, where every point of
/// a rounded-up launch evaluates it: a coordinate or a variable without a
/// value, that cannot divide by 0.
static bool staysBeforeGuard(const KernelNest &Nest, const nest::Stmt &S) {
  if (!S.E)
    return true;
  return Nest.var(S.Var).IsCoordinate && !mayDivideByZero(S.E);
}

void NestBuilder::findGuard() {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL)
    return;
  StmtList &B = PL->Body;
  // Only declarations may come before the guard: the coordinates and
  // variables declared without a value (`int k;` before `if (i < n)`, for a
  // loop inside it, as C89 code writes them) stay there; any other whose
  // evaluation changes nothing else (`int best = 0;`, Rodinia's kmeans, or
  // a coordinate that may divide by 0 past n) moves to the top of the
  // guard's body, where only the points that use it evaluate it, provided
  // nothing before the guard's body reads it.
  size_t I = 0;
  std::vector<size_t> Moved;
  for (; I < B.size() && B[I]->Kind == StmtKind::Decl; ++I) {
    if (staysBeforeGuard(Nest, *B[I]))
      continue;
    if (!changesNothing(B[I]->E))
      return;
    Moved.push_back(I);
  }
  if (I == B.size() || B[I]->Kind != StmtKind::If || !B[I]->Else.empty())
    return;
  nest::Stmt &If = *B[I];
  bool EarlyReturn = If.Body.size() == 1 && If.Body[0]->Kind == StmtKind::Return;
  // A `return;` that ends the kernel changes nothing (normalizeReturns
  // would drop it later).
  bool FinalReturn = I + 2 == B.size() && B[I + 1]->Kind == StmtKind::Return &&
                     !B[I + 1]->E;
  bool WholeRest = I + 1 == B.size() || FinalReturn;
  if (!EarlyReturn && !WholeRest)
    return;
  for (size_t M : Moved) {
    VarId V = B[M]->Var;
    if (mentionsVar(If.E, V))
      return;
    for (size_t J = M + 1; J < I; ++J)
      if (B[J]->E && mentionsVar(B[J]->E, V))
        return;
  }
  std::vector<ExprP> Conj;
  if (!splitGuard(If.E, EarlyReturn, Conj))
    return;
  // Each comparison must involve exactly one dimension on one side and
  // only uniform values on the other.
  std::array<DimValidity, 3> V;
  std::array<bool, 3> Bounded = {false, false, false};
  std::vector<std::pair<unsigned, ExprP>> Order;
  for (const ExprP &C : Conj) {
    bool PP0 = false, PP1 = false;
    unsigned D0 = dimsOf(C->Ops[0], PP0), D1 = dimsOf(C->Ops[1], PP1);
    if (PP0 || PP1 || (D0 && D1))
      return;
    unsigned D = D0 | D1;
    if (D == 0 || (D & (D - 1)))
      return;
    unsigned Dim = __builtin_ctz(D);
    Bounded[Dim] |= boundsFromAbove(Nest, *C, /*IdOnLeft=*/D0 != 0);
    V[Dim].Conjuncts.push_back(C);
    Order.push_back({Dim, C});
  }
  ExprP Cond;
  for (const ExprP &C : Conj)
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, C) : C;
  StmtList Rest;
  for (size_t M : Moved)
    Rest.push_back(std::move(B[M]));
  if (EarlyReturn) {
    for (size_t J = I + 1; J < B.size(); ++J)
      Rest.push_back(std::move(B[J]));
  } else {
    for (StmtP &S : If.Body)
      Rest.push_back(std::move(S));
    Cond = If.E; // keep the guard as written
  }
  auto G = nest::Stmt::ifStmt(Cond, std::move(Rest));
  G->IsGuard = true;
  G->Pos = If.Pos;
  Nest.GuardPos = If.Pos;
  Nest.HasGuard = true;
  // Before the guard: the declarations that stay, in their order.
  StmtList Before;
  for (size_t J = 0; J < I; ++J)
    if (B[J])
      Before.push_back(std::move(B[J]));
  Before.push_back(std::move(G));
  B = std::move(Before);
  Nest.ValidityOrder = Order;
  // The conjuncts stay the points' predicates; only a dimension whose ids
  // are bounded from above may have its launch rounded up past the host's
  // global size (`x >= 0` alone would let the extra items run).
  for (unsigned D = 0; D < 3; ++D)
    if (!V[D].Conjuncts.empty()) {
      Nest.Validity[D] = V[D];
      Nest.Blocks[D].HasValidity = Bounded[D];
    }
}

/// `if (c) { A; return; } B;` at the top level of the point body becomes
/// `if (c) { A; } else { B; }`, and a final `return;` goes: the point's
/// code then ends without `return`, which a work-item computing several
/// points needs (it must go on with the next point).
void NestBuilder::normalizeReturns(StmtList &L) {
  for (size_t I = 0; I < L.size(); ++I) {
    nest::Stmt &S = *L[I];
    if (S.Kind == StmtKind::Return && I + 1 == L.size()) {
      L.pop_back();
      return;
    }
    if (S.IsGuard) {
      normalizeReturns(S.Body);
      continue;
    }
    if (S.Kind != StmtKind::If || !S.Else.empty() || S.Body.empty() ||
        S.Body.back()->Kind != StmtKind::Return)
      continue;
    S.Body.pop_back();
    StmtList Rest;
    for (size_t J = I + 1; J < L.size(); ++J)
      Rest.push_back(std::move(L[J]));
    L.resize(I + 1);
    if (S.Body.empty()) {
      // `if (c) return; B;` becomes `if (!(c)) { B }`.
      S.E = unary(UnaryOp::LogicalNot, paren(S.E));
      S.Body = std::move(Rest);
      normalizeReturns(S.Body);
      return;
    }
    normalizeReturns(S.Body);
    S.Else = std::move(Rest);
    normalizeReturns(S.Else);
    return;
  }
}

/// Whether E is dimension D's id itself: get_global_id(D), or a coordinate
/// variable set to it, through parentheses and casts to a type that holds
/// every id.
static bool isGlobalId(const KernelNest &Nest, const ExprP &E, unsigned D,
                       unsigned Depth = 0) {
  if (!E || Depth > 16)
    return false;
  switch (E->Kind) {
  case ExprKind::WorkItem:
    return E->Text == "get_global_id" && E->Dim == D;
  case ExprKind::VarRef: {
    const Var &V = Nest.var(E->Var);
    return V.IsCoordinate && holdsEveryId(V.Type) && isGlobalId(Nest, V.Init, D, Depth + 1);
  }
  case ExprKind::Paren:
    return isGlobalId(Nest, E->Ops[0], D, Depth + 1);
  case ExprKind::Cast:
    return holdsEveryId(E->Text) && isGlobalId(Nest, E->Ops[0], D, Depth + 1);
  default:
    return false;
  }
}

/// Whether E is the global size expression Global: the scalar parameter it
/// names, or the same text.
static bool isGlobalSize(const KernelNest &Nest, const ExprP &E, llvm::StringRef Global) {
  ExprP Bare = stripParens(E);
  llvm::StringRef Want = Global.trim();
  if (Bare->Kind == ExprKind::VarRef) {
    const Var &V = Nest.var(Bare->Var);
    return V.Role == VarRole::Param && V.Name == Want;
  }
  return Bare->Kind == ExprKind::Leaf && Bare->Text == Want;
}

/// A comparison that bounds one side from above: `Id < Bound`, `Bound >
/// Id`, or, inclusive, `Id <= Bound`, `Bound >= Id`.
struct UpperBound {
  ExprP Id;
  ExprP Bound;
  bool Inclusive = false;
};

static std::optional<UpperBound> upperBound(const ExprP &C) {
  switch (C->BinOp) {
  case BinaryOp::Lt:
  case BinaryOp::Le:
    return UpperBound{C->Ops[0], C->Ops[1], C->BinOp == BinaryOp::Le};
  case BinaryOp::Gt:
  case BinaryOp::Ge:
    return UpperBound{C->Ops[1], C->Ops[0], C->BinOp == BinaryOp::Ge};
  default:
    return std::nullopt;
  }
}

/// The conjuncts of the kernel's guard on dimension D that bound its ids
/// from above, strictly (`Id < Bound`, `Bound > Id`), in the guard's order.
static std::vector<UpperBound> idUpperBounds(const KernelNest &Nest, unsigned D) {
  std::vector<UpperBound> Out;
  for (const ExprP &C : Nest.Validity[D].Conjuncts)
    if (std::optional<UpperBound> B = upperBound(C);
        B && !B->Inclusive && isGlobalId(Nest, B->Id, D))
      Out.push_back(*B);
  return Out;
}

/// Whether the kernel's own guard bounds dimension D's ids by exactly the
/// global size Global (`x < W`, `W > x` where the launch is W wide). Any
/// other bound (`x < H` in a launch W wide, `i - 1u < n - 2u`, which wraps
/// at n < 2) admits ids the original launch does not have, which a launch
/// rounded up past W would then compute.
static bool guardBoundsByGlobal(const KernelNest &Nest, unsigned D, llvm::StringRef Global) {
  return llvm::any_of(idUpperBounds(Nest, D), [&](const UpperBound &B) {
    return isGlobalSize(Nest, B.Bound, Global);
  });
}

/// What argExprText found on its way.
struct ArgExprFacts {
  bool NamesGlobal = false; ///< it names the global size's parameter
  unsigned Width = 0;       ///< bytes of its parameters, all of one width
};

/// E as text over the kernel's scalar arguments that the host helper can
/// evaluate (IntExpr, 64 bits) as the kernel does: signed integer
/// parameters of one width (an int product added to a long would wrap in
/// the kernel where IntExpr does not), decimal literals (not octal `010`,
/// which IntExpr reads as ten), +, - and *, in parentheses or not. nullopt
/// for anything else (an unsigned operand could wrap where IntExpr does
/// not), and for a parameter named G0, G1 or G2, which a precondition
/// would read as the launch size.
static std::optional<std::string> argExprText(const KernelNest &Nest, const ExprP &E,
                                              llvm::StringRef Global, ArgExprFacts &F,
                                              unsigned Depth = 0) {
  if (!E || Depth > 16)
    return std::nullopt;
  switch (E->Kind) {
  case ExprKind::Leaf:
    if (!isPlainDecimal(E->Text))
      return std::nullopt;
    return E->Text;
  case ExprKind::VarRef: {
    const Var &V = Nest.var(E->Var);
    const ScalarType *T = V.Type.arith();
    if (V.Role != VarRole::Param || !T || T->IsFloat || !T->IsSigned || T->Lanes != 1 ||
        V.Name == "G0" || V.Name == "G1" || V.Name == "G2")
      return std::nullopt;
    if (F.Width && F.Width != T->Size)
      return std::nullopt;
    F.Width = T->Size;
    F.NamesGlobal |= V.Name == Global.trim();
    return V.Name;
  }
  case ExprKind::Paren: {
    std::optional<std::string> In = argExprText(Nest, E->Ops[0], Global, F, Depth + 1);
    return In ? std::optional<std::string>("(" + *In + ")") : std::nullopt;
  }
  case ExprKind::Binary: {
    const char *Op = E->BinOp == BinaryOp::Add   ? " + "
                     : E->BinOp == BinaryOp::Sub ? " - "
                     : E->BinOp == BinaryOp::Mul ? " * "
                                                 : nullptr;
    if (!Op)
      return std::nullopt;
    std::string Side[2];
    for (unsigned I = 0; I < 2; ++I) {
      std::optional<std::string> T = argExprText(Nest, E->Ops[I], Global, F, Depth + 1);
      if (!T)
        return std::nullopt;
      Side[I] = E->Ops[I]->Kind == ExprKind::Binary ? "(" + *T + ")" : *T;
    }
    return Side[0] + Op + Side[1];
  }
  default:
    return std::nullopt;
  }
}

/// A bound of the kernel's guard that guardBoundFromGlobal takes.
struct DerivedGuardBound {
  std::string Text;
  /// The id is compared unsigned (size_t, uint): a negative bound would
  /// admit every id, so the geometry also states `(expr) >= 0`.
  bool MayBeNegative = true;
  /// An offset id's offset and its type's largest value (DimBlock::
  /// GuardIdOffset); empty for the id itself.
  std::string IdOffset;
  int64_t IdMax = 0;
};

/// The type a variable or a cast converts its value to (size_t read as
/// ulong); nullopt for other expressions and other types.
static std::optional<ScalarType> convertedType(const KernelNest &Nest, const ExprP &E) {
  if (E->Kind == ExprKind::VarRef) {
    const ValueType &Type = Nest.var(E->Var).Type;
    if (const ScalarType *T = Type.arith())
      return *T;
    return Type.spelling() == "size_t" ? ScalarType::get("ulong") : std::nullopt;
  }
  if (E->Kind == ExprKind::Cast)
    return ScalarType::get(E->Text == "size_t" ? "ulong" : E->Text);
  return std::nullopt;
}

/// The type of the id side of a guard comparison where it is a signed
/// integer of at least int's width (`int i = get_global_id(0)`,
/// `(long)get_global_id(0)`), so that the comparison with a signed bound is
/// signed (get_global_id itself returns size_t); else nullopt.
static std::optional<ScalarType> signedIdType(const KernelNest &Nest, const ExprP &Id) {
  std::optional<ScalarType> T = convertedType(Nest, stripParens(Id));
  if (T && !T->IsFloat && T->IsSigned && T->Lanes == 1 && T->Size >= 4)
    return T;
  return std::nullopt;
}

static bool comparesSigned(const KernelNest &Nest, const ExprP &Id) {
  return signedIdType(Nest, Id).has_value();
}

/// The bound of the kernel's own guard on dimension D's ids when it is an
/// expression of the arguments derived from the global size Global
/// (`i < n - 1` in a launch `global(n)`, Rodinia's `id < size - 1 - t`):
/// a launch of at least that many ids computes what the original did. A
/// bound that does not name the global size (`x < H` in a launch W wide)
/// is not taken: the host launches W, which says nothing about H.
static std::optional<DerivedGuardBound>
guardBoundFromGlobal(const KernelNest &Nest, unsigned D, llvm::StringRef Global) {
  for (const UpperBound &B : idUpperBounds(Nest, D)) {
    ArgExprFacts F;
    std::optional<std::string> Text = argExprText(Nest, B.Bound, Global, F);
    if (Text && F.NamesGlobal)
      return DerivedGuardBound{*Text, !comparesSigned(Nest, B.Id)};
  }
  return std::nullopt;
}

/// Whether a sum of an id and an offset converted to Type keeps its value
/// up to Type's top (a signed type of 4 bytes or more; or an unsigned one of
/// 8, which wraps where the 64-bit preconditions cannot reach), narrowing
/// Bytes, the width the sum wraps at, to Type's. A `uint` on the way would
/// turn a negative sum into a large one; a `short` holds too few ids.
static bool keepsOffsetSum(std::optional<ScalarType> Type, unsigned &Bytes) {
  if (!Type || Type->IsFloat || Type->Lanes != 1 || Type->Size < 4 ||
      (!Type->IsSigned && Type->Size < 8))
    return false;
  Bytes = std::min(Bytes, Type->Size);
  return true;
}

/// Dimension D's global id plus a uniform offset (`get_global_id(0) + 1`, a
/// coordinate `int j = get_global_id(0) + k + 1`, `get_global_id(0) - 1`):
/// the offset as text over the kernel's scalar arguments (argExprText), "0"
/// for the id itself. nullopt where E is anything else. Bytes is narrowed
/// to the narrowest type the sum passes through (`long j = (int)(k +
/// get_global_id(0))` wraps at INT_MAX).
static std::optional<std::string> idOffset(const KernelNest &Nest, const ExprP &E, unsigned D,
                                           ArgExprFacts &F, unsigned &Bytes,
                                           unsigned Depth = 0) {
  if (!E || Depth > 16)
    return std::nullopt;
  if (isGlobalId(Nest, E, D))
    return std::string("0");
  switch (E->Kind) {
  case ExprKind::VarRef: {
    const Var &V = Nest.var(E->Var);
    if (!V.IsCoordinate || !keepsOffsetSum(convertedType(Nest, E), Bytes))
      return std::nullopt;
    return idOffset(Nest, V.Init, D, F, Bytes, Depth + 1);
  }
  case ExprKind::Paren:
    return idOffset(Nest, E->Ops[0], D, F, Bytes, Depth + 1);
  case ExprKind::Cast:
    if (!keepsOffsetSum(convertedType(Nest, E), Bytes))
      return std::nullopt;
    return idOffset(Nest, E->Ops[0], D, F, Bytes, Depth + 1);
  case ExprKind::Binary: {
    bool Sub = E->BinOp == BinaryOp::Sub;
    if (!Sub && E->BinOp != BinaryOp::Add)
      return std::nullopt;
    // The id is on the left, or on either side of a sum.
    for (unsigned IdSide : {0u, 1u}) {
      if (IdSide == 1 && Sub)
        break;
      std::optional<std::string> Inner = idOffset(Nest, E->Ops[IdSide], D, F, Bytes, Depth + 1);
      if (!Inner)
        continue;
      const ExprP &Other = E->Ops[1 - IdSide];
      std::optional<std::string> Term = argExprText(Nest, Other, "", F, Depth + 1);
      if (!Term)
        return std::nullopt;
      // A sum alone is the whole offset (lessOffset puts it in
      // parentheses); negated or after another term, it needs its own.
      std::string T = *Term;
      if (Other->Kind == ExprKind::Binary && (Sub || *Inner != "0"))
        T = "(" + T + ")";
      if (*Inner == "0")
        return Sub ? "-" + T : T;
      return *Inner + (Sub ? " - " : " + ") + T;
    }
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

/// Whether T is one parenthesized group, `(n * m)`.
static bool isOneGroup(llvm::StringRef T) {
  if (!T.starts_with("(") || !T.ends_with(")"))
    return false;
  int Depth = 0;
  for (size_t I = 0; I < T.size(); ++I) {
    Depth += T[I] == '(' ? 1 : T[I] == ')' ? -1 : 0;
    if (Depth == 0 && I + 1 < T.size())
      return false;
  }
  return true;
}

/// Bound + 1 as text, the exclusive form of `id <= Bound`: `n - 1 + 1` is
/// `n`, `n - 2 + 1` is `n - 1`, where Bound is a sum of products ending in
/// the subtraction of a number (nothing of lower precedence than `+` and
/// `-`, as in `a << 2 - 1`, and no negated factor, `a * - 1`).
static std::string plusOne(llvm::StringRef Bound) {
  // `(n - 1)`, as written in `i <= (n - 1)`, is n - 1.
  if (isOneGroup(Bound)) {
    llvm::StringRef Inner = Bound.drop_front().drop_back();
    std::string Simpler = plusOne(Inner);
    if (Simpler != Inner.str() + " + 1")
      return Simpler;
  }
  bool SumOfProducts = llvm::all_of(Bound, [](char C) {
    return isalnum(C) || llvm::is_contained("_ ()+-*/%", C);
  });
  size_t Minus = Bound.rfind(" - ");
  uint64_t K = 0;
  if (!SumOfProducts || Minus == llvm::StringRef::npos || Minus == 0 ||
      Bound.substr(Minus + 3).getAsInteger(10, K) || K == 0)
    return Bound.str() + " + 1";
  llvm::StringRef Rest = Bound.take_front(Minus);
  if (!isalnum(Rest.back()) && Rest.back() != '_' && Rest.back() != ')')
    return Bound.str() + " + 1";
  if (K > 1)
    return Rest.str() + " - " + std::to_string(K - 1);
  return isOneGroup(Rest) ? Rest.drop_front().drop_back().str() : Rest.str();
}

/// Bound - Offset as text: the bound on the id itself that `id + Offset <
/// Bound` gives.
static std::string lessOffset(const std::string &Bound, const std::string &Offset) {
  if (Offset == "0")
    return Bound;
  auto Simple = [](llvm::StringRef T) {
    return !T.empty() && llvm::all_of(T, [](char C) { return isalnum(C) || C == '_'; });
  };
  llvm::StringRef O(Offset);
  if (O.starts_with("-") && Simple(O.drop_front()))
    return Bound + " + " + O.drop_front().str();
  return Bound + " - " + (Simple(O) ? Offset : "(" + Offset + ")");
}

/// Whether Bound stays within the global size Global at every size: their
/// difference is one non-negative constant at the tuning values and at
/// values moved from them, each name by its own step (`nx - 1 - 1` within
/// `nx - 2`; not `H` within `W`, equal only where W = H). The precondition
/// `G0 >= (Bound)` is right either way; this decides whether it is worth
/// stating instead of an exact launch: it then holds wherever the host
/// launches Global.
static bool staysWithinGlobal(const std::string &Bound, const std::string &Global,
                              const std::map<std::string, int64_t> &Values) {
  // Steps of distinct primes: no two names move in proportion (with steps
  // 7 and 14, `2 * k` kept pace with `n` where n = 2k).
  static const int64_t Primes[] = {7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
  std::string Diff = "(" + Global + ") - (" + Bound + ")";
  std::optional<int64_t> First;
  for (int64_t Trial = 0; Trial < 4; ++Trial) {
    SizeEnv Env;
    size_t I = 0;
    for (const auto &[Name, V] : Values) {
      int64_t Step = Primes[I % std::size(Primes)] + int64_t(I / std::size(Primes));
      ++I;
      Env[Name] = Trial < 3 ? V + Trial * Step : 3 * V + Step;
    }
    StatusOr<int64_t> D = evalIntExpr(Diff, Env);
    if (!D.ok() || *D < 0 || (First && *D != *First))
      return false;
    First = *D;
  }
  return true;
}

/// The bound of the kernel's own guard on dimension D's ids when the ids
/// are offset (`int i = get_global_id(0) + 1; if (i < nx - 1)`, launched
/// `global(nx - 2)`) or the bound is written otherwise than the global size
/// (`i < nx - 2`): `id + Offset < Bound` admits the ids below Bound -
/// Offset, and a launch of at least that many computes what the original
/// did; an offset id must also not wrap past its type in the ids the
/// rounded-up launch adds (DimBlock::GuardIdOffset). Taken where the bound
/// stays within the global size at the sizes staysWithinGlobal tries, the
/// comparison is signed and the arguments are no wider than the id.
static std::optional<DerivedGuardBound>
offsetGuardBound(const KernelNest &Nest, unsigned D, const std::string &Global,
                 const std::map<std::string, int64_t> &TuningValues) {
  for (const ExprP &C : Nest.Validity[D].Conjuncts) {
    std::optional<UpperBound> B = upperBound(C);
    if (!B)
      continue;
    const ExprP &Id = B->Id;
    ArgExprFacts F;
    unsigned Bytes = 8;
    std::optional<std::string> Offset = idOffset(Nest, Id, D, F, Bytes);
    std::optional<std::string> BoundText = argExprText(Nest, B->Bound, Global, F);
    if (BoundText && B->Inclusive) // id <= B: id < B + 1
      *BoundText = plusOne(*BoundText);
    std::optional<ScalarType> IdType = signedIdType(Nest, Id);
    // Arguments wider than the id would be truncated in it (`int i =
    // get_global_id(0) + k` with a long k): the algebra below would not hold.
    if (!Offset || !BoundText || !IdType || F.Width > IdType->Size)
      continue;
    std::string Text = lessOffset(*BoundText, *Offset);
    if (!staysWithinGlobal(Text, Global, TuningValues))
      continue;
    DerivedGuardBound Derived{Text, false};
    // A negative constant offset cannot carry an id past its type's top.
    llvm::StringRef O(*Offset);
    bool NegativeLiteral = O.consume_front("-") && isPlainDecimal(O.str());
    if (*Offset != "0" && !NegativeLiteral) {
      // Bytes includes the id's own type: idOffset passed through it.
      Derived.IdOffset = *Offset;
      Derived.IdMax = Bytes >= 8 ? INT64_MAX : INT32_MAX;
    }
    return Derived;
  }
  return std::nullopt;
}

/// The bound of the kernel's own guard on dimension D's ids when it is a
/// constant (`j < 37`, from `#define W 37`) no larger than \p Global, the
/// number the global size was given as: any launch of at least that many
/// ids computes what the original did, and the tuning size is one.
static std::optional<std::string> literalGuardBound(const KernelNest &Nest, unsigned D,
                                                    llvm::StringRef Global) {
  uint64_t GlobalValue;
  if (Global.trim().getAsInteger(10, GlobalValue))
    return std::nullopt;
  for (const UpperBound &B : idUpperBounds(Nest, D)) {
    ExprP Bound = stripParens(B.Bound);
    uint64_t Value;
    if (Bound->Kind == ExprKind::Leaf && isPlainDecimal(Bound->Text) &&
        !llvm::StringRef(Bound->Text).getAsInteger(10, Value) && Value <= GlobalValue)
      return Bound->Text;
  }
  return std::nullopt;
}

/// True when Expr names G0, G1 or G2: a parameter of that name, read in a
/// precondition (`G0 == (G0)`), would be the launch size instead.
static bool namesLaunchSize(llvm::StringRef Expr) {
  for (size_t I = 0; I + 1 < Expr.size(); ++I) {
    bool Start = I == 0 || !(isalnum(Expr[I - 1]) || Expr[I - 1] == '_');
    bool End = I + 2 == Expr.size() || !(isalnum(Expr[I + 2]) || Expr[I + 2] == '_');
    if (Start && End && Expr[I] == 'G' && Expr[I + 1] >= '0' && Expr[I + 1] <= '2')
      return true;
  }
  return false;
}

/// True when a --global expression names a scalar parameter (it is not a
/// plain number).
static bool mentionsName(llvm::StringRef Expr) {
  return llvm::any_of(Expr, [](char C) { return isalpha(C) || C == '_'; });
}

void NestBuilder::addGlobalValidity(const std::vector<std::string> &GlobalExprs,
                                    const std::map<std::string, int64_t> &TuningValues) {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL || GlobalExprs.empty())
    return;
  // The kernel's own guard is enough in a dimension where it bounds the ids
  // by the global size itself; elsewhere the global size's bound is added to
  // it. A global size given as a plain number says nothing about the sizes
  // the host will launch: bounding the body by it would bake the tuning size
  // into the variant. Such a dimension gets no validity of its own, and a
  // changed launch then requires an exact multiple instead
  // (KernelNest::geometry).
  ExprP Cond;
  for (unsigned D = 0; D < GlobalExprs.size() && D < 3; ++D) {
    if (!mentionsName(GlobalExprs[D])) {
      // A number says nothing of the sizes the host will launch, but a
      // guard of the kernel's own by a constant (`j < 37`) bounds the points
      // at any launch: one of at least that many ids computes what the
      // original did, rather than an exact multiple of the variant's
      // factors, which the tuning size need not be. Elsewhere the guard
      // cannot be compared with the number: an exact multiple.
      std::optional<std::string> Bound;
      if (Nest.Blocks[D].HasValidity)
        Bound = literalGuardBound(Nest, D, GlobalExprs[D]);
      Nest.Blocks[D].HasValidity = Bound.has_value();
      if (Bound) {
        Nest.Blocks[D].GuardBound = *Bound;
        Nest.Blocks[D].GuardBoundMayBeNegative = false;
      }
      continue;
    }
    if (namesLaunchSize(GlobalExprs[D])) {
      // The kernel's guard cannot be compared with sizes the kernel never
      // receives: its bound may admit ids past the launch.
      Nest.Blocks[D].HasValidity = false;
      continue;
    }
    if (Nest.Blocks[D].HasValidity && guardBoundsByGlobal(Nest, D, GlobalExprs[D])) {
      Nest.Blocks[D].GuardBound = GlobalExprs[D];
      continue;
    }
    if (Nest.Blocks[D].HasValidity) {
      std::optional<DerivedGuardBound> Bound = guardBoundFromGlobal(Nest, D, GlobalExprs[D]);
      if (!Bound)
        Bound = offsetGuardBound(Nest, D, GlobalExprs[D], TuningValues);
      if (Bound) {
        Nest.Blocks[D].GuardBound = Bound->Text;
        Nest.Blocks[D].GuardBoundMayBeNegative = Bound->MayBeNegative;
        Nest.Blocks[D].GuardIdOffset = Bound->IdOffset;
        Nest.Blocks[D].GuardIdMax = Bound->IdMax;
        continue;
      }
    }
    ExprP C = binary(BinaryOp::Lt, workItem("get_global_id", D),
                     paren(leaf(GlobalExprs[D])));
    Nest.Validity[D].Conjuncts.push_back(C);
    Nest.ValidityOrder.push_back({D, C});
    Nest.Blocks[D].HasValidity = true;
    Nest.Blocks[D].GlobalBound = GlobalExprs[D];
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, C) : C;
  }
  if (!Cond)
    return;
  StmtList &B = PL->Body;
  for (StmtP &S : B)
    if (S->IsGuard) {
      S->E = binary(BinaryOp::LogicalAnd, S->E, Cond);
      return;
    }
  // No guard of its own: exclude the points beyond the global size
  // explicitly, after the coordinate declarations (up to one that may
  // divide by 0 for such a point: it goes inside).
  size_t I = 0;
  while (I < B.size() && B[I]->Kind == StmtKind::Decl &&
         Nest.var(B[I]->Var).IsCoordinate && staysBeforeGuard(Nest, *B[I]))
    ++I;
  StmtList Rest;
  for (size_t J = I; J < B.size(); ++J)
    Rest.push_back(std::move(B[J]));
  B.resize(I);
  auto G = nest::Stmt::ifStmt(Cond, std::move(Rest));
  G->IsGuard = true;
  B.push_back(std::move(G));
  Nest.HasGuard = true;
}

