//===- IntExpr.h - Integer expressions over problem-size names ---*- C++ -*-===//
//
// Problem sizes, buffer lengths and variant preconditions are written as small
// integer expressions over named sizes: `N`, `(N+3)/4`, `N*N`, `N % 64 == 0`.
// Grammar (C precedence, 64-bit signed arithmetic, overflow is an error):
//
//   expr   := or
//   or     := and ('||' and)*
//   and    := cmp ('&&' cmp)*
//   cmp    := sum (('=='|'!='|'<'|'<='|'>'|'>=') sum)?
//   sum    := term (('+'|'-') term)*
//   term   := unary (('*'|'/'|'%') unary)*
//   unary  := ('-'|'+'|'!') unary | NUMBER | NAME | '(' expr ')'
//
// Comparisons and logic yield 0 or 1. Division truncates like C; division by
// zero is an error, and so is INT64_MIN / -1 (INT64_MIN % -1 is 0). Nesting
// (parentheses and unary operators) is limited to 256 levels.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_INTEXPR_H
#define CLOPT_RUNTIME_INTEXPR_H

#include "clopt/Runtime/Support/Status.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace clopt {

using SizeEnv = std::map<std::string, int64_t>;

/// Evaluates Expr with the names in Env. Errors name the expression, e.g.
/// "unknown name 'M' in '(M+3)/4'".
StatusOr<int64_t> evalIntExpr(const std::string &Expr, const SizeEnv &Env);

/// The names Expr mentions, in order of first use (for error messages).
StatusOr<std::vector<std::string>> intExprNames(const std::string &Expr);

/// The names a launch's preconditions are evaluated over: \p Scalars (the
/// kernel's integer arguments, or a problem's sizes) and G0, G1, G2, the
/// original global size (1 past the dimensions of \p Global). In a
/// precondition G0-G2 always name the global size, so they are set over a
/// scalar of the same name: clopt never writes a precondition that names
/// such an argument (it would be read as the global size).
SizeEnv launchEnv(SizeEnv Scalars, const std::vector<uint64_t> &Global);

/// Whether Text is a number IntExpr and a C compiler read alike: decimal
/// digits without a leading 0 (`010` is eight in C, ten here; `0x25` and
/// `37u` are not read at all).
bool isPlainDecimal(const std::string &Text);
/// Splits "A,B(C,D),E" at top-level commas and trims each part.
std::vector<std::string> splitTopLevel(const std::string &List, char Sep = ',');

/// Trims ASCII white space at both ends.
std::string trimSpace(const std::string &S);

} // namespace clopt

#endif // CLOPT_RUNTIME_INTEXPR_H
