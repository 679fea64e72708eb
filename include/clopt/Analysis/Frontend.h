//===- Frontend.h - Parse OpenCL C sources with clang ------------*- C++ -*-===//
//
// The front end turns a .cl file into a clang AST. It embeds clang's OpenCL
// base header so that clopt needs no clang installation beside it.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_FRONTEND_H
#define CLOPT_ANALYSIS_FRONTEND_H

#include "clang/Frontend/ASTUnit.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
}

namespace clopt {

struct FrontendOptions {
  /// Value of -cl-std, e.g. "CL1.2", "CL2.0", "CL3.0".
  std::string ClStd = "CL1.2";
  /// -D arguments without the "-D": "N" or "N=64".
  std::vector<std::string> Defines;
  /// -I arguments without the "-I".
  std::vector<std::string> IncludeDirs;
  /// When false, clang's diagnostics are not printed (the caller only wants
  /// to know whether the source parses, e.g. to check a pass's output).
  bool PrintDiagnostics = true;
};

/// One parsed translation unit and the source it came from.
class ParsedSource {
public:
  ParsedSource(std::unique_ptr<clang::ASTUnit> AST, std::string Path,
               std::string Code);

  clang::ASTContext &getASTContext() { return AST->getASTContext(); }
  clang::SourceManager &getSourceManager() { return AST->getSourceManager(); }
  const clang::LangOptions &getLangOpts() const { return AST->getLangOpts(); }
  clang::ASTUnit &getASTUnit() { return *AST; }
  llvm::StringRef getPath() const { return Path; }
  llvm::StringRef getCode() const { return Code; }

  /// The `__kernel` functions defined in the main file, in source order.
  std::vector<const clang::FunctionDecl *> kernels() const;
  /// The kernel called Name, or null.
  const clang::FunctionDecl *findKernel(llvm::StringRef Name) const;
  /// The headers the parse read from disk (#include, -I), sorted; not the
  /// source itself, nor the embedded base header.
  std::vector<std::string> includedFiles() const;

private:
  std::unique_ptr<clang::ASTUnit> AST;
  std::string Path;
  std::string Code;
};

/// Parses the file at Path. Errors: missing, unreadable or empty file, clang
/// errors (already printed as file:line:col diagnostics), no __kernel.
llvm::Expected<std::unique_ptr<ParsedSource>>
parseOpenCLFile(llvm::StringRef Path, const FrontendOptions &Opts);

/// Parses Code as if it were the file Name. Used to re-parse a pass's output.
llvm::Expected<std::unique_ptr<ParsedSource>>
parseOpenCLCode(llvm::StringRef Code, llvm::StringRef Name,
                const FrontendOptions &Opts);

} // namespace clopt

#endif // CLOPT_ANALYSIS_FRONTEND_H
