// No guard of its own: the original global size bounds the body.
__kernel void scale(__global float *v, float a, int n) {
  int i = get_global_id(0);
  v[i] = a * v[i];
}
