// SDK-style vector arithmetic on float4 elements with an initialiser list.
__kernel void axpby4(__global const float4 *x, __global const float4 *y,
                     __global float4 *z, float a, float b, int n4) {
  int i = get_global_id(0);
  if (i < n4) {
    float4 w = {a, a, a, a};
    z[i] = w * x[i] + (float4)(b) * y[i];
  }
}
