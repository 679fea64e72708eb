//===- JobRunner.cpp - Execute a job on an OpenCL device ------------------===//
//
// A job from start to end: the device and the reference (built, checked,
// run and timed), then each variant built, checked against the reference
// and timed. The session's other parts are listed in JobSession.h.
//
//===----------------------------------------------------------------------===//

#include "JobSession.h"

using namespace clopt;
using namespace clopt::jobrunner;

Launch jobrunner::makeLaunch(const std::vector<uint64_t> &G, const std::vector<uint64_t> &L) {
  Launch R;
  R.Global.assign(G.begin(), G.end());
  bool AnyLocal = false;
  for (uint64_t X : L)
    AnyLocal |= X != 0;
  if (AnyLocal)
    R.Local.assign(L.begin(), L.end());
  return R;
}
int Session::fail(std::string &Error, RunStatus S, const std::string &Msg) {
  RunResult R;
  R.Id = "reference";
  R.Status = S;
  R.Message = Msg;
  Log.reference(R);
  Error = "reference kernel '" + J.Kernel + "': " + Msg;
  return WorkerJobFailed;
}

StatusOr<std::string> Session::readSource(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": cannot read the kernel source");
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}
RunResult Session::buildVariant(size_t Index, ClProgram &Prog, ClKernel &K) {
  const VariantSpec &V = J.Variants[Index];
  RunResult R;
  R.Id = V.Id;
  StatusOr<BuiltProgram> B = Prebuilt[Index] ? std::move(*Prebuilt[Index])
                                             : compileVariant(V, true);
  Prebuilt[Index].reset();
  if (!B.ok()) {
    R.Status = RunStatus::Compile;
    R.Message = B.message();
    return R;
  }
  R.CacheHit = B->CacheHit;
  R.BuildMs = B->BuildMs;
  Prog = std::move(B->Program);
  cl_int Err = CL_SUCCESS;
  K.reset(clCreateKernel(Prog.get(), J.Kernel.c_str(), &Err));
  if (Err != CL_SUCCESS) {
    R.Status = RunStatus::Compile;
    R.Message = "no kernel '" + J.Kernel + "' in the program: " + clErrorName(Err);
    return R;
  }
  StatusOr<KernelWorkInfo> W = queryKernelWorkInfo(K.get(), Dev.Id);
  if (W.ok()) {
    R.KernelWorkGroupSize = W->WorkGroupSize;
    R.KernelLocalMemBytes = W->LocalMemBytes;
    R.PreferredMultiple = W->PreferredMultiple;
  }
  return R;
}

std::optional<RunResult> Session::unmetPrecondition(const VariantSpec &V) const {
  if (V.Precondition.empty())
    return std::nullopt;
  StatusOr<int64_t> Holds = evalIntExpr(V.Precondition, preconditionEnv());
  if (Holds.ok() && *Holds != 0)
    return std::nullopt;
  RunResult Fail;
  Fail.Id = V.Id;
  // A precondition that holds not is the variant refusing the launch; one
  // that cannot be evaluated (a name the problem lacks, malformed text) is
  // a fault of whoever wrote it, not a refusal.
  Fail.Status = Holds.ok() ? RunStatus::Constraints : RunStatus::Runtime;
  Fail.Message = Holds.ok() ? "precondition '" + V.Precondition + "' does not hold"
                            : "precondition '" + V.Precondition +
                                  "' cannot be evaluated: " + Holds.message();
  return Fail;
}

/// Bytes of a checked buffer read back per transfer: the comparison of one
/// piece runs while the next is in flight (on the GPU machine, an 8192^2
/// output took 25-30 ms to read back and as long to compare, one after the
/// other).
static constexpr uint64_t ReadBackPieceBytes = uint64_t(16) << 20;

Status Session::compareOnHost(size_t Arg, const Tolerance &Tol, Comparison &C,
                              PhaseProfile::Clock::time_point &T0) {
  const KernelArg &A = J.Args[Arg];
  if (ReadBack.size() < J.Args.size())
    ReadBack.resize(J.Args.size());
  Bytes &Got = ReadBack[Arg];
  Got.resize(Initial[Arg].size());
  uint64_t Elem = elemTypeSize(A.Type), Count = Got.size() / Elem;
  uint64_t PieceElems = std::max<uint64_t>(1, ReadBackPieceBytes / Elem);
  uint64_t Pieces = std::max<uint64_t>(1, (Count + PieceElems - 1) / PieceElems);
  std::vector<ClEvent> Reads(Pieces);
  cl_int Err = CL_SUCCESS;
  for (uint64_t P = 0; P < Pieces && Err == CL_SUCCESS; ++P) {
    uint64_t Begin = P * PieceElems, End = std::min(Count, Begin + PieceElems);
    cl_event E = nullptr;
    Err = clEnqueueReadBuffer(Ctx.Queue.get(), Mems[Arg].get(), CL_FALSE, Begin * Elem,
                              (End - Begin) * Elem, Got.data() + Begin * Elem, 0, nullptr,
                              &E);
    Reads[P].reset(E);
  }
  if (Err == CL_SUCCESS)
    Err = clFlush(Ctx.Queue.get());
  for (uint64_t P = 0; P < Pieces && Err == CL_SUCCESS; ++P) {
    cl_event E = Reads[P].get();
    Err = clWaitForEvents(1, &E);
    if (Err == CL_SUCCESS)
      Err = eventFailure(E);
    T0 = Profile.add("variant: read back", T0);
    if (Err != CL_SUCCESS)
      break;
    uint64_t Begin = P * PieceElems, End = std::min(Count, Begin + PieceElems);
    mergeComparison(C, compareDataRange(A.Type, Expected[Arg], Got, Tol, ExpectedRms[Arg],
                                        Begin, End));
    T0 = Profile.add("variant: compare", T0);
  }
  if (Err == CL_SUCCESS)
    return Status::success();
  // No read may still be writing into Got once this returns.
  clFinish(Ctx.Queue.get());
  return Status::error("reading buffer '" + A.Name + "': " + clErrorName(Err));
}

void Session::compareOutputs(RunResult &R, PhaseProfile::Clock::time_point &T0) {
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    Tolerance Tol = toleranceOf(A);
    if (Check && Check->holds(I)) {
      StatusOr<OnDeviceCheck::Screen> S =
          Check->screen(I, Mems[I].get(), Tol, toleranceFloor(Tol, ExpectedRms[I]));
      T0 = Profile.add("variant: device check", T0);
      // Anything but a clean screen (a mismatch, an element in doubt, a
      // failed launch) is decided, and described, by the host comparison.
      RunFailed |= !S.ok();
      if (S.ok() && S->Clean) {
        R.MaxRelError = std::max(R.MaxRelError, S->MaxRelError);
        continue;
      }
    }
    Comparison C;
    if (Status S = compareOnHost(I, Tol, C, T0); !S.ok()) {
      R.Status = RunStatus::Runtime;
      R.Message = S.message();
      resetQueue();
      return;
    }
    R.MaxRelError = std::max(R.MaxRelError, C.MaxRelError);
    if (!C.Match && R.ok()) {
      R.Status = RunStatus::Correctness;
      R.Message = C.describe(A.Name);
    }
  }
}

std::string Session::readsOutsideBuffers(const std::vector<Bytes> &Guarded) const {
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check || I >= Guarded.size() || Expected[I].empty())
      continue;
    Tolerance Tol = toleranceOf(A);
    Comparison C = compareData(A.Type, Expected[I], Guarded[I], Tol, ExpectedRms[I]);
    if (!C.Match)
      return "reads out of bounds: '" + A.Name +
             "' comes out wrong when the memory just outside the buffers holds other "
             "data (" + C.describe(A.Name) + ")";
  }
  return "";
}

void Session::resetQueue() {
  // A failed launch can leave the queue unusable; the next variant starts
  // on a fresh one.
  RunFailed = true;
  cl_int Err = CL_SUCCESS;
  Ctx.Queue.reset(
      clCreateCommandQueue(Ctx.Context.get(), Dev.Id, CL_QUEUE_PROFILING_ENABLE, &Err));
}

RunResult Session::runVariant(size_t Index) {
  const VariantSpec &V = J.Variants[Index];
  if (std::optional<RunResult> Fail = unmetPrecondition(V))
    return *Fail;
  ClProgram Prog;
  ClKernel K;
  auto T0 = PhaseProfile::Clock::now();
  RunResult R = buildVariant(Index, Prog, K);
  T0 = Profile.add("variant: build", T0);
  if (!R.ok() || J.Mode == JobMode::BuildOnly)
    return R;
  Launch L = makeLaunch(V.Global, V.Local);
  KernelWorkInfo W{R.KernelWorkGroupSize, R.KernelLocalMemBytes, R.PreferredMultiple, 0};
  if (std::string Why = checkLaunch(L, W); !Why.empty()) {
    R.Status = RunStatus::Constraints;
    R.Message = Why;
    return R;
  }
  std::string Msg;
  if (Status S = setArgs(K.get(), Msg); !S.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = S.message();
    return R;
  }
  // Every buffer starts from the initial data: a wrong variant may have
  // scribbled over an input the previous one read.
  T0 = PhaseProfile::Clock::now();
  if (Status S = upload(false); !S.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = S.message();
    resetQueue();
    return R;
  }
  T0 = Profile.add("variant: restore", T0);
  std::vector<Bytes> Guarded;
  if (J.CheckVariantWrites) {
    // Two runs. Bands of 0x7f bytes (3.4e38 as a float) show writes: a
    // value read from a band and written to one with arithmetic on the way
    // (b[n] = a[n] * 2 + 1) no longer equals them. Bands of 0xff bytes
    // (NaN, -1 as an integer) show reads: any arithmetic on a value read
    // from them, even 0.0f * x, carries the NaN into an output; but NaN
    // arithmetic keeps the payload, so the same write would not show there.
    std::vector<Bytes> Ignored;
    StatusOr<std::string> OutOfBounds =
        guardedRun(K.get(), L, VariantTimeoutMs, GuardFill::High, Ignored, V.Id,
                   /*IsReference=*/false, J.Timing.FirstLaunchAllowanceMs);
    if (OutOfBounds.ok() && OutOfBounds->empty())
      OutOfBounds = guardedRun(K.get(), L, VariantTimeoutMs, GuardFill::NaN, Guarded, V.Id,
                               /*IsReference=*/false, J.Timing.FirstLaunchAllowanceMs);
    T0 = Profile.add("variant: guarded runs", T0);
    if (!OutOfBounds.ok() || !OutOfBounds->empty()) {
      R.Status = OutOfBounds.ok() ? RunStatus::Correctness : RunStatus::Runtime;
      R.Message = OutOfBounds.ok() ? *OutOfBounds : OutOfBounds.message();
      resetQueue();
      return R;
    }
  }
  StatusOr<double> Ms = runOnce(K.get(), L, VariantTimeoutMs, V.Id, false,
                                J.Timing.FirstLaunchAllowanceMs);
  T0 = Profile.add("variant: run", T0);
  if (!Ms.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = Ms.message();
    resetQueue();
    return R;
  }
  R.TimeMs = *Ms;
  R.Reps = 1;
  compareOutputs(R, T0);
  // Right in the buffers proper, wrong beside the bands: the bands were read.
  if (R.ok() && J.CheckVariantWrites)
    if (std::string Read = readsOutsideBuffers(Guarded); !Read.empty()) {
      R.Status = RunStatus::Correctness;
      R.Message = Read;
    }
  if (!R.ok() || J.Mode != JobMode::VerifyTime)
    return R;
  StatusOr<Timing> T = time(K.get(), L, VariantTimeoutMs, V.Id, false, /*CheckRunMs=*/*Ms);
  if (!T.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = T.message();
    resetQueue();
    return R;
  }
  R.TimeMs = T->MedianMs;
  R.Reps = T->Reps;
  R.CutOff = T->CutOff;
  R.QuantilesMs = T->Quantiles;
  return R;
}

Status Session::openDevice() {
  State.Reused = State.DeviceOpen && State.Selector == J.Device;
  if (!State.Reused) {
    State.dropAll();
    StatusOr<Device> D = findDevice(J.Device);
    if (!D.ok())
      return D.status();
    Dev = *D;
    StatusOr<DeviceContext> C = createContext(Dev);
    if (!C.ok()) {
      Log.header(WorkerHeader{Dev.Info});
      return C.status();
    }
    Ctx = std::move(*C);
    State.DeviceOpen = true;
    State.Selector = J.Device;
  }
  Log.header(WorkerHeader{Dev.Info});
  if (J.Cache.Enabled)
    Cache = std::make_unique<BinaryCache>(J.Cache.Dir.empty() ? BinaryCache::defaultDir()
                                                              : J.Cache.Dir);
  if (Hooks.OnTimeout)
    Dog = std::make_unique<Watchdog>(Hooks.OnTimeout);
  return Status::success();
}

StatusOr<ClKernel> Session::buildReference(RunResult &Ref) {
  StatusOr<std::string> Src = readSource(J.ReferenceSource);
  if (!Src.ok())
    return Src.status();
  ReferenceText = *Src;
  StatusOr<BuiltProgram> B = buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, *Src,
                                          J.ReferenceOptions, Cache.get());
  if (!B.ok())
    return B.status();
  cl_int Err = CL_SUCCESS;
  ClKernel K(clCreateKernel(B->Program.get(), J.Kernel.c_str(), &Err));
  if (Err != CL_SUCCESS)
    return Status::error("no kernel '" + J.Kernel + "' in " + J.ReferenceSource + ": " +
                         clErrorName(Err));
  ReferenceProgram = std::move(B->Program);
  Ref.CacheHit = B->CacheHit;
  Ref.BuildMs = B->BuildMs;
  if (StatusOr<KernelWorkInfo> W = queryKernelWorkInfo(K.get(), Dev.Id); W.ok()) {
    Ref.KernelWorkGroupSize = W->WorkGroupSize;
    Ref.KernelLocalMemBytes = W->LocalMemBytes;
    Ref.PreferredMultiple = W->PreferredMultiple;
  }
  return K;
}

Status Session::setUpData(cl_kernel K, PhaseProfile::Clock::time_point &T0) {
  std::string Msg;
  if (Status S = prepareData(); !S.ok())
    return S;
  T0 = Profile.add("inputs", T0);
  if (Status S = createBuffers(); !S.ok())
    return S;
  if (Status S = setArgs(K, Msg); !S.ok())
    return S;
  createPristineCopies();
  if (Status S = upload(false); !S.ok())
    return S;
  T0 = Profile.add("buffers and upload", T0);
  return Status::success();
}

Status Session::readExpected() {
  Expected.resize(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer || !J.Args[I].Check)
      continue;
    Expected[I].resize(Initial[I].size());
    cl_int Err = clEnqueueReadBuffer(Ctx.Queue.get(), Mems[I].get(), CL_TRUE, 0,
                                     Expected[I].size(), Expected[I].data(), 0, nullptr,
                                     nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("reading buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
  }
  return Status::success();
}

void Session::computeExpectedRms() {
  ExpectedRms.assign(J.Args.size(), 0.0);
  for (size_t I = 0; I < J.Args.size() && I < Expected.size(); ++I)
    if (!Expected[I].empty())
      ExpectedRms[I] = finiteRms(J.Args[I].Type, Expected[I]);
}

bool Session::keepExpectedOnDevice() {
  uint64_t MinBytes = deviceCheckMinBytes(Dev.Info), Total = 0;
  for (const Bytes &B : Initial)
    Total += B.size();
  // As the pristine copies: only where the kept outputs leave room.
  if (Dev.Info.GlobalMemBytes && Total * 4 > Dev.Info.GlobalMemBytes)
    return false;
  bool Kept = false;
  for (size_t I = 0; I < J.Args.size() && I < Expected.size(); ++I) {
    if (Expected[I].empty() || Expected[I].size() < MinBytes)
      continue;
    if (!Check && !(Check = OnDeviceCheck::create(Ctx, Dev, Cache.get())))
      return false;
    Kept |= Check->keep(I, J.Args[I].Type, Expected[I]);
  }
  return Kept;
}

Status Session::restoreKeptData(cl_kernel K, PhaseProfile::Clock::time_point &T0) {
  std::string Msg;
  if (Status S = setArgs(K, Msg); !S.ok())
    return S;
  // The previous job's variants may have written any buffer, its reference
  // run the outputs.
  if (Status S = upload(false); !S.ok())
    return S;
  T0 = Profile.add("kept data: restore", T0);
  return Status::success();
}

StatusOr<bool> Session::keptDataHolds(cl_kernel K, const Launch &L, unsigned RefTimeout,
                                      PhaseProfile::Clock::time_point &T0) {
  if (Status S = restoreKeptData(K, T0); !S.ok())
    return S;
  // A variant that wrote out of bounds may have hit the kept copies (the
  // pristine inputs, the outputs on the device or, where buffers live in
  // host memory, the host's): the original must still compute the kept
  // outputs from the kept inputs.
  StatusOr<double> Ms = runOnce(K, L, RefTimeout, "reference", true);
  if (!Ms.ok())
    return Ms.status();
  T0 = Profile.add("kept data: check", T0);
  RunResult Check;
  compareOutputs(Check, T0); // its read-back, screen and comparison phases
  if (!Check.ok()) {
    std::fprintf(stderr, "clopt-worker: note: the data kept from the previous job is not "
                         "used: %s\n", Check.Message.c_str());
    return false;
  }
  return true;
}

Status Session::runReference(cl_kernel K, RunResult &Ref,
                             PhaseProfile::Clock::time_point &T0) {
  Launch L = makeLaunch(J.Global, J.Local);
  // The reference has no time to scale from; give it a generous limit.
  unsigned RefTimeout = J.Timing.TimeoutMs ? std::max(J.Timing.TimeoutMs, 10000u)
                                           : 120000u;
  DataKey = dataCacheKey(J, Dev.Info, ReferenceText);
  if (!J.CheckOriginal && !State.DataKey.empty() && State.DataKey == DataKey) {
    State.Reused = true;
    // Only a variant can change the kept copies: after jobs that ran none
    // (the check of the original at a re-verification size) they hold as
    // kept, and running the reference again to see it would cost a run of
    // the original (0.8 to 1.6 s each for syr2k at 4096 to 5123).
    if (!State.VariantsRanOnKeptData) {
      if (Status S = restoreKeptData(K, T0); !S.ok())
        return S;
      return finishReference(K, L, RefTimeout, State.ReferenceRunMs, /*Launched=*/false, Ref,
                             T0);
    }
    StatusOr<bool> Holds = keptDataHolds(K, L, RefTimeout, T0);
    if (!Holds.ok())
      return Holds.status();
    if (*Holds)
      return finishReference(K, L, RefTimeout, State.ReferenceRunMs, /*Launched=*/true, Ref,
                             T0);
  }
  State.dropData();
  // A job that checks the original runs it in full: the check is the point.
  std::optional<double> CachedMs;
  if (!J.CheckOriginal) {
    CachedMs = readCachedData();
    if (CachedMs)
      T0 = Profile.add("cached data: read", T0);
  }
  if (Status S = setUpData(K, T0); !S.ok())
    return S;
  if (CachedMs)
    return finishReference(K, L, RefTimeout, *CachedMs, /*Launched=*/false, Ref, T0);
  // Checked inside guard bands first: an out-of-bounds write in the
  // buffers proper could corrupt the driver's heap before it is seen.
  if (J.CheckOriginal) {
    StatusOr<std::string> Suspect = checkOriginal(K, L, RefTimeout);
    if (!Suspect.ok())
      return Suspect.status();
    if (!Suspect->empty()) {
      Ref.Suspect = *Suspect;
      return Status::success();
    }
  }
  StatusOr<double> Ms = runOnce(K, L, RefTimeout, "reference", true);
  if (!Ms.ok())
    return Ms.status();
  T0 = Profile.add("reference: run", T0);
  if (Status S = readExpected(); !S.ok())
    return S;
  T0 = Profile.add("reference: read back", T0);
  if (!J.DataCacheDir.empty()) {
    writeCachedData(*Ms);
    T0 = Profile.add("cached data: write", T0);
  }
  return finishReference(K, L, RefTimeout, *Ms, /*Launched=*/true, Ref, T0);
}

Status Session::finishReference(cl_kernel K, const Launch &L, unsigned RefTimeout,
                                double RunMs, bool Launched, RunResult &Ref,
                                PhaseProfile::Clock::time_point &T0) {
  bool Kept = State.DataKey == DataKey;
  if (!Kept) {
    computeExpectedRms();
    T0 = Profile.add("reference: rms", T0);
    if (keepExpectedOnDevice())
      T0 = Profile.add("reference: kept on device", T0);
  }
  Ref.TimeMs = RunMs;
  Ref.Reps = 1;
  if (J.Mode == JobMode::VerifyTime) {
    StatusOr<Timing> T = time(K, L, RefTimeout, "reference", true,
                              Launched ? std::optional<double>(RunMs) : std::nullopt);
    if (!T.ok())
      return T.status();
    Ref.TimeMs = T->MedianMs;
    Ref.Reps = T->Reps;
    Ref.QuantilesMs = T->Quantiles;
  }
  VariantTimeoutMs = J.Timing.TimeoutMs
                         ? J.Timing.TimeoutMs
                         : static_cast<unsigned>(std::max(
                               1000.0, J.Timing.TimeoutFactor * Ref.TimeMs));
  // This job's data is complete: the next job with the same key may use it.
  State.DataKey = DataKey;
  State.ReferenceRunMs = RunMs;
  State.VariantsRanOnKeptData = false;
  return Status::success();
}

bool Session::pastStartDeadline(PhaseProfile::Clock::duration Expected) const {
  return J.Timing.StartWithinMs &&
         PhaseProfile::Clock::now() + Expected - JobStart >=
             std::chrono::milliseconds(J.Timing.StartWithinMs);
}

RunResult Session::skipped(size_t Index) const {
  RunResult R;
  R.Id = J.Variants[Index].Id;
  R.Status = RunStatus::Skipped;
  R.Message = "not started: the job's " + std::to_string(J.Timing.StartWithinMs) +
              " ms to start variants had passed";
  return R;
}

int Session::run(std::string &Error) {
  auto T0 = PhaseProfile::Clock::now();
  if (Status S = openDevice(); !S.ok()) {
    Error = S.message();
    return WorkerJobFailed;
  }
  T0 = Profile.add("context", T0);
  BestMs = J.Timing.BestKnownMs;
  RunResult Ref;
  Ref.Id = "reference";
  StatusOr<ClKernel> K = buildReference(Ref);
  if (!K.ok())
    return fail(Error, RunStatus::Compile, K.message());
  T0 = Profile.add("reference: build", T0);

  if (J.Mode != JobMode::BuildOnly) {
    if (Status S = runReference(K->get(), Ref, T0); !S.ok())
      return fail(Error, RunStatus::Runtime, S.message());
    // The original is wrong on these inputs: nothing to verify against.
    if (!Ref.Suspect.empty()) {
      Log.reference(Ref);
      return WorkerOk;
    }
  }
  Log.reference(Ref);

  // Every build ends before the first variant runs: no kernel is timed
  // while the compiler competes for the host.
  Prebuilt.clear();
  Prebuilt.resize(J.Variants.size());
  if (unsigned Threads = buildThreads(J.Variants.size()); Threads > 1) {
    T0 = PhaseProfile::Clock::now();
    buildAhead(Threads);
    std::string Phase = "builds (" + std::to_string(Threads) + " threads)";
    Profile.add(Phase.c_str(), T0);
  }
  if (!J.Variants.empty())
    State.VariantsRanOnKeptData = true;
  for (size_t I = 0; I < J.Variants.size(); ++I) {
    // A build job still reports what its build phase compiled.
    bool Compiled = J.Mode == JobMode::BuildOnly && Prebuilt[I];
    if (!Compiled && pastStartDeadline(LongestVariant)) {
      Log.variant(skipped(I));
      continue;
    }
    Log.started(J.Variants[I].Id);
    auto Began = PhaseProfile::Clock::now();
    Log.variant(runVariant(I));
    LongestVariant = std::max(LongestVariant, PhaseProfile::Clock::now() - Began);
  }
  Profile.print(J.Variants.size());
  if (RunFailed)
    State.dropAll();
  return WorkerOk;
}

void JobRunnerState::Impl::dropData() {
  DataKey.clear();
  VariantsRanOnKeptData = true;
  ReferenceRunMs = 0;
  Check.reset();
  ReadBack.clear();
  Expected.clear();
  ExpectedRms.clear();
  Pristine.clear();
  Mems.clear();
  Initial.clear();
}

void JobRunnerState::Impl::dropAll() {
  dropData();
  Ctx = DeviceContext();
  Dev = Device();
  DeviceOpen = false;
}

JobRunnerState::JobRunnerState() : I(std::make_unique<Impl>()) {}
bool JobRunnerState::lastJobReused() const { return I->Reused; }
JobRunnerState::~JobRunnerState() = default;

int clopt::runJob(const Job &J, ResultLog &Log, const JobRunnerHooks &Hooks,
                  std::string &Error, JobRunnerState *Keep) {
  Session S(J, Log, Hooks, Keep ? &Keep->impl() : nullptr);
  int Code = S.run(Error);
  if (Code != WorkerOk && Keep)
    Keep->impl().dropAll();
  return Code;
}
