// Floating-point vectors passed by value: data, given a value in every lane.
#pragma clopt tune global(n) sizes(n = 4096)
__kernel void tint(__global const float4 *in, __global float4 *out, float4 color, float2 scale, int n)
{
    int i = get_global_id(0);
    if (i < n) out[i] = in[i] * color * scale.x + (float4)(scale.y, color.wzy);
}

#pragma clopt tune global(W, H) sizes(W = 256, H = 128)
__kernel void shade(__global const float *nx, __global const float *ny, __global const float *nz,
                    __global float *out, float3 light, int W, int H)
{
    int x = get_global_id(0), y = get_global_id(1);
    if (x < W && y < H) {
        int i = y * W + x;
        out[i] = fmax(0.0f, dot((float3)(nx[i], ny[i], nz[i]), light));
    }
}
