// Loops whose bounds are read from a buffer: unroll handles them as written
// when the bound cannot change while the loop runs.

// The bound is read from memory in the condition itself, each iteration.
__kernel void bound_in_condition(__global const float *val,
                                 __global const int *rowStart,
                                 __global float *out) {
  int i = get_global_id(0);
  float t = 0.0f;
  for (int j = rowStart[i]; j < rowStart[i + 1]; j++)
    t += val[j];
  out[i] = t;
}

// The bound variable is assigned in the body.
__kernel void bound_assigned(__global const float *val,
                             __global const int *rowStart,
                             __global float *out) {
  int i = get_global_id(0);
  float t = 0.0f;
  int end = rowStart[i + 1];
  for (int j = rowStart[i]; j < end; j++) {
    t += val[j];
    if (t > 100.0f)
      end = j;
  }
  out[i] = t;
}
