// How long the worker takes to analyse a whole game: a game of 60 plies (random legal moves,
// drawn from a seed, checked by the referee) opened by a shared link in the release build in
// headless Chromium, then "Analyse the game" in review, timed from the click until the graph
// has a point for every position. Prints one line per run.
//
//   cargo build --release -p kawu-cli && trunk build --release
//   node bench/analysis/run.mjs [--runs=N] [--plies=N]

import { action, random, withGame } from '../../tests/e2e/harness.mjs';
import { legalAfter, letter, stateAfter } from '../../tests/e2e/referee.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const runs = arg('runs', 1);
const plies = arg('plies', 60);

/** A game of `plies` random legal moves that is not over before its end. */
function game(seed) {
  const rng = random(seed);
  for (;;) {
    const moves = [];
    while (moves.length < plies) {
      const legal = legalAfter(moves);
      if (legal.length === 0 || stateAfter(moves).over) break;
      moves.push(legal[Math.floor(rng() * legal.length)]);
    }
    if (moves.length === plies) return moves;
  }
}

for (let run = 1; run <= runs; run++) {
  const moves = game(run);
  await withGame({ load: false }, async ({ page, url }) => {
    await page.goto(`${url}#moves=${moves.map(letter).join('')}`);
    await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-ply]').length === n, plies);
    await action(page, 'review');
    const started = performance.now();
    await page.locator('.story [data-action="analyse"]').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-eval-graph] [data-eval-ply]').length === n,
      plies + 1,
      { timeout: 300_000, polling: 100 },
    );
    const seconds = (performance.now() - started) / 1000;
    const marked = await page.locator('.move-list [data-mistake]').count();
    console.log(
      `run ${run}: ${plies} plies, ${plies + 1} positions analysed in ${seconds.toFixed(1)} s ` +
        `(${((seconds * 1000) / (plies + 1)).toFixed(0)} ms a position), ${marked} moves marked`,
    );
  });
}
