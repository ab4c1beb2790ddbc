// Accessibility as axe-core checks it (WCAG 2.0–2.2 A and AA, and axe's best practices): every
// view of the page, in English and in French, on a desktop and on a phone, has no violation.
// Every view is checked at least once in each language and at each size; `expectAccessible`
// (harness) names the rule, the elements and what is wrong when one is found.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  action,
  expectAccessible,
  load,
  marks,
  newGame,
  playable,
  screenshot,
  setSetting,
  sow,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { openEditor } from './editor.mjs';
import { stateAfter } from './referee.mjs';

/** One move from the end: South's F takes 2 in a and reaches 26 (the referee says so below). */
const LAST_MOVE = '0-0-0-0-0-1-1-1-0-0-0-0-24-21-S';

/** The two ways the views are seen: English on a desktop, French on a phone. */
const RUNS = [
  { name: 'English desktop', locale: 'en-US', viewport: DESKTOP },
  { name: 'French phone', locale: 'fr-FR', viewport: PHONE },
];

/** Closes the open panel with its close button, else Escape. */
async function closePanel(page) {
  const close = page.locator('[data-action="close"]:visible');
  if ((await close.count()) > 0) await close.first().click();
  else await page.keyboard.press('Escape');
}

/** Plays pits one after the other (two players). */
async function playAll(page, moves) {
  for (const pit of moves) await sow(page, pit);
}

for (const run of RUNS) {
  test(`the game and its panels have no axe violation (${run.name})`, async (t) => {
    await withGame({ locale: run.locale, viewport: run.viewport }, async ({ page, base }) => {
      await t.test('the game at the start', async () => {
        await expectAccessible(page, `${run.name}: the game at the start`);
      });
      await setSetting(page, 'mode', 'two-players');
      await newGame(page, 'south');

      await t.test('mid-game, with the last move marked and a hint', async () => {
        await playAll(page, [2, 8, 4]);
        await action(page, 'hint');
        await page.waitForSelector('[data-pit][data-hint]', { timeout: 30_000 });
        const shown = await marks(page);
        assert.equal(shown.origin?.length, 1, 'the last move is marked');
        assert.equal(shown.hint.length, 1, 'a hint is shown');
        await expectAccessible(page, `${run.name}: mid-game`);
      });

      for (const [panel, selector] of [
        ['settings', '[role="dialog"] [data-setting="lang"]'],
        ['help', '[role="dialog"].help'],
        ['game', '[role="dialog"] [data-action="save"]'],
      ]) {
        await t.test(`the ${panel} panel`, async () => {
          await action(page, panel);
          await page.waitForSelector(selector);
          try {
            await expectAccessible(page, `${run.name}: the ${panel} panel`);
          } finally {
            await closePanel(page);
          }
        });
      }

      await t.test('review', async () => {
        await action(page, 'review');
        await page.waitForSelector('.review-bar');
        await page.waitForSelector('.review-eval[data-eval="shown"], .review-eval[data-eval="over"]', { timeout: 30_000 });
        try {
          await expectAccessible(page, `${run.name}: review`);
        } finally {
          await page.locator('[data-action="review-exit"]').click();
        }
        await page.waitForFunction(() => document.querySelector('.review-bar') === null);
      });

      await t.test('My games, with a game in it', async () => {
        await newGame(page, 'south');
        await action(page, 'library');
        await page.waitForSelector('[data-library-game]');
        try {
          await expectAccessible(page, `${run.name}: My games`);
        } finally {
          await closePanel(page);
        }
      });

      await t.test('the position editor', async () => {
        await openEditor(page);
        await page.locator('[data-edit-pit="3"]').click();
        try {
          await expectAccessible(page, `${run.name}: the position editor`);
        } finally {
          await page.locator('[data-action="setup-cancel"]').click();
        }
      });

      await t.test('the end of a game', async () => {
        assert.equal(stateAfter([5], LAST_MOVE).over, true, 'the referee ends the game after F');
        await load(page, `${base}/?fen=${LAST_MOVE}`);
        await waitForTurn(page, 'south');
        await sow(page, 5);
        await page.waitForSelector('[data-result]');
        await expectAccessible(page, `${run.name}: the end of a game`);
      });
    });
  });

  test(`the lessons have no axe violation (${run.name})`, async (t) => {
    await withGame({ locale: run.locale, viewport: run.viewport }, async ({ page }) => {
      await t.test('the first visit\'s offer', async () => {
        await page.waitForSelector('.learn-offer');
        await expectAccessible(page, `${run.name}: the lessons' offer`);
      });
      await t.test('the list of lessons', async () => {
        await page.locator('.learn-offer [data-action="learn"]').click();
        await page.waitForSelector('[data-lesson]');
        await page.locator('[data-lesson="sowing"]').click();
        await page.waitForSelector('[data-level="sowing/1"]');
        await expectAccessible(page, `${run.name}: the lessons list`);
      });
      await t.test('a level in play', async () => {
        await page.locator('[data-level="sowing/1"]').click();
        await page.waitForFunction(() => document.querySelectorAll('[data-lesson-level] [data-pit]').length === 12);
        await expectAccessible(page, `${run.name}: a lesson level`);
      });
      await t.test('its result', async () => {
        const [pit] = await playable(page);
        await page.locator(`[data-pit="${pit}"]`).click();
        await page.waitForSelector('[data-level-result]', { timeout: 10_000 });
        await expectAccessible(page, `${run.name}: a lesson level's result`);
      });
    });
  });

  test(`the other-tab notice has no axe violation (${run.name})`, async () => {
    await withGame({ locale: run.locale, viewport: run.viewport }, async ({ page, url }) => {
      await setSetting(page, 'mode', 'two-players');
      await newGame(page, 'south');
      const other = await page.context().newPage();
      await load(other, url);
      await playAll(page, [2]);
      await other.waitForFunction(() => document.querySelector('[data-pit="2"]')?.hasAttribute('data-origin'));
      await playAll(other, [8]);
      await page.waitForFunction(() => document.querySelector('[data-pit="8"]')?.hasAttribute('data-origin'));
      // The first tab takes back d and plays f: the other tab's game went elsewhere.
      await action(page, 'undo');
      await playAll(page, [11]);
      await other.waitForSelector('[data-action="take-over"]');
      await expectAccessible(other, `${run.name}: the other-tab notice`);
      await other.close();
    });
  });
}

test('a pit reached by Tab shows its focus ring (screenshots on a phone and a desktop)', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await withGame({ viewport }, async ({ page }) => {
      await page.locator('body').focus();
      for (let tabs = 0; tabs < 40; tabs += 1) {
        if (await page.evaluate(() => document.activeElement?.hasAttribute('data-pit'))) break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('ArrowRight');
      const ring = await page.evaluate(() => {
        const pit = document.activeElement;
        const rim = getComputedStyle(pit.querySelector('.cup-rim'));
        return { pit: pit.getAttribute('data-pit'), visible: pit.matches(':focus-visible'), stroke: rim.stroke, dashes: rim.strokeDasharray };
      });
      assert.equal(ring.pit, '1', 'Tab and an arrow focus B');
      assert.ok(ring.visible, 'the focus is shown (:focus-visible)');
      assert.equal(ring.stroke, 'rgb(255, 255, 255)', 'a white ring around the cup');
      assert.notEqual(ring.dashes, 'none', 'dashed, unlike the gold ring of a playable pit');
      await expectAccessible(page, `a focused pit with its preview (${name})`);
      await screenshot(page, `focus-pit-${name}`);
    });
  }
});
