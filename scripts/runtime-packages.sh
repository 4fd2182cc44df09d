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
while read -r name _ path _; do [ -n "${path:-}" ] && found["$name"]="$path"; done < <(ldd "$binary" | grep '=>')
packages=()
while read -r needed; do
    path="${found[$needed]:-}"
    [ -n "$path" ] || { echo "runtime-packages: $binary needs $needed, which is not installed here" >&2; exit 1; }
    # Debian registers a file under /lib or /usr/lib; try the path as ldd gives it, then resolved.
    owner="$(dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null || true)"
    [ -n "$owner" ] || { echo "runtime-packages: no package holds $path" >&2; exit 1; }
    packages+=("${owner%%:*}")
done < <(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
eval "$(grep '^font_packages=' "$(dirname "$0")/install-deps.sh")"
printf '%s\n' "${packages[@]}" | sort -u
printf '%s\n' "${font_packages[@]}"
