//===- DataCache.cpp - A job's reference outputs on disk -----------------===//

#include "clopt/Runtime/Support/DataCache.h"
#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/ParallelChunks.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace clopt;

static const char Magic[8] = {'C', 'L', 'O', 'P', 'T', 'D', 'C', '1'};
static constexpr size_t KeyChars = 64;

namespace {
/// Length-prefixed fields, so that no field's content can pass for a
/// border between two.
class KeyText {
public:
  KeyText &add(const std::string &Field) {
    H.update(std::to_string(Field.size()) + ":");
    H.update(Field);
    return *this;
  }
  KeyText &add(uint64_t V) { return add(std::to_string(V)); }
  KeyText &add(const std::vector<uint64_t> &Vs) {
    add(Vs.size());
    for (uint64_t V : Vs)
      add(V);
    return *this;
  }
  std::string hex() { return H.finalHex(); }

private:
  Sha256 H;
};
} // namespace

/// The size and modification time of an input file: the data change with
/// its contents, which are not read here (they are as large as the data).
static std::string fileStamp(const std::string &Path) {
  struct stat St;
  if (::stat(Path.c_str(), &St) != 0)
    return "missing";
  return std::to_string(St.st_size) + "@" + std::to_string(St.st_mtim.tv_sec) + "." +
         std::to_string(St.st_mtim.tv_nsec) + "#" + std::to_string(St.st_ino);
}

std::string clopt::dataCacheKey(const Job &J, const DeviceInfo &D,
                                const std::string &ReferenceText) {
  KeyText K;
  K.add("clopt data cache 1").add(cloptVersion());
  K.add(D.Platform).add(D.Name).add(D.Vendor).add(D.DriverVersion).add(D.Version);
  K.add(J.Kernel).add(sha256Hex(ReferenceText)).add(J.ReferenceOptions);
  K.add(J.Global).add(J.Local).add(J.Seed);
  K.add(J.Args.size());
  for (const KernelArg &A : J.Args) {
    K.add(A.Name).add(static_cast<uint64_t>(A.Kind)).add(elemTypeName(A.Type));
    K.add(A.Count).add(static_cast<uint64_t>(A.Init));
    K.add(std::to_string(A.Lo)).add(std::to_string(A.Hi));
    K.add(A.File).add(A.Init == InitKind::File ? fileStamp(A.File) : "");
    K.add(A.Check ? 1 : 0).add(A.Value).add(A.LocalBytes);
  }
  return K.hex();
}

std::string clopt::dataCachePath(const std::string &Dir, const std::string &Key) {
  return Dir + "/data-" + Key + ".bin";
}

/// Checksum of one block: four FNV-style lanes over 8-byte words. Each step
/// (xor, then multiply by an odd number) is invertible, so a change to any
/// word changes its lane's end state.
static uint64_t blockChecksum(const unsigned char *P, size_t N) {
  constexpr uint64_t Prime = 0x100000001b3ULL;
  uint64_t L[4] = {0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL, 0x9e3779b97f4a7c15ULL,
                   0xbf58476d1ce4e5b9ULL};
  size_t I = 0;
  for (; I + 32 <= N; I += 32)
    for (int K = 0; K < 4; ++K) {
      uint64_t W;
      std::memcpy(&W, P + I + 8 * K, 8);
      L[K] = (L[K] ^ W) * Prime;
    }
  for (; I < N; ++I)
    L[0] = (L[0] ^ P[I]) * Prime;
  std::string Lanes(reinterpret_cast<const char *>(L), sizeof(L));
  return fnv1a64(Lanes, fnv1a64(std::to_string(N)));
}

/// The checksum of the sections' contents: fixed 1 MiB blocks (so the
/// value does not depend on the number of threads), summed over the cores,
/// then combined in order.
static uint64_t contentsChecksum(const std::vector<DataSection> &Sections) {
  constexpr uint64_t Block = uint64_t(1) << 20;
  uint64_t Sum = fnv1a64("contents");
  for (const DataSection &S : Sections) {
    const Bytes &B = *S.Data;
    uint64_t Blocks = (B.size() + Block - 1) / Block;
    std::vector<std::vector<uint64_t>> Parts = forChunks<std::vector<uint64_t>>(
        Blocks,
        [&](uint64_t Begin, uint64_t End) {
          std::vector<uint64_t> H;
          for (uint64_t K = Begin; K < End; ++K) {
            uint64_t At = K * Block;
            H.push_back(blockChecksum(B.data() + At, std::min<uint64_t>(Block, B.size() - At)));
          }
          return H;
        },
        /*MinChunk=*/8);
    for (const std::vector<uint64_t> &P : Parts)
      for (uint64_t H : P)
        Sum = fnv1a64(std::string_view(reinterpret_cast<const char *>(&H), sizeof(H)), Sum);
  }
  return Sum;
}

template <typename T> static void appendRaw(std::string &S, T V) {
  S.append(reinterpret_cast<const char *>(&V), sizeof(V));
}

/// The header of a file holding Sections, up to and including the header
/// checksum.
static std::string makeHeader(const std::string &Key, double ReferenceMs,
                              const std::vector<DataSection> &Sections, uint64_t Contents) {
  std::string H(Magic, sizeof(Magic));
  H += Key;
  appendRaw<double>(H, ReferenceMs);
  appendRaw<uint64_t>(H, Sections.size());
  for (const DataSection &S : Sections) {
    appendRaw<uint32_t>(H, S.Arg);
    appendRaw<uint32_t>(H, static_cast<uint32_t>(S.Role));
    appendRaw<uint64_t>(H, S.Data->size());
  }
  appendRaw<uint64_t>(H, Contents);
  appendRaw<uint64_t>(H, fnv1a64(H));
  return H;
}

static size_t headerSize(size_t Sections) {
  return sizeof(Magic) + KeyChars + 8 + 8 + Sections * 16 + 8 + 8;
}

Status clopt::writeDataCache(const std::string &Path, const std::string &Key,
                             double ReferenceMs, const std::vector<DataSection> &Sections) {
  if (Key.size() != KeyChars)
    return Status::error("data cache: malformed key");
  uint64_t Total = 0;
  for (const DataSection &S : Sections)
    Total += S.Data->size();
  size_t Slash = Path.rfind('/');
  std::string Dir = Slash == std::string::npos ? "." : Path.substr(0, Slash + 1);
  struct statvfs Fs;
  if (::statvfs(Dir.c_str(), &Fs) != 0)
    return Status::error(Dir + ": " + std::strerror(errno));
  uint64_t Free = static_cast<uint64_t>(Fs.f_bavail) * Fs.f_frsize;
  if (Free < 2 * Total + (uint64_t(512) << 20))
    return Status::error(Dir + ": " + std::to_string(Free >> 20) + " MiB free, " +
                         std::to_string(Total >> 20) +
                         " MiB of data: not cached, to leave room for the rest");
  std::string Header = makeHeader(Key, ReferenceMs, Sections, contentsChecksum(Sections));
  std::vector<std::string_view> Parts{Header};
  for (const DataSection &S : Sections)
    Parts.emplace_back(reinterpret_cast<const char *>(S.Data->data()), S.Data->size());
  return writeFileSafely(Path, Parts, Durability::Unsynced);
}

/// Reads Count bytes at Offset of Fd into Dst, over the cores.
static bool readRange(int Fd, uint64_t Offset, unsigned char *Dst, uint64_t Count) {
  constexpr uint64_t Piece = uint64_t(4) << 20;
  uint64_t Pieces = (Count + Piece - 1) / Piece;
  std::vector<char> Ok = forChunks<char>(
      Pieces,
      [&](uint64_t Begin, uint64_t End) {
        uint64_t From = Begin * Piece, To = std::min(Count, End * Piece);
        while (From < To) {
          ssize_t N = ::pread(Fd, Dst + From, To - From, static_cast<off_t>(Offset + From));
          if (N < 0 && errno == EINTR)
            continue;
          if (N <= 0)
            return char(0);
          From += static_cast<uint64_t>(N);
        }
        return char(1);
      },
      /*MinChunk=*/4);
  for (char C : Ok)
    if (!C)
      return false;
  return true;
}

namespace {
/// Closes a descriptor when it goes out of scope.
struct FdCloser {
  int Fd;
  ~FdCloser() { ::close(Fd); }
};
} // namespace

StatusOr<double> clopt::readDataCache(const std::string &Path, const std::string &Key,
                                      const std::vector<DataSection> &Sections) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (Fd < 0)
    return Status::error(Path + ": " + std::strerror(errno));
  FdCloser Closer{Fd};
  struct stat St;
  if (::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode))
    return Status::error(Path + ": not a regular file");
  size_t HeaderBytes = headerSize(Sections.size());
  uint64_t Total = HeaderBytes;
  for (const DataSection &S : Sections)
    Total += S.Data->size();
  if (static_cast<uint64_t>(St.st_size) != Total)
    return Status::error(Path + ": holds " + std::to_string(St.st_size) + " bytes, " +
                         std::to_string(Total) + " expected");
  std::string Header(HeaderBytes, '\0');
  if (!readRange(Fd, 0, reinterpret_cast<unsigned char *>(Header.data()), HeaderBytes))
    return Status::error(Path + ": cannot read its header");
  double ReferenceMs = 0;
  std::memcpy(&ReferenceMs, Header.data() + sizeof(Magic) + KeyChars, sizeof(double));
  uint64_t Contents = 0;
  std::memcpy(&Contents, Header.data() + HeaderBytes - 16, 8);
  // The same sections and key give the same header, checksums included.
  if (Header != makeHeader(Key, ReferenceMs, Sections, Contents))
    return Status::error(Path + ": its header does not match this job's data");
  uint64_t Offset = HeaderBytes;
  for (const DataSection &S : Sections) {
    if (!readRange(Fd, Offset, S.Data->data(), S.Data->size()))
      return Status::error(Path + ": cannot read it: " + std::strerror(errno));
    Offset += S.Data->size();
  }
  if (contentsChecksum(Sections) != Contents)
    return Status::error(Path + ": its contents do not match their checksum");
  return ReferenceMs;
}
