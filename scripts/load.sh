#!/usr/bin/env bash
# Load test of `typefit serve` (not part of `make test`): POST /v1/measure from wrk at 64
# connections for 30 s after a 10 s warm-up, while the server's resident memory is sampled once a
# second. Prints requests/s, p50/p99 latency, errors and memory at the start, peak and end.
#   scripts/load.sh [--connections 64] [--duration 30] [--binary PATH] [--script scripts/load/measure.lua]
# scripts/load/measure-unique.lua makes every text new, so cache growth would show in memory.
set -euo pipefail
cd "$(dirname "$0")/.."
connections=64
duration=30
binary=""
script=scripts/load/measure.lua
while [ $# -gt 0 ]; do
  case "$1" in
    --connections) connections="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --binary) binary="$2"; shift 2 ;;
    --script) script="$2"; shift 2 ;;
    *) echo "usage: scripts/load.sh [--connections N] [--duration S] [--binary PATH] [--script FILE]" >&2; exit 2 ;;
  esac
done
command -v wrk >/dev/null || scripts/install-deps.sh --load-tools
if [ -n "$binary" ]; then
  binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
else
  swift build -c release --product typefit >&2
  binary="$(swift build -c release --show-bin-path)/typefit"
fi

work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
(cd Corpus && exec "$binary" serve --port 0) 2> "$work/server.log" &
server=$!
port=""
for _ in $(seq 1 200); do
  port="$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$work/server.log")"
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { cat "$work/server.log" >&2; echo "the server did not start" >&2; exit 1; }
url="http://127.0.0.1:$port"
rss() { awk '/VmRSS/ { print $2 }' "/proc/$server/status"; }

echo "warm-up: 10 s at $connections connections" >&2
wrk -t2 -c"$connections" -d10s -s "$script" "$url" > /dev/null
start_rss="$(rss)"
( while kill -0 "$server" 2>/dev/null; do rss >> "$work/rss"; sleep 1; done ) &
sampler=$!
echo "measured: ${duration} s at $connections connections" >&2
wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$script" "$url" | tee "$work/wrk.txt"
end_rss="$(rss)"
kill "$sampler" 2>/dev/null || true
peak_rss="$(sort -n "$work/rss" | tail -1)"
refusals="$(curl -s "$url/metrics" | awk '/^typefit_http_requests_total\{route="\/v1\/measure",status="[^2]/ { n += $2 } END { print n + 0 }')"
kill -TERM "$server"
wait "$server" || true

requests="$(awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt")"
p50="$(awk '$1 == "50%" { print $2 }' "$work/wrk.txt")"
p99="$(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")"
errors="$(awk '/Socket errors|Non-2xx/ { print }' "$work/wrk.txt")"
echo
echo "summary: ${requests} requests/s, p50 ${p50}, p99 ${p99}, $connections connections, ${duration} s"
echo "errors: ${errors:-none (no socket errors, no non-2xx answers)}; server-counted non-2xx on /v1/measure: $refusals"
echo "resident memory: $((start_rss / 1024)) MB after warm-up, peak $((peak_rss / 1024)) MB, $((end_rss / 1024)) MB at the end"
grep -q "typefit: stopped" "$work/server.log" && echo "SIGTERM: stopped cleanly" || { cat "$work/server.log"; exit 1; }
