//===- TunedOutput.cpp - OUT.cl, OUT.cl.yaml and the report ---------------===//
//
// Everything written comes from the KernelOutcomes (search or database), so a
// run that reuses the database writes the same OUT.cl and OUT.cl.yaml as the
// run that tuned. The tuned code is the search's verified rewrite (or, for
// an answer from the database, the pipeline's output for its parameters),
// spliced into the original file, so several tuned kernels end up in one
// file.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Analysis/BufferExtent.h"
#include "clopt/Analysis/MacroGuards.h"
#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/TunedSidecar.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Analysis/KernelSignature.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "clang/AST/Decl.h"
#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>

using namespace llvm;
using namespace clopt;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {
/// One kernel as written.
struct Emitted {
  LaunchGeometry Geometry;
  std::vector<std::pair<std::string, std::string>> Params; ///< labelled
  std::string Passes;                                      ///< "tile(k=16) ..."
  std::vector<TunedArg> Args;
};
} // namespace

/// The values with their labels, in pipeline order.
static std::vector<std::pair<std::string, std::string>>
labelledValues(const ParamValues &V, const std::vector<PassSpace> &Space) {
  std::vector<std::pair<std::string, std::string>> Out;
  for (const PassSpace &S : Space)
    for (const ParamSpec &P : S.Params)
      if (std::optional<int64_t> X = V.get(S.Pass, P.Name))
        Out.push_back({S.Pass + "." + P.Name, P.print(*X)});
  return Out;
}

/// What the host passes: signatures never change, so the analysis of the
/// original has them.
static Expected<std::vector<TunedArg>> tunedArgs(const KernelInfo &K) {
  if (!K.SignatureError.empty())
    return makeError("kernel '" + K.Name + "': " + K.SignatureError);
  std::vector<TunedArg> Out;
  for (const KernelParam &A : K.Params)
    Out.push_back(TunedArg{A.Name, A.Kind, A.HostType,
                           A.Kind == ArgKind::Scalar ? A.Lanes : 1u});
  return Out;
}

/// A kernel launched exactly like the original (kept, or tuned without a
/// geometry change) keeps the host's work-group size: the host helper would
/// otherwise pass NULL, and a kernel written for that size (barriers, local
/// arrays sized for it) may need it. Only a constant size can be written as
/// the geometry; one that depends on the sizes stays the host's to choose.
/// The original was launched with exactly G0 work-items, so the size must
/// stay a multiple of that work-group (a precondition), never be rounded
/// up: a kernel without a guard would run the added work-items out of its
/// buffers.
static void keepHostLocal(LaunchGeometry &G, const ProblemSpec &Spec) {
  if (!G.isIdentity() || Spec.Local.size() != G.WorkDim)
    return;
  std::array<uint64_t, 3> Local = {0, 0, 0};
  for (unsigned D = 0; D < G.WorkDim; ++D)
    if (StringRef(Spec.Local[D]).trim().getAsInteger(10, Local[D]) || Local[D] == 0)
      return;
  for (unsigned D = 0; D < G.WorkDim; ++D) {
    G.Dims[D].Local = Local[D];
    G.Dims[D].RequiredMultiple = Local[D];
  }
}


/// The rewrite of a tuned kernel: the one the search verified, or for an
/// answer from the database the one made when the entry was looked up
/// (reuse() passes over an entry whose values do not apply as recorded).
/// Made here, and checked, only for an outcome that has neither.
static Expected<RewriteResult> tunedRewrite(const KernelOutcome &O,
                                            const PreparedKernel &P) {
  if (O.Rewrite)
    return *O.Rewrite;
  RemarkCollector Remarks;
  Expected<RewriteResult> R = P.run(O.Values, Remarks);
  if (!R)
    return R.takeError();
  if (!(R->Applied == O.Values))
    return makeError("kernel '" + P.kernel().Name + "': the recorded parameters no "
                     "longer apply as recorded; re-tune with --retune");
  return R;
}

/// Writes every tuned kernel into Code (the whole file). Each rewrite was
/// made on the original file, whose text it replaces; a file with a single
/// tuned kernel is then the very text that was checked and verified, and
/// one that combines several is parsed once more as a check.
static Error regenerate(const TuneOptions &Opts, ParsedSource &Original,
                        const TunedFile &File,
                        const std::vector<KernelOutcome> &Outcomes,
                        std::string &Code, std::vector<Emitted> &Out) {
  const std::vector<KernelInfo> &Kernels = File.Kernels;
  const std::vector<ProblemSpec> &Specs = File.Specs;
  Code = Original.getCode().str();
  struct Splice {
    unsigned Begin, End;
    std::string Text;
  };
  std::vector<Splice> Splices;
  for (size_t I = 0; I < Kernels.size(); ++I) {
    Emitted E;
    // A kernel left without a spec still gets the dimensions it uses.
    size_t Dims = Specs[I].Global.size();
    for (unsigned D : Kernels[I].IdDims)
      Dims = std::max<size_t>(Dims, Specs[I].Global.empty() ? D + 1 : 0);
    E.Geometry.WorkDim = static_cast<unsigned>(std::clamp<size_t>(Dims, 1, 3));
    if (Outcomes[I].Tuned) {
      Expected<RewriteResult> R = tunedRewrite(Outcomes[I], *File.Prepared[I]);
      if (!R)
        return R.takeError();
      const std::vector<PassSpace> &Space = File.Prepared[I]->space();
      E.Geometry = R->Geometry;
      E.Params = labelledValues(R->Applied, Space);
      E.Passes = describeValues(R->Applied, Space);
      Splices.push_back({R->KernelBegin, R->KernelEnd, std::move(R->KernelCode)});
    }
    keepHostLocal(E.Geometry, Specs[I]);
    Out.push_back(std::move(E));
  }
  llvm::sort(Splices, [](const Splice &A, const Splice &B) { return A.Begin > B.Begin; });
  for (const Splice &S : Splices)
    Code.replace(S.Begin, S.End - S.Begin, S.Text);
  if (Splices.size() > 1) {
    FrontendOptions Quiet = Opts.Frontend;
    Quiet.PrintDiagnostics = false;
    auto Final = parseOpenCLCode(Code, Original.getPath(), Quiet);
    if (!Final)
      return makeError("internal error: the tuned file does not parse: " +
                       toString(Final.takeError()));
  }
  for (size_t I = 0; I < Kernels.size(); ++I) {
    // A kernel kept as it is whose arguments clopt cannot describe (an
    // int2, an image) is listed without them: the host helper launches it
    // like the original, and the file's other kernels are still written.
    if (!Outcomes[I].Tuned && !Kernels[I].SignatureError.empty())
      continue;
    Expected<std::vector<TunedArg>> A = tunedArgs(Kernels[I]);
    if (!A)
      return A.takeError();
    Out[I].Args = std::move(*A);
  }
  return Error::success();
}

/// How OUT.cl's header names its sidecar: by file name when the two lie in
/// one directory (OUT.cl.yaml beside OUT.cl, as the host helper looks for
/// it), else by the path given with --sidecar (always with -o -).
static std::string sidecarMention(const std::string &OutPath, const std::string &SidecarPath) {
  if (OutPath != "-" &&
      sys::path::parent_path(OutPath) == sys::path::parent_path(SidecarPath))
    return sys::path::filename(SidecarPath).str();
  return SidecarPath;
}

/// Whether O's speedup is a tuned variant's single timing in an interrupted
/// search, not re-timed against the original.
static bool speedupUnconfirmed(const KernelOutcome &O) {
  return O.Tuned && O.Record.RetimeRounds == 0 && !O.Interrupted.empty();
}

/// What an interrupted search's speedup rests on: it skips the re-timing,
/// so a variant's one timing in the search and the original's are all it
/// has (one such "1.64x" was slower than the original measured at startup).
static std::string unconfirmedSpeedup() {
  return "one timing of each in the search, not re-timed against the original (the "
         "search was interrupted): not a confirmed speedup";
}

/// What the kernel's speedup was measured over: "geometric mean over 4 size
/// points (k=0: 1.42x, ...), median of 5 interleaved rounds; bound 1.12x at
/// 96.9% confidence". The rounds and bound come from the record, so that a
/// database answer prints what the search did; the size points' part only
/// from the search.
static std::string measuredClaim(const KernelOutcome &O) {
  std::string Out = O.Claim;
  const TuningRecord &R = O.Record;
  if (speedupUnconfirmed(O))
    return Out + (Out.empty() ? "" : ", ") + unconfirmedSpeedup();
  if (!O.Tuned || R.RetimeRounds == 0)
    return Out;
  SpeedupEstimate E = recordedEstimate(R);
  return Out + (Out.empty() ? "" : ", ") + "median of " + std::to_string(E.Rounds) +
         " interleaved rounds; " + describeBound(E);
}

/// Where O's times come from when not from Problem itself: an answer from
/// the tuning database was measured at a problem of the same size class,
/// not necessarily at this one (the key holds only the class). "" when the
/// times are this problem's.
static std::string timesMeasuredElsewhere(const KernelOutcome &O,
                                          const ProblemInstance &Problem) {
  if (!O.FromDatabase)
    return "";
  const std::string &At = O.Record.MeasuredAt;
  if (At.empty())
    return "times measured at a size of class " + O.SizeClass +
           ", not necessarily this problem";
  if (At == Problem.describe())
    return "";
  return "times measured at " + At + " (size class " + O.SizeClass +
         "), not at this problem";
}

/// Why a search kept the original without a NoGain note: no variant was
/// faster, or none ran correctly at all (every evaluated one rejected).
static std::string noVariantBeatTheOriginal(const KernelOutcome &O) {
  if (O.NoPassApplies)
    return "no pass applies to the kernel";
  unsigned Rejected = 0;
  for (const ReportKernelSummary::Rejections &R : O.Rejections)
    Rejected += R.Count;
  if (!O.FromDatabase && O.Record.Evaluations > 0 && Rejected >= O.Record.Evaluations)
    return "no variant ran correctly (all " + std::to_string(O.Record.Evaluations) +
           " evaluated were rejected)";
  return "no variant beat the original";
}

/// The header's precondition line for geometry G.
static std::string preconditionLine(const LaunchGeometry &G) {
  std::string Text;
  for (const std::string &P : geometryPreconditions(G))
    Text += (Text.empty() ? "" : ", ") + P;
  return "//   preconditions: " + (Text.empty() ? std::string("none") : Text) +
         " (G0..G2: the original global size)\n";
}

/// How every tuned output begins; isTunedKernelFile() knows one by it.
static constexpr const char TunedHeader[] = "// Tuned by clopt ";

/// Whether the lines from Rest on hold the emitter's kernel comment
/// (kernelHeaderComment): `// clopt: kernel 'k'` alone on its line (or with
/// " (no pass applied)"), then its "//   " lines down to the launch.
/// A user's `// clopt: kernel 'scale' is tuned by the build` is no such
/// comment.
static bool isKernelComment(StringRef Rest) {
  StringRef Line = Rest.take_until([](char C) { return C == '\n'; }).rtrim("\r");
  if (!Line.consume_front("// clopt: kernel '"))
    return false;
  StringRef Name = Line.take_while([](char C) { return isAlnum(C) || C == '_'; });
  Line = Line.drop_front(Name.size());
  if (Name.empty() || (Line != "'" && Line != "' (no pass applied)"))
    return false;
  auto NextLine = [](StringRef S) {
    return S.drop_until([](char C) { return C == '\n'; }).drop_front();
  };
  for (Rest = NextLine(Rest); Rest.starts_with("//   "); Rest = NextLine(Rest))
    if (Rest.starts_with("//   launch: "))
      return true;
  return false;
}

bool clopt::isTunedKernelFile(const std::string &Text) {
  StringRef T(Text);
  T.consume_front("\xEF\xBB\xBF"); // a UTF-8 byte order mark
  if (T.starts_with(TunedHeader) || isKernelComment(T))
    return true;
  for (size_t At = T.find("\n// clopt: kernel '"); At != StringRef::npos;
       At = T.find("\n// clopt: kernel '", At + 1))
    if (isKernelComment(T.substr(At + 1)))
      return true;
  return false;
}

/// Text as lines of a C comment, whatever it holds: names and notes come
/// from file names, the device's driver and the tuning database, and a
/// newline, carriage return or line splice among them would end the
/// comment and put the rest into the kernel's code.
static std::string asCommentLines(StringRef Text) {
  std::string Out;
  SmallVector<StringRef, 32> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string Line;
    for (char C : Lines[I])
      Line += (static_cast<unsigned char>(C) < 0x20 || C == 0x7f) ? ' ' : C;
    // A backslash (or the trigraph ??/) before the line's end splices the
    // next line into this one, also across trailing blanks.
    for (StringRef Tail = Line; ; Tail = Line) {
      Tail = Tail.rtrim(" ");
      if (Tail.ends_with("\\"))
        Tail = Tail.drop_back(1);
      else if (Tail.ends_with("?\?/"))
        Tail = Tail.drop_back(3);
      if (Tail.size() == Line.size())
        break;
      Line = Tail.str();
    }
    if (!Line.empty() && !StringRef(Line).starts_with("//"))
      Line = "//   " + Line;
    Out += Line;
    if (I + 1 < Lines.size())
      Out += "\n";
  }
  return Out;
}

static std::string headerComment(const TuneOptions &Opts,
                                 const std::vector<KernelOutcome> &Outcomes,
                                 const std::vector<Emitted> &Em,
                                 const std::vector<ProblemInstance> &Problems,
                                 const std::string &Platform,
                                 const std::string &SidecarName) {
  std::string H = TunedHeader + std::string(cloptVersion()) + " from " +
                  sys::path::filename(Opts.InputPath).str() + ".\n";
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    const KernelOutcome &O = Outcomes[I];
    if (!O.Fallback.empty()) {
      H += "//\n// Kernel '" + O.Kernel + "': " + O.Fallback + ".\n";
      continue;
    }
    const TuningRecord &R = O.Record;
    H += "//\n// Kernel '" + O.Kernel + "' on " + O.DeviceName +
         (Platform.empty() ? "" : " (" + Platform + ")") + ", driver " + O.Driver + ":\n";
    if (!O.Skipped.empty()) {
      H += "//   " + O.Skipped + "\n";
      continue;
    }
    // Over several points, the times are the first point's original time
    // and that over the speedup (the points' geometric mean).
    H += "//   problem: " + Problems[I].describe() +
         (O.SizePoints > 1 ? " (the first of " + std::to_string(O.SizePoints) +
                                 " size points; the times below are its original's and "
                                 "that over the speedup)"
                           : "") +
         "\n";
    if (std::string Elsewhere = timesMeasuredElsewhere(O, Problems[I]); !Elsewhere.empty())
      H += "//   from the tuning database: " + Elsewhere + "\n";
    if (!O.Interrupted.empty())
      H += "//   note: " + O.Interrupted + "\n";
    if (!O.Tuned) {
      if (!O.NoGain.empty())
        H += "//   " + O.NoGain + " (original: " +
             formatNumber(R.OriginalSeconds * 1000, "%.4g") +
             " ms).\n";
      else
        H += "//   " + noVariantBeatTheOriginal(O) + " (" +
             formatNumber(R.OriginalSeconds * 1000, "%.4g") +
             " ms); the original kernel is kept.\n";
      if (!O.Claim.empty())
        H += "//   measured: " + O.Claim + "\n";
      // Kept with the host's work-group size, the size must stay a
      // multiple of it (keepHostLocal).
      if (!Em[I].Geometry.isIdentity())
        H += "//   launch: " + Em[I].Geometry.describe() + "\n" +
             preconditionLine(Em[I].Geometry);
      continue;
    }
    H += "//   passes: " + Em[I].Passes + "\n";
    H += "//   speedup: " + formatNumber(R.Speedup, "%.2fx") + " (" +
         formatNumber(R.BestSeconds * 1000, "%.4g") + " ms vs " +
         formatNumber(R.OriginalSeconds * 1000, "%.4g") + " ms for the original)\n";
    if (std::string M = measuredClaim(O); !M.empty())
      H += "//   measured: " + M + "\n";
    // The tuned kernel computes its points from work-group and local ids,
    // which a global work offset does not move (the original's
    // get_global_id included it).
    H += "//   launch: " + Em[I].Geometry.describe() + "; no global work offset\n";
    H += preconditionLine(Em[I].Geometry);
  }
  H += "//\n// The launch geometry is also in " + SidecarName +
       "; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.\n\n";
  return H;
}

/// Bytes of every global buffer of Kernel, each read and/or written once:
/// the extent the access analysis proves for the problem P (capped at the
/// buffer's length). 0 when some buffer's extent is unknown (e.g. indexed
/// through loaded values): a count that guesses would mislead.
static uint64_t countedBytes(const KernelInfo &Kernel, const ProblemInstance &P) {
  ExtentInputs In;
  for (const KernelArg &A : P.Args)
    if (A.Kind == ArgKind::Scalar)
      if (auto It = P.Sizes.find(A.Name); It != P.Sizes.end())
        In.Scalars[A.Name] = It->second;
  In.GlobalSize.assign(P.Global.begin(), P.Global.end());
  In.LocalSize.assign(P.Local.begin(), P.Local.end());
  uint64_t Bytes = 0;
  for (unsigned I = 0; I < P.Args.size(); ++I) {
    const KernelArg &A = P.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    Expected<BufferExtent> E = computeBufferExtent(Kernel, I, In);
    if (!E) {
      consumeError(E.takeError());
      return 0;
    }
    if (E->Elements <= 0)
      continue; // never accessed
    // From the lowest index the kernel can reach, not from 0: a kernel
    // that touches two rows at an offset moves two rows (counting from 0
    // claimed 464 GB/s on a 2-core CPU).
    int64_t Reached = E->Elements - std::max<int64_t>(E->MinIndex, 0);
    // Nor more elements than the indices can take: a column read strided
    // by the row length moves one element a row, not the rows between.
    Reached = std::min(Reached, E->IndexValues);
    // Elements counts the declared type (vectors included), Count scalars.
    uint64_t ElementBytes = I < Kernel.Params.size() ? Kernel.Params[I].ElementSize : 0;
    if (ElementBytes == 0)
      return 0;
    Bytes += std::min<uint64_t>(static_cast<uint64_t>(Reached) * ElementBytes,
                                A.Count * elemTypeSize(A.Type));
  }
  return Bytes;
}

/// The time of the kernel as written (the tuned variant, else the original),
/// seconds; 0 when nothing was timed.
static double writtenKernelSeconds(const KernelOutcome &O) {
  return O.Tuned ? O.Record.BestSeconds : O.Record.OriginalSeconds;
}

/// The report's summary of the kernel of O, tuned for Problem.
static ReportKernelSummary kernelSummary(const KernelOutcome &O,
                                         const ProblemInstance &Problem) {
  ReportKernelSummary K;
  K.Kernel = O.Kernel;
  K.Status = !O.Skipped.empty() ? "skipped" : O.Tuned ? "tuned" : "original";
  K.Passes = O.NotApplicable;
  K.Rejected = O.Rejections;
  if (!O.Skipped.empty())
    K.Notes.push_back(O.Skipped);
  if (!O.Interrupted.empty())
    K.Notes.push_back(O.Interrupted);
  if (!O.Fallback.empty())
    K.Notes.push_back(O.Fallback);
  for (const std::string &N : O.Notes)
    K.Notes.push_back(N);
  if (std::string Elsewhere = timesMeasuredElsewhere(O, Problem); !Elsewhere.empty())
    K.Notes.push_back("from the tuning database: " + Elsewhere);
  if (O.Tuned)
    if (std::string M = measuredClaim(O); !M.empty())
      K.Notes.push_back("speedup: " + formatNumber(O.Record.Speedup, "%.2fx") + ": " + M);
  if (!O.NoGain.empty())
    K.Notes.push_back(O.NoGain);
  return K;
}

/// Under the kernel's summary line: why passes did not apply and why
/// variants were rejected, one example each.
static void printWhyNot(const KernelOutcome &O, raw_ostream &Log) {
  for (const ReportKernelSummary::NotApplicable &P : O.NotApplicable)
    Log << "  not applicable: " << P.Pass << ": " << P.Reason << " [" << P.Kind << "]\n";
  if (O.Rejections.empty())
    return;
  unsigned Total = 0;
  for (const ReportKernelSummary::Rejections &R : O.Rejections)
    Total += R.Count;
  Log << "  rejected " << Total << " of " << O.Record.Evaluations << " evaluated:\n";
  for (const ReportKernelSummary::Rejections &R : O.Rejections)
    Log << "    " << R.Category << ": " << R.Count << " (e.g. " << R.Example << ")\n";
}

/// OUT.cl.yaml's entry for the kernel of O, emitted as E, tuned at P.
static TunedKernel sidecarKernel(const KernelOutcome &O, const Emitted &E,
                                 const ProblemInstance &P, const DeviceInfo &Device) {
  TunedKernel K;
  K.Name = O.Kernel;
  K.Device = O.DeviceName;
  K.Platform = Device.Platform;
  K.Driver = O.Driver;
  K.Parameters = E.Params;
  K.Args = E.Args;
  K.Geometry = E.Geometry;
  // The sidecar lists every condition beside the geometry's multiples.
  K.Preconditions = std::move(K.Geometry.Conditions);
  K.Geometry.Conditions.clear();
  K.ProblemGlobal = P.Global;
  for (const auto &[Name, V] : P.Sizes)
    K.ProblemSizes[Name] = std::to_string(V);
  K.OriginalMs = O.Record.OriginalSeconds * 1000;
  K.TunedMs = O.Tuned ? O.Record.BestSeconds * 1000 : K.OriginalMs;
  K.Speedup = O.Tuned ? O.Record.Speedup : 1;
  K.Note = !O.Skipped.empty() ? O.Skipped : O.Interrupted;
  // A reader of the sidecar alone must not take the speedup for measured.
  if (O.Skipped.empty() && speedupUnconfirmed(O))
    K.Note += "; speedup: " + unconfirmedSpeedup();
  if (!O.NoGain.empty())
    K.Note += (K.Note.empty() ? "" : "; ") + O.NoGain;
  // original_ms and tuned_ms sit beside `problem`: say when they are not its.
  if (std::string Elsewhere = timesMeasuredElsewhere(O, P); !Elsewhere.empty())
    K.Note += (K.Note.empty() ? "" : "; ") + ("from the tuning database: " + Elsewhere);
  // Over several size points only: the measurement at one size is in the
  // sidecar's times and speedup.
  if (!O.Claim.empty())
    K.Note += (K.Note.empty() ? "" : "; ") + std::string("measured: ") + measuredClaim(O);
  return K;
}

/// The text of OUT.cl.yaml for the kernels written to OutPath.
static std::string sidecarText(const std::string &OutPath,
                               const std::vector<KernelOutcome> &Outcomes,
                               const std::vector<Emitted> &Em,
                               const std::vector<ProblemInstance> &Problems,
                               const DeviceInfo &Device) {
  TunedSidecar Side;
  // The tuned kernel's file name; none when it went to standard output
  // (a "-" would name no file).
  if (OutPath != "-")
    Side.Source = sys::path::filename(OutPath).str();
  Side.CloptVersion = cloptVersion();
  for (size_t I = 0; I < Outcomes.size(); ++I)
    Side.Kernels.push_back(sidecarKernel(Outcomes[I], Em[I], Problems[I], Device));
  return emitTunedSidecar(Side);
}

namespace {
/// Where the run's time went, in all and per kernel, and the bytes each
/// kernel reads and writes (0: no bandwidth to tell).
struct RunAccounts {
  ReportTimes Run;
  std::vector<ReportTimes> Times;
  std::vector<uint64_t> Bytes;
};
} // namespace

/// Framework time: the run's wall time so far (the outputs written) less
/// the kernels' search and validation, shared equally among the kernels.
static RunAccounts accountRun(std::chrono::steady_clock::time_point RunStart,
                              const std::vector<KernelInfo> &Kernels,
                              const std::vector<KernelOutcome> &Outcomes,
                              const std::vector<ProblemInstance> &Problems) {
  RunAccounts A;
  A.Times.resize(Outcomes.size());
  A.Bytes.assign(Outcomes.size(), 0);
  A.Run.TotalMs = millisecondsSince(RunStart);
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    A.Times[I].SearchMs = Outcomes[I].SearchMs;
    A.Times[I].ValidationMs = Outcomes[I].ValidationMs;
    A.Run.SearchMs += Outcomes[I].SearchMs;
    A.Run.ValidationMs += Outcomes[I].ValidationMs;
    // Over several size points the recorded time is the first point's
    // original time over the mean speedup, no time measured at that
    // point's problem: no bandwidth. Nor for times measured at another
    // problem (from the database).
    if (Outcomes[I].Skipped.empty() && !Outcomes[I].SeveralSizePoints &&
        timesMeasuredElsewhere(Outcomes[I], Problems[I]).empty() &&
        writtenKernelSeconds(Outcomes[I]) > 0)
      A.Bytes[I] = countedBytes(Kernels[I], Problems[I]);
  }
  A.Run.FrameworkMs = std::max(0.0, A.Run.TotalMs - A.Run.SearchMs - A.Run.ValidationMs);
  for (ReportTimes &T : A.Times) {
    T.FrameworkMs = Outcomes.empty() ? 0 : A.Run.FrameworkMs / Outcomes.size();
    T.TotalMs = T.FrameworkMs + T.SearchMs + T.ValidationMs;
  }
  return A;
}

/// GB/s of the kernel of O moving Bytes (0 when unknown).
static double achievedGBs(uint64_t Bytes, const KernelOutcome &O) {
  return Bytes ? Bytes / writtenKernelSeconds(O) / 1e9 : 0.0;
}

/// Writes the T4 report (--report).
static Error writeReport(const TuneOptions &Opts, const DeviceInfo &Device,
                         const std::vector<KernelOutcome> &Outcomes,
                         const std::vector<ProblemInstance> &Problems, const RunAccounts &A) {
  ReportContext C;
  C.Times = A.Run;
  for (const KernelOutcome &O : Outcomes)
    C.Kernel += (C.Kernel.empty() ? "" : ",") + O.Kernel;
  C.Device = Outcomes.empty() ? "" : Outcomes.front().DeviceName;
  C.Driver = Outcomes.empty() ? "" : Outcomes.front().Driver;
  C.Strategy = Outcomes.empty() ? "" : Outcomes.front().Record.Strategy;
  for (const KernelOutcome &O : Outcomes)
    C.SizeClass += (C.SizeClass.empty() ? "" : ";") + O.SizeClass;
  C.DeviceQuery = Device;
  C.Seed = Opts.Seed;
  C.OriginalMs = Outcomes.empty() ? 0 : Outcomes.front().Record.OriginalSeconds * 1000;
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    ReportKernelSummary K = kernelSummary(Outcomes[I], Problems[I]);
    K.Times = A.Times[I];
    K.CountedBytes = A.Bytes[I];
    K.AchievedGBs = achievedGBs(A.Bytes[I], Outcomes[I]);
    C.Kernels.push_back(std::move(K));
  }
  TuningReport Report(C);
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    const KernelOutcome &O = Outcomes[I];
    for (ReportResult R : O.Report) {
      R.FrameworkMs = A.Times[I].FrameworkMs / O.Report.size();
      if (Outcomes.size() > 1)
        R.Extra.push_back({"kernel", 0, O.Kernel, true, ""});
      Report.add(std::move(R));
    }
  }
  Status S = Report.write(Opts.ReportPath);
  if (!S.ok())
    return makeError(S.message());
  return Error::success();
}

/// The summary of the kernel of O (emitted as E for Problem, moving Bytes)
/// on the log.
static void printKernelSummary(const KernelOutcome &O, const Emitted &E,
                               const ProblemInstance &Problem, uint64_t Bytes,
                               raw_ostream &Log) {
  Log << O.Kernel << ": ";
  if (!O.Skipped.empty()) {
    Log << O.Skipped << "\n";
    return;
  }
  // "Faster" only where the bound says so: under --min-speedup below 1 a
  // variant wins without it (1.08x with a bound of 0.89x). A record that
  // was not re-timed has no bound.
  const TuningRecord &R = O.Record;
  bool Confident = R.RetimeRounds == 0 || R.SpeedupBound > 1;
  bool Unconfirmed = speedupUnconfirmed(O);
  std::string How = R.Speedup < 1 ? " the speed of the original, taken under --min-speedup ("
                    : !Confident  ? " the speed of the original, not faster with "
                                    "confidence, taken under --min-speedup ("
                    : Unconfirmed ? " in the search's single timings, unconfirmed ("
                                  : " faster than the original (";
  if (O.Tuned)
    Log << formatNumber(O.Record.Speedup, "%.2fx") << How
        << formatNumber(O.Record.BestSeconds * 1000, "%.4g") << " ms vs "
        << formatNumber(O.Record.OriginalSeconds * 1000, "%.4g") << " ms) with "
        << E.Passes;
  else if (!O.Fallback.empty())
    Log << O.Fallback;
  else if (!O.NoGain.empty())
    Log << O.NoGain;
  else
    Log << noVariantBeatTheOriginal(O) << "; the original kernel is kept";
  if (std::string Elsewhere = timesMeasuredElsewhere(O, Problem); !Elsewhere.empty())
    Log << " [from the tuning database; " << Elsewhere << "]";
  else if (O.FromDatabase)
    Log << " [from the tuning database]";
  else if (O.Fallback.empty())
    Log << " [" << O.Record.Evaluations << " evaluated, " << O.Compilations
        << " compiled, " << O.CacheHits << " from the binary cache]";
  if (Bytes) {
    double GBs = achievedGBs(Bytes, O);
    // Three digits, never an exponent: a GPU reaches thousands of GB/s.
    Log << "; achieved " << formatNumber(GBs, GBs >= 100 ? "%.0f" : "%.3g")
        << " GB/s (bytes read + written once)";
  }
  Log << "\n";
  if (std::string M = measuredClaim(O); !M.empty())
    Log << "  measured: " << M << "\n";
  printWhyNot(O, Log);
}

/// Dates an interrupted search's output 1970-01-01, older than anything it
/// was made from: make deletes a target whose recipe it interrupts, but
/// clopt writes the file after that, and with its own time the next build
/// would take it for finished. Best effort: the exit status says it too.
static void datedOutOfDate(const std::string &Path) {
  const struct timespec Epoch[2] = {{0, 0}, {0, 0}};
  (void)::utimensat(AT_FDCWD, Path.c_str(), Epoch, 0);
}

Error clopt::writeTunedOutputs(std::chrono::steady_clock::time_point RunStart,
                               const TuneOptions &Opts, ParsedSource &Source,
                               const TunedFile &File,
                               const std::vector<KernelOutcome> &Outcomes,
                               const DeviceInfo &Device, const std::string &OutPath,
                               raw_ostream &Log) {
  const std::vector<ProblemInstance> &Problems = File.Problems;
  std::string Code;
  std::vector<Emitted> Em;
  if (Error E = regenerate(Opts, Source, File, Outcomes, Code, Em))
    return E;
  std::string SidecarPath = Opts.SidecarPath.empty() ? OutPath + ".yaml" : Opts.SidecarPath;
  // A tuned body has the values of the file's macros written in.
  bool AnyTuned = llvm::any_of(Outcomes, [](const KernelOutcome &O) { return O.Tuned; });
  std::string Text = asCommentLines(headerComment(Opts, Outcomes, Em, Problems,
                                                  Device.Platform,
                                                  sidecarMention(OutPath, SidecarPath))) +
                     (AnyTuned ? macroGuards(Source, Opts.Frontend) : "") + Code;
  std::string Sidecar = sidecarText(OutPath, Outcomes, Em, Problems, Device);
  if (OutPath == "-") {
    outs() << Text;
    outs().flush();
    // A closed or full standard output: no sidecar for a kernel never
    // delivered, and a clopt error, not LLVM's fatal one at exit.
    if (std::error_code EC = outs().error()) {
      outs().clear_error();
      return makeError("cannot write the kernel to standard output: " + EC.message() +
                       "; the sidecar " + SidecarPath + " is not written");
    }
    if (Status S = writeFileSafely(SidecarPath, Sidecar); !S.ok())
      return makeError(S.message());
  } else if (Status S = writeFilesSafely({{OutPath, Text}, {SidecarPath, Sidecar}});
             !S.ok()) {
    // Both files are as they were (writeFilesSafely checks both targets
    // before either is replaced): a kernel beside another build's sidecar
    // would be refused by the host helper.
    return makeError(S.message());
  }
  if (llvm::any_of(Outcomes, [](const KernelOutcome &O) { return !O.Interrupted.empty(); }))
    for (const std::string &Path : {OutPath, SidecarPath})
      if (Path != "-")
        datedOutOfDate(Path);

  RunAccounts A = accountRun(RunStart, File.Kernels, Outcomes, Problems);
  if (!Opts.ReportPath.empty())
    if (Error E = writeReport(Opts, Device, Outcomes, Problems, A))
      return E;

  if (Opts.Quiet)
    return Error::success();
  for (size_t I = 0; I < Outcomes.size(); ++I)
    printKernelSummary(Outcomes[I], Em[I], Problems[I], A.Bytes[I], Log);
  Log << "wrote " << (OutPath == "-" ? std::string("the kernel to standard output") : OutPath)
      << " and " << SidecarPath << "\n";
  return Error::success();
}
