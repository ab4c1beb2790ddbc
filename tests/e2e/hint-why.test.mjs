// The hint says why: a sentence computed by the engine beside the hinted pit, in
// `[data-hint-why]` and the polite live region, in English and in French; gone once a move is
// played. Screenshots of it on a phone and a desktop in both languages.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  action,
  load,
  marks,
  screenshot,
  setSetting,
  sow,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { letter } from './referee.mjs';

/** C could take b, c, d and e here; what the hint says is the engine's to find. */
const CAPTURE = '0-0-8-0-0-1-3-1-1-1-2-0-15-16-S';

/** Asks for a hint and waits for it: the hinted pit's letter and the sentence shown. */
async function askHint(page) {
  await action(page, 'hint');
  await page.waitForSelector('[data-pit][data-hint]:not([data-hint="false"])', { timeout: 30_000 });
  const { hint } = await marks(page);
  assert.equal(hint.length, 1, 'exactly one hinted pit');
  const why = page.locator('[data-hint-why]');
  await why.waitFor();
  return { pit: hint[0], why: (await why.innerText()).trim() };
}

/** The sentence: one, naming the hinted pit first, and what the live region says too. */
async function expectWhy(page, pit, why, words) {
  assert.ok(why.startsWith(`${letter(pit)} `), `"${why}" names the hinted pit ${letter(pit)} first`);
  assert.match(why, words, `"${why}" is in the page's language`);
  assert.match(why, /\.$/, 'one sentence');
  const live = (await page.locator('[aria-live="polite"]').innerText()).trim();
  assert.equal(live, why, 'a screen reader hears it');
}

const ENGLISH = /\b(is the only|takes|feeds|saves|gives nothing away|adds to your kroo|is the engine's choice)\b/;
const FRENCH = /\b(est le seul coup|prend|nourrit|sauve|ne donne rien|grossit votre kroo|est le choix du moteur)\b/;

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`the hint says why, in English and in French, and goes with the move (${device})`, async () => {
    await withGame({ viewport }, async ({ page, base }) => {
      await load(page, `${base}/?fen=${CAPTURE}`);
      await waitForTurn(page, 'south');
      assert.equal(await page.locator('[data-hint-why]').count(), 0, 'no sentence before a hint');

      const { pit, why } = await askHint(page);
      await expectWhy(page, pit, why, ENGLISH);
      await screenshot(page, `hint-why-${device}-en`);

      await setSetting(page, 'lang', 'fr');
      await page.waitForFunction((english) => {
        const shown = document.querySelector('[data-hint-why]')?.textContent ?? english;
        return shown.trim() !== english;
      }, why);
      assert.deepEqual((await marks(page)).hint, [pit], 'the hint stays on its pit');
      const french = (await page.locator('[data-hint-why]').innerText()).trim();
      await expectWhy(page, pit, french, FRENCH);
      await screenshot(page, `hint-why-${device}-fr`);

      await sow(page, pit);
      assert.equal(await page.locator('[data-hint-why]').count(), 0, 'the sentence goes with the move');
      assert.deepEqual((await marks(page)).hint, [], 'and so does the hint');
      await waitForTurn(page, 'south');
      assert.equal(await page.locator('[data-hint-why]').count(), 0, 'and it does not come back');
    });
  });
}
