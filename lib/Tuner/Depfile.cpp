//===- Depfile.cpp - The files a tuned output was made from ---------------===//
//
// `clopt FILE.cl -o OUT.cl --depfile OUT.d` writes, in the Makefile syntax
// that Ninja and Make read (CMake's add_custom_command DEPFILE), every file
// OUT.cl depends on: the kernel, its FILE.cl.yaml, each header it includes,
// the tuning database (of a --no-tune run) and the --input data files. A
// build then re-runs clopt when any of them changes, and only then.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

#include "clopt/Runtime/Support/SafeFile.h"
#include "llvm/Support/FileSystem.h"
#include <set>

using namespace llvm;
using namespace clopt;

/// Path escaped for a Makefile rule (spaces, '#', '$').
static std::string escapeForMake(StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (C == ' ' || C == '#')
      Out += '\\';
    if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

bool clopt::isDepfileText(const std::string &Text) {
  StringRef First = StringRef(Text).split('\n').first.rtrim();
  return First.ends_with(":") || First.ends_with(": \\");
}

Error clopt::writeDepfile(const std::string &DepfilePath, const std::string &Target,
                          ParsedSource &Source, bool MainIsTemporary,
                          const std::vector<std::string> &Extra) {
  // Only files that exist on disk: the embedded OpenCL base header lives in
  // an in-memory file system, and a missing prerequisite would make every
  // build re-run clopt.
  std::set<std::string> Deps;
  auto Add = [&](StringRef Path) {
    if (!Path.empty() && sys::fs::exists(Path))
      Deps.insert(Path.str());
  };
  // A file removed after the run would make every build re-run clopt.
  if (!MainIsTemporary)
    Add(Source.getPath());
  for (const std::string &Header : Source.includedFiles())
    Add(Header);
  for (const std::string &P : Extra)
    Add(P);
  std::string Text = escapeForMake(Target) + ":";
  for (const std::string &D : Deps)
    Text += " \\\n  " + escapeForMake(D);
  Text += "\n";
  if (Status S = writeFileSafely(DepfilePath, Text); !S.ok())
    return createStringError(inconvertibleErrorCode(), S.message());
  return Error::success();
}
