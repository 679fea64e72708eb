//===- PendingCommands.cpp - Subcommands not built yet --------------------===//
// Temporary: each entry moves to its own file when its issue lands.

#include "Options.h"

using namespace llvm;
namespace clopt {
namespace tool {
int runTune() { return fail("tuning is not available in this build"); }
} // namespace tool
} // namespace clopt
