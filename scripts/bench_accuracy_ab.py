#!/usr/bin/env python3
"""Section 4 of `make bench` (accuracy against Pango, disagreements by cause) for two or more
typefit-bench binaries at once, on one Pango run: what a change to line breaking or shaping does
to the agreement, without the timed sections.

  /usr/bin/python3 scripts/bench_accuracy_ab.py NAME=TYPEFIT-BENCH NAME=TYPEFIT-BENCH ...
                                               [--corpus DIR] [--every 8] [--workers 2] [--locales ja,zh]

Each binary lays out the same subset (every Nth string, as bench.py picks it); Pango lays it out
once (the strings are the same); each binary's cells are then compared and classified as
bench_accuracy.py does. `--locales` keeps only the strings whose language is listed (Pango's time
shrinks with them). A debug build of typefit-bench gives the same figures as a release one.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_accuracy  # noqa: E402
import bench_pango  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def write_subset(path, header, entries):
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(header) + "\n")
        for entry in entries:
            f.write(json.dumps(entry, ensure_ascii=False) + "\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("binaries", nargs="+", help="NAME=PATH of a typefit-bench binary")
    p.add_argument("--corpus", default=os.path.join(HERE, "../../shared/corpus"))
    p.add_argument("--every", type=int, default=8)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    p.add_argument("--locales", help="only these languages, comma-separated (ja,zh)")
    args = p.parse_args()
    binaries = dict(b.split("=", 1) for b in args.binaries)
    languages = set(args.locales.split(",")) if args.locales else None

    with tempfile.TemporaryDirectory() as tmp:
        subsets = {}
        for name, binary in binaries.items():
            full = os.path.join(tmp, f"{name}-all.jsonl")
            subprocess.run([binary, "subset", "--every", str(args.every), "--corpus", args.corpus,
                            "--threads", str(args.workers), "--out", full], check=True, capture_output=True)
            header, entries = bench_pango.read_subset(full)
            kept = [e for e in entries if languages is None or e["locale"].split("-")[0] in languages]
            path = os.path.join(tmp, f"{name}.jsonl")
            write_subset(path, header, kept)
            subsets[name] = (header, kept, path)
        texts = [[(e["locale"], e["text"]) for e in kept] for _, kept, _ in subsets.values()]
        if any(t != texts[0] for t in texts):
            sys.exit("the binaries chose different subsets: compare binaries over the same corpus")
        first = next(iter(subsets.values()))
        wall, _, pango = bench_pango.run(first[2], args.workers)
        print(f"Pango: {len(first[1]):,} strings in {wall:.1f} s ({args.workers} processes)", flush=True)

        for name, (header, kept, _) in subsets.items():
            counts, disagreements = bench_accuracy.compare(header, kept, pango)
            details = bench_accuracy.explain_typefit(binaries[name], kept, disagreements) if disagreements else []
            causes, _ = bench_accuracy.classify(kept, disagreements, details)
            cells = max(counts["cells"], 1)
            by_locale = collections.Counter(kept[d[0]]["locale"] for d in disagreements)
            print(f"\n{name}: {counts['cells']:,} cells")
            print(f"   line count agrees        {counts['lineCountAgree']:>10,}  {100 * counts['lineCountAgree'] / cells:7.3f}%")
            print(f"   and widest line ±0.5 pt  {counts['widthWithinHalfPoint']:>10,}  "
                  f"{100 * counts['widthWithinHalfPoint'] / max(counts['lineCountAgree'], 1):7.3f}% of those")
            print(f"   disagreements by cause ({len(disagreements):,}):")
            for cause, n in causes.most_common():
                print(f"     {n:>8,}  {cause}")
            print("   disagreements by locale: " + ", ".join(f"{k} {v:,}" for k, v in sorted(by_locale.items())))


if __name__ == "__main__":
    main()
