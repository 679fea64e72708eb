"""check-cli-docs.py CLI.md: fails when a command's `clopt [COMMAND] --help`
and its section of docs/cli.md do not list the same flags, or describe one
in other words."""
import re
import subprocess
import sys

HELP_FLAG = re.compile(r"^\s+(-{1,2}[A-Za-z][\w-]*)(?:[= ]<[^>]*>)?\s+- (.*)$")
DOC_FLAG = re.compile(r"^\| `(-{1,2}[A-Za-z][\w-]*)[^`]*` \| (.*) \|\s*$")
SECTION = re.compile(r"^## `clopt(?: ([a-z]+) | )")
GENERIC = {"--help", "--help-list", "--version"}


def help_flags(command):
    args = ["clopt"] + ([command] if command else []) + ["--help"]
    text = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    flags = {m.group(1): m.group(2).strip() for m in map(HELP_FLAG.match, text.splitlines()) if m}
    return {flag: text for flag, text in flags.items() if flag not in GENERIC}


def doc_flags(path):
    sections, current = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            s = SECTION.match(line)
            if s:
                current = s.group(1) or ""
                sections[current] = {}
            elif line.startswith("## "):
                current = None
            elif current is not None:
                d = DOC_FLAG.match(line)
                if d:
                    sections[current][d.group(1)] = d.group(2).replace("\\|", "|")
    return sections


def main():
    docs = doc_flags(sys.argv[1])
    failed = False
    for command in ["", "analyze", "rewrite", "verify", "devices"]:
        name = "clopt " + command if command else "clopt (tune)"
        if command not in docs:
            print("%s: no section in %s" % (name, sys.argv[1]))
            failed = True
            continue
        have, documented = help_flags(command), docs[command]
        for flag in sorted(have.keys() - documented.keys()):
            print("%s: %s is not documented" % (name, flag))
            failed = True
        for flag in sorted(documented.keys() - have.keys()):
            print("%s: %s is documented but does not exist" % (name, flag))
            failed = True
        for flag in sorted(have.keys() & documented.keys()):
            if have[flag] != documented[flag]:
                print("%s: %s is described otherwise: --help says '%s', the docs '%s'"
                      % (name, flag, have[flag], documented[flag]))
                failed = True
    print("cli docs: %s" % ("MISMATCH" if failed else "match"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
