// PolyBench GESUMMV: y = alpha*A*x + beta*B*x; the two partial sums live in a
// small array set with an initialiser list.
__kernel void gesummv(__global const float *a, __global const float *b,
                      __global const float *x, __global float *y, float alpha,
                      float beta, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {0.0f, 0.0f};
    for (int j = 0; j < n; j++) {
      t[0] += a[i * n + j] * x[j];
      t[1] += b[i * n + j] * x[j];
    }
    y[i] = alpha * t[0] + beta * t[1];
  }
}
