// A loop of fewer iterations than the width (3 taps, width 4) is not
// vectorized: its vector step would never run, and the loop stayed as it
// was behind dead code while the remark said "reads 4 consecutive elements
// per step with vload4". Width 2 fits, and is used.
// RUN: clopt rewrite %s --set vector.width=4 -Rpass-analysis=vector -Rpass-missed=vector \
// RUN:   -o %t.w4.cl 2>&1 | FileCheck %s --check-prefix=W4
// W4: short-loop.cl:[[#@LINE+20]]:{{[0-9]+}}: remark: loop 'dx' runs 3 iterations, fewer than the 4 lanes [-Rpass-analysis=vector]
// W4: warning: --set vector: pass not applied
// RUN: sed -n '/^__kernel/,$p' %t.w4.cl > %t.w4.body
// RUN: not grep vload %t.w4.body
// RUN: clopt rewrite %s --set vector.width=2 -Rpass=vector -o %t.w2.cl 2>&1 \
// RUN:   | FileCheck %s --check-prefix=W2
// W2: remark: loop 'dx' reads 2 consecutive elements per step with vload2 [-Rpass=vector]
// RUN: clopt verify %s --set vector.width=2 --size OW=7 --size OH=5 --size C=2 | FileCheck %s --check-prefix=PASS
// PASS: PASS dwconv3

#pragma clopt tune global(C*OH*OW) sizes(C = 4, OH = 30, OW = 26) buffers(in = C*(OH+2)*(OW+2), w = C*9)
__kernel void dwconv3(__global const float *in, __global const float *w, __global float *out,
                      int C, int OH, int OW)
{
    int gid = get_global_id(0);
    if (gid < C * OH * OW) {
        int x = gid % OW, y = (gid / OW) % OH, c = gid / (OW * OH);
        int IW = OW + 2, IH = OH + 2;
        float acc = 0.0f;
        for (int dy = 0; dy < 3; dy++)
            for (int dx = 0; dx < 3; dx++)
                acc += in[(c * IH + y + dy) * IW + x + dx] * w[c * 9 + dy * 3 + dx];
        out[gid] = acc;
    }
}
