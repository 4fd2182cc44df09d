#!/usr/bin/env python3
"""Slow clients (slowloris) for the load test: half send a request head one header line a
second and never finish it, half send a whole head and then the body one byte a second. Waits
until the server has closed every connection or WAIT seconds have passed, then prints how many
it closed, how many got an answer first (the 408) and how long each had been open.

    scripts/load/slow_clients.py PORT [--clients 200] [--wait 60]
"""
import argparse
import errno
import selectors
import socket
import statistics
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("port", type=int)
parser.add_argument("--clients", type=int, default=200)
parser.add_argument("--wait", type=float, default=60)
args = parser.parse_args()

started = time.monotonic()
clients = []  # [socket, kind, answer bytes, closed at or None]
for n in range(args.clients):
    s = socket.create_connection(("127.0.0.1", args.port))
    s.setblocking(False)
    kind = "head" if n % 2 == 0 else "body"
    if kind == "head":
        s.send(b"POST /v1/measure HTTP/1.1\r\nHost: load\r\n")
    else:
        s.send(b"POST /v1/measure HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
    clients.append([s, kind, b"", None])

selector = selectors.DefaultSelector()
for client in clients:
    selector.register(client[0], selectors.EVENT_READ, client)

def close(client, now):
    if client[3] is None:
        client[3] = now - started
        selector.unregister(client[0])
        client[0].close()

tick = 0
while time.monotonic() - started < args.wait and any(c[3] is None for c in clients):
    deadline = time.monotonic() + 1
    while (left := deadline - time.monotonic()) > 0:
        for key, _ in selector.select(timeout=left):
            client = key.data
            try:
                data = client[0].recv(65536)
            except OSError:
                data = b""
            if data:
                client[2] += data
            else:
                close(client, time.monotonic())
    tick += 1
    for client in clients:
        if client[3] is not None:
            continue
        try:
            client[0].send(f"X-Slow-{tick}: 1\r\n".encode() if client[1] == "head" else b" ")
        except OSError as error:
            if error.errno in (errno.EPIPE, errno.ECONNRESET):
                close(client, time.monotonic())

closed = [c for c in clients if c[3] is not None]
answered = sum(1 for c in closed if c[2].startswith(b"HTTP/1.1 408"))
for c in clients:
    if c[3] is None:
        c[0].close()
times = sorted(c[3] for c in closed)
summary = f"slow clients: {len(clients)} opened, {len(closed)} closed by the server"
summary += f" ({sum(c[1] == 'head' for c in closed)} trickling a head, {sum(c[1] == 'body' for c in closed)} a body), {answered} answered 408 first"
if times:
    summary += f"; open for {times[0]:.1f} s (first) / {statistics.median(times):.1f} s (median) / {times[-1]:.1f} s (last)"
print(summary)
sys.exit(0 if len(closed) == len(clients) else 1)
