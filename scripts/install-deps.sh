#!/usr/bin/env bash
# Installs what typefit needs to build and run, only where it is missing:
# HarfBuzz, FreeType, FriBidi and ICU development files, pkg-config, and the default fonts
# (Inter's variable face from PyPI through scripts/install-inter-variable.sh, static Inter as its
# fallback, Noto Sans for the other scripts, Noto Sans CJK, Noto Color Emoji).
# Debian/Ubuntu via apt-get, macOS via Homebrew. Safe to run again.
set -euo pipefail

# The default fonts, which a release archive needs too (scripts/runtime-packages.sh reads this line).
font_packages=(fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
# python3-pip fetches Inter's variable face (a wheel on PyPI) for scripts/install-inter-variable.sh.
apt_packages=(pkg-config libharfbuzz-dev libfreetype-dev libfribidi-dev libicu-dev python3-pip "${font_packages[@]}")
# Tools the tests compare against (HarfBuzz's hb-shape, Pango's python bindings) and validate
# with (jsonschema, for the SARIF report against the official schema; cmark-gfm, GitHub's Markdown
# renderer, for the markdown report; python3-venv for the PyPI tools below; groff, which renders the man
# page back for InstallCLITests; curl, which sends the documentation's requests to `typefit serve`
# in scripts/docs-test.sh; libxml2-utils's xmllint, which validates `typefit budget --export xliff`
# against the XLIFF 1.2 schema in Tests/Fixtures/XLIFF12).
apt_test_packages=(libharfbuzz-bin python3-gi gir1.2-pango-1.0 python3-jsonschema cmark-gfm python3-venv groff-base curl
                   libxml2-utils)
# From PyPI, into their own virtual environment (Debian's python3 takes no pip installs):
# check-jsonschema validates action.yml and the sample workflow, and .typefit.yml files against
# schema/typefit.schema.json; PyYAML reads action.yml to run its steps (scripts/github-action-test.sh).
pypi_test_packages=(check-jsonschema==0.39.0 PyYAML==6.0.3)
pypi_test_venv="$(cd "$(dirname "$0")/.." && pwd)/.build/test-tools"
# The load test of `typefit serve` (scripts/load.sh).
apt_load_packages=(wrk curl)

want_test_tools=0
want_load_tools=0
[ "${1:-}" = "--test-tools" ] && want_test_tools=1
[ "${1:-}" = "--load-tools" ] && want_load_tools=1

case "$(uname -s)" in
Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "install-deps: no apt-get here; install the equivalents of: ${apt_packages[*]}" >&2
        exit 1
    fi
    wanted=("${apt_packages[@]}")
    [ "$want_test_tools" = 1 ] && wanted+=("${apt_test_packages[@]}")
    [ "$want_load_tools" = 1 ] && wanted+=("${apt_load_packages[@]}")
    missing=()
    for p in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        echo "install-deps: installing ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    ;;
Darwin)
    if ! command -v brew >/dev/null 2>&1; then
        echo "install-deps: Homebrew is needed (https://brew.sh)" >&2
        exit 1
    fi
    for p in pkg-config harfbuzz freetype fribidi icu4c; do
        brew list --formula "$p" >/dev/null 2>&1 || brew install "$p"
    done
    # On a Mac typefit uses the installed system fonts (SF Pro and its companions); the open
    # substitutes are only needed for the tests, which pin them for reproducible figures.
    # font-inter carries InterVariable.ttf, the same variable face as the PyPI file installed below.
    for c in font-inter font-noto-sans font-noto-sans-arabic font-noto-sans-hebrew font-noto-sans-thai \
             font-noto-sans-devanagari font-noto-sans-cjk font-noto-color-emoji; do
        brew list --cask "$c" >/dev/null 2>&1 || brew install --cask "$c" || true
    done
    if [ "$want_test_tools" = 1 ]; then
        brew list --formula pango >/dev/null 2>&1 || brew install pango pygobject3
        brew list --formula cmark-gfm >/dev/null 2>&1 || brew install cmark-gfm
        brew list --formula groff >/dev/null 2>&1 || brew install groff
        # xmllint (keg-only: $(brew --prefix)/opt/libxml2/bin, where XLIFFSchema looks).
        brew list --formula libxml2 >/dev/null 2>&1 || brew install libxml2
        python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --user jsonschema \
            || python3 -m pip install --user --break-system-packages jsonschema
    fi
    if [ "$want_load_tools" = 1 ]; then
        brew list --formula wrk >/dev/null 2>&1 || brew install wrk
    fi
    # ICU is keg-only; SwiftPM finds its icu-uc.pc itself (Package.swift's brew provider adds
    # $(brew --prefix)/opt/icu4c/lib/pkgconfig to the search), so nothing needs exporting.
    ;;
*)
    echo "install-deps: unsupported system $(uname -s)" >&2
    exit 1
    ;;
esac

# Inter's variable face (a no-op when the pinned file is in place).
"$(dirname "$0")/install-inter-variable.sh"

if [ "$want_test_tools" = 1 ]; then
    python=python3
    [ -x /usr/bin/python3 ] && python=/usr/bin/python3
    missing=()
    for p in "${pypi_test_packages[@]}"; do
        installed=$("$pypi_test_venv/bin/python" -m pip show "${p%%==*}" 2>/dev/null | sed -n 's/^Version: //p' || true)
        [ "$installed" = "${p##*==}" ] || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "install-deps: installing ${missing[*]} into $pypi_test_venv"
        [ -x "$pypi_test_venv/bin/python" ] || "$python" -m venv "$pypi_test_venv"
        "$pypi_test_venv/bin/python" -m pip install --quiet --disable-pip-version-check "${missing[@]}"
    fi
fi
