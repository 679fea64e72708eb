// A loop with constant bounds needs no tiling: the whole slice (points plus
// the 2-element halo) is copied once, before the loop, with one barrier.
// Where the whole slice lies within bounds (one test for the group) it is
// copied without per-element tests. Loads outside the cached array keep
// their guard.
// RUN: clopt rewrite %s --set local.in=1 --set wgshape.d0=32 | FileCheck %s

__kernel void blur(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < 3; ++k)
      s += in[i + k];
    out[i] = s / 3.0f;
  }
}

// CHECK-LABEL: {{^}}__kernel void blur(
// CHECK:      {{^}}  __local float lm_in[34];
// CHECK-NEXT: {{^}}  const int lid = lid_0;
// CHECK-NEXT: {{^}}  if (grp_first_0 + 33 <= (grp_first_0 + 31 < N - 1 ? grp_first_0 + 31 : N - 1) + 2) {
// CHECK-NEXT: {{^}}    for (int cp = lid; cp < 34; cp += 32) {
// CHECK-NEXT: {{^}}      lm_in[cp] = in[grp_first_0 + cp];
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}  } else {
// CHECK-NEXT: {{^}}    for (int cp = lid; cp < 34; cp += 32) {
// CHECK-NEXT: {{^}}      lm_in[cp] = (grp_first_0 + cp <= (grp_first_0 + 31 < N - 1 ? grp_first_0 + 31 : N - 1) + 2) ? in[grp_first_0 + cp] : 0;
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  int i = get_global_id(0);
// CHECK-NEXT: {{^}}  if (i < N) {
// CHECK-NEXT: {{^}}    float s = 0.0f;
// CHECK-NEXT: {{^}}    for (int k = 0; k < 3; ++k) {
// CHECK-NEXT: {{^}}      s += lm_in[lid_0 + k];
// CHECK-NOT: {{^ *}}barrier(
