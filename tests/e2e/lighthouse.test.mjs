// Lighthouse on the release build (KAWU_DIST, default dist/) served with gzip on a loopback port,
// through the bench's own code (bench/lighthouse/lighthouse.mjs): once as a phone, once as a
// desktop. Accessibility, best practices and SEO must be exactly 100 (they do not depend on the
// machine's speed); performance and the timings depend on it, so they are printed, not asserted.
// The JSON reports are kept in target/lighthouse/.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failingLines, format, measure } from '../../bench/lighthouse/lighthouse.mjs';
import { DIST } from './harness.mjs';

const ASSERTED = ['accessibility', 'best-practices', 'seo'];

test('Lighthouse, mobile and desktop with gzip: accessibility, best practices and SEO at 100', { timeout: 300_000 }, async (t) => {
  const results = await measure(DIST, { gzip: true });
  assert.equal(results.length, 2, 'a mobile run and a desktop run');
  for (const result of results) {
    for (const line of format(result, result.label).split('\n')) t.diagnostic(line);
    t.diagnostic(`${result.label}: ${result.seconds.toFixed(0)} s, report ${result.report}`);
  }
  // Every category below 100, with its failing audits, in one message.
  const below = results.flatMap((result) =>
    ASSERTED.filter((category) => result.scores[category] !== 100).map((category) =>
      [`${result.label}: ${category} ${result.scores[category]}`, ...failingLines(result, category)].join('\n'),
    ),
  );
  assert.equal(below.length, 0, `not at 100:\n${below.join('\n')}`);
});
