// A vector literal whose one operand is a pointer: invalid OpenCL C that
// crashes clang 19's Sema (PrepareScalarCast) instead of being diagnosed.
__kernel void rowsum4(__global const float *A, __global float *B, int n) {
  int i = get_global_id(0);
  float4 s = (float4)(A);
  if (i < n)
    B[i] = s.x;
}
