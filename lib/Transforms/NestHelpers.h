//===- NestHelpers.h - Helpers of the reduce and vector passes ---*- C++ -*-===//
//
// Private to lib/Transforms: reduction operators
// as expressions, and small queries over the nest (also used by the
// emitter and the pipeline).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_NESTHELPERS_H
#define CLOPT_LIB_TRANSFORMS_NESTHELPERS_H

#include "clopt/Transforms/KernelNest.h"
#include <set>

namespace clopt {
namespace nest {

/// Whether a value converted to Type (the text of a cast) keeps every
/// work-item id: an integer scalar of 4 bytes or more, or size_t
/// (`(short)id` does not).
bool holdsEveryId(llvm::StringRef Type);
/// The same for a declared type (through typedefs: uint32_t holds them).
bool holdsEveryId(const ValueType &Type);

/// The identity of Op for T: 0, 1, INFINITY, -INFINITY, INT_MAX, ...
ExprP identityValue(ReductionOp Op, const ScalarType &T);
/// A op B as an expression: A + B, A * B, min(A, B), fmax(A, B), ...
ExprP combine(ReductionOp Op, ExprP A, ExprP B);
/// Whether cl_khr_subgroups has sub_group_reduce_* for Op on T.
bool subgroupCapable(ReductionOp Op, const ScalarType &T);

/// An assignment (=, +=, ...) or increment/decrement.
bool isAssignment(const Expr &X);
/// The first statement in S (recursively) that writes a __global array.
const Stmt *findGlobalStore(const Stmt &S);
/// Whether E writes a __global array: an assignment or ++/-- whose target
/// is one, under member or component accesses and parentheses (`P[i].x +=
/// v`), or a builtin that writes through a pointer (vstore, atomics).
bool exprStoresGlobal(const ExprP &E);
/// Whether Target is S or inside it.
bool containsStmt(const Stmt &S, const Stmt *Target);
/// Variables assigned (or incremented) anywhere in L.
std::set<VarId> assignedVarsIn(const StmtList &L);
/// The same plus the counters of canonical loops in L, whose increment a
/// pass may have replaced by its Step: every variable whose value changes
/// while L runs.
std::set<VarId> changedVarsIn(const StmtList &L);
/// Variables declared anywhere in L (loop counters included).
std::set<VarId> declaredVarsIn(const StmtList &L);
/// Turns the top-level declarations of L into assignments and returns the
/// declarations (without initializers, const dropped) to place before L.
StmtList hoistDeclarations(KernelNest &N, StmtList &L);
/// Declares generated array Array aligned for Lanes-wide vector accesses of
/// ElementType (keeps a larger alignment already asked for), so that the
/// device compiler can make them one wide access.
void alignForVectors(KernelNest &N, VarId Array, unsigned Lanes,
                     const ValueType &ElementType);
/// Arrays stored to (__global or __local) anywhere in L.
std::set<std::string> storedArrays(const StmtList &L);
/// The global array a read refers to: itself, or the one a __local copy
/// caches.
std::string sourceArray(const KernelNest &N, const Expr &Read);
/// The element type of the array a read refers to, if a parameter's.
std::optional<ValueType> readElementType(const KernelNest &N,
                                         const PassContext &Ctx,
                                         const Expr &Read);
/// Whether `c ? x : 0` over an x of type T has another type than T: an
/// integer scalar narrower than int, which `?:` promotes.
bool promotedByConditional(const ValueType &T);
/// The zero a guarded read of type T yields where its point is not valid:
/// `(uchar4)(0)` for a vector (an int 0 beside a vector of a narrower
/// element does not compile), 0 otherwise.
ExprP zeroOf(const ValueType &T);
/// `(Cond ? Load : 0)` for a read of an element of parameter Array, typed
/// as the emitter's guarded loads are (Emitter::guardedLoad): a vector's
/// zero is a vector, and the choice of an integer narrower than int, which
/// `?:` promotes, is converted back (`(uchar)(c ? A[i] : 0)`).
ExprP guardedRead(const KernelNest &N, llvm::StringRef Array, ExprP Cond, ExprP Load);
/// Rebuilds E bottom-up like rewriteExpr, but calls F only on nodes that
/// run whenever E runs: not in the branches of `?:` nor on the right of
/// `&&` / `||` (a read there may not run in the original, so moving it
/// could read out of bounds).
ExprP rewriteUnconditional(const ExprP &E,
                           const std::function<ExprP(const ExprP &)> &F);
/// The variable holding the first point of a work-item's block along Dim
/// (first_<Dim>), created on first use.
VarId firstPointVar(KernelNest &N, unsigned Dim);
/// Bytes of __local memory the nest declares.
uint64_t localMemBytes(const KernelNest &N);

} // namespace nest
} // namespace clopt

#endif
