//===- Options.h - Options shared by clopt's subcommands --------*- C++ -*-===//
#ifndef CLOPT_TOOLS_OPTIONS_H
#define CLOPT_TOOLS_OPTIONS_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Runtime/Support/DeviceInfo.h"
#include "llvm/Support/CommandLine.h"

namespace clopt {
namespace tool {

extern llvm::cl::OptionCategory Category;

/// The parser of every string option but the input file: an empty value
/// (`--db "$DB"` with DB unset in a build script) is an error, not "not
/// given", which would fall back to a default the user did not choose.
class NonEmptyParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             std::string &Value);
};
using StringOption = llvm::cl::opt<std::string, false, NonEmptyParser>;

/// The parser of every floating-point option: llvm::cl reads an empty value
/// as 0 (`--min-speedup=` took the slowest variant) and accepts `inf` and
/// `nan`, which no option means and which would be stored as claims.
class FiniteNumberParser : public llvm::cl::parser<double> {
public:
  using llvm::cl::parser<double>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             double &Value);
};
using NumberOption = llvm::cl::opt<double, false, FiniteNumberParser>;

// Each subcommand is defined in its command's file, before the options that
// name it: static constructors run in definition order only within a file.
extern llvm::cl::SubCommand AnalyzeCmd;
extern llvm::cl::SubCommand RewriteCmd;
extern llvm::cl::SubCommand VerifyCmd;
extern llvm::cl::SubCommand DevicesCmd;

/// -D, -I and -cl-std, as given on the command line.
FrontendOptions frontendOptions();

/// --device / --platform as given (DevicesCommand.cpp).
llvm::Expected<DeviceSelector> deviceSelector();
/// The clopt-worker executable: $CLOPT_WORKER, else next to clopt.
std::string workerPath();
/// Every device, as the worker reports them.
llvm::Expected<std::vector<DeviceInfo>> listDevices();

/// Each subcommand's entry point; returns the process exit code.
int runAnalyze();
int runRewrite();
int runVerify();
int runDevices();
int runTune();

/// clopt's exit codes (docs/user-guide.md, "Exit codes").
enum ExitCode : int {
  ExitSuccess = 0,
  ExitInput = 1,  ///< bad file, bad spec, no database entry
  ExitUsage = 2,  ///< unknown option, bad option value
  ExitDevice = 3, ///< no device, worker failure
  /// Standard output could not take the result: a closed pipe (LLVM's
  /// SIGPIPE handler exits so), a closed descriptor, a full disk (EX_IOERR).
  ExitOutput = 74,
  /// A search stopped by Ctrl-C, SIGTERM or SIGHUP: the best verified variant was
  /// written, not stored; not success, so a build does not take the output
  /// for a finished one (128 + SIGINT, as a shell reports it).
  ExitInterrupted = 130,
};

/// Prints "clopt: error: MSG" and returns ExitUsage.
int usageError(const llvm::Twine &Msg);
/// Prints "clopt: error: MSG" and returns ExitDevice for a DeviceError,
/// else ExitInput (for `return fail(...)`).
/// With Private given, every mention of it in the message reads Shown (a
/// private copy of standard input is named `<stdin>`).
int fail(llvm::Error E, llvm::StringRef Private = "", llvm::StringRef Shown = "");
int fail(const llvm::Twine &Msg);

} // namespace tool
} // namespace clopt

#endif
