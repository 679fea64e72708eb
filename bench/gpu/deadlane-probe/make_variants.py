"""The suite's tuned n-body kernel (reduce form, from run c's runs.tar.gz) as
reduce.cl, and as reduce-deadw.cl with the dead w lane of its partial set
after the loop (what the reduce pass emits since d05d173); each with its
.cl.yaml. Written beside this script."""
import os
import tarfile

here = os.path.dirname(os.path.abspath(__file__))
runs = os.path.join(here, '..', '..', 'results', '2026-11-24-h100-c', 'part-rest',
                    'runs.tar.gz')
with tarfile.open(runs) as tar:
    src = tar.extractfile('runs/nbody.tuned.cl').read().decode()
    yaml = tar.extractfile('runs/nbody.tuned.cl.yaml').read().decode()
COMBINE = "  // combine the lanes' partial a\n"
DEAD = ("  // a.w is overwritten after the loop: its partial is dead\n"
        "  part_a.w = 0.0f;\n")
assert src.count(COMBINE) == 1
variants = {'reduce': src, 'reduce-deadw': src.replace(COMBINE, DEAD + COMBINE)}
for name, text in variants.items():
    open(os.path.join(here, name + '.cl'), 'w').write(text)
    open(os.path.join(here, name + '.cl.yaml'), 'w').write(
        yaml.replace('source: nbody.tuned.cl', 'source: %s.cl' % name))
