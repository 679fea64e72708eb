//===- IntExprTest.cpp - Problem-size expressions -------------------------===//

#include "clopt/Runtime/Support/IntExpr.h"
#include "gtest/gtest.h"

using namespace clopt;

static int64_t eval(const std::string &E, const SizeEnv &Env = {}) {
  StatusOr<int64_t> V = evalIntExpr(E, Env);
  EXPECT_TRUE(V.ok()) << E << ": " << V.message();
  return V.ok() ? *V : -999999;
}

static std::string error(const std::string &E, const SizeEnv &Env = {}) {
  StatusOr<int64_t> V = evalIntExpr(E, Env);
  EXPECT_FALSE(V.ok()) << E;
  return V.ok() ? "" : V.message();
}

TEST(IntExpr, ArithmeticFollowsC) {
  SizeEnv N{{"N", 4096}, {"M", 10}};
  EXPECT_EQ(eval("N", N), 4096);
  EXPECT_EQ(eval("(N+3)/4", N), 1024);
  EXPECT_EQ(eval("N*N", N), 4096 * 4096);
  EXPECT_EQ(eval("2 + 3 * 4"), 14);
  EXPECT_EQ(eval("(2 + 3) * 4"), 20);
  EXPECT_EQ(eval("M % 3", N), 1);
  EXPECT_EQ(eval("-7 / 2"), -3); // truncation, as in C
  EXPECT_EQ(eval("-7 % 2"), -1);
  EXPECT_EQ(eval("10 - 3 - 2"), 5); // left associative
  EXPECT_EQ(eval("64u"), 64);
}

TEST(IntExpr, ComparisonsAndLogicForPreconditions) {
  SizeEnv N{{"N", 128}};
  EXPECT_EQ(eval("N % 64 == 0", N), 1);
  EXPECT_EQ(eval("N % 3 == 0", N), 0);
  EXPECT_EQ(eval("N >= 128 && N < 129", N), 1);
  EXPECT_EQ(eval("N != 128 || !0", N), 1);
  EXPECT_EQ(eval("N <= 127", N), 0);
  EXPECT_EQ(eval("1 + 1 == 2"), 1);
}

TEST(IntExpr, ErrorsNameTheProblem) {
  EXPECT_EQ(error("(M+3)/4"), "unknown name 'M' in '(M+3)/4'");
  EXPECT_EQ(error("N/0", {{"N", 1}}), "division by zero in 'N/0'");
  EXPECT_EQ(error("(N+1", {{"N", 1}}), "missing ')' in '(N+1'");
  EXPECT_EQ(error("N N", {{"N", 1}}), "unexpected 'N' in 'N N'");
  EXPECT_EQ(error("3.5"), "malformed number in '3.5'");
  EXPECT_EQ(error(""), "empty expression");
  EXPECT_EQ(error("9223372036854775807 + 1"),
            "integer overflow in '9223372036854775807 + 1'");
  EXPECT_EQ(error("N*N", {{"N", int64_t(1) << 40}}), "integer overflow in 'N*N'");
}

TEST(IntExpr, DivisionOfTheLeastValueByMinusOneDoesNotTrap) {
  SizeEnv Min{{"M", INT64_MIN}};
  EXPECT_EQ(error("(-9223372036854775807 - 1) / -1"),
            "integer overflow in '(-9223372036854775807 - 1) / -1'");
  EXPECT_EQ(error("M / (0-1)", Min), "integer overflow in 'M / (0-1)'");
  EXPECT_EQ(eval("(-9223372036854775807 - 1) % -1"), 0);
  EXPECT_EQ(eval("M % (0-1)", Min), 0);
  EXPECT_EQ(eval("-7 % -1"), 0);
  EXPECT_EQ(eval("-7 / -1"), 7);
  StatusOr<std::vector<std::string>> Names =
      intExprNames("(-9223372036854775807 - 1) / -1");
  EXPECT_FALSE(Names.ok());
}

TEST(IntExpr, DeepNestingIsAnErrorNotAStackOverflow) {
  std::string Nested = std::string(255, '(') + "1" + std::string(255, ')');
  EXPECT_EQ(eval(Nested), 1);
  for (size_t Depth : {size_t(300), size_t(3000000)}) {
    std::string Deep = std::string(Depth, '(') + "1" + std::string(Depth, ')');
    std::string Msg = error(Deep);
    EXPECT_EQ(Msg, "nesting deeper than 256 levels in '" + std::string(80, '(') +
                       "...'");
    EXPECT_FALSE(intExprNames(Deep).ok());
  }
  EXPECT_EQ(error(std::string(300000, '!') + "0").substr(0, 30),
            "nesting deeper than 256 levels");
  EXPECT_EQ(error(std::string(300000, '-') + "1").substr(0, 30),
            "nesting deeper than 256 levels");
}

TEST(IntExpr, NamesInOrderOfFirstUse) {
  StatusOr<std::vector<std::string>> Names = intExprNames("NX*NY + NX*z");
  ASSERT_TRUE(Names.ok());
  EXPECT_EQ(*Names, (std::vector<std::string>{"NX", "NY", "z"}));
}

TEST(IntExpr, PlainDecimalIsReadAlikeByC) {
  EXPECT_TRUE(isPlainDecimal("0"));
  EXPECT_TRUE(isPlainDecimal("37"));
  EXPECT_FALSE(isPlainDecimal(""));
  EXPECT_FALSE(isPlainDecimal("010")); // eight in C
  EXPECT_FALSE(isPlainDecimal("0x25"));
  EXPECT_FALSE(isPlainDecimal("37u"));
  EXPECT_FALSE(isPlainDecimal("-1"));
}

TEST(IntExpr, SplitTopLevel) {
  EXPECT_EQ(splitTopLevel("N, (N+3)/4 ,f(a,b)"),
            (std::vector<std::string>{"N", "(N+3)/4", "f(a,b)"}));
  EXPECT_TRUE(splitTopLevel("").empty());
}

TEST(IntExpr, LaunchEnvNamesTheGlobalSize) {
  // G0-G2 mean the original global size in every precondition, also over
  // a kernel argument of that name; dimensions not launched are 1.
  SizeEnv Env = launchEnv({{"n", 100}, {"G0", 7}}, {256, 4});
  EXPECT_EQ(Env.at("n"), 100);
  EXPECT_EQ(Env.at("G0"), 256);
  EXPECT_EQ(Env.at("G1"), 4);
  EXPECT_EQ(Env.at("G2"), 1);
  StatusOr<int64_t> Holds = evalIntExpr("G0 >= (n) && G2 == 1", Env);
  ASSERT_TRUE(Holds.ok());
  EXPECT_EQ(*Holds, 1);
}
