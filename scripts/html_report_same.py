#!/usr/bin/env python3
"""Checks that an HTML report tells what another told, drawing for drawing (issue #31 part 4).

  python3 scripts/html_report_same.py BEFORE.html AFTER.html

For each drawn finding (`<article>`, in order): its header, the sizes its figures stand for, and per size
what the caption says (point size, device, orientation, window, measured, available, overflow, message);
and every table row of the findings listed without drawings. A figure that stands for several sizes (one
drawing made once) is read as one caption line per size. Prints "same" or the first finding that differs.
"""
import re
import sys
def arts(p):
    t=open(p,encoding='utf-8').read()
    out=[]
    for a in re.findall(r'<article.*?</article>',t,re.S):
        head=re.search(r'<header>.*?</header>',a,re.S).group(0)
        sizes=[s for d in re.findall(r'<figure data-size="([^"]*)"',a) for s in d.split()]
        facts=set()
        for cap in re.findall(r'<figcaption>(.*?)</figcaption>',a,re.S):
            for line in re.split(r'<br>(?=<b>)',cap):
                m=re.match(r'<b>([^<]*) · ([0-9.]+) pt</b>(.*)',line,re.S)
                if not m: continue
                rest=m.group(3).replace('<br>(the drawing shows the text up to half a window past the edge)','').replace(' (the drawing shows the text up to half a window past the edge)','')
                for c in m.group(1).split(', '): facts.add((c,m.group(2),rest))
        out.append((head,sorted(sizes),sorted(facts)))
    rows=re.findall(r'<tr data-f[^\n]*\n',t)
    return out,rows
a, ra = arts(sys.argv[1])
b, rb = arts(sys.argv[2])
print('articles',len(a),len(b),'same' if a==b else 'DIFFER','rows same' if ra==rb else 'rows differ')
if a!=b:
    for x,y in zip(a,b):
        if x!=y: print(x[0][:100]); print(set(x[2])^set(y[2])); break
sys.exit(0 if a == b and ra == rb else 1)
