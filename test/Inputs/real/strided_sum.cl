// SHOC-style strided partial sums: work-item i adds every stride-th element
// starting at i (a loop that steps by a parameter).
__kernel void strided_sum(__global const float *in, __global float *partial,
                          int n, int stride) {
  int i = get_global_id(0);
  if (i < stride) {
    float s = 0.0f;
    for (int k = i; k < n; k += stride)
      s += in[k];
    partial[i] = s;
  }
}
