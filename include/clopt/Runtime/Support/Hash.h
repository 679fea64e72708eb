//===- Hash.h - Stable content hashes for cache and database keys -*- C++ -*-===//
//
// Keys that are stored on disk (tuning database, binary cache) must not
// depend on the platform, the standard library or the process, so std::hash
// is out. SHA-256 is the key hash (collisions are not a practical concern);
// FNV-1a 64 is a fast checksum where a short value is enough.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_HASH_H
#define CLOPT_RUNTIME_HASH_H

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace clopt {

/// Incremental SHA-256 (FIPS 180-4).
class Sha256 {
public:
  Sha256();
  Sha256 &update(std::string_view Data);
  /// 64 lower-case hex digits; the object must not be updated afterwards.
  std::string finalHex();

private:
  void block(const unsigned char *P);
  uint32_t H[8];
  unsigned char Buf[64];
  uint64_t Length = 0; ///< bytes so far
  size_t Used = 0;     ///< bytes in Buf
};

/// SHA-256 of \p Data in hex.
std::string sha256Hex(std::string_view Data);

/// FNV-1a 64-bit.
uint64_t fnv1a64(std::string_view Data,
                 uint64_t Basis = 0xcbf29ce484222325ULL);
/// FNV-1a 64 as 16 lower-case hex digits.
std::string fnv1a64Hex(std::string_view Data);

/// SHA-256 over several fields, each prefixed with its length, so that
/// ("ab", "c") and ("a", "bc") differ. Use it for keys made of parts:
/// hashFields({Source, BuildOptions, DeviceName, DriverVersion}).
std::string hashFields(std::initializer_list<std::string_view> Fields);

} // namespace clopt

#endif // CLOPT_RUNTIME_HASH_H
