#!/usr/bin/env python3
"""Peak memory of `typefit check` writing every report format at once (`make bench BENCH_ARGS=--check-memory`).

  /usr/bin/python3 scripts/bench_check_memory.py [--typefit PATH] [--corpus DIR] [--scale 8] [--json FILE]

1. The Mastodon app as it is (../shared/corpus/mastodon-mastodon-ios: every locale, the default
   sizes and devices, its Swift source read for where keys are drawn), run from its folder.
2. Its catalogs at 1× and at --scale× (scripts/gen_large_catalog.py, in a temporary folder, so no
   source pass: each key in the default element), to show how memory grows with the catalog.

Each run is `typefit check --format text` with `--report` for json, sarif, junit, html, xcode and
github, under `/usr/bin/time -v` (peak RSS: "Maximum resident set size"). Reports go to a
temporary folder; nothing under the corpus is written.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FORMATS = ["json", "sarif", "junit", "html", "xcode", "github"]


def check(typefit, folder, out):
    """Runs the check in `folder` with every format; returns its figures."""
    os.makedirs(out, exist_ok=True)
    command = ["/usr/bin/time", "-v", typefit, "check", "--no-progress", "--no-cache", "--format", "text"]
    for name in FORMATS:
        command += ["--report", f"{name}={os.path.join(out, 'typefit.' + name)}"]
    started = time.time()
    with open(os.path.join(out, "typefit.text"), "wb") as stdout:
        run = subprocess.run(command, cwd=folder, stdout=stdout, stderr=subprocess.PIPE, text=True)
    wall = time.time() - started
    # 0: no findings, 1: findings; 2 would be an input problem, which the corpus has none of.
    if run.returncode not in (0, 1):
        sys.exit(f"typefit check in {folder} exited {run.returncode}:\n{run.stderr[-2000:]}")
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr)
    with open(os.path.join(out, "typefit.json"), "rb") as f:
        report = json.load(f)["report"]
    sizes = {name: os.path.getsize(os.path.join(out, "typefit." + name)) for name in FORMATS + ["text"]}
    return {"peakRSSBytes": int(rss.group(1)) * 1024 if rss else None, "seconds": wall,
            "findings": len(report["findings"]), "keys": report["statistics"]["keys"],
            "cells": report["statistics"]["cells"], "reportBytes": sizes, "command": " ".join(command[2:])}


def catalog_bytes(folder):
    total = 0
    for root, dirs, names in os.walk(folder):
        if ".git" in dirs:
            dirs.remove(".git")
        total += sum(os.path.getsize(os.path.join(root, n)) for n in names if n.endswith((".strings", ".stringsdict")))
    return total


def run(typefit, corpus, scale=8, json_path=None):
    """Measures and prints every figure; `bench.py --check-memory` calls it too."""
    typefit = os.path.abspath(typefit)
    app = os.path.join(os.path.abspath(corpus), "mastodon-mastodon-ios")
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        print(f"typefit check, every format at once — {typefit}", flush=True)
        results["mastodon"] = dict(check(typefit, app, os.path.join(tmp, "app")), catalogBytes=catalog_bytes(app))
        for times in (1, scale):
            folder = os.path.join(tmp, f"catalogs-{times}x")
            made = subprocess.run([sys.executable, os.path.join(HERE, "gen_large_catalog.py"), app, folder,
                                   "--scale", str(times)], capture_output=True, text=True, check=True)
            generated = json.loads(made.stdout)
            results[f"{times}x"] = dict(check(typefit, folder, os.path.join(tmp, f"out-{times}x")),
                                        catalogBytes=generated["bytes"], catalogKeys=generated["keys"])

    print()
    print("   run                      catalogs      keys   findings   report (json)   peak RSS    wall s")
    for name, label in [("mastodon", "Mastodon app (sources)"), ("1x", "catalogs 1× (no sources)"),
                        (f"{scale}x", f"catalogs {scale}× (no sources)")]:
        r = results[name]
        print(f"   {label:<24} {r['catalogBytes'] / 2**20:6.1f} MB  {r['keys']:>8,}  {r['findings']:>9,}  "
              f"{r['reportBytes']['json'] / 2**20:11.1f} MB  {r['peakRSSBytes'] / 2**20:7.1f} MB  {r['seconds']:8.1f}")
    one, big = results["1x"], results[f"{scale}x"]
    catalog_growth = big["catalogBytes"] / one["catalogBytes"]
    rss_growth = big["peakRSSBytes"] / one["peakRSSBytes"]
    print(f"   Mastodon peak RSS {results['mastodon']['peakRSSBytes'] / 2**20:.1f} MB (must be ≤ 300 MB)")
    print(f"   {scale}× ÷ 1×: catalogs {catalog_growth:.2f}×, findings {big['findings'] / max(one['findings'], 1):.2f}×, "
          f"peak RSS {rss_growth:.2f}× (must grow no faster than the catalogs)")
    if json_path:
        with open(json_path, "w") as f:
            json.dump(results, f, indent=2)
    return results


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--typefit", default=os.path.join(HERE, "../.build/release/typefit"))
    p.add_argument("--corpus", default=os.path.join(HERE, "../../shared/corpus"))
    p.add_argument("--scale", type=int, default=8)
    p.add_argument("--json", help="also write every figure to this file")
    args = p.parse_args()
    run(args.typefit, args.corpus, args.scale, args.json)


if __name__ == "__main__":
    main()
