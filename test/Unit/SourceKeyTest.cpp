//===- SourceKeyTest.cpp - The tuning key ignores comments, not tokens ----===//

#include "clopt/Tuner/SourceKey.h"
#include "TempDir.h"
#include "gtest/gtest.h"

#include <fstream>

using namespace clopt;

namespace {

const char *Kernel = R"(#include "ops.h"
// y = a*x + y
__kernel void axpy(float a, __global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) y[i] = op(a, x[i], y[i]);
}
)";

// The same tokens: other comments, other indentation, blank lines.
const char *KernelReformatted = R"(#include "ops.h"

/* axpy: y = a*x + y, one work-item per element. */
__kernel void axpy(float a,
                   __global const float *x,
                   __global float *y, int n) {
    int i = get_global_id(0);   // the element
    if (i < n)
        y[i] = op(a, x[i], y[i]);
}
)";

// One token differs.
const char *KernelChanged = R"(#include "ops.h"
__kernel void axpy(float a, __global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i <= n) y[i] = op(a, x[i], y[i]);
}
)";

class SourceKeyTest : public ::testing::Test {
protected:
  std::string keyOf(const std::string &Code, const std::string &Header) {
    std::ofstream(Dir / "ops.h") << Header;
    std::ofstream(Dir / "k.cl") << Code;
    FrontendOptions Opts;
    Opts.PrintDiagnostics = false;
    auto S = parseOpenCLFile(Dir / "k.cl", Opts);
    EXPECT_TRUE(static_cast<bool>(S)) << llvm::toString(S.takeError());
    return S ? sourceKeyText(**S) : std::string();
  }
  test::TempDir Dir;
};

const char *Header = "inline float op(float a, float x, float y) { return a * x + y; }\n";

TEST_F(SourceKeyTest, CommentsAndWhitespaceKeepTheKey) {
  std::string Base = keyOf(Kernel, Header);
  ASSERT_FALSE(Base.empty());
  EXPECT_EQ(keyOf(KernelReformatted, Header), Base);
  EXPECT_EQ(keyOf(Kernel, std::string("// shared helpers\n") + Header), Base);
}

TEST_F(SourceKeyTest, ATokenChangesTheKey) {
  std::string Base = keyOf(Kernel, Header);
  EXPECT_NE(keyOf(KernelChanged, Header), Base);
  EXPECT_NE(keyOf(Kernel, "inline float op(float a, float x, float y) { return a*x - y; }\n"),
            Base);
}

TEST_F(SourceKeyTest, IncludedHeadersArePartOfTheKey) {
  std::string Base = keyOf(Kernel, Header);
  std::string Changed =
      keyOf(Kernel, "inline float op(float a, float x, float y) { return a * x; }\n");
  EXPECT_NE(Changed, Base);
  EXPECT_NE(Base.find("return a * x + y"), std::string::npos) << Base;
}

} // namespace
