#!/usr/bin/env bash
# The demo: measures the strings of Corpus/demo-strings.tsv at every Dynamic Type size in a
# 288 pt wide label (iPhone SE 1st gen, portrait, between 16 pt margins) and prints how many
# lines each needs. Until `typefit check` exists this is the main job on the bundled demo.
set -euo pipefail
typefit="${1:-typefit}"
width=288
categories=(xSmall small medium large xLarge xxLarge xxxLarge AX1 AX2 AX3 AX4 AX5)
cd "$(dirname "$0")/.."

printf 'Lines needed in a %s pt label at each Dynamic Type size (fonts: see the last column)\n\n' "$width"
printf '%-8s %-9s' locale style
for c in "${categories[@]}"; do printf '%5s' "${c:0:4}"; done
printf '  text\n'
while IFS=$'\t' read -r locale style text; do
    case "$locale" in ''|'#'*) continue ;; esac
    printf '%-8s %-9s' "$locale" "$style"
    fonts=""
    for c in "${categories[@]}"; do
        out=$("$typefit" measure "$text" --style "$style" --category "$c" --locale "$locale" --width "$width")
        lines=$(printf '%s\n' "$out" | awk '/^lines:/ {print $2}')
        printf '%5s' "$lines"
        [ -z "$fonts" ] && fonts=$(printf '%s\n' "$out" | awk '/^  [^ l]/ && / — / {sub(/^  /, ""); sub(/ — .*/, ""); print}' | sort -u | paste -sd, -)
    done
    printf '  %s  [%s]\n' "$text" "$fonts"
done < Corpus/demo-strings.tsv
