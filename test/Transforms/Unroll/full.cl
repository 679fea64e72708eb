// full=1 turns a small constant loop into straight-line code; variables
// declared in the body are declared once before it.
// RUN: clopt rewrite %s --set unroll.full=1 --set unroll.factor=1 -Rpass=unroll 2>&1 | FileCheck %s

__kernel void taps(__global const float *in, __global float *out) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < 3; ++k) {
    const float w = 0.5f * k;
    s += w * in[i + k];
  }
  out[i] = s;
}

// CHECK: full.cl:8:3: remark: fully unrolled loop 'k' (3 iterations) [-Rpass=unroll]
// CHECK-LABEL: {{^}}__kernel void taps(
// CHECK:      {{^}}  float s = 0.0f;
// CHECK-NEXT: {{^}}  float w;
// CHECK-NEXT: {{^}}  w = 0.5f * 0;
// CHECK-NEXT: {{^}}  s += w * in[i + 0];
// CHECK-NEXT: {{^}}  w = 0.5f * 1;
// CHECK-NEXT: {{^}}  s += w * in[i + 1];
// CHECK-NEXT: {{^}}  w = 0.5f * 2;
// CHECK-NEXT: {{^}}  s += w * in[i + 2];
// CHECK-NEXT: {{^}}  out[i] = s;
