// A vector literal of several values, (float4)(a, b, a, b) (Clang's
// compound literal), and one of a vector and scalars, (float4)(h, b, a),
// are kept as written; the brace initialiser prints as the same literal,
// which reads back. The passes keep the lanes' values.
// RUN: clopt rewrite %s --kernel lit --set coarsen.d0=2 -o - | FileCheck %s
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt rewrite %s --kernel lit --set coarsen.d0=2 -o %t.cl
// RUN: clopt rewrite %t.cl --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt verify %s --kernel lit --set coarsen.d0=2 --size n=37 --size m=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel lit --set unroll.factor=4 --size n=37 --size m=7 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel lit --set tile.k=4 --set local.x=1 --size n=37 --size m=7 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel lanes --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector -o %t.lanes.cl 2>&1 | FileCheck %s --check-prefix=LANES
// RUN: clopt verify %s --kernel lanes --set coarsen.d0=4 --set vector.width=4 --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS

#pragma clopt tune global(n) sizes(n = 64, m = 8)
__kernel void lit(__global const float4 *x, __global float4 *y, float a, float b,
                  int n, int m) {
  int i = get_global_id(0);
  if (i < n) {
    float2 h = (float2)(a, b);
    float4 acc = (float4)(0.0f);
    for (int k = 0; k < m; ++k)
      acc += x[k] * (float4)(a, b, a, b) + (float4)(h, b, a) * x[i];
    float4 w = {a, b, (float)i, b};
    y[i] = acc * w;
  }
}

// Per point, a literal is a vector value, not lanes of the points: the
// vector pass does not make the points its lanes, and says why.
#pragma clopt tune global(n) sizes(n = 64)
__kernel void lanes(__global const float *x, __global float *y, float a, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float4 w = (float4)(x[i], a, 2.0f, x[i]);
    y[i] = dot(w, (float4)((float2)(a, x[i]), a, 1.0f));
  }
}

// LANES: remark: 'w' has type 'float4', which has no vector of 4

// SPACE-LABEL: kernel lit
// SPACE-NOT:   not applicable: {{.*}}CompoundLiteralExpr
// SPACE-NOT:   not applicable: {{.*}}compound literal
// SPACE:       coarsen.d0 =
// CHECK:       float2 h = (float2)(a, b);
// CHECK:       x[k] * (float4)(a, b, a, b) + (float4)(h, b, a) * x[i]
// CHECK:       float4 w = (float4)(a, b, (float)i, b);
// PASS:        PASS
