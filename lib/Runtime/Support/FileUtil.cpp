//===- FileUtil.cpp - Whole-file reads -----------------------------------===//

#include "YamlSupport.h"
#include "clopt/Runtime/Support/SafeFile.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace clopt;

StatusOr<std::string> yaml::readWholeFile(const std::string &Path) {
  if (Status S = checkReadableFile(Path); !S.ok())
    return S;
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": " + std::strerror(errno));
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}
