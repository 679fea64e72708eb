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

} // namespace test
} // namespace clopt

#endif
