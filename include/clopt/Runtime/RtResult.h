//===- RtResult.h - A small error type for lib/Runtime ----------*- C++ -*-===//
//
// lib/Runtime is plain C++ (no LLVM), so it cannot return llvm::Error. These
// carry a one-line message ("PATH: what went wrong", lower case, no final
// period) to the clang side, which turns it into an llvm::Error.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_RTRESULT_H
#define CLOPT_RUNTIME_RTRESULT_H

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace clopt {

struct RtError {
  std::string Message;
};

/// Success, or an error message.
class [[nodiscard]] RtStatus {
public:
  RtStatus() = default; ///< success
  RtStatus(RtError E) : Message(std::move(E.Message)), Failed(true) {}
  static RtStatus success() { return RtStatus(); }
  explicit operator bool() const { return !Failed; } ///< true on success
  const std::string &error() const { return Message; }

private:
  std::string Message;
  bool Failed = false;
};

/// A value, or an error message.
template <typename T> class [[nodiscard]] RtExpected {
public:
  RtExpected(T V) : Value(std::move(V)) {}
  RtExpected(RtError E) : Message(std::move(E.Message)) {}
  explicit operator bool() const { return Value.has_value(); }
  T &operator*() {
    assert(Value && "no value");
    return *Value;
  }
  const T &operator*() const {
    assert(Value && "no value");
    return *Value;
  }
  T *operator->() { return &**this; }
  const T *operator->() const { return &**this; }
  const std::string &error() const { return Message; }

private:
  std::optional<T> Value;
  std::string Message;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_RTRESULT_H
