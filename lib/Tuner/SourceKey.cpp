//===- SourceKey.cpp - Token text of a kernel file and its headers --------===//

#include "clopt/Tuner/SourceKey.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
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
  bool IsDefine = false;
  unsigned DirectiveTokens = 0; // of the current directive, so far
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    // Line ends matter only around preprocessor directives (a directive
    // ends at its line's end); elsewhere a token is joined by a space.
    bool StartsLine = Tok.isAtStartOfLine();
    bool StartsDirective = StartsLine && Tok.is(clang::tok::hash);
    const char *Separator = StartsLine && (InDirective || StartsDirective) ? "\n" : " ";
    if (StartsLine) {
      InDirective = StartsDirective;
      IsDefine = false;
      DirectiveTokens = 0;
    }
    std::string Spelling = clang::Lexer::getSpelling(Tok, SM, LO);
    if (InDirective) {
      if (DirectiveTokens == 1)
        IsDefine = Spelling == "define";
      // "#define G(a) a" is a function-like macro, "#define G (a) a" an
      // object-like one whose body starts with "(": the one place where
      // whitespace changes what the code means. A comment counts as
      // whitespace there, as it does for the preprocessor.
      if (IsDefine && DirectiveTokens == 3 && Tok.is(clang::tok::l_paren) &&
          !Tok.hasLeadingSpace())
        Separator = "";
      ++DirectiveTokens;
    }
    Out += Separator;
    Out += Spelling;
    // The two macros whose value is where the token stands: the same
    // tokens on other lines, or in a file by another name, are another
    // program.
    if (Spelling == "__LINE__")
      Out += "@" + std::to_string(SM.getSpellingLineNumber(Tok.getLocation()));
    else if (Spelling == "__FILE__")
      if (clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID))
        Out += "@" + File->getName().str();
  }
  return Out;
}

std::string clopt::sourceKeyText(ParsedSource &Source) {
  const clang::SourceManager &SM = Source.getSourceManager();
  const clang::LangOptions &LO = Source.getLangOpts();
  clang::FileID Main = SM.getMainFileID();
  std::string Text = tokenText(Main, SM, LO);
  // Each included file on disk once, in the order it was first included:
  // two headers that define the same macro differently give another
  // program when their includes swap, although the main file's tokens and
  // the set of header texts stay the same. The embedded OpenCL header
  // lives in an in-memory file system and is fixed by the clopt version.
  // The file table is a hash map; the order comes from the FileIDs of the
  // files' first inclusions, which the source manager numbers in order.
  std::vector<std::pair<unsigned, std::string>> Headers;
  for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End; ++It) {
    clang::FileEntryRef File = It->first;
    if (!sys::fs::exists(File.getName()))
      continue;
    clang::FileID FID = SM.translateFile(File);
    if (FID.isInvalid() || FID == Main)
      continue;
    Headers.push_back({FID.getHashValue(), tokenText(FID, SM, LO)});
  }
  llvm::sort(Headers);
  for (const auto &[Order, H] : Headers)
    Text += "\n#clopt-included-file\n" + H;
  return Text;
}
