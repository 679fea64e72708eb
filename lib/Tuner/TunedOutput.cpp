//===- TunedOutput.cpp - OUT.cl, OUT.cl.yaml and the report ---------------===//
//
// Everything written comes from the KernelOutcomes (search or database), so a
// run that reuses the database writes the same OUT.cl and OUT.cl.yaml as the
// run that tuned. The tuned code is regenerated here from the parameters,
// kernel by kernel in file order, re-parsing after each, so several tuned
// kernels end up in one file.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/TunedSidecar.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/KernelSignature.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "clang/AST/Decl.h"

using namespace llvm;
using namespace clopt;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {
/// One kernel as written.
struct Emitted {
  LaunchGeometry Geometry;
  std::vector<std::pair<std::string, std::string>> Params; ///< labelled
  std::string Passes;                                      ///< "tile(k=16) ..."
  std::vector<TunedArg> Args;
};
} // namespace

/// The values with their labels, in pipeline order.
static std::vector<std::pair<std::string, std::string>>
labelledValues(const ParamValues &V, const std::vector<PassSpace> &Space) {
  std::vector<std::pair<std::string, std::string>> Out;
  for (const PassSpace &S : Space)
    for (const ParamSpec &P : S.Params)
      if (std::optional<int64_t> X = V.get(S.Pass, P.Name))
        Out.push_back({S.Pass + "." + P.Name, P.print(*X)});
  return Out;
}

static Expected<std::vector<TunedArg>> tunedArgs(ParsedSource &Source,
                                                 const std::string &Kernel) {
  const clang::FunctionDecl *D = Source.findKernel(Kernel);
  if (!D)
    return makeError("internal error: no kernel '" + Kernel + "' in the output");
  Expected<std::vector<SignatureArg>> Sig = kernelSignature(*D);
  if (!Sig)
    return Sig.takeError();
  std::vector<TunedArg> Out;
  for (const SignatureArg &A : *Sig)
    Out.push_back(TunedArg{A.Name, A.Kind, A.Type});
  return Out;
}

/// Regenerates every tuned kernel into Code (the whole file).
static Error regenerate(const TuneOptions &Opts, ParsedSource &Original,
                        const std::vector<KernelInfo> &Kernels,
                        const std::vector<KernelOutcome> &Outcomes,
                        const std::vector<ProblemSpec> &Specs, std::string &Code,
                        std::vector<Emitted> &Out) {
  Code = Original.getCode().str();
  FrontendOptions Quiet = Opts.Frontend;
  Quiet.PrintDiagnostics = false;
  for (size_t I = 0; I < Kernels.size(); ++I) {
    Emitted E;
    E.Geometry.WorkDim = static_cast<unsigned>(std::max<size_t>(1, Specs[I].Global.size()));
    // Each kernel is rewritten on the file as it is after the previous ones.
    auto Current = parseOpenCLCode(Code, Original.getPath(), Quiet);
    if (!Current)
      return makeError("internal error: the tuned file does not parse: " +
                       toString(Current.takeError()));
    std::vector<KernelInfo> Now = analyzeKernels(**Current);
    const KernelInfo *K = nullptr;
    for (const KernelInfo &X : Now)
      if (X.Name == Kernels[I].Name)
        K = &X;
    if (!K)
      return makeError("internal error: kernel '" + Kernels[I].Name + "' disappeared");
    if (Outcomes[I].Tuned) {
      PipelineOptions PO;
      PO.Frontend = Quiet;
      PO.GlobalExprs = Specs[I].Global;
      RemarkCollector Remarks;
      Expected<RewriteResult> R = runPipeline(**Current, *K, PO, Outcomes[I].Values, Remarks);
      if (!R)
        return R.takeError();
      if (!(R->Applied == Outcomes[I].Values))
        return makeError("kernel '" + K->Name + "': the recorded parameters no longer "
                         "apply as recorded; re-tune with --retune");
      E.Geometry = R->Geometry;
      E.Params = labelledValues(R->Applied, listParameterSpace(**Current, *K, PO));
      E.Passes = describeValues(R->Applied, **Current, *K, Quiet);
      Code = R->Code;
    }
    Out.push_back(std::move(E));
  }
  // Signatures never change; read them from the final file.
  auto Final = parseOpenCLCode(Code, Original.getPath(), Quiet);
  if (!Final)
    return makeError("internal error: the tuned file does not parse: " +
                     toString(Final.takeError()));
  for (size_t I = 0; I < Kernels.size(); ++I) {
    Expected<std::vector<TunedArg>> A = tunedArgs(**Final, Kernels[I].Name);
    if (!A)
      return A.takeError();
    Out[I].Args = std::move(*A);
  }
  return Error::success();
}

static std::string headerComment(const TuneOptions &Opts,
                                 const std::vector<KernelOutcome> &Outcomes,
                                 const std::vector<Emitted> &Em,
                                 const std::vector<ProblemInstance> &Problems,
                                 const std::string &Platform) {
  std::string H = "// Tuned by clopt " + std::string(cloptVersion()) + " from " +
                  sys::path::filename(Opts.InputPath).str() + ".\n";
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    const KernelOutcome &O = Outcomes[I];
    if (!O.Fallback.empty()) {
      H += "//\n// Kernel '" + O.Kernel + "': " + O.Fallback + ".\n";
      continue;
    }
    const TuningRecord &R = O.Record;
    H += "//\n// Kernel '" + O.Kernel + "' on " + O.DeviceName +
         (Platform.empty() ? "" : " (" + Platform + ")") + ", driver " + O.Driver + ":\n";
    H += "//   problem: " + Problems[I].describe() + "\n";
    if (!O.Interrupted.empty())
      H += "//   note: " + O.Interrupted + "\n";
    if (!O.Tuned) {
      H += "//   no variant beat the original (" + formatNumber(R.OriginalSeconds * 1000, "%.4g") +
           " ms); the original kernel is kept.\n";
      continue;
    }
    H += "//   passes: " + Em[I].Passes + "\n";
    H += "//   speedup: " + formatNumber(R.Speedup, "%.2fx") + " (" +
         formatNumber(R.BestSeconds * 1000, "%.4g") + " ms vs " +
         formatNumber(R.OriginalSeconds * 1000, "%.4g") + " ms for the original)\n";
    H += "//   launch: " + Em[I].Geometry.describe() + "\n";
    std::vector<std::string> Pre = geometryPreconditions(Em[I].Geometry);
    std::string PreText;
    for (const std::string &P : Pre)
      PreText += (PreText.empty() ? "" : ", ") + P;
    H += "//   preconditions: " + (PreText.empty() ? std::string("none") : PreText) +
         " (G0..G2: the original global size)\n";
  }
  H += "//\n// The launch geometry is also in " +
       sys::path::filename(Opts.OutputPath.empty() ? std::string("OUT.cl")
                                                   : Opts.OutputPath).str() +
       ".yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.\n\n";
  return H;
}

Error clopt::writeTunedOutputs(const TuneOptions &Opts, ParsedSource &Source,
                               const std::vector<KernelInfo> &Kernels,
                               const std::vector<KernelOutcome> &Outcomes,
                               const std::vector<ProblemInstance> &Problems,
                               const std::vector<ProblemSpec> &Specs,
                               const DeviceInfo &Device, const std::string &OutPath,
                               raw_ostream &Log) {
  std::string Code;
  std::vector<Emitted> Em;
  if (Error E = regenerate(Opts, Source, Kernels, Outcomes, Specs, Code, Em))
    return E;
  std::string Text = headerComment(Opts, Outcomes, Em, Problems, Device.Platform) + Code;
  if (OutPath == "-") {
    outs() << Text;
    outs().flush();
  } else if (Status S = writeFileSafely(OutPath, Text); !S.ok()) {
    return makeError(S.message());
  }

  TunedSidecar Side;
  Side.Source = sys::path::filename(OutPath).str();
  Side.CloptVersion = cloptVersion();
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    const KernelOutcome &O = Outcomes[I];
    TunedKernel K;
    K.Name = O.Kernel;
    K.Device = O.DeviceName;
    K.Platform = Device.Platform;
    K.Driver = O.Driver;
    K.Parameters = Em[I].Params;
    K.Args = Em[I].Args;
    K.Geometry = Em[I].Geometry;
    // The sidecar lists every condition beside the geometry's multiples.
    K.Preconditions = std::move(K.Geometry.Conditions);
    K.Geometry.Conditions.clear();
    K.ProblemGlobal = Problems[I].Global;
    for (const auto &[Name, V] : Problems[I].Sizes)
      K.ProblemSizes[Name] = std::to_string(V);
    K.OriginalMs = O.Record.OriginalSeconds * 1000;
    K.TunedMs = O.Tuned ? O.Record.BestSeconds * 1000 : K.OriginalMs;
    K.Speedup = O.Tuned ? O.Record.Speedup : 1;
    K.Note = O.Interrupted;
    Side.Kernels.push_back(std::move(K));
  }
  std::string SidecarPath = Opts.SidecarPath.empty() ? OutPath + ".yaml" : Opts.SidecarPath;
  if (Status S = writeTunedSidecar(SidecarPath, Side); !S.ok())
    return makeError(S.message());

  if (!Opts.ReportPath.empty()) {
    ReportContext C;
    for (const KernelOutcome &O : Outcomes)
      C.Kernel += (C.Kernel.empty() ? "" : ",") + O.Kernel;
    C.Device = Outcomes.empty() ? "" : Outcomes.front().DeviceName;
    C.Driver = Outcomes.empty() ? "" : Outcomes.front().Driver;
    C.Strategy = Outcomes.empty() ? "" : Outcomes.front().Record.Strategy;
    for (const KernelOutcome &O : Outcomes)
      C.SizeClass += (C.SizeClass.empty() ? "" : ";") + O.SizeClass;
    C.DeviceQuery = Device;
    C.Seed = Opts.Seed;
    C.OriginalMs = Outcomes.empty() ? 0 : Outcomes.front().Record.OriginalSeconds * 1000;
    TuningReport Report(C);
    for (const KernelOutcome &O : Outcomes)
      for (ReportResult R : O.Report) {
        if (Outcomes.size() > 1)
          R.Extra.push_back({"kernel", 0, O.Kernel, true, ""});
        Report.add(std::move(R));
      }
    Status S = Report.write(Opts.ReportPath);
    if (!S.ok())
      return makeError(S.message());
  }

  if (Opts.Quiet)
    return Error::success();
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    const KernelOutcome &O = Outcomes[I];
    Log << O.Kernel << ": ";
    if (O.Tuned)
      Log << formatNumber(O.Record.Speedup, "%.2fx")
          << (O.Record.Speedup >= 1 ? " faster than the original ("
                                    : " the speed of the original, taken under "
                                      "--min-speedup (")
          << formatNumber(O.Record.BestSeconds * 1000, "%.4g") << " ms vs "
          << formatNumber(O.Record.OriginalSeconds * 1000, "%.4g") << " ms) with "
          << Em[I].Passes;
    else if (!O.Fallback.empty())
      Log << O.Fallback;
    else
      Log << "no variant beat the original; the original kernel is kept";
    if (O.FromDatabase)
      Log << " [from the tuning database]";
    else if (O.Fallback.empty())
      Log << " [" << O.Record.Evaluations << " evaluated, " << O.Compilations
          << " compiled, " << O.CacheHits << " from the binary cache]";
    Log << "\n";
  }
  Log << "wrote " << (OutPath == "-" ? std::string("the kernel to standard output") : OutPath)
      << " and " << SidecarPath << "\n";
  return Error::success();
}
