// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s '%t/we"ird\name.cl'
// RUN: clopt analyze --format=yaml '%t/we"ird\name.cl' | FileCheck %s --check-prefix=YAML
// RUN: clopt analyze --format=json '%t/we"ird\name.cl' > %t/out.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); k=d['kernels'][0]; print(k['name'], k['accesses'][0]['index']['text'], d['file'].endswith('we\"ird\\\\name.cl'))" %t/out.json | FileCheck %s --check-prefix=JSON
// Output is deterministic: two runs are byte-identical.
// RUN: clopt analyze --format=yaml %s > %t/a.yaml
// RUN: clopt analyze --format=yaml %s > %t/b.yaml
// RUN: cmp %t/a.yaml %t/b.yaml

__kernel void scale(__global float *A, float f, int N) {
  int i = get_global_id(0);
  if (i < N)
    A[i * 2] = A[i * 2] * f;
}

// YAML:      file: "{{.*}}we\"ird\\name.cl"
// YAML-NEXT: kernels:
// YAML-NEXT:   - name: "scale"
// YAML:          accesses:
// YAML-NEXT:       - number: 0
// YAML-NEXT:         array: "A"
// YAML-NEXT:         param: 0
// YAML-NEXT:         kind: "write"
// YAML-NEXT:         index:
// YAML-NEXT:           text: "2*gid(0)"
// YAML-NEXT:           terms:
// YAML-NEXT:             - var: "gid(0)"
// YAML-NEXT:               kind: "global_id"
// YAML-NEXT:               dim: 0
// YAML-NEXT:               coeff: "2"
// YAML-NEXT:               index_dim: 0
// YAML-NEXT:           constant: "0"
// YAML-NEXT:         pattern: "SinglePat"
// YAML-NEXT:         coalescing: "strided"
// YAML-NEXT:         stride0: "2"
// YAML:          reductions: []
// YAML:          unknowns: []

// JSON: scale 2*gid(0) True
