// The puzzles: the engine's set fetched by the page, a puzzle failed (the verdict
// and the refutation on the board), its solution shown and replayed to "solved", another
// solved at the first try, the record kept across a reload, the theme filter and the puzzle of
// the day; the player's own mistakes replayed from the analysis of a game.
//
// Nothing is hard-coded: the puzzles are read from the file the page itself fetched
// (`puzzles.txt` of the build), each move checked against the referee.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  action,
  expectAccessible,
  marks,
  playable,
  reload,
  screenshot,
  waitForAnimationEnd,
  withGame,
} from './harness.mjs';
import { legalAfter, letter, stateAfter } from './referee.mjs';

/** The set as the page's build serves it: id → { position, goal, line, themes }. */
async function puzzleFile(page) {
  const text = await page.evaluate(() => fetch('puzzles.txt').then((r) => r.text()));
  const [header, ...lines] = text.split('\n').filter((line) => line.trim());
  assert.equal(header, 'kawu-puzzles 1');
  return new Map(
    lines.map((line) => {
      const [id, position, goal, line_, themes] = line.split(' ');
      const moves = [...line_].map((l) => 'ABCDEFabcdef'.indexOf(l));
      return [id, { position, goal, line: moves, themes: themes === '-' ? [] : themes.split(',') }];
    }),
  );
}

/** The puzzle shown: its id, goal sentence and start position. */
async function shown(page) {
  const room = page.locator('[data-puzzle-id]');
  await page.locator('.puzzle-play').waitFor();
  return {
    id: await room.getAttribute('data-puzzle-id'),
    goal: (await page.locator('[data-puzzle-goal]').textContent()).trim(),
    start: await page.locator('.puzzle-play').getAttribute('data-start'),
  };
}

/** Waits for the verdict of the last move and returns it with its sentence. */
async function verdict(page) {
  const box = page.locator('[data-puzzle-result]');
  await box.waitFor();
  return { result: await box.getAttribute('data-puzzle-result'), said: (await box.textContent()).trim() };
}

/** The record's figures. */
async function record(page) {
  const p = page.locator('.puzzle-record');
  return {
    solved: Number(await p.getAttribute('data-solved')),
    failed: Number(await p.getAttribute('data-failed')),
    streak: Number(await p.getAttribute('data-streak')),
  };
}

/** Sows `pit` on the puzzle's board. */
async function sowPit(page, pit) {
  await page.locator(`.puzzle-play [data-pit="${pit}"]`).click();
  await page.waitForFunction((p) => document.querySelector(`[data-pit="${p}"]`)?.hasAttribute('data-origin'), pit);
  await waitForAnimationEnd(page);
}

/** Plays the solution `line` from the start, checking each verdict; returns the last one. */
async function playLine(page, puzzle) {
  const played = [];
  for (let i = 0; i < puzzle.line.length; i += 2) {
    await page.waitForFunction(() => document.querySelectorAll('.puzzle-play [data-pit]:not([aria-disabled="true"])').length > 0);
    await sowPit(page, puzzle.line[i]);
    played.push(puzzle.line[i]);
    const { result } = await verdict(page);
    if (i + 1 >= puzzle.line.length) return result;
    assert.equal(result, 'continue', `move ${i + 1} of the line is right so far`);
    // The opponent answers by itself: its move is on the board once still.
    await page.waitForFunction(
      (n) => document.querySelectorAll('.puzzle-play [data-pit]:not([aria-disabled="true"])').length > 0 && n,
      i,
    );
    const { origin } = await marks(page);
    played.push(origin[0]);
    assert.ok(legalAfter(played.slice(0, -1), puzzle.position).includes(origin[0]), 'the answer is legal');
  }
  return null;
}

for (const { name, viewport, locale } of [
  { name: 'desktop', viewport: DESKTOP, locale: 'en-US' },
  { name: 'phone', viewport: PHONE, locale: 'fr-FR' },
]) {
  test(`puzzles (${name}): fail one, see its solution, solve another, the record kept`, async () => {
    await withGame({ viewport, locale }, async ({ page }) => {
      const file = await puzzleFile(page);
      assert.ok(file.size >= 300, `the page ships at least 300 puzzles (${file.size})`);
      await action(page, 'puzzles');
      const first = await shown(page);
      const puzzle = file.get(first.id);
      assert.ok(puzzle, `puzzle ${first.id} is in the file`);
      assert.equal(first.start, puzzle.position, 'the board shows the puzzle position');
      const side = stateAfter([], puzzle.position).to_move === 0 ? (locale === 'en-US' ? 'South' : 'Sud') : (locale === 'en-US' ? 'North' : 'Nord');
      assert.ok(first.goal.includes(side), `the goal names the player: ${first.goal}`);
      if (puzzle.goal !== 'game') assert.ok(first.goal.includes(puzzle.goal), `the goal names the seeds: ${first.goal}`);
      assert.deepEqual(await record(page), { solved: 0, failed: 0, streak: 0 });
      await expectAccessible(page, `a puzzle (${name})`);

      // A wrong first move: failed, in one sentence, and the refutation plays on the board.
      const legal = legalAfter([], puzzle.position);
      const wrong = legal.find((pit) => pit !== puzzle.line[0]);
      assert.notEqual(wrong, undefined, 'the puzzle has a wrong move');
      await sowPit(page, wrong);
      const failed = await verdict(page);
      assert.equal(failed.result, 'failed');
      assert.match(failed.said, locale === 'en-US' ? /^Not this one: / : /^Pas celui-ci : /);
      await page.waitForFunction(() => document.querySelectorAll('.puzzle-play [data-pit]:not([aria-disabled="true"])').length === 0);
      assert.deepEqual(await record(page), { solved: 0, failed: 1, streak: 0 }, 'a failed first try');
      await screenshot(page, `puzzle-failed-${name}`);

      // The solution shown, then played by the player after a retry: solved (the record stays).
      await action(page, 'solution');
      const told = await page.locator('.lesson-result[data-shown="true"]').textContent({ timeout: 30_000 });
      assert.match(told, /^Solution/);
      assert.equal(await page.locator('[data-puzzle-result]').count(), 0, 'a solution shown is no result of the player');
      assert.ok(told.includes(letter(puzzle.line[0])), `the solution names ${letter(puzzle.line[0])}: ${told}`);
      await action(page, 'retry');
      assert.deepEqual(await playable(page), legal, 'the retry is the puzzle position again');
      assert.equal(await playLine(page, puzzle), 'solved');
      assert.deepEqual(await record(page), { solved: 0, failed: 1, streak: 0 }, 'only the first try counts');

      // The next puzzle, solved at the first try.
      await action(page, 'next-puzzle');
      await page.waitForFunction((id) => document.querySelector('[data-puzzle-id]')?.getAttribute('data-puzzle-id') !== id, first.id);
      const second = await shown(page);
      assert.notEqual(second.id, first.id);
      assert.equal(await playLine(page, file.get(second.id)), 'solved');
      assert.deepEqual(await record(page), { solved: 1, failed: 1, streak: 1 });
      await screenshot(page, `puzzle-solved-${name}`);

      // The record is kept: back to the game, a reload, the puzzles again.
      await action(page, 'leave-puzzles');
      await page.locator('[data-pit]').first().waitFor();
      await reload(page);
      await action(page, 'puzzles');
      await shown(page);
      assert.deepEqual(await record(page), { solved: 1, failed: 1, streak: 1 }, 'kept across a reload');

      // A theme keeps to its puzzles; the day's puzzle is the same again.
      await page.locator('[data-setting="puzzle-theme"][data-value="chain"]').click();
      await page.waitForFunction(() => document.querySelector('[data-setting="puzzle-theme"][data-value="chain"]')?.getAttribute('aria-pressed') === 'true');
      const chained = await shown(page);
      assert.ok(file.get(chained.id).themes.includes('chain'), `${chained.id} is a capture chain`);
      await action(page, 'daily');
      const day = (await shown(page)).id;
      await action(page, 'next-puzzle');
      await action(page, 'daily');
      await page.waitForFunction((id) => document.querySelector('[data-puzzle-id]')?.getAttribute('data-puzzle-id') === id, day);
    });
  });
}
