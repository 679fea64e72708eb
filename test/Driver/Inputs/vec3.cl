// Buffers of 3-component vectors: each element takes 16 bytes (float3) or
// 4 (uchar3) in memory, as cl_float3 does on the host.
#pragma clopt tune global(N) sizes(N = 256)
__kernel void norm3(__global const float3 *p, __global float3 *unit, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float3 v = p[i];
    unit[i] = v / sqrt(v.x * v.x + v.y * v.y + v.z * v.z + 1.0f);
  }
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void invert(__global const uchar3 *in, __global uchar3 *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = (uchar3)(255) - in[i];
}
