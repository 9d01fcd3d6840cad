#!/usr/bin/env python3
"""An independent Dai Dai Shogi perft oracle.

Written from the rules references alone -- docs/rules/dai-dai-shogi.md and, for the definitions
it borrows, the shared maka-dai-dai-shogi.md (lion dog §5.2, furious fiend §5.5, hook mover §5.7,
promotion by capture §7) and chu-shogi.md (Betza strings §4, lion and canonical moves §7.1).
It shares no code with the rules crate (crates/yubin-rules) and was written without reading it;
its only job is to cross-check the crate's Dai Dai figures. Python 3.11, standard library only.

    python3 tools/daidai-perft/perft.py DEPTH [POSITION] [--divide]
    python3 tools/daidai-perft/perft.py --selftest

POSITION: the bracketed TSA position string of the Dai oracle (tools/dai-perft/perft.py) with 17
files and 17 ranks: ranks a (top, White's back rank) to q separated by `/`, each rank from file 17
to file 1; a piece is its §3 TSA code in brackets, Black's spelt as in §3 (`[FDe]`, `[Ln]`,
`[St]`, `[ST]`), White's in lower case (`[fde]`, `[ln]`); a promoted piece is `+` and the code of
the piece it was (`[+OK]` = old kite promoted to long-nosed goblin, `[+ln]` = White furious
fiend; FF, GE, MW, WS are read as +Ln, +LD, +BM, +OR); digits count empty squares; then ` b 1`
or ` w 1`. Default: the start position, built from the square lists of dai-dai-shogi.md §2.
Caution: in lower case the stone general `St` and the savage tiger `ST` are both `st`; this
reader takes a White `[st]` as the stone general and also reads `[sT]` (first letter lowered,
rest as in §3) as a White savage tiger.

--divide prints every move in the machine form of §8 / Maka §12.3 (`from [captures…] to [+]`,
squares like `9q`, `17a`; lion and lion-dog captures on the way listed before the final square;
a hook move as `from to`; the one pass as the formatter's canonical pass path) with its count.

Counts canonical moves (chu-shogi.md §7.1): a move is its origin, final square, set of captured
squares and promotion choice; a route through an empty square is the direct move; all passes of
a position are one move. Options: the defaults of dai-dai-shogi.md §9 --
  * daidai.promotion = capture_forced: an unpromoted piece of the 21 promotable kinds that
    captures (on any leg) promotes, compulsorily; a non-capture never promotes; promoted pieces,
    and the targets that are array pieces (e.g. the long-nosed goblin), never promote;
  * free_demon BsRvR5, free_dream_eater BvRsR5, neighboring_king FsfW;
  * lion_dog linear_lion3, furious_fiend lion_plus_lion_dog, hook_capture single;
  * no lion-trading rules; the king the only royal; moving into check legal (every pattern move
    counts); a side to move without its king has no moves (game over by capture, as the Dai
    oracle); no bare-king rule; dead pieces (pawns, lances, iron/stone/wood generals on their last
    rank) simply have no moves.

Figures (CPython 3.11, no pypy on this machine, while both cores were busy with other work):
  start     1=58  2=3346  3=196606  4=11502096       (0.0 s, 0.1 s, 0.6 s, 39 s)
  composed  1=349  2=135798  3=47772724             (0.0 s, 0.1 s, 25 s; COMPOSED below)
`--selftest` runs the §12 legality scenarios (DD-SET-04, DD-MV-01..11, DD-PR-01..12, DD-END-01/
02), Maka's lion-dog, hook, capricorn and furious-fiend scenarios for the shared definitions, the
setup's 180° symmetry and per-kind counts (96 pieces, 64 kinds a side), position-string round
trips, and the colour-mirrored twins of the start and of COMPOSED (same perft 2).

Depth 1 of the start, counted by hand from the §2 square lists (Black to move; the start is
symmetric, White has the same 58). Black's forward is toward rank a, its right toward file 1.
Rank o is empty on 17o 15o 13o 11o 7o 5o 3o 1o; ranks h-j are empty; the
howling dogs stand on 12k/6k, White's on 12g/6g. Every other move is blocked by own pieces.
  pawns (fW) 17l-13l, 11l-7l, 5l-1l one step each; 12l, 6l blocked by the dogs .......... 15
  HD 12k (fRbW): 12j 12i 12h, x12g (White's dog); back 12l own ......................... 4
  HD 6k: 6j 6i 6h, x6g ..................................................................... 4
  rank m (LCh RCh SM VO AB EW VBe FL ST SBr, walled in by rank l and rank n) ............... 0
  BD 17n (sRvR2frBflF): back 17o (then 17p own); fr 16m own; s 16n own ...................... 1
  FEl 16n (fBR2bB2): bB2 17o (then off board), 15o (then 14p own); R2 16m/16o/17n/15n own ..... 2
  NB 15n, WB 14n, Wo 13n, St 12n, I 11n, C 10n, GBd 9n, C 8n, I 7n, St 6n, Wo 5n, EB 4n,
  SB 3n: every target own (back squares 16o 14o 10o 9o 8o 4o 2o hold VM EF S GD S EBa B) .... 0
  WE 2n (bBR2fB2): bB2 3o (then 4p own), 1o (then off) ...................................... 2
  WT 1n (vRsR2flBfrF): back 1o (then 1p own) ................................................. 1
  VM 16o (vRsW): 17o, 15o ........................................................................ 2
  EF 14o (fB2bR2): 15n/13n own, 14p own ......................................................... 0
  WBf 12o (BsRvR2): 13o (then 14o own), 11o (then 10o own); the rest own ...................... 2
  S 10o, GD 9o, S 8o, B 2o: every neighbour own ................................................. 0
  FH 6o (WfB2): 7o, 5o; 6n/6p/7n/5n own ........................................................ 2
  EBa 4o (fR2sR2): 5o (then 6o own), 3o (then 2o own); 4n own ................................. 2
  RC 17p (vR): 17o (then 17n own) ................................................................ 1
  OK 16p (R2fF): fF 17o, 15o; R2 all own ......................................................... 2
  Ln 15p: step 15o, jumps 17o, 13o (DD-SET-04); every other square within 2 own ........... 3
  OR 14p (fB2bR2): 15o (then 16n own), 13o (then 12n own); 14q own ............................ 2
  PSt 13p (FfWsR2): fW 13o; diagonals 14o/12o/14q/12q own; sideways own ...................... 1
  CSw 12p (F): 13o, 11o .......................................................................... 2
  Ph 11p (WA): W 11o; A 13n/9n own, 13r/9r off ............................................... 1
  G 10p (WfF): 11o; 9o own GD ..................................................................... 1
  NK 9p (FsfW): 10o/8o/9o own ..................................................................... 0
  G 8p: 7o; 9o own ................................................................................. 1
  Ky 7p (FD): 8o/6o own, D 7n/9p/5p own ........................................................... 0
  RB 6p (BsRfR): 7o (then 8n own), 5o (then 4n own); 6o own FH ............................... 2
  FD 5p (B2): 6o/4o own ............................................................................ 0
  BM 4p (FsW): 5o, 3o .............................................................................. 2
  LD 3p (linear lion 3): forward 3o (3n SB, 3m VO own, no landing); other lines own/off ...... 1
  PS 2p (sWfDbA): 3p/1p own, 2n own, bA off board .................................................. 0
  RC 1p: 1o (then 1n own) ......................................................................... 1
  rank q (L LGn SD FCh DH FDe FK LG K RG FTp DK SMo R D HM L): every first square own ......... 0
  the pass (the lion 15p through 15o, the lion dog 3p through 3o: one move) ..................... 1
  total 15+8+0+1+2+0+2+1+2+0+2+0+2+2+1+2+3+2+1+2+1+1+0+1+0+2+0+2+1+0+1+0+1 = 58
(`python3 perft.py --breakdown [POSITION]` prints the program's own per-piece list; it agrees.)
"""

import re
import sys
import time

N = 17  # files and ranks

# ---------------------------------------------------------------------------------------------
# Geometry. A square is y * N + x with x = 17 - file (x = 0 is file 17, the left edge as Black
# sees the board) and y = rank index (0 = rank a, top). Black's forward is y - 1, its right is
# x + 1 (toward file 1). White is Black turned by 180°: forward y + 1, right x - 1.


def sqname(s):
    x, y = s % N, s // N
    return "%d%s" % (N - x, chr(ord("a") + y))


def parse_sq(text):
    f = int(text[:-1])
    y = ord(text[-1]) - ord("a")
    assert 1 <= f <= N and 0 <= y < N, text
    return y * N + (N - f)


def absdir(color, d):
    """Owner-frame (right, forward) -> board (dx, dy)."""
    r, f = d
    return (r, -f) if color == "b" else (-r, f)


DIRS8 = [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]
DIRIDX = {d: i for i, d in enumerate(DIRS8)}


def _ray(s, d):
    x, y = s % N, s // N
    out = []
    while True:
        x += d[0]
        y += d[1]
        if not (0 <= x < N and 0 <= y < N):
            return tuple(out)
        out.append(y * N + x)


RAY = [[_ray(s, d) for d in DIRS8] for s in range(N * N)]


def leap_target(s, dx, dy):
    x, y = s % N + dx, s // N + dy
    if 0 <= x < N and 0 <= y < N:
        return y * N + x
    return None


# ---------------------------------------------------------------------------------------------
# Betza (chu-shogi.md §4), the simple subset the Dai Dai table uses: atoms W F K D A R B Q,
# direction modifiers f b l r s v (on diagonal atoms `fr`, `fl`, `br`, `bl` name one diagonal,
# a lone `f` both forward diagonals, `l` both left ones, `s`/`v` all four), a trailing number
# limits a slide. Directions are (right, forward) in the owner's frame.

O_F, O_B, O_R, O_L = (0, 1), (0, -1), (1, 0), (-1, 0)
D_FR, D_FL, D_BR, D_BL = (1, 1), (-1, 1), (1, -1), (-1, -1)
ORTH_MOD = {"f": [O_F], "b": [O_B], "l": [O_L], "r": [O_R], "s": [O_L, O_R], "v": [O_F, O_B]}
DIAG_MOD = {"f": [D_FR, D_FL], "b": [D_BR, D_BL], "l": [D_FL, D_BL], "r": [D_FR, D_BR],
            "s": [D_FR, D_FL, D_BR, D_BL], "v": [D_FR, D_FL, D_BR, D_BL]}
DIAG_PAIR = {"fr": D_FR, "fl": D_FL, "br": D_BR, "bl": D_BL}


def _orth_dirs(mods):
    if not mods:
        return [O_F, O_B, O_R, O_L]
    out = []
    for c in mods:
        out += ORTH_MOD[c]
    return out


def _diag_dirs(mods):
    if not mods:
        return [D_FR, D_FL, D_BR, D_BL]
    out = []
    i = 0
    while i < len(mods):
        if mods[i] in "fb" and i + 1 < len(mods) and mods[i + 1] in "lr":
            out.append(DIAG_PAIR[mods[i:i + 2]])
            i += 2
        else:
            out += DIAG_MOD[mods[i]]
            i += 1
    return out


def betza(text):
    """-> (leaps, slides): leaps [(right, forward)], slides [((right, forward), range or 0)]."""
    leaps, slides = [], []
    i = 0
    while i < len(text):
        j = i
        while text[j] in "fblrsv":
            j += 1
        mods, atom = text[i:j], text[j]
        k = j + 1
        while k < len(text) and text[k].isdigit():
            k += 1
        rng = int(text[j + 1:k]) if k > j + 1 else 0
        i = k
        orth = _orth_dirs(mods) if atom in "WDRKQ" else []
        diag = _diag_dirs(mods) if atom in "FABKQ" else []
        if atom in "WFK":
            leaps += orth + diag
        elif atom == "D":
            leaps += [(2 * a, 2 * b) for a, b in orth]
        elif atom == "A":
            leaps += [(2 * a, 2 * b) for a, b in diag]
        elif atom in "RBQ":
            slides += [(d, rng) for d in orth + diag]
        else:
            raise ValueError(text)
    return sorted(set(leaps)), sorted(set(slides))


# ---------------------------------------------------------------------------------------------
# The pieces: dai-dai-shogi.md §3.1 (64 initial types), §3.2 (4 promotion-only types), §5.
# Special movers: "lion" (chu §7.1), "liondog" (Maka §5.2 linear_lion3), "fiend" (lion + lion
# dog, Maka §5.5), "hookR" (hook mover, Maka §5.7, single), "hookB" (the goblin's diagonal hook).

MOVES = {
    "K": "K", "FK": "Q", "RB": "BsRfR", "FDe": "BsRvR5", "FTp": "BvRsR5", "WBf": "BsRvR2",
    "DK": "RF", "DH": "BW", "SMo": "RfF", "FCh": "RbF", "R": "R", "B": "B",
    "GBd": "vRsR2B3", "GD": "sRvR2B3", "SBr": "fQsR2bR2bB2", "FEl": "fBR2bB2",
    "WE": "bBR2fB2", "Ln": "lion", "LD": "liondog", "D": "B5R2", "SD": "R5B2",
    "BD": "sRvR2frBflF", "WT": "vRsR2flBfrF", "RCh": "fRfrBblBbW", "LCh": "fRflBbrBbW",
    "Ph": "WA", "Ky": "FD", "PS": "sWfDbA", "OK": "R2fF", "VO": "R2", "FD": "B2",
    "EF": "fB2bR2", "OR": "fB2bR2", "EBa": "fR2sR2", "FH": "WfB2", "PSt": "FfWsR2",
    "ST": "fFvR2", "HM": "hookR", "LGn": "W+hookB", "NB": "fB2bFsW", "SB": "fFsWbB2",
    "EB": "fFsWvR2", "WB": "fFvWsR2", "NK": "FsfW", "BM": "FsW", "FL": "FvW", "EW": "fKsW",
    "VBe": "fB2sW", "RG": "FvWlW", "LG": "FvWrW", "G": "WfF", "S": "FfW", "C": "vWfF",
    "I": "fK", "Wo": "fB2", "St": "fF", "AB": "W", "CSw": "F", "RC": "vR", "L": "fR",
    "SM": "sRvW", "VM": "vRsW", "HD": "fRbW", "P": "fW",
}
COUNT = {k: 1 for k in MOVES}
COUNT.update({"VO": 2, "ST": 2, "FL": 2, "EW": 2, "VBe": 2, "G": 2, "S": 2, "C": 2, "I": 2,
              "Wo": 2, "St": 2, "AB": 2, "RC": 2, "L": 2, "SM": 2, "HD": 2, "P": 17})
# promotes to (§3.1); a promoted piece is "+" + its old code and moves as its target.
PROMOTION = {
    "RB": "FDe", "WBf": "FTp", "Ln": "fiend", "LD": "sR5bB5fB3vR3", "Ph": "GBd", "Ky": "GD",
    "PS": "HM", "OK": "LGn", "FD": "DK", "EF": "SD", "OR": "BfRbW", "EBa": "D", "FH": "FK",
    "PSt": "SMo", "NB": "FEl", "SB": "WE", "EB": "Ln", "WB": "LD", "NK": "SBr",
    "BM": "BbRfW", "CSw": "DH",
}
for _k, _t in PROMOTION.items():
    MOVES["+" + _k] = MOVES.get(_t, _t)
PROMOTES = set(PROMOTION)
ALIASES = {"FF": "+Ln", "GE": "+LD", "MW": "+BM", "WS": "+OR"}
ROYAL = "K"
SPECIAL = {"lion", "liondog", "fiend", "hookR", "W+hookB"}


class Kind:
    __slots__ = ("leaps", "slides", "lion", "dog", "hook_dirs", "promotes", "code")


def compile_kind(code, color):
    spec = MOVES[code]
    k = Kind()
    k.code = code
    k.promotes = code in PROMOTES
    k.lion = spec in ("lion", "fiend")
    k.dog = spec in ("liondog", "fiend")
    k.hook_dirs = None
    leaps, slides = [], []
    if spec == "hookR":
        k.hook_dirs = [DIRIDX[d] for d in [(0, -1), (1, 0), (0, 1), (-1, 0)]]
    elif spec == "W+hookB":
        k.hook_dirs = [DIRIDX[d] for d in [(1, -1), (1, 1), (-1, 1), (-1, -1)]]
        leaps, _ = betza("W")
    elif spec not in SPECIAL:
        leaps, slides = betza(spec)
    k.leaps = [[t for t in (leap_target(s, *absdir(color, d)) for d in leaps) if t is not None]
               for s in range(N * N)]
    k.slides = [(DIRIDX[absdir(color, d)], r) for d, r in slides]
    return k


KINDS = {(c, code): compile_kind(code, c) for code in MOVES for c in "bw"}
PERP = {0: (2, 6), 4: (2, 6), 2: (0, 4), 6: (0, 4), 1: (3, 7), 5: (3, 7), 3: (1, 5), 7: (1, 5)}

# ---------------------------------------------------------------------------------------------
# Setup, dai-dai-shogi.md §2.1 (Black) and §2.2 (White), rank by rank, files 17..1, "-" empty.

BLACK_SETUP = {
    "k": "- - - - - HD - - - - - HD - - - - -",
    "l": " ".join(["P"] * 17),
    "m": "LCh SM VO AB EW VBe FL ST SBr ST FL VBe EW AB VO SM RCh",
    "n": "BD FEl NB WB Wo St I C GBd C I St Wo EB SB WE WT",
    "o": "- VM - EF - WBf - S GD S - FH - EBa - B -",
    "p": "RC OK Ln OR PSt CSw Ph G NK G Ky RB FD BM LD PS RC",
    "q": "L LGn SD FCh DH FDe FK LG K RG FTp DK SMo R D HM L",
}
WHITE_SETUP = {
    "a": "L HM D R SMo DK FTp RG K LG FK FDe DH FCh SD LGn L",
    "b": "RC PS LD BM FD RB Ky G NK G Ph CSw PSt OR Ln OK RC",
    "c": "- B - EBa - FH - S GD S - WBf - EF - VM -",
    "d": "WT WE SB EB Wo St I C GBd C I St Wo WB NB FEl BD",
    "e": "RCh SM VO AB EW VBe FL ST SBr ST FL VBe EW AB VO SM LCh",
    "f": " ".join(["P"] * 17),
    "g": "- - - - - HD - - - - - HD - - - - -",
}


def _from_rows(rows, color, board):
    for rank, row in rows.items():
        y = ord(rank) - ord("a")
        for x, code in enumerate(row.split()):
            if code != "-":
                board[y * N + x] = (color, code)


def start():
    board = [None] * (N * N)
    _from_rows(BLACK_SETUP, "b", board)
    _from_rows(WHITE_SETUP, "w", board)
    return board, "b"


# Every Dai Dai kind in one position (§4 of the brief): the 64 initial kinds, the 4 promotion-
# only ones (Black +LD great elephant and +BM mountain witch, White +Ln furious fiend and +OR
# wizard stork), promoted array pieces (Black +OK, +WB; White +EB, +PS, +FH), the six asymmetric
# pieces for both colours, both lions and lion-power pieces adjacent (igui, double and triple
# captures, passes), every promotable piece with a capture (so a promotion) available, both
# kings capturable at once, dead pieces on their last ranks (Black P 8a, I 11a; White L 10q,
# Wo 7q). No White stone general or savage tiger (their lower-case codes clash, see above).
COMPOSED = (
    "6[I]2[P]7/17/3[SMo][sd][dh]2[rc]1[fde]1[b][St]3/3[lch]1[k][lg][RB][sb]2[SBr][G][+OK]3/"
    "3[ab][C][lgn][WE]2[+fh]1[VM]5/3[fch]1[EF][+BM]3[wb]1[NB][hd]3/"
    "4[ok][i][sm][Ph][gd]2[R][FK][fh]3/4[K][BD][ky][bd]2[GBd][VO][bm][fd]3/"
    "4[PS]3[PSt]2[+or]5/7[LCh][+WB]1[CSw][p][+ln][Ln]3/3[wbf]1[+ps][RG]1[WT]2[LG]1[or]3/"
    "3[NK][s][FL]2[rch]1[ld]6/3[P]4[ew][D][VBe]2[fel]3/3[Wo][EB]4[DK]1[wt][HM][rg]3/"
    "3[RCh][L]2[EBa][+eb][+LD]1[FTp]1[ST]3/17/7[l]2[wo]6 b 1"
)


def mirror(board, side):
    """The colour-mirrored twin: turned by 180°, colours swapped, the other side to move."""
    b = [None] * (N * N)
    for s, p in enumerate(board):
        if p:
            b[N * N - 1 - s] = (other(p[0]), p[1])
    return b, other(side)


# ---------------------------------------------------------------------------------------------
# Position strings.

def lookup(token):
    """A bracketed code -> (color, kind)."""
    bare = token.lstrip("+")
    plus = token.startswith("+")
    color = "b" if bare[0].isupper() else "w"
    names = [k for k in MOVES if not k.startswith("+")] + list(ALIASES)
    if color == "b":
        cands = [k for k in names if k == bare]
    else:
        swapped = bare[0].upper() + bare[1:]
        cands = [k for k in names if k == swapped]
        if not cands:
            cands = [k for k in names if k.lower() == bare.lower()]
    if len(cands) != 1:
        raise ValueError("unknown or ambiguous piece [%s]" % token)
    code = ALIASES.get(cands[0], cands[0])
    if plus:
        if code.startswith("+") or code not in PROMOTES:
            raise ValueError("[%s] cannot be promoted" % token)
        code = "+" + code
    return color, code


def parse(text):
    if text.strip() in ("", "start"):
        return start()
    if text.strip() == "composed":
        text = COMPOSED
    fields = text.split()
    rows = fields[0].split("/")
    if len(rows) != N:
        raise ValueError("need %d ranks" % N)
    board = [None] * (N * N)
    for y, row in enumerate(rows):
        x = 0
        i = 0
        while i < len(row):
            if row[i].isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                x += int(row[i:j])
                i = j
                continue
            j = row.index("]", i)
            color, code = lookup(row[i + 1:j])
            board[y * N + x] = (color, code)
            x += 1
            i = j + 1
        if x != N:
            raise ValueError("rank %s has %d files" % (chr(97 + y), x))
    return board, (fields[1] if len(fields) > 1 else "b")


def write_code(color, code):
    if color == "b":
        return code
    if code.lstrip("+") == "ST":
        return code.replace("ST", "sT")  # see the caution in the module doc
    return code.lower()


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
            out += "[%s]" % write_code(*p)
        if run:
            out += str(run)
        rows.append(out)
    return "/".join(rows) + " %s 1" % side


# ---------------------------------------------------------------------------------------------
# Move generation. A move is (from, to, captures) with captures a sorted tuple; the promotion
# is implied (capture_forced): a promotable piece promotes iff captures is non-empty.


def gen_piece(board, side, s, kind, out):
    """Adds the piece's moves to the set `out`; returns True if it can pass."""
    can_pass = False
    for t in kind.leaps[s]:
        p = board[t]
        if p is None:
            out.add((s, t, ()))
        elif p[0] != side:
            out.add((s, t, (t,)))
    ray = RAY[s]
    for di, rng in kind.slides:
        r = ray[di]
        if rng:
            r = r[:rng]
        for t in r:
            p = board[t]
            if p is None:
                out.add((s, t, ()))
            else:
                if p[0] != side:
                    out.add((s, t, (t,)))
                break
    if kind.hook_dirs:
        for di in kind.hook_dirs:
            for t in ray[di]:
                p = board[t]
                if p is not None:
                    if p[0] != side:
                        out.add((s, t, (t,)))
                    break
                out.add((s, t, ()))
                for dj in PERP[di]:
                    for u in RAY[t][dj]:
                        q = board[u]
                        if q is not None:
                            if q[0] != side:
                                out.add((s, u, (u,)))
                            break
                        out.add((s, u, ()))
    if kind.lion:
        x0, y0 = s % N, s // N
        for y in range(max(0, y0 - 2), min(N, y0 + 3)):
            for x in range(max(0, x0 - 2), min(N, x0 + 3)):
                t = y * N + x
                if t == s:
                    continue
                p = board[t]
                if p is None:
                    out.add((s, t, ()))
                elif p[0] != side:
                    out.add((s, t, (t,)))
        for di in range(8):
            r = ray[di]
            if not r:
                continue
            m = r[0]
            p = board[m]
            if p is None:
                can_pass = True
            elif p[0] != side:
                for dj in range(8):
                    r2 = RAY[m][dj]
                    if not r2:
                        continue
                    t = r2[0]
                    if t == s:
                        out.add((s, s, (m,)))
                        continue
                    q = board[t]
                    if q is None:
                        out.add((s, t, (m,)))
                    elif q[0] != side:
                        out.add((s, t, tuple(sorted((m, t)))))
    if kind.dog:
        for di in range(8):
            r = ray[di][:3]
            if not r:
                continue
            enemy = [board[t] is not None and board[t][0] != side for t in r]
            own = [board[t] is not None and board[t][0] == side for t in r]
            # ending on S3, S2 or S1 (index i), optional captures on the nearer squares
            # (ending on S1 it may capture on S2, going out and back one square)
            for i in range(len(r)):
                if own[i]:
                    continue
                base = (r[i],) if enemy[i] else ()
                if i == 0:
                    opt = [r[1]] if len(r) > 1 and enemy[1] else []
                else:
                    opt = [r[j] for j in range(i) if enemy[j]]
                subsets = [()]
                for o in opt:
                    subsets += [ss + (o,) for ss in subsets]
                for ss in subsets:
                    out.add((s, r[i], tuple(sorted(base + ss))))
            if enemy[0]:
                out.add((s, s, (r[0],)))  # igui
            elif not own[0]:
                can_pass = True
    return can_pass


def moves(board, side):
    """-> (set of moves, can_pass). A side without its king has no moves (game over)."""
    out = set()
    can_pass = False
    has_king = False
    for s in range(N * N):
        p = board[s]
        if p is None or p[0] != side:
            continue
        if p[1] == ROYAL:
            has_king = True
        if gen_piece(board, side, s, KINDS[p], out):
            can_pass = True
    if not has_king:
        return set(), False
    return out, can_pass


def promotes(board, mv):
    return bool(mv[2]) and board[mv[0]][1] in PROMOTES


def play(board, mv):
    b = board[:]
    s, t, caps = mv
    color, code = b[s]
    b[s] = None
    for c in caps:
        b[c] = None
    b[t] = (color, "+" + code if caps and code in PROMOTES else code)
    return b


def other(side):
    return "w" if side == "b" else "b"


def perft(board, side, depth):
    ms, can_pass = moves(board, side)
    if depth == 1:
        return len(ms) + can_pass
    o = other(side)
    n = 0
    for m in ms:
        n += perft(play(board, m), o, depth - 1)
    if can_pass:
        n += perft(board, o, depth - 1)
    return n


# ---------------------------------------------------------------------------------------------
# Machine form (dai-dai-shogi.md §8, Maka §12.3).

def cheb(a, b):
    return max(abs(a % N - b % N), abs(a // N - b // N))


def fmt(board, mv):
    s, t, caps = mv
    mids = sorted((c for c in caps if c != t), key=lambda c: cheb(s, c))
    text = "".join(sqname(q) for q in [s] + mids + [t])
    return text + ("+" if promotes(board, mv) else "")


PASS_ORDER = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]


def fmt_pass(board, side):
    """The formatter's pass path: the lion-power piece on the lowest square (1a, 2a, …, 17a,
    1b, …) and its first empty neighbour, forward, forward-right, right, … (owner's view)."""
    order = sorted(range(N * N), key=lambda q: (q // N, N - q % N))
    for s in order:
        p = board[s]
        if p is None or p[0] != side:
            continue
        k = KINDS[p]
        if not (k.lion or k.dog):
            continue
        for d in PASS_ORDER:
            t = leap_target(s, *absdir(side, d))
            if t is not None and board[t] is None:
                return sqname(s) + sqname(t) + sqname(s)
    return "pass"


def divide(board, side, depth):
    ms, can_pass = moves(board, side)
    rows = []
    o = other(side)
    for m in ms:
        n = 1 if depth == 1 else perft(play(board, m), o, depth - 1)
        rows.append((fmt(board, m), n))
    if can_pass:
        n = 1 if depth == 1 else perft(board, o, depth - 1)
        rows.append((fmt_pass(board, side), n))
    rows.sort(key=lambda r: _sortkey(r[0]))
    for text, n in rows:
        print(text, n)
    print()
    print("moves", len(rows))
    print("total", sum(n for _, n in rows))


def _sortkey(text):
    return ([(r, int(f)) for f, r in re.findall(r"(\d+)([a-q])", text)], text[-1] == "+")


def breakdown(board, side):
    """Depth-1 moves per piece (the pass counted once, on its own line)."""
    rows = []
    for s in range(N * N):
        p = board[s]
        if p is None or p[0] != side:
            continue
        out = set()
        gen_piece(board, side, s, KINDS[p], out)
        rows.append((sqname(s), p[1], len(out), " ".join(sorted(fmt(board, m) for m in out))))
    return rows


# ---------------------------------------------------------------------------------------------
# Self-test: the scenarios of dai-dai-shogi.md §12 about move legality.

def position(black, white, side="b", kings=True):
    """Square lists like "HM 9j, P 11j" -> board. Black K 17q and White K 1a unless a king is
    listed for that side (§12: "unless listed")."""
    board = [None] * (N * N)
    for color, spec in (("b", black), ("w", white)):
        items = [x.split() for x in spec.split(",") if x.strip()]
        for code, sq in items:
            code = ALIASES.get(code, code)
            board[parse_sq(sq)] = (color, code)
            assert code in MOVES, code
        if kings and not any(code == "K" for code, _ in items):
            board[parse_sq("17q" if color == "b" else "1a")] = (color, "K")
    return board, side


def resolve(board, side, text):
    """A machine-form move -> ('pass' | move tuple | None, suffix). Routes are normalised as
    the parsers of §8 do: the captured squares are the listed intermediate squares holding
    an enemy, plus the final square if it holds one."""
    suffix = ""
    if text[-1] in "+=":
        suffix, text = text[-1], text[:-1]
    sqs = [parse_sq(a + b) for a, b in re.findall(r"(\d+)([a-q])", text)]
    s, mids, t = sqs[0], sqs[1:-1], sqs[-1]
    enemy = lambda q: board[q] is not None and board[q][0] != side
    caps = {q for q in mids if enemy(q)}
    if t != s and enemy(t):
        caps.add(t)
    if t == s and mids and not caps:
        return "pass", suffix
    return (s, t, tuple(sorted(caps))), suffix


def legal(board, side, text):
    """Is the machine-form move legal? With capture_forced: no suffix = the move as the rules
    make it; `+` only where it promotes; `=` only where it could promote and does not (never)."""
    ms, can_pass = moves(board, side)
    mv, suffix = resolve(board, side, text)
    if mv == "pass":
        if not can_pass:
            return False
        p = board[parse_sq(re.match(r"\d+[a-q]", text).group())]
        return p is not None and p[0] == side and (KINDS[p].lion or KINDS[p].dog)
    if mv not in ms:
        return False
    pr = promotes(board, mv)
    if suffix == "+":
        return pr
    if suffix == "=":
        return False
    return True


def after(board, side, text):
    mv, _ = resolve(board, side, text)
    return play(board, mv)[mv[1]]


SCENARIOS = [
    # (id, black, white, side, [(move, expected legal, piece on the final square after or None)])
    ("DD-MV-01 hook mover", "HM 9j, P 11j", "P 9e, P 4g", "b",
     [("9j9f", True), ("9j9e", True), ("9j9d", False), ("9j4g", True), ("9j10e", True),
      ("9j10j", True), ("9j12j", False), ("9j9e8e", False)]),
    ("DD-MV-02 long-nosed goblin", "LGn 9j, P 8i, P 10i", "", "b",
     [("9j9i", True), ("9j10j", True), ("9j11l", True), ("9j9l", True), ("9j9h", False),
      ("9j7h", False), ("9j8j", True), ("9j9k", True)]),
    ("DD-MV-03 poisonous snake", "PS 9j, P 9i, P 10k", "", "b",
     [("9j9h", True), ("9j11l", True), ("9j7l", True), ("9j8j", True), ("9j10j", True),
      ("9j9i", False), ("9j9k", False), ("9j8i", False), ("9j9l", False)]),
    ("DD-MV-04 right general", "RG 9j", "", "b",
     [("9j8j", False), ("9j10j", True), ("9j9k", True), ("9j8i", True), ("9j8k", True)]),
    ("DD-MV-04 left general", "LG 9j", "", "b", [("9j10j", False), ("9j8j", True)]),
    ("DD-MV-04 White right general", "", "RG 9f", "w", [("9f10f", False), ("9f8f", True)]),
    ("DD-MV-05 blue dragon", "BD 9j", "", "b",
     [("9j7h", True), ("9j10i", True), ("9j9h", True), ("9j9l", True), ("9j1j", True),
      ("9j16j", True), ("9j11h", False), ("9j9g", False), ("9j9m", False), ("9j8k", False),
      ("9j10k", False)]),
    ("DD-MV-06 white tiger", "WT 9j", "", "b",
     [("9j9b", True), ("9j9q", True), ("9j8i", True), ("9j11h", True), ("9j7j", True),
      ("9j7h", False), ("9j6j", False), ("9j10k", False), ("9j8k", False)]),
    ("DD-MV-07 free demon", "FDe 9j", "", "b",
     [("9j12m", True), ("9j9e", True), ("9j9d", False), ("9j1j", True), ("9j4e", True)]),
    ("DD-MV-08 free dream-eater", "FTp 9j", "", "b",
     [("9j12m", True), ("9j4j", True), ("9j3j", False), ("9j9b", True)]),
    ("DD-MV-09 neighboring king", "NK 9j", "", "b",
     [("9j9k", False), ("9j10k", True), ("9j9i", True)]),
    ("DD-MV-10 lion dog", "LD 9j", "P 9i, G 9h, S 9g", "b",
     [("9j9h", True), ("9j9i9h", True), ("9j9i9h9g", True), ("9j9i9j", True), ("9j9i", True),
      ("9j9f", False)]),
    ("DD-MV-11 no lion trading", "Ln 9j", "Ln 9h, L 9b", "b", [("9j9h", True)]),
    ("DD-PR-01", "OK 9j", "P 9i", "b", [("9j9i", True, "+OK"), ("9j9i+", True, "+OK")]),
    ("DD-PR-02", "OK 9j", "P 9i", "b", [("9j9i=", False)]),
    ("DD-PR-03", "P 9j", "P 9i", "b", [("9j9i", True, "P"), ("9j9i+", False)]),
    ("DD-PR-04", "OK 9j", "", "b", [("9j9i+", False), ("9j9i", True, "OK")]),
    ("DD-PR-05", "OK 9g", "", "b", [("9g9f+", False), ("9g9f", True, "OK")]),
    ("DD-PR-06", "EB 9j", "P 9i", "b", [("9j9i", True, "+EB")]),
    ("DD-PR-07", "+EB 9j", "P 9i, P 9h", "b", [("9j9i9h", True, "+EB")]),
    ("DD-PR-08", "Ln 9j", "P 9i", "b", [("9j9i9j", True, "+Ln")]),
    ("DD-PR-09", "D 9j", "P 9i", "b", [("9j9i", True, "D"), ("9j9i+", False)]),
    ("DD-PR-10", "K 9j", "P 9i", "b", [("9j9i", True, "K"), ("9j9i+", False)]),
    ("DD-PR-11", "WBf 9j", "P 9h", "b", [("9j9h", True, "+WBf")]),
    ("DD-PR-12", "FH 9j", "P 8i", "b", [("9j8i", True, "+FH")]),
    ("DD-END-01", "Ln 9c", "K 9b", "b", [("9c9b", True)]),
    # the shared definitions, through Maka's scenarios (maka-dai-dai-shogi.md §14.2); the
    # capricorn's through the long-nosed goblin, which has the same diagonal hook
    ("MK-LD-01", "LD 10j", "P 10i, G 10h, S 10g", "b",
     [("10j10i", True), ("10j10h", True), ("10j10g", True), ("10j10i10h", True),
      ("10j10i10h10g", True), ("10j10i10j", True), ("10j10h10i", True), ("10j10f", False),
      ("10j10i9h", False), ("10j10i10g", True), ("10j10h10g", True)]),
    ("MK-LD-02", "LD 10j", "", "b", [("10j10i10j", True)]),
    ("MK-LD-03", "LD 10j, P 10i", "P 10h", "b",
     [("10j10h", True), ("10j10i", False), ("10j10g", True)]),
    ("MK-LD-04", "LD 10j", "G 10h, S 10g", "b",
     [("10j10h10i", True), ("10j10h10j", False), ("10j10g10h", False), ("10j10h10g", True)]),
    ("MK-HM-01", "HM 10o, P 13o, P 9o", "P 10k, P 5m", "b",
     [("10o10l", True), ("10o10k", True), ("10o10j", False), ("10o5m", True),
      ("10o12o", True), ("10o14o", False), ("10o12h", True), ("10o9k", False),
      ("10o10k9k", False)]),
    ("MK-CA-01 (LGn)", "LGn 10o", "P 7l", "b",
     [("10o7l", True, "LGn"), ("10o6k", False), ("10o10k", True), ("10o6o", True),
      ("10o8k", True), ("10o7l8k", False)]),
    ("MK-FF-01", "+Ln 10j, P 10i", "P 10g", "b", [("10j10g", True)]),
    ("MK-LN-01", "Ln 10j", "Ln 10h, L 10a", "b", [("10j10h", True, "+Ln")]),
]


def selftest():
    bad = 0
    # §2: the two setup tables are each other's 180° rotation, and the counts are §3's.
    board, _ = start()
    for s in range(N * N):
        p, q = board[s], board[N * N - 1 - s]
        if (p is None) != (q is None) or (p and (p[1] != q[1] or p[0] == q[0])):
            print("FAIL setup rotation at", sqname(s), p, q)
            bad += 1
    for color in "bw":
        counts = {}
        for p in board:
            if p and p[0] == color:
                counts[p[1]] = counts.get(p[1], 0) + 1
        if counts != COUNT or sum(counts.values()) != 96 or len(counts) != 64:
            print("FAIL counts", color, sum(counts.values()), len(counts))
            bad += 1
    for sq, code in [("9q", "K"), ("15p", "Ln"), ("3p", "LD"), ("2q", "HM"), ("16q", "LGn"),
                     ("11q", "FK"), ("8q", "RG"), ("10q", "LG"), ("9a", "K"), ("3b", "Ln"),
                     ("15b", "LD"), ("16a", "HM"), ("2a", "LGn"), ("7a", "FK")]:
        if board[parse_sq(sq)][1] != code:
            print("FAIL DD-SET-02/03", sq, code)
            bad += 1
    # DD-SET-04: the start, Black's lion: 15p15o, 15p17o, 15p13o and the pass.
    out = set()
    can_pass = gen_piece(board, "b", parse_sq("15p"), KINDS[("b", "Ln")], out)
    got = sorted(fmt(board, m) for m in out)
    if got != sorted(["15p15o", "15p17o", "15p13o"]) or not can_pass:
        print("FAIL DD-SET-04", got, can_pass)
        bad += 1
    # round trip of the position string
    if parse(unparse(board, "b"))[0] != board:
        print("FAIL position string round trip")
        bad += 1
    n = 0
    for sid, black, white, side, cases in SCENARIOS:
        b, _ = position(black, white)
        for case in cases:
            text, expect = case[0], case[1]
            got = legal(b, side, text)
            n += 1
            note = ""
            if got and len(case) > 2:
                piece = after(b, side, text)[1]
                if piece != case[2]:
                    note = " (becomes %s, expected %s)" % (piece, case[2])
            if got != expect or note:
                print("FAIL %s: %s legal=%s expected %s%s" % (sid, text, got, expect, note))
                bad += 1
    # DD-END-01: after the capture White has no king: 0 moves. DD-END-02: the game goes on.
    b, _ = position("Ln 9c", "K 9b")
    if perft(play(b, resolve(b, "b", "9c9b")[0]), "w", 1) != 0:
        print("FAIL DD-END-01")
        bad += 1
    b, _ = position("K 17q, G 9j", "K 1a")
    if perft(b, "w", 1) != 3:
        print("FAIL DD-END-02")
        bad += 1
    # the composed position reads back, and its colour-mirrored twin has the same perft 2
    b, side = parse(COMPOSED)
    if unparse(b, side) != COMPOSED:
        print("FAIL composed position round trip")
        bad += 1
    for b, side in (start(), parse(COMPOSED)):
        if perft(b, side, 2) != perft(*mirror(b, side), 2):
            print("FAIL mirrored perft")
            bad += 1
    print("selftest: %d scenario moves, %s" % (n, "all as the reference says" if not bad
                                                  else "%d FAILURES" % bad))
    return bad == 0


# ---------------------------------------------------------------------------------------------

def main(argv):
    if "--selftest" in argv:
        sys.exit(0 if selftest() else 1)
    if "--breakdown" in argv:
        args = [a for a in argv if not a.startswith("--")]
        board, side = parse(" ".join(args))
        total = 0
        for sq, code, n, ms in breakdown(board, side):
            total += n
            print("%-4s %-4s %3d  %s" % (sq, code, n, ms))
        _, can_pass = moves(board, side)
        print("pass", int(can_pass))
        print("total", total + can_pass)
        return
    div = "--divide" in argv
    args = [a for a in argv if not a.startswith("--")]
    depth = int(args[0])
    board, side = parse(" ".join(args[1:]))
    t0 = time.time()
    if div:
        divide(board, side, depth)
    else:
        print(perft(board, side, depth))
    print("%.1f s" % (time.time() - t0), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
