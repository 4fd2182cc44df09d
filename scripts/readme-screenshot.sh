#!/usr/bin/env bash
# Makes docs/images/finding-card.png, the README's picture of one finding in the HTML report:
# `typefit check` on the demo (Russian, Large, iPhone 16 Pro), the report's first finding card
# alone, drawn by headless Chromium at 2x.
#
#   scripts/readme-screenshot.sh [TYPEFIT]     TYPEFIT: the binary (default .build/debug/typefit)
#
# Needs Chromium (`apt-get install chromium`); nothing else is installed or written outside
# docs/images and a temporary folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
typefit="${1:-$root/.build/debug/typefit}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -n "$browser" ] || { echo "readme-screenshot: needs Chromium (apt-get install chromium)" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/typefit-shot.XXXXXX")"
trap 'rm -rf "$work"' EXIT

(cd "$root/Corpus" && "$typefit" check --locales ru --sizes Large --devices iphone-16-pro \
    --report "html=$work/report.html" --format text --fail-on never >/dev/null)
# Only the first finding card shows: the page's header, summary, filters and other cards are hidden.
style='<style>body>*:not(main):not(svg),main>*:not(#layout),#layout>*:not(article.finding),#layout>article.finding~article.finding{display:none!important}
body{margin:0;padding:8px;width:744px}main,#layout{margin:0;padding:0}</style>'
python3 - "$work/report.html" "$work/card.html" "$style" <<'PY'
import sys
html = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write(html.replace("</head>", sys.argv[3] + "</head>", 1))
PY
mkdir -p "$root/docs/images"
"$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
    --window-size=760,470 --screenshot="$root/docs/images/finding-card.png" "file://$work/card.html" >/dev/null 2>&1
echo "readme-screenshot: wrote docs/images/finding-card.png"
