#!/usr/bin/env python3
"""What the server counted between two GET /metrics snapshots: answers by route and status,
and connections closed by time-out.

    scripts/load/metrics_delta.py BEFORE AFTER
"""
import re
import sys

def counters(path):
    values = {}
    for line in open(path):
        match = re.match(r'(typefit_http_requests_total|typefit_connections_closed_total)\{([^}]*)\} (\d+)', line)
        if match:
            values[(match[1], match[2])] = int(match[3])
    return values

before, after = counters(sys.argv[1]), counters(sys.argv[2])
for name, title in (("typefit_http_requests_total", "answers"), ("typefit_connections_closed_total", "connections closed")):
    rows = [(labels, after[(n, labels)] - before.get((n, labels), 0)) for (n, labels) in sorted(after) if n == name]
    rows = [(labels, delta) for labels, delta in rows if delta]
    print(f"server-counted {title}: " + (", ".join(f"{labels.replace(chr(34), '')} {delta}" for labels, delta in rows) or "none"))
