//===- KernelNest.h - Structured form of a kernel for the passes -*- C++ -*-===//
//
// The passes do not edit source text. The kernel body is imported once from
// the clang AST (and the analysis) into this small tree; every pass rewrites
// the tree, and one emitter (Emitter.h) prints it. The output is re-parsed
// with clang. docs/transforms/README.md says why.
//
// The tree is written in terms of *points*: the original kernel computes one
// point per work-item. The top level of the body holds a PointLoop whose body
// is the original per-point code. Coarsening gives each work-item a block of
// points (Block below); the emitter prints a PointLoop either as loops over
// the block or, once `private` unrolls it, as one copy per point with
// per-point variables renamed (acc -> acc_0_1). Work-item ids inside a
// PointLoop mean "the coordinate of the current point".
//
// Expressions are immutable and shared (ExprP); statements are owned trees.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TRANSFORMS_KERNELNEST_H
#define CLOPT_TRANSFORMS_KERNELNEST_H

#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/ValueType.h"
#include "clopt/Runtime/Support/LaunchGeometry.h"
#include "clopt/Transforms/NestOperators.h"
#include "clopt/Transforms/Pass.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clopt {
class ParsedSource;
namespace nest {

using VarId = unsigned;

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

struct Expr;
using ExprP = std::shared_ptr<const Expr>;

enum class ExprKind {
  Leaf,      ///< literal or name printed verbatim (Text)
  VarRef,    ///< a variable of the nest (Var)
  WorkItem,  ///< get_global_id(Dim) etc. (Text = function name)
  Unary,     ///< UnOp applied to Ops[0] (prefix, or postfix for x++/x--)
  Member,    ///< Ops[0].Text or Ops[0]->Text (Arrow): a field or a vector
             ///< component (`.x`, `.s3`, `.lo`)
  Binary,    ///< Ops[0] BinOp Ops[1] (also assignments)
  Ternary,   ///< Ops[0] ? Ops[1] : Ops[2]
  Call,      ///< Text(Ops...)
  Subscript, ///< Ops[0][Ops[1]] (not a tracked global access)
  Paren,     ///< (Ops[0])
  Cast,      ///< (Text)Ops[0]
  Global,    ///< Text[Ops[0]]: an access to a __global/__constant parameter
  LocalRef,  ///< Text[Ops[0]][Ops[1]]...: an access to a generated array
  PointValid ///< "the current point is valid" in dimensions Dims (emitter)
};

struct Expr {
  ExprKind Kind = ExprKind::Leaf;
  /// What is printed for Leaf, WorkItem, Call, Cast, Global, LocalRef and
  /// Member (a name, a literal, a type); empty for operators.
  std::string Text;
  UnaryOp UnOp = UnaryOp::Plus;   ///< Unary
  BinaryOp BinOp = BinaryOp::Add; ///< Binary
  bool Arrow = false;             ///< Member: `->` rather than `.`
  VarId Var = 0;
  unsigned Dim = 0;
  /// Global: the analysis' MemoryAccess number, -1 for generated accesses.
  int Access = -1;
  /// Global: the load is executed only where the point is valid (the
  /// original ran it under the kernel's guard). PointValid: dims to check.
  bool Guarded = false;
  unsigned DimMask = 0;
  std::vector<ExprP> Ops;
};

ExprP leaf(llvm::StringRef Text);
ExprP intLit(int64_t V);
/// A literal of type long (`3L`): arithmetic with it is done in 64 bits,
/// where the counter's own type could overflow.
ExprP longLit(int64_t V);
ExprP varRef(VarId V);
ExprP workItem(llvm::StringRef Fn, unsigned Dim);
ExprP unary(UnaryOp Op, ExprP E);
ExprP binary(BinaryOp Op, ExprP L, ExprP R);
/// Base.Name (Base->Name when Arrow).
ExprP member(ExprP Base, llvm::StringRef Name, bool Arrow = false);
ExprP ternary(ExprP C, ExprP T, ExprP F);
ExprP call(llvm::StringRef Fn, std::vector<ExprP> Args);
ExprP subscript(ExprP Base, ExprP Index);
ExprP paren(ExprP E);
ExprP cast(llvm::StringRef Type, ExprP E);
ExprP localRef(llvm::StringRef Array, std::vector<ExprP> Indices);
ExprP pointValid(unsigned DimMask);
/// Inside a point loop: K minus the point's index along dimension Dim
/// (the tap a point runs in a copy of private's register window).
ExprP windowTap(unsigned Dim, int64_t K);
/// L + R and L * R with constant folding (0 and 1), for generated indices.
ExprP add(ExprP L, ExprP R);
ExprP sub(ExprP L, ExprP R);
ExprP mul(ExprP L, ExprP R);
/// E is a unary or binary expression with operator Op.
bool isUnary(const Expr &E, UnaryOp Op);
bool isBinary(const Expr &E, BinaryOp Op);
/// The integer value of a literal, or nullopt.
std::optional<int64_t> asConstant(const ExprP &E);

/// Rebuilds E bottom-up: F is called on every node after its operands were
/// rebuilt; it returns a replacement or null to keep the (rebuilt) node.
ExprP rewriteExpr(const ExprP &E,
                  const std::function<ExprP(const ExprP &)> &F);
/// Replaces references to variables per Map.
ExprP substitute(const ExprP &E, const std::map<VarId, ExprP> &Map);
/// Calls F on every node, pre-order.
void visitExpr(const ExprP &E, const std::function<void(const Expr &)> &F);
bool mentionsVar(const ExprP &E, VarId V);
/// Structural equality.
bool sameExpr(const ExprP &A, const ExprP &B);

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

enum class StmtKind {
  Block,     ///< { Body }
  Decl,      ///< Type Var[Dims...] = Init;
  ExprStmt,  ///< E;
  If,        ///< if (Cond) Body else Else
  For,       ///< for (...) Body
  PointLoop, ///< Body, once per point of the work-item's block
  Return,
  Break,
  Continue,
  Comment,   ///< // Text
  Verbatim   ///< Text printed as a line of its own (preprocessor lines)
};

struct Stmt;
using StmtP = std::unique_ptr<Stmt>;
using StmtList = std::vector<StmtP>;

/// The points a PointLoop runs along one dimension, when not all of the
/// block: indices First..Last (inclusive) of dimension Dim (private's
/// register window runs each tap on the points that need it; a window over
/// two tap loops limits two dimensions).
struct PointSpan {
  unsigned Dim = 0;
  int64_t First = 0, Last = 0;
};

/// What created a loop, for names and for later passes.
enum class LoopRole {
  Original,  ///< the kernel's own loop
  Tile,      ///< tile: the loop over tiles
  TileInner, ///< tile: the loop inside one tile (TileCounter names the tile loop)
  Copy,      ///< local: a cooperative copy into a __local tile
  StageRows  ///< stage: the tile rows one work-item handles
};

/// A for loop. Canonical loops (all of Counter/Lower/Upper/Step set) print
/// as `for (int k = Lower; k < Upper; k += Step)`; others print their
/// original Init/Cond/Inc.
struct ForInfo {
  bool Canonical = false;
  VarId Counter = 0;
  bool DeclaresCounter = true;
  ExprP Lower, Upper; ///< Upper is exclusive
  /// A second exclusive bound (`k < k0 + 32 && k < N` inside a tile).
  ExprP Limit;
  int64_t Step = 1;
  /// The analysis' loop number, -1 for loops a pass created.
  int LoopNumber = -1;
  /// Generic form, for non-canonical loops. Canonical loops keep the
  /// original Cond and Inc too, to print them as written until a pass
  /// changes the bounds (it then clears them).
  StmtP Init;
  ExprP Cond, Inc;
  LoopRole Role = LoopRole::Original;
  /// For role tile-inner: the tile loop's counter; for tile: the tile size.
  VarId TileCounter = 0;
  int64_t TileSize = 0;
  /// For role tile: the original counter, when it is declared before the
  /// loop (`int k; for (k = 0; ...)`, read after it). It is set to Lower
  /// before the tile loop: the loops inside only set it where a tile runs,
  /// and the original leaves it at Lower when the loop runs no iteration.
  std::optional<VarId> OuterCounter;
  /// Set by unroll: the loop must not be unrolled again.
  bool Unrolled = false;
  /// A loop of generic form that unroll handles as written: it steps by a
  /// loop-invariant value (`k += stride`, LoopInfo::ParamStep) or its
  /// bounds are not affine but invariant (LoopInfo::InvariantBounds).
  /// Counter names its counter.
  bool UnrollAsWritten = false;
};

struct Stmt {
  StmtKind Kind = StmtKind::Block;
  StmtList Body;       ///< Block, For, If (then), PointLoop
  StmtList Else;       ///< If
  ExprP E;             ///< ExprStmt, If condition, Decl initializer, Return
  VarId Var = 0;       ///< Decl
  ForInfo For;         ///< For
  std::string Text;    ///< Comment
  SourcePos Pos;       ///< where the original statement was
  /// This If is the kernel's guard (`if (i < N && j < N)`, or the negation
  /// of an early `return`): its conjuncts define point validity.
  bool IsGuard = false;
  /// PointLoop: runs only the points inside every span (at most one per
  /// dimension; all points when empty).
  std::vector<PointSpan> Spans;

  static StmtP block(StmtList Body);
  static StmtP decl(VarId V, ExprP Init);
  static StmtP exprStmt(ExprP E);
  static StmtP ifStmt(ExprP Cond, StmtList Then, StmtList Else = {});
  static StmtP comment(llvm::StringRef Text);
  StmtP clone() const;
};

StmtList cloneList(const StmtList &L);
/// Applies F to every expression in S (recursively), replacing each.
void rewriteExprs(Stmt &S, const std::function<ExprP(const ExprP &)> &F);
void rewriteExprs(StmtList &L, const std::function<ExprP(const ExprP &)> &F);
/// Calls F on every statement, pre-order.
void visitStmts(const StmtList &L, const std::function<void(const Stmt &)> &F);
void visitStmts(StmtList &L, const std::function<void(Stmt &)> &F);

//===----------------------------------------------------------------------===//
// Variables, the point block, the kernel
//===----------------------------------------------------------------------===//

enum class VarRole {
  Param,      ///< kernel parameter (never renamed)
  Original,   ///< declared in the original body
  Generated   ///< introduced by a pass
};

/// The types of generated counters and indices.
inline ValueType intType() { return ValueType::scalar("int"); }
inline ValueType constIntType() { return intType().withConst(); }

struct Var {
  std::string Name;
  /// "int", "const float", "__local float": built from clang's type at
  /// import, changed by passes through its methods, printed by str().
  ValueType Type;
  std::vector<ExprP> Dims;    ///< array extents for generated arrays
  /// Generated arrays: the alignment in bytes to declare, 0 for the type's
  /// own. vloadN/vstoreN need only element alignment, so a compiler turns
  /// them into one wide access only where it can prove more (measured on
  /// NVIDIA: 4-wide __local fragments of an 8x8 GEMM tile became scalar
  /// loads, 5.1 ms against 4.2 ms with the tile declared 16-byte aligned).
  unsigned AlignBytes = 0;
  VarRole Role = VarRole::Original;
  /// Declared inside the PointLoop: one copy per point.
  bool PerPoint = false;
  /// A per-point variable whose value is a function of work-item ids and
  /// uniform values only, never reassigned (`int i = get_global_id(1);`):
  /// it has one copy per coordinate of the dimensions in CoordDims, not one
  /// per point.
  bool IsCoordinate = false;
  unsigned CoordDims = 0;     ///< bit d set: depends on dimension d
  /// Coordinate variables: the initializer, re-emitted per coordinate once
  /// the point loop is jammed (the declaration leaves the tree).
  ExprP Init;
  /// Per-point variables that are arrays cannot be expanded per point.
  bool IsArray = false;
  /// A per-point variable shared by the points that agree in CoordDims
  /// (a register holding a load reused across the block, e.g. a_reg).
  bool Partial = false;
  /// The dimensions its copies differ in (per-point variables).
  unsigned expandDims() const {
    return (IsCoordinate || Partial) ? CoordDims : 7u;
  }
};

/// One dimension of the per-point validity (the kernel's guard, or the
/// --global expression): Conjuncts over the coordinate Var (or over the id
/// itself when Var is unset).
struct DimValidity {
  std::vector<ExprP> Conjuncts; ///< each mentions only this dimension
};

/// How each work-item's points are laid out in one dimension.
enum class Distribution {
  Block, ///< item t has points t*C .. t*C+C-1
  Cyclic ///< within a group: item l has points base + l + c*L (c < C);
         ///< with a Chunk H > 1, runs of H: base + (c/H)*L*H + l*H + c%H
};

struct DimBlock {
  int64_t Factor = 1;     ///< points per work-item (coarsening)
  Distribution Dist = Distribution::Block;
  /// Cyclic only: consecutive points per run (a chunk); the runs of the
  /// items of a group interleave. 1 is plain cyclic; Factor is block.
  /// A chunk is contiguous in a __local tile, so a work-item can read it
  /// with one vloadN while neighbouring items read neighbouring chunks.
  int64_t Chunk = 1;
  int64_t Local = 0;      ///< fixed work-group extent, 0 if not fixed
  /// Work-items per point (reduce: the lanes that cooperate on one output);
  /// the launch has Multiplier times as many work-items.
  int64_t Multiplier = 1;
  /// Points per work-item that the vector pass computes as the lanes of
  /// vector values (vloadN/vstoreN): the launch divides by Factor * Vector,
  /// the emitter does not loop over them.
  int64_t Vector = 1;
  /// Points of this dimension are known to be valid or not, from the guard
  /// or --global (else the geometry needs a precondition).
  bool HasValidity = false;
  /// When the validity came from the problem spec's global expression (the
  /// kernel has no guard of its own), that expression: the variant is then
  /// correct only when launched with exactly that global size, a
  /// precondition the geometry states (G_d == (expr)).
  std::string GlobalBound;
  /// When the kernel's own guard bounds the ids by the spec's global
  /// expression (`i < n` in a launch `global(n)`), that expression: a
  /// changed launch computes every id the guard admits, which is the
  /// original's only where the host launched at least that many (G_d >=
  /// (expr)), a precondition the geometry states. Also a bound of the
  /// guard derived from that expression (`i < n - 1`).
  std::string GuardBound;
  /// GuardBound is such a derived bound: where it is negative, an unsigned
  /// comparison with the ids admits them all, so the geometry also states
  /// `(expr) >= 0`.
  bool GuardBoundMayBeNegative = false;
  /// When GuardBound is that of an offset id (`int i = get_global_id(0) +
  /// k + 1`), the offset (`k + 1`) and the largest value of the id's type:
  /// the ids a rounded-up launch adds must not wrap past it (a wrapped id is
  /// negative and passes the guard), so the geometry also states
  /// `G0 + (k + 1) <= ` that value less the rounding.
  std::string GuardIdOffset;
  int64_t GuardIdMax = 0;
};

/// A __local array created by the local pass, for the header and pruning.
struct LocalArray {
  VarId Var = 0;
  std::string Source; ///< the global array it caches
  std::vector<int64_t> Extents;
  unsigned ElementSize = 4;
};

/// The forms of a nest's point model, in the order passes lower it.
enum class PointForm {
  /// One point loop around the body as written, the guard `if (...)`
  /// included (coarsen, tile and unroll keep this form).
  Written,
  /// The guard became per-point validity: statements run for every point
  /// of the block, and loads and stores check PointValid.
  Predicated,
  /// The point loop was moved inward (local, private), so coordinate
  /// variables are declared per coordinate at the top.
  Jammed,
  /// private: one copy of each statement per point, no point loop.
  Unrolled,
};

/// Everything of a kernel nest except its statements: plain values only, so
/// that KernelNest::clone() copies it with one assignment (a member added
/// here is cloned without further work; one that is not copyable fails to
/// compile instead of being shared between a nest and its snapshot).
struct KernelNestState {
  std::string Name;
  /// Source text from the start of the kernel's declaration to the body's
  /// opening brace (exclusive), printed verbatim: the signature never changes.
  std::string Signature;
  /// Attributes printed before the signature (reqd_work_group_size).
  std::vector<std::string> Attributes;
  /// Lines printed before the kernel at file scope (extension pragmas).
  std::vector<std::string> Preamble;
  unsigned WorkDim = 1;     ///< 1 + the highest id dimension used
  /// A deque, so that a reference from var() stays valid while passes add
  /// variables (a vector moved them under a held reference).
  std::deque<Var> Vars;

  // The point model.
  std::array<DimBlock, 3> Blocks;
  std::array<DimValidity, 3> Validity;
  /// The same conjuncts with their dimension, in source order (printing).
  std::vector<std::pair<unsigned, ExprP>> ValidityOrder;
  /// How far the passes lowered the point model (each form includes the
  /// ones before it); raised with lowerTo(), never lowered.
  PointForm Form = PointForm::Written;
  /// Where the guard was found, for remarks.
  SourcePos GuardPos;
  bool HasGuard = false;
  /// get_global_size(d) appears in the body.
  unsigned UsesGlobalSize = 0;
  /// Preconditions a pass's rewrite needs beyond the launch geometry, as
  /// expressions over the kernel's integer scalar arguments (a tiled loop's
  /// bound leaving room for its last tile, `N <= 2147483616`); the
  /// geometry states them.
  std::vector<std::string> Conditions;
  /// An integer division or remainder by a non-constant: running it for a
  /// point outside the guard (predication) could trap.
  bool HasIntDivision = false;
  /// Generated per-dimension names: the first point of this work-item, the
  /// local id, the first point of the work-group (set by prepareDimVars).
  struct DimVarIds {
    std::optional<VarId> First, Lid, GroupFirst;
  };
  std::array<DimVarIds, 3> DimVars;
  /// The type of the generated variables that hold a point's global
  /// coordinate in each dimension (first_d, grp_first_d): the type the
  /// kernel converts every get_global_id(d) to where it reads it (`int i =
  /// get_global_id(0)`: its own narrowing, reproduced), size_t otherwise
  /// (an int would truncate the ids past 2^31 points). Set at import.
  std::array<ValueType, 3> IdTypes = {intType(), intType(), intType()};
  /// Per-point variables used by more than one point loop in loop mode
  /// (they become arrays indexed by the point), set by the emitter's
  /// preparation.
  std::set<VarId> CrossVars;
  /// __local arrays, in creation order.
  std::vector<LocalArray> LocalArrays;
  /// The element type of each pointer parameter, by name: what a guarded
  /// load's zero must have (`c ? A[i] : (uchar)0`, not an int).
  std::map<std::string, ValueType> BufferElements;

  /// Passes applied, with their values, for the header comment.
  std::vector<std::pair<std::string, std::string>> AppliedLog;
  /// Passes that changed the order in which floating-point values are
  /// summed or multiplied (a reduction tree, a split sum): the results may
  /// differ from the original's in rounding, for the header comment.
  std::vector<std::string> ReassociatedBy;
  /// Why a nest could not be built (all passes refuse with it).
  std::optional<Reject> Unsupported;
  /// Unsupported says only that the kernel uses atomics: the nest is
  /// complete, and passes that accept atomics (reduce) may work on it.
  bool AtomicsOnly = false;
  /// The first fact that ties the kernel to its work-group shape (a
  /// work-group id or size, a barrier, __local memory, atomics, a stated
  /// work-group size), from a scan of the whole kernel made whatever
  /// Unsupported says: Unsupported keeps only the first problem met, and the
  /// launch-only passes must still refuse such a kernel.
  std::optional<Reject> WorkGroupBound;
  /// The reqd_work_group_size or work_group_size_hint the kernel carries:
  /// no pass may state another work-group size.
  std::optional<Reject> StatedWorkGroupSize;
  /// A helper the kernel calls reads a work-item function (get_global_id,
  /// get_local_id, ...). The nest cannot rewrite the helper, so no pass may
  /// change which points a work-item computes or how it is launched; the
  /// passes that keep both (tile, unroll, specialize, the reassociations)
  /// still apply.
  std::optional<Reject> WorkItemInHelper;
  /// Why the kernel's text is not its own in the file: it shares a macro
  /// expansion with other code, so no attribute can be written before it
  /// alone (the launch-only passes refuse with it).
  std::optional<Reject> SharedText;
  /// Functions the kernel calls that the program defines: predication must
  /// not run them for points outside the guard, on the zeros its loads
  /// yield there (a loop in one may never end, an index leave its array).
  std::set<std::string> ProgramFunctions;
  /// Built-ins the kernel calls that write memory or have an effect
  /// (vstoreN, write_imagef, printf: a parameter that points to non-const
  /// memory, or an image): predication runs them only for valid points.
  std::set<std::string> WritingBuiltins;
  /// Built-ins the kernel calls that read memory through a pointer (vloadN,
  /// vload_half): loads predication cannot guard, which would read past a
  /// buffer for points outside the guard.
  std::set<std::string> ReadingBuiltins;
  /// Identifiers that generated names must avoid: the tokens of the file
  /// and the names of the kernel as preprocessed.
  std::set<std::string> TakenNames;
  /// The counters of the point loops the emitter writes (`pt_0`, or
  /// `pt_0_1` where the file has a `pt_0`), one per dimension.
  std::array<std::string, 3> PointCounters;
};

struct KernelNest : KernelNestState {
  StmtList Body;

  /// Whether the point model was lowered to F or further.
  bool isAtLeast(PointForm F) const { return Form >= F; }
  /// Lowers the point model to F (a nest already past F stays where it is).
  void lowerTo(PointForm F) { Form = std::max(Form, F); }

  /// A deep copy: the pipeline snapshots the nest before each pass and
  /// restores it when the pass refuses or its output does not parse.
  std::unique_ptr<KernelNest> clone() const;

  VarId addVar(Var V);
  /// A variable a pass introduces: a fresh name from Base, the given type,
  /// one copy per point when PerPoint.
  VarId addGeneratedVar(llvm::StringRef Base, const ValueType &Type,
                        bool PerPoint = false);
  Var &var(VarId Id) { return Vars[Id]; }
  const Var &var(VarId Id) const { return Vars[Id]; }
  /// A name not used by any identifier of the file or the nest: Base, or
  /// Base_1, Base_2, ...
  std::string freshName(llvm::StringRef Base);

  /// The top-level PointLoop, or null.
  Stmt *pointLoop();
  /// Loops in pre-order with their nesting (outer first).
  std::vector<Stmt *> loops();
  /// The statement for the analysis' loop Number, or null.
  Stmt *findLoop(int LoopNumber);
  /// The __local copy declared under Name (a LocalRef's Text), or null.
  const LocalArray *localArray(llvm::StringRef Name) const;
  /// Launch geometry implied by the blocks (preconditions included).
  LaunchGeometry geometry() const;
};

/// Builds the nest of Kernel. Never fails: a kernel the nest cannot
/// represent gets Unsupported set (with the reason), and passes refuse it.
/// TuningValues are the problem's integer sizes (PipelineOptions::
/// ScalarValues): where the kernel's guard bounds the ids by an expression
/// other than the global size, they tell whether that bound stays within
/// the global size at every size (NestBuilderGuard.cpp).
std::unique_ptr<KernelNest>
buildKernelNest(ParsedSource &Source, const KernelInfo &Kernel,
                const std::vector<std::string> &GlobalExprs,
                const std::map<std::string, int64_t> &TuningValues);

/// Creates the generated names the emitter needs (first_d, lid_d,
/// grp_first_d, cross-point arrays). Idempotent; call before emitKernel.
void prepareForEmission(KernelNest &Nest);

/// Prints the kernel (header comment + definition).
std::string emitKernel(const KernelNest &Nest);

/// The header comment alone: the kernel, the passes of its AppliedLog, its
/// launch, local memory and reassociated sums (for a body kept as written).
std::string kernelHeaderComment(const KernelNest &Nest);

/// The dimensions whose coordinates an expression depends on (bit d), as
/// used for predicates: per-point non-coordinate variables count as all
/// dimensions.
unsigned pointDims(const KernelNest &Nest, const ExprP &E);

} // namespace nest
} // namespace clopt

#endif // CLOPT_TRANSFORMS_KERNELNEST_H
