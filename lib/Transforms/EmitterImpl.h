//===- EmitterImpl.h - The printer of a KernelNest --------------*- C++ -*-===//
//
// Private to lib/Transforms. The emitter prints a KernelNest as OpenCL C
// (see Emitter.cpp): expressions and the names of per-point variables in
// EmitExpr.cpp, statements, point loops and the prologue in Emitter.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_EMITTERIMPL_H
#define CLOPT_LIB_TRANSFORMS_EMITTERIMPL_H

#include "clopt/Transforms/KernelNest.h"

#include "llvm/Support/raw_ostream.h"
#include <array>
#include <functional>
#include <map>
#include <set>
#include <string>

namespace clopt {
namespace nest {
namespace emit {

/// Where a statement is printed: outside the point block, or for one point
/// (unrolled: constant coordinates), or inside the point loops (loop mode).
struct PointCtx {
  bool InPoint = false;
  bool Unrolled = false;
  std::array<int64_t, 3> Coord = {0, 0, 0};
  /// Loop mode: the point loop counters per dimension ("" when factor 1).
  std::array<std::string, 3> LoopVar;
};

class Emitter {
public:
  explicit Emitter(const KernelNest &N);
  std::string run();

private:
  const KernelNest &N;
  std::string Out;
  llvm::raw_string_ostream OS;
  unsigned Indent = 1;
  /// The name of each per-point copy written so far, by variable and
  /// coordinate suffix ("_1_0"), and every name the kernel's text holds. A
  /// copy is named <name><suffix> unless that meets a name of the kernel
  /// (`i_0` beside a per-point `i`, the generated `first_0` beside a
  /// per-point `first`) or another copy (`a_1` at "_0" and `a` at "_1_0");
  /// then it gets a fresh one, as generated variables do.
  mutable std::map<std::pair<VarId, std::string>, std::string> CopyNames;
  mutable std::set<std::string> UsedNames;

  bool unrolledMode() const;
  unsigned coarsenedDims() const;
  std::string varName(VarId V, const PointCtx &C) const;
  std::string copyName(VarId V, const std::string &Suffix) const;
  ExprP coordinate(unsigned Dim, const PointCtx &C) const;
  ExprP localCoordinate(unsigned Dim, const PointCtx &C) const;
  ExprP chunkedOffset(unsigned Dim, const PointCtx &C) const;
  ExprP validity(unsigned Mask, const PointCtx &C) const;

  std::string expr(const ExprP &E, const PointCtx &C) const;
  std::string guardedLoad(const std::string &Array, const std::string &Valid,
                          const std::string &Access) const;
  ExprP resolve(const ExprP &E, const PointCtx &C) const;
  std::string child(const ExprP &E, int MinPrec, const PointCtx &C) const;
  int prec(const Expr &E) const;

  void line(const llvm::Twine &T) {
    OS.indent(Indent * 2) << T << "\n";
  }
  void emitList(const StmtList &L, const PointCtx &C);
  void emitStmt(const Stmt &S, const PointCtx &C);
  void emitFor(const Stmt &S, const PointCtx &C);
  std::string forHeader(const Stmt &S, const PointCtx &C) const;
  void emitDecl(const Stmt &S, const PointCtx &C);
  void emitPointLoop(const Stmt &S, const PointCtx &C);
  void emitUnrolledPoints(const StmtList &Body, const PointCtx &Outer,
                          llvm::ArrayRef<PointSpan> Spans);
  void emitLoopPoints(const StmtList &Body, const PointCtx &Outer,
                      llvm::ArrayRef<PointSpan> Spans);
  void emitPrologue();
  void emitCoordinateDecls(const PointCtx &C, bool Uniform, unsigned Dims,
                           const StmtList *UsedIn = nullptr);
  void forEachCoord(unsigned Dims,
                    const std::function<void(const PointCtx &)> &F,
                    const PointCtx &Base,
                    llvm::ArrayRef<PointSpan> Spans = {}) const;
};

} // namespace emit
} // namespace nest
} // namespace clopt

#endif
