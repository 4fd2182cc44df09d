#!/usr/bin/env python3
"""Makes an app's catalogs N times larger, for memory and speed growth measurements.

  /usr/bin/python3 scripts/gen_large_catalog.py SOURCE_APP OUT_DIR [--scale 8]

Every `.strings` and `.stringsdict` file under SOURCE_APP (in its `*.lproj` folder) is written to the
same relative path under OUT_DIR with each key N times: the original, then `KEY.x1` … `KEY.x(N-1)`,
whose texts are the original's words rotated by the copy's number. A rotation keeps every
placeholder whole and the length distribution as it is, while most copies are distinct texts, so
the check cannot share their layouts. Comments and key order are kept; output is UTF-8. Nothing
under SOURCE_APP is written. Prints the files, keys and bytes written, as JSON.
"""
import argparse
import json
import os
import plistlib
import sys


def rotate(text, by):
    """The words of `text` rotated left by `by` (spaces kept where they were)."""
    words = text.split(" ")
    if by == 0 or len(words) < 2:
        return text
    by %= len(words)
    return " ".join(words[by:] + words[:by])


def decode(raw):
    if raw.startswith(b"\xff\xfe") or raw.startswith(b"\xfe\xff"):
        return raw.decode("utf-16")
    return raw.decode("utf-8-sig")


def strings_tokens(text):
    """A .strings file as ('other', text) and ('pair', key, gap, value, tail) pieces, in order."""
    pieces, i, n = [], 0, len(text)
    other_start = 0

    def quoted(at):
        j = at + 1
        while j < n and text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        return j + 1

    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif c == '"':
            key_end = quoted(i)
            j = key_end
            while j < n and text[j] in " \t\r\n":
                j += 1
            if j < n and text[j] == "=":
                j += 1
                while j < n and text[j] in " \t\r\n":
                    j += 1
                if j < n and text[j] == '"':
                    value_end = quoted(j)
                    k = value_end
                    while k < n and text[k] in " \t":
                        k += 1
                    if k < n and text[k] == ";":
                        pieces.append(("other", text[other_start:i]))
                        pieces.append(("pair", text[i + 1:key_end - 1], text[key_end:j], text[j + 1:value_end - 1],
                                       text[value_end:k + 1]))
                        i = other_start = k + 1
                        continue
            i = key_end
        else:
            i += 1
    pieces.append(("other", text[other_start:]))
    return pieces


def scale_strings(text, scale):
    out, keys = [], 0
    for piece in strings_tokens(text):
        if piece[0] == "other":
            out.append(piece[1])
            continue
        _, key, gap, value, tail = piece
        for copy in range(scale):
            name = key if copy == 0 else f"{key}.x{copy}"
            out.append(("" if copy == 0 else "\n") + f'"{name}"{gap}"{rotate(value, copy)}"{tail}')
            keys += 1
    return "".join(out), keys


def rotated_plist(value, by):
    if isinstance(value, str):
        return rotate(value, by)
    if isinstance(value, dict):
        return {k: (v if k in ("NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey") else rotated_plist(v, by))
                for k, v in value.items()}
    if isinstance(value, list):
        return [rotated_plist(v, by) for v in value]
    return value


def scale_stringsdict(raw, scale):
    plist = plistlib.loads(raw)
    scaled = {}
    for key, value in plist.items():
        for copy in range(scale):
            scaled[key if copy == 0 else f"{key}.x{copy}"] = rotated_plist(value, copy)
    return plistlib.dumps(scaled, sort_keys=False), len(scaled)


def generate(source, out, scale):
    files = keys = size = 0
    for folder, dirs, names in os.walk(source):
        dirs.sort()
        if ".git" in dirs:
            dirs.remove(".git")
        for name in sorted(names):
            if not name.endswith((".strings", ".stringsdict")) or not folder.endswith(".lproj"):
                continue
            path = os.path.join(folder, name)
            target = os.path.join(out, os.path.relpath(path, source))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(path, "rb") as f:
                raw = f.read()
            if name.endswith(".strings"):
                text, count = scale_strings(decode(raw), scale)
                data = text.encode("utf-8")
            else:
                try:
                    data, count = scale_stringsdict(raw, scale)
                except Exception as error:  # a file the reader would reject is left out, said so
                    print(f"skipped {path}: {error}", file=sys.stderr)
                    continue
            with open(target, "wb") as f:
                f.write(data)
            files += 1
            keys += count
            size += len(data)
    return {"files": files, "keys": keys, "bytes": size, "scale": scale}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("source")
    p.add_argument("out")
    p.add_argument("--scale", type=int, default=8)
    args = p.parse_args()
    if args.scale < 1:
        p.error("--scale is 1 or more")
    if os.path.realpath(args.out).startswith(os.path.realpath(args.source) + os.sep):
        p.error("OUT_DIR must not be inside SOURCE_APP")
    print(json.dumps(generate(args.source, args.out, args.scale)))


if __name__ == "__main__":
    main()
