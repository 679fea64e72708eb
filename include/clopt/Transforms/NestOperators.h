//===- NestOperators.h - The operators of the kernel nest -------*- C++ -*-===//
//
// Unary and binary expressions of the nest (KernelNest.h) carry their
// operator as one of these enums, never as text: passes ask the predicates
// below ("is this an assignment", "what does `+=` combine with") instead of
// comparing spellings, and only the emitter turns an operator into text
// (spelling()). The nest builder maps clang's opcodes to them directly
// (fromClang()); OpenCL C has no other operators the nest can hold.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TRANSFORMS_NESTOPERATORS_H
#define CLOPT_TRANSFORMS_NESTOPERATORS_H

#include "clang/AST/OperationKinds.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace clopt {
namespace nest {

/// Prefix and postfix operators of one operand.
enum class UnaryOp {
  Plus,       ///< +x
  Minus,      ///< -x
  BitNot,     ///< ~x
  LogicalNot, ///< !x
  Deref,      ///< *x
  AddrOf,     ///< &x
  PreInc,     ///< ++x
  PreDec,     ///< --x
  PostInc,    ///< x++
  PostDec     ///< x--
};
constexpr unsigned NumUnaryOps = unsigned(UnaryOp::PostDec) + 1;

/// Operators of two operands, assignments included.
enum class BinaryOp {
  // Arithmetic.
  Mul, Div, Rem, Add, Sub,
  // Shifts.
  Shl, Shr,
  // Comparisons.
  Lt, Gt, Le, Ge, Eq, Ne,
  // Bitwise.
  BitAnd, BitXor, BitOr,
  // Logical.
  LogicalAnd, LogicalOr,
  // Assignments: plain, then compound in the order of their base above.
  Assign, MulAssign, DivAssign, RemAssign, AddAssign, SubAssign, ShlAssign,
  ShrAssign, AndAssign, XorAssign, OrAssign,
  Comma
};
constexpr unsigned NumBinaryOps = unsigned(BinaryOp::Comma) + 1;

/// How the operator is written in OpenCL C ("+=", "++").
llvm::StringRef spelling(UnaryOp Op);
llvm::StringRef spelling(BinaryOp Op);

/// The operator printed after its operand (x++, x--).
bool isPostfix(UnaryOp Op);
/// ++ and --, prefix or postfix: they assign their operand.
bool isIncrementOrDecrement(UnaryOp Op);

/// `=` and the compound assignments.
bool isAssignment(BinaryOp Op);
/// `+=` -> `+`, `<<=` -> `<<`; nullopt for `=` and for non-assignments.
std::optional<BinaryOp> compoundBase(BinaryOp Op);
/// && and ||: the right operand runs only for some values of the left.
bool isShortCircuit(BinaryOp Op);
/// <, <=, >, >=, ==, !=.
bool isComparison(BinaryOp Op);
/// <, <=, >, >= (a comparison that orders its operands).
bool isOrdering(BinaryOp Op);
/// The comparison that holds exactly when Op does not (`<` -> `>=`), for
/// the orderings; nullopt otherwise.
std::optional<BinaryOp> negatedOrdering(BinaryOp Op);
/// The ordering with its operands swapped (`a < b` is `b > a`).
BinaryOp swappedOrdering(BinaryOp Op);

/// Clang's opcode as a nest operator; nullopt for those the nest does not
/// hold (C++ and GNU operators: `<=>`, `.*`, `__real`, `__extension__`, ...).
std::optional<UnaryOp> fromClang(clang::UnaryOperatorKind Op);
std::optional<BinaryOp> fromClang(clang::BinaryOperatorKind Op);

} // namespace nest
} // namespace clopt

#endif // CLOPT_TRANSFORMS_NESTOPERATORS_H
