// Never finishes for N > 0, which the compiler cannot know: the loop stores
// to global memory, so it cannot be removed either.
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  while (N > 0)
    y[i] += 1.0f;
}
