// Integer data through helpers that only compute with it (Needleman-Wunsch's
// maximum of three scores): random data is safe, nothing to ask for.
int maximum(int a, int b, int c) {
  int k = a > b ? a : b;
  if (k < c)
    k = c;
  return k;
}

__kernel void score(__global const int *up, __global const int *left,
                    __global int *out, int n, int penalty) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = maximum(up[i] - penalty, left[i] - penalty, up[i] + left[i]);
}

// The same value as a loop bound inside the helper: not data.
int sum_to(__global const int *v, int m) {
  int s = 0;
  for (int k = 0; k < m; ++k)
    s += v[k];
  return s;
}

__kernel void bounded(__global const int *len, __global const int *v,
                      __global int *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = sum_to(v, len[i]);
}
