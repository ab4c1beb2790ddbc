// How soon a fresh worker has the endgame table: the release build in headless Chromium, a
// game saved at a 12-seed ending, opened in review; timed from the page's start of the
// computer's worker to the first exact verdict (`data-exact="true"`). The first visit of a
// profile builds the table in the worker (and stores it); each later visit (a fresh page, a
// fresh worker, the same profile) reads the stored copy back. Prints one line per visit.
//
//   cargo build --release -p kawu-cli && trunk build --release
//   node bench/table/run.mjs [--visits=N]

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, withGame } from '../../tests/e2e/harness.mjs';
import { exactVerdict, savedEnding, waitForStored, watchExact } from '../../tests/e2e/table.mjs';

const found = process.argv.find((a) => a.startsWith('--visits='));
const visits = found ? Number(found.split('=')[1]) : 4;
const profile = mkdtempSync(join(tmpdir(), 'kawu-bench-table-'));
try {
  for (let visit = 1; visit <= visits; visit++) {
    await withGame({ profile, storage: savedEnding(), initScript: watchExact, load: false }, async ({ page, url }) => {
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
