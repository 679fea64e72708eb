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

// Second review: an `if` on the value choosing an offset, a pointer chosen
// by it, a goto loop, a value the helper loads and returns, a pointer to a
// local holding it, a cast pointer, an int2 buffer.
float via_if(__global const float *p, int k) {
  int off = 0;
  if (k > 4)
    off = 100000;
  return p[off];
}
__global const float *via_pick(__global const float *p, int k) { return k > 4 ? p + 100000 : p; }
float via_goto(__global const float *p, int k) {
  float s = 0.0f;
  int j = 0;
L:
  if (j >= k)
    return s;
  s += p[j * 1000];
  j++;
  goto L;
}
int via_get(__global const int *q, int j) { return q[j]; }
float via_local(__global const float *p, const int *q) { return p[*q * 1000]; }
float via_int2(__global const float *p, __global const int2 *q) { return p[q[0].x * 1000]; }

#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_if(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_if(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_pick(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = *via_pick(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_goto(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_goto(src, idx[i]);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_get(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = src[via_get(idx, i) * 1000];
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_local(__global const int *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  int v = idx[i];
  if (i < n) out[i] = via_local(src, &v);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_cast(__global const uint *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_pointer(src, (__global const int *)idx + i);
}
#pragma clopt tune global(n) sizes(n = 64) buffers(idx = n, src = 16, out = n)
__kernel void k_int2(__global const int2 *idx, __global const float *src, __global float *out, int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = via_int2(src, idx + i);
}
