//===- SafeFile.cpp - Replace a file whole, or not at all -----------------===//

#include "clopt/Runtime/Support/SafeFile.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <linux/fs.h>
#include <sstream>
#include <sys/ioctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace clopt;

static std::string errnoText(int Err = errno) { return std::strerror(Err); }

static std::string dirOf(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  if (Slash == std::string::npos)
    return ".";
  return Slash == 0 ? "/" : Path.substr(0, Slash);
}

static std::string baseOf(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? Path : Path.substr(Slash + 1);
}

/// Whether the mode bits let this user write the file. access() is no use:
/// it says yes to root for any file, and a read-only file marks one the
/// user asked to keep.
static bool modeAllowsWrite(const struct stat &St) {
  uid_t Uid = ::geteuid();
  if (Uid == 0)
    return St.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH);
  if (St.st_uid == Uid)
    return St.st_mode & S_IWUSR;
  bool InGroup = St.st_gid == ::getegid();
  int N = ::getgroups(0, nullptr);
  std::vector<gid_t> Groups(N > 0 ? N : 0);
  if (N > 0 && ::getgroups(N, Groups.data()) == N)
    for (gid_t G : Groups)
      InGroup = InGroup || G == St.st_gid;
  return St.st_mode & (InGroup ? S_IWGRP : S_IWOTH);
}

static const char *kindOf(mode_t M) {
  if (S_ISDIR(M))
    return "a directory";
  if (S_ISCHR(M) || S_ISBLK(M))
    return "a device";
  if (S_ISFIFO(M))
    return "a FIFO";
  if (S_ISSOCK(M))
    return "a socket";
  return "not a regular file";
}

/// Whether the existing regular file Path is immutable or append-only
/// (chattr +i, +a): a rename over it fails, and that must be known before
/// the search, and before the first rename of files written together.
static bool isImmutable(const std::string &Path) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return false;
  int Flags = 0;
  bool Fixed = ::ioctl(Fd, FS_IOC_GETFLAGS, &Flags) == 0 &&
               (Flags & (FS_IMMUTABLE_FL | FS_APPEND_FL));
  ::close(Fd);
  return Fixed;
}

/// An error when the existing file St at Path must not be replaced.
static Status checkReplaceable(const std::string &Path, const struct stat &St) {
  if (!S_ISREG(St.st_mode))
    return Status::error(Path + ": is " + kindOf(St.st_mode) +
                         ", not a regular file; clopt does not write to it");
  if (!modeAllowsWrite(St)) {
    char Mode[8];
    std::snprintf(Mode, sizeof(Mode), "%04o", unsigned(St.st_mode & 07777));
    return Status::error(Path + ": is read-only (mode " + Mode +
                         "); clopt does not replace it");
  }
  if (isImmutable(Path))
    return Status::error(Path + ": is immutable or append-only (chattr); clopt "
                                "cannot replace it");
  return Status::success();
}

Status clopt::checkReadableFile(const std::string &Path) {
  struct stat St;
  if (::stat(Path.c_str(), &St) != 0 || S_ISREG(St.st_mode) || S_ISDIR(St.st_mode))
    return Status::success(); // missing or a directory: the caller's open says so
  // /dev/null reads as empty at once (`--db /dev/null`: no database).
  struct stat Null;
  if (S_ISCHR(St.st_mode) && ::stat("/dev/null", &Null) == 0 && St.st_rdev == Null.st_rdev)
    return Status::success();
  return Status::error(Path + ": is not a regular file (a device, FIFO or socket); "
                              "clopt reads only regular files");
}

Status clopt::checkReplacesOwnOutput(const std::string &Path, const std::string &What,
                                     const std::function<bool(const std::string &)> &IsOwn,
                                     const std::string &OwnKind) {
  StatusOr<std::string> Target = resolveOutputPath(Path);
  if (!Target.ok())
    return Target.status();
  struct stat St;
  if (::stat(Target->c_str(), &St) != 0 || !S_ISREG(St.st_mode) || St.st_size == 0)
    return Status::success();
  // A file that cannot be read cannot be told to be clopt's: left alone too.
  std::ifstream In(*Target, std::ios::binary);
  std::ostringstream Text;
  if (In)
    Text << In.rdbuf();
  if (In && !In.bad() && IsOwn(Text.str()))
    return Status::success();
  return Status::error(What + " " + Path + ": the file exists and is not " + OwnKind +
                       "; clopt does not replace it (remove it, or choose another path)");
}

/// Whether Path lies in /dev itself or in /proc (/dev/stdout,
/// /proc/self/fd/1): no place for a file replaced by a rename, or for
/// OUT.cl.yaml beside it.
static bool inDeviceOrProcessDirectory(const std::string &Path) {
  char Buf[PATH_MAX];
  if (!::realpath(dirOf(Path).c_str(), Buf))
    return false;
  std::string_view Dir(Buf);
  return Dir == "/dev" || Dir == "/proc" || Dir.substr(0, 6) == "/proc/";
}

StatusOr<std::string> clopt::resolveOutputPath(const std::string &Path) {
  if (Path.empty())
    return Status::error("empty output path");
  std::string P = Path;
  // The kernel's own limit on links in one lookup.
  Status InSpecialDirectory =
      Status::error(Path + ": names a device or a process's descriptor; clopt "
                           "writes its outputs as files, each replaced whole "
                           "(-o - writes the kernel to standard output)");
  for (int Hops = 0; Hops < 40; ++Hops) {
    struct stat St;
    if (::lstat(P.c_str(), &St) != 0) {
      if (errno != ENOENT)
        return Status::error(P + ": " + errnoText());
      if (inDeviceOrProcessDirectory(P))
        return InSpecialDirectory;
      return P; // a new file (the directory is checked when it is created)
    }
    if (!S_ISLNK(St.st_mode)) {
      if (Status S = checkReplaceable(P, St); !S.ok())
        return S;
      return P;
    }
    if (inDeviceOrProcessDirectory(P))
      return InSpecialDirectory;
    std::vector<char> Buf(static_cast<size_t>(St.st_size > 0 ? St.st_size : 255) + 1);
    ssize_t N = ::readlink(P.c_str(), Buf.data(), Buf.size());
    if (N < 0 || static_cast<size_t>(N) >= Buf.size())
      return Status::error(P + ": cannot read symbolic link: " +
                           (N < 0 ? errnoText() : std::string("it changed")));
    std::string Target(Buf.data(), static_cast<size_t>(N));
    P = Target.front() == '/' ? Target : dirOf(P) + "/" + Target;
  }
  return Status::error(Path + ": too many levels of symbolic links");
}

/// Twelve characters from [a-zA-Z0-9]: 71 bits nobody can guess.
static std::string randomSuffix() {
  static const char Chars[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  unsigned char Bytes[12];
  size_t Got = 0;
  while (Got < sizeof(Bytes)) {
    ssize_t N = ::getrandom(Bytes + Got, sizeof(Bytes) - Got, 0);
    if (N > 0)
      Got += static_cast<size_t>(N);
    else if (errno != EINTR)
      std::abort(); // getrandom cannot fail once the kernel pool is ready
  }
  std::string S;
  for (unsigned char B : Bytes)
    S += Chars[B % (sizeof(Chars) - 1)];
  return S;
}

static bool writeAll(int Fd, std::string_view Data) {
  size_t Done = 0;
  while (Done < Data.size()) {
    ssize_t N = ::write(Fd, Data.data() + Done, Data.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0) {
      if (N == 0)
        errno = EIO;
      return false;
    }
    Done += static_cast<size_t>(N);
  }
  return true;
}

/// Creates a temporary file beside Target; Existing (if not null) gives the
/// mode and owner it gets.
static StatusOr<int> createTemporary(const std::string &Target,
                                     const struct stat *Existing,
                                     std::string &TmpPath) {
  std::string Stem = dirOf(Target) + "/." + baseOf(Target) + ".tmp-";
  for (int Try = 0; Try < 100; ++Try) {
    TmpPath = Stem + randomSuffix();
    // 0644 less the umask for a new file; an existing one's mode is copied
    // below, once nobody else can open the file.
    int Fd = ::open(TmpPath.c_str(),
                    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                    Existing ? 0600 : 0644);
    if (Fd < 0 && errno == EEXIST)
      continue;
    if (Fd < 0)
      return Status::error(Target + ": cannot create a temporary file in " +
                           dirOf(Target) + ": " + errnoText());
    if (Existing) {
      // Best effort: only root may give a file away; a user's own file
      // keeps its owner anyway.
      if (::fchown(Fd, Existing->st_uid, Existing->st_gid) != 0) {
      }
      if (::fchmod(Fd, Existing->st_mode & 07777) != 0) {
        int Err = errno;
        ::close(Fd);
        ::unlink(TmpPath.c_str());
        return Status::error(Target + ": " + errnoText(Err));
      }
    }
    return Fd;
  }
  return Status::error(Target + ": cannot create a temporary file in " +
                       dirOf(Target) + ": every name tried exists");
}

Status clopt::writeFileSafely(const std::string &Path, const std::string &Text) {
  return writeFileSafely(Path, std::vector<std::string_view>{Text}, Durability::Synced);
}

namespace {
/// A file written beside its target (steps 1-3 of the file comment), not
/// yet renamed over it.
struct PreparedFile {
  std::string Target, Tmp;
  bool Exists = false;
  Durability D = Durability::Synced;
};
} // namespace

static Status cannotWrite(const PreparedFile &F, int Err) {
  return Status::error(F.Target + ": cannot write: " + errnoText(Err) +
                       (F.Exists ? " (the file is unchanged)" : ""));
}

static StatusOr<PreparedFile> prepareFile(const std::string &Path,
                                          const std::vector<std::string_view> &Parts,
                                          Durability D) {
  StatusOr<std::string> Resolved = resolveOutputPath(Path);
  if (!Resolved.ok())
    return Resolved.status();
  PreparedFile F;
  F.Target = *Resolved;
  F.D = D;
  struct stat St;
  F.Exists = ::lstat(F.Target.c_str(), &St) == 0;
  StatusOr<int> Fd = createTemporary(F.Target, F.Exists ? &St : nullptr, F.Tmp);
  if (!Fd.ok())
    return Fd.status();
  bool Ok = true;
  for (std::string_view Part : Parts)
    Ok = Ok && writeAll(*Fd, Part);
  Ok = Ok && (D == Durability::Unsynced || ::fsync(*Fd) == 0);
  int Err = errno;
  if (::close(*Fd) != 0 && Ok) {
    Ok = false;
    Err = errno;
  }
  if (!Ok) {
    ::unlink(F.Tmp.c_str());
    return cannotWrite(F, Err);
  }
  return F;
}

/// The target checked again just before the rename: it may have changed
/// (into a link, a device, a read-only file) since it was resolved.
static Status recheckTarget(const PreparedFile &F) {
  struct stat Now;
  if (::lstat(F.Target.c_str(), &Now) != 0)
    return Status::success();
  return checkReplaceable(F.Target, Now);
}

static void removeTemporaries(const std::vector<PreparedFile> &Files, size_t From = 0) {
  for (size_t I = From; I < Files.size(); ++I)
    ::unlink(Files[I].Tmp.c_str());
}

/// Step 4: the temporary replaces the target, or is removed.
static Status commitFile(const PreparedFile &F) {
  if (Status S = recheckTarget(F); !S.ok()) {
    ::unlink(F.Tmp.c_str());
    return S;
  }
  if (::rename(F.Tmp.c_str(), F.Target.c_str()) != 0) {
    int Err = errno;
    ::unlink(F.Tmp.c_str());
    return cannotWrite(F, Err);
  }
  // The rename itself reaches the disk with the directory.
  int Dir = F.D == Durability::Unsynced
                ? -1
                : ::open(dirOf(F.Target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (Dir >= 0) {
    (void)::fsync(Dir);
    ::close(Dir);
  }
  return Status::success();
}

Status clopt::writeFileSafely(const std::string &Path,
                              const std::vector<std::string_view> &Parts, Durability D) {
  StatusOr<PreparedFile> F = prepareFile(Path, Parts, D);
  if (!F.ok())
    return F.status();
  return commitFile(*F);
}

Status clopt::writeFilesSafely(
    const std::vector<std::pair<std::string, std::string>> &Files) {
  std::vector<PreparedFile> Prepared;
  for (const auto &[Path, Text] : Files) {
    StatusOr<PreparedFile> F =
        prepareFile(Path, std::vector<std::string_view>{Text}, Durability::Synced);
    if (!F.ok()) {
      removeTemporaries(Prepared);
      return F.status();
    }
    Prepared.push_back(std::move(*F));
  }
  // Every target is checked again before the first rename, so that one
  // changed since it was resolved (into a link, a device, a read-only or
  // immutable file) leaves them all as they were. Only a rename that fails
  // after that (the disk gone) can leave the first replaced.
  for (const PreparedFile &F : Prepared)
    if (Status S = recheckTarget(F); !S.ok()) {
      removeTemporaries(Prepared);
      return S;
    }
  for (size_t I = 0; I < Prepared.size(); ++I)
    if (Status S = commitFile(Prepared[I]); !S.ok()) {
      removeTemporaries(Prepared, I + 1);
      return S;
    }
  return Status::success();
}

StatusOr<int> clopt::openLockFile(const std::string &Path) {
  int Fd = ::open(Path.c_str(),
                  O_RDWR | O_CREAT | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK | O_CLOEXEC,
                  0644);
  if (Fd < 0) {
    if (errno == ELOOP)
      return Status::error(Path + ": is a symbolic link; clopt does not "
                                  "follow links for its lock file");
    return Status::error(Path + ": cannot open lock file: " + errnoText());
  }
  struct stat St;
  if (::fstat(Fd, &St) != 0) {
    int Err = errno;
    ::close(Fd);
    return Status::error(Path + ": " + errnoText(Err));
  }
  if (!S_ISREG(St.st_mode)) {
    ::close(Fd);
    return Status::error(Path + ": is " + kindOf(St.st_mode) +
                         ", not a regular file; clopt does not use it as a lock file");
  }
  return Fd;
}

StatusOr<std::string> clopt::makeTempDirectory(const std::string &Prefix,
                                               const std::string &Parent) {
  std::string Dir = Parent;
  if (Dir.empty()) {
    const char *T = std::getenv("TMPDIR");
    Dir = T && *T ? T : "/tmp";
  }
  std::string Template = Dir + "/" + Prefix + "-XXXXXX";
  // mkdtemp: a name chosen at random and created with mkdir (mode 0700),
  // which fails rather than reuse anything already there.
  if (!::mkdtemp(Template.data()))
    return Status::error(Dir + ": cannot create a temporary directory: " + errnoText());
  return Template;
}
