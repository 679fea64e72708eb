// RUN: not clopt verify %s --set wgshape.d0=16 2>&1 | FileCheck %s
// A struct whose fields do not share one type (or leave padding) has no
// lane layout clopt can fill with test data: the error names the argument.
typedef struct {
  float weight;
  int count;
} Mixed;

#pragma clopt tune global(n) sizes(n = 64) buffers(m = n)
__kernel void mixed(__global const Mixed *m, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = m[i].weight * m[i].count;
}

// CHECK: kernel 'mixed': argument 'm' has type '{{.*}}Mixed {{.*}}', which clopt cannot fill with test data
