#!/usr/bin/env python3
"""Whether a change to typefit left its output alone: runs `typefit layout --json` and
`typefit check --format json` in every corpus app's folder (no config) and saves or compares them.

  /usr/bin/python3 scripts/same_output.py save    OUT_DIR [--typefit PATH] [--corpus DIR] [--apps A,B]
  /usr/bin/python3 scripts/same_output.py compare OUT_DIR [--typefit PATH] [--corpus DIR] [--apps A,B]

`save` writes each app's two outputs to OUT_DIR; `compare` runs the given typefit again and says,
per app and command, whether its output is byte-for-byte the one saved (exit status 1 if any differs),
but for the run's own duration (`"seconds"` in the check report's statistics), which is blanked in both.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The check report's only timing: how long the run took.
TIMING = re.compile(rb'("seconds" : )[0-9.eE+-]+')
COMMANDS = {
    "layout.json": ["layout", "--json"],
    "check.json": ["check", "--no-progress", "--format", "json", "--fail-on", "never"],
}


def outputs(typefit, folder):
    for name, arguments in COMMANDS.items():
        done = subprocess.run([typefit, *arguments], cwd=folder, capture_output=True)
        # 2: an input problem in the app's own catalogs (some corpus apps have them); the output is still whole.
        if done.returncode not in (0, 2):
            sys.exit(f"typefit {' '.join(arguments)} in {folder} exited {done.returncode}:\n"
                     f"{done.stderr.decode(errors='replace')[-2000:]}")
        yield name, done.stdout


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("action", choices=["save", "compare"])
    p.add_argument("out")
    p.add_argument("--typefit", default=os.path.join(HERE, "../.build/release/typefit"))
    p.add_argument("--corpus", default="/work/shared/corpus")
    p.add_argument("--apps", help="comma-separated parts of app folder names (default: all)")
    args = p.parse_args()
    typefit = os.path.abspath(args.typefit)
    names = sorted(d for d in os.listdir(args.corpus) if os.path.isdir(os.path.join(args.corpus, d)))
    if args.apps:
        names = [n for n in names if any(a.lower() in n.lower() for a in args.apps.split(","))]
    differ = False
    for app in names:
        for name, data in outputs(typefit, os.path.join(args.corpus, app)):
            path = os.path.join(args.out, app, name)
            if args.action == "save":
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "wb") as f:
                    f.write(data)
                print(f"{app:40} {name:12} saved ({len(data):,} bytes)", flush=True)
            else:
                with open(path, "rb") as f:
                    same = TIMING.sub(rb"\g<1>0", f.read()) == TIMING.sub(rb"\g<1>0", data)
                differ |= not same
                print(f"{app:40} {name:12} {'same' if same else 'DIFFERS'}", flush=True)
                if not same:
                    with open(path + ".new", "wb") as f:
                        f.write(data)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
