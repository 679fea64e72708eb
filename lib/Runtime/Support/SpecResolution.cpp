//===- SpecResolution.cpp - Merge problem specs and resolve sizes --------===//
//
// What a problem spec means for a kernel: the specs of the command line,
// the pragmas and the sidecar merged (the first that sets a value wins),
// expanded into size points, and resolved into global and local sizes and
// scalar values, with a message that says how to give what is missing.
// Reading the specs is in ProblemSpec.cpp.
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Runtime/Support/CheckedNumber.h"

#include <cctype>
#include <cstdlib>
#include <sstream>

using namespace clopt;

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

/// " (N = -5 from --size N=-5)" for the sizes expression E names: where
/// the values that made it what it is came from ("" when unknown).
static std::string valuesOfNames(const ProblemSpec &S, const std::string &E,
                                 const SizeEnv &Env) {
  StatusOr<std::vector<std::string>> Names = intExprNames(E);
  if (!Names.ok())
    return "";
  std::string Out;
  for (const std::string &Name : *Names) {
    auto Value = Env.find(Name);
    auto Origin = S.Origins.find("sizes." + Name);
    if (Value == Env.end() || Origin == S.Origins.end())
      continue;
    Out += (Out.empty() ? " (" : ", ") + Name + " = " + std::to_string(Value->second) +
           " from " + Origin->second;
  }
  return Out.empty() ? "" : Out + ")";
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
      return Status::error("kernel '" + Ctx.Kernel + "': " + What + " size '" + E + "'" +
                           S.from(What) + " is " + std::to_string(*V) +
                           ", it must be positive" + valuesOfNames(S, E, Env));
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

StatusOr<std::vector<uint64_t>>
clopt::resolveLocal(const ProblemSpec &S, const SpecContext &Ctx,
                    const std::vector<uint64_t> &Global) {
  if (S.Local.empty())
    return std::vector<uint64_t>();
  StatusOr<std::vector<uint64_t>> L = evalList(S, S.Local, sizeEnv(S), Ctx, "local");
  if (!L.ok())
    return L;
  if (Global.size() != L->size())
    return Status::error("kernel '" + Ctx.Kernel + "': local size has " +
                         std::to_string(L->size()) + " dimensions" + S.from("local") +
                         ", global has " + std::to_string(Global.size()) +
                         S.from("global"));
  // Checked here, before any device work: the launch would fail with
  // CL_INVALID_WORK_GROUP_SIZE, which names neither the dimension nor sizes.
  for (size_t D = 0; D < Global.size(); ++D) {
    if (Global[D] % (*L)[D] == 0)
      continue;
    std::string Value = std::to_string(Global[D]);
    if (S.Global[D] != Value)
      Value = S.Global[D] + " = " + Value;
    return Status::error(
        "kernel '" + Ctx.Kernel + "': dimension " + std::to_string(D) +
        " of the global size, " + Value + S.from("global") +
        ", is not a multiple of the work-group size " + std::to_string((*L)[D]) +
        S.from("local") +
        ": an OpenCL 1.2 launch runs whole work-groups; give a global size rounded "
        "up to a multiple (a kernel with a guard such as `if (i < n)` takes it), or "
        "no local size");
  }
  return L;
}

StatusOr<std::string> clopt::resolveScalar(const ProblemSpec &S,
                                           const SpecContext &Ctx,
                                           const std::string &Name, ElemType T) {
  // An unnamed parameter (C23, a clang extension in OpenCL C) cannot be read
  // by the kernel, so any value is right; the host still has to pass one.
  if (Name.empty())
    return std::string("0");
  auto It = S.Sizes.find(Name);
  if (It == S.Sizes.end())
    return Status::error(missingScalarsMessage(Ctx, {Name}));
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
  if (!fitsIntType(T, *V))
    return Status::error("value " + std::to_string(*V) + " of '" + Name + "'" + From +
                         " does not fit its type " + elemTypeName(T));
  return std::to_string(*V);
}

std::string clopt::missingScalarsMessage(const SpecContext &Ctx,
                                         const std::vector<std::string> &Names) {
  std::string Quoted, Cli, Yaml, Pragma;
  for (size_t I = 0; I < Names.size(); ++I) {
    std::string Sep = I ? ", " : "";
    Quoted += Sep + "'" + Names[I] + "'";
    Cli += (I ? " " : "") + ("--size " + Names[I] + "=VALUE");
    Yaml += Sep + Names[I] + ": VALUE";
    Pragma += Sep + Names[I] + " = VALUE";
  }
  std::string What = Names.size() == 1 ? "no value for scalar argument "
                                       : "no value for scalar arguments ";
  return What + Quoted + " of kernel '" + Ctx.Kernel + "': " +
         howToGive(Ctx, Cli, "sizes: {" + Yaml + "}", "sizes(" + Pragma + ")");
}

std::string clopt::missingBufferMessage(const SpecContext &Ctx,
                                        const std::vector<std::string> &Buffers,
                                        const std::string &SizeName) {
  // LENGTH, not a guess such as `N`: a buffer indexed `i * N + k` needs
  // N * N, and a guess copied as given would run the kernel out of bounds;
  // the examples show the form, not the answer.
  std::string Names, Cli, Sidecar, Pragma;
  for (size_t I = 0; I < Buffers.size(); ++I) {
    const std::string &B = Buffers[I];
    std::string Sep = I ? ", " : "";
    Names += Sep + "'" + B + "'";
    Cli += (I ? " " : "") + ("--buffer " + B + "=LENGTH");
    Sidecar += Sep + B + ": \"LENGTH\"";
    Pragma += Sep + B + " = LENGTH";
  }
  return "cannot tell the length of buffer" + std::string(Buffers.size() > 1 ? "s " : " ") +
         Names + " of kernel '" + Ctx.Kernel + "': " +
         howToGive(Ctx, Cli, "buffers: {" + Sidecar + "}", "buffers(" + Pragma + ")") +
         " (LENGTH: its element count, an expression over sizes, e.g. `" + SizeName +
         "` or `" + SizeName + " * " + SizeName + "`)";
}
