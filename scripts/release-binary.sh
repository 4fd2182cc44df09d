#!/usr/bin/env bash
# The release binary that `make dist` and `make artifactbundle` package: `typefit` in release with the
# Swift runtime and Foundation linked in (--static-swift-stdlib) and the default traits (`serve`
# included), in its own scratch path so the ordinary release build is untouched. HarfBuzz, FreeType,
# FriBidi and ICU stay shared system libraries (scripts/runtime-packages.sh names their packages).
# Builds when needed (a cold build takes 20+ minutes on two cores) and prints the binary's path.
set -euo pipefail
SWIFT="${SWIFT:-swift}"
cd "$(dirname "$0")/.."
build=(--configuration release --product typefit --static-swift-stdlib --scratch-path .build/dist-build)
"$SWIFT" build "${build[@]}" >&2
echo "$("$SWIFT" build "${build[@]}" --show-bin-path)/typefit"
