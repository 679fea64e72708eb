// Launched as exactly m x n work-items (no guard): a variant that changes
// the launch requires G0 == (m) and a multiple along dimension 1
// (G1 % 8 == 0 for 8 points a work-item along j).
#pragma clopt tune global(m, n) sizes(m = 96, n = 64)
__kernel void ex2(__global const float *A, __global float *C, int m)
{
    int i = get_global_id(0);
    int j = get_global_id(1);
    float v = 0.0f;
    for (int t = 0; t < 3; ++t) v += A[i + t];
    C[i + j * m] = v + (float)j;
}
