//===- IntExpr.cpp - Integer expressions over problem-size names ----------===//

#include "clopt/Runtime/Support/IntExpr.h"

#include <cctype>
#include <cstring>

using namespace clopt;

namespace {

/// A recursive-descent parser that evaluates as it goes. When Env is null it
/// only collects names (for intExprNames).
class Parser {
public:
  Parser(const std::string &Text, const SizeEnv *Env) : Text(Text), Env(Env) {}

  StatusOr<int64_t> parseAll() {
    int64_t V = parseOr();
    skipSpace();
    if (Err.empty() && Pos != Text.size())
      fail(std::string("unexpected '") + Text[Pos] + "'");
    if (!Err.empty())
      return Status::error(Err + " in '" + quoted() + "'");
    return V;
  }
  std::vector<std::string> Names;

private:
  const std::string &Text;
  const SizeEnv *Env;
  size_t Pos = 0;
  std::string Err;
  unsigned Depth = 0;

  /// Each '(' and each unary operator recurses; a limit keeps a hostile size
  /// or precondition ("((((...") from overflowing the stack. Real
  /// expressions nest a few levels.
  static constexpr unsigned MaxDepth = 256;

  /// Counts one level of nesting for as long as it lives.
  struct NestingScope {
    Parser &P;
    explicit NestingScope(Parser &P) : P(P) {
      if (++P.Depth > MaxDepth)
        P.fail("nesting deeper than " + std::to_string(MaxDepth) + " levels");
    }
    ~NestingScope() { --P.Depth; }
  };

  /// The expression as errors quote it: a hostile one may be megabytes long.
  std::string quoted() const {
    constexpr size_t MaxQuoted = 80;
    if (Text.size() <= MaxQuoted)
      return Text;
    return Text.substr(0, MaxQuoted) + "...";
  }

  void fail(const std::string &Msg) {
    if (Err.empty())
      Err = Msg;
  }
  void skipSpace() {
    while (Pos < Text.size() && std::isspace(static_cast<unsigned char>(Text[Pos])))
      ++Pos;
  }
  bool accept(const char *Tok) {
    skipSpace();
    size_t N = std::char_traits<char>::length(Tok);
    if (Text.compare(Pos, N, Tok) != 0)
      return false;
    // Do not read '<' out of '<=' or '!' out of '!='.
    if (N == 1 && Pos + 1 < Text.size() && Text[Pos + 1] == '=' &&
        (Tok[0] == '<' || Tok[0] == '>' || Tok[0] == '!' || Tok[0] == '='))
      return false;
    Pos += N;
    return true;
  }

  /// Returns V, or fails on Overflow. Callers compute Overflow first: the
  /// order of evaluation of function arguments is unspecified.
  int64_t checked(bool Overflow, int64_t V) {
    if (Overflow)
      fail("integer overflow");
    return V;
  }

  int64_t parseOr() {
    int64_t L = parseAnd();
    while (Err.empty() && accept("||")) {
      int64_t R = parseAnd();
      L = (L != 0 || R != 0) ? 1 : 0;
    }
    return L;
  }
  int64_t parseAnd() {
    int64_t L = parseCmp();
    while (Err.empty() && accept("&&")) {
      int64_t R = parseCmp();
      L = (L != 0 && R != 0) ? 1 : 0;
    }
    return L;
  }
  int64_t parseCmp() {
    int64_t L = parseSum();
    if (!Err.empty())
      return 0;
    if (accept("=="))
      return L == parseSum();
    if (accept("!="))
      return L != parseSum();
    if (accept("<="))
      return L <= parseSum();
    if (accept(">="))
      return L >= parseSum();
    if (accept("<"))
      return L < parseSum();
    if (accept(">"))
      return L > parseSum();
    return L;
  }
  int64_t parseSum() {
    int64_t L = parseTerm();
    while (Err.empty()) {
      int64_t R, V;
      if (accept("+")) {
        R = parseTerm();
        bool Over = __builtin_add_overflow(L, R, &V);
        L = checked(Over, V);
      } else if (accept("-")) {
        R = parseTerm();
        bool Over = __builtin_sub_overflow(L, R, &V);
        L = checked(Over, V);
      } else {
        break;
      }
    }
    return L;
  }
  int64_t parseTerm() {
    int64_t L = parseUnary();
    while (Err.empty()) {
      char Op = 0;
      if (accept("*"))
        Op = '*';
      else if (accept("/"))
        Op = '/';
      else if (accept("%"))
        Op = '%';
      else
        break;
      int64_t R = parseUnary();
      if (Op == '*') {
        int64_t V;
        bool Over = __builtin_mul_overflow(L, R, &V);
        L = checked(Over, V);
        continue;
      }
      if (R == 0) {
        // Names-only mode evaluates every name as 1; never fails here.
        if (Env)
          fail("division by zero");
        continue;
      }
      // INT64_MIN / -1 does not fit, and the hardware traps on INT64_MIN % -1
      // too although its value (0) does.
      if (L == INT64_MIN && R == -1) {
        if (Op == '/')
          fail("integer overflow");
        L = 0;
        continue;
      }
      L = Op == '/' ? L / R : L % R;
    }
    return L;
  }
  int64_t parseUnary() {
    NestingScope Nest(*this);
    if (!Err.empty())
      return 0;
    if (accept("-")) {
      int64_t V = parseUnary();
      if (V == INT64_MIN) {
        fail("integer overflow");
        return 0;
      }
      return -V;
    }
    if (accept("+"))
      return parseUnary();
    if (accept("!"))
      return parseUnary() == 0;
    if (accept("(")) {
      int64_t V = parseOr();
      if (!accept(")"))
        fail("missing ')'");
      return V;
    }
    skipSpace();
    if (Pos >= Text.size()) {
      fail("unexpected end");
      return 0;
    }
    char C = Text[Pos];
    if (std::isdigit(static_cast<unsigned char>(C)))
      return parseNumber();
    if (std::isalpha(static_cast<unsigned char>(C)) || C == '_')
      return parseName();
    fail(std::string("unexpected '") + C + "'");
    return 0;
  }
  int64_t parseNumber() {
    int64_t V = 0;
    while (Pos < Text.size() && std::isdigit(static_cast<unsigned char>(Text[Pos]))) {
      int64_t D = Text[Pos++] - '0';
      if (__builtin_mul_overflow(V, 10, &V) || __builtin_add_overflow(V, D, &V)) {
        fail("integer overflow");
        return 0;
      }
    }
    // Accept C integer suffixes (64u, 16L) since sizes are copied from code.
    while (Pos < Text.size() && Text[Pos] && std::strchr("uUlL", Text[Pos]))
      ++Pos;
    if (Pos < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[Pos])) ||
                              Text[Pos] == '.' || Text[Pos] == '_'))
      fail("malformed number");
    return V;
  }
  int64_t parseName() {
    size_t Start = Pos;
    while (Pos < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[Pos])) ||
                                 Text[Pos] == '_'))
      ++Pos;
    std::string Name = Text.substr(Start, Pos - Start);
    if (!Env) {
      bool Seen = false;
      for (const std::string &N : Names)
        Seen |= N == Name;
      if (!Seen)
        Names.push_back(Name);
      return 1;
    }
    auto It = Env->find(Name);
    if (It == Env->end()) {
      fail("unknown name '" + Name + "'");
      return 0;
    }
    return It->second;
  }
};

} // namespace

StatusOr<int64_t> clopt::evalIntExpr(const std::string &Expr, const SizeEnv &Env) {
  if (trimSpace(Expr).empty())
    return Status::error("empty expression");
  Parser P(Expr, &Env);
  return P.parseAll();
}

StatusOr<std::vector<std::string>> clopt::intExprNames(const std::string &Expr) {
  Parser P(Expr, nullptr);
  StatusOr<int64_t> V = P.parseAll();
  if (!V.ok())
    return V.status();
  return P.Names;
}

std::string clopt::trimSpace(const std::string &S) {
  size_t B = 0, E = S.size();
  while (B < E && std::isspace(static_cast<unsigned char>(S[B])))
    ++B;
  while (E > B && std::isspace(static_cast<unsigned char>(S[E - 1])))
    --E;
  return S.substr(B, E - B);
}

bool clopt::isPlainDecimal(const std::string &Text) {
  for (char C : Text)
    if (!std::isdigit(static_cast<unsigned char>(C)))
      return false;
  return !Text.empty() && (Text.size() == 1 || Text[0] != '0');
}

std::vector<std::string> clopt::splitTopLevel(const std::string &List, char Sep) {
  std::vector<std::string> Parts;
  int Depth = 0;
  bool InString = false;
  std::string Cur;
  for (char C : List) {
    if (C == '"')
      InString = !InString;
    if (!InString && (C == '(' || C == '[' || C == '{'))
      ++Depth;
    if (!InString && (C == ')' || C == ']' || C == '}'))
      --Depth;
    if (C == Sep && Depth == 0 && !InString) {
      Parts.push_back(trimSpace(Cur));
      Cur.clear();
      continue;
    }
    Cur += C;
  }
  if (!trimSpace(Cur).empty() || !Parts.empty())
    Parts.push_back(trimSpace(Cur));
  return Parts;
}

SizeEnv clopt::launchEnv(SizeEnv Scalars, const std::vector<uint64_t> &Global) {
  for (size_t D = 0; D < 3; ++D)
    Scalars["G" + std::to_string(D)] =
        D < Global.size() ? static_cast<int64_t>(Global[D]) : 1;
  return Scalars;
}
