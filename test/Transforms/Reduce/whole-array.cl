// Whole-array reductions: a single work-item looping over the array
// becomes one work-group looping with coalesced strides (the signature has
// no scratch memory for per-group float partials); atomics per element
// become one partial per work-item, a local tree, and one atomic per group.
// RUN: clopt rewrite %inputs/kernels/dotprod.cl --set reduce.wg=256 | FileCheck %s --check-prefix=SERIAL
// RUN: clopt rewrite %inputs/kernels/arraymax.cl --set reduce.wg=64 | FileCheck %s --check-prefix=MAX
// RUN: clopt rewrite %inputs/kernels/atomicsum.cl --set reduce.wg=64 --set reduce.items=8 | FileCheck %s --check-prefix=ATOMIC

// SERIAL:      {{^}}//   launch: global[0] = roundUp(G0 * 256, 256), local[0] = 256
// SERIAL:      {{^}}    for (int k = lane; k < N; k += 256) {
// SERIAL-NEXT: {{^}}      part_s += x[k] * y[k];

// The kernel's own `if` is the condition (`global(1)` is a number: it
// bounds nothing, see WGShape/precondition.cl); the first element stays the
// initial value, lanes start from NAN (fmax's identity).
// MAX:      {{^}}  float part_m = NAN;
// MAX-NEXT: {{^}}  const bool valid = get_group_id(0) == 0;
// MAX:      {{^}}    m = a[0];
// MAX-NEXT: {{^}}    for (int k = 1 + lane; k < N; k += 64) {
// MAX-NEXT: {{^}}      part_m = fmax(part_m, a[k]);

// ATOMIC:      {{^}}//   reduce: wg=64 items=8 subgroup=0
// ATOMIC-NEXT: {{^}}//   launch: global[0] = roundUp(ceil(G0 / 8), 64), local[0] = 64
// ATOMIC:      {{^}}  const int first_0 = get_group_id(0) * 512 + get_local_id(0);
// ATOMIC:      {{^}}  int part_total = 0;
// ATOMIC-NEXT: {{^}}  for (int pt_0 = 0; pt_0 < 8; ++pt_0) {
// ATOMIC-NEXT: {{^}}    int i = first_0 + pt_0 * 64;
// ATOMIC-NEXT: {{^}}    if (i < N) {
// ATOMIC-NEXT: {{^}}      part_total += a[i];
// ATOMIC:      {{^}}    part_total = part_total + red_total[lane + 1];
// ATOMIC-NEXT: {{^}}  }
// ATOMIC-NEXT: {{^}}  if (lane == 0) {
// ATOMIC-NEXT: {{^}}    atomic_add(&total[0], part_total);
// ATOMIC-NEXT: {{^}}  }
