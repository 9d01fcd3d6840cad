#!/usr/bin/env python3
"""Cross-checks the rules crate against perft.py on random Dai Shogi positions.

    cargo build && python3 tools/dai-perft/cross.py SEED WALKS

Plays WALKS random games from the start with perft.py's own move generator (preferring
captures and promotions, so that the armies meet), and every 25 plies compares perft.py's
perft 2 with `yubin perft --variant dai --moves <the game in USI> --depth 2` (the debug binary
in target/debug). Prints the number of positions that agree, or the first that does not.
"""

import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import perft as P  # noqa: E402

def sq(s): return f"{s[0]}{chr(97+s[1])}"
def usi(m):
    s, t, caps, promote = m
    mid = None
    if len(caps) == 2:
        # first leg: the capture adjacent to s that is not t
        mid = next(c for c in caps if c != t)
    elif len(caps) == 1:
        c = next(iter(caps))
        if c != t: mid = c
    if t == s and mid is None: raise ValueError
    txt = sq(s) + (sq(mid) if mid else "") + sq(t)
    return txt + ("+" if promote else "")

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
checked = 0
for walk in range(int(sys.argv[2]) if len(sys.argv) > 2 else 20):
    board, side = P.start()
    played = []
    for ply in range(rng.randrange(20, 200)):
        ms, _ = P.moves(board, side)
        if not ms: break
        # prefer captures and promotions now and then, to reach contact
        ms = sorted(ms, key=lambda m: (sorted(m[0]), sorted(m[1]), sorted(m[2]), m[3]))
        caps = [m for m in ms if m[2] or m[3]]
        m = rng.choice(caps) if caps and rng.random() < 0.6 else rng.choice(ms)
        played.append(usi(m))
        board = P.play(board, side, m)
        side = "w" if side == "b" else "b"
        if ply % 25 == 24:
            py = P.perft(board, side, 2)
            out = subprocess.run(["./target/debug/yubin", "perft", "--variant", "dai", "--moves", " ".join(played), "--depth", "2"], capture_output=True, text=True)
            rs = out.stdout.strip().splitlines()[-1] if out.returncode == 0 else out.stderr
            if str(py) != rs:
                print("MISMATCH", py, rs, " ".join(played)); sys.exit(1)
            checked += 1
print("agree on", checked, "positions")
