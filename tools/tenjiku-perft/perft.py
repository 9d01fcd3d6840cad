#!/usr/bin/env python3
"""An independent Tenjiku Shogi perft oracle.

Written from the rules references alone -- docs/rules/tenjiku-shogi.md and, for the definitions
it borrows, the shared chu-shogi.md (Betza strings §4, lion / horned falcon / soaring eagle and
canonical moves §7). It shares no code with the rules crate and was written without reading it;
its only job is to cross-check the crate's Tenjiku figures. Python 3.11, standard library only.

    python3 tools/tenjiku-perft/perft.py DEPTH [POSITION] [--divide] [--opt key=value ...]
    python3 tools/tenjiku-perft/perft.py --breakdown [POSITION] [--opt ...]
    python3 tools/tenjiku-perft/perft.py --selftest

POSITION: bracketed TSA position string: ranks a (top, White's back rank) to p separated by `/`,
each rank from file 16 to file 1; a piece is its §5 TSA code in brackets, Black's spelt as in §5
(`[FiD]`, `[GG]`, `[Kr]`), White's all lower case (`[fid]`, `[gg]`); a promoted piece is `+` and
the code of the piece it was (`[+WB]` = fire demon made from a water buffalo, `[+cs]` = White
heavenly tetrarchs); digits count empty squares (`16` allowed); then ` b 1` or ` w 1`. The §5
aliases are read too (`[FD]`, `[Fi]` fire demon, `[HT]` = +CS, `[CP]` = +DE, `[FK]` queen, ...;
White's in lower case; `[wh]` is read as the whale alias `Wh`, a White white horse is `[+l]`).
`start` (or nothing) is the start position of §3, `composed1` / `composed2` the positions below.
With `-j2` the root moves of a (non --divide) perft are shared between two processes.

--divide prints every move in the machine form of §16.2 (`from [captured squares…] to [+]`;
lion first-leg captures before the final square, igui `from target from`; the one pass as the
canonical pass path of chu-shogi.md §7.1) with its subtree count, sorted, then the total.

Conventions (chu-shogi.md §7.1): canonical moves -- a move is its origin, final square, set of
squares captured on (burns excluded: they are consequences, not identity), promotion choice; the
same (origin, final, captures) reached by a slide, jump, area move or lion route is one move; all
passes of a position are one move (a pass exists when a lion-power piece of the side to move has
an empty square in one of its lion-power directions: Ln, +Kr, LH / +Ln under bishop_lion, HF /
+DH forward, SE / +DK along the forward diagonals, FE / +Q diagonally under lion_diagonal; a pass
is a null move, it burns nothing). A move that may promote counts twice, else once (under
dead_pieces=forced a forced one once). Moving into check or next to an enemy demon is legal.
Terminal positions: a position in which EITHER side has no royal (king or prince) left is over
(§11 step 5, §14) and has no moves; `--opt perft.terminal=mover` counts instead only the side
to move's royals (a side whose own move burned its last royal then still "moves").

Options (§20): the defaults, and with --opt
  tenjiku.fire_demon.slide=vertical   tenjiku.area_moves=none   tenjiku.area_moves.return=allowed
  tenjiku.fire_demon.suicide=burn_others_first   tenjiku.passive_burn.scope=any
  tenjiku.passive_burn.captured_demon=burns   tenjiku.jump.mode=ja_sweep
  tenjiku.jump.victim=no_royal|lower_only|rank_strict   tenjiku.lion_hawk=area2
  tenjiku.free_eagle=queen|lion_diagonal|ja_orth_jump   tenjiku.promotion.rule=msm
  tenjiku.promotion.intermediate_square=counts   tenjiku.promotion.lance_last_rank=false
  tenjiku.promotion.dead_pieces=forced
Not supported: fire_demon.promotion_burn=next_turn (needs per-piece state), end.bare_king=jcsa,
repetition (irrelevant to perft).

Figures (defaults; CPython 3.11, no pypy, a 2-core machine; depth 3/4 with -j2 for the
composed positions and depth 4; bulk counting at the last ply):
  start      1=74   2=5534    3=461867     4=39258143   (0.0 s, 0.0 s, 1.0 s, 60-96 s with -j2)
  composed1  1=312  2=91219   3=28302141                (0.0 s, 0.1 s, 24 s with -j2)
  composed2  1=424  2=175538  3=73803960                (0.0 s, 0.2 s, 88 s with -j2)
  (perft.terminal=mover gives the same numbers for these six figures of the composed positions.)
Perft 2 (start, composed1, composed2) and perft 3 (composed1) under single non-default options:
  fire_demon.slide=vertical                      5534   90373  175515   27814814
  area_moves=none                                5526   65287  158419   16966195
  fire_demon.suicide=burn_others_first           5534   91212  175538   28302490
  passive_burn.scope=any                         5534   91219  175547   28310211
  passive_burn.captured_demon=burns              5534   91219  175538   28302141
  jump.victim=no_royal                           5534   90916  174712   28125767
  jump.victim=lower_only                         4955   89802  174712   27799194
  jump.victim=rank_strict                        4955   89799  174712   27798052
  lion_hawk=area2                                5523   91219  160152   28302141
  free_eagle=queen                               5532   91219  175119   28302141
  free_eagle=lion_diagonal                       5538   91219  176384   28302141
  free_eagle=ja_orth_jump                        7210   91219  191842   28302141
  promotion.rule=msm                             5534  106014  175538   34907208
  promotion.dead_pieces=forced                   5534   90309  175538   27847894
`--selftest` runs the §17 scenarios (TJ-SET-01..06, TJ-FD-01..16 except 17 (next_turn), TJ-JG-01..08,
TJ-HT-01, TJ-LH-01, TJ-FE-01, TJ-LN-01, TJ-PR-01..16, TJ-END-01..03) with their option columns,
checking legality and the squares named in the results, a few White-side twins, the setup's
symmetry and counts, position-string round trips and aliases, and colour-mirrored twins (equal
perft 2) of the start and both composed positions (defaults and three option sets).

Depth 1 of the start, counted by hand from the §3 square lists (Black to move; the start is
symmetric, White has the same). Black's forward is toward rank a, its right toward file 1.
Ranks g-j are empty, rank f holds only White's dogs (12f, 5f); rank o is empty on 15o 12o 5o 2o.
  pawns 16l-1l one step to rank k; 12l and 5l blocked by Black's own dogs ..................... 14
  D 12k, 5k (fWbF): forward 12j / 5j; back diagonals 13l 11l / 6l 4l own pawns ................. 2
  SM 16m/1m, VM 15m/2m, R 14m/3m: every first square own .......................................... 0
  HF 13m, 4m: forward lion line: f1 13l/4l own, jump to f2 13k/4k; no pass (f1 own) ............ 2
  SE 12m, 5m: forward diagonals d1 own pawns, jumps to d2 14k+10k / 7k+3k; no pass .............. 4
  Jumping generals (§9.2: over any pieces of lower rank, either side's, onto an enemy):
  BG 11m: over own 10l (9k…4f empty) takes P 3e; or passes it too and takes SE 2d; or passes
    that too and takes SS 1c (file 1 edge). Captures in the zone: promote (VG) or not ......... 6
  BG 6m: 14e, 15d, 16c likewise, x2 ..................................................................... 6
  RG 10m: over own 10l takes P 10e, or passes it and takes RG 10d (equal rank: may be taken,
    not passed over), x2 (RG -> GG); sideways blocked by BG 11m / GG 9m (not lower rank);
    the backward line holds only own pieces ........................................................... 4
  RG 7m: 7e, 7d, x2 ........................................................................................ 4
  GG 9m (never promotes): file 9 over 9l: 9e, 9d (VG, rank 3: lower), 9c FE, 9b Q, 9a DE;
    diagonal over 8l (7k…2f empty): 1e (edge); other lines hold no enemy (the backward one
    stops at its own king 9p) ............................................................................. 6
  VG 8m: over 9l, diagonal 10k…15f: 16e (edge); all neighbours own, no area move ................... 1
  (§17 TJ-SET-05 lists only 7 of these 17 (from, to) captures; see the report)
  SS 16n/1n: 0.  VS 15n/2n: one step back to 15o/2o ................................................ 2
  B 14n: 15o (then 16p own);  B 3n: 2o ................................................................ 2
  DH 13n: diagonal 12o (then 11p own); DH 4n: 5o ..................................................... 2
  DK 12n: back 12o (then 12p own); DK 5n: 5o ........................................................... 2
  WB 11n: diagonal 12o (then 13p own); WB 6n: 5o ..................................................... 2
  FiD 10n, 7n; LH 9n; FE 8n: every neighbour, every lion/D square own (TJ-SET-04) ................ 0
  CS 14o: sideways 15o (16o own); CS 13o: 12o; CS 4o: 5o; CS 3o: 2o ................................ 4
  BT 11o: sideways 12o; BT 6o: 5o ........................................................................ 2
  Kr 10o: D jump to 12o (8o, 10m own) ..................................................................... 1
  RC 16o/1o, Ln 9o (all 24 squares own, no empty neighbour), Q 8o, Ph 7o: ........................... 0
  rank p: FL 14p -> 15o, I 13p -> 12o, C 12p -> 12o, S 11p -> 12o, S 6p -> 5o, C 5p -> 5o,
    I 4p -> 5o, FL 3p -> 2o; L, N, G, K, DE: nothing ................................................... 8
  no pass (no lion-power piece has an empty square in a lion direction)
  total 14+2+2+4+6+6+4+4+6+1+2+2+2+2+2+4+2+1+8 = 74
(`--breakdown` prints the program's own per-piece list; it agrees.)
"""

import re
import sys
import time

N = 16
NSQ = N * N

# ---------------------------------------------------------------------------------------------
# Geometry. Square = y * 16 + x, x = 16 - file (x = 0 is file 16, Black's left edge), y = rank
# index (0 = rank a, the top). Black's forward is y - 1 and its right x + 1 (toward file 1);
# White is turned by 180°.


def sqname(s):
    return "%d%s" % (N - s % N, chr(97 + s // N))


def parse_sq(text):
    f = int(text[:-1])
    y = ord(text[-1]) - 97
    if not (1 <= f <= N and 0 <= y < N):
        raise ValueError("bad square " + text)
    return y * N + (N - f)


# board directions, in Black's owner order: forward, fr, right, br, back, bl, left, fl
DIRS8 = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
DIRIDX = {d: i for i, d in enumerate(DIRS8)}


def absdir(color, d):
    """owner frame (right, forward) -> board (dx, dy)"""
    r, f = d
    return (r, -f) if color == "b" else (-r, f)


def target(s, dx, dy):
    x, y = s % N + dx, s // N + dy
    return y * N + x if 0 <= x < N and 0 <= y < N else None


RAY = []
for _s in range(NSQ):
    _rays = []
    for _d in DIRS8:
        _r, _u = [], _s
        while True:
            _u = target(_u, *_d)
            if _u is None:
                break
            _r.append(_u)
        _rays.append(tuple(_r))
    RAY.append(_rays)
STEP = [[(r[0] if r else None) for r in RAY[s]] for s in range(NSQ)]
NEI = [[t for t in STEP[s] if t is not None] for s in range(NSQ)]
NEISET = [frozenset(n) for n in NEI]


def cheb(a, b):
    return max(abs(a % N - b % N), abs(a // N - b // N))


# ---------------------------------------------------------------------------------------------
# Betza subset (chu-shogi.md §4): atoms W F K D A N R B Q, modifiers f b l r s v (fr/fl/br/bl on
# diagonal atoms), `ffN` = the shogi knight, trailing number = limited slide.

O_F, O_B, O_R, O_L = (0, 1), (0, -1), (1, 0), (-1, 0)
D_FR, D_FL, D_BR, D_BL = (1, 1), (-1, 1), (1, -1), (-1, -1)
ORTH = {"f": [O_F], "b": [O_B], "l": [O_L], "r": [O_R], "s": [O_L, O_R], "v": [O_F, O_B]}
DIAG = {"f": [D_FR, D_FL], "b": [D_BR, D_BL], "l": [D_FL, D_BL], "r": [D_FR, D_BR],
        "s": [D_FR, D_FL, D_BR, D_BL], "v": [D_FR, D_FL, D_BR, D_BL]}


def _dirs(mods, table, diag):
    if not mods:
        return [O_F, O_B, O_L, O_R] if not diag else [D_FR, D_FL, D_BR, D_BL]
    out, i = [], 0
    while i < len(mods):
        two = mods[i:i + 2]
        if diag and two in ("fr", "fl", "br", "bl"):
            out.append({"fr": D_FR, "fl": D_FL, "br": D_BR, "bl": D_BL}[two])
            i += 2
        else:
            out += table[mods[i]]
            i += 1
    return out


def betza(text):
    """-> (leaps [(right, forward)], slides [((right, forward), limit or 0)])"""
    leaps, slides = set(), set()
    for mods, atom, num in re.findall(r"([fblrsv]*)([WFKDANRBQ])(\d*)", text):
        rng = int(num) if num else 0
        if atom == "N":
            assert mods == "ff", text
            leaps |= {(1, 2), (-1, 2)}
            continue
        orth = _dirs(mods, ORTH, False) if atom in "WDRKQ" else []
        diag = _dirs(mods, DIAG, True) if atom in "FABKQ" else []
        if atom in "WFK":
            leaps |= set(orth + diag)
        elif atom == "D":
            leaps |= {(2 * a, 2 * b) for a, b in orth}
        elif atom == "A":
            leaps |= {(2 * a, 2 * b) for a, b in diag}
        else:
            slides |= {(d, rng) for d in orth + diag}
    assert re.sub(r"([fblrsv]*)([WFKDANRBQ])(\d*)", "", text) == "", text
    return sorted(leaps), sorted(slides)


# ---------------------------------------------------------------------------------------------
# The pieces (§5). Each code moves as a "behaviour" type; promoted codes "+X" move as the type X
# promotes to. Special behaviours are handled by flags in compile_kind.

INITIAL = ["K", "GG", "VG", "RG", "BG", "FE", "Q", "SE", "HF", "WB", "CS", "FiD", "LH", "Ln",
           "DK", "DH", "R", "B", "Kr", "Ph", "DE", "BT", "FL", "G", "S", "C", "VM", "SM", "RC",
           "VS", "SS", "L", "N", "I", "D", "P"]
PROMOTES_TO = {
    "RG": "GG", "BG": "VG", "Q": "FE", "SE": "RG", "HF": "BG", "WB": "FiD", "CS": "HT",
    "Ln": "LH", "DK": "SE", "DH": "HF", "R": "DK", "B": "DH", "Kr": "Ln", "Ph": "Q",
    "DE": "Prince", "BT": "FS", "FL": "B", "G": "R", "S": "VM", "C": "SM", "VM": "FO",
    "SM": "FB", "RC": "Wh", "VS": "CS", "SS": "WB", "L": "WH", "N": "SS", "I": "VS", "D": "MG",
    "P": "G",
}
BEHAVIOUR = {c: c for c in INITIAL}
BEHAVIOUR.update({"+" + c: t for c, t in PROMOTES_TO.items()})
CODES = list(BEHAVIOUR)
# plain Betza of each behaviour (the specials add to it in compile_kind)
BETZA = {
    "K": "K", "Prince": "K", "GG": "Q", "VG": "B", "RG": "R", "BG": "B", "FE": "Q", "Q": "Q",
    "SE": "RbB", "HF": "BsbR", "WB": "BsRvR2", "CS": "BvRsR2", "FiD": "B", "LH": "B", "Ln": "",
    "DK": "RF", "DH": "BW", "R": "R", "B": "B", "Kr": "FD", "Ph": "WA", "DE": "FsfW",
    "BT": "FsbW", "FL": "FvW", "G": "WfF", "S": "FfW", "C": "vWfF", "VM": "vRsW", "SM": "sRvW",
    "RC": "vR", "VS": "fRsR2bW", "SS": "sRfR2bW", "L": "fR", "N": "ffN", "I": "fK", "D": "fWbF",
    "P": "fW", "HT": "", "FO": "BvR", "FB": "BsR", "FS": "KvR", "MG": "fRbB", "Wh": "vRbB",
    "WH": "vRfB",
}
RANK = {"K": 1, "Prince": 1, "GG": 2, "VG": 3, "RG": 4, "BG": 4}
COUNT = {c: 2 for c in INITIAL}
COUNT.update({"P": 16, "CS": 4, "GG": 1, "VG": 1, "LH": 1, "FE": 1, "Kr": 1, "Ln": 1, "Q": 1,
              "Ph": 1, "K": 1, "DE": 1})
ALIASES = {"GGn": "GG", "VGn": "VG", "RGn": "RG", "BGn": "BG", "FEg": "FE", "FK": "Q",
           "SEg": "SE", "WBf": "WB", "ChS": "CS", "Fi": "FiD", "FD": "FiD", "LHk": "LH",
           "Ky": "Kr", "Dg": "D", "VSd": "VS", "SSd": "SS",
           "CP": "+DE", "HT": "+CS", "FO": "+VM", "FB": "+SM", "FBo": "+SM", "FS": "+BT",
           "MG": "+D", "MGn": "+D", "W": "+RC", "Wh": "+RC", "WH": "+L"}

OPTION_VALUES = {
    "tenjiku.fire_demon.slide": ["sideways", "vertical"],
    "tenjiku.area_moves": ["king3", "none"],
    "tenjiku.area_moves.return": ["forbidden", "allowed"],
    "tenjiku.fire_demon.promotion_burn": ["immediate"],
    "tenjiku.fire_demon.suicide": ["burn_none", "burn_others_first"],
    "tenjiku.passive_burn.scope": ["enemy", "any"],
    "tenjiku.passive_burn.captured_demon": ["spared", "burns"],
    "tenjiku.jump.mode": ["capture_landing", "ja_sweep"],
    "tenjiku.jump.victim": ["any", "no_royal", "lower_only", "rank_strict"],
    "tenjiku.lion_hawk": ["bishop_lion", "area2"],
    "tenjiku.free_eagle": ["qd", "lion_diagonal", "ja_orth_jump", "queen"],
    "tenjiku.promotion.rule": ["jcsa", "msm"],
    "tenjiku.promotion.intermediate_square": ["ignored", "counts"],
    "tenjiku.promotion.pawn_last_rank": ["true"],
    "tenjiku.promotion.lance_last_rank": ["true", "false"],
    "tenjiku.promotion.dead_pieces": ["allowed", "forced"],
    "tenjiku.end.both_royals_lost": ["mover_wins", "draw"],
    "tenjiku.end.checkmate": ["capture_only"],
    "perft.terminal": ["either", "mover"],
}
DEFAULTS = {k: v[0] for k, v in OPTION_VALUES.items()}
OPT = dict(DEFAULTS)


class Kind:
    __slots__ = ("code", "beh", "color", "leaps", "slides", "jslides", "area", "lion", "lines",
                 "fediag", "ht", "jaorth", "demon", "royal", "rank", "promotes", "passdirs",
                 "special", "ret")


def compile_kind(color, code):
    o = OPT
    beh = BEHAVIOUR[code]
    k = Kind()
    k.code, k.beh, k.color = code, beh, color
    k.royal = beh in ("K", "Prince")
    k.rank = RANK.get(beh, 5)
    k.demon = beh == "FiD"
    k.promotes = code in PROMOTES_TO
    spec = BETZA[beh]
    if beh == "FiD":
        spec += "sR" if o["tenjiku.fire_demon.slide"] == "sideways" else "vR"
    fe = o["tenjiku.free_eagle"]
    if beh == "FE" and fe in ("qd", "lion_diagonal"):
        spec += "D" if fe == "qd" else "DA"
    leaps, slides = betza(spec)
    k.leaps = [[t for t in (target(s, *absdir(color, d)) for d in leaps) if t is not None]
               for s in range(NSQ)]
    sl = [(DIRIDX[absdir(color, d)], r) for d, r in slides]
    k.jslides, k.jaorth = [], []
    if k.rank in (2, 3, 4):
        k.jslides = [di for di, r in sl]
        sl = []
    if beh == "FE" and fe == "ja_orth_jump":
        k.jaorth = [di for di, r in sl if di % 2 == 0]
        sl = [(di, r) for di, r in sl if di % 2 == 1]
    k.slides = sl
    k.area = 0
    if beh in ("FiD", "VG") and o["tenjiku.area_moves"] == "king3":
        k.area = 3
    if beh == "LH" and o["tenjiku.lion_hawk"] == "area2":
        k.area = 2
    k.ret = k.area > 0 and beh != "LH" and o["tenjiku.area_moves.return"] == "allowed"
    k.lion = beh == "Ln" or (beh == "LH" and o["tenjiku.lion_hawk"] == "bishop_lion")
    # linear lion lines (board direction indices)
    if beh == "HF":
        k.lines = [DIRIDX[absdir(color, O_F)]]
    elif beh == "SE":
        k.lines = [DIRIDX[absdir(color, D_FR)], DIRIDX[absdir(color, D_FL)]]
    else:
        k.lines = []
    k.fediag = beh == "FE" and fe == "lion_diagonal"
    k.ht = beh == "HT"
    # lion-power directions for the pass, in owner order forward, fr, right, br, back, bl, left, fl
    owner_order = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
    pd = []
    for d in owner_order:
        di = DIRIDX[absdir(color, d)]
        if k.lion or di in k.lines or (k.fediag and d[0] != 0 and d[1] != 0):
            pd.append(di)
    k.passdirs = pd
    k.special = bool(k.jslides or k.jaorth or k.area or k.lion or k.lines or k.fediag or k.ht)
    return k


KIND = {}


def configure(**changes):
    """Set options (keys with dots given with '__' for '.'), rebuild the piece tables."""
    for key, val in changes.items():
        key = key.replace("__", ".")
        if key not in OPTION_VALUES:
            raise ValueError("unknown option " + key)
        if val not in OPTION_VALUES[key]:
            raise ValueError("unsupported value %s=%s" % (key, val))
        OPT[key] = val
    KIND.clear()
    for c in "bw":
        for code in CODES:
            k = compile_kind(c, code)
            KIND[(c, code)] = k
            KIND[(c, code, 1)] = k   # msm "just declined" flag
    global ZONE, LAST1, LAST2
    ZONE = {"b": frozenset(range(0, 5 * N)), "w": frozenset(range(11 * N, NSQ))}
    LAST1 = {"b": frozenset(range(0, N)), "w": frozenset(range(15 * N, NSQ))}
    LAST2 = {"b": frozenset(range(0, 2 * N)), "w": frozenset(range(14 * N, NSQ))}


class options:
    """with options(**{"tenjiku.free_eagle": "queen"}): ..."""

    def __init__(self, **kv):
        self.kv = kv

    def __enter__(self):
        self.saved = dict(OPT)
        configure(**self.kv)

    def __exit__(self, *a):
        OPT.clear()
        OPT.update(self.saved)
        configure()


configure()

# ---------------------------------------------------------------------------------------------
# Move generation. A move is (from, to, captures) with captures a sorted tuple of squares;
# igui is (s, s, (m,)). The pass is reported separately (can_pass).


def gen_special(board, side, s, k, add):
    can_pass = False
    rays = RAY[s]
    # jumping generals (§9)
    if k.jslides:
        myrank = k.rank
        victim = OPT["tenjiku.jump.victim"]
        sweep = OPT["tenjiku.jump.mode"] == "ja_sweep"
        for di in k.jslides:
            passed = []
            for t in rays[di]:
                q = board[t]
                if q is None:
                    if not passed:
                        add((s, t, ()))
                    elif sweep:
                        add((s, t, tuple(sorted(passed))))
                    continue
                qk = KIND[q]
                if q[0] != side:
                    qr = qk.rank
                    if not passed:
                        ok = victim != "rank_strict" or qr >= myrank or cheb(s, t) == 1
                    elif victim == "any":
                        ok = True
                    elif victim == "no_royal":
                        ok = qr != 1
                    else:
                        ok = qr > myrank
                    if ok:
                        add((s, t, tuple(sorted(passed + [t])) if sweep else (t,)))
                if qk.rank > myrank:
                    passed.append(t)
                    continue
                break
    # free eagle ja_orth_jump: orthogonally over any pieces to any square beyond
    for di in k.jaorth:
        for t in rays[di]:
            q = board[t]
            if q is None:
                add((s, t, ()))
            elif q[0] != side:
                add((s, t, (t,)))
    # area moves (§1): up to k.area king steps through empty squares, a capture ends it
    if k.area:
        seen = {s}
        frontier = [s]
        for _ in range(k.area):
            nxt = []
            for u in frontier:
                for t in NEI[u]:
                    if t in seen:
                        continue
                    seen.add(t)
                    q = board[t]
                    if q is None:
                        add((s, t, ()))
                        nxt.append(t)
                    elif q[0] != side:
                        add((s, t, (t,)))
            frontier = nxt
        if k.ret and any(board[t] is None for t in NEI[s]):
            # area_moves.return = allowed: back to the start through an empty neighbour
            if k.demon and any(board[t] is not None and board[t][0] != side for t in NEI[s]):
                add((s, s, ()))
            else:
                can_pass = True
    # full lion power (chu §7.1)
    if k.lion:
        x0, y0 = s % N, s // N
        for y in range(max(0, y0 - 2), min(N, y0 + 3)):
            for x in range(max(0, x0 - 2), min(N, x0 + 3)):
                t = y * N + x
                if t == s:
                    continue
                q = board[t]
                if q is None:
                    add((s, t, ()))
                elif q[0] != side:
                    add((s, t, (t,)))
        for m in NEI[s]:
            q = board[m]
            if q is None:
                can_pass = True
            elif q[0] != side:
                for t in NEI[m]:
                    if t == s:
                        add((s, s, (m,)))
                        continue
                    q2 = board[t]
                    if q2 is None:
                        add((s, t, (m,)))
                    elif q2[0] != side:
                        add((s, t, (m, t) if m < t else (t, m)))
    # linear lion power (horned falcon forward, soaring eagle forward diagonals)
    for di in k.lines:
        m = STEP[s][di]
        if m is None:
            continue
        t = STEP[m][di]
        q = board[m]
        if q is None:
            add((s, m, ()))
            can_pass = True
        elif q[0] != side:
            add((s, m, (m,)))
            add((s, s, (m,)))
            if t is not None:
                q2 = board[t]
                if q2 is None:
                    add((s, t, (m,)))
                elif q2[0] != side:
                    add((s, t, (m, t) if m < t else (t, m)))
        if t is not None:
            q2 = board[t]
            if q2 is None:
                add((s, t, ()))
            elif q2[0] != side:
                add((s, t, (t,)))
    # free eagle lion_diagonal: both legs diagonal steps
    if k.fediag:
        for di in (1, 3, 5, 7):
            m = STEP[s][di]
            if m is None:
                continue
            q = board[m]
            if q is None:
                can_pass = True
            elif q[0] != side:
                for dj in (1, 3, 5, 7):
                    t = STEP[m][dj]
                    if t is None:
                        continue
                    if t == s:
                        add((s, s, (m,)))
                        continue
                    q2 = board[t]
                    if q2 is None:
                        add((s, t, (m,)))
                    elif q2[0] != side:
                        add((s, t, (m, t) if m < t else (t, m)))
    # heavenly tetrarchs (§10)
    if k.ht:
        for di in range(8):
            r = rays[di]
            if len(r) < 2:
                continue
            if di in (2, 6):   # sideways: second square, or third if the second is empty
                t = r[1]
                q = board[t]
                if q is None:
                    add((s, t, ()))
                    if len(r) > 2:
                        t = r[2]
                        q = board[t]
                        if q is None:
                            add((s, t, ()))
                        elif q[0] != side:
                            add((s, t, (t,)))
                elif q[0] != side:
                    add((s, t, (t,)))
            else:
                for t in r[1:]:
                    q = board[t]
                    if q is None:
                        add((s, t, ()))
                        continue
                    if q[0] != side:
                        add((s, t, (t,)))
                    break
        for m in NEI[s]:
            q = board[m]
            if q is not None and q[0] != side:
                add((s, s, (m,)))
    return can_pass


def gen(board, side):
    """-> (set of moves, can_pass). Terminal positions (a side without royals) have none."""
    out = set()
    add = out.add
    can_pass = False
    own_royal = opp_royal = False
    for s in range(NSQ):
        p = board[s]
        if p is None:
            continue
        k = KIND[p]
        if p[0] != side:
            if k.royal:
                opp_royal = True
            continue
        if k.royal:
            own_royal = True
        for t in k.leaps[s]:
            q = board[t]
            if q is None:
                add((s, t, ()))
            elif q[0] != side:
                add((s, t, (t,)))
        if k.slides:
            rays = RAY[s]
            for di, rng in k.slides:
                r = rays[di]
                if rng:
                    r = r[:rng]
                for t in r:
                    q = board[t]
                    if q is None:
                        add((s, t, ()))
                        continue
                    if q[0] != side:
                        add((s, t, (t,)))
                    break
        if k.special and gen_special(board, side, s, k, add):
            can_pass = True
    if not own_royal or (not opp_royal and OPT["perft.terminal"] == "either"):
        return set(), False
    return out, can_pass


P_ONLY = (False,)
P_BOTH = (True, False)
P_FORCED = (True,)


def promo_choices(board, side, mv):
    s, t, caps = mv
    p = board[s]
    code = p[1]
    if code not in PROMOTES_TO:
        return P_ONLY
    if OPT["tenjiku.promotion.dead_pieces"] == "forced":
        if (code in ("P", "L", "I") and t in LAST1[side]) or (code == "N" and t in LAST2[side]):
            return P_FORCED
    zone = ZONE[side]
    zs, zt = s in zone, t in zone
    if OPT["tenjiku.promotion.rule"] == "msm":
        # any move starting or ending in the zone, except a non-capture of a piece that has
        # just declined (flag = third tuple element; cleared by its next move, see the report)
        if caps and (zs or zt or (OPT["tenjiku.promotion.intermediate_square"] == "counts"
                                  and any(c in zone for c in caps))):
            return P_BOTH
        if t in LAST1[side] and (code == "P" or (code == "L" and OPT[
                "tenjiku.promotion.lance_last_rank"] == "true")):
            return P_BOTH
        return P_BOTH if (zs or zt) and len(p) == 2 else P_ONLY
    if not zs and zt:
        return P_BOTH
    if caps and (zs or zt):
        return P_BOTH
    if caps and OPT["tenjiku.promotion.intermediate_square"] == "counts" \
            and any(c in zone for c in caps):
        return P_BOTH
    if t in LAST1[side] and (code == "P" or
                             (code == "L" and OPT["tenjiku.promotion.lance_last_rank"] == "true")):
        return P_BOTH
    return P_ONLY


def play(board, side, mv, promote):
    """Makes the move and its consequences (§11): legs/captures, promotion, passive burn or
    active burn. Returns the new board."""
    s, t, caps = mv
    b = board[:]
    p = b[s]
    b[s] = None
    cap_demons = []
    for c in caps:
        q = b[c]
        if KIND[q].demon and q[0] != side:
            cap_demons.append(c)
        b[c] = None
    code = p[1]
    if promote:
        np = (side, "+" + code)
    elif OPT["tenjiku.promotion.rule"] == "msm":
        np = (side, code, 1) if promo_choices(board, side, mv) == P_BOTH else (side, code)
    else:
        np = p
    b[t] = np
    k = KIND[np]
    anyscope = OPT["tenjiku.passive_burn.scope"] == "any"
    burned = False
    for u in NEI[t]:
        q = b[u]
        if q is not None and (q[0] != side or anyscope) and KIND[q].demon:
            burned = True
            break
    if not burned and cap_demons and OPT["tenjiku.passive_burn.captured_demon"] == "burns":
        burned = any(c in NEISET[t] for c in cap_demons)
    if burned:
        if k.demon and OPT["tenjiku.fire_demon.suicide"] == "burn_others_first":
            for u in NEI[t]:
                q = b[u]
                if q is not None and q[0] != side and not KIND[q].demon:
                    b[u] = None
        b[t] = None
    elif k.demon:
        for u in NEI[t]:
            q = b[u]
            if q is not None and q[0] != side and not KIND[q].demon:
                b[u] = None
    return b


def other(side):
    return "w" if side == "b" else "b"


def count_moves(board, side):
    ms, can_pass = gen(board, side)
    n = int(can_pass)
    for m in ms:
        n += len(promo_choices(board, side, m))
    return n


def perft(board, side, depth):
    if depth == 1:
        return count_moves(board, side)
    ms, can_pass = gen(board, side)
    o = other(side)
    n = 0
    for m in ms:
        for pr in promo_choices(board, side, m):
            n += perft(play(board, side, m, pr), o, depth - 1)
    if can_pass:
        n += perft(board, o, depth - 1)
    return n


def children(board, side):
    """[(machine text, board after)] including the pass."""
    ms, can_pass = gen(board, side)
    out = []
    for m in ms:
        for pr in promo_choices(board, side, m):
            out.append((fmt(board, m, pr), play(board, side, m, pr)))
    if can_pass:
        out.append((fmt_pass(board, side), board))
    return out


# ---------------------------------------------------------------------------------------------
# Machine form (§16.2) and the canonical pass path (chu §7.1).

def fmt(board, mv, promote):
    s, t, caps = mv
    mids = [c for c in caps if c != t]
    if s == t and not caps:   # a demon's burning return (area_moves.return = allowed)
        mids = [_first_empty(board, board[s][0], s,
                             [DIRIDX[absdir(board[s][0], d)] for d in PASS_ORDER])]
    if KIND[board[s]].jslides:
        mids = []   # ja_sweep: the pieces removed on the way are not listed
    return "".join(sqname(q) for q in [s] + mids + [t]) + ("+" if promote else "")


PASS_ORDER = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]


def _first_empty(board, side, s, dirs):
    for di in dirs:
        t = STEP[s][di]
        if t is not None and board[t] is None:
            return t
    return None


def fmt_pass(board, side):
    """The lowest-ordered piece square (1a, 2a, ..., 16a, 1b, ...) that can pass and its first
    empty lion-direction neighbour (forward, fr, right, br, back, bl, left, fl; owner's view)."""
    order = sorted(range(NSQ), key=lambda q: (q // N, N - q % N))
    all8 = [DIRIDX[absdir(side, d)] for d in PASS_ORDER]
    for s in order:
        p = board[s]
        if p is None or p[0] != side:
            continue
        k = KIND[p]
        t = _first_empty(board, side, s, k.passdirs)
        if t is None and k.ret and not (k.demon and any(
                board[u] is not None and board[u][0] != side for u in NEI[s])):
            t = _first_empty(board, side, s, all8)   # area_moves.return = allowed
        if t is not None:
            return sqname(s) + sqname(t) + sqname(s)
    return "pass"


def _sortkey(text):
    return ([(r, int(f)) for f, r in re.findall(r"(\d+)([a-p])", text)], text.endswith("+"))


def divide(board, side, depth):
    rows = []
    o = other(side)
    for text, b in children(board, side):
        rows.append((text, 1 if depth == 1 else perft(b, o, depth - 1)))
    rows.sort(key=lambda r: _sortkey(r[0]))
    for text, n in rows:
        print(text, n)
    print()
    print("moves", len(rows))
    print("total", sum(n for _, n in rows))


def breakdown(board, side):
    rows = []
    for s in range(NSQ):
        p = board[s]
        if p is None or p[0] != side:
            continue
        ms, _ = gen(board, side)
        mine = sorted((m for m in ms if m[0] == s), key=lambda m: _sortkey(fmt(board, m, False)))
        texts = []
        for m in mine:
            for pr in promo_choices(board, side, m):
                texts.append(fmt(board, m, pr))
        rows.append((sqname(s), p[1], len(texts), " ".join(texts)))
    return rows


# ---------------------------------------------------------------------------------------------
# Setup (§3.1, §3.2), rank by rank, files 16..1, "-" empty. Both tables are typed in from the
# square lists; the selftest checks that one is the other's 180° rotation.

BLACK_SETUP = {
    "k": "- - - - D - - - - - - D - - - -",
    "l": " ".join(["P"] * 16),
    "m": "SM VM R HF SE BG RG GG VG RG BG SE HF R VM SM",
    "n": "SS VS B DH DK WB FiD LH FE FiD WB DK DH B VS SS",
    "o": "RC - CS CS - BT Kr Ln Q Ph BT - CS CS - RC",
    "p": "L N FL I C S G K DE G S C I FL N L",
}
WHITE_SETUP = {
    "a": "L N FL I C S G DE K G S C I FL N L",
    "b": "RC - CS CS - BT Ph Q Ln Kr BT - CS CS - RC",
    "c": "SS VS B DH DK WB FiD FE LH FiD WB DK DH B VS SS",
    "d": "SM VM R HF SE BG RG VG GG RG BG SE HF R VM SM",
    "e": " ".join(["P"] * 16),
    "f": "- - - - D - - - - - - D - - - -",
}


def start():
    board = [None] * NSQ
    for color, rows in (("b", BLACK_SETUP), ("w", WHITE_SETUP)):
        for rank, row in rows.items():
            y = ord(rank) - 97
            for x, code in enumerate(row.split()):
                if code != "-":
                    board[y * N + x] = (color, code)
    return board, "b"


def mirror(board, side):
    """Colour-mirrored twin: turned by 180°, colours swapped, the other side to move."""
    b = [None] * NSQ
    for s, p in enumerate(board):
        if p:
            b[NSQ - 1 - s] = (other(p[0]),) + tuple(p[1:])
    return b, other(side)


# ---------------------------------------------------------------------------------------------
# Position strings.

def lookup(token):
    plus = token.startswith("+")
    bare = token[1:] if plus else token
    if not bare:
        raise ValueError("empty piece")
    names = INITIAL + list(ALIASES)
    if bare == bare.lower() and bare != bare.upper():
        color = "w"
        cands = [n for n in names if n.lower() == bare]
        if len(cands) > 1:   # e.g. [wh]: first letter lowered, the rest as spelt
            cands = [n for n in cands if n[0].lower() + n[1:] == bare]
    else:
        color = "b"
        cands = [n for n in names if n == bare]
    if len(cands) != 1:
        raise ValueError("unknown or ambiguous piece [%s]" % token)
    code = ALIASES.get(cands[0], cands[0])
    if plus:
        if code.startswith("+") or code not in PROMOTES_TO:
            raise ValueError("[%s] cannot be promoted" % token)
        code = "+" + code
    return color, code


def parse(text):
    text = text.strip()
    if text in ("", "start"):
        return start()
    if text in COMPOSED:
        text = COMPOSED[text]
    fields = text.split()
    rows = fields[0].split("/")
    if len(rows) != N:
        raise ValueError("need %d ranks, got %d" % (N, len(rows)))
    board = [None] * NSQ
    for y, row in enumerate(rows):
        x, i = 0, 0
        while i < len(row):
            if row[i].isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                x += int(row[i:j])
                i = j
                continue
            if row[i] != "[":
                raise ValueError("bad character %r in rank %s" % (row[i], chr(97 + y)))
            j = row.index("]", i)
            if x >= N:
                raise ValueError("rank %s too long" % chr(97 + y))
            board[y * N + x] = lookup(row[i + 1:j])
            x += 1
            i = j + 1
        if x != N:
            raise ValueError("rank %s has %d files" % (chr(97 + y), x))
    side = fields[1] if len(fields) > 1 else "b"
    if side not in ("b", "w"):
        raise ValueError("side must be b or w")
    return board, side


def unparse(board, side):
    rows = []
    for y in range(N):
        out, run = "", 0
        for x in range(N):
            p = board[y * N + x]
            if p is None:
                run += 1
                continue
            if run:
                out += str(run)
                run = 0
            out += "[%s]" % (p[1] if p[0] == "b" else p[1].lower())
        if run:
            out += str(run)
        rows.append(out)
    return "/".join(rows) + " %s 1" % side


# ---------------------------------------------------------------------------------------------
# Composed positions (see COMPOSED_DOC in the selftest section for what each one exercises).

COMPOSED = {
    # composed1 -- fire and jumps. Fire demons: Black FiD 12i (area move to 12h burns W S 12g,
    # G 13g, P 11g; 14j/16j... next to White's FiD 15k: demon-next-to-demon suicide), White FiD
    # 15k (burns Black's R/SS/... where it lands; Black R 14m x14l lands next to it and burns),
    # water buffaloes of both sides that promote into demons next to enemies (B 7g-7e+, W 9j-11l+,
    # 9j7l+). Jumping generals: B GG 8n over own G and W RG/VG to W K 8a (smothered capture), W GG
    # 4c down file 4 over its own pawn, B C, HF, +CS to the B prince 4k (stops there), W RG 12c
    # over B I and W S to B FiD 12i, W BG 16c over own S/WB to B VG 7l, equal ranks blocking
    # (RG 12c vs BG 16c, VG 8c). Heavenly tetrarchs of both sides (igui 4h3g4h, 14h15h14h; skips).
    # Every kind of promotable piece of both colours in or next to its zone; dead pieces (B P 1a,
    # W I 11p) and last-rank / last-two-rank moves (B P 8b, I 5b, N 3c, L 13e; W P 9o, L 4o, N 13n).
    # No lion-power piece stands next to an enemy demon (see the pass note in the report).
    "composed1": (
        "8[k]6[P]/8[P][bg]1[I]4/[bg]3[rg]3[vg]3[gg][N]2/4[p]3[rg][g][p]1[p]3/"
        "[DE]2[L]2[N]1[s]5[G][Ph]/1[D]2[I][FL]4[S]1[C][BT][Kr]1/"
        "[P]2[g][s][p][VM][SM]1[WB][DK]1[HF][p]2/1[SS][+cs]7[VS]1[+CS]1[CS][RC]/"
        "[DH]3[FiD]6[P]4/7[wb]2[b][dk]1[B]1[dh]/1[fid]1[vs]1[sm]1[cs]2[s]1[+DE][d][vm]1/"
        "2[c]1[bt]1[fl]2[VG]1[g][RG][ss]1[de]/1[kr][R]2[P][RG][S][G]5[BG]1/[ph]2[n]4[GG]6[p]/"
        "[rc]6[p]4[l]3/5[i]1[K]8 b 1"
    ),
    # composed2 -- lion power. Lions of both sides (B Ln 8i / W Ln 9g at knight distance, B LH
    # 10h next to W Ln, +Kr and +Ln of both sides), double captures, igui, passes, horned falcons
    # and soaring eagles of both colours (3k2j1i, 13k13j13i, 14e15f16g, 4e4f4g), free eagles
    # (B FE 10l, +Q 14n; W FE 7d), a White prince 12b (W K 5a) on Black RG 12l's file, White FiD
    # 6g next to which Black's lion can land (burned) or which it can take (Ln 8i-6g, 8i7h6g),
    # Black +WB 16k; promotable pieces near the zones, dead pieces of both colours.
    "composed2": (
        "[L]5[de]4[k]1[I]2/1[vs][fl]1[+de]1[N]1[+dh]7/3[cs]1[bt]4[c]3[ss][vm]/"
        "[+dk]4[+Ln]1[d]1[fe]3[wb]2/[sm]1[se]9[hf][rg]2/1[G]1[S]3[N]4[P]3/"
        "[P][r]2[lh]2[ln]2[fid]5/1[+Kr]4[LH]1[p][g]3[l][+kr]1/3[b]4[Ln]2[s]3[g]/"
        "3[s]6[P]3[p][RC]/[+WB]2[HF]4[p]4[SE]2/1[SS]2[RG]1[FE]3[+ln][VM]4/5[SM]4[Q]4[+DK]/"
        "2[+Q]4[+DH]1[DE]1[BT]2[VS]1/2[WB]3[C]1[D][n]3[FL]2/2[i]1[K]7[CS]2[l] b 1"
    ),
}


# ---------------------------------------------------------------------------------------------
# Self-test: the §17 scenarios, setup checks, round trips, mirrored twins.

def position(black, white, side="b"):
    """Square lists like "FiD 8i, P 9h" -> board; Black K 16p / White K 1a unless that side lists
    a K (§17: "unless listed")."""
    board = [None] * NSQ
    for color, spec in (("b", black), ("w", white)):
        items = [x.split() for x in spec.split(",") if x.strip()]
        for code, sq in items:
            code = ALIASES.get(code, code)
            assert code in BEHAVIOUR, code
            board[parse_sq(sq)] = (color, code)
        if not any(code == "K" for code, _ in items):
            board[parse_sq("16p" if color == "b" else "1a")] = (color, "K")
    return board, side


def resolve(board, side, text):
    """Machine form -> ('pass' | move, promote flag) or (None, ...) if it names no legal move.
    Routes normalise as chu §7.1: captures = listed middle squares holding an enemy, plus the
    final square if it holds one."""
    suffix = ""
    if text[-1] in "+=":
        suffix, text = text[-1], text[:-1]
    sqs = [parse_sq(f + r) for f, r in re.findall(r"(\d+)([a-p])", text)]
    s, mids, t = sqs[0], sqs[1:-1], sqs[-1]
    enemy = lambda q: board[q] is not None and board[q][0] != side
    caps = {q for q in mids if enemy(q)}
    if t != s and enemy(t):
        caps.add(t)
    ms, can_pass = gen(board, side)
    promote = suffix == "+"
    if t == s and mids and not caps:
        if (s, s, ()) in ms:
            return (s, s, ()), promote          # a demon's burning return (return = allowed)
        p = board[s]
        m = mids[0]
        if p is None or p[0] != side or len(mids) != 1 or board[m] is not None:
            return None, promote
        k = KIND[p]
        ok = any(STEP[s][di] == m for di in k.passdirs) or (k.ret and m in NEISET[s])
        return ("pass" if ok and can_pass else None), promote
    mv = (s, t, tuple(sorted(caps)))
    if mv not in ms and not mids:
        cands = [m for m in ms if m[0] == s and m[1] == t and KIND[board[s]].jslides]
        if len(cands) == 1:   # ja_sweep: the swept squares are implied
            mv = cands[0]
    if mv not in ms:
        return None, promote
    if promote not in promo_choices(board, side, mv):
        return None, promote
    return mv, promote


def legal(board, side, text):
    return resolve(board, side, text)[0] is not None


def after(board, side, text):
    mv, pr = resolve(board, side, text)
    assert mv is not None, text
    if mv == "pass":
        return board
    return play(board, side, mv, pr)


def royals(board, color):
    return sum(1 for p in board if p and p[0] == color and KIND[p].royal)


def _piece(text):
    """'bFiD' -> ('b', 'FiD'); '-' -> None"""
    if text == "-":
        return None
    return (text[0], ALIASES.get(text[1:], text[1:]))


# (id, black, white, side, options, [(move, legal?, {square: 'bCODE' | '-'} after)])
D = {}
FD_OPT_V = {"tenjiku.fire_demon.slide": "vertical"}
SCEN = [
    ("TJ-FD-01", "FiD 8i", "", "b", D,
     [("8i1i", True), ("8i16i", True), ("8i1b", True), ("8i8f", True), ("8i8e", False),
      ("8i5g", True), ("8i4h", False)]),
    ("TJ-FD-01 vertical", "FiD 8i", "", "b", FD_OPT_V,
     [("8i1i", False), ("8i16i", False), ("8i1b", True), ("8i8f", True), ("8i8e", True),
      ("8i5g", True), ("8i4h", False)]),
    ("TJ-FD-01 area none", "FiD 8i", "", "b", {"tenjiku.area_moves": "none"},
     [("8i8f", False), ("8i5g", False), ("8i1i", True), ("8i1b", True)]),
    ("TJ-FD-01 area none vertical", "FiD 8i", "", "b",
     {"tenjiku.area_moves": "none", "tenjiku.fire_demon.slide": "vertical"}, [("8i8f", True)]),
    ("TJ-FD-02", "FiD 8i, P 9h, P 8h, P 7h", "", "b", D,
     [("8i6g", True), ("8i10g", True), ("8i8g", False), ("8i8j", True)]),
    ("TJ-FD-03", "FiD 8k, P 7h", "B 8h, G 8g, P 9g, S 7g, C 9h", "b", D,
     [("8k8h", True, {"8h": "bFiD", "7h": "bP", "9g": "-", "8g": "-", "7g": "-", "9h": "-",
                      "8k": "-"}),
      ("8k8g", False)]),
    ("TJ-FD-04", "FiD 8k", "P 9i, P 8i, P 7i", "b", D,
     [("8k8h", False), ("8k8i", True, {"8i": "bFiD", "9i": "-", "7i": "-"}),
      ("8k6i", True, {"6i": "bFiD", "7i": "-", "8i": "wP", "9i": "wP"})]),
    ("TJ-FD-05", "R 8l", "FiD 8e", "b", D,
     [("8l8f", True, {"8f": "-", "8e": "wFiD", "8l": "-"}), ("8l8e", True, {"8e": "bR"}),
      ("8l8g", True, {"8g": "bR", "8e": "wFiD"})]),
    ("TJ-FD-06", "R 7l", "FiD 8e, S 7f", "b", D,
     [("7l7f", True, {"7f": "-", "8e": "wFiD", "7l": "-"})]),
    ("TJ-FD-07", "FiD 7h, G 9j", "", "b", D, [("9j8i", True, {"8i": "bG"})]),
    ("TJ-FD-07 any", "FiD 7h, G 9j", "", "b", {"tenjiku.passive_burn.scope": "any"},
     [("9j8i", True, {"8i": "-", "7h": "bFiD"})]),
    ("TJ-FD-08", "Ln 8h", "FiD 8g", "b", D,
     [("8h8g8h", True, {"8h": "bLn", "8g": "-"}), ("8h8g", True, {"8g": "bLn"})]),
    ("TJ-FD-08 burns", "Ln 8h", "FiD 8g", "b", {"tenjiku.passive_burn.captured_demon": "burns"},
     [("8h8g8h", True, {"8h": "-", "8g": "-"}), ("8h8g", True, {"8g": "bLn"})]),
    ("TJ-FD-09", "FiD 11j", "FiD 8f, G 9f, S 7h", "b", D,
     [("11j8g", True, {"8g": "-", "11j": "-", "9f": "wG", "7h": "wS", "8f": "wFiD"})]),
    ("TJ-FD-09 others", "FiD 11j", "FiD 8f, G 9f, S 7h", "b",
     {"tenjiku.fire_demon.suicide": "burn_others_first"},
     [("11j8g", True, {"8g": "-", "11j": "-", "9f": "-", "7h": "-", "8f": "wFiD"})]),
    ("TJ-FD-10", "WB 8g", "P 9d, G 8d, S 7d", "b", D,
     [("8g8e+", True, {"8e": "b+WB", "9d": "-", "8d": "-", "7d": "-"}),
      ("8g8e", True, {"8e": "bWB", "9d": "wP", "8d": "wG", "7d": "wS"})]),
    ("TJ-FD-11", "WB 8g", "FiD 7d, P 9d", "b", D,
     [("8g8e+", True, {"8e": "-", "9d": "wP", "7d": "wFiD"}),
      ("8g8e", True, {"8e": "-", "9d": "wP"})]),
    ("TJ-FD-11 others", "WB 8g", "FiD 7d, P 9d", "b",
     {"tenjiku.fire_demon.suicide": "burn_others_first"},
     [("8g8e+", True, {"8e": "-", "9d": "-", "7d": "wFiD"})]),
    ("TJ-FD-12 / TJ-END-02", "FiD 11f", "K 8b", "b", D,
     [("11f8c", True, {"8c": "bFiD", "8b": "-"})]),
    ("TJ-FD-13 / TJ-END-03", "K 8h", "FiD 8f", "b", D,
     [("8h8g", True, {"8g": "-", "8h": "-"})]),
    ("TJ-FD-14", "K 8h", "K 8g, FiD 7f", "b", D, [("8h8g", True, {"8g": "-", "8h": "-"})]),
    ("TJ-FD-15", "FiD 11f", "K 8b, +DE 1b", "b", D,
     [("11f8c", True, {"8b": "-", "1b": "w+DE"})]),
    ("TJ-FD-16", "FiD 8i, VG 3i", "S 7h", "b", D, [("8i9i8i", False), ("3i3h3i", False)]),
    ("TJ-FD-16 allowed", "FiD 8i, VG 3i", "S 7h", "b", {"tenjiku.area_moves.return": "allowed"},
     [("8i9i8i", True, {"8i": "bFiD", "7h": "-"}), ("3i3h3i", True)]),
    ("TJ-JG-01", "GG 8l, P 8k", "S 8i, R 8g", "b", D,
     [("8l8i", True, {"8i": "bGG", "8k": "bP"}), ("8l8g", True, {"8g": "bGG", "8i": "wS"}),
      ("8l8j", False), ("8l8h", False), ("8l8k", False), ("8l8a", False)]),
    ("TJ-JG-01 ja_sweep", "GG 8l, P 8k", "S 8i, R 8g", "b", {"tenjiku.jump.mode": "ja_sweep"},
     [("8l8i", True, {"8i": "bGG", "8k": "-"}),
      ("8l8g", True, {"8g": "bGG", "8k": "-", "8i": "-"}),
      ("8l8j", True, {"8j": "bGG", "8k": "-"}), ("8l8h", True, {"8k": "-", "8i": "-"}),
      ("8l8k", False), ("8l8a", True, {"8a": "bGG", "8k": "-", "8i": "-", "8g": "-"})]),
    ("TJ-JG-02", "RG 8l, BG 8k", "P 8h", "b", D, [("8l8h", False)]),
    ("TJ-JG-02 gold", "RG 8l, G 8k", "P 8h", "b", D, [("8l8h", True)]),
    ("TJ-JG-02 GG", "GG 8l, BG 8k", "P 8h", "b", D, [("8l8h", True)]),
    ("TJ-JG-03", "GG 8l", "K 8j, G 8h", "b", D, [("8l8h", False), ("8l8j", True, {"8j": "bGG"})]),
    ("TJ-JG-03 rank_strict", "GG 8l", "K 8j, G 8h", "b", {"tenjiku.jump.victim": "rank_strict"},
     [("8l8j", False)]),
] + [
    ("TJ-JG-04 " + v, "GG 8l", "K 8b, G 8c", "b", {"tenjiku.jump.victim": v},
     [("8l8b", v == "any"), ("8l8c", True)]) for v in ("any", "no_royal", "lower_only",
                                                        "rank_strict")
] + [
    ("TJ-JG-04b " + v, "GG 8l", "K 8c", "b", {"tenjiku.jump.victim": v},
     [("8l8c", v != "rank_strict")]) for v in ("any", "no_royal", "lower_only", "rank_strict")
] + [
    ("TJ-JG-05 " + v, "VG 12l", "P 10j, VG 8h", "b", {"tenjiku.jump.victim": v},
     [("12l8h", v in ("any", "no_royal")), ("12l10j", True)])
    for v in ("any", "no_royal", "lower_only", "rank_strict")
] + [
    ("TJ-JG-06 " + v, "BG 8l", "GG 6j", "b", {"tenjiku.jump.victim": v},
     [("8l6j", v != "rank_strict")]) for v in ("any", "lower_only", "rank_strict")
] + [
    ("TJ-JG-06b " + v, "BG 7k", "GG 6j", "b", {"tenjiku.jump.victim": v}, [("7k6j", True)])
    for v in ("any", "lower_only", "rank_strict")
] + [
    ("TJ-JG-07", "GG 8l", "GG 8j, R 8g", "b", D, [("8l8g", False), ("8l8j", True)]),
    ("TJ-JG-08", "VG 8i", "", "b", D,
     [("8i8f", True), ("8i5i", True), ("8i8e", False), ("8i4i", False), ("8i5f", True)]),
    ("TJ-JG-08 none", "VG 8i", "", "b", {"tenjiku.area_moves": "none"},
     [("8i8f", False), ("8i5i", False), ("8i5f", True)]),
    ("TJ-JG-08 b", "VG 8i", "P 8h, G 8g", "b", D, [("8i8g", True), ("8i8h", True)]),
    ("TJ-HT-01", "+CS 8i, S 9h", "P 8h, G 7h, S 8f", "b", D,
     [("8i8h", False), ("8i8h8i", True, {"8h": "-", "8i": "b+CS"}),
      ("8i7h8i", True, {"7h": "-", "8i": "b+CS"}), ("8i9h8i", False), ("8i9i8i", False),
      ("8i8g", True), ("8i8f", True), ("8i8e", False), ("8i6i", True), ("8i5i", True),
      ("8i4i", False), ("8i10g", True), ("8i6k", True)]),
    ("TJ-HT-01 alias", "HT 8i, S 9h", "P 8h, G 7h, S 8f", "b", D, [("8i8h8i", True)]),
] + [
    ("TJ-LH-01 " + v, "LH 8i", "P 8h, G 8g", "b", {"tenjiku.lion_hawk": v},
     [("8i8h8g", v == "bishop_lion"), ("8i8h8i", v == "bishop_lion"),
      ("8i7h8i", v == "bishop_lion"), ("8i8g", True), ("8i8h", True), ("8i3d", True),
      ("8i8f", False)]) for v in ("bishop_lion", "area2")
] + [
    ("TJ-FE-01 " + v, "FE 8i, P 8h", "P 7h, G 6g", "b", {"tenjiku.free_eagle": v},
     [("8i8g", v != "queen"), ("8i7h", True), ("8i6g", v == "lion_diagonal"),
      ("8i7h6g", v == "lion_diagonal"), ("8i7h8i", v == "lion_diagonal"),
      ("8i8c", v == "ja_orth_jump")]) for v in ("qd", "lion_diagonal", "ja_orth_jump", "queen")
] + [
    ("TJ-LN-01", "Ln 8j", "Ln 8h, G 8g", "b", D, [("8j8h", True, {"8h": "bLn"})]),
    ("TJ-PR-01", "S 8f", "", "b", D, [("8f8e+", True, {"8e": "b+S"})]),
    ("TJ-PR-02", "S 5e", "", "b", D, [("5e5d+", False), ("5e5d", True)]),
    ("TJ-PR-02 msm", "S 5e", "", "b", {"tenjiku.promotion.rule": "msm"}, [("5e5d+", True)]),
    ("TJ-PR-03", "S 5e", "", "b", D, [("5e6f+", False)]),
    ("TJ-PR-03 msm", "S 5e", "", "b", {"tenjiku.promotion.rule": "msm"}, [("5e6f+", True)]),
    ("TJ-PR-04", "S 3d", "P 2c", "b", D, [("3d2c+", True, {"2c": "b+S"})]),
    ("TJ-PR-05", "P 8b", "", "b", D, [("8b8a+", True, {"8a": "b+P"}), ("8b8a", True)]),
    ("TJ-PR-06", "L 5c", "", "b", D, [("5c5a+", True)]),
    ("TJ-PR-06 lance false", "L 5c", "", "b", {"tenjiku.promotion.lance_last_rank": "false"},
     [("5c5a+", False), ("5c5a", True)]),
    ("TJ-PR-07", "HF 8f", "", "b", D, [("8f8e+", True, {"8e": "b+HF"})]),
    ("TJ-PR-08", "+DH 8f", "", "b", D, [("8f8e+", False), ("8f8e", True)]),
    ("TJ-PR-09", "SE 8f, +DK 6f", "", "b", D,
     [("8f8e+", True, {"8e": "b+SE"}), ("6f6e+", False), ("6f6e", True)]),
    ("TJ-PR-10", "GG 8f, FiD 5f, LH 3f", "", "b", D,
     [("8f8e+", False), ("5f5e+", False), ("3f3e+", False), ("8f8e", True), ("5f5e", True),
      ("3f3e", True)]),
    ("TJ-PR-11", "Ln 8d", "P 8c", "b", D, [("8d8c8d+", True, {"8d": "b+Ln", "8c": "-"})]),
    ("TJ-PR-12", "+Kr 8d", "P 8c", "b", D, [("8d8c8d+", False), ("8d8c8d", True)]),
    ("TJ-PR-13", "RG 8f", "", "b", D, [("8f8e+", True, {"8e": "b+RG"})]),
    ("TJ-PR-14", "Ln 8f", "P 8e", "b", D, [("8f8e8f+", False), ("8f8e8f", True)]),
    ("TJ-PR-14 counts", "Ln 8f", "P 8e", "b",
     {"tenjiku.promotion.intermediate_square": "counts"}, [("8f8e8f+", True, {"8f": "b+Ln"})]),
    ("TJ-PR-15", "P 8b", "", "b", D, [("8b8a", True, {"8a": "bP"})]),
    ("TJ-PR-15 forced", "P 8b", "", "b", {"tenjiku.promotion.dead_pieces": "forced"},
     [("8b8a", False), ("8b8a+", True)]),
    ("TJ-PR-16", "N 8d", "", "b", D, [("8d9b", True, {"9b": "bN"}), ("8d9b+", False)]),
    ("TJ-PR-16 forced", "N 8d", "", "b", {"tenjiku.promotion.dead_pieces": "forced"},
     [("8d9b", False), ("8d9b+", True)]),
    # White versions of a few (the colour frame): White forward is toward rank p.
    ("W TJ-FD-10", "P 8l, G 9m, S 10m", "WB 9j", "w", D,
     [("9j9l+", True, {"9l": "w+WB", "8l": "-", "9m": "-", "10m": "-"})]),
    ("W TJ-PR-16", "", "N 9m", "w", D, [("9m8o", True), ("9m8o+", False), ("9m10o", True)]),
    ("W TJ-HT-01", "P 9i, G 10i, S 9k", "+CS 9h, S 8i", "w", D,
     [("9h9i9h", True), ("9h9j", True), ("9h9k", True), ("9h7j", True), ("9h9i", False)]),
]


def selftest():
    bad = 0
    n = 0

    def fail(*a):
        nonlocal bad
        bad += 1
        print("FAIL", *a)

    # TJ-SET-01..03, 06: the two setup tables are each other's 180° rotation; counts as §3
    board, side = start()
    for s in range(NSQ):
        p, q = board[s], board[NSQ - 1 - s]
        if (p is None) != (q is None) or (p and (p[1] != q[1] or p[0] == q[0])):
            fail("setup rotation at", sqname(s), p, q)
    for color in "bw":
        counts = {}
        for p in board:
            if p and p[0] == color:
                counts[p[1]] = counts.get(p[1], 0) + 1
        if counts != COUNT or sum(counts.values()) != 78 or len(counts) != 36:
            fail("TJ-SET-01 counts", color, sum(counts.values()), len(counts))
    for sq, code in [("9p", "K"), ("8p", "DE"), ("9o", "Ln"), ("8o", "Q"), ("9n", "LH"),
                     ("8n", "FE"), ("9m", "GG"), ("8m", "VG"), ("10n", "FiD"), ("7n", "FiD")]:
        if board[parse_sq(sq)] != ("b", code):
            fail("TJ-SET-02", sq, code)
    for sq, code in [("8a", "K"), ("9a", "DE"), ("8b", "Ln"), ("9b", "Q"), ("8c", "LH"),
                     ("9c", "FE"), ("8d", "GG"), ("9d", "VG"), ("10c", "FiD"), ("7c", "FiD")]:
        if board[parse_sq(sq)] != ("w", code):
            fail("TJ-SET-03", sq, code)
    # TJ-SET-04: the fire demons have no moves; TJ-SET-05: the jump captures
    ms, can_pass = gen(board, "b")
    if any(m[0] in (parse_sq("10n"), parse_sq("7n")) for m in ms) or can_pass:
        fail("TJ-SET-04")
    jumps = sorted(sqname(m[0]) + sqname(m[1]) for m in ms if m[2] and KIND[board[m[0]]].jslides)
    # §17 TJ-SET-05 lists only the first enemy on each line (7 moves); by §9.2 a general also
    # passes over the enemy pawns (rank 5) and takes what stands behind them (see the report).
    expect = sorted(["9m9e", "9m9d", "9m9c", "9m9b", "9m9a", "9m1e", "10m10e", "10m10d",
                     "7m7e", "7m7d", "11m3e", "11m2d", "11m1c", "6m14e", "6m15d", "6m16c",
                     "8m16e"])
    if jumps != expect:
        fail("TJ-SET-05 (by §9.2)", jumps)
    n += 1
    for text in ["9m9e", "9m1e", "10m10e", "7m7e", "11m3e", "6m14e", "8m16e"]:
        for v in ("any", "no_royal", "lower_only", "rank_strict"):
            with options(**{"tenjiku.jump.victim": v}):
                if not legal(board, "b", text):
                    fail("TJ-SET-05", text, v)
    # start perft 1 and the hand count
    if perft(board, "b", 1) != 74:
        fail("start perft 1")
    # TJ-SET-06 chess-style squares
    for sq, chess in (("9p", "h1"), ("8a", "i16"), ("16p", "a1"), ("1a", "p16")):
        s = parse_sq(sq)
        if "%s%d" % (chr(97 + s % N), N - s // N) != chess:
            fail("TJ-SET-06", sq, chess)
    # scenarios
    for sid, black, white, side, opts, cases in SCEN:
        with options(**opts):
            b, _ = position(black, white, side)
            for case in cases:
                text, expect = case[0], case[1]
                n += 1
                got = legal(b, side, text)
                if got != expect:
                    fail("%s: %s legal=%s expected %s" % (sid, text, got, expect))
                    continue
                if got and len(case) > 2:
                    b2 = after(b, side, text)
                    for sq, want in case[2].items():
                        if b2[parse_sq(sq)] != _piece(want):
                            fail("%s: %s: %s holds %s, expected %s" % (sid, text, sq,
                                                                      b2[parse_sq(sq)], want))
    # game end: TJ-FD-12 Black wins; TJ-FD-13 White wins; TJ-FD-14 both; TJ-FD-15 goes on
    b, _ = position("FiD 11f", "K 8b")
    b2 = after(b, "b", "11f8c")
    if royals(b2, "w") != 0 or perft(b2, "w", 1) != 0:
        fail("TJ-END-02")
    b, _ = position("K 8h", "FiD 8f")
    b2 = after(b, "b", "8h8g")
    if royals(b2, "b") != 0 or perft(b2, "w", 1) != 0:
        fail("TJ-END-03")
    b, _ = position("K 8h", "K 8g, FiD 7f")
    b2 = after(b, "b", "8h8g")
    if royals(b2, "b") != 0 or royals(b2, "w") != 0:
        fail("TJ-FD-14")
    b, _ = position("FiD 11f", "K 8b, +DE 1b")
    if perft(after(b, "b", "11f8c"), "w", 1) == 0:
        fail("TJ-FD-15: the game must go on")
    # TJ-END-01: B K 16p, G 8h; W K 1a, White to move: 3 king moves, the game goes on
    b, _ = position("K 16p, G 8h", "K 1a", "w")
    if perft(b, "w", 1) != 3:
        fail("TJ-END-01")
    # position strings: round trips, aliases
    for name in ["start"] + list(COMPOSED):
        b, s = parse(name)
        text = unparse(b, s)
        if parse(text) != (b, s) or (name != "start" and text != COMPOSED[name]):
            fail("round trip", name)
        mb, ms_ = mirror(b, s)
        if parse(unparse(mb, ms_)) != (mb, ms_):
            fail("round trip mirrored", name)
    b, _ = parse("16/" * 8 + "7[FD][HT][CP][FK][wh][+l][fi]2" + "/16" * 7 + " b 1")
    row = b[8 * N + 7: 8 * N + 14]
    if row != [("b", "FiD"), ("b", "+CS"), ("b", "+DE"), ("b", "Q"), ("w", "+RC"), ("w", "+L"),
               ("w", "FiD")]:
        fail("aliases", row)
    # colour-mirrored twins: equal perft 2 (start, composed positions), also under options
    for name in ["start"] + list(COMPOSED):
        b, s = parse(name)
        a1, a2 = perft(b, s, 2), perft(*mirror(b, s), 2)
        if a1 != a2:
            fail("mirrored perft 2", name, a1, a2)
    for opts in ({"tenjiku.free_eagle": "lion_diagonal"}, {"tenjiku.jump.victim": "rank_strict"},
                 {"tenjiku.fire_demon.suicide": "burn_others_first",
                  "tenjiku.passive_burn.scope": "any"}):
        with options(**opts):
            for name in COMPOSED:
                b, s = parse(name)
                if perft(b, s, 2) != perft(*mirror(b, s), 2):
                    fail("mirrored perft 2", name, opts)
    print("selftest: %d scenario moves, %s" % (n, "all as the reference says (TJ-SET-05 as §9.2 "
                                                   "says, see the note)" if not bad
                                                   else "%d FAILURES" % bad))
    return bad == 0


# ---------------------------------------------------------------------------------------------

def _root_worker(args):
    opts, board, side, depth = args
    if opts != OPT:
        configure(**opts)
    return perft(board, side, depth)


def parallel_perft(board, side, depth, jobs):
    import multiprocessing
    o = other(side)
    tasks = [(dict(OPT), b, o, depth - 1) for _, b in children(board, side)]
    with multiprocessing.Pool(jobs) as pool:
        return sum(pool.map(_root_worker, tasks, chunksize=1))


def main(argv):
    opts = {}
    args, i = [], 0
    while i < len(argv):
        a = argv[i]
        if a == "--opt":
            key, _, val = argv[i + 1].partition("=")
            opts[key] = val
            i += 2
            continue
        if a.startswith("--opt="):
            key, _, val = a[6:].partition("=")
            opts[key] = val
        else:
            args.append(a)
        i += 1
    configure(**opts)
    if "--selftest" in args:
        sys.exit(0 if selftest() else 1)
    flags = [a for a in args if a.startswith("-") and not a[1:].isdigit()]
    rest = [a for a in args if a not in flags]
    if "--breakdown" in flags:
        board, side = parse(" ".join(rest))
        total = 0
        for sq, code, n, ms in breakdown(board, side):
            total += n
            print("%-4s %-4s %3d  %s" % (sq, code, n, ms))
        _, can_pass = gen(board, side)
        print("pass", int(can_pass))
        print("total", total + can_pass)
        return
    depth = int(rest[0])
    board, side = parse(" ".join(rest[1:]))
    jobs = 1
    for f in flags:
        if f.startswith("-j"):
            jobs = int(f[2:])
    t0 = time.time()
    if "--divide" in flags:
        divide(board, side, depth)
    elif jobs > 1 and depth > 1:
        print(parallel_perft(board, side, depth, jobs))
    else:
        print(perft(board, side, depth))
    print("%.1f s" % (time.time() - t0), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
