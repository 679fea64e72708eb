// G is function-like: G(x[i]) is -x[i]. With a space before its "(" it
// would be object-like, and G(x[i]) would be (p) - p(x[i]), i.e. 3 - x[i].
#define p(z) (z)
#define G(p) -p
__kernel void negate(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  float p = 3.0f;
  if (i < n)
    y[i] = G(x[i]);
}
