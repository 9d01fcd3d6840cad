// Reads a KIF file of a Chu Shogi game as lishogi's rules library (shogiops) reads it and
// replays it with shogiops' Chu rules.
//
//   node check.mjs <file.kif>
//
// Prints `moves <n>` and `sfen <final SFEN>` (and `usi <moves>`), or `error <why>` and exits
// with 1 when a move line cannot be read or a move is illegal.
//
// The start: shogiops' KIF header reader when the file has a 12-rank board diagram (it takes
// 12 ranks for Chu); without one it reads standard shogi, so the Chu start is taken, as lishogi
// does for a Chu game. The moves: every line that starts with a move number (after the
// `手数----` line), given to shogiops' move reader, which stops silently at the first line it
// cannot read (the result line, or a line it fails on); the caller compares the number of moves
// with its own to catch such a stop.
//
// The comments: every `*` line is printed as `comment <move> <text>`, given to the move it
// belongs to by the grammar of lishogi's server (scalashogi's `KifParser`, which keeps a
// move's comments; shogiops does not read them): the `*` lines after a move line, up to the
// next move line or the result line, are that move's; a lion's 一歩目 and 二歩目 lines are one
// move that keeps the 二歩目 line's comments alone (those after its 一歩目 line are lost:
// printed with the move `lost`); the `*` lines after the result line are the last move's;
// those before the first move, the start's (move 0). The text is trimmed, as scalashogi does.
import { readFileSync } from 'node:fs';
import { normalizedKifLines, parseKifHeader, parseKifMovesOrDrops } from 'shogiops/notation/kif';
import { makeSfen } from 'shogiops/sfen';
import { makeUsi } from 'shogiops/util';
import { Chushogi } from 'shogiops/variant/chushogi';

function fail(why) {
  console.log(`error ${why}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('usage: node check.mjs <file.kif>');
const kif = readFileSync(file, 'utf8');

const header = parseKifHeader(kif);
let pos;
if (header.isOk && header.value.rules === 'chushogi') pos = header.value;
else if (normalizedKifLines(kif).some(l => l.startsWith('|')))
  fail(`board diagram not read: ${header.isErr ? header.error.message : header.value.rules}`);
else pos = Chushogi.default();

const lines = normalizedKifLines(kif);
const start = lines.findIndex(l => l.startsWith('手数'));
const moveLines = lines.slice(start + 1).filter(l => /^[0-9]/.test(l));
const moves = parseKifMovesOrDrops(moveLines);

const usis = [];
for (const [i, md] of moves.entries()) {
  if (!pos.isLegal(md)) fail(`illegal move ${i + 1}: ${makeUsi(md)} in ${makeSfen(pos)}`);
  pos.play(md);
  usis.push(makeUsi(md));
}
console.log(`moves ${moves.length}`);
console.log(`sfen ${makeSfen(pos)}`);
console.log(`usi ${usis.join(' ')}`);

const raw = kif.split(/\r?\n/).map(l => l.trim());
let inMoves = false;
let move = 0;
let lostStep = false;
for (const l of raw) {
  if (!inMoves) {
    if (l.startsWith('手数')) inMoves = true;
    else if (l.startsWith('*') || l.startsWith('＊')) console.log(`comment 0 ${l.slice(1).trim()}`);
    continue;
  }
  if (l.startsWith('*') || l.startsWith('＊')) {
    const text = l.slice(1).trim();
    if (text) console.log(`comment ${lostStep ? 'lost' : move} ${text}`);
  } else if (/^[0-9]/.test(l) && !/手目\s*(中断|投了|持将棋|千日手|引き分け|引分け|詰み|切れ負け|反則勝ち|入玉勝ち|Time-up)/.test(l)) {
    if (l.includes('二歩目')) lostStep = false;
    else {
      move += 1;
      lostStep = l.includes('一歩目');
    }
  }
}
