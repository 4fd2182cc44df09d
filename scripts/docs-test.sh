#!/usr/bin/env bash
# The documentation, tested (run by `make test`):
#  1. scripts/docs.sh builds the DocC site with --warnings-as-errors: a broken link or an unknown
#     symbol in the catalog or in a doc comment fails the build; the site has the landing page, the
#     "Getting started" article and a page for every module;
#  2. the same build with a catalog whose article links to a symbol that does not exist fails,
#     naming it (so the gate above is not a build that never warns);
#  3. the article's "Serve" commands run as written, against `typefit serve` on the article's
#     project (Tests/Fixtures/GettingStarted), with only the port changed to a free one, and answer
#     what the article says, by hand on the test font (upem 1000; A–Z 600, a–z 500, space 250):
#     /v1/measure "Settings" in the body style at AX3, 40 pt in Apple's table: 4,100 units = 164 pt;
#     /v1/fit "Speichern", 46 pt at 10 pt in a 100-pt label: no finding;
#     /v1/check "Speichern und schliessen", 116 pt in that label: cut, one finding, measured 116 pt.
# The article's Swift is compiled and run by Tests/TypeFitDocumentationTests.
# Usage: scripts/docs-test.sh PATH/TO/typefit
set -euo pipefail
cd "$(dirname "$0")/.."
typefit=$(cd "$(dirname "${1:?usage: $0 PATH/TO/typefit}")" && pwd)/$(basename "$1")
[ -x "$typefit" ] || { echo "docs-test: $typefit is missing (swift build)" >&2; exit 1; }
command -v curl >/dev/null || { echo "docs-test: curl is missing (scripts/install-deps.sh --test-tools)" >&2; exit 1; }
article=Sources/TypeFit/TypeFit.docc/GettingStarted.md
work=$(mktemp -d "${TMPDIR:-/tmp}/typefit-docs-test-XXXXXX")
server=""
trap '[ -z "$server" ] || kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# 1. The site.
start=$SECONDS
if scripts/docs.sh .build/docs >"$work/docs.log" 2>&1; then
    pass "scripts/docs.sh: no docc warning ($((SECONDS - start)) s)"
else
    cat "$work/docs.log"; fail "scripts/docs.sh failed"
fi
pages=(documentation/typefit/index.html documentation/typefit/gettingstarted/index.html
       data/documentation/typefit.json data/documentation/typefit/gettingstarted.json)
for module in $(sed -n 's/^@_exported import //p' Sources/TypeFit/TypeFit.swift); do
    pages+=("data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module").json")
done
missing=0
for page in "${pages[@]}"; do
    [ -f ".build/docs/$page" ] || { fail "the site has no $page"; missing=1; }
done
# Static hosting under /typefit/: the landing page loads its scripts and styles from there.
assets=$(grep -o '\(src\|href\)="/typefit/[^"]*\.\(js\|css\)"' .build/docs/documentation/typefit/index.html | sed 's|.*"/typefit/||; s|"$||' || true)
[ -n "$assets" ] || { fail "the landing page loads nothing from /typefit/"; missing=1; }
for asset in $assets; do
    [ -f ".build/docs/$asset" ] || { fail "the landing page loads /typefit/$asset, which the site does not have"; missing=1; }
done
[ "$missing" = 1 ] || pass "the site has the landing page, the article and every module's page (${#pages[@]} pages), its scripts and styles under /typefit/"

# 2. A broken link fails the build.
cp -R Sources/TypeFit/TypeFit.docc "$work/Broken.docc"
printf '\nSee ``TypeFitCore/NoSuchEngine``.\n' >>"$work/Broken.docc/GettingStarted.md"
if CATALOG="$work/Broken.docc" scripts/docs.sh "$work/broken-site" >"$work/broken.log" 2>&1; then
    fail "a catalog linking to TypeFitCore/NoSuchEngine built"
elif grep -q "NoSuchEngine" "$work/broken.log"; then
    pass "a catalog linking to TypeFitCore/NoSuchEngine fails, naming it"
else
    cat "$work/broken.log"; fail "the broken catalog failed without naming NoSuchEngine"
fi

# 3. The article's "Serve" commands: the ```sh block that starts the server, then each curl line.
blocks() { awk '/^```sh$/ { on = 1; n++; next } /^```$/ { on = 0 } on { print n "\t" $0 }' "$article"; }
serve_line="$(blocks | cut -f2 | grep '^typefit serve' | head -1)"
mapfile -t requests < <(blocks | cut -f2 | grep '^curl ')
[ -n "$serve_line" ] && [ "${#requests[@]}" = 3 ] || fail "the article has no 'typefit serve' line or not 3 curl lines"
port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd Tests/Fixtures/GettingStarted && PATH="$(dirname "$typefit"):$PATH" exec bash -c "${serve_line//8080/$port}") >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do grep -q "serving on" "$work/serve.log" && break; sleep 0.2; done
grep -q "serving on http://127.0.0.1:$port" "$work/serve.log" || { cat "$work/serve.log"; fail "typefit serve did not start"; }
i=0
for request in "${requests[@]}"; do
    i=$((i + 1))
    bash -c "${request//8080/$port}" >"$work/answer-$i.json" 2>&1 || fail "the article's request failed: $request"
done
if /usr/bin/python3 - "$work" <<'PY'; then pass "the article's requests answer as it says"; else fail "the article's requests (above)"; fi
import json, sys
work = sys.argv[1]
answers = [json.load(open(f"{work}/answer-{i}.json")) for i in (1, 2, 3)]
measure, fit, check = answers
ok = True
def expect(condition, what, answer):
    global ok
    if not condition:
        ok = False
        print(f"  {what}: {json.dumps(answer)[:600]}")
expect(abs(measure.get("width", 0) - 164) < 1e-9 and measure.get("lines") == 1, "/v1/measure: not 164 pt on one line", measure)
expect(fit.get("report", {}).get("findings") == [], "/v1/fit: findings for a text that fits", fit)
findings = check.get("report", {}).get("findings", [])
expect([(f["key"], f["locale"], f["worst"]["measured"]["width"]) for f in findings] == [("button.save", "de", 116)],
       "/v1/check: not one finding for button.save in de, measured 116 pt", check)
sys.exit(0 if ok else 1)
PY
kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; server=""

if [ "$failures" -gt 0 ]; then echo "docs-test: $failures failed"; exit 1; fi
echo "docs-test: ok"
