#!/usr/bin/env python3
"""Builds TypeFitTest.ttf: a tiny font whose every figure is known by construction, so tests
can check typefit's arithmetic against numbers written by hand rather than computed by typefit.

  unitsPerEm 1000; ascender 800, descender -200, lineGap 0 (hhea and OS/2 typo)
  advances: space 250, A-Z 600, a-z 500, 0-9 550, "…" 800, .notdef 700,
            Hebrew alef U+05D0 650, bet U+05D1 450 (for right-to-left lines), U+25D7 "◗" 600
  GPOS-free; a 'kern' table pair A+V = -100 (HarfBuzz applies it as kerning)
  'trak' normal track: 9 pt → +20, 17 pt → -30, 28 pt → +10 (font units)
  glyph order: .notdef 0, space 1, ellipsis 2, A-Z 3-28, a-z 29-54, digits 55-64, alef 65, bet 66, ◗ 67
Each glyph is a rectangle from x=50 to advance-50, y=0 to 700 (so ink is known too), drawn from
(50,0) up to (50,700), across to (advance-50,700) and down to (advance-50,0). "◗" is the one curved
glyph: (100,0) up to (100,700), a quadratic to (450,350) with its control at (450,700), and one back
to (100,0) with its control at (450,0), so outline tests have a curve whose points are known.

With --variable, writes instead a variable font "TypeFit Test Variable" of .notdef, space, "…" and
"A" only, with a wght axis 100-900 (default 400): at wght 900 the right edge of "A" (and of the
others) moves +100 units, so at wght 700 (normalized 0.6) it sits at advance-50+60. Advances do not
vary.

Regenerate with:
  python3 Fonts/tools/make-test-font.py Tests/TypeFitCoreTests/Fixtures/TypeFitTest.ttf
  python3 Fonts/tools/make-test-font.py --variable Tests/TypeFitCoreTests/Fixtures/TypeFitTestVariable.ttf
(needs `pip install fonttools`; the generated file is committed, CI does not need fonttools).
"""
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools.ttLib.tables.TupleVariation import TupleVariation

args = [a for a in sys.argv[1:] if a != "--variable"]
variable = "--variable" in sys.argv[1:]
out = args[0] if args else ("TypeFitTestVariable.ttf" if variable else "TypeFitTest.ttf")

names = [".notdef", "space", "ellipsis"]
cmap = {0x20: "space", 0x2026: "ellipsis"}
advances = {".notdef": 700, "space": 250, "ellipsis": 800}
if variable:
    names.append("A"); cmap[ord("A")] = "A"; advances["A"] = 600
else:
    for c in range(ord("A"), ord("Z") + 1):
        names.append(chr(c)); cmap[c] = chr(c); advances[chr(c)] = 600
    for c in range(ord("a"), ord("z") + 1):
        names.append(chr(c)); cmap[c] = chr(c); advances[chr(c)] = 500
    for d in range(10):
        n = "digit%d" % d
        names.append(n); cmap[0x30 + d] = n; advances[n] = 550
    # Appended after the digits so the glyph ids above stay as they were.
    for code, n, advance in [(0x05D0, "uni05D0", 650), (0x05D1, "uni05D1", 450), (0x25D7, "uni25D7", 600)]:
        names.append(n); cmap[code] = n; advances[n] = advance

fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(names)
fb.setupCharacterMap(cmap)
glyphs = {}
for n in names:
    pen = TTGlyphPen(None)
    if n == "uni25D7":
        pen.moveTo((100, 0)); pen.lineTo((100, 700))
        pen.qCurveTo((450, 700), (450, 350)); pen.qCurveTo((450, 0), (100, 0)); pen.closePath()
    elif n != "space":
        w = advances[n]
        pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((w - 50, 700)); pen.lineTo((w - 50, 0)); pen.closePath()
    glyphs[n] = pen.glyph()
fb.setupGlyf(glyphs)
# The left side bearing must be the glyph's xMin: FreeType shifts outlines to make it so.
fb.setupHorizontalMetrics({n: (advances[n], glyphs[n].xMin if n != "space" else 0) for n in names})
fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
family = "TypeFit Test Variable" if variable else "TypeFit Test"
fb.setupNameTable({"familyName": family, "styleName": "Regular", "psName": family.replace(" ", "") + "-Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
            usWeightClass=400, fsSelection=0x40 | 0x80)
fb.setupPost()

if variable:
    fb.setupFvar(axes=[("wght", 100, 400, 900, "Weight")], instances=[])
    # Rectangle points in order, then the four phantom points (advance unchanged).
    right = [(0, 0), (0, 0), (100, 0), (100, 0), (0, 0), (0, 0), (0, 0), (0, 0)]
    fb.setupGvar({n: [TupleVariation({"wght": (0, 1.0, 1.0)}, right)] for n in names if n != "space"})
    fb.save(out)
    print("wrote", out)
    sys.exit(0)

kern = newTable("kern")
kern.version = 0
sub = KernTable_format_0()
sub.version = 0; sub.coverage = 1; sub.format = 0
sub.kernTable = {("A", "V"): -100}
kern.kernTables = [sub]
fb.font["kern"] = kern

trak = newTable("trak")
trak.version = 1.0
trak.format = 0
horiz = TrackData()
entry = TrackTableEntry({9.0: 20, 17.0: -30, 28.0: 10}, nameIndex=256)
horiz[0.0] = entry
trak.horizData = horiz
trak.vertData = TrackData()
fb.font["trak"] = trak

fb.save(out)
print("wrote", out)
