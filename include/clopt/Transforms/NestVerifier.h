//===- NestVerifier.h - Structural checks of a kernel nest ------*- C++ -*-===//
//
// What every pass may rely on when it receives a nest, and must leave true
// when it returns one: each expression has the operands its kind needs and
// names variables that exist, canonical loops have a counter, bounds and a
// positive step, no point loop is nested in another, the point blocks hold
// positive factors that fit together, the nest's side tables (local
// arrays, per-dimension names, cross-point variables) name real variables,
// and every variable's type is well formed (ValueType::malformation), with
// __local given by a pass only to the arrays it generates.
//
// The pipeline runs the verifier on the imported nest and after every pass
// that applied, in builds with assertions and whenever CLOPT_VERIFY_NEST is
// set in the environment (the test suite and the fuzzer set it): a broken
// nest stops clopt with the pass that broke it, before the emitter prints
// something plausible from it.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TRANSFORMS_NESTVERIFIER_H
#define CLOPT_TRANSFORMS_NESTVERIFIER_H

#include "clopt/Transforms/KernelNest.h"
#include "llvm/Support/Error.h"

namespace clopt {
namespace nest {

/// The first broken invariant of Nest, as an error that says where, or
/// success.
llvm::Error verifyNest(const KernelNest &Nest);

/// Whether the pipeline verifies nests: builds with assertions, or
/// CLOPT_VERIFY_NEST set (to anything but "0").
bool nestVerifierEnabled();

} // namespace nest
} // namespace clopt

#endif // CLOPT_TRANSFORMS_NESTVERIFIER_H
