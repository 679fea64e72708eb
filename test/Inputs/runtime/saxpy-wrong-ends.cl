// A wrong saxpy: y is not added in at i == 5 and in the last two elements,
// so the mismatches lie in the first and the last range of a comparison
// split over several threads.
__kernel void saxpy(float a, __global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = i == 5 || i >= n - 2 ? a * x[i] : a * x[i] + y[i];
}
