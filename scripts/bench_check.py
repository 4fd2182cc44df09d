#!/usr/bin/env python3
"""`typefit check` end to end against the raw-HarfBuzz floor of the same texts (`make bench`, section 5;
alone: `make bench BENCH_ARGS=--check-speed`).

  /usr/bin/python3 scripts/bench_check.py [--typefit PATH] [--bench PATH] [--corpus DIR] [--scale 8] [--repeat 3]

For IceCubes and Mastodon (../shared/corpus) and for Mastodon's catalogs made --scale times larger
(scripts/gen_large_catalog.py, in a temporary folder): `typefit check --no-sources --format text`
in the app's folder — every locale × the 12 sizes × every iPhone and iPad in both orientations,
full screen and Split View, the defaults — is timed as a process (reading, layout, rules,
folding and the report included), with its peak RSS. In the same run, alternating with it,
`typefit-bench check-floor` shapes every distinct text that check lays out once with each face
it is drawn in (one per weight and optical cut), with raw HarfBuzz on all cores: no itemization,
no line breaking, no layout, nothing that a check could skip. Both report the fastest of
--repeat runs, the figure least disturbed by other work on a shared machine.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = [("IceCubes", "Dimillian-IceCubesApp"), ("Mastodon", "mastodon-mastodon-ios")]


def timed_check(typefit, folder):
    """One `typefit check` in `folder`: wall seconds and that process's own peak RSS (wait4)."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as devnull:
        process = subprocess.Popen([typefit, "check", "--no-sources", "--no-progress", "--no-cache", "--format", "text"],
                                   cwd=folder, stdout=devnull, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        stderr = process.stderr.read().decode(errors="replace")
        process.stderr.close()
    wall = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    # 0: no findings, 1: findings; 2 would be an input problem, which these catalogs have none of.
    if code not in (0, 1):
        sys.exit(f"typefit check in {folder} exited {code}:\n{stderr[-2000:]}")
    peak = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    return wall, peak


def floor(bench, folder):
    out = subprocess.run([bench, "check-floor", "--app", folder, "--repeat", "1"], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out)


def measure(typefit, bench, folder, repeat):
    checks, floors, peaks, shaped = [], [], [], None
    for _ in range(repeat):
        f = floor(bench, folder)
        floors.append(f["seconds"])
        shaped = f
        wall, peak = timed_check(typefit, folder)
        checks.append(wall)
        peaks.append(peak)
    return {"checkSeconds": min(checks), "checkRuns": checks, "floorSeconds": min(floors), "floorRuns": floors,
            "texts": shaped["texts"], "shapings": shaped["shapings"], "peakRSSBytes": max(peaks)}


def run(typefit, bench, corpus, scale=8, repeat=3, json_path=None):
    typefit, bench, corpus = os.path.abspath(typefit), os.path.abspath(bench), os.path.abspath(corpus)
    results = {}
    print(f"5. typefit check end to end vs the raw-HarfBuzz floor of the same texts (best of {repeat})", flush=True)
    for name, folder in APPS:
        results[name] = measure(typefit, bench, os.path.join(corpus, folder), repeat)
    with tempfile.TemporaryDirectory() as tmp:
        big = os.path.join(tmp, f"mastodon-{scale}x")
        made = subprocess.run([sys.executable, os.path.join(HERE, "gen_large_catalog.py"),
                               os.path.join(corpus, "mastodon-mastodon-ios"), big, "--scale", str(scale)],
                              capture_output=True, text=True, check=True)
        generated = json.loads(made.stdout)
        results[f"Mastodon {scale}×"] = dict(measure(typefit, bench, big, repeat), catalogKeys=generated["keys"])
    print("   run              texts   shapings   floor s   check s   check ÷ floor   peak RSS")
    for name, r in results.items():
        print(f"   {name:<14} {r['texts']:>7,}  {r['shapings']:>9,}  {r['floorSeconds']:8.3f}  {r['checkSeconds']:8.3f}  "
              f"{r['checkSeconds'] / r['floorSeconds']:12.1f}×   {r['peakRSSBytes'] / 2**20:6.1f} MB")
    one, many = results["Mastodon"], results[f"Mastodon {scale}×"]
    print(f"   (check ÷ floor must be ≤ 5, ≤ 3 the aim; {scale}× ÷ 1×: texts {many['texts'] / one['texts']:.2f}×, "
          f"check {many['checkSeconds'] / one['checkSeconds']:.2f}×, peak RSS {many['peakRSSBytes'] / one['peakRSSBytes']:.2f}×)")
    if json_path:
        with open(json_path, "w") as f:
            json.dump(results, f, indent=2)
    return results


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--typefit", default=os.path.join(HERE, "../.build/release/typefit"))
    p.add_argument("--bench", default=os.path.join(HERE, "../.build/release/typefit-bench"))
    p.add_argument("--corpus", default=os.path.join(HERE, "../../shared/corpus"))
    p.add_argument("--scale", type=int, default=8)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--json", help="also write every figure to this file")
    args = p.parse_args()
    run(args.typefit, args.bench, args.corpus, args.scale, args.repeat, args.json)


if __name__ == "__main__":
    main()
