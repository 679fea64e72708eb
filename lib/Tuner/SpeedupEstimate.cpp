//===- SpeedupEstimate.cpp - Is a variant faster, with confidence? --------===//
//
// The statistic behind the choice of the winner; see SpeedupEstimate.h and
// docs/tuner.md ("Choosing the winner").
//
//===----------------------------------------------------------------------===//

#include "clopt/Tuner/SpeedupEstimate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace clopt;

static bool positiveFinite(double X) { return std::isfinite(X) && X > 0; }

/// P(Bin(N, 1/2) <= K).
static double binomialHalfCdf(unsigned N, unsigned K) {
  double Term = std::ldexp(1.0, -static_cast<int>(N)); // P(X = 0)
  double Sum = 0;
  for (unsigned I = 0; I <= K && I <= N; ++I) {
    Sum += Term;
    Term = Term * (N - I) / (I + 1);
  }
  return std::min(1.0, Sum);
}

SpeedupEstimate clopt::estimateSpeedup(std::vector<double> Ratios) {
  SpeedupEstimate E;
  if (Ratios.empty() || !std::all_of(Ratios.begin(), Ratios.end(), positiveFinite))
    return E;
  std::sort(Ratios.begin(), Ratios.end());
  unsigned R = static_cast<unsigned>(Ratios.size());
  E.Rounds = R;
  // Ratios multiply: the middle of an even count is their geometric mean.
  E.Estimate = R % 2 ? Ratios[R / 2] : std::sqrt(Ratios[R / 2 - 1] * Ratios[R / 2]);
  unsigned K = 1;
  while (K < R && binomialHalfCdf(R, K) <= 1 - SpeedupBoundConfidence)
    ++K;
  E.Order = K;
  E.Bound = Ratios[K - 1];
  E.Confidence = 1 - binomialHalfCdf(R, K - 1);
  return E;
}

std::vector<double> clopt::pairedRatios(const std::vector<double> &OriginalMs,
                                        const std::vector<double> &CandidateMs) {
  std::vector<double> Out;
  if (OriginalMs.size() != CandidateMs.size())
    return Out;
  for (size_t R = 0; R < OriginalMs.size(); ++R) {
    if (!positiveFinite(OriginalMs[R]) || !positiveFinite(CandidateMs[R]))
      return {};
    Out.push_back(OriginalMs[R] / CandidateMs[R]);
  }
  return Out;
}

std::vector<double> clopt::combinePoints(const std::vector<std::vector<double>> &PerPoint) {
  if (PerPoint.empty() || PerPoint.front().empty())
    return {};
  size_t Rounds = PerPoint.front().size();
  std::vector<double> LogSum(Rounds, 0);
  for (const std::vector<double> &Point : PerPoint) {
    if (Point.size() != Rounds)
      return {};
    for (size_t R = 0; R < Rounds; ++R) {
      if (!positiveFinite(Point[R]))
        return {};
      LogSum[R] += std::log(Point[R]);
    }
  }
  std::vector<double> Out;
  for (double S : LogSum)
    Out.push_back(std::exp(S / static_cast<double>(PerPoint.size())));
  return Out;
}

SpeedupVerdict clopt::judgeSpeedup(const SpeedupEstimate &E, double MinSpeedup) {
  if (E.Rounds == 0)
    return SpeedupVerdict::BelowMinimum;
  // Not faster with confidence says more than a low estimate: tested first.
  if (MinSpeedup >= 1 && !(E.Bound > 1))
    return SpeedupVerdict::NotConfident;
  if (E.Estimate < MinSpeedup)
    return SpeedupVerdict::BelowMinimum;
  return SpeedupVerdict::Faster;
}

std::string clopt::describeBound(const SpeedupEstimate &E) {
  char Buf[128];
  // A bound that rounds to 1.00 gets a third decimal: which side of 1 it
  // lies on is the point.
  const char *Fmt = std::fabs(E.Bound - 1) < 0.005 && E.Bound != 1
                        ? "bound %.3fx at %.1f%% confidence"
                        : "bound %.2fx at %.1f%% confidence";
  std::snprintf(Buf, sizeof(Buf), Fmt, E.Bound, 100 * E.Confidence);
  return Buf;
}

std::string clopt::describeSpeedupBelow(double V, double Bar) {
  char Buf[64];
  for (int Decimals = 2; Decimals <= 9; ++Decimals) {
    std::snprintf(Buf, sizeof(Buf), "%.*fx", Decimals, V);
    if (std::strtod(Buf, nullptr) < Bar)
      break;
  }
  return Buf;
}
