#!/bin/bash
# lean.sh NAME DIV0 LOC0 DIV1 LOC1 -- SPECIAL... -- GENERAL...: NAME.cl, the
# conv2d kernel rewritten with the --set settings SPECIAL (specialize.R=2
# and the rest), its general path replaced by the body of the kernel
# rewritten with GENERAL (the same launch: coarsen and wgshape only), and
# NAME.cl.yaml, its launch (divisor and local size per dimension); then
# checks it on the default device at R = 2, 1 and 3. Run from the
# repository root with CLOPT=build/bin/clopt.
name=$1; d0=$2; l0=$3; d1=$4; l1=$5; shift 5; shift
sp=(); while [ "$1" != "--" ]; do sp+=(--set "$1"); shift; done; shift
ge=(); for a in "$@"; do ge+=(--set "$a"); done
C=${CLOPT:-build/bin/clopt}; K=test/Inputs/kernels/conv2d.cl
$C rewrite $K "${sp[@]}" -o $name.sp.cl 2>/dev/null
$C rewrite $K "${ge[@]}" -o $name.ge.cl 2>/dev/null
python3 - "$name" <<'PY'
import sys
n=sys.argv[1]
s=open(n+'.sp.cl').read().split('\n'); g=open(n+'.ge.cl').read().split('\n')
s=[l for l in s if not ('launch:' in l or l.startswith('// Tuned') or 'clopt:' in l)]
i=next(k for k,l in enumerate(s) if l=='  } else {'); j=max(k for k,l in enumerate(s) if l=='  }')
a=next(k for k,l in enumerate(g) if 'const int first_0' in l or 'get_global_id' in l and '=' in l)
b=max(k for k,l in enumerate(g) if l=='}')
out=s[:i+1]+['  '+l for l in g[a:b]]+s[j:]
open(n+'.cl','w').write('\n'.join(out))
PY
cat > $name.cl.yaml <<Y
clopt_tuned: 1
source: $name.cl
kernels:
  - name: conv2d
    geometry:
      work_dim: 2
      dims:
        - {divisor: $d0, multiplier: 1, local: $l0, required_multiple: 1}
        - {divisor: $d1, multiplier: 1, local: $l1, required_multiple: 1}
    preconditions: []
Y
for s in "W=37 H=29 R=2" "W=37 H=29 R=1" "W=64 H=9 R=3"; do set -- $s; $C verify $K --variant $name.cl --size $1 --size $2 --size $3 2>&1 | tail -1; done
