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

} // namespace nest
} // namespace clopt

#endif
