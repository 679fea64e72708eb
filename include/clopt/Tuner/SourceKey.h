//===- SourceKey.h - What of a kernel file the tuning key hashes -*- C++ -*-===//
//
// The tuning database keys an entry by a hash of the source (TuningDatabase.h).
// Hashing the text made any edit, even of a comment, a miss; hashing the
// tokens keeps the key while the code is the same and changes it as soon as
// a token changes, in the file or in a header it includes.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_SOURCEKEY_H
#define CLOPT_TUNER_SOURCEKEY_H

#include "clopt/Analysis/Frontend.h"
#include <string>

namespace clopt {

/// The main file's tokens, then those of every included file on disk (each
/// file once, in the order of first inclusion), without comments or
/// whitespace: tokens are joined by a space, preprocessor directives (which
/// end at their line's end) stand on lines of their own, and the "(" of a
/// function-like macro's parameters follows its name without one (so that
/// "#define G(a)" and "#define G (a)" differ). Paths are not part of it, so
/// the key is the same on every machine.
std::string sourceKeyText(ParsedSource &Source);

} // namespace clopt

#endif // CLOPT_TUNER_SOURCEKEY_H
