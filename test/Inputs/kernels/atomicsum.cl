// Sum of an integer array with one atomic update per element.
#pragma clopt tune global(N) sizes(N = 65536)
__kernel void atomicsum(__global const int *a, __global int *total, int N) {
  int i = get_global_id(0);
  if (i < N)
    atomic_add(&total[0], a[i]);
}
