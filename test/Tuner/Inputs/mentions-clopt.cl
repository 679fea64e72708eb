// This kernel was written by hand.
// clopt: kernel 'scale' is tuned by the build; see README.
#pragma clopt tune global(n) sizes(n = 256)
__kernel void scale(__global float *x, float s, int n)
{
    int i = get_global_id(0);
    if (i < n) x[i] *= s;
}
