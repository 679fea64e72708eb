// A loop whose counter changes in the body is not canonical: the analysis
// says so, and tile does not touch it.
// RUN: clopt rewrite %s --set tile.k=4 -Rpass-missed=tile 2>&1 | FileCheck %s

__kernel void skip(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < N; ++k) {
    s += in[k];
    k += i;
  }
  out[i] = s;
}

// CHECK: non-canonical-remark.cl:8:3: remark: loop is not canonical: {{.+}} [-Rpass-missed=tile]
// CHECK: {{^}}  for (int k = 0; k < N; ++k) {
