// The referee: what the rules (RULES.md) say the board must be after a list of moves.
//
// The truth is the rules engine itself, through the native tool `target/release/kawu replay`
// (built by `cargo build --release -p kawu-cli`, or named by KAWU_BIN). There is no other
// model of the rules here: when the tool is missing or does not answer, every test that asks
// the referee fails, saying so.

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

/** The fields of a position string (reading the text, not the rules). */
function parsePosition(text) {
  const parts = text.trim().split('-');
  return {
    board: parts.slice(0, 12).map(Number),
    score: [Number(parts[12]), Number(parts[13])],
    toMove: parts[14] === 'N' ? 1 : 0,
  };
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

/**
 * Replays `moves` (pits 0–11) from `start` and returns `{ states, error?, ply? }`,
 * one state `{ board, score, to_move, over, winner }` per move played.
 */
export function replay(moves, start = START) {
  return replayAll([{ start, moves }])[0];
}

/** Each line's replay, in one run of the tool; throws when the tool cannot answer. */
function replayAll(lines) {
  if (!existsSync(KAWU)) {
    throw new Error(`the referee needs ${KAWU}: run \`cargo build --release -p kawu-cli\` (or set KAWU_BIN)`);
  }
  const answers = replayNative(lines);
  if (!answers) throw new Error(`${KAWU} replay did not answer ${lines.length} line(s)`);
  return answers;
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

/** The legal moves after `moves`, as the engine sees them: each pit of the mover's row tried. */
export function legalAfter(moves, start = START) {
  const candidates = row(stateAfter(moves, start).to_move);
  const answers = replayAll(candidates.map((pit) => ({ start, moves: [...moves, pit] })));
  return candidates.filter((_, i) => !answers[i].error);
}

/** The page's name for a referee winner: 'south' | 'north' | 'draw'. */
export function resultName(winner) {
  return winner === null ? 'draw' : SIDES[winner];
}
