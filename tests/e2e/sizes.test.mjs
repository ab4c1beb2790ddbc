// The download budget of the release build: what a phone fetches before the game can be
// played. The page wasm holds the game only; the lessons, the editor, the game panel, My games,
// the settings and the help are in the rooms' wasm, fetched the first time one opens.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { gzipSync } from 'node:zlib';
import { DIST } from './harness.mjs';

/**
 * Most bytes, gzip -9, of the page wasm: 160,000 at first (155.5 KB then), raised to 170,000
 * when the analysis of a game (the graph, the marks, the summary), the hint's reason and the
 * puzzles' entry came to the page (166.7 KB), then to 179,000 when the rules of every village
 * came (169.8 KB to 178.3 KB): every position carries its rules, and the page plays and ends
 * games under them (the position string's suffix, the rules' spec, Kalah's sowing, the grand
 * slam refused, the exact indetermination search, the end's new reasons), draws Kalah's stores
 * and Play again, and says the rules under the board. The engine is built for size in the page
 * (Cargo.toml's `page` profile: 2 KB less than at opt-level 3; the worker keeps it fast); the
 * settings, the help and the editor's parts of the rules are in the rooms. The first paint
 * does not wait for the wasm (see README), so Lighthouse's paints do not move with it.
 */
const PAGE_WASM_BUDGET = 179_000;

/** The gzip -9 size of the one file of the build whose name matches `pattern`. */
function gzipped(pattern) {
  const found = readdirSync(DIST).filter((name) => pattern.test(name));
  assert.equal(found.length, 1, `one file matching ${pattern} in ${DIST}, found ${found}`);
  const bytes = readFileSync(join(DIST, found[0]));
  return { name: found[0], raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

test(`the page wasm fits its budget: at most ${PAGE_WASM_BUDGET} bytes gzip`, () => {
  const page = gzipped(/^page-[0-9a-f]+_bg\.wasm$/);
  const rooms = gzipped(/^rooms_bg\.wasm$/);
  const worker = gzipped(/^worker_bg\.wasm$/);
  for (const file of [page, rooms, worker]) {
    console.log(`${file.name}: ${file.raw} bytes, ${file.gzip} gzip`);
  }
  assert.ok(page.gzip <= PAGE_WASM_BUDGET, `the page wasm is ${page.gzip} bytes gzip`);
});
