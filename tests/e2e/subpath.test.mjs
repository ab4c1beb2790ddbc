// Deployable anywhere: the build served under a sub-path (https://someone.example/kawu/), as on a
// shared static host, with nothing at the site's root. The same dist/ as every other test (its
// links are relative, Trunk.toml's `public_url = "./"`): the page, its manifest and icons, the
// computer's worker, the service worker (its scope, precache and page), the shared links, and a
// reload with the network cut, all under /kawu/, and not one request outside it.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DIST,
  action,
  load,
  newGame,
  random,
  reload,
  serveBuild,
  setNetworkDown,
  takeRequests,
  withGame,
} from './harness.mjs';
import { expectState, playRounds } from './play.mjs';
import { letter } from './referee.mjs';

/** The sub-path the build is hosted under. */
const BASE = '/kawu/';

/** The three files of the computer's worker. */
const WORKER_FILES = ['worker-start.js', 'endgame-store.js', 'worker.js', 'worker_bg.wasm'];

/** The build's version and the files its sw.js precaches. */
function serviceWorkerOf(dir) {
  const text = readFileSync(join(dir, 'sw.js'), 'utf8');
  const version = text.match(/^const VERSION = "([0-9a-f]{16})";$/m)?.[1];
  const files = JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\n\]);$/m)?.[1] ?? 'null');
  assert.ok(version && files, 'sw.js starts with VERSION and FILES');
  return { version, files: files.map(([path]) => path) };
}

/** Waits until the service worker is active; its scope, script, whether it controls the page, and what it cached. */
async function serviceWorkerState(page) {
  return page.evaluate(async () => {
    // `ready` never settles on a page that registered nothing: give up after 15 s.
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error('no service worker is active after 15 s')), 15_000));
    const registration = await Promise.race([navigator.serviceWorker.ready, late]);
    for (let i = 0; i < 200 && registration.active.state !== 'activated'; i++) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const names = await caches.keys();
    const cached = names.length === 1 ? (await (await caches.open(names[0])).keys()).map((r) => r.url) : [];
    return {
      scope: registration.scope,
      script: registration.active.scriptURL,
      controlled: navigator.serviceWorker.controller !== null,
      cached: cached.sort(),
    };
  });
}

/** The link the game panel's Share button gives for the game going on. */
async function sharedLink(page) {
  await action(page, 'game');
  await page.locator('.game-panel').waitFor();
  await action(page, 'share');
  await page.locator('[data-said="link-copied"]').waitFor();
  const link = await page.locator('input[data-link]').inputValue();
  await action(page, 'close');
  return link;
}

test('hosted under /kawu/: the game plays, installs, shares links to /kawu/ and plays offline after a reload', { timeout: 180_000 }, async (t) => {
  const { version, files } = serviceWorkerOf(DIST);
  serveBuild(DIST, { base: BASE });
  const permissions = ['clipboard-read', 'clipboard-write'];
  try {
    await withGame({ load: false, permissions }, async ({ page, base, url }) => {
      const home = `${base}${BASE}`;
      assert.equal(url, home, 'the harness opens the sub-path');
      await t.test('the host: nothing at the root, /kawu redirected to /kawu/', async () => {
        assert.equal((await fetch(`${base}/`)).status, 404, 'the site root is not the game');
        assert.equal((await fetch(`${base}/index.html`)).status, 404);
        const bare = await fetch(`${base}${BASE.slice(0, -1)}`, { redirect: 'manual' });
        assert.equal(bare.status, 301);
        assert.equal(bare.headers.get('location'), BASE);
      });
      takeRequests();

      let plies;
      await t.test('the board appears and the computer answers from its worker', async () => {
        // What the page and its worker ask for (the worker's files may come from the service
        // worker, once it is active, rather than from the server).
        const requested = [];
        const seen = (request) => requested.push(request.url());
        page.on('request', seen);
        await load(page, home);
        await newGame(page);
        plies = await playRounds(page, random(14), 1);
        await expectState(page, plies, 'after the first round');
        page.off('request', seen);
        for (const file of WORKER_FILES) {
          assert.ok(requested.includes(`${home}${file}?v=${version}`), `the worker's ${file} of this build, under ${BASE}`);
        }
        assert.deepEqual(requested.filter((url) => !url.startsWith(home)), [], `the page asked for nothing outside ${BASE}`);
        const asked = takeRequests();
        t.diagnostic(`first visit: ${asked.length} requests, all under ${BASE}`);
        assert.deepEqual(asked.filter((path) => !path.startsWith(BASE)), [], `nothing outside ${BASE}`);
      });

      await t.test('the manifest, its start URL, scope and icons are under /kawu/', async () => {
        const cdp = await page.context().newCDPSession(page);
        const { url: manifestUrl, errors, data } = await cdp.send('Page.getAppManifest');
        assert.equal(manifestUrl, `${home}manifest.webmanifest`);
        assert.deepEqual(errors, [], 'no manifest errors');
        const manifest = JSON.parse(data);
        for (const key of ['start_url', 'scope', 'id']) {
          assert.equal(new URL(manifest[key], manifestUrl).href, home, `the manifest's ${key}`);
        }
        const icons = manifest.icons.map((icon) => new URL(icon.src, manifestUrl).href);
        const links = await page.$$eval('link[rel~="icon"], link[rel="apple-touch-icon"]', (els) => els.map((el) => el.href));
        for (const icon of [...icons, ...links]) {
          assert.ok(icon.startsWith(`${home}`), `${icon} is under ${BASE}`);
          const status = await page.evaluate(async (src) => (await fetch(src)).status, icon);
          assert.equal(status, 200, icon);
        }
      });

      let link;
      await t.test('a shared link points at /kawu/', async () => {
        link = await sharedLink(page);
        assert.equal(link, `${home}#moves=${plies.map(letter).join('')}`);
      });

      await t.test('the service worker is scoped to /kawu/ and precached the build there', async () => {
        const state = await serviceWorkerState(page);
        assert.equal(state.scope, home);
        assert.equal(state.script, `${home}sw.js`);
        assert.deepEqual(state.cached, files.map((file) => `${home}${file}`).sort(), 'every file of the build');
        await reload(page);
        assert.equal((await serviceWorkerState(page)).controlled, true, 'a reload is controlled');
        await expectState(page, plies, 'after the reload');
      });

      await t.test('with the network cut, a reload finds the game, which plays on, and the link opens', async () => {
        setNetworkDown(true);
        await page.context().setOffline(true);
        const answered = [];
        const seen = (response) => answered.push(response);
        page.on('response', seen);
        try {
          const started = Date.now();
          await reload(page);
          t.diagnostic(`offline reload to a drawn board under ${BASE}: ${Date.now() - started} ms`);
          await expectState(page, plies, 'offline, after the reload');
          const more = await playRounds(page, random(41), 1);
          await expectState(page, [...plies, ...more], 'offline, the computer answered');
          // The link of the first round: the page asks before replacing the game (accepted).
          await page.goto('about:blank');
          await load(page, link);
          await expectState(page, plies, 'offline, opened from the shared link');
          assert.equal(page.url(), home, 'the link is removed from the address, the page stays at /kawu/');
        } finally {
          page.off('response', seen);
          setNetworkDown(false);
          await page.context().setOffline(false);
        }
        assert.ok(answered.length > 0, 'responses were seen');
        for (const response of answered) {
          assert.ok(response.fromServiceWorker(), `${response.url()} came from the service worker`);
          assert.ok(response.url().startsWith(home), `${response.url()} is under ${BASE}`);
        }
        const names = answered.map((response) => new URL(response.url()).pathname);
        for (const file of WORKER_FILES) {
          assert.ok(names.includes(`${BASE}${file}`), `the computer's ${file} came from the cache`);
        }
      });

      const asked = takeRequests();
      assert.deepEqual(asked.filter((path) => !path.startsWith(BASE)), [], `nothing ever asked outside ${BASE}`);
    });
  } finally {
    serveBuild();
  }
});
