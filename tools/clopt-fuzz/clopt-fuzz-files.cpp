//===- clopt-fuzz-files.cpp - libFuzzer target over the files users edit --===//
//
// The readers of what a user writes or edits by hand besides kernels: the
// integer expressions of sizes, global sizes and preconditions, the problem
// spec (FILE.cl.yaml, `#pragma clopt tune` lines), the tuned-kernel sidecar
// that the host helper reads, and the tuning database. The first byte picks
// the reader; the rest is its text. What a reader accepts is used the way
// clopt and the host helper use it: every expression of a spec evaluated,
// every sidecar kernel's preconditions checked and its launch derived at a
// few global sizes (the huge and the wrapped ones included), every database
// entry serialized and read back.
//
// A crash, a sanitizer report, a hang, or a database whose own output it
// refuses are findings (they abort); an error message is a normal answer.
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Runtime/Support/TunedSidecar.h"
#include "clopt/TuningRecords/TuningDatabase.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace clopt;

namespace {

/// Sizes an expression may name, as a spec or a launch would give them.
SizeEnv sampleEnv() {
  return {{"N", 4096}, {"M", 1}, {"K", 0}, {"n", -3}, {"W", INT64_MAX}, {"H", INT64_MIN}};
}

void fuzzExpression(const std::string &Text) {
  (void)evalIntExpr(Text, sampleEnv());
  (void)intExprNames(Text);
  for (const std::string &Part : splitTopLevel(Text))
    (void)evalIntExpr(Part, sampleEnv());
}

/// Each spec's expressions evaluated, as the tuner resolves a problem.
void useSpecs(const KernelSpecs &Specs) {
  for (const auto &[Kernel, Spec] : Specs) {
    SpecContext Ctx{Kernel, "k.cl", "k.cl.yaml"};
    for (const ProblemSpec &Point : expandPoints(Spec)) {
      (void)resolveGlobal(Point, Ctx, "N");
      (void)sizeEnv(Point);
    }
  }
}

void fuzzSpec(const std::string &Text) {
  StatusOr<KernelSpecs> Specs = parseSpecSidecar(Text, "k.cl.yaml");
  if (Specs.ok())
    useSpecs(*Specs);
  (void)parsePragmaLines(Text, "k.cl");
}

/// The host helper's use of a sidecar kernel: preconditions, then the launch.
void useSidecar(const TunedSidecar &S) {
  const std::vector<std::vector<uint64_t>> Globals = {
      {1}, {4096}, {67, 1}, {1000, 3}, {UINT64_MAX - 2}, {uint64_t(INT64_MAX)}, {5, 7, 9}};
  for (const TunedKernel &K : S.Kernels)
    for (const std::vector<uint64_t> &G : Globals) {
      if (!K.checkPreconditions(G, sampleEnv()).empty())
        continue;
      std::array<uint64_t, 3> Orig = {1, 1, 1}, Global, Local;
      for (size_t D = 0; D < G.size(); ++D)
        Orig[D] = G[D];
      (void)K.Geometry.compute(Orig, Global, Local);
      (void)K.Geometry.describe();
    }
  (void)emitTunedSidecar(S);
}

void fuzzSidecar(const std::string &Text) {
  StatusOr<TunedSidecar> S = parseTunedSidecar(Text, "k.tuned.cl.yaml");
  if (S.ok())
    useSidecar(*S);
}

void fuzzDatabase(const std::string &Text) {
  StatusOr<TuningDatabase> DB = TuningDatabase::parse(Text, "tuning.yaml");
  if (!DB.ok())
    return;
  // What clopt writes of what it read, it must read again.
  StatusOr<TuningDatabase> Again = TuningDatabase::parse(DB->serialize(), "again.yaml");
  if (!Again.ok()) {
    std::fprintf(stderr, "a database clopt wrote is refused: %s\n", Again.message().c_str());
    std::abort();
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  std::string Text(reinterpret_cast<const char *>(Data + 1), Size - 1);
  switch (Data[0] % 4) {
  case 0:
    fuzzExpression(Text);
    break;
  case 1:
    fuzzSpec(Text);
    break;
  case 2:
    fuzzSidecar(Text);
    break;
  default:
    fuzzDatabase(Text);
    break;
  }
  return 0;
}
