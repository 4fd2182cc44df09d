#!/usr/bin/env bash
# Issue #26's must-show: every corpus app checked from another working directory gives the same
# report as from its own folder. For each app under CORPUS (default: ../shared/corpus, the apps
# `make bench` uses), runs
#     (cd APP && typefit check --no-progress --format json)
#     (cd EMPTY && typefit check --no-progress --format json APP)
# and the same for `typefit layout --json`, and compares the outputs byte for byte once the timing
# field (statistics.seconds) is removed. Prints one line per app and command; exits 1 when any
# output differs, 2 when a run ended with an exit code other than 0 or 1 (findings).
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
if isinstance(document, dict) and isinstance(document.get("statistics"), dict):
    document["statistics"].pop("seconds", None)
json.dump(document, open(sys.argv[2], "w", encoding="utf-8"), ensure_ascii=False, indent=1)
' "$1" "$2"
}

# Runs one command in a folder; a run that ends with 2 or worse is a failure of the check itself.
run() {
    local folder="$1" out="$2"; shift 2
    (cd "$folder" && "$typefit" "$@" >"$out" 2>"$out.stderr")
    local status=$?
    if [ "$status" -gt 1 ]; then
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
        if cmp -s "$here.cmp" "$there.cmp"; then
            echo "same  $name  typefit $command ($(wc -c <"$here" | tr -d ' ') bytes)"
        else
            echo "DIFF  $name  typefit $command"
            diff "$here.cmp" "$there.cmp" | head -10
            different=1
        fi
    done
done
if [ "$failed" -ne 0 ]; then exit 2; fi
exit "$different"
