#!/usr/bin/env bash
# `make dist-test`: unpacks the `make dist` archive into a temporary folder and runs its typefit with an
# empty environment (env -i: no PATH, HOME, LD_LIBRARY_PATH or toolchain), as a fresh machine would:
# `--version`, a measure, and `typefit check` on the demo (Corpus/), whose findings exit 1; checks the
# archive's checksums and that it holds LICENSE, README.md, CHANGELOG.md and RUNTIME-PACKAGES.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
archive="$(ls -t "$root"/.build/dist/typefit-*-linux-"$(uname -m)".tar.gz | head -1)"
unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
tar -C "$unpacked" -xzf "$archive"
typefit="$(ls -d "$unpacked"/typefit-*)/bin/typefit"
fail() { echo "dist-test: $*" >&2; exit 1; }

# The archive's checksum beside it, the binary's inside it, the licence and the runtime packages.
(cd "$(dirname "$archive")" && sha256sum --quiet -c "$(basename "$archive").sha256") || fail "the archive's sha256 does not match"
(cd "$(dirname "$(dirname "$typefit")")" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not match bin/typefit"
for file in LICENSE README.md CHANGELOG.md RUNTIME-PACKAGES; do
    [ -s "$(dirname "$(dirname "$typefit")")/$file" ] || fail "$file is missing"
done
grep -qx 'libharfbuzz0b' "$(dirname "$(dirname "$typefit")")/RUNTIME-PACKAGES" || fail "RUNTIME-PACKAGES names no HarfBuzz"

libraries="$(ldd "$typefit")"
if grep -q 'swift' <<< "$libraries"; then fail "links a Swift toolchain library: $(grep swift <<< "$libraries")"; fi
if grep -q 'not found' <<< "$libraries"; then fail "a library is missing: $(grep 'not found' <<< "$libraries")"; fi
version="$(env -i "$typefit" --version)" || fail "--version failed"
[[ "$archive" == *"typefit-$version-linux-"* ]] || fail "--version says $version, the archive is $archive"
env -i "$typefit" measure Hallo --size 17 --json | grep -q '"width"' || fail "measure printed no width"

cd "$root/Corpus"
set +e
env -i "$typefit" check --summary --no-progress > "$unpacked/summary.txt" 2> "$unpacked/errors.txt"
status=$?
set -e
# 1: findings at or above the config's fail-on, which the demo has by design; 0 or 2 would be wrong.
[ "$status" = 1 ] || fail "check exited $status: $(cat "$unpacked/errors.txt")"
grep -Eq '^[0-9]+ findings: ' "$unpacked/summary.txt" || fail "no summary: $(cat "$unpacked/summary.txt")"
# The same findings as the development build (when one is built), run with the ordinary environment:
# linking the runtime in and emptying the environment must change no font choice or measurement.
reference="$root/.build/debug/typefit"
if [ -x "$reference" ]; then
    expected="$("$reference" check --summary --no-progress | grep -E '^[0-9]+ findings: ' || true)"
    actual="$(grep -E '^[0-9]+ findings: ' "$unpacked/summary.txt")"
    [ "$expected" = "$actual" ] || fail "the archive's typefit finds '$actual', .build/debug/typefit '$expected'"
fi
echo "dist-test: $(basename "$archive") ran check on the demo with an empty environment (exit 1, findings):"
tail -3 "$unpacked/summary.txt"
