// Playing through the page and checking every step against the referee (RULES.md).

import assert from 'node:assert/strict';
import { marks, playable, snapshot, sow, waitForTurn } from './harness.mjs';
import { legalAfter, resultName, row, SIDES, sowingPath, START, stateAfter } from './referee.mjs';

/**
 * Asserts that the page shows the state the referee reaches after `moves` from `start` (a
 * position string, the start of a game by default).
 */
export async function expectState(page, moves, what = `after ${moves.join(',') || 'no move'}`, start = START) {
  const want = stateAfter(moves, start);
  const got = await snapshot(page);
  assert.deepEqual(got.score, want.score, `scores ${what}`);
  if (want.over) {
    assert.equal(got.result, resultName(want.winner), `result ${what}`);
  } else {
    assert.deepEqual(got.board, want.board, `board ${what}`);
    assert.equal(got.result, null, `no result yet ${what}`);
    assert.equal(got.turn, SIDES[want.to_move], `turn ${what}`);
  }
  return want;
}

/** Asserts that exactly the referee's legal moves (from `start`) are enabled (`aria-disabled` not true). */
export async function expectPlayable(page, moves, start = START) {
  assert.deepEqual(await playable(page), legalAfter(moves, start), `playable pits after ${moves.join(',')}`);
}

/**
 * Asserts the marks of the last move of `moves`: `data-origin` on its pit, `data-sown` on
 * every pit that received a seed, `data-captured` on every pit taken.
 */
export async function expectMarks(page, moves) {
  const pit = moves.at(-1);
  const before = stateAfter(moves.slice(0, -1));
  const after = stateAfter(moves);
  if (after.over) return;
  const path = sowingPath(pit, before.board[pit]);
  const mover = before.to_move;
  const took = after.score[mover] > before.score[mover];
  const captured = took ? path.filter((p) => row(1 - mover).includes(p) && after.board[p] === 0) : [];
  const got = await marks(page);
  assert.deepEqual(got.origin, [pit], `data-origin of the last move ${pit}`);
  assert.deepEqual(got.sown, [...new Set(path)].sort((a, b) => a - b), `data-sown of move ${pit}`);
  assert.deepEqual(got.captured, [...new Set(captured)].sort((a, b) => a - b), `data-captured of move ${pit}`);
}

/** Picks one of the enabled pits of the page with `rng`. */
export async function pickPlayable(page, rng) {
  const choices = await playable(page);
  assert.ok(choices.length > 0, 'a pit to play');
  return choices[Math.floor(rng() * choices.length)];
}

/**
 * Plays `rounds` moves of South against the computer, each pit chosen by `rng`, waiting for each
 * answer; returns every ply (South's and the computer's, read from `data-origin`).
 */
export async function playRounds(page, rng, rounds) {
  const moves = [];
  for (let i = 0; i < rounds; i++) {
    const pit = await pickPlayable(page, rng);
    await sow(page, pit);
    await waitForTurn(page, 'south');
    moves.push(pit, (await marks(page)).origin[0]);
  }
  return moves;
}

/**
 * Plays a whole game against the computer: the test plays `human` ('south' | 'north')
 * with pits chosen by `rng` among the enabled ones; every computer answer is read from
 * `data-origin`. After each ply the page must match the referee. `onPly(moves)` is called
 * at each of the player's turns. Returns the moves played.
 */
export async function playAgainstComputer(page, { human, rng, maxPlies = 240, onPly }) {
  const humanRow = row(SIDES.indexOf(human));
  const moves = [];
  for (;;) {
    await waitForTurn(page, human);
    const { origin } = await marks(page);
    if (origin && !humanRow.includes(origin[0]) && moves.at(-1) !== origin[0]) {
      moves.push(origin[0]);
      await expectMarks(page, moves);
    }
    const state = await expectState(page, moves);
    if (state.over) {
      assert.deepEqual(await playable(page), [], 'no pit is playable once the game is over');
      return moves;
    }
    assert.ok(moves.length < maxPlies, `the game ends within ${maxPlies} plies`);
    await expectPlayable(page, moves);
    if (onPly) await onPly(moves);
    const pit = await pickPlayable(page, rng);
    await sow(page, pit);
    moves.push(pit);
  }
}
