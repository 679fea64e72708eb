//===- KernelText.h - Where a kernel's text lies in its file -----*- C++ -*-===//
//
// The pipeline replaces a kernel's text in the file and writes attributes
// before it; both need file offsets. A kernel written through a macro
// (`KERNEL(scale) { ... }`, `__kernel void f(...) BODY`) has locations
// inside macro expansions, whose expansion points are not where the
// kernel's first or last character is: offsets taken from them cut the
// file in the middle of a macro invocation.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_KERNELTEXT_H
#define CLOPT_LIB_TRANSFORMS_KERNELTEXT_H

#include "clopt/Transforms/Pass.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include <optional>
#include <string>
#include <utility>

namespace clopt {

/// The macro, as written in the file, that the kernel's declaration start
/// or one of its body's braces comes from; nullopt when all three are
/// written in the file. The body passes print a new body after the
/// signature as written, so they need all three in the file.
std::optional<std::string> kernelDefiningMacro(const clang::FunctionDecl &FD,
                                               const clang::SourceManager &SM,
                                               const clang::LangOptions &LO);

/// The kernel's text in the file, [begin, end) offsets, from its first
/// token to its closing brace, widened to whole macro invocations: copied
/// verbatim, it gives the kernel as written.
std::pair<unsigned, unsigned> kernelFileRange(const clang::FunctionDecl &FD,
                                              const clang::SourceManager &SM,
                                              const clang::LangOptions &LO);

/// Why nothing may be written before the kernel (an attribute) or its
/// range replaced: the declaration starts inside a macro expansion that
/// begins with something else, or the closing brace lies inside one that
/// goes on after it, so kernelFileRange() holds more than the kernel.
/// nullopt when the kernel's range holds only the kernel.
std::optional<Reject> kernelRangeProblem(const clang::FunctionDecl &FD,
                                         const clang::SourceManager &SM,
                                         const clang::LangOptions &LO);

/// Why the kernel's body cannot be printed anew: it holds a preprocessor
/// directive whose effect a body printed with its macros expanded would
/// lose (#undef, #pragma, #include), or a #define that redefines a macro or
/// that code outside the kernel uses. A #define of a new constant that only
/// the body uses is no problem: its uses are expanded. Nor are conditionals:
/// the branches taken are written in, and the file's macro guards
/// (MacroGuards.h) tie it to the macros that took them. nullopt when the
/// body holds no such directive.
std::optional<Reject> bodyDirectiveProblem(const clang::FunctionDecl &FD,
                                           const clang::SourceManager &SM,
                                           const clang::LangOptions &LO,
                                           clang::Preprocessor &PP);

} // namespace clopt

#endif // CLOPT_LIB_TRANSFORMS_KERNELTEXT_H
