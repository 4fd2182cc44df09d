#!/usr/bin/env bash
# The steps of the GitHub Action (action.yml at the repository root), one subcommand each:
#   build   TYPEFIT_GIVEN or a release build of this repository → output `typefit`
#   check   runs `typefit check` in $GITHUB_WORKSPACE/$TYPEFIT_PATH: SARIF to $TYPEFIT_SARIF_FILE, the
#           Markdown report to the job summary → outputs `exit-code`, `sarif-file`, `markdown-file`
#   result  fails with typefit's exit code, saying why
# It reads what GitHub gives a step: GITHUB_ACTION_PATH, GITHUB_WORKSPACE, GITHUB_OUTPUT,
# GITHUB_STEP_SUMMARY, RUNNER_TEMP; scripts/github-action-test.sh points them at temporary files.
set -euo pipefail

# GitHub drops a step summary over 1 MiB whole (the Markdown report stays under it by itself).
summary_limit=1048576

output() { printf '%s=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"; }

build() {
    if [ -n "${TYPEFIT_GIVEN:-}" ]; then
        if [ ! -x "$TYPEFIT_GIVEN" ]; then
            echo "::error title=typefit::the typefit input '$TYPEFIT_GIVEN' is not an executable file"
            exit 2
        fi
        output typefit "$TYPEFIT_GIVEN"
        return
    fi
    swift build -c release --product typefit --package-path "$GITHUB_ACTION_PATH"
    output typefit "$(swift build -c release --show-bin-path --package-path "$GITHUB_ACTION_PATH")/typefit"
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
    build | check | result) "$1" ;;
    *)
        echo "usage: $0 build|check|result (the steps of action.yml)" >&2
        exit 2
        ;;
esac
