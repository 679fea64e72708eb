//===- TuningDatabase.cpp - YAML tuning database --------------------------===//
//
// The only user of yaml-cpp in the database: every exception is caught in
// this file and becomes an error Status.
//
//===----------------------------------------------------------------------===//

#include "clopt/TuningRecords/TuningDatabase.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "YamlSupport.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <tuple>
#include <unistd.h>

using namespace clopt;

//===----------------------------------------------------------------------===//
// Keys, records, size classes
//===----------------------------------------------------------------------===//

bool TuningKey::operator<(const TuningKey &O) const {
  return std::tie(Device, Driver, Kernel, SourceHash, SizeClass) <
         std::tie(O.Device, O.Driver, O.Kernel, O.SourceHash, O.SizeClass);
}

bool TuningRecord::operator==(const TuningRecord &O) const {
  return Params == O.Params && Geometry == O.Geometry &&
         BestSeconds == O.BestSeconds && OriginalSeconds == O.OriginalSeconds &&
         Speedup == O.Speedup && Repetitions == O.Repetitions &&
         SpeedupBound == O.SpeedupBound && BoundConfidence == O.BoundConfidence &&
         RetimeRounds == O.RetimeRounds &&
         Status == O.Status && Strategy == O.Strategy && Seed == O.Seed &&
         Evaluations == O.Evaluations && CloptVersion == O.CloptVersion &&
         Date == O.Date && MeasuredAt == O.MeasuredAt && MinSpeedup == O.MinSpeedup;
}

uint64_t clopt::sizeBucket(uint64_t V) {
  if (V == 0)
    return 0;
  int K = 63;
  while (!(V >> K))
    --K;
  uint64_t P = uint64_t(1) << K;
  // V >= P * sqrt(2)  <=>  V^2 >= 2 P^2 (exact in 128 bits).
  unsigned __int128 V2 = static_cast<unsigned __int128>(V) * V;
  unsigned __int128 P2 = static_cast<unsigned __int128>(P) * P * 2;
  if (V2 >= P2 && K < 63)
    return P << 1;
  return P;
}

std::string
clopt::sizeClass(std::vector<std::pair<std::string, uint64_t>> Sizes) {
  std::sort(Sizes.begin(), Sizes.end());
  std::string Out;
  for (const auto &[Name, Value] : Sizes) {
    if (!Out.empty())
      Out += ",";
    Out += Name + "=" + std::to_string(sizeBucket(Value));
  }
  return Out;
}

bool clopt::isKnownStatus(const std::string &Status) {
  return Status == "tuned" || Status == "original";
}

std::string clopt::currentUtcDate() {
  std::time_t Now = std::time(nullptr);
  std::tm Tm;
  gmtime_r(&Now, &Tm);
  char Buf[32];
  std::strftime(Buf, sizeof Buf, "%Y-%m-%dT%H:%M:%SZ", &Tm);
  return Buf;
}

//===----------------------------------------------------------------------===//
// The database in memory
//===----------------------------------------------------------------------===//

std::string TuningDatabase::defaultPath() {
  const char *Xdg = std::getenv("XDG_CACHE_HOME");
  if (Xdg && Xdg[0] == '/')
    return std::string(Xdg) + "/clopt/tuning.yaml";
  const char *Home = std::getenv("HOME");
  if (Home && Home[0] == '/')
    return std::string(Home) + "/.cache/clopt/tuning.yaml";
  return "";
}

void clopt::sortNewestFirst(std::vector<const TuningEntry *> &Entries) {
  std::stable_sort(Entries.begin(), Entries.end(),
                   [](const TuningEntry *A, const TuningEntry *B) {
                     return A->Record.Date > B->Record.Date;
                   });
}

static bool keyLess(const TuningEntry &A, const TuningKey &K) { return A.Key < K; }

void TuningDatabase::put(TuningEntry E, const SupersedesFn &Supersedes) {
  // Indices: erasing invalidates the iterators after the erased entry.
  size_t First = std::lower_bound(Entries.begin(), Entries.end(), E.Key, keyLess) -
                 Entries.begin();
  size_t Last = First;
  for (size_t I = First; I < Entries.size() && Entries[I].Key == E.Key;) {
    if (Supersedes && !Supersedes(Entries[I])) {
      Last = ++I;
      continue;
    }
    Entries.erase(Entries.begin() + static_cast<std::ptrdiff_t>(I));
  }
  Entries.insert(Entries.begin() + static_cast<std::ptrdiff_t>(First), std::move(E));
  ++Last;
  // Past the cap, the oldest go (by date: a file edited by hand may hold
  // them in any order; of equal dates, the one furthest back).
  while (Last - First > MaxEntriesPerKey) {
    size_t Oldest = Last - 1;
    for (size_t I = Last - 1; I > First + 1; --I)
      if (Entries[I - 1].Record.Date < Entries[Oldest].Record.Date)
        Oldest = I - 1;
    Entries.erase(Entries.begin() + static_cast<std::ptrdiff_t>(Oldest));
    --Last;
  }
}

void TuningDatabase::append(TuningEntry E) {
  auto It = std::lower_bound(Entries.begin(), Entries.end(), E.Key, keyLess);
  while (It != Entries.end() && It->Key == E.Key)
    ++It;
  Entries.insert(It, std::move(E));
}

bool TuningDatabase::erase(const TuningKey &Key) {
  auto Removed = std::remove_if(Entries.begin(), Entries.end(),
                                [&](const TuningEntry &E) { return E.Key == Key; });
  bool Any = Removed != Entries.end();
  Entries.erase(Removed, Entries.end());
  return Any;
}

std::vector<LookupResult> TuningDatabase::candidates(const TuningKey &Key) const {
  std::vector<LookupResult> Exact;
  std::vector<const TuningEntry *> OtherDrivers;
  std::vector<const TuningEntry *> Same;
  for (const TuningEntry &E : Entries) {
    if (E.Key == Key)
      Same.push_back(&E);
    else if (E.Key.sameButDriver(Key))
      OtherDrivers.push_back(&E);
  }
  // The newest first, as --no-tune without a device orders them (a file
  // edited by hand may hold them in any order).
  sortNewestFirst(Same);
  for (const TuningEntry *E : Same)
    Exact.push_back(LookupResult{E, LookupMatch::Exact, "exact match"});
  // The most recent result on another driver first; dates are ISO 8601, so
  // they compare as strings. Ties go to the larger driver string.
  std::stable_sort(OtherDrivers.begin(), OtherDrivers.end(),
                   [](const TuningEntry *A, const TuningEntry *B) {
                     return std::tie(A->Record.Date, A->Key.Driver) >
                            std::tie(B->Record.Date, B->Key.Driver);
                   });
  for (const TuningEntry *E : OtherDrivers)
    Exact.push_back(LookupResult{E, LookupMatch::OtherDriver,
                                 "fallback: tuned with driver '" + E->Key.Driver +
                                     "', current driver '" + Key.Driver + "'"});
  return Exact;
}

std::optional<LookupResult> TuningDatabase::lookup(const TuningKey &Key) const {
  std::vector<LookupResult> All = candidates(Key);
  if (All.empty())
    return std::nullopt;
  return All.front();
}

//===----------------------------------------------------------------------===//
// YAML
//===----------------------------------------------------------------------===//

/// A kernel timed at 0 (its start and end stamped in one tick of the
/// device's profiling timer) is written as 1 ns, the timestamps' unit: the
/// reader takes only times above 0, and one entry it refuses makes the
/// whole file unreadable.
static double recordedTime(double Seconds) { return std::max(Seconds, 1e-9); }

std::string TuningDatabase::serialize() const {
  YAML::Emitter Out;
  Out << YAML::Comment("clopt tuning database: see docs/tuning-database.md")
      << YAML::BeginMap;
  Out << YAML::Key << "schema" << YAML::Value << SchemaName;
  Out << YAML::Key << "version" << YAML::Value << SchemaVersion;
  Out << YAML::Key << "entries" << YAML::Value << YAML::BeginSeq;
  for (const TuningEntry &E : Entries) {
    const TuningKey &K = E.Key;
    const TuningRecord &R = E.Record;
    Out << YAML::BeginMap;
    Out << YAML::Key << "key" << YAML::Value << YAML::BeginMap;
    Out << YAML::Key << "device" << YAML::Value << YAML::DoubleQuoted << K.Device;
    Out << YAML::Key << "driver" << YAML::Value << YAML::DoubleQuoted << K.Driver;
    Out << YAML::Key << "kernel" << YAML::Value << YAML::DoubleQuoted << K.Kernel;
    Out << YAML::Key << "source_hash" << YAML::Value << K.SourceHash;
    Out << YAML::Key << "size_class" << YAML::Value << K.SizeClass;
    Out << YAML::EndMap;
    Out << YAML::Key << "parameters" << YAML::Value << YAML::BeginMap;
    for (const auto &[Name, Value] : R.Params)
      Out << YAML::Key << Name << YAML::Value << Value;
    Out << YAML::EndMap;
    Out << YAML::Key << "geometry" << YAML::Value << YAML::BeginMap;
    Out << YAML::Key << "work_dim" << YAML::Value << R.Geometry.WorkDim;
    Out << YAML::Key << "dims" << YAML::Value << YAML::BeginSeq;
    for (unsigned D = 0; D < R.Geometry.WorkDim && D < 3; ++D) {
      const DimGeometry &G = R.Geometry.Dims[D];
      Out << YAML::Flow << YAML::BeginMap;
      Out << YAML::Key << "divisor" << YAML::Value << G.Divisor;
      Out << YAML::Key << "multiplier" << YAML::Value << G.Multiplier;
      Out << YAML::Key << "local" << YAML::Value << G.Local;
      Out << YAML::Key << "required_multiple" << YAML::Value
          << G.RequiredMultiple;
      Out << YAML::EndMap;
    }
    Out << YAML::EndSeq;
    if (!R.Geometry.Conditions.empty()) {
      Out << YAML::Key << "conditions" << YAML::Value << YAML::Flow
          << YAML::BeginSeq;
      for (const std::string &C : R.Geometry.Conditions)
        Out << YAML::DoubleQuoted << C;
      Out << YAML::EndSeq;
    }
    Out << YAML::EndMap;
    Out << YAML::Key << "best_time_s" << YAML::Value
        << yamlDecimal(recordedTime(R.BestSeconds));
    Out << YAML::Key << "original_time_s" << YAML::Value
        << yamlDecimal(recordedTime(R.OriginalSeconds));
    Out << YAML::Key << "speedup" << YAML::Value << yamlDecimal(R.Speedup);
    Out << YAML::Key << "repetitions" << YAML::Value << R.Repetitions;
    if (R.RetimeRounds) {
      Out << YAML::Key << "speedup_bound" << YAML::Value << yamlDecimal(R.SpeedupBound);
      Out << YAML::Key << "bound_confidence" << YAML::Value
          << yamlDecimal(R.BoundConfidence);
      Out << YAML::Key << "retime_rounds" << YAML::Value << R.RetimeRounds;
    }
    Out << YAML::Key << "status" << YAML::Value << R.Status;
    Out << YAML::Key << "strategy" << YAML::Value << R.Strategy;
    Out << YAML::Key << "seed" << YAML::Value << R.Seed;
    Out << YAML::Key << "evaluations" << YAML::Value << R.Evaluations;
    Out << YAML::Key << "clopt_version" << YAML::Value << YAML::DoubleQuoted << R.CloptVersion;
    Out << YAML::Key << "date" << YAML::Value << R.Date;
    if (!R.MeasuredAt.empty())
      Out << YAML::Key << "measured_at" << YAML::Value << YAML::DoubleQuoted
          << R.MeasuredAt;
    if (R.MinSpeedup >= 0)
      Out << YAML::Key << "min_speedup" << YAML::Value << yamlDecimal(R.MinSpeedup);
    Out << YAML::EndMap;
  }
  Out << YAML::EndSeq << YAML::EndMap;
  return std::string(Out.c_str()) + "\n";
}

/// C0 controls and DEL, and the C1 controls U+0080..U+009F as UTF-8 encodes
/// them (0xC2 0x80..0x9F): a terminal or editor may act on any of them.
static bool hasControlCharacter(const std::string &S) {
  for (size_t I = 0; I < S.size(); ++I) {
    unsigned char C = static_cast<unsigned char>(S[I]);
    if (C < 0x20 || C == 0x7f)
      return true;
    if (C == 0xc2 && I + 1 < S.size() && static_cast<unsigned char>(S[I + 1]) >= 0x80 &&
        static_cast<unsigned char>(S[I + 1]) <= 0x9f)
      return true;
  }
  return false;
}

/// Days in month Mo (1-12) of year Y, by the Gregorian calendar.
static unsigned daysInMonth(unsigned Y, unsigned Mo) {
  static const unsigned Days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  bool Leap = (Y % 4 == 0 && Y % 100 != 0) || Y % 400 == 0;
  return Mo == 2 && Leap ? 29 : Days[Mo - 1];
}

namespace {
/// A schema violation, thrown and caught inside this file only.
struct SchemaError {
  YAML::Mark Where;
  std::string Message;
};

/// Reads fields of one YAML map, naming what is missing or mistyped.
class FieldReader {
public:
  FieldReader(YAML::Node Map, std::string Context)
      : Map(Map), Context(std::move(Context)) {
    if (!Map.IsMap())
      throw SchemaError{Map.Mark(), this->Context + " is not a map"};
  }

  YAML::Node node(const char *Name) const {
    YAML::Node N = Map[Name];
    if (!N.IsDefined() || N.IsNull())
      throw SchemaError{Map.Mark(),
                        Context + ": missing '" + std::string(Name) + "'"};
    return N;
  }

  template <typename T> T get(const char *Name) const {
    YAML::Node N = node(Name);
    T V;
    if (!N.IsScalar() || !YAML::convert<T>::decode(N, V))
      throw SchemaError{N.Mark(), Context + ": '" + std::string(Name) +
                                      "' has the wrong type"};
    return V;
  }

  /// Strings are read verbatim, whatever they look like, but on one line:
  /// they are printed into OUT.cl's header comment and the run's messages.
  std::string str(const char *Name) const {
    YAML::Node N = node(Name);
    if (!N.IsScalar())
      throw SchemaError{N.Mark(),
                        Context + ": '" + std::string(Name) + "' is not text"};
    if (hasControlCharacter(N.Scalar()))
      throw SchemaError{N.Mark(), Context + ": '" + std::string(Name) +
                                      "' holds a control character"};
    return N.Scalar();
  }

  /// A number in [Low, High], never NaN or infinite: times, speedups and
  /// confidences are printed as claims.
  double number(const char *Name, double Low, double High) const {
    double V = get<double>(Name);
    if (!(V >= Low && V <= High))
      throw SchemaError{node(Name).Mark(),
                        Context + ": '" + std::string(Name) + "' is out of range"};
    return V;
  }

  /// A number in (0, High]: a time of 0 printed "2.43x faster (7.583 ms vs
  /// 0 ms)", and no kernel runs in no time.
  double positive(const char *Name, double High) const {
    double V = number(Name, 0, High);
    if (V == 0)
      throw SchemaError{node(Name).Mark(),
                        Context + ": '" + std::string(Name) + "' is out of range"};
    return V;
  }

  /// An ISO 8601 UTC date as currentUtcDate() writes it: entries are
  /// ordered by it, and a malformed one would sort as the newest.
  std::string date(const char *Name) const {
    std::string D = str(Name);
    unsigned Y, Mo, Day, H, Mi, S;
    char Z = 0;
    int Used = 0;
    bool Valid = D.size() == 20 &&
                 std::sscanf(D.c_str(), "%4u-%2u-%2uT%2u:%2u:%2u%c%n", &Y, &Mo, &Day, &H,
                             &Mi, &S, &Z, &Used) == 7 &&
                 Used == 20 && Z == 'Z' && Mo >= 1 && Mo <= 12 && Day >= 1 &&
                 Day <= daysInMonth(Y, Mo) && H <= 23 && Mi <= 59 && S <= 60;
    if (!Valid)
      throw SchemaError{node(Name).Mark(), Context + ": '" + std::string(Name) +
                                               "' is not a date such as "
                                               "2026-01-31T12:00:00Z"};
    return D;
  }

private:
  const YAML::Node Map; // const: lookups must not add keys
  std::string Context;
};
} // namespace

static LaunchGeometry readGeometry(const YAML::Node &N,
                                   const std::string &Context) {
  FieldReader F(N, Context);
  LaunchGeometry G;
  G.WorkDim = F.get<unsigned>("work_dim");
  YAML::Node Dims = F.node("dims");
  if (G.WorkDim < 1 || G.WorkDim > 3 || !Dims.IsSequence() ||
      Dims.size() != G.WorkDim)
    throw SchemaError{N.Mark(), Context + ": 'dims' must list work_dim (1-3) "
                                          "dimensions"};
  for (unsigned D = 0; D < G.WorkDim; ++D) {
    FieldReader DF(Dims[D], Context + " dimension " + std::to_string(D));
    DimGeometry &DG = G.Dims[D];
    DG.Divisor = DF.get<uint64_t>("divisor");
    DG.Multiplier = DF.get<uint64_t>("multiplier");
    DG.Local = DF.get<uint64_t>("local");
    DG.RequiredMultiple = DF.get<uint64_t>("required_multiple");
  }
  if (std::string Why = G.checkValues(); !Why.empty())
    throw SchemaError{Dims.Mark(), Context + ": " + Why};
  // Optional: entries written before conditions existed have none.
  if (YAML::Node C = N["conditions"]) {
    if (!C.IsSequence())
      throw SchemaError{C.Mark(), Context + ": 'conditions' must be a list"};
    for (const YAML::Node &E : C)
      G.Conditions.push_back(E.as<std::string>());
  }
  return G;
}

static TuningEntry readEntry(const YAML::Node &N, size_t Index) {
  std::string Context = "entry " + std::to_string(Index + 1);
  FieldReader F(N, Context);
  TuningEntry E;
  FieldReader K(F.node("key"), Context + " key");
  E.Key = {K.str("device"), K.str("driver"), K.str("kernel"),
           K.str("source_hash"), K.str("size_class")};
  TuningRecord &R = E.Record;
  YAML::Node Params = F.node("parameters");
  if (!Params.IsMap())
    throw SchemaError{Params.Mark(), Context + ": 'parameters' is not a map"};
  FieldReader P(Params, Context + " parameters");
  // A tuned entry names the passes of its variant: with none, it would be
  // the original kernel printed under the entry's speedup.
  if (Params.size() == 0 && N["status"].IsScalar() && N["status"].Scalar() == "tuned")
    throw SchemaError{Params.Mark(), Context + ": status 'tuned' with no parameters"};
  for (const auto &KV : Params) {
    std::string Name = KV.first.Scalar();
    R.Params.emplace_back(Name, P.get<int64_t>(Name.c_str()));
  }
  R.Geometry = readGeometry(F.node("geometry"), Context + " geometry");
  const double Huge = TuningDatabase::MaxRecordedValue;
  R.BestSeconds = F.positive("best_time_s", Huge);
  R.OriginalSeconds = F.positive("original_time_s", Huge);
  R.Speedup = F.number("speedup", 0, Huge);
  R.Repetitions = F.get<uint64_t>("repetitions");
  // Optional, all three or none: entries written before them have none.
  if (N["retime_rounds"] || N["speedup_bound"] || N["bound_confidence"]) {
    R.SpeedupBound = F.number("speedup_bound", 0, Huge);
    R.BoundConfidence = F.number("bound_confidence", 0, 1);
    R.RetimeRounds = F.get<uint64_t>("retime_rounds");
  }
  R.Status = F.str("status");
  R.Strategy = F.str("strategy");
  R.Seed = F.get<uint64_t>("seed");
  R.Evaluations = F.get<uint64_t>("evaluations");
  R.CloptVersion = F.str("clopt_version");
  R.Date = F.date("date");
  // Optional: entries written before it have none.
  if (N["measured_at"])
    R.MeasuredAt = F.str("measured_at");
  // Optional: entries written before it have none.
  if (N["min_speedup"])
    R.MinSpeedup = F.number("min_speedup", 0, TuningDatabase::MaxRecordedValue);
  return E;
}

static std::string at(const std::string &Path, const YAML::Mark &M) {
  if (M.is_null())
    return Path;
  return Path + ":" + std::to_string(M.line + 1) + ":" +
         std::to_string(M.column + 1);
}

StatusOr<TuningDatabase> TuningDatabase::parse(const std::string &Text,
                                               const std::string &Path) {
  if (Text.find_first_not_of(" \t\r\n") == std::string::npos)
    return TuningDatabase();
  try {
    YAML::Node Root = YAML::Load(Text);
    YAML::Node Schema = Root.IsMap() ? Root["schema"] : YAML::Node();
    if (!Schema.IsDefined() || !Schema.IsScalar() ||
        Schema.Scalar() != SchemaName)
      return Status::error(Path +
                           ": not a clopt tuning database (expected 'schema: " +
                           SchemaName + "')");
    YAML::Node Version = Root["version"];
    int V = 0;
    if (!Version.IsDefined() || !Version.IsScalar() ||
        !YAML::convert<int>::decode(Version, V))
      return Status::error(Path + ": tuning database has no valid 'version'");
    if (V != SchemaVersion)
      return Status::error(Path + ": tuning database version " +
                           Version.Scalar() +
                           " is not supported (this clopt reads version " +
                           std::to_string(SchemaVersion) + ")");
    // yaml-cpp keeps one value of a key given twice, silently.
    try {
      yaml::rejectDuplicateKeys(Root);
    } catch (const yaml::FieldError &E) {
      return Status::error(Path + ": " + E.Message);
    }
    // clopt writes the file back with what it understood: a top-level key
    // it does not know (a misspelt `Entries:`) would be dropped with all it
    // holds.
    for (const auto &KV : Root) {
      std::string Key = KV.first.IsScalar() ? KV.first.Scalar() : "";
      if (Key != "schema" && Key != "version" && Key != "entries")
        return Status::error(at(Path, KV.first.Mark()) + ": unknown top-level key '" +
                             Key + "' (a tuning database has 'schema', 'version' "
                             "and 'entries'); clopt would drop it when it writes "
                             "the file, so it reads none of it");
    }
    TuningDatabase DB;
    YAML::Node Entries = Root["entries"];
    if (!Entries.IsDefined() || Entries.IsNull())
      return DB;
    if (!Entries.IsSequence())
      return Status::error(at(Path, Entries.Mark()) +
                           ": 'entries' is not a list");
    for (size_t I = 0; I < Entries.size(); ++I) {
      TuningEntry E = readEntry(Entries[I], I);
      E.Line = Entries[I].Mark().is_null() ? 0 : Entries[I].Mark().line + 1;
      DB.append(std::move(E));
    }
    return DB;
  } catch (const SchemaError &E) {
    return Status::error(at(Path, E.Where) + ": " + E.Message);
  } catch (const YAML::Exception &E) {
    return Status::error(at(Path, E.mark) +
                         ": malformed tuning database: " + E.msg);
  }
}

StatusOr<TuningDatabase> TuningDatabase::load(const std::string &Path) {
  struct stat St;
  if (stat(Path.c_str(), &St) != 0 && errno == ENOENT)
    return TuningDatabase();
  // Opened, a directory reads as an empty database: every lookup of
  // `--no-tune --db DIR` said "no entry".
  if (S_ISDIR(St.st_mode))
    return Status::error(Path + ": is a directory, not a tuning database file");
  if (Status S = checkReadableFile(Path); !S.ok())
    return S;
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(
        Path + ": cannot read tuning database: " + std::strerror(errno));
  std::ostringstream Text;
  Text << In.rdbuf();
  if (In.bad())
    return Status::error(Path + ": cannot read tuning database");
  return parse(Text.str(), Path);
}

//===----------------------------------------------------------------------===//
// Locked, atomic update
//===----------------------------------------------------------------------===//

static std::string dirName(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  if (Slash == std::string::npos)
    return ".";
  return Slash == 0 ? "/" : Path.substr(0, Slash);
}

static Status makeDirs(const std::string &Dir) {
  struct stat St;
  if (stat(Dir.c_str(), &St) == 0)
    return S_ISDIR(St.st_mode) ? Status::success()
                               : Status::error(Dir + ": not a directory");
  std::string Parent = dirName(Dir);
  if (Parent != Dir) {
    Status S = makeDirs(Parent);
    if (!S.ok())
      return S;
  }
  if (mkdir(Dir.c_str(), 0755) != 0 && errno != EEXIST)
    return Status::error(Dir +
                         ": cannot create directory: " + std::strerror(errno));
  return Status::success();
}

namespace {
/// An exclusive flock held for the object's lifetime.
class FileLock {
public:
  FileLock(const std::string &Path, LockWait *Wait) {
    StatusOr<int> Opened = openLockFile(Path);
    if (!Opened.ok()) {
      Error = Opened.message();
      return;
    }
    Fd = *Opened;
    Error = Wait ? pollFor(Path, *Wait) : blockFor(Path);
  }
  ~FileLock() {
    if (Fd >= 0)
      close(Fd); // releases the lock
  }
  FileLock(const FileLock &) = delete;
  FileLock &operator=(const FileLock &) = delete;
  std::string Error;

private:
  int Fd = -1;

  std::string blockFor(const std::string &Path) {
    while (flock(Fd, LOCK_EX) != 0)
      if (errno != EINTR)
        return Path + ": cannot lock: " + std::strerror(errno);
    return "";
  }

  /// A blocking flock waits for as long as the other process holds the
  /// lock: an interrupt only sets a flag, and flock is resumed after it.
  /// Try without blocking instead, and look at Wait.Stop between tries.
  std::string pollFor(const std::string &Path, LockWait &Wait) {
    bool Announced = false;
    while (flock(Fd, LOCK_EX | LOCK_NB) != 0) {
      if (errno == EINTR)
        continue;
      if (errno != EWOULDBLOCK)
        return Path + ": cannot lock: " + std::strerror(errno);
      if (!Announced && Wait.OnWait)
        Wait.OnWait(Path);
      Announced = true;
      if (Wait.Stop && Wait.Stop->load()) {
        Wait.Interrupted = true;
        return Path + ": interrupted while waiting for the lock";
      }
      usleep(50 * 1000);
    }
    return "";
  }
};
} // namespace

static Status noPathError() {
  return Status::error("no tuning database path (set HOME or XDG_CACHE_HOME, or "
                       "give --db PATH)");
}

Status TuningDatabase::checkStorable(const std::string &Path) {
  if (Path.empty())
    return noPathError();
  if (Path.back() == '/')
    return Status::error(Path + ": names a directory; --db needs a file path");
  StatusOr<std::string> Target = resolveOutputPath(Path);
  if (!Target.ok())
    return Target.status();
  // The directory must take the temporary file and the lock: the nearest
  // one that exists, since update() creates the rest.
  std::string Dir = dirName(*Target);
  struct stat St;
  while (stat(Dir.c_str(), &St) != 0 && dirName(Dir) != Dir)
    Dir = dirName(Dir);
  if (!S_ISDIR(St.st_mode))
    return Status::error(Dir + ": not a directory");
  if (access(Dir.c_str(), W_OK) != 0)
    return Status::error(Dir + ": cannot write in this directory: " + std::strerror(errno));
  std::string Lock = *Target + ".lock";
  if (lstat(Lock.c_str(), &St) == 0 && !S_ISREG(St.st_mode))
    return Status::error(Lock + ": is " +
                         (S_ISLNK(St.st_mode) ? std::string("a symbolic link")
                                              : std::string("not a regular file")) +
                         "; clopt uses only a regular file as the database's lock");
  return Status::success();
}

Status
TuningDatabase::update(const std::string &Path,
                       const std::function<void(TuningDatabase &)> &Edit, LockWait *Wait) {
  if (Path.empty())
    return noPathError();
  // A link is followed (SafeFile.h): the lock and the temporary file go
  // beside the file it points to, so every name of one database shares one
  // lock. A device, a directory or a read-only file is refused here, before
  // anything is created.
  StatusOr<std::string> Target = resolveOutputPath(Path);
  if (!Target.ok())
    return Target.status();
  Status Dir = makeDirs(dirName(*Target));
  if (!Dir.ok())
    return Dir;
  FileLock Lock(*Target + ".lock", Wait);
  if (!Lock.Error.empty())
    return Status::error(Lock.Error);
  // Re-read under the lock: another process may have written since our
  // caller last looked, and its entries must survive.
  StatusOr<TuningDatabase> DB = load(*Target);
  if (!DB.ok())
    return Status::error(DB.message());
  Edit(*DB);
  return writeFileSafely(*Target, DB->serialize());
}

Status TuningDatabase::store(const std::string &Path, const TuningEntry &E,
                             const SupersedesFn &Supersedes) {
  return update(Path, [&](TuningDatabase &DB) { DB.put(E, Supersedes); });
}
