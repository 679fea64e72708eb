// A wrong saxpy that also overwrites its input x: the next variant must
// still see the original x.
__kernel void saxpy(float a, __global float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    x[i] = 100.0f;
    y[i] = a * x[i] + y[i];
  }
}
