//===- Emitter.cpp - Print a KernelNest as OpenCL C -----------------------===//
//
// One emitter prints every variant, so layout and naming are uniform: two
// spaces of indentation, one statement per line, braces on every loop and
// if, operators parenthesised only where precedence needs it.
//
// Point loops print in one of two modes:
//  - loop mode (coarsening alone): nested loops over the work-item's block,
//    `for (int pt_1 = 0; pt_1 < 2; ++pt_1)`, with the original code inside;
//  - unrolled mode (after `private`, or a block of one point): one copy of
//    each statement per point, statement by statement, with per-point
//    variables renamed by their coordinates (acc_0_1) and variables that
//    depend on fewer dimensions (a_reg_2, i_3) declared once per coordinate.
//
//===----------------------------------------------------------------------===//

#include "clopt/Transforms/KernelNest.h"

#include "llvm/Support/raw_ostream.h"

using namespace clopt;
using namespace clopt::nest;

static const unsigned AllDims = 7;

unsigned nest::pointDims(const KernelNest &N, const ExprP &E) {
  unsigned Dims = 0;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::WorkItem && X.Text == "get_global_id")
      Dims |= 1u << X.Dim;
    if (X.Kind == ExprKind::WorkItem && X.Text == "clopt.local_coord")
      Dims |= 1u << X.Dim;
    if (X.Kind == ExprKind::VarRef) {
      const Var &V = N.var(X.Var);
      if (V.PerPoint || V.IsCoordinate)
        Dims |= V.expandDims();
    }
  });
  return Dims;
}

namespace {

/// Where a statement is printed: outside the point block, or for one point
/// (unrolled: constant coordinates), or inside the point loops (loop mode).
struct PointCtx {
  bool InPoint = false;
  bool Unrolled = false;
  std::array<int64_t, 3> Coord = {0, 0, 0};
  /// Loop mode: the point loop counters per dimension ("" when factor 1).
  std::array<std::string, 3> LoopVar;
};

class Emitter {
public:
  explicit Emitter(const KernelNest &N) : N(N), OS(Out) {}
  std::string run();

private:
  const KernelNest &N;
  std::string Out;
  llvm::raw_string_ostream OS;
  unsigned Indent = 1;

  bool unrolledMode() const;
  unsigned coarsenedDims() const;
  std::string varName(VarId V, const PointCtx &C) const;
  ExprP coordinate(unsigned Dim, const PointCtx &C) const;
  ExprP localCoordinate(unsigned Dim, const PointCtx &C) const;
  ExprP chunkedOffset(unsigned Dim, const PointCtx &C) const;
  ExprP validity(unsigned Mask, const PointCtx &C) const;

  std::string expr(const ExprP &E, const PointCtx &C) const;
  ExprP resolve(const ExprP &E, const PointCtx &C) const;
  std::string child(const ExprP &E, int MinPrec, const PointCtx &C) const;
  int prec(const Expr &E) const;

  void line(const llvm::Twine &T) {
    OS.indent(Indent * 2) << T << "\n";
  }
  void emitList(const StmtList &L, const PointCtx &C);
  void emitStmt(const Stmt &S, const PointCtx &C);
  void emitFor(const Stmt &S, const PointCtx &C);
  std::string forHeader(const Stmt &S, const PointCtx &C) const;
  void emitDecl(const Stmt &S, const PointCtx &C);
  void emitPointLoop(const Stmt &S, const PointCtx &C);
  void emitUnrolledPoints(const StmtList &Body, const PointCtx &Outer);
  void emitLoopPoints(const StmtList &Body, const PointCtx &Outer);
  void emitPrologue();
  void emitCoordinateDecls(const PointCtx &C, bool Uniform, unsigned Dims,
                           const StmtList *UsedIn = nullptr);
  void forEachCoord(unsigned Dims,
                    const std::function<void(const PointCtx &)> &F,
                    const PointCtx &Base) const;
};

} // namespace

bool Emitter::unrolledMode() const {
  return N.PointsUnrolled || coarsenedDims() == 0;
}

unsigned Emitter::coarsenedDims() const {
  unsigned M = 0;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1)
      M |= 1u << D;
  return M;
}

std::string Emitter::varName(VarId Id, const PointCtx &C) const {
  const Var &V = N.var(Id);
  if (!V.PerPoint || !C.InPoint)
    return V.Name;
  if (C.Unrolled) {
    unsigned Dims = V.expandDims() & coarsenedDims();
    std::string Name = V.Name;
    for (int D = 2; D >= 0; --D)
      if (Dims >> D & 1)
        Name += "_" + std::to_string(C.Coord[D]);
    return Name;
  }
  if (N.CrossVars.count(Id)) {
    std::string Name = V.Name;
    for (int D = 2; D >= 0; --D)
      if (!C.LoopVar[D].empty())
        Name += "[" + C.LoopVar[D] + "]";
    return Name;
  }
  return V.Name;
}

ExprP Emitter::coordinate(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  if (B.Factor == 1 || !N.DimVars[Dim].First)
    return workItem("get_global_id", Dim);
  ExprP First = varRef(*N.DimVars[Dim].First);
  if (B.Dist == Distribution::Cyclic && B.Chunk > 1)
    return add(First, chunkedOffset(Dim, C));
  ExprP Step = B.Dist == Distribution::Block
                   ? intLit(1)
                   : (B.Local ? intLit(B.Local)
                              : call("get_local_size", {intLit(Dim)}));
  ExprP Index = C.Unrolled ? intLit(C.Coord[Dim]) : leaf(C.LoopVar[Dim]);
  return add(First, mul(Index, Step));
}

/// Chunked cyclic: point c of an item lies (c / H) * L * H + c % H after the
/// item's first point (H the chunk, L the group's extent): folded to a
/// constant once the block is unrolled.
ExprP Emitter::chunkedOffset(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  int64_t H = B.Chunk;
  if (C.Unrolled) {
    int64_t Pt = C.Coord[Dim];
    int64_t Run = Pt / H, In = Pt % H;
    if (B.Local)
      return intLit(Run * B.Local * H + In);
    ExprP Off = mul(intLit(Run * H), call("get_local_size", {intLit(Dim)}));
    return In ? add(Off, intLit(In)) : Off;
  }
  ExprP Pt = leaf(C.LoopVar[Dim]);
  if (H >= B.Factor)
    return Pt;
  ExprP Stride = B.Local ? intLit(B.Local * H)
                         : mul(call("get_local_size", {intLit(Dim)}), intLit(H));
  return add(mul(paren(binary("/", Pt, intLit(H))), Stride),
             binary("%", Pt, intLit(H)));
}

ExprP Emitter::localCoordinate(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  ExprP Lid = N.DimVars[Dim].Lid ? varRef(*N.DimVars[Dim].Lid)
                                 : call("get_local_id", {intLit(Dim)});
  if (B.Factor == 1)
    return Lid;
  ExprP Index = C.Unrolled ? intLit(C.Coord[Dim]) : leaf(C.LoopVar[Dim]);
  if (B.Dist == Distribution::Block)
    return add(mul(Lid, intLit(B.Factor)), Index);
  if (B.Chunk > 1)
    return add(mul(Lid, intLit(B.Chunk)), chunkedOffset(Dim, C));
  return add(Lid, mul(Index, intLit(B.Local)));
}

ExprP Emitter::validity(unsigned Mask, const PointCtx &C) const {
  ExprP Cond;
  for (const auto &[D, Conj] : N.ValidityOrder)
    if (Mask >> D & 1)
      Cond = Cond ? binary("&&", Cond, Conj) : Conj;
  return Cond;
}

static int binaryPrec(llvm::StringRef Op) {
  if (Op == "*" || Op == "/" || Op == "%")
    return 13;
  if (Op == "+" || Op == "-")
    return 12;
  if (Op == "<<" || Op == ">>")
    return 11;
  if (Op == "<" || Op == "<=" || Op == ">" || Op == ">=")
    return 10;
  if (Op == "==" || Op == "!=")
    return 9;
  if (Op == "&")
    return 8;
  if (Op == "^")
    return 7;
  if (Op == "|")
    return 6;
  if (Op == "&&")
    return 5;
  if (Op == "||")
    return 4;
  return 2; // assignments
}

int Emitter::prec(const Expr &E) const {
  switch (E.Kind) {
  case ExprKind::Leaf:
    return llvm::StringRef(E.Text).starts_with("-") ? 15 : 16;
  case ExprKind::VarRef:
  case ExprKind::WorkItem:
  case ExprKind::Call:
  case ExprKind::Subscript:
  case ExprKind::Paren:
  case ExprKind::LocalRef:
  case ExprKind::Postfix:
  case ExprKind::Global:
    return 16;
  case ExprKind::Unary:
  case ExprKind::Cast:
    return 15;
  case ExprKind::Binary:
    return binaryPrec(E.Text);
  case ExprKind::Ternary:
    return 3;
  case ExprKind::PointValid:
    return 4;
  }
  return 0;
}

/// Work-item ids inside the point block stand for the point's coordinate.
ExprP Emitter::resolve(const ExprP &E, const PointCtx &C) const {
  if (E->Kind != ExprKind::WorkItem)
    return E;
  if (E->Text == "get_global_id" && C.InPoint && N.Blocks[E->Dim].Factor > 1)
    return coordinate(E->Dim, C);
  if (E->Text == "get_global_size" && N.Blocks[E->Dim].Factor > 1)
    return paren(binary("*", leaf("get_global_size(" + std::to_string(E->Dim) + ")"),
                        intLit(N.Blocks[E->Dim].Factor)));
  if (E->Text == "clopt.local_coord")
    return localCoordinate(E->Dim, C);
  // A register of a fragment read with vloadN (private): point c of a
  // chunked-cyclic dimension is lane c % H of the fragment of run c / H.
  if (E->Text == "clopt.fragment_lane" && C.Unrolled) {
    int64_t H = N.Blocks[E->Dim].Chunk, Pt = C.Coord[E->Dim];
    return postfix(E->Ops[Pt / H], ".s" + std::string(1, "0123456789abcdef"[Pt % H]));
  }
  return E;
}

std::string Emitter::child(const ExprP &E, int MinPrec, const PointCtx &C) const {
  ExprP R = resolve(E, C);
  std::string S = expr(R, C);
  if (prec(*R) < MinPrec)
    return "(" + S + ")";
  return S;
}

std::string Emitter::expr(const ExprP &E, const PointCtx &C) const {
  switch (E->Kind) {
  case ExprKind::Leaf:
    return E->Text;
  case ExprKind::VarRef:
    return varName(E->Var, C);
  case ExprKind::WorkItem: {
    ExprP R = resolve(E, C);
    if (R != E)
      return expr(R, C);
    return E->Text + "(" + std::to_string(E->Dim) + ")";
  }
  case ExprKind::Unary: {
    std::string Sub = child(E->Ops[0], 15, C);
    std::string Sep = (!Sub.empty() && (Sub[0] == '-' || Sub[0] == '+')) ? " " : "";
    return E->Text + Sep + Sub;
  }
  case ExprKind::Postfix:
    return child(E->Ops[0], 16, C) + E->Text;
  case ExprKind::Binary: {
    int P = binaryPrec(E->Text);
    bool Assign = P == 2;
    return child(E->Ops[0], Assign ? 15 : P, C) + " " + E->Text + " " +
           child(E->Ops[1], Assign ? 2 : P + 1, C);
  }
  case ExprKind::Ternary:
    return child(E->Ops[0], 4, C) + " ? " + child(E->Ops[1], 2, C) + " : " +
           child(E->Ops[2], 3, C);
  case ExprKind::Call: {
    std::string S = E->Text + "(";
    for (size_t I = 0; I < E->Ops.size(); ++I)
      S += (I ? ", " : "") + child(E->Ops[I], 2, C);
    return S + ")";
  }
  case ExprKind::Subscript:
    return child(E->Ops[0], 16, C) + "[" + expr(E->Ops[1], C) + "]";
  case ExprKind::Paren:
    return "(" + expr(E->Ops[0], C) + ")";
  case ExprKind::Cast:
    return "(" + E->Text + ")" + child(E->Ops[0], 15, C);
  case ExprKind::Global: {
    std::string Access = E->Text + "[" + expr(E->Ops[0], C) + "]";
    if (!E->Guarded)
      return Access;
    unsigned Mask = pointDims(N, E->Ops[0]);
    ExprP Valid = validity(Mask, C);
    if (!Valid)
      return Access;
    return "(" + child(Valid, 4, C) + " ? " + Access + " : 0)";
  }
  case ExprKind::LocalRef: {
    std::string S = E->Text;
    for (const ExprP &I : E->Ops)
      S += "[" + expr(I, C) + "]";
    return S;
  }
  case ExprKind::PointValid: {
    ExprP Valid = validity(E->DimMask, C);
    return Valid ? expr(Valid, C) : "1";
  }
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void Emitter::emitList(const StmtList &L, const PointCtx &C) {
  for (const StmtP &S : L)
    emitStmt(*S, C);
}

void Emitter::emitDecl(const Stmt &S, const PointCtx &C) {
  const Var &V = N.var(S.Var);
  // Coordinate variables of a jammed nest are declared per coordinate at the
  // top (unrolled) or of each point loop (loop mode).
  if (V.IsCoordinate && N.Jammed)
    return;
  std::string Name = varName(S.Var, C);
  if (C.InPoint && !C.Unrolled && N.CrossVars.count(S.Var)) {
    if (S.E)
      line(Name + " = " + expr(S.E, C) + ";");
    return;
  }
  std::string D = V.Type + " " + Name;
  for (const ExprP &Dim : V.Dims)
    D += "[" + expr(Dim, C) + "]";
  if (S.E)
    D += " = " + expr(S.E, C);
  line(D + ";");
}

std::string Emitter::forHeader(const Stmt &S, const PointCtx &C) const {
  const ForInfo &F = S.For;
  if (F.Canonical) {
    std::string K = varName(F.Counter, C);
    std::string Init = (F.DeclaresCounter ? N.var(F.Counter).Type + " " : "") +
                       K + " = " + expr(F.Lower, C);
    std::string Inc = F.Inc ? expr(F.Inc, C)
                  : F.Step == 1 ? "++" + K
                                : K + " += " + std::to_string(F.Step);
    std::string Cond = F.Cond ? expr(F.Cond, C)
                              : K + " < " + child(F.Upper, 11, C);
    if (!F.Cond && F.Limit)
      Cond += " && " + K + " < " + child(F.Limit, 11, C);
    return "for (" + Init + "; " + Cond + "; " + Inc + ")";
  }
  std::string Init;
  if (F.Init) {
    if (F.Init->Kind == StmtKind::Decl) {
      const Var &V = N.var(F.Init->Var);
      Init = V.Type + " " + varName(F.Init->Var, C);
      if (F.Init->E)
        Init += " = " + expr(F.Init->E, C);
    } else if (F.Init->E) {
      Init = expr(F.Init->E, C);
    }
  }
  return "for (" + Init + "; " + (F.Cond ? expr(F.Cond, C) : "") + "; " +
         (F.Inc ? expr(F.Inc, C) : "") + ")";
}

void Emitter::emitFor(const Stmt &S, const PointCtx &C) {
  line(forHeader(S, C) + " {");
  ++Indent;
  emitList(S.Body, C);
  --Indent;
  line("}");
}

void Emitter::emitStmt(const Stmt &S, const PointCtx &C) {
  switch (S.Kind) {
  case StmtKind::Block:
    line("{");
    ++Indent;
    emitList(S.Body, C);
    --Indent;
    line("}");
    return;
  case StmtKind::Decl:
    emitDecl(S, C);
    return;
  case StmtKind::ExprStmt:
    line(expr(S.E, C) + ";");
    return;
  case StmtKind::If:
    line("if (" + expr(S.E, C) + ") {");
    ++Indent;
    emitList(S.Body, C);
    --Indent;
    if (!S.Else.empty()) {
      line("} else {");
      ++Indent;
      emitList(S.Else, C);
      --Indent;
    }
    line("}");
    return;
  case StmtKind::For:
    emitFor(S, C);
    return;
  case StmtKind::PointLoop:
    emitPointLoop(S, C);
    return;
  case StmtKind::Return:
    line("return;");
    return;
  case StmtKind::Break:
    line("break;");
    return;
  case StmtKind::Continue:
    line("continue;");
    return;
  case StmtKind::Comment:
    line("// " + S.Text);
    return;
  case StmtKind::Verbatim:
    OS << S.Text << "\n";
    return;
  }
}

void Emitter::forEachCoord(unsigned Dims,
                           const std::function<void(const PointCtx &)> &F,
                           const PointCtx &Base) const {
  PointCtx C = Base;
  int64_t E2 = (Dims & 4) ? N.Blocks[2].Factor : 1;
  int64_t E1 = (Dims & 2) ? N.Blocks[1].Factor : 1;
  int64_t E0 = (Dims & 1) ? N.Blocks[0].Factor : 1;
  for (int64_t C2 = 0; C2 < E2; ++C2)
    for (int64_t C1 = 0; C1 < E1; ++C1)
      for (int64_t C0 = 0; C0 < E0; ++C0) {
        C.Coord = {C0, C1, C2};
        F(C);
      }
}

void Emitter::emitPointLoop(const Stmt &S, const PointCtx &Outer) {
  if (unrolledMode())
    emitUnrolledPoints(S.Body, Outer);
  else
    emitLoopPoints(S.Body, Outer);
}

/// The dimensions a statement's copies differ in: a declaration of a
/// variable with fewer dimensions is printed once per coordinate of those.
static unsigned statementDims(const KernelNest &N, const Stmt &S) {
  if (S.Kind == StmtKind::Decl)
    return N.var(S.Var).expandDims();
  // `a_reg = ...` once a later pass split a register's declaration.
  if (S.Kind == StmtKind::ExprStmt && S.E->Kind == ExprKind::Binary &&
      S.E->Text == "=" && S.E->Ops[0]->Kind == ExprKind::VarRef &&
      N.var(S.E->Ops[0]->Var).Partial)
    return N.var(S.E->Ops[0]->Var).expandDims();
  return AllDims;
}

void Emitter::emitUnrolledPoints(const StmtList &Body, const PointCtx &Outer) {
  PointCtx Base = Outer;
  Base.InPoint = true;
  Base.Unrolled = true;
  for (const StmtP &S : Body) {
    unsigned Dims = statementDims(N, *S) & coarsenedDims();
    forEachCoord(Dims, [&](const PointCtx &C) { emitStmt(*S, C); }, Base);
  }
}

void Emitter::emitLoopPoints(const StmtList &Body, const PointCtx &Outer) {
  PointCtx C = Outer;
  C.InPoint = true;
  C.Unrolled = false;
  // Per-point variables that live across point loops become arrays.
  for (const StmtP &S : Body) {
    if (S->Kind != StmtKind::Decl || !N.CrossVars.count(S->Var))
      continue;
    const Var &V = N.var(S->Var);
    std::string D = V.Type + " " + V.Name;
    for (int Dim = 2; Dim >= 0; --Dim)
      if (N.Blocks[Dim].Factor > 1)
        D += "[" + std::to_string(N.Blocks[Dim].Factor) + "]";
    line(D + ";");
  }
  unsigned Opened = 0;
  for (int D = 2; D >= 0; --D) {
    if (N.Blocks[D].Factor == 1)
      continue;
    std::string K = "pt_" + std::to_string(D);
    C.LoopVar[D] = K;
    line("for (int " + K + " = 0; " + K + " < " +
         std::to_string(N.Blocks[D].Factor) + "; ++" + K + ") {");
    ++Indent;
    ++Opened;
  }
  if (N.Jammed)
    emitCoordinateDecls(C, /*Uniform=*/false, AllDims, &Body);
  emitList(Body, C);
  for (unsigned I = 0; I < Opened; ++I) {
    --Indent;
    line("}");
  }
}

/// Declarations of the coordinate variables of a jammed nest: the uniform
/// ones, or the per-coordinate ones for the context.
/// Coordinate variables L reads, directly, through point validity, or
/// through other coordinate variables' initializers.
static std::set<VarId> usedCoordinates(const KernelNest &N, const StmtList &L) {
  std::set<VarId> Used;
  std::vector<ExprP> Work;
  auto Scan = [&](const ExprP &E) {
    visitExpr(E, [&](const Expr &X) {
      if (X.Kind == ExprKind::VarRef && N.var(X.Var).IsCoordinate &&
          Used.insert(X.Var).second)
        Work.push_back(N.var(X.Var).Init);
      if (X.Kind == ExprKind::PointValid || X.Guarded)
        for (const auto &[D, C] : N.ValidityOrder)
          Work.push_back(C);
    });
  };
  visitStmts(L, [&](const Stmt &S) {
    Scan(S.E);
    if (S.Kind == StmtKind::For) {
      Scan(S.For.Lower);
      Scan(S.For.Upper);
      Scan(S.For.Limit);
      Scan(S.For.Cond);
      Scan(S.For.Inc);
    }
  });
  while (!Work.empty()) {
    ExprP E = Work.back();
    Work.pop_back();
    Scan(E);
  }
  return Used;
}

void Emitter::emitCoordinateDecls(const PointCtx &Base, bool Uniform,
                                  unsigned Dims, const StmtList *UsedIn) {
  std::set<VarId> Used;
  if (UsedIn)
    Used = usedCoordinates(N, *UsedIn);
  for (VarId Id = 0; Id < N.Vars.size(); ++Id) {
    const Var &V = N.var(Id);
    if (!V.IsCoordinate || !V.Init || (V.CoordDims == 0) != Uniform)
      continue;
    if (UsedIn && !Used.count(Id))
      continue;
    auto Emit = [&](const PointCtx &C) {
      line(V.Type + " " + varName(Id, C) + " = " + expr(V.Init, C) + ";");
    };
    if (Base.Unrolled)
      forEachCoord(V.CoordDims & coarsenedDims() & Dims, Emit, Base);
    else
      Emit(Base);
  }
}

void Emitter::emitPrologue() {
  for (unsigned D = 0; D < N.WorkDim; ++D) {
    const DimBlock &B = N.Blocks[D];
    const auto &DV = N.DimVars[D];
    std::string Dim = std::to_string(D);
    // Points per work-item: the block, times the vector lanes of each.
    int64_t Points = B.Factor * B.Vector;
    if (DV.Lid)
      line("const int " + N.var(*DV.Lid).Name + " = get_local_id(" + Dim + ");");
    if (DV.GroupFirst)
      line("const int " + N.var(*DV.GroupFirst).Name + " = get_group_id(" +
           Dim + ") * " + std::to_string(B.Local * Points) + ";");
    if (!DV.First)
      continue;
    std::string Init;
    if (B.Dist == Distribution::Block)
      Init = "get_global_id(" + Dim + ") * " + std::to_string(Points);
    else {
      std::string Item = "get_local_id(" + Dim + ")";
      if (B.Chunk > 1)
        Item += " * " + std::to_string(B.Chunk);
      if (B.Local)
        Init = "get_group_id(" + Dim + ") * " + std::to_string(B.Local * B.Factor) +
               " + " + Item;
      else
        Init = "get_group_id(" + Dim + ") * get_local_size(" + Dim + ") * " +
               std::to_string(B.Factor) + " + " + Item;
    }
    line("const int " + N.var(*DV.First).Name + " = " + Init + ";");
  }
  if (!N.Jammed)
    return;
  PointCtx Top;
  emitCoordinateDecls(Top, /*Uniform=*/true, AllDims);
  if (unrolledMode()) {
    PointCtx C;
    C.InPoint = true;
    C.Unrolled = true;
    emitCoordinateDecls(C, /*Uniform=*/false, AllDims);
  }
}

std::string Emitter::run() {
  for (const std::string &A : N.Attributes)
    OS << A << "\n";
  OS << N.Signature << " {\n";
  emitPrologue();
  emitList(N.Body, PointCtx());
  OS << "}\n";
  return Out;
}

//===----------------------------------------------------------------------===//
// Preparation
//===----------------------------------------------------------------------===//

/// Per-point variables declared at the top of one point loop and used in
/// another.
static void findCrossVars(KernelNest &N) {
  N.CrossVars.clear();
  std::vector<const Stmt *> Loops;
  visitStmts(N.Body, [&](const Stmt &S) {
    if (S.Kind == StmtKind::PointLoop)
      Loops.push_back(&S);
  });
  if (Loops.size() < 2)
    return;
  for (size_t I = 0; I < Loops.size(); ++I)
    for (const StmtP &S : Loops[I]->Body) {
      if (S->Kind != StmtKind::Decl || N.var(S->Var).IsCoordinate)
        continue;
      for (size_t J = 0; J < Loops.size(); ++J) {
        if (J == I)
          continue;
        bool Used = false;
        visitStmts(Loops[J]->Body, [&](const Stmt &T) {
          Used |= mentionsVar(T.E, S->Var);
          if (T.Kind == StmtKind::For)
            Used |= mentionsVar(T.For.Lower, S->Var) ||
                    mentionsVar(T.For.Upper, S->Var) ||
                    mentionsVar(T.For.Cond, S->Var) ||
                    mentionsVar(T.For.Inc, S->Var);
        });
        if (Used)
          N.CrossVars.insert(S->Var);
      }
    }
}

void nest::prepareForEmission(KernelNest &N) {
  bool UsesLocalCoord = false;
  auto Scan = [&](const ExprP &E) {
    visitExpr(E, [&](const Expr &X) {
      if (X.Kind == ExprKind::WorkItem && X.Text == "clopt.local_coord")
        UsesLocalCoord = true;
    });
    return E;
  };
  rewriteExprs(N.Body, Scan);
  for (unsigned D = 0; D < N.WorkDim; ++D) {
    auto &DV = N.DimVars[D];
    std::string Dim = std::to_string(D);
    if (UsesLocalCoord && N.Blocks[D].Local && !DV.Lid)
      DV.Lid = N.addGeneratedVar("lid_" + Dim, "const int");
    if (N.Blocks[D].Factor > 1 && !DV.First)
      DV.First = N.addGeneratedVar("first_" + Dim, "const int");
  }
  findCrossVars(N);
}

static std::string headerComment(const KernelNest &N) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "// clopt: kernel '" << N.Name << "'";
  if (N.AppliedLog.empty())
    OS << " (no pass applied)";
  OS << "\n";
  for (const auto &[Pass, Params] : N.AppliedLog)
    OS << "//   " << Pass << (Params.empty() ? "" : ": ") << Params << "\n";
  LaunchGeometry G = N.geometry();
  OS << "//   launch: " << G.describe() << "\n";
  uint64_t Bytes = 0;
  for (const LocalArray &A : N.LocalArrays) {
    uint64_t E = A.ElementSize;
    for (int64_t X : A.Extents)
      E *= X;
    Bytes += E;
  }
  if (Bytes)
    OS << "//   local memory: " << Bytes << " bytes\n";
  return S;
}

std::string nest::emitKernel(const KernelNest &N) {
  std::string Preamble;
  for (const std::string &L : N.Preamble)
    Preamble += L + "\n";
  return headerComment(N) + Preamble + Emitter(N).run();
}
