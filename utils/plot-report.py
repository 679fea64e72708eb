#!/usr/bin/env python3
"""plot-report.py REPORT.json [-o OUT.png]

Reads a tuning report written by `clopt ... --emit-report REPORT.json` (T4
JSON, docs/tuning-report.md) and prints a summary: evaluations, the best
time, and how many variants were rejected and why. With -o, also draws two
panels into OUT.png: the convergence (the best verified time so far against
the evaluation number) and the rejected variants by reason.

Drawing needs matplotlib (Debian: python3-matplotlib). Without it the
summary is still printed, and the script says so and exits with 3.
Exit codes: 0 success, 1 unreadable or invalid report, 2 usage error,
3 matplotlib missing.
"""
import argparse
import collections
import json
import sys


def fail(msg, code=1):
    sys.stderr.write("plot-report: error: %s\n" % msg)
    sys.exit(code)


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
    except OSError as e:
        fail("%s: %s" % (path, e.strerror))
    except json.JSONDecodeError as e:
        fail("%s: not JSON (%s)" % (path, e))
    if not isinstance(report, dict) or not isinstance(report.get("results"), list):
        fail("%s: not a T4 tuning report (no 'results' list)" % path)
    return report


def time_of(result):
    for m in result.get("measurements", []):
        if m.get("name") == "time" and isinstance(m.get("value"), (int, float)):
            return float(m["value"])
    return None


def is_phase(result, phase):
    return any(m.get("name") == "phase" and m.get("value") == phase
               for m in result.get("measurements", []))


def convergence(results):
    """(evaluation number, best verified time so far) for each correct
    evaluation of the search (not the final re-timing/re-verification)."""
    points, best = [], None
    for i, r in enumerate(results, 1):
        if r.get("invalidity") != "correct" or is_phase(r, "re-verification"):
            continue
        t = time_of(r)
        if t is None:
            continue
        best = t if best is None else min(best, t)
        points.append((i, best))
    return points


def main():
    parser = argparse.ArgumentParser(
        description="Summarise and plot a clopt tuning report (T4 JSON).")
    parser.add_argument("report")
    parser.add_argument("-o", "--output", help="PNG to draw into")
    args = parser.parse_args()
    report = load(args.report)
    results = report["results"]
    meta = report.get("clopt", {})
    reasons = collections.Counter(r.get("invalidity", "?") for r in results
                                  if r.get("invalidity") != "correct")
    points = convergence(results)
    print("kernel %s on %s: %d evaluations, %d correct, %d rejected"
          % (meta.get("kernel", "?"), meta.get("device", "?"), len(results),
             len(results) - sum(reasons.values()), sum(reasons.values())))
    if points:
        original = meta.get("original_time_ms") or 0
        line = "best %.4g ms at evaluation %d" % (points[-1][1], points[-1][0])
        if original:
            line += " (original %.4g ms, %.2fx)" % (original, original / points[-1][1])
        print(line)
    for reason, n in sorted(reasons.items()):
        print("rejected (%s): %d" % (reason, n))
    if not args.output:
        return 0
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.stderr.write("plot-report: matplotlib is not installed (Debian: apt-get "
                         "install python3-matplotlib); %s not drawn\n" % args.output)
        return 3
    fig, (conv, rej) = plt.subplots(1, 2, figsize=(11, 4))
    if points:
        conv.step([p[0] for p in points], [p[1] for p in points], where="post")
        if meta.get("original_time_ms"):
            conv.axhline(meta["original_time_ms"], linestyle="--", color="gray",
                         label="original")
            conv.legend()
    conv.set_xlabel("evaluation")
    conv.set_ylabel("best verified time (ms)")
    conv.set_title("convergence")
    names = sorted(reasons)
    rej.bar(names, [reasons[n] for n in names])
    rej.set_ylabel("variants")
    rej.set_title("rejected variants by reason")
    fig.suptitle("%s on %s" % (meta.get("kernel", "?"), meta.get("device", "?")))
    fig.tight_layout()
    try:
        fig.savefig(args.output)
    except OSError as e:
        fail("%s: %s" % (args.output, e.strerror))
    print("wrote %s" % args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
