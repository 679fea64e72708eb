//===- SpeedupEstimate.h - Faster, with confidence? -------------*- C++ -*-===//
//
// The final re-timing runs the original and each candidate once per round,
// interleaved (KernelTuner.cpp). Round r gives a paired ratio
//
//   q_r = original's time in round r / candidate's time in round r
//
// (over several size points: the geometric mean of the points' ratios in
// round r). Pairing cancels what a round shares (clock, other load); the
// rounds are then independent draws of q.
//
// The estimate is the median of the q_r. Its lower bound is a sign-test
// order statistic: the K-th smallest q_r is below the true median ratio m
// unless at most K-1 of the R ratios fall at or below m, which happens with
// probability P(Bin(R, 1/2) <= K-1) whatever the distribution of q (each
// q_r is below m with probability 1/2). K is the largest order that keeps
// that probability within 5%; with R < 5 rounds no order does, and K = 1
// (the smallest ratio) gives 1 - 2^-R. With 5 rounds the bound is the
// smallest ratio at 1 - 2^-5 = 96.9% confidence; with 10, the second
// smallest at 98.9%.
//
// A bound above 1 says, with that confidence, that the candidate is faster
// than the original in more than half of the interleaved runs: a speedup
// that noise alone would not give.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_SPEEDUPESTIMATE_H
#define CLOPT_TUNER_SPEEDUPESTIMATE_H

#include <string>
#include <vector>

namespace clopt {

/// The confidence the lower bound aims at (reached from 5 rounds on).
constexpr double SpeedupBoundConfidence = 0.95;

struct SpeedupEstimate {
  double Estimate = 0; ///< median of the per-round ratios
  double Bound = 0;    ///< the K-th smallest ratio
  /// P(Bound <= the true median ratio) = 1 - P(Bin(Rounds, 1/2) <= K-1).
  double Confidence = 0;
  unsigned Rounds = 0;
  unsigned Order = 0; ///< K
};

/// The estimate and bound of per-round ratios; all zero when Ratios is
/// empty or holds a value that is not a positive finite number.
SpeedupEstimate estimateSpeedup(std::vector<double> Ratios);

/// OriginalMs[r] / CandidateMs[r] for each round; empty when the lengths
/// differ or a time is not positive.
std::vector<double> pairedRatios(const std::vector<double> &OriginalMs,
                                 const std::vector<double> &CandidateMs);

/// Per round, the geometric mean over points of PerPoint[point][round];
/// empty when the points do not all have the same (non-zero) number of
/// rounds or a ratio is not positive.
std::vector<double> combinePoints(const std::vector<std::vector<double>> &PerPoint);

enum class SpeedupVerdict {
  Faster,       ///< may replace the original
  NotConfident, ///< the bound is not above 1
  BelowMinimum, ///< the estimate is under --min-speedup
};

/// Whether E lets a candidate replace the original under --min-speedup.
/// The estimate must reach MinSpeedup and, when MinSpeedup >= 1, the bound
/// must be above 1. Below 1 the user accepts variants up to that much
/// slower, so "faster with confidence" is not asked; 0 takes the fastest
/// verified variant whatever the noise.
SpeedupVerdict judgeSpeedup(const SpeedupEstimate &E, double MinSpeedup);

/// "bound 1.21x at 96.9% confidence".
std::string describeBound(const SpeedupEstimate &E);

/// Speedup V as "1.23x", judged against the bar Bar it fell below: with as
/// many more decimals as it takes not to read as reaching it (1.0999 under
/// 1.1 is "1.0999x", not "1.10x").
std::string describeSpeedupBelow(double V, double Bar);

} // namespace clopt

#endif // CLOPT_TUNER_SPEEDUPESTIMATE_H
