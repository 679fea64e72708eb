// addend.first=1: a floating-point sum that starts with two products adds
// its first plain addend first, so that every product fuses into the
// running sum; the other addends keep their order and signs, and a sum
// inside an addend (a call's argument) is regrouped too. Verified at a
// ragged size alone and under n-body's tuned passes (reduce, unroll).
// RUN: clopt rewrite %s --kernel nbody --set addend.first=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=NBODY
// RUN: clopt rewrite %s --kernel poly --set addend.first=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=POLY
// RUN: clopt rewrite %s --kernel nbody --set addend.first=1 -Rpass=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: clopt verify %s --kernel nbody --set addend.first=1 --size N=333 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel nbody --set addend.first=1 --set reduce.wg=32 --set reduce.subgroup=1 --set unroll.factor=16 --set unroll.full=1 --size N=333 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel poly --set addend.first=1 --size N=45 | FileCheck %s --check-prefix=PASS
// Under reduce, the partial sums pass through __local memory and a
// subgroup reduction: that decides nothing discrete, so r2 is regrouped in
// every unrolled copy (the remark at the statement's own position).
// RUN: clopt rewrite %s --kernel nbody --set addend.first=1 --set reduce.wg=32 --set reduce.subgroup=1 --set unroll.factor=16 -Rpass=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=REDUCE

#pragma clopt tune global(N) sizes(N = 256)
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  int i = get_global_id(0);
  if (i < N) {
    float4 pi = pos[i];
    float4 a = (float4)(0.0f);
    for (int j = 0; j < N; ++j) {
      float4 pj = pos[j];
      float4 d = pj - pi;
      float r2 = d.x * d.x + d.y * d.y + d.z * d.z + eps2;
      float inv = rsqrt(r2);
      a += d * (pj.w * inv * inv * inv);
    }
    a.w = 0.0f;
    acc[i] = a;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void poly(__global const float *x, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float v = x[i];
    out[i] = 0.5f * v * v - 2.0f * v + 1.5f - x[i + 1] +
             sqrt(v * v + x[i + 1] * x[i + 1] + 3.0f);
  }
}

// NBODY: float r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
// POLY: out[i] = 1.5f + 0.5f * v * v - 2.0f * v - x[i + 1] + sqrt(3.0f + v * v + x[i + 1] * x[i + 1]);
// REMARK: first.cl:[[@LINE-21]]:13: remark: sum regrouped to add its plain addend first, so its products fuse [-Rpass=addend]
// REDUCE: first.cl:[[@LINE-22]]:13: remark: sum regrouped to add its plain addend first, so its products fuse in 17 copies [-Rpass=addend]
// PASS: PASS {{.*}}: every written buffer matches
