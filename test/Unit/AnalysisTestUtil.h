//===- AnalysisTestUtil.h - Parse and analyse a snippet in unit tests -----===//
#ifndef CLOPT_TEST_UNIT_ANALYSISTESTUTIL_H
#define CLOPT_TEST_UNIT_ANALYSISTESTUTIL_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "gtest/gtest.h"

namespace clopt {
namespace test {

/// Keeps the AST alive as long as the model that points into it.
struct Analyzed {
  std::unique_ptr<ParsedSource> Source;
  std::vector<KernelInfo> Kernels;
  const KernelInfo &kernel() const { return Kernels.front(); }
  /// The first access to Array (fails the test when there is none).
  const MemoryAccess &access(llvm::StringRef Array, unsigned Nth = 0) const {
    for (const MemoryAccess &A : kernel().Accesses)
      if (A.Array == Array && Nth-- == 0)
        return A;
    ADD_FAILURE() << "no access to " << Array.str();
    static MemoryAccess None;
    return None;
  }
};

inline Analyzed analyze(llvm::StringRef Code) {
  FrontendOptions Opts;
  Opts.PrintDiagnostics = false;
  Analyzed R;
  auto S = parseOpenCLCode(Code, "snippet.cl", Opts);
  if (!S) {
    ADD_FAILURE() << llvm::toString(S.takeError());
    return R;
  }
  R.Source = std::move(*S);
  R.Kernels = analyzeKernels(*R.Source);
  return R;
}

/// A GEMM-class kernel whose names are deliberately not matmul-like (R =
/// P Q over loop counter t): what the tuner knows of GEMMs must come from
/// the accesses.
inline const char *const ProductKernel = R"(
__kernel void f(__global const float *P, __global const float *Q,
                __global float *R, int M, int L) {
  int c = get_global_id(0);
  int r = get_global_id(1);
  if (r < M && c < M) {
    float acc = 0.0f;
    for (int t = 0; t < L; ++t)
      acc += P[r * L + t] * Q[t * M + c];
    R[r * M + c] = acc;
  }
}
)";

} // namespace test
} // namespace clopt

#endif
