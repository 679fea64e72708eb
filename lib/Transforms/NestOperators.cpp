//===- NestOperators.cpp - The operators of the kernel nest ---------------===//

#include "clopt/Transforms/NestOperators.h"

#include "llvm/Support/ErrorHandling.h"

using namespace clopt;
using namespace clopt::nest;

llvm::StringRef nest::spelling(UnaryOp Op) {
  switch (Op) {
  case UnaryOp::Plus: return "+";
  case UnaryOp::Minus: return "-";
  case UnaryOp::BitNot: return "~";
  case UnaryOp::LogicalNot: return "!";
  case UnaryOp::Deref: return "*";
  case UnaryOp::AddrOf: return "&";
  case UnaryOp::PreInc:
  case UnaryOp::PostInc: return "++";
  case UnaryOp::PreDec:
  case UnaryOp::PostDec: return "--";
  }
  llvm_unreachable("covered switch");
}

llvm::StringRef nest::spelling(BinaryOp Op) {
  switch (Op) {
  case BinaryOp::Mul: return "*";
  case BinaryOp::Div: return "/";
  case BinaryOp::Rem: return "%";
  case BinaryOp::Add: return "+";
  case BinaryOp::Sub: return "-";
  case BinaryOp::Shl: return "<<";
  case BinaryOp::Shr: return ">>";
  case BinaryOp::Lt: return "<";
  case BinaryOp::Gt: return ">";
  case BinaryOp::Le: return "<=";
  case BinaryOp::Ge: return ">=";
  case BinaryOp::Eq: return "==";
  case BinaryOp::Ne: return "!=";
  case BinaryOp::BitAnd: return "&";
  case BinaryOp::BitXor: return "^";
  case BinaryOp::BitOr: return "|";
  case BinaryOp::LogicalAnd: return "&&";
  case BinaryOp::LogicalOr: return "||";
  case BinaryOp::Assign: return "=";
  case BinaryOp::MulAssign: return "*=";
  case BinaryOp::DivAssign: return "/=";
  case BinaryOp::RemAssign: return "%=";
  case BinaryOp::AddAssign: return "+=";
  case BinaryOp::SubAssign: return "-=";
  case BinaryOp::ShlAssign: return "<<=";
  case BinaryOp::ShrAssign: return ">>=";
  case BinaryOp::AndAssign: return "&=";
  case BinaryOp::XorAssign: return "^=";
  case BinaryOp::OrAssign: return "|=";
  case BinaryOp::Comma: return ",";
  }
  llvm_unreachable("covered switch");
}

bool nest::isPostfix(UnaryOp Op) {
  return Op == UnaryOp::PostInc || Op == UnaryOp::PostDec;
}

bool nest::isIncrementOrDecrement(UnaryOp Op) {
  return Op == UnaryOp::PreInc || Op == UnaryOp::PreDec || isPostfix(Op);
}

bool nest::isAssignment(BinaryOp Op) {
  return Op >= BinaryOp::Assign && Op <= BinaryOp::OrAssign;
}

std::optional<BinaryOp> nest::compoundBase(BinaryOp Op) {
  switch (Op) {
  case BinaryOp::MulAssign: return BinaryOp::Mul;
  case BinaryOp::DivAssign: return BinaryOp::Div;
  case BinaryOp::RemAssign: return BinaryOp::Rem;
  case BinaryOp::AddAssign: return BinaryOp::Add;
  case BinaryOp::SubAssign: return BinaryOp::Sub;
  case BinaryOp::ShlAssign: return BinaryOp::Shl;
  case BinaryOp::ShrAssign: return BinaryOp::Shr;
  case BinaryOp::AndAssign: return BinaryOp::BitAnd;
  case BinaryOp::XorAssign: return BinaryOp::BitXor;
  case BinaryOp::OrAssign: return BinaryOp::BitOr;
  default: return std::nullopt;
  }
}

bool nest::isShortCircuit(BinaryOp Op) {
  return Op == BinaryOp::LogicalAnd || Op == BinaryOp::LogicalOr;
}

bool nest::isComparison(BinaryOp Op) {
  return Op >= BinaryOp::Lt && Op <= BinaryOp::Ne;
}

bool nest::isOrdering(BinaryOp Op) {
  return Op >= BinaryOp::Lt && Op <= BinaryOp::Ge;
}

std::optional<BinaryOp> nest::negatedOrdering(BinaryOp Op) {
  switch (Op) {
  case BinaryOp::Lt: return BinaryOp::Ge;
  case BinaryOp::Le: return BinaryOp::Gt;
  case BinaryOp::Gt: return BinaryOp::Le;
  case BinaryOp::Ge: return BinaryOp::Lt;
  default: return std::nullopt;
  }
}

BinaryOp nest::swappedOrdering(BinaryOp Op) {
  switch (Op) {
  case BinaryOp::Lt: return BinaryOp::Gt;
  case BinaryOp::Le: return BinaryOp::Ge;
  case BinaryOp::Gt: return BinaryOp::Lt;
  case BinaryOp::Ge: return BinaryOp::Le;
  default: return Op;
  }
}

std::optional<UnaryOp> nest::fromClang(clang::UnaryOperatorKind Op) {
  switch (Op) {
  case clang::UO_Plus: return UnaryOp::Plus;
  case clang::UO_Minus: return UnaryOp::Minus;
  case clang::UO_Not: return UnaryOp::BitNot;
  case clang::UO_LNot: return UnaryOp::LogicalNot;
  case clang::UO_Deref: return UnaryOp::Deref;
  case clang::UO_AddrOf: return UnaryOp::AddrOf;
  case clang::UO_PreInc: return UnaryOp::PreInc;
  case clang::UO_PreDec: return UnaryOp::PreDec;
  case clang::UO_PostInc: return UnaryOp::PostInc;
  case clang::UO_PostDec: return UnaryOp::PostDec;
  case clang::UO_Real:
  case clang::UO_Imag:
  case clang::UO_Extension:
  case clang::UO_Coawait:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<BinaryOp> nest::fromClang(clang::BinaryOperatorKind Op) {
  switch (Op) {
  case clang::BO_Mul: return BinaryOp::Mul;
  case clang::BO_Div: return BinaryOp::Div;
  case clang::BO_Rem: return BinaryOp::Rem;
  case clang::BO_Add: return BinaryOp::Add;
  case clang::BO_Sub: return BinaryOp::Sub;
  case clang::BO_Shl: return BinaryOp::Shl;
  case clang::BO_Shr: return BinaryOp::Shr;
  case clang::BO_LT: return BinaryOp::Lt;
  case clang::BO_GT: return BinaryOp::Gt;
  case clang::BO_LE: return BinaryOp::Le;
  case clang::BO_GE: return BinaryOp::Ge;
  case clang::BO_EQ: return BinaryOp::Eq;
  case clang::BO_NE: return BinaryOp::Ne;
  case clang::BO_And: return BinaryOp::BitAnd;
  case clang::BO_Xor: return BinaryOp::BitXor;
  case clang::BO_Or: return BinaryOp::BitOr;
  case clang::BO_LAnd: return BinaryOp::LogicalAnd;
  case clang::BO_LOr: return BinaryOp::LogicalOr;
  case clang::BO_Assign: return BinaryOp::Assign;
  case clang::BO_MulAssign: return BinaryOp::MulAssign;
  case clang::BO_DivAssign: return BinaryOp::DivAssign;
  case clang::BO_RemAssign: return BinaryOp::RemAssign;
  case clang::BO_AddAssign: return BinaryOp::AddAssign;
  case clang::BO_SubAssign: return BinaryOp::SubAssign;
  case clang::BO_ShlAssign: return BinaryOp::ShlAssign;
  case clang::BO_ShrAssign: return BinaryOp::ShrAssign;
  case clang::BO_AndAssign: return BinaryOp::AndAssign;
  case clang::BO_XorAssign: return BinaryOp::XorAssign;
  case clang::BO_OrAssign: return BinaryOp::OrAssign;
  case clang::BO_Comma: return BinaryOp::Comma;
  case clang::BO_PtrMemD:
  case clang::BO_PtrMemI:
  case clang::BO_Cmp:
    return std::nullopt;
  }
  return std::nullopt;
}
