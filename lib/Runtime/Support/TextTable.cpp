//===- TextTable.cpp - Left-aligned columns for people --------------------===//

#include "clopt/Runtime/Support/TextTable.h"

#include <algorithm>

using namespace clopt;

std::string TextTable::str(unsigned Indent) const {
  std::vector<size_t> Width;
  for (const std::vector<std::string> &R : Rows)
    for (size_t I = 0; I < R.size(); ++I) {
      if (Width.size() <= I)
        Width.push_back(0);
      Width[I] = std::max(Width[I], R[I].size());
    }
  std::string Out;
  for (const std::vector<std::string> &R : Rows) {
    std::string Line(Indent, ' ');
    for (size_t I = 0; I < R.size(); ++I) {
      Line += R[I];
      if (I + 1 < R.size())
        Line += std::string(Width[I] - R[I].size() + 2, ' ');
    }
    Line.erase(Line.find_last_not_of(' ') + 1);
    Out += Line + "\n";
  }
  return Out;
}
