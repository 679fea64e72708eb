// A loop that can leave early is not canonical (the analysis says why) and
// is not unrolled.
// RUN: clopt rewrite %s --set unroll.factor=4 -Rpass-missed=unroll 2>&1 | FileCheck %s

__kernel void find(__global const int *a, __global int *out, int N) {
  int i = get_global_id(0);
  int r = -1;
  for (int k = 0; k < N; ++k) {
    if (a[k] == i)
      break;
    r = k;
  }
  out[i] = r;
}

// CHECK: break-remark.cl:8:3: remark: loop is not canonical: loop may exit early ('break' in its body) [-Rpass-missed=unroll]
// CHECK: {{^}}  for (int k = 0; k < N; ++k) {
