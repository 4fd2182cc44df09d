#!/usr/bin/env bash
# Fuzzes the catalog and config readers with libFuzzer + AddressSanitizer (issue #7).
#
#   scripts/fuzz.sh [RUNS]          RUNS executions per reader (default 1000000)
#
# Environment: FUZZ_READERS="xcstrings strings …" (default: all ten: the five readers, then
# measure — the shaping core on arbitrary UTF-16 — and request — /v1/measure's request bodies —,
# then the source pass on one swift, interface-builder or objc file: docs/fuzzing.md), FUZZ_JOBS
# (readers run at once, default 2: one per core), FUZZ_TIME (seconds each reader runs at most,
# default 1800: a reader stops at RUNS or FUZZ_TIME, whichever comes first), FUZZ_TIMEOUT
# (seconds one input may take before it counts as a hang: default 2, 10 for the source pass),
# FUZZ_KEEP=1 keeps the working corpora and logs, FUZZ_NO_BUILD=1 skips the build.
#
# The harnesses live in the separate package Fuzz/ (see its Package.swift for why). Each reader
# fuzzes a temporary copy of Fuzz/Seeds/<reader>, plus the real catalogs of ../shared/corpus when
# that folder exists; nothing committed and no input file is ever written. Inputs that crash,
# time out or run out of memory are saved to Fuzz/Artifacts/<reader>/ (not committed); rerun one
# with `Fuzz/.build-fuzzer/release/fuzz-<reader> FILE`. Exits 1 when any reader failed.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
readers=(${FUZZ_READERS:-xcstrings strings stringsdict xliff config measure request swift interface-builder objc})
jobs="${FUZZ_JOBS:-2}"
seconds="${FUZZ_TIME:-1800}"
scratch="$root/Fuzz/.build-fuzzer"
bin="$scratch/release"

if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    echo "fuzz: building the harnesses (release, -sanitize=fuzzer,address)"
    # SwiftPM keeps the build plan of a path dependency and misses source files added to it
    # since; planning again costs a second.
    rm -f "$scratch"/*/release/description.json
    # Swift code gets coverage and ASan from -sanitize; the C in the graph (libyaml inside Yams,
    # our ICU shim) gets the same through -Xcc, so a memory error in libyaml is caught too.
    # One product per reader asked for: only those build, and one that does not build leaves the
    # others to run.
    for r in "${readers[@]}"; do
        swift build -c release --package-path "$root/Fuzz" --scratch-path "$scratch" --product "fuzz-$r" \
            -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
            -Xcc -fsanitize=fuzzer-no-link,address 2>&1 | grep -v "Cannot export local symbol '__asan_extra_spill_area'" || true
    done
    for r in "${readers[@]}"; do
        [ -x "$bin/fuzz-$r" ] || { echo "fuzz: build failed: no $bin/fuzz-$r" >&2; exit 1; }
    done
fi

# The shared corpus of real-world catalogs sits next to the repository (one or two levels up
# from a worktree). Read-only seeds only: its files are third-party and never committed.
shared=""
for dir in "$root/../shared/corpus" "$root/../../shared/corpus" "/work/shared/corpus"; do
    if [ -d "$dir" ]; then shared="$(cd "$dir" && pwd)"; break; fi
done

work="$(mktemp -d "${TMPDIR:-/tmp}/typefit-fuzz.XXXXXX")"
cleanup() { [ "${FUZZ_KEEP:-0}" = 1 ] && echo "fuzz: kept $work" || rm -rf "$work"; }
trap cleanup EXIT

# Per reader: the dictionary, the largest input, the shared-corpus file pattern, the seconds one
# input may take (the source pass parses Swift, slower under ASan). Inputs stay at
# 16 KB and below: under ASan a 64 KB catalog runs at a few hundred executions a second, and
# super-linear reading is covered by the 100 000-key tests instead. Longer seeds are truncated.
settings() {
    case "$1" in
        xcstrings)   echo "json.dict 16384 *.xcstrings ${FUZZ_TIMEOUT:-2}" ;;
        strings)     echo "strings.dict 8192 *.strings ${FUZZ_TIMEOUT:-2}" ;;
        stringsdict) echo "xml.dict 16384 *.stringsdict ${FUZZ_TIMEOUT:-2}" ;;
        xliff)       echo "xml.dict 16384 *.xliff ${FUZZ_TIMEOUT:-2}" ;;
        config)      echo "yaml.dict 4096 *.typefit.yml ${FUZZ_TIMEOUT:-2}" ;;
        measure)     echo "- 2048 - ${FUZZ_TIMEOUT:-2}" ;;
        request)     echo "json.dict 4096 - ${FUZZ_TIMEOUT:-2}" ;;
        # Seeds of our own only (Fuzz/Seeds/<reader>), no shared-corpus files.
        swift)       echo "swift.dict 8192 - ${FUZZ_TIMEOUT:-10}" ;;
        interface-builder) echo "xml.dict 16384 - ${FUZZ_TIMEOUT:-10}" ;;
        objc)        echo "objc.dict 8192 - ${FUZZ_TIMEOUT:-10}" ;;
    esac
}

run_reader() {
    local r="$1" dict max pattern timeout
    read -r dict max pattern timeout <<<"$(settings "$r")"
    local corpus="$work/$r/corpus" log="$work/$r/log" artifacts="$root/Fuzz/Artifacts/$r/"
    mkdir -p "$corpus" "$artifacts"
    cp "$root/Fuzz/Seeds/$r/"* "$corpus/"
    if [ -n "$shared" ] && [ "$pattern" != "-" ]; then
        # Numbered copies: many real catalogs share a file name.
        local n=0
        while IFS= read -r -d '' f; do
            n=$((n + 1)); cp "$f" "$corpus/shared-$n-$(basename "$f")"
        done < <(find "$shared" -type f -name "$pattern" -print0)
    fi
    chmod -R u+w "$corpus"
    local seeds; seeds="$(ls "$corpus" | wc -l)"
    local start=$SECONDS status=0 dictionary=()
    [ "$dict" != "-" ] && dictionary=(-dict="$root/Fuzz/Dictionaries/$dict")
    # -detect_leaks=0: the Swift runtime's metadata caches live until exit and read as leaks.
    # malloc_context_size=4: Swift allocates on almost every line, and recording each
    # allocation's whole stack halves the speed; rerun a crash with the default for full stacks.
    # No Swift backtracer: under ASan it reads its own stack and reports that instead of the bug.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:malloc_context_size=4" \
        "$bin/fuzz-$r" "$corpus" -runs="$runs" -max_total_time="$seconds" -max_len="$max" -timeout="$timeout" -rss_limit_mb=2048 \
        -malloc_limit_mb=2048 "${dictionary[@]}" -print_final_stats=1 \
        -artifact_prefix="$artifacts" -detect_leaks=0 >"$log" 2>&1 || status=$?
    echo "$status $((SECONDS - start)) $seeds" >"$work/$r/result"
}

echo "fuzz: $runs runs or ${seconds}s per reader, ${#readers[@]} readers, $jobs at a time" \
     "${shared:+(extra seeds from $shared)}"
running=0
for r in "${readers[@]}"; do
    if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
    echo "fuzz: $r started"
    run_reader "$r" &
    running=$((running + 1))
done
wait || true

failed=0
printf '\n%-12s %10s %8s %7s %7s %7s %7s %7s  %s\n' reader executions exec/s seeds corpus cov ft seconds result
for r in "${readers[@]}"; do
    log="$work/$r/log"
    read -r status seconds seeds <"$work/$r/result"
    stat() { grep -o "stat::$1: *[0-9]*" "$log" | tail -1 | grep -o '[0-9]*$' || echo "?"; }
    # The last status line ("#1000000 DONE cov: 812 ft: 2931 corp: 402/88Kb …") has the coverage.
    last="$(grep -E '^#[0-9]+' "$log" | tail -1 || true)"
    cov="$(grep -o 'cov: [0-9]*' <<<"$last" | grep -o '[0-9]*' || echo "?")"
    ft="$(grep -o 'ft: [0-9]*' <<<"$last" | grep -o '[0-9]*' || echo "?")"
    corp="$(grep -o 'corp: [0-9]*' <<<"$last" | grep -o '[0-9]*' || echo "?")"
    result="ok"
    if [ "$status" != 0 ]; then
        failed=1
        kind="$(grep -oE 'ERROR: (libFuzzer|AddressSanitizer): [a-z-]+|fuzz invariant broken|Fatal error|deadly signal' "$log" | head -1 || true)"
        artifact="$(grep -o 'Test unit written to .*' "$log" | tail -1 | sed 's/Test unit written to //' || true)"
        result="FAILED (${kind:-exit $status}) ${artifact:-see log}"
        [ "${FUZZ_KEEP:-0}" = 1 ] || cp "$log" "$root/Fuzz/Artifacts/$r/last.log"
    fi
    printf '%-12s %10s %8s %7s %7s %7s %7s %7s  %s\n' "$r" "$(stat number_of_executed_units)" \
        "$(stat average_exec_per_sec)" "$seeds" "$corp" "$cov" "$ft" "$seconds" "$result"
done
if [ "$failed" = 1 ]; then
    echo "fuzz: failures above; logs in Fuzz/Artifacts/<reader>/last.log" >&2
    exit 1
fi
