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

TEST_F(SourceKeyTest, IncludeOrderIsPartOfTheKey) {
  // The first header to define S wins: swapping the headers' contents
  // changes the kernel, although the same texts are included.
  auto KeyWith = [&](const char *A, const char *B) {
    std::ofstream(Dir / "a.h") << A;
    std::ofstream(Dir / "b.h") << B;
    return keyOf("#include \"a.h\"\n#include \"b.h\"\n"
                 "__kernel void k(__global float *y) { y[0] = S; }\n",
                 Header);
  };
  const char *Two = "#ifndef S\n#define S 2.0f\n#endif\n";
  const char *Three = "#ifndef S\n#define S 3.0f\n#endif\n";
  std::string Base = KeyWith(Two, Three);
  ASSERT_FALSE(Base.empty());
  EXPECT_NE(KeyWith(Three, Two), Base);
  EXPECT_EQ(KeyWith(Two, Three), Base);
}

TEST_F(SourceKeyTest, FunctionLikeAndObjectLikeMacrosDiffer) {
  auto KeyOfMacro = [&](const std::string &Define) {
    return keyOf(Define + "\n__kernel void k(__global float *y) { y[0] = 1.0f; }\n", Header);
  };
  std::string FunctionLike = KeyOfMacro("#define G(a) a");
  ASSERT_FALSE(FunctionLike.empty());
  EXPECT_NE(KeyOfMacro("#define G (a) a"), FunctionLike);
  // A comment is whitespace to the preprocessor: object-like too.
  EXPECT_EQ(KeyOfMacro("#define G/* */(a) a"), KeyOfMacro("#define G (a) a"));
  // Other whitespace in the directive keeps the key.
  EXPECT_EQ(KeyOfMacro("#  define   G(a)   a  // the same"), FunctionLike);
  // Not a #define: "(" after a name is not special.
  EXPECT_EQ(KeyOfMacro("#if defined (X)\n#endif"), KeyOfMacro("#if defined(X)\n#endif"));
}

TEST_F(SourceKeyTest, LineAndFileMacrosKeyWhereTheyStand) {
  // `y[0] = __LINE__` stores another value one line down: another program,
  // although the tokens are the same.
  const char *OnLine2 = "\n__kernel void k(__global int *y) { y[0] = __LINE__; }\n";
  const char *OnLine3 = "\n\n__kernel void k(__global int *y) { y[0] = __LINE__; }\n";
  std::string Base = keyOf(OnLine2, Header);
  ASSERT_FALSE(Base.empty());
  EXPECT_NE(keyOf(OnLine3, Header), Base);
  EXPECT_EQ(keyOf(OnLine2, Header), Base);
  // Without those macros, blank lines still keep the key.
  EXPECT_EQ(keyOf("\n\n" + std::string(Kernel), Header), keyOf(Kernel, Header));
  // __FILE__ is the file's name as the build gives it.
  std::string File = keyOf("__kernel void k(__global char *y) { y[0] = __FILE__[0]; }\n", Header);
  EXPECT_NE(File.find("__FILE__@"), std::string::npos) << File;
}

} // namespace
