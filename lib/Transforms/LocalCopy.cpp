//===- LocalCopy.cpp - Copy a tile into __local memory ----------------------===//
//
// Code generation of the local pass: the cooperative copy of a planned tile
// (LocalPlan.cpp) by every work-item of the group, scalar or with vloadN
// where the tile's rows are contiguous, each element loaded only where some
// valid point reads it; and the __local array's layout (padding, transposed
// storage) and indices.
//
//===----------------------------------------------------------------------===//

#include "LocalTile.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::local;

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

static ExprP conj(ExprP A, ExprP B) { return A ? binary(BinaryOp::LogicalAnd, A, B) : B; }

/// The condition under which a copied element is loaded: some valid point
/// of the group reads it in this tile.
static ExprP loadCheck(const KernelNest &N, const TilePlan &P,
                       const std::vector<ExprP> &Elem, bool &Ok) {
  ExprP Check;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    bool Single = TD.Vars.size() == 1 && TD.MinOff == TD.MaxOff;
    if (Single) {
      const VarRange &R = TD.Vars[0];
      ExprP Value = add(R.Lo, Elem[D]);
      if (R.Kind == 0) {
        for (const ExprP &C : N.Validity[R.Dim].Conjuncts) {
          ExprP At = conjunctAt(N, C, R.Dim, Value);
          if (!At) {
            Ok = false;
            return nullptr;
          }
          Check = conj(Check, At);
        }
      } else if (R.Kind == 1) {
        Check = conj(Check, binary(BinaryOp::Lt, Value, R.Limit));
      }
      continue;
    }
    // Several variables (or offsets): the element must lie between the
    // first and the last element valid points read along this dimension.
    ExprP Base = intLit(TD.MinOff), First = intLit(TD.MinOff),
          Last = intLit(TD.MaxOff);
    bool NeedFirst = false;
    for (const VarRange &R : TD.Vars) {
      if (!R.First || !R.Last) {
        Ok = false;
        return nullptr;
      }
      Base = add(Base, R.Lo);
      First = add(First, R.First);
      Last = add(Last, R.Last);
      NeedFirst |= R.First != R.Lo;
    }
    ExprP At = add(Base, Elem[D]);
    Check = conj(Check, binary(BinaryOp::Le, At, Last));
    if (NeedFirst)
      Check = conj(Check, binary(BinaryOp::Ge, At, First));
  }
  return Check;
}

/// The cooperative copy of one tile: every work-item of the group takes
/// every WG-th element, in the order of the __local array's rows.
/// Copy loops are separate scopes: they share their counters' names.
static VarId copyVar(KernelNest &N, std::map<std::string, VarId> &Cache,
                     const std::string &Base, const ValueType &Type) {
  auto It = Cache.find(Base);
  if (It != Cache.end())
    return It->second;
  VarId V = N.addGeneratedVar(Base, Type);
  Cache[Base] = V;
  return V;
}

/// Whether the original computes the access's index in 64 bits (`(size_t)y
/// * S + x`, a size_t coordinate): the copy must too, or an index past
/// INT_MAX that the original reaches overflows.
static bool indexIs64Bit(const MemoryAccess *MA) {
  const auto *Subscript = llvm::dyn_cast_or_null<clang::ArraySubscriptExpr>(MA ? MA->Ref : nullptr);
  if (!Subscript)
    return false;
  clang::QualType T = Subscript->getIdx()->IgnoreParenImpCasts()->getType().getCanonicalType();
  const auto *Builtin = T->getAs<clang::BuiltinType>();
  return Builtin && Builtin->isInteger() &&
         (Builtin->getKind() == clang::BuiltinType::Long ||
          Builtin->getKind() == clang::BuiltinType::ULong ||
          Builtin->getKind() == clang::BuiltinType::LongLong ||
          Builtin->getKind() == clang::BuiltinType::ULongLong);
}

/// Base (a plan's offset terms, `offA`) as an expression, in 64 bits from
/// the first factor of each term: the original may add it to a pointer
/// (`A + (long)offA * lda`, then `[i * lda + k]`), where it never meets the
/// int rest of the index, which the copy's single subscript adds it to.
static ExprP baseIndex(const ParamPoly &Base) {
  ExprP Sum;
  for (const auto &[Params, Coeff] : Base.terms()) {
    // A negative term is subtracted (`- (long)N`, not `(long)-1 * N`).
    bool Minus = Coeff < 0 && Coeff != INT64_MIN;
    int64_t Magnitude = Minus ? -Coeff : Coeff;
    ExprP Term;
    if (Magnitude != 1 || Params.empty())
      Term = cast("long", intLit(Magnitude));
    for (const std::string &Name : Params) {
      ExprP Factor = Term ? leaf(Name) : cast("long", leaf(Name));
      Term = Term ? mul(Term, Factor) : Factor;
    }
    if (!Sum)
      Sum = Minus ? unary(UnaryOp::Minus, Term) : Term;
    else
      Sum = Minus ? sub(Sum, Term) : add(Sum, Term);
  }
  return paren(Sum);
}

/// The global index of the tile element at Elem (per plan dimension), in 64
/// bits where the original's is.
static ExprP globalIndex(const TilePlan &P, const std::vector<ExprP> &Elem) {
  bool Wide = llvm::any_of(P.Accesses, indexIs64Bit);
  ExprP Index;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    ExprP Base = intLit(TD.MinOff);
    for (const VarRange &R : TD.Vars)
      Base = add(Base, R.Lo);
    ExprP Pos = add(Base, Elem[D]);
    std::string Stride = TD.Coeff.str();
    bool Compound = TD.Coeff.terms().size() > 1 ||
                    TD.Coeff.terms().begin()->second < 0;
    ExprP Factor = Compound ? paren(leaf(Stride)) : leaf(Stride);
    if (Wide)
      Factor = cast("long", Factor);
    ExprP Term = Stride != "1" ? mul(Factor, Pos) : Wide ? cast("long", paren(Pos)) : Pos;
    Index = Index ? add(Index, Term) : Term;
  }
  if (!P.Base.isZero())
    Index = add(baseIndex(P.Base), Index);
  return Index;
}

/// Elem with Lane added to its innermost element.
static std::vector<ExprP> atLane(std::vector<ExprP> Elem, int64_t Lane) {
  Elem.back() = add(Elem.back(), intLit(Lane));
  return Elem;
}

/// The scalar OpenCL C types that have vector forms.
static bool hasVectorForm(const ValueType &T) {
  return T.isScalar() &&
         llvm::is_contained({"char", "uchar", "short", "ushort", "int", "uint",
                             "long", "ulong", "float", "double"},
                            T.arith()->Base);
}

/// Width of the vector copy of P (local.vcopy): 1 unless the tile's
/// innermost dimension has stride 1 in global memory and an extent that
/// the width divides, and the element type has a vector form.
int64_t local::vectorCopyWidth(const TilePlan &P, int64_t Requested) {
  if (Requested <= 1 || P.Dims.empty() || !hasVectorForm(P.ElementType) ||
      !ScalarType::get(P.ElementType.arith()->Base, Requested))
    return 1;
  const TileDim &Inner = P.Dims.back();
  if (Inner.Coeff.str() != "1" || Inner.extent() % Requested)
    return 1;
  return Requested;
}

/// One vector copy step without checks: W consecutive elements of the
/// innermost dimension, read at once (alignedVectorRead) and written by one
/// vstoreW (lane by lane into a transposed tile).
static StmtList vectorCopyFast(KernelNest &N, const TilePlan &P, VarId Lm,
                               const std::vector<ExprP> &Elem, int64_t W) {
  std::string Lm_ = N.var(Lm).Name;
  StmtList Fast;
  ExprP Vec = alignedVectorRead(N, P.Array, P.Space, P.ElementType,
                                globalIndex(P, Elem), W, "cp", Fast);
  if (!P.Transposed) {
    alignForVectors(N, Lm, static_cast<unsigned>(W), P.ElementType);
    Fast.push_back(Stmt::exprStmt(call("vstore" + std::to_string(W),
                                       {Vec, intLit(0),
                                        unary(UnaryOp::AddrOf, localRef(Lm_, P.order(Elem)))})));
  } else {
    for (int64_t L = 0; L < W; ++L)
      Fast.push_back(Stmt::exprStmt(
          binary(BinaryOp::Assign, localRef(Lm_, P.order(atLane(Elem, L))), member(Vec, component(L)))));
  }
  return Fast;
}

/// Adds the conjuncts of C to Conjuncts, each once.
static void addConjuncts(std::vector<ExprP> &Conjuncts, const ExprP &C) {
  if (isBinary(*C, BinaryOp::LogicalAnd)) {
    addConjuncts(Conjuncts, C->Ops[0]);
    addConjuncts(Conjuncts, C->Ops[1]);
    return;
  }
  for (const ExprP &Seen : Conjuncts)
    if (sameExpr(Seen, C))
      return;
  Conjuncts.push_back(C);
}

static ExprP conjunction(const std::vector<ExprP> &Conjuncts) {
  ExprP All;
  for (const ExprP &C : Conjuncts)
    All = conj(All, C);
  return All;
}

/// One element's scalar copy, `lm[..] = A[..]`, reading zero where the
/// element fails its load check (when Checked); Check gets that check (null
/// when there is none, or when not Checked).
static StmtP scalarCopyStep(KernelNest &N, const TilePlan &P, VarId Lm,
                            const std::vector<ExprP> &Elem, bool Checked, bool &Ok,
                            ExprP &Check) {
  auto Load = std::make_shared<Expr>();
  Load->Kind = ExprKind::Global;
  Load->Text = P.Array;
  Load->Ops = {globalIndex(P, Elem)};
  ExprP Value = Load;
  Check = Checked ? loadCheck(N, P, Elem, Ok) : nullptr;
  if (Check)
    Value = guardedRead(N, P.Array, paren(Check), Load);
  return Stmt::exprStmt(
      binary(BinaryOp::Assign, localRef(N.var(Lm).Name, P.order(Elem)), Value));
}

/// The body of a vector copy step with its checks: when every lane is in
/// bounds (each lane's check, the shared conjuncts once) the unchecked step;
/// otherwise each lane is copied as in the scalar copy.
static StmtP vectorCopyStep(KernelNest &N, const TilePlan &P, VarId Lm,
                            const std::vector<ExprP> &Elem, int64_t W, bool &Ok) {
  std::vector<ExprP> Conjuncts;
  StmtList Scalar;
  for (int64_t L = 0; L < W; ++L) {
    ExprP Check;
    Scalar.push_back(scalarCopyStep(N, P, Lm, atLane(Elem, L), /*Checked=*/true, Ok, Check));
    if (Check)
      addConjuncts(Conjuncts, Check);
  }
  StmtList Fast = vectorCopyFast(N, P, Lm, Elem, W);
  if (Conjuncts.empty())
    return Stmt::block(std::move(Fast));
  return Stmt::ifStmt(conjunction(Conjuncts), std::move(Fast), std::move(Scalar));
}

/// Whether E reads any of Vars.
static bool mentions(const ExprP &E, const std::set<VarId> &Vars) {
  return llvm::any_of(Vars, [&](VarId V) { return mentionsVar(E, V); });
}

/// E is an affine function of the variables Vars (+, -, a product by an
/// expression free of them, parentheses, integer casts), or free of them.
static bool affineIn(const ExprP &E, const std::set<VarId> &Vars) {
  if (!mentions(E, Vars))
    return true;
  switch (E->Kind) {
  case ExprKind::VarRef:
    return true;
  case ExprKind::Paren:
    return affineIn(E->Ops[0], Vars);
  case ExprKind::Cast:
    return llvm::is_contained({"int", "uint", "long", "ulong", "size_t"}, E->Text) &&
           affineIn(E->Ops[0], Vars);
  case ExprKind::Unary:
    return (E->UnOp == UnaryOp::Minus || E->UnOp == UnaryOp::Plus) &&
           affineIn(E->Ops[0], Vars);
  case ExprKind::Binary:
    if (E->BinOp == BinaryOp::Add || E->BinOp == BinaryOp::Sub)
      return affineIn(E->Ops[0], Vars) && affineIn(E->Ops[1], Vars);
    if (E->BinOp == BinaryOp::Mul)
      return (!mentions(E->Ops[0], Vars) || !mentions(E->Ops[1], Vars)) &&
             affineIn(E->Ops[0], Vars) && affineIn(E->Ops[1], Vars);
    return false;
  default:
    return false;
  }
}

/// The corner of the tile's box where conjunct C (a comparison of affine
/// functions of the coordinates) is hardest to satisfy, as one value per
/// coordinate; nullopt when a coefficient's sign is not known (`N * cp_1`).
static std::optional<std::map<VarId, ExprP>>
worstCorner(const ExprP &C, const std::vector<VarId> &Coordinates,
            const std::vector<int64_t> &Extents) {
  // L < R and L <= R are hardest where L - R is largest; L > R and L >= R
  // where it is smallest.
  Poly Diff = toPoly(C->Ops[0]) + toPoly(C->Ops[1]).negate();
  bool Largest = C->BinOp == BinaryOp::Lt || C->BinOp == BinaryOp::Le;
  std::map<VarId, ExprP> At;
  for (size_t D = 0; D < Coordinates.size(); ++D) {
    std::optional<int64_t> Coeff = Diff.strideIn(varAtom(Coordinates[D]));
    if (!Coeff)
      return std::nullopt;
    bool High = Largest ? *Coeff > 0 : *Coeff < 0;
    At[Coordinates[D]] = intLit(High ? Extents[D] - 1 : 0);
  }
  return At;
}

/// The condition under which every element of the tile passes its load
/// check, so that one test per tile replaces one per element (SGEMM 4096
/// on the H100 spent 10% of its time in the per-element tests,
/// bench/results/2026-11-24-h100-probes-c), or null when there is no such
/// test or it cannot be stated exactly. Each conjunct of the check must be
/// a comparison (<, <=, >, >=) of affine functions of the element's
/// coordinates: over the box of the tile it holds everywhere exactly when
/// it holds at the corner where it is hardest to satisfy (every corner when
/// a coefficient's sign is not known).
static ExprP wholeTileCheck(const KernelNest &N, const TilePlan &P,
                            const std::vector<ExprP> &Elem,
                            const std::vector<int64_t> &Extents) {
  bool Ok = true;
  ExprP Symbolic = loadCheck(N, P, Elem, Ok);
  if (!Symbolic || !Ok)
    return nullptr;
  std::vector<VarId> Coordinates;
  for (const ExprP &E : Elem) {
    if (E->Kind != ExprKind::VarRef)
      return nullptr;
    Coordinates.push_back(E->Var);
  }
  std::set<VarId> CoordinateSet(Coordinates.begin(), Coordinates.end());
  std::vector<ExprP> Conjuncts, AtCorners;
  addConjuncts(Conjuncts, Symbolic);
  for (const ExprP &C : Conjuncts) {
    bool Comparison = C->Kind == ExprKind::Binary &&
                      llvm::is_contained({BinaryOp::Lt, BinaryOp::Le, BinaryOp::Gt,
                                          BinaryOp::Ge},
                                         C->BinOp);
    if (!Comparison || !affineIn(C->Ops[0], CoordinateSet) ||
        !affineIn(C->Ops[1], CoordinateSet))
      return nullptr;
    if (std::optional<std::map<VarId, ExprP>> At =
            worstCorner(C, Coordinates, Extents)) {
      addConjuncts(AtCorners, substitute(C, *At));
      continue;
    }
    for (unsigned Corner = 0; Corner < (1u << Coordinates.size()); ++Corner) {
      std::map<VarId, ExprP> At;
      for (size_t D = 0; D < Coordinates.size(); ++D)
        At[Coordinates[D]] = intLit(Corner >> D & 1 ? Extents[D] - 1 : 0);
      addConjuncts(AtCorners, substitute(C, At));
    }
  }
  return conjunction(AtCorners);
}

StmtP local::copyLoop(KernelNest &N, const TilePlan &P, VarId Lm, VarId Lid,
                      int64_t WorkGroup, std::map<std::string, VarId> &Cache,
                      int64_t Width, bool &Ok) {
  // A vector copy walks the tile in steps of Width elements of its
  // innermost dimension: the same loop over an innermost extent / Width.
  std::vector<int64_t> Extents, Ext;
  int64_t Total = 1;
  for (const TileDim &D : P.Dims) {
    Extents.push_back(D.extent());
    Total *= D.extent();
  }
  Ext = Extents;
  Ext.back() /= Width;
  Total /= Width;
  VarId Cp = copyVar(N, Cache, "cp", intType());
  std::vector<ExprP> Elem(P.Dims.size());
  StmtList ElemDecls;
  if (P.Dims.size() == 1) {
    Elem[0] = varRef(Cp);
  } else {
    int64_t Inner = 1;
    for (size_t D = P.Dims.size(); D-- > 0;) {
      std::string Name = "cp_" + std::to_string(P.Dims.size() - 1 - D);
      VarId E = copyVar(N, Cache, Name, constIntType());
      ExprP V = Inner == 1 ? varRef(Cp) : binary(BinaryOp::Div, varRef(Cp), intLit(Inner));
      if (D > 0)
        V = Ext[D] == 1 ? intLit(0) : binary(BinaryOp::Rem, V, intLit(Ext[D]));
      if (D + 1 == P.Dims.size() && Width > 1)
        V = mul(V, intLit(Width));
      Elem[D] = varRef(E);
      Inner *= Ext[D];
      ElemDecls.push_back(Stmt::decl(E, V));
    }
    // Declarations outermost first reads better.
    std::reverse(ElemDecls.begin(), ElemDecls.end());
  }
  if (Width > 1 && P.Dims.size() == 1) {
    VarId E = copyVar(N, Cache, "cp_0", constIntType());
    ElemDecls.push_back(Stmt::decl(E, mul(varRef(Cp), intLit(Width))));
    Elem[0] = varRef(E);
  }
  // The loop over the tile's elements (Width at a step), with or without
  // each element's load check.
  auto CopyLoop = [&](bool Checked) {
    auto Loop = std::make_unique<Stmt>();
    Loop->Kind = StmtKind::For;
    ForInfo &F = Loop->For;
    F.Canonical = true;
    F.Counter = Cp;
    F.Lower = varRef(Lid);
    F.Upper = intLit(Total);
    F.Step = WorkGroup;
    F.Role = LoopRole::Copy;
    Loop->Body = cloneList(ElemDecls);
    if (Width > 1) {
      if (Checked)
        Loop->Body.push_back(vectorCopyStep(N, P, Lm, Elem, Width, Ok));
      else
        for (StmtP &S : vectorCopyFast(N, P, Lm, Elem, Width))
          Loop->Body.push_back(std::move(S));
      return Loop;
    }
    ExprP Check;
    Loop->Body.push_back(scalarCopyStep(N, P, Lm, Elem, Checked, Ok, Check));
    return Loop;
  };
  // The unchecked loop first, so that its variables take the plain names.
  ExprP Whole = wholeTileCheck(N, P, Elem, Extents);
  StmtList Fast, Edge;
  if (Whole)
    Fast.push_back(CopyLoop(false));
  StmtP Checked = CopyLoop(true);
  if (!Whole)
    return Checked;
  Edge.push_back(std::move(Checked));
  return Stmt::ifStmt(Whole, std::move(Fast), std::move(Edge));
}

/// The __local index of one access of the plan.
std::vector<ExprP> local::localIndex(const TilePlan &P, size_t Access) {
  std::vector<ExprP> Idx;
  for (size_t D = 0; D < P.Dims.size(); ++D) {
    const TileDim &TD = P.Dims[D];
    ExprP E = intLit(P.Offsets[Access][D] - TD.MinOff);
    for (const VarRange &R : TD.Vars)
      E = add(E, R.LocalOffset);
    Idx.push_back(E);
  }
  return P.order(Idx);
}

/// A 2-D tile whose contiguous (inner) dimension is indexed by loops only
/// and whose outer one by a work-item id: stored transposed, the points of
/// a work-item along that id are contiguous in __local memory (a register
/// fragment is one vloadN).
bool local::transposable(const TilePlan &P) {
  if (P.Dims.size() != 2)
    return false;
  auto HasId = [](const TileDim &D) {
    return llvm::any_of(D.Vars, [](const VarRange &R) { return R.Kind == 0; });
  };
  return HasId(P.Dims[0]) && !HasId(P.Dims[1]);
}

/// Declared extents of the __local array, outermost first: the tile's in
/// stored order, plus the padding column on the innermost of 2D/3D tiles.
std::vector<int64_t> local::storedExtents(const TilePlan &P, bool Pad) {
  std::vector<int64_t> Ext;
  for (const TileDim &D : P.Dims)
    Ext.push_back(D.extent());
  if (P.Transposed)
    std::reverse(Ext.begin(), Ext.end());
  if (Pad && Ext.size() > 1)
    ++Ext.back();
  return Ext;
}

ExprP local::barrierCall() {
  return call("barrier", {leaf("CLK_LOCAL_MEM_FENCE")});
}

void local::createGroupVars(KernelNest &N) {
  for (unsigned D = 0; D < N.WorkDim; ++D) {
    auto &DV = N.DimVars[D];
    if (!DV.Lid)
      DV.Lid = N.addGeneratedVar("lid_" + std::to_string(D), constIntType());
    if (!DV.GroupFirst)
      DV.GroupFirst = N.addGeneratedVar("grp_first_" + std::to_string(D),
                                        N.IdTypes[D].withConst());
  }
}
