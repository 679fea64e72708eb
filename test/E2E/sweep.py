#!/usr/bin/env python3
"""End-to-end sweep: every variant must verify against the original on PoCL.

For one kernel file, asks `clopt rewrite --list-params --format=json` which
passes apply, samples parameter combinations (a seeded random subset of the
applicable passes, each with random values from its domain), and runs
`clopt verify --set ...` for each combination at problem sizes that are
multiples of the usual tile sizes and sizes that are not. Any FAIL is an
error. Combinations where a pass does not apply (e.g. a violated constraint) are
counted as skipped, never as passed.

usage: sweep.py --clopt PATH KERNEL.cl [--samples N] [--seed S] [--sizes small|tiny]
"""
import argparse
import json
import random
import re
import subprocess
import sys


def pragma_sizes(path):
    """(global names, {size name: value}) from '#pragma clopt tune'."""
    text = open(path).read()
    m = re.search(r"#pragma\s+clopt\s+tune\s+global\(([^)]*)\)\s+sizes\(([^)]*)\)", text)
    if not m:
        sys.exit(f"{path}: no '#pragma clopt tune global(...) sizes(...)' line")
    names = [g.strip() for g in m.group(1).split(",")]
    sizes = {}
    for item in m.group(2).split(","):
        k, v = item.split("=")
        sizes[k.strip()] = int(v)
    return names, sizes


def problem_sizes(global_names, sizes):
    """Two small problems: one a multiple of 16 and one that is not.

    Names that set the global size get the small values; other names (a
    radius, an inner dimension) keep small values of their own.
    """
    dims = len(global_names)
    multiple, odd = (16, 19) if dims == 3 else (64, 67)
    result = []
    for base in (multiple, odd):
        chosen = {}
        for name, value in sizes.items():
            if name in global_names:
                chosen[name] = base
            elif value > 16:
                chosen[name] = base - 27  # an inner dimension: 37 or 40
            else:
                chosen[name] = value
        result.append(chosen)
    return result


def applicable_passes(clopt, path):
    out = subprocess.run([clopt, "rewrite", path, "--list-params", "--format=json"],
                         capture_output=True, text=True, check=True).stdout
    kernels = json.loads(out)
    assert len(kernels) == 1, f"{path}: sweep expects one kernel per file"
    return [p for p in kernels[0]["passes"] if p["applicable"]]


def sample_settings(passes, rng):
    """A non-empty random subset of passes, each with random parameter values."""
    chosen = [p for p in passes if rng.random() < 0.6] or [rng.choice(passes)]
    settings = []
    for p in chosen:
        for param in p["params"]:
            value = rng.choice(param["domain"])
            settings.append(f"{p['pass']}.{param['name']}={value}")
    return settings


def verify(clopt, path, settings, sizes):
    cmd = [clopt, "verify", path]
    for s in settings:
        cmd += ["--set", s]
    for name, value in sizes.items():
        cmd += ["--size", f"{name}={value}"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    return proc.returncode, (proc.stdout + proc.stderr).strip(), cmd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clopt", default="clopt")
    ap.add_argument("--samples", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("kernel")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    global_names, sizes = pragma_sizes(args.kernel)
    passes = applicable_passes(args.clopt, args.kernel)
    if not passes:
        sys.exit(f"{args.kernel}: no pass applies; nothing to sweep")
    problems = problem_sizes(global_names, sizes)

    passed = failed = skipped = 0
    seen = set()
    combos = 0
    # A combination some pass refuses is resampled, up to a bound, so that
    # the sweep checks the number of applied combinations it promises.
    for _ in range(args.samples * 6):
        if combos == args.samples:
            break
        settings = sample_settings(passes, rng)
        if tuple(settings) in seen:
            continue
        seen.add(tuple(settings))
        applied = True
        for problem in problems:
            rc, text, cmd = verify(args.clopt, args.kernel, settings, problem)
            size_text = " ".join(f"{k}={v}" for k, v in problem.items())
            label = f"{' '.join(settings)} @ {size_text}"
            if rc == 0 and text.startswith("PASS") and "not applied" not in text:
                passed += 1
                print(f"PASS {label}")
            elif rc == 0 and "not applied" in text:
                # A pass refused this combination (e.g. a violated constraint):
                # the variant is not the one sampled, so it proves nothing.
                skipped += 1
                applied = False
                reason = next(l for l in text.splitlines() if "not applied" in l)
                print(f"SKIP {label}: {reason}")
                break
            else:
                failed += 1
                print(f"FAIL {label}\n  $ {' '.join(cmd)}\n  {text}")
        combos += applied
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
