// The story of a game: a game against the computer played to its end, analysed by
// the worker from the end-of-game message (progress, stop and go on), the graph of South's
// margin with one point per position, a click on it moving the review there, and the moves
// marked as costly, whose "best was X" is legal and better by the engine's own values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  load,
  random,
  screenshot,
  setSetting,
  sow,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectState, pickPlayable } from './play.mjs';
import { legalAfter, letter, stateAfter } from './referee.mjs';
import { waitForWorkersIdle, watchWorkers, workerRequests } from './workers.mjs';

/** A middle game with 20 seeds left: a game from it ends in a few dozen plies. */
const FEN = '3-0-2-1-4-0-2-1-0-3-2-2-14-14-S';

/** The moves of the game, read from the move list (each entry starts with its pit letter). */
async function movesListed(page) {
  const texts = await page.$$eval('.move-list [data-ply]', (els) => els.map((el) => el.textContent.trim()));
  return texts.map((text) => 'ABCDEFabcdef'.indexOf(text[0]));
}

/** Plays South with moves from `rng` against the easy computer until the game is over. */
async function playToTheEnd(page, rng) {
  for (let ply = 0; ply < 200; ply++) {
    await waitForTurn(page, 'south');
    if (await page.locator('[data-result]').count()) return;
    await sow(page, await pickPlayable(page, rng));
  }
  assert.fail('the game ends');
}

/** The graph's points: plies → South's margin. */
async function graphPoints(page) {
  return page.$$eval('[data-eval-graph] [data-eval-ply]', (els) =>
    els.map((el) => [Number(el.getAttribute('data-eval-ply')), Number(el.getAttribute('data-margin'))]),
  );
}

for (const { name, viewport, seed } of [
  { name: 'desktop', viewport: DESKTOP, seed: 15 },
  { name: 'phone', viewport: PHONE, seed: 16 },
]) {
  test(`story (${name}): analyse a finished game, its graph moves the review, its mistakes had better moves`, async () => {
    await withGame({ viewport, initScript: watchWorkers }, async ({ page, url }) => {
      await setSetting(page, 'mode', 'computer');
      await setSetting(page, 'level', 'easy');
      await setSetting(page, 'side', 'south');
      await load(page, `${url}?fen=${FEN}`);
      await playToTheEnd(page, random(seed));
      const moves = await movesListed(page);
      await expectState(page, moves, 'the game played', FEN);

      // The end-of-game message offers the analysis; it enters the review.
      await page.locator('.status-area [data-action="analyse"]').click();
      const progress = page.locator('[data-analysis-progress]');
      await progress.waitFor();
      assert.equal(Number(await progress.getAttribute('data-total')), moves.length + 1, 'one position per ply and the start');
      assert.ok(await page.locator('.review-bar').isVisible(), 'the analysis is shown in review');

      // Stopped, it asks nothing more; it goes on where it stood.
      await page.waitForFunction(() => Number(document.querySelector('[data-analysis-progress]')?.getAttribute('data-done')) >= 2);
      await page.locator('[data-action="stop-analysis"]').click();
      const stoppedAt = Number(await progress.getAttribute('data-done'));
      const askedAtStop = (await workerRequests(page)).length;
      // The evaluation under way is ended or answered: nothing more is on its way.
      await waitForWorkersIdle(page);
      assert.equal((await workerRequests(page)).length, askedAtStop, 'a stopped analysis asks nothing more');
      assert.equal(Number(await progress.getAttribute('data-done')), stoppedAt, 'a stopped analysis stays where it was');
      await page.locator('.story [data-action="analyse"]').click();

      await page.waitForFunction(
        (total) => document.querySelectorAll('[data-eval-graph] [data-eval-ply]').length === total,
        moves.length + 1,
        { timeout: 120_000 },
      );
      assert.equal(await progress.count(), 0, 'the progress bar is gone once done');
      const points = await graphPoints(page);
      assert.deepEqual(points.map(([plies]) => plies), [...Array(moves.length + 1).keys()], 'a point per position, in order');
      points.forEach(([plies, margin]) => assert.ok(Number.isInteger(margin), `point ${plies} has a margin (${margin})`));
      const end = stateAfter(moves, FEN);
      assert.equal(points.at(-1)[1], end.score[0] - end.score[1], 'the last point is the final margin');
      const summary = await page.locator('.story-summary').textContent();
      assert.match(summary, /South|North|even/, `the graph is told in words: ${summary}`);

      // A click on the graph shows that position in review.
      const middle = Math.floor(moves.length / 2);
      await page.locator(`[data-eval-ply="${middle}"]`).click();
      await page.waitForFunction((want) => document.querySelector('.review-bar')?.getAttribute('data-cursor') === String(want), middle);
      await expectState(page, moves.slice(0, middle), `the review after a click on point ${middle}`, FEN);
      assert.equal(await page.locator(`.move-list [data-ply="${middle}"]`).getAttribute('aria-current'), 'step');

      // Each marked move had a legal, better move, by the engine's own margins.
      const marked = await page.$$eval('.move-list [data-mistake]', (els) =>
        els.map((el) => [Number(el.getAttribute('data-ply')), el.getAttribute('data-mistake')]),
      );
      assert.ok(marked.length > 0, 'random moves against the computer make at least one costly move');
      const lost = { inaccuracy: 2, mistake: 4, blunder: 8 };
      const bests = new Map();
      for (const [ply, kind] of marked) {
        await page.locator(`.move-list [data-ply="${ply}"]`).click();
        const flaw = page.locator('.story-flaw');
        await page.waitForFunction((want) => document.querySelector('.review-bar')?.getAttribute('data-cursor') === String(want), ply);
        assert.equal(await flaw.getAttribute('data-flaw'), kind);
        const best = 'ABCDEFabcdef'.indexOf(await flaw.getAttribute('data-best'));
        bests.set(ply, best);
        const before = moves.slice(0, ply - 1);
        assert.ok(legalAfter(before, FEN).includes(best), `best ${letter(best)} is legal before move ${ply}`);
        assert.notEqual(best, moves[ply - 1], 'the best is not the move played');
        assert.match(await flaw.textContent(), new RegExp(`best was ${letter(best)}`));
        const mover = stateAfter(before, FEN).to_move === 0 ? 1 : -1;
        const margin = (plies) => points[plies][1] * mover;
        const cost = margin(ply - 1) - margin(ply);
        const wonGivenUp = kind === 'blunder' && margin(ply) <= 0 && margin(ply - 1) > 0;
        assert.ok(cost >= lost[kind] || wonGivenUp, `move ${ply} (${kind}) cost ${cost} seeds by the engine's margins`);
        assert.equal(await page.locator(`[data-eval-ply="${ply}"]`).getAttribute('data-mistake'), kind, 'marked on the graph too');
      }
      await screenshot(page, `story-${name}`);
      await expectAccessible(page, `the story of a game (${name})`);

      // Learn from your mistakes: South's first costly move, replayed as a puzzle. The move of
      // the game fails again; the engine's best solves it.
      const mine = marked.map(([ply]) => ply).filter((ply) => stateAfter(moves.slice(0, ply - 1), FEN).to_move === 0);
      assert.ok(mine.length > 0, 'South made a costly move');
      await page.locator('[data-action="learn-mistakes"]').click();
      await page.locator('.puzzle-play').waitFor();
      const ply = mine[0];
      const goal = await page.locator('[data-puzzle-goal]').textContent();
      assert.ok(goal.includes(`Move ${ply} `) && goal.includes(`you played ${letter(moves[ply - 1])}`), goal);
      const before = stateAfter(moves.slice(0, ply - 1), FEN);
      const start = await page.locator('.puzzle-play').getAttribute('data-start');
      assert.deepEqual(stateAfter([], start).board, before.board, 'the position before the move');
      const sowHere = async (pit) => {
        await page.locator(`.puzzle-play [data-pit="${pit}"]`).click();
        await page.locator('[data-puzzle-result]').waitFor();
        return page.locator('[data-puzzle-result]').getAttribute('data-puzzle-result');
      };
      assert.equal(await sowHere(moves[ply - 1]), 'failed', 'the move of the game is wrong');
      assert.match(await page.locator('[data-puzzle-result]').textContent(), /move of the game/);
      await page.locator('[data-action="retry"]').click();
      assert.equal(await sowHere(bests.get(ply)), 'solved', "the engine's best is right");
      await screenshot(page, `story-retry-${name}`);
    });
  });
}
