//===- FloatTerms.h - Types and effects of floating-point terms -*- C++ -*-===//
//
// Private to lib/Transforms. The passes that reassociate floating-point sums
// (accumulate, addend) may only change how a sum rounds: every term must
// provably have the sum's type, and evaluating a term must not change
// anything another term reads.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_FLOATTERMS_H
#define CLOPT_LIB_TRANSFORMS_FLOATTERMS_H

#include "clopt/Transforms/KernelNest.h"
#include <optional>
#include <set>

namespace clopt {
namespace nest {

/// The arithmetic type of E where the nest proves it, else nullopt. Only the
/// forms a term of a sum usually takes: variables, reads of buffers,
/// literals ("1.5f" float, "1.5" double, an integer literal int), casts,
/// vector components, + - * / of operands of one type (a scalar widening to
/// a vector of its type, an integer literal taking a floating operand's
/// type, the wider of two floating scalars), and pure math built-ins whose
/// arguments agree.
std::optional<ScalarType> provenType(const KernelNest &N, const PassContext &Ctx,
                                     const ExprP &E);
/// Whether evaluating E could change anything: an assignment, ++ or --, a
/// call of a function other than a pure math built-in.
bool mayHaveSideEffect(const ExprP &E);

/// The variable an assignment to Target writes: a variable, a component of
/// one (`v.x`), an element of a private array (`r[i]`); nullopt for memory.
std::optional<VarId> assignedVar(const ExprP &Target);
/// Whether operand I of E decides something discrete when E runs: an index,
/// a condition, a comparison, a conversion or a store to a type that is not
/// floating-point, an argument of a call other than a pure math built-in.
/// There a value rounded differently can pick another element or branch
/// (one the original's own checks did not see), not just differ by an ulp.
bool decidesDiscretely(const KernelNest &N, const PassContext &Ctx,
                       const Expr &E, size_t I);
/// Variables whose value may decide something discrete: used so anywhere in
/// the kernel (loop bounds and if conditions included), or assigned to a
/// variable that is.
std::set<VarId> discreteVars(const KernelNest &N, const PassContext &Ctx);

} // namespace nest
} // namespace clopt

#endif
