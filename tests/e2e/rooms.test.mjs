// The rooms (the lessons, the editor, the game panel, My games) are a second wasm the page loads
// the first time one opens. When it cannot load, the player reads why and closes it; the game
// is not affected, and the next opening tries again.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { action, pits, sow, withGame } from './harness.mjs';

/** Serves a broken rooms' wasm until `restore()` is called. */
async function breakRooms(page) {
  const broken = (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not a wasm module' });
  await page.route('**/rooms_bg.wasm*', broken);
  return () => page.unroute('**/rooms_bg.wasm*', broken);
}

test('a room that cannot load says so, closes, and the game goes on; the next opening loads it', async () => {
  // A game of two players going on, from the save: the settings are a room too, so the test
  // cannot set the mode once the rooms are broken, and must not load them before.
  const saved = 'kawu-save 2\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\nmode two-players\n';
  const storage = { 'kawu.lessons.offer': 'dismissed', 'kawu.save': saved };
  await withGame({ storage }, async ({ page }) => {
    const restore = await breakRooms(page);
    await sow(page, 1);
    const board = await pits(page);
    await action(page, 'setup');
    const failed = page.locator('[role="dialog"] [data-room-failed]');
    await failed.waitFor();
    assert.match(await failed.textContent(), /could not be loaded.*Your game goes on/);
    assert.equal(await page.locator('[role="dialog"] [data-action="close"]').evaluate((b) => b === document.activeElement), true,
      'the close button has the focus');
    await page.keyboard.press('Escape');
    await failed.waitFor({ state: 'detached' });
    assert.deepEqual(await pits(page), board, 'the game is as it was');
    assert.equal(await page.locator('[data-action="setup"]').evaluate((b) => b === document.activeElement), true,
      'the focus is back on the button that opened it');

    // The lessons say it in their own place, with the way back.
    await action(page, 'learn');
    const said = page.locator('main [data-room-failed]');
    await said.waitFor();
    assert.equal(await page.locator('main').count(), 1, 'one main landmark');
    await page.locator('[data-action="leave-lesson"]').click();
    await page.locator('[data-pit]').first().waitFor();
    assert.deepEqual(await pits(page), board, 'back to the same game');

    // Once the file is there again, the room opens.
    await restore();
    await action(page, 'setup');
    await page.locator('[data-setup-total]').waitFor();
    await page.locator('[data-action="setup-cancel"]').click();
    await page.locator('[data-setup-total]').waitFor({ state: 'detached' });
    assert.deepEqual(await pits(page), board);
  });
});

test('the lessons are the one main landmark under the page header, the banner', async () => {
  await withGame({ storage: { 'kawu.lessons.offer': 'dismissed' } }, async ({ page }) => {
    await action(page, 'learn');
    await page.locator('.lesson-list').waitFor();
    const landmarks = await page.evaluate(() => ({
      mains: document.querySelectorAll('main').length,
      lessonsInMain: document.querySelector('main .lesson-list') !== null,
      bannerOutsideMain: document.querySelector('header.top')?.closest('main, section, article, aside, nav') === null,
      bannerFirst: document.querySelector('header.top').compareDocumentPosition(document.querySelector('main'))
        === Node.DOCUMENT_POSITION_FOLLOWING,
    }));
    assert.deepEqual(landmarks, { mains: 1, lessonsInMain: true, bannerOutsideMain: true, bannerFirst: true });
    // The header's buttons still work while learning: the help opens over the lessons.
    await action(page, 'help');
    await page.locator('[role="dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-action="leave-lesson"]').click();
    await page.locator('[data-pit]').first().waitFor();
    assert.equal(await page.locator('main').count(), 1, 'one main landmark in the game too');
  });
});
