#!/usr/bin/env bash
# The demo: `typefit check` on the bundled Trailhead app (Corpus/DemoApp, configured by
# Corpus/.typefit.yml) — every string × 11 locales × 12 Dynamic Type sizes × every iPhone and
# iPad, orientations and Split View widths. Prints the summary and writes the HTML report; opens
# nothing. Findings are the point of the demo, so exit code 1 (findings) counts as success here.
set -uo pipefail
typefit="${1:-typefit}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Corpus"
"$typefit" check --summary --report html="$root/reports/typefit.html" --report json="$root/reports/typefit.json"
status=$?
if [ "$status" -gt 1 ]; then exit "$status"; fi
echo "Open reports/typefit.html in a browser to see each failing string drawn in its box."
