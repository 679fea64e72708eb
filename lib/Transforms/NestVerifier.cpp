//===- NestVerifier.cpp - Structural checks of a kernel nest --------------===//
//
// include/clopt/Transforms/NestVerifier.h says what is checked and when.
// Each check names the broken invariant and where it is (the statement's
// original line when it has one), so that a failure points at the pass
// that broke it without a debugger.
//
//===----------------------------------------------------------------------===//

#include "clopt/Transforms/NestVerifier.h"
#include "llvm/ADT/StringExtras.h"
#include <cstdlib>
#include <tuple>

using namespace clopt;
using namespace clopt::nest;

namespace {

/// Walks a nest and keeps the first broken invariant.
class Verifier {
public:
  explicit Verifier(const KernelNest &Nest) : Nest(Nest) {}

  llvm::Error run();

private:
  const KernelNest &Nest;
  std::string Failure;
  /// Where the walk is, for the message: "for loop 'k' (line 7)".
  std::vector<std::string> Where;
  unsigned PointLoopDepth = 0;

  bool failed() const { return !Failure.empty(); }
  void fail(const llvm::Twine &What);
  bool validVar(VarId V) const { return V < Nest.Vars.size(); }
  std::string varName(VarId V) const {
    return validVar(V) ? "'" + Nest.Vars[V].Name + "'" : "#" + std::to_string(V);
  }

  void checkState();
  void checkBlock(unsigned D, const DimBlock &B);
  void checkVars();
  void checkVarType(VarId V, const Var &X);
  void checkList(const StmtList &L);
  void checkStmt(const Stmt &S);
  void checkFor(const Stmt &S);
  void checkExpr(const ExprP &E, llvm::StringRef Role);
  void checkOperator(const Expr &E);
};

} // namespace

void Verifier::fail(const llvm::Twine &What) {
  if (failed())
    return;
  Failure = What.str();
  if (!Where.empty())
    Failure += " (in " + llvm::join(Where, ", in ") + ")";
}

static const char *kindName(ExprKind K) {
  switch (K) {
  case ExprKind::Leaf: return "leaf";
  case ExprKind::VarRef: return "variable reference";
  case ExprKind::WorkItem: return "work-item function";
  case ExprKind::Unary: return "unary";
  case ExprKind::Member: return "member";
  case ExprKind::Binary: return "binary";
  case ExprKind::Ternary: return "conditional";
  case ExprKind::Call: return "call";
  case ExprKind::Subscript: return "subscript";
  case ExprKind::Paren: return "parenthesis";
  case ExprKind::Cast: return "cast";
  case ExprKind::Global: return "global access";
  case ExprKind::LocalRef: return "local array access";
  case ExprKind::PointValid: return "point validity";
  }
  return "?";
}

/// The operand count of each kind: exact, or at least Min when Exact is
/// false (calls and local arrays take a variable number).
static std::pair<size_t, bool> operandCount(ExprKind K) {
  switch (K) {
  case ExprKind::Leaf:
  case ExprKind::VarRef:
  case ExprKind::WorkItem:
  case ExprKind::PointValid:
    return {0, true};
  case ExprKind::Unary:
  case ExprKind::Member:
  case ExprKind::Paren:
  case ExprKind::Cast:
  case ExprKind::Global:
    return {1, true};
  case ExprKind::Binary:
  case ExprKind::Subscript:
    return {2, true};
  case ExprKind::Ternary:
    return {3, true};
  case ExprKind::Call:
    return {0, false};
  case ExprKind::LocalRef:
    return {1, false};
  }
  return {0, false};
}

/// Kinds that carry an operator (UnOp, BinOp) instead of text.
static bool hasOperator(ExprKind K) {
  return K == ExprKind::Unary || K == ExprKind::Binary;
}

/// What the message names an expression by: its operator or its text.
static std::string label(const Expr &E) {
  if (E.Kind == ExprKind::Unary && static_cast<unsigned>(E.UnOp) < NumUnaryOps)
    return spelling(E.UnOp).str();
  if (E.Kind == ExprKind::Binary && static_cast<unsigned>(E.BinOp) < NumBinaryOps)
    return spelling(E.BinOp).str();
  return E.Text;
}

/// Kinds whose Text is what gets printed (a name, a literal, a type). A
/// call without a name is a parenthesised list: the operand of a vector
/// literal's cast, `(float4)(0.0f, 1.0f, ...)`.
static bool needsText(ExprKind K) {
  return K != ExprKind::VarRef && K != ExprKind::Ternary &&
         K != ExprKind::Subscript && K != ExprKind::Paren &&
         K != ExprKind::PointValid && K != ExprKind::Call &&
         !hasOperator(K);
}

/// The work-item "functions" passes create, which the emitter prints as
/// expressions of their own: the item's coordinate in a __local tile, and
/// a register fragment's lane.
static bool isGeneratedCoordinate(llvm::StringRef Name) {
  return Name == "clopt.local_coord" || Name == "clopt.fragment_lane" ||
         Name == "clopt.window_tap";
}

void Verifier::checkExpr(const ExprP &E, llvm::StringRef Role) {
  if (failed())
    return;
  if (!E) {
    fail("missing " + Role);
    return;
  }
  auto [Count, Exact] = operandCount(E->Kind);
  // A fragment's lane holds the fragments of its runs (PrivatePass.cpp).
  if (E->Kind == ExprKind::WorkItem && E->Text == "clopt.fragment_lane")
    std::tie(Count, Exact) = std::make_pair(size_t(1), false);
  // A window tap holds its constant (PrivateWindow.cpp).
  if (E->Kind == ExprKind::WorkItem && E->Text == "clopt.window_tap")
    std::tie(Count, Exact) = std::make_pair(size_t(1), true);
  if (Exact ? E->Ops.size() != Count : E->Ops.size() < Count)
    return fail(llvm::Twine(kindName(E->Kind)) + " expression '" + label(*E) + "' has " +
                llvm::Twine(E->Ops.size()) + " operands, not " +
                (Exact ? "" : "at least ") + llvm::Twine(Count));
  if (needsText(E->Kind) && E->Text.empty())
    return fail(llvm::Twine(kindName(E->Kind)) + " expression without text");
  if (hasOperator(E->Kind))
    checkOperator(*E);
  switch (E->Kind) {
  case ExprKind::VarRef:
    if (!validVar(E->Var))
      return fail("reference to variable " + varName(E->Var) + ", which the nest does not have");
    break;
  case ExprKind::WorkItem:
    if (!isWorkItemFunction(E->Text) && !isGeneratedCoordinate(E->Text))
      return fail("'" + E->Text + "' is not a work-item function");
    if (E->Dim > 2)
      return fail("'" + E->Text + "' of dimension " + llvm::Twine(E->Dim));
    break;
  case ExprKind::Member:
    // A field or component name, never an operator spelling (".x", "->f").
    if (!llvm::all_of(E->Text, [](char Ch) { return llvm::isAlnum(Ch) || Ch == '_'; }))
      return fail("member '" + E->Text + "' is not a field or component name");
    break;
  case ExprKind::PointValid:
    if (E->DimMask == 0 || E->DimMask > 7)
      return fail("point validity over dimension mask " + llvm::Twine(E->DimMask));
    break;
  default:
    break;
  }
  for (const ExprP &Op : E->Ops)
    checkExpr(Op, "operand");
}

/// `*(__global const float4 *)p`: the local copies' read of a vector at an
/// address they checked is aligned to it (LocalCopy.cpp), the same read as
/// the vloadN beside it, which the nest holds as a call.
static bool isVectorRead(const Expr &E) {
  if (E.Ops.size() != 1 || E.Ops[0]->Kind != ExprKind::Cast)
    return false;
  llvm::StringRef Type = E.Ops[0]->Text;
  return (Type.starts_with("__global const ") || Type.starts_with("__constant const ")) &&
         Type.ends_with(" *") && Type.count('*') == 1;
}

/// The operator is one of its kind's, and one the nest holds: the builder
/// refuses `*p` (a memory access the analysis does not track) and the
/// comma operator, and no pass creates them.
void Verifier::checkOperator(const Expr &E) {
  if (!E.Text.empty())
    return fail(llvm::Twine(kindName(E.Kind)) + " expression with text '" + E.Text +
                "': its operator is UnOp or BinOp");
  if (E.Kind == ExprKind::Unary) {
    if (static_cast<unsigned>(E.UnOp) >= NumUnaryOps)
      return fail("unary operator " + llvm::Twine(static_cast<unsigned>(E.UnOp)) +
                  " is not a UnaryOp");
    if (E.UnOp == UnaryOp::Deref && !isVectorRead(E))
      return fail("dereference '*' in the nest: memory accesses are global or "
                  "local array accesses");
    return;
  }
  if (static_cast<unsigned>(E.BinOp) >= NumBinaryOps)
    return fail("binary operator " + llvm::Twine(static_cast<unsigned>(E.BinOp)) +
                " is not a BinaryOp");
  if (E.BinOp == BinaryOp::Comma)
    return fail("comma operator in the nest");
}

void Verifier::checkFor(const Stmt &S) {
  const ForInfo &F = S.For;
  if (F.Role > LoopRole::StageRows)
    return fail("loop role " + llvm::Twine(static_cast<int>(F.Role)) + " is not a LoopRole");
  if (!F.Canonical) {
    if (F.Init)
      checkStmt(*F.Init);
    if (F.Cond)
      checkExpr(F.Cond, "loop condition");
    if (F.Inc)
      checkExpr(F.Inc, "loop increment");
    return;
  }
  if (!validVar(F.Counter))
    return fail("canonical loop over variable " + varName(F.Counter) +
                ", which the nest does not have");
  checkExpr(F.Lower, "lower bound");
  checkExpr(F.Upper, "upper bound");
  if (F.Limit)
    checkExpr(F.Limit, "second bound");
  if (F.Step <= 0)
    return fail("canonical loop with step " + llvm::Twine(F.Step) +
                " (it prints as `k < Upper; k += Step`)");
  if (F.Role == LoopRole::Tile && F.TileSize <= 0)
    return fail("tile loop with tile size " + llvm::Twine(F.TileSize));
  if (F.Role == LoopRole::TileInner && !validVar(F.TileCounter))
    return fail("loop inside a tile names tile counter " + varName(F.TileCounter) +
                ", which the nest does not have");
}

void Verifier::checkStmt(const Stmt &S) {
  if (failed())
    return;
  std::string Line = S.Pos.Line ? " (line " + std::to_string(S.Pos.Line) + ")" : "";
  switch (S.Kind) {
  case StmtKind::Decl:
    if (!validVar(S.Var))
      return fail("declaration of variable " + varName(S.Var) + Line +
                  ", which the nest does not have");
    if (S.E)
      checkExpr(S.E, "initialiser of " + varName(S.Var));
    return;
  case StmtKind::ExprStmt:
    return checkExpr(S.E, "expression statement" + Line);
  case StmtKind::If:
    Where.push_back("if" + Line);
    checkExpr(S.E, "condition");
    checkList(S.Body);
    checkList(S.Else);
    Where.pop_back();
    return;
  case StmtKind::For:
    Where.push_back("for loop" +
                    (S.For.Canonical && validVar(S.For.Counter) ? " " + varName(S.For.Counter)
                                                                : std::string()) +
                    Line);
    checkFor(S);
    checkList(S.Body);
    Where.pop_back();
    return;
  case StmtKind::PointLoop:
    if (PointLoopDepth > 0)
      return fail("a point loop inside another point loop" + Line);
    for (const PointSpan &Span : S.Spans)
      if (Span.Dim > 2 || Span.First < 0 || Span.First > Span.Last ||
          Span.Last >= Nest.Blocks[Span.Dim].Factor)
        return fail("a point loop over points outside the block" + Line);
    for (size_t I = 0; I < S.Spans.size(); ++I)
      for (size_t J = I + 1; J < S.Spans.size(); ++J)
        if (S.Spans[I].Dim == S.Spans[J].Dim)
          return fail("a point loop with two spans along one dimension" + Line);
    Where.push_back("point loop");
    ++PointLoopDepth;
    checkList(S.Body);
    --PointLoopDepth;
    Where.pop_back();
    return;
  case StmtKind::Block:
    return checkList(S.Body);
  case StmtKind::Return:
    if (S.E)
      checkExpr(S.E, "returned value");
    return;
  case StmtKind::Break:
  case StmtKind::Continue:
  case StmtKind::Comment:
  case StmtKind::Verbatim:
    return;
  }
}

void Verifier::checkList(const StmtList &L) {
  for (const StmtP &S : L) {
    if (failed())
      return;
    if (!S)
      return fail("a missing statement");
    checkStmt(*S);
  }
}

void Verifier::checkBlock(unsigned D, const DimBlock &B) {
  std::string Dim = "dimension " + std::to_string(D);
  if (B.Factor < 1 || B.Chunk < 1 || B.Multiplier < 1 || B.Vector < 1 || B.Local < 0)
    return fail(Dim + ": points per item " + llvm::Twine(B.Factor) + ", chunk " +
                llvm::Twine(B.Chunk) + ", items per point " + llvm::Twine(B.Multiplier) +
                ", vector lanes " + llvm::Twine(B.Vector) + ", local size " +
                llvm::Twine(B.Local) + ": each must be positive (local may be 0)");
  if (B.Chunk > B.Factor)
    return fail(Dim + ": a chunk of " + llvm::Twine(B.Chunk) + " points in a block of " +
                llvm::Twine(B.Factor));
  if (D >= Nest.WorkDim && (B.Factor != 1 || B.Multiplier != 1 || B.Vector != 1))
    return fail(Dim + " is beyond the kernel's " + llvm::Twine(Nest.WorkDim) +
                " dimensions but has a block of " + llvm::Twine(B.Factor));
}

void Verifier::checkVars() {
  for (VarId V = 0; V < Nest.Vars.size() && !failed(); ++V) {
    const Var &X = Nest.Vars[V];
    // A parameter may be unnamed (C23, accepted by clang as an extension):
    // nothing can refer to it. Every other variable is referred to by name.
    if (X.Name.empty() && X.Role != VarRole::Param)
      return fail("variable #" + llvm::Twine(V) + " has no name");
    if (X.AlignBytes && (!llvm::isPowerOf2_32(X.AlignBytes) || X.Dims.empty()))
      return fail("variable " + varName(V) + " asks for an alignment of " +
                  llvm::Twine(X.AlignBytes) + " bytes (arrays only, a power of two)");
    if (X.CoordDims > 7)
      return fail("variable " + varName(V) + " depends on dimension mask " +
                  llvm::Twine(X.CoordDims));
    checkVarType(V, X);
    for (const ExprP &D : X.Dims)
      checkExpr(D, "array extent of " + varName(V));
    if (X.Init)
      checkExpr(X.Init, "coordinate initialiser of " + varName(V));
  }
}

/// The type is well formed, and the address space is one a pass may give:
/// a generated variable lives in __local only as an array (a tile, the
/// partial results of a reduction), never in __global or __constant.
/// Declared variables keep what the source says (the builder refuses the
/// kernels that declare __local ones).
void Verifier::checkVarType(VarId V, const Var &X) {
  std::string Why = X.Type.malformation();
  if (!Why.empty())
    return fail("variable " + varName(V) + " has a type that " + Why);
  if (X.Role != VarRole::Generated)
    return;
  AddressSpace S = X.Type.space();
  if (S == AddressSpace::Global || S == AddressSpace::Constant ||
      (S == AddressSpace::Local && X.Dims.empty()))
    return fail("generated variable " + varName(V) + " has type '" +
                X.Type.str() + "': only generated arrays are __local");
}

void Verifier::checkState() {
  if (Nest.WorkDim < 1 || Nest.WorkDim > 3)
    return fail("the kernel has " + llvm::Twine(Nest.WorkDim) + " dimensions");
  for (unsigned D = 0; D < 3 && !failed(); ++D)
    checkBlock(D, Nest.Blocks[D]);
  for (unsigned D = 0; D < 3 && !failed(); ++D)
    for (const ExprP &C : Nest.Validity[D].Conjuncts)
      checkExpr(C, "validity condition of dimension " + std::to_string(D));
  for (const auto &[D, C] : Nest.ValidityOrder) {
    if (D > 2)
      return fail("validity condition of dimension " + llvm::Twine(D));
    checkExpr(C, "validity condition");
  }
  for (unsigned D = 0; D < 3 && !failed(); ++D)
    for (const std::optional<VarId> &V :
         {Nest.DimVars[D].First, Nest.DimVars[D].Lid, Nest.DimVars[D].GroupFirst})
      if (V && !validVar(*V))
        return fail("per-dimension name of dimension " + llvm::Twine(D) + " is variable " +
                    varName(*V) + ", which the nest does not have");
  for (VarId V : Nest.CrossVars)
    if (!validVar(V))
      return fail("cross-point variable " + varName(V) + ", which the nest does not have");
  for (const LocalArray &A : Nest.LocalArrays) {
    if (!validVar(A.Var))
      return fail("local array caching '" + A.Source + "' is variable " + varName(A.Var) +
                  ", which the nest does not have");
    if (A.Extents.empty() || A.ElementSize == 0 ||
        llvm::any_of(A.Extents, [](int64_t E) { return E <= 0; }))
      return fail("local array " + varName(A.Var) + " has an empty extent");
  }
}

llvm::Error Verifier::run() {
  checkState();
  if (!failed())
    checkVars();
  if (!failed())
    checkList(Nest.Body);
  if (!failed())
    return llvm::Error::success();
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Failure);
}

llvm::Error clopt::nest::verifyNest(const KernelNest &Nest) {
  return Verifier(Nest).run();
}

bool clopt::nest::nestVerifierEnabled() {
#ifndef NDEBUG
  return true;
#else
  static const bool Enabled = [] {
    const char *V = std::getenv("CLOPT_VERIFY_NEST");
    return V && *V && llvm::StringRef(V) != "0";
  }();
  return Enabled;
#endif
}
