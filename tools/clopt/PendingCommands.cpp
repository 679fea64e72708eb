//===- PendingCommands.cpp - Subcommands not built yet --------------------===//
// Temporary: each entry moves to its own file when its issue lands.

#include "Options.h"

using namespace llvm;
namespace clopt {
namespace tool {
cl::SubCommand RewriteCmd("rewrite",
                          "Apply transform passes with fixed parameters");
int runRewrite() { return fail("'rewrite' is not available in this build"); }
int runTune() { return fail("tuning is not available in this build"); }
} // namespace tool
} // namespace clopt
