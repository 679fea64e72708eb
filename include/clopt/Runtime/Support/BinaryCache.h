//===- BinaryCache.h - On-disk cache of OpenCL program binaries --*- C++ -*-===//
//
// Compiling OpenCL C is the slowest step of starting a kernel (MAGMA measured
// 2 s to compile against 0.2 s to load a saved binary). clopt keeps every
// binary it builds, keyed by everything that can change it: device name,
// platform, driver version, build options, source text and clopt's version.
//
// Location: $CLOPT_CACHE_DIR, else $XDG_CACHE_HOME/clopt/binaries, else
// ~/.cache/clopt/binaries (XDG_CACHE_HOME and HOME only when absolute);
// with none of them, no cache (an empty directory: every load misses, every
// store keeps nothing). Entries are written atomically (temporary file +
// rename), so parallel builders never see half an entry; an entry that fails
// its checks (truncated, foreign, a hash collision) is treated as a miss and
// rebuilt.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_BINARYCACHE_H
#define CLOPT_RUNTIME_BINARYCACHE_H

#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/Status.h"
#include "clopt/Runtime/Support/Version.h"
#include <optional>
#include <string>

namespace clopt {

struct BinaryCacheKey {
  std::string Device;
  std::string Platform;
  std::string Driver;
  std::string Options;
  std::string Source;

  /// Everything above plus clopt's version, unambiguously delimited.
  std::string text() const;
  /// SHA-256 of text(), 64 hex digits.
  std::string hash() const;
};

class BinaryCache {
public:
  explicit BinaryCache(std::string Dir) : Dir(std::move(Dir)) {}
  /// The directory from the environment (see the file comment).
  static std::string defaultDir();

  const std::string &dir() const { return Dir; }
  std::string pathFor(const BinaryCacheKey &K) const;
  /// The stored binary, or nullopt on a miss or an entry that fails checks.
  std::optional<Bytes> load(const BinaryCacheKey &K) const;
  Status store(const BinaryCacheKey &K, const Bytes &Binary) const;

  /// Whether a binary of Source may be cached at all: not when it has an
  /// `#include`, whose file can change while Source and the key do not
  /// (the runtime does not preprocess, so it cannot hash what it reads).
  static bool cacheable(const std::string &Source);

private:
  std::string Dir;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_BINARYCACHE_H
