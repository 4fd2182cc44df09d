#!/usr/bin/env bash
# Writes the binary plugin package (Plugins/TypeFitPlugins) into FOLDER as a package of its own,
# symbolic links replaced by the files they name, with the artifact bundle of `make artifactbundle`:
#   scripts/plugin-package.sh FOLDER [--bundle ZIP]      the bundle copied in, named by path (tests,
#                                                         local use)
#   scripts/plugin-package.sh FOLDER --url URL [--bundle ZIP]
#                                                         `.binaryTarget(url: URL, checksum: …)` with the
#                                                         bundle's checksum: a release's plugins
#                                                         repository (RELEASING.md); the zip goes to URL
# ZIP defaults to .build/artifactbundle/typefit.artifactbundle.zip. Takes the files from SOURCE (the
# repository's folder, or TYPEFIT_PLUGINS_SOURCE: the consumer test gives its tagged copy).
set -euo pipefail
SWIFT="${SWIFT:-swift}"
root="$(cd "$(dirname "$0")/.." && pwd)"
source="${TYPEFIT_PLUGINS_SOURCE:-$root/Plugins/TypeFitPlugins}"
folder="${1:?usage: $0 FOLDER [--url URL] [--bundle ZIP]}"
shift
url="" bundle="$root/.build/artifactbundle/typefit.artifactbundle.zip"
while [ $# -gt 0 ]; do
    case "$1" in
        --url) url="$2"; shift 2 ;;
        --bundle) bundle="$2"; shift 2 ;;
        *) echo "usage: $0 FOLDER [--url URL] [--bundle ZIP]" >&2; exit 2 ;;
    esac
done
[ -f "$bundle" ] || { echo "plugin-package: no $bundle (make artifactbundle)" >&2; exit 1; }
mkdir -p "$folder"
rm -rf "$folder/Plugins" "$folder/Package.swift" "$folder/typefit.artifactbundle.zip"
cp -RL "$source/Plugins" "$folder/Plugins"
rm -rf "$folder/Plugins/Shared"   # linked into each plugin's folder, copied there by -L
cp "$root/LICENSE" "$folder/"
path_line='        .binaryTarget(name: "TypeFitBinary", path: "typefit.artifactbundle.zip"),'
grep -qxF "$path_line" "$source/Package.swift" || { echo "plugin-package: $source/Package.swift has no line '$path_line'" >&2; exit 1; }
if [ -z "$url" ]; then
    cp "$source/Package.swift" "$folder/"
    cp "$bundle" "$folder/typefit.artifactbundle.zip"
else
    checksum="$("$SWIFT" package compute-checksum "$bundle")"
    replacement="        .binaryTarget(name: \"TypeFitBinary\", url: \"$url\", checksum: \"$checksum\"),"
    /usr/bin/python3 - "$source/Package.swift" "$folder/Package.swift" "$path_line" "$replacement" <<'PY'
import sys
source, target, old, new = sys.argv[1:]
text = open(source).read()
open(target, "w").write(text.replace(old + "\n", new + "\n", 1))
PY
fi
echo "plugin-package: $folder (${url:-bundle by path})"
