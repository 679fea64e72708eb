//===- AnalyzeCommand.cpp - clopt analyze ---------------------------------===//

#include "Options.h"

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/ModelPrinter.h"

using namespace llvm;

namespace clopt {
namespace tool {

cl::SubCommand AnalyzeCmd("analyze",
                          "Print each kernel's memory access analysis");

static cl::opt<std::string> Input(cl::Positional, cl::desc("<file.cl>"),
                                  cl::Required, cl::sub(AnalyzeCmd));
static cl::opt<ModelFormat> Format(
    "format", cl::desc("Output format: text, yaml or json"), cl::init(ModelFormat::Text),
    cl::values(clEnumValN(ModelFormat::Text, "text", "aligned text for people"),
               clEnumValN(ModelFormat::Yaml, "yaml", "YAML for tools"),
               clEnumValN(ModelFormat::Json, "json", "JSON for tools")),
    cl::cat(Category), cl::sub(AnalyzeCmd));

int runAnalyze() {
  auto Source = parseOpenCLFile(Input, frontendOptions());
  if (!Source)
    return fail(Source.takeError());
  std::vector<KernelInfo> Kernels = analyzeKernels(**Source);
  printKernelModel(outs(), Input, Kernels, Format);
  return 0;
}

} // namespace tool
} // namespace clopt
