// A helper in a header: positions of accesses in it name this file.
inline float load2d(__global const float *M, int r, int c, int ld) {
  return M[r * ld + c];
}
