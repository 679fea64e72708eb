//===- CheckedNumberTest.cpp - Whole-text number parsing ------------------===//

#include "clopt/Runtime/Support/CheckedNumber.h"
#include "gtest/gtest.h"

using namespace clopt;

TEST(CheckedNumber, Int64AcceptsOnlyWholeDecimalIntegers) {
  EXPECT_EQ(*parseInt64("42"), 42);
  EXPECT_EQ(*parseInt64(" -7 "), -7);
  EXPECT_EQ(*parseInt64("9223372036854775807"), INT64_MAX);
  for (const char *Bad : {"", "abc", "1e3", "12x", "0x10", "1.5", "-", "+"})
    EXPECT_FALSE(parseInt64(Bad).ok()) << Bad;
  StatusOr<int64_t> Big = parseInt64("99999999999999999999");
  ASSERT_FALSE(Big.ok());
  EXPECT_EQ(Big.message(),
            "'99999999999999999999' is out of range for a 64-bit integer");
}

TEST(CheckedNumber, UInt64RejectsSigns) {
  EXPECT_EQ(*parseUInt64("18446744073709551615"), UINT64_MAX);
  EXPECT_FALSE(parseUInt64("-1").ok());
  EXPECT_FALSE(parseUInt64("18446744073709551616").ok());
}

TEST(CheckedNumber, FiniteDouble) {
  EXPECT_EQ(*parseFiniteDouble("1e3"), 1000.0);
  EXPECT_EQ(*parseFiniteDouble("-0.5"), -0.5);
  for (const char *Bad : {"", "abc", "1.5x", "nan", "inf", "0x1p3", "1e999"})
    EXPECT_FALSE(parseFiniteDouble(Bad).ok()) << Bad;
}

TEST(CheckedNumber, ArithmeticReportsOverflowInsteadOfWrapping) {
  EXPECT_EQ(checkedAddInt64(INT64_MAX - 1, 1), INT64_MAX);
  EXPECT_EQ(checkedAddInt64(INT64_MAX, 1), std::nullopt);
  EXPECT_EQ(checkedAddInt64(INT64_MIN, -1), std::nullopt);
  EXPECT_EQ(checkedMulInt64(int64_t(1) << 31, int64_t(1) << 31), int64_t(1) << 62);
  EXPECT_EQ(checkedMulInt64(int64_t(1) << 62, 2), std::nullopt);
  EXPECT_EQ(checkedMulUInt64(uint64_t(1) << 62, 4), std::nullopt);
  EXPECT_EQ(checkedMulUInt64(uint64_t(1) << 61, 4), uint64_t(1) << 63);
}

TEST(CheckedNumber, LcmReportsOverflow) {
  EXPECT_EQ(checkedLcmInt64(4, 6), 12);
  EXPECT_EQ(checkedLcmInt64(int64_t(1) << 62, 4), int64_t(1) << 62);
  // Two large coprimes: their product does not fit.
  EXPECT_EQ(checkedLcmInt64((int64_t(1) << 62) - 1, int64_t(1) << 40), std::nullopt);
  EXPECT_EQ(checkedLcmInt64(0, 4), std::nullopt);
}
