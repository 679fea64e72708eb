#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"
using namespace clopt;
using namespace clopt::nest;
namespace {
class LocalPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "local"; }
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
const TransformPass &createLocalPass() {
  static LocalPass P;
  return P;
}
}
