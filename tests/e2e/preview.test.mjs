// The move preview: hovering (mouse) or focusing (keyboard) a playable pit shows where its
// seeds would fall, where the last one lands and what it would take, as the referee says,
// without touching the board; it clears on leave, blur and tap, and a touch does not show it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  marks,
  newGame,
  pits,
  playable,
  random,
  screenshot,
  setSetting,
  snapshot,
  sow,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { playPosition } from './editor.mjs';
import { playRounds } from './play.mjs';
import { row, sowingPath, START, stateAfter } from './referee.mjs';

/** The position string the referee reaches after `moves` from the start. */
function positionAfter(moves) {
  const s = stateAfter(moves);
  return [...s.board, ...s.score, s.to_move === 0 ? 'S' : 'N'].join('-');
}

/** The preview marks on the board: `{ origin, sown: {pit: n}, last, captured, caption }`. */
async function previewMarks(page) {
  return page.evaluate(() => {
    const pitsWith = (attr) =>
      [...document.querySelectorAll(`[data-pit][${attr}]`)].map((el) => Number(el.getAttribute('data-pit')));
    const sown = {};
    for (const el of document.querySelectorAll('[data-pit][data-preview-sown]')) {
      sown[el.getAttribute('data-pit')] = Number(el.getAttribute('data-preview-sown'));
    }
    return {
      origin: pitsWith('data-preview-origin'),
      sown,
      last: pitsWith('data-preview-last'),
      captured: pitsWith('data-preview-captured').sort((a, b) => a - b),
      caption: document.querySelector('[data-preview-caption]')?.textContent ?? null,
    };
  });
}

const NONE = { origin: [], sown: {}, last: [], captured: [], caption: null };

/** What the referee says sowing `pit` from `start` does, as preview marks (without caption). */
function expected(start, pit) {
  const before = stateAfter([], start);
  const after = stateAfter([pit], start);
  const path = sowingPath(pit, before.board[pit]);
  const sown = {};
  for (const p of path) sown[p] = (sown[p] ?? 0) + 1;
  const mover = before.to_move;
  const took = after.score[mover] - before.score[mover];
  const captured = took > 0 ? path.filter((p) => row(1 - mover).includes(p) && after.board[p] === 0) : [];
  return { origin: [pit], sown, last: [path.at(-1)], captured: [...new Set(captured)].sort((a, b) => a - b), took };
}

async function expectPreview(page, start, pit, what) {
  const want = expected(start, pit);
  const got = await previewMarks(page);
  assert.deepEqual(
    { origin: got.origin, sown: got.sown, last: got.last, captured: got.captured },
    { origin: want.origin, sown: want.sown, last: want.last, captured: want.captured },
    what,
  );
  return got;
}

/** Moves the mouse off the board. */
async function leave(page) {
  await page.mouse.move(2, 2);
}

test('hover shows the preview of the engine, the board untouched; it clears on leave and on tap', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    const before = await snapshot(page);
    await page.locator('[data-pit="2"]').hover();
    const got = await expectPreview(page, START, 2, 'hover on C');
    assert.equal(got.caption, 'C → a: no capture');
    assert.deepEqual(await snapshot(page), before, 'a preview does not play');
    await page.locator('[data-pit="5"]').hover();
    await expectPreview(page, START, 5, 'hover moves to F');
    await leave(page);
    assert.deepEqual(await previewMarks(page), NONE, 'cleared on leave');
    // An opponent's pit has no preview.
    await page.locator('[data-pit="8"]').hover();
    assert.deepEqual(await previewMarks(page), NONE, 'no preview on an opponent pit');
    // A tap sows at once and clears the preview.
    await page.locator('[data-pit="2"]').hover();
    await sow(page, 2);
    assert.deepEqual(await previewMarks(page), NONE, 'cleared by the move');
    await page.locator('[data-pit="9"]').hover();
    await expectPreview(page, positionAfter([2]), 9, 'North gets its preview on its turn');
  });
});

test('keyboard focus shows the preview; it clears when the focus leaves', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    // The board's one tab stop (pit A) takes the focus; an arrow moves it, as a keyboard would.
    await page.locator('[data-pit][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => Number(document.activeElement?.getAttribute('data-pit')));
    assert.ok(focused >= 0 && focused < 6, `a South pit has the focus (${focused})`);
    await expectPreview(page, START, focused, 'focus on a pit');
    await page.keyboard.press('ArrowRight');
    await expectPreview(page, START, focused + 1, 'the preview follows the focus');
    await page.keyboard.press('Tab');
    assert.deepEqual(await previewMarks(page), NONE, 'cleared when the focus leaves the pit');
  });
});

test('a capture, a grand slam and a long lap are previewed as the engine plays them', async (t) => {
  await withGame({ viewport: DESKTOP }, async ({ page }) => {
    await t.test('a capture', async () => {
      const start = '0-0-8-0-0-1-3-1-1-1-2-0-15-16-S';
      await playPosition(page, start, 'two-players');
      await page.locator('[data-pit="2"]').hover();
      const got = await expectPreview(page, start, 2, 'C captures e d c b');
      assert.deepEqual(got.captured, [7, 8, 9, 10]);
      assert.equal(got.caption, 'C → e: takes 9 seeds');
      await screenshot(page, 'preview-capture-desktop');
      await leave(page);
    });
    await t.test('a grand slam takes nothing', async () => {
      const start = '1-0-9-0-0-1-1-0-0-0-0-0-18-18-S';
      await playPosition(page, start, 'two-players');
      await page.locator('[data-pit="5"]').hover();
      const got = await expectPreview(page, start, 5, 'F is a grand slam');
      assert.deepEqual(got.captured, [], 'nothing is marked taken');
      assert.equal(got.caption, 'F → a: grand slam, nothing is taken');
      await leave(page);
    });
    await t.test('17 seeds skip their pit on the lap', async () => {
      const start = '0-0-0-0-0-17-1-0-1-0-1-6-11-11-S';
      await playPosition(page, start, 'two-players');
      await page.locator('[data-pit="5"]').hover();
      const got = await expectPreview(page, start, 5, 'F with 17 seeds');
      assert.equal(got.sown[5], undefined, 'F gets no seed');
      assert.equal(got.sown[11], 2, 'f gets two');
      await screenshot(page, 'preview-lap-desktop');
      assert.deepEqual(await pits(page), stateAfter([], start).board, 'the board is untouched');
    });
  });
});

test('a touch is not a hover: no preview while the finger rests, then the tap sows', async () => {
  await withGame({ hasTouch: true }, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const box = await page.locator('[data-pit="2"]').boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Real input through the browser's pipeline (not DOM events made in the page): a finger
    // down on C, resting there.
    await page.evaluate(() => {
      window.__kawuTouched = false;
      document.addEventListener('pointerdown', (event) => {
        if (event.pointerType === 'touch') window.__kawuTouched = true;
      }, true);
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    // The finger's pointer events (over, enter, down) reached the page and its renders are done.
    await page.waitForFunction(() => window.__kawuTouched);
    assert.deepEqual(await previewMarks(page), NONE, 'no preview under a resting finger');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => document.querySelector('[data-pit="2"]')?.hasAttribute('data-origin'));
    assert.deepEqual(await previewMarks(page), NONE, 'no preview after the tap');
    // A pen, through the same pipeline, hovers like a mouse (South's turn again in two players).
    await setSetting(page, 'mode', 'two-players');
    await newGame(page, 'south');
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point, pointerType: 'pen' });
    await expectPreview(page, START, 2, 'a pen hovers like a mouse');
  });
});

test('against the computer: no preview while it thinks, and the preview is back on its answer', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'level', 'hard');
    // The opening book answers the first plies at once: two moves each first, so that the
    // hard level thinks for a second on the third and the check runs while it does.
    const moves = await playRounds(page, random(5), 2);
    const [pit] = await playable(page);
    await page.locator(`[data-pit="${pit}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-thinking="true"]'), null, {
      timeout: 10_000,
      polling: 'raf',
    });
    // The pointer rests on South's fullest pit: the computer's answer can add seeds to it but
    // not take them (it holds 3 or more, so it ends with 4 or more), so it is still playable.
    const board = await pits(page);
    const rest = [0, 1, 2, 3, 4, 5].reduce((best, p) => (board[p] > board[best] ? p : best), 0);
    await page.locator(`[data-pit="${rest}"]`).hover();
    const during = await page.evaluate(() => ({
      thinking: document.querySelector('[data-thinking="true"]') !== null,
      previewed: document.querySelector('[data-preview-origin]') !== null,
    }));
    assert.ok(during.thinking, 'the computer was still thinking when the pointer came');
    assert.equal(during.previewed, false, 'no preview on the computer\'s turn');
    await waitForTurn(page, 'south');
    const answer = (await marks(page)).origin[0];
    // The pointer rests there; a small move over it shows the preview of the new position.
    assert.ok(board[rest] >= 3, `the pit under the pointer holds 3 seeds or more (${board[rest]})`);
    const box = await page.locator(`[data-pit="${rest}"]`).boundingBox();
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3);
    await expectPreview(page, positionAfter([...moves, pit, answer]), rest, 'the resting pit after the answer');
  });
});
