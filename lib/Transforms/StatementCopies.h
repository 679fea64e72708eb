//===- StatementCopies.h - One remark per statement of the source -*- C++ -*-===//
//
// Private to lib/Transforms. Earlier passes copy a statement of the source
// per point of a block or per unrolled iteration; a pass that remarks per
// statement it sees would repeat itself for every copy. StatementCopies
// counts the copies of each statement and outcome, so a pass remarks once:
// "sum kept as written in 4 copies: ...".
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_STATEMENTCOPIES_H
#define CLOPT_LIB_TRANSFORMS_STATEMENTCOPIES_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <string>
#include <tuple>

namespace clopt {
namespace nest {

/// Copies of statements, keyed by source position and a key the pass
/// chooses. The key tells apart statements that share a position (one macro
/// expansion can hold several) and outcomes (some copies of a statement may
/// be rewritten where others are not). Each entry keeps the first copy's
/// \p Info, whatever the remark needs of it.
template <typename InfoT> class StatementCopies {
public:
  void add(SourcePos Pos, std::string Key, InfoT Info) {
    auto It = Copies.try_emplace({Pos.Line, Pos.Column, std::move(Key)},
                                 Entry{Pos, std::move(Info), 0})
                  .first;
    ++It->second.Count;
  }

  /// Calls Remark once per statement and key, in source order. InCopies is
  /// "" for one copy, else " in N copies".
  void forEach(llvm::function_ref<void(SourcePos Pos, const std::string &Key,
                                       const InfoT &First,
                                       const std::string &InCopies)>
                   Remark) const {
    for (const auto &[K, E] : Copies)
      Remark(E.Pos, std::get<2>(K), E.First,
             E.Count > 1 ? " in " + std::to_string(E.Count) + " copies" : "");
  }

private:
  struct Entry {
    SourcePos Pos;
    InfoT First;
    unsigned Count;
  };
  std::map<std::tuple<unsigned, unsigned, std::string>, Entry> Copies;
};

} // namespace nest
} // namespace clopt

#endif
