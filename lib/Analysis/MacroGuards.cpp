//===- MacroGuards.cpp - Tie a rewritten file to its macros ---------------===//
//
// Example: dopt.cl tuned with `-DTS=8 -DSQUARE` starts with
//
//   #if !defined(TS) || (TS) != (8)
//   #error "clopt: this file was tuned with -DTS=8 (built otherwise, its kernels would compute something else)"
//   #endif
//   #if !defined(SQUARE) || (SQUARE) != (1)
//   ...
//   #ifdef DEBUG
//   #error "clopt: this file was tuned without DEBUG defined (...)"
//   #endif
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/MacroGuards.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <set>

using namespace clang;
using namespace clopt;

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
    bool Conditional = llvm::is_contained(
        {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"}, Directive);
    bool WasFirst = First;
    First = false;
    std::vector<std::string> Line;
    while ((More = !L.LexFromRawLexer(Tok)) && !Tok.isAtStartOfLine())
      if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() != "defined") {
        Line.push_back(Tok.getRawIdentifier().str());
        Written.insert(Line.back());
      }
    if (IsHeader && WasFirst && Directive == "ifndef" && Line.size() == 1) {
      IncludeGuard = Line[0];
      continue; // decided by the next directive
    }
    if (!IncludeGuard.empty()) {
      if (!(Directive == "define" && !Line.empty() && Line[0] == IncludeGuard))
        Names.insert(IncludeGuard);
      IncludeGuard.clear();
    }
    if (Conditional)
      Names.insert(Line.begin(), Line.end());
  }
}

/// Names the OpenCL compiler defines (extensions, versions, vendor macros).
static bool compilerName(StringRef Name) {
  return Name.starts_with("__") || Name.starts_with("cl_") || Name.starts_with("CL_") ||
         (Name.size() > 1 && Name[0] == '_' && isUppercase(Name[1]));
}

/// Whether Value is one identifier or number token ("float", "uint4"): its
/// check pastes it onto a name (CLOPT_GUARD_CAT below).
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

  SourceLocation Start = SM.getLocForStartOfFile(SM.getMainFileID());
  const std::string Consequence = " (built otherwise, its kernels would compute something else)";
  std::string Out;
  bool Pastes = false;
  for (const auto &[Name, Value] : Defined) {
    if (!Written.count(Name))
      continue; // the file never reads it
    std::string Option = "-D" + Name + (Value == "1" ? "" : "=" + Value);
    std::string Error = "#error \"clopt: this file was tuned with " + quoteForError(Option) +
                        Consequence + "\"\n#endif\n";
    // An integer expression compares by value in #if; a word (a type name)
    // by pasting it onto a name only its tuned value defines; anything else
    // can only be checked to be defined.
    if (evalIntExpr(Value, {}).ok()) {
      Out += "#if !defined(" + Name + ") || (" + Name + ") != (" + Value + ")\n" + Error;
    } else if (isWordToken(Value)) {
      std::string Tag = "CLOPT_GUARD_" + Name + "_" + Value;
      Out += "#define " + Tag + " 1\n#if !defined(" + Name + ") || !CLOPT_GUARD_CAT(CLOPT_GUARD_" +
             Name + "_, " + Name + ")\n" + Error + "#undef " + Tag + "\n";
      Pastes = true;
    } else {
      Out += "#ifndef " + Name + "\n" + Error;
    }
  }
  if (Pastes)
    Out = "#define CLOPT_GUARD_CAT_(a, b) a##b\n#define CLOPT_GUARD_CAT(a, b) CLOPT_GUARD_CAT_(a, b)\n" +
          Out + "#undef CLOPT_GUARD_CAT\n#undef CLOPT_GUARD_CAT_\n";
  for (const std::string &Name : Tested) {
    if (Defined.count(Name) || compilerName(Name))
      continue;
    if (PP.getMacroDefinitionAtLoc(PP.getIdentifierInfo(Name), Start))
      continue; // defined before the file: the compiler's
    Out += "#ifdef " + Name + "\n#error \"clopt: this file was tuned without " + Name +
           " defined" + Consequence + "\"\n#endif\n";
  }
  if (Out.empty())
    return "";
  return "// clopt: the kernels rewritten here have these macros' values written into them.\n" + Out;
}
