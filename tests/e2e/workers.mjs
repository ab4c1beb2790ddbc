// The computer's Web Worker as the test sees it: every request the page posts to it, every answer
// the page receives, and whether the page ended it. A test that checks that the computer did
// nothing waits until no request is left unanswered (nothing is then on its way) rather than
// for a while.

/**
 * Run in the page before its scripts (withGame's `initScript`): logs in `__kawuWorkerLog`, for
 * every worker the page starts, the requests posted to it (`requests`: text and
 * `performance.now()`), the answers delivered to the page (`replies`, the worker's `ready`
 * included) and whether the page ended it (`ended`). While `__kawuHoldReplies` is true, the
 * answers (every message but `ready`) are held back; `__kawuReleaseReplies()` delivers them.
 * With `deafFirst`, the first worker never receives a request (a hung worker): give it to
 * `withGame` as the text `(${watchWorkers})({ deafFirst: true })`.
 */
export function watchWorkers({ deafFirst = false } = {}) {
  const Native = window.Worker;
  const log = [];
  const held = [];
  window.__kawuWorkerLog = log;
  window.__kawuHoldReplies = false;
  window.__kawuHeld = held;
  const replayed = new WeakSet();
  window.__kawuReleaseReplies = () => {
    window.__kawuHoldReplies = false;
    for (const { worker, data } of held.splice(0)) {
      const event = new MessageEvent('message', { data });
      replayed.add(event);
      worker.dispatchEvent(event);
    }
  };
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      const entry = { requests: [], replies: [], ended: false };
      log.push(entry);
      this.__kawuEntry = entry;
      // Registered before the page's own listener: it sees each message first.
      this.addEventListener('message', (event) => {
        const text = String(event.data);
        const ready = / ready$/.test(text);
        if (window.__kawuHoldReplies && !ready && !replayed.has(event)) {
          event.stopImmediatePropagation();
          held.push({ worker: this, data: event.data });
          return;
        }
        if (!entry.ended) entry.replies.push(text);
      });
    }

    postMessage(message, ...rest) {
      this.__kawuEntry.requests.push({ text: String(message), at: performance.now() });
      if (deafFirst && this.__kawuEntry === log[0]) return undefined;
      return super.postMessage(message, ...rest);
    }

    terminate() {
      this.__kawuEntry.ended = true;
      for (let i = held.length - 1; i >= 0; i--) if (held[i].worker === this) held.splice(i, 1);
      return super.terminate();
    }
  };
}

/** The log of `watchWorkers`: `[{ requests: [{ text, at }], replies: [text], ended }]`, one per worker. */
export async function workerLog(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.__kawuWorkerLog)));
}

/** How many workers the page started so far. */
export async function workersStarted(page) {
  return page.evaluate(() => window.__kawuWorkerLog.length);
}

/** Every request posted to a worker so far, in order (their texts: `kawu/1 move …`, `kawu/1 eval …`). */
export async function workerRequests(page) {
  return (await workerLog(page)).flatMap((worker) => worker.requests.map((request) => request.text));
}

/** Holds the workers' answers back from the page (true), or delivers those held and stops holding. */
export async function holdReplies(page, hold) {
  await page.evaluate((on) => (on ? (window.__kawuHoldReplies = true) : window.__kawuReleaseReplies()), hold);
}

/**
 * Waits until the computer has nothing on its way: every worker the page started was ended, or
 * has answered every request posted to it, and no answer is held back. The page reads an answer
 * as it arrives: what it does with it is done by the time this returns.
 */
export async function waitForWorkersIdle(page, timeout = 30_000) {
  await page.waitForFunction(
    () =>
      window.__kawuHeld.length === 0 &&
      window.__kawuWorkerLog.every(
        ({ requests, replies, ended }) => ended || replies.filter((r) => !/ ready$/.test(r)).length >= requests.length,
      ),
    null,
    { timeout },
  );
}
