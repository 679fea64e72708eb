//===- FaultInjection.cpp - Corrupt a variant on purpose (tests) ----------===//
//
// `--debug-inject-fault=KIND:N` lets tests drive each rejection path of the
// tuner through a real worker and a real OpenCL driver: a variant that does
// not compile, one that kills the worker, one that never finishes and one
// that computes a wrong result. The edits are plain text on the emitted
// variant, which the emitter keeps in a regular shape. `interrupt:N` edits
// nothing: it stops the search after N evaluations, as Ctrl-C would
// (KernelTuner.cpp). `speedup:Q1,...,QR` edits nothing either: the final
// re-timing runs R rounds as usual (so the candidates are still run and
// verified there), and each candidate's time in round r is then taken as
// the original's time in round r over Q_r, so that a test can show which
// ratios let a variant replace the original (SpeedupEstimate.h). Lists
// separated by ';' apply to successive size points, the last to the rest.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include <cmath>

using namespace llvm;
using namespace clopt;

/// "speedup:Q1,Q2,...[;Q1,Q2,...]": every ratio a positive finite number,
/// the same number of them for every size point.
static Expected<FaultInjection> parseSpeedupFault(StringRef Text, StringRef Lists) {
  FaultInjection F;
  F.What = FaultInjection::Speedup;
  SmallVector<StringRef, 4> Points;
  Lists.split(Points, ';');
  for (StringRef List : Points) {
    SmallVector<StringRef, 8> Parts;
    List.split(Parts, ',');
    std::vector<double> Ratios;
    bool Bad = false;
    for (StringRef P : Parts) {
      double Q;
      Bad |= P.trim().getAsDouble(Q) || !std::isfinite(Q) || Q <= 0;
      Ratios.push_back(Q);
    }
    if (Bad || (!F.Ratios.empty() && Ratios.size() != F.Ratios[0].size()))
      return createStringError(inconvertibleErrorCode(),
                               "invalid fault '%s' (expected speedup:Q1,Q2,... with "
                               "positive ratios, one per re-timing round; lists for "
                               "several size points separated by ';', of one length)",
                               Text.str().c_str());
    F.Ratios.push_back(std::move(Ratios));
  }
  return F;
}

Expected<FaultInjection> clopt::parseFaultInjection(StringRef Text) {
  auto [KindText, NumText] = Text.split(':');
  if (KindText == "speedup")
    return parseSpeedupFault(Text, NumText);
  FaultInjection F;
  F.What = StringSwitch<FaultInjection::Kind>(KindText)
               .Case("compile", FaultInjection::Compile)
               .Case("crash", FaultInjection::Crash)
               .Case("hang", FaultInjection::Hang)
               .Case("wrong", FaultInjection::Wrong)
               .Case("interrupt", FaultInjection::Interrupt)
               .Default(FaultInjection::None);
  // interrupt:0 stops before the first evaluation.
  unsigned Min = F.What == FaultInjection::Interrupt ? 0 : 1;
  if (F.What == FaultInjection::None || NumText.getAsInteger(10, F.Variant) ||
      F.Variant < Min)
    return createStringError(inconvertibleErrorCode(),
                             "invalid fault '%s' (expected compile|crash|hang|wrong:N "
                             "with N >= 1, interrupt:N with N >= 0, or "
                             "speedup:Q1,Q2,...)",
                             Text.str().c_str());
  return F;
}

/// Offsets of the opening and closing braces of Kernel's body in Code, or
/// nullopt when the definition cannot be found.
static std::optional<std::pair<size_t, size_t>> bodyRange(const std::string &Code,
                                                          const std::string &Kernel) {
  size_t At = 0;
  while ((At = Code.find(Kernel, At)) != std::string::npos) {
    size_t After = At + Kernel.size();
    bool WordStart = At == 0 || !(isalnum(Code[At - 1]) || Code[At - 1] == '_');
    size_t Paren = Code.find_first_not_of(" \t\n", After);
    if (!WordStart || Paren == std::string::npos || Code[Paren] != '(') {
      At = After;
      continue;
    }
    size_t Open = Code.find('{', Paren);
    if (Open == std::string::npos)
      return std::nullopt;
    int Depth = 0;
    for (size_t I = Open; I < Code.size(); ++I) {
      if (Code[I] == '{')
        ++Depth;
      else if (Code[I] == '}' && --Depth == 0)
        return std::make_pair(Open, I);
    }
    return std::nullopt;
  }
  return std::nullopt;
}

/// A __global buffer the kernel may write (the first non-const one).
static std::string writtenBuffer(const KernelInfo &Kernel) {
  for (const KernelParam &P : Kernel.Params)
    if (P.IsPointer && P.Space == AddressSpace::Global && !P.IsConstQualified)
      return P.Name;
  return "";
}

std::string clopt::injectFault(const std::string &Code, const KernelInfo &Kernel,
                               FaultInjection::Kind Fault) {
  std::optional<std::pair<size_t, size_t>> Body = bodyRange(Code, Kernel.Name);
  std::string Out = writtenBuffer(Kernel);
  if (!Body || Fault == FaultInjection::None || Fault == FaultInjection::Interrupt ||
      Fault == FaultInjection::Speedup)
    return Code;
  std::string AtStart, AtEnd;
  switch (Fault) {
  case FaultInjection::None:
  case FaultInjection::Interrupt:
  case FaultInjection::Speedup:
    return Code;
  case FaultInjection::Compile:
    AtStart = "  clopt_injected_fault_undeclared_name;\n";
    break;
  case FaultInjection::Crash:
    // 2^46 elements past the buffer: not a canonical x86-64 address, and
    // far outside any device allocation.
    if (!Out.empty())
      AtStart = "  if (get_global_id(0) == 0)\n    " + Out +
                "[(ulong)1 << 46] = 0;\n";
    break;
  case FaultInjection::Hang:
    // Stores to global memory, so the loop cannot be removed; the compiler
    // cannot know that the global size is never 0.
    if (!Out.empty())
      AtStart = "  while (get_global_size(0) > 0)\n    " + Out + "[0] += 1;\n";
    break;
  case FaultInjection::Wrong:
    if (!Out.empty())
      AtEnd = "  if (get_global_id(0) == 0)\n    " + Out + "[0] += 1;\n";
    break;
  }
  std::string R = Code;
  R.insert(Body->second, AtEnd);
  R.insert(Body->first + 1, "\n" + AtStart);
  return R;
}
