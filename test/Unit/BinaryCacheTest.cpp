//===- BinaryCacheTest.cpp - Cache keys and entry checks ------------------===//

#include "clopt/Runtime/Support/BinaryCache.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

using namespace clopt;

namespace {
class BinaryCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    char T[] = "/tmp/clopt-cache-XXXXXX";
    ASSERT_NE(mkdtemp(T), nullptr);
    Dir = std::string(T) + "/nested/dir";
  }
  void TearDown() override {
    std::string Cmd = "rm -rf '" + Dir.substr(0, Dir.find("/nested")) + "'";
    (void)std::system(Cmd.c_str());
  }
  std::string Dir;
};
} // namespace

static BinaryCacheKey key() {
  return {"dev", "plat", "1.0", "-cl-std=CL1.2", "__kernel void k() {}"};
}

TEST_F(BinaryCacheTest, StoreThenLoad) {
  BinaryCache C(Dir);
  EXPECT_FALSE(C.load(key()).has_value());
  Bytes Bin = {1, 2, 3, 0, 255};
  ASSERT_TRUE(C.store(key(), Bin).ok());
  std::optional<Bytes> Got = C.load(key());
  ASSERT_TRUE(Got.has_value());
  EXPECT_EQ(*Got, Bin);
}

TEST_F(BinaryCacheTest, EveryKeyFieldMatters) {
  BinaryCache C(Dir);
  ASSERT_TRUE(C.store(key(), {7}).ok());
  std::string Base = key().hash();
  EXPECT_EQ(Base.size(), 64u);
  for (int F = 0; F < 5; ++F) {
    BinaryCacheKey K = key();
    std::string *Fields[] = {&K.Device, &K.Platform, &K.Driver, &K.Options, &K.Source};
    *Fields[F] += " ";
    EXPECT_NE(K.hash(), Base) << F;
    EXPECT_FALSE(C.load(K).has_value()) << F;
  }
  // Fields cannot bleed into each other.
  BinaryCacheKey A = key(), B = key();
  A.Device = "ab";
  A.Platform = "c";
  B.Device = "a";
  B.Platform = "bc";
  EXPECT_NE(A.text(), B.text());
  EXPECT_NE(key().text().find(cloptVersion()), std::string::npos);
}

TEST_F(BinaryCacheTest, CorruptEntriesAreMisses) {
  BinaryCache C(Dir);
  ASSERT_TRUE(C.store(key(), Bytes(100, 42)).ok());
  std::string Path = C.pathFor(key());
  std::string Data;
  {
    std::ifstream In(Path, std::ios::binary);
    Data.assign(std::istreambuf_iterator<char>(In), {});
  }
  // Truncated.
  std::ofstream(Path, std::ios::binary) << Data.substr(0, Data.size() - 10);
  EXPECT_FALSE(C.load(key()).has_value());
  // A flipped byte in the binary fails the checksum.
  std::string Flipped = Data;
  Flipped[Flipped.size() - 20] ^= 1;
  std::ofstream(Path, std::ios::binary) << Flipped;
  EXPECT_FALSE(C.load(key()).has_value());
  // Garbage.
  std::ofstream(Path, std::ios::binary) << "not a cache entry";
  EXPECT_FALSE(C.load(key()).has_value());
  // Rewriting repairs it.
  ASSERT_TRUE(C.store(key(), Bytes(100, 42)).ok());
  EXPECT_TRUE(C.load(key()).has_value());
}

// The worker's build phase stores from several threads at once, into a
// directory that may not exist yet, sometimes the same entry twice (two
// variants with the same source and options): a reader sees a whole entry
// or none, and the last writer leaves a whole one.
TEST_F(BinaryCacheTest, ConcurrentStoresOfOneEntry) {
  BinaryCache C(Dir);
  Bytes Bin(256 * 1024);
  for (size_t I = 0; I < Bin.size(); ++I)
    Bin[I] = static_cast<unsigned char>(I * 7);
  std::vector<std::thread> Threads;
  std::vector<int> Failures(8, 0);
  for (int T = 0; T < 8; ++T)
    Threads.emplace_back([&, T] {
      for (int Round = 0; Round < 10; ++Round) {
        if (!C.store(key(), Bin).ok())
          ++Failures[T];
        std::optional<Bytes> Got = C.load(key());
        if (!Got || *Got != Bin)
          ++Failures[T];
      }
    });
  for (std::thread &T : Threads)
    T.join();
  for (int F : Failures)
    EXPECT_EQ(F, 0);
  std::optional<Bytes> Got = C.load(key());
  ASSERT_TRUE(Got.has_value());
  EXPECT_EQ(*Got, Bin);
}

TEST(BinaryCacheDir, EnvironmentOrder) {
  // Save and restore: later tests in this process start workers.
  const char *Names[] = {"CLOPT_CACHE_DIR", "XDG_CACHE_HOME", "HOME"};
  std::optional<std::string> Saved[3];
  for (int I = 0; I < 3; ++I)
    if (const char *V = std::getenv(Names[I]))
      Saved[I] = V;
  setenv("CLOPT_CACHE_DIR", "/x/y", 1);
  setenv("XDG_CACHE_HOME", "/xdg", 1);
  EXPECT_EQ(BinaryCache::defaultDir(), "/x/y");
  unsetenv("CLOPT_CACHE_DIR");
  EXPECT_EQ(BinaryCache::defaultDir(), "/xdg/clopt/binaries");
  unsetenv("XDG_CACHE_HOME");
  setenv("HOME", "/home/u", 1);
  EXPECT_EQ(BinaryCache::defaultDir(), "/home/u/.cache/clopt/binaries");
  // Relative values are ignored, as for the tuning database; with no
  // absolute one there is no cache (not one in the current directory).
  setenv("XDG_CACHE_HOME", "relx", 1);
  EXPECT_EQ(BinaryCache::defaultDir(), "/home/u/.cache/clopt/binaries");
  unsetenv("HOME");
  EXPECT_EQ(BinaryCache::defaultDir(), "");
  BinaryCacheKey K;
  K.Source = "__kernel void k() {}";
  EXPECT_TRUE(BinaryCache("").store(K, Bytes{1, 2, 3}).ok());
  EXPECT_FALSE(BinaryCache("").load(K).has_value());
  for (int I = 0; I < 3; ++I) {
    if (Saved[I])
      setenv(Names[I], Saved[I]->c_str(), 1);
    else
      unsetenv(Names[I]);
  }
}

// A source that includes a file is never cached: the file can change while
// the source and the key stay the same (a header edited, a stale binary).
TEST(BinaryCacheCacheable, SourcesWithIncludesAreNot) {
  EXPECT_TRUE(BinaryCache::cacheable("__kernel void k() {}\n"));
  EXPECT_TRUE(BinaryCache::cacheable("#define N 4\n// #include in a comment line? no: text\n"));
  EXPECT_FALSE(BinaryCache::cacheable("#include \"params.h\"\n__kernel void k() {}\n"));
  EXPECT_FALSE(BinaryCache::cacheable("int x;\n  #  include <a.h>\n"));
  EXPECT_FALSE(BinaryCache::cacheable("#include \"last.h\""));
}
