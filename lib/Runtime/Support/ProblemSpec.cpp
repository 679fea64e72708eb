//===- ProblemSpec.cpp - How big a problem to run a kernel on -------------===//

#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "YamlSupport.h"

#include <cctype>
#include <fstream>
#include <cstdlib>
#include <regex>
#include <sstream>

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

//===----------------------------------------------------------------------===//
// Pragmas
//===----------------------------------------------------------------------===//

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
    P[Name] = Value;
  }
  if (P.empty())
    return Status::error("invalid " + Option + " '" + Arg + "' (expected NAME=VALUE)");
  if (S.Points.size() >= MaxSizePoints)
    return Status::error("more than " + std::to_string(MaxSizePoints) + " size points");
  S.Points.push_back(std::move(P));
  return Status::success();
}

/// "points((N = 1024), (N = 4096, M = 8))": one size point per group, as
/// the sidecar's `points:` list.
static Status addPointClause(ProblemSpec &S, const std::string &Body,
                             const std::string &Origin) {
  for (const std::string &Group : splitTopLevel(Body)) {
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

StatusOr<std::vector<PragmaSpec>>
clopt::parsePragmaLines(const std::string &Source, const std::string &FileName) {
  static const std::regex PragmaRe(R"(^\s*#\s*pragma\s+clopt\s+tune\b(.*)$)");
  std::vector<PragmaSpec> Pragmas;
  std::istringstream In(Source);
  std::string Line;
  unsigned LineNo = 0;
  while (std::getline(In, Line)) {
    unsigned FirstLine = ++LineNo;
    std::string Full = Line;
    while (!Full.empty() && Full.back() == '\\' && std::getline(In, Line)) {
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
  std::ifstream Probe(Path);
  if (!Probe)
    return KernelSpecs();
  StatusOr<std::string> Text = readWholeFile(Path);
  if (!Text.ok())
    return Text.status();
  return parseSpecSidecar(*Text, Path, IsTunedSidecar);
}

//===----------------------------------------------------------------------===//
// Merge and resolve
//===----------------------------------------------------------------------===//

template <typename T>
static const T &firstSet(const T &A, const T &B, const T &C) {
  return !A.empty() ? A : !B.empty() ? B : C;
}

static std::map<std::string, std::string>
mergeMaps(const std::map<std::string, std::string> &Hi,
          const std::map<std::string, std::string> &Mid,
          const std::map<std::string, std::string> &Lo) {
  std::map<std::string, std::string> Out = Lo;
  for (const auto &KV : Mid)
    Out[KV.first] = KV.second;
  for (const auto &KV : Hi)
    Out[KV.first] = KV.second;
  return Out;
}

/// The origin of Key in the first spec that sets it.
static void mergeOrigin(ProblemSpec &S, const std::string &Key,
                        std::initializer_list<const ProblemSpec *> Order) {
  for (const ProblemSpec *P : Order) {
    auto It = P->Origins.find(Key);
    if (It != P->Origins.end()) {
      S.Origins[Key] = It->second;
      return;
    }
  }
}

ProblemSpec clopt::mergeSpecs(const ProblemSpec &Cli, const ProblemSpec &Sidecar,
                              const ProblemSpec &Pragma) {
  ProblemSpec S;
  S.Global = firstSet(Cli.Global, Sidecar.Global, Pragma.Global);
  S.Local = firstSet(Cli.Local, Sidecar.Local, Pragma.Local);
  S.Sizes = mergeMaps(Cli.Sizes, Sidecar.Sizes, Pragma.Sizes);
  S.Buffers = mergeMaps(Cli.Buffers, Sidecar.Buffers, Pragma.Buffers);
  S.Inputs = mergeMaps(Cli.Inputs, Sidecar.Inputs, Pragma.Inputs);
  S.Points = !Cli.Points.empty() ? Cli.Points
             : !Sidecar.Points.empty() ? Sidecar.Points : Pragma.Points;
  mergeOrigin(S, "points", {&Cli, &Sidecar, &Pragma});
  // Global and local are taken whole from one source, so is their origin.
  const ProblemSpec *GlobalFrom = !Cli.Global.empty() ? &Cli
                                  : !Sidecar.Global.empty() ? &Sidecar : &Pragma;
  const ProblemSpec *LocalFrom = !Cli.Local.empty() ? &Cli
                                 : !Sidecar.Local.empty() ? &Sidecar : &Pragma;
  mergeOrigin(S, "global", {GlobalFrom});
  mergeOrigin(S, "local", {LocalFrom});
  for (const auto &[Field, Map] :
       {std::pair<std::string, const std::map<std::string, std::string> *>{
            "sizes", &S.Sizes},
        {"buffers", &S.Buffers},
        {"inputs", &S.Inputs}})
    for (const auto &KV : *Map)
      mergeOrigin(S, Field + "." + KV.first, {&Cli, &Sidecar, &Pragma});
  return S;
}

Status clopt::addPointArg(ProblemSpec &S, const std::string &Arg) {
  if (Status St = appendPoint(S, Arg, "--point", "--point N=1024"); !St.ok())
    return St;
  S.Origins["points"] = "--point";
  return Status::success();
}

std::vector<ProblemSpec> clopt::expandPoints(const ProblemSpec &S) {
  if (S.Points.empty())
    return {S};
  std::vector<ProblemSpec> Out;
  for (const auto &P : S.Points) {
    ProblemSpec X = S;
    X.Points.clear();
    for (const auto &[Name, Value] : P) {
      X.Sizes[Name] = Value;
      X.Origins["sizes." + Name] = S.Origins.count("points") ? S.Origins.at("points")
                                                             : std::string("points");
    }
    Out.push_back(std::move(X));
  }
  return Out;
}

std::string clopt::pointLabel(const ProblemSpec &S, size_t Index) {
  if (Index >= S.Points.size())
    return "";
  std::string L;
  for (const auto &[Name, Value] : S.Points[Index])
    L += (L.empty() ? "" : ", ") + Name + "=" + Value;
  return L;
}

Status clopt::checkSizes(const ProblemSpec &S,
                         const std::vector<std::string> &FloatNames) {
  SizeEnv Env = sizeEnv(S);
  for (const auto &[Name, Text] : S.Sizes) {
    if (Env.count(Name))
      continue;
    bool IsFloat = false;
    for (const std::string &F : FloatNames)
      IsFloat |= F == Name;
    if (IsFloat && parseFiniteDouble(Text).ok())
      continue;
    StatusOr<int64_t> V = evalIntExpr(Text, Env);
    std::string Why = V.ok() ? "it is not an integer" : V.message();
    if (!IsFloat && parseFiniteDouble(Text).ok())
      Why = "'" + Text + "' is not an integer, and only floating-point scalar "
            "arguments take fractions";
    return Status::error("size '" + Name + "'" + S.from("sizes." + Name) + ": " + Why);
  }
  return Status::success();
}

SizeEnv clopt::sizeEnv(const ProblemSpec &S) {
  // Sizes may refer to each other (M: N/2): evaluate until nothing changes.
  SizeEnv Env;
  bool Progress = true;
  while (Progress) {
    Progress = false;
    for (const auto &KV : S.Sizes) {
      if (Env.count(KV.first))
        continue;
      StatusOr<int64_t> V = evalIntExpr(KV.second, Env);
      if (!V.ok())
        continue;
      Env[KV.first] = *V;
      Progress = true;
    }
  }
  return Env;
}

static std::string howToGive(const SpecContext &Ctx, const std::string &Cli,
                             const std::string &Yaml, const std::string &Pragma) {
  return "add `" + Cli + "` to the command line, `" + Yaml +
         "` under `kernels: " + Ctx.Kernel + ":` in " + Ctx.SidecarPath +
         ", or a line `#pragma clopt tune " + Pragma + "` right before the kernel in " +
         Ctx.SourcePath;
}

static StatusOr<std::vector<uint64_t>>
evalList(const ProblemSpec &S, const std::vector<std::string> &Exprs,
         const SizeEnv &Env, const SpecContext &Ctx, const char *What) {
  std::vector<uint64_t> Out;
  for (const std::string &E : Exprs) {
    StatusOr<int64_t> V = evalIntExpr(E, Env);
    if (!V.ok())
      return Status::error("kernel '" + Ctx.Kernel + "': " + What + " size" +
                           S.from(What) + ": " + V.message() +
                           " (give sizes with --size NAME=VALUE)");
    if (*V <= 0)
      return Status::error("kernel '" + Ctx.Kernel + "': " + What + " size '" + E +
                           "' is " + std::to_string(*V) + S.from(What) +
                           ", it must be positive");
    Out.push_back(static_cast<uint64_t>(*V));
  }
  return Out;
}

StatusOr<std::vector<uint64_t>> clopt::resolveGlobal(const ProblemSpec &S,
                                                     const SpecContext &Ctx,
                                                     const std::string &ExampleName) {
  if (S.Global.empty()) {
    std::string N = ExampleName.empty() ? "1024" : ExampleName;
    std::string Sizes = ExampleName.empty() ? "" : " sizes(" + N + " = 4096)";
    return Status::error(
        "no global size for kernel '" + Ctx.Kernel + "': " +
        howToGive(Ctx, "--global " + N + (ExampleName.empty() ? "" : " --size " + N + "=4096"),
                  "global: [" + N + "]", "global(" + N + ")" + Sizes));
  }
  return evalList(S, S.Global, sizeEnv(S), Ctx, "global");
}

StatusOr<std::vector<uint64_t>>
clopt::resolveGlobal(const ProblemSpec &S, const SpecContext &Ctx,
                     const std::vector<std::string> &ExampleDims) {
  auto IsName = [](const std::string &D) {
    return !D.empty() && !std::isdigit(static_cast<unsigned char>(D[0]));
  };
  if (!S.Global.empty() || ExampleDims.size() <= 1)
    return resolveGlobal(S, Ctx, ExampleDims.empty() || !IsName(ExampleDims.front())
                                     ? ""
                                     : ExampleDims.front());
  // One example per dimension the kernel uses: a name is a scalar to give
  // with --size, a number is used as it is.
  std::string List, Sizes, CliSizes, YamlSizes;
  for (const std::string &D : ExampleDims) {
    List += (List.empty() ? "" : ",") + D;
    if (!IsName(D) || Sizes.find(D + " =") != std::string::npos)
      continue;
    Sizes += (Sizes.empty() ? "" : ", ") + D + " = 4096";
    CliSizes += " --size " + D + "=4096";
  }
  std::string Pragma = "global(" + List + ")" + (Sizes.empty() ? "" : " sizes(" + Sizes + ")");
  std::string Yaml = "global: [";
  for (size_t I = 0; I < ExampleDims.size(); ++I)
    Yaml += (I ? ", " : "") + ExampleDims[I];
  Yaml += "]";
  return Status::error("no global size for kernel '" + Ctx.Kernel + "', which uses " +
                       std::to_string(ExampleDims.size()) + " dimensions: " +
                       howToGive(Ctx, "--global " + List + CliSizes, Yaml, Pragma));
}

StatusOr<std::vector<uint64_t>> clopt::resolveLocal(const ProblemSpec &S,
                                                    const SpecContext &Ctx) {
  if (S.Local.empty())
    return std::vector<uint64_t>();
  StatusOr<std::vector<uint64_t>> L = evalList(S, S.Local, sizeEnv(S), Ctx, "local");
  if (L.ok() && S.Global.size() != L->size())
    return Status::error("kernel '" + Ctx.Kernel + "': local size has " +
                         std::to_string(L->size()) + " dimensions" + S.from("local") +
                         ", global has " + std::to_string(S.Global.size()) +
                         S.from("global"));
  return L;
}

static bool fitsInt(ElemType T, int64_t V) {
  switch (T) {
  case ElemType::Char: return V >= -128 && V <= 127;
  case ElemType::UChar: return V >= 0 && V <= 255;
  case ElemType::Short: return V >= -32768 && V <= 32767;
  case ElemType::UShort: return V >= 0 && V <= 65535;
  case ElemType::Int: return V >= INT32_MIN && V <= INT32_MAX;
  case ElemType::UInt: return V >= 0 && V <= static_cast<int64_t>(UINT32_MAX);
  case ElemType::ULong: return V >= 0;
  default: return true;
  }
}

StatusOr<std::string> clopt::resolveScalar(const ProblemSpec &S,
                                           const SpecContext &Ctx,
                                           const std::string &Name, ElemType T) {
  auto It = S.Sizes.find(Name);
  if (It == S.Sizes.end()) {
    std::string Example = isFloatType(T) ? "1.5" : "4096";
    return Status::error("no value for scalar argument '" + Name + "' of kernel '" +
                         Ctx.Kernel + "': " +
                         howToGive(Ctx, "--size " + Name + "=" + Example,
                                   "sizes: {" + Name + ": " + Example + "}",
                                   "sizes(" + Name + " = " + Example + ")"));
  }
  std::string From = S.from("sizes." + Name);
  if (isFloatType(T)) {
    StatusOr<double> D = parseFiniteDouble(It->second);
    if (!D.ok())
      return Status::error("value of '" + Name + "'" + From + ": " + D.message());
    return It->second;
  }
  SizeEnv Env = sizeEnv(S);
  StatusOr<int64_t> V = evalIntExpr(It->second, Env);
  if (!V.ok())
    return Status::error("value of '" + Name + "'" + From + ": " + V.message());
  if (!fitsInt(T, *V))
    return Status::error("value " + std::to_string(*V) + " of '" + Name + "'" + From +
                         " does not fit its type " + elemTypeName(T));
  return std::to_string(*V);
}

std::string clopt::missingBufferMessage(const SpecContext &Ctx,
                                        const std::string &Buffer,
                                        const std::string &Example) {
  return "cannot tell the length of buffer '" + Buffer + "' of kernel '" +
         Ctx.Kernel + "': " +
         howToGive(Ctx, "--buffer " + Buffer + "=" + Example,
                   "buffers: {" + Buffer + ": \"" + Example + "\"}",
                   "buffers(" + Buffer + " = " + Example + ")") +
         " (the element count, an expression over sizes)";
}
