//===- clopt.cpp - The clopt command-line driver ---------------------------===//
//
// clopt FILE.cl -o OUT.cl --device N      tune (the default subcommand)
// clopt analyze FILE.cl                   print the kernel model
// clopt rewrite FILE.cl --set P.X=V       apply passes with fixed parameters
// clopt verify FILE.cl --set P.X=V        check a rewrite on a device
// clopt devices                           list OpenCL devices
//
// The driver only parses options and calls the libraries.
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "llvm/ADT/Statistic.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Tuner/Tuner.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <cmath>
#include <cstdlib>
#include <signal.h>
#include <unistd.h>

using namespace llvm;

namespace clopt {
namespace tool {

cl::OptionCategory Category("clopt options");

static cl::list<std::string> Defines("D", cl::Prefix,
                                     cl::desc("Define a macro (-DNAME=VALUE)"),
                                     cl::value_desc("macro"), cl::cat(Category),
                                     cl::sub(cl::SubCommand::getAll()));
static cl::list<std::string> Includes("I", cl::Prefix,
                                      cl::desc("Add an include directory"),
                                      cl::value_desc("dir"), cl::cat(Category),
                                      cl::sub(cl::SubCommand::getAll()));
static StringOption ClStd("cl-std",
                                  cl::desc("OpenCL C version (default CL1.2)"),
                                  cl::init("CL1.2"), cl::cat(Category),
                                  cl::sub(cl::SubCommand::getAll()));

FrontendOptions frontendOptions() {
  FrontendOptions Opts;
  Opts.ClStd = ClStd;
  Opts.Defines.assign(Defines.begin(), Defines.end());
  Opts.IncludeDirs.assign(Includes.begin(), Includes.end());
  return Opts;
}

int fail(const Twine &Msg) {
  WithColor::error(errs(), "clopt") << Msg << "\n";
  return 1;
}

bool NonEmptyParser::parse(cl::Option &O, StringRef ArgName, StringRef Arg,
                           std::string &Value) {
  if (Arg.empty())
    return O.error("needs a non-empty value");
  Value = Arg.str();
  return false;
}

bool FiniteNumberParser::parse(cl::Option &O, StringRef ArgName, StringRef Arg,
                               double &Value) {
  if (Arg.empty())
    return O.error("needs a non-empty value");
  if (cl::parser<double>::parse(O, ArgName, Arg, Value))
    return true;
  if (!std::isfinite(Value))
    return O.error("'" + Arg + "' is not a finite number");
  // 1e-400 underflows to 0, a value the user did not give (0 asks for no
  // speedup at all).
  StringRef Mantissa = Arg.take_until([](char C) { return C == 'e' || C == 'E'; });
  if (Value == 0 && Mantissa.find_first_of("123456789") != StringRef::npos)
    return O.error("'" + Arg + "' is too close to 0 to be represented (it would be read as 0)");
  return false;
}

int usageError(const Twine &Msg) {
  WithColor::error(errs(), "clopt") << Msg << "\n";
  return ExitUsage;
}

int fail(Error E, StringRef Private, StringRef Shown) {
  int Code = E.isA<DeviceError>() ? ExitDevice : ExitInput;
  std::string Message = toString(std::move(E));
  for (size_t At = 0; !Private.empty() && (At = Message.find(Private, At)) != std::string::npos;
       At += Shown.size())
    Message.replace(At, Private.size(), Shown.str());
  WithColor::error(errs(), "clopt") << Message << "\n";
  return Code;
}

} // namespace tool
} // namespace clopt

static int runCommand() {
  using namespace clopt::tool;
  if (AnalyzeCmd)
    return runAnalyze();
  if (RewriteCmd)
    return runRewrite();
  if (VerifyCmd)
    return runVerify();
  if (DevicesCmd)
    return runDevices();
  return runTune();
}

/// The analysis and the passes walk a kernel recursively, a few frames per
/// nesting level of its source (the front end refuses deeper than 2000
/// levels), and a sanitizer build's frames are several times larger than a
/// release build's: 8 MiB is not enough for the deepest kernel clopt
/// accepts. Like clang's cc1, the command runs on a thread with a large
/// stack, reserved but committed only as it is used.
static constexpr unsigned CommandStackSize = 512u << 20;

/// LLVM's own `-stats` and `-stats-json` options. clopt's counters are
/// ALWAYS_ENABLED_STATISTICs, but Debian's LLVM is built without statistics:
/// left to itself, it answers -stats at exit with "Statistics are disabled"
/// and prints nothing. clopt shows the options in its help (for every
/// subcommand), enables collection itself, prints the counters, and clears
/// the flag so that LLVM prints nothing more at exit.
namespace {
struct StatsOptions {
  cl::Option *Stats = nullptr;
  cl::Option *Json = nullptr;

  void claim(cl::OptionCategory &Cat) {
    StringMap<cl::Option *> &Opts = cl::getRegisteredOptions();
    auto Find = [&](StringRef Name) -> cl::Option * {
      auto It = Opts.find(Name);
      return It == Opts.end() ? nullptr : It->second;
    };
    Stats = Find("stats");
    Json = Find("stats-json");
    for (cl::Option *O : {Stats, Json})
      if (O)
        everySubcommand(*O);
    if (Stats) {
      Stats->addCategory(Cat);
      Stats->setHiddenFlag(cl::NotHidden);
      Stats->setDescription("Print clopt's counters on exit (source parses, "
                            "nest builds, pipeline runs, emitted variants, "
                            "evaluations)");
    }
    if (Json) {
      Json->addCategory(Cat);
      Json->setHiddenFlag(cl::NotHidden);
      Json->setDescription("With --stats, print the counters as JSON");
    }
  }

  /// LLVM registers them for the top level only: `clopt rewrite --stats`
  /// would be an unknown argument.
  static void everySubcommand(cl::Option &O) {
    O.removeArgument();
    O.Subs.clear();
    O.addSubCommand(cl::SubCommand::getAll());
    O.addArgument();
  }

  bool requested() const { return Stats && Stats->getNumOccurrences() > 0; }

  /// Collects from now on; LLVM's exit-time printer stays quiet.
  void start() {
    if (!requested())
      return;
    EnableStatistics(/*DoPrintOnExit=*/false);
    Stats->addOccurrence(0, "stats", "false");
  }

  void print() const {
    if (!requested())
      return;
    if (Json && Json->getNumOccurrences() > 0)
      PrintStatisticsJSON(errs());
    else
      PrintStatistics(errs());
  }
};
} // namespace

static void printVersion(raw_ostream &OS) {
  OS << "clopt " << clopt::cloptVersion() << " (LLVM " << LLVM_VERSION_STRING << ")\n";
}

/// An option's name as written on the command line: -o, --db.
static std::string dashed(StringRef Name) {
  return (Name.size() > 1 ? "--" : "-") + Name.str();
}

/// The tune command's options live in the top-level subcommand, and LLVM's
/// parser also accepts them after another subcommand's name; a subcommand
/// that does not use an option rejects it instead of ignoring it.
static int rejectForeignOptions() {
  cl::SubCommand *Chosen = nullptr;
  for (cl::SubCommand *S : cl::getRegisteredSubcommands())
    if (S != &cl::SubCommand::getTopLevel() && *S)
      Chosen = S;
  if (!Chosen)
    return 0;
  for (auto &[Name, O] : cl::getRegisteredOptions(cl::SubCommand::getTopLevel())) {
    if (O->getNumOccurrences() == 0 || O->Subs.count(&cl::SubCommand::getAll()) ||
        O->Subs.count(Chosen))
      continue;
    return clopt::tool::usageError("option '" + dashed(Name) + "' does not apply to 'clopt " +
                                   Chosen->getName().str() + "' (clopt help " +
                                   Chosen->getName().str() + " lists its options)");
  }
  return 0;
}

/// LLVM lets a later occurrence of a one-value option replace an earlier
/// one: `-o a.cl -o b.cl`, or a build rule's --db overridden by another in
/// the options appended to it, would silently use the last. Such an option
/// given twice is an error; lists (-D, --size) and flags may repeat.
static int rejectRepeatedValues() {
  for (cl::SubCommand *S : cl::getRegisteredSubcommands()) {
    if (S != &cl::SubCommand::getTopLevel() && !*S)
      continue;
    for (auto &[Name, O] : cl::getRegisteredOptions(*S))
      if (O->getNumOccurrences() > 1 && O->getNumOccurrencesFlag() == cl::Optional &&
          O->getValueExpectedFlag() == cl::ValueRequired && !O->isPositional())
        return clopt::tool::usageError("option '" + dashed(O->ArgStr) + "' given " +
                                       std::to_string(O->getNumOccurrences()) +
                                       " times; give it once");
  }
  return 0;
}

static bool isCommandName(StringRef Name) {
  return llvm::any_of(cl::getRegisteredSubcommands(), [&](cl::SubCommand *S) {
    return S != &cl::SubCommand::getTopLevel() && S->getName() == Name;
  });
}

/// `clopt help [COMMAND]` is `clopt [COMMAND] --help`.
static std::vector<const char *> expandHelp(int argc, char **argv) {
  std::vector<const char *> Args(argv, argv + argc);
  if (Args.size() >= 2 && StringRef(Args[1]) == "help") {
    Args.erase(Args.begin() + 1);
    Args.push_back("--help");
  }
  return Args;
}

/// The signals ignored when clopt starts (nohup's SIGHUP, the SIGINT of a
/// background job in a non-interactive shell) stay ignored: LLVM installs
/// its handlers over them, and a terminal hang-up would then stop a search
/// started under nohup.
static std::vector<int> ignoredSignals() {
  std::vector<int> Ignored;
  for (int Signal : {SIGHUP, SIGINT, SIGTERM}) {
    struct sigaction Action;
    if (sigaction(Signal, nullptr, &Action) == 0 && Action.sa_handler == SIG_IGN)
      Ignored.push_back(Signal);
  }
  return Ignored;
}

/// Runs at exit, also the exit cl::opt takes after --help and --version:
/// standard output that could not take the result (closed, a full disk) is
/// an error with clopt's exit code, not LLVM's fatal "IO failure on output
/// stream" when outs() is destroyed.
static void checkStandardOutput() {
  raw_fd_ostream &Out = outs();
  Out.flush();
  if (!Out.has_error())
    return;
  std::error_code EC = Out.error();
  Out.clear_error();
  errs() << "clopt: error: cannot write the result to standard output: " << EC.message()
         << "\n";
  errs().flush();
  _exit(clopt::tool::ExitOutput);
}

int main(int argc, char **argv) {
  std::vector<int> Ignored = ignoredSignals();
  InitLLVM X(argc, argv);
  // outs() is made before the handler is registered, so it is destroyed
  // after the handler ran.
  (void)outs();
  std::atexit(checkStandardOutput);
  for (int Signal : Ignored)
    signal(Signal, SIG_IGN);
  using namespace clopt::tool;
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter(printVersion);
  StatsOptions Stats;
  Stats.claim(Category);
  if (argc >= 3 && StringRef(argv[1]) == "help" && !StringRef(argv[2]).starts_with("-") &&
      !isCommandName(argv[2]))
    return usageError("no command '" + std::string(argv[2]) +
                      "' ('clopt help' lists the commands)");
  std::vector<const char *> Args = expandHelp(argc, argv);
  if (!cl::ParseCommandLineOptions(static_cast<int>(Args.size()), Args.data(),
                                   "clopt: tune OpenCL C kernels for a device\n",
                                   &errs()))
    return ExitUsage;
  if (int Status = rejectForeignOptions())
    return Status;
  if (int Status = rejectRepeatedValues())
    return Status;
  Stats.start();
  int Status = 1;
  llvm::thread Command(std::optional<unsigned>(CommandStackSize),
                       [&Status] { Status = runCommand(); });
  Command.join();
  Stats.print();
  return Status;
}
