#!/usr/bin/env bash
# The Debian/Ubuntu packages a prebuilt typefit needs at run time, one a line: those that hold the
# shared libraries the binary links directly (HarfBuzz, FreeType, FriBidi, ICU, libc…; apt brings
# what they link in turn) and the default fonts (install-deps.sh's font_packages). Read from the
# binary on the machine that built it, so the list is right for that distribution (ICU's package is
# libicuNN, NN its release). `make dist` puts it in the archive as RUNTIME-PACKAGES, and the GitHub
# Action installs exactly these (scripts/github-action.sh).
#   scripts/runtime-packages.sh BINARY
set -euo pipefail
binary="${1:?usage: $0 BINARY}"
command -v dpkg >/dev/null || { echo "runtime-packages: needs dpkg (Debian or Ubuntu)" >&2; exit 1; }
# ldd says where each library is found; the binary's own NEEDED entries say which to look up.
declare -A found=()
# (The dynamic loader has no "=>": ldd gives its path alone.)
while read -r first second path _; do
    if [ "$second" = "=>" ]; then
        [ -n "${path:-}" ] && found["$first"]="$path"
    elif [[ "$first" == /* ]]; then
        found["$(basename "$first")"]="$first"
    fi
done < <(ldd "$binary")
packages=()
while read -r needed; do
    path="${found[$needed]:-}"
    [ -n "$path" ] || { echo "runtime-packages: $binary needs $needed, which is not installed here" >&2; exit 1; }
    # Debian registers a file under /lib or /usr/lib; try the path as ldd gives it, then resolved.
    owner="$(dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null || true)"
    # A library no package holds (a development build's Swift runtime from the toolchain) is left
    # out with a warning; a release build links the runtime in, which `make dist-test` checks.
    if [ -z "$owner" ]; then
        echo "runtime-packages: warning: no package holds $path; not listed" >&2
        continue
    fi
    packages+=("${owner%%:*}")
done < <(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
eval "$(grep '^font_packages=' "$(dirname "$0")/install-deps.sh")"
printf '%s\n' "${packages[@]}" | sort -u
printf '%s\n' "${font_packages[@]}"
