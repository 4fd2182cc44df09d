#!/usr/bin/env bash
# Builds Tests/Fixtures/Consumer, a package that depends on typefit BY VERSION from a git tag, the
# way an app's tooling would, and runs it: it measures a string with `import TypeFit` and must get
# HarfBuzz's own width (hb-shape's advances on the default face, Inter's variable face at opsz 17).
# SwiftPM refuses a versioned dependency with unsafe build flags, so this fails if one comes back.
# It also fails if the library makes its users compile the HTTP server (Hummingbird, NIO), or if a
# Swift module of it imports ICU's headers. Then it uses the SwiftPM plugins (docs/plugins.md): the
# build plugin on two targets (a warning that passes the build, an error that fails it, each at
# its catalog's file:line) and the `typefit` and `typefit-write` command plugins; the plugins'
# typefit, built without the Server trait, must not compile the server either.
#
# What is tested is what a commit would hold: the tracked files as they are in the working tree
# (`git stash create`; untracked files are left out, as they would be from a release). Part of
# `make test`. Work files stay in .build/consumer-test so a second run only rebuilds what changed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
work="$root/.build/consumer-test"
repo="$work/typefit"          # the package's identity is the last path component: keep it "typefit"
consumer="$work/consumer"
cd "$root"
git rev-parse --git-dir >/dev/null 2>&1 || { echo "consumer-test: needs a git checkout of typefit" >&2; exit 1; }

# A git repository holding the tree, with a new tag each run so that resolution moves to it and
# the checkout is updated in place (only changed files are rebuilt).
tree="$(git stash create)"
[ -n "$tree" ] || tree=HEAD
git_local() { git -C "$repo" -c user.name=typefit-test -c user.email=typefit-test@localhost "$@"; }
if [ ! -d "$repo/.git" ]; then
    mkdir -p "$repo"
    git_local init -q
fi
git_local rm -q -r --ignore-unmatch . >/dev/null
git archive "$tree" | tar -x -C "$repo"
git_local add -A
git_local commit -q --allow-empty -m "typefit $(git rev-parse --short "$tree")"
release="99.0.$(git_local rev-list --count HEAD)"
git_local tag "$release"

# The consumer, pointed at that repository.
mkdir -p "$consumer"
rm -rf "$consumer/Sources"
cp -R "$repo/Tests/Fixtures/Consumer/Sources" "$consumer/"
cp "$repo/Tests/Fixtures/Consumer/.typefit.yml" "$consumer/"
sed "s|@TYPEFIT_URL@|file://$repo|" "$repo/Tests/Fixtures/Consumer/Package.swift" > "$consumer/Package.swift"

echo "consumer-test: building a package that depends on typefit from: \"99.0.0\" (tag $release)"
start=$SECONDS
# To the new tag, the rest staying as resolved. SwiftPM checks the traits asked for against the
# manifest of the version checked out before, so when a change adds or renames a trait the kept
# state is refused once: then resolve afresh.
if ! "$swift" package --package-path "$consumer" update typefit; then
    echo "consumer-test: resolving the consumer afresh"
    rm -rf "$consumer/.build" "$consumer/Package.resolved"
    "$swift" package --package-path "$consumer" update typefit
fi
"$swift" build --package-path "$consumer" --product consumer
echo "consumer-test: built in $((SECONDS - start)) s"

# The SwiftPM plugins (docs/plugins.md), on the fixture's PluginWarnings and PluginErrors targets.
# Their catalogs hold "terms", 1,119 characters on one line in a one-line label at 17 pt: even at
# 2 pt a character (a ninth of an em; Latin text averages about half an em) it is 2,238 pt, wider
# than any screen typefit knows (the widest, Apple TV, is 1,920 pt), so it
# is cut on any device. Its value starts at line 19, column 23 of the file (the opening quote).
fail() { echo "consumer-test: FAIL: $1" >&2; [ -z "${2:-}" ] || cat "$2" >&2; exit 1; }
expect() { grep -qF -- "$1" "$2" || fail "no line with '$1' in $3:" "$2"; }
log="$work/plugin.log"
warnings="$consumer/Sources/PluginWarnings/Localizable.xcstrings"
errors="$consumer/Sources/PluginErrors/Localizable.xcstrings"
start=$SECONDS
# The build plugin: a warning is printed and does not fail the build (whatever the config's fail-on).
"$swift" build --package-path "$consumer" --target PluginWarnings >"$log" 2>&1 || fail "the build with warnings failed:" "$log"
expect "$warnings:19:23: warning: en \"terms\": text is " "$log" "the build"
expect "[truncated-width]" "$log" "the build"
[ "$(grep -c ': warning: en "' "$log")" = 1 ] || fail "not exactly one finding (\"greeting\" fits):" "$log"
echo "consumer-test: build plugin: warning at $(basename "$warnings"):19:23, build ok ($((SECONDS - start)) s with the tool)"
# It runs again when an input changed: a catalog, the config, a Swift file of the target (with
# nothing changed it does not, as measured; not asserted, as that is SwiftPM's to decide). It
# declares no output: SwiftPM would copy a declared file into the bundle as a resource.
build_again() {
    "$swift" build --package-path "$consumer" --target PluginWarnings >"$log" 2>&1 || fail "the build after $1 failed:" "$log"
    ! grep -q "Copying [^ ]*typefit" "$log" || fail "the build bundled a file of the plugin's:" "$log"
}
for input in .typefit.yml Sources/PluginWarnings/Localizable.xcstrings Sources/PluginWarnings/Strings.swift; do
    touch "$consumer/$input"
    build_again "touching $input"
    expect "$warnings:19:23: warning: " "$log" "the build after touching $input"
done
# An error (PluginErrors' own .typefit.yml, the nearest) fails the build.
if "$swift" build --package-path "$consumer" --target PluginErrors >"$log" 2>&1; then fail "the build with an error passed:" "$log"; fi
expect "$errors:19:23: error: en \"terms\": text is " "$log" "the failed build"
# ... unless its config says fail-on: never; the error is still shown. The plugin reads that when
# SwiftPM runs it to plan the build, which it does again when the manifest changes (docs/plugins.md).
echo "fail-on: never" >> "$consumer/Sources/PluginErrors/.typefit.yml"
touch "$consumer/Package.swift"
"$swift" build --package-path "$consumer" --target PluginErrors >"$log" 2>&1 || fail "the build with fail-on: never failed:" "$log"
expect "$errors:19:23: error: " "$log" "the build with fail-on: never"
cp "$repo/Tests/Fixtures/Consumer/Sources/PluginErrors/.typefit.yml" "$consumer/Sources/PluginErrors/"

# The command plugins (each run rebuilds part of the tool: SwiftPM issue #7210, so three runs).
# `typefit`: typefit's output and exit code (1: a warning, at the default fail-on).
rc=0; "$swift" package --package-path "$consumer" typefit check --format json >"$log" 2>"$log.err" || rc=$?
[ "$rc" = 1 ] || fail "swift package typefit check exited $rc, not 1:" "$log.err"
/usr/bin/python3 - "$log" <<'PY' || fail "the JSON report of swift package typefit check:" "$log"
import json, sys
findings = json.load(open(sys.argv[1]))["report"]["findings"]
assert [(f["key"], f["rule"], f["severity"], f["line"], f["column"]) for f in findings] \
    == [("terms", "truncated-width", "warning", 19, 23)], findings
assert findings[0]["file"].endswith("/Sources/PluginWarnings/Localizable.xcstrings"), findings[0]["file"]
PY
# It may not write: --report is refused, naming the command that may.
rm -f "$consumer/typefit.json"
rc=0; "$swift" package --package-path "$consumer" typefit check --report json=typefit.json >"$log" 2>&1 || rc=$?
[ "$rc" != 0 ] && [ ! -e "$consumer/typefit.json" ] || fail "swift package typefit wrote a report (exit $rc):" "$log"
expect "typefit-write" "$log" "the refused --report"
# `typefit-write`, allowed to write: --target checks that target's catalog with its nearest config.
rc=0; "$swift" package --package-path "$consumer" --allow-writing-to-package-directory typefit-write check \
    --target PluginErrors --format xcode --report json=typefit.json >"$log" 2>&1 || rc=$?
[ "$rc" = 1 ] || fail "swift package typefit-write check --target PluginErrors exited $rc, not 1:" "$log"
expect "$errors:19:23: error: en \"terms\": text is " "$log" "swift package typefit-write check --target PluginErrors"
grep -qF '"truncated-width"' "$consumer/typefit.json" || fail "typefit-write wrote no report:" "$log"
rm -f "$consumer/typefit.json"
echo "consumer-test: plugins ok ($((SECONDS - start)) s)"

# What the consumer compiled (objects and modules; SwiftPM makes an empty X.build folder for every
# target in the graph): the library and the plugins' typefit tool, never the server.
bin="$("$swift" build --package-path "$consumer" --show-bin-path)"
server_modules="$(cd "$bin" && find . \( -name '*.o' -o -name '*.swiftmodule' \) \
    | grep -E '/(Hummingbird|NIO|TypeFitServer)[^/]*$' | sed 's|.*/||' | sort -u || true)"
if [ -n "$server_modules" ]; then
    echo "consumer-test: FAIL: the consumer compiled the HTTP server: $(echo $server_modules)" >&2
    exit 1
fi

# No Swift module read an ICU header (the compiler's dependency files list every C header a Swift
# module imported): ICU stays behind CTypeFitICU's own header.
swift_icu="$(cd "$bin" && find . -name '*.d' ! -name '*.c.d' -exec grep -l '/unicode/u[a-z0-9_]*\.h' {} + || true)"
if [ -n "$swift_icu" ]; then
    echo "consumer-test: FAIL: Swift imported ICU's headers: $(echo $swift_icu)" >&2
    exit 1
fi

# hb-shape's width for the text at 17 pt in the default face (Inter[opsz,wght].ttf at opsz 17, wght 400),
# at 1/64 font unit as typefit shapes: advances at scale unitsPerEm (2048) × 64 × 17 / that scale.
text="AVATAR Typo, WAVE"
inter="$(find /usr/local/share/fonts /usr/share/fonts "$HOME/Library/Fonts" -name 'Inter\[opsz,wght\].ttf' 2>/dev/null | head -1 || true)"
[ -n "$inter" ] || { echo "consumer-test: FAIL: Inter[opsz,wght].ttf is not installed (make deps)" >&2; exit 1; }
expected="$(hb-shape --font-size=131072 --variations=opsz=17,wght=400 --no-glyph-names "$inter" "$text" \
    | /usr/bin/python3 -c 'import re, sys; print(sum(int(a) for a in re.findall(r"\+(-?\d+)", sys.stdin.read())) * 17 / 131072)')"
"$bin/consumer" "$text" 17 "$expected"
echo "consumer-test: ok"
