//===- ParallelChunks.cpp - Host data work split over the cores -----------===//

#include "clopt/Runtime/Support/ParallelChunks.h"

#include <cstdlib>

using namespace clopt;

unsigned clopt::hostThreads() {
  static const unsigned Threads = [] {
    if (const char *E = std::getenv("CLOPT_HOST_THREADS"); E && *E) {
      char *End = nullptr;
      unsigned long N = std::strtoul(E, &End, 10);
      if (*End == '\0' && N > 0)
        return static_cast<unsigned>(std::min<unsigned long>(N, 256));
    }
    return std::max(1u, std::thread::hardware_concurrency());
  }();
  return Threads;
}
