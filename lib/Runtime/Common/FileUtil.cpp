//===- FileUtil.cpp - Whole-file reads and atomic writes ------------------===//

#include "YamlSupport.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace clopt;

StatusOr<std::string> yaml::readWholeFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": " + std::strerror(errno));
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

Status yaml::writeFileAtomically(const std::string &Path, const std::string &Text) {
  // The pid keeps concurrent writers (parallel builds, two clopt processes)
  // off each other's temporary file; rename() makes the last one win whole.
  static std::atomic<unsigned> Counter{0};
  std::string Tmp = Path + ".tmp." + std::to_string(::getpid()) + "." +
                    std::to_string(Counter++);
  int Fd = ::open(Tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (Fd < 0)
    return Status::error(Tmp + ": " + std::strerror(errno));
  size_t Done = 0;
  while (Done < Text.size()) {
    ssize_t N = ::write(Fd, Text.data() + Done, Text.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0) {
      std::string Err = std::strerror(errno);
      ::close(Fd);
      ::unlink(Tmp.c_str());
      return Status::error(Tmp + ": " + Err);
    }
    Done += static_cast<size_t>(N);
  }
  if (::close(Fd) != 0 || ::rename(Tmp.c_str(), Path.c_str()) != 0) {
    std::string Err = std::strerror(errno);
    ::unlink(Tmp.c_str());
    return Status::error(Path + ": " + Err);
  }
  return Status::success();
}
