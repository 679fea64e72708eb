//===- Job.h - Job and result files between driver and worker ----*- C++ -*-===//
//
// The clopt driver never calls OpenCL (see design: a process with libclang-cpp
// loaded crashes inside PoCL). It describes device work as a job file, runs
// `clopt-worker run JOB.yaml RESULT.yaml`, and reads the result file.
//
// Job (one YAML document; docs/runtime.md has a full example):
//   clopt_job: 1
//   mode: verify                # build-only | verify | verify+time
//   device: {index: 0}          # or {platform: "Portable", name: "pthread"}
//   kernel: matvec
//   reference: {source: /abs/matvec.cl, options: "-cl-std=CL1.2"}
//   global: [64]                # the original kernel's global size
//   local: []                   # its local size, [] = NULL
//   seed: 1
//   check_original: true        # optional: NaN/Inf and guard-band checks
//   check_original_reads: false # optional: skip the read check (atomics)
//   args:                       # in the kernel's parameter order
//     - {name: A, kind: buffer, type: float, count: 4096, init: random}
//     - {name: idx, kind: buffer, type: int, count: 64, init: range, lo: 0, hi: 63}
//     - {name: B, kind: buffer, type: float, count: 64, init: file, file: b.bin}
//     - {name: y, kind: buffer, type: float, count: 64, init: random, check: true}
//     - {name: N, kind: scalar, type: int, value: "64"}
//     - {name: tmp, kind: local, bytes: 1024}
//   variants:
//     - {id: v1, source: /abs/v1.cl, options: "", global: [32], local: [0],
//        precondition: "N % 2 == 0"}
//   timing: {warmup: 1, min_reps: 3, max_reps: 50, target_s: 0.2,
//            timeout_ms: 0, timeout_factor: 20}
//   tolerance: {rel: 1e-3, abs: 1e-4}   # optional; default per element type
//   cache: {dir: "", enabled: true}     # "" = default binary-cache directory
//   build_threads: 0            # optional: 0 = auto, 1 = build each variant
//                               # just before its run (no build phase)
//   data_cache: /work/dir       # optional: where the reference's outputs
//                               # are kept for the next job of the same
//                               # problem (DataCache.h)
//
// Result: a YAML stream the worker appends to, one document per record and a
// flush after each, so a crash loses nothing already measured:
//   --- {worker: {index: 0, device: ..., platform: ..., driver: ...}}
//   --- {reference: {status: ok, time_ms: 1.2, ...}}
//   --- {building: [v1, v2, ...]}
//   --- {built: 2}
//   --- {started: v1}
//   --- {variant: {id: v1, status: ok, time_ms: 0.8, reps: 12, ...}}
// A `started` without its `variant` is the variant that crashed or hung.
// `building` opens the parallel build phase (several variants compiled at
// once, before any of them runs) and `built` closes it: a worker that dies
// or hangs in between cannot be blamed on one variant, so the driver runs
// them again with build_threads: 1, where `started` says which one it was.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_JOB_H
#define CLOPT_RUNTIME_JOB_H

#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/Status.h"
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

enum class ArgKind { Buffer, Scalar, Local };
enum class InitKind { Random, Range, File };

/// One kernel argument, in parameter order.
struct KernelArg {
  std::string Name;
  ArgKind Kind = ArgKind::Buffer;
  ElemType Type = ElemType::Float; ///< Element type (buffers) or scalar type.
  // Buffers.
  uint64_t Count = 0;              ///< Elements.
  InitKind Init = InitKind::Random;
  int64_t Lo = 0, Hi = 0;          ///< InitKind::Range, inclusive.
  std::string File;                ///< InitKind::File.
  /// Compared against the reference and restored before every timed run.
  /// Set for every buffer the kernel may write.
  bool Check = false;
  // Scalars: the value as text ("64", "1.5").
  std::string Value;
  // __local pointers: the size in bytes.
  uint64_t LocalBytes = 0;
};

struct VariantSpec {
  std::string Id;
  std::string Source;   ///< Path of the variant's .cl file.
  std::string Options;  ///< clBuildProgram options.
  std::vector<uint64_t> Global;
  std::vector<uint64_t> Local; ///< Empty or zeros = NULL local size.
  /// Integer expression over scalar argument names and G0..G2 (the
  /// original global size) that must hold, e.g. "N % 4 == 0"; "" = none.
  /// A variant whose precondition fails is reported as `constraints`.
  std::string Precondition;
};

enum class JobMode { BuildOnly, Verify, VerifyTime };
const char *jobModeName(JobMode M);

struct TimingSettings {
  /// Untimed runs before the timed ones; a kernel's check run is the first.
  unsigned Warmup = 1;
  unsigned MinReps = 3;
  unsigned MaxReps = 50;
  double TargetSeconds = 0.2;  ///< Keep repeating until this much kernel time.
  /// Per-run timeout; 0 = max(1000 ms, TimeoutFactor x the reference run).
  unsigned TimeoutMs = 0;
  double TimeoutFactor = 20;
  /// Extra time allowed for a variant's first launch: some drivers (PoCL)
  /// compile the kernel for its work-group size only when it is first
  /// enqueued, which can take seconds for a large unrolled variant.
  unsigned FirstLaunchAllowanceMs = 30000;
  /// Limit for compiling one variant; 0 = none. clBuildProgram cannot be
  /// cancelled, so the worker records a `timeout` and exits (like a hung
  /// run); some drivers take minutes on heavily unrolled code.
  unsigned BuildTimeoutMs = 0;
  /// A variant whose first timed run (of 1 ms or more) and check run take
  /// more than CutoffFactor times the best time known is not timed
  /// further: it cannot win, and on slow kernels (the naive syr2k at 4096:
  /// most of a second a run) the runs a median needs cost more than the
  /// rest of the evaluation. 0 = time every variant fully.
  double CutoffFactor = 0;
  /// The best time known before the job (the original's, a previous
  /// batch's best), 0 = none; the worker lowers it with each time it
  /// measures in full.
  double BestKnownMs = 0;
  /// A variant whose compile (build jobs) or run (verify jobs) has not
  /// started this many ms after the job's start, or would not end by then
  /// if it took as long as the longest of the job so far, is not started:
  /// its result is `skipped`. 0 = no limit. A tune with a seconds budget sets it to
  /// the search's time left, so that a batch that costs more than its
  /// estimate ends near the budget instead of after it; what is already in
  /// flight still finishes (a compile cannot be cancelled).
  unsigned StartWithinMs = 0;
};

struct CacheSettings {
  bool Enabled = true;
  std::string Dir; ///< "" = CLOPT_CACHE_DIR, XDG_CACHE_HOME/clopt/binaries, ...
};

struct Job {
  JobMode Mode = JobMode::Verify;
  DeviceSelector Device;
  std::string Kernel;
  std::string ReferenceSource;
  std::string ReferenceOptions;
  std::vector<uint64_t> Global;
  std::vector<uint64_t> Local;
  uint64_t Seed = 1;
  std::vector<KernelArg> Args;
  std::vector<VariantSpec> Variants;
  TimingSettings Timing;
  std::optional<Tolerance> Tol;
  CacheSettings Cache;
  /// Check the reference itself on these inputs: NaN or Inf from finite
  /// inputs, and out-of-bounds accesses (a run with guard bands around
  /// every buffer, filled with two different canaries). The finding is the
  /// reference result's `suspect`.
  bool CheckOriginal = false;
  /// With CheckOriginal: also compare the outputs of the two guarded runs.
  /// Off for kernels whose output may depend on the order of work-items
  /// (atomics), where a difference proves nothing.
  bool CheckOriginalReads = true;
  /// Run every variant twice inside guard bands (0x7f bytes, then NaN)
  /// before its checked run: a write out of bounds fails it (Correctness),
  /// where the buffers proper would only show it if it hit a checked
  /// element, and so does a read whose value reaches an output. For
  /// verification, not the search (two runs, copies of every buffer and a
  /// comparison).
  bool CheckVariantWrites = false;
  /// Threads compiling the variants before the first one runs; 0 = auto
  /// ($CLOPT_BUILD_THREADS, else min(cores, 8)), never more than the
  /// variants. 1 = no build phase: each variant is built just before its
  /// run, so a crash or hang while compiling is blamed on that variant.
  unsigned BuildThreads = 0;
  /// Directory of the data cache (include/clopt/Runtime/Support/DataCache.h):
  /// a job that finds the reference's outputs there uses them instead of
  /// running the reference once more; a job that made them leaves them
  /// there. "" = no cache.
  std::string DataCacheDir;
};

/// The most threads a job or the environment may ask a process to compile
/// with, and the default: enough to hide a GPU driver's compiler, not so
/// many that large builds exhaust the host's memory.
constexpr unsigned MaxBuildThreads = 64;
constexpr unsigned DefaultBuildThreads = 8;
/// $CLOPT_BUILD_THREADS when it is a positive number (at most
/// MaxBuildThreads), else 0: read by the worker for its build phase and by
/// the driver to size its build processes.
unsigned buildThreadsFromEnvironment();

std::string emitJob(const Job &J);
StatusOr<Job> parseJob(const std::string &Text);
Status writeJobFile(const std::string &Path, const Job &J);
StatusOr<Job> readJobFile(const std::string &Path);

/// The invalidity categories of the T4 results schema, plus crashed.
/// Skipped: not started, the job's TimingSettings::StartWithinMs had passed
/// (no verdict on the variant).
enum class RunStatus {
  Ok,
  Compile,
  Runtime,
  Correctness,
  Timeout,
  Constraints,
  Crashed,
  Skipped
};
const char *runStatusName(RunStatus S);
StatusOr<RunStatus> parseRunStatus(const std::string &Name);

/// The outcome of the reference kernel or of one variant.
struct RunResult {
  std::string Id; ///< Variant id; "reference" for the reference.
  RunStatus Status = RunStatus::Ok;
  /// Build log excerpt, CL error name, or the worst element
  /// ("y[37]: expected 12.5 got 12.7 (rel 1.6e-02)").
  std::string Message;
  double TimeMs = 0;                ///< Median kernel time (profiling events).
  unsigned Reps = 0;
  /// Timed once: the run was over TimingSettings::CutoffFactor times the
  /// best time known (TimeMs is that run, Reps 1).
  bool CutOff = false;
  std::vector<double> QuantilesMs;  ///< min, p20, p50, p80, max.
  double MaxRelError = 0;           ///< Over all checked float buffers.
  bool CacheHit = false;            ///< Program binary came from the cache.
  double BuildMs = 0;
  uint64_t KernelWorkGroupSize = 0; ///< CL_KERNEL_WORK_GROUP_SIZE
  uint64_t KernelLocalMemBytes = 0; ///< CL_KERNEL_LOCAL_MEM_SIZE
  uint64_t PreferredMultiple = 0;   ///< CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
  /// Reference only, with check_original: what is wrong with the original
  /// on these inputs ("writes 'y' out of bounds ..."); "" = nothing found.
  std::string Suspect;

  bool ok() const { return Status == RunStatus::Ok; }
};

/// Whether a reference's Suspect leaves nothing to verify variants against:
/// accesses out of bounds do; NaN or Inf from finite inputs does not (a
/// kernel may write them on purpose, and variants must reproduce them).
bool suspectLeavesNoResult(const std::string &Suspect);

/// For a message about the original going out of bounds or crashing the
/// worker: " (the integer buffer 'idx' holds random values; if the kernel
/// indexes with it, give its contents with --input NAME=FILE)", naming J's
/// integer buffers filled with random values, which may hold indices the
/// analysis could not see (an index chosen under an `if` on a loaded
/// value); "" when there are none.
std::string randomIndexBuffersHint(const Job &J);

struct WorkerHeader {
  DeviceInfo Device;
};

struct JobResult {
  std::optional<WorkerHeader> Worker;
  std::optional<RunResult> Reference;
  std::vector<RunResult> Variants;
  /// Ids that have a `started` record but no result (crashed or hung).
  std::vector<std::string> Unfinished;
  /// A `building` record without its `built`: the worker died or hung
  /// while compiling several variants at once.
  bool BuildPhaseOpen = false;

  const RunResult *find(const std::string &Id) const;
};

/// Parses a result stream, tolerating a truncated last document.
StatusOr<JobResult> parseJobResult(const std::string &Text);
StatusOr<JobResult> readJobResultFile(const std::string &Path);

/// Appends records to a result file, flushing after each one.
class ResultLog {
public:
  ResultLog() = default;
  ResultLog(const ResultLog &) = delete;
  ResultLog &operator=(const ResultLog &) = delete;
  ~ResultLog();

  Status open(const std::string &Path);
  void header(const WorkerHeader &H);
  void started(const std::string &Id);
  /// Opens the parallel build phase of these variants.
  void building(const std::vector<std::string> &Ids);
  /// Closes it: every one of the Count programs is built (or failed to).
  void built(size_t Count);
  void reference(const RunResult &R);
  void variant(const RunResult &R);
  /// Only write(2) and fsync: usable from a watchdog thread just before the
  /// process exits. Text must be prepared in advance.
  void appendRaw(const std::string &Text);
  static std::string variantRecord(const RunResult &R);

private:
  int Fd = -1;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_JOB_H
