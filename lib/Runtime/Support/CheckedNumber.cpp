//===- CheckedNumber.cpp - Whole-text number parsing with range checks ----===//

#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/IntExpr.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numeric>

using namespace clopt;

/// True when T is [+-]digits: strtoll alone would also take leading space,
/// "0x" prefixes and trailing garbage.
static bool isDecimal(const std::string &T, bool AllowSign) {
  size_t I = 0;
  if (AllowSign && !T.empty() && (T[0] == '-' || T[0] == '+'))
    I = 1;
  if (I == T.size())
    return false;
  for (; I < T.size(); ++I)
    if (!std::isdigit(static_cast<unsigned char>(T[I])))
      return false;
  return true;
}

StatusOr<int64_t> clopt::parseInt64(const std::string &Text) {
  std::string T = trimSpace(Text);
  if (!isDecimal(T, /*AllowSign=*/true))
    return Status::error("'" + Text + "' is not an integer");
  errno = 0;
  long long V = std::strtoll(T.c_str(), nullptr, 10);
  if (errno == ERANGE)
    return Status::error("'" + Text + "' is out of range for a 64-bit integer");
  return static_cast<int64_t>(V);
}

StatusOr<uint64_t> clopt::parseUInt64(const std::string &Text) {
  std::string T = trimSpace(Text);
  if (!isDecimal(T, /*AllowSign=*/false))
    return Status::error("'" + Text + "' is not a non-negative integer");
  errno = 0;
  unsigned long long V = std::strtoull(T.c_str(), nullptr, 10);
  if (errno == ERANGE)
    return Status::error("'" + Text +
                         "' is out of range for a 64-bit unsigned integer");
  return static_cast<uint64_t>(V);
}

StatusOr<double> clopt::parseFiniteDouble(const std::string &Text) {
  std::string T = trimSpace(Text);
  // strtod also reads "inf", "nan" and hexadecimal floats; none of them is a
  // useful kernel argument, and "nan" would make every comparison fail.
  const char *Begin = T.c_str();
  char *End = nullptr;
  errno = 0;
  double V = std::strtod(Begin, &End);
  if (T.empty() || End != Begin + T.size() || !std::isfinite(V) ||
      T.find_first_of("xXnN") != std::string::npos)
    return Status::error("'" + Text + "' is not a number");
  if (errno == ERANGE && V != 0)
    return Status::error("'" + Text + "' is out of range for a double");
  return V;
}

std::string clopt::shortestDecimal(double V) {
  char Buf[40];
  for (int Precision : {15, 16, 17}) {
    std::snprintf(Buf, sizeof Buf, "%.*g", Precision, V);
    if (std::strtod(Buf, nullptr) == V)
      break;
  }
  return Buf;
}

std::string clopt::yamlDecimal(double V) {
  if (std::isnan(V))
    return ".nan";
  if (std::isinf(V))
    return V > 0 ? ".inf" : "-.inf";
  return shortestDecimal(V);
}

std::optional<int64_t> clopt::checkedAddInt64(int64_t A, int64_t B) {
  int64_t R;
  if (__builtin_add_overflow(A, B, &R))
    return std::nullopt;
  return R;
}

std::optional<int64_t> clopt::checkedMulInt64(int64_t A, int64_t B) {
  int64_t R;
  if (__builtin_mul_overflow(A, B, &R))
    return std::nullopt;
  return R;
}

std::optional<uint64_t> clopt::checkedMulUInt64(uint64_t A, uint64_t B) {
  uint64_t R;
  if (__builtin_mul_overflow(A, B, &R))
    return std::nullopt;
  return R;
}

std::optional<int64_t> clopt::checkedLcmInt64(int64_t A, int64_t B) {
  if (A <= 0 || B <= 0)
    return std::nullopt;
  // A / gcd(A, B) * B: the division is exact, only the product can overflow.
  return checkedMulInt64(A / std::gcd(A, B), B);
}
