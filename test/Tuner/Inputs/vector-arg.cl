// fill2 takes an int2, which clopt cannot fill with test data; axpy is tuned.
__kernel void fill2(__global float *a, int2 dims)
{
    int i = get_global_id(0);
    if (i < dims.x) a[i] = 1.0f;
}

#pragma clopt tune global(n) sizes(n = 256)
__kernel void axpy(__global const float *x, __global float *y, float a, int n)
{
    int i = get_global_id(0);
    if (i < n) y[i] += a * x[i];
}
