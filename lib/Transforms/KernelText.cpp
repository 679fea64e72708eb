//===- KernelText.cpp - Where a kernel's text lies in its file ------------===//
//
// Example: with
//
//   #define BODY { int i = get_global_id(0); if (i < n) a[i] *= 2.0f; }
//   __kernel void scale(__global float *a, int n) BODY
//
// the closing brace's expansion point is the 'B' of BODY: an end offset
// taken from it kept "ODY" after the spliced kernel. The range here ends
// after the whole invocation, and the body passes do not apply (the body
// is not in the file to be replaced); wgshape may, its attribute going
// before `__kernel`.
//
//===----------------------------------------------------------------------===//

#include "KernelText.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/MacroGuards.h"
#include "clang/AST/Stmt.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clopt;

/// The name of the outermost macro whose expansion holds L, as written in
/// the file (the expansion point is the macro name's first character).
static std::string outermostMacroName(SourceLocation L, const SourceManager &SM,
                                      const LangOptions &LO) {
  SourceLocation At = SM.getExpansionLoc(L);
  return Lexer::getSourceText(CharSourceRange::getTokenRange(At), SM, LO).str();
}

static const CompoundStmt *kernelBody(const FunctionDecl &FD) {
  return dyn_cast_or_null<CompoundStmt>(FD.getBody());
}

std::optional<std::string> clopt::kernelDefiningMacro(const FunctionDecl &FD,
                                                      const SourceManager &SM,
                                                      const LangOptions &LO) {
  const CompoundStmt *Body = kernelBody(FD);
  if (!Body)
    return std::nullopt;
  for (SourceLocation L : {FD.getBeginLoc(), Body->getLBracLoc(), Body->getRBracLoc()})
    if (L.isMacroID())
      return outermostMacroName(L, SM, LO);
  return std::nullopt;
}

std::pair<unsigned, unsigned> clopt::kernelFileRange(const FunctionDecl &FD,
                                                     const SourceManager &SM,
                                                     const LangOptions &LO) {
  const CompoundStmt *Body = kernelBody(FD);
  SourceLocation Last = Body ? Body->getRBracLoc() : FD.getEndLoc();
  SourceLocation First = SM.getExpansionRange(FD.getBeginLoc()).getBegin();
  // The last token of the outermost invocation: its name for an
  // object-like macro, the closing parenthesis of a function-like one.
  SourceLocation LastToken = SM.getExpansionRange(Last).getEnd();
  unsigned Begin = SM.getFileOffset(First);
  unsigned End = SM.getFileOffset(LastToken) + Lexer::MeasureTokenLength(LastToken, SM, LO);
  return {Begin, End};
}

std::optional<Reject> clopt::kernelRangeProblem(const FunctionDecl &FD,
                                                const SourceManager &SM,
                                                const LangOptions &LO) {
  const CompoundStmt *Body = kernelBody(FD);
  if (!Body)
    return std::nullopt;
  SourceLocation First = FD.getBeginLoc();
  SourceLocation MacroStart;
  if (First.isMacroID() &&
      !(Lexer::isAtStartOfMacroExpansion(First, SM, LO, &MacroStart) &&
        MacroStart.isFileID()))
    return Reject{RejectKind::UnsupportedKernel,
                  "kernel is defined by macro '" + outermostMacroName(First, SM, LO) +
                      "' after other code: no attribute can be written before the "
                      "kernel alone",
                  sourcePosition(SM, First)};
  SourceLocation Last = Body->getRBracLoc();
  SourceLocation MacroEnd;
  if (Last.isMacroID() &&
      !(Lexer::isAtEndOfMacroExpansion(Last, SM, LO, &MacroEnd) && MacroEnd.isFileID()))
    return Reject{RejectKind::UnsupportedKernel,
                  "kernel is defined by macro '" + outermostMacroName(Last, SM, LO) +
                      "' together with other code: the kernel's text cannot be "
                      "replaced alone",
                  sourcePosition(SM, Last)};
  return std::nullopt;
}

namespace {
/// A preprocessor directive written inside a kernel's body.
struct BodyDirective {
  std::string Name;  ///< "define", "pragma", ...
  std::string Macro; ///< for #define and #undef, the macro's name
  std::string Line;  ///< the directive's first line, trimmed
  SourceLocation Loc;
};
} // namespace

/// A raw lexer over [Begin, End) of the buffer of file FID.
static Lexer rawLexer(FileID FID, unsigned Begin, const SourceManager &SM,
                      const LangOptions &LO) {
  StringRef Buf = SM.getBufferData(FID);
  return Lexer(SM.getLocForStartOfFile(FID), LO, Buf.begin(), Buf.begin() + Begin,
               Buf.end());
}

static std::vector<BodyDirective> bodyDirectives(FileID FID, unsigned Begin, unsigned End,
                                                 const SourceManager &SM,
                                                 const LangOptions &LO) {
  std::vector<BodyDirective> Out;
  StringRef Buf = SM.getBufferData(FID);
  Lexer L = rawLexer(FID, Begin, SM, LO);
  Token Tok;
  while (!L.LexFromRawLexer(Tok) && SM.getFileOffset(Tok.getLocation()) < End) {
    if (!Tok.is(tok::hash) || !Tok.isAtStartOfLine())
      continue;
    BodyDirective D;
    D.Loc = Tok.getLocation();
    unsigned At = SM.getFileOffset(D.Loc);
    D.Line = Buf.substr(At, Buf.find('\n', At) - At).rtrim().str();
    if (D.Line.size() > 60)
      D.Line = D.Line.substr(0, 57) + "...";
    if (L.LexFromRawLexer(Tok) || !Tok.is(tok::raw_identifier) || Tok.isAtStartOfLine()) {
      Out.push_back(D); // the null directive '#', or the file's end
      continue;
    }
    D.Name = Tok.getRawIdentifier().str();
    if ((D.Name == "define" || D.Name == "undef") && !L.LexFromRawLexer(Tok) &&
        Tok.is(tok::raw_identifier))
      D.Macro = Tok.getRawIdentifier().str();
    Out.push_back(D);
  }
  return Out;
}

/// Whether identifier Name is written anywhere the parse read (the main
/// file outside [Begin, End), and every header) -- a macro's use there.
static bool writtenOutside(StringRef Name, FileID Main, unsigned Begin, unsigned End,
                           const SourceManager &SM, const LangOptions &LO) {
  auto Search = [&](FileID FID, StringRef Buf) {
    Lexer L(SM.getLocForStartOfFile(FID), LO, Buf.begin(), Buf.begin(), Buf.end());
    Token Tok;
    while (!L.LexFromRawLexer(Tok)) {
      unsigned At = SM.getFileOffset(Tok.getLocation());
      if (FID == Main && At >= Begin && At < End)
        continue;
      if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name)
        return true;
    }
    return false;
  };
  if (Search(Main, SM.getBufferData(Main)))
    return true;
  for (auto It = SM.fileinfo_begin(), E = SM.fileinfo_end(); It != E; ++It) {
    FileID FID = SM.translateFile(It->first);
    if (FID.isInvalid() || FID == Main)
      continue;
    if (std::optional<StringRef> Buf = SM.getBufferDataOrNone(FID); Buf && Search(FID, *Buf))
      return true;
  }
  return false;
}

std::optional<Reject> clopt::bodyDirectiveProblem(const FunctionDecl &FD,
                                                  const SourceManager &SM,
                                                  const LangOptions &LO, Preprocessor &PP) {
  const CompoundStmt *Body = kernelBody(FD);
  if (!Body || Body->getLBracLoc().isMacroID() || Body->getRBracLoc().isMacroID())
    return std::nullopt;
  FileID FID = SM.getFileID(Body->getLBracLoc());
  unsigned Begin = SM.getFileOffset(Body->getLBracLoc());
  unsigned End = SM.getFileOffset(Body->getRBracLoc());
  for (const BodyDirective &D : bodyDirectives(FID, Begin, End, SM, LO)) {
    auto Refuse = [&](const std::string &Why) {
      return Reject{RejectKind::UnsupportedKernel,
                    "kernel body holds the directive '" + D.Line + "'" + Why,
                    sourcePosition(SM, D.Loc)};
    };
    // The branches taken are written into a rewritten body; the file's
    // macro guards (MacroGuards.h) stop a build that would take others.
    if (isConditionalDirective(D.Name) ||
        llvm::is_contained({"else", "endif", "error", "warning"}, D.Name))
      continue;
    if (D.Name != "define" || D.Macro.empty())
      return Refuse(": a rewritten body is printed without its directives, which "
                    "would change how it, or the code after it, compiles");
    // A new constant for the body alone is expanded where the body uses it
    // and need not be printed again (docs/transforms/README.md).
    const IdentifierInfo *II = PP.getIdentifierInfo(D.Macro);
    if (PP.getMacroDefinitionAtLoc(II, Body->getLBracLoc()))
      return Refuse(", which redefines '" + D.Macro +
                    "': a rewritten body is printed without its directives");
    if (writtenOutside(D.Macro, FID, Begin, End, SM, LO))
      return Refuse(": code outside the kernel uses '" + D.Macro +
                    "', and a rewritten body is printed without its directives");
  }
  return std::nullopt;
}
