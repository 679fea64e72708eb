//===- PassUtils.h - Helpers shared by the transform passes ------*- C++ -*-===//
//
// Private to lib/Transforms. The two structural rewrites several passes need:
//
//  - predicateGuard: the kernel's guard `if (valid) { body }` becomes
//    per-point validity: the body runs for every point of the block, stores
//    run only for valid points and loads only where the coordinates they
//    depend on are valid. Needed before barriers (all work-items of a group
//    must reach them) and before jamming points together.
//  - jamInto: moves the point loop inward through uniform loops down to a
//    target loop ("unroll and jam"), so that work-group cooperation (local)
//    or register tiles (private) can live inside the compute loop.
//
// Both are legal because distinct points of the original kernel are
// distinct work-items: a kernel without barriers and atomics that is free of
// data races gives the same result under any interleaving of its work-items.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_PASSUTILS_H
#define CLOPT_LIB_TRANSFORMS_PASSUTILS_H

#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pass.h"

namespace clopt {
namespace nest {

Reject makeReject(RejectKind K, const std::string &Msg, SourcePos Pos = {});

/// Whether a kernel kept as written (its nest incomplete) has, before the
/// guard the nest found at GuardPos, only declarations harmless for a
/// work-item past the host's global size, a guard as harmless, the guard
/// last or an early `return`, and no call that reads the global size, the
/// number of groups or the linear global id or leads into a helper
/// function: then the guard holds back every effect of such work-items,
/// and a launch-only pass may round the launch up (KeptBodyGuard.cpp).
bool guardPrecedesEveryEffect(const clang::FunctionDecl &Kernel, const SourcePos &GuardPos);

/// A pass that steps a loop by Stride (tile's `k0 += T`, reduce's lanes'
/// `k += wg`) computes, after the last iteration, a value up to Stride - 1
/// past the loop's exclusive bound Upper, which the original never does: in
/// the counter's type it must not overflow (a wrapped `uint` tile counter
/// restarts the loop). Returns the condition the launch must meet, over
/// scalar arguments (`N <= 2147483616`, and for a 64-bit counter `N <=
/// 9223372036854775776`), "" when it always holds (a constant bound), or
/// nullopt when it cannot be stated (a bound that depends on the
/// work-item or on memory) or cannot hold. The bound is the analysis' (also
/// where the loop reads it from a variable: `F` assigned `2 * R + 1`).
std::optional<std::string> strideFitsCondition(const KernelNest &N, const KernelInfo &K,
                                               const ForInfo &Loop, int64_t Stride);
/// The same for splitLoop's look-ahead (`k + 3L < n`, Factor - 1 steps past
/// the counter): "" for a counter narrower than 64 bits, whose look-ahead
/// is computed in 64 bits.
std::optional<std::string> lookAheadFitsCondition(const KernelNest &N, const KernelInfo &K,
                                                  const ForInfo &Loop, int64_t Factor);
/// Whether Loop's counter is an integer narrower than 64 bits (a size_t
/// is not known to be).
bool counterBelow64Bits(const KernelNest &N, const ForInfo &Loop);
/// Why a look-ahead over loop Counter cannot be made safe (no
/// lookAheadFitsCondition).
std::string lookAheadOverflowReason(const std::string &Counter);
/// The same for a loop whose counter starts Offset past its lower bound
/// (reduce's lanes start at `L + lane * step`): that start must fit the
/// counter's type even when the loop runs no iteration.
std::optional<std::string> offsetStartFitsCondition(const KernelNest &N, const KernelInfo &K,
                                                    const ForInfo &Loop, int64_t Offset);
/// Why tile can tile loop L by no size, nullopt when it can: the smallest
/// tile (two iterations) already has no strideFitsCondition, and a larger
/// one only asks more of the bound. Also what local's constraint on a
/// tiled loop asks of it.
std::optional<std::string> untileableReason(const KernelNest &N, const KernelInfo &K,
                                            const Stmt &L);
/// Adds Condition (from strideFitsCondition) to N's preconditions; of two
/// bounds on one expression only the tighter is kept.
void addStrideCondition(KernelNest &N, const std::string &Condition);

/// The nest's import failure, as a PassSpace for space().
PassSpace unsupportedSpace(const KernelNest &N);

/// Canonical loops of the original kernel, in pre-order.
std::vector<Stmt *> originalLoops(KernelNest &N);

/// Why a pass that needs a loop has none: the first loop of the kernel that
/// is not canonical (NonCanonicalLoop), else NoLoop with \p NoLoopMessage.
Reject noLoopReject(const KernelInfo &K, const std::string &NoLoopMessage);

/// The parameter name for a loop: its counter, made unique by order
/// ("k", "k_2").
std::string loopParamName(KernelNest &N, const Stmt *Loop);

/// True when E has the same value in every point and work-item: no ids,
/// no per-point variables, no memory.
bool isUniform(const KernelNest &N, const ExprP &E,
               const std::set<VarId> &AlsoUniform = {});

/// True when S contains a statement of kind K.
bool containsKind(const StmtList &L, StmtKind K);

/// Turns the guard into per-point validity (see file comment).
std::optional<Reject> predicateGuard(KernelNest &N);

/// Moves the point loop down to just inside Target (a loop of the nest).
/// Every loop and if on the way must be uniform. Per-point variables keep
/// one copy per point; counters of the loops jammed through become uniform.
/// On success Target is updated to the loop's new address.
std::optional<Reject> jamInto(KernelNest &N, Stmt *&Target);

/// The shape unroll and vector give a canonical loop L (step S) that runs
/// Factor iterations per step:
///
///   { int k = Lower;  Hoisted...
///     for (; k + (Factor-1)*S < Upper; k += Factor*S) { Main }
///     for (; k < Upper; k += S) { Rest } }   // the iterations left
///
/// (the braces only when L declared its counter). Both loops are marked
/// unrolled, so no pass unrolls them again.
StmtList splitLoop(const Stmt &L, int64_t Factor, StmtList Hoisted,
                   StmtList Main, StmtList Rest);

/// Replaces statement Old, wherever it is in L, by the statements New.
bool replaceStmt(StmtList &L, const Stmt *Old, StmtList &New);

/// The path from the top of the body to S: the enclosing statements.
std::vector<Stmt *> pathTo(KernelNest &N, const Stmt *S);

} // namespace nest
} // namespace clopt

#endif
