// TEMPORARY stub so the tree links; replaced by the real analysis.
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/ModelPrinter.h"
#include "clopt/Analysis/Frontend.h"
#include "clang/AST/Decl.h"
using namespace clopt;
std::vector<KernelInfo> clopt::analyzeKernels(ParsedSource &S) {
  std::vector<KernelInfo> R;
  for (auto *K : S.kernels()) { KernelInfo I; I.Name = K->getName().str(); R.push_back(I); }
  return R;
}
void clopt::printKernelModel(llvm::raw_ostream &OS, llvm::StringRef File,
                             const std::vector<KernelInfo> &Ks, ModelFormat) {
  for (auto &K : Ks) OS << "kernel " << K.Name << "\n";
}
