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
  for (const auto &[Name, Value] : Defined) {
    if (!Written.count(Name))
      continue; // the file never reads it
    std::string Option = "-D" + Name + (Value == "1" ? "" : "=" + Value);
    int64_t Number;
    bool IsInteger = !StringRef(Value).getAsInteger(0, Number);
    Out += IsInteger ? "#if !defined(" + Name + ") || (" + Name + ") != (" + Value + ")\n"
                     : "#ifndef " + Name + "\n";
    Out += "#error \"clopt: this file was tuned with " + quoteForError(Option) +
           Consequence + "\"\n#endif\n";
  }
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
