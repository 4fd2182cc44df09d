#!/usr/bin/env bash
# `make artifactbundle`: OUT/typefit.artifactbundle.zip (OUT: .build/artifactbundle), an SE-0305
# artifact bundle holding the `typefit` executable for SwiftPM plugins (Plugins/TypeFitPlugins), and
# OUT/typefit.artifactbundle.zip.checksum, its `swift package compute-checksum` (the `checksum:` of a
# `.binaryTarget(url:checksum:)`). Variants:
#   typefit-VERSION-linux-x86_64/bin/typefit  x86_64-unknown-linux-gnu: the static release build
#                                             (scripts/release-binary.sh) or --linux BINARY
#   typefit-VERSION-macos/bin/typefit         arm64- and x86_64-apple-macosx: --macos BINARY, a
#                                             universal binary built on a Mac (RELEASING.md)
# Each variant's folder also holds LICENSE and RUNTIME-PACKAGES (the Linux binary links the system's
# HarfBuzz, FreeType, FriBidi and ICU: scripts/runtime-packages.sh); the macOS one needs Homebrew's
# harfbuzz, freetype, fribidi and icu4c. The bundle is also copied beside Plugins/TypeFitPlugins'
# manifest (not in git), which names it by path, so that package works from a checkout.
#   scripts/artifactbundle.sh [--linux BINARY] [--macos BINARY] [--out FOLDER] [--no-plugins-copy]
set -euo pipefail
SWIFT="${SWIFT:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
linux="" macos="" out="$root/.build/artifactbundle" copy=1
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --linux) linux="$(absolute "$2")"; shift 2 ;;
        --macos) macos="$(absolute "$2")"; shift 2 ;;
        --out) mkdir -p "$2"; out="$(cd "$2" && pwd)"; shift 2 ;;
        --no-plugins-copy) copy=0; shift ;;
        *) echo "usage: $0 [--linux BINARY] [--macos BINARY] [--out FOLDER] [--no-plugins-copy]" >&2; exit 2 ;;
    esac
done
cd "$root"
fail() { echo "artifactbundle: $*" >&2; exit 1; }
if [ -z "$linux" ]; then
    [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || fail "the Linux variant is built on x86_64 Linux; give --linux BINARY"
    linux="$(SWIFT="$SWIFT" scripts/release-binary.sh)"
fi
version="$("$linux" --version)"
# A universal Mach-O file starts with FAT_MAGIC, 0xcafebabe (<mach-o/fat.h>), big-endian.
if [ -n "$macos" ] && [ "$(od -An -tx1 -N4 "$macos" | tr -d ' \n')" != cafebabe ]; then
    fail "$macos is not a universal (fat) Mach-O binary: build it with --arch arm64 --arch x86_64 (RELEASING.md)"
fi

stage="$out/typefit.artifactbundle"
rm -rf "$stage" "$out/typefit.artifactbundle.zip" "$out/typefit.artifactbundle.zip.checksum"
variant() { # FOLDER BINARY RUNTIME-LINES...
    local folder="$stage/$1" binary="$2"
    shift 2
    mkdir -p "$folder/bin"
    cp "$binary" "$folder/bin/typefit"
    cp LICENSE "$folder/"
    printf '%s\n' "$@" > "$folder/RUNTIME-PACKAGES"
}
linux_folder="typefit-$version-linux-x86_64"
variant "$linux_folder" "$linux" \
    "# Debian/Ubuntu packages bin/typefit needs at run time ($(. /etc/os-release && echo "$PRETTY_NAME") built it):" \
    "$(scripts/runtime-packages.sh "$linux")"
strip "$stage/$linux_folder/bin/typefit" 2>/dev/null || true
variants="{\"path\": \"$linux_folder/bin/typefit\", \"supportedTriples\": [\"x86_64-unknown-linux-gnu\"]}"
if [ -n "$macos" ]; then
    variant "typefit-$version-macos" "$macos" "# Homebrew formulae bin/typefit needs at run time:" harfbuzz freetype fribidi icu4c
    variants="$variants,
        {\"path\": \"typefit-$version-macos/bin/typefit\", \"supportedTriples\": [\"arm64-apple-macosx\", \"x86_64-apple-macosx\"]}"
fi
cat > "$stage/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "typefit": {
      "version": "$version",
      "type": "executable",
      "variants": [
        $variants
      ]
    }
  }
}
JSON
/usr/bin/python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$stage/info.json" || fail "info.json is not JSON"
# The bundle folder at the top of the zip, as SwiftPM expects it; -X leaves out extra file attributes.
(cd "$out" && zip -q -r -X "typefit.artifactbundle.zip" "typefit.artifactbundle")
"$SWIFT" package compute-checksum "$out/typefit.artifactbundle.zip" > "$out/typefit.artifactbundle.zip.checksum"
if [ "$copy" = 1 ]; then cp "$out/typefit.artifactbundle.zip" Plugins/TypeFitPlugins/; fi
echo "$out/typefit.artifactbundle.zip ($(du -h "$out/typefit.artifactbundle.zip" | cut -f1)), checksum $(cat "$out/typefit.artifactbundle.zip.checksum")"
