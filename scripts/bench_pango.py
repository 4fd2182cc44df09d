"""The Pango baseline for bench.py: lays out the subset's cells with Pango in worker processes
and times only the layout loop (after each worker has loaded its strings and warmed up
fontconfig on one layout).

Cells come in typefit's order (scripts/bench.py reads it from `typefit-bench subset`): per
string, group by group (weight), size by size, width by width.
"""
import array
import json
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pango_typefit import Contexts, Paragraphs  # noqa: E402


def read_subset(path):
    """(header, entries) from typefit-bench subset's JSON lines."""
    with open(path, encoding="utf-8") as f:
        header = json.loads(f.readline())
        entries = [json.loads(line) for line in f if line.strip()]
    return header, entries


def lay_out(contexts, header, locale, text):
    """Line count and widest line of every cell of one string, in typefit's cell order."""
    lines = []
    widths = []
    for group in header["groups"]:
        for size in group["sizes"]:
            paragraphs = Paragraphs(contexts, text, locale, size, group["weightValue"])
            for width in header["widths"]:
                paragraphs.set_width(width)
                count, widest = paragraphs.lines()
                lines.append(count)
                widths.append(widest)
    return lines, widths


def _worker(path, worker, workers, queue):
    header, entries = read_subset(path)
    mine = [(i, e["locale"], e["text"]) for i, e in enumerate(entries) if i % workers == worker]
    contexts = Contexts()
    if mine:  # fontconfig and the fonts load on first use; keep that out of the timing
        lay_out(contexts, header, mine[0][1], mine[0][2])
    lines = array.array("i")
    widths = array.array("d")
    start = time.perf_counter()
    for _, locale, text in mine:
        l, w = lay_out(contexts, header, locale, text)
        lines.extend(l)
        widths.extend(w)
    elapsed = time.perf_counter() - start
    queue.put((worker, elapsed, [i for i, _, _ in mine], lines.tobytes(), widths.tobytes()))


def run(path, workers):
    """Lays out every cell in `workers` processes at once. Returns (wall seconds = the slowest
    worker's loop, per-worker seconds, per-string lists of (lines, widths))."""
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(path, k, workers, queue)) for k in range(workers)]
    for p in procs:
        p.start()
    results = [queue.get() for _ in procs]
    for p in procs:
        p.join()
    header, entries = read_subset(path)
    per_string = len(header["widths"]) * sum(len(g["sizes"]) for g in header["groups"])
    by_string = [None] * len(entries)
    seconds = {}
    for worker, elapsed, indices, lines_bytes, widths_bytes in results:
        seconds[worker] = elapsed
        lines = array.array("i")
        lines.frombytes(lines_bytes)
        widths = array.array("d")
        widths.frombytes(widths_bytes)
        for k, index in enumerate(indices):
            by_string[index] = (lines[k * per_string:(k + 1) * per_string], widths[k * per_string:(k + 1) * per_string])
    return max(seconds.values()), [seconds[k] for k in sorted(seconds)], by_string
