// accumulate.split=1: a sum added into a float accumulator becomes one
// compound assignment per term, signs kept (`-=` of a difference adds the
// subtrahend back), parentheses around a sum looked through, a product in
// parentheses kept as one term. Each variant verified at ragged sizes, alone
// and under syr2k's register tile (the copies private writes per point are
// split too).
// RUN: clopt rewrite %s --kernel pair --set accumulate.split=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=PAIR
// RUN: clopt rewrite %s --kernel signs --set accumulate.split=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=SIGNS
// RUN: clopt rewrite %s --kernel lanes --set accumulate.split=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=LANES
// RUN: clopt rewrite %s --kernel pair --set accumulate.split=1 -Rpass=accumulate -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: clopt verify %s --kernel pair --set accumulate.split=1 --size N=37 --size K=19 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel signs --set accumulate.split=1 --size N=45 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel lanes --set accumulate.split=1 --size N=29 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel pair --set accumulate.split=1 --set tile.k=16 --set local.A=1 --set local.B=1 --set local.transpose=1 --set local.vcopy=4 --set coarsen.d0=8 --set coarsen.d1=8 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set private.hoist=1 --set private.vload=1 --set unroll.factor=8 --set wgshape.d0=16 --set wgshape.d1=16 --size N=130 --size K=47 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel pair --set accumulate.split=1 --set coarsen.d0=2 --set coarsen.d1=2 --set private.hoist=1 --set unroll.factor=4 -Rpass=accumulate -o - 2>&1 | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=COPIES

#pragma clopt tune global(N, N) sizes(N = 64, K = 64)
__kernel void pair(__global const float *A, __global const float *B,
                   __global float *C, int N, int K) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < K; ++k)
      sum += A[i * K + k] * B[j * K + k] + B[i * K + k] * A[j * K + k];
    C[i * N + j] = sum;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void signs(__global const float *a, __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 1.0f;
    for (int k = 0; k < 4; ++k) {
      s -= a[x + k] * 0.5f - (a[x + k + 1] + 2 * a[x + k + 2]);
      s += (a[x] * a[x + k]) + 1.5f;
    }
    out[x] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void lanes(__global const float4 *p, __global float4 *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float4 acc = (float4)(0.0f);
    for (int k = 0; k < N; ++k)
      acc += p[k] * p[x].w + p[x] * sqrt(p[k].x * p[k].x + 1.0f);
    out[x] = acc;
  }
}

// PAIR: sum += A[i * K + k] * B[j * K + k];
// PAIR-NEXT: sum += B[i * K + k] * A[j * K + k];
// SIGNS: s -= a[x + k] * 0.5f;
// SIGNS-NEXT: s += a[x + k + 1];
// SIGNS-NEXT: s += 2 * a[x + k + 2];
// SIGNS-NEXT: s += (a[x] * a[x + k]);
// SIGNS-NEXT: s += 1.5f;
// LANES: acc += p[k] * p[x].w;
// LANES-NEXT: acc += p[x] * sqrt(p[k].x * p[k].x + 1.0f);
// REMARK: split.cl:[[@LINE-38]]:7: remark: sum added into 'sum' split into 2 accumulations [-Rpass=accumulate]
// The loop unrolled by 4 and its remainder: 5 copies in the nest, each
// printed once per point of the 2 x 2 block.
// COPIES: remark: sum added into 'sum' split into 2 accumulations in 5 copies [-Rpass=accumulate]
// COPIES: sum_0_0 += a_reg_0 * b_reg_0;
// COPIES: sum_0_0 += b_reg_1_0 * a_reg_1_0;
// COPIES-NOT: sum_{{[0-9_]+}} += {{.*}} + 
// PASS: PASS {{.*}}: every written buffer matches
