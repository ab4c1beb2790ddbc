// The review of a game: stepping through it with keys and buttons (each board checked
// against the referee), the engine's evaluation and best line, an exact verdict within the
// endgame table, resuming play from an earlier position, and back to the live game.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  action,
  COMPUTER_TIMEOUT,
  DESKTOP,
  marks,
  PHONE,
  playable,
  random,
  reload,
  screenshot,
  setSetting,
  settledAttribute,
  sow,
  visibleText,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectMarks, expectPlayable, expectState, pickPlayable, playRounds } from './play.mjs';
import { letter, replay } from './referee.mjs';
import { waitForWorkersIdle, watchWorkers, workerRequests } from './workers.mjs';

/** A saved game (the page's own format) from `start` after `moves` (letters, or '-'). */
function saved(start, moves, settings = {}) {
  const s = { mode: 'two-players', side: 'south', level: 'easy', lang: 'en', ...settings };
  const text = [
    'kawu-save 1',
    `start ${start}`,
    `moves ${moves}`,
    `mode ${s.mode}`,
    `level ${s.level}`,
    `side ${s.side}`,
    `lang ${s.lang}`,
    'orientation fixed',
    'speed off',
    '',
  ].join('\n');
  return { 'kawu.save': text };
}

const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S';
/** 12 seeds on the board, within the endgame table, whose bounds meet: South wins 26–22. */
const TABLE_ENDING = '1-1-0-1-1-1-1-0-1-3-2-0-18-18-S';

/** The plies shown by the review bar (`data-cursor`), or null when not reviewing. */
async function cursor(page) {
  return page.$eval('body', () => {
    const bar = document.querySelector('.review-bar');
    return bar ? Number(bar.getAttribute('data-cursor')) : null;
  });
}

/** Waits until the review shows `plies` plies, then checks the board, marks and move list. */
async function expectShown(page, moves, plies, start = START) {
  await page.waitForFunction((want) => document.querySelector('.review-bar')?.getAttribute('data-cursor') === String(want), plies);
  const shown = moves.slice(0, plies);
  if (start === START) {
    await expectState(page, shown, `in review after ${plies} plies`);
    if (plies > 0) await expectMarks(page, shown);
  }
  if (plies === 0) assert.equal((await marks(page)).origin, null, 'no move marked at the start');
  assert.deepEqual(await playable(page), [], 'no pit can be sown in review');
  const current = await page.$$eval('.move-list [aria-current]', (els) => els.map((el) => el.getAttribute('data-ply')));
  assert.deepEqual(current, plies > 0 ? [String(plies)] : [], 'the move list marks the move shown');
}

/** Waits for the engine's evaluation of the position shown and returns what it says. */
async function evaluation(page, timeout = 20_000) {
  const box = page.locator('.review-eval[data-eval="shown"]');
  await box.waitFor({ timeout });
  return {
    verdict: (await box.locator('.review-verdict').textContent()).trim(),
    line: await box.getAttribute('data-line'),
    depth: Number(await box.getAttribute('data-depth')),
    exact: (await box.getAttribute('data-exact')) === 'true',
  };
}

/** Asserts that `line` (pit letters) is a sequence of legal moves after `moves`. */
function expectLegalLine(line, moves, start = START) {
  assert.match(line, /^[A-Fa-f]+$/, `a line of pit letters, got "${line}"`);
  const pits = [...line].map((l) => (l === l.toUpperCase() ? 'ABCDEF'.indexOf(l) : 6 + 'abcdef'.indexOf(l)));
  const answer = replay([...moves, ...pits], start);
  assert.ok(!answer.error, `the line ${line} is legal after ${moves.map(letter).join('')}: ${answer.error}`);
}

test('review: step through a game with keys, buttons and the move list; evaluate; back to the game', async () => {
  await withGame({ storage: saved(START, '-') }, async ({ page }) => {
    const rng = random(5);
    const moves = [];
    for (let i = 0; i < 8; i++) {
      const pit = await pickPlayable(page, rng);
      await sow(page, pit);
      moves.push(pit);
    }
    await expectState(page, moves, 'the live game');

    assert.equal(await page.getAttribute('[data-action="review"]', 'aria-pressed'), 'false');
    await action(page, 'review');
    assert.equal(
      await settledAttribute(page, '[data-action="review"]', 'aria-pressed', 'true'),
      'true',
      'the review button shows pressed while reviewing',
    );
    await expectShown(page, moves, 8);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, moves, 7);
    assert.equal(
      await page.$eval('.status-area [aria-live="polite"]', (el) => el.textContent.trim()),
      '',
      'under review the live game is not announced (the bar says where the player is)',
    );
    assert.equal(
      await page.$eval('.review-where[aria-live="polite"]', (el) => el.textContent.trim()),
      'Move 7 of 8',
    );
    await action(page, 'review-back');
    await expectShown(page, moves, 6);
    await page.keyboard.press('Home');
    await expectShown(page, moves, 0);
    assert.ok(await page.locator('[data-action="review-back"]').isDisabled(), 'no step back from the start');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, moves, 1);
    await action(page, 'review-forward');
    await expectShown(page, moves, 2);
    await page.keyboard.press('End');
    await expectShown(page, moves, 8);
    assert.ok(await page.locator('[data-action="review-forward"]').isDisabled(), 'no step past the end');
    await action(page, 'review-first');
    await expectShown(page, moves, 0);
    await action(page, 'review-last');
    await expectShown(page, moves, 8);
    await page.locator('.move-list [data-ply="3"]').click();
    await expectShown(page, moves, 3);
    // A tap on the board changes nothing while reviewing.
    await page.locator('[data-pit="9"]').click({ force: true });
    await expectShown(page, moves, 3);

    // The engine's quick evaluation of the position shown, then a longer one.
    const quick = await evaluation(page);
    assert.match(quick.verdict, /(ahead by about \d+ seeds?|Level game|wins by force) \(depth \d+\)/, quick.verdict);
    assert.ok(quick.depth >= 4, `depth ${quick.depth}`);
    expectLegalLine(quick.line, moves.slice(0, 3));
    const text = await visibleText(page);
    assert.ok(text.includes(`Best line: ${[...quick.line].slice(0, 10).join(' ')}`), 'the line is shown in letters');
    console.log(`quick evaluation after 3 plies: "${quick.verdict}", line ${quick.line}`);
    const asked = Date.now();
    await action(page, 'review-eval');
    // The deeper evaluation is asked (its button is spent); a position of the opening book
    // answers at once, so the thinking state may come and go between two looks.
    await page.waitForFunction(() => document.querySelector('[data-action="review-eval"]').disabled);
    const deep = await evaluation(page, 30_000);
    console.log(`deeper evaluation: "${deep.verdict}", line ${deep.line}, ${Date.now() - asked} ms`);
    assert.ok(deep.depth >= quick.depth, `deeper: ${deep.depth} ≥ ${quick.depth}`);
    expectLegalLine(deep.line, moves.slice(0, 3));
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `review-${name}-midgame`);
    }
    await page.setViewportSize(DESKTOP);

    // Stepping on drops the evaluation under way and asks again for the new position.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, moves, 5);
    expectLegalLine((await evaluation(page)).line, moves.slice(0, 5));

    // The review button, pressed again, leaves the review too.
    await action(page, 'review');
    await page.waitForFunction(() => document.querySelector('.review-bar') === null);
    await action(page, 'review');
    await expectShown(page, moves, 8);
    await action(page, 'review-exit');
    await page.waitForFunction(() => document.querySelector('.review-bar') === null);
    await expectState(page, moves, 'the live game again');
    await expectPlayable(page, moves);
    assert.deepEqual(await page.$$eval('.move-list [aria-current]', (els) => els.length), 0);
    const pit = await pickPlayable(page, rng);
    await sow(page, pit);
    moves.push(pit);
    await expectState(page, moves, 'play goes on after the review');
  });
});

test('review: within the endgame table the verdict is exact, in English and French', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await withGame({ viewport, storage: saved(TABLE_ENDING, '-') }, async ({ page }) => {
      await action(page, 'review');
      const asked = Date.now();
      const exact = await evaluation(page, 30_000);
      console.log(`${name}: "${exact.verdict}" (line ${exact.line}, depth ${exact.depth}) in ${Date.now() - asked} ms`);
      assert.equal(exact.verdict, 'South wins 26–22 with perfect play');
      assert.ok(exact.exact, 'marked exact');
      assert.ok(exact.line.length > 1, `the table plays the line on: ${exact.line}`);
      assert.ok(await page.locator('[data-action="review-eval"]').isDisabled(), 'nothing deeper than exact');
      expectLegalLine(exact.line, [], TABLE_ENDING);
      await screenshot(page, `review-${name}-exact`);
      await setSetting(page, 'lang', 'fr');
      await page.waitForFunction(() => document.querySelector('.review-verdict')?.textContent.includes('Le Sud gagne 26–22 en jouant parfaitement'));
    });
  }
});

test('review: play from an earlier position against the computer; the later moves are dropped', async () => {
  const storage = saved(START, '-', { mode: 'computer', side: 'south', level: 'easy' });
  await withGame({ storage, initScript: watchWorkers }, async ({ page }) => {
    const rng = random(11);
    const moves = await playRounds(page, rng, 3);
    await expectState(page, moves, 'six plies against the computer');

    // After South's second move the computer is to move: it waits while the player reviews.
    const askedBefore = (await workerRequests(page)).length;
    await page.locator('.move-list [data-ply="3"]').click();
    await expectShown(page, moves, 3);
    // The review asks the worker for its evaluation of the position shown; once that is shown
    // and nothing is on its way, the computer was not asked for a move.
    await evaluation(page);
    await waitForWorkersIdle(page);
    const asked = (await workerRequests(page)).slice(askedBefore);
    assert.ok(asked.length > 0 && asked.every((r) => r.startsWith('kawu/1 eval ')), `only evaluations asked: ${asked}`);
    assert.equal(await page.locator('.move-list button.move').count(), 6, 'the computer does not move in review');
    assert.equal(await page.getAttribute('[data-thinking]', 'data-thinking'), 'false');

    await action(page, 'review-resume');
    await page.waitForFunction(() => document.querySelector('.review-bar') === null);
    await waitForTurn(page, 'south', COMPUTER_TIMEOUT);
    const kept = moves.slice(0, 3);
    kept.push((await marks(page)).origin[0]);
    await expectState(page, kept, 'the computer answered from the earlier position');
    assert.equal(await page.locator('.move-list button.move').count(), 4, 'the later moves are gone');
    assert.ok(await page.locator('[data-action="redo"]').isDisabled(), 'no redo of the dropped moves');

    // The resumed game is saved like any game, and goes on.
    await reload(page);
    await waitForTurn(page, 'south');
    await expectState(page, kept, 'after a reload');
    const pit = await pickPlayable(page, rng);
    await sow(page, pit);
    await waitForTurn(page, 'south');
    kept.push(pit, (await marks(page)).origin[0]);
    await expectState(page, kept, 'play goes on');

    // At the live position "play from here" just leaves the review.
    await action(page, 'review');
    await expectShown(page, kept, kept.length);
    await action(page, 'review-resume');
    await page.waitForFunction(() => document.querySelector('.review-bar') === null);
    await expectState(page, kept, 'nothing dropped');
  });
});
