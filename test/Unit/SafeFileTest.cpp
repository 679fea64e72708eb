//===- SafeFileTest.cpp - Replace a file whole, or not at all -------------===//

#include "clopt/Runtime/Support/SafeFile.h"
#include "TempDir.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <csignal>
#include <dirent.h>
#include <fstream>
#include <functional>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace clopt;

namespace {

using Dir = test::TempDir;
using test::readFile;
using test::writePlain;

mode_t modeOf(const std::string &Path) {
  struct stat St;
  return lstat(Path.c_str(), &St) == 0 ? St.st_mode : 0;
}

/// Write's status while files may grow to 8 bytes at most (a full disk),
/// SIGXFSZ ignored so that the write fails instead of killing the test.
Status withFullDisk(const std::function<Status()> &Write) {
  struct rlimit Old;
  if (getrlimit(RLIMIT_FSIZE, &Old) != 0)
    return Status::error("getrlimit failed");
  struct sigaction Ignore = {}, OldAction;
  Ignore.sa_handler = SIG_IGN;
  sigaction(SIGXFSZ, &Ignore, &OldAction);
  struct rlimit Small = Old;
  Small.rlim_cur = 8;
  if (setrlimit(RLIMIT_FSIZE, &Small) != 0)
    return Status::error("setrlimit failed");
  Status S = Write();
  setrlimit(RLIMIT_FSIZE, &Old);
  sigaction(SIGXFSZ, &OldAction, nullptr);
  return S;
}

} // namespace

TEST(SafeFileTest, CreatesAndReplacesRegularFiles) {
  Dir D;
  ASSERT_FALSE(D.Path.empty());
  ASSERT_TRUE(writeFileSafely(D / "out.cl", "one").ok());
  EXPECT_EQ(readFile(D / "out.cl"), "one");
  mode_t Mask = umask(0);
  umask(Mask);
  EXPECT_EQ(modeOf(D / "out.cl") & 07777, 0644u & ~Mask);

  // An existing file keeps its mode.
  chmod((D / "out.cl").c_str(), 0600);
  ASSERT_TRUE(writeFileSafely(D / "out.cl", "two").ok());
  EXPECT_EQ(readFile(D / "out.cl"), "two");
  EXPECT_EQ(modeOf(D / "out.cl") & 07777, 0600u);
  EXPECT_EQ(D.files(), std::vector<std::string>{"out.cl"});
}

TEST(SafeFileTest, RefusesDevices) {
  Status S = writeFileSafely("/dev/null", "x");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "/dev/null: is a device, not a regular file; clopt does not "
                         "write to it");
  EXPECT_TRUE(S_ISCHR(modeOf("/dev/null")));
}

TEST(SafeFileTest, RefusesDirectoriesAndFifos) {
  Dir D;
  mkdir((D / "sub").c_str(), 0755);
  Status S = writeFileSafely(D / "sub", "x");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("sub: is a directory"), std::string::npos) << S.message();
  EXPECT_TRUE(S_ISDIR(modeOf(D / "sub")));

  ASSERT_EQ(mkfifo((D / "fifo").c_str(), 0644), 0);
  S = writeFileSafely(D / "fifo", "x");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("fifo: is a FIFO"), std::string::npos) << S.message();
  EXPECT_TRUE(S_ISFIFO(modeOf(D / "fifo")));
  EXPECT_EQ(D.files(), (std::vector<std::string>{"fifo", "sub"}));
}

TEST(SafeFileTest, RefusesReadOnlyFilesEvenAsRoot) {
  Dir D;
  writePlain(D / "db.yaml", "old");
  chmod((D / "db.yaml").c_str(), 0444);
  Status S = writeFileSafely(D / "db.yaml", "new");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("db.yaml: is read-only (mode 0444)"), std::string::npos)
      << S.message();
  EXPECT_EQ(readFile(D / "db.yaml"), "old");
  EXPECT_EQ(modeOf(D / "db.yaml") & 07777, 0444u);
  EXPECT_EQ(D.files(), std::vector<std::string>{"db.yaml"});
}

TEST(SafeFileTest, WritesThroughSymlinks) {
  Dir D;
  mkdir((D / "real").c_str(), 0755);
  writePlain(D / "real/db.yaml", "old");
  ASSERT_EQ(symlink("real/db.yaml", (D / "link.yaml").c_str()), 0);
  ASSERT_TRUE(writeFileSafely(D / "link.yaml", "new").ok());
  EXPECT_TRUE(S_ISLNK(modeOf(D / "link.yaml")));
  EXPECT_EQ(readFile(D / "real/db.yaml"), "new");
  StatusOr<std::string> R = resolveOutputPath(D / "link.yaml");
  ASSERT_TRUE(R.ok());
  EXPECT_EQ(*R, D / "real/db.yaml");

  // A dangling link: its target is created.
  ASSERT_EQ(symlink("real/new.yaml", (D / "dangling").c_str()), 0);
  ASSERT_TRUE(writeFileSafely(D / "dangling", "created").ok());
  EXPECT_EQ(readFile(D / "real/new.yaml"), "created");

  // A link to a device is refused like the device.
  ASSERT_EQ(symlink("/dev/null", (D / "null").c_str()), 0);
  EXPECT_FALSE(writeFileSafely(D / "null", "x").ok());
  EXPECT_TRUE(S_ISLNK(modeOf(D / "null")));

  ASSERT_EQ(symlink("loop", (D / "loop").c_str()), 0);
  Status S = writeFileSafely(D / "loop", "x");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("too many levels of symbolic links"), std::string::npos);
}

// A full disk, simulated with RLIMIT_FSIZE (which binds root too): the
// write fails part way, and the old contents must survive it.
TEST(SafeFileTest, FailedWriteLeavesTheOldFileIntact) {
  Dir D;
  writePlain(D / "out.cl", "the old, complete output");
  Status S = withFullDisk([&] { return writeFileSafely(D / "out.cl", std::string(4096, 'x')); });
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("the file is unchanged"), std::string::npos) << S.message();
  EXPECT_EQ(readFile(D / "out.cl"), "the old, complete output");
  EXPECT_EQ(D.files(), std::vector<std::string>{"out.cl"}); // no temporary left
}

// A tuned kernel and its sidecar are written together: when the second
// cannot be written (a full disk), the first keeps its old contents too, so
// that no kernel is left beside the sidecar of another build.
TEST(SafeFileTest, FilesWrittenTogetherAreAllOrNothing) {
  Dir D;
  writePlain(D / "out.cl", "old kernel");
  writePlain(D / "out.cl.yaml", "old sidecar");
  Status S = withFullDisk([&] {
    return writeFilesSafely(
        {{D / "out.cl", "new"}, {D / "out.cl.yaml", std::string(4096, 'x')}});
  });
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(readFile(D / "out.cl"), "old kernel");
  EXPECT_EQ(readFile(D / "out.cl.yaml"), "old sidecar");
  EXPECT_EQ(D.files(), (std::vector<std::string>{"out.cl", "out.cl.yaml"}));

  ASSERT_TRUE(writeFilesSafely({{D / "out.cl", "new"}, {D / "out.cl.yaml", "side"}}).ok());
  EXPECT_EQ(readFile(D / "out.cl"), "new");
  EXPECT_EQ(readFile(D / "out.cl.yaml"), "side");
}

// Links planted where a predictable writer would put its temporary file
// must not be followed (the temporary's name is random, and it is created
// with O_EXCL|O_NOFOLLOW).
TEST(SafeFileTest, PlantedLinksAreNotFollowed) {
  Dir D;
  writePlain(D / "victim", "precious");
  std::vector<std::string> Planted;
  for (const std::string &Name :
       std::vector<std::string>{"out.cl.tmp", ".out.cl.tmp",
                                "out.cl.tmp." + std::to_string(getpid()) + ".0",
                                "out.cl.tmp." + std::to_string(getpid())}) {
    ASSERT_EQ(symlink((D / "victim").c_str(), (D / Name).c_str()), 0);
    Planted.push_back(Name);
  }
  ASSERT_TRUE(writeFileSafely(D / "out.cl", "output").ok());
  EXPECT_EQ(readFile(D / "victim"), "precious");
  EXPECT_EQ(readFile(D / "out.cl"), "output");
  for (const std::string &Name : Planted)
    EXPECT_TRUE(S_ISLNK(modeOf(D / Name)));
  EXPECT_EQ(D.files().size(), Planted.size() + 2);
}

TEST(SafeFileTest, LockFilesAreRegularFilesNeverLinks) {
  Dir D;
  StatusOr<int> Fd = openLockFile(D / "db.yaml.lock");
  ASSERT_TRUE(Fd.ok()) << Fd.message();
  close(*Fd);
  EXPECT_TRUE(S_ISREG(modeOf(D / "db.yaml.lock")));

  writePlain(D / "victim", "precious");
  ASSERT_EQ(symlink((D / "victim").c_str(), (D / "other.lock").c_str()), 0);
  StatusOr<int> Linked = openLockFile(D / "other.lock");
  ASSERT_FALSE(Linked.ok());
  EXPECT_NE(Linked.message().find("is a symbolic link"), std::string::npos);
  EXPECT_FALSE(openLockFile("/dev/null").ok());
}

TEST(SafeFileTest, TemporaryDirectoriesArePrivateAndUnpredictable) {
  Dir D;
  StatusOr<std::string> A = makeTempDirectory("clopt-tune", D.Path);
  StatusOr<std::string> B = makeTempDirectory("clopt-tune", D.Path);
  ASSERT_TRUE(A.ok() && B.ok());
  EXPECT_NE(*A, *B);
  EXPECT_EQ(A->rfind(D / "clopt-tune-", 0), 0u);
  EXPECT_EQ(modeOf(*A) & 07777, 0700u);
}
