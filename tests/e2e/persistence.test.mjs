// What survives a reload (localStorage), what a corrupt save does, and the two languages.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BLANK,
  load,
  marks,
  newGame,
  newLines,
  random,
  reload,
  setSetting,
  sow,
  visibleText,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectPlayable, expectState, pickPlayable, playRounds } from './play.mjs';


test('a reload in mid-game restores the game and the settings', async (t) => {
  await withGame({}, async ({ page }) => {
    await t.test('against the computer', async () => {
      await setSetting(page, 'lang', 'fr');
      await setSetting(page, 'mode', 'computer');
      await setSetting(page, 'level', 'easy');
      await setSetting(page, 'side', 'south');
      await newGame(page, 'south');
      const rng = random(7);
      const moves = await playRounds(page, rng, 3);
      await expectState(page, moves, 'before the reload');
      await reload(page);
      await waitForTurn(page, 'south');
      await expectState(page, moves, 'after the reload');
      assert.equal(await page.getAttribute('html', 'lang'), 'fr', 'the language survives');
      await expectPlayable(page, moves);
      // The game goes on from there.
      const pit = await pickPlayable(page, rng);
      await sow(page, pit);
      await waitForTurn(page, 'south');
      moves.push(pit, (await marks(page)).origin[0]);
      await expectState(page, moves, 'one more move after the reload');
    });
    await t.test('two players, North to move', async () => {
      await setSetting(page, 'mode', 'two-players');
      await newGame(page, 'south');
      await sow(page, 2);
      await reload(page);
      await expectState(page, [2], 'after the reload');
      await expectPlayable(page, [2]);
      await sow(page, 9);
      await expectState(page, [2, 9], 'North plays on after the reload');
    });
  });
});

/** A word the spoiled values carry: a notice for the player must not echo it. */
const MARKER = 'spoiled';

/** Ways to spoil a saved value. */
const spoilers = {
  'not JSON': () => `{"${MARKER}": tru`,
  'binary garbage': () => `\u0000\u0001${MARKER}\u00ff\ufffd`,
  'JSON of the wrong shape': (value) => {
    const spoil = (v) => {
      if (Array.isArray(v)) return [...v.map(spoil), 99];
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, spoil(x)]));
      if (typeof v === 'number') return 99;
      if (typeof v === 'string') return MARKER;
      if (typeof v === 'boolean') return !v;
      return 99;
    };
    try {
      return JSON.stringify(spoil(JSON.parse(value)));
    } catch {
      return `"${MARKER}"`;
    }
  },
};

test('a corrupt saved state gives a fresh game and a notice, no crash', async (t) => {
  await withGame({}, async ({ page, base, url }) => {
    for (const [name, spoilValue] of Object.entries(spoilers)) {
      await t.test(name, async () => {
        await page.goto(`${base}${BLANK}`);
        await page.evaluate(() => localStorage.clear());
        await load(page, url);
        await waitForTurn(page, 'south');
        const fresh = await visibleText(page);
        await sow(page, 2);
        await waitForTurn(page, 'south');

        await page.goto(`${base}${BLANK}`);
        const saved = await page.evaluate(() => Object.entries(localStorage));
        assert.ok(saved.length > 0, 'the page saves the game in localStorage');
        const spoiled = Object.fromEntries(saved.map(([k, v]) => [k, spoilValue(v)]));
        await page.evaluate((entries) => {
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, spoiled);

        await load(page, url);
        await waitForTurn(page, 'south');
        await expectState(page, [], 'a fresh game');
        const notice = newLines(fresh, await visibleText(page));
        assert.ok(notice.length > 0, 'a notice says the saved game could not be restored');
        t.diagnostic(`notice: ${notice.join(' / ')}`);
        assert.ok(!notice.join(' ').includes(MARKER), 'the notice speaks to the player, not in stored bytes');
        await sow(page, 3);
        await waitForTurn(page, 'south');
        await expectState(page, [3, (await marks(page)).origin[0]], 'the fresh game plays');
      });
    }
  });
});

/** The visible label of each game button, by action, and the first pit's accessible name. */
async function labels(page) {
  return page.evaluate(() => ({
    actions: Object.fromEntries(
      ['new-game', 'undo', 'redo', 'hint', 'settings'].map((name) => {
        const el = document.querySelector(`[data-action="${name}"]`);
        const label = el ? el.innerText?.trim() || el.getAttribute('aria-label') || el.title : null;
        return [name, label];
      }),
    ),
    pit: document.querySelector('[data-pit="0"]').getAttribute('aria-label'),
    text: document.body.innerText,
  }));
}

test('the language follows the browser and switches between French and English', async (t) => {
  await t.test('an English browser gets English', async () => {
    await withGame({ locale: 'en-US' }, async ({ page }) => {
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.match((await labels(page)).pit, /seed/i);
    });
  });
  await t.test('a French browser gets French, and the switch changes every label', async () => {
    await withGame({ locale: 'fr-FR' }, async ({ page }) => {
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      const french = await labels(page);
      assert.match(french.pit, /graine/i);
      await setSetting(page, 'lang', 'en');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      const english = await labels(page);
      assert.match(english.pit, /seed/i);
      for (const [name, label] of Object.entries(english.actions)) {
        if (label !== null) assert.notEqual(label, french.actions[name], `the ${name} button is translated`);
      }
      assert.notEqual(english.text, french.text, 'the visible text changed');
      await setSetting(page, 'lang', 'fr');
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      assert.deepEqual((await labels(page)).actions, french.actions, 'back to the same French labels');
    });
  });
});
