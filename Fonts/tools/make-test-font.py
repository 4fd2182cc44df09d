#!/usr/bin/env python3
"""Builds TypeFitTest.ttf: a tiny font whose every figure is known by construction, so tests
can check typefit's arithmetic against numbers written by hand rather than computed by typefit.

  unitsPerEm 1000; ascender 800, descender -200, lineGap 0 (hhea and OS/2 typo)
  advances: space 250, A-Z 600, a-z 500, 0-9 550, "…" 800, .notdef 700
  GPOS-free; a 'kern' table pair A+V = -100 (HarfBuzz applies it as kerning)
  'trak' normal track: 9 pt → +20, 17 pt → -30, 28 pt → +10 (font units)
Each glyph is a rectangle from x=50 to advance-50, y=0 to 700 (so ink is known too).

Regenerate with: python3 Fonts/tools/make-test-font.py Tests/TypeFitCoreTests/Fixtures/TypeFitTest.ttf
(needs `pip install fonttools`; the generated file is committed, CI does not need fonttools).
"""
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

out = sys.argv[1] if len(sys.argv) > 1 else "TypeFitTest.ttf"

names = [".notdef", "space", "ellipsis"]
cmap = {0x20: "space", 0x2026: "ellipsis"}
advances = {".notdef": 700, "space": 250, "ellipsis": 800}
for c in range(ord("A"), ord("Z") + 1):
    names.append(chr(c)); cmap[c] = chr(c); advances[chr(c)] = 600
for c in range(ord("a"), ord("z") + 1):
    names.append(chr(c)); cmap[c] = chr(c); advances[chr(c)] = 500
for d in range(10):
    n = "digit%d" % d
    names.append(n); cmap[0x30 + d] = n; advances[n] = 550

fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(names)
fb.setupCharacterMap(cmap)
glyphs = {}
for n in names:
    pen = TTGlyphPen(None)
    if n != "space":
        w = advances[n]
        pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((w - 50, 700)); pen.lineTo((w - 50, 0)); pen.closePath()
    glyphs[n] = pen.glyph()
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({n: (advances[n], 50 if n != "space" else 0) for n in names})
fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
fb.setupNameTable({"familyName": "TypeFit Test", "styleName": "Regular", "psName": "TypeFitTest-Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
            usWeightClass=400, fsSelection=0x40 | 0x80)
fb.setupPost()

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
