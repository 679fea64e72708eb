#!/usr/bin/env python3
"""Merges the corpus.md tables of several bench/gpu/corpus.sh commands (one
run split over per-command time limits) into one short table with a summary:

  corpus_table.py PART1/corpus.md PART2/corpus.md ... > table.md

Each row keeps the kernel, what clopt did (the passes of a changed kernel, or
the reason a kernel was kept), original and tuned times, the speedup, and the
achieved bandwidth from the bytes clopt counts (each buffer's proven extent,
read + written once) as a fraction of the copy bandwidth of that command.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_bytes import rows  # noqa: E402  (one reader of corpus.md tables)


def short_result(result):
    """'CHANGED: 6.10x (...) with tile(k=32) local(...)' -> 'changed: tile, local'."""
    if result.startswith("CHANGED"):
        passes = re.findall(r"(\w+)\(", result.split(" with ", 1)[-1])
        return "changed: " + ", ".join(passes)
    reason = result.split(":", 1)[-1].strip()
    reason = re.sub(r" at 96\.9% confidence over 5 interleaved rounds", "", reason)
    return "kept: " + reason


def speedup(row):
    try:
        return float(row["original ms"]) / float(row["tuned ms"])
    except (KeyError, ValueError, ZeroDivisionError):
        return None


def main():
    table = [r for path in sys.argv[1:] for r in rows(path).values()]
    print("| kernel | result | original ms | tuned ms | speedup | achieved GB/s "
          "| of copy bandwidth |")
    print("|---|---|---|---|---|---|---|")
    for r in table:
        s = speedup(r)
        changed = r["result"].startswith("CHANGED")
        cell = (f"**{s:.2f}x**" if s and s >= 1.2 else f"{s:.2f}x") if changed else ""
        print(f"| {r['kernel']} | {short_result(r['result'])} | {r['original ms']} "
              f"| {r['tuned ms'] if changed else ''} | {cell} "
              f"| {r.get('achieved GB/s', '-')} | {r.get('of copy bandwidth', '-')} |")
    changed = [r for r in table if r["result"].startswith("CHANGED")]
    fast = [r for r in changed if (speedup(r) or 0) >= 1.2]
    errors = [r for r in table if r["result"].startswith("ERROR")]
    print()
    print(f"{len(table)} kernels: {len(changed)} changed, {len(fast)} of them by 1.2x "
          f"or more; {len(table) - len(changed) - len(errors)} kept with their "
          f"reasons; {len(errors)} errors.")


if __name__ == "__main__":
    main()
