// Two buffers bound a loop: random data could run it anywhere.
__kernel void segsum(__global const int *start, __global const int *end,
                     __global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int j = start[i]; j < end[i]; ++j)
      s += x[j];
    y[i] = s;
  }
}
