#!/usr/bin/env python3
"""Runs a composite action's steps as GitHub's runner would, for tests (scripts/github-action-test.sh).

    run-composite-action.py ACTION_YML RECORD_JSON [INPUT=VALUE ...]

For each step in order: evaluates `if:` (default `success()`), fills `${{ … }}` in `env:`, `with:`
and `run:` from the inputs, the steps' outputs and the `github`/`runner` contexts, and runs
`run:` steps with `bash --noprofile --norc -eo pipefail` (GitHub's `shell: bash`) and a fresh
GITHUB_OUTPUT file, whose `name=value` and `name<<EOF` lines become the step's outputs. `uses:`
steps are not run (they would reach the network); their filled-in `with:` is recorded instead.
The environment passes through: point GITHUB_WORKSPACE, GITHUB_STEP_SUMMARY, RUNNER_TEMP… at
temporary files before calling. Writes RECORD_JSON: every step's id, status (success, failure,
skipped, not-run), outputs and `with:`, and the action's outputs; exits 1 when a step failed.

Only the expression forms action.yml uses are understood: contexts (`inputs.x`, `steps.id.outputs.x`,
`github.x`, `runner.x`), string literals, `==`, `!=`, `&&`, `||`, `!`, parentheses, `always()`,
`success()`, `failure()`. Anything else is an error, so a new form cannot pass untested.
"""
import json
import os
import platform
import re
import subprocess
import sys
import tempfile

import yaml

TOKEN = re.compile(r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<op>==|!=|&&|\|\||!|\(|\))|(?P<call>(?:always|success|failure)\(\))"
                   r"|(?P<ctx>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*))")


class Context:
    def __init__(self, inputs, action_path):
        self.inputs = inputs
        self.steps = {}
        self.failed = False
        env = os.environ
        self.github = {
            "action_path": action_path, "workspace": env.get("GITHUB_WORKSPACE", ""),
            "sha": env.get("GITHUB_SHA", ""), "action_ref": env.get("GITHUB_ACTION_REF", ""),
            "action_repository": env.get("GITHUB_ACTION_REPOSITORY", ""),
            "server_url": env.get("GITHUB_SERVER_URL", ""), "repository": env.get("GITHUB_REPOSITORY", ""),
        }
        self.runner = {"os": {"Linux": "Linux", "Darwin": "macOS"}.get(platform.system(), platform.system()),
                       "arch": {"x86_64": "X64", "arm64": "ARM64", "aarch64": "ARM64"}.get(platform.machine(), "X64"),
                       "temp": env.get("RUNNER_TEMP", tempfile.gettempdir())}

    def lookup(self, name):
        parts = name.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            return self.inputs.get(parts[1], "")
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get("outputs", {}).get(parts[3], "")
        if parts[0] in ("github", "runner") and len(parts) == 2:
            table = self.github if parts[0] == "github" else self.runner
            if parts[1] in table:
                return table[parts[1]]
        raise SystemExit(f"run-composite-action: unknown context {name!r}")

    def evaluate(self, expression):
        """GitHub's expression language, the part action.yml uses; values are strings or bools."""
        tokens, position = [], 0
        while position < len(expression):
            match = TOKEN.match(expression, position)
            if not match or match.end() == position:
                if expression[position:].strip() == "":
                    break
                raise SystemExit(f"run-composite-action: cannot read {expression!r} at {position}")
            tokens.append((match.lastgroup, match.group(match.lastgroup)))
            position = match.end()
        tokens.append(("end", ""))
        index = 0

        def peek():
            return tokens[index]

        def take():
            nonlocal index
            index += 1
            return tokens[index - 1]

        def primary():
            kind, text = take()
            if kind == "str":
                return text[1:-1].replace("''", "'")
            if kind == "call":
                return {"always()": True, "success()": not self.failed, "failure()": self.failed}[text]
            if kind == "ctx":
                return self.lookup(text)
            if text == "!":
                return not truthy(primary())
            if text == "(":
                value = disjunction()
                if take()[1] != ")":
                    raise SystemExit(f"run-composite-action: ')' missing in {expression!r}")
                return value
            raise SystemExit(f"run-composite-action: unexpected {text!r} in {expression!r}")

        def comparison():
            left = primary()
            while peek()[1] in ("==", "!="):
                op = take()[1]
                right = primary()
                # Strings compare case-insensitively in GitHub's expressions.
                equal = str(left).lower() == str(right).lower()
                left = equal if op == "==" else not equal
            return left

        def conjunction():
            left = comparison()
            while peek()[1] == "&&":
                take()
                right = comparison()
                left = right if truthy(left) else left
            return left

        def disjunction():
            left = conjunction()
            while peek()[1] == "||":
                take()
                right = conjunction()
                left = left if truthy(left) else right
            return left

        value = disjunction()
        if peek()[0] != "end":
            raise SystemExit(f"run-composite-action: trailing {peek()[1]!r} in {expression!r}")
        return value

    def fill(self, text):
        def one(match):
            value = self.evaluate(match.group(1))
            return ("true" if value else "false") if isinstance(value, bool) else str(value)
        return re.sub(r"\$\{\{(.*?)\}\}", one, str(text))

    def condition(self, text):
        if text is None:
            return not self.failed
        expression = str(text).strip()
        if expression.startswith("${{") and expression.endswith("}}"):
            expression = expression[3:-2]
        uses_status = re.search(r"\b(always|success|failure)\(\)", expression)
        value = truthy(self.evaluate(expression))
        # As on GitHub, a condition without a status function implies success().
        return value if uses_status else value and not self.failed


def truthy(value):
    return bool(value) if not isinstance(value, str) else value != ""


def read_outputs(path):
    outputs, lines = {}, open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            while index < len(lines) and lines[index] != delimiter:
                value.append(lines[index])
                index += 1
            index += 1
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    action_file, record_file = sys.argv[1], sys.argv[2]
    action = yaml.safe_load(open(action_file, encoding="utf-8"))
    action_path = os.path.dirname(os.path.abspath(action_file))
    inputs = {name: str(spec.get("default", "")) for name, spec in (action.get("inputs") or {}).items()}
    for argument in sys.argv[3:]:
        name, value = argument.split("=", 1)
        if name not in inputs:
            raise SystemExit(f"run-composite-action: the action has no input {name!r}")
        inputs[name] = value
    if action["runs"]["using"] != "composite":
        raise SystemExit("run-composite-action: not a composite action")

    context = Context(inputs, action_path)
    record = []
    for number, step in enumerate(action["runs"]["steps"]):
        step_id = step.get("id", f"step{number}")
        entry = {"id": step_id, "name": step.get("name", ""), "outputs": {}}
        record.append(entry)
        if not context.condition(step.get("if")):
            entry["status"] = "skipped"
            print(f"::group::skipped: {entry['name']}", flush=True)
            print("::endgroup::", flush=True)
            continue
        if "uses" in step:
            entry["uses"] = step["uses"]
            entry["with"] = {name: context.fill(value) for name, value in (step.get("with") or {}).items()}
            entry["status"] = "not-run"
            print(f"not run (uses {step['uses']}): {entry['name']} with {json.dumps(entry['with'])}", flush=True)
            continue
        if step.get("shell") != "bash":
            raise SystemExit(f"run-composite-action: step {entry['name']!r} is not `shell: bash`")
        env = dict(os.environ)
        env.update({name: context.fill(value) for name, value in (step.get("env") or {}).items()})
        env["GITHUB_ACTION_PATH"] = action_path
        with tempfile.NamedTemporaryFile("w", delete=False, suffix=".output", dir=context.runner["temp"]) as output:
            env["GITHUB_OUTPUT"] = output.name
        with tempfile.NamedTemporaryFile("w", delete=False, suffix=".sh", dir=context.runner["temp"]) as script:
            script.write(context.fill(step["run"]))
        print(f"::group::{entry['name']}", flush=True)
        status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", script.name], env=env,
                                 cwd=context.fill(step.get("working-directory", "")) or env.get("GITHUB_WORKSPACE") or None)
        print("::endgroup::", flush=True)
        entry["outputs"] = read_outputs(output.name)
        entry["status"] = "success" if status == 0 else "failure"
        entry["exit"] = status
        context.steps[step_id] = entry
        if status != 0:
            context.failed = True

    outputs = {name: context.fill(spec.get("value", "")) for name, spec in (action.get("outputs") or {}).items()}
    json.dump({"steps": record, "outputs": outputs, "failed": context.failed}, open(record_file, "w"), indent=2)
    sys.exit(1 if context.failed else 0)


if __name__ == "__main__":
    main()
