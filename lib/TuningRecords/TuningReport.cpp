//===- TuningReport.cpp - T4 results JSON ---------------------------------===//

#include "clopt/TuningRecords/TuningReport.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/TuningRecords/JsonWriter.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

using namespace clopt;

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

static void writeMeasurement(JsonWriter &J, const std::string &Name,
                             double Value, const std::string &Unit) {
  J.beginObject();
  J.key("name");
  J.value(Name);
  J.key("value");
  J.value(Value);
  J.key("unit");
  J.value(Unit);
  J.endObject();
}

static void writeResult(JsonWriter &J, const ReportResult &R) {
  J.beginObject();
  J.key("timestamp");
  J.value(R.Timestamp);
  J.key("configuration");
  J.beginObject();
  for (const auto &[Name, Value] : R.Configuration) {
    J.key(Name);
    J.value(Value);
  }
  J.endObject();
  J.key("times");
  J.beginObject();
  J.key("compilation_time");
  J.value(R.CompileMs);
  J.key("runtimes");
  J.beginArray();
  for (double T : R.RuntimesMs)
    J.value(T);
  J.endArray();
  J.key("framework");
  J.value(R.FrameworkMs);
  J.key("search_algorithm");
  J.value(R.SearchMs);
  J.key("validation");
  J.value(R.ValidationMs);
  J.endObject();
  J.key("invalidity");
  J.value(invalidityName(R.Status));
  // As in Kernel Tuner and KTT: 1 unless the output was checked and wrong.
  J.key("correctness");
  J.value(R.Status == Invalidity::Correctness ? 0 : 1);
  J.key("measurements");
  J.beginArray();
  if (!R.RuntimesMs.empty())
    writeMeasurement(J, "time", median(R.RuntimesMs), "ms");
  if (!R.Reason.empty()) {
    J.beginObject();
    J.key("name");
    J.value("reason");
    J.key("value");
    J.value(R.Reason);
    J.key("unit");
    J.value("");
    J.endObject();
  }
  for (const ReportMeasurement &M : R.Extra) {
    if (!M.IsText) {
      writeMeasurement(J, M.Name, M.Number, M.Unit);
      continue;
    }
    J.beginObject();
    J.key("name");
    J.value(M.Name);
    J.key("value");
    J.value(M.Text);
    J.key("unit");
    J.value(M.Unit);
    J.endObject();
  }
  J.endArray();
  J.key("objectives");
  J.beginArray();
  J.value("time");
  J.endArray();
  J.endObject();
}

static void writeTimes(JsonWriter &J, const ReportTimes &T) {
  J.key("times");
  J.beginObject();
  J.key("total");
  J.value(T.TotalMs);
  J.key("framework");
  J.value(T.FrameworkMs);
  J.key("search_algorithm");
  J.value(T.SearchMs);
  J.key("validation");
  J.value(T.ValidationMs);
  J.endObject();
}

static void writeKernelSummary(JsonWriter &J, const ReportKernelSummary &K) {
  J.beginObject();
  J.key("name");
  J.value(K.Kernel);
  J.key("status");
  J.value(K.Status);
  J.key("not_applicable");
  J.beginArray();
  for (const ReportKernelSummary::NotApplicable &P : K.Passes) {
    J.beginObject();
    J.key("pass");
    J.value(P.Pass);
    J.key("kind");
    J.value(P.Kind);
    J.key("reason");
    J.value(P.Reason);
    J.endObject();
  }
  J.endArray();
  J.key("rejected");
  J.beginArray();
  for (const ReportKernelSummary::Rejections &R : K.Rejected) {
    J.beginObject();
    J.key("category");
    J.value(R.Category);
    J.key("count");
    J.value(R.Count);
    J.key("example");
    J.value(R.Example);
    J.endObject();
  }
  J.endArray();
  J.key("notes");
  J.beginArray();
  for (const std::string &N : K.Notes)
    J.value(N);
  J.endArray();
  writeTimes(J, K.Times);
  // Only when every buffer's extent is known: no guessed bandwidth.
  if (K.CountedBytes > 0) {
    J.key("bytes_counted");
    J.value(K.CountedBytes);
    J.key("achieved_gb_s");
    J.value(K.AchievedGBs);
  }
  J.endObject();
}

std::string TuningReport::toJson() const {
  std::string Out;
  JsonWriter J(Out);
  J.beginObject();
  J.key("schema_version");
  J.value(SchemaVersion);
  J.key("results");
  J.beginArray();
  for (const ReportResult &R : Results)
    writeResult(J, R);
  J.endArray();
  J.key("clopt");
  J.beginObject();
  J.key("version");
  J.value(cloptVersion());
  J.key("kernel");
  J.value(Context.Kernel);
  J.key("device");
  J.value(Context.Device);
  J.key("driver");
  J.value(Context.Driver);
  J.key("size_class");
  J.value(Context.SizeClass);
  J.key("strategy");
  J.value(Context.Strategy);
  J.key("seed");
  J.value(Context.Seed);
  J.key("original_time_ms");
  J.value(Context.OriginalMs);
  J.key("time_unit");
  J.value("ms");
  writeTimes(J, Context.Times);
  J.key("kernels");
  J.beginArray();
  for (const ReportKernelSummary &K : Context.Kernels)
    writeKernelSummary(J, K);
  J.endArray();
  J.endObject();
  J.endObject();
  return Out;
}

std::string TuningReport::metadataJson() const {
  const DeviceInfo &D = Context.DeviceQuery;
  std::string Out;
  JsonWriter J(Out);
  J.beginObject();
  J.key("schema_version");
  J.value(SchemaVersion);
  J.key("metadata");
  J.beginObject();
  J.key("hardware");
  J.beginObject();
  J.key("device");
  J.value(D.Name.empty() ? Context.Device : D.Name);
  J.key("vendor");
  J.value(D.Vendor);
  J.key("type");
  J.value(D.Type);
  J.endObject();
  J.key("environment");
  J.beginObject();
  // What `clopt devices --format=yaml` shows, as the OpenCL runtime reported it.
  J.key("device_query");
  J.beginObject();
  J.key("platform");
  J.value(D.Platform);
  J.key("name");
  J.value(D.Name.empty() ? Context.Device : D.Name);
  J.key("driver_version");
  J.value(D.DriverVersion.empty() ? Context.Driver : D.DriverVersion);
  J.key("device_version");
  J.value(D.Version);
  J.key("compute_units");
  J.value(static_cast<uint64_t>(D.ComputeUnits));
  J.key("global_mem_bytes");
  J.value(D.GlobalMemBytes);
  J.key("local_mem_bytes");
  J.value(D.LocalMemBytes);
  J.key("max_work_group_size");
  J.value(D.MaxWorkGroupSize);
  J.endObject();
  J.key("requirements");
  J.beginObject();
  J.key("clopt");
  J.value(cloptVersion());
  J.endObject();
  J.endObject();
  J.endObject();
  J.endObject();
  return Out;
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
