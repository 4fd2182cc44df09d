#!/usr/bin/env bash
# Installs Inter 4.1's variable face, Inter[opsz,wght].ttf (SIL Open Font License), the default
# face for SF Pro's role on Linux (Fonts/README.md). Debian's fonts-inter has only the static cuts,
# and its fonts-inter-variable is a 4.0 beta with no opsz axis, so the face comes from PyPI's
# fontpkg-inter wheel, fetched with pip. Both the wheel and the font are checked against the
# sha256 pinned here; the script stops on any mismatch. Safe to run again: a face already in
# place with the pinned hash is left alone and nothing is fetched.
#
#   scripts/install-inter-variable.sh [FOLDER]
#
# FOLDER defaults to /usr/local/share/fonts/inter-variable on Linux (the folder for fonts not
# from the distribution; typefit and fontconfig both look there, for every user, with an empty
# environment too) and ~/Library/Fonts on macOS. The Dockerfile passes its own.
set -euo pipefail

version=4.1.post1
wheel_sha256=b1105c8b368787112e9352ba657fe4fd32feb0722cc3046a308f65962298ddf8
font_member='fontpkg_inter/files/Inter[opsz,wght].ttf'
font_sha256=29160a80ff49ddcab2c97711247e08b1fab27a484a329ce8b813d820dc559031
license_member='fontpkg_inter/LICENSE'

case "$(uname -s)" in
Darwin) folder="${1:-$HOME/Library/Fonts}" ;;
*) folder="${1:-/usr/local/share/fonts/inter-variable}" ;;
esac
python=python3
[ -x /usr/bin/python3 ] && python=/usr/bin/python3

# sha256 of a file, or nothing when it does not exist.
sha256_of() { [ -f "$1" ] && "$python" -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$1" || true; }

target="$folder/Inter[opsz,wght].ttf"
[ "$(sha256_of "$target")" = "$font_sha256" ] && exit 0

sudo=""
if ! mkdir -p "$folder" 2>/dev/null || [ ! -w "$folder" ]; then
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "install-deps: fetching Inter's variable face (fontpkg-inter $version) into $folder"
echo "fontpkg-inter==$version --hash=sha256:$wheel_sha256" > "$work/requirements.txt"
# pip checks the wheel against the pinned hash itself (--require-hashes).
"$python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --require-hashes -r "$work/requirements.txt" -d "$work"
wheel="$work/fontpkg_inter-$version-py3-none-any.whl"
[ "$(sha256_of "$wheel")" = "$wheel_sha256" ] || { echo "install-deps: $wheel does not have the pinned sha256" >&2; exit 1; }
"$python" - "$wheel" "$work" "$font_member" "$license_member" <<'PY'
import sys, zipfile
wheel, out, font, license = sys.argv[1:]
with zipfile.ZipFile(wheel) as z:
    open(out + "/Inter[opsz,wght].ttf", "wb").write(z.read(font))
    open(out + "/Inter-OFL.txt", "wb").write(z.read(license))
PY
[ "$(sha256_of "$work/Inter[opsz,wght].ttf")" = "$font_sha256" ] \
    || { echo "install-deps: $font_member in the wheel does not have the pinned sha256" >&2; exit 1; }
$sudo mkdir -p "$folder"
$sudo install -m 644 "$work/Inter[opsz,wght].ttf" "$work/Inter-OFL.txt" "$folder/"
# So that fontconfig (and Pango, which the benchmark compares with) sees it at once.
if command -v fc-cache >/dev/null 2>&1; then $sudo fc-cache "$folder" >/dev/null 2>&1 || true; fi
