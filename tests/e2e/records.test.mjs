// Game records and shared links: save an OGN file and load it back, copy the record, open a
// shared link (#moves= and ?fen=), and the refusals (a bad file, a bad link).

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  action,
  DESKTOP,
  load,
  marks,
  PHONE,
  REPO,
  random,
  reload,
  screenshot,
  setSetting,
  snapshot,
  sow,
  visibleText,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectState, pickPlayable } from './play.mjs';
import { letter, resultName, SIDES, START, stateAfter } from './referee.mjs';

/** Where the test writes the files it loads. */
const FILES = join(REPO, 'target', 'e2e-records');
mkdirSync(FILES, { recursive: true });

const CLIPBOARD = ['clipboard-read', 'clipboard-write'];

/** Plays `plies` random legal moves in a two-player game; returns them (pits 0–11). */
async function playRandom(page, plies, seed) {
  await setSetting(page, 'mode', 'two-players');
  await action(page, 'new-game');
  const rng = random(seed);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    const pit = await pickPlayable(page, rng);
    await sow(page, pit);
    moves.push(pit);
  }
  return moves;
}

/** The moves of an OGN text as pit letters with their `+N`, in order (numbers, result dropped). */
function ognMoves(text) {
  const movetext = text.replace(/^\[.*\]$/gm, '').replace(/\{[^}]*\}/g, ' ');
  return movetext.split(/\s+/).filter((token) => /^[A-Fa-f](\+\d+)?$/.test(token));
}

/** What the record of `moves` must list: each letter, `+N` when the referee says it captured. */
function expectedTokens(moves, start = START) {
  return moves.map((pit, i) => {
    const before = stateAfter(moves.slice(0, i), start);
    const after = stateAfter(moves.slice(0, i + 1), start);
    const taken = after.score[before.to_move] - before.score[before.to_move];
    return taken > 0 ? `${letter(pit)}+${taken}` : letter(pit);
  });
}

/** The page's state must be the referee's after `moves` from `start`. */
async function expectFrom(page, start, moves, what) {
  const want = stateAfter(moves, start);
  const got = await snapshot(page);
  assert.deepEqual(got.score, want.score, `scores ${what}`);
  assert.deepEqual(got.board, want.board, `board ${what}`);
  if (want.over) assert.equal(got.result, resultName(want.winner), `result ${what}`);
  else assert.equal(got.turn, SIDES[want.to_move], `turn ${what}`);
}

/** The move list as the page shows it. */
async function moveList(page) {
  return page.$$eval('.move-list .move', (els) => els.map((el) => el.textContent.trim()));
}

/** The notice under the status line. */
async function notice(page) {
  return (await page.locator('.notice').first().textContent()).trim();
}

/** Opens the game panel. */
async function openGamePanel(page) {
  await action(page, 'game');
  await page.locator('.game-panel').waitFor();
}

/** Loads the file at `path` through the panel's Load button, as a player would. */
async function loadFile(page, path) {
  await openGamePanel(page);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), action(page, 'load')]);
  await chooser.setFiles(path);
}

/** Writes `text` to a file the test can load. */
function file(name, text) {
  const path = join(FILES, name);
  writeFileSync(path, text);
  return path;
}

/** Opens `url` as a link followed from elsewhere: a new document, not a jump within the page. */
async function openLink(page, url) {
  await page.goto('about:blank');
  await load(page, url);
}

/** The position string the referee gives after `moves`. */
function fenAfter(moves) {
  const s = stateAfter(moves);
  return [...s.board, ...s.score, s.to_move === 0 ? 'S' : 'N'].join('-');
}

test('save a record as an OGN file, then load it into a fresh page', async () => {
  let saved;
  let moves;
  await withGame({}, async ({ page }) => {
    moves = await playRandom(page, 14, 5);
    await openGamePanel(page);
    const [download] = await Promise.all([page.waitForEvent('download'), action(page, 'save')]);
    const name = download.suggestedFilename();
    assert.match(name, /^awale-\d{4}-\d{2}-\d{2}\.ogn$/, 'the file name');
    const text = readFileSync(await download.path(), 'utf8');
    assert.match(text, /^\[Variant "Oware Abapa"\]\n/, 'the Variant tag first');
    assert.match(text, /\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
    assert.match(text, /\[South "South"\]\n\[North "North"\]/, 'two players are named by side');
    assert.match(text, /\[Result "\*"\]/, 'a game going on');
    assert.doesNotMatch(text, /\[FEN /, 'no FEN from the initial position');
    assert.deepEqual(ognMoves(text), expectedTokens(moves), 'the moves, with their captures');
    assert.ok(text.split('\n').every((line) => line.length < 80), 'lines under 80 columns');
    assert.match(await page.locator('[data-said="saved"]').textContent(), new RegExp(`Saved as ${name}`));
    saved = file(name, text);
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `records-panel-${size}`);
    }
  });
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'two-players');
    await loadFile(page, saved);
    await page.locator('.game-panel').waitFor({ state: 'detached' });
    await expectState(page, moves, 'after loading the file');
    assert.deepEqual(await moveList(page), expectedTokens(moves), 'the move list');
    assert.equal(await notice(page), `Game loaded: ${moves.length} moves.`);
    await reload(page);
    await expectState(page, moves, 'the loaded game is saved: after a reload');
    const pit = await pickPlayable(page, random(1));
    await sow(page, pit);
    await expectState(page, [...moves, pit], 'play goes on');
  });
});

test('loading over a game going on asks first', async () => {
  await withGame({}, async ({ page }) => {
    const moves = await playRandom(page, 6, 9);
    const dialogs = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await loadFile(page, file('short.ogn', '1. F a 2. B'));
    await page.locator('.game-panel').waitFor({ state: 'detached' });
    assert.deepEqual(dialogs, ['Replace the game in progress with the one in the file?']);
    await expectState(page, [5, 6, 1], 'the loaded game, once accepted');
    assert.equal(moves.length, 6);
  });
});

test('a hand-written record in the relaxed form loads, and the computer plays on', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'computer');
    await setSetting(page, 'side', 'south');
    await setSetting(page, 'level', 'easy');
    const text = [
      '[Event "Club night"]',
      '[South "Ama"] [North "Kofi"]',
      '{ an opening } 1. F a (1... b) 2.B',
      'e { no capture marks } 3. C',
    ].join('\n');
    await loadFile(page, file('relaxed.ogn', text));
    await page.locator('.game-panel').waitFor({ state: 'detached' });
    assert.equal(await notice(page), 'Game loaded: 5 moves.');
    const moves = [5, 6, 1, 10, 2];
    await waitForTurn(page, 'south');
    const answer = (await marks(page)).origin[0];
    assert.ok(answer >= 6, 'the computer (North) answered');
    await expectState(page, [...moves, answer], 'after the computer\'s answer');
  });
});

test('copy the record as text', async (t) => {
  await withGame({ permissions: CLIPBOARD }, async ({ page }) => {
    const moves = await playRandom(page, 5, 3);
    await t.test('into the clipboard', async () => {
      await openGamePanel(page);
      await action(page, 'copy');
      await page.locator('[data-said="copied"]').waitFor();
      assert.equal(await page.locator('[data-said="copied"]').textContent(), 'Game record copied to the clipboard.');
      const text = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(text, /^\[Variant "Oware Abapa"\]/);
      assert.deepEqual(ognMoves(text), expectedTokens(moves));
    });
    await t.test('by hand when the clipboard refuses', async () => {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      });
      await action(page, 'copy');
      const box = page.locator('textarea[data-record]');
      await box.waitFor();
      assert.ok(await box.evaluate((el) => el.readOnly), 'read-only');
      const text = await box.inputValue();
      assert.deepEqual(ognMoves(text), expectedTokens(moves));
      const selected = await box.evaluate(
        (el) => document.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length,
      );
      assert.ok(selected, 'the text is focused and selected, ready to copy');
      assert.match(await page.locator('[data-said="copy-by-hand"]').textContent(), /copy it/);
      for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `records-copy-by-hand-${size}`);
      }
    });
    await t.test('to save by hand when the download is refused', async () => {
      await page.evaluate(() => {
        URL.createObjectURL = () => {
          throw new DOMException('refused', 'SecurityError');
        };
      });
      await action(page, 'save');
      await page.locator('[data-said="save-by-hand"]').waitFor();
      assert.equal(
        await page.locator('[data-said="save-by-hand"]').textContent(),
        'The download did not start: the text is selected, copy it into a file.',
      );
      assert.deepEqual(ognMoves(await page.locator('textarea[data-record]').inputValue()), expectedTokens(moves));
    });
  });
});

test('share by link: #moves= from the start, ?fen= from a set-up position', async (t) => {
  await withGame({ permissions: CLIPBOARD }, async ({ page, base }) => {
    const moves = await playRandom(page, 7, 11);
    const letters = moves.map(letter).join('');
    let link;
    await t.test('the Share button copies and shows the link', async () => {
      await openGamePanel(page);
      await action(page, 'share');
      await page.locator('[data-said="link-copied"]').waitFor();
      link = await page.locator('input[data-link]').inputValue();
      assert.equal(link, `${base}/#moves=${letters}`);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
      await page.setViewportSize(PHONE);
      await screenshot(page, 'records-share-phone');
      await page.setViewportSize(DESKTOP);
    });
    await t.test('the link opens the same game, then the address is cleaned', async () => {
      await action(page, 'close');
      await action(page, 'new-game');
      await openLink(page, link);
      await expectState(page, moves, 'opened from the link');
      assert.equal(page.url(), `${base}/`, 'the link is removed from the address');
      assert.equal(await notice(page), '', 'no notice');
      const pit = await pickPlayable(page, random(2));
      await sow(page, pit);
      await reload(page);
      await expectState(page, [...moves, pit], 'a reload continues the saved game');
    });
    await t.test('a link pasted into the open page (only the fragment changes)', async () => {
      await page.goto(`${base}/#moves=${letters.slice(0, 3)}`);
      await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length === 3);
      await expectState(page, moves.slice(0, 3), 'opened from the fragment');
      assert.equal(page.url(), `${base}/`);
    });
    await t.test('a position, then moves from it', async () => {
      const fen = fenAfter([2, 8, 1]);
      await openLink(page, `${base}/?fen=${fen}`);
      await expectFrom(page, fen, [], 'the position alone');
      // Percent-encoded as some messengers do.
      await openLink(page, `${base}/?fen=${fen.replaceAll('-', '%2D')}#moves=eA`);
      await expectFrom(page, fen, [10, 0], 'moves from the position');
      assert.equal(page.url(), `${base}/`);
      await openGamePanel(page);
      await action(page, 'share');
      await page.locator('[data-said="link-copied"]').waitFor();
      assert.equal(await page.locator('input[data-link]').inputValue(), `${base}/?fen=${fen}#moves=eA`);
      await action(page, 'copy');
      await page.locator('[data-said="copied"]').waitFor();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(text, new RegExp(`\\[FEN "${fen}"\\]`), 'the record names its start');
      assert.match(text, /\n1\.\.\. e/, 'North moves first: 1...');
      assert.deepEqual(ognMoves(text), expectedTokens([10, 0], fen));
    });
  });
});

test('a file that is not a valid record is refused in the panel, and the game goes on', async (t) => {
  await withGame({}, async ({ page }) => {
    const moves = await playRandom(page, 3, 4);
    const refusals = [
      ['a wrong capture mark', 'capture.ogn', '1. F+2',
        'This file is not a valid game record, line 1, column 4: move 1 (F) is marked +2 but captures 0. Your game is unchanged.'],
      ['not a record at all', 'picture.ogn', '\u0089PNG\r\n\u001a\n',
        /^This file is not a valid game record, line 1, column 1: unexpected .* in the moves/],
      ['an empty file', 'empty.ogn', '', 'This file is empty: it holds no game. Your game is unchanged.'],
      ['an illegal move', 'bad.ogn', '[Event "x"]\n1. C d 2. C',
        'This file is not a valid game record, line 2, column 11: illegal move 3 (C): that pit is empty. Your game is unchanged.'],
    ];
    for (const [what, name, text, said] of refusals) {
      await t.test(what, async () => {
        await loadFile(page, file(name, text));
        // The panel stays open and says why where the player chose the file.
        const refused = page.locator('.game-panel [data-said="refused"]');
        await refused.waitFor();
        assert.equal(await refused.getAttribute('role'), 'alert', 'read out at once');
        const why = (await refused.textContent()).trim();
        if (typeof said === 'string') assert.equal(why, said);
        else assert.match(why, said);
        assert.equal(await notice(page), '', 'nothing under the status line');
        if (what === 'an illegal move') {
          for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
            await page.setViewportSize(viewport);
            await screenshot(page, `records-bad-file-${size}`);
          }
        }
        await action(page, 'close');
        await page.locator('.game-panel').waitFor({ state: 'detached' });
        await expectState(page, moves, `the game before, after refusing ${what}`);
      });
    }
    await reload(page);
    await expectState(page, moves, 'the game before, after a reload');
  });
});

test('a bad link is refused with a notice and the game before goes on', async (t) => {
  await withGame({}, async ({ page, base }) => {
    const links = [
      ['an illegal move', '#moves=CdC', 'The link\'s move 3 (C) is not legal: that pit is empty. The link was not opened.'],
      ['not a pit letter', '#moves=Cz', 'The link\'s move 2 ("z") is not a pit letter (A–F, a–f). The link was not opened.'],
      ['garbage', '?fen=%zz', 'The link\'s "fen" is garbled (a broken % code). The link was not opened.'],
      ['a bad position', '?fen=5-4-4-4-4-4-4-4-4-4-4-4-0-0-S',
        'The link\'s position is not valid: there are 49 seeds in all instead of 48. The link was not opened.'],
    ];
    const moves = await playRandom(page, 8, 8);
    for (const [what, suffix, said] of links) {
      await t.test(what, async () => {
        await openLink(page, `${base}/${suffix}`);
        assert.equal(await notice(page), said);
        await expectState(page, moves, `the game before, after ${what}`);
        assert.equal(page.url(), `${base}/`);
      });
    }
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `records-bad-link-${size}`);
    }
    await reload(page);
    assert.equal(await notice(page), '', 'the notice is not repeated after a reload');
    await expectState(page, moves, 'the game before, after a reload');
  });
});

test('a good link asks before it takes the place of a game going on', async () => {
  await withGame({}, async ({ page, base }) => {
    const moves = await playRandom(page, 6, 3);
    const asked = [];
    // The harness accepts every dialog; here the player answers the first one "no".
    page.removeAllListeners('dialog');
    let answer = 'dismiss';
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      dialog[answer]().catch(() => {});
    });
    await openLink(page, `${base}/#moves=CdF`);
    assert.deepEqual(asked, ['Open the link\'s game in place of the game in progress?']);
    await expectState(page, moves, 'the game kept when the player says no');
    assert.equal(page.url(), `${base}/`, 'the link is gone from the address');
    answer = 'accept';
    await openLink(page, `${base}/#moves=CdF`);
    assert.equal(asked.length, 2);
    await expectState(page, [2, 9, 5], 'the link\'s game once the player says yes');
  });
});

test('in French: the panel, a refused link', async () => {
  await withGame({ locale: 'fr-FR', viewport: PHONE }, async ({ page, base }) => {
    await openLink(page, `${base}/#moves=CdC`);
    assert.equal(
      await notice(page),
      'Le coup 3 du lien (C) n\'est pas permis : ce trou est vide. Le lien n\'a pas été ouvert.',
    );
    await openGamePanel(page);
    const text = await visibleText(page);
    for (const label of ['Partie', 'Enregistrer', 'Ouvrir', 'Copier', 'Partager']) {
      assert.ok(text.includes(label), `the panel shows ${label}`);
    }
    await screenshot(page, 'records-panel-fr-phone');
  });
});
