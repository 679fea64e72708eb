// Integer data passed to helpers that do index with it, each in a way a
// search for escapes missed (found by review): every one must make clopt
// ask for the data rather than fill it with random values.
float via_vload(__global const float *p, int k) { return vload4(k, p).x; }
float via_compound(__global const float *p, int k) { p += k; return *p; }
float via_array(__global const float *p, int k) { int t[1]; t[0] = k; return p[t[0]]; }
void via_out(int k, int *o) { *o = k; }
float via_loop(__global const float *p, int k) {
  float s = 0.0f;
  for (int j = 0;; ++j) {
    if (j == k)
      break;
    s += p[j];
  }
  return s;
}
float via_pointer(__global const float *p, __global const int *pk) { return p[*pk]; }

#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_vload(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_vload(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_compound(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_compound(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_array(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_array(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_out(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  int v;
  via_out(idx[i], &v);
  if (i < n) out[i] = src[v];
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_loop(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_loop(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_pointer(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_pointer(src, idx + i);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_builtin(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = vload4(idx[i], src).x;
}
