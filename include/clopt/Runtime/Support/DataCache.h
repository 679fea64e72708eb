//===- DataCache.h - A job's reference outputs on disk ----------*- C++ -*-===//
//
// A search runs one worker job per batch of variants, every one on the same
// problem, seed and original kernel: each ran the original again to get the
// same outputs to compare with. The first job of a search now writes them to
// one file in the search's work directory, and the jobs after it read them
// back (from the page cache) instead. The worker keeps only the outputs
// (DataRole::Expected): its inputs are made again over the cores, the same
// bytes for the same seed, in about the time reading them would take.
//
// The file name and the header carry a key: a hash of everything the data
// depend on (clopt's version, the device and its driver, the kernel, the
// original's source text and build options, the sizes, the seed, every
// argument, and the size and time of any input file). The header lists the
// sections (argument, role, bytes) and a checksum of the contents. A file
// that is missing, truncated, of another key or another layout, or whose
// contents do not match their checksum is not used: the job runs the
// original as before, and writes the file again.
//
// Layout (host byte order; the file never leaves the machine):
//   "CLOPTDC1"  key (64 hex digits)  double reference_ms  u64 sections
//   sections x {u32 arg, u32 role, u64 bytes}  u64 contents checksum
//   u64 header checksum (FNV-1a 64 of everything before it)
//   the sections' contents, in order
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_DATACACHE_H
#define CLOPT_RUNTIME_DATACACHE_H

#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/Status.h"

#include <cstdint>
#include <string>
#include <vector>

namespace clopt {

enum class DataRole : uint32_t {
  Initial = 0,  ///< A buffer's initial contents (the job's input).
  Expected = 1, ///< A checked buffer's contents after the original's run.
};

/// One buffer in a data cache file. Writing takes Data's contents; reading
/// fills Data, whose size must already be the one the job expects.
struct DataSection {
  uint32_t Arg = 0;
  DataRole Role = DataRole::Initial;
  Bytes *Data = nullptr;
};

/// The key of job J's data on device D, whose original kernel's source text
/// is ReferenceText: 64 hex digits.
std::string dataCacheKey(const Job &J, const DeviceInfo &D, const std::string &ReferenceText);

/// DIR/data-KEY.bin
std::string dataCachePath(const std::string &Dir, const std::string &Key);

/// Writes the sections and the original's run time to Path (a temporary
/// file renamed over it, not fsync'ed: a file damaged by a crash fails its
/// checksum when read). Refuses, writing nothing, when the file system has
/// less room than twice the contents plus 512 MiB.
Status writeDataCache(const std::string &Path, const std::string &Key, double ReferenceMs,
                      const std::vector<DataSection> &Sections);

/// Reads Path into the sections when its key, layout and checksums match;
/// returns the original's run time. An error says why the file is not used
/// (the sections' contents are then unspecified).
StatusOr<double> readDataCache(const std::string &Path, const std::string &Key,
                               const std::vector<DataSection> &Sections);

} // namespace clopt

#endif // CLOPT_RUNTIME_DATACACHE_H
