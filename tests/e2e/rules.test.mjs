// The rules of every village on the page: the Rules choice in the settings (the presets and
// custom's five switches), a line of each preset that shows its difference (a forbidden grand
// slam refused in words, a stuck draw, Kalah's extra move and its stores), the rules kept across
// a reload and carried by a share link, the endings in words (indetermination, Kalah's empty
// row), axe on the rules settings and Kalah's board, and the screenshots of them (phone and
// desktop, French and English).

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { editorState, openEditor, playPosition, typeCount } from './editor.mjs';
import {
  DESKTOP,
  PHONE,
  REPO,
  action,
  expectAccessible,
  load,
  newGame,
  pits,
  playable,
  reload,
  screenshot,
  setSetting,
  sow,
  tap,
  waitForAnimationEnd,
  waitForTurn,
  withGame,
} from './harness.mjs';

/** The settings' rules choice `value`, in the open settings dialog. */
const choice = (setting, value) => `[role="dialog"] [data-setting="${setting}"][data-value="${value}"]`;

/** Opens the settings, chooses the rules `value` (and each `switches` [name, value]), closes. */
async function chooseRules(page, value, switches = []) {
  await action(page, 'settings');
  await page.locator(choice('rules', value)).click();
  for (const [name, wanted] of switches) await page.locator(choice(name, wanted)).click();
  await page.locator('[data-action="close"]:visible').first().click();
}

/** The rules line under the board: its `data-rules` and its text, or null under abapa. */
async function rulesLine(page) {
  const line = page.locator('.rules-line[data-rules]');
  if ((await line.count()) === 0) return null;
  return { rules: await line.getAttribute('data-rules'), text: (await line.textContent()).trim() };
}

/** Each store's seeds, as the board draws them: { south, north }. */
async function stores(page) {
  return page.$$eval('[data-store]', (els) =>
    Object.fromEntries(els.map((el) => [el.getAttribute('data-store'), Number(el.getAttribute('data-seeds'))])),
  );
}

/** The status line's text. */
async function status(page) {
  return (await page.locator('.status-text').textContent()).trim();
}

/** Opens `url` as a link followed from elsewhere. */
async function openLink(page, url) {
  await page.goto('about:blank');
  await load(page, url);
}

test('the Rules setting offers the presets and custom, each with its sentence, and keeps the choice', async (t) => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await action(page, 'settings');
    for (const value of ['abapa', 'awale', 'pat', 'kalah', 'custom']) {
      await page.locator(choice('rules', value)).click();
      assert.equal(await page.locator(choice('rules', value)).getAttribute('aria-pressed'), 'true', value);
      const note = (await page.locator('[data-rules-note]').textContent()).trim();
      assert.match(note, /\.$/, `${value}: one sentence on what differs (${note})`);
    }
    await t.test("custom shows the five switches with the spec's values", async () => {
      for (const [name, values] of [
        ['grand-slam', ['no-capture', 'forbidden']],
        ['stuck', ['takes', 'draw']],
        ['win-at-25', ['yes', 'no']],
        ['indetermination', ['no', 'yes']],
        ['100-plies', ['yes', 'no']],
      ]) {
        for (const value of values) assert.equal(await page.locator(choice(name, value)).count(), 1, `${name}=${value}`);
        assert.equal(await page.locator(choice(name, values[0])).getAttribute('aria-pressed'), 'true', `${name}: abapa's`);
      }
      await page.locator(choice('stuck', 'draw')).click();
      await page.locator(choice('100-plies', 'no')).click();
      assert.equal(await page.locator(choice('stuck', 'draw')).getAttribute('aria-pressed'), 'true');
      await expectAccessible(page, 'the rules settings, custom');
    });
    await page.locator('[data-action="close"]:visible').first().click();
    assert.deepEqual(await rulesLine(page), {
      rules: 'stuck=draw,100-plies=no',
      text: 'Rules: Custom (a draw when one cannot feed, no 100-move limit)',
    });
    await t.test('kept across a reload', async () => {
      await reload(page);
      assert.equal((await rulesLine(page))?.rules, 'stuck=draw,100-plies=no');
      await action(page, 'settings');
      assert.equal(await page.locator(choice('rules', 'custom')).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator(choice('stuck', 'draw')).getAttribute('aria-pressed'), 'true');
      await page.locator('[data-action="close"]:visible').first().click();
    });
  });
});

test('awale: a grand slam is refused with its sentence while another move is possible', async () => {
  await withGame({}, async ({ page, url }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'awale');
    assert.deepEqual(await rulesLine(page), { rules: 'awale', text: 'Rules: Awalé (school)' });
    // F's one seed would make a 2 in North's only pit: every seed of North's row.
    await openLink(page, `${url}?fen=1-0-9-0-0-1-1-0-0-0-0-0-18-18-S&rules=awale`);
    await tap(page, 5);
    await page.locator('[data-notice]').waitFor();
    assert.match(
      await page.locator('[data-notice]').textContent(),
      /F would take all your opponent's seeds, which is forbidden while another move is possible\./,
    );
    assert.deepEqual(await pits(page), [1, 0, 9, 0, 0, 1, 1, 0, 0, 0, 0, 0], 'nothing was sown');
    await sow(page, 0);
    assert.equal(await page.locator('[data-turn="north"]').count(), 1, 'another move is played');
  });
});

test('pat: a player who cannot feed ends the game drawn, in words', async () => {
  await withGame({}, async ({ page, url }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'pat');
    assert.deepEqual(await rulesLine(page), { rules: 'pat', text: 'Rules: Pat' });
    // South's F empties South's row; North's a (4 seeds) cannot reach it: drawn, 22–22 as it is.
    await openLink(page, `${url}?fen=0-0-0-0-0-1-3-0-0-0-0-0-22-22-S&rules=pat`);
    await sow(page, 5);
    await page.locator('[data-result="draw"]').waitFor();
    assert.match(await status(page), /North could not feed: a draw/);
  });
});

test("the endings in words: awale's indetermination, Kalah's empty row after a move whose one seed goes into the store", async () => {
  await withGame({}, async ({ page, url }) => {
    await setSetting(page, 'mode', 'two-players');
    // A's one seed to B: no capture can happen any more, each side takes its own row, 24–24.
    await openLink(page, `${url}?fen=1-0-0-0-0-0-0-0-0-0-0-1-23-23-S&rules=awale`);
    await sow(page, 0);
    await page.locator('[data-result="draw"]').waitFor();
    assert.match(await status(page), /no capture can happen any more, each side takes the seeds of its row/);
    // F's one seed falls in South's store (no pit gets a seed): South's row is empty, North
    // stores the 30 seeds of its own and wins 51–21.
    await openLink(page, `${url}?fen=0-0-0-0-0-1-5-5-5-5-5-5-20-21-S&rules=kalah`);
    await sow(page, 5);
    await page.locator('[data-result="north"]').waitFor();
    assert.match(await status(page), /a row is empty, each side stores the seeds of its own/);
    assert.deepEqual(await stores(page), { south: 21, north: 51 });
  });
});

test("kalah: the stores at the board's ends, a last seed in the store plays again, kept in a reload and a link", async (t) => {
  await withGame({}, async ({ page, url }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'kalah');
    assert.deepEqual(await rulesLine(page), { rules: 'kalah', text: 'Rules: Kalah' });
    assert.deepEqual(await pits(page), new Array(12).fill(6), 'six seeds a pit');
    assert.deepEqual(await stores(page), { south: 0, north: 0 });
    await t.test('the preview says the last seed goes into the store', async () => {
      await page.locator('[data-pit="0"]').hover();
      await page.locator('[data-preview-caption]').waitFor();
      assert.equal((await page.locator('[data-preview-caption]').textContent()).trim(), 'A → store: you play again');
      // "+1" on B to F and on South's store.
      assert.equal(await page.locator('.preview-badges .preview-sown').count(), 6);
      await page.mouse.move(0, 0);
    });
    await sow(page, 0);
    await screenshot(page, 'rules-kalah-play-again-desktop-en');
    assert.deepEqual(await stores(page), { south: 1, north: 0 }, "A's last seed in South's store");
    assert.equal(await page.locator('[data-play-again][data-turn="south"]').count(), 1, 'South plays again');
    assert.match(await status(page), /^Play again — South to move$/);
    await sow(page, 1);
    assert.deepEqual(await stores(page), { south: 2, north: 0 });
    assert.equal(await page.locator('[data-turn="north"]:not([data-play-again])').count(), 1, 'then North');
    await expectAccessible(page, 'the Kalah board');
    await t.test('the keyboard sows, and the stores are named to a screen reader', async () => {
      await page.locator('[data-pit][tabindex="0"]').focus();
      await page.keyboard.press('a');
      await waitForAnimationEnd(page);
      const names = await page.$$eval('[data-store]', (els) => els.map((el) => el.textContent.trim()));
      assert.equal(names.length, 2);
    });
    await t.test('a reload keeps the game and its rules', async () => {
      const before = { pits: await pits(page), stores: await stores(page) };
      await reload(page);
      assert.deepEqual({ pits: await pits(page), stores: await stores(page) }, before);
      assert.equal((await rulesLine(page))?.rules, 'kalah');
    });
    await t.test('a shared Kalah game opens as Kalah', async () => {
      await chooseRules(page, 'abapa');
      await openLink(page, `${url}?rules=kalah#moves=AB`);
      assert.equal((await rulesLine(page))?.rules, 'kalah');
      assert.deepEqual(await stores(page), { south: 2, north: 0 });
    });
  });
});

test('kalah on a phone: the stores at the ends, every pit a target of 44 px or more, a tap off the cup sows', async () => {
  await withGame({ viewport: PHONE }, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'kalah');
    assert.deepEqual(await stores(page), { south: 0, north: 0 }, 'both stores drawn on a phone');
    const boxes = await page.$$eval('[data-pit]', (els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { pit: el.getAttribute('data-pit'), width: r.width, height: r.height };
      }),
    );
    for (const box of boxes) {
      assert.ok(box.width >= 44 && box.height >= 44, `pit ${box.pit} is ${box.width}×${box.height} px`);
    }
    // The corner of A's square, outside its cup: still A.
    await page.locator('[data-pit="0"] .tap-area').click({ position: { x: 2, y: 2 } });
    await waitForAnimationEnd(page);
    assert.deepEqual(await stores(page), { south: 1, north: 0 }, "A's last seed in South's store");
  });
});

test('kalah against the computer: it answers under Kalah, and the hint says why in words true of Kalah', async (t) => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'computer');
    await setSetting(page, 'level', 'medium');
    await setSetting(page, 'side', 'south');
    await chooseRules(page, 'kalah');
    await newGame(page, 'south');
    assert.equal((await rulesLine(page))?.rules, 'kalah');
    await t.test('the hint names its pit and says nothing of Awalé', async () => {
      await action(page, 'hint');
      const why = page.locator('[data-hint-why]');
      await why.waitFor();
      const said = (await why.innerText()).trim();
      const hinted = await page.$$eval('[data-hint]', (els) => els.map((el) => Number(el.getAttribute('data-pit'))));
      assert.equal(hinted.length, 1, 'one pit hinted');
      assert.ok(said.startsWith(`${'ABCDEF'[hinted[0]]} `), `"${said}" names the hinted pit first`);
      assert.match(said, /\.$/, 'one sentence');
      assert.doesNotMatch(said, /feed|25|grand slam|kroo/i, `"${said}" states no rule of Awalé`);
    });
    // South plays its first playable pit each turn; the computer answers (its extra moves
    // included) until South is to move again. The seeds are 72 all along, the stores only grow.
    let before = { pits: await pits(page), stores: await stores(page) };
    for (let round = 0; round < 8 && !(await page.locator('[data-result]').count()); round += 1) {
      await sow(page, (await playable(page))[0]);
      await waitForTurn(page, 'south');
      const now = { pits: await pits(page), stores: await stores(page) };
      const total = now.pits.reduce((a, b) => a + b, 0) + now.stores.south + now.stores.north;
      assert.equal(total, 72, `72 seeds on the board and in the stores (${JSON.stringify(now)})`);
      assert.ok(now.stores.south >= before.stores.south && now.stores.north >= before.stores.north, 'stores only grow');
      before = now;
    }
    // North's moves are written in small letters.
    const moves = await page.locator('.move-list .move').allTextContents();
    assert.ok(moves.some((move) => /^[a-f]/.test(move.trim())), `the computer played (${moves})`);
  });
});

test("the editor sets up a position under the board's rules: Kalah's 72 seeds, played as Kalah", async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'kalah');
    await openEditor(page);
    assert.equal((await editorState(page)).total, '72 / 72');
    assert.equal((await page.locator('.editor .rules-line').textContent()).trim(), 'Rules: Kalah');
    await page.locator('[data-action="setup-empty"]').click();
    assert.match(await page.locator('.editor-note').textContent(), /the 72 seeds are in the stores \(36–36\)/);
    await typeCount(page, { pit: 0 }, 80);
    assert.equal((await page.locator('.editor-bad').textContent()).trim(), 'Type a number from 0 to 72.');
    await page.locator('[data-action="setup-start"]').click();
    assert.equal((await editorState(page)).total, '72 / 72', "Kalah's start again");
    await page.locator('[data-action="setup-cancel"]').click();
    // F's one seed falls in South's store: South plays again.
    await playPosition(page, '6-6-6-6-6-1-6-6-6-6-6-6-5-0-S', 'two-players');
    assert.equal((await rulesLine(page))?.rules, 'kalah');
    await sow(page, 5);
    assert.deepEqual(await stores(page), { south: 6, north: 0 });
    assert.equal(await page.locator('[data-play-again][data-turn="south"]').count(), 1, 'South plays again');
  });
});

test("an Aualé record past 100 plies without capture is loaded under 100-plies=no, and the player is told", async () => {
  await withGame({}, async ({ page }) => {
    await action(page, 'game');
    await page.locator('.game-panel').waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), action(page, 'load')]);
    await chooser.setFiles(join(REPO, 'engine', 'tests', 'data', 'auale', 'game-272.ogn'));
    await page.locator('[data-notice]').waitFor();
    assert.match(
      await page.locator('[data-notice]').textContent(),
      /^Game loaded: \d+ moves\. Move 161 is played after 100 moves without a capture, which end a game of abapa: the game is read as Aualé plays it/,
    );
    assert.equal((await rulesLine(page))?.rules, '100-plies=no');
  });
});

test("My games names a game's rules when not abapa, and the help explains each rule set", async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await chooseRules(page, 'kalah');
    await sow(page, 0);
    await chooseRules(page, 'abapa');
    await action(page, 'new-game');
    assert.equal(await rulesLine(page), null, 'the new game is abapa');
    await action(page, 'library');
    const kept = page.locator('.library-rules[data-rules="kalah"]');
    await kept.waitFor();
    assert.equal((await kept.textContent()).trim(), 'Rules: Kalah');
    await page.locator('[data-action="close"]:visible').first().click();
    await action(page, 'help');
    const sets = page.locator('[data-help-rules] dt');
    await sets.first().waitFor();
    assert.deepEqual(await sets.allTextContents(), ['Abapa', 'Awalé (school)', 'Pat', 'Kalah', 'Custom']);
  });
});

test('lessons say they are abapa when other rules are chosen', async () => {
  await withGame({}, async ({ page }) => {
    await chooseRules(page, 'pat');
    await page.locator('.place[data-action="learn"]').click();
    await page.locator('[data-rules-abapa]').waitFor();
    assert.match(await page.locator('[data-rules-abapa]').textContent(), /abapa/);
  });
});

test('screenshots: the Kalah board, the rules settings and a board under awale, phone and desktop, French and English', async () => {
  for (const [lang, locale] of [['en', 'en-US'], ['fr', 'fr-FR']]) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      await withGame({ locale, viewport }, async ({ page, url }) => {
        await setSetting(page, 'mode', 'two-players');
        await openLink(page, `${url}?rules=kalah#moves=ABcF`);
        await screenshot(page, `rules-kalah-${size}-${lang}`);
        await openEditor(page);
        await screenshot(page, `rules-kalah-editor-${size}-${lang}`);
        await page.locator('[data-action="setup-cancel"]').click();
        await action(page, 'settings');
        await page.locator(choice('rules', 'custom')).click();
        await page.locator(choice('grand-slam', 'forbidden')).click();
        await screenshot(page, `rules-settings-${size}-${lang}`);
        await page.locator('[data-action="close"]:visible').first().click();
        await openLink(page, `${url}?rules=awale#moves=Cd`);
        await screenshot(page, `rules-awale-${size}-${lang}`);
      });
    }
  }
});
