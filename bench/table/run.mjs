// How soon a fresh worker has the endgame table: the release build in headless Chromium, a
// game saved at a 12-seed ending, opened in review; timed from the page's start of the
// computer's worker to the first exact verdict (`data-exact="true"`). The first visit of a
// profile builds the table in the worker (and stores it); each later visit (a fresh page, a
// fresh worker, the same profile) reads the stored copy back. Prints one line per visit.
// `--start` times another ending, another rule set's table (Kalah's:
// `--start='1-1-0-1-1-1-1-0-1-3-2-0-30-30-S kalah'`).
//
//   cargo build --release -p kawu-cli && trunk build --release
//   node bench/table/run.mjs [--visits=N] [--start=POSITION]

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, withGame } from '../../tests/e2e/harness.mjs';
import { exactVerdict, savedEnding, waitForStored, watchExact } from '../../tests/e2e/table.mjs';

/** The value of `--name=value`, or undefined. */
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const visits = Number(option('visits') ?? 4);
const start = option('start');
const profile = mkdtempSync(join(tmpdir(), 'kawu-bench-table-'));
try {
  for (let visit = 1; visit <= visits; visit++) {
    await withGame({ profile, storage: savedEnding(start), initScript: watchExact, load: false }, async ({ page, url }) => {
      await load(page, url);
      const { verdict, ms } = await exactVerdict(page);
      const stored = await waitForStored(page);
      const how = visit === 1 ? 'built in the worker' : 'read back from the store';
      console.log(`visit ${visit}: "${verdict}" ${ms.toFixed(0)} ms after the worker's start (${how}; stored ${stored.size} bytes)`);
    });
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
}
