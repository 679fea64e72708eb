"""Whether a T4 report's first configuration is the tuning database's entry
for another size class (argv: report.json db.yaml SIZE_CLASS): the
parameters of its enabled passes against the entry's `parameters:`. Reads
the database's fixed layout line by line (no YAML module needed)."""
import json
import sys

report, db, size_class = sys.argv[1:4]
config = json.load(open(report))["results"][0]["configuration"]
enabled = {k.split(".")[0] for k, v in config.items() if k.endswith(".enable") and v}
first = {k: v for k, v in config.items()
         if not k.endswith(".enable") and k.split(".")[0] in enabled}

entry, in_entry, in_params = {}, False, False
for line in open(db):
    text = line.strip()
    if text.startswith("size_class:"):
        in_entry = text.split(":", 1)[1].strip() == size_class
    elif in_entry and text == "parameters:":
        in_params = True
    elif in_params and ":" in text and not text.endswith(":"):
        name, value = text.split(":", 1)
        entry[name.strip()] = int(value)
    elif in_params:
        break
print("first evaluated = winner at %s: %s" % (size_class, bool(entry) and first == entry))
