// Generic address space: OpenCL C 2.0 only.
__kernel void k(__global float *A) {
  __generic float *p = A;
  p[get_global_id(0)] = 1.0f;
}
