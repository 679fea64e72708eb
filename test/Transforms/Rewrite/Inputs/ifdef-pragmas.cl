// Each branch of the #ifdef has its kernel and the kernel's pragma: the
// pragma of the branch that is not compiled sizes nothing. `c`, after the
// #endif, has no pragma of its own.
#ifdef USE_A
#pragma clopt tune global(N) sizes(N = 64)
__kernel void a(__global float *x, int N) {
  int i = get_global_id(0);
  if (i < N)
    x[i] = 2.0f * x[i];
}
#else
#pragma clopt tune global(N) sizes(N = 128)
__kernel void b(__global float *x, int N) {
  int i = get_global_id(0);
  if (i < N)
    x[i] = 3.0f * x[i];
}
#endif

#if 0
#pragma clopt tune global(M) sizes(M = 32)
__kernel void old(__global float *x, int M) { x[0] = 1.0f; }
#endif

/* the kernel below
   has no pragma */
__kernel void c(__global float *x, int M) {
  int i = get_global_id(0);
  x[i] = 4.0f * x[i];
}
