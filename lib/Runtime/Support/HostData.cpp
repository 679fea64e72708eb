//===- HostData.cpp - Element types, seeded inputs, output comparison -----===//

#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/ParallelChunks.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <vector>

using namespace clopt;

namespace {
struct TypeRow {
  ElemType Type;
  const char *Name;
  unsigned Size;
};
} // namespace

static const TypeRow TypeTable[] = {
    {ElemType::Char, "char", 1},   {ElemType::UChar, "uchar", 1},
    {ElemType::Short, "short", 2}, {ElemType::UShort, "ushort", 2},
    {ElemType::Int, "int", 4},     {ElemType::UInt, "uint", 4},
    {ElemType::Long, "long", 8},   {ElemType::ULong, "ulong", 8},
    {ElemType::Half, "half", 2},   {ElemType::Float, "float", 4},
    {ElemType::Double, "double", 8},
};

const char *clopt::elemTypeName(ElemType T) {
  return TypeTable[static_cast<unsigned>(T)].Name;
}

unsigned clopt::elemTypeSize(ElemType T) {
  return TypeTable[static_cast<unsigned>(T)].Size;
}

bool clopt::fitsIntType(ElemType T, int64_t V) {
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

bool clopt::isFloatType(ElemType T) {
  return T == ElemType::Half || T == ElemType::Float || T == ElemType::Double;
}

bool clopt::isSignedType(ElemType T) {
  switch (T) {
  case ElemType::Char:
  case ElemType::Short:
  case ElemType::Int:
  case ElemType::Long:
  case ElemType::Half:
  case ElemType::Float:
  case ElemType::Double:
    return true;
  case ElemType::UChar:
  case ElemType::UShort:
  case ElemType::UInt:
  case ElemType::ULong:
    return false;
  }
  return false;
}

StatusOr<ElemType> clopt::parseElemType(const std::string &Name) {
  static const std::pair<const char *, ElemType> Aliases[] = {
      {"signed char", ElemType::Char},    {"unsigned char", ElemType::UChar},
      {"unsigned short", ElemType::UShort}, {"unsigned int", ElemType::UInt},
      {"unsigned", ElemType::UInt},       {"unsigned long", ElemType::ULong},
      {"signed int", ElemType::Int},      {"signed short", ElemType::Short},
      {"signed long", ElemType::Long},
  };
  for (const TypeRow &R : TypeTable)
    if (Name == R.Name)
      return R.Type;
  for (const auto &A : Aliases)
    if (Name == A.first)
      return A.second;
  return Status::error("unsupported element type '" + Name +
                       "' (use char, uchar, short, ushort, int, uint, long, "
                       "ulong, half, float or double)");
}

// splitmix64: tiny, good enough for test data, and identical everywhere.
static uint64_t nextRandom(uint64_t &State) {
  uint64_t Z = (State += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  return Z ^ (Z >> 31);
}

static double unitRandom(uint64_t &State) {
  return static_cast<double>(nextRandom(State) >> 11) * 0x1.0p-53;
}

template <typename T> static void storeAs(Bytes &B, uint64_t I, T V) {
  std::memcpy(B.data() + I * sizeof(T), &V, sizeof(T));
}

static void storeInt(Bytes &B, ElemType T, uint64_t I, int64_t V) {
  switch (T) {
  case ElemType::Char: return storeAs<int8_t>(B, I, static_cast<int8_t>(V));
  case ElemType::UChar: return storeAs<uint8_t>(B, I, static_cast<uint8_t>(V));
  case ElemType::Short: return storeAs<int16_t>(B, I, static_cast<int16_t>(V));
  case ElemType::UShort: return storeAs<uint16_t>(B, I, static_cast<uint16_t>(V));
  case ElemType::Int: return storeAs<int32_t>(B, I, static_cast<int32_t>(V));
  case ElemType::UInt: return storeAs<uint32_t>(B, I, static_cast<uint32_t>(V));
  case ElemType::Long: return storeAs<int64_t>(B, I, V);
  case ElemType::ULong: return storeAs<uint64_t>(B, I, static_cast<uint64_t>(V));
  case ElemType::Half: return storeAs<uint16_t>(B, I, floatToHalf(static_cast<float>(V)));
  case ElemType::Float: return storeAs<float>(B, I, static_cast<float>(V));
  case ElemType::Double: return storeAs<double>(B, I, static_cast<double>(V));
  }
}

/// The generator's state before element Begin of a stream that starts at
/// State: splitmix64 adds a constant per value, and every element takes one
/// value, so a range of elements can be generated without the ones before
/// it. This is what lets the inputs be made in parallel ranges with the
/// same values as one pass.
static uint64_t stateAt(uint64_t State, uint64_t Begin) {
  return State + Begin * 0x9E3779B97F4A7C15ULL;
}

/// Elements [Begin, End) of makeRandomData's buffer, from State at element
/// Begin.
static void fillRandom(Bytes &B, ElemType T, uint64_t Begin, uint64_t End,
                       uint64_t State) {
  for (uint64_t I = Begin; I < End; ++I) {
    if (T == ElemType::Float || T == ElemType::Double || T == ElemType::Half) {
      double V = 2.0 * unitRandom(State) - 1.0;
      // Exact zeros hide missing writes of zero-initialised outputs.
      if (V == 0.0)
        V = 0.5;
      if (T == ElemType::Float)
        storeAs<float>(B, I, static_cast<float>(V));
      else if (T == ElemType::Double)
        storeAs<double>(B, I, V);
      else
        storeAs<uint16_t>(B, I, floatToHalf(static_cast<float>(V)));
      continue;
    }
    uint64_t R = nextRandom(State);
    // Small values keep sums of products far from int's overflow, which
    // the original would have too. 8-bit elements take their whole range:
    // their products cannot come near it, and a variant that lost their
    // type (add_sat saturating at 255, a uchar wrapping) must show it.
    int64_t V = T == ElemType::UChar  ? static_cast<int64_t>(R % 256)
                : T == ElemType::Char ? static_cast<int64_t>(R % 256) - 128
                : isSignedType(T)     ? static_cast<int64_t>(R % 17) - 8
                                      : static_cast<int64_t>(R % 16);
    if (I == 0 && V == 0)
      V = 1; // never all zeros
    storeInt(B, T, I, V);
  }
}

Bytes clopt::makeRandomData(ElemType T, uint64_t Count, uint64_t Seed) {
  Bytes B(Count * elemTypeSize(T));
  uint64_t State = Seed * 0x2545F4914F6CDD1DULL + 1;
  forEachChunk(Count, [&](uint64_t Begin, uint64_t End) {
    fillRandom(B, T, Begin, End, stateAt(State, Begin));
  });
  return B;
}

static bool fitsType(ElemType T, int64_t V) {
  switch (T) {
  case ElemType::Char: return V >= INT8_MIN && V <= INT8_MAX;
  case ElemType::UChar: return V >= 0 && V <= UINT8_MAX;
  case ElemType::Short: return V >= INT16_MIN && V <= INT16_MAX;
  case ElemType::UShort: return V >= 0 && V <= UINT16_MAX;
  case ElemType::Int: return V >= INT32_MIN && V <= INT32_MAX;
  case ElemType::UInt: return V >= 0 && V <= static_cast<int64_t>(UINT32_MAX);
  case ElemType::Long: return true;
  case ElemType::ULong: return V >= 0;
  case ElemType::Half:
  case ElemType::Float:
  case ElemType::Double:
    return false;
  }
  return false;
}

StatusOr<Bytes> clopt::makeRangeData(ElemType T, uint64_t Count, int64_t Lo,
                                     int64_t Hi, uint64_t Seed) {
  if (isFloatType(T))
    return Status::error(std::string("integer range for a buffer of ") +
                         elemTypeName(T));
  if (Lo > Hi)
    return Status::error("empty range [" + std::to_string(Lo) + ", " +
                         std::to_string(Hi) + "]");
  if (!fitsType(T, Lo) || !fitsType(T, Hi))
    return Status::error("range [" + std::to_string(Lo) + ", " +
                         std::to_string(Hi) + "] does not fit " + elemTypeName(T));
  Bytes B(Count * elemTypeSize(T));
  uint64_t Start = Seed * 0x2545F4914F6CDD1DULL + 7;
  uint64_t Span = static_cast<uint64_t>(Hi) - static_cast<uint64_t>(Lo) + 1;
  forEachChunk(Count, [&](uint64_t Begin, uint64_t End) {
    uint64_t State = stateAt(Start, Begin);
    for (uint64_t I = Begin; I < End; ++I) {
      uint64_t R = Span == 0 ? nextRandom(State) : nextRandom(State) % Span;
      storeInt(B, T, I, static_cast<int64_t>(static_cast<uint64_t>(Lo) + R));
    }
  });
  return B;
}

StatusOr<Bytes> clopt::loadDataFile(const std::string &Path, ElemType T,
                                    uint64_t Count) {
  if (Status S = checkReadableFile(Path); !S.ok())
    return S;
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": cannot open input data file");
  Bytes B(Count * elemTypeSize(T));
  In.read(reinterpret_cast<char *>(B.data()), static_cast<std::streamsize>(B.size()));
  if (static_cast<uint64_t>(In.gcount()) != B.size())
    return Status::error(Path + ": holds " + std::to_string(In.gcount()) +
                         " bytes, the buffer needs " + std::to_string(B.size()) +
                         " (" + std::to_string(Count) + " " + elemTypeName(T) + ")");
  return B;
}

Tolerance clopt::defaultTolerance(ElemType T) {
  switch (T) {
  case ElemType::Float: return {1e-3, 1e-4};
  case ElemType::Double: return {1e-9, 1e-11};
  case ElemType::Half: return {1e-2, 1e-2};
  default: return {0, 0};
  }
}

double clopt::toleranceFloor(const Tolerance &Tol, double ExpectedRms) {
  return Tol.Abs * std::max(ExpectedRms, 1e-30);
}

template <typename T> static T loadAs(const Bytes &B, uint64_t I) {
  T V;
  std::memcpy(&V, B.data() + I * sizeof(T), sizeof(T));
  return V;
}

static double loadFloat(ElemType T, const Bytes &B, uint64_t I) {
  if (T == ElemType::Float)
    return loadAs<float>(B, I);
  if (T == ElemType::Double)
    return loadAs<double>(B, I);
  return halfToFloat(loadAs<uint16_t>(B, I));
}

static std::string intText(ElemType T, const Bytes &B, uint64_t I) {
  switch (T) {
  case ElemType::Char: return std::to_string(loadAs<int8_t>(B, I));
  case ElemType::UChar: return std::to_string(loadAs<uint8_t>(B, I));
  case ElemType::Short: return std::to_string(loadAs<int16_t>(B, I));
  case ElemType::UShort: return std::to_string(loadAs<uint16_t>(B, I));
  case ElemType::Int: return std::to_string(loadAs<int32_t>(B, I));
  case ElemType::UInt: return std::to_string(loadAs<uint32_t>(B, I));
  case ElemType::Long: return std::to_string(loadAs<int64_t>(B, I));
  case ElemType::ULong: return std::to_string(loadAs<uint64_t>(B, I));
  default: return "?";
  }
}

static std::string floatText(double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof(Buf), "%.9g", V);
  return Buf;
}

/// Compares elements [Begin, End) of two integer buffers: the first
/// mismatch and the count.
static Comparison compareIntRange(ElemType T, const Bytes &E, const Bytes &A,
                                  uint64_t Begin, uint64_t End) {
  Comparison C;
  unsigned Size = elemTypeSize(T);
  for (uint64_t I = Begin; I < End; ++I) {
    if (std::memcmp(E.data() + I * Size, A.data() + I * Size, Size) == 0)
      continue;
    if (C.Match) {
      C.Match = false;
      C.WorstIndex = I;
      C.Expected = intText(T, E, I);
      C.Actual = intText(T, A, I);
    }
    ++C.Mismatches;
  }
  return C;
}

/// Compare(Begin, End) over [First, Last) in ranges on the host's cores,
/// merged in index order (mergeComparison): the result of one pass.
template <typename F>
static Comparison compareInChunks(uint64_t First, uint64_t Last, F Compare) {
  std::vector<Comparison> Parts =
      forChunks<Comparison>(Last - First, [&](uint64_t Begin, uint64_t End) {
        return Compare(First + Begin, First + End);
      });
  Comparison C;
  for (Comparison &Part : Parts)
    mergeComparison(C, std::move(Part));
  return C;
}

static Comparison compareInts(ElemType T, const Bytes &E, const Bytes &A, uint64_t First,
                              uint64_t Last) {
  return compareInChunks(First, Last, [&](uint64_t Begin, uint64_t End) {
    return compareIntRange(T, E, A, Begin, End);
  });
}

/// Sum of squares of the finite elements of B[Begin, End).
template <typename Load>
static double finiteSumSq(Load L, uint64_t Begin, uint64_t End) {
  double SumSq = 0;
  for (uint64_t I = Begin; I < End; ++I) {
    double V = L(I);
    if (std::isfinite(V))
      SumSq += V * V;
  }
  return SumSq;
}

/// An element's relative error as the maximum reported beside a pass counts
/// it: only where the tolerance's relative term is at least its absolute
/// floor. Below that (values near 0 against the buffer's rms, e.g. the
/// cancelling sums of a force or a convolution) the element is judged by the
/// floor, and |a - e| / |e| grows without meaning: one such value would
/// print "max rel error 3e-01" beside a pass.
static double countedRelError(double Ev, double Err, const Tolerance &Tol,
                              double Floor) {
  double Magnitude = std::fabs(Ev);
  return Magnitude != 0 && Tol.Rel * Magnitude >= Floor ? Err / Magnitude : 0;
}

/// Compares elements [Begin, End): the result of one chunk, merged in index
/// order by compareFloats.
template <typename Load>
static Comparison compareFloatRange(Load LE, Load LA, uint64_t Begin, uint64_t End,
                                    const Tolerance &Tol, double Floor,
                                    double &WorstRatio) {
  Comparison C;
  WorstRatio = 0;
  for (uint64_t I = Begin; I < End; ++I) {
    double Ev = LE(I), Av = LA(I);
    bool Ok;
    double Err = std::fabs(Av - Ev);
    double Rel = Ev != 0 ? Err / std::fabs(Ev) : 0;
    double Counted = countedRelError(Ev, Err, Tol, Floor);
    double Ratio = 0;
    if (std::isnan(Ev) || std::isnan(Av) || std::isinf(Ev) || std::isinf(Av)) {
      // Non-finite values must agree exactly (same NaN-ness, same infinity).
      Ok = (std::isnan(Ev) && std::isnan(Av)) || Ev == Av;
      Ratio = Ok ? 0 : std::numeric_limits<double>::infinity();
      Rel = Counted = Ok ? 0 : std::numeric_limits<double>::infinity();
    } else {
      double Bound = Tol.Rel * std::fabs(Ev) + Floor;
      Ok = Err <= Bound;
      Ratio = Bound > 0 ? Err / Bound : (Err > 0 ? INFINITY : 0);
    }
    C.MaxRelError = std::max(C.MaxRelError, Counted);
    if (Ok)
      continue;
    ++C.Mismatches;
    if (C.Match || Ratio > WorstRatio) {
      C.Match = false;
      WorstRatio = Ratio;
      C.WorstIndex = I;
      C.Expected = floatText(Ev);
      C.Actual = floatText(Av);
      C.WorstRelError = Rel;
      C.WorstAbsError = Err;
      C.WorstExpectedZero = Ev == 0;
    }
  }
  return C;
}

/// The common case of [Begin, End): every element of both buffers finite
/// and within its bound. Answered without branches or per-element state
/// beyond a running maximum (1.4x faster than compareFloatRange on one
/// core), with MaxRel as compareFloatRange computes it; a range where it
/// finds anything else is compared again by compareFloatRange.
template <typename Load>
static bool allWithinBound(Load LE, Load LA, uint64_t Begin, uint64_t End,
                           const Tolerance &Tol, double Floor, double &MaxRel) {
  double Max = 0;
  unsigned Bad = 0;
  for (uint64_t I = Begin; I < End; ++I) {
    double Ev = LE(I), Av = LA(I);
    double Err = std::fabs(Av - Ev);
    double Rel = countedRelError(Ev, Err, Tol, Floor);
    double Bound = Tol.Rel * std::fabs(Ev) + Floor;
    // x - x == 0 fails for NaN and for infinities only.
    Bad |= static_cast<unsigned>(!(Err <= Bound)) | static_cast<unsigned>(!(Ev - Ev == 0)) |
           static_cast<unsigned>(!(Av - Av == 0));
    Max = Max < Rel ? Rel : Max;
  }
  MaxRel = Max;
  return Bad == 0;
}

template <typename Load>
static Comparison compareFloatsWith(Load LE, Load LA, uint64_t First, uint64_t Last,
                                    const Tolerance &Tol, double Rms) {
  double Floor = toleranceFloor(Tol, Rms);
  return compareInChunks(First, Last, [&](uint64_t Begin, uint64_t End) {
    double Worst = 0, MaxRel = 0;
    if (allWithinBound(LE, LA, Begin, End, Tol, Floor, MaxRel)) {
      Comparison Clean;
      Clean.MaxRelError = MaxRel;
      return Clean;
    }
    Comparison C = compareFloatRange(LE, LA, Begin, End, Tol, Floor, Worst);
    C.WorstRatio = Worst;
    return C;
  });
}

/// Calls Fn with element loaders of the float type T over E and A (a typed
/// load for float and double, so the comparison loop is not a switch per
/// element).
template <typename F>
static auto withFloatLoaders(ElemType T, const Bytes &E, const Bytes &A, F Fn) {
  if (T == ElemType::Float) {
    auto Of = [](const Bytes &B) {
      return [P = B.data()](uint64_t I) {
        float V;
        std::memcpy(&V, P + I * sizeof(float), sizeof(float));
        return static_cast<double>(V);
      };
    };
    return Fn(Of(E), Of(A));
  }
  if (T == ElemType::Double) {
    auto Of = [](const Bytes &B) {
      return [P = B.data()](uint64_t I) {
        double V;
        std::memcpy(&V, P + I * sizeof(double), sizeof(double));
        return V;
      };
    };
    return Fn(Of(E), Of(A));
  }
  auto Of = [T](const Bytes &B) {
    return [T, &B](uint64_t I) { return loadFloat(T, B, I); };
  };
  return Fn(Of(E), Of(A));
}

double clopt::finiteRms(ElemType T, const Bytes &B) {
  if (!isFloatType(T))
    return 0;
  uint64_t Count = B.size() / elemTypeSize(T);
  if (Count == 0)
    return 0;
  return withFloatLoaders(T, B, B, [&](auto L, auto) {
    double SumSq = 0;
    for (double Part : forChunks<double>(
             Count, [&](uint64_t Begin, uint64_t End) { return finiteSumSq(L, Begin, End); }))
      SumSq += Part;
    return std::sqrt(SumSq / static_cast<double>(Count));
  });
}

static Comparison compareFloats(ElemType T, const Bytes &E, const Bytes &A,
                                const Tolerance &Tol, double ExpectedRms, uint64_t First,
                                uint64_t Last) {
  return withFloatLoaders(T, E, A, [&](auto LE, auto LA) {
    return compareFloatsWith(LE, LA, First, Last, Tol, ExpectedRms);
  });
}

Comparison clopt::compareData(ElemType T, const Bytes &Expected,
                              const Bytes &Actual, const Tolerance &Tol) {
  return compareData(T, Expected, Actual, Tol, finiteRms(T, Expected));
}

Comparison clopt::compareData(ElemType T, const Bytes &Expected, const Bytes &Actual,
                              const Tolerance &Tol, double ExpectedRms) {
  return compareDataRange(T, Expected, Actual, Tol, ExpectedRms, 0,
                          Expected.size() / elemTypeSize(T));
}

Comparison clopt::compareDataRange(ElemType T, const Bytes &Expected, const Bytes &Actual,
                                   const Tolerance &Tol, double ExpectedRms, uint64_t Begin,
                                   uint64_t End) {
  if (Expected.size() != Actual.size()) {
    Comparison C;
    C.Match = false;
    C.Mismatches = 1;
    C.Expected = std::to_string(Expected.size()) + " bytes";
    C.Actual = std::to_string(Actual.size()) + " bytes";
    return C;
  }
  End = std::min<uint64_t>(End, Expected.size() / elemTypeSize(T));
  Begin = std::min(Begin, End);
  return isFloatType(T) ? compareFloats(T, Expected, Actual, Tol, ExpectedRms, Begin, End)
                        : compareInts(T, Expected, Actual, Begin, End);
}

void clopt::mergeComparison(Comparison &Into, Comparison Next) {
  double MaxRel = std::max(Into.MaxRelError, Next.MaxRelError);
  uint64_t Mismatches = Into.Mismatches + Next.Mismatches;
  // The same rule as one pass: the first element of the largest ratio (for
  // integers, whose ratios are all 0, the first mismatch).
  if (!Next.Match && (Into.Match || Next.WorstRatio > Into.WorstRatio))
    Into = std::move(Next);
  Into.MaxRelError = MaxRel;
  Into.Mismatches = Mismatches;
}

std::string Comparison::describe(const std::string &Buffer) const {
  if (Match)
    return Buffer + ": all elements match";
  std::ostringstream OS;
  OS << Buffer << "[" << WorstIndex << "]: expected " << Expected << " got "
     << Actual;
  char Buf[32];
  if (WorstExpectedZero && std::isfinite(WorstAbsError)) {
    std::snprintf(Buf, sizeof(Buf), "%.1e", WorstAbsError);
    OS << " (abs " << Buf << ")";
  } else if (WorstRelError > 0) {
    std::snprintf(Buf, sizeof(Buf), "%.1e", WorstRelError);
    OS << " (rel " << Buf << ")";
  }
  if (Mismatches > 1)
    OS << ", " << Mismatches << " elements differ";
  return OS.str();
}

float clopt::halfToFloat(uint16_t H) {
  uint32_t Sign = (H & 0x8000u) << 16;
  uint32_t Exp = (H >> 10) & 0x1f;
  uint32_t Man = H & 0x3ffu;
  uint32_t Bits;
  if (Exp == 0) {
    if (Man == 0) {
      Bits = Sign;
    } else { // subnormal: normalise
      Exp = 127 - 15 + 1;
      while (!(Man & 0x400u)) {
        Man <<= 1;
        --Exp;
      }
      Man &= 0x3ffu;
      Bits = Sign | (Exp << 23) | (Man << 13);
    }
  } else if (Exp == 31) {
    Bits = Sign | 0x7f800000u | (Man << 13);
  } else {
    Bits = Sign | ((Exp + 127 - 15) << 23) | (Man << 13);
  }
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}

uint16_t clopt::floatToHalf(float F) {
  uint32_t Bits;
  std::memcpy(&Bits, &F, 4);
  uint16_t Sign = static_cast<uint16_t>((Bits >> 16) & 0x8000u);
  int32_t Exp = static_cast<int32_t>((Bits >> 23) & 0xff) - 127 + 15;
  uint32_t Man = Bits & 0x7fffffu;
  if (((Bits >> 23) & 0xff) == 0xff)
    return Sign | 0x7c00u | (Man ? 0x200u : 0);
  if (Exp >= 31)
    return Sign | 0x7c00u;
  if (Exp <= 0) {
    if (Exp < -10)
      return Sign;
    Man |= 0x800000u;
    uint32_t Shift = static_cast<uint32_t>(14 - Exp);
    uint32_t Half = Man >> Shift;
    uint32_t Rem = Man & ((1u << Shift) - 1);
    uint32_t Mid = 1u << (Shift - 1);
    if (Rem > Mid || (Rem == Mid && (Half & 1)))
      ++Half;
    return static_cast<uint16_t>(Sign | Half);
  }
  uint32_t Half = (static_cast<uint32_t>(Exp) << 10) | (Man >> 13);
  uint32_t Rem = Man & 0x1fffu;
  if (Rem > 0x1000u || (Rem == 0x1000u && (Half & 1)))
    ++Half; // may carry into the exponent, which is the right result
  return static_cast<uint16_t>(Sign | Half);
}
