// A guard `i < n` in a launch `global(n)`: a rounded-up launch computes
// every id below n. The original computed only the ids the host launched,
// so the variant requires the host to launch at least n (a host launching
// 32 items with n = 40 saw y[32..39] doubled); the unchanged launch needs
// nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: clopt rewrite %s --set wgshape.d0=64 -o %t/scale.cl
// RUN: FileCheck %s < %t/scale.cl
// The sidecar a tuning run would write beside it:
// RUN: %python -c "import sys; open(sys.argv[1], 'w').write('clopt_tuned: 1\nclopt_version: \"0.1.0\"\nsource: scale.cl\nkernels:\n  - name: scale\n    device: any\n    platform: any\n    driver: any\n    parameters: {wgshape.d0: 64}\n    args:\n      - {name: y, kind: buffer, type: float}\n      - {name: n, kind: scalar, type: int}\n    geometry:\n      work_dim: 1\n      dims:\n        - {divisor: 1, multiplier: 1, local: 64, required_multiple: 1}\n    preconditions: [\"G0 >= (n)\"]\n    problem: {global: [4096], sizes: {n: 4096}}\n    original_ms: 1\n    tuned_ms: 1\n    speedup: 1\n')" %t/scale.cl.yaml
// RUN: not clopt verify %s --variant %t/scale.cl --global 32 --size n=40 --buffer y=40 \
// RUN:   | FileCheck %s --check-prefix=FEWER
// RUN: clopt verify %s --variant %t/scale.cl --global 77 --size n=40 --buffer y=77 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --variant %t/scale.cl --size n=40 | FileCheck %s --check-prefix=PASS
// reduce's work-groups of 32 items a point add no point: no precondition.
// RUN: clopt rewrite %examples/matvec.cl --set reduce.wg=32 -o - | FileCheck %s --check-prefix=REDUCE

#pragma clopt tune global(n) sizes(n = 4096)
__kernel void scale(__global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = 2.0f * y[i];
}

// CHECK: //   launch: global[0] = roundUp(G0, 64), local[0] = 64; requires G0 >= (n); no global work offset
// FEWER: NOT RUN scale: constraints: precondition '(G0 >= (n))' does not hold
// PASS: PASS scale
// REDUCE: //   launch: global[0] = roundUp(G0 * 32, 32), local[0] = 32; requires
// REDUCE-NOT: G0 >=
