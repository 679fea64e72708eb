// Already written for its work-group: no pass applies, each says why.
__kernel void blocksum(__global const float *x, __global float *y, __local float *tmp, int n) {
  int i = get_global_id(0);
  int l = get_local_id(0);
  tmp[l] = i < n ? x[i] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    float s = 0.0f;
    for (int k = 0; k < 16; ++k)
      s += tmp[k];
    y[get_group_id(0)] = s;
  }
}
