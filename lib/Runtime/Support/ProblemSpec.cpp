//===- ProblemSpec.cpp - How big a problem to run a kernel on -------------===//
//
// Reading problem specs: the command line (--size, --buffer, --input,
// --global, --local, --point), `#pragma clopt` lines in the source, and the
// YAML sidecar. Merging them and resolving sizes for a kernel is in
// SpecResolution.cpp.
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "YamlSupport.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <sys/stat.h>

using namespace clopt;
using namespace clopt::yaml;

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

static Status splitAssign(const std::string &Arg, const char *Option,
                          const char *Example, std::string &Name,
                          std::string &Value) {
  size_t Eq = Arg.find('=');
  if (Eq != std::string::npos) {
    Name = trimSpace(Arg.substr(0, Eq));
    Value = trimSpace(Arg.substr(Eq + 1));
  }
  bool NameOk = !Name.empty() &&
                (std::isalpha(static_cast<unsigned char>(Name[0])) || Name[0] == '_');
  for (char C : Name)
    NameOk &= std::isalnum(static_cast<unsigned char>(C)) || C == '_';
  if (Eq == std::string::npos || !NameOk || Value.empty())
    return Status::error(std::string("bad ") + Option + " '" + Arg +
                         "': expected NAME=VALUE, e.g. " + Option + " " + Example);
  return Status::success();
}

static Status checkExpr(const std::string &E, const std::string &Where) {
  StatusOr<std::vector<std::string>> Names = intExprNames(E);
  if (!Names.ok())
    return Status::error(Where + ": " + Names.message());
  return Status::success();
}

/// A size is an integer expression ("4096", "N/2") or, for floating-point
/// scalars, a literal with a '.' or an exponent ("0.5", "1e3"). Plain digits
/// must be an integer, so that "99999999999999999999" is an overflow rather
/// than 1e20.
static Status checkSizeValue(const std::string &Value, const std::string &Where) {
  bool LooksFloat = Value.find_first_of(".eE") != std::string::npos &&
                    parseFiniteDouble(Value).ok();
  if (LooksFloat)
    return Status::success();
  return checkExpr(Value, Where);
}

/// Stores Dest[Name] = Value; the same name twice with another value is an
/// error, since one of them would be dropped without a word.
static Status addUnique(ProblemSpec &S, std::map<std::string, std::string> &Dest,
                        const std::string &Field, const std::string &Name,
                        const std::string &Value, const std::string &Origin) {
  std::string Key = Field + "." + Name;
  auto It = Dest.find(Name);
  if (It != Dest.end() && It->second != Value)
    return Status::error("'" + Name + "' is given twice: '" + It->second + "'" +
                         S.from(Key) + " and '" + Value + "' (from " + Origin + ")");
  Dest[Name] = Value;
  S.Origins[Key] = Origin;
  return Status::success();
}

Status clopt::addSizeArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--size", "N=4096", Name, Value);
  if (!St.ok())
    return St;
  if (Status C = checkSizeValue(Value, "--size " + Arg); !C.ok())
    return C;
  return addUnique(S, S.Sizes, "sizes", Name, Value, "--size " + Arg);
}

Status clopt::addBufferArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--buffer", "A=N*N", Name, Value);
  if (!St.ok())
    return St;
  if (Status C = checkExpr(Value, "--buffer " + Arg); !C.ok())
    return C;
  return addUnique(S, S.Buffers, "buffers", Name, Value, "--buffer " + Arg);
}

Status clopt::addInputArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--input", "idx=idx.bin", Name, Value);
  if (!St.ok())
    return St;
  return addUnique(S, S.Inputs, "inputs", Name, Value, "--input " + Arg);
}

static Status setSizeList(std::vector<std::string> &Out, const std::string &Arg,
                          const char *Option) {
  std::vector<std::string> Parts = splitTopLevel(Arg);
  if (Parts.empty() || Parts.size() > 3)
    return Status::error(std::string(Option) + " '" + Arg +
                         "' must list 1 to 3 expressions, e.g. " + Option +
                         " N or " + Option + " NX,NY");
  for (const std::string &P : Parts)
    if (Status C = checkExpr(P, std::string(Option) + " " + Arg); !C.ok())
      return C;
  Out = Parts;
  return Status::success();
}

Status clopt::setGlobalArg(ProblemSpec &S, const std::string &Arg) {
  S.Origins["global"] = "--global " + Arg;
  return setSizeList(S.Global, Arg, "--global");
}

Status clopt::setLocalArg(ProblemSpec &S, const std::string &Arg) {
  S.Origins["local"] = "--local " + Arg;
  return setSizeList(S.Local, Arg, "--local");
}

/// Appends the size point "N=1024,M=8" to S; Option and Example name where
/// it came from in messages ("--point" or the pragma's points clause).
static Status appendPoint(ProblemSpec &S, const std::string &Arg,
                          const std::string &Option, const std::string &Example) {
  std::map<std::string, std::string> P;
  for (const std::string &Item : splitTopLevel(Arg)) {
    size_t Eq = Item.find('=');
    std::string Name = trimSpace(Item.substr(0, Eq));
    if (Eq == std::string::npos || Name.empty())
      return Status::error("invalid " + Option + " '" + Arg +
                           "' (expected NAME=VALUE[,NAME=VALUE...], e.g. " + Example + ")");
    std::string Value = trimSpace(Item.substr(Eq + 1));
    if (Status C = checkSizeValue(Value, Option + " " + Arg); !C.ok())
      return C;
    if (!P.insert({Name, Value}).second)
      return Status::error("invalid " + Option + " '" + Arg + "': '" + Name +
                           "' is given twice");
  }
  if (P.empty())
    return Status::error("invalid " + Option + " '" + Arg + "' (expected NAME=VALUE)");
  if (S.Points.size() >= MaxSizePoints)
    return Status::error("more than " + std::to_string(MaxSizePoints) + " size points");
  S.Points.push_back(std::move(P));
  return Status::success();
}

Status clopt::addPointArg(ProblemSpec &S, const std::string &Arg) {
  if (Status St = appendPoint(S, Arg, "--point", "--point N=1024"); !St.ok())
    return St;
  S.Origins["points"] = "--point";
  return Status::success();
}

//===----------------------------------------------------------------------===//
// Pragmas
//===----------------------------------------------------------------------===//

/// "points((N = 1024), (N = 4096, M = 8))": one size point per group, as
/// the sidecar's `points:` list.
static Status addPointClause(ProblemSpec &S, const std::string &Body,
                             const std::string &Origin) {
  std::vector<std::string> Groups = splitTopLevel(Body);
  if (Groups.empty())
    return Status::error("points() lists no point; give one group per point, "
                         "e.g. points((N = 1024), (N = 4096))");
  for (const std::string &Group : Groups) {
    if (Group.size() < 2 || Group.front() != '(' || Group.back() != ')')
      return Status::error("points(" + Body +
                           "): each point is a group such as (N = 1024, M = 8)");
    if (Status St = appendPoint(S, Group.substr(1, Group.size() - 2), "point",
                                "points((N = 1024), (N = 4096))");
        !St.ok())
      return St;
  }
  S.Origins["points"] = Origin;
  return Status::success();
}

/// Parses "global(N) sizes(N = 4096)" into S; Where ("FILE:LINE") is
/// recorded as the origin of each value.
static Status parseClauses(const std::string &Text, const std::string &Where,
                           ProblemSpec &S) {
  std::string Origin = Where + ": #pragma clopt tune";
  size_t Pos = 0;
  while (true) {
    while (Pos < Text.size() && std::isspace(static_cast<unsigned char>(Text[Pos])))
      ++Pos;
    if (Pos >= Text.size())
      return Status::success();
    size_t NameStart = Pos;
    while (Pos < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[Pos])) ||
                                 Text[Pos] == '_'))
      ++Pos;
    std::string Clause = Text.substr(NameStart, Pos - NameStart);
    while (Pos < Text.size() && Text[Pos] == ' ')
      ++Pos;
    if (Clause.empty() || Pos >= Text.size() || Text[Pos] != '(')
      return Status::error("expected a clause such as global(N) at '" +
                           Text.substr(NameStart) + "'");
    int Depth = 0;
    size_t Open = Pos;
    for (; Pos < Text.size(); ++Pos) {
      if (Text[Pos] == '(')
        ++Depth;
      if (Text[Pos] == ')' && --Depth == 0)
        break;
    }
    if (Pos >= Text.size())
      return Status::error("missing ')' after " + Clause + "(");
    std::string Body = Text.substr(Open + 1, Pos - Open - 1);
    ++Pos;
    if (Clause == "global" || Clause == "local") {
      S.Origins[Clause] = Origin;
      Status St = setSizeList(Clause == "global" ? S.Global : S.Local, Body,
                              Clause == "global" ? "global" : "local");
      if (!St.ok())
        return St;
      continue;
    }
    if (Clause == "points") {
      if (Status St = addPointClause(S, Body, Origin); !St.ok())
        return St;
      continue;
    }
    std::map<std::string, std::string> *Dest =
        Clause == "sizes" ? &S.Sizes
        : Clause == "buffers" ? &S.Buffers
        : Clause == "inputs" ? &S.Inputs : nullptr;
    if (!Dest)
      return Status::error("unknown clause '" + Clause +
                           "' (use global, local, sizes, buffers, inputs, points)");
    for (const std::string &Item : splitTopLevel(Body)) {
      std::string Name, Value;
      Status St = splitAssign(Item, Clause.c_str(), "N = 4096", Name, Value);
      if (!St.ok())
        return St;
      if (Value.size() >= 2 && Value.front() == '"' && Value.back() == '"')
        Value = Value.substr(1, Value.size() - 2);
      Status C = Clause == "sizes"     ? checkSizeValue(Value, Clause + "(" + Item + ")")
                 : Clause == "buffers" ? checkExpr(Value, Clause + "(" + Item + ")")
                                       : Status::success();
      if (!C.ok())
        return C;
      if (Status U = addUnique(S, *Dest, Clause, Name, Value, Origin); !U.ok())
        return U;
    }
  }
}

std::string clopt::blankComments(const std::string &Code) {
  std::string Text = Code;
  size_t I = 0, N = Text.size();
  auto Blank = [&](size_t From, size_t To) {
    for (size_t K = From; K < To; ++K)
      if (Text[K] != '\n')
        Text[K] = ' ';
  };
  while (I < N) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      // A literal ends at its unescaped quote or, unterminated, at the line.
      size_t K = I + 1;
      while (K < N && Text[K] != C && Text[K] != '\n')
        K += Text[K] == '\\' ? 2 : 1;
      I = std::min(K + 1, N);
    } else if (C == '/' && I + 1 < N && Text[I + 1] == '/') {
      size_t End = Text.find('\n', I);
      End = End == std::string::npos ? N : End;
      Blank(I, End);
      I = End;
    } else if (C == '/' && I + 1 < N && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      End = End == std::string::npos ? N : End + 2;
      Blank(I, End);
      I = End;
    } else {
      ++I;
    }
  }
  return Text;
}

StatusOr<std::vector<PragmaSpec>>
clopt::parsePragmaLines(const std::string &Source, const std::string &FileName) {
  static const std::regex PragmaRe(R"(^\s*#\s*pragma\s+clopt\s+tune\b(.*)$)");
  std::vector<PragmaSpec> Pragmas;
  std::istringstream In(blankComments(Source));
  std::string Line;
  unsigned LineNo = 0;
  // A file written on Windows ends its lines in "\r\n": the '\r' is no part
  // of the pragma (a `.` of the regex does not match it) or of a line
  // splice, as for the compiler.
  auto ReadLine = [&In, &Line] {
    if (!std::getline(In, Line))
      return false;
    if (!Line.empty() && Line.back() == '\r')
      Line.pop_back();
    return true;
  };
  while (ReadLine()) {
    unsigned FirstLine = ++LineNo;
    std::string Full = Line;
    while (!Full.empty() && Full.back() == '\\' && ReadLine()) {
      ++LineNo;
      Full.pop_back();
      Full += " " + Line;
    }
    std::smatch M;
    if (!std::regex_match(Full, M, PragmaRe))
      continue;
    PragmaSpec P;
    P.LastLine = LineNo;
    P.Where = FileName + ":" + std::to_string(FirstLine);
    if (Status St = parseClauses(M[1].str(), P.Where, P.Spec); !St.ok())
      return Status::error(P.Where + ": #pragma clopt tune: " + St.message());
    Pragmas.push_back(std::move(P));
  }
  return Pragmas;
}

//===----------------------------------------------------------------------===//
// Sidecar
//===----------------------------------------------------------------------===//

static const char *const KernelKeys[] = {"global", "local", "sizes", "buffers",
                                        "inputs", "points", "range"};
static const char *const KernelKeyList =
    "global, local, sizes, buffers, inputs, points, range";

static std::string yamlText(const YAML::Node &N, const std::string &Path) {
  if (!N.IsScalar())
    throw FieldError{Path + " must be a single value, not a " +
                     (N.IsSequence() ? "list" : N.IsMap() ? "map" : "null")};
  return trimSpace(N.Scalar());
}

/// "global: [N, M]" or "global: N, M": 1 to 3 expressions.
static std::vector<std::string> exprList(const YAML::Node &K, const char *Key,
                                         const std::string &Path) {
  std::vector<std::string> Out;
  YAML::Node V = K[Key];
  if (!V || V.IsNull())
    return Out;
  if (V.IsScalar())
    Out = splitTopLevel(V.Scalar());
  else if (V.IsSequence())
    for (size_t I = 0; I < V.size(); ++I)
      Out.push_back(yamlText(V[I], Path + "[" + std::to_string(I) + "]"));
  else
    throw FieldError{Path + " must be a list of 1 to 3 sizes, e.g. [N] or [N, M]"};
  if (Out.empty() || Out.size() > 3)
    throw FieldError{Path + " must list 1 to 3 sizes, not " +
                     std::to_string(Out.size())};
  for (const std::string &E : Out)
    if (Status C = checkExpr(E, Path); !C.ok())
      throw FieldError{C.message()};
  return Out;
}

/// "sizes: {N: 4096}" and the like; Check validates each value.
static std::map<std::string, std::string>
stringMap(const YAML::Node &K, const char *Key, const std::string &Path,
          ProblemSpec &S, Status (*Check)(const std::string &, const std::string &)) {
  std::map<std::string, std::string> Out;
  YAML::Node V = K[Key];
  if (!V || V.IsNull())
    return Out;
  if (!V.IsMap())
    throw FieldError{Path + " must be a map, e.g. {N: 4096}"};
  for (const auto &KV : V) {
    std::string Name = yamlText(KV.first, Path + " key");
    std::string ItemPath = Path + "." + Name;
    std::string Value = yamlText(KV.second, ItemPath);
    if (Value.empty())
      throw FieldError{ItemPath + " is empty"};
    if (Check)
      if (Status C = Check(Value, ItemPath); !C.ok())
        throw FieldError{C.message()};
    Out[Name] = Value;
    S.Origins[std::string(Key) + "." + Name] = ItemPath;
  }
  return Out;
}

static void checkKernelKeys(const YAML::Node &K, const std::string &Path) {
  for (const auto &KV : K) {
    std::string Key = yamlText(KV.first, Path + " key");
    bool Known = false;
    for (const char *Valid : KernelKeys)
      Known |= Key == Valid;
    if (!Known)
      throw FieldError{Path + ": unknown key '" + Key + "' (valid keys: " +
                       KernelKeyList + ")"};
  }
}

/// "points: [{N: 1024}, {N: 4096}]".
static std::vector<std::map<std::string, std::string>>
pointList(const YAML::Node &K, const std::string &Path) {
  std::vector<std::map<std::string, std::string>> Out;
  YAML::Node V = K["points"];
  if (!V || V.IsNull())
    return Out;
  if (!V.IsSequence() || V.size() == 0)
    throw FieldError{Path + " must be a list of size maps, e.g. [{N: 1024}, {N: 4096}]"};
  for (size_t I = 0; I < V.size(); ++I) {
    std::string ItemPath = Path + "[" + std::to_string(I) + "]";
    if (!V[I].IsMap() || V[I].size() == 0)
      throw FieldError{ItemPath + " must be a map of sizes, e.g. {N: 1024}"};
    std::map<std::string, std::string> P;
    for (const auto &KV : V[I]) {
      std::string Name = yamlText(KV.first, ItemPath + " key");
      std::string Value = yamlText(KV.second, ItemPath + "." + Name);
      if (Status C = checkSizeValue(Value, ItemPath + "." + Name); !C.ok())
        throw FieldError{C.message()};
      P[Name] = Value;
    }
    Out.push_back(std::move(P));
  }
  if (Out.size() > MaxSizePoints)
    throw FieldError{Path + " lists " + std::to_string(Out.size()) +
                     " points, at most " + std::to_string(MaxSizePoints) + " are allowed"};
  return Out;
}

/// "range: {k: [0, 384, 128]}": every value from, from + step, ... up to
/// and including to; several names give every combination.
static std::vector<std::map<std::string, std::string>>
rangePoints(const YAML::Node &K, const std::string &Path) {
  std::vector<std::map<std::string, std::string>> Out;
  YAML::Node V = K["range"];
  if (!V || V.IsNull())
    return Out;
  if (!V.IsMap() || V.size() == 0)
    throw FieldError{Path + " must be a map NAME: [FROM, TO, STEP], e.g. {k: [0, 384, 128]}"};
  Out.push_back({});
  for (const auto &KV : V) {
    std::string Name = yamlText(KV.first, Path + " key");
    std::string ItemPath = Path + "." + Name;
    if (!KV.second.IsSequence() || KV.second.size() != 3)
      throw FieldError{ItemPath + " must be [FROM, TO, STEP], e.g. [0, 384, 128]"};
    int64_t R[3];
    for (unsigned I = 0; I < 3; ++I) {
      StatusOr<int64_t> X = parseInt64(yamlText(KV.second[I], ItemPath));
      if (!X.ok())
        throw FieldError{ItemPath + ": " + X.message()};
      R[I] = *X;
    }
    if (R[2] <= 0 || R[1] < R[0])
      throw FieldError{ItemPath + " must have FROM <= TO and a positive STEP"};
    uint64_t Count = static_cast<uint64_t>((R[1] - R[0]) / R[2]) + 1;
    if (Count * Out.size() > MaxSizePoints)
      throw FieldError{Path + " gives more than " + std::to_string(MaxSizePoints) +
                       " points; use a larger step"};
    std::vector<std::map<std::string, std::string>> Next;
    for (const auto &P : Out)
      for (int64_t X = R[0]; X <= R[1]; X += R[2]) {
        Next.push_back(P);
        Next.back()[Name] = std::to_string(X);
      }
    Out = std::move(Next);
  }
  return Out;
}

static ProblemSpec readKernelSpec(const YAML::Node &K, const std::string &Path) {
  if (!K.IsMap())
    throw FieldError{Path + " must be a map with the keys " + KernelKeyList};
  checkKernelKeys(K, Path);
  ProblemSpec S;
  S.Global = exprList(K, "global", Path + ".global");
  S.Local = exprList(K, "local", Path + ".local");
  if (!S.Global.empty())
    S.Origins["global"] = Path + ".global";
  if (!S.Local.empty())
    S.Origins["local"] = Path + ".local";
  S.Sizes = stringMap(K, "sizes", Path + ".sizes", S, checkSizeValue);
  S.Buffers = stringMap(K, "buffers", Path + ".buffers", S, checkExpr);
  S.Inputs = stringMap(K, "inputs", Path + ".inputs", S, nullptr);
  if (K["points"] && K["range"])
    throw FieldError{Path + ": give either points or range, not both"};
  S.Points = pointList(K, Path + ".points");
  if (S.Points.empty())
    S.Points = rangePoints(K, Path + ".range");
  if (!S.Points.empty())
    S.Origins["points"] = Path + (K["points"] ? ".points" : ".range");
  return S;
}

StatusOr<KernelSpecs> clopt::parseSpecSidecar(const std::string &Text,
                                              const std::string &Path,
                                              bool *IsTunedSidecar) {
  if (IsTunedSidecar)
    *IsTunedSidecar = false;
  try {
    YAML::Node R = YAML::Load(Text);
    KernelSpecs Specs;
    if (R.IsNull())
      return Specs;
    rejectDuplicateKeys(R);
    if (R.IsMap() && R["clopt_tuned"]) {
      if (IsTunedSidecar)
        *IsTunedSidecar = true;
      return Specs;
    }
    if (!R.IsMap() || !R["kernels"] || !R["kernels"].IsMap())
      return Status::error(Path + ": expected a map 'kernels:' with one entry "
                                  "per kernel, e.g. kernels: {matvec: {global: [N], "
                                  "sizes: {N: 4096}}}");
    for (const auto &KV : R) {
      std::string Key = yamlText(KV.first, "top-level key");
      if (Key != "kernels")
        throw FieldError{"unknown top-level key '" + Key + "' (valid keys: kernels)"};
    }
    for (const auto &KV : R["kernels"]) {
      std::string Name = yamlText(KV.first, "kernels key");
      ProblemSpec S = readKernelSpec(KV.second, "kernels." + Name);
      for (auto &[Key, Origin] : S.Origins)
        Origin = Path + ": " + Origin;
      Specs[Name] = std::move(S);
    }
    return Specs;
  } catch (const FieldError &E) {
    return Status::error(Path + ": " + E.Message);
  } catch (const YAML::Exception &E) {
    return Status::error(Path + ": " + E.what());
  }
}

StatusOr<KernelSpecs> clopt::loadSpecSidecar(const std::string &Path,
                                             bool *IsTunedSidecar) {
  if (IsTunedSidecar)
    *IsTunedSidecar = false;
  // Only a name that is not there means "no spec": a directory, or a link
  // whose target is not (yet) made, would tune another problem unsaid.
  // Another lstat failure (a directory on the way that cannot be searched)
  // leaves St unset: reading the file says why.
  struct stat St;
  if (::lstat(Path.c_str(), &St) != 0) {
    if (errno == ENOENT)
      return KernelSpecs();
  } else {
    if (S_ISLNK(St.st_mode) && ::stat(Path.c_str(), &St) != 0)
      return Status::error(Path + ": the problem spec is a link to a file that does not "
                                  "exist (" + std::strerror(errno) + ")");
    if (S_ISDIR(St.st_mode))
      return Status::error(Path + ": the problem spec is a directory, not a YAML file");
  }
  StatusOr<std::string> Text = readWholeFile(Path);
  if (!Text.ok())
    return Text.status();
  return parseSpecSidecar(*Text, Path, IsTunedSidecar);
}
