// withstruct has a tuning pragma but takes a struct by value, which clopt
// cannot fill with test data; scale beside it can be tuned.
typedef struct { int a; float b; } P;

#pragma clopt tune global(n) sizes(n = 256)
__kernel void scale(__global float *x, float s, int n)
{
    int i = get_global_id(0);
    if (i < n) x[i] *= s;
}

#pragma clopt tune global(n) sizes(n = 256)
__kernel void withstruct(__global float *x, P p, int n)
{
    int i = get_global_id(0);
    if (i < n) x[i] = p.b;
}
