//===- TuningDatabaseTest.cpp - Tuning database, size classes, hashes -----===//

#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/TuningRecords/TuningDatabase.h"
#include "TempDir.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <atomic>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace clopt;

namespace {

using test::TempDir;
using test::readFile;
using test::writePlain;

TuningEntry entry(std::string Device, std::string Driver, std::string Kernel,
                  std::string Date = "2024-05-01T12:00:00Z") {
  TuningEntry E;
  E.Key = {std::move(Device), std::move(Driver), std::move(Kernel),
           sha256Hex("__kernel void k() {}"), sizeClass({{"N", 4096}})};
  TuningRecord &R = E.Record;
  R.Params = {{"tile.k", 16}, {"coarsen.x", 4}, {"local.enable", 1},
              {"unroll.factor", -1}};
  R.Geometry.WorkDim = 2;
  R.Geometry.Dims[0] = {4, 1, 16, 1};
  R.Geometry.Dims[1] = {1, 1, 8, 64};
  R.BestSeconds = 1.2345678901234567e-05;
  R.OriginalSeconds = 0.1;
  R.Speedup = R.OriginalSeconds / R.BestSeconds;
  R.Repetitions = 25;
  R.Status = "tuned";
  R.Strategy = "bayes";
  R.Seed = 42;
  R.Evaluations = 77;
  R.CloptVersion = cloptVersion();
  R.Date = std::move(Date);
  R.MeasuredAt = "N=4096, global [4096]";
  return E;
}

} // namespace

//===----------------------------------------------------------------------===//
// Serialisation
//===----------------------------------------------------------------------===//

TEST(TuningDatabase, RoundTripKeepsEverythingVerbatim) {
  TuningDatabase DB;
  // Key fields that YAML would otherwise read as other types or syntax.
  DB.put(entry("pthread-Intel(R) Xeon(R): 2 cores # \"x\"", "3.1+debian",
               "matvec"));
  DB.put(entry("  padded device  ", "1.0", "yes"));
  DB.put(entry("NVIDIA H100", "550.54.15", "0123"));
  std::string Text = DB.serialize();
  StatusOr<TuningDatabase> Back = TuningDatabase::parse(Text, "db.yaml");
  ASSERT_TRUE(Back.ok()) << Back.message();
  ASSERT_EQ(Back->entries().size(), 3u);
  for (size_t I = 0; I < 3; ++I) {
    EXPECT_EQ(Back->entries()[I].Key, DB.entries()[I].Key);
    EXPECT_TRUE(Back->entries()[I].Record == DB.entries()[I].Record);
  }
  EXPECT_EQ(Back->entries()[0].Key.Device, "  padded device  ");
  EXPECT_EQ(Back->serialize(), Text); // deterministic
  EXPECT_NE(Text.find("schema: clopt-tuning-database"), std::string::npos);
  EXPECT_NE(Text.find("version: 1"), std::string::npos);
}

// A kernel whose profiling start and end fell in one timer tick was timed
// at 0 s; written as 0, its entry would be refused when read (a time is
// above 0), and with it the whole file.
TEST(TuningDatabase, ATimeOfZeroIsWrittenAsOneNanosecond) {
  TuningDatabase DB;
  TuningEntry E = entry("dev", "1.0", "tiny");
  E.Record.BestSeconds = 0;
  E.Record.OriginalSeconds = 0;
  E.Record.Speedup = 1;
  DB.put(E);
  StatusOr<TuningDatabase> Back = TuningDatabase::parse(DB.serialize(), "db.yaml");
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_EQ(Back->entries()[0].Record.BestSeconds, 1e-9);
  EXPECT_EQ(Back->entries()[0].Record.OriginalSeconds, 1e-9);
}

TEST(TuningDatabase, SpeedupBoundIsOptional) {
  TuningDatabase DB;
  TuningEntry E = entry("dev", "1", "k");
  E.Record.SpeedupBound = 1.0625;
  E.Record.BoundConfidence = 0.96875;
  E.Record.RetimeRounds = 5;
  DB.put(E);
  std::string Text = DB.serialize();
  EXPECT_NE(Text.find("speedup_bound: 1.0625"), std::string::npos);
  EXPECT_NE(Text.find("retime_rounds: 5"), std::string::npos);
  StatusOr<TuningDatabase> Back = TuningDatabase::parse(Text, "db.yaml");
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(Back->entries()[0].Record == E.Record);

  // An entry without them (written before they existed) reads as "not
  // measured so", and is written back without them.
  TuningDatabase Old;
  Old.put(entry("dev", "1", "k"));
  std::string OldText = Old.serialize();
  EXPECT_EQ(OldText.find("speedup_bound"), std::string::npos);
  StatusOr<TuningDatabase> OldBack = TuningDatabase::parse(OldText, "db.yaml");
  ASSERT_TRUE(OldBack.ok()) << OldBack.message();
  EXPECT_EQ(OldBack->entries()[0].Record.RetimeRounds, 0u);
  EXPECT_EQ(OldBack->serialize(), OldText);

  // One of the three without the others is an error, not a guess.
  std::string Partial = Text;
  std::string Rounds = "    retime_rounds: 5\n";
  ASSERT_NE(Partial.find(Rounds), std::string::npos);
  Partial.erase(Partial.find(Rounds), Rounds.size());
  StatusOr<TuningDatabase> Bad = TuningDatabase::parse(Partial, "db.yaml");
  ASSERT_FALSE(Bad.ok());
  EXPECT_NE(Bad.message().find("missing 'retime_rounds'"), std::string::npos)
      << Bad.message();
}

TEST(TuningDatabase, PutReplacesTheSameKey) {
  TuningDatabase DB;
  DB.put(entry("dev", "1", "k"));
  TuningEntry Newer = entry("dev", "1", "k");
  Newer.Record.Speedup = 9;
  DB.put(Newer);
  ASSERT_EQ(DB.entries().size(), 1u);
  EXPECT_EQ(DB.entries()[0].Record.Speedup, 9);
  EXPECT_TRUE(DB.erase(Newer.Key));
  EXPECT_FALSE(DB.erase(Newer.Key));
}

// A key names a size class; an entry whose preconditions hold at only some
// of its problems stays beside a newer one when the caller says it is not
// superseded, newest first, and a file keeps them in that order.
TEST(TuningDatabase, PutKeepsEntriesTheNewOneDoesNotSupersede) {
  TuningDatabase DB;
  auto WithSpeedup = [](double X) {
    TuningEntry E = entry("dev", "1", "k");
    E.Record.Speedup = X;
    return E;
  };
  auto KeepAll = [](const TuningEntry &) { return false; };
  auto ReplaceTwo = [](const TuningEntry &Old) { return Old.Record.Speedup == 2; };
  DB.put(WithSpeedup(1));
  DB.put(WithSpeedup(2), KeepAll);
  DB.put(WithSpeedup(3), ReplaceTwo);
  ASSERT_EQ(DB.entries().size(), 2u);
  EXPECT_EQ(DB.entries()[0].Record.Speedup, 3);
  EXPECT_EQ(DB.entries()[1].Record.Speedup, 1);
  std::vector<LookupResult> C = DB.candidates(WithSpeedup(0).Key);
  ASSERT_EQ(C.size(), 2u);
  EXPECT_EQ(C[0].Entry->Record.Speedup, 3);
  EXPECT_EQ(C[1].Entry->Record.Speedup, 1);
  EXPECT_EQ(DB.lookup(WithSpeedup(0).Key)->Entry->Record.Speedup, 3);

  StatusOr<TuningDatabase> Read = TuningDatabase::parse(DB.serialize(), "db.yaml");
  ASSERT_TRUE(Read.ok()) << Read.message();
  ASSERT_EQ(Read->entries().size(), 2u);
  EXPECT_EQ(Read->entries()[0].Record.Speedup, 3);
  EXPECT_EQ(Read->entries()[1].Record.Speedup, 1);

  // The oldest go first past MaxEntriesPerKey.
  for (int I = 4; I < 10; ++I)
    DB.put(WithSpeedup(I), KeepAll);
  ASSERT_EQ(DB.entries().size(), TuningDatabase::MaxEntriesPerKey);
  EXPECT_EQ(DB.entries()[0].Record.Speedup, 9);
  EXPECT_EQ(DB.entries().back().Record.Speedup, 6);
  // Without a predicate, a new entry replaces them all; erase removes all.
  DB.put(WithSpeedup(10), KeepAll);
  DB.put(WithSpeedup(11));
  ASSERT_EQ(DB.entries().size(), 1u);
  DB.put(WithSpeedup(12), KeepAll);
  EXPECT_TRUE(DB.erase(WithSpeedup(0).Key));
  EXPECT_TRUE(DB.entries().empty());
}

// Entries of one key answer newest first by date, whatever their order in
// a file edited by hand, and the cap drops the oldest by date.
TEST(TuningDatabase, EntriesOfOneKeyGoByDate) {
  std::string Old = "2024-01-01T00:00:00Z", New = "2025-01-01T00:00:00Z";
  TuningDatabase DB;
  auto Dated = [](const std::string &Date, double Speedup) {
    TuningEntry E = entry("dev", "1", "k", Date);
    E.Record.Speedup = Speedup;
    return E;
  };
  auto KeepAll = [](const TuningEntry &) { return false; };
  DB.put(Dated(New, 2));
  DB.put(Dated(Old, 1), KeepAll); // stored after, but older
  ASSERT_EQ(DB.entries().size(), 2u);
  std::vector<LookupResult> C = DB.candidates(Dated(New, 0).Key);
  ASSERT_EQ(C.size(), 2u);
  EXPECT_EQ(C[0].Entry->Record.Speedup, 2);
  for (int I = 3; I < 6; ++I)
    DB.put(Dated("2026-01-0" + std::to_string(I) + "T00:00:00Z", I), KeepAll);
  ASSERT_EQ(DB.entries().size(), TuningDatabase::MaxEntriesPerKey);
  for (const TuningEntry &E : DB.entries())
    EXPECT_NE(E.Record.Date, Old);
}

TEST(TuningDatabase, StoreAndLoadAFile) {
  TempDir T;
  std::string Path = T.Path + "/sub/dir/tuning.yaml"; // parents are created
  ASSERT_TRUE(TuningDatabase::store(Path, entry("dev", "1", "a")).ok());
  ASSERT_TRUE(TuningDatabase::store(Path, entry("dev", "1", "b")).ok());
  StatusOr<TuningDatabase> DB = TuningDatabase::load(Path);
  ASSERT_TRUE(DB.ok()) << DB.message();
  EXPECT_EQ(DB->entries().size(), 2u);
  StatusOr<TuningDatabase> Missing = TuningDatabase::load(T.Path + "/none");
  ASSERT_TRUE(Missing.ok());
  EXPECT_TRUE(Missing->entries().empty());
}

TEST(TuningDatabase, LockHeldElsewhereIsAnnouncedAndTheWaitCanBeStopped) {
  TempDir T;
  std::string Path = T / "tuning.yaml";
  // Another open file description of the lock file: flock conflicts with
  // it as with another process.
  int Held = open((Path + ".lock").c_str(), O_RDWR | O_CREAT, 0644);
  ASSERT_GE(Held, 0);
  ASSERT_EQ(flock(Held, LOCK_EX), 0);
  std::atomic<bool> Stop{false};
  LockWait Wait;
  std::vector<std::string> Announced;
  Wait.OnWait = [&](const std::string &LockPath) {
    Announced.push_back(LockPath);
    Stop.store(true); // as a Ctrl-C during the wait
  };
  Wait.Stop = &Stop;
  Status S = TuningDatabase::update(
      Path, [](TuningDatabase &DB) { DB.put(entry("dev", "1", "a")); }, &Wait);
  EXPECT_FALSE(S.ok());
  EXPECT_TRUE(Wait.Interrupted);
  ASSERT_EQ(Announced.size(), 1u);
  EXPECT_EQ(Announced[0], Path + ".lock");
  EXPECT_NE(access(Path.c_str(), F_OK), 0) << "nothing may be written";

  // Free at once: no announcement, and the entry is stored.
  close(Held);
  LockWait Free;
  bool Called = false;
  Free.OnWait = [&](const std::string &) { Called = true; };
  Free.Stop = &Stop; // set, but only read while waiting
  ASSERT_TRUE(TuningDatabase::update(
                  Path, [](TuningDatabase &DB) { DB.put(entry("dev", "1", "a")); }, &Free)
                  .ok());
  EXPECT_FALSE(Called);
  EXPECT_FALSE(Free.Interrupted);
  StatusOr<TuningDatabase> DB = TuningDatabase::load(Path);
  ASSERT_TRUE(DB.ok()) << DB.message();
  EXPECT_EQ(DB->entries().size(), 1u);
}

TEST(TuningDatabase, DefaultPathFollowsXdgThenHome) {
  std::string OldXdg = std::getenv("XDG_CACHE_HOME") ?: "";
  std::string OldHome = std::getenv("HOME") ?: "";
  setenv("XDG_CACHE_HOME", "/x/cache", 1);
  setenv("HOME", "/home/u", 1);
  EXPECT_EQ(TuningDatabase::defaultPath(), "/x/cache/clopt/tuning.yaml");
  setenv("XDG_CACHE_HOME", "relative", 1); // ignored, as the XDG spec says
  EXPECT_EQ(TuningDatabase::defaultPath(), "/home/u/.cache/clopt/tuning.yaml");
  unsetenv("XDG_CACHE_HOME");
  unsetenv("HOME");
  EXPECT_EQ(TuningDatabase::defaultPath(), "");
  EXPECT_FALSE(TuningDatabase::store("", entry("d", "1", "k")).ok());
  if (!OldXdg.empty())
    setenv("XDG_CACHE_HOME", OldXdg.c_str(), 1);
  if (!OldHome.empty())
    setenv("HOME", OldHome.c_str(), 1);
}

//===----------------------------------------------------------------------===//
// Concurrency
//===----------------------------------------------------------------------===//

TEST(TuningDatabase, ConcurrentWritersKeepEveryEntry) {
  TempDir T;
  std::string Path = T.Path + "/tuning.yaml";
  std::vector<pid_t> Children;
  for (int Writer = 0; Writer < 2; ++Writer) {
    pid_t Pid = fork();
    ASSERT_GE(Pid, 0);
    if (Pid == 0) {
      int Failures = 0;
      for (int I = 0; I < 50; ++I) {
        std::string Kernel = "w" + std::to_string(Writer) + "_" +
                             std::to_string(I);
        Failures +=
            !TuningDatabase::store(Path, entry("dev", "1", Kernel)).ok();
      }
      _exit(Failures == 0 ? 0 : 1);
    }
    Children.push_back(Pid);
  }
  for (pid_t Pid : Children) {
    int Status = 0;
    ASSERT_EQ(waitpid(Pid, &Status, 0), Pid);
    EXPECT_TRUE(WIFEXITED(Status) && WEXITSTATUS(Status) == 0);
  }
  StatusOr<TuningDatabase> DB = TuningDatabase::load(Path);
  ASSERT_TRUE(DB.ok()) << DB.message();
  EXPECT_EQ(DB->entries().size(), 100u);
  for (int Writer = 0; Writer < 2; ++Writer)
    for (int I = 0; I < 50; ++I) {
      TuningKey K = entry("dev", "1",
                          "w" + std::to_string(Writer) + "_" +
                              std::to_string(I))
                        .Key;
      EXPECT_TRUE(DB->lookup(K)) << K.Kernel;
    }
  // No temporary files are left behind; only the lock file stays.
  EXPECT_EQ(T.files(),
            (std::vector<std::string>{"tuning.yaml", "tuning.yaml.lock"}));
}

//===----------------------------------------------------------------------===//
// Files that are not ours
//===----------------------------------------------------------------------===//

namespace {
/// \p Text must be refused by load() with an error containing \p Message,
/// and store() must leave the file byte-identical.
void expectRefused(const std::string &Text, const std::string &Message) {
  TempDir T;
  std::string Path = T.Path + "/tuning.yaml";
  writePlain(Path, Text);
  StatusOr<TuningDatabase> DB = TuningDatabase::load(Path);
  ASSERT_FALSE(DB.ok());
  EXPECT_NE(DB.message().find(Message), std::string::npos) << DB.message();
  EXPECT_EQ(DB.message().rfind(Path, 0), 0u) << "error names the file first";
  Status S = TuningDatabase::store(Path, entry("dev", "1", "k"));
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), DB.message());
  EXPECT_EQ(readFile(Path), Text);
}
} // namespace

TEST(TuningDatabase, MalformedFileIsRefusedAndUntouched) {
  expectRefused("schema: clopt-tuning-database\nversion: 1\nentries: [ {key: ",
                "malformed tuning database");
  expectRefused("schema: clopt-tuning-database\nversion: 1\n\tbad: tab\n",
                ":3:");
}

TEST(TuningDatabase, ForeignFileIsRefusedAndUntouched) {
  expectRefused("name: my project\nitems: [1, 2]\n",
                "not a clopt tuning database");
  expectRefused("just a line of text\n", "not a clopt tuning database");
  expectRefused("schema: clopt-tuning-database\nversion: 2\nentries: []\n",
                "version 2 is not supported (this clopt reads version 1)");
  expectRefused("schema: clopt-tuning-database\nversion: one\n",
                "no valid 'version'");
  // A misspelt key holding the entries: writing the file back would drop
  // them all.
  expectRefused("schema: clopt-tuning-database\nversion: 1\nEntries:\n  - {}\n",
                ":3:1: unknown top-level key 'Entries'");
}

TEST(TuningDatabase, BrokenEntriesAreRefusedWithTheirPlace) {
  TuningDatabase DB;
  DB.put(entry("dev", "1", "k"));
  std::string Good = DB.serialize();
  std::string NoDevice = Good;
  std::string DeviceLine = "      device: \"dev\"\n";
  ASSERT_NE(NoDevice.find(DeviceLine), std::string::npos);
  NoDevice.erase(NoDevice.find(DeviceLine), DeviceLine.size());
  expectRefused(NoDevice, "entry 1 key: missing 'device'");
  std::string BadReps = Good;
  BadReps.replace(BadReps.find("repetitions: 25"), 15, "repetitions: many");
  expectRefused(BadReps, "entry 1: 'repetitions' has the wrong type");
  expectRefused("schema: clopt-tuning-database\nversion: 1\nentries: {}\n",
                "'entries' is not a list");
}

// Fields that are printed as claims or into OUT.cl's header comment: a
// newline there ended the comment and compiled the rest as code; a NaN
// speedup printed "nanx"; a malformed date sorted as the newest entry.
TEST(TuningDatabase, EntriesWithImpossibleValuesAreRefused) {
  TuningDatabase DB;
  DB.put(entry("dev", "1", "k"));
  const std::string Good = DB.serialize();
  auto Edited = [&](const std::string &From, const std::string &To) {
    std::string T = Good;
    size_t At = T.find(From);
    EXPECT_NE(At, std::string::npos) << From;
    if (At != std::string::npos)
      T.replace(At, From.size(), To);
    return T;
  };
  expectRefused(Edited("measured_at: \"N=4096, global [4096]\"",
                       "measured_at: \"N=1\\n#define get_local_id(d) 0\\n//\""),
                "entry 1: 'measured_at' holds a control character");
  expectRefused(Edited("device: \"dev\"", "device: \"dev\\r#define x\""),
                "entry 1 key: 'device' holds a control character");
  expectRefused(Edited("\n    speedup: ", "\n    speedup: .nan\n    was: "),
                "entry 1: 'speedup' is out of range");
  expectRefused(Edited("original_time_s: 0.1", "original_time_s: -3"),
                "entry 1: 'original_time_s' is out of range");
  expectRefused(Edited("original_time_s: 0.1", "original_time_s: .inf"),
                "entry 1: 'original_time_s' is out of range");
  // A time of 0 printed "2.43x faster (7.583 ms vs 0 ms)".
  expectRefused(Edited("original_time_s: 0.1", "original_time_s: 0"),
                "entry 1: 'original_time_s' is out of range");
  expectRefused(Edited("best_time_s: ", "best_time_s: 0\n    was: "),
                "entry 1: 'best_time_s' is out of range");
  expectRefused(Edited("date: 2024-05-01T12:00:00Z", "date: yesterday"),
                "entry 1: 'date' is not a date such as 2026-01-31T12:00:00Z");
  expectRefused(Edited("date: 2024-05-01T12:00:00Z", "date: 2026-13-99T99:99:99Z"),
                "entry 1: 'date' is not a date");
  expectRefused(Edited("version: 1", "version: 1\nversion: 2"),
                "'version' is given twice");
  expectRefused(Edited("tile.k: 16\n", "tile.k: 16\n      tile.k: 32\n"),
                "'entries[0].parameters.tile.k' is given twice (again on line");
  // A C1 control (U+009B, a terminal's CSI) is a control character too.
  expectRefused(Edited("device: \"dev\"", "device: \"dev\\u009b2J\""),
                "entry 1 key: 'device' holds a control character");
  expectRefused(Edited("date: 2024-05-01T12:00:00Z", "date: 2023-02-29T12:00:00Z"),
                "entry 1: 'date' is not a date");
  expectRefused(Edited("date: 2024-05-01T12:00:00Z", "date: 2024-04-31T12:00:00Z"),
                "entry 1: 'date' is not a date");
  // A zero divisor divided by zero when the launch was derived; a huge one
  // wrapped the derived global size.
  expectRefused(Edited("{divisor: 4,", "{divisor: 0,"),
                "divisor 0 of dimension 0 must be positive");
  expectRefused(Edited("local: 16,", "local: 18446744073709551615,"),
                "local 18446744073709551615 of dimension 0 is larger than 2147483648");
  std::string NoParams = Good;
  size_t From = NoParams.find("parameters:");
  size_t To = NoParams.find("geometry:");
  ASSERT_TRUE(From != std::string::npos && To != std::string::npos);
  NoParams.replace(From, To - From, "parameters: {}\n    ");
  expectRefused(NoParams, "entry 1: status 'tuned' with no parameters");
}

TEST(TuningDatabase, LeapDayIsADate) {
  TempDir T;
  std::string Path = T.Path + "/tuning.yaml";
  ASSERT_TRUE(TuningDatabase::store(Path, entry("dev", "1", "k", "2024-02-29T12:00:00Z")).ok());
  StatusOr<TuningDatabase> DB = TuningDatabase::load(Path);
  ASSERT_TRUE(DB.ok()) << DB.message();
  EXPECT_EQ(DB->entries().front().Record.Date, "2024-02-29T12:00:00Z");
}

TEST(TuningDatabase, EmptyFileIsAnEmptyDatabase) {
  TempDir T;
  std::string Path = T.Path + "/tuning.yaml";
  writePlain(Path, "\n");
  ASSERT_TRUE(TuningDatabase::store(Path, entry("dev", "1", "k")).ok());
  EXPECT_EQ(TuningDatabase::load(Path)->entries().size(), 1u);
}

//===----------------------------------------------------------------------===//
// Lookup
//===----------------------------------------------------------------------===//

TEST(TuningDatabase, LookupExactThenOtherDriverThenNone) {
  TuningDatabase DB;
  DB.put(entry("gpu", "1.0", "k", "2024-01-01T00:00:00Z"));
  DB.put(entry("gpu", "1.1", "k", "2024-02-01T00:00:00Z"));
  DB.put(entry("cpu", "9", "k"));

  std::optional<LookupResult> R = DB.lookup(entry("gpu", "1.0", "k").Key);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Match, LookupMatch::Exact);
  EXPECT_EQ(R->Entry->Key.Driver, "1.0");

  R = DB.lookup(entry("gpu", "2.0", "k").Key);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Match, LookupMatch::OtherDriver);
  EXPECT_EQ(R->Entry->Key.Driver, "1.1"); // the most recent one
  EXPECT_EQ(R->Note,
            "fallback: tuned with driver '1.1', current driver '2.0'");

  EXPECT_FALSE(DB.lookup(entry("other gpu", "1.0", "k").Key));
  EXPECT_FALSE(DB.lookup(entry("gpu", "1.0", "other kernel").Key));
  TuningKey OtherSize = entry("gpu", "1.0", "k").Key;
  OtherSize.SizeClass = sizeClass({{"N", 100}});
  EXPECT_FALSE(DB.lookup(OtherSize));
  TuningKey OtherSource = entry("gpu", "1.0", "k").Key;
  OtherSource.SourceHash = sha256Hex("changed");
  EXPECT_FALSE(DB.lookup(OtherSource));
}

//===----------------------------------------------------------------------===//
// Size classes and hashes
//===----------------------------------------------------------------------===//

TEST(SizeClass, NearestPowerOfTwoOnALogScale) {
  EXPECT_EQ(sizeBucket(0), 0u);
  EXPECT_EQ(sizeBucket(1), 1u);
  EXPECT_EQ(sizeBucket(2), 2u);
  EXPECT_EQ(sizeBucket(3), 4u); // 3 >= 2 * sqrt 2
  EXPECT_EQ(sizeBucket(5), 4u);
  EXPECT_EQ(sizeBucket(6), 8u);
  EXPECT_EQ(sizeBucket(4096), 4096u);
  EXPECT_EQ(sizeBucket(2897), 4096u); // 2896.3 = 4096 / sqrt 2
  EXPECT_EQ(sizeBucket(2896), 2048u);
  EXPECT_EQ(sizeBucket(5792), 4096u); // 5792.6 = 4096 * sqrt 2
  EXPECT_EQ(sizeBucket(5793), 8192u);
  EXPECT_EQ(sizeBucket(UINT64_MAX), uint64_t(1) << 63);
  EXPECT_EQ(sizeClass({{"N", 4000}, {"G0", 100}, {"M", 0}}),
            "G0=128,M=0,N=4096");
  EXPECT_EQ(sizeClass({}), "");
}

TEST(Hash, Sha256KnownVectors) {
  EXPECT_EQ(sha256Hex(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256Hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(
      sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256Hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(Hash, IncrementalEqualsOneShot) {
  std::string Data;
  for (int I = 0; I < 1000; ++I)
    Data += static_cast<char>(I * 37);
  for (size_t Chunk : {1, 7, 63, 64, 65, 999}) {
    Sha256 S;
    for (size_t I = 0; I < Data.size(); I += Chunk)
      S.update(std::string_view(Data).substr(I, Chunk));
    EXPECT_EQ(S.finalHex(), sha256Hex(Data)) << Chunk;
  }
}

TEST(Hash, Fnv1aAndFields) {
  EXPECT_EQ(fnv1a64Hex(""), "cbf29ce484222325");
  EXPECT_EQ(fnv1a64Hex("a"), "af63dc4c8601ec8c");
  EXPECT_EQ(fnv1a64("foobar"), 0x85944171f73967e8ULL);
  EXPECT_NE(hashFields({"ab", "c"}), hashFields({"a", "bc"}));
  EXPECT_EQ(hashFields({"ab", "c"}), hashFields({"ab", "c"}));
  EXPECT_EQ(hashFields({"x"}).size(), 64u);
}
