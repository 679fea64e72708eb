//===- KernelModel.h - What clopt knows about one kernel ---------*- C++ -*-===//
//
// The kernel model is the analysis result every transform and the tuner work
// from: parameters, work-item id uses, canonical loops, every access to
// __global/__constant memory with its affine index, HPL's access patterns,
// coalescing, reuse and reduction accumulators. Whatever the analysis cannot
// prove is recorded as Unknown with a reason; nothing downstream relies on it.
//
// The model keeps pointers into the clang AST it was built from (for the
// rewriters); every other field is plain data, so it can be printed and
// compared.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_KERNELMODEL_H
#define CLOPT_ANALYSIS_KERNELMODEL_H

#include "clopt/Analysis/Affine.h"
#include "clopt/Analysis/ValueType.h"
#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/Job.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Expr;
class ForStmt;
class FunctionDecl;
class ParmVarDecl;
class SourceLocation;
class SourceManager;
class VarDecl;
} // namespace clang

namespace clopt {

class ParsedSource;

/// A position in the analysed file, 1-based.
struct SourcePos {
  unsigned Line = 0;
  unsigned Column = 0;
  /// The file, when it is not the analysed file (e.g. a helper in a header
  /// given with -I); empty for the analysed file.
  std::string File;
};

/// Where Loc is, for every fact and remark about the source: a macro
/// expansion at its use, the physical line and column (#line directives
/// ignored, so that a position maps back to the text, as the remark printer
/// and the nest's positions need), and the file when it is not the main one.
SourcePos sourcePosition(const clang::SourceManager &SM,
                         clang::SourceLocation Loc);

/// The OpenCL work-item functions (get_global_id, get_local_size, ...,
/// get_work_dim): the one table the analysis and the nest builder read.
bool isWorkItemFunction(llvm::StringRef Name);

struct KernelParam {
  unsigned Index = 0;
  std::string Name;
  std::string Type;        ///< As written by clang, e.g. "__global const float *".
  bool IsPointer = false;
  AddressSpace Space = AddressSpace::Private; ///< Of the pointee for pointers.
  /// Pointee type for pointers (float), else the parameter's type, without
  /// qualifiers or address space. ElementType.isFloat(): float, double or
  /// half (or a vector of them).
  ValueType ElementType;
  unsigned ElementSize = 0; ///< Bytes; 0 if unknown (e.g. a struct).
  bool IsConstQualified = false; ///< Pointee is const (never written).
  const clang::ParmVarDecl *Decl = nullptr;

  // How a job passes and fills the argument (KernelSignature.h). Set when
  // KernelInfo::SignatureError is empty.
  ArgKind Kind = ArgKind::Scalar;
  /// The element type of its test data: vectors, and structs of one scalar
  /// type without padding, are flattened into Lanes of it.
  ElemType HostType = ElemType::Float;
  unsigned Lanes = 1;
};

/// How an integer buffer's values are used.
struct IndexUse {
  /// Its values reach an index, a pointer offset or a loop bound.
  bool IndexLike = false;
  /// Every such use is `Outer[value]` for a pointer parameter Outer, so any
  /// value in [0, length(Outer)) is safe.
  bool Derivable = true;
  std::set<std::string> IndexedArrays;
};

/// Why something could not be proven. User messages name source entities.
enum class UnknownKind {
  None,
  IndirectIndex,      ///< index loaded from memory, e.g. A[idx[i]]
  NonAffineIndex,     ///< e.g. i*i, i/2, i%N
  DataDependentBound, ///< loop bound or condition read from memory
  NonCanonicalLoop,   ///< not for (init; i </<=/!= bound; i += step)
  UnknownVariable,    ///< a variable whose value the analysis cannot follow
  PointerEscapes,     ///< pointer assigned/passed in a way not followed
  TooDeep,            ///< statements or expressions nest too deeply
};

/// Stable name for tools: "indirect-index", "non-affine-index", ...
const char *unknownKindName(UnknownKind K);

struct Unknown {
  UnknownKind Kind = UnknownKind::None;
  std::string Message; ///< e.g. "index of 'A' depends on a value loaded from 'idx'"
  explicit operator bool() const { return Kind != UnknownKind::None; }
};

/// One use of a work-item function, e.g. get_global_id(1) at 4:11.
struct WorkItemCall {
  std::string Function; ///< "get_global_id", "get_local_size", ...
  /// The dimension, when it is a constant 0, 1 or 2. Otherwise (a variable,
  /// or a constant beyond any launch) it is unknown: OpenCL gives 0 for ids
  /// and 1 for sizes of dimensions >= get_work_dim(), and the analysis
  /// treats the call as no work-item dimension at all.
  std::optional<unsigned> Dim;
  SourcePos Pos;
};

/// A `for` loop. Canonical loops have an affine lower bound, an affine
/// exclusive upper bound and a constant positive step.
struct LoopInfo {
  unsigned Number = 0;       ///< Position in the kernel, pre-order from 0.
  int Parent = -1;           ///< Enclosing loop's Number, -1 at top level.
  unsigned Depth = 0;        ///< 0 for outermost.
  std::string Counter;       ///< Counter name, empty if none.
  bool Canonical = false;
  Unknown Why;               ///< Set when !Canonical.
  std::optional<AffineExpr> Lower;
  std::optional<AffineExpr> Upper;   ///< Exclusive (`<=` bounds get +1).
  int64_t Step = 1;
  bool Innermost = false;
  SourcePos Pos;
  const clang::ForStmt *Stmt = nullptr;
  const clang::VarDecl *CounterDecl = nullptr;
  /// A loop that counts down, `for (int k = S; k >= Lo; k--)`, is analysed
  /// as the increasing loop of its iteration number: Counter then names
  /// that number (k_it, from 0 to Upper), SourceCounter the counter as
  /// written and SourceValue its value in each iteration (S - k_it).
  bool CountsDown = false;
  std::string SourceCounter;
  std::optional<AffineExpr> SourceValue;
  /// The iteration count is TripBase + TripOffset, TripBase a subexpression
  /// of the start S that the loop evaluates anyway (S is TripBase + a).
  const clang::Expr *TripBase = nullptr;
  int64_t TripOffset = 0;
  /// A loop that steps by a loop-invariant value, `for (k = S; k < U; k +=
  /// P)`, is not canonical (its iteration count needs a division by P, which
  /// may be 0 or negative), but its counter is S + P*k_it in the iteration
  /// k_it: SourceCounter and SourceValue say so, and the indices through it
  /// are affine. Unroll handles the loop in its own form.
  bool ParamStep = false;
  /// A loop with a constant step whose bounds are not affine (read from
  /// memory, as CSR's `for (j = start; j < end; j++)`) but provably do not
  /// change while it runs: the bound reads only variables the loop does not
  /// assign, through arithmetic. Unroll handles it in its own form.
  bool InvariantBounds = false;

  /// The counter as the source names it (SourceCounter where the analysis
  /// counts iterations under another name).
  const std::string &writtenCounter() const {
    return SourceCounter.empty() ? Counter : SourceCounter;
  }
};

/// HPL's seven patterns, simplest first, plus Unknown (not proven).
enum class Pattern {
  NoPat,
  SinglePat,
  InnerPat,
  RowPat,
  ColPat,
  DepthPat,
  RadiusPat,
  Unknown
};
const char *patternName(Pattern P);

enum class AccessKind { Read, Write, ReadWrite };
const char *accessKindName(AccessKind K);

/// How consecutive work-items along dimension 0 touch memory.
enum class Coalescing {
  Coalesced, ///< stride 1 in get_global_id(0)/get_local_id(0)
  Broadcast, ///< stride 0: every work-item along dim 0 reads the same element
  Strided,   ///< any other stride (e.g. N in a transposed write)
  Unknown
};
const char *coalescingName(Coalescing C);

/// One reference to __global or __constant memory.
struct MemoryAccess {
  unsigned Number = 0;    ///< Position in the kernel, in source order.
  unsigned ParamIndex = 0; ///< The kernel parameter the base pointer derives from.
  std::string Array;      ///< That parameter's name.
  AccessKind Kind = AccessKind::Read;
  std::optional<AffineExpr> Index; ///< In elements of the parameter's type.
  Unknown Why;                     ///< Set when !Index.
  std::vector<unsigned> Loops;     ///< Enclosing loops' Numbers, outer first.
  /// The helper function the reference is written in when it was reached by
  /// following a call from the kernel (see docs/analysis.md); empty when it
  /// is in the kernel's own body. Transforms must not rewrite such references.
  std::string Function;
  /// When the index depends on a value loaded from another kernel
  /// parameter (A[idx[i]]), that parameter's index; else -1.
  int IndexLoadedFrom = -1;
  bool Conditional = false;        ///< Under an if/?: inside the kernel.
  bool DataDependentCondition = false; ///< ... whose condition reads memory.
  Pattern Pat = Pattern::Unknown;
  Coalescing Coalesce = Coalescing::Unknown;
  ParamPoly Stride0;               ///< Coefficient of the dim-0 id.
  /// Each index variable's dimension in the linearized index (0 is the
  /// rightmost, contiguous one); see indexDimensions() and docs/patterns.md.
  std::map<IndexVar, unsigned> Dims;
  /// Whether work-items of one work-group touch the same elements through
  /// this reference, with a one-line reason.
  bool Reuse = false;
  std::string ReuseWhy;
  SourcePos Pos;
  const clang::Expr *Ref = nullptr; ///< The ArraySubscriptExpr or deref.
};

/// What the kernel does with one pointer parameter, over all references.
struct ArrayInfo {
  unsigned ParamIndex = 0;
  std::string Array;
  AccessKind Kind = AccessKind::Read;
  Pattern Pat = Pattern::Unknown;      ///< Most complex over references.
  Coalescing Coalesce = Coalescing::Unknown; ///< Worst over references.
  /// Whether different work-items of one work-group read the same elements
  /// (so a __local copy can pay off), with a one-line explanation.
  bool Reuse = false;
  std::string ReuseWhy;
  std::vector<unsigned> Accesses;      ///< MemoryAccess Numbers.
};

enum class ReductionOp { Add, Mul, Min, Max, FMin, FMax };
const char *reductionOpName(ReductionOp Op);

/// A private scalar that accumulates across a loop: `s += f(k)`,
/// `s = s * f(k)`, `s = max(s, f(k))`, ...
struct Reduction {
  std::string Accumulator;
  ReductionOp Op = ReductionOp::Add;
  unsigned Loop = 0;        ///< Number of the loop it accumulates across.
  SourcePos Pos;            ///< Of the accumulating statement.
  const clang::VarDecl *Decl = nullptr;
};

struct KernelInfo {
  std::string Name;
  SourcePos Pos;
  std::vector<KernelParam> Params;
  std::vector<WorkItemCall> WorkItemCalls;
  std::vector<LoopInfo> Loops;
  std::vector<MemoryAccess> Accesses;
  std::vector<ArrayInfo> Arrays;
  std::vector<Reduction> Reductions;
  /// Facts that limit what transforms may do.
  bool HasBarrier = false;
  bool HasAtomics = false;
  bool UsesLocalMemory = false;
  bool HasDataDependentBranch = false;
  /// Why a work-item function called in a helper keeps the body as written
  /// ("helper 'myid' calls get_global_id, which clopt rewrites only in the
  /// kernel's own body"; get_local_id and the other group functions tie the
  /// kernel to its work-group shape), or empty. The passes rewrite work-item
  /// ids in the kernel's own body only, so a helper's would keep the
  /// original's meaning in a kernel whose ids mean something else.
  std::string WorkItemCallInHelper;
  SourcePos WorkItemCallInHelperPos;
  /// Dimensions d for which the kernel calls get_global_id(d) or
  /// get_local_id(d): the dimensions a work-group is assumed to span.
  std::vector<unsigned> IdDims;
  /// Everything not proven, in source order, with positions.
  std::vector<std::pair<SourcePos, Unknown>> Unknowns;
  /// Why the body was not analysed at all, or empty. Set when statements or
  /// expressions nest deeper than MaxNestingDepth: the analysis, the nest
  /// and the emitter recurse once per level, and the passes leave the kernel
  /// as written.
  std::string NotAnalysable;
  const clang::FunctionDecl *Decl = nullptr;

  // What the runtime needs of the source (KernelSignature.h), derived once
  // here so that problem set-up at any number of sizes never walks the AST.
  /// Why Params' runtime view is not set: an argument clopt cannot fill
  /// with test data (or a pointer to private memory). Empty when it is.
  std::string SignatureError;
  /// How each integer pointer parameter's values are used.
  std::map<std::string, IndexUse> IndexUses;
  /// Per dimension, the integer parameter the kernel compares its global id
  /// with (`if (x < W)`): the global size a host would launch.
  std::map<unsigned, std::string> GuardBounds;

  const KernelParam *findParam(llvm::StringRef Name) const;
  /// The parameters whose index depends on values loaded from Array (it
  /// holds indices into them, e.g. idx in A[idx[i]]), sorted: a view of
  /// IndexUses.
  std::vector<unsigned> indexFor(llvm::StringRef Array) const;
  const ArrayInfo *findArray(llvm::StringRef Name) const;
  const LoopInfo *findLoop(const clang::ForStmt *S) const;
};

/// The deepest nesting of statements and expressions (clang's AST, implicit
/// nodes included) that the analysis follows: a `a + b + ...` sum of about
/// 1000 terms, far beyond hand-written kernels.
constexpr unsigned MaxNestingDepth = 2000;

/// HPL's pattern of one reference with index E (std::nullopt: Unknown).
Pattern classifyPattern(const std::optional<AffineExpr> &E);

/// Analyses every kernel in the file, in source order.
std::vector<KernelInfo> analyzeKernels(ParsedSource &Source);
/// Analyses one kernel.
KernelInfo analyzeKernel(ParsedSource &Source, const clang::FunctionDecl &Kernel);

} // namespace clopt

#endif // CLOPT_ANALYSIS_KERNELMODEL_H
