"""Pango set up to lay text out the way typefit measures it, for the comparisons in
compare-pango.py and bench.py (one place for the font mapping, so the two cannot drift).

- Same font files (fontconfig finds the Debian packages typefit's open-substitutes profile uses),
  at 72 dpi so 1 pt = 1 px, with glyph positions unrounded and metrics unhinted.
- Families in typefit's fallback order, per script run as typefit itemizes (Common and
  Inherited characters join the run before them): the run's script family (Inter for Latin, Greek
  and Cyrillic; Noto Sans CJK in the locale's design for Han and kana), then Inter, then the other
  Noto families.
- Inter as typefit draws it: when Inter's variable face is installed, that face at every size, with
  opsz = the size and wght = the weight (fontconfig sets both on a variable face by itself); the
  static Inter files, which fontconfig would otherwise prefer under the same family name, are
  hidden from this process's fontconfig. Without it, Inter below 20 pt and Inter Display from
  20 pt (typefit's Text/Display cut of the static fallback).
- No hyphen at a break inside a word (Pango inserts one by default; UIKit does not).
- Wrapping by word and, for a word longer than the line, by character (WRAP_WORD_CHAR).
- Widths without trailing white space: Pango already leaves it out of wrapped lines, not out of
  the last line of a paragraph, so there each trailing space's advance is taken off.

Needs Debian's python3-gi and gir1.2-pango-1.0 (make test-deps installs them); run with
/usr/bin/python3.
"""
import os
import subprocess
import tempfile

import gi

# typefit's variable face for Inter (FontProfile.openSubstitutes), by file name.
VARIABLE_INTER = ("Inter[opsz,wght].ttf", "InterVariable.ttf")


def _hide_static_inter():
    """When the variable face is installed, points this process's fontconfig at a configuration
    that leaves the static Inter and Inter Display files out. Must run before Pango opens a font
    map (fontconfig reads FONTCONFIG_FILE once). Returns whether the variable face is used."""
    def files(family):
        out = subprocess.run(["fc-list", "-f", "%{file}\n", family], capture_output=True, text=True).stdout
        return sorted(set(out.split("\n")) - {""})
    inter = files("Inter") + files("Inter Display")
    if not any(os.path.basename(f) in VARIABLE_INTER for f in inter):
        return False
    static = [f for f in inter if os.path.basename(f) not in VARIABLE_INTER]
    conf = tempfile.NamedTemporaryFile("w", prefix="typefit-pango-", suffix=".conf", delete=False)
    base = os.environ.get("FONTCONFIG_FILE", "/etc/fonts/fonts.conf")
    escape = lambda t: t.replace("&", "&amp;").replace("<", "&lt;")  # noqa: E731
    globs = "".join(f"<glob>{escape(f)}</glob>" for f in static)
    conf.write(f'<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
               f'<include ignore_missing="yes">{escape(base)}</include>'
               f"<selectfont><rejectfont>{globs}</rejectfont></selectfont></fontconfig>")
    conf.close()
    os.environ["FONTCONFIG_FILE"] = conf.name
    return True


VARIABLE = _hide_static_inter()

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import GLib, Pango, PangoCairo  # noqa: E402

try:  # python3-cairo with gi's cairo bridge, when present, lets hinting be switched off explicitly
    gi.require_foreign("cairo")
    import cairo
except ImportError:  # pragma: no cover
    cairo = None

SCRIPT_FAMILIES = {  # the faces typefit's open-substitutes profile picks, in Pango's family names
    "ar": "Noto Sans Arabic", "fa": "Noto Sans Arabic", "ckb": "Noto Sans Arabic", "ur": "Noto Sans Arabic",
    "he": "Noto Sans Hebrew", "th": "Noto Sans Thai", "hi": "Noto Sans Devanagari",
    "hy": "Noto Sans Armenian", "ka": "Noto Sans Georgian",
    "ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR",
    "zh-Hans": "Noto Sans CJK SC", "zh-Hant": "Noto Sans CJK TC", "zh-CN": "Noto Sans CJK SC",
    "zh-TW": "Noto Sans CJK TC", "zh-HK": "Noto Sans CJK HK",
}
# typefit's fallback order after the script's family and the SF stand-in (FontStack.resolve):
# the families for no script in particular, then the other scripts' families in profile order.
# Noto Color Emoji is left out: listed, it makes Pango draw plain digits with it (typefit uses it
# only for emoji presentation, which `attributes` marks); other emoji reach it through fontconfig.
OTHER_FAMILIES = ["Noto Sans", "Noto Sans Symbols", "Noto Sans Symbols 2", "Noto Sans Math",
                  "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer",
                  "Noto Sans Myanmar", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil",
                  "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Gujarati",
                  "Noto Sans Gurmukhi", "Noto Sans Sinhala", "Noto Sans Armenian", "Noto Sans Georgian",
                  "Noto Sans Ethiopic", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR",
                  "Noto Sans CJK TC", "Noto Sans CJK HK"]
# typefit's OpticalCut.displayThreshold: Inter Display from 20 pt (static Inter only).
DISPLAY_THRESHOLD = 20.0
WEIGHTS = {300: Pango.Weight.LIGHT, 400: Pango.Weight.NORMAL, 500: Pango.Weight.MEDIUM, 600: Pango.Weight.SEMIBOLD,
           700: Pango.Weight.BOLD, 800: Pango.Weight.ULTRABOLD}
# White space typefit does not drop at a line's end: it glues words.
KEPT_SPACES = "\u00a0\u2007\u202f"


S = GLib.UnicodeScript
# typefit's open-substitutes profile: the family for each script it has one for.
FAMILY_OF_SCRIPT = {
    S.ARABIC: "Noto Sans Arabic", S.HEBREW: "Noto Sans Hebrew", S.THAI: "Noto Sans Thai", S.LAO: "Noto Sans Lao",
    S.KHMER: "Noto Sans Khmer", S.MYANMAR: "Noto Sans Myanmar", S.DEVANAGARI: "Noto Sans Devanagari",
    S.BENGALI: "Noto Sans Bengali", S.TAMIL: "Noto Sans Tamil", S.TELUGU: "Noto Sans Telugu",
    S.KANNADA: "Noto Sans Kannada", S.MALAYALAM: "Noto Sans Malayalam", S.GUJARATI: "Noto Sans Gujarati",
    S.GURMUKHI: "Noto Sans Gurmukhi", S.SINHALA: "Noto Sans Sinhala", S.ARMENIAN: "Noto Sans Armenian",
    S.GEORGIAN: "Noto Sans Georgian", S.ETHIOPIC: "Noto Sans Ethiopic",
}
INTER_SCRIPTS = {S.LATIN, S.GREEK, S.CYRILLIC}
CJK_SCRIPTS = {S.HAN, S.HIRAGANA, S.KATAKANA, S.HANGUL, S.BOPOMOFO}
NO_SCRIPT = {S.COMMON, S.INHERITED, S.UNKNOWN}


def script_family(locale):
    return SCRIPT_FAMILIES.get(locale) or SCRIPT_FAMILIES.get(locale.split("-")[0])


def cjk_family(locale):
    """Noto Sans CJK in the design typefit picks for the locale (SC when the locale is not CJK)."""
    family = script_family(locale)
    return family if family and "CJK" in family else "Noto Sans CJK SC"


def family_list(locale, size=17.0, script=None):
    """The families for a run of `script` (None: the locale's own script), in typefit's order."""
    inter = "Inter Display" if size >= DISPLAY_THRESHOLD and not VARIABLE else "Inter"
    if script in INTER_SCRIPTS:
        first = inter
    elif script in CJK_SCRIPTS:
        first = cjk_family(locale)
    elif script is not None:
        first = FAMILY_OF_SCRIPT.get(script)
    else:
        first = script_family(locale)
    return ([first] if first else []) + [f for f in [inter] + OTHER_FAMILIES if f != first]


# Emoji_Presentation characters (Unicode emoji-data), which typefit draws with the emoji font.
EMOJI_PRESENTATION = [(0x231A, 0x231B), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE),
                      (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
                      (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4),
                      (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD),
                      (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E),
                      (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
                      (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF),
                      (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F1E6, 0x1F1FF), (0x1F201, 0x1F201),
                      (0x1F21A, 0x1F21A), (0x1F22F, 0x1F22F), (0x1F232, 0x1F236), (0x1F238, 0x1F23A),
                      (0x1F250, 0x1F251), (0x1F300, 0x1F64F), (0x1F680, 0x1F6FF), (0x1F7E0, 0x1F7F0),
                      (0x1F90C, 0x1F9FF), (0x1FA70, 0x1FAFF)]
# What continues an emoji sequence: VS16, ZWJ, keycap, skin tones, tags.
EMOJI_CONTINUES = {0xFE0F, 0x200D, 0x20E3} | set(range(0x1F3FB, 0x1F400)) | set(range(0xE0020, 0xE0080))


def emoji_flags(text):
    """Whether each character belongs to an emoji-presentation cluster (typefit's isEmojiCluster)."""
    flags = []
    for i, ch in enumerate(text):
        cp = ord(ch)
        presentation = any(lo <= cp <= hi for lo, hi in EMOJI_PRESENTATION)
        selected = i + 1 < len(text) and text[i + 1] == "\ufe0f"
        after_emoji = bool(flags) and flags[-1]
        continues = after_emoji and (cp in EMOJI_CONTINUES or text[i - 1] == "\u200d")
        flags.append(presentation or selected or continues)
    return flags


def script_runs(text):
    """(start, end, script, emoji) in UTF-8 byte offsets, Common and Inherited characters joining
    the run before them and leading ones the first real script (typefit's ScriptAnalysis); script
    None for text with no real script; emoji clusters apart, as typefit picks their font apart."""
    scripts = [GLib.unichar_get_script(c) for c in text]
    first = next((sc for sc in scripts if sc not in NO_SCRIPT), None)
    runs = []
    current, offset = first, 0
    for ch, sc, emoji in zip(text, scripts, emoji_flags(text)):
        if sc not in NO_SCRIPT:
            current = sc
        size = len(ch.encode("utf-8"))
        if runs and runs[-1][2] == current and runs[-1][3] == emoji:
            runs[-1][1] = offset + size
        else:
            runs.append([offset, offset + size, current, emoji])
        offset += size
    return [tuple(r) for r in runs]


def attributes(text, locale, size):
    """Per script run, its family list (the emoji font first for emoji); and no inserted hyphens."""
    attrs = Pango.AttrList()
    for start, end, script, emoji in script_runs(text):
        families = (["Noto Color Emoji"] if emoji else []) + family_list(locale, size, script)
        family = Pango.attr_family_new(",".join(families))
        family.start_index, family.end_index = start, end
        attrs.insert(family)
    attrs.insert(Pango.attr_insert_hyphens_new(False))
    return attrs


def font_description(locale, size, weight=400):
    desc = Pango.FontDescription()
    desc.set_family(",".join(family_list(locale, size)))
    desc.set_weight(WEIGHTS.get(weight, Pango.Weight.NORMAL))
    desc.set_absolute_size(size * Pango.SCALE)
    return desc


class Contexts:
    """One Pango context per locale (the language steers itemization and font choice)."""

    def __init__(self):
        self.font_map = PangoCairo.FontMap.new()
        self.font_map.set_resolution(72)
        self.by_locale = {}

    def get(self, locale):
        ctx = self.by_locale.get(locale)
        if ctx is None:
            ctx = self.font_map.create_context()
            ctx.set_round_glyph_positions(False)
            if cairo is not None:
                options = cairo.FontOptions()
                options.set_hint_metrics(cairo.HINT_METRICS_OFF)
                options.set_hint_style(cairo.HINT_STYLE_NONE)
                PangoCairo.context_set_font_options(ctx, options)
            ctx.set_language(Pango.Language.from_string(locale))
            self.by_locale[locale] = ctx
        return ctx


class Paragraphs:
    """A text laid out with one font at any number of widths."""

    def __init__(self, contexts, text, locale, size, weight=400):
        self.ctx = contexts.get(locale)
        self.desc = font_description(locale, size, weight)
        self.text = text
        self.encoded = text.encode("utf-8")
        self.layout = Pango.Layout.new(self.ctx)
        self.size = size
        self.locale = locale
        self.layout.set_font_description(self.desc)
        self.layout.set_text(text, -1)
        self.layout.set_attributes(attributes(text, locale, size))
        self.layout.set_wrap(Pango.WrapMode.WORD_CHAR)

    def set_width(self, width):
        self.layout.set_width(int(width * Pango.SCALE) if width is not None else -1)

    def lines(self):
        """(line count, widest line in points without trailing white space)."""
        layout = self.layout
        count = layout.get_line_count()
        widest = 0
        for i in range(count):
            line = layout.get_line_readonly(i)
            width = line.get_extents()[1].width
            last_of_paragraph = i == count - 1 or layout.get_line_readonly(i + 1).is_paragraph_start()
            if last_of_paragraph and line.length:
                width = self._without_trailing_space(line, width)
            widest = max(widest, width)
        return count, widest / Pango.SCALE

    def _without_trailing_space(self, line, width):
        """The line's width less its trailing white space, each space's advance as laid out in
        the line (so a kern between the last letter and the space stays, as in wrapped lines)."""
        start, end = line.start_index, line.start_index + line.length
        piece = self.encoded[start:end].decode("utf-8", "replace")
        index = end
        for ch in reversed(piece):
            if not ch.isspace() or ch in KEPT_SPACES:
                break
            index -= len(ch.encode("utf-8"))
            width -= abs(line.index_to_x(index, True) - line.index_to_x(index, False))
        return width

    def line_texts(self):
        """Each line's text, trailing white space dropped (for telling why engines disagree)."""
        out = []
        for i in range(self.layout.get_line_count()):
            line = self.layout.get_line_readonly(i)
            out.append(self.encoded[line.start_index:line.start_index + line.length].decode("utf-8", "replace").rstrip())
        return out

    def faces(self):
        """The faces that drew the text, as 'family style' names without spaces, lower-cased
        (comparable with typefit's PostScript names the same way)."""
        names = set()
        for i in range(self.layout.get_line_count()):
            for run in self.layout.get_line_readonly(i).runs or []:
                font = run.item.analysis.font
                if VARIABLE and font.describe().get_family() == "Inter":
                    # Pango 1.50 cannot map a variable instance back to a face (an assertion
                    # aborts); typefit names the variable face by its default instance, Inter-Regular.
                    names.add("inter")
                    continue
                face = font.get_face()
                names.add(normalized_face(face.get_family().get_name() + face.get_face_name()))
        return sorted(names)


def normalized_face(name):
    """'Noto Color Emoji' + 'Regular' and 'NotoColorEmoji' alike: letters and digits, lower-cased,
    without a closing 'regular' (PostScript names often leave it out)."""
    plain = "".join(c for c in name.lower() if c.isalnum())
    return plain[:-len("regular")] if plain.endswith("regular") else plain
