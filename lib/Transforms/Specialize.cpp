//===- Specialize.cpp - Value specialization with a general path ----------===//
//
// See Specialize.h. Text is edited at file offsets of the parsed source, so
// a kernel written through macros is left alone (a reference inside a macro
// expansion has no text of its own to replace).
//
//===----------------------------------------------------------------------===//

#include "Specialize.h"
#include "KernelText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <functional>
#include <set>

using namespace clopt;

namespace {

/// How the body uses one argument (or local).
struct ArgUse {
  bool BoundsLoop = false;
  bool Modified = false;
  bool InMacro = false;
  /// Its value reaches floating-point arithmetic (a conversion or a call
  /// with a floating result): the device may fold `2 * 0.5f` otherwise
  /// than it computes `R * 0.5f` (contraction), so the paths could differ.
  bool InFloat = false;
  /// File offsets of its references (when none is in a macro).
  std::vector<unsigned> Offsets;
};

/// Collects, for each variable of Uses (the kernel's scalar arguments, or
/// locals), how the body uses it.
class ArgUseVisitor : public clang::RecursiveASTVisitor<ArgUseVisitor> {
public:
  ArgUseVisitor(const clang::SourceManager &SM,
                std::map<const clang::VarDecl *, ArgUse> &Uses)
      : SM(SM), Uses(Uses) {}

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    ArgUse *U = useOf(E);
    if (!U)
      return true;
    clang::SourceLocation L = E->getLocation();
    if (L.isMacroID() || !SM.isWrittenInMainFile(L))
      U->InMacro = true;
    else
      U->Offsets.push_back(SM.getFileOffset(L));
    return true;
  }
  bool VisitBinaryOperator(clang::BinaryOperator *B) {
    if (!B->isAssignmentOp())
      return true;
    markModified(B->getLHS());
    // A local assigned from arguments stands for them too (`F = 2 * R;`).
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    const auto *VD = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
    if (VD && !llvm::isa<clang::ParmVarDecl>(VD))
      collectArgs(B->getRHS(), DerivedFrom[VD]);
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator *U) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == clang::UO_AddrOf)
      markModified(U->getSubExpr());
    return true;
  }
  /// A local initialized from arguments (`int F = 2 * R + 1;`) stands for
  /// them in loop conditions.
  bool VisitVarDecl(clang::VarDecl *VD) {
    if (!VD->getInit() || llvm::isa<clang::ParmVarDecl>(VD))
      return true;
    std::set<const clang::VarDecl *> From;
    collectArgs(VD->getInit(), From);
    if (!From.empty())
      DerivedFrom[VD] = std::move(From);
    return true;
  }
  // Where an integer value becomes a floating one: a conversion, a call
  // with a floating result (convert_float), a reinterpretation (as_float).
  // Integers used as indices or in comparisons of their own stay integers.
  bool VisitCastExpr(clang::CastExpr *C) {
    if (C->getType()->hasFloatingRepresentation() &&
        C->getSubExpr()->getType()->hasIntegerRepresentation())
      markFloat(C->getSubExpr());
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *C) {
    if (C->getType()->hasFloatingRepresentation())
      for (const clang::Expr *Arg : C->arguments())
        if (Arg->getType()->hasIntegerRepresentation())
          markFloat(Arg);
    return true;
  }
  bool VisitAsTypeExpr(clang::AsTypeExpr *A) {
    if (A->getType()->hasFloatingRepresentation() &&
        A->getSrcExpr()->getType()->hasIntegerRepresentation())
      markFloat(A->getSrcExpr());
    return true;
  }
  bool VisitForStmt(clang::ForStmt *F) {
    markLoopBound(F->getCond());
    // A loop counting down starts from its bound (`k = K - 1; k >= 0`).
    markLoopBound(F->getInit());
    return true;
  }
  bool VisitWhileStmt(clang::WhileStmt *W) {
    markLoopBound(W->getCond());
    return true;
  }
  bool VisitDoStmt(clang::DoStmt *D) {
    markLoopBound(D->getCond());
    return true;
  }

private:
  const clang::SourceManager &SM;
  std::map<const clang::VarDecl *, ArgUse> &Uses;
  std::map<const clang::VarDecl *, std::set<const clang::VarDecl *>> DerivedFrom;

  /// The variables of Uses that E reads, directly or through a local
  /// initialized from them; without IntoLoads, not those that only choose
  /// which element a load reads (`input[y * W + x]` holds memory, not a
  /// value computed from W).
  void collectArgs(const clang::Stmt *E, std::set<const clang::VarDecl *> &Out,
                   bool IntoLoads = true) {
    if (!E)
      return;
    if (!IntoLoads && readsMemory(E))
      return;
    // An address is computed from its indices (`&in[R] - in` is R).
    if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(E);
        U && U->getOpcode() == clang::UO_AddrOf)
      IntoLoads = true;
    if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E))
      if (const auto *VD = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl())) {
        if (Uses.count(VD))
          Out.insert(VD);
        auto It = DerivedFrom.find(VD);
        if (It != DerivedFrom.end())
          Out.insert(It->second.begin(), It->second.end());
      }
    for (const clang::Stmt *Child : E->children())
      collectArgs(Child, Out, IntoLoads);
  }

  /// Whether E is a read of memory: an element, `*p` or `p->field`.
  static bool readsMemory(const clang::Stmt *E) {
    if (llvm::isa<clang::ArraySubscriptExpr>(E))
      return true;
    if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(E))
      return U->getOpcode() == clang::UO_Deref;
    if (const auto *M = llvm::dyn_cast<clang::MemberExpr>(E))
      return M->isArrow();
    return false;
  }

  ArgUse *useOf(const clang::Expr *E) {
    const auto *Ref = llvm::dyn_cast_or_null<clang::DeclRefExpr>(
        E ? E->IgnoreParenImpCasts() : nullptr);
    if (!Ref)
      return nullptr;
    const auto *VD = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl());
    auto It = VD ? Uses.find(VD) : Uses.end();
    return It == Uses.end() ? nullptr : &It->second;
  }
  void markModified(const clang::Expr *E) {
    if (ArgUse *U = useOf(E))
      U->Modified = true;
  }
  /// The value of E becomes floating point: the arguments it is computed
  /// from (folding them could round otherwise than the device computes),
  /// not those that only index the memory it reads.
  void markFloat(const clang::Stmt *E) {
    std::set<const clang::VarDecl *> Vars;
    collectArgs(E, Vars, /*IntoLoads=*/false);
    for (const clang::VarDecl *V : Vars)
      Uses[V].InFloat = true;
  }
  /// Every argument read anywhere in a loop's condition or a for loop's
  /// initialisation, directly or through a local initialized from it,
  /// bounds that loop.
  void markLoopBound(const clang::Stmt *Cond) {
    std::set<const clang::VarDecl *> Vars;
    collectArgs(Cond, Vars);
    for (const clang::VarDecl *V : Vars)
      Uses[V].BoundsLoop = true;
  }
};

} // namespace

/// The literal for V in type T, so that the expression keeps its type and
/// value: int, uint, long and ulong by suffix, other types by a cast; a
/// negative value in parentheses (`v - (-1L)`, never `v--1L`), and a
/// type's minimum, which has no literal (2147483648 would be a long), as
/// (-2147483647 - 1).
static std::string literalFor(const llvm::APSInt &V, clang::QualType T) {
  std::string Suffix;
  bool Cast = true;
  // A typedef (size_t) is kept by name: its width is the device's.
  const auto *B = llvm::isa<clang::TypedefType>(T.getTypePtr())
                      ? nullptr
                      : T->getAs<clang::BuiltinType>();
  if (B) {
    Cast = false;
    switch (B->getKind()) {
    case clang::BuiltinType::Int:
      break;
    case clang::BuiltinType::UInt:
      Suffix = "u";
      break;
    case clang::BuiltinType::Long:
      Suffix = "L";
      break;
    case clang::BuiltinType::ULong:
      Suffix = "UL";
      break;
    default:
      Cast = true;
    }
  }
  std::string Text;
  if (V.isSigned() && V.isMinSignedValue() && V.getBitWidth() > 1)
    Text = "(" + llvm::toString(llvm::APSInt(V + 1, V.isUnsigned()), 10) + Suffix + " - 1)";
  else if (V.isNegative())
    Text = "(" + llvm::toString(V, 10) + Suffix + ")";
  else
    Text = llvm::toString(V, 10) + Suffix;
  return Cast ? "((" + T.getUnqualifiedType().getAsString() + ")" + Text + ")" : Text;
}

std::string SpecializedArg::literal() const {
  return literalFor(llvm::APSInt(llvm::APInt(64, Value, /*isSigned=*/true),
                                 /*isUnsigned=*/false),
                    Type);
}

/// Whether every expression in S has an integer type. Folding is done on
/// the host: a floating-point part (`R * 0.33f > 1.0f`) could fold to
/// another value than the device computes (contraction, denormals,
/// -cl-fast-relaxed-math), so only pure integer arithmetic is folded.
static bool integerOnly(const clang::Stmt *S) {
  if (!S)
    return true;
  if (const auto *E = llvm::dyn_cast<clang::Expr>(S))
    if (!E->getType()->isIntegerType())
      return false;
  return llvm::all_of(S->children(), integerOnly);
}

std::variant<std::vector<SpecializedArg>, Reject>
clopt::specializationCandidates(ParsedSource &Source, const KernelInfo &Kernel,
                                const std::map<std::string, int64_t> &Known) {
  auto NotApplicable = [&](const std::string &Why) {
    return Reject{RejectKind::NotProfitable, Why, Kernel.Pos};
  };
  const clang::FunctionDecl *FD =
      Kernel.Decl ? Kernel.Decl : Source.findKernel(Kernel.Name);
  if (!FD || !FD->hasBody())
    return NotApplicable("kernel body not found");
  std::map<const clang::VarDecl *, ArgUse> Uses;
  for (const KernelParam &P : Kernel.Params)
    if (!P.IsPointer && P.Decl && P.Decl->getType()->isIntegerType())
      Uses[P.Decl];
  if (Uses.empty())
    return NotApplicable("the kernel has no integer scalar argument");
  ArgUseVisitor V(Source.getSourceManager(), Uses);
  V.TraverseStmt(FD->getBody());

  std::vector<SpecializedArg> Out;
  std::vector<std::string> Why;
  for (const KernelParam &P : Kernel.Params) {
    auto It = P.Decl ? Uses.find(P.Decl) : Uses.end();
    if (It == Uses.end())
      continue;
    const ArgUse &U = It->second;
    auto Value = Known.find(P.Name);
    if (!U.BoundsLoop)
      continue; // most sizes: say nothing of them
    if (Value == Known.end())
      Why.push_back("'" + P.Name + "' has no value in the problem spec");
    else if (Value->second < 0 || Value->second > MaxSpecializedValue)
      Why.push_back("'" + P.Name + "' is " + std::to_string(Value->second) +
                    ", a size (only values 0 to " +
                    std::to_string(MaxSpecializedValue) + " are specialized)");
    else if (U.Modified)
      Why.push_back("'" + P.Name + "' is assigned or its address taken");
    else if (U.InMacro)
      Why.push_back("'" + P.Name + "' is read inside a macro expansion");
    else if (U.InFloat)
      Why.push_back("'" + P.Name + "' reaches floating-point arithmetic");
    else
      Out.push_back({P.Name, Value->second, P.Decl->getType()});
  }
  if (!Out.empty())
    return Out;
  if (Why.empty())
    return NotApplicable("no integer argument bounds a loop");
  return NotApplicable("no argument to specialize: " + llvm::join(Why, "; "));
}

namespace {
/// A replacement of the text [Begin, End) of a file.
struct TextEdit {
  unsigned Begin = 0, End = 0;
  std::string Text;
};
} // namespace

/// Code with Edits (sorted, not overlapping) applied; Inserted receives
/// each edit's range in the result.
static std::string applyEdits(llvm::StringRef Code, std::vector<TextEdit> Edits,
                              std::vector<std::pair<unsigned, unsigned>> *Inserted) {
  llvm::sort(Edits, [](const TextEdit &A, const TextEdit &B) { return A.Begin < B.Begin; });
  std::string Out;
  unsigned At = 0;
  for (const TextEdit &E : Edits) {
    Out += Code.slice(At, E.Begin).str();
    if (Inserted)
      Inserted->push_back({static_cast<unsigned>(Out.size()),
                           static_cast<unsigned>(Out.size() + E.Text.size())});
    Out += E.Text;
    At = E.End;
  }
  Out += Code.substr(At).str();
  return Out;
}

namespace {
/// Finds the largest integer expressions that hold one of the inserted
/// literals and that clang folds to a constant.
class ConstantFolder {
public:
  ConstantFolder(clang::ASTContext &Ctx,
                 const std::vector<std::pair<unsigned, unsigned>> &Inserted)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Inserted(Inserted) {}

  std::vector<TextEdit> Edits;

  void walk(const clang::Stmt *S) {
    if (!S)
      return;
    const auto *E = llvm::dyn_cast<clang::Expr>(S);
    if (E && tryFold(*E))
      return; // folded whole: nothing inside is visited
    for (const clang::Stmt *Child : S->children())
      walk(Child);
  }

private:
  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  const std::vector<std::pair<unsigned, unsigned>> &Inserted;

  bool tryFold(const clang::Expr &E) {
    if (llvm::isa<clang::IntegerLiteral>(E) || E.isValueDependent() || E.isGLValue() ||
        !integerOnly(&E))
      return false;
    clang::SourceLocation B = E.getBeginLoc(), End = E.getEndLoc();
    if (B.isMacroID() || End.isMacroID() || !SM.isWrittenInMainFile(B))
      return false;
    unsigned Begin = SM.getFileOffset(B);
    unsigned Last = SM.getFileOffset(End);
    bool HoldsLiteral = llvm::any_of(Inserted, [&](const auto &R) {
      return R.first >= Begin && R.first <= Last;
    });
    if (!HoldsLiteral)
      return false;
    clang::Expr::EvalResult Result;
    if (!E.EvaluateAsInt(Result, Ctx) || E.HasSideEffects(Ctx))
      return false;
    unsigned EndTok =
        Last + clang::Lexer::MeasureTokenLength(End, SM, Ctx.getLangOpts());
    Edits.push_back({Begin, EndTok,
                     literalFor(Result.Val.getInt(), E.getType())});
    return true;
  }
};
} // namespace

/// Edits that write each variable of Literals as its literal wherever FD's
/// body reads it (the declarations keep their text).
static std::vector<TextEdit>
referenceEdits(ParsedSource &Source, const clang::FunctionDecl &FD,
               const std::map<const clang::VarDecl *, std::string> &Literals) {
  std::map<const clang::VarDecl *, ArgUse> Uses;
  for (const auto &[Var, Literal] : Literals)
    Uses[Var];
  ArgUseVisitor V(Source.getSourceManager(), Uses);
  V.TraverseStmt(FD.getBody());
  std::vector<TextEdit> Edits;
  for (const auto &[Var, U] : Uses) {
    unsigned Length = Var->getName().size();
    for (unsigned Off : U.Offsets)
      Edits.push_back({Off, Off + Length, "(" + Literals.at(Var) + ")"});
  }
  return Edits;
}

/// The locals of FD's body that hold a constant written by an earlier
/// round (their initializer holds an Inserted range and folds), with that
/// constant: integers never assigned, incremented, taken the address of or
/// read inside a macro expansion (`int F = 3;` once R is 1).
static std::map<const clang::VarDecl *, std::string>
constantLocals(ParsedSource &Source, const clang::FunctionDecl &FD,
               const std::vector<std::pair<unsigned, unsigned>> &Inserted) {
  clang::ASTContext &Ctx = Source.getASTContext();
  const clang::SourceManager &SM = Source.getSourceManager();
  std::map<const clang::VarDecl *, std::string> Constants;
  std::function<void(const clang::Stmt *)> Walk = [&](const clang::Stmt *S) {
    if (!S)
      return;
    if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S))
      for (const clang::Decl *D : DS->decls()) {
        const auto *VD = llvm::dyn_cast<clang::VarDecl>(D);
        const clang::Expr *Init = VD ? VD->getInit() : nullptr;
        if (!Init || !VD->getType()->isIntegerType() || !integerOnly(Init) ||
            Init->getBeginLoc().isMacroID() || Init->getEndLoc().isMacroID() ||
            !SM.isWrittenInMainFile(Init->getBeginLoc()))
          continue;
        unsigned Begin = SM.getFileOffset(Init->getBeginLoc());
        unsigned End = SM.getFileOffset(Init->getEndLoc());
        clang::Expr::EvalResult R;
        if (llvm::any_of(Inserted, [&](const auto &I) { return I.first >= Begin && I.first <= End; }) &&
            Init->EvaluateAsInt(R, Ctx))
          Constants[VD] = literalFor(R.Val.getInt(), VD->getType());
      }
    for (const clang::Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(FD.getBody());
  std::map<const clang::VarDecl *, ArgUse> Uses;
  for (const auto &[Var, Literal] : Constants)
    Uses[Var];
  ArgUseVisitor V(SM, Uses);
  V.TraverseStmt(FD.getBody());
  for (const auto &[Var, U] : Uses)
    if (U.Modified || U.InMacro || U.InFloat)
      Constants.erase(Var);
  return Constants;
}

llvm::Expected<std::string>
clopt::specializeKernelText(ParsedSource &Source, const KernelInfo &Kernel,
                            llvm::ArrayRef<SpecializedArg> Args,
                            const FrontendOptions &Opts) {
  const clang::FunctionDecl *FD =
      Kernel.Decl ? Kernel.Decl : Source.findKernel(Kernel.Name);
  if (!FD || !FD->hasBody())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "kernel '%s' has no body", Kernel.Name.c_str());
  std::map<const clang::VarDecl *, std::string> Literals;
  for (const KernelParam &P : Kernel.Params)
    for (const SpecializedArg &A : Args)
      if (P.Decl && P.Name == A.Name)
        Literals[P.Decl] = A.literal();
  std::vector<std::pair<unsigned, unsigned>> Inserted;
  std::string Text =
      applyEdits(Source.getCode(), referenceEdits(Source, *FD, Literals), &Inserted);

  FrontendOptions Quiet = Opts;
  Quiet.PrintDiagnostics = false;
  auto Reparse = [&]() -> llvm::Expected<std::unique_ptr<ParsedSource>> {
    auto Parsed = parseOpenCLCode(Text, Source.getPath(), Quiet);
    if (Parsed && !(*Parsed)->findKernel(Kernel.Name))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "kernel '%s' not found after specialization",
                                     Kernel.Name.c_str());
    return Parsed;
  };
  // Fold around the literals, then write the locals that became constants
  // as literals too (`int F = 2 * R + 1;` then `dz < F`), a few rounds deep.
  for (unsigned Round = 0;; ++Round) {
    auto Parsed = Reparse();
    if (!Parsed)
      return Parsed.takeError();
    ConstantFolder Fold((*Parsed)->getASTContext(), Inserted);
    Fold.walk((*Parsed)->findKernel(Kernel.Name)->getBody());
    Inserted.clear();
    Text = applyEdits(Text, std::move(Fold.Edits), &Inserted);
    if (Round == 3)
      return Text;
    auto Folded = Reparse();
    if (!Folded)
      return Folded.takeError();
    const clang::FunctionDecl *SFD = (*Folded)->findKernel(Kernel.Name);
    std::vector<TextEdit> Edits =
        referenceEdits(**Folded, *SFD, constantLocals(**Folded, *SFD, Inserted));
    if (Edits.empty())
      return Text;
    Inserted.clear();
    Text = applyEdits(Text, std::move(Edits), &Inserted);
  }
}

namespace {
/// A pipeline output split for joining: the text up to and including the
/// body's `{`, the body's statements without their `__local` declarations,
/// and those declarations by name.
struct SplitKernel {
  std::string Head;
  std::string Body;
  std::vector<std::pair<std::string, std::string>> Locals; ///< name, text
};
} // namespace

static bool isLocalDecl(const clang::DeclStmt &DS, std::string &Name) {
  if (!DS.isSingleDecl())
    return false;
  const auto *VD = llvm::dyn_cast<clang::VarDecl>(DS.getSingleDecl());
  if (!VD || VD->getType().getAddressSpace() != clang::LangAS::opencl_local)
    return false;
  Name = VD->getName().str();
  return true;
}

static llvm::Expected<SplitKernel> splitKernel(const RewriteResult &R,
                                               llvm::StringRef Path,
                                               const FrontendOptions &Opts) {
  FrontendOptions Quiet = Opts;
  Quiet.PrintDiagnostics = false;
  auto Parsed = parseOpenCLCode(R.Code, Path, Quiet);
  if (!Parsed)
    return Parsed.takeError();
  ParsedSource &PS = **Parsed;
  const clang::FunctionDecl *FD = PS.findKernel(R.KernelName);
  const auto *Body = FD ? llvm::dyn_cast_or_null<clang::CompoundStmt>(FD->getBody())
                        : nullptr;
  const clang::SourceManager &SM = PS.getSourceManager();
  if (!Body || Body->getLBracLoc().isMacroID() || Body->getRBracLoc().isMacroID())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "kernel '%s' has no body of its own text",
                                   R.KernelName.c_str());
  llvm::StringRef Code = PS.getCode();
  unsigned Open = SM.getFileOffset(Body->getLBracLoc());
  unsigned Close = SM.getFileOffset(Body->getRBracLoc());
  SplitKernel S;
  S.Head = Code.slice(R.KernelBegin, Open + 1).str();
  std::vector<TextEdit> Cut;
  for (const clang::Stmt *St : Body->body()) {
    const auto *DS = llvm::dyn_cast<clang::DeclStmt>(St);
    std::string Name;
    if (!DS || !isLocalDecl(*DS, Name))
      continue;
    if (DS->getBeginLoc().isMacroID() || DS->getEndLoc().isMacroID())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "__local array '%s' is declared in a macro",
                                     Name.c_str());
    unsigned B = SM.getFileOffset(DS->getBeginLoc());
    unsigned E = SM.getFileOffset(DS->getEndLoc()) + 1; // the ';'
    S.Locals.push_back({Name, Code.slice(B, E).str()});
    Cut.push_back({B - (Open + 1), E - (Open + 1), ""});
  }
  S.Body = applyEdits(Code.slice(Open + 1, Close), std::move(Cut), nullptr);
  return S;
}

/// Text indented by two more spaces, lines left blank by a cut dropped.
static std::string indented(llvm::StringRef Text) {
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    if (!L.trim().empty())
      Out += "  " + L.rtrim().str() + "\n";
  return Out;
}

/// The emitter's comment before the kernel ("// clopt: kernel 'k'" and a
/// line per pass of the special path) with, after its first line, a line for
/// the specialization, one for the general path's passes when they differ,
/// and the local memory line giving Bytes; the launch line is the general
/// path's (the joined kernel's geometry: its conditions may be more, a
/// tiled loop whose bound only the general path reads); at its end, the
/// general path's floating-point line when only that path reassociated.
static std::string annotatedHead(llvm::StringRef Head, const std::string &What,
                                 const std::string &GeneralPasses, uint64_t Bytes,
                                 bool BytesExact, llvm::StringRef GeneralHead) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Head.split(Lines, '\n');
  const llvm::StringRef LaunchLine = "//   launch: ";
  size_t GeneralLaunch = GeneralHead.find(LaunchLine);
  std::string Out;
  bool Added = false;
  for (llvm::StringRef L : Lines) {
    if (Added && L.starts_with("//   local memory: "))
      continue; // given with the specialization's line
    if (L.starts_with(LaunchLine) && GeneralLaunch != llvm::StringRef::npos)
      L = GeneralHead.substr(GeneralLaunch).split('\n').first;
    bool KernelLine = !Added && L.starts_with("// clopt: kernel '");
    if (KernelLine)
      L.consume_back(" (no pass applied)"); // specialize applied
    Out += L.str() + "\n";
    if (KernelLine) {
      Out += "//   specialize: " + What + " (other values take the general path)\n";
      if (!GeneralPasses.empty())
        Out += "//   general path: " + GeneralPasses + "\n";
      if (Bytes)
        Out += "//   local memory: " + std::string(BytesExact ? "" : "at most ") +
               std::to_string(Bytes) + " bytes\n";
      Added = true;
    }
  }
  if (!Out.empty())
    Out.pop_back(); // the split added one '\n' too many
  const llvm::StringRef FloatLine = "//   floating point: ";
  size_t InGeneral = GeneralHead.find(FloatLine);
  if (!Head.contains(FloatLine) && InGeneral != llvm::StringRef::npos) {
    llvm::StringRef Line = GeneralHead.substr(InGeneral).split('\n').first;
    // The head ends with the kernel's attributes and signature: the line
    // goes after its last comment line (the annotations above).
    size_t Code = Out.find("\n", Out.rfind("\n//"));
    Out.insert(Code == std::string::npos ? Out.size() : Code, "\n" + Line.str() +
               " (general path)");
  }
  return Out;
}

llvm::Expected<std::variant<RewriteResult, Reject>>
clopt::joinSpecializedPaths(const RewriteResult &Special, const RewriteResult &General,
                            llvm::ArrayRef<SpecializedArg> Args, llvm::StringRef Path,
                            const FrontendOptions &Opts, SourcePos Pos) {
  // The joined kernel states the general path's preconditions: the special
  // path may need fewer (a loop with a constant bound needs none to be
  // tiled), not others.
  LaunchGeometry SpecialShape = Special.Geometry;
  SpecialShape.Conditions = General.Geometry.Conditions;
  bool MoreConditions = llvm::any_of(Special.Geometry.Conditions, [&](const std::string &C) {
    return !llvm::is_contained(General.Geometry.Conditions, C);
  });
  if (!(SpecialShape == General.Geometry) || MoreConditions)
    return Reject{RejectKind::ParamConflict,
                  "the special and the general path would need different launch "
                  "geometries",
                  Pos};
  llvm::Expected<SplitKernel> S = splitKernel(Special, Path, Opts);
  if (!S)
    return S.takeError();
  llvm::Expected<SplitKernel> G = splitKernel(General, Path, Opts);
  if (!G)
    return G.takeError();

  // The __local arrays of both paths, once each: the paths never run
  // together, so an array both declare alike is shared.
  std::map<std::string, std::string> Locals(S->Locals.begin(), S->Locals.end());
  bool Shared = true;
  for (const auto &[Name, Text] : G->Locals) {
    auto [It, New] = Locals.insert({Name, Text});
    if (!New && It->second != Text)
      return Reject{RejectKind::ParamConflict,
                    "the two paths declare __local array '" + Name +
                        "' differently",
                    Pos};
    Shared &= !New;
  }
  // Arrays of one path only add up; when the paths share some, the sum
  // is an upper bound (the device check needs no more).
  uint64_t Bytes = Shared ? std::max(Special.LocalMemBytes, General.LocalMemBytes)
                          : Special.LocalMemBytes + General.LocalMemBytes;

  std::string Cond, What;
  for (const SpecializedArg &A : Args) {
    Cond += (Cond.empty() ? "" : " && ") + A.Name + " == " + A.literal();
    What += (What.empty() ? "" : ", ") + A.Name + "=" + std::to_string(A.Value);
  }
  std::string GeneralPasses;
  if (General.AppliedPasses != Special.AppliedPasses)
    GeneralPasses = General.AppliedPasses.empty()
                        ? "the kernel as written"
                        : llvm::join(General.AppliedPasses, ", ");
  std::string Kernel =
      annotatedHead(S->Head, What, GeneralPasses, Bytes,
                    Shared || !Special.LocalMemBytes || !General.LocalMemBytes, G->Head) +
      "\n";
  for (const auto &[Name, Text] : S->Locals)
    Kernel += "  " + Text + "\n";
  for (const auto &[Name, Text] : G->Locals)
    if (!llvm::any_of(S->Locals, [&](const auto &L) { return L.first == Name; }))
      Kernel += "  " + Text + "\n";
  Kernel += "  if (" + Cond + ") {\n" + indented(S->Body) + "  } else {\n" +
            indented(G->Body) + "  }\n}";

  RewriteResult R = General;
  R.KernelCode = Kernel;
  R.Code = General.Code.substr(0, General.KernelBegin) + Kernel +
           General.Code.substr(General.KernelBegin + General.KernelCode.size());
  R.KernelEnd = General.KernelEnd;
  // Both paths' values: the database and the tuned file's sidecar replay
  // them, and a pass that applied only on the general path must apply
  // again (the special path's space may also have dropped a value).
  R.Applied = General.Applied;
  R.Applied.merge(Special.Applied);
  for (const SpecializedArg &A : Args)
    R.Applied.set("specialize", A.Name, A.Value);
  R.AppliedPasses = {"specialize"};
  R.AppliedPasses.insert(R.AppliedPasses.end(), Special.AppliedPasses.begin(),
                         Special.AppliedPasses.end());
  R.LocalMemBytes = Bytes;
  R.WorkGroupSize = Special.WorkGroupSize;
  R.Remarks.clear();
  return R;
}
