#!/usr/bin/env bash
# Two packages that use typefit as an app's tooling would.
#
# 1. Tests/Fixtures/Consumer depends on typefit BY VERSION from a git tag and measures a string with
#    `import TypeFit`: it must get HarfBuzz's own width (hb-shape's advances on the default face, Inter's
#    variable face at opsz 17). SwiftPM refuses a versioned dependency with unsafe build flags, so this
#    fails if one comes back. It also fails if the library makes its users compile the HTTP server
#    (Hummingbird, NIO), or if a Swift module of it imports ICU's headers.
# 2. Tests/Fixtures/PluginConsumer uses the binary plugins (Plugins/TypeFitPlugins, docs/plugins.md)
#    over an artifact bundle of TYPEFIT (scripts/artifactbundle.sh, as `make artifactbundle` bundles the
#    release build): a clean build must compile no typefit, swift-syntax or Hummingbird source (read from
#    its `swift build -v` log and its build folder); then the build plugin on two targets (a warning that
#    passes the build, an error that fails it, each at its catalog's file:line) and the `typefit` and
#    `typefit-write` command plugins.
#
# What is tested is what a commit would hold: the tracked files as they are in the working tree
# (`git stash create`; untracked files are left out, as they would be from a release). Part of
# `make test`, which passes its debug build as TYPEFIT. Work files stay in .build/consumer-test so a
# second run only rebuilds what changed (the plugin fixture is built from clean each time).
#   scripts/consumer-test.sh TYPEFIT [library|plugins]     (both parts unless one is named)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
typefit="$(cd "$(dirname "${1:?usage: $0 TYPEFIT}")" && pwd)/$(basename "$1")"
[ -x "$typefit" ] || { echo "consumer-test: $typefit is not an executable (swift build)" >&2; exit 1; }
part="${2:-both}"
case "$part" in library | plugins | both) ;; *) echo "usage: $0 TYPEFIT [library|plugins]" >&2; exit 2 ;; esac
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

if [ "$part" != plugins ]; then
    # The consumer, pointed at that repository.
    mkdir -p "$consumer"
    rm -rf "$consumer/Sources" "$consumer/.typefit.yml"
    cp -R "$repo/Tests/Fixtures/Consumer/Sources" "$consumer/"
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

# What the consumer compiled (objects and modules; SwiftPM makes an empty X.build folder for every
# target in the graph): the library, never the server.
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
echo "consumer-test: the library by version: ok"
fi
[ "$part" != library ] || exit 0

# 2. The binary plugins. The artifact bundle of TYPEFIT (its Linux variant; `make artifactbundle` bundles
# the static release build the same way) and the plugin package written from the tagged tree.
fail() { echo "consumer-test: FAIL: $1" >&2; [ -z "${2:-}" ] || cat "$2" >&2; exit 1; }
expect() { grep -qF -- "$1" "$2" || fail "no line with '$1' in $3:" "$2"; }
SWIFT="$swift" scripts/artifactbundle.sh --linux "$typefit" --out "$work/artifactbundle" --no-plugins-copy >/dev/null
plugins="$work/TypeFitPlugins"   # the folder's name is the package's identity, which the fixture names
SWIFT="$swift" TYPEFIT_PLUGINS_SOURCE="$repo/Plugins/TypeFitPlugins" scripts/plugin-package.sh "$plugins" \
    --bundle "$work/artifactbundle/typefit.artifactbundle.zip" >/dev/null
app="$work/plugin-consumer"
rm -rf "$app"
mkdir -p "$app"
cp -R "$repo/Tests/Fixtures/PluginConsumer/Sources" "$repo/Tests/Fixtures/PluginConsumer/.typefit.yml" "$app/"
sed "s|@TYPEFIT_PLUGINS@|$plugins|" "$repo/Tests/Fixtures/PluginConsumer/Package.swift" > "$app/Package.swift"

# Their catalogs hold "terms", 1,119 characters on one line in a one-line label at 17 pt: even at
# 2 pt a character (a ninth of an em; Latin text averages about half an em) it is 2,238 pt, wider
# than any screen typefit knows (the widest, Apple TV, is 1,920 pt), so it
# is cut on any device. Its value starts at line 19, column 23 of the file (the opening quote).
log="$work/plugin.log"
warnings="$app/Sources/PluginWarnings/Localizable.xcstrings"
errors="$app/Sources/PluginErrors/Localizable.xcstrings"
# A clean build, every command in the log (-v): the build plugin prints a warning, which does not
# fail the build (whatever the config's fail-on).
start=$SECONDS
"$swift" build -v --package-path "$app" --target PluginWarnings >"$log" 2>&1 || fail "the build with warnings failed:" "$log"
clean_seconds=$((SECONDS - start))
expect "$warnings:19:23: warning: en \"terms\": text is " "$log" "the build"
expect "[truncated-width]" "$log" "the build"
[ "$(grep -c ': warning: en "' "$log")" = 1 ] || fail "not exactly one finding (\"greeting\" fits):" "$log"
# What it compiled: the Swift modules named by the compiler's command lines (-module-name) are the
# plugin's and the target's (and `main`, a manifest, when its compile is not cached: its command
# line carries -package-description-version before -module-name main), and no command line names a source file of typefit,
# swift-syntax, Hummingbird or SwiftNIO; nothing was fetched, and the build wrote no other module
# (the compiler's cache of the SDK's own modules, ModuleCache, aside).
cp "$log" "$work/plugin-clean-build.log"
modules="$(grep -vE -- '-package-description-version .*-module-name main( |$)' "$log" \
    | grep -oE -- '-module-name [A-Za-z0-9_]+' | sed 's/-module-name //' | sort -u | tr '\n' ' ')"
[ "$modules" = "PluginWarnings TypeFitBuildToolPlugin " ] || fail "the clean build compiled the modules: $modules" "$log"
sources="$(grep -oE '[^ ]*/(Sources/TypeFit[A-Za-z]*|Sources/typefit|swift-syntax|hummingbird|swift-nio)/[^ ]*\.swift' "$log" | sort -u || true)"
[ -z "$sources" ] || fail "the clean build compiled typefit or its dependencies: $(echo $sources | head -c 500)" "$log"
[ -z "$(ls -A "$app/.build/checkouts" 2>/dev/null)" ] || fail "the clean build fetched packages: $(ls "$app/.build/checkouts")"
written="$(cd "$app/.build" && find . -name '*.swiftmodule' ! -path '*/ModuleCache/*' | sed 's|.*/||' | sort -u | tr '\n' ' ')"
[ "$written" = "PluginWarnings.swiftmodule " ] || fail "modules in the build folder: $written"
echo "consumer-test: binary plugin: a clean build of the fixture in ${clean_seconds} s compiled only $modules(log: .build/consumer-test/plugin-clean-build.log)"
echo "consumer-test: build plugin: warning at $(basename "$warnings"):19:23, build ok"
# It runs again when an input changed: a catalog, the config, a Swift file of the target (with
# nothing changed it does not, as measured; not asserted, as that is SwiftPM's to decide). It
# declares no output: SwiftPM would copy a declared file into the bundle as a resource.
build_again() {
    "$swift" build --package-path "$app" --target PluginWarnings >"$log" 2>&1 || fail "the build after $1 failed:" "$log"
    ! grep -q "Copying [^ ]*typefit" "$log" || fail "the build bundled a file of the plugin's:" "$log"
}
for input in .typefit.yml Sources/PluginWarnings/Localizable.xcstrings Sources/PluginWarnings/Strings.swift; do
    touch "$app/$input"
    build_again "touching $input"
    expect "$warnings:19:23: warning: " "$log" "the build after touching $input"
done
# An error (PluginErrors' own .typefit.yml, the nearest) fails the build.
if "$swift" build --package-path "$app" --target PluginErrors >"$log" 2>&1; then fail "the build with an error passed:" "$log"; fi
expect "$errors:19:23: error: en \"terms\": text is " "$log" "the failed build"
# ... unless its config says fail-on: never; the error is still shown. The plugin reads that when
# SwiftPM runs it to plan the build, which it does again when the manifest changes (docs/plugins.md).
echo "fail-on: never" >> "$app/Sources/PluginErrors/.typefit.yml"
touch "$app/Package.swift"
"$swift" build --package-path "$app" --target PluginErrors >"$log" 2>&1 || fail "the build with fail-on: never failed:" "$log"
expect "$errors:19:23: error: " "$log" "the build with fail-on: never"
cp "$repo/Tests/Fixtures/PluginConsumer/Sources/PluginErrors/.typefit.yml" "$app/Sources/PluginErrors/"

# The command plugins. `typefit`: typefit's output and exit code (1: a warning, at the default fail-on).
rc=0; "$swift" package --package-path "$app" typefit check --format json >"$log" 2>"$log.err" || rc=$?
[ "$rc" = 1 ] || fail "swift package typefit check exited $rc, not 1:" "$log.err"
/usr/bin/python3 - "$log" <<'PY' || fail "the JSON report of swift package typefit check:" "$log"
import json, sys
findings = json.load(open(sys.argv[1]))["report"]["findings"]
assert [(f["key"], f["rule"], f["severity"], f["line"], f["column"]) for f in findings] \
    == [("terms", "truncated-width", "warning", 19, 23)], findings
assert findings[0]["file"].endswith("/Sources/PluginWarnings/Localizable.xcstrings"), findings[0]["file"]
PY
# It may not write: --report is refused, naming the command that may.
rm -f "$app/typefit.json"
rc=0; "$swift" package --package-path "$app" typefit check --report json=typefit.json >"$log" 2>&1 || rc=$?
[ "$rc" != 0 ] && [ ! -e "$app/typefit.json" ] || fail "swift package typefit wrote a report (exit $rc):" "$log"
expect "typefit-write" "$log" "the refused --report"
# `typefit-write`, allowed to write: --target checks that target's catalog with its nearest config.
rc=0; "$swift" package --package-path "$app" --allow-writing-to-package-directory typefit-write check \
    --target PluginErrors --format xcode --report json=typefit.json >"$log" 2>&1 || rc=$?
[ "$rc" = 1 ] || fail "swift package typefit-write check --target PluginErrors exited $rc, not 1:" "$log"
expect "$errors:19:23: error: en \"terms\": text is " "$log" "swift package typefit-write check --target PluginErrors"
grep -qF '"truncated-width"' "$app/typefit.json" || fail "typefit-write wrote no report:" "$log"
rm -f "$app/typefit.json"
echo "consumer-test: plugins ok ($((SECONDS - start)) s from the clean build)"
echo "consumer-test: ok"
