//===- JobLaunch.cpp - Launch and time a kernel -----------------------------===//
//
// One run of a kernel under the watchdog, the timed repetitions, and the
// check of a launch against the built kernel's limits and the variant's
// preconditions. See JobSession.h.
//
//===----------------------------------------------------------------------===//

#include "JobSession.h"

#include <climits>

using namespace clopt;
using namespace clopt::jobrunner;

/// Arms Dog, when there is one, to end runs of Id that take longer than
/// TimeoutMs plus AllowanceMs: one run, or a batch of Runs (the limit then
/// being the per-run timeout plus twice their expected time).
static void armForRuns(Watchdog *Dog, unsigned TimeoutMs, unsigned Runs,
                       const std::string &Id, bool IsReference,
                       unsigned AllowanceMs = 0) {
  if (!Dog)
    return;
  RunResult R;
  R.Id = Id;
  R.Status = RunStatus::Timeout;
  std::string What = Runs == 1 ? "a run" : std::to_string(Runs) + " timed runs";
  std::string Limit = Runs == 1 ? "the per-run timeout"
                                : "the per-run timeout plus twice their expected time";
  if (AllowanceMs)
    Limit = "the per-run timeout of " + std::to_string(TimeoutMs) + " ms plus " +
            std::to_string(AllowanceMs) +
            " ms allowed for a first launch, which may include the driver's compile";
  R.Message = What + " took longer than " + std::to_string(TimeoutMs + AllowanceMs) +
              " ms" + (IsReference ? "" : " (" + Limit + ")");
  Dog->arm(TimeoutMs + AllowanceMs, R);
}

cl_int jobrunner::eventFailure(cl_event E) {
  cl_int Exec = CL_COMPLETE;
  clGetEventInfo(E, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(Exec), &Exec, nullptr);
  return Exec < 0 ? Exec : CL_SUCCESS;
}

/// A finished kernel's run time in ms, from its profiling timestamps.
static double eventMs(cl_event E) {
  cl_ulong Start = 0, End = 0;
  clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_START, sizeof(Start), &Start, nullptr);
  clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_END, sizeof(End), &End, nullptr);
  return End >= Start ? static_cast<double>(End - Start) * 1e-6 : 0.0;
}

static cl_int enqueueKernel(cl_command_queue Q, cl_kernel K, const Launch &L, cl_event *E) {
  return clEnqueueNDRangeKernel(Q, K, static_cast<cl_uint>(L.Global.size()), nullptr,
                                L.Global.data(), L.Local.empty() ? nullptr : L.Local.data(),
                                0, nullptr, E);
}

StatusOr<double> Session::runOnce(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                  const std::string &Id, bool IsReference,
                                  unsigned AllowanceMs) {
  armForRuns(Dog.get(), TimeoutMs, 1, Id, IsReference, AllowanceMs);
  cl_event E = nullptr;
  cl_int Err = enqueueKernel(Ctx.Queue.get(), K, L, &E);
  ClEvent Ev(E);
  if (Err == CL_SUCCESS)
    Err = clWaitForEvents(1, &E);
  if (Err == CL_SUCCESS)
    Err = eventFailure(E);
  if (Dog)
    Dog->disarm();
  if (Err != CL_SUCCESS)
    return Status::error(clErrorName(Err));
  return eventMs(E);
}

StatusOr<std::vector<double>> Session::runBatch(cl_kernel K, const Launch &L, unsigned Count,
                                                unsigned TimeoutMs, double ExpectedMs,
                                                const std::string &Id, bool IsReference) {
  // A hang is noticed about as soon as one run's would be.
  double AllowedMs = std::min(double(TimeoutMs) * Count,
                              TimeoutMs + 2 * ExpectedMs * Count);
  unsigned BatchTimeoutMs =
      static_cast<unsigned>(std::min(std::ceil(AllowedMs), double(UINT_MAX)));
  armForRuns(Dog.get(), BatchTimeoutMs, Count, Id, IsReference);
  std::vector<ClEvent> Runs, Copies;
  Status Restored = Status::success();
  cl_int Err = CL_SUCCESS;
  for (unsigned I = 0; I < Count && Err == CL_SUCCESS && Restored.ok(); ++I) {
    Restored = enqueueRestore(true, &Copies);
    cl_event E = nullptr;
    if (Restored.ok())
      Err = enqueueKernel(Ctx.Queue.get(), K, L, &E);
    if (E)
      Runs.emplace_back(E);
  }
  // Every command enqueued ends before this returns, failed or not.
  cl_int Finished = clFinish(Ctx.Queue.get());
  if (Err == CL_SUCCESS)
    Err = Finished;
  // A copy that failed would leave a run timing stale data.
  for (const std::vector<ClEvent> *Events : {&Copies, &Runs})
    for (size_t I = 0; I < Events->size() && Err == CL_SUCCESS; ++I)
      Err = eventFailure((*Events)[I].get());
  if (Dog)
    Dog->disarm();
  if (!Restored.ok())
    return Restored;
  if (Err != CL_SUCCESS)
    return Status::error(clErrorName(Err));
  std::vector<double> Times;
  for (const ClEvent &E : Runs)
    Times.push_back(eventMs(E.get()));
  return Times;
}

/// Timed runs enqueued at once after the first: as many as the sequential
/// loop in Session::time would still make if every run took as long as
/// Last, at most MaxBatch (a hang is noticed after at most MaxBatch times
/// the per-run timeout).
static unsigned runsToBatch(const TimingSettings &T, size_t Done, double Total, double Last) {
  constexpr unsigned MaxBatch = 16;
  unsigned MaxReps = std::max(T.MaxReps, std::max(T.MinReps, 1u));
  double Need = T.MinReps > Done ? T.MinReps - Done : 0;
  double TargetMs = T.TargetSeconds * 1000;
  if (Total < TargetMs)
    Need = std::max(Need, std::ceil((TargetMs - Total) / std::max(Last, 1e-3)));
  Need = std::min<double>({Need, double(MaxReps - Done), double(MaxBatch)});
  return static_cast<unsigned>(std::max(Need, 1.0));
}

/// Shorter runs are never cut off: timing them in full costs little (at
/// most TimingSettings::TargetSeconds), and one short run is the most
/// exposed to a hiccup of the driver or the host.
static constexpr double MinCutoffMs = 1.0;

bool Session::cutsOff(double FirstMs, std::optional<double> CheckRunMs,
                      bool IsReference) const {
  const TimingSettings &T = J.Timing;
  if (IsReference || T.CutoffFactor <= 0 || BestMs <= 0 || FirstMs < MinCutoffMs)
    return false;
  // Both launches must be slow: one noisy run does not decide.
  double Fastest = CheckRunMs ? std::min(FirstMs, *CheckRunMs) : FirstMs;
  return Fastest > T.CutoffFactor * BestMs;
}

StatusOr<Timing> Session::time(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                               const std::string &Id, bool IsReference,
                               std::optional<double> CheckRunMs) {
  const TimingSettings &T = J.Timing;
  // The check run, when there was one, was K's first launch: the warm-up.
  for (unsigned W = CheckRunMs ? 1 : 0; W < T.Warmup; ++W) {
    if (Status S = upload(true); !S.ok())
      return S;
    StatusOr<double> Ms = runOnce(K, L, TimeoutMs, Id, IsReference);
    if (!Ms.ok())
      return Ms.status();
  }
  std::vector<double> Times;
  double Total = 0;
  unsigned MaxReps = std::max(T.MaxReps, std::max(T.MinReps, 1u));
  while (Times.size() < MaxReps &&
         (Times.size() < T.MinReps || Total < T.TargetSeconds * 1000)) {
    // Outputs that are also inputs (y += ...) must start from the same
    // contents every time, or later runs time different work. With the
    // initial contents on the device, the restores and runs after the
    // first go to the queue in batches: one wait per batch instead of two
    // per run (each ~0.3 ms on the GPU machine).
    auto T0 = PhaseProfile::Clock::now();
    if (!Times.empty() && !Pristine.empty()) {
      unsigned Count = runsToBatch(T, Times.size(), Total, Times.back());
      StatusOr<std::vector<double>> Batch =
          runBatch(K, L, Count, TimeoutMs, Times.back(), Id, IsReference);
      if (!Batch.ok())
        return Batch.status();
      Profile.add("timing: runs", T0);
      for (double Ms : *Batch) {
        Times.push_back(Ms);
        Total += Ms;
      }
      continue;
    }
    if (Status S = upload(true); !S.ok())
      return S;
    T0 = Profile.add("timing: restore", T0);
    StatusOr<double> Ms = runOnce(K, L, TimeoutMs, Id, IsReference);
    if (!Ms.ok())
      return Ms.status();
    Profile.add("timing: runs", T0);
    Times.push_back(*Ms);
    Total += *Ms;
    if (Times.size() == 1 && cutsOff(*Ms, CheckRunMs, IsReference))
      return Timing{*Ms, 1, /*CutOff=*/true, {}};
  }
  std::sort(Times.begin(), Times.end());
  auto Q = [&](double P) {
    return Times[static_cast<size_t>(P * static_cast<double>(Times.size() - 1) + 0.5)];
  };
  Timing R;
  R.Reps = static_cast<unsigned>(Times.size());
  R.MedianMs = Times.size() % 2 ? Times[Times.size() / 2]
                                : 0.5 * (Times[Times.size() / 2 - 1] +
                                         Times[Times.size() / 2]);
  R.Quantiles = {Times.front(), Q(0.2), R.MedianMs, Q(0.8), Times.back()};
  if (BestMs <= 0 || R.MedianMs < BestMs)
    BestMs = R.MedianMs;
  return R;
}

SizeEnv Session::preconditionEnv() const {
  SizeEnv Env;
  for (const KernelArg &A : J.Args) {
    if (A.Kind != ArgKind::Scalar || isFloatType(A.Type))
      continue;
    if (StatusOr<int64_t> V = parseInt64(A.Value); V.ok())
      Env[A.Name] = *V;
  }
  return launchEnv(std::move(Env), J.Global);
}

std::string Session::checkLaunch(const Launch &L, const KernelWorkInfo &W) {
  const DeviceInfo &D = Dev.Info;
  uint64_t LocalArgs = 0;
  for (const KernelArg &A : J.Args)
    if (A.Kind == ArgKind::Local)
      LocalArgs += A.LocalBytes;
  if (D.LocalMemBytes && W.LocalMemBytes + LocalArgs > D.LocalMemBytes)
    return "needs " + std::to_string(W.LocalMemBytes + LocalArgs) +
           " bytes of local memory, the device has " + std::to_string(D.LocalMemBytes);
  if (L.Local.empty())
    return "";
  if (L.Local.size() != L.Global.size())
    return "local size has " + std::to_string(L.Local.size()) +
           " dimensions, global size " + std::to_string(L.Global.size());
  uint64_t Items = 1;
  for (size_t I = 0; I < L.Local.size(); ++I) {
    if (L.Local[I] == 0)
      return "local size " + std::to_string(I) + " is 0 while others are fixed";
    if (I < D.MaxWorkItemSizes.size() && L.Local[I] > D.MaxWorkItemSizes[I])
      return "local size " + std::to_string(I) + " (" + std::to_string(L.Local[I]) +
             ") exceeds the device limit " + std::to_string(D.MaxWorkItemSizes[I]);
    if (L.Global[I] % L.Local[I] != 0)
      return "global size " + std::to_string(I) + " (" + std::to_string(L.Global[I]) +
             ") is not a multiple of local size " + std::to_string(L.Local[I]);
    Items *= L.Local[I];
  }
  if (W.WorkGroupSize && Items > W.WorkGroupSize)
    return "work-group of " + std::to_string(Items) +
           " items exceeds CL_KERNEL_WORK_GROUP_SIZE " + std::to_string(W.WorkGroupSize);
  return "";
}
