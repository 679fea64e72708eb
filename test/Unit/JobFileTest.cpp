//===- JobFileTest.cpp - Job and result files -----------------------------===//

#include "clopt/Runtime/Support/Job.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace clopt;

static Job sampleJob() {
  Job J;
  J.Mode = JobMode::VerifyTime;
  J.Device.Platform = "Portable";
  J.Device.Name = "pthread";
  J.Kernel = "gather";
  J.ReferenceSource = "/abs/gather.cl";
  J.ReferenceOptions = "-cl-std=CL1.2 -DX=\"a b\"";
  J.Global = {100, 3};
  J.Local = {10, 1};
  J.Seed = 7;
  KernelArg Src{"src", ArgKind::Buffer, ElemType::Half, 37};
  KernelArg Idx{"idx", ArgKind::Buffer, ElemType::Int, 100, InitKind::Range, 0, 36};
  KernelArg Dst{"dst", ArgKind::Buffer, ElemType::Float, 100};
  Dst.Init = InitKind::File;
  Dst.File = "/data/d.bin";
  Dst.Check = true;
  KernelArg N{"N", ArgKind::Scalar, ElemType::UInt};
  N.Value = "100";
  KernelArg Tmp{"tmp", ArgKind::Local};
  Tmp.LocalBytes = 256;
  J.Args = {Src, Idx, Dst, N, Tmp};
  J.Variants.push_back({"v1", "/t/v1.cl", "-DV=1", {50, 3}, {10, 1}, "N % 2 == 0"});
  J.Variants.push_back({"v2", "/t/v2.cl", "", {100, 3}, {}, ""});
  J.Timing.TimeoutMs = 250;
  J.Timing.BuildTimeoutMs = 9000;
  J.Timing.TargetSeconds = 0.5;
  J.Timing.CutoffFactor = 3;
  J.Timing.BestKnownMs = 12.25;
  J.Timing.StartWithinMs = 4321;
  J.Tol = Tolerance{1e-4, 1e-6};
  J.Cache.Dir = "/c";
  return J;
}

TEST(JobFile, RoundTrip) {
  Job J = sampleJob();
  std::string Text = emitJob(J);
  StatusOr<Job> Back = parseJob(Text);
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_EQ(emitJob(*Back), Text);
  EXPECT_EQ(Back->Mode, JobMode::VerifyTime);
  EXPECT_EQ(Back->Device.Name, "pthread");
  EXPECT_EQ(Back->ReferenceOptions, J.ReferenceOptions);
  EXPECT_EQ(Back->Args[1].Init, InitKind::Range);
  EXPECT_EQ(Back->Args[1].Hi, 36);
  EXPECT_EQ(Back->Args[0].Type, ElemType::Half);
  EXPECT_EQ(Back->Args[2].File, "/data/d.bin");
  EXPECT_TRUE(Back->Args[2].Check);
  EXPECT_EQ(Back->Args[4].LocalBytes, 256u);
  EXPECT_EQ(Back->Variants[0].Precondition, "N % 2 == 0");
  EXPECT_EQ(Back->Variants[0].Global, (std::vector<uint64_t>{50, 3}));
  EXPECT_EQ(Back->Timing.BuildTimeoutMs, 9000u);
  EXPECT_EQ(Back->Timing.CutoffFactor, 3);
  EXPECT_EQ(Back->Timing.BestKnownMs, 12.25);
  EXPECT_EQ(Back->Timing.StartWithinMs, 4321u);
  ASSERT_TRUE(Back->Tol.has_value());
  EXPECT_EQ(*Back->Tol, (Tolerance{1e-4, 1e-6}));
}

TEST(JobFile, CheckVariantWritesRoundTrip) {
  Job J = sampleJob();
  EXPECT_EQ(emitJob(J).find("check_variant_writes"), std::string::npos);
  StatusOr<Job> Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_FALSE(Back->CheckVariantWrites);
  J.CheckVariantWrites = true;
  Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(Back->CheckVariantWrites);
}

TEST(JobFile, CheckOriginalAndSuspectRoundTrip) {
  Job J = sampleJob();
  EXPECT_EQ(emitJob(J).find("check_original"), std::string::npos);
  J.CheckOriginal = true;
  J.CheckOriginalReads = false;
  StatusOr<Job> Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(Back->CheckOriginal);
  EXPECT_FALSE(Back->CheckOriginalReads);
  J.CheckOriginalReads = true;
  Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(Back->CheckOriginalReads);

  RunResult R;
  R.Id = "reference";
  R.Suspect = "writes out of bounds of buffer 'y': up to 4 bytes past its end were changed";
  StatusOr<JobResult> Parsed = parseJobResult(ResultLog::variantRecord(R));
  ASSERT_TRUE(Parsed.ok()) << Parsed.message();
  ASSERT_EQ(Parsed->Variants.size(), 1u);
  EXPECT_EQ(Parsed->Variants[0].Suspect, R.Suspect);
}

TEST(JobFile, CutOffRecordsRoundTrip) {
  RunResult R;
  R.Id = "slow";
  R.TimeMs = 40;
  R.Reps = 1;
  EXPECT_EQ(ResultLog::variantRecord(R).find("cut_off"), std::string::npos);
  R.CutOff = true;
  StatusOr<JobResult> Parsed = parseJobResult(ResultLog::variantRecord(R));
  ASSERT_TRUE(Parsed.ok()) << Parsed.message();
  ASSERT_EQ(Parsed->Variants.size(), 1u);
  EXPECT_TRUE(Parsed->Variants[0].CutOff);
  EXPECT_EQ(Parsed->Variants[0].Reps, 1u);
  Job J = sampleJob();
  J.Timing.BestKnownMs = -1;
  EXPECT_NE(parseJob(emitJob(J)).message().find("must be >= 0"), std::string::npos);
}

TEST(JobFile, ErrorsNameTheField) {
  EXPECT_EQ(parseJob("a: 1").message(), "not a clopt job file");
  EXPECT_EQ(parseJob("clopt_job: 1\nkernel: k\n").message(), "job: missing 'reference'");
  StatusOr<Job> J = parseJob("clopt_job: 1\nkernel: k\nreference: {source: a.cl}\n"
                             "global: [4]\nargs: [{name: p, kind: buffer, type: quad, count: 1}]\n");
  ASSERT_FALSE(J.ok());
  EXPECT_NE(J.message().find("unsupported element type 'quad'"), std::string::npos);
  EXPECT_EQ(parseJob("clopt_job: 1\nmode: fast\n").message(),
            "job: mode must be build-only, verify or verify+time, not 'fast'");
}

TEST(JobFile, ResultLogSurvivesATruncatedRecord) {
  char Path[] = "/tmp/clopt-result-XXXXXX";
  int Fd = mkstemp(Path);
  ASSERT_GE(Fd, 0);
  close(Fd);
  {
    ResultLog Log;
    ASSERT_TRUE(Log.open(Path).ok());
    DeviceInfo D;
    D.Name = "dev";
    Log.header(WorkerHeader{D});
    RunResult Ref;
    Ref.Id = "reference";
    Ref.TimeMs = 1.5;
    Log.reference(Ref);
    Log.started("a");
    RunResult A;
    A.Id = "a";
    A.Status = RunStatus::Correctness;
    A.Message = "y[3]: expected 1 got 2";
    A.QuantilesMs = {1, 2, 3, 4, 5};
    Log.variant(A);
    Log.started("b");
    // The worker died while writing b's record.
    Log.appendRaw("---\nvariant:\n  id: b\n  status: [unterminated\n");
  }
  StatusOr<JobResult> R = readJobResultFile(Path);
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_TRUE(R->Worker.has_value());
  EXPECT_EQ(R->Worker->Device.Name, "dev");
  ASSERT_TRUE(R->Reference.has_value());
  EXPECT_EQ(R->Reference->TimeMs, 1.5);
  ASSERT_EQ(R->Variants.size(), 1u);
  EXPECT_EQ(R->Variants[0].Status, RunStatus::Correctness);
  EXPECT_EQ(R->Variants[0].Message, "y[3]: expected 1 got 2");
  EXPECT_EQ(R->Variants[0].QuantilesMs.size(), 5u);
  EXPECT_EQ(R->Unfinished, (std::vector<std::string>{"b"}));
  std::remove(Path);
}

TEST(JobFile, DataCacheDirectory) {
  Job J = sampleJob();
  EXPECT_EQ(emitJob(J).find("data_cache"), std::string::npos);
  J.DataCacheDir = "/tmp/work dir: \"x\"";
  StatusOr<Job> Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_EQ(Back->DataCacheDir, J.DataCacheDir);
}

TEST(JobFile, BuildThreadsAndTheBuildPhaseRecords) {
  Job J = sampleJob();
  EXPECT_EQ(emitJob(J).find("build_threads"), std::string::npos);
  J.BuildThreads = 1;
  StatusOr<Job> Back = parseJob(emitJob(J));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_EQ(Back->BuildThreads, 1u);

  char Path[] = "/tmp/clopt-result-XXXXXX";
  int Fd = mkstemp(Path);
  ASSERT_GE(Fd, 0);
  close(Fd);
  ResultLog Log;
  ASSERT_TRUE(Log.open(Path).ok());
  RunResult Ref;
  Ref.Id = "reference";
  Log.reference(Ref);
  Log.building({"a", "b: odd id"});
  // The worker died while compiling: the phase is still open.
  StatusOr<JobResult> R = readJobResultFile(Path);
  ASSERT_TRUE(R.ok()) << R.message();
  EXPECT_TRUE(R->BuildPhaseOpen);
  EXPECT_TRUE(R->Unfinished.empty());
  Log.built(2);
  Log.started("a");
  R = readJobResultFile(Path);
  ASSERT_TRUE(R.ok()) << R.message();
  EXPECT_FALSE(R->BuildPhaseOpen);
  EXPECT_EQ(R->Unfinished, (std::vector<std::string>{"a"}));
  std::remove(Path);
}

TEST(JobFile, StatusNames) {
  for (RunStatus S : {RunStatus::Ok, RunStatus::Compile, RunStatus::Runtime,
                      RunStatus::Correctness, RunStatus::Timeout, RunStatus::Constraints,
                      RunStatus::Crashed, RunStatus::Skipped}) {
    StatusOr<RunStatus> Back = parseRunStatus(runStatusName(S));
    ASSERT_TRUE(Back.ok());
    EXPECT_EQ(*Back, S);
  }
  EXPECT_FALSE(parseRunStatus("fine").ok());
}

TEST(DeviceInfo, SelectionAndYaml) {
  std::vector<DeviceInfo> Ds(2);
  Ds[0].Index = 0;
  Ds[0].Name = "pthread-cpu";
  Ds[0].Platform = "Portable Computing Language";
  Ds[0].Type = "cpu";
  Ds[1].Index = 1;
  Ds[1].Name = "NVIDIA H100";
  Ds[1].Platform = "NVIDIA CUDA";
  Ds[1].Type = "gpu";
  Ds[1].MaxWorkItemSizes = {1024, 1024, 64};
  Ds[1].PreferredWorkGroupMultiple = 32;
  StatusOr<std::vector<DeviceInfo>> Back = parseDevicesYaml(emitDevicesYaml(Ds));
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(*Back == Ds);

  DeviceSelector S;
  EXPECT_EQ(selectDevice(Ds, S)->Index, 0u);
  S.Index = 1;
  EXPECT_EQ(selectDevice(Ds, S)->Index, 1u);
  S = DeviceSelector();
  S.Name = "h100";
  EXPECT_EQ(selectDevice(Ds, S)->Index, 1u);
  S = DeviceSelector();
  S.Platform = "portable";
  EXPECT_EQ(selectDevice(Ds, S)->Index, 0u);
  S.Index = 2;
  StatusOr<DeviceInfo> Bad = selectDevice(Ds, S);
  ASSERT_FALSE(Bad.ok());
  EXPECT_EQ(Bad.message(), "device index 2 is out of range; available devices:\n"
                           "  0: pthread-cpu (cpu, platform 'Portable Computing Language', driver )\n"
                           "  1: NVIDIA H100 (gpu, platform 'NVIDIA CUDA', driver )");
  EXPECT_FALSE(selectDevice({}, DeviceSelector()).ok());
}
