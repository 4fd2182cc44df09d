#!/usr/bin/env python3
"""/v1/check request bodies for the load test: one JSON document per catalog file under a
corpus folder (every Localizable.strings and .stringsdict, each with its .lproj locale), written
to OUT with a list of their paths in OUT/list. The names keep the .lproj folder, which is how
the service learns a .strings file's locale.

    scripts/load/catalog_bodies.py CORPUS_FOLDER OUT
"""
import base64
import json
import pathlib
import sys

corpus, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
paths = []
files = sorted(p for p in corpus.rglob("Localizable.*")
               if p.suffix in (".strings", ".stringsdict") and p.parent.name.endswith(".lproj")
               and p.parent.name != "Base.lproj")
for n, path in enumerate(files):
    body = {"name": f"{path.parent.name}/{path.name}", "contentBase64": base64.b64encode(path.read_bytes()).decode()}
    target = out / f"{n:03}.json"
    target.write_text(json.dumps(body))
    paths.append(str(target))
(out / "list").write_text("\n".join(paths) + "\n")
total = sum(p.stat().st_size for p in files)
print(f"{len(files)} catalog files, {total // 1024} KB, from {corpus}", file=sys.stderr)
