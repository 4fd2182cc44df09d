#!/usr/bin/env bash
# The live fit page in headless Chromium (not part of `make test`: it needs Chromium): starts
# `typefit serve` on the demo project (Corpus/), opens the page with a key, a locale and a draft
# picked by its query parameters, and writes a screenshot once the page has asked /v1/keys and
# /v1/fit and drawn the answer.
#
#   scripts/live-screenshot.sh [OUTPUT.png] [TYPEFIT] [QUERY]
#     OUTPUT   default /tmp/live-page.png
#     TYPEFIT  the binary (default .build/debug/typefit)
#     QUERY    default key=onboarding.button.continue&locale=de&draft=Weiter zur nächsten Seite (URL-encoded)
#
# Needs Chromium (`apt-get install chromium`). Exits 1 when the page shows no drawing or an error.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-/tmp/live-page.png}"
typefit="${2:-$root/.build/debug/typefit}"
query="${3:-key=onboarding.button.continue&locale=de&draft=Weiter%20zur%20n%C3%A4chsten%20Seite}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -n "$browser" ] || { echo "live-screenshot: needs Chromium (apt-get install chromium)" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/typefit-live.XXXXXX")"
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

: > "$work/serve.log"
(cd "$root/Corpus" && exec "$typefit" serve --port 0) 2> "$work/serve.log" &
server=$!
port=""
for _ in $(seq 1 300); do
  port="$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$work/serve.log")"
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { cat "$work/serve.log" >&2; echo "live-screenshot: the server did not start" >&2; exit 1; }
url="http://127.0.0.1:$port/?$query"
# Virtual time lets the page's fetches and its debounce finish before the picture is taken.
flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=10000)
"$browser" "${flags[@]}" --window-size=1000,1000 --screenshot="$output" "$url" >/dev/null 2>&1
# The same page's DOM, to tell a drawn answer from an error or an empty page.
"$browser" "${flags[@]}" --dump-dom "$url" 2>/dev/null > "$work/page.html"
if ! grep -q '<img alt="The translation drawn in its box' "$work/page.html"; then
  echo "live-screenshot: the page shows no drawing; its status line:" >&2
  grep -o '<p id="status"[^<]*' "$work/page.html" >&2 || true
  exit 1
fi
echo "live-screenshot: wrote $output ($(grep -o '<p id="status"[^>]*>[^<]*' "$work/page.html" | sed 's/.*>//'))"
