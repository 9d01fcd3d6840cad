#!/usr/bin/env python3
"""An independent Dai Shogi perft, written from docs/rules/dai-shogi.md and chu-shogi.md alone
(no code shared with the rules crate), to check the crate's figures in
crates/yubin-rules/tests/perft/dai.perft.

    python3 tools/dai-perft/perft.py DEPTH [POSITION]

POSITION is the bracketed position string of dai-shogi.md §7 (default: the start position, built
here from the square list of §2.2). Counts canonical moves as chu-shogi.md §7.1 defines them: a
move is its origin, final square, set of captured squares and promotion choice; all passes of a
position are one move. Rules: the `standard` preset (promotion `jcsa`, lance and pawn last-rank
chances, the knight's and iron and stone generals' chances of dai-shogi.md §4; no lion trading).
"""

import sys

N = 15  # files and ranks
ZONE = 5

# Movement in the owner's frame: (right, forward). Steps/jumps are leaps; slides carry a range
# (0 = unlimited).
F, B, R, L = (0, 1), (0, -1), (1, 0), (-1, 0)
FR, FL, BR, BL = (1, 1), (-1, 1), (1, -1), (-1, -1)
ORTHO = [F, B, R, L]
DIAG = [FR, FL, BR, BL]
ALL8 = ORTHO + DIAG


def slides(dirs, rng=0):
    return [(d, rng) for d in dirs]


def twice(dirs):
    return [(2 * x, 2 * y) for x, y in dirs]


# kind: (leaps, slides, lion power: None | "lion" | list of linear-lion directions)
GOLD = (ORTHO[:1] + [B, R, L, FR, FL], [], None)
KING = (ALL8, [], None)
TABLE = {
    "K": KING,
    "FK": ([], slides(ALL8), None),
    "Ln": ([], [], "lion"),
    "DK": (DIAG, slides(ORTHO), None),
    "DH": (ORTHO, slides(DIAG), None),
    "R": ([], slides(ORTHO), None),
    "B": ([], slides(DIAG), None),
    "Ky": (DIAG + twice(ORTHO), [], None),
    "Ph": (ORTHO + twice(DIAG), [], None),
    "DE": ([F, R, L] + DIAG, [], None),
    "BT": ([B, R, L] + DIAG, [], None),
    "FL": ([F, B] + DIAG, [], None),
    "G": GOLD,
    "S": ([F] + DIAG, [], None),
    "C": ([F, B, FR, FL], [], None),
    "VM": ([R, L], slides([F, B]), None),
    "SM": ([F, B], slides([R, L]), None),
    "RC": ([], slides([F, B]), None),
    "L": ([], slides([F]), None),
    "GB": ([F, B], [], None),
    "P": ([F], [], None),
    # Dai's own (dai-shogi.md §3.2)
    "VO": ([], slides(ORTHO, 2), None),
    "FD": ([], slides(DIAG, 2), None),
    "EW": ([F, FR, FL, R, L], [], None),
    "AB": (ORTHO, [], None),
    "CS": (DIAG, [], None),
    "I": ([F, FR, FL], [], None),
    "St": ([FR, FL], [], None),
    "N": ([(1, 2), (-1, 2)], [], None),
    # promoted forms (chu-shogi.md §5.2, §5.3; dai-shogi.md §3.2)
    "+DK": ([], slides(ORTHO) + slides([BR, BL]), [FR, FL]),  # soaring eagle
    "+DH": ([], slides(DIAG) + slides([R, L, B]), [F]),  # horned falcon
    "+R": (DIAG, slides(ORTHO), None),
    "+B": (ORTHO, slides(DIAG), None),
    "+Ky": ([], [], "lion"),
    "+Ph": ([], slides(ALL8), None),
    "+DE": KING,  # prince
    "+BT": (DIAG + [R, L], slides([F, B]), None),  # flying stag
    "+FL": ([], slides(DIAG), None),
    "+G": ([], slides(ORTHO), None),
    "+S": ([R, L], slides([F, B]), None),
    "+C": ([F, B], slides([R, L]), None),
    "+VM": ([], slides([F, B]) + slides(DIAG), None),  # flying ox
    "+SM": ([], slides([R, L]) + slides(DIAG), None),  # free boar
    "+RC": ([], slides([F, B, BR, BL]), None),  # whale
    "+L": ([], slides([F, B, FR, FL]), None),  # white horse
    "+GB": ([F, R, L] + DIAG, [], None),
    "+P": GOLD,
}
for k in ["VO", "FD", "EW", "AB", "CS", "I", "St", "N"]:
    TABLE["+" + k] = GOLD
PROMOTES = {k for k in TABLE if not k.startswith("+") and "+" + k in TABLE}
ROYAL = {"K", "+DE"}

# Black's setup, dai-shogi.md §2.2, as (rank letter, files 15..1)
BLACK_SETUP = {
    "j": "- - - - GB - - - - - GB - - - -",
    "k": "P P P P P P P P P P P P P P P",
    "l": "R FD SM VM B DH DK FK DK DH B VM SM FD R",
    "m": "- VO - AB - EW Ky Ln Ph EW - AB - VO -",
    "n": "RC - CS - FL - BT DE BT - FL - CS - RC",
    "o": "L N St I C S G K G S C I St N L",
}


def start():
    board = {}
    for rank, row in BLACK_SETUP.items():
        r = ord(rank) - ord("a")
        for i, k in enumerate(row.split()):
            if k == "-":
                continue
            f = N - i
            board[(f, r)] = ("b", k)
            board[(N + 1 - f, N - 1 - r)] = ("w", k)
    return board, "b"


def parse(text):
    fields = text.split()
    board = {}
    for r, row in enumerate(fields[0].split("/")):
        f = N
        i = 0
        while i < len(row):
            if row[i].isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                f -= int(row[i:j])
                i = j
                continue
            j = row.index("]", i)
            abbr = row[i + 1 : j]
            i = j + 1
            bare = abbr.lstrip("+")
            color = "b" if bare[0].isupper() else "w"
            name = next(k for k in TABLE if k.lower() == abbr.lower())
            board[(f, r)] = (color, name)
            f -= 1
    return board, (fields[1] if len(fields) > 1 else "b")


def on(sq):
    return 1 <= sq[0] <= N and 0 <= sq[1] < N


def vec(color, d):
    # Black: forward is towards rank a (rank index down); right is towards file 1.
    return (-d[0], -d[1]) if color == "b" else (d[0], d[1])


def add(s, d, k=1):
    return (s[0] + k * d[0], s[1] + k * d[1])


def ahead(color, sq):
    return sq[1] if color == "b" else N - 1 - sq[1]


def in_zone(color, sq):
    return ahead(color, sq) < ZONE


def can_promote(kind, color, frm, to, captures):
    if kind not in PROMOTES:
        return False
    zf, zt = in_zone(color, frm), in_zone(color, to)
    if not zf and not zt:
        return False
    if captures or (not zf and zt):
        return True
    a = ahead(color, to)
    if kind in ("P", "I", "St", "L"):
        return a == 0
    if kind == "N":
        return a <= 1
    return False


def moves(board, side):
    if not any(c == side and k in ROYAL for c, k in board.values()):
        return set(), False
    out = set()
    can_pass = False

    def free(sq):
        return on(sq) and (sq not in board or board[sq][0] != side)

    def enemy(sq):
        return sq in board and board[sq][0] != side

    def empty(sq):
        return on(sq) and sq not in board

    for s, (c, kind) in list(board.items()):
        if c != side:
            continue
        leaps, sls, lion = TABLE[kind]
        found = set()  # (to, captures)
        for d in leaps:
            t = add(s, vec(c, d))
            if free(t):
                found.add((t, frozenset([t]) if enemy(t) else frozenset()))
        for d, rng in sls:
            v = vec(c, d)
            t = s
            n = 0
            while True:
                t = add(t, v)
                n += 1
                if not on(t) or (rng and n > rng):
                    break
                if t in board:
                    if board[t][0] != side:
                        found.add((t, frozenset([t])))
                    break
                found.add((t, frozenset()))
        if lion == "lion":
            for dx in range(-2, 3):
                for dy in range(-2, 3):
                    t = (s[0] + dx, s[1] + dy)
                    if t != s and free(t):
                        found.add((t, frozenset([t]) if enemy(t) else frozenset()))
            for d in ALL8:
                m = add(s, d)
                if empty(m):
                    can_pass = True
                if enemy(m):
                    for e in ALL8:
                        t = add(m, e)
                        if t == s:
                            found.add((s, frozenset([m])))
                        elif empty(t):
                            found.add((t, frozenset([m])))
                        elif enemy(t):
                            found.add((t, frozenset([m, t])))
        elif lion:
            for d in lion:
                v = vec(c, d)
                f1, f2 = add(s, v), add(s, v, 2)
                if free(f1):
                    found.add((f1, frozenset([f1]) if enemy(f1) else frozenset()))
                if free(f2):
                    found.add((f2, frozenset([f2]) if enemy(f2) else frozenset()))
                if empty(f1):
                    can_pass = True
                if enemy(f1):
                    found.add((s, frozenset([f1])))
                    if empty(f2):
                        found.add((f2, frozenset([f1])))
                    elif enemy(f2):
                        found.add((f2, frozenset([f1, f2])))
        for t, caps in found:
            out.add((s, t, caps, False))
            if can_promote(kind, c, s, t, bool(caps)):
                out.add((s, t, caps, True))
    return out, can_pass


def play(board, side, mv):
    b = dict(board)
    s, t, caps, promote = mv
    c, kind = b.pop(s)
    for x in caps:
        b.pop(x, None)
    b[t] = (c, "+" + kind if promote else kind)
    return b


def perft(board, side, depth):
    ms, can_pass = moves(board, side)
    if depth == 1:
        return len(ms) + can_pass
    other = "w" if side == "b" else "b"
    n = sum(perft(play(board, side, m), other, depth - 1) for m in ms)
    if can_pass:
        n += perft(board, other, depth - 1)
    return n


def main():
    depth = int(sys.argv[1])
    board, side = parse(" ".join(sys.argv[2:])) if len(sys.argv) > 2 else start()
    print(perft(board, side, depth))


if __name__ == "__main__":
    main()
