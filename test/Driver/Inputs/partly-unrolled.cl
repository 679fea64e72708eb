// Two loops: unroll applies to the first and says why not for the second
// (its step is an argument and it returns); it applied, so no warning.
#pragma clopt tune global(N) sizes(N = 64, s = 1)
__kernel void two(__global const float *a, __global float *b, int N, int s) {
  int i = get_global_id(0);
  if (i < N) {
    float t = 0.0f;
    for (int k = 0; k < N; ++k)
      t += a[k];
    b[i] = t;
    for (int k = 0; k < N; k += s) {
      if (a[k] < 0.0f)
        return;
      b[i] += 1.0f;
    }
  }
}
