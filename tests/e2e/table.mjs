// The endgame table kept by the worker in the browser (src/worker/keep.rs, static/endgame-store.js):
// an ending to review, what the worker said of its table, and the stored copy, for
// table.test.mjs and bench/table/run.mjs.

/** 12 seeds on the board, within the endgame table, whose bounds meet: South wins 26–22. */
export const TABLE_ENDING = '1-1-0-1-1-1-1-0-1-3-2-0-18-18-S';

/** The verdict the review shows on TABLE_ENDING. */
export const VERDICT = 'South wins 26–22 with perfect play';

/** The Cache Storage cache the worker keeps the table in (static/endgame-store.js). */
const CACHE = 'endgame-table';

/** localStorage of a two-player game saved at `start` (the page's own save format). */
export function savedEnding(start = TABLE_ENDING) {
  const text = ['kawu-save 1', `start ${start}`, 'moves -', 'mode two-players', 'side south',
    'level easy', 'lang en', 'orientation fixed', 'speed off', ''].join('\n');
  return { 'kawu.save': text };
}

/**
 * Run in the page before its scripts (withGame's `initScript`): notes `performance.now()` when
 * the page starts the computer's worker (`__kawuWorkerStart`, the last start before the verdict)
 * and when the review first shows an exact verdict (`__kawuExact`).
 */
export function watchExact() {
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (window.__kawuExact === undefined) window.__kawuWorkerStart = performance.now();
    }
  };
  new MutationObserver(() => {
    if (window.__kawuExact !== undefined) return;
    if (document.querySelector('.review-eval[data-eval="shown"][data-exact="true"]')) window.__kawuExact = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** What the worker told in the console, as it comes (worker messages reach the page's worker objects). */
export function workerConsole(page) {
  const said = [];
  page.on('worker', (worker) => worker.on('console', (msg) => said.push(`${msg.type()}: ${msg.text()}`)));
  return said;
}

/** Enters review and waits for the exact verdict; what it says and the ms from the worker's start. */
export async function exactVerdict(page, timeout = 30_000) {
  await page.locator('[data-action="review"]').click();
  await page.waitForFunction(() => window.__kawuExact !== undefined, null, { timeout, polling: 10 });
  const verdict = (await page.locator('.review-eval[data-eval="shown"] .review-verdict').textContent()).trim();
  const ms = await page.evaluate(() => window.__kawuExact - window.__kawuWorkerStart);
  return { verdict, ms };
}

/**
 * Waits until the worker has stored a table (with `sha256`: that very table, e.g. once a damaged
 * copy was built and stored again); its stored size in bytes and its SHA-256 (hex).
 */
export async function waitForStored(page, { timeout = 30_000, sha256 } = {}) {
  return until(
    page,
    async ([name, want]) => {
      const cache = await caches.open(name);
      const [key] = await cache.keys();
      const found = key && (await cache.match(key));
      if (!found) return false;
      const bytes = await found.arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
      return bytes.byteLength > 0 && (want === undefined || hex === want) && { size: bytes.byteLength, sha256: hex };
    },
    [CACHE, sha256],
    timeout,
  );
}

/**
 * Runs the async `check` in the page (given `arg`) every 100 ms until it gives something truthy,
 * and gives that: `waitForFunction` would take the promise an async check returns for a truthy
 * value, and not wait at all.
 */
async function until(page, check, arg, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(check, arg);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`the endgame store: not there after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every line the page's workers told the console so far has reached the test: each
 * worker's messages come on its own channel, in order, so one round trip on it brings them all.
 */
export async function flushWorkerConsole(page) {
  for (const worker of page.workers()) await worker.evaluate(() => 0);
}

/** How many tables the store holds once it holds `count` or more (each rule set played has one). */
export async function waitForTables(page, count, timeout = 30_000) {
  return until(
    page,
    async ([name, want]) => {
      const keys = await (await caches.open(name)).keys();
      return keys.length >= want && keys.length;
    },
    [CACHE, count],
    timeout,
  );
}

/** Damages the stored copy: 'flip' changes one byte of the table, 'truncate' drops its last bytes. */
export async function damageStored(page, how) {
  await page.evaluate(async ([name, how]) => {
    const cache = await caches.open(name);
    const [key] = await cache.keys();
    const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
    if (how === 'flip') bytes[bytes.length >> 1] ^= 0x10;
    await cache.put(key, new Response(how === 'truncate' ? bytes.slice(0, bytes.length - 1000) : bytes));
  }, [CACHE, how]);
}
