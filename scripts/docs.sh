#!/usr/bin/env bash
# The library's documentation (`make docs`): one DocC site for every module `import TypeFit` brings
# in, with the catalog Sources/TypeFit/TypeFit.docc (the landing page and the "Getting started"
# article), ready for static hosting under /typefit/ (open OUT/documentation/typefit/ on a server).
#
# docc is driven directly rather than through swift-docc-plugin, which would be a dependency of the
# package and so be resolved (fetched) by every package that depends on typefit, for documentation
# only they never build. `swift package dump-symbol-graph` extracts the symbols from the debug build
# (which `make test` has already made); one `docc convert` takes the symbol graphs of TypeFit and of
# each module it re-exports (the `@_exported import`s of Sources/TypeFit/TypeFit.swift), so that the
# site is combined across modules and links between them resolve. Any docc warning (a broken link,
# an unknown symbol in a doc comment) fails it: --warnings-as-errors.
# Usage: scripts/docs.sh [OUT]   (default .build/docs; SWIFT and DOCC may name the tools, CATALOG
# another catalog: scripts/docs-test.sh gives it one with a broken link, which must fail)
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
out="${1:-.build/docs}"
catalog="${CATALOG:-Sources/TypeFit/TypeFit.docc}"
if [ -n "${DOCC:-}" ]; then docc=("$DOCC")
elif command -v docc >/dev/null 2>&1; then docc=(docc)
elif command -v xcrun >/dev/null 2>&1; then docc=(xcrun docc)   # Xcode's, on a Mac
else echo "docs: no docc (it comes with the Swift toolchain, next to swift)" >&2; exit 1; fi

# "Files written to DIR" is the dump's last line.
dump="$("$swift" package dump-symbol-graph 2>&1)" || { echo "$dump" >&2; exit 1; }
graphs="$(sed -n 's/^Files written to //p' <<<"$dump" | tail -1)"
[ -d "$graphs" ] || { echo "$dump" >&2; echo "docs: no symbol graph folder in swift package dump-symbol-graph's output" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/typefit-docs-XXXXXX")"
trap 'rm -rf "$work"' EXIT
modules=(TypeFit $(sed -n 's/^@_exported import //p' Sources/TypeFit/TypeFit.swift))
for module in "${modules[@]}"; do
    [ -f "$graphs/$module.symbols.json" ] || { echo "docs: no symbol graph for $module in $graphs" >&2; exit 1; }
    # Extensions of another module's types are in MODULE@OTHER.symbols.json.
    cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$work/" 2>/dev/null || true
done

rm -rf "$out"
"${docc[@]}" convert "$catalog" --additional-symbol-graph-dir "$work" --output-dir "$out" \
    --fallback-display-name TypeFit --fallback-bundle-identifier typefit.TypeFit \
    --transform-for-static-hosting --hosting-base-path typefit --warnings-as-errors
echo "docs: ${#modules[@]} modules in $out (open $out/documentation/typefit/index.html through a web server at /typefit/)"
