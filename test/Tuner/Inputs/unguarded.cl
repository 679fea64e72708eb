// One work-item per element and no guard: nothing in the kernel bounds the
// points, so a variant that rounds the launch up needs the spec's help.
__kernel void unguarded(__global const float *a, __global float *b, float s, int n) {
  int i = get_global_id(0);
  b[i] = s * a[i] + a[i] * a[i];
}
