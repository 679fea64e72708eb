//===- TuningDatabase.h - Best parameters per device and kernel -*- C++ -*-===//
//
// A versioned, human-readable YAML file of tuning results (docs/
// tuning-database.md). An entry is keyed by
//
//   {device name, driver version, kernel name, kernel source hash,
//    problem-size class}
//
// stored verbatim, and records the named parameters, the launch geometry,
// the times and how they were obtained. One key may hold a few entries,
// each usable at other problems of its size class (put()). Lookup falls
// back from an exact match to the same device with another driver version.
//
// Writers go through update(): an exclusive flock on PATH.lock, a fresh
// read, the caller's edit, a write to a temporary file in the same directory
// and a rename over PATH (writeFileSafely, SafeFile.h: a link is followed, a
// device or read-only file refused). Two processes that store at once therefore both
// keep their entries, and a reader (or a Ctrl-C) never sees half a file. A
// file that is not valid YAML, or not this schema and version, is reported
// and never rewritten.
//
// yaml-cpp (which throws) is confined to TuningDatabase.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNINGRECORDS_TUNINGDATABASE_H
#define CLOPT_TUNINGRECORDS_TUNINGDATABASE_H

#include "clopt/Runtime/Support/LaunchGeometry.h"
#include "clopt/Runtime/Support/Status.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clopt {

struct TuningKey {
  std::string Device;     ///< CL_DEVICE_NAME, verbatim
  std::string Driver;     ///< CL_DRIVER_VERSION, verbatim
  std::string Kernel;     ///< kernel function name
  std::string SourceHash; ///< hashFields({source, build options}) (Hash.h)
  std::string SizeClass;  ///< sizeClass() of the problem sizes

  /// Same kernel, source and size class, on any device and driver.
  bool sameKernel(const TuningKey &O) const {
    return Kernel == O.Kernel && SourceHash == O.SourceHash && SizeClass == O.SizeClass;
  }
  /// Same key except the driver.
  bool sameButDriver(const TuningKey &O) const { return Device == O.Device && sameKernel(O); }
  bool operator==(const TuningKey &O) const {
    return sameButDriver(O) && Driver == O.Driver;
  }
  bool operator<(const TuningKey &O) const;
};

struct TuningRecord {
  /// "pass.param" -> value, in the order the tuner's space declares them.
  std::vector<std::pair<std::string, int64_t>> Params;
  LaunchGeometry Geometry;
  double BestSeconds = 0;     ///< median time of the chosen variant
  double OriginalSeconds = 0; ///< median time of the original kernel
  double Speedup = 0;         ///< OriginalSeconds / BestSeconds
  uint64_t Repetitions = 0;   ///< timed runs behind each median
  /// How sure the speedup is (SpeedupEstimate.h): the lower confidence
  /// bound of the paired ratios of RetimeRounds interleaved rounds, and its
  /// confidence. RetimeRounds = 0: not measured so (an entry for the
  /// original, or one written before these fields existed).
  double SpeedupBound = 0;
  double BoundConfidence = 0;
  uint64_t RetimeRounds = 0;
  /// "tuned" (a variant beat the original) or "original" (none did; the
  /// original kernel is the answer). Other values are kept verbatim, and
  /// the tuner never uses such an entry (isKnownStatus()).
  std::string Status = "tuned";
  std::string Strategy;       ///< search strategy that found it
  uint64_t Seed = 0;          ///< search seed
  uint64_t Evaluations = 0;   ///< variants evaluated
  std::string CloptVersion;   ///< cloptVersion() of the writer
  /// The problem the times were measured at ("N=64, global [64]"): the key
  /// holds only its size class. Empty in entries written before it existed.
  std::string MeasuredAt;
  /// The --min-speedup of the search that wrote it: an "original" entry
  /// says no variant reached that bar, which answers a run asking as much
  /// or more, not one asking less. Negative in entries written before it
  /// existed.
  double MinSpeedup = -1;
  std::string Date;           ///< ISO 8601 UTC, e.g. 2024-05-01T12:00:00Z

  bool operator==(const TuningRecord &O) const;
};

struct TuningEntry {
  TuningKey Key;
  TuningRecord Record;
  /// The line the entry starts on in the file it was read from (0 when it
  /// was not read from a file), so that a bad entry can be reported as
  /// FILE:LINE. Not part of the entry's value: never written.
  unsigned Line = 0;
};

/// Orders entries newest first by date (ISO 8601, so they compare as
/// strings); with std::stable_sort, equal dates keep their order.
void sortNewestFirst(std::vector<const TuningEntry *> &Entries);

/// How an entry was found.
enum class LookupMatch {
  Exact,       ///< every key field matches
  OtherDriver, ///< same device, kernel, source and size class; other driver
};

struct LookupResult {
  const TuningEntry *Entry;
  LookupMatch Match;
  /// One line for logs: "exact match" or "fallback: tuned with driver X,
  /// current driver Y".
  std::string Note;
};

/// How update() waits when another process holds the database's lock. The
/// wait is polled, not a blocking flock, so that an interrupt can end it.
struct LockWait {
  /// Called once, with the lock file's path, when the lock is not free at
  /// once (so that a long wait is not silent).
  std::function<void(const std::string &LockPath)> OnWait;
  /// Read while waiting: once true, update() gives up without writing and
  /// sets Interrupted.
  const std::atomic<bool> *Stop = nullptr;
  /// Set when Stop ended the wait.
  bool Interrupted = false;
};

class TuningDatabase {
public:
  static constexpr const char *SchemaName = "clopt-tuning-database";
  static constexpr int SchemaVersion = 1;
  /// The largest time (seconds) or ratio an entry may hold: a larger one is
  /// refused when the file is read, so nothing larger may be stored.
  static constexpr double MaxRecordedValue = 1e9;

  /// $XDG_CACHE_HOME/clopt/tuning.yaml (when set and absolute), else
  /// $HOME/.cache/clopt/tuning.yaml; "" when neither variable is usable.
  static std::string defaultPath();

  /// Reads \p Path; a missing (or empty) file is an empty database. A file
  /// that is not ours is an error naming the path (and line for YAML
  /// errors).
  static StatusOr<TuningDatabase> load(const std::string &Path);
  /// Parses \p Text; \p Path is only used in messages.
  static StatusOr<TuningDatabase> parse(const std::string &Text,
                                        const std::string &Path);
  /// The YAML text; entries in key order, so output is deterministic.
  std::string serialize() const;

  /// The first of candidates(), else nullopt.
  std::optional<LookupResult> lookup(const TuningKey &Key) const;
  /// Every entry that may answer Key, best first: those of exactly Key
  /// (newest first), then those of the same device with another driver
  /// (most recent first).
  std::vector<LookupResult> candidates(const TuningKey &Key) const;

  /// Which entries of a key a new one replaces (true: replaced).
  using SupersedesFn = std::function<bool(const TuningEntry &Old)>;
  /// The most entries one key keeps (see put()).
  static constexpr size_t MaxEntriesPerKey = 4;
  /// Adds \p E as the newest entry of its key. The key's older entries for
  /// which \p Supersedes holds are removed (all of them without it): a key
  /// names a size class, and an entry that holds only at some of its
  /// problems (a precondition, a specialized value) keeps its place beside
  /// one tuned at another. At most MaxEntriesPerKey stay, the newest.
  void put(TuningEntry E, const SupersedesFn &Supersedes = nullptr);
  /// Removes the entries with exactly this key; false when there was none.
  bool erase(const TuningKey &Key);
  const std::vector<TuningEntry> &entries() const { return Entries; }

  /// Locked read-modify-write of \p Path (see the file comment). The
  /// parent directory is created. On any error the file is left as it was.
  /// Without \p Wait, a lock held elsewhere is waited for in flock itself.
  static Status update(const std::string &Path,
                       const std::function<void(TuningDatabase &)> &Edit,
                       LockWait *Wait = nullptr);
  /// What update() would refuse about \p Path without writing anything (a
  /// directory, a path ending in '/', a file clopt may not replace, a lock
  /// file that is a link): checked before a search, so that none is spent
  /// on a result that cannot be stored. Creates nothing.
  static Status checkStorable(const std::string &Path);
  /// update() that put()s one entry.
  static Status store(const std::string &Path, const TuningEntry &E,
                      const SupersedesFn &Supersedes = nullptr);

private:
  /// Adds E after its key's entries, as read from a file.
  void append(TuningEntry E);

  /// Sorted by key; the entries of one key newest first.
  std::vector<TuningEntry> Entries;
};

/// The power-of-two bucket of a size: the power of two nearest to V on a
/// log scale, i.e. 2^k for V in [2^k / sqrt 2, 2^k * sqrt 2). 0 stays 0.
uint64_t sizeBucket(uint64_t V);
/// The problem-size class of named sizes: "G0=4096,G1=4096,N=4096" -- names
/// sorted, each value replaced by its sizeBucket(). Sizes in one class are
/// assumed to share their best parameters.
std::string sizeClass(std::vector<std::pair<std::string, uint64_t>> Sizes);

/// Whether Status is one the tuner knows how to use ("tuned", "original").
bool isKnownStatus(const std::string &Status);

/// The current UTC time as ISO 8601 ("2024-05-01T12:00:00Z").
std::string currentUtcDate();

} // namespace clopt

#endif // CLOPT_TUNINGRECORDS_TUNINGDATABASE_H
