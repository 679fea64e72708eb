// Maximum of an array: work-item 0 scans it, starting from the first
// element; the other work-items (if any) do nothing.
#pragma clopt tune global(1) sizes(N = 65536)
__kernel void arraymax(__global const float *a, __global float *out, int N) {
  if (get_global_id(0) == 0) {
    float m = a[0];
    for (int k = 1; k < N; ++k)
      m = fmax(m, a[k]);
    out[0] = m;
  }
}
