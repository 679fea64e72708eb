//===- PrivateWindow.cpp - Register windows along a tap loop (private) ----===//
//
// A work-item of a convolution with a block of B consecutive rows reads, in
// a tap loop `for (dy = 0; dy < T; ++dy)`, rows y + dy of its input for
// each of its points: B * T row reads of which only B + T - 1 differ, and
// the register tile alone cannot share them (each point's reads are
// guarded by its own validity). The window writes the tap loop out skewed
// by the point:
//
//   row s = 0 .. B + T - 2 (a copy of the loop's body each, s a literal):
//     the points c with 0 <= s - c < T run their iteration dy = s - c
//
// so that a read whose index depends on the point's row and the tap only
// through y + dy (`in[(y + dy) * P + x + dx]`) is the same for every point
// of a copy, and is read once into a register:
//
//   float in_r3_0 = x_0 < W && first_1 < H ? in[(first_1 + 3) * P + x_0 + dx] : 0;
//   sum_0_0 += in_r3_0 * filt[3 * 5 + dx];   // point 0, tap 3
//   sum_1_0 += in_r3_0 * filt[2 * 5 + dx];   // point 1, tap 2 ...
//
// Legal for the reason jamming is (PassUtils.h): each point still runs its
// taps in order (dy grows with s), and only iterations of distinct points,
// distinct work-items of the original, change order. The shared read is
// the read point c* = max(0, s - T + 1) makes in the original at tap
// s - c*, under c*'s validity; that any valid point of the copy makes c*
// valid needs validity along the dimension to be a prefix of the block:
// the guard may only bound the coordinate plus a constant >= 0 from above
// (`y < H`; `y - 2 < H` wraps for y < 2 when H is unsigned).
//
// "Depends only through y + dy" is checked on polynomials: the index with
// the point's coordinate written as first + c and the tap as K - c must
// not depend on c (as a polynomial in +, -, * over the other subterms).
// Equal polynomials are equal values only if nothing wraps, so the index
// may hold only wide signed integers (coordinate variables included).
//
//===----------------------------------------------------------------------===//

#include "PrivateWindow.h"
#include "NestHelpers.h"
#include "PassUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

/// Integer polynomials over atoms: the subterms that are not +, -, * or
/// integer literals, compared structurally.
class Polynomials {
public:
  using Monomial = std::vector<unsigned>; // sorted atom numbers
  using Poly = std::map<Monomial, int64_t>;

  /// E as a polynomial, or nullopt when it grows past a small size or a
  /// coefficient overflows.
  std::optional<Poly> build(const ExprP &E);
  /// Whether some term of P has an atom for which Depends holds.
  bool dependsOn(const Poly &P,
                 const std::function<bool(const ExprP &)> &Depends) const;

private:
  static constexpr size_t MaxTerms = 64;
  std::vector<ExprP> Atoms;

  unsigned atom(const ExprP &E);
  /// P += C1 * C2 * M; false on overflow or past MaxTerms terms.
  static bool addTerm(Poly &P, const Monomial &M, int64_t C1, int64_t C2);
  static std::optional<Poly> addScaled(Poly A, const Poly &B, int64_t Scale);
  static std::optional<Poly> multiply(const Poly &A, const Poly &B);
};

} // namespace

unsigned Polynomials::atom(const ExprP &E) {
  for (unsigned I = 0; I < Atoms.size(); ++I)
    if (sameExpr(Atoms[I], E))
      return I;
  Atoms.push_back(E);
  return Atoms.size() - 1;
}

bool Polynomials::addTerm(Poly &P, const Monomial &M, int64_t C1,
                          int64_t C2) {
  int64_t Term, Sum;
  if (llvm::MulOverflow(C1, C2, Term) || llvm::AddOverflow(P[M], Term, Sum))
    return false;
  if (Sum)
    P[M] = Sum;
  else
    P.erase(M);
  return P.size() <= MaxTerms;
}

std::optional<Polynomials::Poly>
Polynomials::addScaled(Poly A, const Poly &B, int64_t Scale) {
  for (const auto &[M, C] : B)
    if (!addTerm(A, M, C, Scale))
      return std::nullopt;
  return A;
}

std::optional<Polynomials::Poly> Polynomials::multiply(const Poly &A,
                                                       const Poly &B) {
  Poly Out;
  for (const auto &[MA, CA] : A)
    for (const auto &[MB, CB] : B) {
      Monomial M = MA;
      M.insert(M.end(), MB.begin(), MB.end());
      llvm::sort(M);
      if (!addTerm(Out, M, CA, CB))
        return std::nullopt;
    }
  return Out;
}

std::optional<Polynomials::Poly> Polynomials::build(const ExprP &E) {
  if (!E)
    return std::nullopt;
  if (std::optional<int64_t> C = asConstant(E)) {
    Poly P;
    if (*C)
      P[{}] = *C;
    return P;
  }
  if (E->Kind == ExprKind::Paren || isUnary(*E, UnaryOp::Plus))
    return build(E->Ops[0]);
  if (isUnary(*E, UnaryOp::Minus)) {
    std::optional<Poly> P = build(E->Ops[0]);
    return P ? addScaled({}, *P, -1) : std::nullopt;
  }
  if (isBinary(*E, BinaryOp::Add) || isBinary(*E, BinaryOp::Sub) ||
      isBinary(*E, BinaryOp::Mul)) {
    std::optional<Poly> L = build(E->Ops[0]), R = build(E->Ops[1]);
    if (!L || !R)
      return std::nullopt;
    if (isBinary(*E, BinaryOp::Mul))
      return multiply(*L, *R);
    return addScaled(*L, *R, isBinary(*E, BinaryOp::Add) ? 1 : -1);
  }
  Poly P;
  P[{atom(E)}] = 1;
  return P;
}

bool Polynomials::dependsOn(
    const Poly &P, const std::function<bool(const ExprP &)> &Depends) const {
  for (const auto &Term : P)
    for (unsigned A : Term.first)
      if (Depends(Atoms[A]))
        return true;
  return false;
}

/// Whether a value of type T keeps its integer value through +, - and *
/// of small values: a signed integer scalar of at least 4 bytes (an
/// unsigned one wraps below zero, a narrow one above its range).
static bool isWideSigned(const ValueType &T) {
  const ScalarType *A = T.arith();
  return A && A->Lanes == 1 && !A->IsFloat && A->IsSigned && A->Size >= 4 &&
         A->Base != "bool";
}

/// E for the point whose coordinate along Dim is G, at tap TapValue (the
/// tap counter is kept when TapValue is null): coordinate variables that
/// depend on Dim are replaced by their initializers. Null when such a
/// variable's type could change the value it holds (`uchar y = id + 200`
/// wraps; its initializer does not).
static ExprP atPoint(const KernelNest &N, const ExprP &E, unsigned Dim,
                     const ExprP &G, VarId Tap, const ExprP &TapValue) {
  bool Failed = false;
  // The literal the tap becomes may meet the one of G (`y + dy` at the
  // first point of row 3 is first_1 + 0 + 3): only those two are folded,
  // never the kernel's own (their types need not be int).
  std::optional<int64_t> GOffset =
      isBinary(*G, BinaryOp::Add) ? asConstant(G->Ops[1]) : std::nullopt;
  std::optional<int64_t> TapLit = TapValue ? asConstant(TapValue) : std::nullopt;
  ExprP Out = rewriteExpr(E, [&](const ExprP &X) -> ExprP {
    // `(y + dy)` at the block's first point, first tap: `first_1`.
    if (X->Kind == ExprKind::Paren && X->Ops[0] == G &&
        G->Kind == ExprKind::VarRef)
      return G;
    if (TapLit && isBinary(*X, BinaryOp::Add) && X->Ops[1] == TapValue) {
      if (X->Ops[0] == G && GOffset)
        return add(G->Ops[0], intLit(*GOffset + *TapLit));
      if (*TapLit == 0)
        return X->Ops[0];
    }
    if (X->Kind == ExprKind::WorkItem && X->Text == "get_global_id" &&
        X->Dim == Dim)
      return G;
    if (X->Kind != ExprKind::VarRef)
      return nullptr;
    if (TapValue && X->Var == Tap)
      return TapValue;
    const Var &V = N.var(X->Var);
    if (!V.IsCoordinate || !V.Init || !(V.CoordDims & (1u << Dim)))
      return nullptr;
    ExprP Init = isWideSigned(V.Type)
                     ? atPoint(N, V.Init, Dim, G, Tap, TapValue)
                     : nullptr;
    Failed |= !Init;
    return Init;
  });
  return Failed ? nullptr : Out;
}

/// Whether the integer arithmetic of E is that of its polynomial: every
/// variable a wide signed integer, every literal a plain int or long one
/// (not `1u`, not `0xFFFFFFFF`, not `0.5f`). Unsigned or
/// narrow values wrap, so two indices equal as polynomials could differ.
static bool hasExactArithmetic(const KernelNest &N, const ExprP &E) {
  bool Exact = true;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::VarRef && !isWideSigned(N.var(X.Var).Type))
      Exact = false;
    // A literal asConstant does not read has a suffix, an unsigned type
    // (0xFFFFFFFF) or is not an integer.
    if (X.Kind == ExprKind::Leaf && !X.Text.empty() &&
        llvm::isDigit(X.Text[0]) && !asConstant(leaf(X.Text)))
      Exact = false;
  });
  return Exact;
}

/// The value of an integer literal, negated or not (`-1`).
static std::optional<int64_t> literalValue(const ExprP &E) {
  if (E && isUnary(*E, UnaryOp::Minus))
    if (std::optional<int64_t> V = asConstant(E->Ops[0]))
      return -*V;
  return asConstant(E);
}

namespace {

/// One way to write the window: a tap loop and the dimension of the block
/// its copies slide along.
struct WindowCandidate {
  Stmt *TapLoop = nullptr;
  int64_t Lower = 0, Trip = 0;
  unsigned Dim = 0;
  /// The distinct reads of the point loop that its copies share.
  std::vector<ExprP> SharedReads;
};

/// The checks of one candidate (tap loop, dimension) on the point loop.
class WindowAnalysis {
public:
  WindowAnalysis(const KernelNest &N, VarId Tap, unsigned Dim)
      : N(N), Tap(Tap), Dim(Dim), Point(leaf("clopt.window.point")),
        Row(leaf("clopt.window.row")), First(leaf("clopt.window.first")) {}

  /// Whether the point's validity along Dim holds for a prefix of the
  /// block: every conjunct bounds the coordinate (plus a constant >= 0)
  /// from above.
  bool validityIsPrefix();
  /// Whether Read (a __global read) is the same for the points of a window
  /// row: its index depends on the coordinate along Dim and on the tap, and
  /// only through their sum.
  bool sharedAlongRow(const Expr &Read);

private:
  const KernelNest &N;
  VarId Tap;
  unsigned Dim;
  ExprP Point, Row, First; // the symbols c, K and first of the checks
  Polynomials Polys;

  bool mentionsPoint(const ExprP &E) const;
};

} // namespace

bool WindowAnalysis::mentionsPoint(const ExprP &E) const {
  bool Found = false;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::Leaf && X.Text == Point->Text)
      Found = true;
    if (X.Kind == ExprKind::WorkItem && X.Dim == Dim &&
        X.Text != "get_global_size")
      Found = true;
    if (X.Kind == ExprKind::VarRef) {
      const Var &V = N.var(X.Var);
      if (X.Var == Tap ||
          (V.PerPoint && (V.expandDims() & (1u << Dim))))
        Found = true;
    }
  });
  return Found;
}

bool WindowAnalysis::validityIsPrefix() {
  auto Depends = [&](const ExprP &A) { return mentionsPoint(A); };
  for (const ExprP &C : N.Validity[Dim].Conjuncts) {
    ExprP Lhs, Rhs;
    if (isBinary(*C, BinaryOp::Lt) || isBinary(*C, BinaryOp::Le))
      std::tie(Lhs, Rhs) = std::make_pair(C->Ops[0], C->Ops[1]);
    else if (isBinary(*C, BinaryOp::Gt) || isBinary(*C, BinaryOp::Ge))
      std::tie(Lhs, Rhs) = std::make_pair(C->Ops[1], C->Ops[0]);
    else
      return false;
    // Lhs = coordinate + K with K a constant >= 0 (so that it never wraps
    // below zero in unsigned arithmetic: `y - 2 < H - 2` with an unsigned
    // H holds for an interval of y), Rhs free of the coordinate.
    ExprP Coord = atPoint(N, Lhs, Dim, Point, Tap, nullptr);
    ExprP Bound = atPoint(N, Rhs, Dim, Point, Tap, nullptr);
    if (!Coord || !Bound)
      return false;
    std::optional<Polynomials::Poly> Rest =
        Polys.build(binary(BinaryOp::Sub, Coord, Point));
    std::optional<Polynomials::Poly> B = Polys.build(Bound);
    if (!Rest || !B || Polys.dependsOn(*B, Depends))
      return false;
    bool ConstantRest =
        Rest->empty() || (Rest->size() == 1 && Rest->count({}) &&
                          Rest->at({}) > 0);
    if (!ConstantRest)
      return false;
  }
  return true;
}

bool WindowAnalysis::sharedAlongRow(const Expr &Read) {
  if (Read.Kind != ExprKind::Global || Read.Ops.size() != 1)
    return false;
  const ExprP &Index = Read.Ops[0];
  if (!mentionsVar(Index, Tap) || !(pointDims(N, Index) & (1u << Dim)))
    return false;
  // Point c of the block: coordinate first + c, tap K - c.
  ExprP AtC = atPoint(N, Index, Dim, add(First, Point), Tap,
                      sub(Row, Point));
  if (!AtC || !hasExactArithmetic(N, AtC))
    return false;
  std::optional<Polynomials::Poly> P = Polys.build(AtC);
  return P && !Polys.dependsOn(
                  *P, [&](const ExprP &A) { return mentionsPoint(A); });
}

/// The loops a window can be written over: Target and the loops around it
/// whose body is only the next loop, innermost first.
static std::vector<Stmt *> tapLoopCandidates(KernelNest &N, Stmt &Target) {
  std::vector<Stmt *> Path = pathTo(N, &Target);
  Path.push_back(&Target);
  std::vector<Stmt *> Out;
  for (size_t I = Path.size(); I-- > 0;) {
    Stmt *L = Path[I];
    if (L->Kind != StmtKind::For)
      break;
    if (L != &Target &&
        (L->Body.size() != 1 || L->Body[0].get() != Path[I + 1]))
      break;
    Out.push_back(L);
  }
  return Out;
}

/// Taps of a window are written out: at most this many per loop.
static constexpr int64_t MaxWindowTaps = 16;

/// Why L cannot be a tap loop, or nullopt.
static std::optional<std::string> tapLoopProblem(KernelNest &N, Stmt &L,
                                                 Stmt &Target) {
  const ForInfo &F = L.For;
  std::string Name = "loop '" + N.var(F.Counter).Name + "'";
  std::optional<int64_t> Lo =
      F.Canonical ? literalValue(F.Lower) : std::nullopt;
  std::optional<int64_t> Hi =
      F.Canonical ? literalValue(F.Upper) : std::nullopt;
  if (!Lo || !Hi || F.Step != 1 || F.Limit || *Hi - *Lo < 2 ||
      *Hi - *Lo > MaxWindowTaps)
    return Name + " does not have a constant trip count of 2 to " +
           std::to_string(MaxWindowTaps);
  // The copies leave the counter unset: it must not live past the loop.
  if (!F.DeclaresCounter)
    return Name + " does not declare its counter";
  // Its values become int literals: `dy - 1 < 2` must not turn signed.
  if (!isWideSigned(N.var(F.Counter).Type))
    return Name + " counts in a type other than a signed integer of 4 "
                  "bytes or more";
  if (assignedVarsIn(L.Body).count(F.Counter))
    return Name + " changes its counter in its body";
  bool BoundsUseTap = false;
  for (Stmt *Inner = &L; Inner != &Target;) {
    Inner = Inner->Body[0].get();
    for (const ExprP &B : {Inner->For.Lower, Inner->For.Upper,
                           Inner->For.Limit, Inner->For.Cond})
      BoundsUseTap |= B && mentionsVar(B, F.Counter);
  }
  if (BoundsUseTap)
    return "the bounds of a loop inside " + Name + " depend on it";
  return std::nullopt;
}

/// Points of the block along D are first + c (block distribution, a chunk
/// covering the block, or a group one item wide).
static bool consecutivePoints(const DimBlock &B) {
  return B.Factor > 1 && B.Vector == 1 && B.Multiplier == 1 &&
         (B.Dist == Distribution::Block || B.Chunk >= B.Factor ||
          B.Local == 1);
}

/// The reads of PL's top-level statements that run whenever the statement
/// runs, to Visit (which may replace them).
static void rewriteTopLevelReads(Stmt &PL,
                                 const std::function<ExprP(const ExprP &)> &F) {
  for (StmtP &S : PL.Body)
    if ((S->Kind == StmtKind::ExprStmt || S->Kind == StmtKind::Decl) && S->E)
      S->E = rewriteUnconditional(S->E, F);
}

/// Distinct reads of PL that a window over (Tap, Dim) shares.
static std::vector<ExprP> sharedReads(KernelNest &N, Stmt &PL, VarId Tap,
                                      unsigned Dim) {
  WindowAnalysis A(N, Tap, Dim);
  std::set<std::string> Stored = storedArrays(PL.Body);
  std::vector<ExprP> Shared;
  StmtP Copy = PL.clone(); // rewriteTopLevelReads rebuilds expressions
  rewriteTopLevelReads(*Copy, [&](const ExprP &X) -> ExprP {
    if (X->Kind == ExprKind::Global && !Stored.count(X->Text) &&
        A.sharedAlongRow(*X) &&
        llvm::none_of(Shared, [&](const ExprP &S) { return sameExpr(S, X); }))
      Shared.push_back(X);
    return nullptr;
  });
  return Shared;
}

/// The best window for Target's point loop, or why there is none.
static llvm::Expected<WindowCandidate> chooseWindow(KernelNest &N,
                                                    Stmt &Target, Stmt &PL) {
  auto Fail = [](const llvm::Twine &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   Why.str());
  };
  std::vector<unsigned> Dims;
  for (unsigned D = 0; D < N.WorkDim; ++D)
    if (consecutivePoints(N.Blocks[D]))
      Dims.push_back(D);
  if (Dims.empty())
    return Fail("no dimension of the block has consecutive points "
                "(coarsen.dist=block, or a chunk as long as the block)");
  WindowCandidate Best;
  int64_t BestSaved = 0;
  std::string Why;
  for (Stmt *L : tapLoopCandidates(N, Target)) {
    if (std::optional<std::string> P = tapLoopProblem(N, *L, Target)) {
      Why = *P;
      continue;
    }
    for (unsigned D : Dims) {
      WindowAnalysis A(N, L->For.Counter, D);
      if (!A.validityIsPrefix()) {
        Why = "the guard does not bound dimension " + std::to_string(D) +
              " from above only";
        continue;
      }
      std::vector<ExprP> Shared = sharedReads(N, PL, L->For.Counter, D);
      if (Shared.empty()) {
        Why = "no read depends on dimension " + std::to_string(D) +
              " and loop '" + N.var(L->For.Counter).Name +
              "' through their sum only";
        continue;
      }
      // The window saves B * T - (B + T - 1) reads of each shared one.
      int64_t Lo = *literalValue(L->For.Lower);
      int64_t Trip = *literalValue(L->For.Upper) - Lo;
      int64_t B = N.Blocks[D].Factor;
      int64_t Saved =
          int64_t(Shared.size()) * (B * Trip - (B + Trip - 1));
      if (Saved > BestSaved) {
        Best = {L, Lo, Trip, D, Shared};
        BestSaved = Saved;
      }
    }
  }
  if (!Best.TapLoop)
    return Fail(Why.empty() ? "no loop of constant trip count around the "
                              "block's loop body"
                            : Why);
  return Best;
}

/// The validity of the dimensions in Mask, in the guard's order, with the
/// coordinate along Dim written as G (the emitter prints the others per
/// point), or null when no conjunct is left.
static ExprP validityAt(const KernelNest &N, unsigned Mask, unsigned Dim,
                        const ExprP &G) {
  ExprP Cond;
  for (const auto &[D, C] : N.ValidityOrder) {
    if (!(Mask >> D & 1))
      continue;
    ExprP At = D == Dim ? atPoint(N, C, Dim, G, 0, nullptr) : C;
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, At) : At;
  }
  return Cond;
}

/// Writes out copy S of the window: the tap loop's body, its point loop
/// running the points with a tap at row S, the shared reads made once.
static StmtList windowRow(KernelNest &N, const PassContext &Ctx,
                          const WindowCandidate &W, int64_t S) {
  VarId Tap = W.TapLoop->For.Counter;
  int64_t Block = N.Blocks[W.Dim].Factor;
  int64_t FirstPt = std::max<int64_t>(0, S - W.Trip + 1);
  int64_t LastPt = std::min<int64_t>(S, Block - 1);
  StmtList Copy = cloneList(W.TapLoop->Body);
  Stmt *PL = nullptr;
  visitStmts(Copy, [&](Stmt &X) {
    if (X.Kind == StmtKind::PointLoop)
      PL = &X;
  });
  PL->Span = PointSpan{W.Dim, FirstPt, LastPt};

  // The shared reads are point FirstPt's, at its tap, under its validity.
  ExprP G = add(varRef(firstPointVar(N, W.Dim)), intLit(FirstPt));
  unsigned Coarsened = 0;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1)
      Coarsened |= 1u << D;
  std::vector<std::pair<ExprP, VarId>> Regs;
  StmtList Decls;
  // The copy's reads are the loop body's own expressions: the ones
  // chooseWindow found shared are found again by comparison.
  rewriteTopLevelReads(*PL, [&](const ExprP &X) -> ExprP {
    if (llvm::none_of(W.SharedReads,
                      [&](const ExprP &R) { return sameExpr(R, X); }))
      return nullptr;
    for (const auto &[Read, Reg] : Regs)
      if (sameExpr(Read, X))
        return varRef(Reg);
    std::optional<ValueType> Type = readElementType(N, Ctx, *X);
    if (!Type)
      return nullptr;
    auto Read = std::make_shared<Expr>(*X);
    Read->Ops = {atPoint(N, X->Ops[0], W.Dim, G, Tap,
                         intLit(W.Lower + S - FirstPt))};
    ExprP Init = Read;
    if (X->Guarded) {
      // The index's other dimensions keep their own validity.
      unsigned Mask = pointDims(N, Read->Ops[0]) | (1u << W.Dim);
      Read->Guarded = false;
      if (ExprP Cond = validityAt(N, Mask, W.Dim, G))
        Init = ternary(Cond, Read, leaf("0"));
    }
    VarId Reg = N.addGeneratedVar(llvm::StringRef(sourceArray(N, *X)).lower() +
                                      "_r" + std::to_string(S),
                                  *Type, /*PerPoint=*/true);
    N.var(Reg).Partial = true;
    N.var(Reg).CoordDims = pointDims(N, Init) & Coarsened;
    Regs.push_back({X, Reg});
    Decls.push_back(Stmt::decl(Reg, Init));
    return varRef(Reg);
  });
  // A read that depends on no coordinate (filt[dy * 5 + dx]) is printed
  // unguarded in the tile without a window, where every point makes it;
  // with the point's own tap, it still does not depend on the point's
  // coordinate, and stays unguarded so that the points' reads of one tap
  // remain the same expression.
  rewriteExprs(PL->Body, [&](const ExprP &E) {
    return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
      if (X->Kind != ExprKind::Global || !X->Guarded ||
          pointDims(N, X->Ops[0]))
        return nullptr;
      auto Unguarded = std::make_shared<Expr>(*X);
      Unguarded->Guarded = false;
      return Unguarded;
    });
  });
  // Every other use of the tap is the point's own: S - c.
  std::map<VarId, ExprP> TapOf = {{Tap, windowTap(W.Dim, W.Lower + S)}};
  rewriteExprs(PL->Body, [&](const ExprP &E) { return substitute(E, TapOf); });
  for (StmtP &St : PL->Body)
    Decls.push_back(std::move(St));
  PL->Body = std::move(Decls);
  return Copy;
}

llvm::Expected<WindowResult>
nest::applyRegisterWindow(KernelNest &N, const PassContext &Ctx,
                          Stmt &Target) {
  if (Target.Body.size() != 1 ||
      Target.Body[0]->Kind != StmtKind::PointLoop)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the block's loop body is not alone in "
                                   "its loop");
  llvm::Expected<WindowCandidate> W =
      chooseWindow(N, Target, *Target.Body[0]);
  if (!W)
    return W.takeError();
  WindowResult R;
  R.TapCounter = N.var(W->TapLoop->For.Counter).Name;
  R.Pos = W->TapLoop->Pos;
  R.Dim = W->Dim;
  R.Rows = N.Blocks[W->Dim].Factor + W->Trip - 1;
  R.SharedReads = W->SharedReads.size();
  StmtList Rows;
  for (int64_t S = 0; S < R.Rows; ++S) {
    StmtList Copy = windowRow(N, Ctx, *W, S);
    // A copy of the loop body itself shares the scope of the others.
    if (W->TapLoop == &Target) {
      Rows.push_back(Stmt::block(std::move(Copy)));
      continue;
    }
    for (StmtP &C : Copy)
      Rows.push_back(std::move(C));
  }
  replaceStmt(N.Body, W->TapLoop, Rows);
  return R;
}
