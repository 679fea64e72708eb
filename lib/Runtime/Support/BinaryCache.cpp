//===- BinaryCache.cpp - On-disk cache of OpenCL program binaries ---------===//

#include "clopt/Runtime/Support/BinaryCache.h"
#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "YamlSupport.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <sys/stat.h>

using namespace clopt;

static const char Magic[] = "CLOPTBIN1\n";

std::string BinaryCacheKey::text() const {
  // Length-prefixed fields: no choice of separator can be confused with
  // content (options and sources may contain anything).
  std::string T;
  for (const std::string *F : {&Device, &Platform, &Driver, &Options, &Source}) {
    T += std::to_string(F->size()) + ":";
    T += *F;
    T += "\n";
  }
  std::string V = cloptVersion();
  T += "clopt " + std::to_string(V.size()) + ":" + V + "\n";
  return T;
}

std::string BinaryCacheKey::hash() const { return sha256Hex(text()); }

bool BinaryCache::cacheable(const std::string &Source) {
  // Any line whose first token is `#` followed by `include`, as the
  // preprocessor reads it (spaces allowed around the `#`); one in a comment
  // or a disabled #if only costs a cache miss.
  size_t At = 0;
  while (At < Source.size()) {
    size_t End = Source.find('\n', At);
    std::string_view Line(Source.data() + At,
                          (End == std::string::npos ? Source.size() : End) - At);
    size_t I = Line.find_first_not_of(" \t");
    if (I != std::string_view::npos && Line[I] == '#') {
      size_t J = Line.find_first_not_of(" \t", I + 1);
      if (J != std::string_view::npos && Line.substr(J, 7) == "include")
        return false;
    }
    if (End == std::string::npos)
      break;
    At = End + 1;
  }
  return true;
}

std::string BinaryCache::defaultDir() {
  if (const char *D = std::getenv("CLOPT_CACHE_DIR"); D && *D)
    return D;
  // Absolute paths only, as the tuning database takes them (the XDG base
  // directory rule): a relative one would scatter caches over the
  // directories clopt happens to run in.
  if (const char *X = std::getenv("XDG_CACHE_HOME"); X && X[0] == '/')
    return std::string(X) + "/clopt/binaries";
  if (const char *H = std::getenv("HOME"); H && H[0] == '/')
    return std::string(H) + "/.cache/clopt/binaries";
  return "";
}

std::string BinaryCache::pathFor(const BinaryCacheKey &K) const {
  return Dir + "/" + K.hash() + ".bin";
}

static void appendU64(std::string &S, uint64_t V) {
  for (int I = 0; I < 8; ++I)
    S += static_cast<char>((V >> (8 * I)) & 0xff);
}

static bool readU64(const std::string &S, size_t &Pos, uint64_t &V) {
  if (Pos + 8 > S.size())
    return false;
  V = 0;
  for (int I = 0; I < 8; ++I)
    V |= static_cast<uint64_t>(static_cast<unsigned char>(S[Pos + I])) << (8 * I);
  Pos += 8;
  return true;
}

std::optional<Bytes> BinaryCache::load(const BinaryCacheKey &K) const {
  if (Dir.empty())
    return std::nullopt;
  StatusOr<std::string> Data = yaml::readWholeFile(pathFor(K));
  if (!Data.ok())
    return std::nullopt;
  const std::string &S = *Data;
  size_t Pos = sizeof(Magic) - 1;
  if (S.compare(0, Pos, Magic) != 0)
    return std::nullopt;
  uint64_t KeyLen, BinLen, Sum;
  if (!readU64(S, Pos, KeyLen) || KeyLen > S.size() - Pos)
    return std::nullopt;
  // The full key is stored, so a hash collision is a miss, not a wrong binary.
  if (S.compare(Pos, KeyLen, K.text()) != 0 || KeyLen != K.text().size())
    return std::nullopt;
  Pos += KeyLen;
  if (!readU64(S, Pos, BinLen) || BinLen > S.size() - Pos || BinLen == 0)
    return std::nullopt;
  std::string Bin = S.substr(Pos, BinLen);
  Pos += BinLen;
  if (!readU64(S, Pos, Sum) || Pos != S.size() || Sum != fnv1a64(Bin))
    return std::nullopt;
  return Bytes(Bin.begin(), Bin.end());
}

static Status makeDirs(const std::string &Dir) {
  std::string Cur;
  for (size_t I = 0; I <= Dir.size(); ++I) {
    if (I < Dir.size() && Dir[I] != '/') {
      Cur += Dir[I];
      continue;
    }
    if (!Cur.empty() && Cur != "." && ::mkdir(Cur.c_str(), 0755) != 0 && errno != EEXIST)
      return Status::error(Cur + ": " + std::strerror(errno));
    if (I < Dir.size())
      Cur += '/';
  }
  return Status::success();
}

Status BinaryCache::store(const BinaryCacheKey &K, const Bytes &Binary) const {
  if (Dir.empty())
    return Status::success(); // no cache: nothing to keep
  if (Status S = makeDirs(Dir); !S.ok())
    return S;
  std::string Bin(Binary.begin(), Binary.end());
  std::string Key = K.text();
  std::string Out = Magic;
  appendU64(Out, Key.size());
  Out += Key;
  appendU64(Out, Bin.size());
  Out += Bin;
  appendU64(Out, fnv1a64(Bin));
  return writeFileSafely(pathFor(K), Out);
}
