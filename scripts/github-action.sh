#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml at the repository root), one subcommand each:
#   install with TYPEFIT_VERSION: the release archive (`make dist`) from TYPEFIT_ARCHIVE_URL (default:
#           the action's repository's release), its sha256 checked against TYPEFIT_CHECKSUM (default:
#           the .sha256 file beside it), unpacked into RUNNER_TEMP, and only the packages its
#           RUNTIME-PACKAGES lists → output `typefit`; otherwise (or with no archive for this
#           runner) scripts/install-deps.sh, what building from source needs (and TYPEFIT_GIVEN)
#   build   the installed or given typefit, or else a release build of this repository → output `typefit`
#   check   runs `typefit check` in $GITHUB_WORKSPACE/$TYPEFIT_PATH: SARIF to $TYPEFIT_SARIF_FILE, the
#           Markdown report to the job summary → outputs `exit-code`, `sarif-file`, `markdown-file`
#   result  fails with typefit's exit code, saying why
# It reads what GitHub gives a step: GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT, GITHUB_PATH,
# GITHUB_STEP_SUMMARY, RUNNER_TEMP; scripts/github-action-test.sh points them at temporary files.
set -euo pipefail

# GitHub drops a step summary over 1 MiB whole (the Markdown report stays under it by itself).
summary_limit=1048576

output() { printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"; }

# The release archive: downloaded, checked, unpacked; its runtime packages installed where missing.
install_release() {
    local version="$1" name url expected actual folder missing package sudo=""
    name="typefit-$version-linux-$(uname -m)"
    url="${TYPEFIT_ARCHIVE_URL:-}"
    local repository="${TYPEFIT_REPOSITORY:-}"
    # github.action_repository can be empty in a composite action's steps (actions/runner#2525); the
    # runner keeps an action used by reference in _actions/OWNER/REPO/REF, so read it from there.
    if [ -z "$repository" ] && [[ "${GITHUB_ACTION_PATH:-}" =~ /_actions/([^/]+)/([^/]+)/[^/]+$ ]]; then
        repository="${BASH_REMATCH[1]}/${BASH_REMATCH[2]}"
    fi
    if [ -z "$url" ]; then
        if [ -z "$repository" ]; then
            echo "::error title=typefit::version $version given, but neither archive-url nor the action's repository is known"
            exit 2
        fi
        url="${GITHUB_SERVER_URL:-https://github.com}/$repository/releases/download/$version/$name.tar.gz"
    fi
    case "$url" in /*) url="file://$url" ;; esac   # a path: curl reads it as a file:// URL
    folder="${RUNNER_TEMP:-/tmp}/typefit-$version"
    rm -rf "$folder"
    mkdir -p "$folder"
    echo "typefit: downloading $url"
    curl -fsSL --retry 3 -o "$folder/archive.tar.gz" "$url" \
        || { echo "::error title=typefit::could not download $url"; exit 2; }
    expected="${TYPEFIT_CHECKSUM:-}"
    if [ -z "$expected" ]; then
        expected="$(curl -fsSL --retry 3 "$url.sha256" | cut -d' ' -f1)" \
            || { echo "::error title=typefit::no checksum given and none at $url.sha256"; exit 2; }
    fi
    expected="$(echo "$expected" | tr 'A-F' 'a-f')"
    actual="$(sha256sum "$folder/archive.tar.gz" | cut -d' ' -f1)"
    if [ "$actual" != "$expected" ]; then
        echo "::error title=typefit::$url has sha256 $actual, not $expected: not used"
        exit 2
    fi
    tar -C "$folder" -xzf "$folder/archive.tar.gz"
    folder="$(ls -d "$folder"/typefit-*/ | head -1)"
    folder="${folder%/}"
    (cd "$folder" && sha256sum --quiet -c SHA256SUMS) || { echo "::error title=typefit::the archive's SHA256SUMS does not match"; exit 2; }

    # Only the packages the archive names (no compilers, no -dev packages), where missing.
    missing=()
    while read -r package; do
        case "$package" in '' | '#'*) continue ;; esac
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done <"$folder/RUNTIME-PACKAGES"
    if [ ${#missing[@]} -gt 0 ]; then
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        echo "typefit: installing ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
    "$folder/share/typefit/install-inter-variable.sh"
    [ -n "${GITHUB_PATH:-}" ] && echo "$folder/bin" >>"$GITHUB_PATH"
    echo "typefit: $("$folder/bin/typefit" --version) from $name.tar.gz (sha256 $actual)"
    output typefit "$folder/bin/typefit"
}

install() {
    if [ -n "${TYPEFIT_VERSION:-}" ] && [ -z "${TYPEFIT_GIVEN:-}" ]; then
        # Releases hold a Linux x86_64 archive (RELEASING.md); elsewhere, unless a URL is given, build.
        if [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] || [ -n "${TYPEFIT_ARCHIVE_URL:-}" ]; then
            install_release "$TYPEFIT_VERSION"
            return
        fi
        echo "::warning title=typefit::no typefit $TYPEFIT_VERSION archive for $(uname -s) $(uname -m): building from source"
    fi
    "$GITHUB_ACTION_PATH/scripts/install-deps.sh"
}

build() {
    if [ -n "${TYPEFIT_INSTALLED:-}" ]; then
        output typefit "$TYPEFIT_INSTALLED"
        return
    fi
    if [ -n "${TYPEFIT_GIVEN:-}" ]; then
        if [ ! -x "$TYPEFIT_GIVEN" ]; then
            echo "::error title=typefit::the typefit input '$TYPEFIT_GIVEN' is not an executable file"
            exit 2
        fi
        output typefit "$TYPEFIT_GIVEN"
        return
    fi
    # The fallback: typefit alone, without the Server trait (`check` needs no HTTP server), as `make build`.
    local build=(swift build -c release --product typefit --disable-default-traits --package-path "$GITHUB_ACTION_PATH")
    "${build[@]}"
    output typefit "$("${build[@]}" --show-bin-path)/typefit"
}

check() {
    local folder sarif markdown
    case "${TYPEFIT_PATH:-.}" in
        /*) folder="$TYPEFIT_PATH" ;;
        *) folder="$GITHUB_WORKSPACE/${TYPEFIT_PATH:-.}" ;;
    esac
    case "${TYPEFIT_SARIF_FILE:-typefit.sarif}" in
        /*) sarif="$TYPEFIT_SARIF_FILE" ;;
        *) sarif="$GITHUB_WORKSPACE/${TYPEFIT_SARIF_FILE:-typefit.sarif}" ;;
    esac
    markdown="${RUNNER_TEMP:-/tmp}/typefit-summary-$$.md"

    local arguments=(check --no-progress --format markdown --report "sarif=$sarif")
    [ -n "${TYPEFIT_CONFIG:-}" ] && arguments+=(--config "$TYPEFIT_CONFIG")
    [ -n "${TYPEFIT_FAIL_ON:-}" ] && arguments+=(--fail-on "$TYPEFIT_FAIL_ON")
    [ -n "${TYPEFIT_CHANGED_SINCE:-}" ] && arguments+=(--changed-since "$TYPEFIT_CHANGED_SINCE")
    # Both are space-separated words, as the inputs say (no quoting: a path with a space cannot be given).
    local report
    local -a reports=() extra=()
    read -r -a reports <<<"${TYPEFIT_FORMATS:-}" || true
    for report in ${reports[@]+"${reports[@]}"}; do arguments+=(--report "$report"); done
    read -r -a extra <<<"${TYPEFIT_ARGS:-}" || true
    arguments+=(${extra[@]+"${extra[@]}"})

    local status=0
    (cd "$folder" && "$TYPEFIT" "${arguments[@]}") >"$markdown" || status=$?
    echo "typefit check exited with $status"
    output exit-code "$status"
    output markdown-file "$markdown"
    [ -f "$sarif" ] && output sarif-file "$sarif"

    if [ "${TYPEFIT_SUMMARY:-true}" = true ]; then
        local size
        size=$(wc -c <"$markdown")
        if [ "$size" -ge "$summary_limit" ]; then
            echo "::warning title=typefit::the Markdown summary is $size bytes, over GitHub's limit; not written"
        else
            cat "$markdown" >>"$GITHUB_STEP_SUMMARY"
        fi
    fi
}

result() {
    case "${TYPEFIT_EXIT_CODE:-}" in
        1) echo "::error title=typefit::typefit check found problems at or above fail-on; see the job summary and code scanning" ;;
        2) echo "::error title=typefit::typefit check could not read its config or an input; see the log above" ;;
        *) echo "::error title=typefit::typefit check did not finish (exit code '${TYPEFIT_EXIT_CODE:-}')" ;;
    esac
    case "${TYPEFIT_EXIT_CODE:-}" in
        '' | *[!0-9]*) exit 1 ;;
        *) exit "$TYPEFIT_EXIT_CODE" ;;
    esac
}

case "${1:-}" in
    install | build | check | result) "$1" ;;
    *)
        echo "usage: $0 install|build|check|result (the steps of action.yml)" >&2
        exit 2
        ;;
esac
