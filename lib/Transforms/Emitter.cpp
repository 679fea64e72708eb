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
//
// Expressions are printed by EmitExpr.cpp; statements, point loops and
// the prologue here.
//===----------------------------------------------------------------------===//

#include "EmitterImpl.h"
#include "llvm/ADT/StringExtras.h"
#include "NestHelpers.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::emit;

static const unsigned AllDims = 7;
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
  if (V.IsCoordinate && N.isAtLeast(PointForm::Jammed))
    return;
  std::string Name = varName(S.Var, C);
  if (C.InPoint && !C.Unrolled && N.CrossVars.count(S.Var)) {
    if (S.E)
      line(Name + " = " + expr(S.E, C) + ";");
    return;
  }
  std::string D = V.Type.str() + " " + Name;
  for (const ExprP &Dim : V.Dims)
    D += "[" + expr(Dim, C) + "]";
  if (V.AlignBytes)
    D += " __attribute__((aligned(" + std::to_string(V.AlignBytes) + ")))";
  if (S.E)
    D += " = " + expr(S.E, C);
  line(D + ";");
}

std::string Emitter::forHeader(const Stmt &S, const PointCtx &C) const {
  const ForInfo &F = S.For;
  if (F.Canonical) {
    std::string K = varName(F.Counter, C);
    std::string Init = (F.DeclaresCounter ? N.var(F.Counter).Type.str() + " " : "") +
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
      Init = V.Type.str() + " " + varName(F.Init->Var, C);
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
  if (S.For.OuterCounter)
    line(varName(*S.For.OuterCounter, C) + " = " + expr(S.For.Lower, C) + ";");
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
                           const PointCtx &Base,
                           llvm::ArrayRef<PointSpan> Spans) const {
  PointCtx C = Base;
  std::array<int64_t, 3> First = {0, 0, 0}, End;
  for (unsigned D = 0; D < 3; ++D)
    End[D] = (Dims & (1u << D)) ? N.Blocks[D].Factor : 1;
  // The spans' points only; a statement that does not differ along a
  // span's dimension is printed for its first point.
  for (const PointSpan &Span : Spans) {
    First[Span.Dim] = Span.First;
    End[Span.Dim] = (Dims & (1u << Span.Dim)) ? Span.Last + 1 : Span.First + 1;
  }
  for (int64_t C2 = First[2]; C2 < End[2]; ++C2)
    for (int64_t C1 = First[1]; C1 < End[1]; ++C1)
      for (int64_t C0 = First[0]; C0 < End[0]; ++C0) {
        C.Coord = {C0, C1, C2};
        F(C);
      }
}

void Emitter::emitPointLoop(const Stmt &S, const PointCtx &Outer) {
  if (unrolledMode())
    emitUnrolledPoints(S.Body, Outer, S.Spans);
  else
    emitLoopPoints(S.Body, Outer, S.Spans);
}

/// The dimensions a statement's copies differ in: a declaration of a
/// variable with fewer dimensions is printed once per coordinate of those.
static unsigned statementDims(const KernelNest &N, const Stmt &S) {
  if (S.Kind == StmtKind::Decl)
    return N.var(S.Var).expandDims();
  // `a_reg = ...` once a later pass split a register's declaration.
  if (S.Kind == StmtKind::ExprStmt && isBinary(*S.E, BinaryOp::Assign) &&
      S.E->Ops[0]->Kind == ExprKind::VarRef &&
      N.var(S.E->Ops[0]->Var).Partial)
    return N.var(S.E->Ops[0]->Var).expandDims();
  return AllDims;
}

void Emitter::emitUnrolledPoints(const StmtList &Body, const PointCtx &Outer,
                                 llvm::ArrayRef<PointSpan> Spans) {
  PointCtx Base = Outer;
  Base.InPoint = true;
  Base.Unrolled = true;
  for (const StmtP &S : Body) {
    unsigned Dims = statementDims(N, *S) & coarsenedDims();
    forEachCoord(Dims, [&](const PointCtx &C) { emitStmt(*S, C); }, Base,
                 Spans);
  }
}

void Emitter::emitLoopPoints(const StmtList &Body, const PointCtx &Outer,
                             llvm::ArrayRef<PointSpan> Spans) {
  PointCtx C = Outer;
  C.InPoint = true;
  C.Unrolled = false;
  // Per-point variables that live across point loops become arrays.
  for (const StmtP &S : Body) {
    if (S->Kind != StmtKind::Decl || !N.CrossVars.count(S->Var))
      continue;
    const Var &V = N.var(S->Var);
    std::string D = V.Type.str() + " " + V.Name;
    for (int Dim = 2; Dim >= 0; --Dim)
      if (N.Blocks[Dim].Factor > 1)
        D += "[" + std::to_string(N.Blocks[Dim].Factor) + "]";
    line(D + ";");
  }
  unsigned Opened = 0;
  for (int D = 2; D >= 0; --D) {
    if (N.Blocks[D].Factor == 1)
      continue;
    const std::string &K = N.PointCounters[D];
    C.LoopVar[D] = K;
    line("for (int " + K + " = 0; " + K + " < " +
         std::to_string(N.Blocks[D].Factor) + "; ++" + K + ") {");
    ++Indent;
    ++Opened;
  }
  for (const PointSpan &Span : Spans) {
    if (N.Blocks[Span.Dim].Factor == 1)
      continue;
    const std::string &K = C.LoopVar[Span.Dim];
    line("if (" + K + " >= " + std::to_string(Span.First) + " && " + K +
         " <= " + std::to_string(Span.Last) + ") {");
    ++Indent;
    ++Opened;
  }
  if (N.isAtLeast(PointForm::Jammed))
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
      line(V.Type.str() + " " + varName(Id, C) + " = " + expr(V.Init, C) + ";");
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
    // Each declared with its variable's type: global coordinates are as wide
    // as the kernel's own ids (KernelNestState::IdTypes).
    auto Decl = [&](VarId Id) {
      return N.var(Id).Type.str() + " " + N.var(Id).Name + " = ";
    };
    if (DV.Lid)
      line(Decl(*DV.Lid) + "get_local_id(" + Dim + ");");
    if (DV.GroupFirst)
      line(Decl(*DV.GroupFirst) + "get_group_id(" + Dim + ") * " +
           std::to_string(B.Local * Points) + ";");
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
    line(Decl(*DV.First) + Init + ";");
  }
  if (!N.isAtLeast(PointForm::Jammed))
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

Emitter::Emitter(const KernelNest &N)
    : N(N), OS(Out), UsedNames(N.TakenNames) {
  for (const Var &V : N.Vars)
    UsedNames.insert(V.Name);
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
      DV.Lid = N.addGeneratedVar("lid_" + Dim, constIntType());
    if (N.Blocks[D].Factor > 1)
      firstPointVar(N, D);
  }
  findCrossVars(N);
}

std::string nest::kernelHeaderComment(const KernelNest &N) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "// clopt: kernel '" << N.Name << "'";
  if (N.AppliedLog.empty())
    OS << " (no pass applied)";
  OS << "\n";
  for (const auto &[Pass, Params] : N.AppliedLog)
    OS << "//   " << Pass << (Params.empty() ? "" : ": ") << Params << "\n";
  LaunchGeometry G = N.geometry();
  // A rewritten kernel's points need not move with a global work offset
  // the way the original's get_global_id did (docs/user-guide.md).
  OS << "//   launch: " << G.describe()
     << (N.AppliedLog.empty() ? "" : "; no global work offset") << "\n";
  if (uint64_t Bytes = localMemBytes(N))
    OS << "//   local memory: " << Bytes << " bytes\n";
  if (!N.ReassociatedBy.empty())
    OS << "//   floating point: " << llvm::join(N.ReassociatedBy, ", ")
       << " reassociated sums; results differ from the original's in rounding, "
          "and more where terms cancel\n";
  return S;
}

std::string nest::emitKernel(const KernelNest &N) {
  std::string Preamble;
  for (const std::string &L : N.Preamble)
    Preamble += L + "\n";
  return kernelHeaderComment(N) + Preamble + Emitter(N).run();
}
