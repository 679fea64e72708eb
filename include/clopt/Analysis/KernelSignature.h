//===- KernelSignature.h - A kernel's arguments as the runtime sees them -===//
//
// The facts about a kernel that the runtime side needs, read off its clang
// declaration once by the analysis (KernelInfo holds them): each parameter
// as declared and as a job passes it (KernelParam holds both views:
// buffer/scalar/local, element type and lanes, written or not),
// the integer buffers whose values are used as indices or loop bounds
// (random data there would run the kernel out of bounds), and the scalars
// the guard compares the ids with.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_KERNELSIGNATURE_H
#define CLOPT_ANALYSIS_KERNELSIGNATURE_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/Support/Error.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
class ParmVarDecl;
} // namespace clang

namespace clopt {

/// Parameter number Index as the source declares it (name, type, address
/// space, element type); the runtime view is left unset.
KernelParam describeParam(const clang::ParmVarDecl &P, unsigned Index);

/// Sets the runtime view (Kind, HostType, Lanes) of Params, the parameters
/// of Kernel in order. The error names the first argument a job cannot pass
/// or fill with test data.
llvm::Error describeRuntimeView(const clang::FunctionDecl &Kernel,
                                std::vector<KernelParam> &Params);

/// For each integer pointer parameter read by the kernel, how its values are
/// used. Conservative: anything not understood makes it IndexLike and not
/// Derivable.
std::map<std::string, IndexUse> findIndexBuffers(const clang::FunctionDecl &Kernel);

/// Per work-item dimension, the integer parameter the kernel compares its
/// global id with (`if (x < W && y < H)`).
std::map<unsigned, std::string> findGuardBounds(const clang::FunctionDecl &Kernel);

} // namespace clopt

#endif
