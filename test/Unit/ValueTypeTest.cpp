//===- ValueTypeTest.cpp - The structured type of nest variables ----------===//

#include "AnalysisTestUtil.h"
#include "clopt/Analysis/ValueType.h"
#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/NestVerifier.h"

using namespace clopt;
using namespace clopt::nest;
using clopt::test::analyze;

static const char *Kernel = R"(
typedef float real_t;
typedef struct { float x, y; } point;
__kernel void k(__global const real_t *A, __global point *P,
                __global uint4 *Q, __global float *restrict R,
                __global unsigned int *U, const int n) {
  int i = get_global_id(0);
  if (i < n) {
    const float c = 2.0f;
    unsigned int u = U[i];
    uint4 q = Q[i];
    real_t r = A[i];
    point p = P[i];
    size_t s = get_global_id(0);
    volatile int v = 1;
    R[i] = c * r + p.x + (float)(u + q.x + s + v);
  }
})";

namespace {

struct ValueTypeTest : ::testing::Test {
  test::Analyzed A = analyze(Kernel);
  std::unique_ptr<KernelNest> Nest = buildKernelNest(*A.Source, A.kernel(), {}, {});

  const ValueType &typeOf(llvm::StringRef Name) {
    for (const Var &V : Nest->Vars)
      if (V.Name == Name)
        return V.Type;
    ADD_FAILURE() << "no variable " << Name.str();
    static ValueType None;
    return None;
  }
  const KernelParam &param(llvm::StringRef Name) {
    return *A.kernel().findParam(Name);
  }
};

} // namespace

TEST_F(ValueTypeTest, ArithmeticFromClang) {
  ASSERT_FALSE(Nest->Unsupported) << Nest->Unsupported->Message;
  const ValueType &C = typeOf("c");
  EXPECT_EQ(C.str(), "const float");
  ASSERT_TRUE(C.arith());
  EXPECT_EQ(C.arith()->Base, "float");
  EXPECT_TRUE(C.isConst());
  EXPECT_TRUE(C.isFloat());
  EXPECT_TRUE(C.isScalar());

  const ValueType &Q = typeOf("q");
  EXPECT_EQ(Q.str(), "uint4");
  ASSERT_TRUE(Q.arith());
  EXPECT_EQ(Q.arith()->Base, "uint");
  EXPECT_EQ(Q.arith()->Lanes, 4u);
  EXPECT_EQ(Q.arith()->Size, 16u);
  EXPECT_FALSE(Q.isFloat());
  EXPECT_FALSE(Q.arith()->IsSigned);
}

TEST_F(ValueTypeTest, SpellingAsWritten) {
  // The arithmetic type comes from clang; the spelling stays the source's.
  const ValueType &U = typeOf("u");
  EXPECT_EQ(U.str(), "unsigned int");
  ASSERT_TRUE(U.arith());
  EXPECT_EQ(U.arith()->Base, "uint");

  const ValueType &R = typeOf("r");
  EXPECT_EQ(R.str(), "real_t");
  ASSERT_TRUE(R.arith());
  EXPECT_EQ(R.arith()->Base, "float");
  EXPECT_TRUE(R.isFloat());
  // A pass that changes the type spells the new one canonically.
  EXPECT_EQ(R.withLanes(4).str(), "float4");
  EXPECT_EQ(R.inAddressSpace(AddressSpace::Local).str(), "__local real_t");

  EXPECT_EQ(typeOf("v").str(), "volatile int");
}

TEST_F(ValueTypeTest, OtherTypesVerbatim) {
  const ValueType &P = typeOf("p");
  EXPECT_EQ(P.str(), "point");
  EXPECT_EQ(P.kind(), ValueType::Kind::Other);
  EXPECT_FALSE(P.arith());
  EXPECT_FALSE(P.isFloat());

  // size_t's width is the device's: not an arithmetic type clopt knows.
  const ValueType &S = typeOf("s");
  EXPECT_EQ(S.str(), "size_t");
  EXPECT_EQ(S.kind(), ValueType::Kind::Other);

  const ValueType &R = typeOf("R");
  EXPECT_EQ(R.kind(), ValueType::Kind::Pointer);
  EXPECT_EQ(R.str(), "__global float *restrict");
  EXPECT_EQ(R.withoutConst().withConst().str(), "__global float *const restrict");
  EXPECT_EQ(typeOf("n").str(), "const int");
}

TEST_F(ValueTypeTest, ParamElementTypes) {
  EXPECT_EQ(param("A").ElementType.str(), "real_t");
  EXPECT_TRUE(param("A").ElementType.isFloat());
  EXPECT_EQ(param("P").ElementType.str(), "point");
  EXPECT_FALSE(param("P").ElementType.isFloat());
  EXPECT_EQ(param("Q").ElementType.str(), "uint4");
  EXPECT_EQ(param("U").ElementType.str(), "unsigned int");
  ASSERT_TRUE(param("U").ElementType.arith());
  EXPECT_EQ(param("U").ElementType.arith()->Spelling, "uint");
}

TEST(ValueType, PassEdits) {
  ValueType F = ValueType::scalar("float");
  EXPECT_EQ(F.str(), "float");
  EXPECT_EQ(F.withConst().str(), "const float");
  EXPECT_EQ(F.withConst().withoutConst(), F);
  EXPECT_EQ(F.inAddressSpace(AddressSpace::Local).str(), "__local float");
  EXPECT_EQ(F.withConst().withLanes(8).str(), "const float8");
  EXPECT_EQ(F.withLanes(4).withLanes(1), F);
  EXPECT_EQ(ValueType::scalar("uint").withLanes(4).str(), "uint4");
  EXPECT_EQ(ValueType::verbatim("__global float *", ValueType::Kind::Pointer)
                .withConst()
                .str(),
            "__global float *const");
  EXPECT_EQ(ValueType::verbatim("real_t").str(), "real_t");
}

TEST(ValueType, TextRoundTrip) {
  // What str() prints of an arithmetic type reads back as the same type.
  for (llvm::StringRef Name : {"float", "uint", "char", "double", "half", "bool"}) {
    for (unsigned Lanes : {1u, 2u, 3u, 4u, 8u, 16u}) {
      std::optional<ScalarType> T = ScalarType::get(Name, Lanes);
      if (!T) {
        EXPECT_TRUE(Name == "bool" && Lanes > 1) << Name.str() << Lanes;
        continue;
      }
      for (const ValueType &V :
           {ValueType(*T), ValueType(*T).withConst(),
            ValueType(*T).inAddressSpace(AddressSpace::Local)}) {
        std::optional<ScalarType> Back = parseScalarType(V.str());
        ASSERT_TRUE(Back) << V.str();
        EXPECT_EQ(*Back, *T) << V.str();
        EXPECT_EQ(Back->Size, T->Size);
      }
    }
  }
  EXPECT_FALSE(parseScalarType("float5"));
  EXPECT_FALSE(parseScalarType("float1"));
  EXPECT_FALSE(parseScalarType("real_t"));
  EXPECT_FALSE(parseScalarType("__global float *"));
  EXPECT_EQ(parseScalarType("unsigned int")->Spelling, "uint");
}

TEST(ValueType, Malformation) {
  EXPECT_EQ(ValueType::scalar("int").malformation(), "");
  EXPECT_EQ(ValueType().malformation(), "has no spelling");
  ScalarType Five = *ScalarType::get("float");
  Five.Lanes = 5;
  EXPECT_EQ(ValueType(Five).malformation(),
            "has 5 lanes of 'float', which OpenCL C has no vector of");
}

TEST_F(ValueTypeTest, VerifierChecksTypes) {
  ASSERT_FALSE(Nest->Unsupported);
  llvm::Error E = verifyNest(*Nest);
  ASSERT_FALSE(E) << llvm::toString(std::move(E));

  VarId Tmp = Nest->addGeneratedVar("tmp", ValueType::scalar("float").inAddressSpace(
                                               AddressSpace::Local));
  E = verifyNest(*Nest);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "generated variable 'tmp' has type '__local float': only generated "
            "arrays are __local");
  Nest->var(Tmp).Dims.push_back(intLit(16));
  E = verifyNest(*Nest);
  EXPECT_FALSE(E) << llvm::toString(std::move(E));

  ScalarType Five = *ScalarType::get("float");
  Five.Lanes = 5;
  Nest->var(Tmp).Type = ValueType(Five);
  E = verifyNest(*Nest);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "variable 'tmp' has a type that has 5 lanes of 'float', which OpenCL "
            "C has no vector of");
}
