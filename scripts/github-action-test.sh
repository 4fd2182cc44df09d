#!/usr/bin/env bash
# The GitHub Action without GitHub (run by `make test`):
#  1. action.yml and the sample workflow docs/github/typefit.yml validate against GitHub's schemas
#     (SchemaStore's, vendored in Tests/Fixtures/GitHubSchemas) with check-jsonschema, and broken
#     copies of each are rejected;
#  2. action.yml's steps run as GitHub's runner runs them (scripts/run-composite-action.py), with
#     GITHUB_WORKSPACE, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, RUNNER_TEMP… pointed at temporary files,
#     on a copy of the demo Corpus/ in a subfolder of a git repository, with the typefit binary given
#     as the `typefit` input (the action's own build step would build a release binary from source);
#  3. what they leave is checked: the job summary (under GitHub's 1 MiB, linking into the commit),
#     the SARIF (valid SARIF 2.1.0, every URI relative to the repository and naming a file in it),
#     the other reports, the outputs, the upload step's inputs and the failing last step;
#  4. the `version` input with a release archive (ARCHIVE, else the binary packed by scripts/dist.sh
#     as `make dist` packs the release build) at a file:// URL: the archive is checked against the
#     .sha256 beside it, unpacked into RUNNER_TEMP, its bin/ added to GITHUB_PATH, only its
#     RUNTIME-PACKAGES installed (apt-get and dpkg-query are stand-ins that record what is asked),
#     nothing built; it finds what the given binary found; a wrong `checksum` stops before the check.
# Usage: scripts/github-action-test.sh PATH/TO/typefit [ARCHIVE]   (tools: scripts/install-deps.sh --test-tools)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
typefit=$(cd "$(dirname "${1:?usage: $0 PATH/TO/typefit [ARCHIVE]}")" && pwd)/$(basename "$1")
archive="${2:-}"
tools="$repo/.build/test-tools/bin"
schemas="$repo/Tests/Fixtures/GitHubSchemas"
for tool in "$tools/check-jsonschema" "$tools/python" "$typefit"; do
    [ -x "$tool" ] || { echo "github-action-test: $tool is missing (scripts/install-deps.sh --test-tools; swift build)" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/typefit-action-XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

# 1. Schemas.
"$tools/check-jsonschema" --schemafile "$schemas/github-action.json" action.yml >/dev/null \
    && pass "action.yml validates against github-action.json" || fail "action.yml does not validate"
"$tools/check-jsonschema" --schemafile "$schemas/github-workflow.json" docs/github/typefit.yml >/dev/null \
    && pass "docs/github/typefit.yml validates against github-workflow.json" || fail "docs/github/typefit.yml does not validate"
sed 's/using: composite/using: compose/' action.yml >"$work/broken-action.yml"
"$tools/check-jsonschema" --schemafile "$schemas/github-action.json" "$work/broken-action.yml" >/dev/null 2>&1 \
    && fail "an action with runs.using: compose validates" || pass "an action with runs.using: compose is rejected"
sed 's/runs-on: ubuntu-latest/runs-in: ubuntu-latest/' docs/github/typefit.yml >"$work/broken-workflow.yml"
"$tools/check-jsonschema" --schemafile "$schemas/github-workflow.json" "$work/broken-workflow.yml" >/dev/null 2>&1 \
    && fail "a workflow job with runs-in validates" || pass "a workflow job with runs-in: is rejected"

# 2. The steps, on the demo in ios/ of a repository.
workspace="$work/workspace"
mkdir -p "$workspace" "$work/runner"
cp -R Corpus "$workspace/ios"
git init -q "$workspace"
summary="$work/step-summary.md"
: >"$summary"
sha=0123456789abcdef0123456789abcdef01234567
status=0
env GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" GITHUB_STEP_SUMMARY="$summary" \
    GITHUB_ENV="$work/runner/env" GITHUB_PATH="$work/runner/path" RUNNER_TEMP="$work/runner" \
    GITHUB_SERVER_URL=https://github.com GITHUB_REPOSITORY=acme/trailhead GITHUB_SHA="$sha" \
    "$tools/python" scripts/run-composite-action.py action.yml "$work/record.json" \
    path=ios typefit="$typefit" fail-on=error formats="html=reports/typefit.html json=reports/typefit.json" \
    args="--locales de,en,ar" >"$work/log.txt" 2>&1 || status=$?

# 3. What they left.
"$tools/python" - "$work/record.json" "$summary" "$workspace" "$status" "$sha" "$repo" <<'EOF' || failures=$((failures + 1))
import json, os, subprocess, sys
record_file, summary_file, workspace, status, sha, repo = sys.argv[1:]
record = json.load(open(record_file))
steps = {step["id"]: step for step in record["steps"]}
problems = []
def expect(ok, what):
    print(("ok: " if ok else "FAIL: ") + what)
    if not ok:
        problems.append(what)

summary = open(summary_file, "rb").read()
expect(0 < len(summary) < 1_048_576, f"the job summary is written and under 1 MiB ({len(summary):,} bytes)")
text = summary.decode("utf-8")
expect(text.startswith("## typefit check\n"), "the summary is the Markdown report")
expect(f"](https://github.com/acme/trailhead/blob/{sha}/ios/DemoApp/Localizable.xcstrings#L" in text,
       "the summary links findings to their line in the commit")
expect(record["outputs"]["exit-code"] == "1", f"exit-code output is 1 (errors in the demo): {record['outputs']['exit-code']!r}")
expect(record["outputs"]["markdown-file"] != "" and open(record["outputs"]["markdown-file"], "rb").read() == summary,
       "markdown-file output holds the summary")

sarif_file = record["outputs"]["sarif-file"]
expect(sarif_file == os.path.join(workspace, "typefit.sarif") and os.path.isfile(sarif_file), f"SARIF written to {sarif_file}")
schema = os.path.join(repo, "Tests/TypeFitReportTests/Fixtures/sarif-schema-2.1.0.json")
check = subprocess.run([os.path.join(repo, ".build/test-tools/bin/check-jsonschema"), "--schemafile", schema, sarif_file],
                       capture_output=True, text=True)
expect(check.returncode == 0, "the SARIF validates against the SARIF 2.1.0 schema " + check.stdout[-500:])
log = json.load(open(sarif_file))
locations = []
def walk(value):
    if isinstance(value, dict):
        if "artifactLocation" in value:
            locations.append(value["artifactLocation"])
        for item in value.values():
            walk(item)
    elif isinstance(value, list):
        for item in value:
            walk(item)
walk(log)
results = log["runs"][0]["results"]
expect(len(results) > 0 and len(locations) >= len(results), f"{len(results)} results, {len(locations)} locations")
bad = [l for l in locations if l.get("uriBaseId") != "%SRCROOT%" or l["uri"].startswith(("/", "file:", "."))
       or not os.path.isfile(os.path.join(workspace, l["uri"]))]
expect(not bad, f"every SARIF URI is relative to the repository root and names a file in it {bad[:3]}")
locales = {r["properties"].get("locale") for r in results} - {None}
expect(locales <= {"de", "en", "ar"} and locales, f"the args input reached typefit (locales {sorted(locales)})")

for report in ("reports/typefit.html", "reports/typefit.json"):
    expect(os.path.isfile(os.path.join(workspace, "ios", report)), f"the formats input wrote ios/{report}")
findings = json.load(open(os.path.join(workspace, "ios/reports/typefit.json")))["report"]["findings"]
expect(len(findings) == len(results), f"the JSON report holds the SARIF's {len(results)} findings")

upload = steps.get(next(s["id"] for s in record["steps"] if s.get("uses", "").startswith("github/codeql-action/upload-sarif")))
expect(upload["status"] == "not-run" and upload["with"] == {"sarif_file": sarif_file, "category": "typefit"},
       f"upload-sarif would get the SARIF file and the category: {upload.get('with')}")
build = steps["build"]
expect(build["status"] == "success" and build["outputs"].get("typefit"), "the build step hands over the binary given")
last = record["steps"][-1]
expect(last["status"] == "failure" and last.get("exit") == 1, "the last step fails the job with typefit's exit code")
expect(status == "1", f"the action failed as a whole ({status})")
sys.exit(1 if problems else 0)
EOF

# 4. A release archive by `version`, from a file:// URL, its checksum from the .sha256 beside it.
if [ -z "$archive" ]; then
    scripts/dist.sh --binary "$typefit" --out "$work/dist" >"$work/dist.log" 2>&1 || { cat "$work/dist.log"; exit 1; }
    archive="$(ls "$work"/dist/typefit-*.tar.gz)"
fi
archive="$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")"
version="$(basename "$archive" | sed -E 's/^typefit-(.*)-linux-[^-]*\.tar\.gz$/\1/')"
# Stand-ins: dpkg-query says fonts-noto-cjk is missing (the rest as installed here); apt-get records.
shims="$work/shims"
mkdir -p "$shims"
printf '#!/bin/sh\nfor a; do [ "$a" = fonts-noto-cjk ] && exit 1; done\nexec /usr/bin/dpkg-query "$@"\n' >"$shims/dpkg-query"
printf '#!/bin/sh\necho "$*" >>"%s/apt-get.log"\n' "$work" >"$shims/apt-get"
chmod +x "$shims/dpkg-query" "$shims/apt-get"
release_run() { # RECORD INPUT=VALUE...
    local record="$1"
    shift
    : >"$summary"
    : >"$work/runner/path"
    rm -f "$work/apt-get.log"
    env PATH="$shims:$PATH" GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" GITHUB_STEP_SUMMARY="$summary" \
        GITHUB_PATH="$work/runner/path" RUNNER_TEMP="$work/runner" GITHUB_SERVER_URL= GITHUB_REPOSITORY= GITHUB_SHA= \
        "$tools/python" scripts/run-composite-action.py action.yml "$record" \
        path=ios version="$version" archive-url="file://$archive" upload-sarif=false sarif-file=release.sarif \
        fail-on=error args="--locales de,en,ar" "$@" >>"$work/log.txt" 2>&1 || true
}
release_run "$work/record-release.json"
"$tools/python" - "$work/record-release.json" "$work" "$workspace" <<'PY' || failures=$((failures + 1))
import json, os, sys
record_file, work, workspace = sys.argv[1:]
record = json.load(open(record_file))
steps = {s["id"]: s for s in record["steps"]}
by_name = {s["name"]: s for s in record["steps"]}
installed = steps["install"]["outputs"].get("typefit", "")
runner = os.path.join(work, "runner")
apt_log = os.path.join(work, "apt-get.log")
installs = [l for l in (open(apt_log).read().splitlines() if os.path.exists(apt_log) else []) if " install " in f" {l} "]
def results(name):
    return len(json.load(open(os.path.join(workspace, name)))["runs"][0]["results"])
checks = [
    (steps["install"]["status"] == "success" and installed.startswith(runner + "/") and installed.endswith("/bin/typefit"),
     f"version: the archive is unpacked into RUNNER_TEMP ({installed})"),
    (open(os.path.join(runner, "path")).read().strip() == os.path.dirname(installed), "its bin/ is added to GITHUB_PATH"),
    (len(installs) == 1 and installs[0].split()[-1] == "fonts-noto-cjk", f"only the missing runtime package is installed: {installs}"),
    (by_name["Cache typefit's build"]["status"] == "skipped", "no build cache is restored"),
    (steps["build"]["status"] == "success" and steps["build"]["outputs"].get("typefit") == installed,
     "nothing is built: the build step hands over the archive's typefit"),
    (record["outputs"]["exit-code"] == "1" and results("release.sarif") == results("typefit.sarif") > 0,
     "the archive's typefit finds what the given binary found"),
]
for ok, what in checks:
    print(("ok: " if ok else "FAIL: ") + what)
sys.exit(0 if all(ok for ok, _ in checks) else 1)
PY
# A plain path is read as a file:// URL; the download works, the checksum does not match.
release_run "$work/record-checksum.json" archive-url="$archive" checksum=0000000000000000000000000000000000000000000000000000000000000000
"$tools/python" - "$work/record-checksum.json" <<'PY' || failures=$((failures + 1))
import json, sys
record = json.load(open(sys.argv[1]))
steps = {s["id"]: s for s in record["steps"]}
ok = steps["install"]["status"] == "failure" and steps["install"].get("exit") == 2 \
    and steps["build"]["status"] == "skipped" and steps["check"]["status"] == "skipped" and record["failed"]
print(("ok: " if ok else "FAIL: ") + "a wrong checksum fails the install step (exit 2) and nothing runs after it")
sys.exit(0 if ok else 1)
PY
grep -q "has sha256 [0-9a-f]*, not 0000" "$work/log.txt" && pass "the error names both checksums" || fail "no checksum error in the log"
# With no archive-url: the release of the action's repository, read from where the runner keeps an
# action used by reference (_actions/OWNER/REPO/REF), under GITHUB_SERVER_URL (here a file:// tree).
actions="$work/_actions/acme/typefit/$version"
releases="$work/server/acme/typefit/releases/download/$version"
mkdir -p "$actions" "$releases"
cp -R action.yml scripts "$actions/"
cp "$archive" "$archive.sha256" "$releases/"
: >"$summary"
env PATH="$shims:$PATH" GITHUB_WORKSPACE="$workspace" GITHUB_STEP_SUMMARY="$summary" RUNNER_TEMP="$work/runner" \
    GITHUB_SERVER_URL="file://$work/server" GITHUB_REPOSITORY= GITHUB_SHA= \
    "$tools/python" scripts/run-composite-action.py "$actions/action.yml" "$work/record-default.json" \
    path=ios version="$version" upload-sarif=false fail-on=never >>"$work/log.txt" 2>&1 || true
"$tools/python" - "$work/record-default.json" <<'PY' && pass "version alone: the archive of the action's repository's release" || fail "version alone did not use the release of _actions/acme/typefit"
import json, sys
record = json.load(open(sys.argv[1]))
steps = {s["id"]: s for s in record["steps"]}
sys.exit(0 if steps["install"]["status"] == "success" and steps["install"]["outputs"].get("typefit")
         and record["outputs"]["exit-code"] == "0" else 1)
PY

# The same with nothing to report: every step passes and the upload is skipped when turned off.
: >"$summary"
status=0
env GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" GITHUB_STEP_SUMMARY="$summary" \
    RUNNER_TEMP="$work/runner" GITHUB_SERVER_URL= GITHUB_REPOSITORY= GITHUB_SHA= \
    "$tools/python" scripts/run-composite-action.py action.yml "$work/record2.json" \
    path=ios typefit="$typefit" fail-on=never upload-sarif=false summary=true >>"$work/log.txt" 2>&1 || status=$?
"$tools/python" - "$work/record2.json" "$summary" "$status" <<'EOF' || failures=$((failures + 1))
import json, sys
record = json.load(open(sys.argv[1]))
summary = open(sys.argv[2], "rb").read()
by_name = {s["name"]: s for s in record["steps"]}
ok = [sys.argv[3] == "0", record["outputs"]["exit-code"] == "0",
      by_name["Upload SARIF to code scanning"]["status"] == "skipped", by_name["Fail on findings"]["status"] == "skipped",
      0 < len(summary) < 1_048_576, b"](https://" not in summary]
print(("ok: " if all(ok) else "FAIL: ") + f"fail-on never, upload-sarif false: passes, upload and failure skipped, summary unlinked {ok}")
sys.exit(0 if all(ok) else 1)
EOF

# The changed-since input: since the commit holding everything, no key has changed, so nothing is
# checked and the step passes; a ref that names no commit exits 2.
git -C "$workspace" add -A
git -C "$workspace" -c user.name=typefit -c user.email=typefit@example.com -c commit.gpgsign=false commit -q -m demo
for ref in HEAD no-such-ref; do
    : >"$summary"
    env GITHUB_ACTIONS=true CI=true GITHUB_WORKSPACE="$workspace" GITHUB_STEP_SUMMARY="$summary" \
        RUNNER_TEMP="$work/runner" GITHUB_SERVER_URL= GITHUB_REPOSITORY= GITHUB_SHA= \
        "$tools/python" scripts/run-composite-action.py action.yml "$work/record-$ref.json" \
        path=ios typefit="$typefit" upload-sarif=false changed-since="$ref" >>"$work/log.txt" 2>&1 || true
    "$tools/python" - "$work/record-$ref.json" "$summary" "$ref" <<'EOF' || failures=$((failures + 1))
import json, sys
record = json.load(open(sys.argv[1]))
summary = open(sys.argv[2], encoding="utf-8").read()
code = record["outputs"]["exit-code"]
if sys.argv[3] == "HEAD":
    ok = code == "0" and "Changed since HEAD" in summary and "0 of " in summary
    what = f"changed-since HEAD reaches typefit: nothing changed, nothing checked (exit {code})"
else:
    ok = code == "2"
    what = f"changed-since with a ref that names no commit exits 2 ({code})"
print(("ok: " if ok else "FAIL: ") + what)
sys.exit(0 if ok else 1)
EOF
done

if [ "$failures" -gt 0 ]; then
    echo "--- the steps' log ---"
    cat "$work/log.txt"
    echo "github-action-test: $failures failed"
    exit 1
fi
echo "github-action-test: all passed"
