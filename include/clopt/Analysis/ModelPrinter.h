//===- ModelPrinter.h - Print the kernel model ------------------*- C++ -*-===//
#ifndef CLOPT_ANALYSIS_MODELPRINTER_H
#define CLOPT_ANALYSIS_MODELPRINTER_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/Support/raw_ostream.h"

namespace clopt {

enum class ModelFormat { Text, Yaml, Json };

/// Prints the analysis of every kernel. Text is for people (aligned, short);
/// YAML and JSON carry the same facts with stable keys for tools. File is the
/// path shown in positions ("file:line:col").
void printKernelModel(llvm::raw_ostream &OS, llvm::StringRef File,
                      const std::vector<KernelInfo> &Kernels, ModelFormat F);

} // namespace clopt

#endif
