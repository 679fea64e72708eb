#pragma clopt tune global(N) sizes(N = 256) local(64)
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void rq(__global const float *a, __global float *b, int N) {
  int i = get_global_id(0);
  if (i < N)
    b[i] = a[i] * 2.0f + 1.0f;
}
