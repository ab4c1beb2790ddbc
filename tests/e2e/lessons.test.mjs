// Learn Awalé: the lessons on the real board. Everything is read from the page's hooks
// (`data-lesson`, `data-level`, `data-goal`, `data-target`, `data-level-result`, the board's
// `data-pit`/`data-seeds`), and every board after a move is the referee's (`kawu replay`).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE, pits, reload, screenshot, snapshot, waitForTurn, withGame } from './harness.mjs';
import { sowingPath, stateAfter } from './referee.mjs';
import { holdReplies, waitForWorkersIdle, watchWorkers } from './workers.mjs';

/** A saved game against the computer (easy, no animation) from the start after `moves`. */
function savedGame(moves) {
  return [
    'kawu-save 1',
    'start 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S',
    `moves ${moves}`,
    'mode computer',
    'level easy',
    'side south',
    'lang en',
    'orientation turn',
    'speed off',
    '',
  ].join('\n');
}

/** Opens the lessons with the navigation's Learn place (the first visit's offer has a Learn button too). */
async function openLessons(page) {
  await page.locator('nav [data-action="learn"]').click();
  await page.waitForSelector('[data-lesson]');
}

/** Opens level `key` ("capture/3") from the list and waits for its board. */
async function openLevel(page, key) {
  const lesson = key.split('/')[0];
  await page.locator(`[data-lesson="${lesson}"]`).click();
  await page.locator(`[data-level="${key}"]`).click();
  await page.waitForFunction(
    (k) => document.querySelector(`[data-lesson-level="${k}"]`) && document.querySelectorAll('[data-pit]').length === 12,
    key,
  );
}

/** The level's start position string (`data-start`). */
async function levelStart(page) {
  return page.getAttribute('[data-lesson-level]', 'data-start');
}

/** The pits marked by the level (`data-target`). */
async function targets(page) {
  return page.$$eval('[data-pit][data-target]', (els) => els.map((el) => Number(el.dataset.pit)));
}

/** Where the last seed of `pit` falls, and the seeds there then, on `board` (counting only). */
function landing(board, pit) {
  const path = sowingPath(pit, board[pit]);
  const last = path.at(-1);
  return { last, count: board[last] + path.filter((p) => p === last).length };
}

/** Waits for the level's result and returns it: 'pass' or 'fail'. */
async function levelResult(page) {
  await page.waitForSelector('[data-level-result]', { timeout: 10_000 });
  return page.getAttribute('[data-level-result]', 'data-level-result');
}

/** The polite live region of the lessons. */
async function liveRegion(page) {
  return (await page.textContent('.lessons-page [aria-live="polite"]')).trim();
}

test('a first visit offers the lessons; lesson 1 level 1 is passed by counting, and its stars stay', async () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    await withGame({ viewport }, async ({ page }) => {
      const offer = page.locator('.learn-offer');
      assert.equal((await offer.textContent()).includes('New to Awalé? Learn in 2 minutes'), true);
      await screenshot(page, `lessons-offer-${name}`);
      await offer.locator('[data-action="learn"]').click();
      await page.waitForSelector('[data-lesson]');
      assert.equal(await page.locator('[data-pit]').count(), 0, 'the game board is not drawn');
      assert.equal(await page.locator('[data-lesson]').count(), 10);
      for (const lesson of await page.$$('[data-lesson]')) {
        assert.equal(await lesson.getAttribute('data-stars'), '0');
        assert.equal(await lesson.getAttribute('data-done'), 'false');
      }
      await screenshot(page, `lessons-list-${name}`);
      await openLevel(page, 'sowing/1');
      const goal = await page.textContent('[data-goal]');
      assert.match(goal, /marked pit/);
      assert.match(await liveRegion(page), /^Goal: /, 'the goal is announced');
      const [target] = await targets(page);
      const board = await pits(page);
      const mover = [0, 1, 2, 3, 4, 5].filter((p) => board[p] > 0 && landing(board, p).last === target);
      assert.equal(mover.length, 1, `one pit ends in ${target}`);
      await screenshot(page, `lessons-level-${name}`);
      await page.locator(`[data-pit="${mover[0]}"]`).click();
      assert.equal(await levelResult(page), 'pass');
      const start = await levelStart(page);
      assert.deepEqual(await pits(page), stateAfter([mover[0]], start).board, 'the board is the referee\'s');
      assert.match(await page.textContent('[data-level-result]'), /Passed!/);
      assert.match(await liveRegion(page), /Passed! 3 of 3 stars/);
      await screenshot(page, `lessons-pass-${name}`);
      await page.locator('[data-action="lesson-list"]').click();
      assert.equal(await page.getAttribute('[data-level="sowing/1"]', 'data-stars'), '3');
      assert.equal(await page.getAttribute('[data-lesson="sowing"]', 'data-stars'), '3');
      await page.locator('[data-action="leave-lesson"]').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-pit]').length === 12);
      assert.equal(await page.locator('.learn-offer').count(), 0, 'the offer is made once');
      await reload(page);
      assert.equal(await page.locator('.learn-offer').count(), 0, 'and not after a reload');
      await openLessons(page);
      await page.locator('[data-lesson="sowing"]').click();
      assert.equal(await page.getAttribute('[data-level="sowing/1"]', 'data-stars'), '3', 'the stars stay');
      assert.equal(await page.getAttribute('[data-lesson="sowing"]', 'data-stars'), '3');
    });
  }
});

test('a capture level: the move that makes a 4 fails and says why; retry, then a 2 or 3 passes', async () => {
  await withGame({ storage: { 'kawu.save': savedGame('-') } }, async ({ page }) => {
    await openLessons(page);
    await openLevel(page, 'capture/3');
    const start = await levelStart(page);
    const board = await pits(page);
    const tries = [0, 1, 2, 3, 4, 5].filter((p) => board[p] > 0).map((p) => ({ pit: p, ...landing(board, p) }));
    const four = tries.find((t) => t.last >= 6 && t.count === 4);
    const take = tries.find((t) => t.last >= 6 && (t.count === 2 || t.count === 3));
    assert.ok(four && take, `a 4 and a capture among ${JSON.stringify(tries)}`);
    await page.locator(`[data-pit="${four.pit}"]`).click();
    assert.equal(await levelResult(page), 'fail');
    const letter = 'abcdef'[four.last - 6];
    const said = await page.textContent('[data-level-result]');
    assert.ok(said.includes(`Your last seed made 4 in ${letter}: only 2 or 3 are taken.`), said);
    assert.deepEqual(await pits(page), stateAfter([four.pit], start).board);
    await screenshot(page, 'lessons-fail-desktop');
    await page.locator('[data-action="retry"]').click();
    await page.waitForFunction(() => document.querySelector('[data-level-result]') === null);
    assert.deepEqual(await pits(page), board, 'retry restarts the level');
    await page.locator(`[data-pit="${take.pit}"]`).click();
    assert.equal(await levelResult(page), 'pass');
    const after = stateAfter([take.pit], start);
    assert.deepEqual(await pits(page), after.board);
    assert.match(await page.textContent('[data-score="south"]'), new RegExp(`^\\s*${take.count}\\s*$`));
  });
});

test('Show me plays the solution with its sentence; the keyboard plays a level; the reply is the opponent\'s', async () => {
  await withGame({ storage: { 'kawu.save': savedGame('-') } }, async ({ page }) => {
    await openLessons(page);
    await openLevel(page, 'endgame/2');
    const start = await levelStart(page);
    // The level gives the keyboard focus to its board's one tab stop, a playable pit.
    assert.equal(await page.locator('svg.board [data-pit][tabindex="0"]').count(), 1, 'one pit in the tab order');
    assert.equal(
      await page.evaluate(() => document.activeElement?.matches('[data-pit][tabindex="0"][aria-disabled="false"]')),
      true,
      'the tab stop, a playable pit, has the focus',
    );
    await page.locator('[data-action="show-me"]').click();
    await page.waitForSelector('[data-level-result="pass"][data-shown="true"]', { timeout: 15_000 });
    assert.match(await page.textContent('[data-level-result]'), /That was the solution/);
    assert.ok((await page.textContent('.lesson-told')).length > 10, 'one sentence for the move shown');
    await screenshot(page, 'lessons-show-me-desktop');
    await page.locator('[data-action="retry"]').click();
    await page.waitForFunction(() => document.querySelector('[data-level-result]') === null);
    // The keyboard: the board's tab stop has the focus, a letter sows that pit of the player's row.
    await page.locator('svg.board [data-pit][tabindex="0"]').focus();
    await page.keyboard.press('e');
    await page.waitForFunction(() => document.querySelector('[data-pit="4"]')?.hasAttribute('data-origin'));
    assert.match(await liveRegion(page), /^South plays E and takes/);
    // The opponent replies by itself; the board is the referee's after both moves.
    await page.waitForFunction(() => document.querySelector('[data-pit][data-origin]')?.dataset.pit >= 6);
    const reply = Number(await page.getAttribute('[data-pit][data-origin]', 'data-pit'));
    assert.deepEqual(await pits(page), stateAfter([4, reply], start).board);
    assert.equal(await page.locator('[data-level-result]').count(), 0, 'not decided yet');
  });
});

test('leaving a lesson in the middle finds the game as it was; the computer waits; also after a reload', async () => {
  await withGame({ storage: { 'kawu.save': savedGame('C d') }, initScript: watchWorkers }, async ({ page }) => {
    await waitForTurn(page, 'south');
    // The computer is to move and asked: the lessons open before it answers (its answer is held
    // back until then).
    await holdReplies(page, true);
    await page.locator('[data-pit="5"]').click();
    await page.waitForFunction(() => window.__kawuWorkerLog.some((w) => w.requests.some((r) => / move /.test(r.text))));
    await openLessons(page);
    const before = stateAfter([2, 9, 5]);
    await openLevel(page, 'chains/1');
    // The computer's least pause (THINKING_PAUSE_MS, 450 ms from the request) is over: an answer
    // the page took up now would be played at once, not on a timer.
    await page.waitForFunction(() => {
      const asked = window.__kawuWorkerLog.flatMap((w) => w.requests).filter((r) => / move /.test(r.text));
      return performance.now() - asked.at(-1).at >= 450;
    });
    await holdReplies(page, false);
    // Its answer delivered (or its search ended with the worker): nothing more is on its way.
    await waitForWorkersIdle(page);
    await page.locator('[data-action="leave-lesson"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-pit]').length === 12);
    const back = await snapshot(page);
    assert.deepEqual(back.board, before.board, 'the same position');
    assert.equal(back.turn, 'north', 'the same turn: the computer did not move meanwhile');
    await waitForTurn(page, 'south');
    const answered = await snapshot(page);
    assert.notDeepEqual(answered.board, before.board, 'then the computer answers');
    // A reload in the middle of a lesson opens the game as it was.
    await openLessons(page);
    await openLevel(page, 'sowing/2');
    await reload(page);
    assert.deepEqual(await snapshot(page), answered);
    assert.equal(await page.locator('[data-lesson]').count(), 0, 'the page opens on the game');
  });
});

test('a corrupt progress record starts afresh with a notice and never touches the saved game', async () => {
  await withGame({ storage: { 'kawu.save': savedGame('C d'), 'kawu.lessons': '{"sowing": "lots"}' } }, async ({ page }) => {
    const game = await snapshot(page);
    const savedBefore = await page.evaluate(() => localStorage.getItem('kawu.save'));
    await openLessons(page);
    assert.match(await page.textContent('[data-notice]'), /could not be read: it starts again from zero/);
    assert.equal(await page.getAttribute('[data-lesson="sowing"]', 'data-stars'), '0');
    await screenshot(page, 'lessons-corrupt-desktop');
    await openLevel(page, 'sowing/1');
    const [target] = await targets(page);
    const board = await pits(page);
    const pit = [0, 1, 2, 3, 4, 5].find((p) => board[p] > 0 && landing(board, p).last === target);
    await page.locator(`[data-pit="${pit}"]`).click();
    assert.equal(await levelResult(page), 'pass');
    const kept = await page.evaluate(() => [localStorage.getItem('kawu.lessons'), localStorage.getItem('kawu.save')]);
    assert.equal(kept[0], 'kawu-lessons 1\nsowing/1 3\n');
    assert.equal(kept[1], savedBefore, 'the saved game is untouched');
    await page.locator('[data-action="leave-lesson"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-pit]').length === 12);
    assert.deepEqual(await snapshot(page), game);
  });
});

test('French: the offer, the lessons and a result; the offer once dismissed is not made again', async () => {
  await withGame({ locale: 'fr-FR', viewport: PHONE }, async ({ page }) => {
    const offer = page.locator('.learn-offer');
    assert.match(await offer.textContent(), /Vous découvrez l'Awalé \? Apprenez en 2 minutes/);
    assert.equal((await page.textContent('nav [data-action="learn"]')).trim().endsWith('Apprendre'), true);
    await openLessons(page);
    await screenshot(page, 'lessons-list-fr-phone');
    await openLevel(page, 'grand-slam/1');
    // A grand slam: a move whose last seed makes 2 or 3 in North's row, and which the referee
    // says takes nothing.
    const start = await levelStart(page);
    const score = Number(start.split('-')[12]);
    const board = await pits(page);
    const slam = [0, 1, 2, 3, 4, 5].find((pit) => {
      if (board[pit] === 0) return false;
      const { last, count } = landing(board, pit);
      return last >= 6 && (count === 2 || count === 3) && stateAfter([pit], start).score[0] === score;
    });
    assert.notEqual(slam, undefined, 'a grand slam on this board');
    await page.locator(`[data-pit="${slam}"]`).click();
    assert.equal(await levelResult(page), 'fail');
    assert.match(await page.textContent('[data-level-result]'), /grand chelem ne prend rien/);
    await screenshot(page, 'lessons-fail-fr-phone');
    await page.locator('[data-action="leave-lesson"]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-pit]').length === 12);
    assert.equal(await page.locator('.learn-offer').count(), 0, 'taking the offer dismisses it');
  });
  await withGame({}, async ({ page }) => {
    await page.locator('[data-action="dismiss-offer"]').click();
    assert.equal(await page.locator('.learn-offer').count(), 0);
    // No saved game either: the offer still stays away once dismissed.
    await page.evaluate(() => localStorage.removeItem('kawu.save'));
    await reload(page);
    assert.equal(await page.locator('.learn-offer').count(), 0);
  });
});
