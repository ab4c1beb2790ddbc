// Nothing is ever lost: My games (IndexedDB) keeps every game that a new game, a set-up position,
// a loaded file or an opened link replaces; two tabs of one game never fork it silently; a save
// with a bad setting keeps its game; blocked storage is told once and play goes on; a worker that
// cannot start or hangs is tried again, then the player is told.

import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  BLANK,
  DIST,
  PHONE,
  REPO,
  action,
  load,
  marks,
  newGame,
  reload,
  screenshot,
  serveBuild,
  setSetting,
  sow,
  thinking,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { playPosition } from './editor.mjs';
import { expectState } from './play.mjs';
import { watchWorkers, workersStarted } from './workers.mjs';

/** Two players on one device, a fresh game. */
async function twoPlayers(page) {
  await setSetting(page, 'mode', 'two-players');
  await newGame(page, 'south');
}

/** Plays pits one after the other (two players). */
async function playAll(page, pits) {
  for (const pit of pits) await sow(page, pit);
}

/** Opens My games and returns its games: `{ plies, result, key }`, newest first. */
async function library(page) {
  if ((await page.locator('.library-panel').count()) === 0) await action(page, 'library');
  // The panel is a room, loaded on first use: wait for it, then for its list.
  await page.locator('.library-panel').waitFor();
  await page.waitForFunction(() => !document.querySelector('.library-panel')?.textContent.includes('…'));
  return page.$$eval('[data-library-game]', (els) =>
    els.map((el) => ({
      key: el.getAttribute('data-library-game'),
      plies: Number(el.getAttribute('data-plies')),
      result: el.getAttribute('data-result'),
    })),
  );
}

/** Closes the open panel. */
async function closePanel(page) {
  await page.locator('[data-action="close"]:visible').first().click();
}

/** The text of the notice shown, if any. */
async function notice(page) {
  const found = page.locator('[data-notice]');
  return (await found.count()) ? (await found.first().textContent()).trim() : null;
}

test('every way of replacing a game keeps it in My games, resumable', async (t) => {
  await withGame({}, async ({ page, url }) => {
    await twoPlayers(page);
    assert.deepEqual(await library(page), [], 'a first visit keeps nothing yet');
    await closePanel(page);

    await t.test('New game', async () => {
      await playAll(page, [2, 8, 5]);
      await newGame(page, 'south');
      const kept = await library(page);
      assert.deepEqual(kept.map((g) => [g.plies, g.result]), [[3, 'unfinished']]);
      await page.locator('[data-library-game] [data-action="resume"]').click();
      await expectState(page, [2, 8, 5], 'the game is back, to play on');
      await sow(page, 10);
      await expectState(page, [2, 8, 5, 10], 'and it plays on');
    });

    await t.test('Play in the editor', async () => {
      await playPosition(page, '0-0-8-0-0-1-3-1-1-1-2-0-15-16-S', 'two-players');
      const kept = await library(page);
      assert.ok(kept.some((g) => g.plies === 4 && g.result === 'unfinished'), JSON.stringify(kept));
      await closePanel(page);
    });

    await t.test('a loaded file', async () => {
      const dir = join(REPO, 'target', 'e2e-library');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, 'two-moves.ogn');
      writeFileSync(file, '[Event "x"]\n\n1. C d\n');
      await sow(page, 2); // the set-up position's C: a capture of 9, one ply
      await action(page, 'game');
      await page.locator('[data-file="record"]').setInputFiles(file);
      await page.waitForFunction(() => document.querySelectorAll('.move-list [data-ply]').length === 2);
      const kept = await library(page);
      assert.ok(kept.some((g) => g.plies === 1), `the set-up game with its one move is kept: ${JSON.stringify(kept)}`);
      await closePanel(page);
    });

    await t.test('an opened link', async () => {
      await page.goto(`${url}#moves=EbFa`);
      await waitForTurn(page, 'south');
      await expectState(page, [4, 7, 5, 6], 'the link opened');
      const kept = await library(page);
      assert.ok(kept.some((g) => g.plies === 2), `the loaded game is kept: ${JSON.stringify(kept)}`);
      // Export all: one OGN file with every game, the one on the board too.
      const download = page.waitForEvent('download');
      await page.locator('[data-action="export-all"]').click();
      const path = await (await download).path();
      const text = (await import('node:fs')).readFileSync(path, 'utf8');
      assert.equal((text.match(/\[Variant "Oware Abapa"\]/g) ?? []).length, kept.length + 1, 'one record per game');
      t.diagnostic(`screenshot ${await screenshot(page, 'library-desktop')}`);
    });

    await t.test('delete, then undo', async () => {
      const before = await library(page);
      await page.locator('[data-library-game] [data-action="delete"]').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-library-game]').length === n - 1, before.length);
      await page.locator('[data-action="undo-delete"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-library-game]').length === n, before.length);
      await closePanel(page);
      await reload(page);
      assert.equal((await library(page)).length, before.length, 'still there after a reload');
    });
  });
});

test('My games on a phone, in French: a finished game opens in review', async () => {
  await withGame({ viewport: PHONE, locale: 'fr-FR' }, async ({ page }) => {
    await twoPlayers(page);
    // South takes everything it can: a short game that ends (set up from a position near the end).
    await playPosition(page, '0-0-0-0-0-1-1-0-0-0-0-0-22-24-S', 'two-players');
    await sow(page, 5);
    await newGame(page, 'south');
    const kept = await library(page);
    assert.equal(kept.length, 1);
    assert.notEqual(kept[0].result, 'unfinished', 'the finished game has its result');
    assert.equal(await page.locator('[data-library-game] [data-action="resume"]').count(), 0, 'a finished game is not resumed');
    await screenshot(page, 'library-fr-phone');
    await page.locator('[data-library-game] [data-action="review"]').click();
    await page.waitForSelector('.review-bar');
    assert.equal(await page.getAttribute('.review-bar', 'data-cursor'), '1', 'the review shows its last move');
  });
});

test('two tabs: one follows the other, and when they go different ways the player chooses', async () => {
  await withGame({}, async ({ page, url }) => {
    await twoPlayers(page);
    const other = await page.context().newPage();
    await load(other, url);
    await playAll(page, [2]);
    await other.waitForFunction(() => document.querySelector('[data-pit="2"]')?.hasAttribute('data-origin'));
    await expectState(other, [2], 'the other tab follows the move');
    await playAll(other, [8]);
    await page.waitForFunction(() => document.querySelector('[data-pit="8"]')?.hasAttribute('data-origin'));
    await expectState(page, [2, 8], 'and the first tab follows back');

    // The first tab takes back d and plays f: the other tab's C d is not behind, it went elsewhere.
    await action(page, 'undo');
    await playAll(page, [11]);
    await other.waitForSelector('[data-action="take-over"]');
    assert.equal(await notice(other), 'This game goes on in another tab.');
    await expectState(other, [2, 8], 'the other tab keeps its own game until the player chooses');

    // Keep it apart: C d goes to My games as a game of its own, and the tab follows C f.
    await other.locator('[data-action="keep-apart"]').click();
    await expectState(other, [2, 11], 'it follows the first tab');
    const kept = await library(other);
    assert.ok(kept.some((g) => g.plies === 2), `C d is kept apart: ${JSON.stringify(kept)}`);
    await closePanel(other);

    // Then the other tab goes on (E) and the first takes the move back and plays B: it is asked,
    // and takes the game over; the other tab is asked in turn.
    await playAll(other, [4]);
    await page.waitForFunction(() => document.querySelectorAll('.move-list [data-ply]').length === 3);
    await action(page, 'undo');
    await playAll(page, [1]);
    await other.waitForSelector('[data-action="take-over"]');
    await other.locator('[data-action="take-over"]').click();
    await page.waitForSelector('[data-action="take-over"]');
    await expectState(page, [2, 11, 1], 'the first tab keeps its own game until its player chooses');
    await other.close();
  });
});

test('a save with a bad setting keeps its game and names the setting', async () => {
  await withGame({}, async ({ page, base, url }) => {
    await twoPlayers(page);
    await playAll(page, [2, 8]);
    await page.goto(`${base}${BLANK}`);
    await page.evaluate(() => {
      const text = localStorage.getItem('kawu.save');
      localStorage.setItem('kawu.save', text.replace(/^speed .*$/m, 'speed warp').concat('colour blue\n'));
    });
    await load(page, url);
    await expectState(page, [2, 8], 'the game is kept');
    const said = await notice(page);
    assert.match(said ?? '', /speed/, `the notice names the setting: ${said}`);
  });
});

test('an unreadable save is set aside, never overwritten, and listed in My games', async () => {
  await withGame({}, async ({ page, base, url }) => {
    await twoPlayers(page);
    await playAll(page, [2]);
    await page.goto(`${base}${BLANK}`);
    await page.evaluate(() => localStorage.setItem('kawu.save', 'kawu-save 2\nstart nonsense\n'));
    await load(page, url);
    await expectState(page, [], 'a fresh game');
    const aside = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('kawu.save.unreadable.')).map((k) => localStorage.getItem(k)),
    );
    assert.deepEqual(aside, ['kawu-save 2\nstart nonsense\n'], 'the unreadable text is kept as it was');
    const kept = await library(page);
    assert.ok(kept.some((g) => g.result === 'unreadable'), `listed as unreadable: ${JSON.stringify(kept)}`);
  });
});

/** A fresh profile whose Chromium blocks every site's storage (cookies and site data). */
function blockingProfile() {
  const profile = mkdtempSync(join(tmpdir(), 'kawu-blocked-'));
  mkdirSync(join(profile, 'Default'), { recursive: true });
  const prefs = { profile: { default_content_setting_values: { cookies: 2 } } };
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(prefs));
  return profile;
}

test('blocked storage is told once, in words, and play goes on', async () => {
  const profile = blockingProfile();
  try {
    await withGame({ profile, allowErrors: /./ }, async ({ page }) => {
      const said = await notice(page);
      assert.match(said ?? '', /Your games cannot be saved in this browser: /, `told: ${said}`);
      await sow(page, 2);
      await waitForTurn(page, 'south');
      await sow(page, (await page.$$eval('[data-pit]', (els) => els
        .filter((el) => el.getAttribute('aria-disabled') !== 'true')
        .map((el) => Number(el.dataset.pit))))[0]);
      await waitForTurn(page, 'south');
      assert.equal(await page.locator('[data-notice]').count(), 0, 'told once: not again at every move');
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A copy of the build without the worker's wasm (a half-finished deploy). */
function buildWithoutWorkerWasm() {
  const dir = mkdtempSync(join(tmpdir(), 'kawu-broken-'));
  cpSync(DIST, dir, { recursive: true });
  rmSync(join(dir, 'worker_bg.wasm'));
  return dir;
}

/** Waits for the notice that the computer does not answer, and returns the workers started. */
async function givenUp(page) {
  await page.waitForFunction(
    () => /computer does not answer/.test(document.querySelector('[data-notice]')?.textContent ?? ''),
    null,
    { timeout: 60_000 },
  );
  return workersStarted(page);
}

test('a worker whose wasm is missing leads to a notice, not an endless "thinking"', { timeout: 120_000 }, async () => {
  const dir = buildWithoutWorkerWasm();
  serveBuild(dir);
  try {
    await withGame({ initScript: watchWorkers, allowErrors: /worker_bg\.wasm|404|computer failed|could not start/ }, async ({ page }) => {
      await page.locator('[data-pit="2"]').click();
      assert.equal(await givenUp(page), 2, 'a worker, then a fresh one, before giving up');
      assert.match(await notice(page), /computer does not answer/, 'the player is told in words');
      // The notice and the end of "thinking" are one change of the page's state.
      assert.equal(await thinking(page), false, 'once given up, nothing says the computer thinks');
      await setSetting(page, 'mode', 'two-players');
      await sow(page, 8);
      await expectState(page, [2, 8], 'the game goes on against a friend');
      // Back against the computer, its next turn asks a fresh worker again.
      await setSetting(page, 'mode', 'computer');
      await sow(page, 0);
      assert.equal(await givenUp(page), 4, 'a later request tried a fresh worker (and one more)');
      assert.equal(await thinking(page), false, 'and nothing says it thinks once it is given up again');
      await expectState(page, [2, 8, 0], 'the game waits where it was');
    });
  } finally {
    serveBuild();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a hung request is asked again of a fresh worker', { timeout: 60_000 }, async (t) => {
  await withGame({ initScript: `(${watchWorkers})({ deafFirst: true })` }, async ({ page }) => {
    await setSetting(page, 'level', 'easy');
    const started = Date.now();
    await sow(page, 2);
    await waitForTurn(page, 'south', 40_000);
    t.diagnostic(`answered after ${Date.now() - started} ms by worker number ${await workersStarted(page)}`);
    assert.equal(await workersStarted(page), 2, 'a second worker answered');
    await expectState(page, [2, (await marks(page)).origin[0]], 'the computer moved once');
    assert.equal(await notice(page), null, 'no notice: the retry worked');
  });
});
