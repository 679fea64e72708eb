//===- clopt.cpp - The clopt command-line driver ---------------------------===//
//
// clopt FILE.cl -o OUT.cl --device N      tune (the default subcommand)
// clopt analyze FILE.cl                   print the kernel model
// clopt rewrite FILE.cl --set P.X=V       apply passes with fixed parameters
// clopt verify FILE.cl --set P.X=V        check a rewrite on a device
// clopt devices                           list OpenCL devices
//
// The driver only parses options and calls the libraries.
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace clopt {
namespace tool {

cl::OptionCategory Category("clopt options");

static cl::list<std::string> Defines("D", cl::Prefix,
                                     cl::desc("Define a macro (-DNAME=VALUE)"),
                                     cl::value_desc("macro"), cl::cat(Category),
                                     cl::sub(cl::SubCommand::getAll()));
static cl::list<std::string> Includes("I", cl::Prefix,
                                      cl::desc("Add an include directory"),
                                      cl::value_desc("dir"), cl::cat(Category),
                                      cl::sub(cl::SubCommand::getAll()));
static cl::opt<std::string> ClStd("cl-std",
                                  cl::desc("OpenCL C version (default CL1.2)"),
                                  cl::init("CL1.2"), cl::cat(Category),
                                  cl::sub(cl::SubCommand::getAll()));

FrontendOptions frontendOptions() {
  FrontendOptions Opts;
  Opts.ClStd = ClStd;
  Opts.Defines.assign(Defines.begin(), Defines.end());
  Opts.IncludeDirs.assign(Includes.begin(), Includes.end());
  return Opts;
}

int fail(const Twine &Msg) {
  WithColor::error(errs(), "clopt") << Msg << "\n";
  return 1;
}

int fail(Error E) {
  std::string Msg = toString(std::move(E));
  return fail(Msg);
}

} // namespace tool
} // namespace clopt

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  using namespace clopt::tool;
  cl::HideUnrelatedOptions(Category);
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "clopt: tune OpenCL C kernels for a device\n",
                                   &errs()))
    return 1;
  if (AnalyzeCmd)
    return runAnalyze();
  if (RewriteCmd)
    return runRewrite();
  if (VerifyCmd)
    return runVerify();
  if (DevicesCmd)
    return runDevices();
  return runTune();
}
