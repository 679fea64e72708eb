// A work-group reverses its slice through local memory: every pass refuses
// a kernel that already synchronises with barriers.
#pragma clopt tune global(n) local(64) sizes(n = 4096)
__kernel void rev(__global float *a, int n) {
  __local float t[64];
  int l = get_local_id(0);
  int i = get_global_id(0);
  t[l] = a[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[i] = t[63 - l];
}
