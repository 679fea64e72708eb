//===- CheckedNumber.h - Whole-text number parsing with range checks -*- C++ -*-===//
//
// Every number clopt reads from a person or a file (command-line values,
// sidecar and database fields, job files) goes through these functions, so
// that "abc", "1e3", "12x" and "99999999999999999999" are errors instead of
// a silent 0, 1 or wrapped value (atoi, stoi and strtol without an end and
// errno check accept all of them). The whole text must be the number; ASCII
// space around it is allowed.
//
// Sizes computed from those numbers (a larger problem size, a least common
// multiple, a buffer's bytes) go through the checked operations below, so
// that a value near the 64-bit limit gives "does not fit" instead of a
// wrapped, negative or zero size.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_CHECKEDNUMBER_H
#define CLOPT_RUNTIME_CHECKEDNUMBER_H

#include "clopt/Runtime/Support/Status.h"
#include <cstdint>
#include <optional>
#include <string>

namespace clopt {

/// A decimal integer with an optional sign that fits int64_t. Errors read
/// "'abc' is not an integer" or "'999...' is out of range for a 64-bit
/// integer".
StatusOr<int64_t> parseInt64(const std::string &Text);

/// A decimal integer without a sign that fits uint64_t.
StatusOr<uint64_t> parseUInt64(const std::string &Text);

/// A finite floating-point number in C syntax ("1.5", "-2e3"); NaN and
/// infinities are errors.
StatusOr<double> parseFiniteDouble(const std::string &Text);

/// The shortest decimal form of \p V ("%.15g" to "%.17g") that reads back
/// as the same double ("0.1", not "0.10000000000000001"); what printf
/// writes for NaN and infinities. The tuning database and the report
/// write their figures with it.
std::string shortestDecimal(double V);

/// shortestDecimal as a YAML scalar that reads back: NaN and infinities as
/// YAML spells them (".nan", ".inf", "-.inf"), where printf's "inf" would
/// read back as a string.
std::string yamlDecimal(double V);

/// A + B, A * B; std::nullopt when the exact result does not fit.
std::optional<int64_t> checkedAddInt64(int64_t A, int64_t B);
std::optional<int64_t> checkedMulInt64(int64_t A, int64_t B);
std::optional<uint64_t> checkedMulUInt64(uint64_t A, uint64_t B);

/// The least common multiple of A > 0 and B > 0; std::nullopt when it does
/// not fit (std::lcm's behaviour is then undefined).
std::optional<int64_t> checkedLcmInt64(int64_t A, int64_t B);

} // namespace clopt

#endif // CLOPT_RUNTIME_CHECKEDNUMBER_H
