// Back substitution style sweep: each work-item walks its row from the end
// to the start (a loop that counts down).
__kernel void suffix_weighted(__global const float *M, __global float *out,
                              int n, int m) {
  int row = get_global_id(0);
  if (row < n) {
    float acc = 0.0f;
    for (int k = m - 1; k >= 0; k--)
      acc = 0.5f * acc + M[row * m + k];
    out[row] = acc;
  }
}
