#!/usr/bin/env bash
# Issue #26's must-show: every corpus app checked from another working directory gives the same
# report as from its own folder. For each app under CORPUS (default: ../shared/corpus, the apps
# `make bench` uses), runs
#     (cd APP && typefit check --no-progress --format json)
#     (cd EMPTY && typefit check --no-progress --format json APP)
# and the same for `typefit layout --json`, and compares the outputs byte for byte once the timing
# field (report.statistics.seconds) is removed, and the exit codes (an app whose catalogs hold a file
# that cannot be read exits 2 both ways, its report still written). Prints one line per app and
# command; exits 1 when an output or exit code differs, 2 when a run wrote no JSON or crashed.
# Not part of `make test`: the ten apps take minutes. Usage:
#     scripts/cwd-independence.sh "$(swift build --show-bin-path)/typefit" [CORPUS]
set -uo pipefail
typefit="${1:?usage: scripts/cwd-independence.sh TYPEFIT [CORPUS]}"
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${2:-$root/../shared/corpus}"
typefit="$(cd "$(dirname "$typefit")" && pwd)/$(basename "$typefit")"
[ -x "$typefit" ] || { echo "not an executable: $typefit" >&2; exit 2; }
[ -d "$corpus" ] || { echo "no corpus folder: $corpus" >&2; exit 2; }
corpus="$(cd "$corpus" && pwd)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
empty="$work/empty"
mkdir "$empty"

# The JSON without its timing field, keys as typefit wrote them (the comparison is of bytes).
strip_timing() {
    /usr/bin/python3 -c '
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
document = json.loads(text)
report = document.get("report") if isinstance(document, dict) else None
if isinstance(report, dict) and isinstance(report.get("statistics"), dict):
    report["statistics"].pop("seconds", None)
json.dump(document, open(sys.argv[2], "w", encoding="utf-8"), ensure_ascii=False, indent=1)
' "$1" "$2"
}

# Runs one command in a folder, its exit code in "$out.status". Exit 2 with a JSON document is an
# input problem the report names (a catalog that cannot be read); anything else above 1 is a failure.
run() {
    local folder="$1" out="$2"; shift 2
    (cd "$folder" && "$typefit" "$@" >"$out" 2>"$out.stderr")
    local status=$?
    echo "$status" >"$out.status"
    if [ "$status" -gt 2 ] || { [ "$status" -eq 2 ] && ! /usr/bin/python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$out" 2>/dev/null; }; then
        echo "  exit $status in $folder: $*" >&2
        head -5 "$out.stderr" >&2
        return 1
    fi
}

different=0
failed=0
for app in "$corpus"/*/; do
    app="${app%/}"
    name="$(basename "$app")"
    for command in check layout; do
        if [ "$command" = check ]; then
            inside=(check --no-progress --format json)
        else
            inside=(layout --json)
        fi
        here="$work/$name.$command.inside.json"
        there="$work/$name.$command.outside.json"
        if ! run "$app" "$here" "${inside[@]}" || ! run "$empty" "$there" "${inside[@]}" "$app"; then
            echo "FAIL  $name  typefit $command"
            failed=1
            continue
        fi
        strip_timing "$here" "$here.cmp" && strip_timing "$there" "$there.cmp"
        if cmp -s "$here.cmp" "$there.cmp" && cmp -s "$here.status" "$there.status"; then
            echo "same  $name  typefit $command ($(wc -c <"$here" | tr -d ' ') bytes, exit $(cat "$here.status"))"
        else
            echo "  exit $(cat "$here.status") inside, $(cat "$there.status") from elsewhere"
            echo "DIFF  $name  typefit $command"
            diff "$here.cmp" "$there.cmp" | head -10
            different=1
        fi
    done
done
if [ "$failed" -ne 0 ]; then exit 2; fi
exit "$different"
