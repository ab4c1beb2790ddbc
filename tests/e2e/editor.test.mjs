// The position editor: set up a position, play it against a friend and against the computer
// (every board checked against the referee from that start), the refusals of invalid setups
// with their reasons in plain words, Cancel, the presets, and a reload of a set-up game.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  expectAccessible,
  marks,
  PHONE,
  pits,
  reload,
  screenshot,
  setSetting,
  settledAttribute,
  snapshot,
  sow,
  visibleText,
  waitForTurn,
  withGame,
} from './harness.mjs';
import {
  canPlay,
  editorOpen,
  editorState,
  enterPosition,
  openEditor,
  playPosition,
  problems,
  typeCount,
} from './editor.mjs';
import { expectPlayable, expectState } from './play.mjs';

/** South to move; C captures e d c b (9 seeds) and the game goes on (RULES.md). */
const CAPTURE = '0-0-8-0-0-1-3-1-1-1-2-0-15-16-S';

test('a set-up position is played against a friend, checked against the referee, and survives a reload', async () => {
  await withGame({}, async ({ page }) => {
    await playPosition(page, CAPTURE, 'two-players');
    await expectState(page, [], 'the set-up position', CAPTURE);
    await expectPlayable(page, [], CAPTURE);
    assert.deepEqual(await page.$$eval('.move-list li', (items) => items.length), 0, 'no move yet');
    await sow(page, 2);
    const after = await expectState(page, [2], 'after C captures', CAPTURE);
    assert.deepEqual(after.score, [24, 16], 'C took 9 seeds');
    assert.deepEqual((await marks(page)).captured, [7, 8, 9, 10], 'b c d e are marked taken');
    await reload(page);
    await expectState(page, [2], 'after a reload', CAPTURE);
    await expectPlayable(page, [2], CAPTURE);
    await sow(page, 6);
    await expectState(page, [2, 6], 'North plays on after the reload', CAPTURE);
  });
});

test('a set-up position is played against the computer at the current level and side', async () => {
  await withGame({ viewport: PHONE }, async ({ page }) => {
    await setSetting(page, 'level', 'easy');
    await sow(page, 2); // a game under way: the set-up one replaces it
    await playPosition(page, CAPTURE, 'computer');
    await waitForTurn(page, 'south');
    await expectState(page, [], 'the set-up position, South (the player) to move', CAPTURE);
    await sow(page, 2);
    await waitForTurn(page, 'south');
    const answer = (await marks(page)).origin?.[0];
    assert.ok(answer >= 6, `the computer answered with one of North's pits (got ${answer})`);
    await expectState(page, [2, answer], 'after the computer answered', CAPTURE);
    await reload(page);
    await waitForTurn(page, 'south');
    await expectState(page, [2, answer], 'after a reload', CAPTURE);
  });
});

test('with North to move and the player South, the computer opens the set-up game', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'level', 'easy');
    const start = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-N';
    await playPosition(page, start, 'computer');
    await waitForTurn(page, 'south');
    const answer = (await marks(page)).origin?.[0];
    assert.ok(answer >= 6, `the computer (North) moved first (got ${answer})`);
    await expectState(page, [answer], 'after the computer opened', start);
  });
});

test('invalid setups are refused with every reason in plain words, and Play stays disabled', async (t) => {
  await withGame({}, async ({ page }) => {
    await openEditor(page);
    await t.test('47 seeds', async () => {
      await typeCount(page, { pit: 2 }, 3);
      assert.equal((await editorState(page)).total, '47 / 48', 'the total is shown live');
      assert.deepEqual(await problems(page), ['There are 47 seeds in all: there must be exactly 48.']);
      assert.equal(await canPlay(page), false, 'Play is disabled');
      await page.locator('[data-action="setup-more"]').click();
      assert.equal((await editorState(page)).total, '48 / 48');
      assert.deepEqual(await problems(page), []);
      assert.ok(await canPlay(page), 'Play is enabled again');
    });
    await t.test('the side to move has no seeds', async () => {
      await enterPosition(page, '0-0-0-0-0-0-4-4-4-4-4-4-24-0-S');
      assert.deepEqual(await problems(page), ['South is to move but has no seeds in its row.']);
      assert.equal(await canPlay(page), false);
      await page.locator('[data-setting="to-move"][data-value="north"]').click();
      assert.deepEqual(await problems(page), [], 'North to move is fine');
    });
    await t.test('the side to move must feed and cannot', async () => {
      await enterPosition(page, '1-0-0-0-0-0-0-0-0-0-0-0-23-24-S');
      assert.deepEqual(await problems(page), [
        'South must feed the opponent, but no move can: the game would be over.',
      ]);
      assert.equal(await canPlay(page), false);
    });
    await t.test('already won, with a wrong total too: every reason listed', async () => {
      await enterPosition(page, '1-0-0-0-0-0-1-0-0-0-0-0-30-20-S');
      assert.deepEqual(await problems(page), [
        'There are 52 seeds in all: there must be exactly 48.',
        'South already has 25 seeds or more: the game would be over.',
      ]);
      assert.equal(await canPlay(page), false);
    });
    await t.test('the empty board (24–24) is explained and refused', async () => {
      await page.locator('[data-action="setup-empty"]').click();
      const shown = await editorState(page);
      assert.deepEqual(shown.pits, new Array(12).fill(0));
      assert.deepEqual(shown.score, [24, 24]);
      assert.equal(shown.total, '48 / 48');
      assert.deepEqual(await problems(page), [
        '24–24: the game would already be drawn.',
        'South is to move but has no seeds in its row.',
      ]);
      assert.match(await visibleText(page), /The engine refuses this position as it stands/);
      assert.equal(await canPlay(page), false);
    });
    await t.test('a typed count that is not 0–48', async () => {
      await page.locator('[data-action="setup-start"]').click();
      assert.deepEqual(await problems(page), [], 'the start position is valid');
      await page.locator('[data-edit-pit="4"]').click();
      await page.locator('[data-edit-count]').fill('x7');
      assert.match(await visibleText(page), /Type a number from 0 to 48\./);
      assert.equal(await canPlay(page), false, 'Play waits for a number');
      assert.equal((await editorState(page)).pits[4], 4, 'the count is unchanged');
      await page.locator('[data-edit-count]').fill('49');
      assert.equal(await canPlay(page), false);
      await page.locator('[data-edit-count]').fill('4');
      assert.ok(await canPlay(page));
    });
    await t.test('a forced click on a disabled Play does not reach the game', async () => {
      await typeCount(page, { pit: 0 }, 9);
      await page.locator('[data-action="setup-play"]').click({ force: true });
      assert.ok(await editorOpen(page), 'the editor is still open');
      await page.locator('[data-action="setup-cancel"]').click();
      await expectState(page, [], 'the game is untouched');
    });
  });
});

test('the problems are in French too', async () => {
  await withGame({ locale: 'fr-FR' }, async ({ page }) => {
    await openEditor(page);
    await typeCount(page, { pit: 2 }, 3);
    assert.deepEqual(await problems(page), ['Il y a 47 graines en tout : il en faut exactement 48.']);
    await page.locator('[data-action="setup-empty"]').click();
    assert.deepEqual(await problems(page), [
      '24 à 24 : la partie serait déjà nulle.',
      'Sud a le trait mais aucune graine dans sa rangée.',
    ]);
  });
});

test('Cancel (or Escape) leaves the game as it was', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await sow(page, 2);
    await sow(page, 8);
    const before = await snapshot(page);
    const moveList = await page.$$eval('.move-list li', (items) => items.map((li) => li.textContent));
    await openEditor(page);
    assert.deepEqual((await editorState(page)).pits, before.board, 'the editor opens on the game position');
    await page.locator('[data-action="setup-empty"]').click();
    await page.locator('[data-setting="setup-mode"][data-value="computer"]').click();
    await page.locator('[data-action="setup-cancel"]').click();
    assert.equal(await editorOpen(page), false, 'the editor is closed');
    assert.deepEqual(await snapshot(page), before, 'the same board, scores and turn');
    assert.deepEqual(await page.$$eval('.move-list li', (items) => items.map((li) => li.textContent)), moveList);
    await expectState(page, [2, 8], 'the game goes on');
    await openEditor(page);
    await typeCount(page, { pit: 0 }, 0);
    await page.keyboard.press('Escape');
    assert.equal(await editorOpen(page), false, 'Escape closes it too');
    await reload(page);
    await expectState(page, [2, 8], 'the saved game is the same after a reload');
    await sow(page, 3);
    await expectState(page, [2, 8, 3], 'and goes on in two-player mode');
  });
});

test('the start preset and the steppers', async () => {
  await withGame({}, async ({ page }) => {
    await openEditor(page);
    await page.locator('[data-action="setup-empty"]').click();
    await page.locator('[data-action="setup-start"]').click();
    const shown = await editorState(page);
    assert.deepEqual(shown.pits, new Array(12).fill(4));
    assert.deepEqual(shown.score, [0, 0]);
    // Move one seed from pit d into South's store with the steppers.
    await page.locator('[data-edit-pit="9"]').click();
    await page.locator('[data-action="setup-less"]').click();
    await page.locator('[data-edit-store="south"]').click();
    await page.locator('[data-action="setup-more"]').click();
    const moved = await editorState(page);
    assert.equal(moved.pits[9], 3);
    assert.deepEqual(moved.score, [1, 0]);
    assert.equal(moved.total, '48 / 48');
    // Keyboard: Enter on a focused pit selects it.
    await page.locator('[data-edit-pit="11"]').focus();
    await page.keyboard.press('Enter');
    assert.equal(await settledAttribute(page, '[data-edit-pit="11"]', 'aria-pressed', 'true'), 'true');
    await page.locator('[data-action="setup-play"]').click();
    await expectState(page, [], 'the game starts from the edited position', '4-4-4-4-4-4-4-4-4-3-4-4-1-0-S');
  });
});

test('screenshots of the editor (phone and desktop)', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await withGame({ viewport }, async ({ page }) => {
      await openEditor(page);
      await typeCount(page, { pit: 2 }, 9);
      await screenshot(page, `editor-${name}`);
      const box = await page.locator('[data-edit-pit="0"]').boundingBox();
      assert.ok(box.width >= 40 && box.height >= 40, `a pit is large enough to tap (${box.width}px)`);
      const step = await page.locator('[data-action="setup-more"]').boundingBox();
      assert.ok(step.width >= 44 && step.height >= 44, 'the steppers are large');
      const play = await page.locator('[data-action="setup-play"]').boundingBox();
      assert.ok(play.x >= 0 && play.x + play.width <= viewport.width, 'Play is within the width');
      assert.deepEqual(await pits(page), new Array(12).fill(4), 'the game behind is unchanged');
    });
  }
});


test('keyboard: the editor board has one tab stop, the selected place; arrows move, Enter selects, Tab leaves', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    await withGame({ viewport }, async ({ page }) => {
      await openEditor(page);
      const places = '[data-edit-pit], svg [data-edit-store]';
      const stops = () => page.$$eval(`svg :is(${places})[tabindex="0"]`, (els) => els.map((el) => el.outerHTML.slice(0, 40)));
      // The place of the board (not a chip beside a compact board) that has the focus.
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          if (!el?.closest('svg')) return null;
          if (el.hasAttribute('data-edit-pit')) return `pit ${el.getAttribute('data-edit-pit')}`;
          if (el?.hasAttribute('data-edit-store')) return `store ${el.getAttribute('data-edit-store')}`;
          return null;
        });
      const size = viewport === PHONE ? 'phone' : 'desktop';
      assert.equal((await stops()).length, 1, `${size}: one place of the board is in the tab order`);
      assert.equal(await page.getAttribute('[data-edit-pit="0"]', 'tabindex'), '0', 'the selected place, A, holds it');
      // Tab from the dialog's close button reaches the board's tab stop.
      let tabs = 0;
      while ((await focused()) === null && tabs < 20) {
        await page.keyboard.press('Tab');
        tabs += 1;
      }
      assert.equal(await focused(), 'pit 0', `${size}: Tab lands on A, the selected pit (${tabs} presses)`);
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(), 'pit 1', 'ArrowRight goes to B');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(), 'pit 10', 'ArrowUp crosses to the pit facing B, e');
      await page.keyboard.press('Enter');
      assert.equal(await settledAttribute(page, '[data-edit-pit="10"]', 'aria-pressed', 'true'), 'true', 'Enter selects e');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press(' ');
      assert.equal(await settledAttribute(page, '[data-edit-pit="1"]', 'aria-pressed', 'true'), 'true', 'Space selects B');
      if (viewport === DESKTOP) {
        for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
        assert.equal(await focused(), 'store south', 'past F, South\'s store');
        await page.keyboard.press('Enter');
        assert.equal(await settledAttribute(page, '[data-edit-store="south"]', 'aria-pressed', 'true'), 'true');
        await page.locator('[data-action="setup-more"]').click();
        assert.equal((await editorState(page)).score[0], 1, 'the steppers act on the store chosen by keys');
        for (let back = 0; (await focused()) === null && back < 20; back += 1) {
          await page.keyboard.press('Shift+Tab');
        }
        assert.equal(await focused(), 'store south', 'Shift+Tab comes back to the selected store');
      }
      await page.keyboard.press('Tab');
      assert.equal(await focused(), null, `${size}: one Tab leaves the board`);
      assert.equal(
        await page.evaluate(() => document.querySelector('[role="dialog"]').contains(document.activeElement)),
        true,
        'for the next control of the dialog',
      );
      await expectAccessible(page, `the editor after keys (${size})`);
    });
  }
});
