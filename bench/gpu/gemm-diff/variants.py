#!/usr/bin/env python3
"""Hand edits of a tuned GEMM kernel, one difference from a faster hand-written
form at a time, to find what costs the time (a probe: valid at the tuned size
only, where N is a multiple of every tile; each checked against the naive
kernel by `clopt verify`).

usage: variants.py TUNED.cl OUTDIR [GROUP]   (writes OUTDIR/NAME.cl and
NAME.cl.yaml for the variants of GROUP: "edits", the default, "loops", "wide",
"align" or "whole")
"""
import os
import re
import sys

ALIGNED_READ = re.compile(r"\(uintptr_t\)(cp_p\w*) % 16 == 0 \? (\*\(__global const float4 \*\)cp_p\w*) : vload4\(0, cp_p\w*\)")


def aligned_only(s):  # the pointer read without the alignment test
    return ALIGNED_READ.sub(lambda m: m.group(2), s)


def vload_only(s):  # vload4 alone, as before the aligned read
    return ALIGNED_READ.sub(lambda m: f"vload4(0, {m.group(1)})", s)


def no_k_checks(s):  # the unrolled k loop without its `k < N` bound
    s = re.sub(r"k \+ (\d+)L < (k0 \+ \d+) && k \+ \d+L < N", r"k + \1 < \2", s)
    return re.sub(r"k < (k0 \+ \d+) && k < N", r"k < \1", s)


def no_copy_checks(s):  # the copies' fast path without its bounds test
    return re.sub(r"^(\s*)if \(((grp_first_\d|k0) [^{]*< N)\) \{$", r"\1if (1) {", s, flags=re.M)


STORE_TEST = re.compile(r"^(\s*)if \((i_\d+ < N && j_\d+ < N|j_\d+ < N && i_\d+ < N)\) \{$", re.M)


def no_store_checks(s):  # every point of the block stored without its test
    return STORE_TEST.sub(r"\1if (1) {", s)


def explicit_fma(s):
    return re.sub(r"(sum_\d+_\d+) \+= (a_reg_\d+) \* (b_reg_\d+);", r"\1 = fma(\2, \3, \1);", s)


def pad_a(s):  # 4 more floats per row of A's transposed tile
    return re.sub(r"__local float lm_A\[(\d+)\]\[(\d+)\]",
                  lambda m: f"__local float lm_A[{m.group(1)}][{int(m.group(2)) + 4}]", s)


COPY_ADDRESS = re.compile(r"(cp_p\w* = \w+ \+ \()(\w+) \* ")


def wide_copy_address(s):  # the copies' global offset computed in 64 bits
    return COPY_ADDRESS.sub(r"\1(long)\2 * ", s)


def form_copy_address(s):  # as the hand-written form: the row's offset wide
    return re.sub(r"(cp_p\w* = \w+ \+) \((\w+) \* (\([^()]*\)) \+ (\([^()]*\))\);",
                  r"\1 (long)\3 * \2 + \4;", s)


COPY_LOOP = re.compile(r"for \(int cp = lid; cp < (\d+); cp \+= (\d+)\) \{")


def const_copies(s):  # copy loops with a constant trip count
    def counted(m):
        total, step = int(m.group(1)), int(m.group(2))
        assert total % step == 0
        return (f"for (int cp_i = 0; cp_i < {total // step}; ++cp_i) {{ "
                f"const int cp = lid + cp_i * {step};")
    return COPY_LOOP.sub(counted, s)


K_LOOP = re.compile(r"^(\s*)for \(; k \+ (\d+)L < k0 \+ (\d+) && k \+ \d+L < N; k \+= (\d+)\) \{$",
                    re.M)


def closing_brace(s, open_at):
    depth = 0
    for i in range(open_at, len(s)):
        depth += {"{": 1, "}": -1}.get(s[i], 0)
        if depth == 0:
            return i
    raise ValueError("unbalanced braces")


def const_k(s):  # a whole k tile runs a constant-trip loop the driver unrolls
    m = K_LOOP.search(s)
    ind, tile, step = m.group(1), int(m.group(3)), int(m.group(4))
    end = closing_brace(s, m.end() - 1)
    body = s[m.end():end]
    loop = s[m.start():end + 1]
    fast = (f"{ind}if (k0 + {tile} <= N) {{\n{ind}#pragma unroll\n"
            f"{ind}  for (int k_i = 0; k_i < {tile // step}; ++k_i, k += {step}) {{"
            f"{body}}}\n{ind}}} else {{\n{loop}\n{ind}}}")
    return s[:m.start()] + fast + s[end + 1:]


VARIANTS = {
    "base": [],
    "vload-only": [vload_only],
    "aligned-only": [aligned_only],
    "no-k-checks": [no_k_checks],
    "no-copy-checks": [no_copy_checks],
    "fma": [explicit_fma],
    "pad-a": [pad_a],
    "all": [aligned_only, no_k_checks, no_copy_checks, explicit_fma, pad_a],
}

LOOP_VARIANTS = {
    "base": [],
    "const-copies": [const_copies],
    "const-k": [const_k],
    "const-both": [const_copies, const_k],
    "const-both-aligned": [const_copies, const_k, aligned_only],
}


ALIGN_TEST = re.compile(r"\(uintptr_t\)(cp_p\w*) % 16 == 0")
TILE_LOOP = "for (int k0 = 0; k0 < N; k0 += 32) {\n"


def tile_flag(s):  # the alignment test once per tile and operand
    s = s.replace(TILE_LOOP, TILE_LOOP +
                  "    const bool cp_al_A = (uintptr_t)(A + (N * grp_first_1 + k0)) % 16 == 0 && N % 4 == 0;\n"
                  "    const bool cp_al_B = (uintptr_t)(B + (N * k0 + grp_first_0)) % 16 == 0 && N % 4 == 0;\n", 1)
    return re.sub(r"(cp_p\w* = (A|B) .*\n.*?)\(uintptr_t\)cp_p\w* % 16 == 0",
                  lambda m: m.group(1) + "cp_al_" + m.group(2), s)


def kernel_flag(s):  # the alignment test once per kernel (valid here only)
    s = s.replace("  const int lid = lid_1 * 16 + lid_0;\n", "  const int lid = lid_1 * 16 + lid_0;\n"
                  "  const bool cp_al = (uintptr_t)A % 16 == 0 && (uintptr_t)B % 16 == 0 && N % 4 == 0;\n", 1)
    return ALIGN_TEST.sub("cp_al", s)


ALIGN_VARIANTS = {
    "base": [],
    "tile-flag": [tile_flag],
    "kernel-flag": [kernel_flag],
    "tile-flag-const-k": [tile_flag, const_k],
    "kernel-flag-const-k": [kernel_flag, const_k],
    "aligned-const-k": [aligned_only, const_k],
}


WIDE_VARIANTS = {
    "base": [],
    "wide": [wide_copy_address],
    "form-address": [form_copy_address],
    "wide-aligned": [wide_copy_address, aligned_only],
    "wide-const-k": [wide_copy_address, const_k],
}


# What a second kernel for sizes that are multiples of every tile could
# drop (the host would launch it only where N is such a multiple and the
# global size is N): each check alone, then all of them.
WHOLE_VARIANTS = {
    "base": [],
    "no-copy-checks": [no_copy_checks],
    "aligned-only": [aligned_only],
    "no-k-checks": [no_k_checks],
    "no-store-checks": [no_store_checks],
    "whole": [no_copy_checks, aligned_only, no_k_checks, no_store_checks],
}


def main():
    tuned, out = sys.argv[1], sys.argv[2]
    group = {"loops": LOOP_VARIANTS, "wide": WIDE_VARIANTS,
             "align": ALIGN_VARIANTS,
             "whole": WHOLE_VARIANTS}.get(
        (sys.argv[3:] or ["edits"])[0], VARIANTS)
    os.makedirs(out, exist_ok=True)
    src = open(tuned).read()
    sidecar = open(tuned + ".yaml").read()
    for name, edits in group.items():
        s = src
        for e in edits:
            t = e(s)
            if t == s:
                sys.exit(f"variants.py: {e.__name__} changed nothing in {tuned}")
            s = t
        open(os.path.join(out, name + ".cl"), "w").write(s)
        open(os.path.join(out, name + ".cl.yaml"), "w").write(
            re.sub(r"^source: .*$", f"source: {name}.cl", sidecar, flags=re.M))
        print(name)


if __name__ == "__main__":
    main()
