//===- MacroGuards.h - Tie a rewritten file to its macros --------*- C++ -*-===//
//
// A rewritten kernel body is printed after preprocessing: the branch of an
// #ifdef that was taken, the value of an integer macro, are written into
// it. The same file built with other -D options would run that code where
// the original would run another (a kernel tuned with -DTS=8 built with
// -DTS=4 reads past its rows). macroGuards() writes, for the top of such a
// file, one #error check per macro the build options decide, so that such a
// build stops with a message instead of computing something else.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_MACROGUARDS_H
#define CLOPT_ANALYSIS_MACROGUARDS_H

#include "clopt/Analysis/Frontend.h"
#include "clang/AST/Decl.h"
#include <string>

namespace clopt {

/// Whether a directive tests macros: `if`, `ifdef`, `ifndef`, `elif`,
/// `elifdef`, `elifndef` (the name after the `#`).
bool isConditionalDirective(llvm::StringRef Directive);

/// The guard lines for a file parsed as Source with Opts ("" when no macro
/// needs one). Checked: every -D macro
/// that the file or its headers name (its value where it is an integer),
/// and every macro a conditional directive of the file or its headers tests
/// that was not defined when the parse began, which must stay undefined.
/// Macros the compiler defines (cl_*, __*, and those defined before the
/// file) are left alone: the device's compiler, not clopt, decides them;
/// so are the names of OpenCL builtins and of what the OpenCL headers
/// declare, which a driver may define as macros (PoCL: `max`).
std::string macroGuards(ParsedSource &Source, const FrontendOptions &Opts);

/// The checks to write right before a rewritten kernel, where the macros
/// are as its body saw them: each object-like macro the kernel names whose
/// expansion is an integer expression keeps that value (`#if (BS) != (4)`:
/// a -D, a header edited since, a default the header took); of the names
/// its macros expand to that are not macros, and of those a conditional in
/// its body tests, each stays undefined (but the implementation's names, as
/// above). "" when there is nothing to check.
std::string kernelMacroGuards(ParsedSource &Source, const clang::FunctionDecl &Kernel);

} // namespace clopt

#endif // CLOPT_ANALYSIS_MACROGUARDS_H
