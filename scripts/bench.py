#!/usr/bin/env python3
"""typefit's benchmark (`make bench`): speed and accuracy against Pango, measured side by side,
and how the cost grows with the corpus. One run prints every figure.

  /usr/bin/python3 scripts/bench.py [--bench PATH] [--corpus DIR] [--every 8] [--scales 1,2,4,8]
                                    [--workers 2] [--repeat 3] [--json FILE] [--check-memory]

1. Full matrix: every distinct (locale, text) of the IceCubes and Mastodon catalogs in the shared
   corpus × body, headline and footnote × the 12 content size categories × every distinct width
   the iPhone and iPad models give a label (margins) or text (readable guide) in either
   orientation, full screen, Split View or Slide Over. Identical cells (same weight, size and
   width) are laid out once and counted once. typefit-bench times it on all cores, and the floor:
   raw HarfBuzz shaping every distinct (string, face) once.
2. Pango baseline: every Nth string (deterministic: (locale, text) order) in every cell, laid out
   by Pango in `--workers` processes at once; typefit is timed on exactly those cells too.
3. Scaling: the matrix at each `--scales` multiple of the corpus (copies are the strings rotated
   by grapheme clusters: distinct, same length distribution), each in a fresh process so its
   peak RSS is its own.
4. Accuracy: every subset cell, typefit's line count and widest line against Pango's, and the
   cause of each disagreement (see bench_accuracy.py).

5. The real command: `typefit check` end to end on IceCubes, Mastodon and Mastodon's catalogs at
   8×, against the raw-HarfBuzz floor of the texts it lays out, with peak RSS (bench_check.py).

--check-memory runs, instead of all this, scripts/bench_check_memory.py: peak RSS of `typefit check`
writing every report format at once, on Mastodon and on its catalogs at 1× and 8×.
--check-speed runs only section 5.

6. The command teams run: `typefit check --format json --report sarif=… --timings` with the app's
   source, on every corpus app, beside the HarfBuzz floor of its texts and the parse floor (swift-syntax
   on every Swift file, the XML reader on every storyboard/xib, once each), with the source pass and
   report stages, the report sizes and peak RSS (bench_command.py). --command runs only section 6
   (--apps A,B picks apps).

Timed sections run --repeat times (floor and matrix alternating) and report the fastest, which
is the figure least disturbed by other work on a shared machine.
"""
import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_accuracy  # noqa: E402
import bench_pango  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def run_json(command):
    return json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def rate(cells, seconds):
    return cells / seconds if seconds > 0 else float("inf")


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bench", default=os.path.join(HERE, "../.build/release/typefit-bench"))
    p.add_argument("--corpus", default=os.path.join(HERE, "../../shared/corpus"))
    p.add_argument("--every", type=int, default=8, help="Pango subset: every Nth string")
    p.add_argument("--scales", default="1,2,4,8")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 2, help="Pango processes (and typefit threads)")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--json", help="also write every figure to this file")
    p.add_argument("--line-break-strategy", default="standard",
                   help="typefit's line-break strategy: standard (UILabel's: push-out and Hangul word priority, the "
                        "default), hangul-word-priority (typefit before push-out), push-out, none")
    p.add_argument("--check-memory", action="store_true",
                   help="instead: peak RSS of `typefit check` writing every report format, on Mastodon and on its "
                        "catalogs at 1× and 8× (scripts/bench_check_memory.py; typefit next to --bench)")
    p.add_argument("--check-speed", action="store_true",
                   help="only section 5: `typefit check` end to end against the floor (scripts/bench_check.py)")
    p.add_argument("--command", action="store_true",
                   help="only section 6: the command teams run, with sources, against its floors (scripts/bench_command.py)")
    p.add_argument("--apps", help="with --command: comma-separated parts of app folder names (default: all ten)")
    args = p.parse_args()
    typefit = os.path.join(os.path.dirname(args.bench), "typefit")
    if args.command:
        import bench_command
        bench_command.run(typefit, args.bench, args.corpus, args.apps.split(",") if args.apps else None,
                          repeat=args.repeat, json_path=args.json)
        return
    if args.check_speed:
        import bench_check
        bench_check.run(typefit, args.bench, args.corpus, repeat=args.repeat, json_path=args.json)
        return
    if args.check_memory:
        import bench_check_memory
        bench_check_memory.run(os.path.join(os.path.dirname(args.bench), "typefit"), args.corpus, json_path=args.json)
        return
    scales = [int(s) for s in args.scales.split(",")]
    started = time.time()
    report = {"machine": {"cpu": cpu_model(), "cores": os.cpu_count()}, "command": " ".join(sys.argv)}
    common = ["--corpus", args.corpus, "--threads", str(args.workers), "--line-break-strategy", args.line_break_strategy]

    with tempfile.TemporaryDirectory() as tmp:
        subset_path = os.path.join(tmp, "subset.jsonl")
        print(f"typefit benchmark — {cpu_model()}, {os.cpu_count()} cores; {args.workers} threads/processes, "
              f"best of {args.repeat}", flush=True)
        subset = run_json([args.bench, "subset", "--every", str(args.every), "--out", subset_path] + common)
        report["subset"] = subset
        print(f"  [typefit on the Pango subset done: {subset['strings']} strings, {subset['cells']} cells]", flush=True)
        pango_wall, pango_workers, pango_by_string = bench_pango.run(subset_path, args.workers)
        report["pango"] = {"seconds": pango_wall, "workerSeconds": pango_workers, "workers": args.workers}
        print(f"  [Pango done in {pango_wall:.1f} s]", flush=True)

        matrices = {}
        for scale in scales:
            matrices[scale] = run_json([args.bench, "matrix", "--scale", str(scale), "--repeat", str(args.repeat)] + common)
            print(f"  [matrix at {scale}× done]", flush=True)
        report["matrix"] = {str(k): v for k, v in matrices.items()}

        header, entries = bench_pango.read_subset(subset_path)
        counts, disagreements = bench_accuracy.compare(header, entries, pango_by_string)
        details = bench_accuracy.explain_typefit(args.bench, entries, disagreements, args.line_break_strategy) \
            if disagreements else []
        # The same cells without push-out, to tell the disagreements it makes (Pango has none).
        without = {"standard": "hangul-word-priority", "push-out": "none"}.get(args.line_break_strategy)
        greedy = bench_accuracy.explain_typefit(args.bench, entries, disagreements, without) \
            if disagreements and without else None
        causes, examples = bench_accuracy.classify(entries, disagreements, details, greedy)
        report["accuracy"] = dict(counts, causes=dict(causes), examples=examples)

    base = matrices[scales[0]]
    m = base["matrix"]
    floor = base["floor"]
    print()
    print(f"Corpus: {base['strings']} distinct (locale, text) strings in {base['locales']} locales "
          f"(IceCubes xcstrings + Mastodon .strings/.stringsdict, ../shared/corpus)")
    print(f"Cells per string: 3 styles × 12 categories × {len(base['widths'])} widths = {base['matrixCellsPerString']}; "
          f"{base['distinctCellsPerString']} distinct (weight, size, width) — "
          + ", ".join(f"{g['weight']} {len(g['sizes'])} sizes" for g in base["sizes"]))
    print(f"Widths: {len(base['widths'])} distinct, {base['widths'][0]:g}–{base['widths'][-1]:g} pt")
    print()
    print(f"1. Full matrix at {scales[0]}×, {base['threads']} threads")
    print(f"   typefit            {m['seconds']:8.3f} s  {m['cells']:>11,} cells  {rate(m['cells'], m['seconds']):>14,.0f} cells/s"
          f"   (runs {', '.join(f'{x:.3f}' for x in m['runs'])})")
    print(f"   raw HarfBuzz floor {floor['seconds']:8.3f} s  {floor['shapings']:>11,} shapings (every distinct string × face)"
          f"   (runs {', '.join(f'{x:.3f}' for x in floor['runs'])})")
    print(f"   matrix ÷ floor     {m['seconds'] / floor['seconds']:8.2f}×   (must be ≤ 3)")
    print(f"   peak RSS           {base['peakRSSBytes'] / 2**20:8.1f} MB")
    print()
    pango_cells = subset["cells"]
    pango_rate = rate(pango_cells, pango_wall)
    print(f"2. Pango baseline: every {args.every}th string = {subset['strings']} strings, {pango_cells:,} cells "
          f"(the same cells for both engines)")
    print(f"   Pango, {args.workers} processes  {pango_wall:8.2f} s  {pango_rate:>14,.0f} cells/s   "
          f"(per process: {', '.join(f'{rate(pango_cells / args.workers, s):,.0f}' for s in pango_workers)} cells/s)")
    print(f"   typefit, 1 thread    {subset['secondsOneThread']:8.3f} s  {rate(pango_cells, subset['secondsOneThread']):>14,.0f} cells/s")
    print(f"   typefit, {subset['threads']} threads   {subset['seconds']:8.3f} s  {rate(pango_cells, subset['seconds']):>14,.0f} cells/s")
    print(f"   speed-up on the same cells, both cores each:   {pango_wall / subset['seconds']:10.0f}×   (must be ≥ 100)")
    print(f"   full matrix cells/s ÷ Pango cells/s:           {rate(m['cells'], m['seconds']) / pango_rate:10.0f}×")
    print()
    print(f"3. Scaling (copies of every string rotated by grapheme clusters), {base['threads']} threads")
    print("   scale   strings        cells    matrix s   ns/cell   vs 1×   floor s   matrix÷floor   peak RSS")
    first_ns = None
    for scale in scales:
        r = matrices[scale]
        ns = r["matrix"]["seconds"] / r["matrix"]["cells"] * 1e9
        first_ns = first_ns or ns
        print(f"   {scale:>4}×  {r['strings']:>8,}  {r['matrix']['cells']:>11,}  {r['matrix']['seconds']:9.3f}  {ns:8.2f}  "
              f"{(ns / first_ns - 1) * 100:+6.1f}%  {r['floor']['seconds']:8.3f}  {r['matrix']['seconds'] / r['floor']['seconds']:12.2f}  "
              f"{r['peakRSSBytes'] / 2**20:7.1f} MB")
    print("   (per-cell time must stay within ±25% of 1×; peak RSS under 500 MB at 8×)")
    print()
    a = report["accuracy"]
    print(f"4. Accuracy on the {a['cells']:,} subset cells (typefit --tracking none, line-break strategy "
          f"{args.line_break_strategy}, vs Pango)")
    print(f"   line count agrees        {a['lineCountAgree']:>10,}  {100 * a['lineCountAgree'] / max(a['cells'], 1):7.3f}%   (must be ≥ 99%)")
    print(f"   and widest line ±0.5 pt  {a['widthWithinHalfPoint']:>10,}  "
          f"{100 * a['widthWithinHalfPoint'] / max(a['lineCountAgree'], 1):7.3f}% of those")
    if a["refused"]:
        print(f"   cells typefit refused    {a['refused']:>10,}")
    print(f"   disagreements by cause ({len(disagreements):,}):")
    for cause, n in sorted(causes.items(), key=lambda kv: -kv[1]):
        print(f"     {n:>8,}  {cause}")
        for ex in examples[cause][:3]:
            print(f"               {json.dumps(ex, ensure_ascii=False)[:300]}")
    print()
    import bench_check
    report["check"] = bench_check.run(typefit, args.bench, args.corpus, repeat=args.repeat)
    print()
    import bench_command
    report["command"] = bench_command.run(typefit, args.bench, args.corpus)
    print()
    print(f"Whole benchmark: {time.time() - started:.0f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
