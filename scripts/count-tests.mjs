// Sums the test counts that test runners print in a log, so that the test command's last line
// is exact: `node scripts/count-tests.mjs LOG` prints "PASSED FAILED SKIPPED" (scripts/test.sh).
//
// Understands cargo test / wasm-bindgen-test ("test result: ok. 3 passed; 0 failed; 1 ignored")
// and node's test runner ("# pass 3" in TAP, "ℹ pass 3" with the spec reporter, with its "fail",
// "cancelled", "skipped" and "todo" lines). A cancelled node test (one that timed out, or whose
// file died) counts as failed; ignored, skipped and todo tests are reported apart, never as
// passed. Colours are ignored; a byte that is not UTF-8 is read as U+FFFD.

import { readFileSync } from 'node:fs';

const CARGO = /test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/;
const NODE = /^(?:#|ℹ) (pass|fail|cancelled|skipped|todo) (\d+)\s*$/;
const KIND = { pass: 0, fail: 1, cancelled: 1, skipped: 2, todo: 2 };

const counts = [0, 0, 0];
for (const raw of readFileSync(process.argv[2], 'utf8').split(/\r\n|\r|\n/)) {
  const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trim();
  let m;
  if ((m = CARGO.exec(line))) {
    for (let i = 0; i < 3; i++) counts[i] += Number(m[i + 1]);
  } else if ((m = NODE.exec(line))) {
    counts[KIND[m[1]]] += Number(m[2]);
  }
}
console.log(counts.join(' '));
