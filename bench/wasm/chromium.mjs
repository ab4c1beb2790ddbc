// Runs the wasm bench (searches.mjs) in a Web Worker of headless Chromium, the browser the game
// is tested in, and prints its lines in `kawu bench`'s format (wall clock only: a page cannot
// read a thread's CPU time). The page, the worker and the files are served from a made-up
// origin by Playwright's routing, so nothing listens on a port.
// Usage: node chromium.mjs <kawu_wasm_bench.wasm> <positions file> [depth, default 16]
// KAWU_CHROMIUM names the browser (default /usr/bin/chromium), as in the end-to-end tests.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const [wasmPath, positionsPath, depthText = '16'] = process.argv.slice(2);
if (!wasmPath || !positionsPath) {
  console.error('usage: node chromium.mjs <kawu_wasm_bench.wasm> <positions file> [depth]');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'http://kawu-bench.test';
const files = {
  '/': ['text/html', '<!doctype html><title>kawu wasm bench</title>'],
  '/worker.mjs': ['text/javascript', readFileSync(join(here, 'worker.mjs'))],
  '/searches.mjs': ['text/javascript', readFileSync(join(here, 'searches.mjs'))],
  '/bench.wasm': ['application/wasm', readFileSync(wasmPath)],
  '/positions.txt': ['text/plain', readFileSync(positionsPath)],
};

const browser = await chromium.launch({
  executablePath: process.env.KAWU_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: file[0], body: file[1] });
  });
  await page.exposeFunction('printLine', (line) => console.log(line));
  await page.goto(`${ORIGIN}/`);
  const error = await page.evaluate(
    (depth) =>
      new Promise((resolve) => {
        const worker = new Worker('worker.mjs', { type: 'module' });
        worker.onerror = (event) => resolve(event.message || 'the worker failed to start');
        worker.onmessage = async ({ data }) => {
          if (data.line !== undefined) await window.printLine(data.line);
          if (data.done) resolve(null);
          if (data.error !== undefined) resolve(data.error);
        };
        worker.postMessage({ depth });
      }),
    Number.parseInt(depthText, 10),
  );
  if (error) {
    console.error(`chromium: ${error}`);
    failed = true;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
