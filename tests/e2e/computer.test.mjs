// Against the computer: a whole game at each level (with screenshots),
// a live page while it thinks, and no stale answer after a new game or a level change.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  marks,
  newGame,
  pits,
  playable,
  random,
  screenshot,
  setSetting,
  sow,
  thinking,
  waitForTurn,
  withGame,
} from './harness.mjs';
import { expectState, playAgainstComputer, playRounds } from './play.mjs';
import { watchWorkers, workerRequests } from './workers.mjs';

/** Sets up a game against the computer at `level`, the test playing `human`. */
async function againstComputer(page, level, human) {
  await setSetting(page, 'mode', 'computer');
  await setSetting(page, 'level', level);
  await setSetting(page, 'side', human);
  await newGame(page, human);
}

/**
 * Asserts that the whole board is on screen without scrolling (every pit and both scores
 * inside the viewport) and that each pit is big enough to tap.
 */
async function expectFits(page, viewport) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const layout = await page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      pits: [...document.querySelectorAll('[data-pit]')].map(box),
      scores: [...document.querySelectorAll('[data-score]')].map(box),
    };
  });
  assert.ok(layout.scrollWidth <= viewport.width, `no horizontal scroll (${layout.scrollWidth}px)`);
  const inside = (b) => b.left >= 0 && b.right <= viewport.width && b.top >= 0 && b.bottom <= viewport.height;
  layout.pits.forEach((b, i) => {
    assert.ok(inside(b), `pit ${i} is on screen without scrolling (${JSON.stringify(b)})`);
    assert.ok(Math.min(b.width, b.height) >= 32, `a pit is at least 32px (${b.width}×${b.height})`);
  });
  layout.scores.forEach((b) => assert.ok(inside(b), `a score is on screen (${JSON.stringify(b)})`));
}

const games = [
  { level: 'easy', human: 'south', viewport: PHONE, shots: 'phone', seed: 1 },
  { level: 'medium', human: 'north', viewport: DESKTOP, shots: 'desktop', seed: 2 },
  { level: 'hard', human: 'south', viewport: DESKTOP, shots: null, seed: 3 },
];

for (const { level, human, viewport, shots, seed } of games) {
  test(`a whole game against the ${level} level, playing ${human}`, { timeout: 240_000 }, async (t) => {
    await withGame({ viewport, initScript: watchWorkers }, async ({ page }) => {
      await againstComputer(page, level, human);
      if (shots) {
        await expectFits(page, viewport);
        t.diagnostic(`screenshot ${await screenshot(page, `${shots}-start`)}`);
      }
      let midShot = false;
      const moves = await playAgainstComputer(page, {
        human,
        rng: random(seed),
        onPly: async (played) => {
          if (shots && !midShot && played.length >= 10 && (await marks(page)).origin) {
            midShot = true;
            t.diagnostic(`screenshot ${await screenshot(page, `${shots}-mid`)}`);
          }
        },
      });
      const final = await expectState(page, moves);
      t.diagnostic(`${moves.length} plies, ${final.score.join('–')}, winner ${final.winner}`);
      // Every move the computer played was asked of the worker at this level: the protocol's
      // `kawu/1 move <id> <level> …` (a hint or a review would be `hint` / `eval`).
      const asked = (await workerRequests(page)).filter((m) => m.startsWith('kawu/1 move '));
      const computerMoves = moves.filter((_, ply) => (ply % 2 === 0) === (human === 'north')).length;
      assert.ok(asked.length >= computerMoves, `${asked.length} move requests for ${computerMoves} computer moves`);
      for (const message of asked) assert.equal(message.split(' ')[3], level, `asked at ${level}: ${message}`);
      if (shots) {
        await expectFits(page, viewport);
        t.diagnostic(`screenshot ${await screenshot(page, `${shots}-end`)}`);
      }
    });
  });
}

test('the page stays live while the computer thinks', { timeout: 60_000 }, async (t) => {
  await withGame({}, async ({ page }) => {
    await againstComputer(page, 'hard', 'south');
    // The opening book answers the first plies at once: two moves each first, so that the
    // computer's third answer is a search of its whole time.
    const moves = await playRounds(page, random(4), 2);
    await expectState(page, moves, 'out of the book');
    const [pit] = await playable(page);
    await page.evaluate(() => {
      const probe = { frames: [], tasks: [] };
      window.__kawuProbe = probe;
      const frame = (now) => {
        probe.frames.push([now, document.querySelector('[data-thinking="true"]') !== null]);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask' });
    });
    await page.locator(`[data-pit="${pit}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-thinking="true"]'), null, {
      timeout: 10_000,
      polling: 'raf',
    });
    // A setting answers at once while the computer thinks. The page's own work for it (the
    // panel, a re-render in French) is not the search: long tasks are counted after it.
    await setSetting(page, 'lang', 'fr');
    assert.equal(await page.getAttribute('html', 'lang'), 'fr', 'the language changed');
    assert.ok(await thinking(page), 'the computer was still thinking when the setting answered');
    await page.evaluate(() => { window.__kawuProbe.after = performance.now(); });
    await waitForTurn(page, 'south');
    await expectState(page, [...moves, pit, (await marks(page)).origin[0]]);

    const { frames, tasks, after } = await page.evaluate(() => window.__kawuProbe);
    const during = frames.filter(([, busy]) => busy).map(([at]) => at);
    assert.ok(during.length > 5, `frames were drawn while thinking (${during.length})`);
    const gaps = during.slice(1).map((at, i) => at - during[i]);
    const maxGap = Math.max(...gaps);
    const last = during.at(-1);
    const longest = Math.max(0, ...tasks.filter(([at]) => at >= after && at <= last).map(([, d]) => d));
    assert.ok(after < last, 'the computer still thought after the setting answered');
    t.diagnostic(`while thinking: ${during.length} frames, longest frame gap ${maxGap.toFixed(0)} ms, longest task ${longest.toFixed(0)} ms`);
    // The issue asks for no task over 50 ms; on 2 shared cores a short task can take twice as
    // long on the wall clock, hence 100 ms. A search on the main thread (about 1 s at the hard
    // level) would show as one task or one frame gap of that length.
    assert.ok(longest < 100, `no main-thread task over 100 ms while thinking (${longest.toFixed(0)} ms)`);
    assert.ok(maxGap < 750, `no frame gap near a search's length while thinking (${maxGap.toFixed(0)} ms)`);
  });
});

test('no stale answer reaches the board after a new game or a level change', { timeout: 60_000 }, async (t) => {
  await withGame({}, async ({ page }) => {
    const startThinking = async (pit) => {
      await page.locator(`[data-pit="${pit}"]`).click();
      await page.waitForFunction(() => document.querySelector('[data-thinking="true"]'), null, {
        timeout: 10_000,
        polling: 'raf',
      });
    };
    /** Fails if the board changes within `ms` (the window where a stale answer would land). */
    const staysStill = async (ms) => {
      const before = await pits(page);
      const changed = await page
        .waitForFunction(
          (old) => [...document.querySelectorAll('[data-pit]')].some(
            (el) => Number(el.getAttribute('data-seeds')) !== old[Number(el.getAttribute('data-pit'))],
          ),
          before,
          { timeout: ms },
        )
        .then(() => true, () => false);
      assert.equal(changed, false, 'the board did not change by itself');
    };

    await t.test('new game while thinking', async () => {
      await againstComputer(page, 'hard', 'south');
      await startThinking(2);
      await newGame(page, 'south');
      await expectState(page, [], 'right after the new game');
      await staysStill(2_500);
      await expectState(page, [], 'after the stale answer was due');
      await sow(page, 3);
      await waitForTurn(page, 'south');
      await expectState(page, [3, (await marks(page)).origin[0]], 'the next move is answered once');
    });

    await t.test('level change while thinking', async () => {
      await newGame(page, 'south');
      await startThinking(4);
      await setSetting(page, 'level', 'easy');
      await waitForTurn(page, 'south');
      // Either the game goes on with one answer, or the change started a new game.
      const { origin } = await marks(page);
      const moves = origin === null ? [] : origin[0] >= 6 ? [4, origin[0]] : [4];
      await staysStill(2_500);
      await expectState(page, moves, 'one answer at most after the level change');
    });
  });
});
