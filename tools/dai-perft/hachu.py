#!/usr/bin/env python3
"""Compares the rules crate's Dai Shogi moves with an engine's: H. G. Muller's HaChu.

    python3 tools/dai-perft/hachu.py HACHU SEED WALKS

HACHU is a HaChu binary that plays Dai Shogi and answers WinBoard's `lift` command with a
`highlight` of the squares the lifted piece can go to, for example HaChu 0.21 as kept at
https://github.com/ddugovic/hachu, commit d40d9d1 (`gcc -O2 -w -o hachu hachu.c`; later
commits of that fork crash on `lift`). HaChu has no perft command, so the comparison is piece
by piece: for every piece of the side to move, the squares it can reach by a plain move (a step,
a jump or a slide, capturing or not) must be the same in HaChu's highlight and in
`yubin moves --variant dai` (the debug binary in target/debug). Lion double moves, igui and the
pass are not compared (HaChu highlights their first square only). Positions: the start, the
composed position of tests/perft/dai.perft, and every 10th position of WALKS random games
(perft.py's generator, seed SEED).
"""

import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import perft as P  # noqa: E402

N = 15
# HaChu's Dai letters (its `daiIDs` table): a letter, with ' or ! for the second and third
# sets of names.
LETTERS = {
    "RC": "A", "B": "B", "C": "C", "DK": "D", "DE": "E", "FL": "F", "G": "G", "DH": "H",
    "I": "I", "K": "K", "L": "L", "SM": "M", "N": "N", "Ky": "O", "P": "P", "FK": "Q",
    "R": "R", "S": "S", "BT": "T", "St": "U", "VM": "V", "EW": "W", "Ph": "X",
    "AB": "A'", "CS": "C'", "FD": "F'", "GB": "P'", "VO": "X'", "Ln": "L!",
}
COMPOSED = (
    "7[k]6[g]/1[l]2[St]5[P]1[+de][I]1/2[n][FL]11/1[N]2[+dk]2[ln]1[S][+dh]4/"
    "5[vo]3[fd]2[+ky]1[GB]/[L]1[G]3[ab][p][ew]2[cs]3/3[i]2[FD]1[VO]3[CS][st]1/"
    "3[AB]3[Ln]3[EW]3/5[+DH]3[+DK]5/15/6[DE]8/5[p]9/11[n]3/8[st]6/7[K]7 b 1"
)


def hachu_fen(board):
    rows = []
    for r in range(N):
        row, empty = "", 0
        for f in range(N, 0, -1):
            if (f, r) not in board:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            color, kind = board[(f, r)]
            promoted = kind.startswith("+")
            code = LETTERS[kind.lstrip("+")]
            code = code if color == "b" else code.lower()
            row += ("+" if promoted else "") + code
        rows.append(row + (str(empty) if empty else ""))
    # The board alone: this HaChu reads a side-to-move field as part of the board; without
    # one the first player (our Black) is to move.
    return "/".join(rows)


def square_name(sq):
    f, r = sq
    return chr(ord("a") + N - f) + str(N - r)


def parse_highlight(text):
    out = set()
    for i, row in enumerate(text.split("/")):
        r = i
        f = N
        for tok in re.findall(r"\d+|.", row):
            if tok.isdigit():
                f -= int(tok)
                continue
            # Y: an empty square, R: a capture, M: a promotion, C: an adjacent enemy a
            # lion-power piece captures as the first leg of a double move, or by stopping
            # there (a plain capture).
            if tok in "YRMC":
                out.add((f, r))
            f -= 1
    return out


def hachu_targets(hachu, board, squares):
    lines = ["xboard", "protover 2", "memory 16", "new", "variant dai", "force",
             "setboard " + hachu_fen(board)]
    for s in squares:
        lines += ["lift " + square_name(s), "ping %d%d" % s]
    lines.append("quit")
    out = subprocess.run([hachu], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, timeout=120).stdout
    # Each `lift` is followed by a `ping`: the highlight before a pong is that piece's (none
    # when it has no move).
    result, current = [], set()
    for line in out.splitlines():
        if line.startswith("highlight "):
            current = parse_highlight(line.split()[1])
        elif line.startswith("pong"):
            result.append(current)
            current = set()
    assert len(result) == len(squares), out[-2000:]
    return dict(zip(squares, result))


def write(board, side):
    rows = []
    for r in range(N):
        row, empty = "", 0
        for f in range(N, 0, -1):
            if (f, r) not in board:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            color, kind = board[(f, r)]
            row += "[" + (kind if color == "b" else kind.lower()) + "]"
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + " " + side + " 1"


def yubin_targets(position):
    out = subprocess.run(["./target/debug/yubin", "moves", "--variant", "dai", "--sfen", position],
                         capture_output=True, text=True, check=True).stdout
    targets = {}
    for line in out.splitlines():
        sqs = re.findall(r"(\d+)([a-o])", line.split()[0])
        if len(sqs) != 2:
            continue
        (f1, r1), (f2, r2) = sqs
        frm, to = (int(f1), ord(r1) - 97), (int(f2), ord(r2) - 97)
        if frm != to:
            targets.setdefault(frm, set()).add(to)
    return targets


def check(hachu, position):
    """Compares the plain moves of every Black piece; `None` when Black can take a White
    royal (HaChu's root search then stops at that capture and lists no other move) or has
    no royal left."""
    board, side = P.parse(position)
    assert side == "b"
    ours = yubin_targets(position)
    royals = {s for s, (c, k) in board.items() if c == "w" and k in ("K", "+DE")}
    if any(t & royals for t in ours.values()):
        return None
    # Without a royal the game is over (the crate lists no move; HaChu plays on).
    if not any(c == "b" and k in ("K", "+DE") for c, k in board.values()):
        return None
    mine = sorted(s for s, (c, _) in board.items() if c == "b")
    # HaChu highlights a lion-power piece's own square for its return moves (igui, pass):
    # those are not compared. It also highlights 9j for whatever piece stands on 9k when 9j
    # holds one of the mover's own pieces (an artifact of its highlighting, seen for every
    # kind and never elsewhere; no move goes there in any reading): those are left out and
    # listed.
    theirs, own, odd = {}, 0, set()
    for sq, t in hachu_targets(hachu, board, mine).items():
        own += sq in t
        mates = {x for x in t - {sq} if x in board and board[x][0] == "b"}
        odd |= {(sq, x) for x in mates}
        theirs[sq] = t - {sq} - mates
    bad = [(s, board[s][1], sorted(ours.get(s, set())), sorted(theirs[s]))
           for s in mine if ours.get(s, set()) != theirs[s]]
    return len(mine), bad, own, odd


def main():
    hachu, seed, walks = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    start = subprocess.run(["./target/debug/yubin", "sfen", "--variant", "dai"],
                           capture_output=True, text=True, check=True).stdout.strip()
    positions = [start, COMPOSED]
    for _ in range(walks):
        board, side = P.start()
        for ply in range(rng.randrange(20, 160)):
            ms, _ = P.moves(board, side)
            if not ms:
                break
            ms = sorted(ms, key=lambda m: (m[0], m[1], sorted(m[2]), m[3]))
            caps = [m for m in ms if m[2] or m[3]]
            m = rng.choice(caps) if caps and rng.random() < 0.5 else rng.choice(ms)
            board = P.play(board, side, m)
            side = "w" if side == "b" else "b"
            if ply % 10 == 9 and side == "b":
                positions.append(write(board, side))
    pieces = owns = skipped = 0
    odds = {}
    for pos in positions:
        result = check(hachu, pos)
        if result is None:
            skipped += 1
            continue
        n, bad, own, odd = result
        for pair in odd:
            odds[pair] = odds.get(pair, 0) + 1
        pieces += n
        owns += own
        for b in bad:
            print("DIFFERENT", pos, b)
    print("compared", pieces, "pieces in", len(positions) - skipped, "positions (", skipped,
          "over or decided by a royal capture skipped);", owns,
          "return moves to the piece's own square left out; own-piece squares highlighted:",
          {P_name(a) + "->" + P_name(b): n for (a, b), n in odds.items()})


def P_name(sq):
    return "%d%s" % (sq[0], chr(97 + sq[1]))


if __name__ == "__main__":
    main()
