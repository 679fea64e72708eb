"""Sets the speedup and bound of every entry of a tuning database, with a
best time that agrees (the original's over the speedup), as a run that
measured them would have written: set-speedup.py IN OUT SPEEDUP BOUND."""
import re
import sys

src, dst, speedup, bound = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
text = open(src).read()
original = re.findall(r"^    original_time_s: (\S+)$", text, re.M)
assert original, "no original_time_s in " + src
text = re.sub(r"^    speedup: .*$", "    speedup: %g" % speedup, text, flags=re.M)
text = re.sub(r"^    speedup_bound: .*$", "    speedup_bound: " + bound, text, flags=re.M)
# Entries in file order, each with its own original time.
times = iter(float(t) / speedup for t in original)
text = re.sub(r"^    best_time_s: .*$", lambda m: "    best_time_s: %.6g" % next(times), text,
              flags=re.M)
open(dst, "w").write(text)
