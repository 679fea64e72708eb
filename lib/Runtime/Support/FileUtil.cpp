//===- FileUtil.cpp - Whole-file reads -----------------------------------===//

#include "YamlSupport.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace clopt;

StatusOr<std::string> yaml::readWholeFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": " + std::strerror(errno));
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}
