# Checks the phase times of a T4 report written by clopt --emit-report.
import json
import sys

report = json.load(open(sys.argv[1]))


def describe(label, t):
    parts = (t["framework"], t["search_algorithm"], t["validation"])
    positive = [t["total"] > 0] + [p > 0 for p in parts]
    # The total is the sum of the three, up to rounding in the JSON.
    adds_up = abs(sum(parts) - t["total"]) <= 1e-6 * t["total"] + 1e-9
    print(f"{label}: positive {' '.join(map(str, positive))}, adds up {adds_up}")


clopt = report["clopt"]
describe("run", clopt["times"])
for k in clopt["kernels"]:
    describe(k["name"], k["times"])
fields = ("framework", "search_algorithm", "validation")
every = all(all(r["times"][f] >= 0 for f in fields) for r in report["results"])
total = sum(sum(r["times"][f] for f in fields) for r in report["results"])
print(f"results: every field {every and bool(report['results'])}, "
      f"sum within total {total <= clopt['times']['total'] * (1 + 1e-9)}")
