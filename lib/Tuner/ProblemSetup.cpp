//===- ProblemSetup.cpp - From a problem spec to a kernel launch ----------===//

#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/Analysis/BufferExtent.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Analysis/KernelSignature.h"

#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <regex>
#include <set>

using namespace llvm;
using namespace clopt;

/// The value of a floating-point scalar the user did not give: in [0.5, 1.5),
/// derived from its name so that every run uses the same one.
static std::string defaultFloatScalar(StringRef Name) {
  uint64_t H = 1469598103934665603ULL; // FNV-1a
  for (char C : Name) {
    H ^= static_cast<unsigned char>(C);
    H *= 1099511628211ULL;
  }
  double V = 0.5 + static_cast<double>(H % 997 + 1) / 1000.0;
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "%.3f", V);
  return Buf;
}

/// The value of a floating-point vector argument (`float4 color`): a
/// comma-separated value per lane (four for a float3, as it is passed),
/// Lane's own default when Given is empty, else Given in every lane.
static std::string floatVectorValue(StringRef Name, unsigned Lanes, StringRef Given) {
  std::string Text;
  for (unsigned L = 0; L < Lanes; ++L)
    Text += (L ? "," : "") +
            (Given.empty() ? defaultFloatScalar((Name + "." + Twine(L)).str()) : Given.str());
  return Text;
}

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error clopt::toError(const Status &S) {
  return S.ok() ? Error::success() : makeError(S.message());
}

/// The lines of Code (1-based) on which a kernel definition is written out
/// (`__kernel void`, `kernel __attribute__((...)) void`), comments aside.
static std::vector<unsigned> writtenKernelLines(StringRef Code) {
  std::string Text = blankComments(Code.str());
  static const std::regex KernelRe(R"(\b(__kernel|kernel)\s+(__attribute__|void)\b)");
  std::vector<unsigned> Lines;
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(), KernelRe);
       It != std::sregex_iterator(); ++It)
    Lines.push_back(1 + std::count(Text.begin(), Text.begin() + It->position(), '\n'));
  return Lines;
}

/// The text of object-like macro Name as defined at Loc when its tokens
/// form an integer expression IntExpr reads (decimal numbers, + - * / %,
/// parentheses, and names: sizes, or such macros, expanded in turn);
/// nullopt otherwise.
static std::optional<std::string> macroExprText(clang::Preprocessor &PP, StringRef Name,
                                                clang::SourceLocation Loc,
                                                unsigned Depth = 0) {
  clang::IdentifierInfo *II = PP.getIdentifierInfo(Name);
  const clang::MacroInfo *MI =
      II ? PP.getMacroDefinitionAtLoc(II, Loc).getMacroInfo() : nullptr;
  if (!MI || MI->isFunctionLike() || MI->getNumTokens() == 0 || Depth > 16)
    return std::nullopt;
  std::string Text;
  for (const clang::Token &T : MI->tokens()) {
    std::string Spelling = PP.getSpelling(T);
    switch (T.getKind()) {
    case clang::tok::numeric_constant:
      if (!isPlainDecimal(Spelling))
        return std::nullopt; // 037u, 0x25, 045: not what IntExpr reads
      break;
    case clang::tok::identifier:
      if (std::optional<std::string> Inner = macroExprText(PP, Spelling, Loc, Depth + 1))
        Spelling = "(" + *Inner + ")";
      break;
    case clang::tok::plus: case clang::tok::minus: case clang::tok::star:
    case clang::tok::slash: case clang::tok::percent: case clang::tok::l_paren:
    case clang::tok::r_paren:
      break;
    default:
      return std::nullopt;
    }
    Text += (Text.empty() ? "" : " ") + Spelling;
  }
  return Text;
}

/// Expr with each name that is no size (of Sizes) but a macro of the file
/// at Loc (`global(N)` under `#define N 4096`) replaced by its value in
/// parentheses: the pragma is not preprocessed, but its kernel is.
static std::string expandMacros(clang::Preprocessor &PP, const std::string &Expr,
                                const std::set<std::string> &Sizes,
                                clang::SourceLocation Loc) {
  std::string Out;
  for (size_t I = 0; I < Expr.size();) {
    if (!(isalpha(Expr[I]) || Expr[I] == '_')) {
      Out += Expr[I++];
      continue;
    }
    size_t End = I;
    while (End < Expr.size() && (isalnum(Expr[End]) || Expr[End] == '_'))
      ++End;
    std::string Name = Expr.substr(I, End - I);
    std::optional<std::string> Value;
    if (!Sizes.count(Name))
      Value = macroExprText(PP, Name, Loc);
    Out += Value ? "(" + *Value + ")" : Name;
    I = End;
  }
  // Of numbers alone, it is the number: `global(N)` is then a global size
  // given as a number, as `global(4096)` is, and re-verification can move it.
  if (Out != Expr)
    if (StatusOr<int64_t> V = evalIntExpr(Out, {}); V.ok())
      return std::to_string(*V);
  return Out;
}

/// The names Spec gives as sizes, in its sizes or its points.
static void addSizeNames(const ProblemSpec &Spec, std::set<std::string> &Names) {
  for (const auto &[Name, Value] : Spec.Sizes)
    Names.insert(Name);
  for (const std::map<std::string, std::string> &Point : Spec.Points)
    for (const auto &[Name, Value] : Point)
      Names.insert(Name);
}

/// Expands the file's macros in the expressions of a pragma ending on
/// LastLine (global, local, buffer lengths, size values), except the names
/// a spec gives as sizes: its own, the command line's (Cli) or the
/// sidecar's for its kernel (Sidecar), as before macros were read there
/// (`-DN=64 --size N=64` with `global(N)`).
static void expandPragmaMacros(ParsedSource &Source, PragmaSpec &P, const ProblemSpec &Cli,
                               const ProblemSpec &Sidecar) {
  clang::SourceManager &SM = Source.getSourceManager();
  clang::Preprocessor &PP = Source.getASTUnit().getPreprocessor();
  clang::SourceLocation Loc = SM.translateLineCol(SM.getMainFileID(), P.LastLine + 1, 1);
  if (Loc.isInvalid())
    return;
  ProblemSpec &S = P.Spec;
  std::set<std::string> Sizes;
  for (const ProblemSpec *Given : {static_cast<const ProblemSpec *>(&S), &Cli, &Sidecar})
    addSizeNames(*Given, Sizes);
  for (std::string &E : S.Global)
    E = expandMacros(PP, E, Sizes, Loc);
  for (std::string &E : S.Local)
    E = expandMacros(PP, E, Sizes, Loc);
  for (auto &[Buffer, Length] : S.Buffers)
    Length = expandMacros(PP, Length, Sizes, Loc);
  for (auto &[Name, Value] : S.Sizes)
    Value = expandMacros(PP, Value, Sizes, Loc);
}

/// Gives each pragma to the first kernel defined after it in the parsed
/// file. Kernels are found on the AST, so that a kernel defined by a macro
/// is found where the macro is used and a pragma is never handed on to a
/// later kernel. A pragma whose next kernel written out in the text comes
/// before that one (a kernel in a branch of `#if` that is not compiled)
/// belongs to that kernel and is ignored; a pragma with no kernel after it
/// at all is an error.
static Expected<KernelSpecs> attachPragmas(ParsedSource &Source,
                                           std::vector<PragmaSpec> Pragmas,
                                           const ProblemSpec &Cli,
                                           const KernelSpecs &Sidecar) {
  std::vector<std::pair<unsigned, std::string>> Kernels; // start line, name
  for (const clang::FunctionDecl *FD : Source.kernels())
    Kernels.push_back({sourcePosition(Source.getSourceManager(), FD->getBeginLoc()).Line,
                       FD->getName().str()});
  std::vector<unsigned> Written = writtenKernelLines(Source.getCode());
  KernelSpecs Specs;
  std::map<std::string, std::string> GivenBy; // kernel -> its pragma's Where
  for (PragmaSpec &P : Pragmas) {
    auto Next = llvm::find_if(Kernels, [&](const auto &K) { return K.first > P.LastLine; });
    auto Text = llvm::find_if(Written, [&](unsigned L) { return L > P.LastLine; });
    bool Parsed = Next != Kernels.end();
    if (Text != Written.end() && (!Parsed || *Text < Next->first))
      continue; // the kernel under it is not compiled
    if (!Parsed)
      return makeError(P.Where + ": #pragma clopt tune is not followed by a kernel");
    const std::string &Name = Next->second;
    if (auto [It, New] = GivenBy.insert({Name, P.Where}); !New)
      return makeError(P.Where + ": #pragma clopt tune: kernel '" + Name +
                       "' already has the pragma at " + It->second);
    auto Side = Sidecar.find(Name);
    expandPragmaMacros(Source, P, Cli, Side == Sidecar.end() ? ProblemSpec() : Side->second);
    Specs[Name] = std::move(P.Spec);
  }
  return Specs;
}

Expected<FileSpecs> FileSpecs::load(ParsedSource &Source, const ProblemSpec &Cli) {
  FileSpecs F;
  F.SourcePath = Source.getPath().str();
  F.SidecarPath = F.SourcePath + ".yaml";
  StatusOr<KernelSpecs> Side = loadSpecSidecar(F.SidecarPath);
  if (!Side.ok())
    return makeError(Side.message());
  F.Sidecar = *Side;
  // A file named in the spec sits beside the spec, wherever clopt runs
  // from; a path on the command line (--input) is the shell's, from the
  // current directory.
  for (auto &[Kernel, Spec] : F.Sidecar)
    for (auto &[Name, File] : Spec.Inputs)
      if (sys::path::is_relative(File)) {
        SmallString<256> Beside(sys::path::parent_path(F.SidecarPath));
        sys::path::append(Beside, File);
        File = std::string(Beside);
      }
  // A misspelt kernel name would leave its spec unused and the kernel
  // without sizes, or sized by the pragma instead.
  for (const auto &KV : F.Sidecar) {
    if (Source.findKernel(KV.first))
      continue;
    std::string Names;
    for (const clang::FunctionDecl *FD : Source.kernels())
      Names += (Names.empty() ? "" : ", ") + FD->getName().str();
    return makeError(F.SidecarPath + ": kernels." + KV.first + ": no kernel '" +
                     KV.first + "' in " + F.SourcePath + " (kernels: " + Names + ")");
  }
  StatusOr<std::vector<PragmaSpec>> Pragmas =
      parsePragmaLines(Source.getCode().str(), F.SourcePath);
  if (!Pragmas.ok())
    return makeError(Pragmas.message());
  Expected<KernelSpecs> Attached = attachPragmas(Source, std::move(*Pragmas), Cli, F.Sidecar);
  if (!Attached)
    return Attached.takeError();
  F.Pragma = std::move(*Attached);
  return F;
}

ProblemSpec FileSpecs::forKernel(const std::string &Kernel,
                                 const ProblemSpec &Cli) const {
  auto Get = [&](const KernelSpecs &S) {
    auto It = S.find(Kernel);
    return It == S.end() ? ProblemSpec() : It->second;
  };
  return mergeSpecs(Cli, Get(Sidecar), Get(Pragma));
}

std::vector<std::pair<std::string, uint64_t>> ProblemInstance::namedSizes() const {
  std::vector<std::pair<std::string, uint64_t>> Out;
  for (const auto &[Name, V] : Sizes)
    if (V >= 0)
      Out.push_back({Name, static_cast<uint64_t>(V)});
  for (size_t D = 0; D < Global.size(); ++D)
    Out.push_back({"G" + std::to_string(D), Global[D]});
  return Out;
}

std::string ProblemInstance::describe() const {
  std::string T;
  for (const auto &[Name, V] : Sizes)
    T += Name + "=" + std::to_string(V) + ", ";
  T += "global [";
  for (size_t D = 0; D < Global.size(); ++D)
    T += (D ? ", " : "") + std::to_string(Global[D]);
  return T + "]";
}

std::string clopt::openclBuildOptions(const FrontendOptions &F) {
  std::string O = "-cl-std=" + F.ClStd;
  for (const std::string &D : F.Defines)
    O += " -D" + D;
  for (const std::string &I : F.IncludeDirs) {
    SmallString<256> Abs(I);
    sys::fs::make_absolute(Abs);
    O += " -I" + std::string(Abs);
  }
  return O;
}

static bool hasSpace(StringRef Text) {
  return llvm::any_of(Text, [](char C) { return isspace(static_cast<unsigned char>(C)); });
}

/// Include directory Include as the driver can be given it: absolute, and
/// without a space (a link named Link to it otherwise).
static Expected<std::string> driverIncludeDir(StringRef Include, const std::string &Link) {
  // Absolute first: a relative one is relative to a directory whose path may
  // have the space.
  SmallString<256> Target(Include);
  sys::fs::make_absolute(Target);
  if (!hasSpace(Target))
    return Include.str();
  if (hasSpace(Link))
    return createStringError(inconvertibleErrorCode(),
                             "the include directory '" + Include +
                                 "' has a space in its path, and so does the temporary "
                                 "directory that would link to it (" + Link +
                                 "); set TMPDIR to a path without one");
  if (std::error_code EC = sys::fs::create_link(Target, Link))
    return createStringError(EC, "cannot link " + Link + " to the include directory " +
                                     Include + ": " + EC.message());
  return Link;
}

Expected<std::string> clopt::deviceBuildOptions(FrontendOptions Opts, StringRef KernelPath,
                                                StringRef LinkDir) {
  for (const std::string &D : Opts.Defines)
    if (hasSpace(D))
      return createStringError(
          inconvertibleErrorCode(),
          "-D '" + D + "': OpenCL drivers split build options at spaces, so the device "
                       "could not be given this macro; write it without spaces "
                       "(e.g. -DSCALE=(1+2))");
  std::string Dir = sys::path::parent_path(KernelPath).str();
  Opts.IncludeDirs.insert(Opts.IncludeDirs.begin(), Dir.empty() ? "." : Dir);
  for (size_t I = 0; I < Opts.IncludeDirs.size(); ++I) {
    Expected<std::string> Reachable = driverIncludeDir(
        Opts.IncludeDirs[I], (LinkDir + "/include-" + Twine(I)).str());
    if (!Reachable)
      return Reachable.takeError();
    Opts.IncludeDirs[I] = std::move(*Reachable);
  }
  return openclBuildOptions(Opts);
}

static std::string firstIntScalar(const std::vector<KernelParam> &Sig) {
  for (const KernelParam &A : Sig)
    if (A.Kind == ArgKind::Scalar && !isFloatType(A.HostType))
      return A.Name;
  return "";
}


/// One example global size per dimension the kernel uses: the scalar its
/// guard compares that dimension's id with, else an integer scalar not
/// used yet, else a number.
static std::vector<std::string> globalExamples(const KernelInfo &Kernel,
                                               const std::vector<KernelParam> &Sig) {
  unsigned Dims = 1;
  for (unsigned D : Kernel.IdDims)
    Dims = std::max(Dims, D + 1);
  std::set<std::string> Used;
  for (const auto &[D, Name] : Kernel.GuardBounds)
    if (D < Dims)
      Used.insert(Name);
  std::vector<std::string> Out;
  for (unsigned D = 0; D < Dims; ++D) {
    if (auto It = Kernel.GuardBounds.find(D); It != Kernel.GuardBounds.end()) {
      Out.push_back(It->second);
      continue;
    }
    std::string Pick = "1024";
    for (const KernelParam &A : Sig)
      if (A.Kind == ArgKind::Scalar && !isFloatType(A.HostType) && !Used.count(A.Name)) {
        Pick = A.Name;
        Used.insert(A.Name);
        break;
      }
    Out.push_back(Pick);
  }
  return Out;
}

/// Element count of pointer parameter Index from the access analysis, for
/// this launch; an error carries the analysis's reason.
static Expected<uint64_t> inferredLength(const KernelInfo &Kernel, unsigned Index,
                                         const std::map<std::string, int64_t> &Scalars,
                                         const ProblemInstance &P) {
  ExtentInputs In;
  In.Scalars = Scalars;
  In.GlobalSize.assign(P.Global.begin(), P.Global.end());
  In.LocalSize.assign(P.Local.begin(), P.Local.end());
  Expected<BufferExtent> E = computeBufferExtent(Kernel, Index, In);
  if (!E)
    return E.takeError();
  // A buffer the kernel never touches still needs a valid cl_mem.
  return static_cast<uint64_t>(std::max<int64_t>(E->Elements, 1));
}

static std::string argNames(const std::vector<KernelParam> &Sig, bool Pointers) {
  std::string Names;
  for (const KernelParam &A : Sig)
    if ((A.Kind != ArgKind::Scalar) == Pointers)
      Names += (Names.empty() ? "" : ", ") + A.Name;
  return Names.empty() ? "none" : Names;
}

/// Whether the spec's Key (`sizes.N`, `inputs.idx`) came from the command
/// line, which serves every kernel of the file.
static bool fromCommandLine(const ProblemSpec &Spec, const std::string &Key) {
  auto It = Spec.Origins.find(Key);
  return It != Spec.Origins.end() && StringRef(It->second).starts_with("--");
}

/// "input 'idx' (from --input idx=idx.bin)": an entry of the spec's
/// buffers or inputs, and where it came from.
static std::string entryText(const ProblemSpec &Spec, const std::string &Field,
                             const std::string &Name) {
  return Field + " '" + Name + "'" + Spec.from(Field + "s." + Name);
}

static Error noSuchArgument(const std::string &What, StringRef Kernel,
                            const std::vector<KernelParam> &Sig) {
  return makeError(What + ": kernel '" + Kernel + "' has no such argument (pointer arguments: " +
                   argNames(Sig, true) + ")");
}

static Error scalarNotPointer(const std::string &What, const std::string &Name,
                              StringRef Kernel) {
  return makeError(What + ": argument '" + Name + "' of kernel '" + Kernel +
                   "' is a scalar, not a pointer; give its value with --size " + Name +
                   "=VALUE");
}

/// Every name under buffers and inputs must be a buffer argument of the
/// kernel: a misspelt name would otherwise be dropped and the buffer sized
/// by the analysis or random data used instead of the file. One from the
/// command line may be another kernel's (checkCliBufferNames checks that
/// some kernel of the file has it).
static Error checkBufferNames(const std::vector<KernelParam> &Sig,
                              const ProblemSpec &Spec, const SpecContext &Ctx) {
  auto Check = [&](const std::map<std::string, std::string> &Map,
                   const std::string &Field, bool AllowLocal) -> Error {
    for (const auto &KV : Map) {
      const KernelParam *Found = nullptr;
      for (const KernelParam &A : Sig)
        if (A.Name == KV.first)
          Found = &A;
      std::string What = entryText(Spec, Field, KV.first);
      // The command line's serves the kernels with a pointer of that name
      // (checkCliBufferNames checks that there is one).
      if ((!Found || Found->Kind == ArgKind::Scalar) &&
          fromCommandLine(Spec, Field + "s." + KV.first))
        continue;
      if (!Found)
        return noSuchArgument(What, Ctx.Kernel, Sig);
      if (Found->Kind == ArgKind::Scalar)
        return scalarNotPointer(What, KV.first, Ctx.Kernel);
      if (Found->Kind == ArgKind::Local && !AllowLocal)
        return makeError(What + ": argument '" + KV.first + "' of kernel '" +
                         Ctx.Kernel + "' is __local memory, which has no "
                         "contents to give");
    }
    return Error::success();
  };
  if (Error E = Check(Spec.Buffers, "buffer", /*AllowLocal=*/true))
    return E;
  return Check(Spec.Inputs, "input", /*AllowLocal=*/false);
}

/// Every input file must be a readable regular file, checked before any
/// device work: a directory or a missing file was only found by the
/// worker, as a failure of the original.
static Error checkInputFiles(const ProblemSpec &Spec) {
  for (const auto &[Name, File] : Spec.Inputs) {
    std::string What = "input '" + Name + "'" + Spec.from("inputs." + Name) + ": ";
    if (sys::fs::is_directory(File))
      return makeError(What + File + " is a directory, not a data file");
    if (!sys::fs::exists(File))
      return makeError(What + "no file " + File);
    if (Status S = checkReadableFile(File); !S.ok())
      return makeError(What + S.message());
  }
  return Error::success();
}

/// A given length below what the original certainly reads or writes would
/// run it out of bounds, and every variant would then "fail" against a
/// reference that is itself wrong. Unknown extents are not checked.
static Error checkGivenLength(const KernelInfo &Kernel, unsigned Index,
                              const KernelParam &A, uint64_t Given,
                              const std::string &GivenText,
                              const std::map<std::string, int64_t> &Scalars,
                              const ProblemInstance &P, const SpecContext &Ctx) {
  if (A.Kind != ArgKind::Buffer)
    return Error::success();
  ExtentInputs In;
  In.Scalars = Scalars;
  In.GlobalSize.assign(P.Global.begin(), P.Global.end());
  In.LocalSize.assign(P.Local.begin(), P.Local.end());
  Expected<BufferExtent> E = computeBufferExtent(Kernel, Index, In);
  if (!E) {
    consumeError(E.takeError()); // unknown extent: nothing to compare with
    return Error::success();
  }
  if (E->ProvenElements <= 0 || Given >= static_cast<uint64_t>(E->ProvenElements))
    return Error::success();
  const char *Verb = E->ProvenKind == AccessKind::Read    ? "reads"
                     : E->ProvenKind == AccessKind::Write ? "writes"
                                                          : "reads and writes";
  return makeError("buffer '" + A.Name + "' of kernel '" + Ctx.Kernel + "' is too "
                   "short: " + GivenText + " gives " + Twine(Given) +
                   " elements, but the kernel " + Verb + " '" + A.Name +
                   "' up to index " + Twine(E->ProvenElements - 1) + " (" +
                   Ctx.SourcePath + ":" + Twine(E->ProvenAt.Line) + ":" +
                   Twine(E->ProvenAt.Column) + "), so it needs at least " +
                   Twine(E->ProvenElements));
}

/// Element count (of the declared type) of a buffer whose contents come from
/// File.
static Expected<uint64_t> inputFileLength(const std::string &File,
                                          const KernelParam &A) {
  uint64_t Bytes = 0; // the file was checked by checkInputFiles
  if (std::error_code EC = sys::fs::file_size(File, Bytes))
    return makeError("input of buffer '" + A.Name + "': cannot read '" + File +
                     "': " + EC.message());
  uint64_t ElemBytes = elemTypeSize(A.HostType) * A.Lanes;
  if (Bytes == 0 || Bytes % ElemBytes != 0)
    return makeError("input of buffer '" + A.Name + "': '" + File + "' holds " +
                     Twine(Bytes) + " bytes, not a whole number of " +
                     Twine(ElemBytes) + "-byte elements");
  return Bytes / ElemBytes;
}

/// Lengths of every pointer argument: given (command line, sidecar, pragma),
/// else the size of its input file, else from the analysis.
static Expected<std::map<std::string, uint64_t>>
bufferLengths(const std::vector<KernelParam> &Sig, const ProblemSpec &Spec,
              const SpecContext &Ctx, const KernelInfo &Info,
              const std::map<std::string, int64_t> &IntScalars,
              const ProblemInstance &P) {
  SizeEnv Env = sizeEnv(Spec);
  std::string SizeName = firstIntScalar(Sig);
  if (SizeName.empty())
    SizeName = "N";
  std::map<std::string, uint64_t> Lengths;
  std::vector<std::string> Missing, Why;
  for (unsigned I = 0; I < Sig.size(); ++I) {
    const KernelParam &A = Sig[I];
    if (A.Kind == ArgKind::Scalar)
      continue;
    auto It = Spec.Buffers.find(A.Name);
    auto In = Spec.Inputs.find(A.Name);
    if (It == Spec.Buffers.end() && In != Spec.Inputs.end()) {
      // The contents were given: their size is the length.
      Expected<uint64_t> N = inputFileLength(In->second, A);
      if (!N)
        return N.takeError();
      if (Error E = checkGivenLength(Info, I, A, *N,
                                     "input '" + In->second + "'" +
                                         Spec.from("inputs." + A.Name),
                                     IntScalars, P, Ctx))
        return std::move(E);
      Lengths[A.Name] = *N;
      continue;
    }
    if (It == Spec.Buffers.end()) {
      Expected<uint64_t> N = inferredLength(Info, I, IntScalars, P);
      if (!N) {
        Missing.push_back(A.Name);
        Why.push_back(toString(N.takeError()));
        continue;
      }
      // The analysis counts elements of the declared type (vectors included).
      Lengths[A.Name] = *N;
      continue;
    }
    std::string From = Spec.from("buffers." + A.Name);
    StatusOr<int64_t> N = evalIntExpr(It->second, Env);
    if (!N.ok())
      return makeError("length of buffer '" + A.Name + "'" + From + ": " + N.message());
    if (*N <= 0)
      return makeError("length of buffer '" + A.Name + "' ('" + It->second + "')" +
                       From + " is " + Twine(*N) + ", it must be positive");
    if (Error E = checkGivenLength(Info, I, A, static_cast<uint64_t>(*N),
                                   "'" + It->second + "'" + From, IntScalars, P, Ctx))
      return std::move(E);
    Lengths[A.Name] = static_cast<uint64_t>(*N);
  }
  if (!Missing.empty())
    return makeError(missingBufferMessage(Ctx, Missing, SizeName) +
                     "; the analysis says: " + join(Why, "; "));
  return Lengths;
}

/// Whether random data cannot be kept in range for an index buffer: its
/// values bound loops or feed other indices.
static bool needsIndexData(const IndexUse &Use) {
  return !Use.Derivable || Use.IndexedArrays.empty();
}

/// One message for every index buffer whose contents must be given, so
/// that the user fixes them all at once.
static Error missingIndexData(const std::vector<const KernelParam *> &Missing,
                              const SpecContext &Ctx) {
  std::string Names, Cli, Yaml, Types;
  for (const KernelParam *A : Missing) {
    Names += (Names.empty() ? "'" : ", '") + A->Name + "'";
    Cli += (Cli.empty() ? "--input " : " --input ") + A->Name + "=FILE";
    Yaml += (Yaml.empty() ? "" : ", ") + A->Name + ": FILE";
    std::string T = elemTypeName(A->HostType);
    if (Types.find(T) == std::string::npos)
      Types += (Types.empty() ? "" : "/") + T;
  }
  return makeError(Twine(Missing.size()) + " buffers of kernel '" + Ctx.Kernel +
                   "' hold indices or loop bounds that clopt cannot keep in range "
                   "with random data (" + Names + "): give their contents with " + Cli +
                   " (raw little-endian " + Types + " values) or `inputs: {" + Yaml +
                   "}` in " + Ctx.SidecarPath);
}

/// The error for the one index buffer whose contents must be given.
static Error missingIndexData(const KernelParam &A, const SpecContext &Ctx) {
  return makeError("buffer '" + A.Name + "' of kernel '" + Ctx.Kernel +
                   "' holds indices or loop bounds that clopt cannot keep in "
                   "range with random data: give its contents with --input " +
                   A.Name + "=FILE (raw little-endian " + elemTypeName(A.HostType) +
                   " values) or `inputs: {" + A.Name + ": FILE}` in " +
                   Ctx.SidecarPath);
}

/// How an integer buffer used as an index is filled; an error when random
/// data could run the kernel out of bounds and no data file is given.
static Error initIndexBuffer(KernelArg &K, const KernelParam &A, const IndexUse &Use,
                             const std::map<std::string, uint64_t> &Lengths,
                             const SpecContext &Ctx) {
  if (needsIndexData(Use))
    return missingIndexData(A, Ctx);
  // Random indices are safe when every use is Outer[value], Outer the
  // parameter itself (no cast): keep them inside the shortest indexed array,
  // counted in its own elements (a float4 buffer of n holds n, not 4n).
  uint64_t Bound = UINT64_MAX;
  for (const std::string &Outer : Use.IndexedArrays) {
    auto L = Lengths.find(Outer);
    if (L == Lengths.end())
      return makeError("buffer '" + A.Name + "' indexes '" + Outer +
                       "', whose length is unknown");
    Bound = std::min(Bound, L->second);
  }
  K.Init = InitKind::Range;
  K.Lo = 0;
  K.Hi = static_cast<int64_t>(Bound) - 1;
  return Error::success();
}

/// Every integer scalar argument without a value, in one message (one run
/// per missing argument was a chore).
static Error checkScalarsGiven(const std::vector<KernelParam> &Sig, const ProblemSpec &Spec,
                               const SpecContext &Ctx) {
  std::vector<std::string> Missing;
  for (const KernelParam &A : Sig)
    if (A.Kind == ArgKind::Scalar && !A.Name.empty() && !isFloatType(A.HostType) &&
        !Spec.Sizes.count(A.Name))
      Missing.push_back(A.Name);
  if (Missing.empty())
    return Error::success();
  return makeError(missingScalarsMessage(Ctx, Missing));
}

/// The value of every scalar argument as text (ScalarText), and of the
/// integer ones as numbers (IntScalars, and P.Sizes).
static Error resolveScalars(const std::vector<KernelParam> &Sig, const ProblemSpec &Spec,
                            const SpecContext &Ctx, ProblemInstance &P,
                            std::map<std::string, std::string> &ScalarText,
                            std::map<std::string, int64_t> &IntScalars) {
  // instantiateProblem checked that every integer scalar has a value.
  for (const KernelParam &A : Sig) {
    if (A.Kind != ArgKind::Scalar)
      continue;
    if (isFloatType(A.HostType) && !Spec.Sizes.count(A.Name)) {
      // A floating-point scalar (a coefficient such as alpha or eps2) never
      // sizes memory, so it need not be asked for: it gets a fixed value
      // that is neither 0 nor 1, so that a variant which drops or misplaces
      // it fails verification.
      // Each lane of a vector gets its own, so that a variant which
      // swaps them fails too.
      ScalarText[A.Name] = A.Lanes == 1 ? defaultFloatScalar(A.Name)
                                        : floatVectorValue(A.Name, A.Lanes, "");
      continue;
    }
    StatusOr<std::string> V = resolveScalar(Spec, Ctx, A.Name, A.HostType);
    if (!V.ok())
      return makeError(V.message());
    ScalarText[A.Name] = A.Lanes == 1 ? *V : floatVectorValue(A.Name, A.Lanes, *V);
    if (!isFloatType(A.HostType)) {
      // resolveScalar printed the value itself, so this cannot fail.
      StatusOr<int64_t> N = parseInt64(*V);
      if (!N.ok())
        return makeError("internal error: scalar '" + A.Name + "': " + N.message());
      IntScalars[A.Name] = *N;
      P.Sizes[A.Name] = IntScalars[A.Name];
    }
  }
  return Error::success();
}

/// The initial data of buffer A (argument K): the file given with --input,
/// generated index data for a buffer that indexes others, or the default
/// seeded values. A buffer whose index data cannot be generated goes to
/// MissingData.
static Error initBufferData(KernelArg &K, const KernelParam &A, const ProblemSpec &Spec,
                            const std::map<std::string, IndexUse> &IndexBuffers,
                            const std::map<std::string, uint64_t> &Lengths,
                            const SpecContext &Ctx,
                            std::vector<const KernelParam *> &MissingData) {
  auto In = Spec.Inputs.find(A.Name);
  auto Use = IndexBuffers.find(A.Name);
  bool IndexLike = Use != IndexBuffers.end() && Use->second.IndexLike &&
                   !isFloatType(A.HostType);
  if (In != Spec.Inputs.end()) {
    K.Init = InitKind::File;
    SmallString<256> Abs(In->second);
    sys::fs::make_absolute(Abs);
    K.File = std::string(Abs);
  } else if (IndexLike && needsIndexData(Use->second)) {
    MissingData.push_back(&A);
  } else if (IndexLike) {
    return initIndexBuffer(K, A, Use->second, Lengths, Ctx);
  }
  return Error::success();
}

/// The size names Kernel's problem reads: its scalar arguments and the
/// names in Spec's global and local size, buffer lengths and size values
/// (M: N/2 reads N).
static std::set<std::string> namesRead(const KernelInfo &Kernel, const ProblemSpec &Spec) {
  std::set<std::string> Read;
  for (const KernelParam &A : Kernel.Params)
    if (A.Kind == ArgKind::Scalar)
      Read.insert(A.Name);
  auto AddNamesOf = [&](const std::string &Expr) {
    if (StatusOr<std::vector<std::string>> Names = intExprNames(Expr); Names.ok())
      Read.insert(Names->begin(), Names->end());
  };
  for (const std::string &E : Spec.Global)
    AddNamesOf(E);
  for (const std::string &E : Spec.Local)
    AddNamesOf(E);
  for (const auto &[Buffer, Length] : Spec.Buffers)
    AddNamesOf(Length);
  for (const auto &[Name, Value] : Spec.Sizes)
    AddNamesOf(Value);
  return Read;
}

/// A size of the kernel's own spec (sidecar, pragma) that it does not read
/// is an error; one from the command line may be another kernel's
/// (checkCliNamesRead).
static Error checkOwnSizesRead(const KernelInfo &Kernel, const ProblemSpec &Spec,
                               const std::set<std::string> &Read) {
  for (const auto &[Name, Value] : Spec.Sizes)
    if (!Read.count(Name) && !fromCommandLine(Spec, "sizes." + Name))
      return makeError("size '" + Name + "'" + Spec.from("sizes." + Name) +
                       " is not read by kernel '" + Kernel.Name +
                       "': it is none of its arguments (" + argNames(Kernel.Params, false) +
                       ") and no global size, local size or buffer length names it");
  return Error::success();
}

Error clopt::checkCliNamesRead(const std::vector<KernelInfo> &Kernels,
                               const FileSpecs &Specs, const ProblemSpec &Cli) {
  std::set<std::string> Given;
  addSizeNames(Cli, Given);
  std::set<std::string> Read;
  std::string Takes;
  for (const KernelInfo &K : Kernels) {
    ProblemSpec Spec = Specs.forKernel(K.Name, Cli);
    std::set<std::string> R = namesRead(K, Spec);
    for (const std::map<std::string, std::string> &Point : Spec.Points)
      for (const auto &[Name, Value] : Point)
        if (StatusOr<std::vector<std::string>> N = intExprNames(Value); N.ok())
          R.insert(N->begin(), N->end());
    Read.insert(R.begin(), R.end());
    Takes += (Takes.empty() ? "" : "; ") + ("kernel '" + K.Name + "' takes " +
                                             argNames(K.Params, false));
  }
  for (const std::string &Name : Given)
    if (!Read.count(Name))
      return makeError("size '" + Name + "' (from the command line) is read by no kernel of " +
                       Specs.SourcePath + ": it is no kernel's argument and no global "
                       "size, local size or buffer length names it (" + Takes + ")");
  return checkCliBufferNames(Kernels, Cli, Specs.SourcePath);
}

Error clopt::checkCliBufferNames(const std::vector<KernelInfo> &Kernels,
                                 const ProblemSpec &Cli, StringRef SourcePath) {
  for (const auto &[Field, Map] :
       {std::pair<std::string, const std::map<std::string, std::string> *>{"buffer", &Cli.Buffers},
        {"input", &Cli.Inputs}})
    for (const auto &[Name, Value] : *Map) {
      std::string What = entryText(Cli, Field, Name);
      // The pointer arguments of that name, and a kernel where it is a scalar.
      std::vector<std::pair<const KernelInfo *, const KernelParam *>> Pointers;
      const KernelInfo *ScalarIn = nullptr;
      for (const KernelInfo &K : Kernels)
        for (const KernelParam &A : K.Params) {
          if (A.Name != Name)
            continue;
          if (A.Kind == ArgKind::Scalar)
            ScalarIn = ScalarIn ? ScalarIn : &K;
          else
            Pointers.push_back({&K, &A});
        }
      if (Pointers.empty() && ScalarIn)
        return scalarNotPointer(What, Name, ScalarIn->Name);
      if (Pointers.empty() && Kernels.size() == 1)
        return noSuchArgument(What, Kernels.front().Name, Kernels.front().Params);
      if (Pointers.empty()) {
        std::string Names;
        for (const KernelInfo &K : Kernels)
          Names += (Names.empty() ? "" : "; ") +
                   ("kernel '" + K.Name + "': " + argNames(K.Params, true));
        return makeError(What + ": no kernel of " + SourcePath +
                         " has such an argument (pointer arguments of " + Names + ")");
      }
      // One file read as floats by one kernel and as doubles by another
      // would be right for at most one of them.
      for (const auto &[K, A] : Pointers)
        if (Field == "input" && A->HostType != Pointers.front().second->HostType)
          return makeError(What + ": kernel '" + Pointers.front().first->Name + "' reads it as " +
                           elemTypeName(Pointers.front().second->HostType) + ", kernel '" +
                           K->Name + "' as " + elemTypeName(A->HostType) +
                           ": one file cannot be both; tune them apart (--kernel)");
    }
  return Error::success();
}

Expected<ProblemInstance> clopt::instantiateProblem(const KernelInfo &Kernel,
                                                    const ProblemSpec &Spec,
                                                    const SpecContext &Ctx) {
  if (!Kernel.SignatureError.empty())
    return makeError(Kernel.SignatureError);
  const std::vector<KernelParam> &Sig = Kernel.Params;

  if (Error E = checkBufferNames(Sig, Spec, Ctx))
    return std::move(E);
  if (Error E = checkInputFiles(Spec))
    return std::move(E);
  std::vector<std::string> FloatScalars;
  for (const KernelParam &A : Sig)
    if (A.Kind == ArgKind::Scalar && isFloatType(A.HostType))
      FloatScalars.push_back(A.Name);
  if (Error E = toError(checkSizes(Spec, FloatScalars)))
    return std::move(E);
  std::set<std::string> Read = namesRead(Kernel, Spec);
  if (Error E = checkOwnSizesRead(Kernel, Spec, Read))
    return std::move(E);

  // Every scalar without a value is named before a global size over them
  // (`--global n`) names only the first. Without a global size, its own
  // message (with an example) comes first, and resolveGlobal returns it.
  if (!Spec.Global.empty())
    if (Error E = checkScalarsGiven(Sig, Spec, Ctx))
      return std::move(E);
  ProblemInstance P;
  StatusOr<std::vector<uint64_t>> G = resolveGlobal(Spec, Ctx, globalExamples(Kernel, Sig));
  if (!G.ok())
    return makeError(G.message());
  StatusOr<std::vector<uint64_t>> L = resolveLocal(Spec, Ctx, *G);
  if (!L.ok())
    return makeError(L.message());
  P.Global = *G;
  P.Local = *L;
  // Only what the kernel reads defines its problem (and its database key):
  // a command-line size of another kernel of the file is left out.
  P.Sizes = sizeEnv(Spec);
  for (auto It = P.Sizes.begin(); It != P.Sizes.end();)
    It = Read.count(It->first) ? std::next(It) : P.Sizes.erase(It);

  // Scalars first: buffer lengths and the analysis's extents depend on them.
  std::map<std::string, std::string> ScalarText;
  std::map<std::string, int64_t> IntScalars;
  if (Error E = resolveScalars(Sig, Spec, Ctx, P, ScalarText, IntScalars))
    return std::move(E);
  Expected<std::map<std::string, uint64_t>> Lengths =
      bufferLengths(Sig, Spec, Ctx, Kernel, IntScalars, P);
  if (!Lengths)
    return Lengths.takeError();

  const std::map<std::string, IndexUse> &IndexBuffers = Kernel.IndexUses;
  std::vector<const KernelParam *> MissingData;
  for (const KernelParam &A : Sig) {
    KernelArg K;
    K.Name = A.Name;
    K.Kind = A.Kind;
    K.Type = A.HostType;
    if (A.Kind == ArgKind::Scalar) {
      K.Value = ScalarText[A.Name];
      P.Args.push_back(K);
      continue;
    }
    // A length near the 64-bit limit must be an error here: wrapped, the
    // byte count would be small and the kernel would run past its buffer.
    std::optional<uint64_t> Elems = checkedMulUInt64((*Lengths)[A.Name], A.Lanes);
    std::optional<uint64_t> Bytes =
        Elems ? checkedMulUInt64(*Elems, elemTypeSize(A.HostType)) : std::nullopt;
    if (!Bytes)
      return makeError("buffer '" + A.Name + "' of kernel '" + Ctx.Kernel + "' would hold " +
                       Twine((*Lengths)[A.Name]) + " elements of " + A.ElementType.str() +
                       ": more bytes than a 64-bit size can count; check the problem sizes");
    if (A.Kind == ArgKind::Local) {
      K.LocalBytes = *Bytes;
      P.Args.push_back(K);
      continue;
    }
    K.Count = *Elems;
    // Whatever is not const may be written: compare it, restore it.
    K.Check = !A.IsConstQualified;
    if (Error E = initBufferData(K, A, Spec, IndexBuffers, *Lengths, Ctx, MissingData))
      return std::move(E);
    P.Args.push_back(K);
  }
  if (MissingData.size() == 1)
    return missingIndexData(*MissingData.front(), Ctx);
  if (!MissingData.empty())
    return missingIndexData(MissingData, Ctx);
  return P;
}
