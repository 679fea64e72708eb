//===- StagePartner.cpp - The stage pass's view of the partner point ------===//

#include "StagePartner.h"
#include "NestHelpers.h"
#include "PassUtils.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::stage;

ExprP PartnerView::swappedId(unsigned Dim) const {
  if (!Create)
    return leaf("0");
  ExprP InGroup = Dim == 0 ? Row : varRef(*N.DimVars[0].Lid);
  if (InGroup->Kind == ExprKind::Binary)
    InGroup = paren(InGroup);
  return add(varRef(*N.DimVars[Dim].GroupFirst), InGroup);
}

static bool isPureIntegerBuiltin(llvm::StringRef Name) {
  return llvm::is_contained({"min", "max", "clamp", "abs", "mad24", "mul24"},
                            Name);
}

/// E without parentheses and casts that keep every value of an id (to
/// int or wider); a narrowing cast (`(short)id`) stays, since the partner's
/// coordinate must be truncated as the original's was.
static ExprP stripCasts(ExprP E) {
  while (E && (E->Kind == ExprKind::Paren ||
               (E->Kind == ExprKind::Cast && holdsEveryId(E->Text))))
    E = E->Ops[0];
  return E;
}

ExprP PartnerView::mirror(VarId Id, std::string &Why) {
  auto It = Mirrors.find(Id);
  if (It != Mirrors.end())
    return It->second;
  const Var &V = N.var(Id);
  // `int x = get_global_id(0);`: the mirror is the swapped coordinate
  // itself (an int sum, converted to the variable's type as the id was).
  ExprP Init;
  ExprP Id0 = stripCasts(V.Init);
  if (Id0 && Id0->Kind == ExprKind::WorkItem && Id0->Text == "get_global_id")
    Init = swappedId(Id0->Dim);
  else if (!(Init = at(V.Init, Why)))
    return nullptr;
  ExprP Ref = leaf("0");
  if (Create) {
    VarId M = N.addGeneratedVar(V.Name + "_t", V.Type);
    Decls.push_back(Stmt::decl(M, Init));
    Ref = varRef(M);
  }
  Mirrors[Id] = Ref;
  return Ref;
}

ExprP PartnerView::at(const ExprP &E, std::string &Why) {
  bool Ok = true;
  ExprP R = rewriteExpr(E, [&](const ExprP &X) -> ExprP {
    if (!Ok)
      return nullptr;
    switch (X->Kind) {
    case ExprKind::WorkItem:
      if (X->Text == "get_global_id")
        // get_global_id is a size_t: keep the width of the arithmetic.
        return cast("size_t", paren(swappedId(X->Dim)));
      if (X->Text == "get_global_size")
        return nullptr;
      Why = "it calls '" + X->Text + "'";
      Ok = false;
      return nullptr;
    case ExprKind::VarRef: {
      const Var &V = N.var(X->Var);
      if (Assigned.count(X->Var)) {
        Why = "'" + V.Name + "' changes in the kernel";
        Ok = false;
        return nullptr;
      }
      if (!V.PerPoint)
        return nullptr;
      if (!V.IsCoordinate || !V.Init) {
        Why = "'" + V.Name + "' is not a function of the work-item ids";
        Ok = false;
        return nullptr;
      }
      ExprP M = mirror(X->Var, Why);
      Ok = M != nullptr;
      return M;
    }
    case ExprKind::Global:
    case ExprKind::Subscript:
    case ExprKind::LocalRef:
    case ExprKind::PointValid:
      Why = "it reads memory";
      Ok = false;
      return nullptr;
    case ExprKind::Call:
      // Integer built-ins are pure: the partner gets the same value from
      // the same operands (which are rewritten already). A helper function
      // may have effects.
      if (isPureIntegerBuiltin(X->Text))
        return nullptr;
      Why = "it calls '" + X->Text + "'";
      Ok = false;
      return nullptr;
    default:
      if (isAssignment(*X)) {
        Why = "it assigns a variable";
        Ok = false;
      }
      return nullptr;
    }
  });
  return Ok ? R : nullptr;
}

