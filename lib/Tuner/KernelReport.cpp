//===- KernelReport.cpp - What the tuner reports of a kernel ----------------===//
//
// Labels of parameter values, the passes that do not apply and why, and the
// rejected variants grouped by category: what the report and the log say of
// a kernel, apart from the search that produced it.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TuneSpace.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>
#include <chrono>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

using namespace llvm;
using namespace clopt;


std::string clopt::formatNumber(double V, const char *Fmt) {
  char Buf[64];
  std::snprintf(Buf, sizeof(Buf), Fmt, V);
  return Buf;
}

PipelineOptions clopt::tunerPipelineOptions(const TuneOptions &Opts, const ProblemSpec &Spec,
                                            const KernelInfo &Kernel) {
  PipelineOptions PO = problemPipelineOptions(Opts.Frontend, Kernel, Spec.Global, Spec.Sizes);
  PO.KeepFloatOrder = Opts.NoReassociate;
  PO.Frontend.PrintDiagnostics = false;
  PO.DataFromFiles = !Spec.Inputs.empty();
  PO.CheckEachPass = false; // the final output is re-parsed anyway
  return PO;
}

std::string clopt::describeValues(const ParamValues &V,
                                  const std::vector<PassSpace> &Space) {
  std::string Out;
  for (const PassSpace &S : Space) {
    if (!V.enables(S.Pass))
      continue;
    std::string Args;
    for (const ParamSpec &P : S.Params)
      if (std::optional<int64_t> X = V.get(S.Pass, P.Name))
        Args += (Args.empty() ? "" : ", ") + P.Name + "=" + P.print(*X);
    Out += (Out.empty() ? "" : " ") + S.Pass + "(" + Args + ")";
  }
  return Out.empty() ? "none" : Out;
}

std::vector<ReportKernelSummary::NotApplicable>
clopt::notApplicablePasses(const std::vector<PassSpace> &Space) {
  std::vector<ReportKernelSummary::NotApplicable> Out;
  for (const PassSpace &S : Space)
    if (S.NotApplicable)
      Out.push_back({S.Pass, rejectKindName(S.NotApplicable->Kind),
                     S.NotApplicable->Message});
  return Out;
}

std::vector<ReportKernelSummary::NotApplicable>
clopt::notApplicablePasses(ParsedSource &Source, const KernelInfo &Kernel,
                           const TuneOptions &Opts, const ProblemSpec &Spec) {
  return notApplicablePasses(
      listParameterSpace(Source, Kernel, tunerPipelineOptions(Opts, Spec, Kernel)));
}

/// The user-facing category of a rejection.
static const char *rejectionCategory(Invalidity I) {
  switch (I) {
  case Invalidity::Correct: return "";
  case Invalidity::Compile: return "compile";
  case Invalidity::Runtime: return "runtime";
  case Invalidity::Correctness: return "wrong result";
  case Invalidity::Timeout: return "timeout";
  case Invalidity::Constraints: return "constraint";
  }
  return "runtime";
}

/// One line of a reason: a build log or a crash message may run on for
/// pages. The first line that says "error" is the informative one of a
/// build log ("CL_BUILD_PROGRAM_FAILURE:" comes first).
static std::string firstReasonLine(StringRef Reason) {
  SmallVector<StringRef, 8> Lines;
  Reason.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.empty())
    return "";
  StringRef Pick = Lines.front();
  for (StringRef L : Lines)
    if (L.contains("error")) {
      Pick = L;
      break;
    }
  std::string Out = Pick.trim().str();
  if (Pick != Lines.front() && Lines.front().trim().ends_with(":"))
    Out = Lines.front().trim().str() + " " + Out;
  return Out;
}

std::vector<ReportKernelSummary::Rejections>
clopt::groupRejections(const std::vector<ReportResult> &Report) {
  const Invalidity Order[] = {Invalidity::Compile, Invalidity::Runtime,
                              Invalidity::Correctness, Invalidity::Timeout,
                              Invalidity::Constraints};
  std::vector<ReportKernelSummary::Rejections> Out;
  for (Invalidity I : Order) {
    ReportKernelSummary::Rejections G;
    G.Category = rejectionCategory(I);
    for (const ReportResult &R : Report) {
      if (R.Status != I)
        continue;
      ++G.Count;
      if (!G.Example.empty())
        continue;
      std::string Id;
      for (const ReportMeasurement &M : R.Extra)
        if (M.Name == "variant" && M.IsText)
          Id = M.Text;
      std::string Reason = firstReasonLine(R.Reason);
      if (Reason.size() > 160)
        Reason = Reason.substr(0, 157) + "...";
      G.Example = (Id.empty() ? "" : Id + ": ") + (Reason.empty() ? "no reason given" : Reason);
    }
    if (G.Count)
      Out.push_back(std::move(G));
  }
  return Out;
}
