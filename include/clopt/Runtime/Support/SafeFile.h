//===- SafeFile.h - Replace a file whole, or not at all -----------*- C++ -*-===//
//
// Every file clopt writes (OUT.cl, OUT.cl.yaml, the report, the tuning
// database, binary cache entries, job files) goes through writeFileSafely():
//
//   1. the path is resolved: a symbolic link is followed to its target, so
//      the file the link points to gets the new contents and the link stays;
//   2. an existing target must be a regular file the user may write by its
//      mode bits (checked, not access(): root passes access() for anything);
//      a device, a directory, a FIFO or a read-only file is refused with one
//      line naming the path, and left alone;
//   3. the contents go to a fresh temporary file in the target's directory,
//      created with O_CREAT|O_EXCL|O_NOFOLLOW under an unpredictable name
//      (a planted file or link at that name is never followed), with the
//      target's mode (0644 less the umask for a new file), written fully and
//      fsync'ed;
//   4. only then is the temporary renamed over the target. On any error the
//      temporary is removed and an existing target keeps its old contents.
//
// Plain C++ (lib/Runtime never links LLVM).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_SAFEFILE_H
#define CLOPT_RUNTIME_SAFEFILE_H

#include "clopt/Runtime/Support/Status.h"
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace clopt {

/// The file a write to \p Path would replace: \p Path with symbolic links
/// followed (also a dangling one). An error when the links loop, when one
/// of the paths lies in /dev or /proc (/dev/stdout), or when the result
/// exists and is not a regular file clopt may replace.
StatusOr<std::string> resolveOutputPath(const std::string &Path);

/// Success when \p Path, a file clopt is to read whole, is a regular file (a
/// symbolic link to one included), /dev/null (empty), or does not exist
/// (the caller's open reports that). Another device (/dev/zero,
/// /dev/urandom), a FIFO or a socket is refused: reading one whole never
/// ends, or exhausts memory.
Status checkReadableFile(const std::string &Path);

/// Success when a write to \p Path would replace nothing but clopt's own
/// output: the file (links followed) does not exist, is empty, or \p IsOwn
/// recognises its text. Else an error naming \p What ("-o"): an output name
/// that hits a user's file (a hand-written kernel, another kernel's problem
/// spec where OUT.cl.yaml goes) is refused, not replaced.
Status checkReplacesOwnOutput(const std::string &Path, const std::string &What,
                              const std::function<bool(const std::string &)> &IsOwn,
                              const std::string &OwnKind);

/// Replaces \p Path with \p Text as described in the file comment.
Status writeFileSafely(const std::string &Path, const std::string &Text);

/// Whether writeFileSafely waits for the contents to reach the disk.
enum class Durability {
  Synced,   ///< fsync'ed before the rename (every file a user keeps).
  /// Not fsync'ed: for scratch files that check their own contents when
  /// read (the data cache's checksums), where waiting for the disk would
  /// cost more than a lost file does.
  Unsynced
};

/// The same, with the contents given in parts (written one after another,
/// never copied into one string: large binary files).
Status writeFileSafely(const std::string &Path, const std::vector<std::string_view> &Parts,
                       Durability D = Durability::Synced);

/// Writes files that belong together (a tuned kernel and its sidecar):
/// each goes to its temporary file first, and only when all are written,
/// and every target is checked again, are they renamed over their targets,
/// so that a full disk or a target that cannot be replaced leaves every one
/// of them as it was (only a rename itself failing between two could not).
Status writeFilesSafely(const std::vector<std::pair<std::string, std::string>> &Files);

/// Opens (creating it if needed, with O_NOFOLLOW) the lock file \p Path for
/// flock(); the descriptor is close-on-exec. Refuses anything but a regular
/// file.
StatusOr<int> openLockFile(const std::string &Path);

/// Creates a new private (0700) directory under \p Parent (TMPDIR or /tmp
/// when empty) whose name starts with \p Prefix and ends in random
/// characters, like mkdtemp(). Returns its path.
StatusOr<std::string> makeTempDirectory(const std::string &Prefix,
                                        const std::string &Parent = "");

} // namespace clopt

#endif // CLOPT_RUNTIME_SAFEFILE_H
