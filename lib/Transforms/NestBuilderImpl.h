//===- NestBuilderImpl.h - The importer of a kernel's body -------*- C++ -*-===//
//
// Private to lib/Transforms: the class that converts one kernel's clang AST
// into a KernelNest, whose members live in three files by what they import:
// NestBuilder.cpp (statements, loops, the walk and its entry point),
// NestBuilderExprs.cpp (expressions, calls, pointers and constants) and
// NestBuilderGuard.cpp (the kernel's guard, early returns and validity).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_NESTBUILDERIMPL_H
#define CLOPT_LIB_TRANSFORMS_NESTBUILDERIMPL_H

#include "KernelText.h"
#include "clopt/Analysis/Frontend.h"
#include "clopt/Transforms/KernelNest.h"
#include "NestHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <set>

namespace clopt {
namespace nest {
namespace detail {

// The importer works on clang types throughout; these three files alone
// include this header.
using namespace clang;

class NestBuilder {
public:
  NestBuilder(ParsedSource &Source, const KernelInfo &Kernel, KernelNest &Nest)
      : Source(Source), SM(Source.getSourceManager()),
        Ctx(Source.getASTContext()), Kernel(Kernel), Nest(Nest) {}

  void build(const std::vector<std::string> &GlobalExprs,
             const std::map<std::string, int64_t> &TuningValues);

private:
  std::string signatureText(const clang::FunctionDecl &FD,
                            const clang::CompoundStmt &Body) const;
  void takeExistingNames(const clang::FunctionDecl &FD);
  ParsedSource &Source;
  SourceManager &SM;
  ASTContext &Ctx;
  const KernelInfo &Kernel;
  KernelNest &Nest;
  std::map<const VarDecl *, VarId> VarIds;
  bool InPointBody = false;
  std::optional<Reject> AtomicCall;

  SourcePos pos(SourceLocation L) const;
  /// Records why the nest cannot represent the kernel (the first reason
  /// met wins).
  void unsupported(SourceLocation L, const Twine &What,
                   RejectKind Kind = RejectKind::UnsupportedKernel);
  std::string text(SourceRange R) const;

  /// Row pointers: pointer locals set once to a kernel parameter plus an
  /// offset (`p = A + i * n`, `p = &A[i * n]`) that the nest forwards, each
  /// use becoming an access to the parameter (see forwardPointer()).
  std::map<const VarDecl *, const clang::Expr *> ForwardedPointers;
  /// Variables assigned, incremented or address-taken anywhere in the
  /// kernel, and how many declarations carry each name.
  std::set<const VarDecl *> ModifiedVars;
  /// Counters the nest lets their loop declare (findLoopOwnedCounters).
  std::set<const VarDecl *> LoopOwnedCounters;
  void findLoopOwnedCounters(const clang::Stmt *Body);
  std::map<std::string, unsigned> DeclaredNames;
  struct PointerPath {
    const ParmVarDecl *Param = nullptr;
    std::vector<std::pair<const clang::Expr *, bool>> Offsets; // (term, negated)
  };
  bool decomposePointer(const clang::Expr *P, PointerPath &Out) const;
  bool isStableOffset(const clang::Expr *E, std::string &Why) const;
  bool forwardPointer(const VarDecl *VD, std::string &Why);
  ExprP pointerAccess(const clang::Expr *Ref, const PointerPath &Path,
                      const clang::Expr *Idx);
  void collectModifiedVars(const clang::Stmt *Body);
  ExprP vectorLiteral(llvm::StringRef Type, const InitListExpr *IL);
  ExprP pointerValue(const PointerPath &Path, const clang::Expr *Idx);

  std::optional<std::string> constantMacroName(const clang::Expr *E) const;
  SourceRange BodyRange; ///< the kernel's body as written (file locations)
  ExprP convert(const clang::Expr *E);
  ExprP convertCall(const CallExpr *C);
  ExprP convertDeclRef(const clang::DeclRefExpr *DRE);
  ExprP convertSubscript(const clang::ArraySubscriptExpr *AS);
  ExprP convertUnary(const clang::UnaryOperator *U);
  ExprP convertBinary(const clang::BinaryOperator *B);
  ExprP convertCast(const clang::CStyleCastExpr *C);
  ExprP convertVectorInit(const clang::InitListExpr *IL);
  ExprP convertCompoundLiteral(const clang::CompoundLiteralExpr *CL);
  ExprP convertAtomicAddress(const clang::Expr *E);
  void convertStmt(const clang::Stmt *S, StmtList &Out);
  void convertBody(const clang::Stmt *S, StmtList &Out);
  StmtP convertFor(const ForStmt *F);
  void convertCountDown(const ForStmt *F, const LoopInfo &LI, nest::Stmt &S);
  StmtP convertDecl(const VarDecl *VD);

  void findGuard();
  void normalizeReturns(StmtList &L);
  void classifyVariables();
  void addGlobalValidity(const std::vector<std::string> &GlobalExprs,
                         const std::map<std::string, int64_t> &TuningValues);
  bool splitGuard(const ExprP &Cond, bool Negate, std::vector<ExprP> &Conj);
  unsigned dimsOf(const ExprP &E, bool &PerPoint) const;
};


/// Why a work-item function or builtin Name ties a kernel to its
/// work-group shape, or nullopt (NestBuilder.cpp).
std::optional<Reject> workGroupCall(llvm::StringRef Name);

} // namespace detail
} // namespace nest
} // namespace clopt

#endif // CLOPT_LIB_TRANSFORMS_NESTBUILDERIMPL_H
