#!/usr/bin/env python3
"""`make fidelity`: how far the Linux default faces are from other faces, as width ratios over the
shared corpus (../shared/corpus, read where it lies), by the locale's script.

  /usr/bin/python3 scripts/fidelity.py --bench PATH [--font FILE ...] [--size 17] [--corpus DIR]

Each corpus string (every distinct (locale, text) of the IceCubes and Mastodon catalogs) is
measured on one line, HIG tracking on Inter and the fonts' own `trak` elsewhere, in the default
stack (Inter's variable face, Noto) and in another; the tables give other ÷ default per script:
median, 5th and 95th percentile. With `--font` (Apple's SF Pro, SF Arabic… under Apple's licence,
as typefit --font takes them) the other stack is those files first; the second table is always
Inter's static cuts (Text below 20 pt, Display from 20 pt) against its variable face.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def percentile(sorted_values, p):
    """Linear interpolation between closest ranks (numpy's default)."""
    if len(sorted_values) == 1:
        return sorted_values[0]
    k = (len(sorted_values) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def table(report):
    lines = [f"Widths at {report['size']:g} pt, {report['other']} ÷ {report['reference']}"
             + (f" ({report['skipped']} strings not measured)" if report["skipped"] else ""),
             "",
             "| script | strings | median | p5 | p95 |",
             "|---|---:|---:|---:|---:|"]
    rows = sorted(report["ratios"].items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for script, ratios in rows:
        values = sorted(ratios)
        lines.append(f"| {script} | {len(values):,} | {percentile(values, 0.5):.4f} | {percentile(values, 0.05):.4f} "
                     f"| {percentile(values, 0.95):.4f} |")
    return "\n".join(lines)


def run(bench, corpus, size, extra):
    out = subprocess.run([bench, "fidelity", "--corpus", corpus, "--size", str(size)] + extra,
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"fidelity: typefit-bench failed: {out.stderr.strip()}")
    return json.loads(out.stdout)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bench", default=os.path.join(HERE, "../.build/release/typefit-bench"))
    p.add_argument("--corpus", default=os.path.join(HERE, "../../shared/corpus"))
    p.add_argument("--font", action="append", default=[], help="a font file of the other stack (repeatable)")
    p.add_argument("--size", type=float, default=17)
    args = p.parse_args()
    if args.font:
        print(table(run(args.bench, args.corpus, args.size, [a for f in args.font for a in ("--font", f)])))
    else:
        print("No --font given (make fidelity FONTS='/path/SF-Pro.ttf …'): only Inter static against variable.")
    print()
    print(table(run(args.bench, args.corpus, args.size, ["--static-inter"])))


if __name__ == "__main__":
    main()
