// out[i] = in[i] + in[i+1] + in[i+2] over elements of type T (-DT=...;
// -DHALF for half, stored as half and added in float). -DREASSOCIATE adds
// the last two first (for floats, a different rounding within the
// tolerance); -DWRONG=k adds one more at k; -DSLOW=r reads r scattered
// elements more per item (the same result, many times the time).
#ifdef HALF
#define LOAD(i) vload_half((i), in)
#define STORE(v, i) vstore_half((v), (i), out)
#define ACC float
#define ELEM half
#else
#define LOAD(i) in[i]
#define STORE(v, i) (out[i] = (v))
#define ACC T
#define ELEM T
#endif

__kernel void sum3(__global const ELEM *in, __global ELEM *out, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
#ifdef REASSOCIATE
  ACC v = LOAD(i) + (LOAD(i + 1) + LOAD(i + 2));
#else
  ACC v = (LOAD(i) + LOAD(i + 1)) + LOAD(i + 2);
#endif
#ifdef WRONG
  if (i == WRONG)
    v += (ACC)1;
#endif
#ifdef SLOW
  for (int r = 1; r <= SLOW; ++r)
    if (LOAD((int)(((long)i * 7919 + r * 104729) % n)) == (ELEM)-12345)
      v += (ACC)1;
#endif
#ifdef PRINT
  if (i == 0)
    printf("done 7\n");
#endif
#ifdef TINY
  if (i == TINY)
    v = 1e-40f;
#endif
  STORE(v, i);
}
