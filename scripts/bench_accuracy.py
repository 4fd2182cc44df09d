"""Cell-by-cell agreement between typefit and Pango for bench.py, and the cause of each
disagreement, found automatically:

- font fallback: the engines drew with different faces;
- shaping: same faces, but the unwrapped text is more than 0.5 pt wider in one engine;
- rounding: a line (or the whole text) is within 0.5 pt of the available width, so a hair of
  difference in the sums puts a word on one side of the edge or the other;
- trailing space: a paragraph ends in white space, which Pango wraps and UIKit (and typefit)
  let hang past the edge; or the lines differ only in white space at their ends;
- line shaped apart: a line ends inside a word (a word longer than the line, or after a
  hyphen); Pango shapes each line on its own (no kerning or joining across the break), typefit
  measures the piece as shaped in the paragraph, so widths differ by a kern and a cut can land
  one letter apart;
- push-out: typefit's lines with UILabel's orphan avoidance (the `standard` line-break strategy)
  differ from Pango's, and typefit's lines without push-out agree with them: Pango has no
  push-out, so these cells differ by design;
- CJK line start: same widths, and one engine starts a line with a small kana or ー (UAX #14
  class CJ), which CSS `line-break: strict` forbids and `normal` allows (typefit's
  `cjk-line-break`; Pango never starts a line with one);
- break opportunity rules: same widths, the engines break at different places.
"""
import collections
import json
import subprocess

from gi.repository import GLib
from pango_typefit import Contexts, Paragraphs, normalized_face

EDGE = 0.5


def compare(header, entries, pango_by_string):
    """Counts, and the disagreeing cells as (string index, group, size, width, typefit, pango)."""
    widths = header["widths"]
    cells = agree = width_ok = refused = 0
    disagreements = []
    for s, entry in enumerate(entries):
        p_lines, p_widths = pango_by_string[s]
        k = 0
        for group in header["groups"]:
            for size in group["sizes"]:
                for width in widths:
                    t_lines, t_width = entry["lines"][k], entry["widths"][k]
                    if t_lines < 0:
                        refused += 1
                    else:
                        cells += 1
                        if t_lines == p_lines[k]:
                            agree += 1
                            if abs(t_width - p_widths[k]) <= EDGE:
                                width_ok += 1
                            else:
                                disagreements.append((s, group, size, width, (t_lines, t_width), (p_lines[k], p_widths[k])))
                        else:
                            disagreements.append((s, group, size, width, (t_lines, t_width), (p_lines[k], p_widths[k])))
                    k += 1
    return {"cells": cells, "lineCountAgree": agree, "widthWithinHalfPoint": width_ok, "refused": refused}, disagreements


def explain_typefit(bench, entries, disagreements, strategy=None):
    """Full typefit measurements of the disagreeing cells, in one typefit-bench process."""
    lines = [json.dumps({"locale": entries[s]["locale"], "text": entries[s]["text"], "weight": group["weight"],
                         "size": size, "width": width}) for s, group, size, width, _, _ in disagreements]
    # No flag: the binary's own default (a typefit-bench from before the option has none).
    flags = ["--line-break-strategy", strategy] if strategy else []
    run = subprocess.run([bench, "explain"] + flags, input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True)
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def line_starts(text, line_texts):
    """Character offsets where lines after the first begin, found by walking the line texts
    through the text; None when they cannot be placed."""
    starts, pos = [], 0
    for i, line in enumerate(line_texts):
        found = text.find(line, pos) if line else pos
        if found < 0:
            return None
        if i:
            starts.append(found)
        pos = found + len(line)
    return starts


# Scripts written without spaces: a break between two of their letters is ordinary.
SPACELESS = {GLib.UnicodeScript.HAN, GLib.UnicodeScript.HIRAGANA, GLib.UnicodeScript.KATAKANA,
             GLib.UnicodeScript.THAI, GLib.UnicodeScript.LAO, GLib.UnicodeScript.KHMER, GLib.UnicodeScript.MYANMAR,
             GLib.UnicodeScript.BOPOMOFO}
def cuts_a_word(text, starts):
    """Whether any line starts inside a word of a spaced script (after a hyphen, or where no
    break opportunity is: a word longer than the line). PyGObject cannot read Pango's
    PangoLogAttr bit fields, so this is judged from the characters."""
    for k in starts or []:
        if not 0 < k < len(text):
            continue
        before, after = text[k - 1], text[k]
        if before.isspace() or after.isspace():
            continue
        if GLib.unichar_get_script(before) in SPACELESS or GLib.unichar_get_script(after) in SPACELESS:
            continue
        return True
    return False


def starts_with_cj(text, starts_a, starts_b):
    """Whether a line start one engine has and the other lacks falls before a UAX #14 CJ
    character (small kana, ー)."""
    if starts_a is None or starts_b is None:
        return False
    return any(0 <= k < len(text)
               and GLib.unichar_break_type(text[k]) == GLib.UnicodeBreakType.CONDITIONAL_JAPANESE_STARTER
               for k in set(starts_a) ^ set(starts_b))


def classify(entries, disagreements, typefit_details, greedy_details=None):
    """`greedy_details`: the same cells without push-out, when typefit ran with it."""
    causes = collections.Counter()
    examples = collections.defaultdict(list)
    contexts = Contexts()
    for k, ((s, group, size, width, tf, pg), detail) in enumerate(zip(disagreements, typefit_details)):
        greedy = greedy_details[k] if greedy_details else None
        if greedy and not greedy.get("error") and greedy.get("lines") == pg[0] \
                and abs(max(greedy.get("lineWidths") or [0]) - pg[1]) <= EDGE:
            cause = "push-out (UILabel's orphan avoidance; Pango has none)"
            causes[cause] += 1
            if len(examples[cause]) < 6:
                examples[cause].append({"locale": entries[s]["locale"], "text": entries[s]["text"][:80],
                                        "weight": group["weight"], "size": size, "width": width,
                                        "typefit": {"lines": tf[0], "widest": round(tf[1], 2),
                                                    "texts": [t.rstrip() for t in detail.get("lineTexts", [])][:4]},
                                        "none": {"texts": [t.rstrip() for t in greedy.get("lineTexts", [])][:4]},
                                        "pango": {"lines": pg[0], "widest": round(pg[1], 2)}})
            continue
        locale, text = entries[s]["locale"], entries[s]["text"]
        paragraphs = Paragraphs(contexts, text, locale, size, group["weightValue"])
        paragraphs.set_width(None)
        pango_natural = paragraphs.lines()[1]
        pango_faces = paragraphs.faces()
        paragraphs.set_width(width)
        pango_texts = paragraphs.line_texts()
        typefit_faces = sorted({normalized_face(name) for name in detail.get("fonts", [])})
        typefit_texts = [t.rstrip() for t in detail.get("lineTexts", [])]
        line_widths = detail.get("lineWidths", [])
        near_edge = (abs(detail.get("naturalWidth", 0) - width) <= EDGE or abs(pango_natural - width) <= EDGE
                     or any(abs(w - width) <= EDGE for w in line_widths) or abs(pg[1] - width) <= EDGE)
        cut = cuts_a_word(text, line_starts(text, typefit_texts)) or cuts_a_word(text, line_starts(text, pango_texts))
        if detail.get("error"):
            cause = "typefit error"
        elif typefit_faces != pango_faces:
            cause = "font fallback (faces differ)"
        elif abs(detail.get("naturalWidth", 0) - pango_natural) > EDGE:
            cause = "shaping (same faces, natural widths differ > 0.5 pt)"
        elif any(p != p.rstrip() for p in text.split("\n")) and tf[0] < pg[0]:
            cause = "trailing space"
        elif cut:
            cause = "line shaped apart (break inside a word or after a hyphen)"
        elif near_edge:
            cause = "rounding (a line within 0.5 pt of the width)"
        elif [t.strip() for t in typefit_texts] == [t.strip() for t in pango_texts]:
            cause = "trailing space"
        elif starts_with_cj(text, line_starts(text, typefit_texts), line_starts(text, pango_texts)):
            cause = "CJK line start (a small kana or ー starts a line in one engine)"
        else:
            cause = "break opportunity rules (same widths, other breaks)"
        causes[cause] += 1
        if len(examples[cause]) < 6:
            examples[cause].append({"locale": locale, "text": text[:80], "weight": group["weight"], "size": size,
                                    "width": width, "typefit": {"lines": tf[0], "widest": round(tf[1], 2),
                                                                "texts": typefit_texts[:4], "faces": typefit_faces},
                                    "pango": {"lines": pg[0], "widest": round(pg[1], 2), "texts": pango_texts[:4],
                                              "faces": pango_faces}})
    return causes, examples
