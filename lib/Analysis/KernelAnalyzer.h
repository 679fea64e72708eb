//===- KernelAnalyzer.h - Builds a KernelInfo from the clang AST -*- C++ -*-===//
//
// Private to lib/Analysis. The analyzer walks the kernel body once, in source
// order, keeping an environment of what each variable holds (an affine value,
// a pointer into a kernel parameter, or an opaque value with the reason), and
// records loops, accesses and calls as it meets them:
//   IndexAnalysis.cpp    expression -> SymValue (affine decomposition)
//   LoopAnalysis.cpp     canonical for loops
//   KernelAnalysis.cpp   the walk, parameters, flags, reductions
//   DefinitionAnalysis.cpp definitions and taint, before the walk
//   AccessAnalysis.cpp   memory accesses, assignments, calls, inlining
//   PatternClassifier.cpp patterns, coalescing and reuse, after the walk
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_ANALYSIS_KERNELANALYZER_H
#define CLOPT_LIB_ANALYSIS_KERNELANALYZER_H

#include "clopt/Analysis/KernelModel.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <string>
#include <vector>

namespace clopt {
namespace detail {

/// What an expression evaluates to, as far as the analysis can tell.
struct SymValue {
  enum class Kind { Int, Pointer, Opaque };
  Kind K = Kind::Opaque;
  /// Int: the value. Pointer: the offset from the base parameter, in
  /// elements of the parameter's type (valid when OffsetKnown).
  AffineExpr Aff;
  /// Pointer: the kernel parameter it points into.
  int Param = -1;
  bool OffsetKnown = true;
  /// Opaque, or Pointer with !OffsetKnown: why. The reason is a fragment
  /// that follows a subject: "index of 'A' " + Reason.
  UnknownKind Why = UnknownKind::None;
  std::string Reason;
  /// When the value depends on a load from a kernel parameter, its index.
  int LoadedFrom = -1;

  static SymValue integer(AffineExpr E);
  static SymValue pointer(int Param, AffineExpr Offset);
  static SymValue opaque(UnknownKind K, std::string Reason, int LoadedFrom = -1);
  bool isInt() const { return K == Kind::Int; }
  bool isPointer() const { return K == Kind::Pointer; }
  bool isOpaque() const { return K == Kind::Opaque; }
  /// An Int whose value involves no index variable (a ParamPoly).
  bool isParamPoly() const { return isInt() && Aff.isConstant(); }
};

/// One appearance of a local scalar, for reduction detection.
struct VarUse {
  const clang::VarDecl *Var = nullptr;
  std::vector<unsigned> Loops;
  /// Set when the use is the target of an accumulation (s += e, s = s * e,
  /// s = max(s, e), ...); otherwise any read or write.
  std::optional<ReductionOp> Update;
  SourcePos Pos;
};

class KernelAnalyzer {
public:
  KernelAnalyzer(ParsedSource &Source, const clang::FunctionDecl &Kernel);
  KernelInfo run();

  // IndexAnalysis.cpp
  SymValue eval(const clang::Expr *E);

private:
  struct EnvEntry {
    SymValue Value;
    /// Number of enclosing loops where the value was set; it is forgotten
    /// when the walk leaves that loop (the next iteration may change it).
    unsigned LoopDepth = 0;
  };
  struct Context {
    std::vector<unsigned> Loops;
    bool Conditional = false;
    bool DataDependent = false;
    std::string Function; ///< Helper being walked, empty in the kernel.
  };

  // KernelAnalysis.cpp: set-up.
  void collectParams();
  void countDefinitions(const clang::FunctionDecl &F);
  void computeTaint();
  void finish();

  // KernelAnalysis.cpp: the walk.
  void walkStmt(const clang::Stmt *S);
  void walkDecls(const clang::DeclStmt *DS);
  void walkSwitch(const clang::SwitchStmt *SS);
  void walkReturn(const clang::ReturnStmt *RS);
  void walkJump(const clang::Stmt *S);
  void walkCompound(const clang::CompoundStmt *CS);
  void walkIf(const clang::IfStmt *If);
  void walkOtherLoop(const clang::Stmt *Loop, const clang::Expr *Cond,
                     const clang::Stmt *Body);
  void walkExpr(const clang::Expr *E);
  void walkChildren(const clang::Stmt *S);
  void walkAssignment(const clang::BinaryOperator *BO);
  void walkCall(const clang::CallExpr *CE);
  void inlineHelper(const clang::CallExpr *CE, const clang::FunctionDecl *FD);
  void walkAccess(const clang::Expr *Ref, AccessKind K);
  void define(const clang::VarDecl *VD, const clang::Expr *Init);
  void recordAccess(const clang::Expr *Ref, const clang::Expr *Ptr,
                    const clang::Expr *Idx, AccessKind K,
                    std::optional<unsigned> Slot = std::nullopt);
  MemoryAccess newAccess(const clang::Expr *Ref, int Param, AccessKind K) const;
  void recordUnknownAccess(const clang::Expr *Ref, const clang::Expr *Ptr,
                           AccessKind K, UnknownKind Why,
                           const std::string &Reason);
  void recordUse(const clang::DeclRefExpr *DRE);
  void noteCondition(const clang::Expr *Cond, const char *What);
  void addUnknown(clang::SourceLocation Loc, UnknownKind K, std::string Msg);
  std::optional<ReductionOp> accumulation(const clang::BinaryOperator *BO,
                                          const clang::DeclRefExpr *&Self);
  void findReductions();

  // LoopAnalysis.cpp
  void walkFor(const clang::ForStmt *FS);
  bool analyzeLoopHeader(const clang::ForStmt *FS, LoopInfo &L);
  bool analyzeBounds(const clang::ForStmt *FS, LoopInfo &L,
                     const clang::VarDecl *C, const clang::Expr *Init,
                     const clang::BinaryOperator *Cond, const clang::Expr *Bound,
                     int64_t Extra, int64_t Step);
  bool analyzeCountDown(const clang::ForStmt *FS, LoopInfo &L,
                        const clang::VarDecl *C, const clang::Expr *Start,
                        int64_t Step);
  bool analyzeParamStep(const clang::ForStmt *FS, LoopInfo &L,
                        const clang::VarDecl *C, const clang::Expr *Start,
                        const clang::Expr *StepExpr, const ParamPoly &Step);
  std::string freshCounterName(const std::string &Name) const;
  bool rejectLoop(const clang::ForStmt *FS, LoopInfo &L, UnknownKind K,
                  const std::string &Msg);
  void leaveLoop(unsigned Number);

  // PatternClassifier.cpp
  void classifyAccesses();
  void summarizeArrays();

public:
  // Helpers shared by the files above.
  SourcePos position(clang::SourceLocation Loc) const;
  std::string text(const clang::Expr *E) const;
  /// The global/constant pointer a memory reference goes through, if any.
  static bool isGlobalPointer(clang::QualType T);
  /// Whether E reads memory (or a variable that holds loaded data); Name
  /// receives the first array read.
  bool readsMemory(const clang::Expr *E, std::string *Name = nullptr) const;
  bool isMemoryRef(const clang::Expr *E) const;
  const clang::Expr *partialMemoryRef(const clang::Expr *E) const;
  bool isMultiDef(const clang::VarDecl *VD) const;
  static const clang::Expr *strip(const clang::Expr *E);
  /// The variable E names (through parens and casts), or null.
  static const clang::VarDecl *varOf(const clang::Expr *E);
  /// Whether S assigns VD (or takes its address).
  static bool modifies(const clang::Stmt *S, const clang::VarDecl *VD);

private:
  SymValue evalVar(const clang::VarDecl *VD, const clang::Expr *At);
  SymValue evalBinary(const clang::BinaryOperator *BO);
  SymValue evalUnary(const clang::UnaryOperator *UO);
  SymValue evalConditional(const clang::ConditionalOperator *CO);
  SymValue evalCall(const clang::CallExpr *CE);
  SymValue evalCast(const clang::CastExpr *CE);
  std::optional<std::string> narrowingLoss(const SymValue &V, clang::QualType From,
                                           clang::QualType To) const;
  SymValue loadFrom(const clang::Expr *Ptr);
  int pointerBase(const clang::Expr *E,
                  llvm::DenseSet<const clang::VarDecl *> &Seen) const;

  ParsedSource &Source;
  const clang::FunctionDecl &Kernel;
  clang::ASTContext &Ctx;
  KernelInfo Info;

  Context Cur;
  bool ReturnSeen = false;
  bool ReturnSeenDataDependent = false;
  bool LoopJumpSeen = false;
  /// Loop Numbers of the `for` statements being walked, for break/return.
  std::vector<unsigned> BreakTargets;
  std::vector<const clang::FunctionDecl *> CallStack;
  /// Value of `return e;` at the end of the helper being walked.
  std::optional<SymValue> HelperReturn;
  bool HelperHasOtherReturns = false;

  llvm::DenseMap<const clang::VarDecl *, unsigned> Defs;
  /// The variables of Defs in the order they were first met (deterministic).
  std::vector<const clang::VarDecl *> DefOrder;
  llvm::DenseMap<const clang::VarDecl *, std::vector<const clang::Expr *>>
      DefExprs;
  /// Variables holding data loaded from memory, with the array's name.
  llvm::DenseMap<const clang::VarDecl *, std::string> Taint;
  llvm::DenseMap<const clang::VarDecl *, EnvEntry> Env;
  llvm::DenseMap<const clang::VarDecl *, AffineExpr> ActiveCounters;
  /// Counters of loops found not canonical, with the loop's Number.
  llvm::DenseMap<const clang::VarDecl *, unsigned> RejectedCounters;
  llvm::DenseMap<const clang::VarDecl *, std::vector<unsigned>> DeclLoops;
  llvm::DenseMap<const clang::CallExpr *, SymValue> CallValues;
  llvm::DenseMap<const clang::ParmVarDecl *, unsigned> ParamIndex;
  /// Lvalue expressions that are being written, so walkExpr must not count
  /// them as reads.
  llvm::DenseSet<const clang::Expr *> SkipRead;
  const clang::DeclRefExpr *SkipUse = nullptr;
  std::vector<VarUse> Uses;
};

} // namespace detail
} // namespace clopt

#endif // CLOPT_LIB_ANALYSIS_KERNELANALYZER_H
