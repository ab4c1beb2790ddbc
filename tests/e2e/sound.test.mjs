// Sounds: the page is instrumented (an init script records every oscillator started) and played;
// a sowing knocks, a capture rattles and rings a chord, the end plays its phrase, and the mute
// switch silences everything and is remembered.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  action,
  DESKTOP,
  PHONE,
  reload,
  result,
  screenshot,
  setSetting,
  settledAttribute,
  sow,
  withGame,
} from './harness.mjs';
import { sowingPath, stateAfter } from './referee.mjs';

/**
 * Runs in the page before its scripts: records each oscillator start (wave, pitch, the board the
 * page shows then, whether it shows a review) in `__sounds`, and each note with its context and
 * start time in `__notes`; keeps in `__kawuTimers` the page's own timers still pending (set from
 * its wasm: the frames of a sowing), so that a test knows when nothing more can sound.
 */
function instrumentAudio() {
  window.__sounds = [];
  window.__notes = [];
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) {
    window.__notes.push({ context: this.context, when: args[0] ?? 0 });
    const pits = [...document.querySelectorAll('[data-pit]')].sort((a, b) => a.dataset.pit - b.dataset.pit);
    window.__sounds.push({
      wave: this.type,
      hz: Math.round(this.frequency?.value ?? 0),
      state: this.context.state,
      board: pits.map((el) => el.dataset.seeds).join(','),
      animating: document.querySelector('[data-animating="true"]') !== null,
      reviewing: document.querySelector('.review-bar') !== null,
    });
    return start.apply(this, args);
  };
  const pending = new Set();
  window.__kawuTimers = pending;
  const set = window.setTimeout;
  const clear = window.clearTimeout;
  window.setTimeout = function (callback, ms, ...rest) {
    // Only the page's own timers: those of the test's tools are not the game's.
    if (!/wasm/.test(new Error().stack ?? '')) return set.call(this, callback, ms, ...rest);
    const id = set.call(this, (...args) => {
      pending.delete(id);
      return callback(...args);
    }, ms, ...rest);
    pending.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    pending.delete(id);
    return clear.call(this, id);
  };
}

/** A saved two-player game from `position`, so the test knows every move's outcome. */
function save(position, extra = '') {
  return {
    'kawu.save': `kawu-save 1\nstart ${position}\nmoves \nmode two-players\nlevel medium\nside south\nlang en\norientation fixed\nspeed normal\n${extra}`,
  };
}

/** The mute switch in the page header. */
const MUTE = 'header [data-action="mute"]';
const START = '4-4-4-4-4-4-4-4-4-4-4-4-0-0-S';
// South's F (1 seed) drops into North's a (1 seed): 2 captured, 26 in all, South wins.
const WINNING_CAPTURE = '0-0-0-0-0-1-1-4-4-4-4-4-24-2-S';

/** A saved game as `save` gives, sown slowly (380 ms a seed). */
function saveSlow(position) {
  return { 'kawu.save': save(position)['kawu.save'].replace('\nspeed normal\n', '\nspeed slow\n') };
}

// South's E (2 seeds) drops into F and North's a (1 seed): 2 captured, 26 in all, South wins.
const SOWN_WINNING_CAPTURE = '0-0-0-0-2-0-1-4-4-4-4-4-24-1-S';

/** The oscillators started since the last call. */
async function takeSounds(page) {
  return page.evaluate(() => window.__sounds.splice(0));
}

/**
 * Waits until the page is at rest: no sowing on screen and none of its timers pending. Every
 * sound is started in the pass that draws a frame or the settled move, and frames come only from
 * timers: from then on nothing more can sound until the test acts again.
 */
async function settled(page) {
  await page.waitForFunction(
    () => window.__kawuTimers.size === 0 && document.querySelector('[data-animating="true"]') === null,
  );
}

/** The boards the page shows as each seed of `pit` falls, sown from `board` (no capture). */
function seedBoards(board, pit) {
  const shown = board.slice();
  shown[pit] = 0;
  return sowingPath(pit, board[pit]).map((at) => {
    shown[at] += 1;
    return shown.join(',');
  });
}

test('an animated sowing knocks once per seed as the seeds fall', async () => {
  const options = { initScript: instrumentAudio, reducedMotion: 'no-preference', storage: save(START) };
  await withGame(options, async ({ page }) => {
    await sow(page, 2);
    await settled(page);
    const sounds = await takeSounds(page);
    assert.equal(sounds.length, 4, `4 seeds, 4 knocks: ${JSON.stringify(sounds)}`);
    assert.ok(sounds.every((s) => s.wave === 'sine'), 'wooden knocks only, no capture');
    const boards = sounds.map((s) => s.board);
    assert.deepEqual(boards, seedBoards(stateAfter([]).board, 2), 'one knock per frame, as each seed is drawn');
    assert.equal(sounds[0].state, 'running', 'the first tap started the audio');
  });
});

test('without animation a move plays one short sowing; a capture rattles and rings; the win plays its phrase', async () => {
  await withGame({ initScript: instrumentAudio, storage: save(START) }, async ({ page }) => {
    await sow(page, 2);
    await settled(page);
    const sowing = await takeSounds(page);
    assert.equal(sowing.length, 4);
    const after = stateAfter([2]).board.join(',');
    assert.ok(
      sowing.every((s) => s.board === after && !s.animating),
      `scheduled at once over the board sown, not one per frame: ${JSON.stringify(sowing)}`,
    );
  });
  await withGame({ initScript: instrumentAudio, storage: save(WINNING_CAPTURE) }, async ({ page }) => {
    await sow(page, 5);
    assert.equal(await result(page), 'south');
    await settled(page);
    const hz = (await takeSounds(page)).filter((s) => s.wave === 'triangle').map((s) => s.hz);
    // The rattle: two clicks (2 seeds); the chord: F5 and A5; the win: G4 C5 E5 G5, rising.
    assert.deepEqual(hz.slice(2), [698, 880, 392, 523, 659, 784], `capture then win: ${hz}`);
    assert.ok(hz.slice(0, 2).every((h) => h >= 1500), `the rattle clicks: ${hz.slice(0, 2)}`);
  });
});

test('the mute switch silences everything and is remembered after a reload', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const name = viewport === PHONE ? 'phone' : 'desktop';
    await withGame({ initScript: instrumentAudio, storage: save(START), viewport }, async ({ page }) => {
      const mute = page.locator(MUTE);
      assert.equal(await mute.getAttribute('aria-pressed'), 'false');
      assert.equal(await mute.getAttribute('aria-label'), 'Mute sound');
      const box = await mute.boundingBox();
      assert.ok(box.width >= 40 && box.height >= 40, `a big enough target: ${JSON.stringify(box)}`);
      await screenshot(page, `sound-${name}-on`);

      await mute.click();
      assert.equal(await settledAttribute(page, MUTE, 'aria-pressed', 'true'), 'true');
      await screenshot(page, `sound-${name}-muted`);
      await sow(page, 2);
      await settled(page);
      assert.deepEqual(await takeSounds(page), [], 'muted: no sound');

      await reload(page);
      assert.equal(await mute.getAttribute('aria-pressed'), 'true', 'still muted after a reload');
      assert.match(await page.evaluate(() => localStorage.getItem('kawu.save')), /\nsound off\n/);
      await sow(page, 7);
      await settled(page);
      assert.deepEqual(await takeSounds(page), [], 'still silent after a reload');

      await setSetting(page, 'lang', 'fr');
      assert.equal(await mute.getAttribute('aria-label'), 'Couper le son');
      await mute.click();
      assert.equal(await settledAttribute(page, MUTE, 'aria-pressed', 'false'), 'false');
      await sow(page, 3);
      await settled(page);
      assert.ok((await takeSounds(page)).length > 0, 'sound back on');
    });
  }
});

test('a review entered during an animated sowing silences it, and leaving the review replays nothing', async () => {
  const options = {
    initScript: instrumentAudio,
    reducedMotion: 'no-preference',
    storage: saveSlow(SOWN_WINNING_CAPTURE),
  };
  await withGame(options, async ({ page }) => {
    const bar = page.locator('.review-bar');
    await page.locator('[data-pit="4"]').click();
    await page.waitForFunction(() => window.__sounds.length > 0);
    await action(page, 'review');
    await bar.waitFor();
    // The sowing goes on unseen to its end (its last frame, its capture, the win).
    await settled(page);
    const sounds = await takeSounds(page);
    assert.ok(sounds.length > 0 && sounds.every((s) => s.wave === 'sine'), `a knock: ${JSON.stringify(sounds)}`);
    const late = sounds.filter((s) => s.reviewing);
    assert.deepEqual(late, [], 'no knock, capture or win over the reviewed position');

    await action(page, 'review');
    await bar.waitFor({ state: 'detached' });
    assert.equal(await result(page), 'south', 'the board shows the won game again');
    await settled(page);
    assert.deepEqual(await takeSounds(page), [], 'leaving the review plays nothing');
  });
});

test('muting cuts the capture chord and the win phrase short: unmuting does not bring them back', async () => {
  await withGame({ initScript: instrumentAudio, storage: save(WINNING_CAPTURE) }, async ({ page }) => {
    const mute = page.locator(MUTE);
    await sow(page, 5);
    assert.equal(await result(page), 'south');
    await mute.click();
    // The notes still to start when the mute was pressed (the chord, the phrase).
    const cut = await page.evaluate(() => {
      window.__cut = window.__notes.filter(({ context, when }) => when > context.currentTime);
      return window.__cut.length;
    });
    assert.ok(cut > 0, 'muted while the capture and the win were still playing');
    // Muting closes their context: a closed context never plays again.
    await page.waitForFunction(() => window.__cut.every(({ context }) => context.state === 'closed'));
    await mute.click();
    assert.equal(await settledAttribute(page, MUTE, 'aria-pressed', 'false'), 'false');
    await settled(page);
    const states = await page.evaluate(() => window.__cut.map(({ context }) => context.state));
    assert.ok(states.every((state) => state === 'closed'), `cut notes can never play: ${states}`);

    await action(page, 'new-game');
    await takeSounds(page);
    await sow(page, 2);
    await settled(page);
    const sounds = await takeSounds(page);
    assert.equal(sounds.length, 4, `a new sowing is heard: ${JSON.stringify(sounds)}`);
    assert.ok(sounds.every((s) => s.state === 'running'), 'in a running context');
    const fresh = await page.evaluate(() => {
      const cut = new Set(window.__cut.map(({ context }) => context));
      return window.__notes.slice(-4).every(({ context }) => !cut.has(context));
    });
    assert.ok(fresh, 'a fresh context, not the one the mute closed');
  });
});
