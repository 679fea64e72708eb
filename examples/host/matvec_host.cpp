//===- matvec_host.cpp - Run a tuned kernel through the host helper -------===//
//
//   matvec-host [--any-device] ORIGINAL.cl TUNED.cl [N] [DEVICE]
//
// Computes y = A*x with the original kernel (plain OpenCL, global size N) and
// with the tuned one (clopt's host helper: TUNED.cl + TUNED.cl.yaml, launched
// with the same original global size N), and compares the two results. The
// application code for the tuned kernel is the same as for the original: the
// same arguments, the same global size; the helper applies the geometry.
// --any-device runs a kernel tuned for another device (the helper refuses it
// otherwise).
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/HostHelper/HostHelper.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>

using namespace clopt;

static int die(const std::string &Msg) {
  std::fprintf(stderr, "matvec-host: error: %s\n", Msg.c_str());
  return 1;
}

static bool readFile(const char *Path, std::string &Out) {
  std::ifstream In(Path);
  std::ostringstream SS;
  SS << In.rdbuf();
  Out = SS.str();
  return static_cast<bool>(In);
}

int main(int Argc, char **Argv) {
  bool AnyDevice = Argc > 1 && std::string(Argv[1]) == "--any-device";
  if (AnyDevice) {
    --Argc;
    ++Argv;
  }
  if (Argc < 3)
    return die("usage: matvec-host [--any-device] ORIGINAL.cl TUNED.cl [N] [DEVICE]");
  int N = Argc > 3 ? std::atoi(Argv[3]) : 1024;
  DeviceSelector Sel;
  Sel.Index = Argc > 4 ? std::atoi(Argv[4]) : 0;
  if (N <= 0)
    return die("N must be positive");

  StatusOr<Device> Dev = findDevice(Sel);
  if (!Dev.ok())
    return die(Dev.message());
  StatusOr<DeviceContext> C = createContext(*Dev);
  if (!C.ok())
    return die(C.message());
  cl_context Ctx = C->Context.get();
  cl_command_queue Q = C->Queue.get();

  std::mt19937 Rng(42);
  std::uniform_real_distribution<float> U(-1.0f, 1.0f);
  std::vector<float> A(static_cast<size_t>(N) * N), X(N), YRef(N), YTuned(N);
  for (float &V : A)
    V = U(Rng);
  for (float &V : X)
    V = U(Rng);

  cl_int Err;
  ClMem BA(clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                          A.size() * sizeof(float), A.data(), &Err));
  ClMem BX(clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                          X.size() * sizeof(float), X.data(), &Err));
  ClMem BY(clCreateBuffer(Ctx, CL_MEM_READ_WRITE, YRef.size() * sizeof(float), nullptr,
                          &Err));
  if (Err != CL_SUCCESS)
    return die("clCreateBuffer: " + clErrorName(Err));

  // The original kernel, the way any application launches it.
  std::string Src;
  if (!readFile(Argv[1], Src))
    return die(std::string(Argv[1]) + ": cannot read");
  StatusOr<BuiltProgram> P = buildProgram(Ctx, Dev->Id, Dev->Info, Src, "", nullptr);
  if (!P.ok())
    return die(P.message());
  ClKernel K(clCreateKernel(P->Program.get(), "matvec", &Err));
  if (Err != CL_SUCCESS)
    return die("clCreateKernel: " + clErrorName(Err));
  cl_mem Mem[3] = {BA.get(), BX.get(), BY.get()};
  for (cl_uint I = 0; I < 3; ++I)
    clSetKernelArg(K.get(), I, sizeof(cl_mem), &Mem[I]);
  clSetKernelArg(K.get(), 3, sizeof(int), &N);
  size_t G = static_cast<size_t>(N);
  Err = clEnqueueNDRangeKernel(Q, K.get(), 1, nullptr, &G, nullptr, 0, nullptr, nullptr);
  if (Err != CL_SUCCESS)
    return die("original kernel: " + clErrorName(Err));
  clEnqueueReadBuffer(Q, BY.get(), CL_TRUE, 0, YRef.size() * sizeof(float), YRef.data(), 0,
                      nullptr, nullptr);

  // The tuned kernel: same arguments, same (original) global size.
  StatusOr<TunedProgram> T = TunedProgram::load(Argv[2]);
  if (!T.ok())
    return die(T.message());
  T->allowOtherDevice(AnyDevice);
  if (Status S = T->build(Ctx, Dev->Id); !S.ok())
    return die(S.message());
  StatusOr<TunedKernelLauncher> TK = T->kernel("matvec");
  if (!TK.ok())
    return die(TK.message());
  for (Status S : {TK->setArg(0, BA.get()), TK->setArg(1, BX.get()),
                   TK->setArg(2, BY.get()), TK->setArg(3, N)})
    if (!S.ok())
      return die(S.message());
  std::vector<size_t> LaunchG, LaunchL;
  if (Status S = TK->launchSizes({G}, LaunchG, LaunchL); !S.ok())
    return die(S.message());
  std::printf("tuned launch: global %zu%s (original %zu): %s\n", LaunchG[0],
              LaunchL.empty() ? "" : (", local " + std::to_string(LaunchL[0])).c_str(), G,
              TK->info().Geometry.describe().c_str());
  if (Status S = TK->launch(Q, {G}); !S.ok())
    return die(S.message());
  clEnqueueReadBuffer(Q, BY.get(), CL_TRUE, 0, YTuned.size() * sizeof(float),
                      YTuned.data(), 0, nullptr, nullptr);

  double Worst = 0;
  int WorstI = 0;
  for (int I = 0; I < N; ++I) {
    double E = std::fabs(YTuned[I] - YRef[I]) / std::max(1e-6, std::fabs((double)YRef[I]));
    if (E > Worst) {
      Worst = E;
      WorstI = I;
    }
  }
  bool Ok = Worst <= 1e-3;
  std::printf("%s: tuned matches the original for N=%d (max rel error %.1e at y[%d])\n",
              Ok ? "match" : "MISMATCH", N, Worst, WorstI);
  return Ok ? 0 : 1;
}
