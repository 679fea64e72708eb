// RadiusPat: in[i + k] over a tile of k needs the group's points plus a
// halo of tile - 1 elements; an element is loaded when it lies between the
// first and the last element valid points read in this tile.
// RUN: clopt rewrite %s --set tile.k=4 --set local.in=1 --set local.w=0 --set wgshape.d0=16 -Rpass=local 2>&1 | FileCheck %s

__kernel void conv(__global const float *in, __global const float *w,
                   __global float *out, int N, int K) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < K; ++k)
      s += in[i + k] * w[k];
    out[i] = s;
  }
}

// CHECK: halo.cl:12:12: remark: cached 'in' in local memory (19 elements per work-group) [-Rpass=local]
// CHECK-LABEL: {{^}}__kernel void conv(
// CHECK:      {{^}}  __local float lm_in[19];
// CHECK:      {{^}}    if (grp_first_0 + k0 + 18 <= (grp_first_0 + 15 < N - 1 ? grp_first_0 + 15 : N - 1) + (k0 + 3 < K - 1 ? k0 + 3 : K - 1)) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 19; cp += 16) {
// CHECK-NEXT: {{^}}        lm_in[cp] = in[grp_first_0 + k0 + cp];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    } else {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 19; cp += 16) {
// CHECK-NEXT: {{^}}        lm_in[cp] = (grp_first_0 + k0 + cp <= (grp_first_0 + 15 < N - 1 ? grp_first_0 + 15 : N - 1) + (k0 + 3 < K - 1 ? k0 + 3 : K - 1)) ? in[grp_first_0 + k0 + cp] : 0;
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}    for (int k = k0; k < k0 + 4 && k < K; ++k) {
// CHECK-NEXT: {{^}}      s += lm_in[lid_0 + (k - k0)] * (i < N ? w[k] : 0);
