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
#include "VectorUtils.h"

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

/// A tap loop the window writes out, and the dimension of the block its
/// copies slide along.
struct WindowAxis {
  Stmt *TapLoop = nullptr;
  int64_t Lower = 0, Trip = 0;
  unsigned Dim = 0;
  VarId tap() const { return TapLoop->For.Counter; }
};

/// One way to write the window: one tap loop, or two nested ones (outer
/// first, the inner one its whole body) sliding along two dimensions.
struct WindowCandidate {
  std::vector<WindowAxis> Axes;
  /// The distinct reads of the point loop that its copies share.
  std::vector<ExprP> SharedReads;
};

/// The checks of one candidate's axes on the point loop.
class WindowAnalysis {
public:
  WindowAnalysis(const KernelNest &N, llvm::ArrayRef<WindowAxis> Axes);

  /// Whether the point's validity along axis I's dimension holds for a
  /// prefix of the block: every conjunct bounds the coordinate (plus a
  /// constant >= 0) from above.
  bool validityIsPrefix(size_t I);
  /// Whether Read (a __global read) is the same for the points of a copy:
  /// its index depends on the coordinate along each axis' dimension and on
  /// its tap, and only through their sum.
  bool sharedAlongRow(const Expr &Read);

private:
  /// The symbols of one axis' checks: point c, copy K and the block's
  /// first coordinate.
  struct Symbols {
    VarId Tap;
    unsigned Dim;
    ExprP Point, Row, First;
  };
  const KernelNest &N;
  std::vector<Symbols> Axes;
  Polynomials Polys;

  bool mentionsPoint(const ExprP &E) const;
};

} // namespace

WindowAnalysis::WindowAnalysis(const KernelNest &N,
                               llvm::ArrayRef<WindowAxis> From)
    : N(N) {
  for (size_t I = 0; I < From.size(); ++I) {
    std::string Suffix = std::to_string(I);
    Axes.push_back({From[I].tap(), From[I].Dim,
                    leaf("clopt.window.point" + Suffix),
                    leaf("clopt.window.row" + Suffix),
                    leaf("clopt.window.first" + Suffix)});
  }
}

bool WindowAnalysis::mentionsPoint(const ExprP &E) const {
  bool Found = false;
  visitExpr(E, [&](const Expr &X) {
    for (const Symbols &A : Axes) {
      if (X.Kind == ExprKind::Leaf && X.Text == A.Point->Text)
        Found = true;
      if (X.Kind == ExprKind::WorkItem && X.Dim == A.Dim &&
          X.Text != "get_global_size")
        Found = true;
      if (X.Kind == ExprKind::VarRef) {
        const Var &V = N.var(X.Var);
        if (X.Var == A.Tap ||
            (V.PerPoint && (V.expandDims() & (1u << A.Dim))))
          Found = true;
      }
    }
  });
  return Found;
}

bool WindowAnalysis::validityIsPrefix(size_t I) {
  const Symbols &A = Axes[I];
  auto Depends = [&](const ExprP &X) { return mentionsPoint(X); };
  for (const ExprP &C : N.Validity[A.Dim].Conjuncts) {
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
    ExprP Coord = atPoint(N, Lhs, A.Dim, A.Point, A.Tap, nullptr);
    ExprP Bound = atPoint(N, Rhs, A.Dim, A.Point, A.Tap, nullptr);
    if (!Coord || !Bound)
      return false;
    std::optional<Polynomials::Poly> Rest =
        Polys.build(binary(BinaryOp::Sub, Coord, A.Point));
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
  ExprP AtC = Read.Ops[0];
  for (const Symbols &A : Axes) {
    if (!mentionsVar(AtC, A.Tap) || !(pointDims(N, AtC) & (1u << A.Dim)))
      return false;
    // Point c of the block: coordinate first + c, tap K - c.
    AtC = atPoint(N, AtC, A.Dim, add(A.First, A.Point), A.Tap,
                  sub(A.Row, A.Point));
    if (!AtC)
      return false;
  }
  if (!hasExactArithmetic(N, AtC))
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

/// Distinct reads of PL that a window over Axes shares.
static std::vector<ExprP> sharedReads(KernelNest &N, Stmt &PL,
                                      WindowAnalysis &A) {
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

/// The best window for Target's point loop over at most MaxAxes nested tap
/// loops, or why there is none.
static llvm::Expected<WindowCandidate>
chooseWindow(KernelNest &N, Stmt &Target, Stmt &PL, unsigned MaxAxes) {
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
  // Why the single-loop windows failed (a two-loop one is an extra).
  std::string Why;
  auto Consider = [&](std::vector<WindowAxis> Axes) {
    bool Single = Axes.size() == 1;
    WindowAnalysis A(N, Axes);
    for (size_t I = 0; I < Axes.size(); ++I)
      if (!A.validityIsPrefix(I)) {
        if (Single)
          Why = "the guard does not bound dimension " +
                std::to_string(Axes[I].Dim) + " from above only";
        return;
      }
    std::vector<ExprP> Shared = sharedReads(N, PL, A);
    if (Shared.empty()) {
      if (Single)
        Why = "no read that runs whenever the loop body does (not under an "
              "if or ?:, in a statement of its own) depends on dimension " +
              std::to_string(Axes[0].Dim) + " and loop '" +
              N.var(Axes[0].tap()).Name + "' through their sum only";
      return;
    }
    // The window saves, of each shared read, the reads of every (point,
    // tap) pair but one per copy.
    int64_t Pairs = 1, Copies = 1;
    for (const WindowAxis &X : Axes) {
      int64_t B = N.Blocks[X.Dim].Factor;
      Pairs *= B * X.Trip;
      Copies *= B + X.Trip - 1;
    }
    int64_t Saved = int64_t(Shared.size()) * (Pairs - Copies);
    if (Saved > BestSaved) {
      Best = {std::move(Axes), std::move(Shared)};
      BestSaved = Saved;
    }
  };
  auto AxisOf = [](Stmt *L, unsigned D) {
    int64_t Lo = *literalValue(L->For.Lower);
    return WindowAxis{L, Lo, *literalValue(L->For.Upper) - Lo, D};
  };
  std::vector<Stmt *> Loops = tapLoopCandidates(N, Target);
  std::vector<bool> Usable;
  for (Stmt *L : Loops) {
    std::optional<std::string> P = tapLoopProblem(N, *L, Target);
    if (P)
      Why = *P;
    Usable.push_back(!P);
  }
  for (size_t K = 0; K < Loops.size(); ++K)
    for (unsigned D : Dims)
      if (Usable[K])
        Consider({AxisOf(Loops[K], D)});
  // Loops[K + 1]'s body is Loops[K] alone: the pair's copies are cells.
  for (size_t K = 0; MaxAxes >= 2 && K + 1 < Loops.size(); ++K)
    for (unsigned Outer : Dims)
      for (unsigned Inner : Dims)
        if (Usable[K] && Usable[K + 1] && Outer != Inner)
          Consider({AxisOf(Loops[K + 1], Outer), AxisOf(Loops[K], Inner)});
  if (Best.Axes.empty())
    return Fail(Why.empty() ? "no loop of constant trip count around the "
                              "block's loop body"
                            : Why);
  return Best;
}

/// The validity of the dimensions in Mask, in the guard's order, with the
/// coordinate along each dimension of At written as its expression (the
/// emitter prints the others per point), or null when no conjunct is left.
static ExprP validityAt(const KernelNest &N, unsigned Mask,
                        llvm::ArrayRef<std::pair<unsigned, ExprP>> At) {
  ExprP Cond;
  for (const auto &[D, C] : N.ValidityOrder) {
    if (!(Mask >> D & 1))
      continue;
    ExprP Conjunct = C;
    for (const auto &[Dim, G] : At)
      if (Dim == D)
        Conjunct = atPoint(N, C, Dim, G, 0, nullptr);
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, Conjunct) : Conjunct;
  }
  return Cond;
}

namespace {

/// A shared read of one copy of the window: register Reg holds Read (the
/// read at the copy's first point, unguarded) where Cond holds (null:
/// always), Zero (the register type's) elsewhere. Mask: the dimensions
/// Cond checks.
struct CopyRead {
  size_t Shared = 0; ///< which of the window's shared reads
  VarId Reg;
  ExprP Read, Cond, Zero;
  unsigned Mask = 0;
  ExprP init() const {
    return Cond ? ternary(Cond, Read, Zero) : Read;
  }
};

/// One copy of the window: the body of its innermost tap loop, with the
/// point loop limited to the points that have a tap there.
struct WindowCopy {
  StmtList Body;
  Stmt *PL = nullptr;
  std::vector<CopyRead> Reads;

  /// Declares the registers at the top of the point loop.
  void declareInPointLoop() {
    StmtList New;
    for (const CopyRead &R : Reads)
      New.push_back(Stmt::decl(R.Reg, R.init()));
    for (StmtP &S : PL->Body)
      New.push_back(std::move(S));
    PL->Body = std::move(New);
  }
};

} // namespace

/// Writes out copy Pos of the window (one index per axis): the innermost
/// tap loop's body, its point loop running the points with a tap there,
/// the shared reads made once into registers (not yet declared).
static WindowCopy windowCopy(KernelNest &N, const PassContext &Ctx,
                             const WindowCandidate &W,
                             llvm::ArrayRef<int64_t> Pos) {
  WindowCopy Out;
  Out.Body = cloneList(W.Axes.back().TapLoop->Body);
  visitStmts(Out.Body, [&](Stmt &X) {
    if (X.Kind == StmtKind::PointLoop)
      Out.PL = &X;
  });
  Stmt *PL = Out.PL;
  // Along each axis the shared reads are the copy's first point's, at its
  // tap, under its validity.
  std::vector<std::pair<unsigned, ExprP>> At;
  std::vector<int64_t> FirstPt;
  std::string Name;
  for (size_t I = 0; I < W.Axes.size(); ++I) {
    const WindowAxis &A = W.Axes[I];
    int64_t First = std::max<int64_t>(0, Pos[I] - A.Trip + 1);
    int64_t Last = std::min<int64_t>(Pos[I], N.Blocks[A.Dim].Factor - 1);
    PL->Spans.push_back(PointSpan{A.Dim, First, Last});
    At.push_back({A.Dim, add(varRef(firstPointVar(N, A.Dim)), intLit(First))});
    FirstPt.push_back(First);
    Name += (I ? "c" : "_r") + std::to_string(Pos[I]);
  }
  unsigned Coarsened = 0, AxisDims = 0;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1)
      Coarsened |= 1u << D;
  for (const WindowAxis &A : W.Axes)
    AxisDims |= 1u << A.Dim;
  // The copy's reads are the loop body's own expressions: the ones
  // chooseWindow found shared are found again by comparison.
  rewriteTopLevelReads(*PL, [&](const ExprP &X) -> ExprP {
    auto Shared = llvm::find_if(
        W.SharedReads, [&](const ExprP &R) { return sameExpr(R, X); });
    if (Shared == W.SharedReads.end())
      return nullptr;
    size_t J = Shared - W.SharedReads.begin();
    for (const CopyRead &R : Out.Reads)
      if (R.Shared == J)
        return varRef(R.Reg);
    std::optional<ValueType> Type = readElementType(N, Ctx, *X);
    if (!Type)
      return nullptr;
    ExprP Index = X->Ops[0];
    for (size_t I = 0; I < W.Axes.size() && Index; ++I) {
      const WindowAxis &A = W.Axes[I];
      Index = atPoint(N, Index, A.Dim, At[I].second, A.tap(),
                      intLit(A.Lower + Pos[I] - FirstPt[I]));
    }
    if (!Index) // the point's own read stays: correct, only not shared
      return nullptr;
    auto Read = std::make_shared<Expr>(*X);
    Read->Ops = {Index};
    Read->Guarded = false;
    CopyRead R;
    R.Shared = J;
    R.Read = Read;
    if (X->Guarded) {
      // The index's other dimensions keep their own validity.
      R.Mask = pointDims(N, X->Ops[0]) | AxisDims;
      R.Cond = validityAt(N, R.Mask, At);
    }
    R.Zero = zeroOf(*Type);
    R.Reg = N.addGeneratedVar(
        llvm::StringRef(sourceArray(N, *X)).lower() + Name, *Type,
        /*PerPoint=*/true);
    N.var(R.Reg).Partial = true;
    N.var(R.Reg).CoordDims = pointDims(N, R.init()) & Coarsened;
    Out.Reads.push_back(R);
    return varRef(R.Reg);
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
  // Every other use of a tap is the point's own: K - c.
  std::map<VarId, ExprP> TapOf;
  for (size_t I = 0; I < W.Axes.size(); ++I)
    TapOf[W.Axes[I].tap()] =
        windowTap(W.Axes[I].Dim, W.Axes[I].Lower + Pos[I]);
  rewriteExprs(PL->Body, [&](const ExprP &E) { return substitute(E, TapOf); });
  return Out;
}

/// Whether the shared reads of PL can all be made before a row of copies
/// rather than in each: nothing in the point loop stores to memory, and
/// their indices read no variable it assigns.
static bool readsCanLeadTheRow(Stmt &PL, llvm::ArrayRef<ExprP> Shared) {
  if (!storedArrays(PL.Body).empty() ||
      llvm::any_of(PL.Body, [](const StmtP &S) { return findGlobalStore(*S); }))
    return false;
  std::set<VarId> Assigned = assignedVarsIn(PL.Body);
  return llvm::none_of(Shared, [&](const ExprP &R) {
    return llvm::any_of(Assigned,
                        [&](VarId V) { return mentionsVar(R, V); });
  });
}

/// The vector width that reads 16 bytes of Element, or 0.
static int64_t rowVectorWidth(const ValueType &Element) {
  const ScalarType *T = Element.arith();
  if (!T || T->Lanes != 1 || T->Base == "bool" || (T->Size != 4 && T->Size != 8))
    return 0;
  int64_t W = 16 / T->Size;
  return ScalarType::get(T->Base, static_cast<unsigned>(W)) ? W : 0;
}

/// A - B when it is a constant (as polynomials; the window's indices have
/// exact arithmetic, chooseWindow checked), or nullopt.
static std::optional<int64_t> constantOffset(const ExprP &A, const ExprP &B) {
  Polynomials Polys;
  std::optional<Polynomials::Poly> D = Polys.build(sub(A, B));
  if (!D || D->size() > 1 || (D->size() == 1 && !D->count({})))
    return std::nullopt;
  return D->empty() ? 0 : D->at({});
}

/// Whether the reads of Run (one register each, the same array) are of
/// consecutive elements: index I + u for the u-th.
static bool consecutiveReads(llvm::ArrayRef<const CopyRead *> Run) {
  for (size_t U = 1; U < Run.size(); ++U)
    if (constantOffset(Run[U]->Read->Ops[0], Run[0]->Read->Ops[0]) !=
        int64_t(U))
      return false;
  return true;
}

/// Row S of a two-axis window (its copies Row, in order along the inner
/// axis) with its registers declared before the copies, and each run of
/// W consecutive elements read as one vector where every copy of the row
/// is valid along the inner axis:
///
///   float in_r3c0; ... float in_r3c7;
///   if (first_0 + 3 < W && first_1 < H) {   // the last point, row 3
///     __global const float *const in_row3_p = in + (...);
///     if ((uintptr_t)in_row3_p % 16 == 0) {
///       const float4 in_row3_v = *(__global const float4 *)in_row3_p;
///       const float4 in_row3_v_1 = *(__global const float4 *)(in_row3_p + 4);
///       in_r3c0 = in_row3_v.s0; ...
///     } else {
///       const float4 in_row3_v_2 = vload4(0, in_row3_p); ...
///     }
///   } else {
///     in_r3c0 = first_0 < W && first_1 < H ? in[...] : 0; ...
///   }
///
/// One alignment test per row, as a hand-written kernel would have it (a
/// select between the two reads per vector ran the same on the H100,
/// bench/results/2026-11-26-h100-xwindow2: what had kept the form from
/// the hand-written one's time was specialize's general path).
/// Every read the vectors make is one a copy of the row makes in the
/// original (its first point is valid: validity is a prefix of the block
/// along each axis, checked by chooseWindow). Returns the statements, or
/// nothing when no run can be a vector (the registers stay in the copies).
static std::optional<StmtList>
rowWithVectorReads(KernelNest &N, const PassContext &Ctx,
                   const WindowCandidate &W, int64_t S,
                   std::vector<WindowCopy> &Row) {
  const WindowAxis &Inner = W.Axes.back();
  // Registers the copies' points differ in cannot be one per row.
  for (const WindowCopy &C : Row)
    for (const CopyRead &R : C.Reads)
      if (N.var(R.Reg).CoordDims)
        return std::nullopt;
  const WindowAxis &Outer = W.Axes.front();
  int64_t OuterFirst = std::max<int64_t>(0, S - Outer.Trip + 1);
  int64_t InnerLast = N.Blocks[Inner.Dim].Factor - 1;
  std::vector<std::pair<unsigned, ExprP>> Full = {
      {Outer.Dim, add(varRef(firstPointVar(N, Outer.Dim)), intLit(OuterFirst))},
      {Inner.Dim, add(varRef(firstPointVar(N, Inner.Dim)), intLit(InnerLast))}};
  // Per shared read: the copies' reads in order along the row, the width
  // of its vectors and where each run of that many starts.
  struct Plan {
    std::vector<const CopyRead *> Reads;
    const KernelParam *Param = nullptr;
    int64_t Width = 0;
    /// Where each run of Width starts, and its offset in elements from
    /// the first run's index.
    std::map<size_t, int64_t> Runs;
  };
  std::vector<Plan> Plans(W.SharedReads.size());
  bool AnyVector = false;
  for (size_t J = 0; J < Plans.size(); ++J) {
    Plan &P = Plans[J];
    for (const WindowCopy &C : Row)
      for (const CopyRead &R : C.Reads)
        if (R.Shared == J)
          P.Reads.push_back(&R);
    if (P.Reads.size() != Row.size())
      return std::nullopt;
    P.Param = Ctx.Kernel.findParam(sourceArray(N, *W.SharedReads[J]));
    if (P.Param && (P.Param->Space == AddressSpace::Global ||
                    P.Param->Space == AddressSpace::Constant))
      P.Width = rowVectorWidth(P.Param->ElementType);
    llvm::ArrayRef<const CopyRead *> All(P.Reads);
    const CopyRead *First = nullptr;
    for (size_t U = 0; P.Width > 1 && U + P.Width <= All.size();) {
      std::optional<int64_t> Offset =
          First ? constantOffset(All[U]->Read->Ops[0], First->Read->Ops[0])
                : 0;
      if (!Offset || !consecutiveReads(All.slice(U, P.Width))) {
        ++U;
        continue;
      }
      First = First ? First : All[U];
      P.Runs[U] = *Offset;
      U += P.Width;
    }
    AnyVector |= !P.Runs.empty();
  }
  if (!AnyVector)
    return std::nullopt;

  StmtList Out;
  for (size_t J = 0; J < Plans.size(); ++J) {
    const Plan &P = Plans[J];
    std::string Prefix =
        llvm::StringRef(sourceArray(N, *W.SharedReads[J])).lower() + "_row" +
        std::to_string(S);
    auto Assign = [](VarId Reg, ExprP Value) {
      return Stmt::exprStmt(binary(BinaryOp::Assign, varRef(Reg), Value));
    };
    StmtList Fast, Slow;
    if (P.Runs.empty()) {
      for (const CopyRead *R : P.Reads)
        Fast.push_back(Assign(R->Reg, R->Read));
    } else {
      const CopyRead *First = P.Reads[P.Runs.begin()->first];
      VarId Ptr = declareElementPointer(N, First->Read->Text, P.Param->Space,
                                        P.Param->ElementType,
                                        First->Read->Ops[0], Prefix + "_p",
                                        Fast);
      ValueType Vector = P.Param->ElementType.withoutConst().withLanes(
          static_cast<unsigned>(P.Width));
      // The registers of one branch: runs read whole where Aligned (and
      // their offset keeps the alignment), with vloadN elsewhere.
      auto Branch = [&](bool Aligned) {
        StmtList Out;
        for (size_t U = 0; U < P.Reads.size();) {
          auto Run = P.Runs.find(U);
          if (Run == P.Runs.end()) {
            Out.push_back(Assign(P.Reads[U]->Reg, P.Reads[U]->Read));
            ++U;
            continue;
          }
          ExprP Addr = Run->second ? add(varRef(Ptr), intLit(Run->second))
                                   : varRef(Ptr);
          ExprP Read =
              Aligned && Run->second % P.Width == 0
                  ? wholeVectorAt(P.Param->Space, Vector,
                                  Run->second ? paren(Addr) : Addr)
                  : call("vload" + std::to_string(P.Width), {intLit(0), Addr});
          VarId V = N.addGeneratedVar(Prefix + "_v", Vector.withConst());
          Out.push_back(Stmt::decl(V, Read));
          for (int64_t L = 0; L < P.Width; ++L)
            Out.push_back(
                Assign(P.Reads[U + L]->Reg,
                       member(varRef(V), component(static_cast<unsigned>(L)))));
          U += P.Width;
        }
        return Out;
      };
      int64_t Bytes = static_cast<int64_t>(Vector.arith()->Size);
      StmtList Whole = Branch(true);
      StmtList Any = Branch(false);
      Fast.push_back(Stmt::ifStmt(isAlignedTo(varRef(Ptr), Bytes),
                                  std::move(Whole), std::move(Any)));
    }
    for (const CopyRead *R : P.Reads) {
      Var &Reg = N.var(R->Reg);
      Reg.PerPoint = Reg.Partial = false;
      Reg.Type = Reg.Type.withoutConst();
      Out.push_back(Stmt::decl(R->Reg, nullptr));
      Slow.push_back(Assign(R->Reg, R->init()));
    }
    if (!P.Reads.front()->Cond) {
      for (StmtP &X : Fast)
        Out.push_back(std::move(X));
      continue;
    }
    Out.push_back(Stmt::ifStmt(validityAt(N, P.Reads.front()->Mask, Full),
                               std::move(Fast), std::move(Slow)));
  }
  return Out;
}

llvm::Expected<WindowResult>
nest::applyRegisterWindow(KernelNest &N, const PassContext &Ctx, Stmt &Target,
                          const WindowOptions &Opts) {
  if (Target.Body.size() != 1 ||
      Target.Body[0]->Kind != StmtKind::PointLoop)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the block's loop body is not alone in "
                                   "its loop");
  Stmt &PL = *Target.Body[0];
  llvm::Expected<WindowCandidate> W =
      chooseWindow(N, Target, PL, Opts.MaxLoops);
  if (!W)
    return W.takeError();
  WindowResult R;
  for (const WindowAxis &A : W->Axes) {
    R.TapCounters.push_back(N.var(A.tap()).Name);
    R.Dims.push_back(A.Dim);
    R.Copies.push_back(N.Blocks[A.Dim].Factor + A.Trip - 1);
  }
  R.Pos = W->Axes.front().TapLoop->Pos;
  R.SharedReads = W->SharedReads.size();
  // A copy of the loop body itself shares the scope of the others.
  bool Scoped = W->Axes.back().TapLoop == &Target;
  bool RowReads = Opts.VectorRows && W->Axes.size() == 2 && Scoped &&
                  readsCanLeadTheRow(PL, W->SharedReads);
  StmtList Out;
  auto Append = [&](WindowCopy &C) {
    if (Scoped) {
      Out.push_back(Stmt::block(std::move(C.Body)));
      return;
    }
    for (StmtP &X : C.Body)
      Out.push_back(std::move(X));
  };
  int64_t Columns = W->Axes.size() == 2 ? R.Copies[1] : 1;
  for (int64_t S = 0; S < R.Copies[0]; ++S) {
    std::vector<WindowCopy> Row;
    for (int64_t U = 0; U < Columns; ++U) {
      std::vector<int64_t> Pos = {S};
      if (W->Axes.size() == 2)
        Pos.push_back(U);
      Row.push_back(windowCopy(N, Ctx, *W, Pos));
    }
    std::optional<StmtList> Lead;
    if (RowReads)
      Lead = rowWithVectorReads(N, Ctx, *W, S, Row);
    if (Lead) {
      ++R.VectorRows;
      for (StmtP &X : *Lead)
        Out.push_back(std::move(X));
    } else {
      for (WindowCopy &C : Row)
        C.declareInPointLoop();
    }
    for (WindowCopy &C : Row)
      Append(C);
  }
  replaceStmt(N.Body, W->Axes.front().TapLoop, Out);
  return R;
}
