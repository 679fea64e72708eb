// Shared by the example's kernels: a change here re-runs clopt on them.
inline float axpy_op(float a, float x, float y) { return a * x + y; }
