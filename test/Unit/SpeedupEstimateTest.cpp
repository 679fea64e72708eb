//===- SpeedupEstimateTest.cpp - Faster with confidence, or not -----------===//

#include "clopt/Tuner/SpeedupEstimate.h"
#include "gtest/gtest.h"

#include <cmath>

using namespace clopt;

TEST(SpeedupEstimate, MedianAndSmallestRatioOverFiveRounds) {
  SpeedupEstimate E = estimateSpeedup({1.5, 1.55, 1.05, 1.6, 1.45});
  EXPECT_EQ(E.Rounds, 5u);
  EXPECT_DOUBLE_EQ(E.Estimate, 1.5);
  // No order statistic of 5 reaches 95%: the smallest, at 1 - 2^-5.
  EXPECT_EQ(E.Order, 1u);
  EXPECT_DOUBLE_EQ(E.Bound, 1.05);
  EXPECT_DOUBLE_EQ(E.Confidence, 1 - 1.0 / 32);
}

TEST(SpeedupEstimate, OrderGrowsWithRounds) {
  // Three rounds: the smallest at 87.5%.
  SpeedupEstimate Three = estimateSpeedup({1.2, 1.1, 1.3});
  EXPECT_EQ(Three.Order, 1u);
  EXPECT_DOUBLE_EQ(Three.Confidence, 0.875);
  // Ten rounds: the second smallest, P(Bin(10, 1/2) <= 1) = 11/1024 of
  // missing; the third would miss with 56/1024 > 5%.
  std::vector<double> Ten = {1.5, 1.52, 0.8, 1.48, 1.5, 1.55, 1.45, 1.5, 1.51, 1.49};
  SpeedupEstimate E = estimateSpeedup(Ten);
  EXPECT_EQ(E.Order, 2u);
  EXPECT_DOUBLE_EQ(E.Bound, 1.45);
  EXPECT_NEAR(E.Confidence, 1 - 11.0 / 1024, 1e-12);
  // An even count: the geometric mean of the two middle ratios.
  EXPECT_NEAR(E.Estimate, std::sqrt(1.5 * 1.5), 1e-12);
  // Twenty rounds: P(Bin(20, 1/2) <= 5) = 0.0207, <= 6: 0.0577.
  std::vector<double> Twenty;
  for (int I = 1; I <= 20; ++I)
    Twenty.push_back(1 + I / 100.0);
  SpeedupEstimate T = estimateSpeedup(Twenty);
  EXPECT_EQ(T.Order, 6u);
  EXPECT_DOUBLE_EQ(T.Bound, 1.06);
  EXPECT_GE(T.Confidence, 0.95);
}

TEST(SpeedupEstimate, NothingFromBadRatios) {
  EXPECT_EQ(estimateSpeedup({}).Rounds, 0u);
  EXPECT_EQ(estimateSpeedup({1.2, 0, 1.3}).Rounds, 0u);
  EXPECT_EQ(estimateSpeedup({1.2, NAN}).Rounds, 0u);
  EXPECT_EQ(estimateSpeedup({1.2, INFINITY}).Rounds, 0u);
  EXPECT_EQ(judgeSpeedup(estimateSpeedup({}), 0), SpeedupVerdict::BelowMinimum);
}

TEST(SpeedupEstimate, PairedRatiosPerRound) {
  std::vector<double> Q = pairedRatios({10, 12, 9}, {5, 6, 9});
  ASSERT_EQ(Q.size(), 3u);
  EXPECT_DOUBLE_EQ(Q[0], 2);
  EXPECT_DOUBLE_EQ(Q[1], 2);
  EXPECT_DOUBLE_EQ(Q[2], 1);
  EXPECT_TRUE(pairedRatios({10, 12}, {5}).empty());
  EXPECT_TRUE(pairedRatios({10, 0}, {5, 6}).empty());
}

TEST(SpeedupEstimate, PointsCombinePerRound) {
  // One microsecond point jumps between rounds (26.7x once): the per-round
  // geometric means spread, the median ignores the jump and the bound
  // falls with the round that has none.
  std::vector<std::vector<double>> Points = {{1.2, 1.2, 1.2, 1.2, 1.2},
                                             {1.0, 26.7, 1.0, 0.8, 1.0}};
  std::vector<double> Q = combinePoints(Points);
  ASSERT_EQ(Q.size(), 5u);
  EXPECT_NEAR(Q[1], std::sqrt(1.2 * 26.7), 1e-12);
  SpeedupEstimate E = estimateSpeedup(Q);
  EXPECT_NEAR(E.Estimate, std::sqrt(1.2), 1e-12);
  EXPECT_NEAR(E.Bound, std::sqrt(1.2 * 0.8), 1e-12);
  EXPECT_EQ(judgeSpeedup(E, 1.1), SpeedupVerdict::NotConfident);
  // Mismatched rounds or bad ratios give nothing.
  EXPECT_TRUE(combinePoints({{1.2, 1.2}, {1.2}}).empty());
  EXPECT_TRUE(combinePoints({{1.2, -1}}).empty());
  EXPECT_TRUE(combinePoints({}).empty());
}

TEST(SpeedupEstimate, Verdicts) {
  // (a) 1.05x, tight: surely faster, but under the 1.1x minimum.
  SpeedupEstimate Tight = estimateSpeedup({1.05, 1.04, 1.06, 1.05, 1.05});
  EXPECT_GT(Tight.Bound, 1);
  EXPECT_EQ(judgeSpeedup(Tight, 1.1), SpeedupVerdict::BelowMinimum);
  EXPECT_EQ(judgeSpeedup(Tight, 1.02), SpeedupVerdict::Faster);
  // (b) 1.5x with one slow round that is still faster: wins.
  SpeedupEstimate OneSlow = estimateSpeedup({1.5, 1.55, 1.05, 1.6, 1.45});
  EXPECT_EQ(judgeSpeedup(OneSlow, 1.1), SpeedupVerdict::Faster);
  // (c) Rounds on both sides of 1: not faster with confidence, however
  // high the median.
  SpeedupEstimate Straddle = estimateSpeedup({1.3, 0.9, 1.2, 0.95, 1.25});
  EXPECT_DOUBLE_EQ(Straddle.Estimate, 1.2);
  EXPECT_EQ(judgeSpeedup(Straddle, 1.1), SpeedupVerdict::NotConfident);
  EXPECT_EQ(judgeSpeedup(Straddle, 1), SpeedupVerdict::NotConfident);
  // Under 1 the bound is not asked for; 0 takes anything measured.
  EXPECT_EQ(judgeSpeedup(Straddle, 0.5), SpeedupVerdict::Faster);
  EXPECT_EQ(judgeSpeedup(Straddle, 0), SpeedupVerdict::Faster);
  SpeedupEstimate Slower = estimateSpeedup({0.7, 0.8, 0.75});
  EXPECT_EQ(judgeSpeedup(Slower, 0), SpeedupVerdict::Faster);
  EXPECT_EQ(judgeSpeedup(Slower, 0.9), SpeedupVerdict::BelowMinimum);
  // A bound of exactly 1 is not above 1.
  EXPECT_EQ(judgeSpeedup(estimateSpeedup({1.0, 1.3, 1.4}), 1.1),
            SpeedupVerdict::NotConfident);
}

TEST(SpeedupEstimate, Describe) {
  EXPECT_EQ(describeBound(estimateSpeedup({1.06, 0.98, 1.1, 1.07, 1.02})),
            "bound 0.98x at 96.9% confidence");
  EXPECT_EQ(describeBound(estimateSpeedup({1.2})),
            "bound 1.20x at 50.0% confidence");
  // Near 1, the side of 1 shows.
  EXPECT_EQ(describeBound(estimateSpeedup({1.003, 1.1, 1.2})),
            "bound 1.003x at 87.5% confidence");
  EXPECT_EQ(describeBound(estimateSpeedup({0.998, 1.1, 1.2})),
            "bound 0.998x at 87.5% confidence");
  EXPECT_EQ(describeBound(estimateSpeedup({1.0, 1.1, 1.2})),
            "bound 1.00x at 87.5% confidence");
}

TEST(SpeedupEstimate, ASpeedupBelowTheBarNeverReadsAsReachingIt) {
  EXPECT_EQ(describeSpeedupBelow(1.05, 1.1), "1.05x");
  // Two decimals would print 1.10x "below --min-speedup 1.1".
  EXPECT_EQ(describeSpeedupBelow(1.0999, 1.1), "1.0999x");
  EXPECT_EQ(describeSpeedupBelow(1.09999994, 1.1), "1.0999999x");
  EXPECT_EQ(describeSpeedupBelow(0.5, 0.6), "0.50x");
}
