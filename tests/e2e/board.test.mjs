// The board: first paint, sowing, refusals, hint, undo/redo, keyboard, animation.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  action,
  load,
  marks,
  pits,
  playable,
  expectAccessible,
  setSetting,
  snapshot,
  sow,
  tap,
  visibleText,
  newLines,
  newGame,
  random,
  waitForAnimationEnd,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectMarks, expectPlayable, expectState, pickPlayable } from './play.mjs';
import { legalAfter, letter, replay, sowingPath, START, stateAfter } from './referee.mjs';

test('the referee is the rules engine: kawu replay sows, and refuses an illegal move', () => {
  const sown = replay([2]);
  assert.ok(!sown.error, 'the first move is legal');
  assert.deepEqual(sown.states[0].board, [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4], 'C sows four seeds on');
  assert.equal(sown.states[0].to_move, 1, 'North to move');
  const refused = replay([2, 2]);
  assert.equal(refused.ply, 1, 'the second move, C again, is refused');
  assert.ok(refused.error, `a reason is given (${refused.error})`);
});

/** Switches to two players on one device and starts a new game (South to move). */
async function twoPlayers(page) {
  await setSetting(page, 'mode', 'two-players');
  await newGame(page, 'south');
  await expectState(page, []);
}

/** Plays `moves` in two-player mode, checking the board and marks after each. */
async function playAll(page, moves, played = []) {
  for (const pit of moves) {
    await sow(page, pit);
    played.push(pit);
    await expectState(page, played);
    await expectMarks(page, played);
  }
  return played;
}

test('first paint: 12 pits of 4 seeds, 0–0, South to move, every pit a labelled button', async (t) => {
  await withGame({ load: false }, async ({ page, url }) => {
    const started = Date.now();
    await load(page, url);
    t.diagnostic(`board drawn ${Date.now() - started} ms after navigation started`);
    assert.deepEqual(await pits(page), new Array(12).fill(4));
    const shown = await snapshot(page);
    assert.deepEqual(shown.score, [0, 0]);
    assert.equal(shown.turn, 'south');
    assert.equal(shown.result, null);
    const buttons = await page.$$eval('[data-pit]', (els) =>
      els.map((el) => ({ role: el.getAttribute('role'), label: el.getAttribute('aria-label') ?? '' })),
    );
    for (const b of buttons) {
      assert.equal(b.role, 'button');
      assert.match(b.label, /\S/, 'each pit has an aria-label');
    }
    assert.deepEqual(await playable(page), [0, 1, 2, 3, 4, 5], "only South's pits are playable");
    assert.deepEqual((await marks(page)).origin, null, 'no last move yet');
  });
});

test('a legal tap sows as the rules say and marks origin, sown pits and captures', async () => {
  await withGame({}, async ({ page }) => {
    await twoPlayers(page);
    // A c C b D d: North's b captures 2 seeds in South's A; checked ply by ply.
    const line = [0, 8, 2, 7, 3, 9];
    const states = replay(line, START).states;
    assert.equal(states.length, line.length, 'the referee accepts the line');
    assert.ok(states.at(-1).score[1] > 0, 'the line has a capture in it');
    await playAll(page, line);
    await expectPlayable(page, line);
  });
});

test('an illegal tap is refused with a message and leaves the board unchanged', async (t) => {
  await withGame({}, async ({ page }) => {
    await twoPlayers(page);
    await playAll(page, [0, 6]); // A a: South's A is now empty.

    const refuse = async (pit, reason) => {
      const before = await snapshot(page);
      const textBefore = await visibleText(page);
      await tap(page, pit);
      await page.waitForFunction(
        (old) => document.body.innerText !== old,
        textBefore,
        { timeout: 3_000 },
      ).catch(() => {});
      const said = newLines(textBefore, await visibleText(page));
      assert.deepEqual(await snapshot(page), before, `tapping ${pit} changes nothing`);
      assert.ok(said.length > 0, `tapping ${pit} (${reason}) shows a message`);
      return said.join(' ');
    };

    await t.test('an empty pit', async () => {
      assert.match(await refuse(0, 'empty'), /empty|vide/i);
    });
    await t.test("the opponent's pit", async () => {
      await refuse(7, "opponent's pit");
    });
    await t.test('a pit that does not feed the opponent', async () => {
      // A line after which South's row is empty and North to move, found by an exhaustive
      // search on the rules; the referee checks it, pit a (2 seeds) cannot feed.
      await newGame(page, 'south');
      const line = [0, 6, 1, 6, 5, 11, 2, 6, 3, 6, 4, 11, 5];
      await expectState(page, []);
      await playAll(page, line);
      const legal = legalAfter(line);
      assert.ok(!legal.includes(6) && legal.length > 0, 'the referee: a does not feed');
      await expectPlayable(page, line);
      assert.match(await refuse(6, 'must feed'), /feed|nourri/i);
    });
  });
});

test('hint marks a playable pit of the side to move', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'computer');
    await setSetting(page, 'side', 'south');
    await setSetting(page, 'level', 'easy');
    await newGame(page, 'south');
    await action(page, 'hint');
    await page.waitForFunction(() => document.querySelector('[data-hint]:not([data-hint="false"])'), null, {
      timeout: 30_000,
    });
    const { hint } = await marks(page);
    assert.equal(hint.length, 1, 'exactly one hinted pit');
    assert.ok(legalAfter([]).includes(hint[0]), `hinted pit ${hint[0]} is legal`);
    assert.ok((await playable(page)).includes(hint[0]), 'the hinted pit is enabled');
    // Playing the hint works like any move and the computer answers.
    await sow(page, hint[0]);
    await waitForTurn(page, 'south');
    assert.deepEqual((await marks(page)).hint, [], 'the hint is gone after the move');
  });
});

test('undo and redo restore the board, in two-player mode and against the computer', async (t) => {
  await withGame({}, async ({ page }) => {
    await t.test('two players: each undo takes back one ply', async () => {
      await twoPlayers(page);
      const line = [2, 8, 3];
      await playAll(page, line);
      await action(page, 'undo');
      await waitForAnimationEnd(page);
      await expectState(page, line.slice(0, 2), 'after one undo');
      await action(page, 'undo');
      await action(page, 'undo');
      await waitForAnimationEnd(page);
      await expectState(page, [], 'after three undos');
      await action(page, 'redo');
      await waitForAnimationEnd(page);
      await expectState(page, line.slice(0, 1), 'after one redo');
      await action(page, 'redo');
      await action(page, 'redo');
      await waitForAnimationEnd(page);
      await expectState(page, line, 'after three redos');
      // A new move after an undo drops the redo branch.
      await action(page, 'undo');
      await waitForAnimationEnd(page);
      await playAll(page, [4], line.slice(0, 2));
      const redo = page.locator('[data-action="redo"]');
      if (await redo.isEnabled()) await redo.click();
      await expectState(page, [2, 8, 4], 'redo does nothing once a new move is played');
    });
    await t.test('against the computer: undo returns to the player’s turn', async () => {
      await setSetting(page, 'mode', 'computer');
      await setSetting(page, 'side', 'south');
      await setSetting(page, 'level', 'easy');
      await newGame(page, 'south');
      await sow(page, 1);
      await waitForTurn(page, 'south');
      const answer = (await marks(page)).origin[0];
      await expectState(page, [1, answer]);
      await action(page, 'undo');
      await waitForTurn(page, 'south');
      await expectState(page, [], 'undo takes back the answer and the move');
      await action(page, 'redo');
      await waitForTurn(page, 'south');
      await expectState(page, [1, answer], 'redo replays both');
    });
  });
});

/** The pit that has the keyboard focus, or null. */
async function focusedPit(page) {
  const pit = await page.evaluate(
    () => document.activeElement?.closest?.('[data-pit]')?.getAttribute('data-pit') ?? null,
  );
  return pit === null ? null : Number(pit);
}

/** The pits holding the board's tab stop (`tabindex="0"`): exactly one is expected. */
function tabStops(page) {
  return page.$$eval('[data-pit][tabindex="0"]', (els) => els.map((el) => Number(el.getAttribute('data-pit'))));
}

/** Whether the pit with the keyboard focus is one the player may sow. */
function focusedPlayable(page) {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') === 'false');
}

/** Presses Tab from the top of the page until a pit has the focus; returns the presses. */
async function tabToBoard(page) {
  await page.locator('body').focus();
  let tabs = 0;
  while ((await focusedPit(page)) === null && tabs < 40) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  assert.notEqual(await focusedPit(page), null, `Tab lands on a pit (${tabs} presses tried)`);
  return tabs;
}

/** Waits until `pit` was sown (it is the origin of the last move) and the animation ended. */
async function waitForSown(page, pit) {
  await page.waitForFunction((p) => document.querySelector(`[data-pit="${p}"][data-origin]`), pit);
  await waitForAnimationEnd(page);
}

test('keyboard: Tab lands on a playable pit, arrows move the focus, Enter/Space and letters sow, Tab leaves', async (t) => {
  await withGame({}, async ({ page }) => {
    await twoPlayers(page);
    const played = [];
    await t.test('one pit holds the tab stop, and Tab lands on it: the first playable pit', async () => {
      assert.equal(await page.locator('svg.board[tabindex]').count(), 0, 'the board itself is not a tab stop');
      assert.deepEqual(await tabStops(page), [0], 'A, the first playable pit, holds the tab stop');
      assert.equal(await page.locator('[data-pit][tabindex="-1"]').count(), 11, 'the other pits are out of the tab order');
      await tabToBoard(page);
      assert.equal(await focusedPit(page), 0, 'Tab lands on A');
      assert.ok(await focusedPlayable(page), 'a playable pit');
      await expectAccessible(page, 'the game with a pit focused');
    });
    await t.test('arrows move the focus between the pits of the row, and the tab stop with it', async () => {
      await page.keyboard.press('ArrowRight');
      assert.equal(await focusedPit(page), 1, 'ArrowRight goes to B');
      await page.keyboard.press('ArrowRight');
      assert.equal(await focusedPit(page), 2, 'then C');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focusedPit(page), 1, 'ArrowLeft comes back to B');
      assert.deepEqual(await tabStops(page), [1], 'the focused pit holds the tab stop');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focusedPit(page), 0, 'the left edge stops the focus');
      await page.keyboard.press('ArrowRight');
    });
    await t.test('Enter sows the focused pit; a letter sows that pit of the row to move', async () => {
      await page.keyboard.press('Enter');
      await waitForSown(page, 1);
      played.push(1);
      await expectState(page, played, 'after Enter');
      assert.equal(await focusedPit(page), 1, 'the focus stays where it was');
      // North to move: the letter c sows North's c (pit 8).
      await page.keyboard.press('c');
      await waitForSown(page, 8);
      played.push(8);
      await expectState(page, played, 'after the letter c');
    });
    await t.test('Space sows, after an arrow brought the focus on the row to move', async () => {
      await page.keyboard.press('ArrowRight');
      const next = await focusedPit(page);
      assert.equal(next, 2, `the focus goes on South's row, to C (got ${next})`);
      await page.keyboard.press('Space');
      await waitForSown(page, next);
      played.push(next);
      await expectState(page, played, 'after Space');
    });
    await t.test('Tab leaves the board for the next control; Shift+Tab comes back on a playable pit', async () => {
      await page.keyboard.press('Tab');
      assert.equal(await focusedPit(page), null, 'one Tab leaves the board');
      const next = await page.evaluate(() => document.activeElement?.tagName);
      assert.match(next, /^(BUTTON|A|INPUT|SELECT)$/, `the next control has the focus (${next})`);
      // North is to move and C (the last focused) is South's: the tab stop is North's first
      // playable pit on screen, from the left (North's f, pit 11).
      const stops = await tabStops(page);
      assert.equal(stops.length, 1, 'one tab stop');
      assert.deepEqual(stops, [(await playable(page)).at(-1)], 'the leftmost playable pit of the top row');
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedPit(page), stops[0], 'Shift+Tab lands on the tab stop');
      assert.ok(await focusedPlayable(page), 'a playable pit of the side to move');
    });
  });
});

test('keyboard against the computer: after its answer the tab stop is a playable pit again', async () => {
  await withGame({}, async ({ page }) => {
    await setSetting(page, 'mode', 'computer');
    await newGame(page, 'south');
    await tabToBoard(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedPit(page), 2);
    await page.keyboard.press('Enter');
    await waitForSown(page, 2);
    // While the computer thinks the player takes the focus off the board.
    await page.keyboard.press('Tab');
    assert.equal(await focusedPit(page), null, 'Tab left the board');
    await waitForTurn(page, 'south');
    const answer = (await marks(page)).origin[0];
    await expectState(page, [2, answer], 'the computer answered');
    const stops = await tabStops(page);
    assert.equal(stops.length, 1, 'one tab stop');
    const open = await playable(page);
    assert.ok(open.includes(stops[0]), `the tab stop (${stops[0]}) is playable (${open})`);
    assert.equal(stops[0], open[0], 'C is empty: the first playable pit holds it');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedPit(page), stops[0], 'Shift+Tab lands on it');
    assert.ok(await focusedPlayable(page));
    await page.keyboard.press('Enter');
    await waitForSown(page, stops[0]);
    await expectState(page, [2, answer, stops[0]], 'and Enter sows it');
  });
});

test('sowing is animated seed by seed, and a tap skips the animation', async () => {
  await withGame({ reducedMotion: 'no-preference' }, async ({ page }) => {
    await twoPlayers(page);
    // Every board the page draws, as the pits' counts change (a MutationObserver in the page),
    // and each click, as 'tap', in the order the page saw them.
    await page.evaluate(() => {
      const frames = [];
      window.__kawuFrames = frames;
      const board = () => [...document.querySelectorAll('[data-pit]')]
        .sort((a, b) => a.dataset.pit - b.dataset.pit)
        .map((el) => Number(el.dataset.seeds));
      new MutationObserver(() => {
        const now = board().join(',');
        if (frames.at(-1) !== now) frames.push(now);
      }).observe(document.body, { attributes: true, attributeFilter: ['data-seeds'], subtree: true });
      document.addEventListener('click', () => frames.push('tap'), true);
    });
    const animated = async (pit, skip) => {
      await page.locator(`[data-pit="${pit}"]`).click();
      await page.waitForFunction(() => document.querySelector('[data-animating="true"]'), null, {
        polling: 'raf',
        timeout: 5_000,
      });
      if (skip) await page.locator('[data-animating="true"]').click({ force: true });
      await waitForAnimationEnd(page);
      return page.evaluate(() => window.__kawuFrames.splice(0));
    };
    /** The boards of sowing `pit` after `moves`, seed by seed: the pit emptied, then one seed more each. */
    const seedBySeed = (moves, pit) => {
      const start = stateAfter(moves).board;
      const boards = [start.map((n, i) => (i === pit ? 0 : n))];
      for (const at of sowingPath(pit, start[pit])) {
        const next = boards.at(-1).slice();
        next[at] += 1;
        boards.push(next);
      }
      return boards.map((board) => board.join(','));
    };
    const full = await animated(2, false);
    await expectState(page, [2]);
    await expectMarks(page, [2]);
    // C holds 4 seeds: the page showed C emptied, then one more seed at a time in D, E, F, a.
    const drawn = full.filter((frame) => frame !== 'tap');
    assert.deepEqual(drawn, seedBySeed([], 2), 'every seed was drawn as it fell');
    const jumped = await animated(8, true);
    await expectState(page, [2, 8]);
    // Before the tap that skips, the seeds fell one by one; the next board drawn is the end.
    const tap = jumped.lastIndexOf('tap');
    const before = jumped.slice(0, tap).filter((frame) => frame !== 'tap');
    const seeds = seedBySeed([2], 8);
    assert.ok(before.length < seeds.length, `the tap came while seeds were still to fall (${before.length} boards drawn)`);
    assert.deepEqual(before, seeds.slice(0, before.length), 'until the tap, seed by seed');
    assert.deepEqual(jumped.slice(tap + 1), [stateAfter([2, 8]).board.join(',')], 'a tap jumps to the end at once');
  });
});

test('two players on one device: a whole game, both sides tapped, every ply checked', { timeout: 120_000 }, async (t) => {
  await withGame({}, async ({ page }) => {
    await twoPlayers(page);
    const rng = random(11);
    const played = [];
    for (;;) {
      const state = await expectState(page, played);
      if (state.over) break;
      assert.equal(await page.$('[data-thinking="true"]'), null, 'nobody thinks in two-player mode');
      assert.ok(played.length < 400, 'the game ends (100 plies without capture at most between captures)');
      await expectPlayable(page, played);
      const pit = await pickPlayable(page, rng);
      await sow(page, pit);
      played.push(pit);
      await expectMarks(page, played);
    }
    assert.deepEqual(await playable(page), [], 'no pit is playable once the game is over');
    const end = await snapshot(page);
    t.diagnostic(`${played.length} plies, ${end.score.join('–')}, ${end.result}`);
  });
});

test('screen readers: a polite live region announces each move', async () => {
  await withGame({}, async ({ page }) => {
    await twoPlayers(page);
    const announced = () =>
      page.$$eval('[aria-live="polite"]', (els) => els.map((el) => el.textContent.trim()).join(' | '));
    for (const pit of [2, 8]) {
      const before = await announced();
      await sow(page, pit);
      await page.waitForFunction(
        (old) => [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent.trim()).join(' | ') !== old,
        before,
        { timeout: 3_000 },
      );
      assert.match(await announced(), new RegExp(`\\b${letter(pit)}\\b`), `the move ${letter(pit)} is announced`);
    }
  });
});
