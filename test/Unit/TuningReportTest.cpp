//===- TuningReportTest.cpp - T4 JSON report -------------------------------===//
//
// The report is parsed back with a small strict JSON parser (below) and,
// where python3 is installed, with Python's json module.
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Support/Version.h"
#include "clopt/TuningRecords/TuningReport.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <unistd.h>

using namespace clopt;

namespace {

/// A JSON value, as a strict RFC 8259 parser sees it.
struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } K = Null;
  bool B = false;
  double N = 0;
  std::string S;
  std::vector<Json> A;
  std::vector<std::pair<std::string, Json>> O;

  const Json *get(const std::string &Key) const {
    for (const auto &[Name, V] : O)
      if (Name == Key)
        return &V;
    return nullptr;
  }
};

class Parser {
public:
  explicit Parser(const std::string &T) : T(T) {}

  /// The whole text as one value; nullopt (with Error set) if not JSON.
  std::optional<Json> parse() {
    Json V;
    if (!value(V))
      return std::nullopt;
    ws();
    if (I != T.size())
      return fail("trailing characters");
    return V;
  }
  std::string Error;

private:
  std::nullopt_t fail(const std::string &Why) {
    Error = Why + " at offset " + std::to_string(I);
    return std::nullopt;
  }
  void ws() {
    while (I < T.size() && (T[I] == ' ' || T[I] == '\n' || T[I] == '\r' ||
                            T[I] == '\t'))
      ++I;
  }
  bool lit(const char *L) {
    size_t N = std::strlen(L);
    if (T.compare(I, N, L) != 0)
      return false;
    I += N;
    return true;
  }
  bool value(Json &V) {
    ws();
    if (I >= T.size())
      return (fail("unexpected end"), false);
    char C = T[I];
    if (C == '{')
      return object(V);
    if (C == '[')
      return array(V);
    if (C == '"') {
      V.K = Json::String;
      return string(V.S);
    }
    if (lit("true") || lit("false")) {
      V.K = Json::Bool;
      V.B = T[I - 1] == 'e' && T[I - 2] == 'u';
      return true;
    }
    if (lit("null"))
      return true;
    return number(V);
  }
  bool number(Json &V) {
    size_t Start = I;
    if (T[I] == '-')
      ++I;
    if (I < T.size() && T[I] == '0')
      ++I;
    else if (I < T.size() && T[I] >= '1' && T[I] <= '9')
      while (I < T.size() && isdigit(T[I]))
        ++I;
    else
      return (fail("bad value"), false);
    if (I < T.size() && T[I] == '.') {
      ++I;
      if (I >= T.size() || !isdigit(T[I]))
        return (fail("bad fraction"), false);
      while (I < T.size() && isdigit(T[I]))
        ++I;
    }
    if (I < T.size() && (T[I] == 'e' || T[I] == 'E')) {
      ++I;
      if (I < T.size() && (T[I] == '+' || T[I] == '-'))
        ++I;
      if (I >= T.size() || !isdigit(T[I]))
        return (fail("bad exponent"), false);
      while (I < T.size() && isdigit(T[I]))
        ++I;
    }
    V.K = Json::Number;
    V.N = std::strtod(T.substr(Start, I - Start).c_str(), nullptr);
    return true;
  }
  static void appendUtf8(std::string &S, uint32_t C) {
    if (C < 0x80) {
      S += char(C);
    } else if (C < 0x800) {
      S += char(0xc0 | (C >> 6));
      S += char(0x80 | (C & 0x3f));
    } else if (C < 0x10000) {
      S += char(0xe0 | (C >> 12));
      S += char(0x80 | ((C >> 6) & 0x3f));
      S += char(0x80 | (C & 0x3f));
    } else {
      S += char(0xf0 | (C >> 18));
      S += char(0x80 | ((C >> 12) & 0x3f));
      S += char(0x80 | ((C >> 6) & 0x3f));
      S += char(0x80 | (C & 0x3f));
    }
  }
  bool string(std::string &S) {
    ++I; // opening quote
    while (I < T.size()) {
      unsigned char C = T[I++];
      if (C == '"')
        return true;
      if (C < 0x20)
        return (fail("control character in string"), false);
      if (C != '\\') {
        S += char(C);
        continue;
      }
      if (I >= T.size())
        break;
      char E = T[I++];
      const char *Simple = "\"\\/bfnrt";
      const char *Meaning = "\"\\/\b\f\n\r\t";
      if (const char *P = std::strchr(Simple, E); P && E) {
        S += Meaning[P - Simple];
        continue;
      }
      if (E != 'u' || I + 4 > T.size())
        return (fail("bad escape"), false);
      uint32_t Code = std::stoul(T.substr(I, 4), nullptr, 16);
      I += 4;
      appendUtf8(S, Code);
    }
    return (fail("unterminated string"), false);
  }
  bool array(Json &V) {
    V.K = Json::Array;
    ++I;
    ws();
    if (I < T.size() && T[I] == ']')
      return ++I, true;
    while (true) {
      Json E;
      if (!value(E))
        return false;
      V.A.push_back(std::move(E));
      ws();
      if (I < T.size() && T[I] == ',') {
        ++I;
        continue;
      }
      if (I < T.size() && T[I] == ']')
        return ++I, true;
      return (fail("expected , or ]"), false);
    }
  }
  bool object(Json &V) {
    V.K = Json::Object;
    ++I;
    ws();
    if (I < T.size() && T[I] == '}')
      return ++I, true;
    while (true) {
      ws();
      std::string Key;
      if (I >= T.size() || T[I] != '"' || !string(Key))
        return (fail("expected a key"), false);
      ws();
      if (I >= T.size() || T[I++] != ':')
        return (fail("expected :"), false);
      Json E;
      if (!value(E))
        return false;
      V.O.emplace_back(std::move(Key), std::move(E));
      ws();
      if (I < T.size() && T[I] == ',') {
        ++I;
        continue;
      }
      if (I < T.size() && T[I] == '}')
        return ++I, true;
      return (fail("expected , or }"), false);
    }
  }

  const std::string &T;
  size_t I = 0;
};

Json parseOrFail(const std::string &Text) {
  Parser P(Text);
  std::optional<Json> V = P.parse();
  EXPECT_TRUE(V) << P.Error << "\n" << Text;
  return V ? *V : Json();
}

TuningReport sampleReport() {
  ReportContext C;
  C.Kernel = "matvec";
  C.Device = "pthread-Intel(R) \"Xeon\"\\";
  C.Driver = "3.1+debian";
  C.Strategy = "bayes";
  C.Seed = 7;
  C.OriginalMs = 2.5;
  C.SizeClass = "N=4096";
  TuningReport R(C);

  ReportResult Good;
  Good.Timestamp = "2024-05-01T12:00:00Z";
  Good.Configuration = {{"tile.k", 16}, {"coarsen.x", 4}};
  Good.RuntimesMs = {1.5, 1.25, 1.75, 1.0};
  Good.CompileMs = 120.5;
  Good.ValidationMs = 3;
  Good.Extra.push_back({"speedup", 2.5 / 1.375, "", false, "x"});
  R.add(Good);

  ReportResult Broken;
  Broken.Timestamp = "2024-05-01T12:00:01Z";
  Broken.Configuration = {{"tile.k", 64}, {"coarsen.x", 8}};
  Broken.Status = Invalidity::Compile;
  Broken.Reason = "<source>:3:5: error: use of undeclared identifier 'x'\n\tin "
                  "\x01 kernel \xff";
  R.add(Broken);

  for (Invalidity I : {Invalidity::Runtime, Invalidity::Correctness,
                       Invalidity::Timeout, Invalidity::Constraints}) {
    ReportResult X;
    X.Timestamp = "2024-05-01T12:00:02Z";
    X.Configuration = {{"tile.k", 1}, {"coarsen.x", 1}};
    X.Status = I;
    X.Reason = invalidityName(I);
    R.add(X);
  }
  return R;
}

} // namespace

TEST(TuningReport, ValidT4Json) {
  TuningReport R = sampleReport();
  Json Root = parseOrFail(R.toJson());
  ASSERT_EQ(Root.K, Json::Object);
  ASSERT_TRUE(Root.get("schema_version"));
  EXPECT_EQ(Root.get("schema_version")->S, "1.0.0");
  const Json *Results = Root.get("results");
  ASSERT_TRUE(Results && Results->K == Json::Array);
  ASSERT_EQ(Results->A.size(), 6u);

  const char *Expected[] = {"correct", "compile",     "runtime",
                            "correctness", "timeout", "constraints"};
  for (size_t I = 0; I < Results->A.size(); ++I) {
    const Json &E = Results->A[I];
    // The schema's required fields, with their types.
    for (const char *Field : {"configuration", "times", "invalidity",
                              "correctness", "timestamp", "measurements",
                              "objectives"})
      ASSERT_TRUE(E.get(Field)) << Field;
    EXPECT_EQ(E.get("configuration")->K, Json::Object);
    EXPECT_EQ(E.get("invalidity")->S, Expected[I]);
    EXPECT_EQ(E.get("correctness")->K, Json::Number);
    EXPECT_EQ(E.get("correctness")->N, I == 3 ? 0 : 1);
    const Json *Times = E.get("times");
    for (const char *Field : {"compilation_time", "framework",
                              "search_algorithm", "validation"})
      ASSERT_TRUE(Times->get(Field) && Times->get(Field)->K == Json::Number)
          << Field;
    ASSERT_TRUE(Times->get("runtimes") &&
                Times->get("runtimes")->K == Json::Array);
    EXPECT_EQ(E.get("objectives")->A.at(0).S, "time");
    for (const Json &M : E.get("measurements")->A) {
      ASSERT_TRUE(M.get("name") && M.get("value") && M.get("unit"));
      EXPECT_EQ(M.get("name")->K, Json::String);
    }
  }

  const Json &Good = Results->A[0];
  EXPECT_EQ(Good.get("configuration")->O.size(), 2u);
  EXPECT_EQ(Good.get("configuration")->O[0].first, "tile.k"); // space order
  EXPECT_EQ(Good.get("configuration")->get("tile.k")->N, 16);
  EXPECT_EQ(Good.get("times")->get("runtimes")->A.size(), 4u);
  EXPECT_EQ(Good.get("times")->get("compilation_time")->N, 120.5);
  const Json &Time = Good.get("measurements")->A.at(0);
  EXPECT_EQ(Time.get("name")->S, "time");
  EXPECT_EQ(Time.get("value")->N, 1.375); // median of the runs
  EXPECT_EQ(Time.get("unit")->S, "ms");
  EXPECT_EQ(Good.get("measurements")->A.at(1).get("name")->S, "speedup");

  // The reason survives escaping; the invalid byte became U+FFFD.
  const Json &Reason = Results->A[1].get("measurements")->A.at(0);
  EXPECT_EQ(Reason.get("name")->S, "reason");
  EXPECT_EQ(Reason.get("value")->S,
            "<source>:3:5: error: use of undeclared identifier 'x'\n\tin "
            "\x01 kernel \xef\xbf\xbd");
  EXPECT_TRUE(Results->A[1].get("times")->get("runtimes")->A.empty());

  const Json *Clopt = Root.get("clopt");
  ASSERT_TRUE(Clopt);
  EXPECT_EQ(Clopt->get("device")->S, "pthread-Intel(R) \"Xeon\"\\");
  EXPECT_EQ(Clopt->get("seed")->N, 7);
  EXPECT_EQ(Clopt->get("time_unit")->S, "ms");
}

TEST(TuningReport, PythonReadsTheFile) {
  if (std::system("python3 -c 'import json' >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "python3 not installed";
  const char *Tmp = std::getenv("TMPDIR");
  std::string Path = std::string(Tmp && *Tmp ? Tmp : "/tmp") +
                     "/clopt-report-test-" + std::to_string(getpid()) +
                     ".json";
  ASSERT_TRUE(sampleReport().write(Path).ok());
  std::string Check =
      "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
      "r=d[\"results\"]; assert d[\"schema_version\"]==\"1.0.0\"; "
      "assert [x[\"invalidity\"] for x in r]==[\"correct\",\"compile\","
      "\"runtime\",\"correctness\",\"timeout\",\"constraints\"]; "
      "assert all(k in x for x in r for k in (\"configuration\",\"times\","
      "\"invalidity\",\"correctness\"))' " +
      Path;
  EXPECT_EQ(std::system(Check.c_str()), 0);
  // The T4 metadata file is written beside it.
  std::string Meta = TuningReport::metadataPath(Path);
  std::string CheckMeta =
      "python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); "
      "assert d[\"schema_version\"]==\"1.0.0\"; "
      "e=d[\"metadata\"][\"environment\"]; "
      "assert \"name\" in e[\"device_query\"]; assert \"clopt\" in e[\"requirements\"]' " +
      Meta;
  EXPECT_EQ(std::system(CheckMeta.c_str()), 0);
  std::remove(Path.c_str());
  std::remove(Meta.c_str());
}

TEST(TuningReport, MetadataNamesTheDeviceAndClopt) {
  ReportContext C;
  C.Device = "fallback-name";
  C.DeviceQuery.Name = "pthread-test";
  C.DeviceQuery.Platform = "Portable Computing Language";
  C.DeviceQuery.DriverVersion = "6.0";
  C.DeviceQuery.ComputeUnits = 2;
  Json Root = parseOrFail(TuningReport(C).metadataJson());
  ASSERT_TRUE(Root.get("schema_version"));
  EXPECT_EQ(Root.get("schema_version")->S, "1.0.0");
  const Json *Env = Root.get("metadata")->get("environment");
  ASSERT_TRUE(Env);
  const Json *Query = Env->get("device_query");
  ASSERT_TRUE(Query);
  EXPECT_EQ(Query->get("name")->S, "pthread-test");
  EXPECT_EQ(Query->get("platform")->S, "Portable Computing Language");
  EXPECT_EQ(Query->get("driver_version")->S, "6.0");
  EXPECT_EQ(Query->get("compute_units")->N, 2);
  EXPECT_EQ(Env->get("requirements")->get("clopt")->S, cloptVersion());
  // Without a device query (a --no-tune run), the context's name is used.
  Json NoQuery = parseOrFail(TuningReport(ReportContext{"k", "dev", "drv"}).metadataJson());
  EXPECT_EQ(NoQuery.get("metadata")->get("hardware")->get("device")->S, "dev");

  EXPECT_EQ(TuningReport::metadataPath("out/report.json"), "out/report.metadata.json");
  EXPECT_EQ(TuningReport::metadataPath("report"), "report.metadata.json");
  EXPECT_EQ(TuningReport::metadataPath(".json"), ".json.metadata.json");
}

TEST(TuningReport, Deterministic) {
  EXPECT_EQ(sampleReport().toJson(), sampleReport().toJson());
}

TEST(TuningReport, StringsAndNumbersAsJson) {
  ReportContext C;
  C.Kernel = "a\"b\\c\n\x1f/";
  C.Device = "caf\xc3\xa9 \xe2\x82\xac"; // valid UTF-8: kept
  C.Driver = "\xc3";                     // truncated: U+FFFD
  C.OriginalMs = 0.1;
  TuningReport R(C);
  ReportResult X;
  X.RuntimesMs = {1e-300};
  X.CompileMs = 1.0 / 3;
  X.ValidationMs = INFINITY;
  X.Extra.push_back({"ratio", NAN, "", false, "x"});
  R.add(X);
  std::string Text = R.toJson();
  EXPECT_NE(Text.find("\"kernel\": \"a\\\"b\\\\c\\n\\u001f/\""), std::string::npos)
      << Text;
  EXPECT_NE(Text.find("\"caf\xc3\xa9 \xe2\x82\xac\""), std::string::npos);
  EXPECT_NE(Text.find("\"driver\": \"\xef\xbf\xbd\""), std::string::npos);
  // Shortest exact forms, not 17 digits; NaN and infinity as null.
  EXPECT_NE(Text.find("\"original_time_ms\": 0.1,"), std::string::npos);
  EXPECT_NE(Text.find("1e-300"), std::string::npos);
  EXPECT_NE(Text.find("\"validation\": null"), std::string::npos);
  Json Root = parseOrFail(Text);
  const Json *Times = Root.get("results")->A[0].get("times");
  ASSERT_TRUE(Times && Times->get("compilation_time"));
  EXPECT_EQ(Times->get("compilation_time")->N, 1.0 / 3);
  const Json &Ratio = Root.get("results")->A[0].get("measurements")->A[1];
  EXPECT_EQ(Ratio.get("value")->K, Json::Null);
  EXPECT_EQ(Text.back(), '\n');
}

TEST(TuningReport, EmptyContainers) {
  ReportContext C;
  ReportKernelSummary K;
  K.Kernel = "k";
  C.Kernels.push_back(K);
  std::string Text = TuningReport(C).toJson();
  EXPECT_NE(Text.find("\"results\": [],"), std::string::npos) << Text;
  EXPECT_NE(Text.find("\"not_applicable\": [],"), std::string::npos);
  parseOrFail(Text);
}

TEST(TuningReport, Median) {
  EXPECT_EQ(median({}), 0);
  EXPECT_EQ(median({3}), 3);
  EXPECT_EQ(median({4, 1, 3}), 3);
  EXPECT_EQ(median({4, 1, 3, 2}), 2.5);
}

TEST(TuningReport, KernelSummariesSayWhyNot) {
  ReportContext C;
  C.Kernel = "a,b";
  ReportKernelSummary A;
  A.Kernel = "a";
  A.Status = "tuned";
  A.Passes.push_back({"tile", "no-loop", "kernel has no loop to tile"});
  A.Rejected.push_back({"wrong result", 2, "v3: y[0]: expected 1 got 2"});
  A.Notes.push_back("measured: geometric mean over 2 size points");
  ReportKernelSummary B;
  B.Kernel = "b";
  B.Status = "skipped";
  B.Notes.push_back("left as it is: no problem spec");
  C.Kernels = {A, B};
  TuningReport R(C);
  Json Root = parseOrFail(R.toJson());
  const Json *Clopt = Root.get("clopt");
  ASSERT_TRUE(Clopt);
  const Json *Kernels = Clopt->get("kernels");
  ASSERT_TRUE(Kernels && Kernels->K == Json::Array);
  ASSERT_EQ(Kernels->A.size(), 2u);
  const Json &First = Kernels->A[0];
  EXPECT_EQ(First.get("name")->S, "a");
  EXPECT_EQ(First.get("status")->S, "tuned");
  ASSERT_EQ(First.get("not_applicable")->A.size(), 1u);
  EXPECT_EQ(First.get("not_applicable")->A[0].get("pass")->S, "tile");
  EXPECT_EQ(First.get("not_applicable")->A[0].get("kind")->S, "no-loop");
  ASSERT_EQ(First.get("rejected")->A.size(), 1u);
  EXPECT_EQ(First.get("rejected")->A[0].get("category")->S, "wrong result");
  EXPECT_EQ(First.get("rejected")->A[0].get("count")->N, 2);
  EXPECT_EQ(First.get("notes")->A.size(), 1u);
  EXPECT_EQ(Kernels->A[1].get("status")->S, "skipped");
  EXPECT_EQ(Kernels->A[1].get("rejected")->A.size(), 0u);
}

TEST(TuningReport, PhaseTimesAndCountedBytes) {
  ReportContext C;
  C.Times = {10, 1, 6, 3};
  ReportKernelSummary A;
  A.Kernel = "a";
  A.Status = "tuned";
  A.Times = {10, 1, 6, 3};
  A.CountedBytes = 4096;
  A.AchievedGBs = 2.5;
  ReportKernelSummary B; // a buffer's extent unknown: no count at all
  B.Kernel = "b";
  B.Status = "original";
  C.Kernels = {A, B};
  TuningReport R(C);
  ReportResult X;
  X.SearchMs = 6;
  X.FrameworkMs = 1;
  R.add(X);
  Json Root = parseOrFail(R.toJson());
  const Json *Clopt = Root.get("clopt");
  ASSERT_TRUE(Clopt && Clopt->get("times"));
  const Json &T = *Clopt->get("times");
  EXPECT_EQ(T.get("total")->N, 10);
  EXPECT_EQ(T.get("framework")->N, 1);
  EXPECT_EQ(T.get("search_algorithm")->N, 6);
  EXPECT_EQ(T.get("validation")->N, 3);
  const Json &First = Clopt->get("kernels")->A[0];
  EXPECT_EQ(First.get("times")->get("search_algorithm")->N, 6);
  EXPECT_EQ(First.get("bytes_counted")->N, 4096);
  EXPECT_EQ(First.get("achieved_gb_s")->N, 2.5);
  const Json &Second = Clopt->get("kernels")->A[1];
  EXPECT_FALSE(Second.get("bytes_counted"));
  EXPECT_FALSE(Second.get("achieved_gb_s"));
  const Json &Times = *Root.get("results")->A[0].get("times");
  EXPECT_EQ(Times.get("search_algorithm")->N, 6);
  EXPECT_EQ(Times.get("framework")->N, 1);
  EXPECT_EQ(Times.get("validation")->N, 0);
}
