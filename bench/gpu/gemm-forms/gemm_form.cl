// Outer-product GEMM form: A and B tiles in local memory (A stored
// transposed), chunked-cyclic register tile with chunk V, vector local reads.
// Macros: TM TN TK RM RN V (RM, RN multiples of V), PADA PADB; LCAST=1 reads
// the fragments through a __local vector pointer instead of vloadN (which
// only promises element alignment), GCAST=1 the global tiles through a
// __global float4 pointer (N a multiple of 4).
#ifndef LCAST
#define LCAST 0
#endif
#ifndef GCAST
#define GCAST 0
#endif
#if GCAST
#define GLOAD4(p) (*(__global const float4 *)(p))
#else
#define GLOAD4(p) vload4(0, p)
#endif
#define WM (TM / RM)
#define WN (TN / RN)
#define NT (WM * WN)
#define VT float4
#if V == 4
#define VLOAD vload4
#define VSTORE vstore4
#elif V == 2
#undef VT
#define VT float2
#define VLOAD vload2
#define VSTORE vstore2
#endif
#if LCAST
#define LREAD(p) (*(__local const VT *)(p))
#else
#define LREAD(p) VLOAD(0, p)
#endif
__attribute__((reqd_work_group_size(WN, WM, 1)))
__kernel void gemm(__global const float *A, __global const float *B,
                   __global float *C, int N) {
  __local float lA[TK][TM + PADA] __attribute__((aligned(16)));
  __local float lB[TK][TN + PADB] __attribute__((aligned(16)));
  const int tx = get_local_id(0), ty = get_local_id(1);
  const int t = ty * WN + tx;
  const int gm = get_group_id(1) * TM, gn = get_group_id(0) * TN;
  float acc[RM][RN];
#pragma unroll
  for (int a = 0; a < RM; ++a)
#pragma unroll
    for (int b = 0; b < RN; ++b) acc[a][b] = 0.0f;
  for (int k0 = 0; k0 < N; k0 += TK) {
    // A tile TM x TK, float4 along k, stored transposed.
#pragma unroll
    for (int p = 0; p < TM * TK / 4 / NT; ++p) {
      int idx = t + p * NT, r = idx / (TK / 4), c = (idx % (TK / 4)) * 4;
      float4 v = GLOAD4(A + (size_t)(gm + r) * N + k0 + c);
      lA[c][r] = v.x; lA[c + 1][r] = v.y; lA[c + 2][r] = v.z; lA[c + 3][r] = v.w;
    }
#pragma unroll
    for (int p = 0; p < TK * TN / 4 / NT; ++p) {
      int idx = t + p * NT, r = idx / (TN / 4), c = (idx % (TN / 4)) * 4;
      vstore4(GLOAD4(B + (size_t)(k0 + r) * N + gn + c), 0, &lB[r][c]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 8
    for (int kk = 0; kk < TK; ++kk) {
      float a[RM], b[RN];
#pragma unroll
      for (int c = 0; c < RM / V; ++c) {
        VT v = LREAD(&lA[kk][c * WM * V + ty * V]);
#if V == 4
        a[c*4] = v.x; a[c*4+1] = v.y; a[c*4+2] = v.z; a[c*4+3] = v.w;
#else
        a[c*2] = v.x; a[c*2+1] = v.y;
#endif
      }
#pragma unroll
      for (int c = 0; c < RN / V; ++c) {
        VT v = LREAD(&lB[kk][c * WN * V + tx * V]);
#if V == 4
        b[c*4] = v.x; b[c*4+1] = v.y; b[c*4+2] = v.z; b[c*4+3] = v.w;
#else
        b[c*2] = v.x; b[c*2+1] = v.y;
#endif
      }
#pragma unroll
      for (int x = 0; x < RM; ++x)
#pragma unroll
        for (int y = 0; y < RN; ++y) acc[x][y] = fma(a[x], b[y], acc[x][y]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma unroll
  for (int x = 0; x < RM; ++x) {
    int row = gm + (x / V) * WM * V + ty * V + x % V;
#pragma unroll
    for (int y = 0; y < RN; ++y) {
      int col = gn + (y / V) * WN * V + tx * V + y % V;
      C[(size_t)row * N + col] = acc[x][y];
    }
  }
}
