//===- ModelPrinter.cpp - Print the kernel model as text, YAML or JSON ----===//
//
// YAML and JSON are produced from one tree of ordered fields, so both carry
// exactly the same keys in the same order. The text form is a separate,
// shorter rendering for people.
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/ModelPrinter.h"
#include "clopt/Runtime/Support/TextTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

using namespace clopt;
using namespace llvm;

namespace {

/// A JSON-like value whose objects keep their fields in insertion order.
struct Node {
  enum class Kind { Null, Bool, Int, Str, List, Map };
  Kind K = Kind::Null;
  bool B = false;
  int64_t I = 0;
  std::string S;
  std::vector<Node> Items;
  std::vector<std::pair<std::string, Node>> Fields;

  Node() = default;
  Node(bool V) : K(Kind::Bool), B(V) {}
  Node(int64_t V) : K(Kind::Int), I(V) {}
  Node(unsigned V) : K(Kind::Int), I(V) {}
  Node(int V) : K(Kind::Int), I(V) {}
  Node(std::string V) : K(Kind::Str), S(std::move(V)) {}
  Node(const char *V) : K(Kind::Str), S(V) {}
  static Node list() {
    Node N;
    N.K = Kind::List;
    return N;
  }
  static Node map() {
    Node N;
    N.K = Kind::Map;
    return N;
  }
  Node &add(std::string Key, Node V) {
    Fields.emplace_back(std::move(Key), std::move(V));
    return *this;
  }
  Node &push(Node V) {
    Items.push_back(std::move(V));
    return *this;
  }
  bool isScalar() const { return K != Kind::List && K != Kind::Map; }
};

} // namespace

//===----------------------------------------------------------------------===//
// The tree
//===----------------------------------------------------------------------===//

static const char *spaceName(AddressSpace S) {
  switch (S) {
  case AddressSpace::Private:
    return "private";
  case AddressSpace::Global:
    return "global";
  case AddressSpace::Constant:
    return "constant";
  case AddressSpace::Local:
    return "local";
  }
  llvm_unreachable("covered switch");
}

static const char *varKindName(IndexVarKind K) {
  switch (K) {
  case IndexVarKind::GlobalId:
    return "global_id";
  case IndexVarKind::LocalId:
    return "local_id";
  case IndexVarKind::GroupId:
    return "group_id";
  case IndexVarKind::LoopCounter:
    return "loop_counter";
  }
  llvm_unreachable("covered switch");
}

static void addPos(Node &N, StringRef File, const SourcePos &P) {
  N.add("file", P.File.empty() ? File.str() : P.File);
  N.add("line", P.Line).add("column", P.Column);
}

static Node listOf(const std::vector<unsigned> &V) {
  Node L = Node::list();
  for (unsigned X : V)
    L.push(X);
  return L;
}

static Node affineNode(const std::optional<AffineExpr> &E) {
  if (!E)
    return Node();
  Node N = Node::map();
  N.add("text", E->str());
  Node Terms = Node::list();
  std::map<IndexVar, unsigned> Dims = indexDimensions(*E);
  for (const auto &[V, C] : E->coeffs()) {
    Node T = Node::map();
    T.add("var", V.str()).add("kind", varKindName(V.Kind));
    T.add(V.Kind == IndexVarKind::LoopCounter ? "loop" : "dim", V.Dim);
    T.add("coeff", C.str()).add("index_dim", Dims[V]);
    Terms.push(std::move(T));
  }
  N.add("terms", std::move(Terms));
  N.add("constant", E->getConstant().str());
  return N;
}

static Node unknownNode(const Unknown &U) {
  if (!U)
    return Node();
  Node N = Node::map();
  N.add("kind", unknownKindName(U.Kind)).add("message", U.Message);
  return N;
}

/// A list of Each(X) for every X of R.
template <typename Range, typename Fn>
static Node listNode(const Range &R, Fn Each) {
  Node L = Node::list();
  for (const auto &X : R)
    L.push(Each(X));
  return L;
}

static Node paramNode(const KernelParam &P) {
  Node X = Node::map();
  X.add("index", P.Index).add("name", P.Name).add("type", P.Type);
  X.add("pointer", P.IsPointer).add("address_space", spaceName(P.Space));
  X.add("element_type", P.ElementType.str()).add("element_size", P.ElementSize);
  X.add("float", P.ElementType.isFloat()).add("const", P.IsConstQualified);
  return X;
}

static Node workItemCallNode(StringRef File, const WorkItemCall &W) {
  Node X = Node::map();
  X.add("function", W.Function);
  X.add("dim", W.Dim ? Node(*W.Dim) : Node("unknown"));
  addPos(X, File, W.Pos);
  return X;
}

static Node loopNode(StringRef File, const LoopInfo &L) {
  Node X = Node::map();
  X.add("number", L.Number).add("parent", L.Parent).add("depth", L.Depth);
  X.add("counter", L.Counter).add("canonical", L.Canonical);
  X.add("lower", L.Lower ? Node(L.Lower->str()) : Node());
  X.add("upper", L.Upper ? Node(L.Upper->str()) : Node());
  X.add("step", L.Step).add("innermost", L.Innermost);
  if (L.SourceValue)
    X.add("counts_down", L.CountsDown)
        .add("param_step", L.ParamStep)
        .add("source_counter", L.SourceCounter)
        .add("source_value", L.SourceValue->str());
  addPos(X, File, L.Pos);
  X.add("unknown", unknownNode(L.Why));
  return X;
}

static Node accessNode(StringRef File, const MemoryAccess &A) {
  Node X = Node::map();
  X.add("number", A.Number).add("array", A.Array).add("param", A.ParamIndex);
  X.add("kind", accessKindName(A.Kind)).add("index", affineNode(A.Index));
  X.add("pattern", patternName(A.Pat));
  X.add("coalescing", coalescingName(A.Coalesce));
  X.add("stride0", A.Index ? Node(A.Stride0.str()) : Node());
  X.add("reuse", A.Reuse).add("reuse_reason", A.ReuseWhy);
  X.add("loops", listOf(A.Loops)).add("conditional", A.Conditional);
  X.add("data_dependent_condition", A.DataDependentCondition);
  X.add("function", A.Function.empty() ? Node() : Node(A.Function));
  X.add("index_loaded_from", A.IndexLoadedFrom);
  addPos(X, File, A.Pos);
  X.add("unknown", unknownNode(A.Why));
  return X;
}

static Node arrayNode(const KernelInfo &K, const ArrayInfo &A) {
  Node X = Node::map();
  X.add("name", A.Array).add("param", A.ParamIndex);
  X.add("kind", accessKindName(A.Kind)).add("pattern", patternName(A.Pat));
  X.add("coalescing", coalescingName(A.Coalesce));
  X.add("reuse", A.Reuse).add("reuse_reason", A.ReuseWhy);
  X.add("accesses", listOf(A.Accesses)).add("index_for", listOf(K.indexFor(A.Array)));
  return X;
}

static Node reductionNode(StringRef File, const Reduction &R) {
  Node X = Node::map();
  X.add("accumulator", R.Accumulator).add("op", reductionOpName(R.Op));
  X.add("loop", R.Loop);
  addPos(X, File, R.Pos);
  return X;
}

static Node kernelNode(StringRef File, const KernelInfo &K) {
  Node N = Node::map();
  N.add("name", K.Name);
  addPos(N, File, K.Pos);
  N.add("params", listNode(K.Params, paramNode));
  N.add("work_item_calls", listNode(K.WorkItemCalls, [&](const WorkItemCall &W) {
          return workItemCallNode(File, W);
        }));
  N.add("id_dims", listOf(K.IdDims));
  N.add("loops", listNode(K.Loops, [&](const LoopInfo &L) { return loopNode(File, L); }));
  N.add("accesses", listNode(K.Accesses, [&](const MemoryAccess &A) {
          return accessNode(File, A);
        }));
  N.add("arrays", listNode(K.Arrays, [&](const ArrayInfo &A) { return arrayNode(K, A); }));
  N.add("reductions", listNode(K.Reductions, [&](const Reduction &R) {
          return reductionNode(File, R);
        }));

  Node Flags = Node::map();
  Flags.add("barrier", K.HasBarrier).add("atomics", K.HasAtomics);
  Flags.add("local_memory", K.UsesLocalMemory);
  Flags.add("data_dependent_branch", K.HasDataDependentBranch);
  N.add("flags", std::move(Flags));

  N.add("unknowns", listNode(K.Unknowns, [&](const auto &PU) {
          Node X = Node::map();
          X.add("kind", unknownKindName(PU.second.Kind))
              .add("message", PU.second.Message);
          addPos(X, File, PU.first);
          return X;
        }));
  return N;
}

//===----------------------------------------------------------------------===//
// JSON and YAML
//===----------------------------------------------------------------------===//

static void emitJson(json::OStream &J, const Node &N) {
  switch (N.K) {
  case Node::Kind::Null:
    J.value(nullptr);
    return;
  case Node::Kind::Bool:
    J.value(N.B);
    return;
  case Node::Kind::Int:
    J.value(N.I);
    return;
  case Node::Kind::Str:
    J.value(N.S);
    return;
  case Node::Kind::List:
    J.arrayBegin();
    for (const Node &I : N.Items)
      emitJson(J, I);
    J.arrayEnd();
    return;
  case Node::Kind::Map:
    J.objectBegin();
    for (const auto &[K, V] : N.Fields) {
      J.attributeBegin(K);
      emitJson(J, V);
      J.attributeEnd();
    }
    J.objectEnd();
    return;
  }
  llvm_unreachable("covered switch");
}

/// A YAML double-quoted scalar; every string is quoted, so no value can be
/// mistaken for a number, a boolean or null.
static std::string yamlQuote(StringRef S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    default:
      if (C < 0x20 || C == 0x7f) {
        Out += "\\x";
        Out += hexdigit(C >> 4, true);
        Out += hexdigit(C & 15, true);
      } else {
        Out += char(C);
      }
    }
  }
  return Out + "\"";
}

static std::string yamlScalar(const Node &N) {
  switch (N.K) {
  case Node::Kind::Null:
    return "null";
  case Node::Kind::Bool:
    return N.B ? "true" : "false";
  case Node::Kind::Int:
    return std::to_string(N.I);
  case Node::Kind::Str:
    return yamlQuote(N.S);
  case Node::Kind::List:
    return "[]";
  case Node::Kind::Map:
    return "{}";
  }
  llvm_unreachable("covered switch");
}

static bool isEmptyCollection(const Node &N) {
  return (N.K == Node::Kind::List && N.Items.empty()) ||
         (N.K == Node::Kind::Map && N.Fields.empty());
}

static void emitYaml(raw_ostream &OS, const Node &N, unsigned Indent);

/// Emits the fields of a map; the first one continues the current line
/// when FirstInline (after "- ").
static void emitYamlFields(raw_ostream &OS, const Node &N, unsigned Indent,
                           bool FirstInline) {
  bool First = true;
  for (const auto &[K, V] : N.Fields) {
    if (!(First && FirstInline))
      OS.indent(Indent);
    First = false;
    OS << K << ":";
    if (V.isScalar() || isEmptyCollection(V)) {
      OS << " " << yamlScalar(V) << "\n";
      continue;
    }
    OS << "\n";
    emitYaml(OS, V, Indent + 2);
  }
}

static void emitYaml(raw_ostream &OS, const Node &N, unsigned Indent) {
  if (N.K == Node::Kind::Map)
    return emitYamlFields(OS, N, Indent, false);
  assert(N.K == Node::Kind::List && "scalars are printed by their parent");
  for (const Node &I : N.Items) {
    OS.indent(Indent) << "- ";
    if (I.K == Node::Kind::Map && !I.Fields.empty())
      emitYamlFields(OS, I, Indent + 2, true);
    else if (I.isScalar() || isEmptyCollection(I))
      OS << yamlScalar(I) << "\n";
    else {
      OS << "\n";
      emitYaml(OS, I, Indent + 2);
    }
  }
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//


static std::string posText(StringRef File, const SourcePos &P) {
  return (P.File.empty() ? File.str() : P.File) + ":" + std::to_string(P.Line) +
         ":" + std::to_string(P.Column);
}

static std::string coalescingText(Coalescing C, const ParamPoly &Stride) {
  if (C == Coalescing::Strided)
    return "strided(" + Stride.str() + ")";
  return coalescingName(C);
}

static std::string loopName(const KernelInfo &K, unsigned N) {
  const LoopInfo &L = K.Loops[N];
  return "L" + std::to_string(N) + (L.Counter.empty() ? "" : " (" + L.Counter + ")");
}

static void printText(raw_ostream &OS, StringRef File, const KernelInfo &K) {
  OS << "kernel " << K.Name << " at " << posText(File, K.Pos) << "\n";

  OS << "  params:\n";
  TextTable Params;
  for (const KernelParam &P : K.Params) {
    if (P.IsPointer)
      Params.row({std::to_string(P.Index), P.Name, P.Type, spaceName(P.Space),
                  P.ElementType.str() + ", " + std::to_string(P.ElementSize) +
                      " bytes"});
    else
      Params.row({std::to_string(P.Index), P.Name, P.Type, "scalar"});
  }
  OS << Params.str(4);

  std::vector<std::string> Ids;
  for (const WorkItemCall &W : K.WorkItemCalls)
    Ids.push_back(W.Function + "(" + (W.Dim ? std::to_string(*W.Dim) : "?") +
                  ") at " +
                  std::to_string(W.Pos.Line) + ":" + std::to_string(W.Pos.Column));
  OS << "  work-item calls: " << (Ids.empty() ? "none" : join(Ids, ", ")) << "\n";

  OS << "  loops:" << (K.Loops.empty() ? " none" : "") << "\n";
  TextTable Loops;
  for (const LoopInfo &L : K.Loops) {
    std::string Range =
        L.Lower && L.Upper
            ? "[" + L.Lower->str() + ", " + L.Upper->str() + ") step " +
                  std::to_string(L.Step)
            : "?";
    std::string Note = L.Canonical ? "canonical" : "not canonical: " + L.Why.Message;
    if (L.SourceValue)
      Note += std::string(" (") + (L.CountsDown ? "counts down: " : "") +
              L.SourceCounter + " = " + L.SourceValue->str() + ")";
    Loops.row({"L" + std::to_string(L.Number),
               std::string(L.Depth * 2, ' ') +
                   (L.Counter.empty() ? "-" : L.Counter),
               Range, posText(File, L.Pos), Note});
  }
  OS << Loops.str(4);

  OS << "  accesses:" << (K.Accesses.empty() ? " none" : "") << "\n";
  TextTable Accesses;
  for (const MemoryAccess &A : K.Accesses) {
    std::vector<std::string> Notes;
    if (A.Reuse)
      Notes.push_back("reuse");
    if (A.Conditional)
      Notes.push_back(A.DataDependentCondition ? "conditional(data)"
                                               : "conditional");
    if (!A.Function.empty())
      Notes.push_back("in " + A.Function + "()");
    Accesses.row({posText(File, A.Pos), A.Array, accessKindName(A.Kind),
                  A.Array + "[" + (A.Index ? A.Index->str() : "?") + "]",
                  patternName(A.Pat), coalescingText(A.Coalesce, A.Stride0),
                  join(Notes, " ")});
  }
  OS << Accesses.str(4);

  OS << "  arrays:" << (K.Arrays.empty() ? " none" : "") << "\n";
  TextTable Arrays;
  for (const ArrayInfo &A : K.Arrays) {
    const MemoryAccess *Strided = nullptr;
    for (unsigned N : A.Accesses)
      if (K.Accesses[N].Coalesce == A.Coalesce)
        Strided = &K.Accesses[N];
    std::string Reuse = std::string(A.Reuse ? "reuse: " : "no reuse: ") + A.ReuseWhy;
    if (std::vector<unsigned> IndexFor = K.indexFor(A.Array); !IndexFor.empty()) {
      std::vector<std::string> Names;
      for (unsigned P : IndexFor)
        Names.push_back(K.Params[P].Name);
      Reuse += "; holds indices into " + join(Names, ", ");
    }
    Arrays.row({A.Array, accessKindName(A.Kind), patternName(A.Pat),
                Strided ? coalescingText(A.Coalesce, Strided->Stride0)
                        : coalescingName(A.Coalesce),
                Reuse});
  }
  OS << Arrays.str(4);

  OS << "  reductions:" << (K.Reductions.empty() ? " none" : "") << "\n";
  TextTable Reds;
  for (const Reduction &R : K.Reductions)
    Reds.row({R.Accumulator, reductionOpName(R.Op),
              "across " + loopName(K, R.Loop), "at " + posText(File, R.Pos)});
  OS << Reds.str(4);

  auto YesNo = [](bool B) { return B ? "yes" : "no"; };
  OS << "  flags: barrier " << YesNo(K.HasBarrier) << ", atomics "
     << YesNo(K.HasAtomics) << ", local memory " << YesNo(K.UsesLocalMemory)
     << ", data-dependent branch " << YesNo(K.HasDataDependentBranch) << "\n";

  OS << "  unknowns:" << (K.Unknowns.empty() ? " none" : "") << "\n";
  for (const auto &[P, U] : K.Unknowns)
    OS << "    " << posText(File, P) << ": " << U.Message << "\n";
}

void clopt::printKernelModel(raw_ostream &OS, StringRef File,
                             const std::vector<KernelInfo> &Kernels,
                             ModelFormat F) {
  if (F == ModelFormat::Text) {
    for (size_t I = 0; I < Kernels.size(); ++I) {
      if (I)
        OS << "\n";
      printText(OS, File, Kernels[I]);
    }
    return;
  }
  Node Root = Node::map();
  Root.add("file", File.str());
  Node Ks = Node::list();
  for (const KernelInfo &K : Kernels)
    Ks.push(kernelNode(File, K));
  Root.add("kernels", std::move(Ks));
  if (F == ModelFormat::Json) {
    json::OStream J(OS, 2);
    emitJson(J, Root);
    OS << "\n";
    return;
  }
  emitYaml(OS, Root, 0);
}
