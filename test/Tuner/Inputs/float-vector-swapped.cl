// tint with color's lanes reversed: verification must tell it apart.
__kernel void tint(__global const float4 *in, __global float4 *out, float4 color, float2 scale, int n)
{
    int i = get_global_id(0);
    if (i < n) out[i] = in[i] * color.wzyx * scale.x + (float4)(scale.y, color.wzy);
}
