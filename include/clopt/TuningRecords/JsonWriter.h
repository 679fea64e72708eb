//===- JsonWriter.h - A small streaming JSON writer -------------*- C++ -*-===//
//
// Enough JSON for reports and job files without a dependency: objects,
// arrays, strings (escaped, invalid UTF-8 replaced by U+FFFD so the output is
// always valid JSON), integers, doubles (shortest form that reads back
// exactly; NaN and infinities, which JSON cannot express, become null),
// booleans and null. Pretty-printed with two-space indentation.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNINGRECORDS_JSONWRITER_H
#define CLOPT_TUNINGRECORDS_JSONWRITER_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace clopt {

/// The shortest decimal form of \p V ("%.15g" to "%.17g") that reads back
/// as the same double; what printf writes for NaN and infinities. Shared by
/// JsonWriter::number and the tuning database's YAML.
std::string shortestDecimal(double V);

class JsonWriter {
public:
  explicit JsonWriter(std::string &Out) : Out(Out) {}

  void beginObject();
  void endObject();
  void beginArray();
  void endArray();
  /// The key of the next value; only inside an object.
  void key(std::string_view K);

  void value(std::string_view S);
  void value(const char *S) { value(std::string_view(S)); }
  void value(const std::string &S) { value(std::string_view(S)); }
  void value(double V);
  void value(int64_t V);
  void value(uint64_t V);
  void value(int V) { value(static_cast<int64_t>(V)); }
  void value(unsigned V) { value(static_cast<uint64_t>(V)); }
  void value(bool V);
  void null();

  /// \p S as a JSON string literal, quotes included.
  static std::string quote(std::string_view S);
  /// The text of a JSON number for \p V ("null" when not finite).
  static std::string number(double V);

private:
  void beforeValue();
  void newline();
  void close(char C);

  struct Level {
    bool Object;
    bool Empty = true;
  };
  std::string &Out;
  std::vector<Level> Stack;
  bool AfterKey = false;
};

} // namespace clopt

#endif // CLOPT_TUNINGRECORDS_JSONWRITER_H
