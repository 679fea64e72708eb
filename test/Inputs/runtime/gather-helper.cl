// dst[i] = load(src, idx[i]): the index reaches src inside a helper, which
// the index-buffer walk does not follow, so idx's data must be given.
float load(__global const float *p, int j) { return p[j]; }

__kernel void gather_helper(__global const float *src, __global const int *idx,
                            __global float *dst, int n) {
  int i = get_global_id(0);
  if (i < n)
    dst[i] = load(src, idx[i]);
}
