//===- NestVerifierTest.cpp - The nest verifier finds broken nests --------===//

#include "AnalysisTestUtil.h"
#include "clopt/Transforms/NestVerifier.h"

using namespace clopt;
using namespace clopt::nest;
using clopt::test::analyze;

static const char *MatMul = R"(
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  int i = get_global_id(1);
  int j = get_global_id(0);
  if (i < N && j < N) {
    float acc = 0.0f;
    for (int k = 0; k < N; k++)
      acc += A[i * N + k] * B[k * N + j];
    C[i * N + j] = acc;
  }
})";

namespace {

/// The imported nest of MatMul, which the verifier accepts.
struct VerifierTest : ::testing::Test {
  test::Analyzed A = analyze(MatMul);
  std::unique_ptr<KernelNest> Nest = buildKernelNest(*A.Source, A.kernel(), {}, {});

  /// The message of the first broken invariant, or "" when there is none.
  std::string verify() {
    llvm::Error E = verifyNest(*Nest);
    return E ? llvm::toString(std::move(E)) : "";
  }
  Stmt *loopK() {
    std::vector<Stmt *> Loops = Nest->loops();
    return Loops.empty() ? nullptr : Loops.front();
  }
};

TEST_F(VerifierTest, ImportedNestIsValid) {
  ASSERT_FALSE(Nest->Unsupported);
  EXPECT_EQ(verify(), "");
}

TEST_F(VerifierTest, UnknownVariable) {
  Nest->Body.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, varRef(999), intLit(1))));
  EXPECT_EQ(verify(), "reference to variable #999, which the nest does not have");
}

TEST_F(VerifierTest, MissingOperand) {
  Stmt *K = loopK();
  ASSERT_TRUE(K && K->For.Canonical);
  K->Body.push_back(Stmt::exprStmt(binary(BinaryOp::Add, intLit(1), nullptr)));
  EXPECT_EQ(verify(), "missing operand (in point loop, in if (line 6), in for loop 'k' "
                      "(line 8))");
}

TEST_F(VerifierTest, OperandCount) {
  auto Bad = std::make_shared<Expr>(*unary(UnaryOp::Minus, intLit(1)));
  Bad->Ops.push_back(intLit(2));
  Nest->Body.push_back(Stmt::exprStmt(Bad));
  EXPECT_EQ(verify(), "unary expression '-' has 2 operands, not 1");
}

TEST_F(VerifierTest, OperatorOfItsKind) {
  auto Bad = std::make_shared<Expr>(*binary(BinaryOp::Add, intLit(1), intLit(2)));
  Bad->BinOp = static_cast<BinaryOp>(NumBinaryOps);
  Nest->Body.push_back(Stmt::exprStmt(Bad));
  EXPECT_EQ(verify(), "binary operator " + std::to_string(NumBinaryOps) +
                          " is not a BinaryOp");
  Nest->Body.back() = Stmt::exprStmt(binary(BinaryOp::Comma, intLit(1), intLit(2)));
  EXPECT_EQ(verify(), "comma operator in the nest");
  auto Neg = std::make_shared<Expr>(*unary(UnaryOp::Minus, intLit(1)));
  Neg->UnOp = static_cast<UnaryOp>(NumUnaryOps + 3);
  Nest->Body.back() = Stmt::exprStmt(Neg);
  EXPECT_EQ(verify(), "unary operator " + std::to_string(NumUnaryOps + 3) +
                          " is not a UnaryOp");
  Nest->Body.back() = Stmt::exprStmt(unary(UnaryOp::Deref, varRef(0)));
  EXPECT_EQ(verify().substr(0, 15), "dereference '*'");
}

TEST_F(VerifierTest, OperatorIsNotText) {
  // An operator spelled in Text (the form the nest had before its operators
  // were typed) is refused, not printed.
  auto Bad = std::make_shared<Expr>(*binary(BinaryOp::Add, intLit(1), intLit(2)));
  Bad->Text = "-";
  Nest->Body.push_back(Stmt::exprStmt(Bad));
  EXPECT_EQ(verify(), "binary expression with text '-': its operator is UnOp or BinOp");
}

TEST_F(VerifierTest, MemberName) {
  Nest->Body.push_back(Stmt::exprStmt(member(varRef(0), "x")));
  EXPECT_EQ(verify(), "");
  Nest->Body.back() = Stmt::exprStmt(member(varRef(0), ".x"));
  EXPECT_EQ(verify(), "member '.x' is not a field or component name");
}

TEST_F(VerifierTest, CanonicalLoopStep) {
  Stmt *K = loopK();
  ASSERT_TRUE(K);
  K->For.Step = 0;
  EXPECT_EQ(verify(), "canonical loop with step 0 (it prints as `k < Upper; k += Step`) "
                      "(in point loop, in if (line 6), in for loop 'k' (line 8))");
}

TEST_F(VerifierTest, LoopRole) {
  Stmt *K = loopK();
  ASSERT_TRUE(K);
  K->For.Role = static_cast<LoopRole>(42);
  EXPECT_EQ(verify().substr(0, 31), "loop role 42 is not a LoopRole ");
}

TEST_F(VerifierTest, NestedPointLoops) {
  Stmt *PL = Nest->pointLoop();
  ASSERT_TRUE(PL);
  StmtP Inner = std::make_unique<Stmt>();
  Inner->Kind = StmtKind::PointLoop;
  PL->Body.push_back(std::move(Inner));
  EXPECT_EQ(verify(), "a point loop inside another point loop (in point loop)");
}

TEST_F(VerifierTest, PointSpanInsideTheBlock) {
  Stmt *PL = Nest->pointLoop();
  ASSERT_TRUE(PL);
  Nest->Blocks[1].Factor = 4;
  PL->Spans = {PointSpan{1, 1, 3}};
  EXPECT_EQ(verify(), "");
  PL->Spans = {PointSpan{1, 2, 4}};
  EXPECT_EQ(verify(), "a point loop over points outside the block");
  PL->Spans = {PointSpan{1, 3, 2}};
  EXPECT_EQ(verify(), "a point loop over points outside the block");
}

TEST_F(VerifierTest, PointSpansAlongTwoDimensions) {
  Stmt *PL = Nest->pointLoop();
  ASSERT_TRUE(PL);
  Nest->Blocks[0].Factor = 4;
  Nest->Blocks[1].Factor = 4;
  PL->Spans = {PointSpan{1, 0, 2}, PointSpan{0, 1, 3}};
  EXPECT_EQ(verify(), "");
  PL->Spans = {PointSpan{1, 0, 2}, PointSpan{0, 1, 4}};
  EXPECT_EQ(verify(), "a point loop over points outside the block");
  PL->Spans = {PointSpan{1, 0, 2}, PointSpan{1, 1, 3}};
  EXPECT_EQ(verify(), "a point loop with two spans along one dimension");
}

TEST_F(VerifierTest, BlockFactors) {
  Nest->Blocks[0].Factor = 0;
  EXPECT_EQ(verify().substr(0, 30), "dimension 0: points per item 0");
  Nest->Blocks[0].Factor = 2;
  Nest->Blocks[0].Chunk = 4;
  EXPECT_EQ(verify(), "dimension 0: a chunk of 4 points in a block of 2");
  Nest->Blocks[0].Chunk = 1;
  Nest->Blocks[2].Factor = 2;
  EXPECT_EQ(verify(), "dimension 2 is beyond the kernel's 2 dimensions but has a block of 2");
}

TEST_F(VerifierTest, SideTables) {
  Nest->CrossVars.insert(12345);
  EXPECT_EQ(verify(), "cross-point variable #12345, which the nest does not have");
  Nest->CrossVars.clear();
  Nest->LocalArrays.push_back(LocalArray{0, "A", {}, 4});
  EXPECT_EQ(verify().substr(0, 12), "local array ");
}

TEST_F(VerifierTest, WorkItemFunction) {
  Nest->Body.push_back(Stmt::exprStmt(workItem("get_global_idd", 0)));
  EXPECT_EQ(verify(), "'get_global_idd' is not a work-item function");
}

} // namespace
