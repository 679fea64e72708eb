//===- ProblemSpec.cpp - How big a problem to run a kernel on -------------===//

#include "clopt/Runtime/ProblemSpec.h"
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

Status clopt::addSizeArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--size", "N=4096", Name, Value);
  if (!St.ok())
    return St;
  S.Sizes[Name] = Value;
  return Status::success();
}

Status clopt::addBufferArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--buffer", "A=N*N", Name, Value);
  if (!St.ok())
    return St;
  if (Status C = checkExpr(Value, "--buffer " + Arg); !C.ok())
    return C;
  S.Buffers[Name] = Value;
  return Status::success();
}

Status clopt::addInputArg(ProblemSpec &S, const std::string &Arg) {
  std::string Name, Value;
  Status St = splitAssign(Arg, "--input", "idx=idx.bin", Name, Value);
  if (!St.ok())
    return St;
  S.Inputs[Name] = Value;
  return Status::success();
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
  return setSizeList(S.Global, Arg, "--global");
}

Status clopt::setLocalArg(ProblemSpec &S, const std::string &Arg) {
  return setSizeList(S.Local, Arg, "--local");
}

//===----------------------------------------------------------------------===//
// Pragmas
//===----------------------------------------------------------------------===//

/// Parses "global(N) sizes(N = 4096)" into S.
static Status parseClauses(const std::string &Text, ProblemSpec &S) {
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
      Status St = setSizeList(Clause == "global" ? S.Global : S.Local, Body,
                              Clause == "global" ? "global" : "local");
      if (!St.ok())
        return St;
      continue;
    }
    std::map<std::string, std::string> *Dest =
        Clause == "sizes" ? &S.Sizes
        : Clause == "buffers" ? &S.Buffers
        : Clause == "inputs" ? &S.Inputs : nullptr;
    if (!Dest)
      return Status::error("unknown clause '" + Clause +
                           "' (use global, local, sizes, buffers, inputs)");
    for (const std::string &Item : splitTopLevel(Body)) {
      std::string Name, Value;
      Status St = splitAssign(Item, Clause.c_str(), "N = 4096", Name, Value);
      if (!St.ok())
        return St;
      if (Value.size() >= 2 && Value.front() == '"' && Value.back() == '"')
        Value = Value.substr(1, Value.size() - 2);
      (*Dest)[Name] = Value;
    }
  }
}

StatusOr<KernelSpecs> clopt::parsePragmaSpecs(const std::string &Source,
                                              const std::string &FileName) {
  static const std::regex PragmaRe(R"(^\s*#\s*pragma\s+clopt\s+tune\b(.*)$)");
  static const std::regex KernelRe(R"(\b(__kernel|kernel)\b)");
  static const std::regex NameRe(R"(\bvoid\s+([A-Za-z_]\w*)\s*\()");
  KernelSpecs Specs;
  std::istringstream In(Source);
  std::string Line;
  size_t Offset = 0;
  unsigned LineNo = 0;
  while (std::getline(In, Line)) {
    ++LineNo;
    size_t LineEnd = Offset + Line.size() + 1;
    std::string Full = Line;
    while (!Full.empty() && Full.back() == '\\' && std::getline(In, Line)) {
      ++LineNo;
      Full.pop_back();
      Full += " " + Line;
      LineEnd += Line.size() + 1;
    }
    std::smatch M;
    if (std::regex_match(Full, M, PragmaRe)) {
      std::string Where = FileName + ":" + std::to_string(LineNo);
      ProblemSpec S;
      if (Status St = parseClauses(M[1].str(), S); !St.ok())
        return Status::error(Where + ": #pragma clopt tune: " + St.message());
      std::smatch K, N;
      std::string Rest = LineEnd < Source.size() ? Source.substr(LineEnd) : "";
      if (!std::regex_search(Rest, K, KernelRe))
        return Status::error(Where + ": #pragma clopt tune is not followed by a kernel");
      std::string AfterKernel = Rest.substr(static_cast<size_t>(K.position(0)));
      if (!std::regex_search(AfterKernel, N, NameRe))
        return Status::error(Where + ": #pragma clopt tune is not followed by a kernel");
      Specs[N[1].str()] = S;
    }
    Offset = LineEnd;
  }
  return Specs;
}

//===----------------------------------------------------------------------===//
// Sidecar
//===----------------------------------------------------------------------===//

static std::vector<std::string> exprList(const YAML::Node &N, const char *Key) {
  std::vector<std::string> Out;
  YAML::Node V = N[Key];
  if (!V || V.IsNull())
    return Out;
  if (V.IsScalar())
    return splitTopLevel(V.as<std::string>());
  if (!V.IsSequence() || V.size() == 0 || V.size() > 3)
    throw FieldError{std::string("'") + Key + "' must list 1 to 3 sizes"};
  for (const YAML::Node &E : V)
    Out.push_back(trimSpace(E.as<std::string>()));
  return Out;
}

static std::map<std::string, std::string> stringMap(const YAML::Node &N,
                                                    const char *Key) {
  std::map<std::string, std::string> Out;
  YAML::Node V = N[Key];
  if (!V || V.IsNull())
    return Out;
  if (!V.IsMap())
    throw FieldError{std::string("'") + Key + "' must be a map, e.g. {N: 4096}"};
  for (const auto &KV : V)
    Out[KV.first.as<std::string>()] = trimSpace(KV.second.as<std::string>());
  return Out;
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
    for (const auto &KV : R["kernels"]) {
      std::string Name = KV.first.as<std::string>();
      const YAML::Node &K = KV.second;
      if (!K.IsMap())
        throw FieldError{"kernel '" + Name + "' must map to a spec"};
      ProblemSpec S;
      S.Global = exprList(K, "global");
      S.Local = exprList(K, "local");
      S.Sizes = stringMap(K, "sizes");
      S.Buffers = stringMap(K, "buffers");
      S.Inputs = stringMap(K, "inputs");
      for (const std::string &E : S.Global)
        if (Status C = checkExpr(E, "kernel '" + Name + "' global"); !C.ok())
          throw FieldError{C.message()};
      Specs[Name] = S;
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

ProblemSpec clopt::mergeSpecs(const ProblemSpec &Cli, const ProblemSpec &Sidecar,
                              const ProblemSpec &Pragma) {
  ProblemSpec S;
  S.Global = firstSet(Cli.Global, Sidecar.Global, Pragma.Global);
  S.Local = firstSet(Cli.Local, Sidecar.Local, Pragma.Local);
  S.Sizes = mergeMaps(Cli.Sizes, Sidecar.Sizes, Pragma.Sizes);
  S.Buffers = mergeMaps(Cli.Buffers, Sidecar.Buffers, Pragma.Buffers);
  S.Inputs = mergeMaps(Cli.Inputs, Sidecar.Inputs, Pragma.Inputs);
  return S;
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
evalList(const std::vector<std::string> &Exprs, const SizeEnv &Env,
         const SpecContext &Ctx, const char *What) {
  std::vector<uint64_t> Out;
  for (const std::string &E : Exprs) {
    StatusOr<int64_t> V = evalIntExpr(E, Env);
    if (!V.ok())
      return Status::error("kernel '" + Ctx.Kernel + "': " + What + " size: " +
                           V.message() + " (give sizes with --size NAME=VALUE)");
    if (*V <= 0)
      return Status::error("kernel '" + Ctx.Kernel + "': " + What + " size '" + E +
                           "' is " + std::to_string(*V) + ", it must be positive");
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
  return evalList(S.Global, sizeEnv(S), Ctx, "global");
}

StatusOr<std::vector<uint64_t>> clopt::resolveLocal(const ProblemSpec &S,
                                                    const SpecContext &Ctx) {
  if (S.Local.empty())
    return std::vector<uint64_t>();
  StatusOr<std::vector<uint64_t>> L = evalList(S.Local, sizeEnv(S), Ctx, "local");
  if (L.ok() && S.Global.size() != L->size())
    return Status::error("kernel '" + Ctx.Kernel + "': local size has " +
                         std::to_string(L->size()) + " dimensions, global has " +
                         std::to_string(S.Global.size()));
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
  if (isFloatType(T)) {
    const char *Begin = It->second.c_str();
    char *End = nullptr;
    std::strtod(Begin, &End);
    if (End == Begin || *End != '\0')
      return Status::error("value '" + It->second + "' of '" + Name +
                           "' is not a number");
    return It->second;
  }
  SizeEnv Env = sizeEnv(S);
  StatusOr<int64_t> V = evalIntExpr(It->second, Env);
  if (!V.ok())
    return Status::error("value of '" + Name + "': " + V.message());
  if (!fitsInt(T, *V))
    return Status::error("value " + std::to_string(*V) + " of '" + Name +
                         "' does not fit its type " + elemTypeName(T));
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
