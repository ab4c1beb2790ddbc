// The layout: one lying board on phones too, counts apart from letters, the status
// during a sowing, the end's wording, settings and help as modal dialogs.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { action, PHONE, waitForAnimationEnd, waitForTurn, withGame } from './harness.mjs';

/** A saved game (the page's own format) from `start` after `moves`. */
function saved(start, moves, settings = {}) {
  const s = { mode: 'computer', side: 'south', lang: 'en', speed: 'off', ...settings };
  const text = [
    'kawu-save 1',
    `start ${start}`,
    `moves ${moves}`,
    `mode ${s.mode}`,
    'level easy',
    `side ${s.side}`,
    `lang ${s.lang}`,
    'orientation turn',
    `speed ${s.speed}`,
    '',
  ].join('\n');
  return { 'kawu.save': text };
}

/** South sows D here and captures c, b and a; B keeps 12 seeds (a two-digit count). */
const CAPTURE = '2-12-3-5-1-4-1-1-2-6-0-3-4-4-S';
/** South's F is a grand slam after which North cannot feed (RULES.md's last example). */
const STARVE = '0-0-0-0-0-1-1-0-0-0-0-0-23-23-S';

/** Each pit's letter, cup box and count box, read from the screen. */
async function pitBoxes(page) {
  return page.$$eval('[data-pit]', (els) =>
    els.map((el) => {
      const box = (node) => {
        const r = node.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      return {
        letter: el.querySelector('.letter').textContent,
        cup: box(el.querySelector('.cup-rim')),
        tag: box(el.querySelector('.letter-tag circle')),
        count: box(el.querySelector('.count')),
      };
    }),
  );
}

/** The letters of a row, left to right on screen. */
function rowLetters(boxes, top) {
  const middle = (boxes.reduce((sum, b) => sum + b.cup.top, 0) / boxes.length);
  return boxes
    .filter((b) => (b.cup.top < middle) === top)
    .sort((a, b) => a.cup.left - b.cup.left)
    .map((b) => b.letter)
    .join('');
}

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('phone: the lying board of the rules, pits at least 48 px, counts inside the board', async () => {
  await withGame({ viewport: PHONE, storage: saved(CAPTURE, 'D') }, async ({ page }) => {
    const boxes = await pitBoxes(page);
    assert.equal(rowLetters(boxes, true), 'fedcba');
    assert.equal(rowLetters(boxes, false), 'ABCDEF');
    const board = await page.$eval('svg.board', (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    for (const b of boxes) {
      const size = Math.min(b.cup.right - b.cup.left, b.cup.bottom - b.cup.top);
      assert.ok(size >= 48, `pit ${b.letter} is ${size} px`);
      assert.ok(b.count.left >= board.left && b.count.right <= board.right, `count of ${b.letter} inside`);
      assert.ok(b.count.top >= board.top && b.count.bottom <= board.bottom, `count of ${b.letter} inside`);
    }
    // The captures are shown as chips beside the board: South 11 (4 + 7), North 4.
    assert.equal(await page.textContent('[data-score="south"]'), '11');
    assert.equal(await page.textContent('[data-score="north"]'), '4');
  });
});

test('phone: playing North against the computer turns the board toward the player', async () => {
  await withGame({ viewport: PHONE, storage: saved(CAPTURE, 'D', { side: 'north' }) }, async ({ page }) => {
    const boxes = await pitBoxes(page);
    assert.equal(rowLetters(boxes, true), 'FEDCBA');
    assert.equal(rowLetters(boxes, false), 'abcdef');
  });
});

test('desktop: a two-digit count stands apart from its pit letter', async () => {
  await withGame({ storage: saved(CAPTURE, '-') }, async ({ page }) => {
    const boxes = await pitBoxes(page);
    assert.ok(boxes.some((b) => b.letter === 'B'));
    for (const b of boxes) {
      assert.ok(!overlap(b.tag, b.count), `letter ${b.letter} and its count do not touch`);
    }
  });
});

test('while a move is sown the status names it; the turn changes when the seeds are down', async () => {
  const storage = saved(CAPTURE, '-', { mode: 'two-players', speed: 'slow' });
  await withGame({ reducedMotion: 'no-preference', storage }, async ({ page }) => {
    await page.locator('[data-pit="3"]').click();
    await page.waitForSelector('[data-animating="true"]');
    assert.match(await page.textContent('.status'), /South sows D/);
    // The game's turn has passed at once (data-turn), the words wait for the animation.
    assert.equal(await page.getAttribute('[data-turn]', 'data-turn'), 'north');
    await waitForAnimationEnd(page);
    assert.match(await page.textContent('.status'), /North to move/);
  });
});

test('the end says who won, the score and why, in English and French', async () => {
  await withGame({ storage: saved(STARVE, 'F') }, async ({ page }) => {
    await waitForTurn(page, 'north');
    assert.equal(
      (await page.textContent('.status')).trim(),
      'North wins 25–23: North could not feed and takes the last seeds',
    );
  });
  await withGame({ storage: saved(STARVE, 'F', { lang: 'fr' }) }, async ({ page }) => {
    assert.equal(
      (await page.textContent('.status')).trim(),
      'Nord gagne 25–23 : Nord ne peut pas nourrir et prend les dernières graines',
    );
  });
});

/** What shows that a dialog (a room, drawn once its module has loaded) is there in full. */
const DRAWN = { settings: '[role="dialog"] [data-setting]', help: '[role="dialog"].help h2' };

for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]]) {
  test(`${name}: settings and help open as modal dialogs, Escape and Close give the focus back`, async () => {
    await withGame({ viewport }, async ({ page }) => {
      for (const opener of ['settings', 'help']) {
        await action(page, opener);
        await page.locator(DRAWN[opener]).first().waitFor();
        const dialog = page.locator('[role="dialog"][aria-modal="true"]');
        assert.ok(await dialog.isVisible(), `${opener} is a dialog`);
        const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-action'));
        assert.equal(await focused(), 'close', 'the focus moved into the dialog');
        await page.keyboard.press('Escape');
        assert.equal(await dialog.count(), 0, 'Escape closed it');
        assert.equal(await focused(), opener, 'the focus came back to its button');
        await action(page, opener);
        await page.locator('[data-action="close"]').click();
        assert.equal(await dialog.count(), 0, 'Close closed it');
      }
    });
  });
}

test('Tab and Shift+Tab cycle inside an open dialog and never reach the page behind it', async () => {
  await withGame({}, async ({ page }) => {
    const inside = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]');
        return dialog !== null && dialog.contains(document.activeElement);
      });
    for (const opener of ['settings', 'help']) {
      await action(page, opener);
      await page.locator(DRAWN[opener]).first().waitFor();
      const controls = await page.$$eval(
        '[role="dialog"] button:not([disabled]), [role="dialog"] [href], [role="dialog"] input',
        (els) => els.length,
      );
      const seen = new Set();
      for (let i = 0; i < controls + 2; i += 1) {
        await page.keyboard.press('Tab');
        assert.ok(await inside(), `${opener}: Tab ${i + 1} stays in the dialog`);
        seen.add(await page.evaluate(() => document.activeElement.outerHTML));
      }
      assert.equal(seen.size, controls, `${opener}: Tab reaches each of its ${controls} controls`);
      await page.locator('[role="dialog"] [data-action="close"]').focus();
      await page.keyboard.press('Shift+Tab');
      assert.ok(await inside(), `${opener}: Shift+Tab from the first control wraps to the last`);
      await page.keyboard.press('Escape');
    }
  });
});
