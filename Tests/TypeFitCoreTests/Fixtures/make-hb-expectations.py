#!/usr/bin/env python3
"""Writes hb-expectations.json: for each case, the sum of glyph advances that HarfBuzz's own
hb-shape reports (in font units, HarfBuzz trak off) and the font's unitsPerEm. The tests compare
typefit's widths with these, so the reference comes from hb-shape, not from typefit.

Run on a machine with the default fonts (make test-deps) and `pip install fonttools`:
  python3 Tests/TypeFitCoreTests/Fixtures/make-hb-expectations.py > Tests/TypeFitCoreTests/Fixtures/hb-expectations.json
"""
import json, re, subprocess, sys, os
from fontTools.ttLib import TTFont

NOTO = "/usr/share/fonts/truetype/noto/"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
INTER = "/usr/share/fonts/opentype/inter/"
CASES = [
    # name, text, font path, face index, locale, hb direction, hb script
    ("latin-kerning", "AVATAR Typo, WAVE", INTER + "Inter-Regular.otf", 0, "en", "ltr", "Latn"),
    ("latin-bold", "Settings saved", INTER + "Inter-Bold.otf", 0, "en", "ltr", "Latn"),
    ("latin-display", "Large Title", INTER + "InterDisplay-Regular.otf", 0, "en", "ltr", "Latn"),
    ("combining-marks", "Cafe\u0301 re\u0301sume\u0301 n\u0303", INTER + "Inter-Regular.otf", 0, "en", "ltr", "Latn"),
    ("arabic", "حفظ الإعدادات", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("arabic-joined", "سلام", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("arabic-seen", "س", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("arabic-lam", "ل", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("arabic-alef", "ا", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("arabic-meem", "م", NOTO + "NotoSansArabic-Regular.ttf", 0, "ar", "rtl", "Arab"),
    ("hebrew", "שמור הגדרות", NOTO + "NotoSansHebrew-Regular.ttf", 0, "he", "rtl", "Hebr"),
    ("thai-hello", "สวัสดีครับ", NOTO + "NotoSansThai-Regular.ttf", 0, "th", "ltr", "Thai"),
    ("thai-welcome", "ยินดีต้อนรับ", NOTO + "NotoSansThai-Regular.ttf", 0, "th", "ltr", "Thai"),
    ("devanagari", "सेटिंग्स सहेजें", NOTO + "NotoSansDevanagari-Regular.ttf", 0, "hi", "ltr", "Deva"),
    ("japanese", "設定を保存しました。", CJK, 0, "ja", "ltr", "Hani"),
    ("chinese", "我们的应用程序，欢迎使用。", CJK, 2, "zh-Hans", "ltr", "Hani"),
    ("korean", "안녕하세요 여러분", CJK, 1, "ko", "ltr", "Hang"),
    ("emoji-family", "\U0001F469\u200D\U0001F469\u200D\U0001F467", NOTO + "NotoColorEmoji.ttf", 0, "en", "ltr", "Zyyy"),
]

out = []
for name, text, font, index, locale, direction, script in CASES:
    if not os.path.exists(font):
        font = font.replace("/truetype/noto/", "/truetype/noto/")
    args = ["hb-shape", "--no-glyph-names", "--features=-trak", f"--face-index={index}",
            f"--direction={direction}", f"--script={script}", f"--language={locale}", font, text]
    shaped = subprocess.check_output(args).decode()
    advances = [int(x) for x in re.findall(r"\+(-?\d+)", shaped)]
    upem = TTFont(font, fontNumber=index)["head"].unitsPerEm
    out.append({"name": name, "text": text, "font": os.path.basename(font), "faceIndex": index,
                "locale": locale, "unitsPerEm": upem, "advanceSum": sum(advances), "glyphs": len(advances),
                "hbShape": shaped.strip()})
json.dump({"harfbuzz": subprocess.check_output(["hb-shape", "--version"]).decode().split("\n")[0],
           "cases": out}, sys.stdout, ensure_ascii=False, indent=1)
