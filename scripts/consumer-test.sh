#!/usr/bin/env bash
# Builds Tests/Fixtures/Consumer, a package that depends on typefit BY VERSION from a git tag, the
# way an app's tooling would, and runs it: it measures a string with `import TypeFit` and must get
# HarfBuzz's own width (hb-shape's advances in Tests/TypeFitCoreTests/Fixtures/hb-expectations.json).
# SwiftPM refuses a versioned dependency with unsafe build flags, so this fails if one comes back.
# It also fails if the library makes its users compile the HTTP server (Hummingbird, NIO), or if a
# Swift module of it imports ICU's headers.
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
    echo "consumer-test: FAIL: a library user compiled the HTTP server: $(echo $server_modules)" >&2
    exit 1
fi

# No Swift module read an ICU header (the compiler's dependency files list every C header a Swift
# module imported): ICU stays behind CTypeFitICU's own header.
swift_icu="$(cd "$bin" && find . -name '*.d' ! -name '*.c.d' -exec grep -l '/unicode/u[a-z0-9_]*\.h' {} + || true)"
if [ -n "$swift_icu" ]; then
    echo "consumer-test: FAIL: Swift imported ICU's headers: $(echo $swift_icu)" >&2
    exit 1
fi

# hb-shape's width for the text at 17 pt: advances in font units × size / unitsPerEm.
mapfile -t hb < <(/usr/bin/python3 - "$root/Tests/TypeFitCoreTests/Fixtures/hb-expectations.json" <<'EOF'
import json, sys
case = next(c for c in json.load(open(sys.argv[1]))["cases"] if c["name"] == "latin-kerning")
print(case["text"])
print(case["advanceSum"] * 17 / case["unitsPerEm"])
EOF
)
"$bin/consumer" "${hb[0]}" 17 "${hb[1]}"
echo "consumer-test: ok"
