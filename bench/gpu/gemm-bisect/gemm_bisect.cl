// The hand-written outer-product GEMM (bench/gpu/gemm-forms/gemm_form.cl at
// 128 x 128 x 32 tiles, 8 x 8 register tile, chunk 4, A's tile padded by
// PADA) with clopt's ways of writing each part switched in one at a time, to
// find which of them costs the time the tuned kernel loses to the form. Valid
// for N a multiple of 128 only (a probe; FASTPATH=2 at every N). Macros, 0 = the form's way:
//   EPI=1      the results stored under a bounds test each, int indices
//   KLOOP=1    the k steps of a tile as clopt's unrolled loop: 16 steps a
//              trip under `k + 15L < k0 + TK && k + 15L < N`, then a
//              remainder loop
//   CPLOOP=1   the copies as `for (cp = t; cp < TOTAL; cp += NT)` (a trip
//              count the driver must work out) instead of constant trips
//   CPGUARD=1  the copies under clopt's whole-tile test, with an
//              element-wise checked copy in the else branch
//   ALIGNTEST=1 the global float4 read under clopt's alignment test
//   I32=1      int addressing of the global tiles (the form: size_t)
//   ALIGNTEST=2 the alignment test as one flag per kernel (A and B aligned
//              to 16 bytes and N a multiple of 4), not one per read
//   KLOOP=2    the k steps of a tile as a constant-trip loop when the tile
//              is whole (k0 + TK <= N), else a loop to N
//   FASTPATH=1 the k loop twice: as the form wrote it (no test in it) for a
//              work-group whose tiles are whole and aligned, decided once,
//              and with every switch above on for the others
//   FASTPATH=2 the form as written where the whole launch is (N a multiple
//              of the tiles, the grid exactly N / TM x N / TN groups, A and
//              B aligned to 16 bytes: one test for the kernel), and a lean
//              path elsewhere: each work-item's points as the naive kernel
//              computes them (valid at every N)
#define TM 128
#define TN 128
#define TK 32
#define RM 8
#define RN 8
#define V 4
#ifndef PADA
#define PADA 4
#endif
#define WM (TM / RM)
#define WN (TN / RN)
#define NT (WM * WN)
#if I32
#define IDX int
#else
#define IDX size_t
#endif
#if ALIGNTEST == 2
#define GLOAD4(p) (aligned16 ? *(__global const float4 *)(p) : vload4(0, p))
#elif ALIGNTEST
#define GLOAD4(p) ((uintptr_t)(p) % 16 == 0 ? *(__global const float4 *)(p) : vload4(0, p))
#else
#define GLOAD4(p) (*(__global const float4 *)(p))
#endif
#define COPY_A(P)                                                              \
  {                                                                            \
    int idx = t + (P) * NT, r = idx / (TK / 4), c = (idx % (TK / 4)) * 4;     \
    float4 v = GLOAD4(A + (IDX)(gm + r) * N + k0 + c);                         \
    lA[c][r] = v.x; lA[c + 1][r] = v.y; lA[c + 2][r] = v.z; lA[c + 3][r] = v.w; \
  }
#define COPY_A_CHECKED(P)                                                      \
  {                                                                            \
    int idx = t + (P) * NT, r = idx / (TK / 4), c = (idx % (TK / 4)) * 4;     \
    for (int e = 0; e < 4; ++e)                                                \
      lA[c + e][r] = (gm + r < N && k0 + c + e < N) ? A[(IDX)(gm + r) * N + k0 + c + e] : 0.0f; \
  }
#define COPY_B(P)                                                              \
  {                                                                            \
    int idx = t + (P) * NT, r = idx / (TN / 4), c = (idx % (TN / 4)) * 4;     \
    vstore4(GLOAD4(B + (IDX)(k0 + r) * N + gn + c), 0, &lB[r][c]);             \
  }
#define COPY_B_CHECKED(P)                                                      \
  {                                                                            \
    int idx = t + (P) * NT, r = idx / (TN / 4), c = (idx % (TN / 4)) * 4;     \
    for (int e = 0; e < 4; ++e)                                                \
      lB[r][c + e] = (k0 + r < N && gn + c + e < N) ? B[(IDX)(k0 + r) * N + gn + c + e] : 0.0f; \
  }
#define STEP(KK)                                                               \
  {                                                                            \
    float a[RM], b[RN];                                                        \
    _Pragma("unroll") for (int c = 0; c < RM / V; ++c) {                       \
      float4 v = vload4(0, &lA[KK][c * WM * V + ty * V]);                      \
      a[c * 4] = v.x; a[c * 4 + 1] = v.y; a[c * 4 + 2] = v.z; a[c * 4 + 3] = v.w; \
    }                                                                          \
    _Pragma("unroll") for (int c = 0; c < RN / V; ++c) {                       \
      float4 v = vload4(0, &lB[KK][c * WN * V + tx * V]);                      \
      b[c * 4] = v.x; b[c * 4 + 1] = v.y; b[c * 4 + 2] = v.z; b[c * 4 + 3] = v.w; \
    }                                                                          \
    _Pragma("unroll") for (int x = 0; x < RM; ++x)                             \
      _Pragma("unroll") for (int y = 0; y < RN; ++y)                           \
        acc[x][y] += a[x] * b[y];                                              \
  }
#if CPLOOP
#define COPIES(BODY_A, BODY_B)                                                 \
  for (int p = 0; t + p * NT < TM * TK / 4; ++p) BODY_A(p)                     \
  for (int p = 0; t + p * NT < TK * TN / 4; ++p) BODY_B(p)
#else
#define COPIES(BODY_A, BODY_B)                                                 \
  _Pragma("unroll") for (int p = 0; p < TM * TK / 4 / NT; ++p) BODY_A(p)      \
  _Pragma("unroll") for (int p = 0; p < TK * TN / 4 / NT; ++p) BODY_B(p)
#endif
__attribute__((reqd_work_group_size(WN, WM, 1)))
__kernel void gemm(__global const float *A, __global const float *B,
                   __global float *C, int N) {
  __local float lA[TK][TM + PADA] __attribute__((aligned(16)));
  __local float lB[TK][TN] __attribute__((aligned(16)));
  const int tx = get_local_id(0), ty = get_local_id(1);
  const int t = ty * WN + tx;
#if ALIGNTEST == 2
  const bool aligned16 = (uintptr_t)A % 16 == 0 && (uintptr_t)B % 16 == 0 && N % 4 == 0;
#endif
  const int gm = get_group_id(1) * TM, gn = get_group_id(0) * TN;
  float acc[RM][RN];
#pragma unroll
  for (int a = 0; a < RM; ++a)
#pragma unroll
    for (int b = 0; b < RN; ++b) acc[a][b] = 0.0f;
#if FASTPATH == 2
  if (!(N % TM == 0 && N % TN == 0 && N % 4 == 0 && get_num_groups(0) * TN == N &&
        get_num_groups(1) * TM == N && (uintptr_t)A % 16 == 0 && (uintptr_t)B % 16 == 0)) {
    for (int x = 0; x < RM; ++x) {
      int row = gm + (x / V) * WM * V + ty * V + x % V;
      for (int y = 0; y < RN; ++y) {
        int col = gn + (y / V) * WN * V + tx * V + y % V;
        if (row < N && col < N) {
          float s = 0.0f;
          for (int k = 0; k < N; ++k)
            s += A[(IDX)row * N + k] * B[(IDX)k * N + col];
          C[(IDX)row * N + col] = s;
        }
      }
    }
    return;
  }
  for (int k0 = 0; k0 < N; k0 += TK) {
    COPIES(COPY_A, COPY_B)
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 8
    for (int kk = 0; kk < TK; ++kk) STEP(kk)
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#elif FASTPATH
  const bool whole = gm + TM <= N && gn + TN <= N && N % TK == 0 && N % 4 == 0 &&
                     (uintptr_t)A % 16 == 0 && (uintptr_t)B % 16 == 0;
  if (whole) {
    for (int k0 = 0; k0 < N; k0 += TK) {
      COPIES(COPY_A, COPY_B)
      barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 8
      for (int kk = 0; kk < TK; ++kk) STEP(kk)
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  } else {
#undef GLOAD4
#define GLOAD4(p) ((uintptr_t)(p) % 16 == 0 ? *(__global const float4 *)(p) : vload4(0, p))
#undef COPIES
#define COPIES(BODY_A, BODY_B)                                                 \
  for (int p = 0; t + p * NT < TM * TK / 4; ++p) BODY_A(p)                     \
  for (int p = 0; t + p * NT < TK * TN / 4; ++p) BODY_B(p)
    for (int k0 = 0; k0 < N; k0 += TK) {
      if (gm + TM - 1 < N && k0 + TK - 1 < N) {
        COPIES(COPY_A, COPY_B)
      } else {
        COPIES(COPY_A_CHECKED, COPY_B_CHECKED)
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      int k = k0;
      for (; k + 15L < k0 + TK && k + 15L < N; k += 16) {
        STEP(k - k0) STEP(k + 1 - k0) STEP(k + 2 - k0) STEP(k + 3 - k0)
        STEP(k + 4 - k0) STEP(k + 5 - k0) STEP(k + 6 - k0) STEP(k + 7 - k0)
        STEP(k + 8 - k0) STEP(k + 9 - k0) STEP(k + 10 - k0) STEP(k + 11 - k0)
        STEP(k + 12 - k0) STEP(k + 13 - k0) STEP(k + 14 - k0) STEP(k + 15 - k0)
      }
      for (; k < k0 + TK && k < N; ++k) STEP(k - k0)
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
#else
  for (int k0 = 0; k0 < N; k0 += TK) {
#if CPGUARD
    if (gm + TM - 1 < N && k0 + TK - 1 < N) {
      COPIES(COPY_A, COPY_B)
    } else {
      COPIES(COPY_A_CHECKED, COPY_B_CHECKED)
    }
#else
    COPIES(COPY_A, COPY_B)
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
#if KLOOP == 2
    if (k0 + TK <= N) {
#pragma unroll 8
      for (int kk = 0; kk < TK; ++kk) STEP(kk)
    } else {
      for (int kk = 0; kk < N - k0; ++kk) STEP(kk)
    }
#elif KLOOP
    int k = k0;
    for (; k + 15L < k0 + TK && k + 15L < N; k += 16) {
      STEP(k - k0) STEP(k + 1 - k0) STEP(k + 2 - k0) STEP(k + 3 - k0)
      STEP(k + 4 - k0) STEP(k + 5 - k0) STEP(k + 6 - k0) STEP(k + 7 - k0)
      STEP(k + 8 - k0) STEP(k + 9 - k0) STEP(k + 10 - k0) STEP(k + 11 - k0)
      STEP(k + 12 - k0) STEP(k + 13 - k0) STEP(k + 14 - k0) STEP(k + 15 - k0)
    }
    for (; k < k0 + TK && k < N; ++k) STEP(k - k0)
#else
#pragma unroll 8
    for (int kk = 0; kk < TK; ++kk) STEP(kk)
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#endif
#pragma unroll
  for (int x = 0; x < RM; ++x) {
    int row = gm + (x / V) * WM * V + ty * V + x % V;
#pragma unroll
    for (int y = 0; y < RN; ++y) {
      int col = gn + (y / V) * WN * V + tx * V + y % V;
#if EPI
      if (row < N && col < N) C[row * N + col] = acc[x][y];
#else
      C[(size_t)row * N + col] = acc[x][y];
#endif
    }
  }
}
