//===- VariantBuild.cpp - Compile a job's variants ------------------------===//
//
// A variant is built either just before its run (one at a time: a crash or a
// hang in the compiler is blamed on the variant its `started` record names),
// or, in the build phase, together with every other variant of the job on a
// pool of threads before the first one runs. On a GPU driver whose compiler
// (or the JIT behind a cached binary) takes a large share of an evaluation,
// the pool hides most of it; kernels are still launched, checked and timed
// one at a time, after every build has ended. OpenCL allows clBuildProgram
// on one context from several threads; kernels are created on the main
// thread only.
//
//===----------------------------------------------------------------------===//

#include "JobSession.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace clopt;
using namespace clopt::jobrunner;

/// Test hook: with CLOPT_WORKER_DEBUG_BUILD_FAULTS set, compiling a source
/// that contains `clopt-debug: crash-while-building` kills the worker, one
/// with `clopt-debug: hang-while-building` never returns, and one with
/// `clopt-debug: slow-build-ms=N` takes N ms more, standing in for a
/// driver's compiler that crashes, hangs or is slow (tests of the build
/// phase's recovery and deadline; no real kernel does these on demand).
static void simulateCompilerFault(const std::string &Source) {
  static const bool Enabled = std::getenv("CLOPT_WORKER_DEBUG_BUILD_FAULTS") != nullptr;
  if (!Enabled)
    return;
  const std::string Slow = "clopt-debug: slow-build-ms=";
  if (size_t At = Source.find(Slow); At != std::string::npos)
    std::this_thread::sleep_for(
        std::chrono::milliseconds(std::atoi(Source.c_str() + At + Slow.size())));
  if (Source.find("clopt-debug: crash-while-building") != std::string::npos) {
    // A real invalid access, not raise(): the LLVM inside some OpenCL
    // drivers installs a SIGSEGV handler that returns from a raised signal.
    volatile uintptr_t Address = 8;
    *reinterpret_cast<volatile int *>(Address) = 0;
  }
  if (Source.find("clopt-debug: hang-while-building") != std::string::npos)
    for (;;)
      ::pause();
}

StatusOr<BuiltProgram> Session::compileVariant(const VariantSpec &V, bool Alone) {
  StatusOr<std::string> Src = readSource(V.Source);
  if (!Src.ok())
    return Src.status();
  bool Watched = Alone && Dog && J.Timing.BuildTimeoutMs;
  if (Watched) {
    RunResult T;
    T.Id = V.Id;
    T.Status = RunStatus::Timeout;
    T.Message = "compiling took longer than " + std::to_string(J.Timing.BuildTimeoutMs) +
                " ms (the build timeout)";
    Dog->arm(J.Timing.BuildTimeoutMs, T);
  }
  simulateCompilerFault(*Src);
  StatusOr<BuiltProgram> B = buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, *Src,
                                          V.Options, Cache.get(),
                                          J.Timing.BuildTimeoutMs);
  if (Watched)
    Dog->disarm();
  return B;
}

unsigned Session::buildThreads(size_t Count) const {
  unsigned N = std::min(J.BuildThreads, MaxBuildThreads);
  if (!N)
    N = buildThreadsFromEnvironment();
  if (!N)
    N = std::min(std::max(1u, std::thread::hardware_concurrency()), DefaultBuildThreads);
  return static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(N, Count)));
}

namespace {
/// The build phase's shared state: the next variant to take, and when each
/// build in flight began (for the per-build timeout).
struct BuildQueue {
  using Clock = std::chrono::steady_clock;
  std::mutex M;
  std::condition_variable Changed;
  std::vector<size_t> Todo;              ///< Variant indices, in job order.
  size_t Next = 0, Finished = 0;
  /// Not started: TimingSettings::StartWithinMs had passed.
  size_t Unstarted = 0;
  std::vector<std::optional<Clock::time_point>> Began; ///< Per Todo entry.
  /// The longest build that finished (the watch's thread may wake only
  /// after a build that overran its limit is done, on a loaded machine).
  Clock::duration Longest{};

  /// The earliest start among the builds in flight; nullopt when none is.
  std::optional<Clock::time_point> oldestInFlight() const {
    std::optional<Clock::time_point> Oldest;
    for (const std::optional<Clock::time_point> &B : Began)
      if (B && (!Oldest || *B < *Oldest))
        Oldest = B;
    return Oldest;
  }
};
} // namespace

void Session::buildAhead(unsigned Threads) {
  BuildQueue Q;
  std::vector<std::string> Ids;
  for (size_t I = 0; I < J.Variants.size(); ++I) {
    // A variant whose precondition fails is never built (as when serial).
    if (unmetPrecondition(J.Variants[I]))
      continue;
    Q.Todo.push_back(I);
    Ids.push_back(J.Variants[I].Id);
  }
  if (Q.Todo.size() < 2)
    return; // nothing to overlap: build it just before its run
  Q.Began.resize(Q.Todo.size());
  Log.building(Ids);

  auto Work = [this, &Q] {
    std::unique_lock<std::mutex> L(Q.M);
    while (Q.Next < Q.Todo.size()) {
      // A compile as long as the longest so far would end too late (a
      // second wave of unrolled variants, 20 s each on the GPU machine).
      if (pastStartDeadline(Q.Longest)) {
        // The rest are reported as skipped (Session::run).
        Q.Unstarted = Q.Todo.size() - Q.Next;
        Q.Finished += Q.Unstarted;
        Q.Next = Q.Todo.size();
        Q.Changed.notify_all();
        break;
      }
      size_t Slot = Q.Next++;
      Q.Began[Slot] = BuildQueue::Clock::now();
      L.unlock();
      StatusOr<BuiltProgram> B = compileVariant(J.Variants[Q.Todo[Slot]], false);
      L.lock();
      Prebuilt[Q.Todo[Slot]].emplace(std::move(B));
      Q.Longest = std::max(Q.Longest, BuildQueue::Clock::now() - *Q.Began[Slot]);
      Q.Began[Slot].reset();
      ++Q.Finished;
      Q.Changed.notify_all();
    }
  };
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < std::min<size_t>(Threads, Q.Todo.size()); ++T)
    Pool.emplace_back(Work);

  // The main thread watches: each build gets the build timeout from its own
  // start, as when built alone. The timeout names no variant (any of those
  // in flight may be the one the compiler is stuck on, or several slow ones
  // may share the cores); the driver's serial retry finds which.
  bool Watch = Hooks.OnTimeout && J.Timing.BuildTimeoutMs;
  auto Limit = std::chrono::milliseconds(J.Timing.BuildTimeoutMs);
  bool Fired = false;
  auto Fire = [&](std::unique_lock<std::mutex> &L) {
    Fired = true;
    RunResult T;
    T.Status = RunStatus::Timeout;
    T.Message = "a compile in the parallel build phase took longer than " +
                std::to_string(J.Timing.BuildTimeoutMs) + " ms (the build timeout)";
    L.unlock();
    Hooks.OnTimeout(T); // clopt-worker exits here
    L.lock();
  };
  {
    std::unique_lock<std::mutex> L(Q.M);
    while (Q.Finished < Q.Todo.size()) {
      std::optional<BuildQueue::Clock::time_point> Oldest = Q.oldestInFlight();
      if (Watch && !Fired && Q.Longest >= Limit) {
        Fire(L);
        continue;
      }
      if (!Watch || Fired || !Oldest) {
        Q.Changed.wait(L);
        continue;
      }
      if (BuildQueue::Clock::now() < *Oldest + Limit) {
        Q.Changed.wait_until(L, *Oldest + Limit);
        continue;
      }
      Fire(L);
    }
    // Every build may have finished before this thread looked: one that
    // overran still counts.
    if (Watch && !Fired && Q.Longest >= Limit)
      Fire(L);
  }
  for (std::thread &T : Pool)
    T.join();
  Log.built(Q.Todo.size() - Q.Unstarted);
  // A variant the phase did not start is not compiled after it either when
  // a compile as long would end too late (Session::run).
  LongestVariant = std::max(LongestVariant, Q.Longest);
}
