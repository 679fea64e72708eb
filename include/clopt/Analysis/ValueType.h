//===- ValueType.h - The type of a value, as the passes see it --*- C++ -*-===//
//
// One structured type for the values of a kernel: the variables of the nest
// and the elements of the kernel's buffers. It is built once from clang's
// QualType (fromClang) and printed by one function (str); passes that change
// a type do it through its methods (withoutConst, withLanes,
// inAddressSpace), never by editing text.
//
// An arithmetic type (a scalar or an OpenCL vector) is understood
// (ScalarType); anything else (a struct, a pointer, a type clopt does not
// model such as size_t, whose width is the device's) keeps clang's spelling
// verbatim. An understood type also keeps its spelling as written
// (`unsigned int`, a typedef `real_t`) until a pass changes it, so that the
// emitted code reads like the source.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_VALUETYPE_H
#define CLOPT_ANALYSIS_VALUETYPE_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class QualType;
struct PrintingPolicy;
} // namespace clang

namespace clopt {

enum class AddressSpace { Private, Global, Constant, Local };

/// The OpenCL address space of a clang type (Private for the default and
/// for address spaces OpenCL C does not name).
AddressSpace addressSpaceOf(const clang::QualType &T);

/// An OpenCL C arithmetic type: a scalar or a vector of Lanes scalars.
struct ScalarType {
  std::string Base;     ///< canonical scalar name: "float", "uint", ...
  unsigned Lanes = 1;   ///< 1 for scalars
  unsigned Size = 4;    ///< bytes of the whole type
  bool IsFloat = false;
  bool IsSigned = true;
  std::string Spelling; ///< "float", "float4", "uint" (no qualifiers)

  /// The type of canonical scalar name Base ("int", "uchar", "double") with
  /// Lanes lanes; nullopt for an unknown name or a vector OpenCL C lacks
  /// (lanes other than 2, 3, 4, 8, 16; a vector of bool).
  static std::optional<ScalarType> get(llvm::StringRef Base, unsigned Lanes = 1);
  bool operator==(const ScalarType &O) const {
    return Base == O.Base && Lanes == O.Lanes;
  }
};

/// The arithmetic type of a clang type (a builtin scalar or a vector of
/// one, through typedefs), or nullopt.
std::optional<ScalarType> arithmeticTypeOf(const clang::QualType &T);

/// Reads a type name written as text: "const float", "unsigned int",
/// "float4", "__global const float" (qualifiers dropped); nullopt for
/// anything else (structs, pointers, typedef names). For text only, such as
/// the type of a cast in an expression or a name given on the command
/// line: a declared value's type comes from ValueType::fromClang.
std::optional<ScalarType> parseScalarType(llvm::StringRef Type);

/// The type of a value: address space, qualifiers, and either an
/// arithmetic type or a spelling kept verbatim.
class ValueType {
public:
  enum class Kind {
    Arithmetic, ///< a scalar or vector (arith() is set)
    Pointer,    ///< spelled verbatim ("__global float *"); qualifiers after '*'
    Other       ///< a struct, an opaque typedef (size_t): spelled verbatim
  };

  ValueType() = default;
  /// The arithmetic type T, spelled by its canonical name (T.Spelling).
  explicit ValueType(ScalarType T);
  /// The scalar of canonical name Base ("int", "float"); Base must be one.
  static ValueType scalar(llvm::StringRef Base);
  /// A type clopt keeps as written (Kind Pointer or Other).
  static ValueType verbatim(llvm::StringRef Spelling, Kind K = Kind::Other);
  /// The type of a declared value from clang: its qualifiers and address
  /// space, the arithmetic type from the type itself (builtin or extended
  /// vector, through typedefs), the spelling as clang prints it under PP.
  static ValueType fromClang(clang::QualType T, const clang::ASTContext &Ctx,
                             const clang::PrintingPolicy &PP);

  Kind kind() const { return K; }
  AddressSpace space() const { return Space; }
  bool isConst() const { return Const; }
  bool isVolatile() const { return Volatile; }
  bool isRestrict() const { return Restrict; }
  /// The arithmetic type, or null for pointers and other types.
  const ScalarType *arith() const { return Arith ? &*Arith : nullptr; }
  /// An arithmetic type with one lane.
  bool isScalar() const { return Arith && Arith->Lanes == 1; }
  /// A floating-point scalar or vector (half, float, double).
  bool isFloat() const { return Arith && Arith->IsFloat; }
  /// The type without qualifiers or address space, as it is spelled.
  llvm::StringRef spelling() const { return Spelling; }

  /// The type as OpenCL C writes it in a declaration: "const float",
  /// "__local float", "uint4", "real_t", "__global float *const".
  std::string str() const;

  ValueType withoutConst() const;
  ValueType withConst() const;
  /// The same arithmetic type with N lanes ("float" -> "float4"), the
  /// qualifiers and address space kept; the spelling becomes the canonical
  /// vector name. Only for arithmetic types, and only to widths that
  /// ScalarType::get accepts.
  ValueType withLanes(unsigned N) const;
  ValueType inAddressSpace(AddressSpace S) const;

  /// Why the type is not well formed (lanes OpenCL C lacks, no spelling, an
  /// arithmetic spelling that disagrees with its lanes), or "" when it is.
  std::string malformation() const;

  bool operator==(const ValueType &O) const {
    return K == O.K && Space == O.Space && Const == O.Const &&
           Volatile == O.Volatile && Restrict == O.Restrict &&
           Arith == O.Arith && Spelling == O.Spelling;
  }
  bool operator!=(const ValueType &O) const { return !(*this == O); }

private:
  Kind K = Kind::Other;
  AddressSpace Space = AddressSpace::Private;
  bool Const = false, Volatile = false, Restrict = false;
  std::optional<ScalarType> Arith;
  std::string Spelling;
};

/// The OpenCL C keyword of an address space ("__local"), "" for private.
llvm::StringRef addressSpaceKeyword(AddressSpace S);

} // namespace clopt

#endif // CLOPT_ANALYSIS_VALUETYPE_H
