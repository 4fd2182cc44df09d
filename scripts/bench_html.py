#!/usr/bin/env python3
"""How long an HTML report takes to open in headless Chromium, against an empty page opened in the
same run (issue #31 part 4: a report opens in under 3 s).

  /usr/bin/python3 scripts/bench_html.py [--repeat 3] [--browser PATH] REPORT.html [REPORT.html ...]

Each file is opened with `chromium --headless --screenshot` (a 1280 × 2000 window), which returns once
the page has loaded, been laid out and painted its first screen; the time is the process's wall time.
An empty page is opened the same way in between, so what Chromium itself costs to start is measured
beside it on the same (shared, noisy) machine. Files and the empty page alternate --repeat times and
each reports its fastest run. Prints, per file: its size, the fastest open, the empty page's, and the
difference (the page's own cost). Needs Chromium (`apt-get install chromium`); writes only in a
temporary folder.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time


def opened(browser, page, shot, profile):
    """Seconds `browser` takes to load `page` and write its first screen to `shot`."""
    started = time.perf_counter()
    subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
                    f"--user-data-dir={profile}", f"--screenshot={shot}", "file://" + os.path.abspath(page)],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600, check=False)
    seconds = time.perf_counter() - started
    if not os.path.exists(shot):
        sys.exit(f"bench_html: {browser} wrote no screenshot of {page}")
    os.remove(shot)
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", nargs="+")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--browser")
    args = parser.parse_args()
    browser = args.browser or next((b for b in ("chromium", "chromium-browser", "google-chrome")
                                    if shutil.which(b)), None)
    if not browser:
        sys.exit("bench_html: needs Chromium (apt-get install chromium), or --browser PATH")
    for report in args.reports:
        if not os.path.isfile(report):
            sys.exit(f"bench_html: {report}: no such file")
    with tempfile.TemporaryDirectory(prefix="typefit-bench-html-") as tmp:
        empty = os.path.join(tmp, "empty.html")
        with open(empty, "w", encoding="utf-8") as f:
            f.write("<!DOCTYPE html><html><body><p>empty</p></body></html>\n")
        shot, profile = os.path.join(tmp, "shot.png"), os.path.join(tmp, "profile")
        best = {}
        for _ in range(max(1, args.repeat)):
            for page in [empty] + args.reports:
                seconds = opened(browser, page, shot, profile)
                best[page] = min(best.get(page, seconds), seconds)
        print(f"{'report':<40} {'size':>10} {'open':>8} {'empty page':>11} {'page':>8}")
        for report in args.reports:
            size = os.path.getsize(report) / 1e6
            print(f"{report[-40:]:<40} {size:>8.2f} MB {best[report]:>6.2f} s {best[empty]:>9.2f} s "
                  f"{best[report] - best[empty]:>6.2f} s")


if __name__ == "__main__":
    main()
