#!/usr/bin/env bash
# `make dist`: a release archive for this Linux machine, .build/dist/typefit-VERSION-linux-ARCH.tar.gz,
# holding bin/typefit (the Swift runtime and Foundation linked in, stripped), the man page, bash/zsh/fish
# completions and the docs. HarfBuzz, FreeType, FriBidi and ICU stay shared system libraries, so an
# archive runs on the distribution it was built on (ICU's soname differs between releases): README.md
# lists the runtime packages. Builds in its own scratch path so the ordinary release build is untouched.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build=(--configuration release --product typefit --static-swift-stdlib --scratch-path .build/dist-build)
"$SWIFT" build "${build[@]}"
binary="$("$SWIFT" build "${build[@]}" --show-bin-path)/typefit"
version="$("$binary" --version)"
name="typefit-$version-linux-$(uname -m)"
stage=".build/dist/$name"
rm -rf "$stage" ".build/dist/$name.tar.gz"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/doc/typefit" \
    "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
cp "$binary" "$stage/bin/typefit"
strip "$stage/bin/typefit"
"$stage/bin/typefit" --generate-completion-script bash > "$stage/share/bash-completion/completions/typefit"
"$stage/bin/typefit" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_typefit"
"$stage/bin/typefit" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/typefit.fish"
cp docs/man/typefit.1 "$stage/share/man/man1/typefit.1"
cp README.md docs/*.md "$stage/share/doc/typefit/"
tar -C .build/dist -czf ".build/dist/$name.tar.gz" "$name"
echo ".build/dist/$name.tar.gz ($(du -h ".build/dist/$name.tar.gz" | cut -f1))"
