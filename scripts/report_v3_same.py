#!/usr/bin/env python3
"""Checks that a version 3 JSON report holds everything its version 2 holds (issue #31 part 4).

  typefit check --format json --report json-v2=v2.json > v3.json
  python3 scripts/report_v3_same.py v3.json v2.json

Follows version 3's references and defaults the way schema/report-v3.schema.json states them (a
reader's code, not typefit's): each entry of `bySize` stands for each of its `categories`, an absent
`message` is the finding's, `messageNumbers` are put in place of the finding's message's numbers, `use`
is looked up in `uses`, an absent `fingerprint` is `rule|file|key|locale|variant`, absent `categories`
are those of `bySize`. The result must be the version 2 document with its points rounded to 0.01 pt
and `report.statistics.seconds` ignored. Exits 1 and prints the first difference otherwise.
"""
import json
import math
import re
import sys

NUMBER = re.compile(r"([0-9]+(?:\.[0-9]+)?)")
POINTS = ("width", "height")


def rounded(value):
    """To 0.01 as typefit rounds: half away from zero, on the same binary arithmetic."""
    if not isinstance(value, (int, float)):
        return value
    scaled = value * 100.0
    whole = math.floor(abs(scaled) + 0.5)
    return math.copysign(whole, scaled) / 100.0


def v2_rounded(occurrence):
    out = dict(occurrence)
    for figures in ("measured", "available"):
        out[figures] = {k: rounded(v) if k in POINTS else v for k, v in occurrence[figures].items()}
    out["overflow"] = rounded(occurrence["overflow"])
    out["pointSize"] = rounded(occurrence["pointSize"])
    return out


def expand(document):
    uses = document["uses"]
    findings = []
    for finding in document["report"]["findings"]:
        out = {k: v for k, v in finding.items() if k not in ("use", "bySize", "worst", "categories")}
        out.update(uses[finding["use"]])

        def occurrences(entry):
            base = {k: v for k, v in entry.items() if k not in ("categories", "messageNumbers")}
            if "messageNumbers" in entry:
                words = NUMBER.split(finding["message"])[0::2]
                numbers = entry["messageNumbers"]
                base["message"] = "".join(w + (numbers[i] if i < len(numbers) else "") for i, w in enumerate(words))
            base.setdefault("message", finding["message"])
            return [dict(base, category=c) for c in entry["categories"]]

        by_size = [o for entry in finding["bySize"] for o in occurrences(entry)]
        out["bySize"] = by_size
        if isinstance(finding.get("worst"), int):
            entry = finding["worst"]
            out["worst"] = occurrences(finding["bySize"][entry])[0]  # the entry at its first size
        elif "worst" in finding:
            out["worst"] = occurrences(finding["worst"])[0]
        out["categories"] = finding.get("categories", [c for e in finding["bySize"] for c in e["categories"]])
        out.setdefault("fingerprint", "|".join([finding["rule"], finding["file"], finding["key"],
                                                finding.get("locale", ""), finding.get("variant", "")]))
        findings.append(out)
    return findings


def main():
    v3 = json.load(open(sys.argv[1], encoding="utf-8"))
    v2 = json.load(open(sys.argv[2], encoding="utf-8"))
    assert v3["formatVersion"] == 3 and v2["formatVersion"] == 2
    for key in ("summary", "scenes", "devices", "deviceSets"):
        if v3[key] != v2[key]:
            sys.exit(f"{key} differs")
    a, b = dict(v3["report"]), dict(v2["report"])
    for r in (a, b):
        r.pop("findings")
        r["statistics"] = dict(r["statistics"], seconds=0)
    if a != b:
        sys.exit("report fields differ")
    expanded = expand(v3)
    if len(expanded) != len(v2["report"]["findings"]):
        sys.exit("finding count differs")
    for index, (x, y) in enumerate(zip(expanded, v2["report"]["findings"])):
        y = dict(y)
        y["bySize"] = [v2_rounded(o) for o in y["bySize"]]
        worst = y.pop("worst", None)
        worst = y["bySize"][worst] if isinstance(worst, int) else worst
        resolved = x.pop("worst", None)
        if (worst is None) != (resolved is None) or (worst is not None and v2_rounded(worst) != resolved):
            sys.exit(f"finding {index}: worst differs")
        if x != y:
            keys = sorted(k for k in set(x) | set(y) if x.get(k) != y.get(k))
            sys.exit(f"finding {index} ({y['key']}): {keys} differ: {[(x.get(k), y.get(k)) for k in keys][:2]}")
    print(f"same: {len(expanded)} findings; version 3 {len(json.dumps(v3))} vs version 2 {len(json.dumps(v2))} characters")


if __name__ == "__main__":
    main()
