//===- ParallelChunks.h - Host data work split over the cores ---*- C++ -*-===//
//
// The worker's host-side data work on large problems (generating inputs,
// comparing outputs, checksums of cached data: hundreds of millions of
// elements per job on an 8192^2 problem) is split into index ranges run on
// one thread each. The ranges depend only on the element count and the
// thread count, and every user merges the ranges' results in index order,
// so the outcome is the same as one pass over the whole range whatever the
// number of threads.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_PARALLELCHUNKS_H
#define CLOPT_RUNTIME_PARALLELCHUNKS_H

#include <algorithm>
#include <cstdint>
#include <thread>
#include <vector>

namespace clopt {

/// Threads for host data work: $CLOPT_HOST_THREADS when it is a positive
/// number (at most 256), else std::thread::hardware_concurrency() (at least
/// 1).
unsigned hostThreads();

/// The smallest range worth a thread of its own: below it, starting the
/// thread costs more than it saves.
constexpr uint64_t MinChunkElements = uint64_t(1) << 18;

/// Splits [0, Count) into at most hostThreads() ranges of at least MinChunk
/// elements (at least one range, also for Count 0), runs Fn(Begin, End) for
/// each, one thread per range (the calling thread takes the last), and
/// returns their results in index order.
template <typename R, typename F>
std::vector<R> forChunks(uint64_t Count, F Fn, uint64_t MinChunk = MinChunkElements) {
  uint64_t Parts = std::max<uint64_t>(
      1, std::min<uint64_t>(hostThreads(), Count / std::max<uint64_t>(MinChunk, 1)));
  uint64_t Step = Count / Parts, Extra = Count % Parts;
  std::vector<R> Out(Parts);
  std::vector<std::thread> Pool;
  Pool.reserve(Parts - 1);
  for (uint64_t P = 0; P < Parts; ++P) {
    // The first Extra ranges take one element more.
    uint64_t Begin = P * Step + std::min(P, Extra);
    uint64_t End = Begin + Step + (P < Extra ? 1 : 0);
    if (P + 1 == Parts)
      Out[P] = Fn(Begin, End);
    else
      Pool.emplace_back([&Out, &Fn, P, Begin, End] { Out[P] = Fn(Begin, End); });
  }
  for (std::thread &T : Pool)
    T.join();
  return Out;
}

/// forChunks for work without a result.
template <typename F>
void forEachChunk(uint64_t Count, F Fn, uint64_t MinChunk = MinChunkElements) {
  forChunks<char>(
      Count,
      [&Fn](uint64_t Begin, uint64_t End) {
        Fn(Begin, End);
        return char(0);
      },
      MinChunk);
}

} // namespace clopt

#endif // CLOPT_RUNTIME_PARALLELCHUNKS_H
