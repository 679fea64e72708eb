//===- KernelSignature.h - A kernel's arguments as the runtime sees them -===//
//
// The facts about a kernel that the runtime side needs, read off its clang
// declaration once by the analysis (KernelInfo holds them): what a job
// needs per argument (buffer/scalar/local, element type, written or not),
// the integer buffers whose values are used as indices or loop bounds
// (random data there would run the kernel out of bounds), and the scalars
// the guard compares the ids with.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_KERNELSIGNATURE_H
#define CLOPT_ANALYSIS_KERNELSIGNATURE_H

#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/Job.h"
#include "llvm/Support/Error.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
}

namespace clopt {

struct SignatureArg {
  std::string Name;
  ArgKind Kind = ArgKind::Buffer;
  ElemType Type = ElemType::Float; ///< Scalar element type (vectors flattened).
  unsigned Lanes = 1;              ///< Vector width of the declared type.
  bool Const = false;              ///< Pointee is const (never written).
};

/// How an integer buffer's values are used.
struct IndexUse {
  /// Its values reach an index, a pointer offset or a loop bound.
  bool IndexLike = false;
  /// Every such use is `Outer[value]` for a pointer parameter Outer, so any
  /// value in [0, length(Outer)) is safe.
  bool Derivable = true;
  std::set<std::string> IndexedArrays;
};

llvm::Expected<std::vector<SignatureArg>>
kernelSignature(const clang::FunctionDecl &Kernel);

/// For each integer pointer parameter read by the kernel, how its values are
/// used. Conservative: anything not understood makes it IndexLike and not
/// Derivable.
std::map<std::string, IndexUse> findIndexBuffers(const clang::FunctionDecl &Kernel);

/// Per work-item dimension, the integer parameter the kernel compares its
/// global id with (`if (x < W && y < H)`).
std::map<unsigned, std::string> findGuardBounds(const clang::FunctionDecl &Kernel);

} // namespace clopt

#endif
