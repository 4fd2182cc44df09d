#!/usr/bin/env python3
"""Line counts and widths from typefit vs Pango (an independent layout engine), on real strings.

Pango lays out each string with the same font files at 72 dpi (1 pt = 1 px), unhinted, with
wrapping by word and, for words longer than the line, by character — what typefit does. typefit
runs with --tracking none (Pango applies no tracking). Strings are sampled from the real corpus in
../shared/corpus (IceCubes xcstrings, Mastodon .strings), never copied into the project.

  /usr/bin/python3 scripts/compare-pango.py [--typefit PATH] [--corpus DIR] [--per-locale N]

Needs Debian's python3-gi and gir1.2-pango-1.0 (make test-deps installs them).
"""
import argparse, json, os, re, subprocess, sys, collections

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pango_typefit import Contexts, Paragraphs  # noqa: E402  (the one Pango set-up typefit is compared with)


def read_xcstrings(path):
    data = json.load(open(path, encoding="utf-8"))
    for key, entry in data.get("strings", {}).items():
        for loc, l10n in entry.get("localizations", {}).items():
            unit = l10n.get("stringUnit")
            if unit and unit.get("value"):
                yield loc, unit["value"]


STRINGS_RE = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')


def read_strings(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-16") if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else raw.decode("utf-8", "replace")
    loc = os.path.basename(os.path.dirname(path)).replace(".lproj", "")
    for m in STRINGS_RE.finditer(text):
        value = m.group(2).replace('\\"', '"').replace("\\n", "\n")
        if value:
            yield loc, value


def sample(corpus, per_locale):
    by_locale = collections.defaultdict(list)
    ice = os.path.join(corpus, "Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings")
    if os.path.exists(ice):
        for loc, v in read_xcstrings(ice):
            by_locale[loc].append(v)
    masto = os.path.join(corpus, "mastodon-mastodon-ios")
    for root, _, files in os.walk(masto):
        for f in files:
            if f == "Localizable.strings" and root.endswith(".lproj"):
                for loc, v in read_strings(os.path.join(root, f)):
                    by_locale[loc].append(v)
    out = []
    for loc in sorted(by_locale):
        values = sorted(set(v for v in by_locale[loc] if "%" not in v and "\n" not in v and 3 <= len(v) <= 160))
        step = max(1, len(values) // per_locale)
        out += [(loc, v) for v in values[::step][:per_locale]]
    return out


def pango_layout(contexts, text, locale, size, width):
    """Pango's line widths (the widest repeated per line count) and line texts."""
    paragraphs = Paragraphs(contexts, text, locale, size)
    paragraphs.set_width(width)
    count, widest = paragraphs.lines()
    pango_layout.texts = paragraphs.line_texts()
    return [widest] * count


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--typefit", default=".build/release/typefit")
    p.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "../../shared/corpus"))
    p.add_argument("--per-locale", type=int, default=12)
    p.add_argument("--size", type=float, default=17)
    p.add_argument("--widths", default="120,200,300")
    args = p.parse_args()

    contexts = Contexts()

    cells = agree = width_ok = 0
    causes = collections.Counter()
    examples = collections.defaultdict(list)
    for loc, text in sample(args.corpus, args.per_locale):
        for width in [float(w) for w in args.widths.split(",")]:
            pango = pango_layout(contexts, text, loc, args.size, width)
            run = subprocess.run([args.typefit, "measure", text, "--size", str(args.size), "--locale", loc,
                                  "--width", str(width), "--tracking", "none", "--json"], capture_output=True, text=True)
            if run.returncode != 0:
                causes["typefit error"] += 1
                continue
            tf = json.loads(run.stdout)
            cells += 1
            if tf["lines"] == len(pango):
                agree += 1
                if abs(max(tf["lineWidths"]) - max(pango)) <= 0.5:
                    width_ok += 1
                else:
                    cause = ("break opportunity rules (same count, other split)"
                             if [t.rstrip() for t in tf["lineTexts"]] != pango_layout.texts
                             else "font fallback / shaping (same lines, widths differ)")
                    causes[cause] += 1
                    examples[cause].append((loc, text, width, [round(w, 2) for w in tf["lineWidths"]], [round(w, 2) for w in pango]))
                continue
            # Classify: does the whole text have the same natural width in both engines?
            tf_nat = tf["naturalWidth"]
            pg_nat = max(pango_layout(contexts, text, loc, args.size, None))
            if abs(tf_nat - pg_nat) > 0.5:
                cause = "font fallback / shaping (natural widths differ)"
            elif abs(max(tf["lineWidths"]) - width) < 2 or any(abs(w - width) < 2 for w in pango):
                cause = "rounding at the line edge"
            else:
                cause = "break opportunity rules"
            causes[cause] += 1
            examples[cause].append((loc, text, width, tf["lineTexts"], round(tf_nat, 2), round(pg_nat, 2), len(pango)))
    print(f"cells: {cells}")
    print(f"line-count agreement: {agree}/{cells} = {100.0 * agree / max(cells, 1):.2f}%")
    print(f"widest line within 0.5 pt where line counts agree: {width_ok}/{agree} = {100.0 * width_ok / max(agree, 1):.2f}%")
    for cause, n in causes.most_common():
        print(f"  disagreement: {cause}: {n}")
        for ex in examples[cause][:8]:
            print("     ", ex)


if __name__ == "__main__":
    main()
