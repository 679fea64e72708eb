//===- TunerDatabase.cpp - The tuning database side of a run --------------===//
//
// Each kernel's key in the tuning database (device, driver, source tokens,
// global size form, size points, --input data, size class), and the reuse
// of an entry: looked up (also without a device, for --no-tune), checked
// against the kernel's parameter space, and made the kernel's outcome.
// The run as a whole is in Tuner.cpp.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/Evaluator.h"
#include "clopt/Tuner/SourceKey.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TuneSpace.h"
#include "clopt/TuningRecords/TuningReport.h"
#include "clopt/WorkerClient/WorkerClient.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include <cmath>
#include <set>

using namespace llvm;
using namespace clopt;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The data of the --input files, by content: a winner chosen and verified
/// on one set of data is no answer for another (a loop bounded by loaded
/// values, an index buffer). "" without inputs, so that the keys of kernels
/// tuned on generated data stay as they were. A file that cannot be read is
/// left to the run, which reports it.
static std::string inputDataKey(const ProblemSpec &Spec) {
  std::string Key;
  for (const auto &[Buffer, File] : Spec.Inputs) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Data =
        MemoryBuffer::getFile(File, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    Key += Buffer + "=" + (Data ? sha256Hex((*Data)->getBuffer()) : "?" + File) + ";";
  }
  return Key;
}

TuningKey clopt::keyFor(const DeviceInfo &D, const KernelInfo &K, ParsedSource &Source,
                        const std::string &BuildOptions, const KernelRun &Run) {
  TuningKey Key;
  Key.Device = D.Name;
  Key.Driver = D.DriverVersion;
  Key.Kernel = K.Name;
  // The global expressions shape the code (a symbolic one bounds the body, a
  // numeric one does not): parameters verified under one form were never
  // verified under the other.
  std::string Global;
  for (const std::string &G : Run.Spec.Global)
    Global += G + ";";
  // A winner chosen over several size points is another answer than one
  // chosen at the first alone.
  for (const SizePoint &P : Run.Points)
    Global += "@" + P.Label;
  if (std::string Data = inputDataKey(Run.Spec); !Data.empty())
    Global += "#inputs:" + Data;
  // The host's work-group size and given buffer lengths decide which sizes
  // re-verification can use (a winner verified at multiples of 16 only, or
  // none, and the original kept): an answer under one is not one under
  // another. Absent, they leave the key as it was.
  if (!Run.Spec.Local.empty()) {
    Global += "#local:";
    for (const std::string &L : Run.Spec.Local)
      Global += L + ";";
  }
  for (const auto &[Buffer, Length] : Run.Spec.Buffers)
    Global += "#buffer:" + Buffer + "=" + Length + ";";
  // Tokens, not text: a comment or a re-indented line keeps the entry; a
  // changed token, here or in an included header, does not (SourceKey.h).
  Key.SourceHash = hashFields({sourceKeyText(Source), BuildOptions, Global});
  const ProblemInstance &P = Run.Problem;
  Key.SizeClass = sizeClass(P.namedSizes());
  return Key;
}

/// Whether the database's entries for device Device are those --device-name
/// asks for: a part of the name in any case, as --device takes
/// (`--device-name h100`), unless some entry of the key has exactly that
/// name (`NVIDIA H100` beside `NVIDIA H100 NVL`).
static bool deviceNameMatches(StringRef Device, StringRef Wanted, bool ExactExists) {
  return Wanted.empty() ||
         (ExactExists ? Device == Wanted : Device.contains_insensitive(Wanted));
}

/// For --no-tune without a device: the entries of the only device (or of
/// the device and driver given) that the database has for this key, the
/// most recent first.
static Expected<std::vector<LookupResult>>
candidatesWithoutDevice(const TuningDatabase &DB, const TuningKey &Key,
                        const TuneOptions &Opts, const std::string &DBPath) {
  auto DriverMatches = [&](const TuningKey &K) {
    return Opts.Driver.empty() || K.Driver == Opts.Driver;
  };
  bool ExactExists = llvm::any_of(DB.entries(), [&](const TuningEntry &E) {
    return Key.sameKernel(E.Key) && DriverMatches(E.Key) && E.Key.Device == Opts.DeviceName;
  });
  std::vector<const TuningEntry *> Found;
  std::set<std::string> Devices;
  for (const TuningEntry &E : DB.entries()) {
    const TuningKey &K = E.Key;
    if (!Key.sameKernel(K) || !DriverMatches(K) ||
        !deviceNameMatches(K.Device, Opts.DeviceName, ExactExists))
      continue;
    Devices.insert(K.Device);
    Found.push_back(&E);
  }
  if (Devices.size() > 1) {
    std::string List;
    for (const std::string &D : Devices)
      List += "\n  " + D;
    return makeError("the tuning database " + DBPath + " has entries for kernel '" +
                     Key.Kernel + "' on several devices" +
                     (Opts.DeviceName.empty() ? "" : " whose names contain '" + Opts.DeviceName + "'") +
                     "; choose one with --device-name NAME:" + List);
  }
  sortNewestFirst(Found);
  std::vector<LookupResult> Out;
  for (const TuningEntry *E : Found)
    Out.push_back(LookupResult{E, LookupMatch::Exact,
                               "entry for device '" + E->Key.Device + "', driver " +
                                   E->Key.Driver});
  return Out;
}

static KernelOutcome outcomeFromRecord(const KernelInfo &K, const TuningEntry &E,
                                       const std::string &Note) {
  KernelOutcome Out;
  Out.Kernel = K.Name;
  Out.Record = E.Record;
  Out.FromDatabase = true;
  Out.DatabaseNote = Note;
  Out.Tuned = E.Record.Status == "tuned";
  // The record does not keep why no variant was taken (none faster, or
  // none faster by --min-speedup): say only what it holds.
  if (!Out.Tuned)
    Out.NoGain = "the tuning database's answer is the original kernel (no variant was "
                 "taken when it was tuned); the original kernel is kept";
  Out.DeviceName = E.Key.Device;
  Out.Driver = E.Key.Driver;
  for (const auto &[Key, V] : E.Record.Params) {
    auto [Pass, Param] = StringRef(Key).split('.');
    Out.Values.set(Pass, Param, V);
  }
  ReportResult R;
  R.Timestamp = currentUtcDate();
  R.Status = Invalidity::Correct;
  for (const auto &[Key, V] : E.Record.Params)
    R.Configuration.push_back({Key, V});
  if (E.Record.BestSeconds > 0)
    R.RuntimesMs.push_back(E.Record.BestSeconds * 1000);
  R.Extra.push_back({"source", 0, "database", true, ""});
  R.Extra.push_back({"database_match", 0, Note, true, ""});
  R.Extra.push_back({"speedup", E.Record.Speedup, "", false, "x"});
  Out.Report.push_back(R);
  return Out;
}


/// Why entry E cannot be used for Run, or success: its status must be
/// known, and a tuned entry's parameters must be parameters of the kernel's
/// space, inside their domains, and satisfy the passes' constraints. A file
/// edited by hand or written by another clopt may break any of these, and
/// the pipeline would otherwise drop what it does not understand without a
/// word.
static Error checkEntry(const TuningEntry &E, const KernelRun &Run) {
  const TuningRecord &R = E.Record;
  if (!isKnownStatus(R.Status))
    return makeError("unknown status '" + R.Status + "' (valid: tuned, original)");
  // Older versions stored an interrupted search as "original" with nothing
  // evaluated; trusting it would skip the search forever. A kernel that no
  // pass applies to has nothing to evaluate: its complete search is that.
  if (R.Status == "original" && R.Evaluations == 0 && !noPassApplies(Run.Prepared->space()))
    return makeError("status 'original' with 0 evaluations: no search finished");
  if (R.Status != "tuned")
    return Error::success();
  // The times are written from the speedup (the original's over the
  // estimate), so that every output's "A ms vs B ms" agrees with it: an
  // entry where they disagree was edited, and its claim would be printed
  // as measured ("1000000000.00x faster ... (0.0279 ms vs 0.05534 ms)").
  if (R.OriginalSeconds > 0 && R.BestSeconds > 0) {
    double FromTimes = R.OriginalSeconds / R.BestSeconds;
    // 1% either way (a ratio, so that 1.01x over and under are alike).
    if (!(R.Speedup > 0 && std::fabs(std::log(FromTimes / R.Speedup)) <= std::log(1.01)))
      return makeError("its speedup " + formatNumber(R.Speedup, "%g") +
                       " does not agree with its times (original_time_s / best_time_s = " +
                       formatNumber(FromTimes, "%.4g") + ")");
  }
  const std::vector<PassSpace> &Space = Run.Prepared->space();
  ParamValues Values;
  for (const auto &[Key, V] : R.Params) {
    auto [Pass, Param] = StringRef(Key).split('.');
    const PassSpace *S = nullptr;
    for (const PassSpace &Candidate : Space)
      if (Candidate.Pass == Pass)
        S = &Candidate;
    if (!S || S->NotApplicable)
      return makeError("parameter '" + Key + "': no such pass applies to the kernel");
    const ParamSpec *P = S->findParam(Param);
    if (!P)
      return makeError("parameter '" + Key + "': not a parameter of pass '" + Pass + "'");
    int64_t Wanted = V; // a lambda may not capture a structured binding in C++17
    bool InDomain =
        llvm::any_of(P->Domain, [Wanted](const ParamChoice &C) { return C.Value == Wanted; });
    if (!InDomain)
      return makeError("parameter '" + Key + "' = " + Twine(V) +
                       " is outside its domain " + P->domainString());
    Values.set(Pass, Param, V);
  }
  return checkSettingConstraints(Space, Values);
}


/// Why the variant of tuned entry E would not have been taken under
/// MinSpeedup (judgeSpeedup(), as the search decides), or "": an entry
/// stored by a run with a lower --min-speedup (0 takes a slower variant)
/// must not answer a run that asked for more.
static std::string belowMinSpeedup(const TuningRecord &R, double MinSpeedup) {
  // No variant reached the writer's bar: no answer to a run asking less,
  // which could take one that the writer's search passed over.
  if (R.Status == "original")
    return R.MinSpeedup > MinSpeedup
               ? "kept the original under --min-speedup " +
                     formatNumber(R.MinSpeedup, "%g") + ", above this run's " +
                     formatNumber(MinSpeedup, "%g")
               : "";
  if (R.Status != "tuned")
    return "";
  std::string Asked = "--min-speedup " + formatNumber(MinSpeedup, "%g");
  std::string Recorded = "records a speedup of " + formatNumber(R.Speedup, "%.2fx");
  std::string RecordedBelow =
      "records a speedup of " + describeSpeedupBelow(R.Speedup, MinSpeedup) + ", below " + Asked;
  // Without interleaved rounds (an older entry) there is no bound to ask
  // for; the estimate is all that can be judged.
  if (R.RetimeRounds == 0)
    return R.Speedup < MinSpeedup ? RecordedBelow : "";
  SpeedupEstimate E = recordedEstimate(R);
  switch (judgeSpeedup(E, MinSpeedup)) {
  case SpeedupVerdict::Faster:
    return "";
  case SpeedupVerdict::NotConfident:
    return Recorded + " that is not faster with confidence (" + describeBound(E) +
           "), which " + Asked + " asks for";
  case SpeedupVerdict::BelowMinimum:
    break;
  }
  return RecordedBelow;
}

/// Why entry E cannot answer Run here although it passed checkEntry(), as
/// "database entry ..." goes on; empty when it can. ProblemBound: the
/// reason is this run's problem (a specialized value, a precondition) or
/// its MinSpeedup (--min-speedup), so the entry still answers other
/// problems of its size class, or runs that ask for another speedup.
static std::string whyUnusable(const TuningEntry &E, const KernelRun &Run,
                               double MinSpeedup, bool &ProblemBound) {
  ProblemBound = true;
  // The size class rounds small values (R = 3 and 4 share one), but a
  // special path is for one value: at another, only the general path would
  // run, and the entry's times were measured on the special one.
  for (const auto &[Key, Value] : E.Record.Params) {
    std::optional<StringRef> Arg = specializedArgument(Key);
    if (!Arg)
      continue;
    auto It = Run.Problem.Sizes.find(Arg->str());
    if (It == Run.Problem.Sizes.end() || It->second != Value)
      return "specializes " + Arg->str() + " = " + std::to_string(Value) +
             ", not this problem's value";
  }
  // An entry answers its whole size class, but its preconditions held at
  // the size it was tuned at, not necessarily at this one.
  if (E.Record.Status == "tuned") {
    std::string Unmet = firstUnmetPrecondition(geometryPreconditions(E.Record.Geometry),
                                               Run.Problem);
    if (!Unmet.empty())
      return "needs " + Unmet + ", which does not hold at this problem (" +
             Run.Problem.describe() + ")";
  }
  ProblemBound = false;
  // Another clopt may generate other code for the same parameters; that
  // code was never verified.
  if (E.Record.CloptVersion != cloptVersion())
    return "was made by clopt " + E.Record.CloptVersion + " (this is " + cloptVersion() + ")";
  // The entry may answer runs with another --min-speedup: a strict run that
  // finds nothing must not replace a good variant that default runs use.
  ProblemBound = true;
  return belowMinSpeedup(E.Record, MinSpeedup);
}

/// How the values the pipeline applied (R.Applied) differ from Recorded:
/// each pass it dropped, with the reason it gave, then each other value it
/// set differently ("coarsen.dist: recorded none, applied 0"). Remarks: what
/// the passes said.
static std::string describeDifference(const ParamValues &Recorded, const RewriteResult &R,
                                      const std::vector<Remark> &Remarks) {
  std::vector<std::string> Parts;
  std::set<std::string> Dropped;
  for (const auto &[Key, V] : Recorded.all()) {
    std::string Pass = StringRef(Key).split('.').first.str();
    if (R.Applied.enables(Pass) || !Dropped.insert(Pass).second)
      continue;
    auto Missed = llvm::find_if(Remarks, [&Pass](const Remark &M) {
      return M.Kind == RemarkKind::Missed && M.Pass == Pass;
    });
    Parts.push_back("pass '" + Pass + "' does not apply" +
                    (Missed == Remarks.end() ? std::string() : ": " + Missed->Message));
  }
  std::set<std::string> Keys;
  for (const auto &[Key, V] : Recorded.all())
    Keys.insert(Key);
  for (const auto &[Key, V] : R.Applied.all())
    Keys.insert(Key);
  auto Text = [](const ParamValues &Values, const std::string &Key) {
    auto It = Values.all().find(Key);
    return It == Values.all().end() ? std::string("none") : std::to_string(It->second);
  };
  for (const std::string &Key : Keys) {
    if (Dropped.count(StringRef(Key).split('.').first.str()))
      continue;
    std::string Was = Text(Recorded, Key), Is = Text(R.Applied, Key);
    if (Was != Is)
      Parts.push_back(Key + ": recorded " + Was + ", applied " + Is);
  }
  std::string Out;
  for (const std::string &P : Parts)
    Out += (Out.empty() ? "" : "; ") + P;
  return Out;
}

/// The rewrite of tuned entry E's parameters, or why they do not apply as
/// recorded. checkEntry() knows each value is in its domain, but a pass may
/// still not apply to the kernel with the others' values (an entry edited
/// by hand, or another clopt's): the code would then not be the recorded
/// variant, and its times would be another kernel's.
static Expected<RewriteResult> rewriteAsRecorded(const TuningEntry &E, const KernelRun &Run) {
  ParamValues Values;
  for (const auto &[Key, V] : E.Record.Params) {
    auto [Pass, Param] = StringRef(Key).split('.');
    Values.set(Pass, Param, V);
  }
  RemarkCollector Remarks;
  Expected<RewriteResult> R = Run.Prepared->run(Values, Remarks);
  if (!R)
    return makeError("its parameters cannot be applied: " + toString(R.takeError()));
  if (!(R->Applied == Values)) {
    std::vector<Remark> Said = Remarks.Remarks;
    llvm::append_range(Said, R->Remarks);
    return makeError("its parameters do not apply to the kernel as recorded (" +
                     describeDifference(Values, *R, Said) + ")");
  }
  // The output's launch is the pipeline's; an entry whose recorded geometry
  // differs (edited by hand) had its preconditions judged on the wrong one.
  if (!(R->Geometry == E.Record.Geometry))
    return makeError("its recorded launch (" + E.Record.Geometry.describe() +
                     ") is not the one its parameters give (" + R->Geometry.describe() + ")");
  return R;
}

TuningDatabase::SupersedesFn clopt::supersededAt(const KernelRun &Run, double MinSpeedup) {
  return [&Run, MinSpeedup](const TuningEntry &Old) {
    if (Error Bad = checkEntry(Old, Run)) {
      consumeError(std::move(Bad));
      return true;
    }
    bool ProblemBound = false;
    std::string Why = whyUnusable(Old, Run, MinSpeedup, ProblemBound);
    return Why.empty() || !ProblemBound;
  };
}

/// Looks Run up in DB; an outcome from the first usable entry. An entry
/// that fails checkEntry() is reported as FILE:LINE and skipped.
std::optional<KernelOutcome> clopt::reuse(const TuningDatabase &DB, const KernelRun &Run,
                                          const TuneOptions &Opts, bool HaveDevice,
                                          const std::string &DBPath, ParsedSource &Source,
                                          std::string &Unusable, Error &Err,
                                          raw_ostream &Log) {
  std::vector<LookupResult> Candidates;
  if (HaveDevice) {
    Candidates = DB.candidates(Run.Key);
  } else {
    Expected<std::vector<LookupResult>> Found =
        candidatesWithoutDevice(DB, Run.Key, Opts, DBPath);
    if (!Found) {
      Err = Found.takeError();
      return std::nullopt;
    }
    Candidates = std::move(*Found);
    // A whole name may be a part of another device's (`NVIDIA H100` of
    // `NVIDIA H100 NVL`): an entry of another name answers only with a
    // warning, printed even with -q.
    if (!Candidates.empty() && !Opts.DeviceName.empty() &&
        Candidates.front().Entry->Key.Device != Opts.DeviceName)
      WithColor::warning(Log, "clopt")
          << "kernel '" << Run.Kernel->Name << "': no entry in " << DBPath
          << " is for a device named exactly '" << Opts.DeviceName << "'; using those of '"
          << Candidates.front().Entry->Key.Device << "', whose name contains it\n";
  }
  // Unusable names the first entry passed over: with one entry a key, the
  // entry; with several, the newest.
  auto PassOver = [&](const TuningEntry &E, const std::string &Why) {
    if (Unusable.empty())
      Unusable = "its entry (line " + std::to_string(E.Line) + ") " + Why;
  };
  // Printed even with -q: a bad entry is a fault in the file, not progress.
  auto Ignore = [&](const TuningEntry &E, Error Bad) {
    std::string Why = toString(std::move(Bad));
    WithColor::warning(Log, "clopt")
        << DBPath << ":" << E.Line << ": entry for kernel '" << Run.Kernel->Name
        << "' is ignored: " << Why << "\n";
    PassOver(E, "is ignored: " + Why);
  };
  for (const LookupResult &C : Candidates) {
    const TuningEntry &E = *C.Entry;
    if (Error Bad = checkEntry(E, Run)) {
      Ignore(E, std::move(Bad));
      continue;
    }
    bool ProblemBound = false;
    std::string Why = whyUnusable(E, Run, Opts.MinSpeedup, ProblemBound);
    if (!Why.empty()) {
      if (!Opts.Quiet)
        Log << "clopt: " << Run.Kernel->Name << ": database entry (line " << E.Line
            << ") " << Why << "; it is not used\n";
      PassOver(E, Why);
      continue;
    }
    KernelOutcome Out = outcomeFromRecord(*Run.Kernel, E, C.Note);
    if (Out.Tuned) {
      Expected<RewriteResult> R = rewriteAsRecorded(E, Run);
      if (!R) {
        Ignore(E, R.takeError());
        continue;
      }
      Out.Rewrite = std::move(*R);
    }
    Unusable.clear();
    return Out;
  }
  return std::nullopt;
}

SpeedupEstimate clopt::recordedEstimate(const TuningRecord &R) {
  SpeedupEstimate E;
  E.Estimate = R.Speedup;
  E.Bound = R.SpeedupBound;
  E.Confidence = R.BoundConfidence;
  E.Rounds = static_cast<unsigned>(R.RetimeRounds);
  return E;
}

std::string clopt::describeKey(const TuningKey &K) {
  return "kernel '" + K.Kernel + "' on '" + K.Device + "' (driver " + K.Driver +
         "), size class " + K.SizeClass;
}
