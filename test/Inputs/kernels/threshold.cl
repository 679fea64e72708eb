// A data-dependent branch: which element is written depends on the input.
#pragma clopt tune global(N) sizes(N = 4096)
__kernel void threshold(__global const float *in, __global float *out,
                        float t, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float v = in[i];
    if (v > t)
      out[i] = v - t;
    else
      out[i] = 0.0f;
  }
}
