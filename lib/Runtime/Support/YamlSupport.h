//===- YamlSupport.h - yaml-cpp helpers shared by lib/Runtime/Support ---===//
//
// Private to lib/Runtime. yaml-cpp throws; callers catch YAML::Exception at
// their public entry points and turn it into a Status.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_RUNTIME_COMMON_YAMLSUPPORT_H
#define CLOPT_LIB_RUNTIME_COMMON_YAMLSUPPORT_H

#include "clopt/Runtime/Support/Status.h"
#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace clopt {
namespace yaml {

/// A malformed field: thrown inside the parsers, caught at their entry.
struct FieldError {
  std::string Message;
};

template <typename T>
T get(const YAML::Node &N, const char *Key, const T &Default) {
  YAML::Node V = N[Key];
  if (!V || V.IsNull())
    return Default;
  try {
    return V.as<T>();
  } catch (const YAML::Exception &) {
    throw FieldError{std::string("bad value for '") + Key + "'"};
  }
}

template <typename T> T require(const YAML::Node &N, const char *Key) {
  YAML::Node V = N[Key];
  if (!V || V.IsNull())
    throw FieldError{std::string("missing '") + Key + "'"};
  return get<T>(N, Key, T());
}

/// N[Key] when it is a list (an empty node when absent); another shape is
/// an error naming the key, not yaml-cpp's "invalid node" from iterating it.
inline YAML::Node listAt(const YAML::Node &N, const std::string &Key,
                         const std::string &Where) {
  YAML::Node V = N[Key];
  if (V && !V.IsSequence())
    throw FieldError{Where + "'" + Key + "' must be a list"};
  return V;
}

/// N[Key] when it is a map (an empty node when absent), as listAt.
inline YAML::Node mapAt(const YAML::Node &N, const std::string &Key,
                        const std::string &Where) {
  YAML::Node V = N[Key];
  if (V && !V.IsMap())
    throw FieldError{Where + "'" + Key + "' must be a map"};
  return V;
}

inline std::vector<uint64_t> getSizes(const YAML::Node &N, const char *Key) {
  std::vector<uint64_t> R;
  YAML::Node V = N[Key];
  if (!V || V.IsNull())
    return R;
  if (!V.IsSequence())
    throw FieldError{std::string("'") + Key + "' must be a list"};
  for (const YAML::Node &E : V)
    R.push_back(E.as<uint64_t>());
  return R;
}

inline void emitSizes(YAML::Emitter &E, const char *Key,
                      const std::vector<uint64_t> &V) {
  E << YAML::Key << Key << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (uint64_t X : V)
    E << X;
  E << YAML::EndSeq;
}

/// yaml-cpp keeps one value of a key written twice in a map, and which one
/// is its choice: a hand-written `sizes: {N: 64, N: 128}`, or two blocks for
/// one kernel, would be read without a word. Throws FieldError naming the
/// first key given twice (Where: the path of N, "" at the top).
/// An alias (`*a`) is the node its anchor defines, walked once: a file of a
/// few lines whose aliases nest tenfold each would otherwise take
/// exponential time. Containers are known by the position of their
/// definition, which every alias of them shares.
inline void rejectDuplicateKeys(const YAML::Node &N, const std::string &Where,
                                std::set<int> &Walked) {
  if ((N.IsSequence() || N.IsMap()) && !N.Mark().is_null() &&
      !Walked.insert(N.Mark().pos).second)
    return;
  auto Child = [&](const std::string &Key) { return Where.empty() ? Key : Where + "." + Key; };
  if (N.IsSequence()) {
    for (size_t I = 0; I < N.size(); ++I)
      rejectDuplicateKeys(N[I], Where + "[" + std::to_string(I) + "]", Walked);
    return;
  }
  if (!N.IsMap())
    return;
  std::vector<std::string> Seen;
  for (const auto &KV : N) {
    if (!KV.first.IsScalar())
      continue;
    const std::string &Key = KV.first.Scalar();
    if (std::find(Seen.begin(), Seen.end(), Key) != Seen.end()) {
      const YAML::Mark &M = KV.first.Mark();
      std::string Line = M.is_null() ? "" : " (again on line " + std::to_string(M.line + 1) + ")";
      throw FieldError{"'" + Child(Key) + "' is given twice" + Line};
    }
    Seen.push_back(Key);
    rejectDuplicateKeys(KV.second, Child(Key), Walked);
  }
}

inline void rejectDuplicateKeys(const YAML::Node &N, const std::string &Where = "") {
  std::set<int> Walked;
  rejectDuplicateKeys(N, Where, Walked);
}

StatusOr<std::string> readWholeFile(const std::string &Path);

} // namespace yaml
} // namespace clopt

#endif
