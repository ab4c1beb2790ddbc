// The page's Content-Security-Policy (written into each build by scripts/csp.mjs): strict, and in
// force. Every other test fails on a breach of it (the harness turns one into a console error).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sow, waitForTurn, withGame } from './harness.mjs';

test('the page carries a strict policy, and an injected inline script is refused', async () => {
  await withGame({ allowErrors: /CSP violation: script-src|Executing inline script violates/ }, async ({ page }) => {
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    const directives = Object.fromEntries(
      policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.deepEqual(directives['object-src'], ["'none'"]);
    assert.deepEqual(directives['base-uri'], ["'none'"]);
    assert.deepEqual(directives['form-action'], ["'none'"]);
    assert.deepEqual(directives['style-src'], ["'self'"]);
    assert.ok(directives['script-src'].includes("'wasm-unsafe-eval'"));
    assert.ok(!directives['script-src'].some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'"));
    assert.ok(directives['script-src'].some((v) => v.startsWith("'sha256-")), 'the start-up script by its hash');
    // The game runs under it: a move and the computer's answer (the worker, the wasm).
    await sow(page, 2);
    await waitForTurn(page, 'south');
    const refused = await page.evaluate(
      () =>
        new Promise((done) => {
          document.addEventListener('securitypolicyviolation', (e) => done(e.violatedDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__kawuInjected = true;';
          document.body.append(script);
          setTimeout(() => done(null), 2000);
        }),
    );
    assert.match(refused ?? '', /^script-src/, 'the inline script was refused');
    assert.equal(await page.evaluate(() => window.__kawuInjected), undefined, 'and did not run');
  });
});
