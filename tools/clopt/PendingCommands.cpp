//===- PendingCommands.cpp - Subcommands not built yet --------------------===//
// Temporary: each entry moves to its own file when its issue lands.

#include "Options.h"

using namespace llvm;
namespace clopt {
namespace tool {
cl::SubCommand VerifyCmd(
    "verify", "Run the original and a rewritten kernel and compare outputs");
cl::SubCommand DevicesCmd("devices", "List OpenCL platforms and devices");
int runVerify() { return fail("'verify' is not available in this build"); }
int runDevices() { return fail("'devices' is not available in this build"); }
int runTune() { return fail("tuning is not available in this build"); }
} // namespace tool
} // namespace clopt
