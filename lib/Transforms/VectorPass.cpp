#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"
using namespace clopt;
using namespace clopt::nest;
namespace {
class VectorPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "vector"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override {
    PassSpace S;
    S.NotApplicable = makeReject(RejectKind::UnsupportedKernel, "not available yet");
    return S;
  }
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override {
    return PassOutcome::notApplied(makeReject(RejectKind::UnsupportedKernel, "not available yet"));
  }
};
}
namespace clopt {
const TransformPass &createVectorPass() {
  static VectorPass P;
  return P;
}
}
