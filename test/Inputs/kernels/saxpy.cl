// y = a * x + y, one work-item per element.
#pragma clopt tune global(N) sizes(N = 1048576)
__kernel void saxpy(__global const float *x, __global float *y, float a,
                    int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = a * x[i] + y[i];
}
