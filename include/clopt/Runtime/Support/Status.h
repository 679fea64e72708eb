//===- Status.h - Error handling for the runtime libraries -------*- C++ -*-===//
//
// lib/Runtime is plain C++ (no LLVM), so it cannot use llvm::Error. Status is
// "ok or a message"; StatusOr<T> is "a T or a message". Messages follow the
// driver's style: lower case, no final period, the file or entity first.
// Neither type throws, so the headers are safe in -fno-exceptions code.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_STATUS_H
#define CLOPT_RUNTIME_STATUS_H

#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace clopt {

class [[nodiscard]] Status {
public:
  static Status success() { return Status(); }
  static Status error(std::string Msg) {
    Status S;
    S.Failed = true;
    S.Msg = std::move(Msg);
    return S;
  }
  bool ok() const { return !Failed; }
  const std::string &message() const { return Msg; }

private:
  bool Failed = false;
  std::string Msg;
};

template <typename T> class [[nodiscard]] StatusOr {
public:
  StatusOr(T V) : Value(std::move(V)) {}
  StatusOr(Status S) : Err(std::move(S)) {
    assert(!Err.ok() && "StatusOr built from a successful Status");
  }
  static StatusOr error(std::string Msg) { return Status::error(std::move(Msg)); }

  bool ok() const { return Value.has_value(); }
  const std::string &message() const { return Err.message(); }
  Status status() const { return ok() ? Status::success() : Err; }

  T &operator*() { return *Value; }
  const T &operator*() const { return *Value; }
  T *operator->() { return &*Value; }
  const T *operator->() const { return &*Value; }

private:
  std::optional<T> Value;
  Status Err;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_STATUS_H
