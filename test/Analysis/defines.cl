// RUN: clopt analyze -DN=64 %s | FileCheck %s
// RUN: clopt analyze -DN=64 -DTRANSPOSED %s | FileCheck %s --check-prefix=TRANS
// With N a macro the strides are integers; the linearized index still reads
// as [i][k] because 64 and 1 are distinct magnitudes (docs/patterns.md).

__kernel void rowsum(__global const float *A, __global float *y) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < N; ++k)
#ifdef TRANSPOSED
    s += A[k * N + i];
#else
    s += A[i * N + k];
#endif
  y[i] = s;
}

// CHECK-LABEL: kernel rowsum at
// CHECK:       L0  k  [0, 64) step 1
// CHECK:       A  read   A[64*gid(0) + k]  RowPat     strided(64)
// TRANS-LABEL: kernel rowsum at
// TRANS:       A  read   A[64*k + gid(0)]  ColPat     coalesced
