//===- MacroGuards.cpp - Tie a rewritten file to its macros ---------------===//
//
// Example: dopt.cl tuned with `-DTS=8 -DSQUARE` starts with (a one-word
// value is checked by its spelling, pasted onto a name only it defines)
//
//   #define CLOPT_GUARD_CAT_(a, b) a##b
//   #define CLOPT_GUARD_CAT(a, b) CLOPT_GUARD_CAT_(a, b)
//   #define CLOPT_GUARD_TS_8 1
//   #if !defined(TS) || !CLOPT_GUARD_CAT(CLOPT_GUARD_TS_, TS)
//   #error "clopt: this file was tuned with -DTS=8 (built otherwise, its kernels would compute something else)"
//   #endif
//   ...
//   #ifdef DEBUG
//   #error "clopt: this file was tuned without -DDEBUG (...)"
//   #endif
//
// and each rewritten kernel is preceded by the same kind of checks of the
// macros its body saw (kernelMacroGuards), an expression by its value:
//
//   #if !defined(W) || (W) != (2 * 2)
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/MacroGuards.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <mutex>
#include <set>

using namespace clang;
using namespace clopt;

bool clopt::isConditionalDirective(StringRef Directive) {
  return llvm::is_contained({"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"}, Directive);
}

/// The names that conditional directives of the file FID test, without
/// the header's include guard (a first `#ifndef X` followed by `#define X`),
/// into Names; every identifier it writes into Written.
static void testedNames(FileID FID, const SourceManager &SM, const LangOptions &LO,
                        bool IsHeader, std::set<std::string> &Names,
                        std::set<std::string> &Written) {
  StringRef Buf = SM.getBufferData(FID);
  Lexer L(SM.getLocForStartOfFile(FID), LO, Buf.begin(), Buf.begin(), Buf.end());
  Token Tok;
  bool First = true;
  std::string IncludeGuard;
  bool More = !L.LexFromRawLexer(Tok);
  while (More) {
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine()) {
      if (Tok.is(tok::raw_identifier))
        Written.insert(Tok.getRawIdentifier().str());
      More = !L.LexFromRawLexer(Tok);
      continue;
    }
    More = !L.LexFromRawLexer(Tok);
    if (!More || !Tok.is(tok::raw_identifier) || Tok.isAtStartOfLine())
      continue;
    StringRef Directive = Tok.getRawIdentifier();
    bool Conditional = isConditionalDirective(Directive);
    bool WasFirst = First;
    First = false;
    std::vector<std::string> Line;
    unsigned Tokens = 0;
    while ((More = !L.LexFromRawLexer(Tok)) && !Tok.isAtStartOfLine()) {
      ++Tokens;
      if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() != "defined") {
        Line.push_back(Tok.getRawIdentifier().str());
        Written.insert(Line.back());
      }
    }
    if (IsHeader && WasFirst && Directive == "ifndef" && Line.size() == 1) {
      IncludeGuard = Line[0];
      continue; // decided by the next directive
    }
    if (!IncludeGuard.empty()) {
      // `#define X` alone guards the header; `#define X 4` is a default
      // that a -DX overrides.
      if (!(Directive == "define" && Tokens == 1 && Line[0] == IncludeGuard))
        Names.insert(IncludeGuard);
      IncludeGuard.clear();
    }
    if (Conditional)
      Names.insert(Line.begin(), Line.end());
  }
}

/// Names the OpenCL compiler defines, which the device's compiler, not the
/// build options, decides: reserved ones (`__OPENCL_VERSION__`), extensions
/// (`cl_khr_fp64`), versions and the fast-fma flags. A user's `_DEBUG` or
/// `CL_BS` is not one of them.
static bool compilerName(StringRef Name) {
  return Name.starts_with("__") || Name.starts_with("cl_") ||
         Name.starts_with("CL_VERSION_") || Name.starts_with("FP_FAST_FMA");
}

/// Whether II names a function of clang's table of OpenCL builtins. A
/// lookup declares every overload of the name anew in the AST's memory
/// (over a hundred for `max`), and the tuner asks once per variant: the
/// answer is kept for the process, whose parses share one -cl-std.
static bool isOpenCLBuiltin(Sema &S, IdentifierInfo &II) {
  static std::mutex Lock;
  static llvm::StringSet<> Known;
  std::lock_guard<std::mutex> Guard(Lock);
  if (Known.contains(II.getName()))
    return true;
  // The declarations it makes go into R alone, not into the AST's lookup.
  LookupResult R(S, DeclarationName(&II), SourceLocation(), Sema::LookupOrdinaryName);
  if (!S.LookupBuiltin(R))
    return false;
  Known.insert(II.getName());
  return true;
}

/// Whether Name is a function or type of the OpenCL implementation: one of
/// the OpenCL headers declares (`size_t`), a clang builtin, or an OpenCL
/// builtin function, which clang declares from its table only when a call
/// looks it up (-fdeclare-opencl-builtins). Drivers may define any of these
/// as macros in the headers they build kernels with (PoCL renames about 950
/// builtins: `#define max _cl_max`), so checking that such a name stays
/// undefined would stop every build there, and no build option sets one.
static bool implementationDeclares(ASTUnit &AST, StringRef Name) {
  ASTContext &Ctx = AST.getASTContext();
  const SourceManager &SM = AST.getSourceManager();
  IdentifierInfo &II = Ctx.Idents.get(Name);
  for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(&II))
    if (D->isImplicit() || SM.isInSystemHeader(D->getLocation()))
      return true;
  // Checked first: LookupBuiltin would declare a clang builtin in the
  // translation unit's scope, which is gone once the parse ended.
  if (II.getBuiltinID())
    return true;
  return AST.hasSema() && isOpenCLBuiltin(AST.getSema(), II);
}

/// Whether the implementation, not the build options, decides whether
/// Name is a macro (see compilerName and implementationDeclares). Asked of
/// the names a user macro's body uses (`MAXV` calling `max`); a conditional
/// that tests such a name is guarded all the same, since which branch is
/// built then depends on the driver.
static bool implementationName(ASTUnit &AST, StringRef Name) {
  return compilerName(Name) || implementationDeclares(AST, Name);
}

/// Whether Text is an integer literal as the preprocessor reads one (`12`,
/// `0x1F`, `4u`), not a floating one.
static bool isIntegerLiteral(StringRef Text) {
  if (Text.empty() || !llvm::isDigit(Text[0]))
    return false;
  StringRef Digits = Text;
  bool Hex = Digits.consume_front_insensitive("0x");
  size_t End = 0;
  while (End < Digits.size() && (Hex ? llvm::isHexDigit(Digits[End]) : llvm::isDigit(Digits[End])))
    ++End;
  return End > 0 && llvm::all_of(Digits.drop_front(End), [](char C) {
           return C == 'u' || C == 'U' || C == 'l' || C == 'L';
         });
}

/// Whether Text is an integer constant expression without names (`(1<<2)`,
/// `2*4`): #if can compare it by value.
static bool isIntegerExpression(StringRef Text) {
  bool AnyNumber = false;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (llvm::isAlnum(C) || C == '_' || C == '.') {
      size_t J = I;
      while (J < Text.size() && (llvm::isAlnum(Text[J]) || Text[J] == '_' || Text[J] == '.'))
        ++J;
      if (!isIntegerLiteral(Text.slice(I, J)))
        return false; // a name, or a floating literal
      AnyNumber = true;
      I = J;
      continue;
    }
    if (!StringRef("+-*/%<>=!&|^~?:() \t").contains(C))
      return false;
    ++I;
  }
  return AnyNumber;
}

/// Whether Value is one identifier or number token ("float", "uint4", "4u"):
/// its check pastes it onto a name (CLOPT_GUARD_CAT below), which also tells
/// `4` from `4u`.
static bool isWordToken(StringRef Value) {
  return !Value.empty() &&
         llvm::all_of(Value, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

static std::string quoteForError(StringRef Text) {
  std::string Out;
  for (char C : Text)
    if (C != '"' && C != '\\')
      Out += C;
  return Out;
}

namespace {
/// #error checks, each a condition under which a build stops with a
/// message. A spelling check pastes a word onto a name only that spelling
/// defines, through CLOPT_GUARD_CAT, which wrapped() defines around them.
class GuardText {
public:
  /// Stops unless Name is defined with the value of Expr.
  void valueOtherThan(const std::string &Name, const std::string &Expr,
                      const std::string &Message) {
    stop("#if !defined(" + Name + ") || (" + Name + ") != (" + Expr + ")", Message);
  }
  /// Stops unless Name is defined as the one token Word.
  void spelledOtherThan(const std::string &Name, const std::string &Word,
                        const std::string &Message) {
    std::string Tag = "CLOPT_GUARD_" + Name + "_" + Word;
    Text += "#define " + Tag + " 1\n";
    stop("#if !defined(" + Name + ") || !CLOPT_GUARD_CAT(CLOPT_GUARD_" + Name + "_, " + Name +
             ")",
         Message);
    Text += "#undef " + Tag + "\n";
    Pastes = true;
  }
  void undefined(const std::string &Name, const std::string &Message) {
    stop("#ifndef " + Name, Message);
  }
  void defined(const std::string &Name, const std::string &Message) {
    stop("#ifdef " + Name, Message);
  }
  /// Stops where any of Names is defined.
  void anyDefined(const std::set<std::string> &Names, const std::string &Message) {
    std::string Condition;
    for (const std::string &Name : Names)
      Condition += (Condition.empty() ? "#if defined(" : " || defined(") + Name + ")";
    if (!Condition.empty())
      stop(Condition, Message);
  }
  /// The checks, with CLOPT_GUARD_CAT around them when one pastes.
  std::string wrapped() const {
    if (!Pastes)
      return Text;
    return "#define CLOPT_GUARD_CAT_(a, b) a##b\n#define CLOPT_GUARD_CAT(a, b) "
           "CLOPT_GUARD_CAT_(a, b)\n" +
           Text + "#undef CLOPT_GUARD_CAT\n#undef CLOPT_GUARD_CAT_\n";
  }

private:
  void stop(const std::string &Condition, const std::string &Message) {
    Text += Condition + "\n#error \"" + quoteForError(Message) + "\"\n#endif\n";
  }
  std::string Text;
  bool Pastes = false;
};
} // namespace

std::string clopt::macroGuards(ParsedSource &Source, const FrontendOptions &Opts) {
  SourceManager &SM = Source.getSourceManager();
  const LangOptions &LO = Source.getLangOpts();
  Preprocessor &PP = Source.getASTUnit().getPreprocessor();
  // -D NAME=VALUE as given; a later one wins, as on a command line.
  std::map<std::string, std::string> Defined;
  for (const std::string &D : Opts.Defines) {
    auto [Name, Value] = StringRef(D).split('=');
    Defined[Name.trim().str()] = StringRef(D).contains('=') ? Value.trim().str() : "1";
  }
  std::set<std::string> Tested, Written;
  testedNames(SM.getMainFileID(), SM, LO, /*IsHeader=*/false, Tested, Written);
  for (const std::string &Header : Source.includedFiles())
    if (auto FE = SM.getFileManager().getOptionalFileRef(Header))
      if (FileID FID = SM.translateFile(*FE); FID.isValid())
        testedNames(FID, SM, LO, /*IsHeader=*/true, Tested, Written);

  // A -D the file names through another -D's value (-DK=M) counts too.
  for (bool Grew = true; Grew;) {
    Grew = false;
    for (const auto &[Name, Value] : Defined)
      if (Written.count(Name) && Defined.count(Value) && Written.insert(Value).second)
        Grew = true;
  }
  SourceLocation Start = SM.getLocForStartOfFile(SM.getMainFileID());
  const std::string Consequence = " (built otherwise, its kernels would compute something else)";
  GuardText Options, Undefined;
  for (const auto &[Name, Value] : Defined) {
    if (!Written.count(Name))
      continue; // the file never reads it
    std::string Option = "-D" + Name + (Value == "1" ? "" : "=" + Value);
    std::string Message = "clopt: this file was tuned with " + Option + Consequence;
    // An integer expression compares by value in #if; a word (a type name)
    // by pasting it onto a name only its tuned value defines, unless the
    // word is itself a macro (pasting would see its expansion, not the
    // word: the kernel's own checks compare that value); anything else can
    // only be checked to be defined.
    bool Word = isWordToken(Value) &&
                (llvm::isDigit(Value[0]) ||
                 (!Defined.count(Value) &&
                  !PP.getMacroDefinitionAtLoc(PP.getIdentifierInfo(Value), Start)));
    if (isIntegerExpression(Value) && !Word)
      Options.valueOtherThan(Name, Value, Message);
    else if (Word)
      Options.spelledOtherThan(Name, Value, Message);
    else
      Options.undefined(Name, Message);
  }
  // A conditional that tests a builtin's name (`#ifdef max`) keeps its
  // guard: a driver that defines the builtin as a macro (PoCL) would take
  // the other branch than the one clopt parsed.
  for (const std::string &Name : Tested) {
    if (Defined.count(Name) || compilerName(Name))
      continue;
    if (PP.getMacroDefinitionAtLoc(PP.getIdentifierInfo(Name), Start))
      continue; // defined before the file: the compiler's
    Undefined.defined(Name, "clopt: this file was tuned without -D" + Name + Consequence);
  }
  std::string Out = Options.wrapped() + Undefined.wrapped();
  if (Out.empty())
    return "";
  return "// clopt: the kernels rewritten here have these macros' values written into them.\n" + Out;
}

namespace {
/// An object-like macro's expansion, as the preprocessor would write it.
struct Expansion {
  std::string Text;
  /// Tokens left to expand: a chain of macros that doubles at each step
  /// (`#define A2 (A1+A1)`) would otherwise take exponential time.
  unsigned Budget = 4096;
  bool Complete = true;
  /// Names in it that are not macros where it was expanded.
  std::set<std::string> Names;
  /// Function-like macros it names (whose bodies may name others).
  std::set<const MacroInfo *> Calls;
};
} // namespace

static void expandMacro(Preprocessor &PP, const MacroInfo &MI, SourceLocation At,
                        std::set<const IdentifierInfo *> &Active, Expansion &Out) {
  for (const Token &T : MI.tokens()) {
    if (Out.Budget == 0) {
      Out.Complete = false;
      return;
    }
    --Out.Budget;
    if (const IdentifierInfo *II = T.getIdentifierInfo()) {
      const MacroInfo *Sub = PP.getMacroDefinitionAtLoc(II, At).getMacroInfo();
      if (Sub && Sub->isObjectLike() && !Active.count(II)) {
        Active.insert(II);
        expandMacro(PP, *Sub, At, Active, Out);
        Active.erase(II);
        continue;
      }
      if (Sub && Sub->isFunctionLike())
        Out.Calls.insert(Sub);
      else if (!Sub && II->getName() != "defined")
        Out.Names.insert(II->getName().str());
    }
    Out.Text += (Out.Text.empty() ? "" : " ") + PP.getSpelling(T);
  }
}

namespace {
/// The names a kernel declares: its parameters and local variables.
class DeclaredNames : public RecursiveASTVisitor<DeclaredNames> {
public:
  std::set<std::string> Names;
  bool VisitVarDecl(VarDecl *D) {
    Names.insert(D->getNameAsString());
    return true;
  }
};
} // namespace

std::string clopt::kernelMacroGuards(ParsedSource &Source, const FunctionDecl &Kernel) {
  SourceManager &SM = Source.getSourceManager();
  const LangOptions &LO = Source.getLangOpts();
  Preprocessor &PP = Source.getASTUnit().getPreprocessor();
  SourceLocation At = SM.getExpansionLoc(Kernel.getBeginLoc());
  SourceLocation EndLoc = SM.getExpansionLoc(Kernel.getEndLoc());
  if (!SM.isWrittenInMainFile(At) || !SM.isWrittenInMainFile(EndLoc))
    return "";
  FileID Main = SM.getMainFileID();
  StringRef Buf = SM.getBufferData(Main);
  unsigned Begin = SM.getFileOffset(At), End = SM.getFileOffset(EndLoc);
  // The names the kernel's text writes, and those its directives test.
  std::set<std::string> Used, InConditionals;
  Lexer L(SM.getLocForStartOfFile(Main), LO, Buf.begin(), Buf.begin() + Begin, Buf.end());
  Token Tok;
  // A #define in the body (`#define TILE BS`) names what its value uses.
  enum { Code, DirectiveName, Conditional, DefinedName, OtherDirective } Where = Code;
  while (!L.LexFromRawLexer(Tok) && SM.getFileOffset(Tok.getLocation()) <= End) {
    if (Tok.isAtStartOfLine())
      Where = Tok.is(tok::hash) ? DirectiveName : Code;
    if (!Tok.is(tok::raw_identifier))
      continue;
    StringRef Name = Tok.getRawIdentifier();
    if (Where == DirectiveName) {
      Where = isConditionalDirective(Name) ? Conditional
              : Name == "define" ? DefinedName
                                 : OtherDirective;
      continue;
    }
    if (Where == DefinedName) {
      Where = Code; // the macro's value
      continue;
    }
    if (Where == Conditional && Name != "defined")
      InConditionals.insert(Name.str());
    else if (Where == Code)
      Used.insert(Name.str());
  }
  std::set<std::string> UserFiles;
  for (const std::string &H : Source.includedFiles())
    UserFiles.insert(H);
  auto UserFile = [&](SourceLocation Def) {
    Def = SM.getExpansionLoc(Def);
    return SM.isWrittenInMainFile(Def) || SM.isWrittenInCommandLineFile(Def) ||
           UserFiles.count(SM.getFilename(Def).str());
  };
  std::set<std::string> Undefined;
  auto NotAMacro = [&](const std::string &Name) {
    return !PP.getMacroDefinitionAtLoc(PP.getIdentifierInfo(Name), At);
  };
  // A name the kernel declares, reached through a macro its code uses
  // (`#define SETUP int w = 3`), is renamed alike in the original's
  // expansion and in the rewritten text by a build that defines it; through
  // a macro a conditional tests, defining it takes the other branch.
  DeclaredNames Declared;
  Declared.TraverseDecl(const_cast<FunctionDecl *>(&Kernel));
  // Macros to check, as met, and whether a conditional reaches them: those
  // the kernel names, then those that the bodies of the function-like ones
  // it reaches name.
  std::vector<std::pair<std::string, bool>> Work;
  for (const std::string &Name : Used)
    Work.push_back({Name, false});
  for (const std::string &Name : InConditionals)
    Work.push_back({Name, true});
  std::set<std::pair<std::string, bool>> Seen;
  std::set<std::string> ValueChecked;
  GuardText Spelled, Valued, Unset;
  const std::string Consequence = " (built otherwise, it would compute something else)";
  while (!Work.empty()) {
    auto [Name, Tested] = Work.back();
    Work.pop_back();
    if (Seen.size() > 4096 || !Seen.insert({Name, Tested}).second)
      continue;
    const IdentifierInfo *II = PP.getIdentifierInfo(Name);
    const MacroInfo *MI = PP.getMacroDefinitionAtLoc(II, At).getMacroInfo();
    if (!MI) {
      // Tested by a conditional: guarded even when a builtin's name (above).
      if (InConditionals.count(Name) && !compilerName(Name))
        Undefined.insert(Name);
      continue;
    }
    // The OpenCL headers' macros (INT_MAX, FLT_MAX) are the compiler's.
    if (MI->isBuiltinMacro() || compilerName(Name) || !UserFile(MI->getDefinitionLoc()))
      continue;
    Expansion E;
    if (MI->isFunctionLike()) {
      E.Calls.insert(MI);
    } else {
      std::set<const IdentifierInfo *> Active = {II};
      expandMacro(PP, *MI, At, Active, E);
    }
    for (const MacroInfo *F : E.Calls)
      for (const Token &T : F->tokens())
        if (const IdentifierInfo *P = T.getIdentifierInfo()) {
          if (llvm::is_contained(F->params(), P) || P->getName() == "defined")
            continue;
          if (NotAMacro(P->getName().str()))
            E.Names.insert(P->getName().str());
          else
            Work.push_back({P->getName().str(), Tested});
        }
    std::string Message = "clopt: kernel '" + Kernel.getNameAsString() + "' was tuned with " +
                          Name + " = " + E.Text + Consequence;
    // A macro met both ways keeps one check of its value.
    bool Checkable = MI->isObjectLike() && E.Complete && E.Calls.empty() &&
                     ValueChecked.insert(Name).second;
    if (Checkable && isWordToken(E.Text))
      Spelled.spelledOtherThan(Name, E.Text, Message); // `4`, `4u`, `int`
    else if (Checkable && isIntegerExpression(E.Text))
      Valued.valueOtherThan(Name, E.Text, Message);
    for (const std::string &N : E.Names)
      if (!implementationName(Source.getASTUnit(), N) &&
          !(PP.getIdentifierInfo(N)->isKeyword(LO)) && (Tested || !Declared.Names.count(N)))
        Undefined.insert(N);
  }
  for (const std::string &Name : Undefined)
    Unset.defined(Name, "clopt: kernel '" + Kernel.getNameAsString() + "' was tuned without " +
                            Name + " defined" + Consequence);
  // A build that defines a name the kernel declares renames it; the
  // rewritten body declares names of its own (`pt_0`, `i_0`), and a rename
  // onto one of them (-Dw=pt_0) would make two variables one. No working
  // build of the original needs such a macro, so none is allowed. Builtins'
  // names are left out: a driver may define them as macros (PoCL's max).
  std::set<std::string> Renamable;
  for (const std::string &Name : Declared.Names)
    if (!Name.empty() && !implementationName(Source.getASTUnit(), Name) &&
        !PP.getIdentifierInfo(Name)->isKeyword(LO) && NotAMacro(Name))
      Renamable.insert(Name);
  GuardText Renamed;
  Renamed.anyDefined(Renamable, "clopt: kernel '" + Kernel.getNameAsString() +
                                    "' was tuned with none of the names it declares "
                                    "defined as a macro" + Consequence);
  return Spelled.wrapped() + Valued.wrapped() + Unset.wrapped() + Renamed.wrapped();
}
