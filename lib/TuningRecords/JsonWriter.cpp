//===- JsonWriter.cpp - A small streaming JSON writer ---------------------===//

#include "clopt/TuningRecords/JsonWriter.h"

#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace clopt;

void JsonWriter::newline() {
  Out += '\n';
  Out.append(2 * Stack.size(), ' ');
}

void JsonWriter::beforeValue() {
  if (AfterKey) {
    AfterKey = false;
    return;
  }
  assert((Stack.empty() || !Stack.back().Object) && "value without a key");
  if (Stack.empty())
    return;
  if (!Stack.back().Empty)
    Out += ',';
  Stack.back().Empty = false;
  newline();
}

void JsonWriter::key(std::string_view K) {
  assert(!Stack.empty() && Stack.back().Object && !AfterKey &&
         "key outside an object");
  if (!Stack.back().Empty)
    Out += ',';
  Stack.back().Empty = false;
  newline();
  Out += quote(K);
  Out += ": ";
  AfterKey = true;
}

void JsonWriter::beginObject() {
  beforeValue();
  Out += '{';
  Stack.push_back({true});
}

void JsonWriter::beginArray() {
  beforeValue();
  Out += '[';
  Stack.push_back({false});
}

void JsonWriter::close(char C) {
  assert(!Stack.empty() && !AfterKey && "unbalanced JSON");
  bool Empty = Stack.back().Empty;
  Stack.pop_back();
  if (!Empty)
    newline();
  Out += C;
  if (Stack.empty())
    Out += '\n';
}

void JsonWriter::endObject() { close('}'); }
void JsonWriter::endArray() { close(']'); }

void JsonWriter::value(std::string_view S) {
  beforeValue();
  Out += quote(S);
}

void JsonWriter::value(double V) {
  beforeValue();
  Out += number(V);
}

void JsonWriter::value(int64_t V) {
  beforeValue();
  Out += std::to_string(V);
}

void JsonWriter::value(uint64_t V) {
  beforeValue();
  Out += std::to_string(V);
}

void JsonWriter::value(bool V) {
  beforeValue();
  Out += V ? "true" : "false";
}

void JsonWriter::null() {
  beforeValue();
  Out += "null";
}

std::string clopt::shortestDecimal(double V) {
  char Buf[40];
  for (int Precision : {15, 16, 17}) {
    std::snprintf(Buf, sizeof Buf, "%.*g", Precision, V);
    if (std::strtod(Buf, nullptr) == V)
      break;
  }
  return Buf;
}

std::string JsonWriter::number(double V) {
  if (!std::isfinite(V))
    return "null";
  return shortestDecimal(V);
}

/// Length of the valid UTF-8 sequence at S[I], or 0 when it is invalid.
static size_t utf8Length(std::string_view S, size_t I) {
  auto Byte = [&](size_t K) { return static_cast<unsigned char>(S[K]); };
  unsigned char C = Byte(I);
  size_t N;
  uint32_t Min;
  if (C >= 0xc2 && C <= 0xdf) {
    N = 2;
    Min = 0x80;
  } else if (C >= 0xe0 && C <= 0xef) {
    N = 3;
    Min = 0x800;
  } else if (C >= 0xf0 && C <= 0xf4) {
    N = 4;
    Min = 0x10000;
  } else {
    return 0;
  }
  if (I + N > S.size())
    return 0;
  uint32_t Code = C & (0x7f >> N);
  for (size_t K = 1; K < N; ++K) {
    if ((Byte(I + K) & 0xc0) != 0x80)
      return 0;
    Code = (Code << 6) | (Byte(I + K) & 0x3f);
  }
  if (Code < Min || Code > 0x10ffff || (Code >= 0xd800 && Code <= 0xdfff))
    return 0;
  return N;
}

std::string JsonWriter::quote(std::string_view S) {
  std::string Q = "\"";
  for (size_t I = 0; I < S.size();) {
    unsigned char C = static_cast<unsigned char>(S[I]);
    if (C >= 0x80) {
      size_t N = utf8Length(S, I);
      if (N == 0) {
        Q += "\xef\xbf\xbd"; // U+FFFD for a byte that is not UTF-8
        ++I;
      } else {
        Q.append(S.substr(I, N));
        I += N;
      }
      continue;
    }
    ++I;
    switch (C) {
    case '"':
      Q += "\\\"";
      continue;
    case '\\':
      Q += "\\\\";
      continue;
    case '\n':
      Q += "\\n";
      continue;
    case '\r':
      Q += "\\r";
      continue;
    case '\t':
      Q += "\\t";
      continue;
    case '\b':
      Q += "\\b";
      continue;
    case '\f':
      Q += "\\f";
      continue;
    default:
      break;
    }
    if (C < 0x20 || C == 0x7f) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\u%04x", C);
      Q += Buf;
      continue;
    }
    Q += static_cast<char>(C);
  }
  Q += '"';
  return Q;
}
