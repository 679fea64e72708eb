//===- TuningReport.cpp - T4 results JSON ---------------------------------===//

#include "clopt/TuningRecords/TuningReport.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Runtime/Support/CheckedNumber.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

using namespace clopt;
using namespace llvm;

const char *clopt::invalidityName(Invalidity I) {
  switch (I) {
  case Invalidity::Correct:
    return "correct";
  case Invalidity::Compile:
    return "compile";
  case Invalidity::Runtime:
    return "runtime";
  case Invalidity::Correctness:
    return "correctness";
  case Invalidity::Timeout:
    return "timeout";
  case Invalidity::Constraints:
    return "constraints";
  }
  return "runtime";
}

double clopt::median(std::vector<double> V) {
  if (V.empty())
    return 0;
  std::sort(V.begin(), V.end());
  size_t N = V.size();
  return N % 2 ? V[N / 2] : (V[N / 2 - 1] + V[N / 2]) / 2;
}

//===----------------------------------------------------------------------===//
// Writing: llvm::json with the report's two rules for values
//===----------------------------------------------------------------------===//

/// A string as JSON: bytes that are not UTF-8 (a driver's build log may
/// hold any) become U+FFFD, so the file always parses.
static json::Value text(StringRef S) {
  if (json::isUTF8(S))
    return S.str();
  return json::fixUTF8(S);
}

/// A double as JSON: JSON cannot express NaN or infinities, so they are
/// null; finite values in their shortest exact form ("0.1", where
/// llvm::json writes 17 digits).
static void number(json::OStream &J, double V) {
  if (!std::isfinite(V))
    J.value(nullptr);
  else
    J.rawValue(shortestDecimal(V));
}

static void field(json::OStream &J, StringRef Key, StringRef S) {
  J.attribute(Key, text(S));
}
static void field(json::OStream &J, StringRef Key, double V) {
  J.attributeBegin(Key);
  number(J, V);
  J.attributeEnd();
}
static void field(json::OStream &J, StringRef Key, int64_t V) {
  J.attribute(Key, V);
}
static void field(json::OStream &J, StringRef Key, uint64_t V) {
  J.attribute(Key, V);
}

static void writeMeasurement(json::OStream &J, StringRef Name,
                             const std::function<void()> &Value, StringRef Unit) {
  J.object([&] {
    field(J, "name", Name);
    J.attributeBegin("value");
    Value();
    J.attributeEnd();
    field(J, "unit", Unit);
  });
}

static void writeMeasurements(json::OStream &J, const ReportResult &R) {
  if (!R.RuntimesMs.empty())
    writeMeasurement(J, "time", [&] { number(J, median(R.RuntimesMs)); }, "ms");
  if (!R.Reason.empty())
    writeMeasurement(J, "reason", [&] { J.value(text(R.Reason)); }, "");
  for (const ReportMeasurement &M : R.Extra) {
    if (M.IsText)
      writeMeasurement(J, M.Name, [&] { J.value(text(M.Text)); }, M.Unit);
    else
      writeMeasurement(J, M.Name, [&] { number(J, M.Number); }, M.Unit);
  }
}

static void writeResult(json::OStream &J, const ReportResult &R) {
  J.object([&] {
    field(J, "timestamp", R.Timestamp);
    J.attributeObject("configuration", [&] {
      for (const auto &[Name, Value] : R.Configuration)
        field(J, Name, Value);
    });
    J.attributeObject("times", [&] {
      field(J, "compilation_time", R.CompileMs);
      J.attributeArray("runtimes", [&] {
        for (double T : R.RuntimesMs)
          number(J, T);
      });
      field(J, "framework", R.FrameworkMs);
      field(J, "search_algorithm", R.SearchMs);
      field(J, "validation", R.ValidationMs);
    });
    field(J, "invalidity", invalidityName(R.Status));
    // As in Kernel Tuner and KTT: 1 unless the output was checked and wrong.
    J.attribute("correctness", R.Status == Invalidity::Correctness ? 0 : 1);
    J.attributeArray("measurements", [&] { writeMeasurements(J, R); });
    J.attributeArray("objectives", [&] { J.value("time"); });
  });
}

static void writeTimes(json::OStream &J, const ReportTimes &T) {
  J.attributeObject("times", [&] {
    field(J, "total", T.TotalMs);
    field(J, "framework", T.FrameworkMs);
    field(J, "search_algorithm", T.SearchMs);
    field(J, "validation", T.ValidationMs);
  });
}

static void writeKernelSummary(json::OStream &J, const ReportKernelSummary &K) {
  J.object([&] {
    field(J, "name", K.Kernel);
    field(J, "status", K.Status);
    J.attributeArray("not_applicable", [&] {
      for (const ReportKernelSummary::NotApplicable &P : K.Passes)
        J.object([&] {
          field(J, "pass", P.Pass);
          field(J, "kind", P.Kind);
          field(J, "reason", P.Reason);
        });
    });
    J.attributeArray("rejected", [&] {
      for (const ReportKernelSummary::Rejections &R : K.Rejected)
        J.object([&] {
          field(J, "category", R.Category);
          field(J, "count", static_cast<uint64_t>(R.Count));
          field(J, "example", R.Example);
        });
    });
    J.attributeArray("notes", [&] {
      for (const std::string &N : K.Notes)
        J.value(text(N));
    });
    writeTimes(J, K.Times);
    // Only when every buffer's extent is known: no guessed bandwidth.
    if (K.CountedBytes > 0) {
      field(J, "bytes_counted", K.CountedBytes);
      field(J, "achieved_gb_s", K.AchievedGBs);
    }
  });
}

/// Pretty-printed with two-space indentation and a final newline.
static std::string writeDocument(const std::function<void(json::OStream &)> &Body) {
  std::string Out;
  raw_string_ostream OS(Out);
  json::OStream J(OS, 2);
  J.object([&] { Body(J); });
  OS << "\n";
  return Out;
}

std::string TuningReport::toJson() const {
  return writeDocument([&](json::OStream &J) {
    J.attribute("schema_version", text(SchemaVersion));
    J.attributeArray("results", [&] {
      for (const ReportResult &R : Results)
        writeResult(J, R);
    });
    J.attributeObject("clopt", [&] {
      field(J, "version", cloptVersion());
      field(J, "kernel", Context.Kernel);
      field(J, "device", Context.Device);
      field(J, "driver", Context.Driver);
      field(J, "size_class", Context.SizeClass);
      field(J, "strategy", Context.Strategy);
      field(J, "seed", Context.Seed);
      field(J, "original_time_ms", Context.OriginalMs);
      field(J, "time_unit", "ms");
      writeTimes(J, Context.Times);
      J.attributeArray("kernels", [&] {
        for (const ReportKernelSummary &K : Context.Kernels)
          writeKernelSummary(J, K);
      });
    });
  });
}

/// What `clopt devices --format=yaml` shows, as the OpenCL runtime reported it.
static void writeDeviceQuery(json::OStream &J, const ReportContext &C) {
  const DeviceInfo &D = C.DeviceQuery;
  J.attributeObject("device_query", [&] {
    field(J, "platform", D.Platform);
    field(J, "name", D.Name.empty() ? C.Device : D.Name);
    field(J, "driver_version", D.DriverVersion.empty() ? C.Driver : D.DriverVersion);
    field(J, "device_version", D.Version);
    field(J, "compute_units", static_cast<uint64_t>(D.ComputeUnits));
    field(J, "global_mem_bytes", D.GlobalMemBytes);
    field(J, "local_mem_bytes", D.LocalMemBytes);
    field(J, "max_work_group_size", D.MaxWorkGroupSize);
  });
}

std::string TuningReport::metadataJson() const {
  const DeviceInfo &D = Context.DeviceQuery;
  return writeDocument([&](json::OStream &J) {
    J.attribute("schema_version", text(SchemaVersion));
    J.attributeObject("metadata", [&] {
      J.attributeObject("hardware", [&] {
        field(J, "device", D.Name.empty() ? Context.Device : D.Name);
        field(J, "vendor", D.Vendor);
        field(J, "type", D.Type);
      });
      J.attributeObject("environment", [&] {
        writeDeviceQuery(J, Context);
        J.attributeObject("requirements",
                          [&] { field(J, "clopt", cloptVersion()); });
      });
    });
  });
}

std::string TuningReport::metadataPath(const std::string &ReportPath) {
  const std::string Ext = ".json";
  if (ReportPath.size() > Ext.size() &&
      ReportPath.compare(ReportPath.size() - Ext.size(), Ext.size(), Ext) == 0)
    return ReportPath.substr(0, ReportPath.size() - Ext.size()) + ".metadata.json";
  return ReportPath + ".metadata.json";
}

Status TuningReport::write(const std::string &Path) const {
  if (Status S = writeFileSafely(Path, toJson()); !S.ok())
    return S;
  return writeFileSafely(metadataPath(Path), metadataJson());
}
