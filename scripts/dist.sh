#!/usr/bin/env bash
# `make dist`: a release archive for this Linux machine, OUT/typefit-VERSION-linux-ARCH.tar.gz
# (OUT: .build/dist) and its sha256 beside it (…tar.gz.sha256, `sha256sum -c` reads it). It holds
# bin/typefit (the Swift runtime and Foundation linked in, stripped: scripts/release-binary.sh), LICENSE,
# README.md, RUNTIME-PACKAGES (the Debian/Ubuntu packages it needs at run time:
# scripts/runtime-packages.sh), SHA256SUMS of the binary, the man page, bash/zsh/fish completions, the
# docs and share/typefit/install-inter-variable.sh (the default face, from PyPI). HarfBuzz, FreeType,
# FriBidi and ICU stay shared system libraries, so an archive runs on the distribution it was built on
# (ICU's soname differs between releases).
#   scripts/dist.sh [--binary TYPEFIT] [--out FOLDER]
# --binary packs a typefit built elsewhere instead of building one (the tests pack the debug build).
set -euo pipefail
SWIFT="${SWIFT:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="" out="$root/.build/dist"
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
        --out) mkdir -p "$2"; out="$(cd "$2" && pwd)"; shift 2 ;;
        *) echo "usage: $0 [--binary TYPEFIT] [--out FOLDER]" >&2; exit 2 ;;
    esac
done
cd "$root"
[ -n "$binary" ] || binary="$(SWIFT="$SWIFT" scripts/release-binary.sh)"
version="$("$binary" --version)"
name="typefit-$version-linux-$(uname -m)"
stage="$out/$name"
rm -rf "$stage" "$out/$name.tar.gz" "$out/$name.tar.gz.sha256"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/doc/typefit" "$stage/share/typefit" \
    "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
cp "$binary" "$stage/bin/typefit"
strip "$stage/bin/typefit"
"$stage/bin/typefit" --generate-completion-script bash > "$stage/share/bash-completion/completions/typefit"
"$stage/bin/typefit" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_typefit"
"$stage/bin/typefit" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/typefit.fish"
cp docs/man/typefit.1 "$stage/share/man/man1/typefit.1"
cp README.md docs/*.md "$stage/share/doc/typefit/"
cp LICENSE README.md CHANGELOG.md "$stage/"
cp scripts/install-inter-variable.sh "$stage/share/typefit/"
{
    echo "# The Debian/Ubuntu packages typefit $version needs at run time on the distribution that built it"
    echo "# ($(. /etc/os-release && echo "$PRETTY_NAME"), $(uname -m)), one a line: apt-get install \$(grep -v '^#' RUNTIME-PACKAGES)."
    echo "# Inter's variable face, the default for SF Pro's role, is not packaged: share/typefit/install-inter-variable.sh"
    echo "# fetches it from PyPI (hashes pinned); without it typefit measures with static Inter and warns."
    scripts/runtime-packages.sh "$stage/bin/typefit"
} > "$stage/RUNTIME-PACKAGES"
(cd "$stage" && sha256sum bin/typefit > SHA256SUMS)
tar -C "$out" -czf "$out/$name.tar.gz" "$name"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1), sha256 $(cut -d' ' -f1 "$out/$name.tar.gz.sha256"))"
