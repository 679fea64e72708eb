//===- Job.cpp - Job and result files between driver and worker -----------===//

#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "YamlSupport.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sstream>
#include <unistd.h>

using namespace clopt;
using namespace clopt::yaml;

const char *clopt::jobModeName(JobMode M) {
  switch (M) {
  case JobMode::BuildOnly: return "build-only";
  case JobMode::Verify: return "verify";
  case JobMode::VerifyTime: return "verify+time";
  }
  return "verify";
}

static JobMode parseJobMode(const std::string &S) {
  if (S == "build-only")
    return JobMode::BuildOnly;
  if (S == "verify")
    return JobMode::Verify;
  if (S == "verify+time")
    return JobMode::VerifyTime;
  throw FieldError{"mode must be build-only, verify or verify+time, not '" + S + "'"};
}

static const char *const StatusNames[] = {"ok",      "compile",     "runtime", "correctness",
                                          "timeout", "constraints", "crashed", "skipped"};

bool clopt::suspectLeavesNoResult(const std::string &Suspect) {
  // The worker's wording (OriginalCheck.cpp).
  return !Suspect.empty() && Suspect.rfind("produces NaN or Inf", 0) != 0;
}

std::string clopt::randomIndexBuffersHint(const Job &J) {
  std::string Names;
  unsigned N = 0;
  for (const KernelArg &A : J.Args)
    if (A.Kind == ArgKind::Buffer && A.Init == InitKind::Random && !isFloatType(A.Type)) {
      Names += (Names.empty() ? "'" : ", '") + A.Name + "'";
      ++N;
    }
  if (N == 0)
    return "";
  return std::string(N == 1 ? " (the integer buffer " : " (the integer buffers ") + Names +
         (N == 1 ? " holds" : " hold") +
         " random values; if the kernel indexes with " + (N == 1 ? "it" : "them") +
         ", give " + (N == 1 ? "its" : "their") + " contents with --input NAME=FILE)";
}

const char *clopt::runStatusName(RunStatus S) {
  return StatusNames[static_cast<unsigned>(S)];
}

StatusOr<RunStatus> clopt::parseRunStatus(const std::string &Name) {
  for (unsigned I = 0; I < sizeof(StatusNames) / sizeof(StatusNames[0]); ++I)
    if (Name == StatusNames[I])
      return static_cast<RunStatus>(I);
  return Status::error("unknown status '" + Name + "'");
}

static const char *argKindName(ArgKind K) {
  switch (K) {
  case ArgKind::Buffer: return "buffer";
  case ArgKind::Scalar: return "scalar";
  case ArgKind::Local: return "local";
  }
  return "buffer";
}

static const char *initKindName(InitKind K) {
  switch (K) {
  case InitKind::Random: return "random";
  case InitKind::Range: return "range";
  case InitKind::File: return "file";
  }
  return "random";
}

//===----------------------------------------------------------------------===//
// Job
//===----------------------------------------------------------------------===//

static void emitArg(YAML::Emitter &E, const KernelArg &A) {
  E << YAML::Flow << YAML::BeginMap;
  E << YAML::Key << "name" << YAML::Value << A.Name;
  E << YAML::Key << "kind" << YAML::Value << argKindName(A.Kind);
  switch (A.Kind) {
  case ArgKind::Buffer:
    E << YAML::Key << "type" << YAML::Value << elemTypeName(A.Type);
    E << YAML::Key << "count" << YAML::Value << A.Count;
    E << YAML::Key << "init" << YAML::Value << initKindName(A.Init);
    if (A.Init == InitKind::Range)
      E << YAML::Key << "lo" << YAML::Value << A.Lo << YAML::Key << "hi"
        << YAML::Value << A.Hi;
    if (A.Init == InitKind::File)
      E << YAML::Key << "file" << YAML::Value << A.File;
    E << YAML::Key << "check" << YAML::Value << A.Check;
    break;
  case ArgKind::Scalar:
    E << YAML::Key << "type" << YAML::Value << elemTypeName(A.Type);
    E << YAML::Key << "value" << YAML::Value << YAML::DoubleQuoted << A.Value;
    break;
  case ArgKind::Local:
    E << YAML::Key << "bytes" << YAML::Value << A.LocalBytes;
    break;
  }
  E << YAML::EndMap;
}

std::string clopt::emitJob(const Job &J) {
  YAML::Emitter E;
  E << YAML::BeginMap;
  E << YAML::Key << "clopt_job" << YAML::Value << 1;
  E << YAML::Key << "mode" << YAML::Value << jobModeName(J.Mode);
  E << YAML::Key << "device" << YAML::Value << YAML::Flow << YAML::BeginMap;
  if (J.Device.Index >= 0)
    E << YAML::Key << "index" << YAML::Value << J.Device.Index;
  if (!J.Device.Platform.empty())
    E << YAML::Key << "platform" << YAML::Value << J.Device.Platform;
  if (!J.Device.Name.empty())
    E << YAML::Key << "name" << YAML::Value << J.Device.Name;
  E << YAML::EndMap;
  E << YAML::Key << "kernel" << YAML::Value << J.Kernel;
  E << YAML::Key << "reference" << YAML::Value << YAML::BeginMap;
  E << YAML::Key << "source" << YAML::Value << J.ReferenceSource;
  E << YAML::Key << "options" << YAML::Value << YAML::DoubleQuoted << J.ReferenceOptions;
  E << YAML::EndMap;
  emitSizes(E, "global", J.Global);
  emitSizes(E, "local", J.Local);
  E << YAML::Key << "seed" << YAML::Value << J.Seed;
  if (J.CheckOriginal)
    E << YAML::Key << "check_original" << YAML::Value << true;
  if (J.CheckOriginal && !J.CheckOriginalReads)
    E << YAML::Key << "check_original_reads" << YAML::Value << false;
  if (J.CheckVariantWrites)
    E << YAML::Key << "check_variant_writes" << YAML::Value << true;
  E << YAML::Key << "args" << YAML::Value << YAML::BeginSeq;
  for (const KernelArg &A : J.Args)
    emitArg(E, A);
  E << YAML::EndSeq;
  E << YAML::Key << "variants" << YAML::Value << YAML::BeginSeq;
  for (const VariantSpec &V : J.Variants) {
    E << YAML::BeginMap;
    E << YAML::Key << "id" << YAML::Value << V.Id;
    E << YAML::Key << "source" << YAML::Value << V.Source;
    E << YAML::Key << "options" << YAML::Value << YAML::DoubleQuoted << V.Options;
    emitSizes(E, "global", V.Global);
    emitSizes(E, "local", V.Local);
    if (!V.Precondition.empty())
      E << YAML::Key << "precondition" << YAML::Value << YAML::DoubleQuoted
        << V.Precondition;
    E << YAML::EndMap;
  }
  E << YAML::EndSeq;
  const TimingSettings &T = J.Timing;
  E << YAML::Key << "timing" << YAML::Value << YAML::Flow << YAML::BeginMap;
  E << YAML::Key << "warmup" << YAML::Value << T.Warmup;
  E << YAML::Key << "min_reps" << YAML::Value << T.MinReps;
  E << YAML::Key << "max_reps" << YAML::Value << T.MaxReps;
  E << YAML::Key << "target_s" << YAML::Value << T.TargetSeconds;
  E << YAML::Key << "timeout_ms" << YAML::Value << T.TimeoutMs;
  E << YAML::Key << "timeout_factor" << YAML::Value << T.TimeoutFactor;
  E << YAML::Key << "first_launch_allowance_ms" << YAML::Value
    << T.FirstLaunchAllowanceMs;
  E << YAML::Key << "build_timeout_ms" << YAML::Value << T.BuildTimeoutMs;
  E << YAML::Key << "cutoff_factor" << YAML::Value << T.CutoffFactor;
  E << YAML::Key << "best_known_ms" << YAML::Value << T.BestKnownMs;
  E << YAML::Key << "start_within_ms" << YAML::Value << T.StartWithinMs;
  E << YAML::EndMap;
  if (J.Tol) {
    E << YAML::Key << "tolerance" << YAML::Value << YAML::Flow << YAML::BeginMap;
    E << YAML::Key << "rel" << YAML::Value << J.Tol->Rel;
    E << YAML::Key << "abs" << YAML::Value << J.Tol->Abs;
    E << YAML::EndMap;
  }
  if (J.BuildThreads)
    E << YAML::Key << "build_threads" << YAML::Value << J.BuildThreads;
  if (!J.DataCacheDir.empty())
    E << YAML::Key << "data_cache" << YAML::Value << YAML::DoubleQuoted << J.DataCacheDir;
  E << YAML::Key << "cache" << YAML::Value << YAML::Flow << YAML::BeginMap;
  E << YAML::Key << "enabled" << YAML::Value << J.Cache.Enabled;
  E << YAML::Key << "dir" << YAML::Value << YAML::DoubleQuoted << J.Cache.Dir;
  E << YAML::EndMap;
  E << YAML::EndMap;
  return std::string(E.c_str()) + "\n";
}

static ElemType parseType(const YAML::Node &N) {
  StatusOr<ElemType> T = parseElemType(require<std::string>(N, "type"));
  if (!T.ok())
    throw FieldError{T.message()};
  return *T;
}

static KernelArg parseArg(const YAML::Node &N) {
  KernelArg A;
  A.Name = require<std::string>(N, "name");
  std::string Kind = require<std::string>(N, "kind");
  if (Kind == "buffer") {
    A.Kind = ArgKind::Buffer;
    A.Type = parseType(N);
    A.Count = require<uint64_t>(N, "count");
    std::string Init = get<std::string>(N, "init", "random");
    if (Init == "random") {
      A.Init = InitKind::Random;
    } else if (Init == "range") {
      A.Init = InitKind::Range;
      A.Lo = require<int64_t>(N, "lo");
      A.Hi = require<int64_t>(N, "hi");
    } else if (Init == "file") {
      A.Init = InitKind::File;
      A.File = require<std::string>(N, "file");
    } else {
      throw FieldError{"init of '" + A.Name + "' must be random, range or file"};
    }
    A.Check = get<bool>(N, "check", false);
  } else if (Kind == "scalar") {
    A.Kind = ArgKind::Scalar;
    A.Type = parseType(N);
    A.Value = require<std::string>(N, "value");
  } else if (Kind == "local") {
    A.Kind = ArgKind::Local;
    A.LocalBytes = require<uint64_t>(N, "bytes");
  } else {
    throw FieldError{"kind of '" + A.Name + "' must be buffer, scalar or local"};
  }
  return A;
}

StatusOr<Job> clopt::parseJob(const std::string &Text) {
  try {
    YAML::Node R = YAML::Load(Text);
    if (!R.IsMap() || !R["clopt_job"])
      return Status::error("not a clopt job file");
    Job J;
    J.Mode = parseJobMode(get<std::string>(R, "mode", "verify"));
    YAML::Node D = R["device"];
    if (D && D.IsMap()) {
      J.Device.Index = get<int>(D, "index", -1);
      J.Device.Platform = get<std::string>(D, "platform", "");
      J.Device.Name = get<std::string>(D, "name", "");
    }
    J.Kernel = require<std::string>(R, "kernel");
    YAML::Node Ref = R["reference"];
    if (!Ref || !Ref.IsMap())
      throw FieldError{"missing 'reference'"};
    J.ReferenceSource = require<std::string>(Ref, "source");
    J.ReferenceOptions = get<std::string>(Ref, "options", "");
    J.Global = getSizes(R, "global");
    if (J.Global.empty() || J.Global.size() > 3)
      throw FieldError{"'global' must have 1 to 3 sizes"};
    J.Local = getSizes(R, "local");
    J.Seed = get<uint64_t>(R, "seed", 1);
    J.CheckOriginal = get<bool>(R, "check_original", false);
    J.CheckOriginalReads = get<bool>(R, "check_original_reads", true);
    J.CheckVariantWrites = get<bool>(R, "check_variant_writes", false);
    J.BuildThreads = get<unsigned>(R, "build_threads", 0);
    J.DataCacheDir = get<std::string>(R, "data_cache", "");
    for (const YAML::Node &A : R["args"])
      J.Args.push_back(parseArg(A));
    for (const YAML::Node &V : R["variants"]) {
      VariantSpec S;
      S.Id = require<std::string>(V, "id");
      S.Source = require<std::string>(V, "source");
      S.Options = get<std::string>(V, "options", "");
      S.Global = getSizes(V, "global");
      S.Local = getSizes(V, "local");
      S.Precondition = get<std::string>(V, "precondition", "");
      if (S.Global.empty() || S.Global.size() > 3)
        throw FieldError{"variant '" + S.Id + "': 'global' must have 1 to 3 sizes"};
      J.Variants.push_back(S);
    }
    if (YAML::Node T = R["timing"]) {
      J.Timing.Warmup = get<unsigned>(T, "warmup", J.Timing.Warmup);
      J.Timing.MinReps = get<unsigned>(T, "min_reps", J.Timing.MinReps);
      J.Timing.MaxReps = get<unsigned>(T, "max_reps", J.Timing.MaxReps);
      J.Timing.TargetSeconds = get<double>(T, "target_s", J.Timing.TargetSeconds);
      J.Timing.TimeoutMs = get<unsigned>(T, "timeout_ms", J.Timing.TimeoutMs);
      J.Timing.TimeoutFactor = get<double>(T, "timeout_factor", J.Timing.TimeoutFactor);
      J.Timing.FirstLaunchAllowanceMs = get<unsigned>(
          T, "first_launch_allowance_ms", J.Timing.FirstLaunchAllowanceMs);
      J.Timing.BuildTimeoutMs = get<unsigned>(T, "build_timeout_ms", J.Timing.BuildTimeoutMs);
      J.Timing.CutoffFactor = get<double>(T, "cutoff_factor", J.Timing.CutoffFactor);
      J.Timing.BestKnownMs = get<double>(T, "best_known_ms", J.Timing.BestKnownMs);
      J.Timing.StartWithinMs = get<unsigned>(T, "start_within_ms", J.Timing.StartWithinMs);
      if (!(J.Timing.CutoffFactor >= 0) || !(J.Timing.BestKnownMs >= 0))
        throw FieldError{"'cutoff_factor' and 'best_known_ms' must be >= 0"};
    }
    if (YAML::Node T = R["tolerance"])
      J.Tol = Tolerance{require<double>(T, "rel"), require<double>(T, "abs")};
    if (YAML::Node C = R["cache"]) {
      J.Cache.Enabled = get<bool>(C, "enabled", true);
      J.Cache.Dir = get<std::string>(C, "dir", "");
    }
    return J;
  } catch (const FieldError &E) {
    return Status::error("job: " + E.Message);
  } catch (const YAML::Exception &E) {
    return Status::error(std::string("job: ") + E.what());
  }
}

Status clopt::writeJobFile(const std::string &Path, const Job &J) {
  return writeFileSafely(Path, emitJob(J));
}

StatusOr<Job> clopt::readJobFile(const std::string &Path) {
  StatusOr<std::string> Text = readWholeFile(Path);
  if (!Text.ok())
    return Text.status();
  StatusOr<Job> J = parseJob(*Text);
  if (!J.ok())
    return Status::error(Path + ": " + J.message());
  return J;
}

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

static void emitRunResult(YAML::Emitter &E, const RunResult &R) {
  E << YAML::BeginMap;
  E << YAML::Key << "id" << YAML::Value << R.Id;
  E << YAML::Key << "status" << YAML::Value << runStatusName(R.Status);
  if (!R.Message.empty())
    E << YAML::Key << "message" << YAML::Value << YAML::DoubleQuoted << R.Message;
  E << YAML::Key << "time_ms" << YAML::Value << R.TimeMs;
  E << YAML::Key << "reps" << YAML::Value << R.Reps;
  if (R.CutOff)
    E << YAML::Key << "cut_off" << YAML::Value << true;
  E << YAML::Key << "quantiles_ms" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (double Q : R.QuantilesMs)
    E << Q;
  E << YAML::EndSeq;
  // Exact (shortest round-trip digits): the driver reports it, and the
  // device and host comparisons must be seen to agree on it to the bit.
  E << YAML::Key << "max_rel_error" << YAML::Value << yamlDecimal(R.MaxRelError);
  E << YAML::Key << "cache_hit" << YAML::Value << R.CacheHit;
  E << YAML::Key << "build_ms" << YAML::Value << R.BuildMs;
  E << YAML::Key << "kernel_work_group_size" << YAML::Value << R.KernelWorkGroupSize;
  E << YAML::Key << "kernel_local_mem" << YAML::Value << R.KernelLocalMemBytes;
  E << YAML::Key << "preferred_multiple" << YAML::Value << R.PreferredMultiple;
  if (!R.Suspect.empty())
    E << YAML::Key << "suspect" << YAML::Value << YAML::DoubleQuoted << R.Suspect;
  E << YAML::EndMap;
}

static RunResult parseRunResult(const YAML::Node &N) {
  RunResult R;
  R.Id = require<std::string>(N, "id");
  StatusOr<RunStatus> S = parseRunStatus(require<std::string>(N, "status"));
  if (!S.ok())
    throw FieldError{S.message()};
  R.Status = *S;
  R.Message = get<std::string>(N, "message", "");
  R.TimeMs = get<double>(N, "time_ms", 0);
  R.Reps = get<unsigned>(N, "reps", 0);
  R.CutOff = get<bool>(N, "cut_off", false);
  if (YAML::Node Q = N["quantiles_ms"])
    for (const YAML::Node &V : Q)
      R.QuantilesMs.push_back(V.as<double>());
  R.MaxRelError = get<double>(N, "max_rel_error", 0);
  R.CacheHit = get<bool>(N, "cache_hit", false);
  R.BuildMs = get<double>(N, "build_ms", 0);
  R.KernelWorkGroupSize = get<uint64_t>(N, "kernel_work_group_size", 0);
  R.KernelLocalMemBytes = get<uint64_t>(N, "kernel_local_mem", 0);
  R.PreferredMultiple = get<uint64_t>(N, "preferred_multiple", 0);
  R.Suspect = get<std::string>(N, "suspect", "");
  return R;
}

static std::string record(const char *Key, const RunResult &R) {
  YAML::Emitter E;
  // Timer resolution is far coarser than 7 digits; more only adds noise.
  E.SetDoublePrecision(7);
  E << YAML::BeginMap << YAML::Key << Key << YAML::Value;
  emitRunResult(E, R);
  E << YAML::EndMap;
  return std::string("---\n") + E.c_str() + "\n";
}

std::string ResultLog::variantRecord(const RunResult &R) {
  return record("variant", R);
}

ResultLog::~ResultLog() {
  if (Fd >= 0)
    ::close(Fd);
}

Status ResultLog::open(const std::string &Path) {
  // The log grows while the worker runs (the driver reads what a crash left),
  // so it cannot be written whole; it still never follows a link or writes
  // into a device.
  StatusOr<std::string> Target = resolveOutputPath(Path);
  if (!Target.ok())
    return Target.status();
  if (*Target != Path)
    return Status::error(Path + ": is a symbolic link; the result file must not be one");
  Fd = ::open(Path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_CLOEXEC,
              0644);
  if (Fd < 0)
    return Status::error(Path + ": " + std::strerror(errno));
  return Status::success();
}

void ResultLog::appendRaw(const std::string &Text) {
  if (Fd < 0)
    return;
  size_t Done = 0;
  while (Done < Text.size()) {
    ssize_t N = ::write(Fd, Text.data() + Done, Text.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return;
    Done += static_cast<size_t>(N);
  }
  // write(2) already survives a crash of this process; fsync only guards
  // against the machine going down, which is cheap insurance per variant.
  ::fdatasync(Fd);
}

void ResultLog::header(const WorkerHeader &H) {
  std::string Devices = emitDevicesYaml({H.Device});
  // Reuse the device emitter, re-keyed as `worker`.
  YAML::Node N = YAML::Load(Devices)["devices"][0];
  YAML::Emitter E;
  E << YAML::BeginMap << YAML::Key << "worker" << YAML::Value << N << YAML::EndMap;
  appendRaw(std::string("---\n") + E.c_str() + "\n");
}

void ResultLog::started(const std::string &Id) {
  YAML::Emitter E;
  E << YAML::BeginMap << YAML::Key << "started" << YAML::Value << Id << YAML::EndMap;
  appendRaw(std::string("---\n") + E.c_str() + "\n");
}

void ResultLog::building(const std::vector<std::string> &Ids) {
  YAML::Emitter E;
  E << YAML::BeginMap << YAML::Key << "building" << YAML::Value << YAML::Flow
    << YAML::BeginSeq;
  for (const std::string &Id : Ids)
    E << Id;
  E << YAML::EndSeq << YAML::EndMap;
  appendRaw(std::string("---\n") + E.c_str() + "\n");
}

void ResultLog::built(size_t Count) {
  YAML::Emitter E;
  E << YAML::BeginMap << YAML::Key << "built" << YAML::Value << Count << YAML::EndMap;
  appendRaw(std::string("---\n") + E.c_str() + "\n");
}

void ResultLog::reference(const RunResult &R) { appendRaw(record("reference", R)); }
void ResultLog::variant(const RunResult &R) { appendRaw(variantRecord(R)); }

/// Splits a YAML stream at "---" lines, so that a truncated last document
/// (the worker died while writing) costs only that document.
static std::vector<std::string> splitDocuments(const std::string &Text) {
  std::vector<std::string> Docs;
  std::istringstream In(Text);
  std::string Line, Cur;
  while (std::getline(In, Line)) {
    if (Line.rfind("---", 0) == 0) {
      if (!Cur.empty())
        Docs.push_back(Cur);
      Cur = Line.substr(3) + "\n";
      continue;
    }
    Cur += Line + "\n";
  }
  if (!Cur.empty())
    Docs.push_back(Cur);
  return Docs;
}

const RunResult *JobResult::find(const std::string &Id) const {
  for (const RunResult &R : Variants)
    if (R.Id == Id)
      return &R;
  return nullptr;
}

static void addRecord(JobResult &Res, const YAML::Node &N) {
  if (YAML::Node W = N["worker"]) {
    YAML::Emitter E;
    E << YAML::BeginMap << YAML::Key << "devices" << YAML::Value
      << YAML::BeginSeq << W << YAML::EndSeq << YAML::EndMap;
    StatusOr<std::vector<DeviceInfo>> D = parseDevicesYaml(E.c_str());
    if (D.ok() && !D->empty())
      Res.Worker = WorkerHeader{(*D)[0]};
    return;
  }
  if (YAML::Node S = N["started"]) {
    Res.Unfinished.push_back(S.as<std::string>());
    return;
  }
  if (N["building"]) {
    Res.BuildPhaseOpen = true;
    return;
  }
  if (N["built"]) {
    Res.BuildPhaseOpen = false;
    return;
  }
  if (YAML::Node R = N["reference"]) {
    Res.Reference = parseRunResult(R);
    return;
  }
  if (YAML::Node V = N["variant"]) {
    RunResult R = parseRunResult(V);
    for (size_t I = 0; I < Res.Unfinished.size(); ++I)
      if (Res.Unfinished[I] == R.Id) {
        Res.Unfinished.erase(Res.Unfinished.begin() + static_cast<long>(I));
        break;
      }
    Res.Variants.push_back(R);
  }
}

StatusOr<JobResult> clopt::parseJobResult(const std::string &Text) {
  JobResult Res;
  std::vector<std::string> Docs = splitDocuments(Text);
  for (size_t I = 0; I < Docs.size(); ++I) {
    try {
      YAML::Node N = YAML::Load(Docs[I]);
      if (N.IsNull())
        continue;
      if (!N.IsMap())
        throw FieldError{"record is not a map"};
      addRecord(Res, N);
    } catch (const YAML::Exception &E) {
      if (I + 1 == Docs.size())
        break; // the writer died mid-record
      return Status::error(std::string("result record ") + std::to_string(I + 1) +
                           ": " + E.what());
    } catch (const FieldError &E) {
      if (I + 1 == Docs.size())
        break;
      return Status::error("result record " + std::to_string(I + 1) + ": " +
                           E.Message);
    }
  }
  return Res;
}

StatusOr<JobResult> clopt::readJobResultFile(const std::string &Path) {
  StatusOr<std::string> Text = readWholeFile(Path);
  if (!Text.ok())
    return Text.status();
  StatusOr<JobResult> R = parseJobResult(*Text);
  if (!R.ok())
    return Status::error(Path + ": " + R.message());
  return R;
}

unsigned clopt::buildThreadsFromEnvironment() {
  const char *E = std::getenv("CLOPT_BUILD_THREADS");
  if (!E || !*E)
    return 0;
  char *End = nullptr;
  unsigned long N = std::strtoul(E, &End, 10);
  if (*End || N == 0)
    return 0;
  return static_cast<unsigned>(std::min<unsigned long>(N, MaxBuildThreads));
}
