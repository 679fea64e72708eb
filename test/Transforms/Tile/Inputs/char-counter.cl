__kernel void chark(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float s = 0.0f;
  for (char k = 0; k < 120; ++k)
    s += x[i * 120 + k];
  y[i] = s;
}
