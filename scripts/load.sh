#!/usr/bin/env bash
# Load tests of `typefit serve` (not part of `make test`), on the release binary serving the demo
# project (Corpus/). Two scenarios, both by default:
#   measure  POST /v1/measure from wrk at 64 connections for 30 s after a 10 s warm-up, while the
#            server's resident memory is sampled once a second: requests/s, p50/p99, errors, memory.
#   mixed    issue #15's: the same /v1/measure load while 8 clients keep posting the Mastodon
#            catalog files (every Localizable.strings and .stringsdict, turn about) to /v1/check
#            and, for the measured 30 s, 200 slow clients trickle their requests (half the head,
#            half the body). Reports /v1/measure p50/p99 and errors, what the checks got, how many
#            slow clients the time-outs closed, and memory before and after the warm-up.
#   fit      POST /v1/fit as the live fit page sends it on every keystroke (scripts/load/fit.lua:
#            drafts typed a character at a time, room only, with the drawing) at 16 connections for
#            30 s after a 10 s warm-up: requests/s, p50/p99 (the goal: p99 under 20 ms), errors.
#   scripts/load.sh [--scenario measure|mixed|fit|all] [--connections 64] [--duration 30] [--binary PATH]
#                   [--script scripts/load/measure.lua] [--checkers 8] [--slow-clients 200] [--corpus DIR]
#                   [--fit-connections 16] [--fit-args nodraw]
# scripts/load/measure-unique.lua makes every text new, so cache growth would show in memory.
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=all
connections=64
duration=30
binary=""
script=scripts/load/measure.lua
checkers=8
slow_clients=200
corpus=../shared/corpus/mastodon-mastodon-ios
fit_connections=16
fit_args=""
while [ $# -gt 0 ]; do
  case "$1" in
    --scenario) scenario="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --binary) binary="$2"; shift 2 ;;
    --script) script="$2"; shift 2 ;;
    --checkers) checkers="$2"; shift 2 ;;
    --slow-clients) slow_clients="$2"; shift 2 ;;
    --corpus) corpus="$2"; shift 2 ;;
    --fit-connections) fit_connections="$2"; shift 2 ;;
    --fit-args) fit_args="$2"; shift 2 ;;
    *) echo "usage: scripts/load.sh [--scenario measure|mixed|fit|all] [--connections N] [--duration S] [--binary PATH]" \
            "[--script FILE] [--checkers N] [--slow-clients N] [--corpus DIR] [--fit-connections N] [--fit-args nodraw]" >&2; exit 2 ;;
  esac
done
case "$scenario" in measure|mixed|fit|all) ;; *) echo "--scenario is measure, mixed, fit or all" >&2; exit 2 ;; esac
command -v wrk >/dev/null || scripts/install-deps.sh --load-tools
if [ -n "$binary" ]; then
  binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
else
  swift build -c release --product typefit >&2
  binary="$(swift build -c release --show-bin-path)/typefit"
fi

work="$(mktemp -d)"
server=""
background=()
cleanup() {
  for pid in "${background[@]}" $server; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# Starts `typefit serve` on a free port in Corpus/; sets $server, $url and $log.
start_server() {
  log="$work/server-$1.log"
  # Made here, not by the background shell's redirection, which may come after the first read.
  : > "$log"
  (cd Corpus && exec "$binary" serve --port 0) 2> "$log" &
  server=$!
  local port=""
  for _ in $(seq 1 200); do
    port="$(sed -n 's|.*serving on http://127.0.0.1:\([0-9]*\).*|\1|p' "$log")"
    [ -n "$port" ] && break
    sleep 0.1
  done
  [ -n "$port" ] || { cat "$log" >&2; echo "the server did not start" >&2; exit 1; }
  url="http://127.0.0.1:$port"
}
stop_server() {
  kill -TERM "$server"
  wait "$server" || true
  server=""
  grep -q "typefit: stopped" "$log" && echo "SIGTERM: stopped cleanly" || { cat "$log"; exit 1; }
}
rss() { awk '/VmRSS/ { print $2 }' "/proc/$server/status"; }
mb() { echo "$(( $1 / 1024 )) MB"; }
sample_rss() { ( while kill -0 "$server" 2>/dev/null; do rss >> "$1"; sleep 1; done ) & sampler=$!; }
wrk_figures() {
  echo "$(awk '/Requests\/sec/ { print $2 }' "$1") requests/s, p50 $(awk '$1 == "50%" { print $2 }' "$1"), p99 $(awk '$1 == "99%" { print $2 }' "$1")"
}
wrk_errors() {
  local errors
  errors="$(awk '/Socket errors|Non-2xx/ { print }' "$1")"
  echo "${errors:-none (no socket errors, no non-2xx answers)}"
}

if [ "$scenario" = measure ] || [ "$scenario" = all ]; then
  echo "== measure: /v1/measure alone" >&2
  start_server measure
  echo "warm-up: 10 s at $connections connections" >&2
  wrk -t2 -c"$connections" -d10s -s "$script" "$url" > /dev/null
  start_rss="$(rss)"
  sample_rss "$work/rss-measure"
  echo "measured: ${duration} s at $connections connections" >&2
  wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$script" "$url" | tee "$work/wrk.txt"
  end_rss="$(rss)"
  kill "$sampler" 2>/dev/null || true
  peak_rss="$(sort -n "$work/rss-measure" | tail -1)"
  refusals="$(curl -s "$url/metrics" | awk '/^typefit_http_requests_total\{route="\/v1\/measure",status="[^2]/ { n += $2 } END { print n + 0 }')"
  stop_server
  echo
  echo "summary (measure): $(wrk_figures "$work/wrk.txt"), $connections connections, ${duration} s"
  echo "errors: $(wrk_errors "$work/wrk.txt"); server-counted non-2xx on /v1/measure: $refusals"
  echo "resident memory: $(mb "$start_rss") after warm-up, peak $(mb "$peak_rss"), $(mb "$end_rss") at the end"
fi

if [ "$scenario" = mixed ] || [ "$scenario" = all ]; then
  echo >&2
  echo "== mixed: /v1/measure while $checkers clients post catalogs to /v1/check and $slow_clients clients trickle" >&2
  /usr/bin/python3 scripts/load/catalog_bodies.py "$corpus" "$work/bodies"
  start_server mixed
  before_rss="$(rss)"
  # The checkers run from the warm-up to past the measured window; wrk's 2 s default time-out
  # would count every check as an error, so theirs is the server's time limit and more.
  wrk -t1 -c"$checkers" -d"$((10 + duration + 5))s" --timeout 60s --latency -s scripts/load/check.lua "$url" \
    -- "$work/bodies/list" > "$work/wrk-check.txt" &
  background+=($!)
  checker=$!
  echo "warm-up: 10 s at $connections connections, checks running" >&2
  wrk -t2 -c"$connections" -d10s -s "$script" "$url" > /dev/null
  warm_rss="$(rss)"
  curl -s "$url/metrics" > "$work/metrics-before"
  sample_rss "$work/rss-mixed"
  /usr/bin/python3 scripts/load/slow_clients.py "${url##*:}" --clients "$slow_clients" --wait "$((duration + 30))" \
    > "$work/slow.txt" 2>&1 &
  slow=$!
  background+=("$slow")
  echo "measured: ${duration} s at $connections connections, checks and slow clients running" >&2
  wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$script" "$url" | tee "$work/wrk-mixed.txt"
  end_rss="$(rss)"
  window_samples="$(wc -l < "$work/rss-mixed")"
  wait "$slow" || true
  curl -s "$url/metrics" > "$work/metrics-after"
  wait "$checker" || true
  kill "$sampler" 2>/dev/null || true
  peak_rss="$(sort -n "$work/rss-mixed" | tail -1)"
  # The slow clients post to /v1/measure too; their 408s are counted apart.
  measure_refusals="$(awk '/^typefit_http_requests_total\{route="\/v1\/measure",status="[^2]/ && !/status="408"/ { n += $2 } END { print n + 0 }' "$work/metrics-after")"
  stop_server
  echo
  echo "summary (mixed): /v1/measure $(wrk_figures "$work/wrk-mixed.txt"), $connections connections, ${duration} s"
  echo "/v1/measure errors: $(wrk_errors "$work/wrk-mixed.txt"); server-counted non-2xx on /v1/measure other than the slow clients' 408s: $measure_refusals"
  echo "/v1/check ($checkers clients, $(wc -l < "$work/bodies/list") catalog files in turn, whole run): $(wrk_figures "$work/wrk-check.txt"); $(wrk_errors "$work/wrk-check.txt")"
  /usr/bin/python3 scripts/load/metrics_delta.py "$work/metrics-before" "$work/metrics-after"
  cat "$work/slow.txt"
  echo "resident memory: $(mb "$before_rss") at start, $(mb "$warm_rss") after warm-up, peak $(mb "$peak_rss"), $(mb "$end_rss") at the end of the measured window"
  # Flat after warm-up: the peak of each third of the window stops rising once the caches are full.
  thirds="$(head -n "$window_samples" "$work/rss-mixed" | awk '{ v[NR] = $1 } END {
    for (t = 0; t < 3; t++) { m = 0; for (i = int(t * NR / 3) + 1; i <= int((t + 1) * NR / 3); i++) if (v[i] > m) m = v[i]
      printf "%s%.0f MB", (t ? " / " : ""), m / 1024 } }')"
  echo "resident memory, peak in each third of the measured window: $thirds"
fi

if [ "$scenario" = fit ] || [ "$scenario" = all ]; then
  echo >&2
  echo "== fit: /v1/fit as the live page sends it (drafts typed a character at a time), $fit_connections connections" >&2
  start_server fit
  # The keys' boxes are made on their first draft; the warm-up makes them.
  echo "warm-up: 10 s at $fit_connections connections" >&2
  wrk -t2 -c"$fit_connections" -d10s -s scripts/load/fit.lua "$url" -- $fit_args > /dev/null
  start_rss="$(rss)"
  echo "measured: ${duration} s at $fit_connections connections" >&2
  wrk -t2 -c"$fit_connections" -d"${duration}s" --latency -s scripts/load/fit.lua "$url" -- $fit_args | tee "$work/wrk-fit.txt"
  end_rss="$(rss)"
  refusals="$(curl -s "$url/metrics" | awk '/^typefit_http_requests_total\{route="\/v1\/fit",status="[^2]/ { n += $2 } END { print n + 0 }')"
  stop_server
  echo
  echo "summary (fit): $(wrk_figures "$work/wrk-fit.txt"), $fit_connections connections, ${duration} s${fit_args:+ ($fit_args)}"
  echo "errors: $(wrk_errors "$work/wrk-fit.txt"); server-counted non-2xx on /v1/fit: $refusals"
  echo "resident memory: $(mb "$start_rss") after warm-up, $(mb "$end_rss") at the end"
fi
