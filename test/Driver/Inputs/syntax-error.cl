// Missing semicolon on line 4.
__kernel void k(__global float *A) {
  int i = get_global_id(0);
  A[i] = 1.0f
}
