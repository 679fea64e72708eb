//===- PassRegistry.h - The transform passes in pipeline order ---*- C++ -*-===//
#ifndef CLOPT_TRANSFORMS_PASSREGISTRY_H
#define CLOPT_TRANSFORMS_PASSREGISTRY_H

#include "clopt/Transforms/Pass.h"
#include "llvm/ADT/ArrayRef.h"

namespace clopt {

struct PassEntry {
  llvm::StringRef Name;
  llvm::StringRef Summary;
  const TransformPass *Pass;
};

/// Every pass, in pipeline order (lib/Transforms/Passes.def).
llvm::ArrayRef<PassEntry> allPasses();
/// The pass called Name, or null.
const PassEntry *findPass(llvm::StringRef Name);
/// "tile, local, coarsen, ..." for error messages.
std::string passNameList();

} // namespace clopt

#endif
