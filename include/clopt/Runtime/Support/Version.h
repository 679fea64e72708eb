//===- Version.h - clopt's version, for records and cache keys --*- C++ -*-===//
#ifndef CLOPT_RUNTIME_VERSION_H
#define CLOPT_RUNTIME_VERSION_H

namespace clopt {

/// The project version from CMake ("0.1.0"). Recorded in the tuning
/// database and part of every cache key: a new clopt emits different code.
const char *cloptVersion();

} // namespace clopt

#endif // CLOPT_RUNTIME_VERSION_H
