// N comes from -DN=...: the pragma's global(N) is that macro, unless a
// size N is given (pragma-macros.test).
#pragma clopt tune global(N)
__kernel void from_define(__global const float *a, __global float *b) {
  int i = get_global_id(0);
  if (i < N)
    b[i] = a[i] * 2.0f;
}
