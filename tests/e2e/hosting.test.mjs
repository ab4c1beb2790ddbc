// Hosting as it happens: a "pretty URL" static host that redirects /index.html to /, a deploy
// left half-finished (a worker file missing), and the worker's files versioned with the page so
// that a page never starts the computer of another build.

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DIST,
  load,
  newGame,
  reload,
  serveBuild,
  setNetworkDown,
  sow,
  turn,
  waitForTurn,
  withGame,
} from './harness.mjs';

/** The three files of the computer's worker, as the page and the worker ask for them. */
const WORKER_FILES = ['worker-start.js', 'endgame-store.js', 'worker.js', 'worker_bg.wasm'];

/** The start of the message a worker posts when it cannot start (static/worker-start.js). */
const START_ERROR = 'kawu/1 error - the worker could not start: ';

/** A shared link: a position string and a (empty) move list. */
const LINK = '?fen=4-4-4-4-4-4-4-4-4-4-4-4-0-0-S#moves=';

/** The version scripts/precache.mjs stamped into a build's index.html. */
function stampOf(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return html.match(/<meta name="kawu-build" content="([^"]*)">/)?.[1] ?? null;
}

/** The VERSION written into a build's sw.js. */
function serviceWorkerVersion(dir) {
  return readFileSync(join(dir, 'sw.js'), 'utf8').match(/^const VERSION = "([0-9a-f]{16})";$/m)?.[1];
}

/**
 * Run in the page before its scripts: records the URL of every Web Worker the page starts
 * (`__kawuWorkers`) and every message a worker posts to the page (`__kawuReplies`).
 */
function recordWorkers() {
  if (typeof window === 'undefined' || !window.Worker) return;
  const Native = window.Worker;
  window.__kawuWorkers = [];
  window.__kawuReplies = [];
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      window.__kawuWorkers.push(new URL(url, location.href).href);
      this.addEventListener('message', (event) => window.__kawuReplies.push(String(event.data)));
    }
  };
}

/** Records every request of the page for a worker file; returns them, and `stop` to end it. */
function recordWorkerRequests(page) {
  const requests = [];
  const seen = (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (WORKER_FILES.includes(name)) requests.push(request);
  };
  page.on('request', seen);
  return { requests, stop: () => page.off('request', seen) };
}

/** Waits until the service worker is active; what the page sees of it and of its cached page. */
async function serviceWorkerState(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 200 && registration.active.state !== 'activated'; i++) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const cached = await caches.match(new URL('index.html', registration.scope).href);
    return {
      active: registration.active.state,
      controlled: navigator.serviceWorker.controller !== null,
      caches: await caches.keys(),
      page: cached ? { status: cached.status, redirected: cached.redirected } : null,
    };
  });
}

/** Starts a new game, sows pit C against the computer and waits for its answer. */
async function playOneRound(page) {
  await newGame(page);
  await sow(page, 2);
  await waitForTurn(page, 'south');
  assert.equal(await turn(page), 'south', 'the computer answered');
}

test('on a host that redirects /index.html to /, the service worker installs, serves the page, and the game plays offline', async (t) => {
  const version = serviceWorkerVersion(DIST);
  serveBuild(DIST, { prettyUrls: true });
  try {
    await withGame({ initScript: recordWorkers }, async ({ page, base }) => {
      const redirect = await fetch(`${base}/index.html${LINK.split('#')[0]}`, { redirect: 'manual' });
      assert.equal(redirect.status, 301, 'the host redirects /index.html');
      assert.equal(redirect.headers.get('location'), `/${LINK.split('#')[0]}`);

      const first = await serviceWorkerState(page);
      assert.equal(first.active, 'activated', 'the install went through the redirect');
      assert.deepEqual(first.caches, [`kawu-${version}`]);
      assert.deepEqual(first.page, { status: 200, redirected: false }, 'the page is cached rebuilt, not redirected');

      await reload(page);
      assert.equal((await serviceWorkerState(page)).controlled, true, 'a reload is controlled and draws the board');
      // Every address of the page gets the cached page, the one the host redirects too.
      for (const path of ['/index.html', `/${LINK}`, `/index.html${LINK}`]) {
        await load(page, `${base}${path}`);
        assert.equal((await serviceWorkerState(page)).controlled, true, `${path} is controlled`);
      }
      await playOneRound(page);

      setNetworkDown(true);
      await page.context().setOffline(true);
      try {
        const started = Date.now();
        await load(page, `${base}/`);
        t.diagnostic(`offline load to a drawn board behind the redirecting host: ${Date.now() - started} ms`);
        const answered = [];
        page.on('response', (response) => answered.push(response));
        await load(page, `${base}/index.html${LINK}`);
        await playOneRound(page);
        assert.ok(answered.length > 0, 'responses were seen');
        for (const response of answered) {
          assert.ok(response.fromServiceWorker(), `${response.url()} came from the service worker`);
          assert.equal(response.status(), 200, response.url());
        }
        const names = answered.map((response) => new URL(response.url()).pathname.split('/').pop());
        for (const file of WORKER_FILES) assert.ok(names.includes(file), `the computer's ${file} came from the cache`);
      } finally {
        setNetworkDown(false);
        await page.context().setOffline(false);
      }
    });
  } finally {
    serveBuild();
  }
});

test("the worker's files are requested with the build's version", async (t) => {
  const version = stampOf(DIST);
  assert.match(version ?? '', /^[0-9a-f]{16}$/, 'index.html carries the build version');
  assert.equal(version, serviceWorkerVersion(DIST), 'one version for the page, its worker and the cache');
  await withGame({ initScript: recordWorkers, load: false }, async ({ page, base }) => {
    /** Plays a round and checks every worker file the page asked for carries the version. */
    const checkRound = async (label) => {
      const { requests: requested, stop } = recordWorkerRequests(page);
      await playOneRound(page);
      stop();
      const started = await page.evaluate(() => window.__kawuWorkers);
      assert.deepEqual(started, [`${base}/worker-start.js?v=${version}`], `${label}: the page starts the worker of its build`);
      for (const file of WORKER_FILES) {
        const urls = requested.filter((request) => new URL(request.url()).pathname === `/${file}`);
        assert.ok(urls.length > 0, `${label}: ${file} was requested`);
        for (const request of urls) assert.equal(new URL(request.url()).search, `?v=${version}`, `${label}: ${request.url()}`);
      }
      const sources = await Promise.all(requested.map(async (request) => (await request.response())?.fromServiceWorker()));
      t.diagnostic(`${label}: ${requested.map((r, i) => `${r.url()}${sources[i] ? ' (service worker)' : ''}`).join(', ')}`);
      return sources;
    };
    await load(page, `${base}/`);
    await checkRound('first visit');
    await serviceWorkerState(page);
    await reload(page);
    const cached = await checkRound('after a reload');
    assert.ok(cached.every(Boolean), 'the controlled visit got the worker files from the service worker');
  });
});

for (const missing of ['worker_bg.wasm', 'worker.js']) {
  test(`a deploy without ${missing}: the worker tells the page it could not start`, async (t) => {
    const broken = mkdtempSync(join(tmpdir(), 'kawu-broken-'));
    cpSync(DIST, broken, { recursive: true });
    rmSync(join(broken, missing));
    serveBuild(broken);
    const escaped = missing.replace('.', '\\.');
    // Expected: the 404 of the missing file (the page's worker asks for it, the page may retry),
    // and what the page logs of the computer's failure.
    const allowErrors = new RegExp(`^HTTP 404: .*/${escaped}(\\?|$)|^console error: .*(worker|computer)`);
    try {
      await withGame({ initScript: recordWorkers, allowErrors }, async ({ page }) => {
        const { requests, stop } = recordWorkerRequests(page);
        await newGame(page);
        await sow(page, 2);
        const reply = await page.waitForFunction(
          (start) => window.__kawuReplies.find((message) => message.startsWith(start)),
          START_ERROR,
        );
        const message = await reply.jsonValue();
        t.diagnostic(`the worker posted: ${message}`);
        const reason = message.slice(START_ERROR.length);
        assert.ok(reason.length > 0 && reason.length <= 80, `a short reason (${reason.length} characters)`);
        assert.doesNotMatch(reason, /\n/, 'on one line');
        // The service worker could not install (a listed file is missing): these came from the
        // network, with the version too.
        stop();
        const version = stampOf(broken);
        assert.ok(requests.length > 0, 'worker files were requested');
        for (const request of requests) {
          assert.equal(new URL(request.url()).search, `?v=${version}`, request.url());
          assert.equal((await request.response())?.fromServiceWorker() ?? false, false, `${request.url()} from the network`);
        }
      });
    } finally {
      serveBuild();
      rmSync(broken, { recursive: true, force: true });
    }
  });
}
