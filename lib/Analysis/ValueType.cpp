//===- ValueType.cpp - The type of a value, as the passes see it ----------===//

#include "clopt/Analysis/ValueType.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"
#include <cassert>

using namespace clopt;
using namespace clang;

std::optional<ScalarType> ScalarType::get(llvm::StringRef Base, unsigned Lanes) {
  struct Info {
    unsigned Size;
    bool IsFloat, IsSigned;
  };
  std::optional<Info> I = llvm::StringSwitch<std::optional<Info>>(Base)
                              .Case("char", Info{1, false, true})
                              .Case("uchar", Info{1, false, false})
                              .Case("short", Info{2, false, true})
                              .Case("ushort", Info{2, false, false})
                              .Case("int", Info{4, false, true})
                              .Case("uint", Info{4, false, false})
                              .Case("long", Info{8, false, true})
                              .Case("ulong", Info{8, false, false})
                              .Case("half", Info{2, true, true})
                              .Case("float", Info{4, true, true})
                              .Case("double", Info{8, true, true})
                              .Case("bool", Info{1, false, false})
                              .Default(std::nullopt);
  bool ValidLanes = llvm::is_contained({1u, 2u, 3u, 4u, 8u, 16u}, Lanes);
  if (!I || !ValidLanes || (Base == "bool" && Lanes > 1))
    return std::nullopt;
  ScalarType T;
  T.Base = Base.str();
  T.Lanes = Lanes;
  // A 3-component vector occupies the space of 4.
  T.Size = I->Size * (Lanes == 3 ? 4 : Lanes);
  T.IsFloat = I->IsFloat;
  T.IsSigned = I->IsSigned;
  T.Spelling = Lanes == 1 ? T.Base : T.Base + std::to_string(Lanes);
  return T;
}

std::optional<ScalarType> clopt::parseScalarType(llvm::StringRef Type) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  Type.split(Words, ' ', -1, false);
  std::string Name;
  for (llvm::StringRef W : Words) {
    if (W == "const" || W == "volatile" || W == "__private" ||
        W == "private" || W == "__global" || W == "global" ||
        W == "__constant" || W == "constant" || W == "__local" ||
        W == "local" || W == "restrict")
      continue;
    Name += (Name.empty() ? "" : " ") + W.str();
  }
  static const std::pair<const char *, const char *> Aliases[] = {
      {"unsigned int", "uint"},     {"unsigned", "uint"},
      {"unsigned char", "uchar"},   {"unsigned short", "ushort"},
      {"unsigned long", "ulong"},   {"signed char", "char"},
      {"long int", "long"},         {"short int", "short"}};
  for (const auto &[From, To] : Aliases)
    if (Name == From)
      Name = To;
  llvm::StringRef N = Name;
  unsigned Lanes = 1;
  llvm::StringRef Base = N.rtrim("0123456789");
  if (Base.size() != N.size() &&
      (N.drop_front(Base.size()).getAsInteger(10, Lanes) || Lanes == 1))
    return std::nullopt;
  return ScalarType::get(Base, Lanes);
}

ValueType::ValueType(ScalarType T)
    : K(Kind::Arithmetic), Arith(std::move(T)), Spelling(Arith->Spelling) {}

ValueType ValueType::scalar(llvm::StringRef Base) {
  std::optional<ScalarType> T = ScalarType::get(Base);
  assert(T && "not the canonical name of an OpenCL C scalar");
  return ValueType(*T);
}

ValueType ValueType::verbatim(llvm::StringRef Spelling, Kind K) {
  assert(K != Kind::Arithmetic && "arithmetic types are built from a ScalarType");
  ValueType V;
  V.K = K;
  V.Spelling = Spelling.str();
  return V;
}

AddressSpace clopt::addressSpaceOf(const QualType &T) {
  switch (T.getAddressSpace()) {
  case LangAS::opencl_global:
    return AddressSpace::Global;
  case LangAS::opencl_constant:
    return AddressSpace::Constant;
  case LangAS::opencl_local:
    return AddressSpace::Local;
  default:
    return AddressSpace::Private;
  }
}

/// Typedefs whose width is the device's (size_t is 32 bits on some): clopt
/// does not know their arithmetic type, so they stay as written.
static bool isTargetDependentTypedef(QualType T, const ASTContext &Ctx) {
  for (QualType Cur = T;;) {
    if (const auto *TT = dyn_cast<TypedefType>(Cur.getTypePtr())) {
      llvm::StringRef Name = TT->getDecl()->getName();
      if (Name == "size_t" || Name == "ptrdiff_t" || Name == "intptr_t" ||
          Name == "uintptr_t")
        return true;
    }
    QualType Next = Cur.getSingleStepDesugaredType(Ctx);
    if (Next == Cur)
      return false;
    Cur = Next;
  }
}

/// The canonical OpenCL C name of a builtin scalar type, or "".
static llvm::StringRef builtinName(const Type *T) {
  const auto *B = dyn_cast<BuiltinType>(T);
  if (!B)
    return "";
  switch (B->getKind()) {
  case BuiltinType::Bool:
    return "bool";
  case BuiltinType::Char_S:
  case BuiltinType::SChar:
    return "char";
  case BuiltinType::Char_U:
  case BuiltinType::UChar:
    return "uchar";
  case BuiltinType::Short:
    return "short";
  case BuiltinType::UShort:
    return "ushort";
  case BuiltinType::Int:
    return "int";
  case BuiltinType::UInt:
    return "uint";
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return "long";
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
    return "ulong";
  case BuiltinType::Half:
    return "half";
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  default:
    return "";
  }
}

std::optional<ScalarType> clopt::arithmeticTypeOf(const QualType &T) {
  QualType C = T.getCanonicalType();
  if (const auto *V = C->getAs<VectorType>()) {
    llvm::StringRef Base =
        builtinName(V->getElementType().getCanonicalType().getTypePtr());
    if (Base.empty())
      return std::nullopt;
    return ScalarType::get(Base, V->getNumElements());
  }
  llvm::StringRef Base = builtinName(C.getTypePtr());
  if (Base.empty())
    return std::nullopt;
  return ScalarType::get(Base);
}

ValueType ValueType::fromClang(QualType T, const ASTContext &Ctx,
                               const PrintingPolicy &PP) {
  ValueType V;
  V.Space = addressSpaceOf(T);
  V.Const = T.isConstQualified();
  V.Volatile = T.isVolatileQualified();
  V.Restrict = T.isRestrictQualified();
  QualType Bare = T.getUnqualifiedType();
  V.Spelling = Bare.getAsString(PP);
  if (Bare->isPointerType()) {
    V.K = Kind::Pointer;
    return V;
  }
  if (isTargetDependentTypedef(Bare, Ctx))
    return V;
  if ((V.Arith = arithmeticTypeOf(Bare)))
    V.K = Kind::Arithmetic;
  return V;
}

llvm::StringRef clopt::addressSpaceKeyword(AddressSpace S) {
  switch (S) {
  case AddressSpace::Private:
    return "";
  case AddressSpace::Global:
    return "__global";
  case AddressSpace::Constant:
    return "__constant";
  case AddressSpace::Local:
    return "__local";
  }
  llvm_unreachable("covered switch");
}

std::string ValueType::str() const {
  std::string Out;
  auto Word = [&](llvm::StringRef W) {
    if (W.empty())
      return;
    if (!Out.empty() && Out.back() != '*')
      Out += ' ';
    Out += W.str();
  };
  Word(addressSpaceKeyword(Space));
  if (K == Kind::Pointer) {
    // The qualifiers of a pointer follow its '*': `float *const p`.
    Word(Spelling);
    if (Const)
      Word("const");
    if (Volatile)
      Word("volatile");
    if (Restrict)
      Word("restrict");
    return Out;
  }
  if (Const)
    Word("const");
  if (Volatile)
    Word("volatile");
  Word(Spelling);
  return Out;
}

ValueType ValueType::withoutConst() const {
  ValueType V = *this;
  V.Const = false;
  return V;
}

ValueType ValueType::withConst() const {
  ValueType V = *this;
  V.Const = true;
  return V;
}

ValueType ValueType::withLanes(unsigned N) const {
  // The passes check that the vector exists before they ask for it: a
  // type that is not one must not be printed.
  std::optional<ScalarType> T =
      Arith ? ScalarType::get(Arith->Base, N) : std::nullopt;
  if (!T)
    llvm::report_fatal_error("no vector of " + llvm::Twine(N) + " lanes of '" +
                             llvm::Twine(Spelling) + "'");
  ValueType V = *this;
  V.Arith = T;
  V.Spelling = T->Spelling;
  return V;
}

ValueType ValueType::inAddressSpace(AddressSpace S) const {
  ValueType V = *this;
  V.Space = S;
  return V;
}

std::string ValueType::malformation() const {
  if (Spelling.empty())
    return "has no spelling";
  switch (K) {
  case Kind::Arithmetic:
    if (!Arith)
      return "is arithmetic without an arithmetic type";
    if (!ScalarType::get(Arith->Base, Arith->Lanes))
      return "has " + std::to_string(Arith->Lanes) + " lanes of '" +
             Arith->Base + "', which OpenCL C has no vector of";
    return "";
  case Kind::Pointer:
    if (Arith)
      return "is a pointer with an arithmetic type";
    return "";
  case Kind::Other:
    if (Arith)
      return "is not arithmetic but has an arithmetic type";
    return Restrict ? "is restrict-qualified but not a pointer" : "";
  }
  llvm_unreachable("covered switch");
}
