//===- Tuner.cpp - clopt FILE.cl -o OUT.cl --------------------------------===//
//
// The run as a whole: problems, device identity, the tuning database, the
// search per kernel (KernelTuner.cpp), and the outputs (TunedOutput.cpp).
// Keys and the reuse of database entries are in TunerDatabase.cpp.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/SourceKey.h"
#include "clopt/Tuner/TuneSpace.h"
#include "clopt/TuningRecords/TuningReport.h"
#include "clopt/WorkerClient/WorkerClient.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include <functional>
#include <set>

using namespace llvm;
using namespace clopt;

char DeviceError::ID = 0;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}


static std::string absolutePath(StringRef P) {
  SmallString<256> A(P);
  sys::fs::make_absolute(A);
  sys::path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

static std::string defaultOutput(StringRef Input) {
  SmallString<256> P(Input);
  sys::path::replace_extension(P, "tuned.cl");
  return std::string(P);
}

/// Whether A and B name one file: the same path, the same existing file,
/// or links that lead to one path not created yet (`--sidecar side.yaml`
/// linked to OUT.cl before the first run).
static bool sameFile(const std::string &A, const std::string &B) {
  bool Same = false;
  if (absolutePath(A) == absolutePath(B) || (!sys::fs::equivalent(A, B, Same) && Same))
    return true;
  StatusOr<std::string> RA = resolveOutputPath(A), RB = resolveOutputPath(B);
  return RA.ok() && RB.ok() && absolutePath(*RA) == absolutePath(*RB);
}

/// Whether Text is a T4 report or its metadata file, as clopt writes them.
static bool isReportFile(const std::string &Text) {
  size_t Open = Text.find_first_not_of(" \t\r\n");
  return Open != std::string::npos && Text[Open] == '{' &&
         Text.find("\"schema_version\"") < 200;
}

namespace {
/// A file the run writes: the option that names it, its path ("" when not
/// written), and how to tell that an existing file there is clopt's own.
struct OutputFile {
  std::string What, Path;
  std::function<bool(const std::string &Text)> IsOwn;
  const char *OwnKind;
};
} // namespace

/// OUT.cl (none with -o -), its sidecar, the report and its metadata, the
/// depfile.
static std::vector<OutputFile> outputFiles(const TuneOptions &Opts, const std::string &Out) {
  std::string Sidecar = Opts.SidecarPath.empty() ? Out + ".yaml" : Opts.SidecarPath;
  auto IsTunedSidecar = [Sidecar](const std::string &Text) {
    bool Tuned = false;
    return parseSpecSidecar(Text, Sidecar, &Tuned).ok() && Tuned;
  };
  const char *Report = "a report clopt wrote";
  return {{"-o", Out == "-" ? std::string() : Out, isTunedKernelFile,
           "a kernel file clopt wrote"},
          {Opts.SidecarPath.empty() ? "the sidecar" : "--sidecar", Sidecar, IsTunedSidecar,
           "a sidecar clopt wrote (clopt_tuned: 1)"},
          {"--emit-report", Opts.ReportPath, isReportFile, Report},
          {"the metadata file of --emit-report",
           Opts.ReportPath.empty() ? std::string() : TuningReport::metadataPath(Opts.ReportPath),
           isReportFile, Report},
          {"--depfile", Opts.DepfilePath, isDepfileText, "a depfile (a Makefile rule)"}};
}

/// The directory output Path goes in must exist: found missing only when
/// the outputs were written, it cost the whole search, and the outputs
/// written before it were left behind.
static Error checkDirectoryExists(const std::string &What, const std::string &Path) {
  StringRef Dir = sys::path::parent_path(Path);
  if (Dir.empty() || sys::fs::is_directory(Dir))
    return Error::success();
  return makeError(What + " " + Path + ": " +
                   (sys::fs::exists(Dir) ? Dir + " is not a directory"
                                         : "no directory " + Dir + " to write it in"));
}

/// Every file the run writes (outputFiles()) must be a file clopt may
/// write, none may name another, and none may replace what the run reads:
/// the kernel file, the problem spec (FILE.cl.yaml; the sidecar of an
/// earlier tuned output is no spec and may be rewritten), the tuning
/// database, or AlsoRead (the headers, the --input data: what else the
/// depfile lists). All checked before any device work, so that nothing is
/// searched in vain.
static Error checkOutputPaths(const TuneOptions &Opts, const std::string &Out,
                              const std::vector<std::pair<std::string, std::string>> &AlsoRead) {
  if (Out == "-" && Opts.SidecarPath.empty())
    return makeError("-o - writes the kernel to standard output; give its sidecar a "
                     "path with --sidecar PATH");
  if (Opts.SidecarPath == "-")
    return makeError("--sidecar needs a file path (only the kernel can go to standard "
                     "output, with -o -)");
  std::vector<OutputFile> Outputs = outputFiles(Opts, Out);

  std::vector<std::pair<std::string, std::string>> Inputs;
  if (Opts.InputPath != "-")
    Inputs.push_back({"the kernel file", Opts.InputPath});
  std::string Spec = Opts.InputPath + ".yaml";
  if (Opts.InputPath != "-" && sys::fs::exists(Spec)) {
    bool IsTuned = false;
    (void)loadSpecSidecar(Spec, &IsTuned); // unreadable: still the user's file
    if (!IsTuned)
      Inputs.push_back({"the problem spec", Spec});
  } else if (Opts.InputPath != "-") {
    // Written there, an output would be read as the kernel's spec next time.
    Inputs.push_back({"the kernel's problem spec path", Spec});
  }
  std::string DB = Opts.DatabasePath.empty() ? TuningDatabase::defaultPath() : Opts.DatabasePath;
  for (const auto &[InWhat, InPath] : Inputs)
    if (!DB.empty() && sameFile(DB, InPath))
      return makeError("--db " + DB + " names " + InWhat + "; choose another file");
  if (!DB.empty()) {
    Inputs.push_back({"the tuning database", DB});
    Inputs.push_back({"the tuning database's lock file", DB + ".lock"});
  }
  llvm::append_range(Inputs, AlsoRead);

  for (size_t I = 0; I < Outputs.size(); ++I) {
    const OutputFile &O = Outputs[I];
    if (O.Path.empty())
      continue;
    for (const auto &[InWhat, InPath] : Inputs)
      if (sameFile(O.Path, InPath))
        return makeError(O.What + " (" + O.Path + ") names " + InWhat + " " + InPath +
                         "; choose another file");
    for (size_t J = 0; J < I; ++J)
      if (!Outputs[J].Path.empty() && sameFile(O.Path, Outputs[J].Path))
        return makeError(O.What + " and " + Outputs[J].What + " name the same file " +
                         O.Path);
    StatusOr<std::string> R = resolveOutputPath(O.Path);
    if (!R.ok())
      return makeError(R.message());
    if (Error E = checkDirectoryExists(O.What, *R))
      return E;
  }
  return Error::success();
}

/// An existing output is replaced only when clopt wrote it (or it is
/// empty): checked after checkOutputPaths() knows the files the run reads,
/// since naming one of them is the clearer error.
static Error checkOutputsAreOwn(const TuneOptions &Opts, const std::string &Out) {
  for (const OutputFile &O : outputFiles(Opts, Out)) {
    if (O.Path.empty())
      continue;
    if (Status S = checkReplacesOwnOutput(O.Path, O.What, O.IsOwn, O.OwnKind); !S.ok())
      return makeError(S.message());
  }
  return Error::success();
}

/// The headers the kernel file includes and the --input data files.
static std::vector<std::pair<std::string, std::string>>
filesAlsoRead(const ParsedSource &Source, const std::vector<KernelRun> &Runs) {
  std::vector<std::pair<std::string, std::string>> Read;
  for (const std::string &Header : Source.includedFiles())
    Read.push_back({"the included header", Header});
  for (const KernelRun &R : Runs)
    for (const auto &[Buffer, File] : R.Spec.Inputs)
      Read.push_back({"the --input file of '" + Buffer + "'", File});
  return Read;
}

/// The kernels named with --kernel (in the order given, once each).
static std::vector<std::string> namedKernels(const TuneOptions &Opts) {
  std::vector<std::string> Names;
  if (!Opts.Kernel.empty())
    Names.push_back(Opts.Kernel);
  for (const std::string &N : Opts.Kernels)
    if (llvm::find(Names, N) == Names.end())
      Names.push_back(N);
  return Names;
}

/// Checks that every named kernel exists; Error lists the file's kernels.
static bool checkNamedKernels(const std::vector<KernelInfo> &All,
                              const std::vector<std::string> &Names,
                              const TuneOptions &Opts, std::string &Error) {
  for (const std::string &N : Names) {
    if (llvm::any_of(All, [&](const KernelInfo &K) { return K.Name == N; }))
      continue;
    Error = "no kernel '" + N + "' in " + Opts.InputPath + "; kernels:";
    for (const KernelInfo &K : All)
      Error += " " + K.Name;
    return false;
  }
  return true;
}

/// The device of the run, or (for --no-tune without a device) a DeviceInfo
/// holding only the name and driver the database entry will be looked up by.
static Expected<DeviceInfo> findDevice(const TuneOptions &Opts) {
  if (!sys::fs::can_execute(Opts.WorkerPath))
    return make_error<DeviceError>("cannot run the device worker '" + Opts.WorkerPath +
                     "' (set CLOPT_WORKER to its path)");
  StatusOr<std::vector<DeviceInfo>> Devices = listDevicesInWorker(Opts.WorkerPath);
  if (!Devices.ok())
    return make_error<DeviceError>(Devices.message());
  StatusOr<DeviceInfo> D = selectDevice(*Devices, Opts.Device);
  if (!D.ok())
    return make_error<DeviceError>(D.message());
  return *D;
}

/// Whether the sidecar or a pragma has a spec for Kernel (the command line
/// applies to every kernel, so it does not count).
static bool hasOwnSpec(const FileSpecs &Specs, const std::string &Kernel) {
  return Specs.Sidecar.count(Kernel) || Specs.Pragma.count(Kernel);
}

/// The note of a kernel left as it is for want of a problem spec: what is
/// missing (the set-up error up to its advice) and where a spec would go.
static std::string skipNote(const std::string &Why, const FileSpecs &Specs,
                            const std::string &Kernel) {
  StringRef What = StringRef(Why).split(": ").first;
  return "left as it is: no problem spec (" + What.str() + "); to tune it, add one under "
         "`kernels: " + Kernel + ":` in " + sys::path::filename(Specs.SidecarPath).str() +
         " or name it with --kernel and give its sizes";
}

/// The build options in the database key: the include directories are left
/// out (the headers' tokens are in the key, SourceKey.h, and paths would tie
/// an entry to one checkout).
static std::string keyBuildOptions(const TuneOptions &Opts) {
  FrontendOptions KeyFrontend = Opts.Frontend;
  KeyFrontend.IncludeDirs.clear();
  // A search without the reassociating passes is another answer.
  return openclBuildOptions(KeyFrontend) + (Opts.NoReassociate ? " --no-reassociate" : "");
}

/// A size given with --size that the size points set too would be replaced
/// at every point, so the command line would be dropped without a word: an
/// error, which says how to ask for one point instead.
static Error checkCliSizesAgainstPoints(const ProblemSpec &Spec, const ProblemSpec &Cli,
                                        const std::string &Kernel) {
  for (const std::map<std::string, std::string> &Point : Spec.Points)
    for (const auto &[Name, Value] : Point) {
      auto Given = Cli.Sizes.find(Name);
      if (Given == Cli.Sizes.end())
        continue;
      return makeError("--size " + Name + "=" + Given->second + ": kernel '" + Kernel +
                       "' is tuned at size points" + Spec.from("points") +
                       ", and each sets " + Name + "; to tune at " + Name + "=" +
                       Given->second + " alone, give --point " + Name + "=" +
                       Given->second + " (the command line's points replace the "
                       "spec's)");
    }
  return Error::success();
}

/// Sets up R's problem, and its size points when the spec lists several
/// (the search runs at the first; the others are set up here so that a
/// wrong one is reported before any device work). A kernel that cannot be
/// set up stops the run when it was named (IsNamed) or has a spec of its
/// own that it could run with; another one (a helper kernel the host may
/// not even launch, or one with an argument clopt cannot fill) is left as
/// it is, with the reason in R.Skip (the first in FirstSetupError).
static Error setUpRun(KernelRun &R, bool IsNamed, ParsedSource &Source,
                      const FileSpecs &Specs, const TuneOptions &Opts,
                      std::string &FirstSetupError) {
  const KernelInfo &K = *R.Kernel;
  if (Error E = checkCliSizesAgainstPoints(R.Spec, Opts.Cli, K.Name))
    return E;
  std::vector<ProblemSpec> PointSpecs = expandPoints(R.Spec);
  ProblemSpec AllPoints = R.Spec;
  R.Spec = PointSpecs.front();
  Expected<ProblemInstance> P =
      instantiateProblem(K, R.Spec, Specs.context(K.Name));
  if (P && PointSpecs.size() > 1)
    for (size_t I = 0; I < PointSpecs.size(); ++I) {
      std::string Label = pointLabel(AllPoints, I);
      Expected<ProblemInstance> X =
          I == 0 ? Expected<ProblemInstance>(*P)
                 : instantiateProblem(K, PointSpecs[I], Specs.context(K.Name));
      if (!X)
        return makeError("size point " + Twine(I + 1) + " (" + Label +
                         ") of kernel '" + K.Name + "': " + toString(X.takeError()));
      // Points that differ only in sizes this kernel does not read (another
      // kernel's) are one problem for it: timed once, and named once.
      if (llvm::any_of(R.Points, [&](const SizePoint &Q) {
            return Q.Problem.describe() == X->describe();
          }))
        continue;
      R.Points.push_back({Label, std::move(*X)});
    }
  if (R.Points.size() == 1)
    R.Points.clear();
  if (!P) {
    // A spec of its own asks for this kernel, so a mistake in it must stop
    // the run; an argument clopt cannot fill is no mistake the spec could
    // mend, and stopped the file's other kernels (even under --no-tune
    // --fallback original, which runs nothing).
    if (IsNamed || (hasOwnSpec(Specs, K.Name) && K.SignatureError.empty()))
      return P.takeError();
    std::string Msg = toString(P.takeError());
    if (FirstSetupError.empty())
      FirstSetupError = Msg;
    // An argument clopt cannot fill stops it whatever the spec says.
    R.Skip = K.SignatureError.empty()
                 ? skipNote(Msg, Specs, K.Name)
                 : "left as it is: " +
                       StringRef(Msg).split("': ").second.str();
    return Error::success();
  }
  R.Problem = std::move(*P);
  R.Prepared = std::make_unique<PreparedKernel>(
      Source, K, tunerPipelineOptions(Opts, R.Spec, K));
  return Error::success();
}

/// Every kernel of the file has a run, in file order, so that OUT.cl.yaml
/// describes each kernel OUT.cl holds; those not tuned carry the reason.
static Expected<std::vector<KernelRun>>
setUpRuns(const std::vector<KernelInfo> &Kernels, const std::vector<std::string> &Named,
          ParsedSource &Source, const FileSpecs &Specs, const TuneOptions &Opts) {
  if (Error E = checkCliNamesRead(Kernels, Specs, Opts.Cli))
    return std::move(E);
  std::vector<KernelRun> Runs;
  std::string FirstSetupError;
  for (const KernelInfo &K : Kernels) {
    KernelRun R{&K, Specs.forKernel(K.Name, Opts.Cli), {}, {}, nullptr, "", {}};
    bool IsNamed = llvm::find(Named, K.Name) != Named.end();
    if (!Named.empty() && !IsNamed)
      R.Skip = "left as it is: not named with --kernel";
    else if (Error E = setUpRun(R, IsNamed, Source, Specs, Opts, FirstSetupError))
      return std::move(E);
    Runs.push_back(std::move(R));
  }
  // Nothing to tune at all: the set-up error of the first kernel is the
  // answer (the usual case of a one-kernel file without sizes).
  if (llvm::all_of(Runs, [](const KernelRun &R) { return !R.Skip.empty(); })) {
    return makeError(FirstSetupError.empty() ? "no kernel to tune in " + Opts.InputPath
                                             : FirstSetupError);
  }
  return std::move(Runs);
}

/// The tuning database at DBPath (none when DBPath is empty, which
/// --no-tune cannot do without, unless --fallback original keeps every
/// kernel as written).
static Expected<TuningDatabase> loadDatabase(const std::string &DBPath,
                                             const TuneOptions &Opts) {
  TuningDatabase DB;
  if (!DBPath.empty()) {
    StatusOr<TuningDatabase> Loaded = TuningDatabase::load(DBPath);
    if (!Loaded.ok())
      return makeError(Loaded.message());
    DB = std::move(*Loaded);
  } else if (Opts.NoTune && !Opts.FallbackToOriginal) {
    return makeError("--no-tune needs a tuning database: give --db PATH");
  }
  return std::move(DB);
}

namespace {
/// What every kernel's outcome is found with.
struct TuneSession {
  const TuneOptions &Opts;
  ParsedSource &Source;
  const FileSpecs &Specs;
  const DeviceInfo &Device;
  bool HaveDevice;
  const TuningDatabase &DB;
  const std::string &DBPath;
  const std::string &WorkDir;
  const std::string &BuildOptions;
  raw_ostream &Log;
};
} // namespace

/// The outcome of a kernel left as it is without a search.
static KernelOutcome skippedOutcome(const KernelRun &R, const TuneSession &S) {
  KernelOutcome O;
  O.Kernel = R.Kernel->Name;
  O.Skipped = R.Skip;
  O.DeviceName = S.Device.Name;
  O.Driver = S.Device.DriverVersion;
  O.NotApplicable = notApplicablePasses(S.Source, *R.Kernel, S.Opts, R.Spec);
  if (!S.Opts.Quiet)
    S.Log << "clopt: " << R.Kernel->Name << ": " << R.Skip << "\n";
  return O;
}

/// " (it has entries for this kernel on 'A', 'B')": the devices of Key's
/// entries when --device-name (Wanted) names none of them, so that the
/// name can be corrected.
static std::string otherDevicesOfKey(const TuningDatabase &DB, const TuningKey &Key,
                                     StringRef Wanted, StringRef Driver) {
  std::set<std::string> Devices;
  for (const TuningEntry &E : DB.entries())
    if (Key.sameKernel(E.Key)) {
      if (StringRef(E.Key.Device).contains_insensitive(Wanted) &&
          (Driver.empty() || E.Key.Driver == Driver))
        return "";
      Devices.insert("'" + E.Key.Device + "'" +
                     (Driver.empty() ? "" : " (driver " + E.Key.Driver + ")"));
    }
  if (Devices.empty())
    return "";
  return " (it has entries for this kernel on " + llvm::join(Devices, ", ") + ")";
}

/// --no-tune without a usable database entry (Unusable: why the one there
/// is not, if any): an error, or with --fallback=original the original
/// kernel.
static Expected<KernelOutcome> noTuneOutcome(const KernelRun &R, const TuneSession &S,
                                             const std::string &Unusable) {
  const TuneOptions &Opts = S.Opts;
  std::string For =
      S.HaveDevice ? describeKey(R.Key)
                   : "kernel '" + R.Kernel->Name + "' (size class " + R.Key.SizeClass + ")" +
                         (Opts.DeviceName.empty() ? std::string()
                                                  : " on '" + Opts.DeviceName + "'") +
                         (Opts.Driver.empty() ? std::string() : ", driver " + Opts.Driver) +
                         (Opts.DeviceName.empty() && Opts.Driver.empty()
                              ? std::string()
                              : otherDevicesOfKey(S.DB, R.Key, Opts.DeviceName, Opts.Driver));
  std::string Missing =
      S.DBPath.empty() ? "no tuning database, so no entry for " + For
      : !sys::fs::exists(S.DBPath)
          ? "no tuning database " + S.DBPath + " (no such file), so no entry for " + For
      : Unusable.empty()
          ? "no entry in the tuning database " + S.DBPath + " for " + For
          : "no usable entry in the tuning database " + S.DBPath + " for " + For + ": " +
                Unusable;
  if (!Opts.FallbackToOriginal)
    return makeError("--no-tune: " + Missing +
                     "; run clopt without --no-tune on the device to tune it");
  // A build without a device keeps going: the original kernel is
  // correct everywhere, only slower.
  WithColor::warning(S.Log, "clopt")
      << Missing << "; keeping the original kernel (run clopt without --no-tune "
      << "on the device to tune it)\n";
  KernelOutcome O;
  O.Kernel = R.Kernel->Name;
  O.Fallback = Unusable.empty() ? "no tuning database entry; the original kernel is kept"
                                : "no usable tuning database entry (" + Unusable +
                                      "); the original kernel is kept";
  return O;
}

/// What O says of R's space: why each pass that does not apply does not,
/// and whether none does.
static void noteSpace(KernelOutcome &O, const KernelRun &R) {
  O.NotApplicable = notApplicablePasses(R.Prepared->space());
  O.NoPassApplies = noPassApplies(R.Prepared->space());
}

/// The search of R's kernel on the device.
static Expected<KernelOutcome> searchOutcome(KernelRun &R, const TuneSession &S) {
  // A search ends by storing its result: a database clopt may not write
  // (a device, a read-only file, a directory, a lock that is a link) is
  // reported before the search, not after. A read-only database still
  // serves lookups.
  if (!S.DBPath.empty())
    if (Status T = TuningDatabase::checkStorable(S.DBPath); !T.ok())
      return makeError("cannot store results in the tuning database: " + T.message());
  std::string KernelDir = S.WorkDir + "/" + R.Kernel->Name;
  sys::fs::create_directories(KernelDir);
  KernelJob J{S.Source,  *R.Kernel, S.Opts,     S.Device,       R.Spec,
              S.Specs.context(R.Kernel->Name), R.Problem, KernelDir, S.BuildOptions, S.Log,
              *R.Prepared, R.Points};
  J.Transfer = transferSeeds(S.DB, R.Key, *R.Kernel, TuneSpace(R.Prepared->space()));
  Expected<KernelOutcome> O = tuneKernel(J);
  if (!O)
    return O.takeError();
  O->DeviceName = S.Device.Name;
  O->Driver = S.Device.DriverVersion;
  noteSpace(*O, R);
  return O;
}

/// What a database answer for R's several size points was measured over, as
/// the search that stored it said it (the key holds the points, so they
/// are R's); "" for one point. The per-point ratios are not stored, only
/// the points.
static std::string reusedPointsClaim(const KernelRun &R, const KernelOutcome &O) {
  if (R.Points.size() <= 1)
    return "";
  std::vector<std::string> Labels;
  for (const SizePoint &P : R.Points)
    Labels.push_back(P.Label);
  return (O.Tuned ? "geometric mean over " : "compared over ") +
         std::to_string(R.Points.size()) + " size points (" + join(Labels, "; ") + ")";
}

/// R's outcome: left as it is, from the database (unless --retune), the
/// fallback of --no-tune, or a search.
static Expected<KernelOutcome> outcomeFor(KernelRun &R, const TuneSession &S) {
  if (!R.Skip.empty())
    return skippedOutcome(R, S);
  std::string Unusable;
  if (!S.Opts.Retune) {
    Error Err = Error::success();
    std::optional<KernelOutcome> O =
        reuse(S.DB, R, S.Opts, S.HaveDevice, S.DBPath, S.Source, Unusable, Err, S.Log);
    if (Err)
      return std::move(Err);
    if (O) {
      if (!S.Opts.Quiet)
        S.Log << "clopt: " << R.Kernel->Name << ": using the tuning database ("
              << O->DatabaseNote << "): search skipped\n";
      noteSpace(*O, R);
      O->Claim = reusedPointsClaim(R, *O);
      return std::move(*O);
    }
  }
  if (S.Opts.NoTune)
    return noTuneOutcome(R, S, Unusable);
  return searchOutcome(R, S);
}

/// Writes OUT.cl, OUT.cl.yaml, the report and the depfile.
static Error writeOutputs(std::chrono::steady_clock::time_point RunStart,
                          const std::vector<KernelRun> &Runs,
                          std::vector<KernelOutcome> &Outcomes, const TuneSession &S,
                          const std::string &OutPath) {
  const TuneOptions &Opts = S.Opts;
  for (size_t I = 0; I < Runs.size(); ++I) {
    Outcomes[I].SizeClass = Runs[I].Key.SizeClass;
    Outcomes[I].SeveralSizePoints = Runs[I].Points.size() > 1;
  }
  TunedFile File;
  for (const KernelRun &R : Runs) {
    File.Kernels.push_back(*R.Kernel);
    File.Prepared.push_back(R.Prepared.get());
    File.Problems.push_back(R.Problem);
    File.Specs.push_back(R.Spec);
  }
  if (Error E = writeTunedOutputs(RunStart, Opts, S.Source, File, Outcomes, S.Device,
                                  OutPath, S.Log))
    return E;
  if (Opts.DepfilePath.empty())
    return Error::success();
  // The --input data is part of the database key, so a new data file is
  // a new answer. The database is an input only to a --no-tune run; a run
  // that may search keeps its results there, and listing it would re-run
  // every kernel of a build whose siblings store into the same file (the
  // second build redoing work the first finished).
  std::vector<std::string> Deps = {S.Specs.SidecarPath};
  if (Opts.NoTune)
    Deps.push_back(S.DBPath);
  for (const KernelRun &R : Runs)
    for (const auto &[Buffer, File] : R.Spec.Inputs)
      Deps.push_back(File);
  return writeDepfile(Opts.DepfilePath, OutPath == "-" ? Opts.SidecarPath : OutPath,
                      S.Source, Opts.InputIsStdinCopy, Deps);
}

/// Whether O is a search's result, which the database would get unless
/// the search was interrupted (not an answer of the database, a kernel
/// skipped, or the original kept by --fallback).
static bool searchedHere(const KernelOutcome &O) {
  return !O.FromDatabase && O.Skipped.empty() && O.Fallback.empty();
}

/// The database learns only from searches that finished (a reused entry is
/// already there; an interrupted search would be reused as if complete).
/// All of the run's entries go in one update, under one lock: an interrupt
/// while another clopt holds the lock stores none of them, and sets
/// Interrupted.
static Error storeResults(const TuneOptions &Opts, const std::string &DBPath,
                          const std::vector<KernelRun> &Runs,
                          const std::vector<KernelOutcome> &Outcomes, bool &Interrupted,
                          raw_ostream &Log) {
  if (DBPath.empty())
    return Error::success();
  std::vector<size_t> ToStore;
  for (size_t I = 0; I < Runs.size(); ++I)
    if (searchedHere(Outcomes[I]) && Outcomes[I].Interrupted.empty())
      ToStore.push_back(I);
  if (ToStore.empty())
    return Error::success();
  LockWait Wait;
  // Printed even with -q: a run that stops for another process's sake,
  // for as long as that one holds the lock, must not look hung.
  Wait.OnWait = [&Log](const std::string &LockPath) {
    Log << "clopt: waiting for the lock on " << LockPath << " (another clopt is storing)\n";
    Log.flush();
  };
  Wait.Stop = Opts.Stop;
  Status S = TuningDatabase::update(
      DBPath,
      [&](TuningDatabase &DB) {
        for (size_t I : ToStore)
          DB.put(TuningEntry{Runs[I].Key, Outcomes[I].Record},
                 supersededAt(Runs[I], Opts.MinSpeedup));
      },
      &Wait);
  if (Wait.Interrupted) {
    Interrupted = true;
    Log << "clopt: interrupted while waiting for the lock on " << DBPath
        << "; nothing is stored in the tuning database\n";
    return Error::success();
  }
  if (!S.ok())
    return makeError(S.message());
  return Error::success();
}

/// A tuned output as the input: its kernels run under the launch geometry
/// of its sidecar, which the problem spec it carries (a copy of the
/// original's pragma) does not describe, so the "original" fails, or is
/// timed doing the coarsened work over again on every work-item.
static Error checkNotTunedOutput(StringRef Path, StringRef Code) {
  if (!isTunedKernelFile(Code.str()))
    return Error::success();
  std::string From;
  if (Code.starts_with("// Tuned by clopt ")) {
    StringRef Line = Code.take_until([](char C) { return C == '\n'; }).rtrim("\r");
    if (size_t At = Line.find(" from "); At != StringRef::npos)
      From = " (" + Line.substr(At + 6).rtrim(".").str() + ")";
  }
  return makeError(Path + " is clopt's output (its kernels need the launch geometry clopt "
                   "wrote with them, which tuning them again would not use): tune the file "
                   "it was made from" + From + " instead");
}

Error clopt::runTuner(const TuneOptions &Opts, raw_ostream &Log) {
  auto RunStart = std::chrono::steady_clock::now();
  if (Opts.NoTune && Opts.Retune)
    return makeError("--no-tune and --retune exclude each other");
  auto Parsed = parseOpenCLFile(Opts.InputPath, Opts.Frontend);
  if (!Parsed)
    return Parsed.takeError();
  ParsedSource &Source = **Parsed;
  if (Error E = checkNotTunedOutput(Opts.InputPath, Source.getCode()))
    return E;
  std::vector<KernelInfo> Kernels = analyzeKernels(Source);
  std::string Why;
  std::vector<std::string> Named = namedKernels(Opts);
  if (!checkNamedKernels(Kernels, Named, Opts, Why))
    return makeError(Why);
  std::string OutPath = Opts.OutputPath.empty() ? defaultOutput(Opts.InputPath)
                                                : Opts.OutputPath;
  if (Error E = checkOutputPaths(Opts, OutPath, {}))
    return E;

  // Every problem first: a missing size is reported before any device work.
  Expected<FileSpecs> Specs = FileSpecs::load(Source, Opts.Cli);
  if (!Specs)
    return Specs.takeError();
  std::string KeyOptions = keyBuildOptions(Opts);
  Expected<std::vector<KernelRun>> Runs = setUpRuns(Kernels, Named, Source, *Specs, Opts);
  if (!Runs)
    return Runs.takeError();
  if (Error E = checkOutputPaths(Opts, OutPath, filesAlsoRead(Source, *Runs)))
    return E;
  if (Error E = checkOutputsAreOwn(Opts, OutPath))
    return E;

  // Variants, job and result files: in a fresh private directory, so that
  // nobody can predict (and plant links at) their names.
  StatusOr<std::string> TempDir = makeTempDirectory("clopt-tune");
  if (!TempDir.ok())
    return makeError(TempDir.message());
  std::string WorkDir = *TempDir;
  auto Cleanup = make_scope_exit([&] {
    if (!Opts.KeepTemps)
      sys::fs::remove_directories(WorkDir);
  });
  if (Opts.KeepTemps && !Opts.Quiet)
    Log << "clopt: keeping temporary files in " << WorkDir << "\n";

  // The device builds the variants only in a search.
  std::string BuildOptions;
  if (!Opts.NoTune) {
    Expected<std::string> O = deviceBuildOptions(Opts.Frontend, Opts.InputPath, WorkDir);
    if (!O)
      return O.takeError();
    BuildOptions = std::move(*O);
  }

  // The device: asked from the worker, except for --no-tune without an
  // explicit device (a build machine may have none).
  bool HaveDevice = !Opts.NoTune || !Opts.Device.isDefault();
  DeviceInfo Device;
  if (HaveDevice) {
    Expected<DeviceInfo> D = findDevice(Opts);
    if (!D)
      return D.takeError();
    Device = *D;
  }
  for (KernelRun &R : *Runs)
    if (R.Skip.empty())
      R.Key = keyFor(Device, *R.Kernel, Source, KeyOptions, R);

  std::string DBPath = Opts.DatabasePath.empty() ? TuningDatabase::defaultPath()
                                                 : Opts.DatabasePath;
  if (DBPath.empty())
    Log << "clopt: warning: no tuning database: HOME and XDG_CACHE_HOME are not set to "
           "absolute paths, so results are neither looked up nor stored (give --db PATH)\n";
  Expected<TuningDatabase> DB = loadDatabase(DBPath, Opts);
  if (!DB)
    return DB.takeError();

  TuneSession S{Opts, Source, *Specs, Device, HaveDevice, *DB, DBPath, WorkDir, BuildOptions,
                Log};
  std::vector<KernelOutcome> Outcomes;
  for (KernelRun &R : *Runs) {
    Expected<KernelOutcome> O = outcomeFor(R, S);
    if (!O)
      return O.takeError();
    Outcomes.push_back(std::move(*O));
  }
  // The database first: the outputs and the depfile (which lists the
  // database) end up newer than it, so that a build system that compares
  // times does not run clopt again at the next build. A store that fails
  // still leaves the outputs written.
  bool Interrupted = llvm::any_of(
      Outcomes, [](const KernelOutcome &O) { return !O.Interrupted.empty(); });
  bool SearchInterrupted = Interrupted;
  Error Stored = storeResults(Opts, DBPath, *Runs, Outcomes, Interrupted, Log);
  // Interrupted while waiting for the lock: the outputs say so, and are
  // dated as an interrupted search's are (writeTunedOutputs).
  if (Interrupted && !SearchInterrupted)
    for (KernelOutcome &O : Outcomes)
      if (searchedHere(O))
        O.Interrupted = "interrupted while waiting for the tuning database's lock; not "
                        "stored in the tuning database";
  if (Opts.Interrupted)
    *Opts.Interrupted = Interrupted;
  Error Written = writeOutputs(RunStart, *Runs, Outcomes, S, OutPath);
  return joinErrors(std::move(Stored), std::move(Written));
}
