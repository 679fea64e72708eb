//===- KernelSignature.cpp - A kernel's arguments as the runtime sees them ===//

#include "clopt/Analysis/KernelSignature.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using namespace llvm;
using namespace clopt;

/// The element type a job fills and compares for scalar type T (bool as
/// uchar: one byte), from the analysis's own arithmetic type of T.
static std::optional<ElemType> elemTypeOf(QualType T) {
  std::optional<ScalarType> S = arithmeticTypeOf(T);
  if (!S || S->Lanes != 1)
    return std::nullopt;
  StatusOr<ElemType> E = parseElemType(S->Base == "bool" ? "uchar" : S->Base);
  if (!E.ok())
    return std::nullopt;
  return *E;
}

/// The field type and count of a struct whose fields all have one scalar
/// type and whose size is exactly their sum (no padding, no bit-fields).
static std::optional<std::pair<QualType, unsigned>>
uniformStructFields(const ASTContext &Ctx, QualType T) {
  const auto *RT = T->getAs<RecordType>();
  if (!RT || !RT->getDecl()->isStruct() || !RT->getDecl()->getDefinition())
    return std::nullopt;
  QualType Field;
  unsigned Count = 0;
  for (const FieldDecl *F : RT->getDecl()->getDefinition()->fields()) {
    QualType FT = F->getType().getUnqualifiedType().getCanonicalType();
    if (F->isBitField() || !FT->isBuiltinType() ||
        (!Field.isNull() && FT != Field))
      return std::nullopt;
    Field = FT;
    ++Count;
  }
  if (Count == 0 || Count > 16 ||
      Ctx.getTypeSize(T) != Count * Ctx.getTypeSize(Field))
    return std::nullopt;
  return std::make_pair(Field, Count);
}

KernelParam clopt::describeParam(const ParmVarDecl &PVD, unsigned Index) {
  const ASTContext &Ctx = PVD.getASTContext();
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  KernelParam P;
  P.Index = Index;
  P.Name = PVD.getName().str();
  // The parameter's own (private) address space is noise in its type.
  QualType T = Ctx.removeAddrSpaceQualType(PVD.getType());
  P.Type = T.getAsString(PP);
  P.IsPointer = T->isPointerType();
  QualType Elem = P.IsPointer ? T->getPointeeType() : T;
  if (P.IsPointer) {
    P.Space = addressSpaceOf(Elem);
    P.IsConstQualified = Elem.isConstQualified();
  }
  QualType Bare = Ctx.removeAddrSpaceQualType(Elem.getUnqualifiedType());
  P.ElementType = ValueType::fromClang(Bare, Ctx, PP);
  if (!Bare->isIncompleteType() && !Bare->isVoidType())
    P.ElementSize = Ctx.getTypeSizeInChars(Bare).getQuantity();
  P.Decl = &PVD;
  return P;
}

/// The runtime view of one parameter of Kernel.
static Error describeRuntimeArg(const FunctionDecl &Kernel, const ParmVarDecl &PVD,
                                KernelParam &A) {
  QualType T = PVD.getType().getCanonicalType();
  QualType Elem = T;
  A.Lanes = 1;
  if (const auto *Ptr = T->getAs<PointerType>()) {
    QualType Pointee = Ptr->getPointeeType();
    AddressSpace AS = addressSpaceOf(Pointee);
    A.Kind = AS == AddressSpace::Local ? ArgKind::Local : ArgKind::Buffer;
    if (AS == AddressSpace::Private)
      return createStringError(inconvertibleErrorCode(),
                               "kernel '%s': pointer argument '%s' is not "
                               "__global, __constant or __local",
                               Kernel.getNameAsString().c_str(), A.Name.c_str());
    Elem = Pointee.getUnqualifiedType().getCanonicalType();
  } else {
    A.Kind = ArgKind::Scalar;
  }
  if (const auto *V = Elem->getAs<VectorType>()) {
    // A 3-component vector takes the size of 4 in memory (OpenCL C 6.1.5,
    // and cl_float3 on the host): a buffer of n float3 holds 4n floats, the
    // fourth of each unused.
    A.Lanes = V->getNumElements() == 3 ? 4 : V->getNumElements();
    Elem = V->getElementType().getCanonicalType();
  } else if (std::optional<std::pair<QualType, unsigned>> F =
                 uniformStructFields(Kernel.getASTContext(), Elem);
             F && A.Kind == ArgKind::Buffer) {
    // An array of structs whose fields share one type and leave no
    // padding (struct { float lat, lng; }) is laid out as that many
    // lanes of the type: filled, read and compared like a vector.
    A.Lanes = F->second;
    Elem = F->first;
  }
  std::optional<ElemType> ET = elemTypeOf(Elem);
  // Values come from --size and specs, one number per name: an integer
  // vector (`int2 dims`) would be sizes clopt cannot name. A floating-point
  // vector (`float4 color`) is data, and gets a value in every lane.
  bool FloatVector = A.Kind == ArgKind::Scalar && T->isVectorType() && ET &&
                     isFloatType(*ET);
  if (A.Kind == ArgKind::Scalar && (!ET || (A.Lanes != 1 && !FloatVector))) {
    const ASTContext &Ctx = Kernel.getASTContext();
    QualType Shown = Ctx.removeAddrSpaceQualType(PVD.getType().getUnqualifiedType());
    // Only a vector's components or a struct's fields can be passed apart
    // (an image or a sampler cannot).
    bool Splittable = T->isVectorType() || T->isRecordType();
    return createStringError(
        inconvertibleErrorCode(),
        "kernel '%s': argument '%s' has type '%s', which clopt cannot fill with "
        "test data: it gives values to scalar arguments of an integer or "
        "floating-point type, and to floating-point vectors, only, so it cannot run "
        "this kernel (`clopt rewrite` still rewrites it%s)",
        Kernel.getNameAsString().c_str(), A.Name.c_str(), Shown.getAsString().c_str(),
        Splittable ? "; to tune it, pass its components or fields as separate arguments" : "");
  }
  if (!ET)
    return createStringError(inconvertibleErrorCode(),
                             "kernel '%s': argument '%s' has type '%s', which "
                             "clopt cannot fill with test data",
                             Kernel.getNameAsString().c_str(), A.Name.c_str(),
                             PVD.getType().getAsString().c_str());
  A.HostType = *ET;
  return Error::success();
}

Error clopt::describeRuntimeView(const FunctionDecl &Kernel,
                                 std::vector<KernelParam> &Params) {
  for (KernelParam &P : Params)
    if (Error E = describeRuntimeArg(Kernel, *Kernel.getParamDecl(P.Index), P))
      return E;
  return Error::success();
}

namespace {

/// Builtins that compute a value from their arguments and touch no memory:
/// a carried value may pass through them.
static bool isPureMathBuiltin(llvm::StringRef Name) {
  static const char *const Names[] = {
      "abs",   "abs_diff", "add_sat", "clamp",  "hadd",    "mad",    "mad24",
      "mad_sat", "max",    "min",     "mul24",  "mul_hi",  "rhadd",  "rotate",
      "select", "sub_sat", "upsample", "popcount", "clz",   "ctz",    "sign",
      "fabs",  "fmax",     "fmin",    "convert_float", "convert_int"};
  return llvm::is_contained(Names, Name);
}

/// The variable E names, through parentheses and implicit casts (the
/// target of `v = ...`, `v++`); null for anything else.
static const VarDecl *namedVar(const Expr *E) {
  if (const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(D->getDecl());
  return nullptr;
}

/// Whether the value passed as parameter ArgNo of helper F stays data in F.
/// A whitelist, not a search for the ways it could escape: every use of a
/// variable that carries it must be arithmetic, a comparison, a pure math
/// builtin, a cast to a scalar, the condition of an `if`, the initialiser
/// of or plain assignment to a local scalar (which then carries it too), or
/// the returned value; none may lie inside a loop (a `break` on it bounds
/// the loop). `int maximum(int a, int b, int c)` qualifies; `vload4(k, p)`,
/// `p += k`, `t[0] = k` or `*out = k` do not. What F returns is the
/// caller's to follow (the call's value carries its arguments' loads).
class HelperParamUse {
public:
  HelperParamUse(const FunctionDecl &F, unsigned ArgNo)
      : Body(F.getBody()), Parents(F.getBody()) {
    Carriers.insert(F.getParamDecl(ArgNo));
  }

  bool staysData() {
    // Carriers only grow; each round checks every use of the known ones.
    for (unsigned Round = 0; Round < 16; ++Round) {
      size_t Before = Carriers.size();
      if (!checkUses(Body))
        return false;
      if (Carriers.size() == Before)
        return true;
    }
    return false;
  }

private:
  const Stmt *Body;
  ParentMap Parents;
  std::set<const VarDecl *> Carriers;

  bool checkUses(const Stmt *S) {
    if (!S)
      return true;
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl()); V && Carriers.count(V))
        return useIsData(D);
    return llvm::all_of(S->children(), [this](const Stmt *C) { return checkUses(C); });
  }

  /// An `if` on the value decides what its branches assign: each variable
  /// they assign carries the value too (`if (k > 4) off = 100000;` makes
  /// `off` depend on k), and must be a local scalar.
  bool controlledStayScalar(const IfStmt *I) {
    bool Ok = true;
    auto Visit = [&](const Stmt *S, auto &Self) -> void {
      if (!S || !Ok)
        return;
      const VarDecl *Assigned = nullptr;
      if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) {
        Assigned = namedVar(B->getLHS());
        Ok = isLocalScalar(Assigned);
      } else if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp()) {
        Assigned = namedVar(U->getSubExpr());
        Ok = isLocalScalar(Assigned);
      } else if (const auto *D = dyn_cast<DeclStmt>(S)) {
        for (const Decl *Dl : D->decls()) {
          const auto *V = dyn_cast<VarDecl>(Dl);
          Ok = Ok && isLocalScalar(V);
          if (Ok)
            Carriers.insert(V);
        }
      }
      if (Assigned && Ok)
        Carriers.insert(Assigned);
      for (const Stmt *C : S->children())
        Self(C, Self);
    };
    Visit(I->getThen(), Visit);
    Visit(I->getElse(), Visit);
    return Ok;
  }

  static bool isLocalScalar(const VarDecl *V) {
    return V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
           V->getType()->isScalarType() && !V->getType()->isPointerType();
  }

  /// Walks up from the use E through value-computing expressions to the
  /// statement or declaration that consumes the value.
  bool useIsData(const Expr *E) {
    for (const Stmt *P = Parents.getParent(E); P; P = Parents.getParent(P))
      if (isa<ForStmt, WhileStmt, DoStmt>(P))
        return false;
    const Stmt *Child = E;
    for (const Stmt *P = Parents.getParent(E); P; Child = P, P = Parents.getParent(P)) {
      // A pointer computed from the value (`k > 4 ? p + n : p`) indexes.
      if (const auto *PE = dyn_cast<Expr>(P); PE && PE->getType()->isPointerType())
        return false;
      if (isa<ParenExpr, ImplicitCastExpr, ConditionalOperator>(P))
        continue;
      if (const auto *C = dyn_cast<CStyleCastExpr>(P)) {
        if (!C->getType()->isScalarType() || C->getType()->isPointerType())
          return false;
        continue;
      }
      if (const auto *U = dyn_cast<UnaryOperator>(P)) {
        if (U->getOpcode() != UO_Minus && U->getOpcode() != UO_Plus &&
            U->getOpcode() != UO_Not && U->getOpcode() != UO_LNot)
          return false;
        continue;
      }
      if (const auto *B = dyn_cast<BinaryOperator>(P)) {
        // A carrier assigned anew (`k = c`) is defined there, not used.
        if (B->getOpcode() == BO_Assign && Child == B->getLHS() && Child == E)
          return true;
        if (B->getOpcode() == BO_Assign && Child == B->getRHS()) {
          const VarDecl *V = namedVar(B->getLHS());
          if (!isLocalScalar(V))
            return false;
          Carriers.insert(V);
          return true;
        }
        if (B->isAssignmentOp() || B->getType()->isPointerType())
          return false;
        continue;
      }
      if (const auto *C = dyn_cast<CallExpr>(P)) {
        const FunctionDecl *F = C->getDirectCallee();
        if (!F || F->hasBody() || !isPureMathBuiltin(F->getName()))
          return false;
        continue;
      }
      if (const auto *D = dyn_cast<DeclStmt>(P)) {
        for (const Decl *Dl : D->decls()) {
          const auto *V = dyn_cast<VarDecl>(Dl);
          if (V && V->getInit() == Child) {
            if (!isLocalScalar(V))
              return false;
            Carriers.insert(V);
            return true;
          }
        }
        return false;
      }
      if (const auto *I = dyn_cast<IfStmt>(P))
        return Child == I->getCond() && controlledStayScalar(I);
      if (isa<ReturnStmt>(P))
        return true;
      return false; // a subscript, a member, an address, a statement of its own
    }
    return false;
  }
};

/// Whether S holds control flow the whitelist cannot follow: a `goto`
/// makes a loop no loop statement shows, a `switch` a branch on the value.
static bool hasUnstructuredFlow(const Stmt *S) {
  if (!S)
    return false;
  if (isa<GotoStmt, IndirectGotoStmt, LabelStmt, SwitchStmt>(S))
    return true;
  return llvm::any_of(S->children(), [](const Stmt *C) { return hasUnstructuredFlow(C); });
}

bool helperParamStaysData(const FunctionDecl &F, unsigned ArgNo) {
  if (F.isVariadic() || ArgNo >= F.getNumParams() || !F.getBody() ||
      hasUnstructuredFlow(F.getBody()))
    return false;
  return HelperParamUse(F, ArgNo).staysData();
}

/// Follows integer values loaded from pointer parameters through local
/// variables, and records where they end up. A loaded value carries the
/// parameter it was loaded from, not the taint of its address: in
/// `x[col[rowptr[i]]]` rowptr indexes col and col indexes x. Local pointers
/// that always point into one parameter (`row = M + y * w`) are followed,
/// so `row[idx[k]]` is idx indexing M (at an offset: not a value any
/// element of idx can take freely).
class IndexFlow : public RecursiveASTVisitor<IndexFlow> {
public:
  explicit IndexFlow(const FunctionDecl &K) {
    for (const ParmVarDecl *P : K.parameters())
      if (P->getType()->isPointerType())
        Params.insert(P);
  }

  /// Phase 1 (repeated to a fixpoint): which variables carry loaded values.
  bool Collecting = true;
  bool Changed = false;
  std::map<const VarDecl *, std::set<const ParmVarDecl *>> Taint;
  /// Variables whose every definition is exactly one plain load.
  std::map<const VarDecl *, bool> DirectVar;
  /// Local pointers and the parameter every definition points into; null
  /// once one points elsewhere (or nowhere known).
  std::map<const VarDecl *, const ParmVarDecl *> PointsInto;
  std::map<std::string, IndexUse> Uses;

  bool VisitVarDecl(VarDecl *V) {
    if (!Collecting || !V->hasInit() || isa<ParmVarDecl>(V))
      return true;
    define(V, V->getInit(), /*Plain=*/true);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (Collecting) {
      if (B->isAssignmentOp())
        if (const VarDecl *V = varOf(B->getLHS()))
          define(V, B->getRHS(), B->getOpcode() == BO_Assign);
      return true;
    }
    // Pointer arithmetic with a loaded offset: p + idx[i].
    if (B->isAdditiveOp() && B->getType()->isPointerType()) {
      const ParmVarDecl *Into = pointsInto(B);
      for (const Expr *Side : {B->getLHS(), B->getRHS()})
        if (!Side->getType()->isPointerType())
          for (const ParmVarDecl *P : loads(Side))
            use(P, Into, false);
    }
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *U) {
    if (Collecting && U->isIncrementDecrementOp())
      if (const VarDecl *V = varOf(U->getSubExpr()))
        if (DirectVar[V]) {
          DirectVar[V] = false;
          Changed = true;
        }
    return true;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *S) {
    if (Collecting)
      return true;
    if (inPrivateArrayBounds(S))
      return true; // any loaded value gives an index inside the array
    // Any value in [0, length) is safe only for the parameter itself, not
    // for a pointer into it at an offset.
    const ParmVarDecl *Outer = pointsInto(S->getBase());
    bool Direct = isDirect(S->getIdx()) && paramOf(S->getBase());
    for (const ParmVarDecl *P : loads(S->getIdx()))
      use(P, Outer, Direct);
    return true;
  }

  /// Whether pointer parameter P's elements are integers or vectors of
  /// them (`int2`): values that can index.
  static bool holdsIntegers(const ParmVarDecl *P) {
    QualType T = P->getType()->getPointeeType();
    if (const auto *V = T->getAs<VectorType>())
      T = V->getElementType();
    return T->isIntegerType();
  }

  /// Whether helper F uses what it loads through its pointer parameter I
  /// as an index or a bound (the helper's own index-buffer walk; OpenCL C
  /// has no recursion, so this ends).
  static bool helperLoadsIndices(const FunctionDecl &F, unsigned I) {
    if (I >= F.getNumParams())
      return true;
    std::map<std::string, IndexUse> Inner = findIndexBuffers(F);
    auto It = Inner.find(F.getParamDecl(I)->getNameAsString());
    return It != Inner.end() && It->second.IndexLike;
  }

  /// Whether integer argument I of a builtin that takes a pointer offsets
  /// it (vload4(k, p), vstore2(v, k, p)) or counts the elements it copies
  /// (async_work_group_copy); an atomic's operand is data.
  static bool builtinIndexArg(llvm::StringRef Name, unsigned I) {
    // Math builtins that return a second result through a pointer, and
    // printf: their integer arguments are values.
    static const char *const OutPointerMath[] = {"fract", "modf",   "sincos",    "frexp",
                                                 "remquo", "lgamma_r", "printf"};
    if (Name.starts_with("atomic_") || Name.starts_with("atom_") ||
        llvm::is_contained(OutPointerMath, Name))
      return false;
    if (Name.starts_with("vload"))
      return I == 0;
    if (Name.starts_with("vstore"))
      return I == 1;
    return true;
  }

  /// A value passed to a function of the program may become an index or a
  /// bound there: it is index-like, with no array known, unless the
  /// function only computes with it (helperParamStaysData); so is an
  /// integer buffer a helper receives a pointer into and loads indices
  /// from, and a builtin's offset or count.
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (Collecting || !F)
      return true;
    const FunctionDecl *Def = nullptr;
    bool Helper = F->hasBody(Def);
    bool TakesPointer = llvm::any_of(
        C->arguments(), [](const Expr *A) { return A->getType()->isPointerType(); });
    if (!Helper && !TakesPointer)
      return true; // a math builtin: its value is followed where it is used
    for (unsigned I = 0; I < C->getNumArgs(); ++I) {
      const Expr *Arg = C->getArg(I);
      if (Arg->getType()->isPointerType()) {
        if (!Helper || !Def || !helperLoadsIndices(*Def, I))
          continue;
        if (const ParmVarDecl *P = pointsInto(Arg); P && holdsIntegers(P))
          use(P, nullptr, false);
        // `at(src, &v)` with v loaded from a buffer: that buffer's values.
        if (const auto *U = dyn_cast<UnaryOperator>(Arg->IgnoreParenCasts());
            U && U->getOpcode() == UO_AddrOf)
          for (const ParmVarDecl *P : loads(U->getSubExpr()))
            use(P, nullptr, false);
        continue;
      }
      if (Helper ? Def && helperParamStaysData(*Def, I)
                 : !builtinIndexArg(F->getName(), I))
        continue;
      for (const ParmVarDecl *P : loads(Arg))
        use(P, nullptr, false);
    }
    return true;
  }

  bool VisitForStmt(ForStmt *F) {
    if (!Collecting) {
      boundUse(F->getInit());
      boundUse(F->getCond());
      boundUse(F->getInc());
    }
    return true;
  }
  bool VisitWhileStmt(WhileStmt *W) {
    if (!Collecting)
      boundUse(W->getCond());
    return true;
  }
  bool VisitDoStmt(DoStmt *D) {
    if (!Collecting)
      boundUse(D->getCond());
    return true;
  }

private:
  std::set<const ParmVarDecl *> Params;

  /// Whether S indexes a private or local array of constant size with
  /// `v % C` or `v & M` of an unsigned v, where C <= size or M < size, or
  /// with a uchar (ushort) value and 256 (65536) elements or more: in
  /// bounds whatever v is (a histogram's bins[data[i] % BINS]).
  static bool inPrivateArrayBounds(const ArraySubscriptExpr *S) {
    const VarDecl *Array = varOf(S->getBase());
    const auto *CAT = Array ? dyn_cast<ConstantArrayType>(
                                  Array->getType().getCanonicalType())
                            : nullptr;
    if (!CAT)
      return false;
    // A uchar or ushort index (a histogram's lut[data[i]]) takes every value
    // of its type, all inside an array of 256 (65536) elements or more.
    const Expr *Idx = S->getIdx()->IgnoreParenImpCasts();
    if (const auto *BT = Idx->getType()->getAs<BuiltinType>()) {
      uint64_t Size = CAT->getSize().getZExtValue();
      if ((BT->getKind() == BuiltinType::UChar && Size >= 256) ||
          (BT->getKind() == BuiltinType::UShort && Size >= 65536))
        return true;
    }
    const auto *B = dyn_cast<BinaryOperator>(Idx);
    if (!B || (B->getOpcode() != BO_Rem && B->getOpcode() != BO_And) ||
        !B->getLHS()->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType())
      return false;
    std::optional<llvm::APSInt> C =
        B->getRHS()->getIntegerConstantExpr(Array->getASTContext());
    if (!C || C->isNegative())
      return false;
    uint64_t Size = CAT->getSize().getZExtValue(), V = C->getZExtValue();
    return B->getOpcode() == BO_Rem ? V > 0 && V <= Size : V < Size;
  }

  const ParmVarDecl *paramOf(const Expr *E) const {
    if (!E)
      return nullptr;
    if (const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *P = dyn_cast<ParmVarDecl>(D->getDecl()))
        return Params.count(P) ? P : nullptr;
    return nullptr;
  }
  static const VarDecl *varOf(const Expr *E) {
    const VarDecl *V = namedVar(E);
    return V && !isa<ParmVarDecl>(V) ? V : nullptr;
  }
  /// The parameter a pointer expression points into: the parameter, a
  /// local pointer that always points into it, either plus or minus an
  /// offset, or `&P[e]`.
  const ParmVarDecl *pointsInto(const Expr *E) const {
    // Through casts too: `(__global const int *)idx + i` still points into idx.
    E = E->IgnoreParenCasts();
    if (const ParmVarDecl *P = paramOf(E))
      return P;
    if (const VarDecl *V = varOf(E)) {
      auto It = PointsInto.find(V);
      return It != PointsInto.end() ? It->second : nullptr;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && B->isAdditiveOp() && B->getType()->isPointerType())
      return pointsInto(B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                                : B->getRHS());
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
      if (const auto *S = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        return pointsInto(S->getBase());
    return nullptr;
  }

  /// A plain load `P[e]` or `*P` of (a pointer into) a pointer parameter.
  const ParmVarDecl *plainLoad(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (const auto *S = dyn_cast<ArraySubscriptExpr>(E))
      return pointsInto(S->getBase());
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref)
        return pointsInto(U->getSubExpr());
    return nullptr;
  }

  /// The parameters whose loaded values E depends on. The value of a load
  /// is its parameter's: where it was read (the index) is not followed.
  std::set<const ParmVarDecl *> loads(const Stmt *S) const {
    std::set<const ParmVarDecl *> Out;
    if (!S)
      return Out;
    // A helper may return what it loads through a pointer it is given
    // (`get(idx, i)` returning `q[j]`, `at(&v)` returning `*q`).
    if (const auto *C = dyn_cast<CallExpr>(S); C && C->getDirectCallee() &&
                                              C->getDirectCallee()->hasBody()) {
      for (const Expr *Arg : C->arguments()) {
        if (!Arg->getType()->isPointerType())
          continue;
        const Expr *Bare = Arg->IgnoreParenCasts();
        if (const ParmVarDecl *P = pointsInto(Bare); P && holdsIntegers(P))
          Out.insert(P);
        if (const auto *U = dyn_cast<UnaryOperator>(Bare); U && U->getOpcode() == UO_AddrOf)
          if (const VarDecl *V = varOf(U->getSubExpr()))
            if (auto It = Taint.find(V); It != Taint.end())
              Out.insert(It->second.begin(), It->second.end());
      }
    }
    if (const auto *E = dyn_cast<Expr>(S)) {
      if (const ParmVarDecl *P = plainLoad(E)) {
        Out.insert(P);
        return Out;
      }
      if (const VarDecl *V = varOf(E)) {
        auto It = Taint.find(V);
        if (It != Taint.end())
          Out.insert(It->second.begin(), It->second.end());
      }
    }
    for (const Stmt *C : S->children()) {
      std::set<const ParmVarDecl *> Sub = loads(C);
      Out.insert(Sub.begin(), Sub.end());
    }
    return Out;
  }

  /// Whether Idx is a loaded value as read (or a variable always set to
  /// one), so that any value in [0, length) of the indexed array is safe.
  /// Such a value reduced by `%` or masked by `&` stays in [0, value]: as
  /// safe (a histogram's `bins[data[i] % nbins]`), provided the other
  /// operand loads nothing.
  bool isDirect(const Expr *Idx) const {
    Idx = Idx->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(Idx);
        B && (B->getOpcode() == BO_Rem || B->getOpcode() == BO_And))
      return isDirect(B->getLHS()) && loads(B->getRHS()).empty();
    if (plainLoad(Idx))
      return true;
    if (const VarDecl *V = varOf(Idx)) {
      auto It = DirectVar.find(V);
      return It != DirectVar.end() && It->second;
    }
    return false;
  }

  void define(const VarDecl *V, const Expr *Value, bool Plain) {
    if (V->getType()->isPointerType()) {
      // `p += n` keeps p inside its array; any other definition must point
      // into the same parameter as the others.
      if (Plain) {
        const ParmVarDecl *P = pointsInto(Value);
        auto [It, New] = PointsInto.try_emplace(V, P);
        if (!New && It->second != P && It->second) {
          It->second = nullptr;
          Changed = true;
        }
        Changed |= New;
      }
    }
    std::set<const ParmVarDecl *> L = loads(Value);
    std::set<const ParmVarDecl *> &T = Taint[V];
    size_t Before = T.size();
    T.insert(L.begin(), L.end());
    Changed |= T.size() != Before;
    bool WasKnown = DirectVar.count(V);
    bool Direct = Plain && isDirect(Value);
    bool Now = (WasKnown ? DirectVar[V] : true) && Direct;
    if (!WasKnown || DirectVar[V] != Now) {
      DirectVar[V] = Now;
      Changed = true;
    }
  }

  void use(const ParmVarDecl *P, const ParmVarDecl *Outer, bool Direct) {
    IndexUse &U = Uses[P->getNameAsString()];
    U.IndexLike = true;
    if (!Outer || !Direct)
      U.Derivable = false;
    if (Outer)
      U.IndexedArrays.insert(Outer->getNameAsString());
  }

  void boundUse(const Stmt *S) {
    for (const ParmVarDecl *P : loads(S))
      use(P, nullptr, false);
  }
};

} // namespace

std::map<std::string, IndexUse>
clopt::findIndexBuffers(const FunctionDecl &Kernel) {
  IndexFlow F(Kernel);
  Stmt *Body = Kernel.getBody();
  if (!Body)
    return {};
  // Taint only grows and directness only falls, so this terminates.
  for (unsigned Round = 0; Round < 16; ++Round) {
    F.Changed = false;
    F.TraverseStmt(Body);
    if (!F.Changed)
      break;
  }
  F.Collecting = false;
  F.TraverseStmt(Body);
  return F.Uses;
}

namespace {
/// Finds, per work-item dimension, the scalar parameter the kernel compares
/// its global id with (`if (x < W && y < H)`): the size a host would pass
/// as that dimension's global size.
class GuardFinder : public RecursiveASTVisitor<GuardFinder> {
public:
  std::map<unsigned, std::string> Bound;

  bool VisitVarDecl(VarDecl *V) {
    if (const Expr *Init = V->getInit())
      if (std::optional<unsigned> D = idDim(Init))
        IdVars[V] = *D;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (!B->isRelationalOp())
      return true;
    record(B->getLHS(), B->getRHS());
    record(B->getRHS(), B->getLHS());
    return true;
  }

private:
  std::map<const VarDecl *, unsigned> IdVars;

  /// The dimension of `get_global_id(d)`, or of a variable holding one.
  std::optional<unsigned> idDim(const Expr *E) const {
    E = E->IgnoreParenCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        if (auto It = IdVars.find(V); It != IdVars.end())
          return It->second;
      return std::nullopt;
    }
    const auto *Call = dyn_cast<CallExpr>(E);
    const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
    if (!F || F->getName() != "get_global_id" || Call->getNumArgs() != 1)
      return std::nullopt;
    const auto *Lit = dyn_cast<IntegerLiteral>(Call->getArg(0)->IgnoreParenCasts());
    if (!Lit || Lit->getValue().getZExtValue() > 2)
      return std::nullopt;
    return static_cast<unsigned>(Lit->getValue().getZExtValue());
  }
  void record(const Expr *Id, const Expr *Other) {
    std::optional<unsigned> D = idDim(Id);
    const auto *Ref = dyn_cast<DeclRefExpr>(Other->IgnoreParenCasts());
    if (!D || !Ref || Bound.count(*D))
      return;
    if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl()))
      if (P->getType()->isIntegerType())
        Bound[*D] = P->getName().str();
  }
};
} // namespace

std::map<unsigned, std::string> clopt::findGuardBounds(const FunctionDecl &Kernel) {
  GuardFinder G;
  G.TraverseDecl(const_cast<FunctionDecl *>(&Kernel));
  return G.Bound;
}
