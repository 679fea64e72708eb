//===- Frontend.cpp - Parse OpenCL C sources with clang -------------------===//

#include "clopt/Analysis/Frontend.h"
#include "clopt/Runtime/Support/SafeFile.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Stack.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#if LLVM_ADDRESS_SANITIZER_BUILD
#include <sanitizer/lsan_interface.h>
#endif

using namespace clang;
using namespace llvm;

namespace {
/// clang's opencl-c-base.h, embedded at build time.
const char EmbeddedOpenCLBaseHeader[] =
#include "OpenCLBaseHeader.inc"
    ;

/// A resource directory that exists only in the in-memory file system the
/// parser sees; its include/ holds the embedded header.
constexpr const char *VirtualResourceDir = "/clopt-virtual-resource";

/// Prints nothing, but keeps the first error: when a pass's output does not
/// parse, the remark says why (e.g. clang's fatal "bracket nesting level
/// exceeded maximum of 256", which no error count shows).
class FirstErrorConsumer : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level L,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < DiagnosticsEngine::Error || !First.empty())
      return;
    SmallString<128> Msg;
    Info.FormatDiagnostic(Msg);
    First = Msg.str().str();
  }
  std::string First;
};
} // namespace

clopt::ParsedSource::ParsedSource(std::unique_ptr<ASTUnit> AST, std::string Path,
                                  std::string Code)
    : AST(std::move(AST)), Path(std::move(Path)), Code(std::move(Code)) {}

std::vector<const FunctionDecl *> clopt::ParsedSource::kernels() const {
  std::vector<const FunctionDecl *> Kernels;
  const SourceManager &SM = AST->getSourceManager();
  for (const Decl *D : AST->getASTContext().getTranslationUnitDecl()->decls()) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->hasAttr<OpenCLKernelAttr>() || !FD->doesThisDeclarationHaveABody())
      continue;
    if (!SM.isWrittenInMainFile(SM.getExpansionLoc(FD->getLocation())))
      continue;
    Kernels.push_back(FD);
  }
  return Kernels;
}

const FunctionDecl *clopt::ParsedSource::findKernel(StringRef Name) const {
  for (const FunctionDecl *FD : kernels())
    if (FD->getName() == Name)
      return FD;
  return nullptr;
}

std::vector<std::string> clopt::ParsedSource::includedFiles() const {
  std::vector<std::string> Files;
  const SourceManager &SM = AST->getSourceManager();
  for (auto It = SM.fileinfo_begin(), End = SM.fileinfo_end(); It != End; ++It) {
    StringRef Name = It->first.getName();
    if (Name != Path && !Name.starts_with(VirtualResourceDir) &&
        sys::fs::exists(Name))
      Files.push_back(Name.str());
  }
  llvm::sort(Files);
  return Files;
}

/// The -cl-std values clang accepts for OpenCL C (not C++ for OpenCL, which
/// clopt does not analyse).
static bool isOpenCLCStd(StringRef Std) {
  return StringRef(Std).lower() == "cl" ||
         is_contained({"cl1.0", "cl1.1", "cl1.2", "cl2.0", "cl3.0"},
                      StringRef(Std).lower());
}

/// clang reports a bad driver option as a diagnostic of its own driver and
/// still parses the file with a default, so each option is checked here and
/// a bad one stops the command with an error.
static Error checkFrontendOptions(const clopt::FrontendOptions &Opts) {
  if (!isOpenCLCStd(Opts.ClStd))
    return createStringError(inconvertibleErrorCode(),
                             "invalid -cl-std value '%s' (valid: CL1.0, CL1.1, "
                             "CL1.2, CL2.0, CL3.0)",
                             Opts.ClStd.c_str());
  for (const std::string &D : Opts.Defines) {
    StringRef Name = StringRef(D).split('=').first;
    bool Ok = !Name.empty() && (isAlpha(Name[0]) || Name[0] == '_') &&
              all_of(Name, [](char C) { return isAlnum(C) || C == '_'; });
    if (!Ok)
      return createStringError(inconvertibleErrorCode(),
                               "invalid -D '%s' (expected -DNAME or -DNAME=VALUE)",
                               D.c_str());
  }
  for (const std::string &I : Opts.IncludeDirs)
    if (!sys::fs::is_directory(I))
      return createStringError(inconvertibleErrorCode(),
                               "-I %s: no such directory", I.c_str());
  return Error::success();
}

/// clang's parser recurses once per nesting level of an expression (10000
/// unary minuses overflow an 8 MiB stack) and has no limit of its own. A
/// level takes at least one character ("!!!!x") and costs clang up to about
/// 6 KiB of stack (measured with clang 19): the parser runs on a thread whose
/// stack grows with the input, reserved but not committed until used. The
/// cap covers 256 KiB of pure nesting.
static unsigned parserStackSize(size_t CodeSize) {
  constexpr uint64_t BytesPerChar = 8 << 10;
  constexpr uint64_t Min = 64 << 20, Max = 2ull << 30;
  return unsigned(std::clamp<uint64_t>(uint64_t(CodeSize) * BytesPerChar, Min,
                                       Max));
}

static std::vector<std::string> buildArgs(const clopt::FrontendOptions &Opts) {
  // An override for a clang with a different header layout.
  const char *ResourceDir = std::getenv("CLOPT_RESOURCE_DIR");
  std::vector<std::string> Args = {
      "-cl-std=" + Opts.ClStd,
      // OpenCL C whatever the file's name says (`k.ocl`, `k.cl.in`,
      // /dev/stdin): clang would otherwise guess from the extension.
      "-xcl",
      // spir64 gives the 64-bit size_t that every device clopt targets uses
      // for ids, and no host-specific builtins.
      "--target=spir64-unknown-unknown",
      std::string("-resource-dir=") + (ResourceDir ? ResourceDir : VirtualResourceDir),
      "-Wno-unused-value",
      // Clang 19's typo correction crashes on an undeclared name that it
      // corrects to the kernel itself in a pointer initializer (`float *p
      // = rowz;` in kernel `rows`, found by the fuzzer): no "did you
      // mean" in clopt's diagnostics, and no crash.
      "-fno-spell-checking",
  };
  for (const std::string &D : Opts.Defines)
    Args.push_back("-D" + D);
  for (const std::string &I : Opts.IncludeDirs)
    Args.push_back("-I" + I);
  return Args;
}

#define DEBUG_TYPE "clopt-frontend"
ALWAYS_ENABLED_STATISTIC(NumParses,
                         "Sources parsed by clang (inputs and checks of emitted code)");

Expected<std::unique_ptr<clopt::ParsedSource>>
clopt::parseOpenCLCode(StringRef Code, StringRef Name,
                       const FrontendOptions &Opts) {
  if (Error E = checkFrontendOptions(Opts))
    return std::move(E);
  ++NumParses;
  // The AST's source manager refers to the mapped contents without copying
  // them, and source text from the header (macro expansions such as
  // CLK_LOCAL_MEM_FENCE) is read long after parsing: the mapping lives as
  // long as the program.
  static const tooling::FileContentMappings Virtual = {
      {std::string(VirtualResourceDir) + "/include/opencl-c-base.h",
       std::string(EmbeddedOpenCLBaseHeader)}};
  FirstErrorConsumer Silent;
  std::unique_ptr<ASTUnit> AST;
  bool ClangCrashed = false;
  std::optional<unsigned> StackSize = parserStackSize(Code.size());
  // clang 19's Sema crashes on some invalid code (`(float4)(p)` with a
  // pointer p; a typo corrected to the kernel's name, see buildArgs): the
  // parse runs under a crash recovery context, as clang's own driver and
  // libclang run it, and a crash becomes an error about the input.
  CrashRecoveryContext::Enable();
  llvm::thread Parser(StackSize, [&] {
    // Lets Sema's runWithSufficientStackSpace see how much stack is left.
    clang::noteBottomOfStack();
#if LLVM_ADDRESS_SANITIZER_BUILD
    // A recovered crash leaves clang's objects behind by design (their
    // destructors never run); they are not leaks of clopt's.
    __lsan::ScopedDisabler ClangMayBeAbandoned;
#endif
    CrashRecoveryContext Recovery;
    ClangCrashed = !Recovery.RunSafely([&] {
      AST = tooling::buildASTFromCodeWithArgs(
          Code, buildArgs(Opts), Name, "clopt",
          std::make_shared<PCHContainerOperations>(),
          tooling::getClangStripDependencyFileAdjuster(), Virtual,
          Opts.PrintDiagnostics ? nullptr : &Silent);
    });
  });
  Parser.join();
  if (ClangCrashed)
    return createStringError(
        inconvertibleErrorCode(),
        "%s: clang crashed while parsing the file (a bug in clang, "
        "usually triggered by invalid code)%s%s",
        Name.str().c_str(), Silent.First.empty() ? "" : "; its first error: ",
        Silent.First.c_str());
  if (!AST)
    return createStringError(inconvertibleErrorCode(),
                             "%s: clang could not parse the file",
                             Name.str().c_str());
  DiagnosticsEngine &Diags = AST->getDiagnostics();
  if (Diags.hasErrorOccurred() || Diags.hasFatalErrorOccurred()) {
    unsigned N = Diags.getClient() ? Diags.getClient()->getNumErrors() : 0;
    if (!Opts.PrintDiagnostics && !Silent.First.empty())
      return createStringError(inconvertibleErrorCode(), "%s: error: %s",
                               Name.str().c_str(), Silent.First.c_str());
    return createStringError(inconvertibleErrorCode(),
                             "%s: %u error%s generated", Name.str().c_str(), N,
                             N == 1 ? "" : "s");
  }
  auto Parsed = std::make_unique<ParsedSource>(std::move(AST), Name.str(),
                                               Code.str());
  if (Parsed->kernels().empty())
    return createStringError(inconvertibleErrorCode(),
                             "%s: no __kernel function defined in this file",
                             Name.str().c_str());
  return std::move(Parsed);
}

Expected<std::unique_ptr<clopt::ParsedSource>>
clopt::parseOpenCLFile(StringRef Path, const FrontendOptions &Opts) {
  if (sys::fs::is_directory(Path))
    return createStringError(inconvertibleErrorCode(), "%s: is a directory",
                             Path.str().c_str());
  if (Status S = checkReadableFile(Path.str()); !S.ok())
    return createStringError(inconvertibleErrorCode(), S.message());
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createFileError(Path, Buf.getError());
  StringRef Code = (*Buf)->getBuffer();
  // A UTF-8 byte order mark (some Windows editors write one) is not program
  // text: kept, it would land after the header comment of every output,
  // where no OpenCL compiler accepts it, and hide a first-line pragma.
  Code.consume_front("\xEF\xBB\xBF");
  if (Code.trim().empty())
    return createStringError(inconvertibleErrorCode(), "%s: file is empty",
                             Path.str().c_str());
  // A NUL byte never occurs in program text; without this check clang prints
  // a diagnostic per stray byte of an executable or an image (over a
  // thousand lines) before it gives up. Invalid UTF-8 is left to clang.
  if (Code.contains('\0'))
    return createStringError(inconvertibleErrorCode(),
                             "%s: not an OpenCL C source file (binary data)",
                             Path.str().c_str());
  return parseOpenCLCode(Code, Path, Opts);
}
