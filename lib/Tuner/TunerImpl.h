//===- TunerImpl.h - Pieces of the tuner shared by its sources ---*- C++ -*-===//
//
// Private to lib/Tuner.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TUNER_TUNERIMPL_H
#define CLOPT_LIB_TUNER_TUNERIMPL_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Transforms/Pass.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/Evaluator.h"
#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TransferSeeds.h"
#include "clopt/Tuner/Tuner.h"
#include "clopt/TuningRecords/TuningDatabase.h"
#include "clopt/TuningRecords/TuningReport.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

/// The answer for one kernel: the parameters of the chosen variant (none:
/// the original is kept) and its measurements. Built either by a search or
/// from a database record, and everything written comes from it.
struct KernelOutcome {
  std::string Kernel;
  bool Tuned = false;
  ParamValues Values; ///< the pipeline's values of the chosen variant
  /// The chosen variant as the search emitted, built and verified it, or
  /// for an answer from the database the pipeline's output for its values
  /// (made when the entry is looked up, so that one whose values no longer
  /// apply is passed over, not found out while writing); the output is
  /// written from it.
  std::optional<RewriteResult> Rewrite;
  TuningRecord Record;
  /// How it was obtained: "search" or "database".
  bool FromDatabase = false;
  std::string DatabaseNote;
  /// The device and driver it was tuned on.
  std::string DeviceName, Driver;
  /// Notes on how the answer was checked (re-verification).
  std::vector<std::string> Notes;
  /// Set when the search was interrupted: the note for OUT.cl's header and
  /// OUT.cl.yaml. Such an outcome is never stored in the database.
  std::string Interrupted;
  /// Set when --fallback=original kept the original code because the
  /// database had no entry: why, for OUT.cl's header.
  std::string Fallback;
  /// The problem-size class of its database key (for the report).
  std::string SizeClass;
  std::vector<ReportResult> Report;
  unsigned Compilations = 0;
  unsigned CacheHits = 0;
  /// Why each pass that does not apply to the kernel does not (the reasons
  /// of `rewrite --list-params`), and the rejected variants by category.
  std::vector<ReportKernelSummary::NotApplicable> NotApplicable;
  /// No pass applies at all: nothing was (or would be) evaluated.
  bool NoPassApplies = false;
  std::vector<ReportKernelSummary::Rejections> Rejections;
  /// Over several size points, what the speedup was measured over:
  /// "geometric mean over 3 size points (k=0: 1.2x, ...)" (each point's
  /// median ratio), or "compared over ..." when the original is kept. The
  /// rounds and the bound are in Record. Not stored in the database.
  std::string Claim;
  /// The size points the search compared over (0 or 1: the problem alone).
  unsigned SizePoints = 0;
  /// Set when a candidate was faster than the original but not with
  /// confidence, or not by --min-speedup: "best candidate v12: 1.06x (bound
  /// ...): no significant gain (...); the original kernel is kept".
  std::string NoGain;
  /// Set when the kernel was left as it is without a search (no problem
  /// spec, and not named with --kernel): the reason.
  std::string Skipped;
  /// Wall time of the search loop and of validation (checking the original,
  /// re-timing and re-verifying candidates), ms; 0 without a search.
  double SearchMs = 0, ValidationMs = 0;
  /// Whether the kernel was compared over several size points (its times
  /// then come from a mean speedup, not from one problem).
  bool SeveralSizePoints = false;
};

/// Milliseconds of wall time (steady clock) since Start.
inline double millisecondsSince(std::chrono::steady_clock::time_point Start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start)
      .count();
}

/// The passes of Space that do not apply, with their reasons.
std::vector<ReportKernelSummary::NotApplicable>
notApplicablePasses(const std::vector<PassSpace> &Space);

/// The passes that do not apply to Kernel, with their reasons, for a kernel
/// that was not prepared (one left without a search).
std::vector<ReportKernelSummary::NotApplicable>
notApplicablePasses(ParsedSource &Source, const KernelInfo &Kernel,
                    const TuneOptions &Opts, const ProblemSpec &Spec);

/// Groups the rejected records of Report by category ("compile", "runtime",
/// "wrong result", "timeout", "constraint"), in that order, with the first
/// reason of each as its example.
std::vector<ReportKernelSummary::Rejections>
groupRejections(const std::vector<ReportResult> &Report);

/// One size point of a kernel launched at several sizes (ProblemSpec
/// points/range): the winner is chosen and verified on all of them.
struct SizePoint {
  std::string Label; ///< "k=128"
  ProblemInstance Problem;
};

/// What the run knows about one kernel of the file.
struct KernelRun {
  const KernelInfo *Kernel;
  ProblemSpec Spec;
  ProblemInstance Problem;
  TuningKey Key;
  /// The kernel prepared once for every pipeline run and space lookup.
  std::unique_ptr<PreparedKernel> Prepared;
  /// Why the kernel is left as it is without a search; "" = it is tuned.
  std::string Skip;
  /// The size points when the spec lists several (the first is Problem).
  std::vector<SizePoint> Points;
};

/// The database key of Run's kernel K on device D (TunerDatabase.cpp).
TuningKey keyFor(const DeviceInfo &D, const KernelInfo &K, ParsedSource &Source,
                 const std::string &BuildOptions, const KernelRun &Run);

/// Looks Run up in DB; an outcome from the first usable entry of its key
/// (newest first). An entry that fails its checks is reported as FILE:LINE
/// and skipped; Unusable gets why an entry that exists does not answer Run
/// ("its entry (line L) needs ..."), Err what stops the run
/// (TunerDatabase.cpp).
std::optional<KernelOutcome> reuse(const TuningDatabase &DB, const KernelRun &Run,
                                   const TuneOptions &Opts, bool HaveDevice,
                                   const std::string &DBPath, ParsedSource &Source,
                                   std::string &Unusable, llvm::Error &Err,
                                   llvm::raw_ostream &Log);

/// Which entries of Run's key a new search at Run's problem replaces: those
/// that answer it, or no problem at all (a bad entry, another clopt's); one
/// that does not meet MinSpeedup, this run's --min-speedup, stays for runs
/// that ask for another.
/// One that answers only other problems of the class (its precondition or
/// specialized value does not hold here) stays beside the new one.
TuningDatabase::SupersedesFn supersededAt(const KernelRun &Run, double MinSpeedup);

/// "kernel 'K' on 'D' (driver V), size class S".
std::string describeKey(const TuningKey &K);

/// The speedup estimate a record keeps: its speedup, and the bound of its
/// interleaved rounds (Rounds 0 in a record without them) (TunerDatabase.cpp).
SpeedupEstimate recordedEstimate(const TuningRecord &R);

/// Everything the search of one kernel needs.
struct KernelJob {
  ParsedSource &Source;
  const KernelInfo &Kernel;
  const TuneOptions &Opts;
  const DeviceInfo &Device;
  ProblemSpec Spec;
  SpecContext Ctx;
  ProblemInstance Problem;
  std::string WorkDir;
  std::string BuildOptions;
  llvm::raw_ostream &Log;
  /// The kernel prepared once for every pipeline run of the search.
  const PreparedKernel &Prepared;
  /// Every size point, the first being Problem; empty or one = one size.
  std::vector<SizePoint> Points = {};
  /// Winners of similar kernels in the tuning database, tried first.
  std::vector<TransferSeed> Transfer = {};
};

/// Searches the kernel's space and returns the winner (or the original).
llvm::Expected<KernelOutcome> tuneKernel(KernelJob &J);

/// The source with Fault applied to the kernel called Kernel (whose
/// parameters are Params), or the source unchanged.
std::string injectFault(const std::string &Code, const KernelInfo &Kernel,
                        FaultInjection::Kind Fault);

/// "tile(k=16) unroll(factor=4)" using the domains' labels of Space.
std::string describeValues(const ParamValues &V,
                           const std::vector<PassSpace> &Space);

/// The pipeline options of every run the tuner makes for Kernel with
/// problem spec Spec (its global size and the values of its sizes).
PipelineOptions tunerPipelineOptions(const TuneOptions &Opts, const ProblemSpec &Spec,
                                     const KernelInfo &Kernel);

/// The kernels of a tuned file, in file order, each with what the outputs
/// are written from: its analysis, the kernel prepared on the file, its
/// problem and the spec it came from.
struct TunedFile {
  std::vector<KernelInfo> Kernels;
  std::vector<const PreparedKernel *> Prepared;
  std::vector<ProblemInstance> Problems;
  std::vector<ProblemSpec> Specs;
};

/// Writes OUT.cl, OUT.cl.yaml and the report from the outcomes (one per
/// kernel of File, in its order), and prints the summary (TunedOutput.cpp).
/// RunStart is when the run began: the report's framework time is the rest
/// of the run's wall time.
llvm::Error writeTunedOutputs(std::chrono::steady_clock::time_point RunStart,
                              const TuneOptions &Opts, ParsedSource &Source,
                              const TunedFile &File,
                              const std::vector<KernelOutcome> &Outcomes,
                              const DeviceInfo &Device, const std::string &OutPath,
                              llvm::raw_ostream &Log);

/// Whether Text is a rule as writeDepfile() writes it ("OUT.cl: \" or,
/// without prerequisites, "OUT.cl:" on the first line).
bool isDepfileText(const std::string &Text);
/// Whether Text is a kernel file clopt wrote: a tuned output (its header,
/// TunedOutput.cpp), or a `clopt rewrite` output with a kernel the
/// emitter commented ("// clopt: kernel 'k'" and its lines down to
/// "//   launch: ").
bool isTunedKernelFile(const std::string &Text);

/// Writes DepfilePath: Target depends on Source's file (unless it is
/// MainIsTemporary, a copy of standard input), every file it included, and
/// the files of Extra that exist (Depfile.cpp).
llvm::Error writeDepfile(const std::string &DepfilePath, const std::string &Target,
                         ParsedSource &Source, bool MainIsTemporary,
                         const std::vector<std::string> &Extra);

/// "%.3g".
std::string formatNumber(double V, const char *Fmt = "%.3g");

} // namespace clopt

#endif
