// --list-params: per kernel, the passes that apply with their parameters,
// domains, defaults and constraints; the others with the reason.
// RUN: clopt rewrite %s --list-params | FileCheck %s
// RUN: clopt rewrite %s --list-params --format=json | FileCheck %s --check-prefix=JSON

__kernel void rows(__global const float *A, __global float *s, int N) {
  int i = get_global_id(0);
  float t = 0.0f;
  for (int k = 0; k < N; ++k)
    t += A[i * N + k];
  s[i] = t;
}

__kernel void sync(__global float *v) {
  v[get_local_id(0)] = 0.0f;
  barrier(CLK_GLOBAL_MEM_FENCE);
}

// CHECK-LABEL: kernel rows
// CHECK:      tile:
// CHECK-NEXT:   tile.k = 1|2|4|8|16|32|64|128 (default 16): tile size of loop 'k' (line 9)
// CHECK:      coarsen:
// CHECK-NEXT:   coarsen.d0 = 1|2|4|8|16 (default 1)
// CHECK-NEXT:   coarsen.dist = block|cyclic (default block)
// CHECK:      unroll:
// CHECK-NEXT:   unroll.factor = 1|2|4|8|16 (default 4)
// CHECK-NEXT:   unroll.full = 0|1 (default 0)
// CHECK:      wgshape:
// CHECK-NEXT:   wgshape.d0 = 1|2|4|8|16|32|64|128|256 (default 64)
// CHECK-NEXT:   constraint max-work-group-size:
// CHECK-LABEL: kernel sync
// CHECK-NEXT:  specialize: not applicable: {{.*}} [uses-barrier]
// CHECK-NEXT:  tile: not applicable: {{.*}} [uses-barrier]

// JSON:      "kernel": "rows",
// JSON:      "pass": "tile",
// JSON-NEXT: "applicable": true,
// JSON-NEXT: "params": [
// JSON-NEXT: {
// JSON-NEXT: "name": "k",
// JSON-NEXT: "domain": [
// JSON:      "kernel": "sync",
// JSON:      "applicable": false,
// JSON-NEXT: "reason":
