//===- DataCacheTest.cpp - A job's inputs and reference outputs on disk ---===//

#include "clopt/Runtime/Support/DataCache.h"
#include "TempDir.h"
#include "gtest/gtest.h"

using namespace clopt;
using namespace clopt::test;

namespace {
Job smallJob() {
  Job J;
  J.Kernel = "saxpy";
  J.Global = {1000};
  KernelArg X;
  X.Name = "x";
  X.Count = 1000;
  KernelArg Y = X;
  Y.Name = "y";
  Y.Check = true;
  J.Args = {X, Y};
  return J;
}

/// Three sections over 3 MiB and a ragged tail (several checksum blocks).
struct Data {
  Bytes X, Y, YOut;
  explicit Data(unsigned char Fill) {
    X.assign((3u << 20) + 5, Fill);
    Y.assign(1000, static_cast<unsigned char>(Fill + 1));
    YOut.assign(1000, static_cast<unsigned char>(Fill + 2));
    X[12345] = 7;
  }
  std::vector<DataSection> sections() {
    return {{0, DataRole::Initial, &X}, {1, DataRole::Initial, &Y},
            {1, DataRole::Expected, &YOut}};
  }
};
} // namespace

TEST(DataCache, KeyCoversWhatTheDataDependOn) {
  Job J = smallJob();
  DeviceInfo D;
  D.Name = "dev";
  std::string K = dataCacheKey(J, D, "kernel text");
  EXPECT_EQ(K.size(), 64u);
  EXPECT_EQ(K, dataCacheKey(J, D, "kernel text"));
  EXPECT_NE(K, dataCacheKey(J, D, "other kernel text"));
  Job Seeded = J;
  Seeded.Seed = 2;
  EXPECT_NE(K, dataCacheKey(Seeded, D, "kernel text"));
  Job Scalar = J;
  Scalar.Args[1].Value = "3";
  EXPECT_NE(K, dataCacheKey(Scalar, D, "kernel text"));
  Job Options = J;
  Options.ReferenceOptions = "-DX=1";
  EXPECT_NE(K, dataCacheKey(Options, D, "kernel text"));
  DeviceInfo Other = D;
  Other.DriverVersion = "2";
  EXPECT_NE(K, dataCacheKey(J, Other, "kernel text"));
  // Not a part: the variants, the mode, the timing settings.
  Job Variants = J;
  Variants.Variants.push_back(VariantSpec{});
  Variants.Mode = JobMode::VerifyTime;
  EXPECT_EQ(K, dataCacheKey(Variants, D, "kernel text"));
}

TEST(DataCache, WrittenDataReadBack) {
  TempDir T;
  std::string Key(64, 'a'), Path = dataCachePath(T / "", Key);
  Data Out(3);
  ASSERT_TRUE(writeDataCache(Path, Key, 12.5, Out.sections()).ok());
  Data In(0);
  StatusOr<double> Ms = readDataCache(Path, Key, In.sections());
  ASSERT_TRUE(Ms.ok()) << Ms.message();
  EXPECT_EQ(*Ms, 12.5);
  EXPECT_EQ(In.X, Out.X);
  EXPECT_EQ(In.Y, Out.Y);
  EXPECT_EQ(In.YOut, Out.YOut);
  // Only the cache file: the temporary was renamed.
  EXPECT_EQ(T.files().size(), 1u);
}

TEST(DataCache, MismatchedOrDamagedFilesAreNotUsed) {
  TempDir T;
  std::string Key(64, 'b'), Path = dataCachePath(T / "", Key);
  Data Out(9);
  ASSERT_TRUE(writeDataCache(Path, Key, 1.0, Out.sections()).ok());
  std::string Good = readFile(Path);
  Data In(0);

  EXPECT_FALSE(readDataCache(Path, std::string(64, 'c'), In.sections()).ok());
  // Another layout: a section of another size, or in another role.
  Data Bigger(0);
  Bigger.Y.resize(1001);
  EXPECT_FALSE(readDataCache(Path, Key, Bigger.sections()).ok());
  std::vector<DataSection> Roles = In.sections();
  Roles[2].Role = DataRole::Initial;
  EXPECT_FALSE(readDataCache(Path, Key, Roles).ok());

  // A byte changed anywhere: in the header, in each section's contents.
  for (size_t At : {size_t(20), size_t(100), Good.size() - (3u << 20), Good.size() - 1}) {
    std::string Bad = Good;
    Bad[At] = static_cast<char>(Bad[At] ^ 0x10);
    writePlain(Path, Bad);
    StatusOr<double> R = readDataCache(Path, Key, In.sections());
    EXPECT_FALSE(R.ok()) << "byte " << At;
  }
  writePlain(Path, Good.substr(0, Good.size() - 1));
  StatusOr<double> Short = readDataCache(Path, Key, In.sections());
  ASSERT_FALSE(Short.ok());
  EXPECT_NE(Short.message().find("bytes"), std::string::npos) << Short.message();
  EXPECT_FALSE(readDataCache(T / "none.bin", Key, In.sections()).ok());

  writePlain(Path, Good);
  EXPECT_TRUE(readDataCache(Path, Key, In.sections()).ok());
}
