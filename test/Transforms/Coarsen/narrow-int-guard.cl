// A guarded load of an integer narrower than int keeps its type: C's
// conditional operator promotes `c ? A[i] : 0` to int, and a builtin then
// takes its int overload (clz(int) of a uchar counts 24 more zeros;
// add_sat(int, int) never saturates at 255). The choice is converted back,
// `((uchar)(c ? A[i] : 0))`; int and float loads need no conversion.
// RUN: clopt rewrite %s --kernel=narrow --set coarsen.d0=2 --set private.hoist=0 \
// RUN:   --set wgshape.d0=32 | FileCheck %s
// RUN: clopt verify %s --kernel=narrow --size N=77 --set coarsen.d0=2 \
// RUN:   --set private.hoist=0 --set wgshape.d0=32 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt rewrite %s --kernel=wide --set coarsen.d0=2 --set private.hoist=0 \
// RUN:   --set wgshape.d0=32 | FileCheck %s --check-prefix=WIDE

// CHECK: s_0 += clz(((uchar)(i_0 < N ? A[i_0 * N + k] : 0))) + add_sat(((short)(i_0 < N ? S[i_0 * N + k] : 0)), ((short)(i_0 < N ? S[i_0 * N + k] : 0)));
// VERIFY: PASS narrow: every written buffer matches
// WIDE: s_0 += (i_0 < N ? A[i_0 * N + k] : 0) * (i_0 < N ? F[i_0 * N + k] : 0);

#pragma clopt tune global(N) sizes(N = 256)
__kernel void narrow(__global const uchar *A, __global const short *S,
                     __global int *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    int s = 0;
    for (int k = 0; k < N; ++k)
      s += clz(A[i * N + k]) + add_sat(S[i * N + k], S[i * N + k]);
    y[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void wide(__global const int *A, __global const float *F,
                   __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[i * N + k] * F[i * N + k];
    y[i] = s;
  }
}
