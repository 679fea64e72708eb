//===- TempDir.h - A scratch directory for unit tests -----------*- C++ -*-===//
//
// A fresh directory (unpredictable name, mode 0700) removed with everything
// in it afterwards, plus whole-file read and write helpers that bypass
// clopt's own writers, so tests can plant files the code under test must
// cope with.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TEST_UNIT_TEMPDIR_H
#define CLOPT_TEST_UNIT_TEMPDIR_H

#include "clopt/Runtime/Support/SafeFile.h"

#include <algorithm>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace clopt::test {

class TempDir {
public:
  explicit TempDir(const std::string &Stem = "clopt-unit-test") {
    StatusOr<std::string> D = makeTempDirectory(Stem);
    Path = D.ok() ? *D : "";
  }
  ~TempDir() { removeTree(Path); }
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;

  std::string operator/(const std::string &Name) const { return Path + "/" + Name; }
  /// The names in the directory, sorted.
  std::vector<std::string> files() const {
    std::vector<std::string> Names;
    if (DIR *D = opendir(Path.c_str())) {
      while (dirent *E = readdir(D))
        if (std::string(E->d_name) != "." && std::string(E->d_name) != "..")
          Names.push_back(E->d_name);
      closedir(D);
    }
    std::sort(Names.begin(), Names.end());
    return Names;
  }
  std::string Path;

private:
  /// Removes P; a link is removed, never followed.
  static void removeTree(const std::string &P) {
    if (P.empty())
      return;
    struct stat St;
    if (lstat(P.c_str(), &St) == 0 && S_ISDIR(St.st_mode)) {
      if (DIR *D = opendir(P.c_str())) {
        while (dirent *E = readdir(D)) {
          std::string N = E->d_name;
          if (N != "." && N != "..")
            removeTree(P + "/" + N);
        }
        closedir(D);
      }
      rmdir(P.c_str());
      return;
    }
    unlink(P.c_str());
  }
};

inline std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::ostringstream S;
  S << In.rdbuf();
  return S.str();
}

/// Writes Path directly (no temporary, no checks).
inline void writePlain(const std::string &Path, const std::string &Text) {
  std::ofstream(Path, std::ios::binary) << Text;
}

} // namespace clopt::test

#endif // CLOPT_TEST_UNIT_TEMPDIR_H
