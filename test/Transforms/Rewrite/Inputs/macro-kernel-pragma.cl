// The pragma belongs to the kernel the macro on the line after it defines,
// not to `scale`, the next kernel written out in full.
#define DEFINE_COPY(name)                                                    \
  __kernel void name(__global const float *in, __global float *out, int n) { \
    int i = get_global_id(0);                                                \
    if (i < n)                                                               \
      out[i] = in[i];                                                        \
  }

#pragma clopt tune global(n) sizes(n = 100)
DEFINE_COPY(copy)

__kernel void scale(__global float *v, float a, int n) {
  int i = get_global_id(0);
  v[i] = a * v[i];
}
