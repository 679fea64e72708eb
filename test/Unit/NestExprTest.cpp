//===- NestExprTest.cpp - Folding in the nest's expression builders -------===//

#include "clopt/Transforms/KernelNest.h"

#include "gtest/gtest.h"

#include <cstdint>

using namespace clopt::nest;

namespace {

/// The literal's value, or "not a literal".
std::string text(const ExprP &E) {
  if (E->Kind != ExprKind::Leaf)
    return "not a literal";
  return E->Text;
}

/// Whether E is the operation Op (not a folded literal).
bool isOp(const ExprP &E, BinaryOp Op) {
  return E->Kind == ExprKind::Binary && E->BinOp == Op;
}

TEST(NestExpr, FoldsSmallConstants) {
  EXPECT_EQ(text(add(intLit(3), intLit(4))), "7");
  EXPECT_EQ(text(sub(intLit(3), intLit(4))), "-1");
  EXPECT_EQ(text(mul(intLit(3), intLit(-4))), "-12");
  ExprP X = leaf("x");
  EXPECT_EQ(add(X, intLit(0)), X);
  EXPECT_EQ(mul(intLit(1), X), X);
  EXPECT_TRUE(isOp(add(X, intLit(-2)), BinaryOp::Sub));
}

// Literals whose exact sum or product does not fit 64 bits stay as
// written: clopt never computes an overflowing value itself.
TEST(NestExpr, DoesNotFoldPast64Bits) {
  ExprP Max = intLit(INT64_MAX), Min = intLit(INT64_MIN);
  EXPECT_TRUE(isOp(add(Max, intLit(1)), BinaryOp::Add));
  EXPECT_TRUE(isOp(sub(Min, intLit(1)), BinaryOp::Sub));
  EXPECT_TRUE(isOp(mul(Max, intLit(2)), BinaryOp::Mul));
  EXPECT_TRUE(isOp(sub(intLit(0), Min), BinaryOp::Sub));
  EXPECT_TRUE(isOp(add(leaf("x"), Min), BinaryOp::Add));
  EXPECT_EQ(text(add(Max, intLit(-1))), std::to_string(INT64_MAX - 1));
}

} // namespace

// Literals read as C reads them; those whose type is not a plain int or
// long (a suffix, or a hexadecimal / octal value above INT_MAX, unsigned
// in C) are not read as values at all.
TEST(NestExpr, ReadsLiteralsAsC) {
  EXPECT_EQ(asConstant(leaf("010")), 8);
  EXPECT_EQ(asConstant(leaf("0x10")), 16);
  EXPECT_EQ(asConstant(leaf("0")), 0);
  EXPECT_EQ(asConstant(leaf("2147483648")), 2147483648); // long in C
  EXPECT_EQ(asConstant(leaf("0x7FFFFFFF")), INT32_MAX);
  EXPECT_FALSE(asConstant(leaf("0xFFFFFFFF")));
  EXPECT_FALSE(asConstant(leaf("037777777777")));
  EXPECT_FALSE(asConstant(leaf("10u")));
  EXPECT_FALSE(asConstant(leaf("10L")));
  EXPECT_FALSE(asConstant(leaf("08")));
  EXPECT_FALSE(asConstant(leaf("x")));
}
