// The referee: what the rules (RULES.md) say the board must be after a list of moves.
//
// The truth is the native tool, `target/release/kawu replay` (built by
// `cargo build --release -p kawu-cli`). When it is missing or does not speak the
// `replay` protocol yet, the referee falls back to a small JavaScript model of the
// rules below, and says so (`referee.source`).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KAWU = process.env.KAWU_BIN ?? join(REPO, 'target', 'release', 'kawu');

/** The start position string. */
export const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S';
/** The sides, as the page names them in `data-turn` / `data-result`. */
export const SIDES = ['south', 'north'];

/** The pits of `side` (0 = South: 0–5, 1 = North: 6–11). */
export function row(side) {
  return side === 0 ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11];
}

/** The letter of a pit: A–F for South, a–f for North. */
export function letter(pit) {
  return pit < 6 ? 'ABCDEF'[pit] : 'abcdef'[pit - 6];
}

/** The pits that receive a seed when `pit` holding `seeds` is sown, in order. */
export function sowingPath(pit, seeds) {
  const path = [];
  let at = pit;
  while (path.length < seeds) {
    at = (at + 1) % 12;
    if (at !== pit) path.push(at);
  }
  return path;
}

// ---------------------------------------------------------------------------
// Fallback model of the rules (used only when the native tool is unavailable).

function parsePosition(text) {
  const parts = text.trim().split('-');
  return {
    board: parts.slice(0, 12).map(Number),
    score: [Number(parts[12]), Number(parts[13])],
    toMove: parts[14] === 'N' ? 1 : 0,
  };
}

function key(pos) {
  return `${pos.board.join(',')}/${pos.toMove}`;
}

function rowSeeds(board, side) {
  return row(side).reduce((sum, p) => sum + board[p], 0);
}

/** Sows `pit` in `pos` without checking legality; returns the new position and seeds taken. */
function sowUnchecked(pos, pit) {
  const board = pos.board.slice();
  const path = sowingPath(pit, board[pit]);
  board[pit] = 0;
  for (const p of path) board[p] += 1;
  const mover = pos.toMove;
  const opponentRow = row(1 - mover);
  const taken = [];
  for (let p = path.at(-1); opponentRow.includes(p) && (board[p] === 2 || board[p] === 3); p = (p + 11) % 12) {
    taken.push(p);
  }
  let seeds = taken.reduce((sum, p) => sum + board[p], 0);
  const grandSlam = seeds > 0 && seeds === rowSeeds(board, 1 - mover);
  if (grandSlam) seeds = 0;
  else for (const p of taken) board[p] = 0;
  const score = pos.score.slice();
  score[mover] += seeds;
  return { pos: { board, score, toMove: 1 - mover }, seeds };
}

function feeds(pos, pit) {
  const after = sowUnchecked(pos, pit).pos;
  return rowSeeds(after.board, 1 - pos.toMove) > 0;
}

/** The legal moves of the side to move (fallback model). */
export function legalMoves(pos) {
  const own = row(pos.toMove).filter((p) => pos.board[p] > 0);
  if (rowSeeds(pos.board, 1 - pos.toMove) > 0) return own;
  return own.filter((p) => feeds(pos, p));
}

/** Why `pit` cannot be played in `pos` ('not-yours' | 'empty' | 'must-feed'), or null. */
export function whyIllegal(pos, pit) {
  if (!row(pos.toMove).includes(pit)) return 'not-yours';
  if (pos.board[pit] === 0) return 'empty';
  if (!legalMoves(pos).includes(pit)) return 'must-feed';
  return null;
}

function finish(pos, winnerOf) {
  return { ...pos, over: true, winner: winnerOf };
}

function settle(pos) {
  const [s, n] = pos.score;
  return s === n ? null : s > n ? 0 : 1;
}

/** Replays `moves` from `start` with the fallback model; same shape as `kawu replay`. */
export function replayInJs(start, moves) {
  let pos = { ...parsePosition(start), over: false, winner: null };
  let seen = new Set([key(pos)]);
  let quiet = 0;
  const states = [];
  for (let ply = 0; ply < moves.length; ply++) {
    const pit = moves[ply];
    if (pos.over) return { states, error: 'the game is over', ply };
    const why = whyIllegal(pos, pit);
    if (why) return { states, error: why, ply };
    const { pos: next, seeds } = sowUnchecked(pos, pit);
    pos = { ...next, over: false, winner: null };
    if (seeds > 0) {
      quiet = 0;
      seen = new Set();
    } else {
      quiet += 1;
    }
    const mover = 1 - pos.toMove;
    if (pos.score[mover] >= 25) {
      pos = finish(pos, mover);
    } else if (rowSeeds(pos.board, mover) === 0 && legalMoves(pos).length === 0) {
      const score = pos.score.slice();
      score[pos.toMove] += rowSeeds(pos.board, pos.toMove);
      pos = { ...pos, board: pos.board.map(() => 0), score };
      pos = finish(pos, settle(pos));
    } else if (seen.has(key(pos)) || quiet >= 100) {
      const score = [pos.score[0] + rowSeeds(pos.board, 0), pos.score[1] + rowSeeds(pos.board, 1)];
      pos = { ...pos, board: pos.board.map(() => 0), score };
      pos = finish(pos, settle(pos));
    }
    seen.add(key(pos));
    states.push({
      board: pos.board,
      score: pos.score,
      to_move: pos.toMove,
      over: pos.over,
      winner: pos.winner,
    });
  }
  return { states };
}

// ---------------------------------------------------------------------------
// The native tool.

function replayNative(lines) {
  const input = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
  const run = spawnSync(KAWU, ['replay'], { input, encoding: 'utf8', timeout: 10_000 });
  if (run.status !== 0) return null;
  const out = run.stdout.trim().split('\n');
  if (out.length !== lines.length) return null;
  try {
    return out.map((l) => JSON.parse(l));
  } catch {
    return null;
  }
}

function nativeWorks() {
  if (!existsSync(KAWU)) return false;
  const probe = replayNative([{ moves: [2] }]);
  return Boolean(probe?.[0]?.states?.[0]?.board?.length === 12);
}

/** Where the expected boards come from: 'kawu replay' or 'JavaScript fallback'. */
export const source = nativeWorks() ? 'kawu replay' : 'JavaScript fallback';

/**
 * Replays `moves` (pits 0–11) from `start` and returns `{ states, error?, ply? }`,
 * one state `{ board, score, to_move, over, winner }` per move played.
 */
export function replay(moves, start = START) {
  if (source === 'kawu replay') {
    const [answer] = replayNative([{ start, moves }]);
    return answer;
  }
  return replayInJs(start, moves);
}

/** The state after `moves` (the start position for no move); throws on a refused move. */
export function stateAfter(moves, start = START) {
  if (moves.length === 0) {
    const pos = parsePosition(start);
    return { board: pos.board, score: pos.score, to_move: pos.toMove, over: false, winner: null };
  }
  const answer = replay(moves, start);
  if (answer.error) {
    throw new Error(`the referee refuses ply ${answer.ply} of ${moves.join(',')}: ${answer.error}`);
  }
  return answer.states.at(-1);
}

/** The position (fallback model shape) reached after `moves`, for legality questions. */
export function positionAfter(moves, start = START) {
  const s = stateAfter(moves, start);
  return { board: s.board, score: s.score, toMove: s.to_move };
}

/** The legal moves after `moves`, as the referee sees them. */
export function legalAfter(moves, start = START) {
  const side = stateAfter(moves, start).to_move;
  if (source !== 'kawu replay') return legalMoves(positionAfter(moves, start));
  const candidates = row(side);
  const answers = replayNative(candidates.map((pit) => ({ start, moves: [...moves, pit] })));
  return candidates.filter((_, i) => !answers[i].error);
}

/** The page's name for a referee winner: 'south' | 'north' | 'draw'. */
export function resultName(winner) {
  return winner === null ? 'draw' : SIDES[winner];
}
