// Offline and installable: the manifest and its icons, the service worker that precaches the whole
// build (written by scripts/precache.mjs), the game with the network cut (the computer too), and an
// update picked up on the next visit without ever mixing two builds.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import {
  BLANK,
  DIST,
  REPO,
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

/** Every file of a build but sw.js, as paths relative to it with '/'. */
function buildFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => path !== 'sw.js')
    .sort();
}

/** VERSION and FILES as written into a build's sw.js. */
function serviceWorkerOf(dir) {
  const text = readFileSync(join(dir, 'sw.js'), 'utf8');
  const version = text.match(/^const VERSION = "([0-9a-f]{16})";$/m)?.[1];
  const files = JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\n\]);$/m)?.[1] ?? 'null');
  assert.ok(version && files, 'sw.js starts with VERSION and FILES');
  return { version, files };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Waits until the service worker is active, then returns what the page sees of it. */
async function serviceWorkerState(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // `ready` resolves once there is an active worker, possibly still activating.
    for (let i = 0; i < 200 && registration.active.state !== 'activated'; i++) {
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const names = await caches.keys();
    const cached = names.length === 1 ? (await (await caches.open(names[0])).keys()).map((r) => r.url) : [];
    return {
      active: registration.active?.state,
      controlled: navigator.serviceWorker.controller !== null,
      caches: names,
      cached,
    };
  });
}

/**
 * Records every response of the page (worker files included) with its body, to check later
 * which build each one came from.
 */
function recordResponses(page) {
  const seen = [];
  page.on('response', (response) => {
    seen.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body, fromServiceWorker: response.fromServiceWorker() }))
        .catch(() => ({ url: response.url(), body: null })),
    );
  });
  return async () => Promise.all(seen.splice(0));
}

/** The build file a URL of the page stands for (a navigation gets index.html). */
function fileOf(base, url) {
  const path = new URL(url).pathname.slice(1);
  return path === '' ? 'index.html' : decodeURIComponent(path);
}

/** Asserts every response is byte for byte the file of `dir` it stands for. */
function assertAllFrom(responses, base, dir, label) {
  assert.ok(responses.length > 0, `${label}: responses were recorded`);
  for (const { url, body } of responses) {
    assert.ok(body, `${label}: ${url} has a body`);
    const expected = readFileSync(join(dir, fileOf(base, url)));
    assert.ok(body.equals(expected), `${label}: ${url} is the file of that build`);
  }
}

/** Starts a new game, sows pit C against the computer and waits for its answer. */
async function playOneRound(page) {
  await newGame(page);
  await sow(page, 2);
  await waitForTurn(page, 'south');
  assert.equal(await turn(page), 'south', 'the computer answered');
}

test('the manifest is valid for Chromium and its icons load', async () => {
  await withGame({}, async ({ page, base }) => {
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${base}/manifest.webmanifest`);
    assert.deepEqual(errors, [], 'no manifest errors');
    const manifest = JSON.parse(data);
    assert.equal(manifest.short_name, 'Awalé');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    const css = readFileSync(join(REPO, 'static', 'style.css'), 'utf8');
    assert.ok(css.includes(`--table: ${manifest.background_color};`), 'background = the table colour');
    assert.equal(manifest.theme_color, manifest.background_color);
    // Read from the page as parsed: the release build's HTML is minified (attributes unquoted).
    assert.equal(await page.getAttribute('meta[name="theme-color"]', 'content'), manifest.theme_color);
    assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'), 'a maskable icon');
    const icons = await page.evaluate(async (list) => {
      const sizes = [];
      for (const icon of list) {
        const response = await fetch(icon.src);
        const image = new Image();
        image.src = icon.src;
        await image.decode();
        const size = `${image.naturalWidth}x${image.naturalHeight}`;
        sizes.push({ src: icon.src, type: response.headers.get('content-type'), size });
      }
      return sizes;
    }, manifest.icons);
    for (const [i, icon] of manifest.icons.entries()) {
      assert.equal(icons[i].type, icon.type, `${icon.src} type`);
      if (icon.sizes !== 'any') assert.equal(icons[i].size, icon.sizes, `${icon.src} size`);
    }
    // The title and description, in French and English.
    assert.equal(await page.title(), 'Awalé');
    const description = await page.getAttribute('meta[name="description"]', 'content');
    assert.match(description, /jouez contre l'ordinateur/);
    assert.match(description, /Play Awalé against the computer/);
  });
});

test('the service worker precaches the whole build; with the network cut the game loads and the computer plays', async (t) => {
  const { version, files } = serviceWorkerOf(DIST);
  await t.test('sw.js lists every file of the build with its SHA-256', () => {
    assert.deepEqual(files.map(([path]) => path), buildFiles(DIST));
    for (const [path, hash] of files) assert.equal(hash, sha256(readFileSync(join(DIST, path))), path);
  });
  await withGame({}, async ({ page, base }) => {
    const first = await serviceWorkerState(page);
    assert.equal(first.active, 'activated');
    assert.equal(first.controlled, false, 'the first visit is not taken over (no clients.claim)');
    assert.deepEqual(first.caches, [`kawu-${version}`]);
    assert.deepEqual(first.cached.map((url) => fileOf(base, url)).sort(), buildFiles(DIST));
    const bytes = files.reduce((sum, [path]) => sum + readFileSync(join(DIST, path)).length, 0);
    t.diagnostic(`precache: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB, cache kawu-${version}`);

    await reload(page);
    assert.equal((await serviceWorkerState(page)).controlled, true, 'controlled after a reload');
    // Another path of the site is not the game: it comes from the server, as without the worker.
    await page.goto(`${base}${BLANK}`);
    assert.equal(await page.title(), 'blank');

    setNetworkDown(true);
    await page.context().setOffline(true);
    try {
      const responses = recordResponses(page);
      const started = Date.now();
      // A shared link's query string and hash get the cached page too.
      await load(page, `${base}/?fen=4-4-4-4-4-4-4-4-4-4-4-4-0-0-S#moves=`);
      t.diagnostic(`offline load to a drawn board: ${Date.now() - started} ms`);
      await playOneRound(page);
      // A room (the editor), loaded on first use: it opens offline too, and works.
      await page.locator('[data-action="setup"]').click();
      await page.locator('[data-action="setup-empty"]').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-edit-pit][data-seeds="0"]').length === 12);
      await page.locator('[data-action="setup-cancel"]').click();
      await page.locator('[data-setup-total]').waitFor({ state: 'detached' });
      // The puzzles' file, fetched the first time they open: from the cache too.
      await page.locator('[data-action="puzzles"]').click();
      await page.locator('.puzzle-play [data-puzzle-goal]').waitFor();
      assert.ok(await page.locator('[data-puzzle-id]').getAttribute('data-puzzle-id'), 'a puzzle offline');
      await page.locator('[data-action="leave-puzzles"]').click();
      await page.locator('.board-wrap [data-pit]').first().waitFor();
      const seen = await responses();
      assert.ok(seen.every((r) => r.fromServiceWorker), 'everything came from the service worker');
      assertAllFrom(seen, base, DIST, 'offline');
      const urls = seen.map((r) => fileOf(base, r.url));
      for (const file of ['rooms.js', 'rooms_bg.wasm', 'puzzles.txt']) {
        assert.ok(urls.includes(file), `the rooms' ${file} came from the cache`);
      }
      for (const file of ['worker-start.js', 'endgame-store.js', 'worker.js', 'worker_bg.wasm']) {
        assert.ok(urls.includes(file), `the computer's ${file} came from the cache`);
      }
    } finally {
      setNetworkDown(false);
      await page.context().setOffline(false);
    }
  });
});

test('an update is used at the next visit, never mixed with the old build, and the old cache is deleted', async (t) => {
  // Build B: dist/ with its worker's start script and index.html changed, and its own sw.js (and
  // its own version stamped into index.html, as the build's hook does).
  const updated = mkdtempSync(join(tmpdir(), 'kawu-build-b-'));
  cpSync(DIST, updated, { recursive: true });
  appendFileSync(join(updated, 'worker-start.js'), '// build B\n');
  const html = readFileSync(join(updated, 'index.html'), 'utf8');
  // Before the title: a minified build has no `<head>` tag to write after.
  const changed = html.replace('<title>', '<!-- build B --><title>');
  assert.notEqual(changed, html, 'build B changes index.html');
  writeFileSync(join(updated, 'index.html'), changed);
  execFileSync('node', [join(REPO, 'scripts', 'precache.mjs'), updated]);
  const a = serviceWorkerOf(DIST).version;
  const b = serviceWorkerOf(updated).version;
  assert.notEqual(a, b, 'a changed file changes the version');
  // The build a page belongs to: the version precache.mjs stamped into it (that of its sw.js).
  const build = (page) => page.evaluate(() => document.querySelector('meta[name="kawu-build"]')?.content);
  try {
    await withGame({}, async ({ page, base }) => {
      await serviceWorkerState(page);
      await reload(page);
      assert.equal((await serviceWorkerState(page)).controlled, true);

      // The server now has build B. This visit is still all A, while B installs behind it.
      serveBuild(updated);
      const responses = recordResponses(page);
      await reload(page);
      await playOneRound(page);
      assert.equal(await build(page), a);
      assertAllFrom(await responses(), base, DIST, 'the visit during the update');
      const waiting = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        // The registration names its waiting worker a task before that worker's state reads
        // "installed": wait for both.
        const settled = () => registration.waiting && registration.waiting.state !== 'installing';
        for (let i = 0; i < 200 && !settled(); i++) await new Promise((ok) => setTimeout(ok, 50));
        return registration.waiting?.state ?? null;
      });
      assert.equal(waiting, 'installed', 'B waits while a page of A is open');
      assert.deepEqual((await page.evaluate(() => caches.keys())).sort(), [`kawu-${a}`, `kawu-${b}`].sort());

      // The player leaves; B takes over once no page of A is left.
      await page.goto('about:blank');
      const started = Date.now();
      for (;;) {
        const states = await Promise.all(
          page.context().serviceWorkers().map((sw) => sw.evaluate(() => [VERSION, self.serviceWorker?.state]).catch(() => [])),
        );
        if (states.some(([version, state]) => version === b && state === 'activated')) break;
        assert.ok(Date.now() - started < 10_000, `B activates (${JSON.stringify(states)})`);
        await new Promise((ok) => setTimeout(ok, 50));
      }
      await load(page, `${base}/`);
      await playOneRound(page);
      assert.equal(await build(page), b);
      assertAllFrom(await responses(), base, updated, 'the next visit');
      assert.deepEqual(await page.evaluate(() => caches.keys()), [`kawu-${b}`], 'the old cache is deleted');
    });
  } finally {
    serveBuild();
    rmSync(updated, { recursive: true, force: true });
  }
});
