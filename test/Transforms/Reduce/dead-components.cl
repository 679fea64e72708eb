// A vector accumulator whose components the code after the loop sets
// before reading it (n-body's `a.w = 0.0f`): the partials' copies of those
// components are set to the identity after the loop, so that the compiler
// drops their arithmetic from it (the partials meet in __local memory,
// where it cannot see that they die). Statements that do not name the
// accumulator are passed over; components that are read first, or updated
// (`+=`, or an assignment that reads the accumulator), are kept. Every
// form matches the original at a size no work-group divides.
// RUN: clopt rewrite %s --set reduce.wg=32 | FileCheck %s
// RUN: clopt rewrite %s --set reduce.wg=32 --set reduce.outputs=2 | FileCheck %s
// RUN: clopt rewrite %s --set reduce.wg=32 -DSET_TWO | FileCheck %s --check-prefix=TWO
// RUN: clopt rewrite %s --set reduce.wg=32 -DLEADING_DECL | FileCheck %s
// RUN: clopt rewrite %s --set reduce.wg=32 -DTWICE | FileCheck %s
// RUN: clopt rewrite %s --set reduce.wg=32 -DREAD_FIRST | FileCheck %s --check-prefix=KEPT
// RUN: clopt rewrite %s --set reduce.wg=32 -DUPDATE | FileCheck %s --check-prefix=KEPT
// RUN: clopt rewrite %s --set reduce.wg=32 -DSELF | FileCheck %s --check-prefix=KEPT
// RUN: clopt verify %s --set reduce.wg=32 --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=64 --set reduce.outputs=4 --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 --set reduce.outputs=2 -DSET_TWO --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 -DLEADING_DECL --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 -DTWICE --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 -DREAD_FIRST --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 -DUPDATE --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set reduce.wg=32 -DSELF --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}    for (
// CHECK:      {{^}}      part_a += d * (pj.w * inv * inv * inv);
// CHECK:      {{^}}  // set after the loop: the partial's w need not be kept
// CHECK-NEXT: {{^}}  part_a.w = 0.0f;
// CHECK-NEXT: {{^}}  // combine the lanes' partial a

// TWO:      {{^}}  // set after the loop: the partial's w, x need not be kept
// TWO-NEXT: {{^}}  part_a.w = 0.0f;
// TWO-NEXT: {{^}}  part_a.x = 0.0f;

// KEPT:     {{^}}  float4 part_a = (float4)(0.0f);
// KEPT-NOT: {{^}}  part_a.w =
// KEPT:     {{^}}  // combine the lanes' partial a

// VERIFY: PASS nbody: every written buffer matches

#pragma clopt tune global(N) sizes(N = 2048)
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
#if defined(LEADING_DECL)
    float w = pi.w * 0.5f;
    a.w = w;
#elif defined(TWICE)
    a.w = 0.0f;
    a.w = 1.0f;
#elif defined(READ_FIRST)
    float w = a.w;
    a.w = 0.0f;
    a.x += w;
#elif defined(UPDATE)
    a.w += 1.0f;
#elif defined(SELF)
    a.w = a.w * 0.5f;
#else
    a.w = 0.0f;
#endif
#ifdef SET_TWO
    a.x = pi.x;
#endif
    acc[i] = a;
  }
}
