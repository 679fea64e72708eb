// The first two pragmas are comments, not pragmas; the third sizes the
// kernel, its trailing comment aside. A string with "/*" in it opens no
// comment.
/*
#pragma clopt tune global(N) sizes(N = 8)
*/
// #pragma clopt tune global(N) sizes(N = 16)
#pragma clopt tune global(n) sizes(n = 100) // the real one, n = 100
__kernel void scale(__global float *v, float a, int n) {
  int i = get_global_id(0);
  if (i < n) {
    if (i == 0 && n < 0)
      printf("/* not a comment");
    v[i] = a * v[i];
  }
}
/*
#pragma clopt tune global(N)
*/
