//===- Version.cpp - clopt's version --------------------------------------===//

#include "clopt/Runtime/Support/Version.h"

#ifndef CLOPT_VERSION_STRING
#error "CLOPT_VERSION_STRING must be defined by the build"
#endif

const char *clopt::cloptVersion() { return CLOPT_VERSION_STRING; }
