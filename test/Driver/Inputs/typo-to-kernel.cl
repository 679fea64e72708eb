__kernel void rows(__global const float *A, int n) {
  __glob const float *row = A;
  float *prev = row;
}
