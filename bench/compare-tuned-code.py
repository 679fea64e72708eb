#!/usr/bin/env python3
"""Whether two clopt builds write the same kernel code for a suite run's winners.

    python3 bench/compare-tuned-code.py OLD_CLOPT NEW_CLOPT [SUMMARY.md]

For each kernel of the suite's table (SUMMARY.md, default the newest GPU run
under bench/results/), `clopt rewrite FILE --set PASS.PARAM=VALUE ...` with
the winner's parameters ("passes of the tuned kernel") and the kernel's
sizes, once with each binary; the outputs are compared with comment lines
(`//`) left out, since headers state preconditions and versions. A GPU
table measured with OLD stands for NEW where the code is the same.
"""
import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import suite  # noqa: E402  (KERNELS: files and sizes)

PASS = re.compile(r"([a-z]+)\(([^)]*)\)")


def winners(summary):
    """{kernel name: [--set values]} from the table of passes."""
    found = {}
    with open(summary, encoding="utf-8") as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 6 or cells[1] not in ("gemm", "mem", "flops"):
                continue
            sets = []
            for pass_name, params in PASS.findall(cells[5]):
                for kv in filter(None, (p.strip() for p in params.split(","))):
                    sets.append(f"{pass_name}.{kv}")
            found[cells[0]] = sets
    return found


def code(clopt, kernel, sets):
    cmd = [clopt, "rewrite", kernel["file"]]
    for name, value in kernel["sizes"].items():
        cmd.append(f"--size={name}={value}")
    for s in sets:
        cmd.append(f"--set={s}")
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()
    lines = [l for l in run.stdout.splitlines() if not l.lstrip().startswith("//")]
    return "\n".join(lines), ""


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    old, new = argv[1], argv[2]
    summary = argv[3] if len(argv) > 3 else sorted(
        glob.glob("bench/results/*-h100*/summary.md"))[-1]
    table = winners(summary)
    same = 0
    print(f"winners of {summary}")
    for kernel in suite.KERNELS:
        sets = table.get(kernel["name"])
        if sets is None:
            print(f"{kernel['name']:14} not in the table")
            continue
        if not sets:
            print(f"{kernel['name']:14} original kept: nothing to compare")
            continue
        (a, why_a), (b, why_b) = code(old, kernel, sets), code(new, kernel, sets)
        if a is None or b is None:
            print(f"{kernel['name']:14} FAILED: {why_a or why_b}")
            continue
        verdict = "same" if a == b else "DIFFERENT"
        same += a == b
        print(f"{kernel['name']:14} {verdict}  ({' '.join(sets)})")
    print(f"{same} of {len(table)} kernels: the same code")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
