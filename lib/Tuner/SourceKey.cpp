//===- SourceKey.cpp - Token text of a kernel file and its headers --------===//

#include "clopt/Tuner/SourceKey.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>
#include <vector>

using namespace llvm;
using namespace clopt;

/// The tokens of FID, raw-lexed (macros unexpanded: the text is what the
/// user wrote, and expansion depends on the build options, hashed apart).
static std::string tokenText(clang::FileID FID, const clang::SourceManager &SM,
                             const clang::LangOptions &LO) {
  std::optional<MemoryBufferRef> Buffer = SM.getBufferOrNone(FID);
  if (!Buffer)
    return std::string();
  clang::Lexer Lex(FID, *Buffer, SM, LO);
  Lex.SetCommentRetentionState(false);
  std::string Out;
  clang::Token Tok;
  bool InDirective = false;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    // Line ends matter only around preprocessor directives (a directive
    // ends at its line's end); elsewhere a token is joined by a space.
    bool StartsLine = Tok.isAtStartOfLine();
    bool StartsDirective = StartsLine && Tok.is(clang::tok::hash);
    Out += StartsLine && (InDirective || StartsDirective) ? '\n' : ' ';
    if (StartsLine)
      InDirective = StartsDirective;
    Out += clang::Lexer::getSpelling(Tok, SM, LO);
  }
  return Out;
}

std::string clopt::sourceKeyText(ParsedSource &Source) {
  const clang::SourceManager &SM = Source.getSourceManager();
  const clang::LangOptions &LO = Source.getLangOpts();
  clang::FileID Main = SM.getMainFileID();
  std::string Text = tokenText(Main, SM, LO);
  // Each included file on disk once; the embedded OpenCL header lives in an
  // in-memory file system and is fixed by the clopt version.
  std::vector<std::string> Headers;
  for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End; ++It) {
    clang::FileEntryRef File = It->first;
    if (!sys::fs::exists(File.getName()))
      continue;
    clang::FileID FID = SM.translateFile(File);
    if (FID.isInvalid() || FID == Main)
      continue;
    Headers.push_back(tokenText(FID, SM, LO));
  }
  // Sorted: the key must not depend on the order the front end met them.
  std::sort(Headers.begin(), Headers.end());
  for (const std::string &H : Headers)
    Text += "\n#clopt-included-file\n" + H;
  return Text;
}
