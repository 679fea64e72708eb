// An undeclared identifier and a pointer/float mix-up.
__kernel void k(__global float *A, float f) {
  A[0] = undeclared;
  A[1] = A * f;
}
