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
