//===- TunedSidecar.cpp - OUT.cl.yaml, the machine-readable tuned output --===//

#include "clopt/Runtime/Support/TunedSidecar.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "YamlSupport.h"
#include <cmath>
#include <cstdio>

using namespace clopt;
using namespace clopt::yaml;

bool TunedKernel::operator==(const TunedKernel &O) const {
  return Name == O.Name && Device == O.Device && Platform == O.Platform &&
         Driver == O.Driver && Parameters == O.Parameters && Args == O.Args &&
         Geometry == O.Geometry && Preconditions == O.Preconditions &&
         ProblemGlobal == O.ProblemGlobal && ProblemSizes == O.ProblemSizes &&
         OriginalMs == O.OriginalMs && TunedMs == O.TunedMs && Speedup == O.Speedup &&
         Note == O.Note;
}

std::string TunedKernel::checkDimensions(const std::vector<uint64_t> &Global) const {
  if (Global.empty() || Global.size() > 3)
    return "kernel '" + Name + "': the global size needs 1 to 3 dimensions";
  // Kept as the original: launched as the original was, with whatever
  // global size the host gives it.
  if (isOriginal())
    return "";
  if (Global.size() < Geometry.WorkDim)
    return "kernel '" + Name + "' takes a " + std::to_string(Geometry.WorkDim) +
           "-dimensional global size, got " + std::to_string(Global.size());
  // A dimension past WorkDim is launched as the host gave it (compute());
  // the variant reads none, so only 1 leaves its work as it was.
  for (size_t D = Geometry.WorkDim; D < Global.size(); ++D)
    if (Global[D] != 1)
      return "kernel '" + Name + "' takes a " + std::to_string(Geometry.WorkDim) +
             "-dimensional global size: dimension " + std::to_string(D) +
             " of the one given is " + std::to_string(Global[D]) +
             ", and a dimension past the variant's must be 1";
  return "";
}

std::string TunedKernel::checkPreconditions(const std::vector<uint64_t> &Global,
                                            const SizeEnv &ScalarArgs) const {
  if (std::string Why = checkDimensions(Global); !Why.empty())
    return Why;
  std::array<uint64_t, 3> G = {1, 1, 1};
  for (size_t D = 0; D < Global.size(); ++D)
    G[D] = Global[D];
  std::string Geo = Geometry.checkPreconditions(G);
  if (!Geo.empty())
    return "kernel '" + Name + "': " + Geo;
  SizeEnv Env = launchEnv(ScalarArgs, Global);
  for (const std::string &P : Preconditions) {
    StatusOr<int64_t> V = evalIntExpr(P, Env);
    if (!V.ok())
      return "kernel '" + Name + "': precondition: " + V.message();
    if (*V == 0)
      return "kernel '" + Name + "': precondition '" + P + "' does not hold";
  }
  return "";
}

const TunedKernel *TunedSidecar::find(const std::string &Name) const {
  for (const TunedKernel &K : Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

/// A time as recorded: six significant digits. The record rounds seconds
/// so; their milliseconds in full would print binary noise
/// (0.047795999999999998 for 4.7796e-05 s).
static std::string timeText(double Ms) {
  if (!std::isfinite(Ms))
    return yamlDecimal(Ms);
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.6g", Ms);
  return Buf;
}

static const char *kindName(ArgKind K) {
  switch (K) {
  case ArgKind::Buffer: return "buffer";
  case ArgKind::Scalar: return "scalar";
  case ArgKind::Local: return "local";
  }
  return "buffer";
}

static void emitKernel(YAML::Emitter &E, const TunedKernel &K) {
  E << YAML::BeginMap;
  E << YAML::Key << "name" << YAML::Value << K.Name;
  E << YAML::Key << "device" << YAML::Value << K.Device;
  E << YAML::Key << "platform" << YAML::Value << K.Platform;
  E << YAML::Key << "driver" << YAML::Value << YAML::DoubleQuoted << K.Driver;
  E << YAML::Key << "parameters" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto &P : K.Parameters)
    E << YAML::Key << P.first << YAML::Value << P.second;
  E << YAML::EndMap;
  E << YAML::Key << "args" << YAML::Value << YAML::BeginSeq;
  for (const TunedArg &A : K.Args) {
    E << YAML::Flow << YAML::BeginMap;
    E << YAML::Key << "name" << YAML::Value << A.Name;
    E << YAML::Key << "kind" << YAML::Value << kindName(A.Kind);
    if (A.Kind != ArgKind::Local)
      E << YAML::Key << "type" << YAML::Value << elemTypeName(A.Type);
    if (A.Kind == ArgKind::Scalar && A.Lanes != 1)
      E << YAML::Key << "lanes" << YAML::Value << A.Lanes;
    E << YAML::EndMap;
  }
  E << YAML::EndSeq;
  E << YAML::Key << "geometry" << YAML::Value << YAML::BeginMap;
  E << YAML::Key << "work_dim" << YAML::Value << K.Geometry.WorkDim;
  E << YAML::Key << "dims" << YAML::Value << YAML::BeginSeq;
  for (unsigned D = 0; D < K.Geometry.WorkDim; ++D) {
    const DimGeometry &G = K.Geometry.Dims[D];
    E << YAML::Flow << YAML::BeginMap;
    E << YAML::Key << "divisor" << YAML::Value << G.Divisor;
    E << YAML::Key << "multiplier" << YAML::Value << G.Multiplier;
    E << YAML::Key << "local" << YAML::Value << G.Local;
    E << YAML::Key << "required_multiple" << YAML::Value << G.RequiredMultiple;
    E << YAML::EndMap;
  }
  E << YAML::EndSeq;
  E << YAML::Key << "describe" << YAML::Value << K.Geometry.describe();
  E << YAML::EndMap;
  E << YAML::Key << "preconditions" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const std::string &P : K.Preconditions)
    E << YAML::DoubleQuoted << P;
  E << YAML::EndSeq;
  E << YAML::Key << "problem" << YAML::Value << YAML::Flow << YAML::BeginMap;
  emitSizes(E, "global", K.ProblemGlobal);
  E << YAML::Key << "sizes" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto &KV : K.ProblemSizes)
    E << YAML::Key << KV.first << YAML::Value << KV.second;
  E << YAML::EndMap << YAML::EndMap;
  E << YAML::Key << "original_ms" << YAML::Value << timeText(K.OriginalMs);
  E << YAML::Key << "tuned_ms" << YAML::Value << timeText(K.TunedMs);
  E << YAML::Key << "speedup" << YAML::Value << yamlDecimal(K.Speedup);
  if (!K.Note.empty())
    E << YAML::Key << "note" << YAML::Value << YAML::DoubleQuoted << K.Note;
  E << YAML::EndMap;
}

std::string clopt::emitTunedSidecar(const TunedSidecar &S) {
  YAML::Emitter E;
  E.SetDoublePrecision(17);
  E << YAML::BeginMap;
  E << YAML::Key << "clopt_tuned" << YAML::Value << TunedSidecarFormat;
  E << YAML::Key << "clopt_version" << YAML::Value << YAML::DoubleQuoted << S.CloptVersion;
  if (!S.Source.empty())
    E << YAML::Key << "source" << YAML::Value << S.Source;
  E << YAML::Key << "kernels" << YAML::Value << YAML::BeginSeq;
  for (const TunedKernel &K : S.Kernels)
    emitKernel(E, K);
  E << YAML::EndSeq << YAML::EndMap;
  return std::string(E.c_str()) + "\n";
}

static ArgKind parseKind(const std::string &S) {
  if (S == "buffer")
    return ArgKind::Buffer;
  if (S == "scalar")
    return ArgKind::Scalar;
  if (S == "local")
    return ArgKind::Local;
  throw FieldError{"arg kind must be buffer, scalar or local, not '" + S + "'"};
}

static TunedKernel parseKernel(const YAML::Node &N) {
  if (!N.IsMap())
    throw FieldError{"each entry of 'kernels' must be a map (name, geometry, ...)"};
  TunedKernel K;
  K.Name = require<std::string>(N, "name");
  K.Device = get<std::string>(N, "device", "");
  K.Platform = get<std::string>(N, "platform", "");
  K.Driver = get<std::string>(N, "driver", "");
  const std::string In = "kernel '" + K.Name + "': ";
  if (YAML::Node P = mapAt(N, "parameters", In))
    for (const auto &KV : P)
      K.Parameters.emplace_back(KV.first.as<std::string>(), KV.second.as<std::string>());
  if (YAML::Node A = listAt(N, "args", In))
    for (const YAML::Node &E : A) {
      if (!E.IsMap())
        throw FieldError{In + "each entry of 'args' must be a map (name, kind, type)"};
      TunedArg Arg;
      Arg.Name = require<std::string>(E, "name");
      Arg.Kind = parseKind(require<std::string>(E, "kind"));
      if (Arg.Kind != ArgKind::Local) {
        StatusOr<ElemType> T = parseElemType(require<std::string>(E, "type"));
        if (!T.ok())
          throw FieldError{T.message()};
        Arg.Type = *T;
      }
      if (Arg.Kind == ArgKind::Scalar) {
        Arg.Lanes = get<unsigned>(E, "lanes", 1);
        if (Arg.Lanes != 1 && Arg.Lanes != 2 && Arg.Lanes != 4 && Arg.Lanes != 8 &&
            Arg.Lanes != 16)
          throw FieldError{In + "lanes of '" + Arg.Name + "' must be 1, 2, 4, 8 or 16"};
      }
      K.Args.push_back(Arg);
    }
  YAML::Node G = mapAt(N, "geometry", In);
  if (!G)
    throw FieldError{"kernel '" + K.Name + "': missing 'geometry'"};
  K.Geometry.WorkDim = require<unsigned>(G, "work_dim");
  if (K.Geometry.WorkDim < 1 || K.Geometry.WorkDim > 3)
    throw FieldError{"kernel '" + K.Name + "': work_dim must be 1, 2 or 3"};
  YAML::Node Dims = G["dims"];
  if (!Dims || !Dims.IsSequence() || Dims.size() != K.Geometry.WorkDim)
    throw FieldError{"kernel '" + K.Name + "': geometry needs one entry in 'dims' "
                     "per dimension"};
  for (unsigned D = 0; D < K.Geometry.WorkDim; ++D) {
    if (!Dims[D].IsMap())
      throw FieldError{In + "each entry of 'dims' must be a map (divisor, multiplier, "
                       "local, required_multiple)"};
    DimGeometry &DG = K.Geometry.Dims[D];
    DG.Divisor = get<uint64_t>(Dims[D], "divisor", 1);
    DG.Multiplier = get<uint64_t>(Dims[D], "multiplier", 1);
    DG.Local = get<uint64_t>(Dims[D], "local", 0);
    DG.RequiredMultiple = get<uint64_t>(Dims[D], "required_multiple", 1);
  }
  if (std::string Why = K.Geometry.checkValues(); !Why.empty())
    throw FieldError{"kernel '" + K.Name + "': geometry: " + Why};
  if (YAML::Node P = listAt(N, "preconditions", In))
    for (const YAML::Node &E : P)
      K.Preconditions.push_back(E.as<std::string>());
  if (YAML::Node P = mapAt(N, "problem", In)) {
    K.ProblemGlobal = getSizes(P, "global");
    if (YAML::Node S = P["sizes"])
      for (const auto &KV : S)
        K.ProblemSizes[KV.first.as<std::string>()] = KV.second.as<std::string>();
  }
  K.OriginalMs = get<double>(N, "original_ms", 0);
  K.TunedMs = get<double>(N, "tuned_ms", 0);
  K.Speedup = get<double>(N, "speedup", 0);
  K.Note = get<std::string>(N, "note", "");
  return K;
}

StatusOr<TunedSidecar> clopt::parseTunedSidecar(const std::string &Text,
                                                const std::string &Path) {
  try {
    YAML::Node R = YAML::Load(Text);
    if (!R.IsMap() || !R["clopt_tuned"])
      return Status::error(Path + ": not a tuned-kernel sidecar (no 'clopt_tuned')");
    rejectDuplicateKeys(R);
    // A later format may mean something else by the same fields.
    int Format = 0;
    YAML::Node F = R["clopt_tuned"];
    if (!F.IsScalar() || !YAML::convert<int>::decode(F, Format))
      return Status::error(Path + ": tuned-kernel sidecar has no valid 'clopt_tuned'");
    if (Format != TunedSidecarFormat)
      return Status::error(Path + ": tuned-kernel sidecar format " + F.Scalar() +
                           " is not supported (this clopt reads format " +
                           std::to_string(TunedSidecarFormat) + ")");
    TunedSidecar S;
    S.CloptVersion = get<std::string>(R, "clopt_version", "");
    S.Source = get<std::string>(R, "source", "");
    if (YAML::Node K = listAt(R, "kernels", ""))
      for (const YAML::Node &E : K) {
        TunedKernel Kernel = parseKernel(E);
        // find() would take the first and silently ignore the other.
        if (S.find(Kernel.Name))
          throw FieldError{"kernel '" + Kernel.Name + "' is listed twice"};
        S.Kernels.push_back(std::move(Kernel));
      }
    return S;
  } catch (const FieldError &E) {
    return Status::error(Path + ": " + E.Message);
  } catch (const YAML::Exception &E) {
    return Status::error(Path + ": " + E.what());
  }
}

StatusOr<TunedSidecar> clopt::readTunedSidecar(const std::string &Path) {
  StatusOr<std::string> Text = readWholeFile(Path);
  if (!Text.ok())
    return Text.status();
  return parseTunedSidecar(*Text, Path);
}

Status clopt::writeTunedSidecar(const std::string &Path, const TunedSidecar &S) {
  return writeFileSafely(Path, emitTunedSidecar(S));
}

std::optional<StatedLaunch> clopt::statedLaunch(const std::string &Source,
                                                const std::string &Kernel) {
  const std::string Head = "// clopt: kernel '" + Kernel + "'";
  size_t At = Source.find(Head);
  if (At == std::string::npos)
    return std::nullopt;
  size_t LineEnd = Source.find('\n', At);
  // The header's comment lines follow the kernel's name, each "//   ...".
  while (LineEnd != std::string::npos) {
    size_t Begin = LineEnd + 1;
    LineEnd = Source.find('\n', Begin);
    std::string Line = Source.substr(Begin, LineEnd == std::string::npos
                                                ? std::string::npos
                                                : LineEnd - Begin);
    if (Line.rfind("//   ", 0) != 0)
      break;
    const std::string Launch = "//   launch: ";
    if (Line.rfind(Launch, 0) != 0)
      continue;
    Line.erase(0, Launch.size());
    const std::string NoOffset = "; no global work offset";
    if (Line.size() >= NoOffset.size() &&
        Line.compare(Line.size() - NoOffset.size(), NoOffset.size(), NoOffset) == 0)
      Line.erase(Line.size() - NoOffset.size());
    const std::string Requires = "; requires ";
    StatedLaunch S;
    size_t Next = Line.find(Requires);
    S.Geometry = Line.substr(0, Next);
    while (Next != std::string::npos) {
      size_t From = Next + Requires.size();
      Next = Line.find(Requires, From);
      S.Conditions.push_back(Line.substr(
          From, Next == std::string::npos ? std::string::npos : Next - From));
    }
    return S;
  }
  return std::nullopt;
}

bool clopt::isOriginalLaunch(const std::string &Stated, unsigned WorkDim) {
  for (unsigned D = 1; D <= WorkDim; ++D) {
    LaunchGeometry Identity;
    Identity.WorkDim = D;
    if (Stated == Identity.describe())
      return true;
  }
  return false;
}

std::string clopt::checkStatedLaunch(const std::string &Source, const std::string &Kernel,
                                     const TunedKernel *Listed) {
  std::optional<StatedLaunch> Stated = statedLaunch(Source, Kernel);
  // No header for the kernel: the file holds it as written (kept, or the
  // original itself), and a sidecar of a variant that changes the launch
  // would run it with that variant's geometry.
  if (!Stated) {
    if (!Listed || Listed->Geometry.WorkDim == 0 || Listed->isOriginal() ||
        Listed->Geometry.isIdentity())
      return "";
    return "kernel '" + Kernel + "': the sidecar records a tuned launch ('" +
           Listed->Geometry.describe() + "'), but the file states none for it (a kernel "
           "clopt kept, or the original): the sidecar was not written with this file";
  }
  auto Describe = [](const StatedLaunch &S) {
    std::string D = S.Geometry;
    for (const std::string &C : S.Conditions)
      D += "; requires " + C;
    return D;
  };
  if (!Listed || Listed->Geometry.WorkDim == 0) {
    if (isOriginalLaunch(Stated->Geometry, 3))
      return "";
    return "kernel '" + Kernel + "': its header states the launch '" + Describe(*Stated) +
           "', but the sidecar does not list the kernel (so it would be launched like "
           "the original): the sidecar was not written with this file";
  }
  StatedLaunch Recorded{Listed->Geometry.describe(), Listed->Preconditions};
  if (Stated->Geometry == Recorded.Geometry && Stated->Conditions == Recorded.Conditions)
    return "";
  return "kernel '" + Kernel + "': its header states the launch '" + Describe(*Stated) +
         "', the sidecar '" + Describe(Recorded) +
         "': the sidecar was not written with this file (tune again, or keep the "
         "two files clopt wrote together)";
}
