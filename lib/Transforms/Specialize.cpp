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
#include <set>

using namespace clopt;

namespace {

/// How the body uses one scalar argument.
struct ArgUse {
  bool BoundsLoop = false;
  bool Modified = false;
  bool InMacro = false;
  /// File offsets of its references (when none is in a macro).
  std::vector<unsigned> Offsets;
};

/// Collects, for each scalar parameter of a kernel, how its body uses it.
class ArgUseVisitor : public clang::RecursiveASTVisitor<ArgUseVisitor> {
public:
  ArgUseVisitor(const clang::SourceManager &SM,
                std::map<const clang::ParmVarDecl *, ArgUse> &Uses)
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
    if (B->isAssignmentOp())
      markModified(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator *U) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == clang::UO_AddrOf)
      markModified(U->getSubExpr());
    return true;
  }
  bool VisitForStmt(clang::ForStmt *F) {
    markLoopBound(F->getCond());
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
  std::map<const clang::ParmVarDecl *, ArgUse> &Uses;

  ArgUse *useOf(const clang::Expr *E) {
    const auto *Ref = llvm::dyn_cast_or_null<clang::DeclRefExpr>(
        E ? E->IgnoreParenImpCasts() : nullptr);
    if (!Ref)
      return nullptr;
    const auto *P = llvm::dyn_cast<clang::ParmVarDecl>(Ref->getDecl());
    auto It = P ? Uses.find(P) : Uses.end();
    return It == Uses.end() ? nullptr : &It->second;
  }
  void markModified(const clang::Expr *E) {
    if (ArgUse *U = useOf(E))
      U->Modified = true;
  }
  /// Every argument read anywhere in a loop's condition bounds that loop.
  void markLoopBound(const clang::Stmt *Cond) {
    if (!Cond)
      return;
    if (const auto *E = llvm::dyn_cast<clang::Expr>(Cond))
      if (ArgUse *U = useOf(E))
        U->BoundsLoop = true;
    for (const clang::Stmt *Child : Cond->children())
      markLoopBound(Child);
  }
};

} // namespace

/// The literal for V in type T, so that the expression keeps its type.
static std::string literalFor(int64_t V, clang::QualType T) {
  std::string Digits = std::to_string(V);
  if (const auto *B = T->getAs<clang::BuiltinType>()) {
    switch (B->getKind()) {
    case clang::BuiltinType::UInt:
      return Digits + "u";
    case clang::BuiltinType::Long:
      return Digits + "L";
    case clang::BuiltinType::ULong:
      return Digits + "UL";
    case clang::BuiltinType::Int:
      return V < 0 ? "(" + Digits + ")" : Digits;
    default:
      break;
    }
  }
  return "((" + T.getAsString() + ")" + Digits + ")";
}

std::string SpecializedArg::literal() const { return literalFor(Value, Type); }

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
  std::map<const clang::ParmVarDecl *, ArgUse> Uses;
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
    if (llvm::isa<clang::IntegerLiteral>(E) || !E.getType()->isIntegerType() ||
        E.isValueDependent() || E.isGLValue())
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
                     literalFor(Result.Val.getInt().getExtValue(), E.getType())});
    return true;
  }
};
} // namespace

llvm::Expected<std::string>
clopt::specializeKernelText(ParsedSource &Source, const KernelInfo &Kernel,
                            llvm::ArrayRef<SpecializedArg> Args,
                            const FrontendOptions &Opts) {
  std::map<std::string, const SpecializedArg *> ByName;
  for (const SpecializedArg &A : Args)
    ByName[A.Name] = &A;
  std::map<const clang::ParmVarDecl *, ArgUse> Uses;
  std::map<const clang::ParmVarDecl *, const SpecializedArg *> ArgOf;
  for (const KernelParam &P : Kernel.Params)
    if (P.Decl && ByName.count(P.Name)) {
      Uses[P.Decl];
      ArgOf[P.Decl] = ByName[P.Name];
    }
  const clang::FunctionDecl *FD =
      Kernel.Decl ? Kernel.Decl : Source.findKernel(Kernel.Name);
  if (!FD || !FD->hasBody())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "kernel '%s' has no body", Kernel.Name.c_str());
  ArgUseVisitor V(Source.getSourceManager(), Uses);
  V.TraverseStmt(FD->getBody());
  std::vector<TextEdit> Edits;
  for (const auto &[Decl, U] : Uses) {
    unsigned Length = Decl->getName().size();
    for (unsigned Off : U.Offsets)
      Edits.push_back({Off, Off + Length, "(" + ArgOf[Decl]->literal() + ")"});
  }
  std::vector<std::pair<unsigned, unsigned>> Inserted;
  std::string Substituted = applyEdits(Source.getCode(), Edits, &Inserted);

  FrontendOptions Quiet = Opts;
  Quiet.PrintDiagnostics = false;
  auto Parsed = parseOpenCLCode(Substituted, Source.getPath(), Quiet);
  if (!Parsed)
    return Parsed.takeError();
  const clang::FunctionDecl *SFD = (*Parsed)->findKernel(Kernel.Name);
  if (!SFD || !SFD->hasBody())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "kernel '%s' not found after specialization",
                                   Kernel.Name.c_str());
  ConstantFolder Fold((*Parsed)->getASTContext(), Inserted);
  Fold.walk(SFD->getBody());
  return applyEdits(Substituted, std::move(Fold.Edits), nullptr);
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
/// and the local memory line giving Bytes.
static std::string annotatedHead(llvm::StringRef Head, const std::string &What,
                                 const std::string &GeneralPasses, uint64_t Bytes) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Head.split(Lines, '\n');
  std::string Out;
  bool Added = false;
  for (llvm::StringRef L : Lines) {
    if (Added && L.starts_with("//   local memory: "))
      continue; // given with the specialization's line
    Out += L.str() + "\n";
    if (!Added && L.starts_with("// clopt: kernel '")) {
      Out += "//   specialize: " + What + " (other values take the general path)\n";
      if (!GeneralPasses.empty())
        Out += "//   general path: " + GeneralPasses + "\n";
      if (Bytes)
        Out += "//   local memory: " + std::to_string(Bytes) + " bytes\n";
      Added = true;
    }
  }
  if (!Out.empty())
    Out.pop_back(); // the split added one '\n' too many
  return Out;
}

llvm::Expected<std::variant<RewriteResult, Reject>>
clopt::joinSpecializedPaths(const RewriteResult &Special, const RewriteResult &General,
                            llvm::ArrayRef<SpecializedArg> Args, llvm::StringRef Path,
                            const FrontendOptions &Opts, SourcePos Pos) {
  if (!(Special.Geometry == General.Geometry))
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
  std::string Kernel = annotatedHead(S->Head, What, GeneralPasses, Bytes) + "\n";
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
  R.Applied = Special.Applied;
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
