// The endgame table, always there (src/worker/keep.rs): the first worker on a device builds it
// and stores it; every later worker reads it back, checked against the native build's digest;
// a damaged copy (a flipped byte, a truncated table) is told in the
// console as info, never trusted, and built and stored again — the verdict stays right and exact.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { load, withGame } from './harness.mjs';
import {
  TABLE_ENDING,
  damageStored,
  exactVerdict,
  flushWorkerConsole,
  savedEnding,
  VERDICT,
  waitForStored,
  waitForTables,
  watchExact,
  workerConsole,
} from './table.mjs';

/** The SHA-256 of the table the first worker stored: the good table, for every later visit. */
let good;

/**
 * Opens the ending in `profile`, `before` its review (the worker has not looked for the table
 * yet); what the worker said. It ends once the store holds the good table (the first visit's,
 * also after a damaged copy was built and stored again) and the worker's words have all come.
 */
async function review(profile, label, before = async () => {}) {
  let said;
  await withGame({ profile, storage: savedEnding(), initScript: watchExact, load: false }, async ({ page, url }) => {
    said = workerConsole(page);
    await load(page, url);
    await before(page);
    const { verdict, ms } = await exactVerdict(page);
    assert.equal(verdict, VERDICT, `${label}: the verdict`);
    console.log(`${label}: exact verdict ${ms.toFixed(0)} ms after the worker's start`);
    const stored = await waitForStored(page, { sha256: good });
    good ??= stored.sha256;
    // Where the table came from is told before the verdict: all said by now.
    await flushWorkerConsole(page);
  });
  return said;
}

const fromStore = (said) => said.some((line) => line === 'debug: kawu worker: the endgame table came from the store');

test('the endgame table is stored once and read back by later workers; a damaged copy is rebuilt', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'kawu-table-'));
  try {
    const first = await review(profile, 'first visit');
    assert.ok(!fromStore(first), 'nothing stored yet: built in the worker');
    assert.ok(fromStore(await review(profile, 'later visit')), 'a later worker reads the stored table');
    for (const how of ['flip', 'truncate']) {
      const said = await review(profile, `stored copy damaged (${how})`, (page) => damageStored(page, how));
      assert.ok(!fromStore(said), `${how}: the damaged copy is not used`);
      const told = said.filter((line) => line.startsWith('info: kawu worker: the stored endgame table'));
      assert.equal(told.length, 1, `${how}: told once as info: ${said.join(' | ')}`);
      assert.ok(fromStore(await review(profile, `after the ${how}`)), `${how}: built and stored again`);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A Kalah ending of 12 seeds on the board (60 in the stores), within Kalah's table. */
const KALAH_ENDING = '1-1-0-1-1-1-1-0-1-3-2-0-30-30-S kalah';

test("each rule set keeps its own table: Kalah's is stored beside abapa's and read back", async () => {
  const profile = mkdtempSync(join(tmpdir(), 'kawu-tables-'));
  /** Reviews `start` to its exact verdict; the tables stored after it and what the worker said. */
  const visit = async (start, tables) => {
    let said;
    let held;
    await withGame({ profile, storage: savedEnding(start), initScript: watchExact, load: false }, async ({ page, url }) => {
      said = workerConsole(page);
      await load(page, url);
      const { verdict } = await exactVerdict(page);
      assert.match(verdict, /with perfect play/, `${start}: an exact verdict`);
      held = await waitForTables(page, tables);
      await flushWorkerConsole(page);
    });
    return { said, held };
  };
  try {
    assert.equal((await visit(TABLE_ENDING, 1)).held, 1, "abapa's table stored");
    const kalah = await visit(KALAH_ENDING, 2);
    assert.equal(kalah.held, 2, "Kalah's table stored beside abapa's");
    assert.ok(!fromStore(kalah.said), "Kalah's table built the first time");
    const again = await visit(KALAH_ENDING, 2);
    assert.ok(fromStore(again.said), "a later worker reads Kalah's table back");
    assert.equal(again.held, 2);
    assert.ok(fromStore((await visit(TABLE_ENDING, 2)).said), "and abapa's is still there");
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
