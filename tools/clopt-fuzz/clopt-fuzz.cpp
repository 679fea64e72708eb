//===- clopt-fuzz.cpp - libFuzzer target over the driver side -------------===//
//
// Runs the front end, the analysis (and its printers) and the transform
// pipeline on fuzzed input, with fuzzed parameter values. Never touches
// OpenCL: device work lives in clopt-worker, which this target does not link.
//
// Input layout: the first HeaderBytes bytes pick the parameter point, the
// rest is the OpenCL C source. For each pass in pipeline order one byte says
// whether the pass is enabled (low bit) and the following bytes pick a value
// from each parameter's domain (byte modulo the domain size). Bytes are
// reused cyclically, so every pass and parameter gets one.
//
// A crash, a sanitizer report, an error that is not a normal "does not
// apply", a nest the verifier rejects, or output that does not parse are
// findings (they abort).
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/BufferExtent.h"
#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/ModelPrinter.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/TuneSpace.h"

#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace clopt;

namespace {
constexpr size_t HeaderBytes = 16;

/// Hands out the header bytes one by one, cyclically.
class ByteSource {
public:
  ByteSource(const uint8_t *Data, size_t Size) : Data(Data), Size(Size) {}
  uint8_t next() { return Size ? Data[Pos++ % Size] : 0; }

private:
  const uint8_t *Data;
  size_t Size;
  size_t Pos = 0;
};

/// One point of the kernel's parameter space, picked by the header bytes.
ParamValues pickValues(const std::vector<PassSpace> &Space, ByteSource &Bytes) {
  ParamValues Values;
  for (const PassSpace &S : Space) {
    bool Enabled = Bytes.next() & 1;
    if (!Enabled || S.NotApplicable)
      continue;
    for (const ParamSpec &P : S.Params) {
      uint8_t B = Bytes.next();
      if (P.Domain.empty())
        continue;
      Values.set(S.Pass, P.Name, P.Domain[B % P.Domain.size()].Value);
    }
  }
  return Values;
}

/// Buffer extents at a problem size picked by the bytes, extremes included
/// (the arithmetic must not overflow silently).
void bufferExtents(const KernelInfo &K, ByteSource &Bytes) {
  static const int64_t Values[] = {0, 1, 67, 1 << 20, INT32_MAX};
  ExtentInputs In;
  for (const KernelParam &P : K.Params)
    if (!P.IsPointer)
      In.Scalars[P.Name] = Values[Bytes.next() % 5];
  In.GlobalSize = {Values[Bytes.next() % 5], 19, 3};
  for (const KernelParam &P : K.Params)
    if (P.IsPointer) {
      llvm::Expected<BufferExtent> E = computeBufferExtent(K, P.Index, In);
      if (!E)
        llvm::consumeError(E.takeError()); // "give it with --buffer": fine
    }
}

/// The tuner's view of the same point: its search space, the point for the
/// values (if feasible) and back.
void tunerSpace(const std::vector<PassSpace> &Space, const ParamValues &V) {
  TuneSpace T(Space);
  if (std::optional<SearchPoint> P = T.pointFor(V)) {
    (void)T.space().whyInfeasible(*P);
    (void)T.values(*P);
    (void)T.configuration(*P);
  }
}

[[noreturn]] void finding(const std::string &What, llvm::Error E) {
  llvm::errs() << "clopt-fuzz finding: " << What << ": "
               << llvm::toString(std::move(E)) << "\n";
  std::abort();
}
} // namespace

// Every nest is verified after every pass (NestVerifier.h): a pass that
// breaks one is a finding even when its output happens to parse.
extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  setenv("CLOPT_VERIFY_NEST", "1", /*overwrite=*/1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size <= HeaderBytes)
    return 0;
  ByteSource Bytes(Data, HeaderBytes);
  std::string Code(reinterpret_cast<const char *>(Data) + HeaderBytes,
                   Size - HeaderBytes);
  FrontendOptions FO;
  FO.PrintDiagnostics = false;
  auto Parsed = parseOpenCLCode(Code, "fuzz.cl", FO);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError()); // clang rejected it: fine
    return 0;
  }
  ParsedSource &Source = **Parsed;
  std::vector<KernelInfo> Kernels = analyzeKernels(Source);
  {
    std::string Sink;
    llvm::raw_string_ostream OS(Sink);
    printKernelModel(OS, "fuzz.cl", Kernels, ModelFormat::Text);
    printKernelModel(OS, "fuzz.cl", Kernels, ModelFormat::Json);
  }
  for (const KernelInfo &K : Kernels) {
    PipelineOptions Opts;
    Opts.Frontend = FO;
    // Small values (0..19, some beyond what specialize takes) for the
    // scalars, so that loop bounds get specialized paths.
    for (const KernelParam &P : K.Params)
      if (!P.IsPointer)
        Opts.ScalarValues[P.Name] = Bytes.next() % 20;
    std::vector<PassSpace> Space = listParameterSpace(Source, K, Opts);
    ParamValues Values = pickValues(Space, Bytes);
    bufferExtents(K, Bytes);
    tunerSpace(Space, Values);
    RemarkCollector Remarks;
    llvm::Expected<RewriteResult> R =
        runPipeline(Source, K, Opts, Values, Remarks);
    if (!R)
      finding("runPipeline failed on kernel '" + K.Name + "'", R.takeError());
  }
  return 0;
}
