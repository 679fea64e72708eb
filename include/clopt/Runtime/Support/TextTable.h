//===- TextTable.h - Left-aligned columns for people ------------*- C++ -*-===//
//
// The device list (`clopt devices`) and the analysis printout (`clopt
// analyze`) print rows of cells in left-aligned columns two spaces apart.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_TEXTTABLE_H
#define CLOPT_RUNTIME_TEXTTABLE_H

#include <string>
#include <vector>

namespace clopt {

class TextTable {
public:
  /// Rows may have different numbers of cells.
  void row(std::vector<std::string> Cells) { Rows.push_back(std::move(Cells)); }
  /// One line per row, each indented by Indent spaces; the last column is
  /// not padded and no line ends in spaces.
  std::string str(unsigned Indent = 0) const;

private:
  std::vector<std::vector<std::string>> Rows;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_TEXTTABLE_H
