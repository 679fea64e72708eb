//===- TuningReport.h - Every evaluated variant, as T4 JSON -----*- C++ -*-===//
//
// `--emit-report PATH` writes the tuning log in the "T4" open autotuning
// results schema (schema_version 1.0.0) that Kernel Tuner, KTT and the BAT
// benchmark suite share, so clopt's runs can be compared and replayed with
// those tools:
//
//   { "schema_version": "1.0.0",
//     "results": [ { "timestamp", "configuration": {"tile.k": 16, ...},
//                    "times": { "compilation_time", "runtimes": [...],
//                               "framework", "search_algorithm",
//                               "validation" },
//                    "invalidity": "correct" | "compile" | "runtime" |
//                                  "correctness" | "timeout" | "constraints",
//                    "correctness": 1 | 0,
//                    "measurements": [ {"name", "value", "unit"} ],
//                    "objectives": ["time"] } ],
//     "clopt": { kernel, device, driver, strategy, seed, ...,
//                "times": {"total", "framework", "search_algorithm",
//                          "validation"},
//                "kernels": [ { "name", "status", "times", "bytes_counted",
//                               "achieved_gb_s",
//                               "not_applicable": [ {"pass", "kind", "reason"} ],
//                               "rejected": [ {"category", "count", "example"} ],
//                               "notes": [...] } ] } }
//
// All times are in milliseconds, as Kernel Tuner records them. The "clopt"
// object is an addition the schema allows (it has no additionalProperties
// restriction); T4 readers ignore it.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNINGRECORDS_TUNINGREPORT_H
#define CLOPT_TUNINGRECORDS_TUNINGREPORT_H

#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Runtime/Support/Status.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace clopt {

/// The T4 invalidity categories.
enum class Invalidity {
  Correct,     ///< built, ran and verified
  Compile,     ///< the variant failed to build
  Runtime,     ///< failed at launch or while running (e.g. out of resources)
  Correctness, ///< ran, but its output differs from the original's
  Timeout,     ///< exceeded the per-run time limit
  Constraints, ///< pruned by a constraint or a device limit; never built
};
/// "correct", "compile", "runtime", "correctness", "timeout", "constraints".
const char *invalidityName(Invalidity I);

/// One named measurement; a number or a text value.
struct ReportMeasurement {
  std::string Name;
  double Number = 0;
  std::string Text;     ///< used instead of Number when IsText
  bool IsText = false;
  std::string Unit;
};

struct ReportResult {
  std::string Timestamp; ///< ISO 8601 UTC (currentUtcDate())
  /// "pass.param" -> value, in the space's order.
  std::vector<std::pair<std::string, int64_t>> Configuration;
  Invalidity Status = Invalidity::Correct;
  std::string Reason; ///< why it was rejected (a "reason" measurement)
  /// The timed runs of the variant (ms); empty when it did not run.
  std::vector<double> RuntimesMs;
  double CompileMs = 0;
  /// Its share of its kernel's phases (ReportTimes): the search batch that
  /// evaluated it, the validation that rejected it, and the framework time
  /// of its kernel, each shared equally among the records of the phase.
  double FrameworkMs = 0;
  double SearchMs = 0;
  double ValidationMs = 0;
  std::vector<ReportMeasurement> Extra; ///< e.g. speedup, max_rel_error
};

/// Wall time of a run, or of one kernel of it, by phase (ms, steady clock):
/// search = the search loop; validation = checking the original, re-timing
/// and re-verifying candidates; framework = the rest (set-up, device query,
/// writing the outputs). Total = the three together.
struct ReportTimes {
  double TotalMs = 0, FrameworkMs = 0, SearchMs = 0, ValidationMs = 0;
};

/// Per kernel: why passes did not apply, how many variants were rejected
/// for which reason, and notes (a kernel left as it is, what the claim was
/// measured over). Written as "clopt": {"kernels": [...]}.
struct ReportKernelSummary {
  struct NotApplicable {
    std::string Pass, Kind, Reason;
  };
  struct Rejections {
    std::string Category; ///< "compile", "runtime", "wrong result", ...
    unsigned Count = 0;
    std::string Example; ///< one reason, as reported for one variant
  };
  std::string Kernel;
  std::string Status; ///< "tuned", "original" or "skipped"
  std::vector<NotApplicable> Passes;
  std::vector<Rejections> Rejected;
  std::vector<std::string> Notes;
  ReportTimes Times;
  /// Bytes of every buffer's extent, each read and/or written once, and
  /// that over the chosen kernel's time; 0 when some extent is unknown.
  uint64_t CountedBytes = 0;
  double AchievedGBs = 0;
};

/// What the report is about; written as the "clopt" object.
struct ReportContext {
  std::string Kernel, Device, Driver, Strategy, SizeClass;
  uint64_t Seed = 0;
  double OriginalMs = 0; ///< median time of the original kernel (0: unknown)
  ReportTimes Times;     ///< of the whole run (every kernel)
  std::vector<ReportKernelSummary> Kernels;
  /// The device as the worker reported it, for the metadata file; empty
  /// Name when the run had no device (e.g. --no-tune).
  DeviceInfo DeviceQuery;
};

class TuningReport {
public:
  static constexpr const char *SchemaVersion = "1.0.0";

  explicit TuningReport(ReportContext C = {}) : Context(std::move(C)) {}
  void add(ReportResult R) { Results.push_back(std::move(R)); }
  const std::vector<ReportResult> &results() const { return Results; }

  /// The JSON text (deterministic for the same results).
  std::string toJson() const;
  /// Writes toJson() to \p Path through a temporary file and a rename, and
  /// metadataJson() beside it (metadataPath(Path)).
  Status write(const std::string &Path) const;

  /// The T4 metadata document: {"schema_version", "metadata": {"hardware",
  /// "environment": {"device_query", "requirements"}}}.
  std::string metadataJson() const;
  /// REPORT.json -> REPORT.metadata.json; another name gets
  /// ".metadata.json" appended.
  static std::string metadataPath(const std::string &ReportPath);

private:
  ReportContext Context;
  std::vector<ReportResult> Results;
};

/// The median of \p V (mean of the middle two for even sizes); 0 when empty.
double median(std::vector<double> V);

} // namespace clopt

#endif // CLOPT_TUNINGRECORDS_TUNINGREPORT_H
