// The end-to-end harness: serves the Trunk release build (`dist/`) on a loopback port,
// opens it in Debian's headless Chromium through playwright-core, fails the test on any
// console error, page error, failed request, third-party request or breach of the page's
// Content-Security-Policy, and drives the game
// only through the page's stable hooks (data-pit, data-seeds, data-turn, …).

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { serve, staticFiles } from '../../scripts/static-server.mjs';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = resolve(process.env.KAWU_DIST ?? join(REPO, 'dist'));
export const SCREENSHOTS = join(REPO, 'target', 'screenshots');
const CHROMIUM = process.env.KAWU_CHROMIUM ?? '/usr/bin/chromium';

/** Phone and desktop viewports of the screenshots. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** How long to wait for the computer (hard level: about 1 s a move, plus a pause). */
export const COMPUTER_TIMEOUT = 30_000;

/** A same-origin blank page, not part of the game, where tests write localStorage first. */
export const BLANK = '/__kawu_e2e_blank__';

// ---------------------------------------------------------------------------
// The static server (one per test file, started on first use): kawu's static server
// (scripts/static-server.mjs, the npm package http-server) sends the build's files, without
// caching; in front of it, the harness plays the host a test asks for (serveBuild, setNetworkDown)
// and notes every request (takeRequests).

let serverOrigin = null;
let root = DIST;
let networkDown = false;
let prettyUrls = false;
let prefix = '/';
let asked = [];
/** http-server's handler of each build served so far, by folder. */
const builds = new Map();

/**
 * Serves the build in `dir` from now on (a second build, for update tests); no argument: dist/.
 * With `{ prettyUrls: true }` the server acts as a "pretty URL" static host: a request for
 * `…/index.html` is answered `301 Moved Permanently` to `…/` (query string kept).
 * With `{ base: '/kawu/' }` the build is served under that sub-path, as on a shared static host:
 * `/kawu/x` is the build's `x`, `/kawu` is redirected (`301`) to `/kawu/`, and every other path
 * (but the harness's own BLANK page) is a 404. `withGame` then opens `<origin>/kawu/`.
 */
export function serveBuild(dir = DIST, options = {}) {
  root = resolve(dir);
  prettyUrls = options.prettyUrls ?? false;
  prefix = options.base ?? '/';
  assert.match(prefix, /^\/(.+\/)?$/, 'a base starts and ends with "/"');
}

/**
 * Every path (with its query) the server was asked for since the last call, in order, by the
 * page, its workers and its service worker alike (BLANK left out); the list starts afresh.
 */
export function takeRequests() {
  return asked.splice(0);
}

/** Cuts the network (true) or restores it: while cut, every request is dropped unanswered. */
export function setNetworkDown(down) {
  networkDown = down;
}

/** The host: what a test asked of it, then the build's files, by http-server. */
function host(req, res) {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname !== BLANK) asked.push(url.pathname + url.search);
  if (networkDown) {
    req.socket.destroy();
    return;
  }
  if (url.pathname === BLANK) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>blank</title><link rel="icon" href="data:,">');
    return;
  }
  if (prefix !== '/' && url.pathname === prefix.slice(0, -1)) {
    res.writeHead(301, { location: prefix + url.search, 'cache-control': 'no-store' }).end();
    return;
  }
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  if (prettyUrls && url.pathname.endsWith('/index.html')) {
    const to = url.pathname.slice(0, -'index.html'.length) + url.search;
    res.writeHead(301, { location: to, 'cache-control': 'no-store' }).end();
    return;
  }
  // The build's own path: what follows the sub-path.
  req.url = url.pathname.slice(prefix.length - 1) + url.search;
  if (!builds.has(root)) builds.set(root, staticFiles(root));
  builds.get(root)(req, res);
}

async function origin() {
  if (serverOrigin) return serverOrigin;
  assert.ok(
    existsSync(join(DIST, 'index.html')),
    `no release build in ${DIST}: run \`trunk build --release\` first (or set KAWU_DIST)`,
  );
  serverOrigin = (await serve(DIST, { handler: host })).origin;
  return serverOrigin;
}

// ---------------------------------------------------------------------------
// The browser.

/** The Chromium switches of every game. */
const SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium shared by the games of a test file that need no profile folder nor switches of
 * their own: each game is a fresh context of it, with its own storage, caches and service
 * workers, as a fresh profile (a second start of Chromium costs about a second). Only under
 * node's test runner, which closes it after the file's tests; elsewhere (the benches) none.
 */
let shared = null;
const underTestRunner = Boolean(process.env.NODE_TEST_CONTEXT);
if (underTestRunner) {
  // At the top level: a hook of the whole file, run after its last test.
  const { after } = await import('node:test');
  after(async () => {
    const browser = await shared?.catch(() => null);
    shared = null;
    await browser?.close().catch(() => {});
  });
}

async function sharedBrowser() {
  if (!underTestRunner) return null;
  const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: SWITCHES });
  let browser = await (shared ??= launch());
  if (!browser.isConnected()) browser = await (shared = launch());
  return browser;
}

/**
 * Opens the game in a fresh headless Chromium profile (a fresh context of the file's Chromium, or
 * a Chromium of its own for `profile` or `args`), runs `body(game)`, then fails if the page
 * reported any error, and closes everything.
 *
 * options: `viewport` (default DESKTOP), `locale` (default 'en-US'), `reducedMotion`
 * ('reduce' by default: instant sowing keeps tests short), `storage` (localStorage
 * entries written before the first load), `allowErrors` (a RegExp of expected errors),
 * `permissions` (granted to the page, e.g. ['clipboard-read', 'clipboard-write']).
 * `initScript` (a function, or a script's text, run in every page before its own scripts, e.g. to
 * instrument an API),
 * `args` (extra Chromium switches), `hasTouch` (a touch screen, for real taps and touches),
 * `profile` (a Chromium profile folder made by the test, e.g. with preferences; kept after).
 */
export async function withGame(options, body) {
  const base = await origin();
  const opened = await openContext(base, options);
  const { page, errors } = opened;
  const game = { page, base, errors, url: `${base}${prefix}` };
  try {
    if (options.storage) {
      await page.goto(`${base}${BLANK}`);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, options.storage);
    }
    if (options.load !== false) await load(page, game.url);
    await body(game);
    opened.expectNoErrors(options.allowErrors);
  } finally {
    await opened.close();
  }
}

/**
 * A fresh browser context at `base` (the static server's origin, or another: the kawu server's),
 * watched as a game is (see `withGame`, whose options it takes but `storage` and `load`): its
 * `page`, the `errors` it reported, `expectNoErrors(allowed)` and `close()`. A test that needs
 * several players at once opens one context each.
 */
export async function openContext(base, options = {}) {
  const settings = {
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'reduce',
    permissions: options.permissions ?? [],
    hasTouch: options.hasTouch ?? false,
  };
  const own = options.profile !== undefined || options.args !== undefined;
  const browser = own ? null : await sharedBrowser();
  const profile = browser ? null : (options.profile ?? mkdtempSync(join(tmpdir(), 'kawu-e2e-')));
  const context = browser
    ? await browser.newContext(settings)
    : await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        ...settings,
        args: [...SWITCHES, ...(options.args ?? [])],
      });
  // A breach of the page's Content-Security-Policy is a console error, so it fails the test.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    ),
  );
  if (options.initScript) await context.addInitScript(options.initScript);
  const errors = [];
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page, base, errors);
  return {
    page,
    context,
    errors,
    /** Fails when the page reported an error that `allowed` (a RegExp) does not match. */
    expectNoErrors(allowed) {
      const unexpected = errors.filter((e) => !(allowed && allowed.test(e)));
      assert.deepEqual(unexpected, [], 'the page reported errors');
    },
    async close() {
      await context.close().catch(() => {});
      if (profile && !options.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

function watch(page, base, errors) {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // Chromium fetches the favicon, the web app manifest and an icon by itself (the tab's icon;
    // is the game installable?); leaving the page aborts those fetches: not a failure of the game.
    const installCheck = /\/(manifest\.webmanifest|icons\/[^/]+|favicon[^/]*)$/.test(new URL(req.url()).pathname);
    if (installCheck && req.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(base) && !/^(data|blob):/.test(url)) {
      errors.push(`third-party request: ${url}`);
    }
  });
  // A confirmation (e.g. "abandon this game?") is accepted, as a player would.
  page.on('dialog', (dialog) => dialog.accept().catch(() => {}));
}

/** Loads (or reloads) the game and waits until the board is drawn. */
export async function load(page, url) {
  await page.goto(url);
  await waitForBoard(page);
}

/** Reloads the page and waits for the board. */
export async function reload(page) {
  await page.reload();
  await waitForBoard(page);
}

async function waitForBoard(page) {
  await page.waitForFunction(() => document.querySelectorAll('[data-pit]').length === 12);
}

// ---------------------------------------------------------------------------
// Reading the page, in the game's words.

/**
 * The attribute `name` of the element at `selector` once it reads `expected`, or what it
 * reads after `timeout` ms. A key or a click is handled at once, but the page draws its
 * answer on Yew's next render: a test that reads straight after one may see the page before.
 */
export async function settledAttribute(page, selector, name, expected, timeout = 5_000) {
  try {
    await page.waitForFunction(
      ([sel, attr, value]) => document.querySelector(sel)?.getAttribute(attr) === value,
      [selector, name, expected],
      { timeout },
    );
  } catch {
    // Not settled in time: the caller's assertion shows what the page reads.
  }
  return page.getAttribute(selector, name);
}

/** The seed counts of pits 0–11, from `data-seeds`. */
export async function pits(page) {
  const found = await page.$$eval('[data-pit]', (els) =>
    els.map((el) => [Number(el.getAttribute('data-pit')), Number(el.getAttribute('data-seeds'))]),
  );
  assert.equal(found.length, 12, 'the board has 12 pits');
  const board = new Array(12).fill(null);
  for (const [pit, seeds] of found) board[pit] = seeds;
  assert.ok(board.every((s) => Number.isInteger(s) && s >= 0), `counts ${board}`);
  return board;
}

/** Captured seeds `[south, north]`, from the text of `[data-score]`. */
export async function scores(page) {
  const read = (side) =>
    page.$eval(`[data-score="${side}"]`, (el) => el.textContent.trim());
  const texts = [await read('south'), await read('north')];
  for (const t of texts) assert.match(t, /^\d+$/, `a score is a number, got "${t}"`);
  return texts.map(Number);
}

/** 'south' | 'north' while the game goes on, else null (from `data-turn`). */
export async function turn(page) {
  return page.$eval('body', () => document.querySelector('[data-turn]')?.getAttribute('data-turn') ?? null);
}

/** 'south' | 'north' | 'draw' once the game is over, else null (from `data-result`). */
export async function result(page) {
  return page.$eval('body', () => document.querySelector('[data-result]')?.getAttribute('data-result') ?? null);
}

/** Whether the computer is thinking (`data-thinking="true"`). */
export async function thinking(page) {
  return page.$eval('body', () => document.querySelector('[data-thinking="true"]') !== null);
}

/** The pits not marked `aria-disabled="true"`, i.e. those the player may sow. */
export async function playable(page) {
  return page.$$eval('[data-pit]', (els) =>
    els
      .filter((el) => el.getAttribute('aria-disabled') !== 'true')
      .map((el) => Number(el.getAttribute('data-pit')))
      .sort((a, b) => a - b),
  );
}

/** The marks of the last move and the hint: `{ origin, sown, captured, hint }`. */
export async function marks(page) {
  return page.$$eval('[data-pit]', (els) => {
    const having = (attr) =>
      els
        .filter((el) => el.hasAttribute(attr) && el.getAttribute(attr) !== 'false')
        .map((el) => Number(el.getAttribute('data-pit')))
        .sort((a, b) => a - b);
    const origin = having('data-origin');
    return {
      origin: origin.length ? origin : null,
      sown: having('data-sown'),
      captured: having('data-captured'),
      hint: having('data-hint'),
    };
  });
}

/** The whole snapshot a test compares: board, scores, turn, result. */
export async function snapshot(page) {
  return {
    board: await pits(page),
    score: await scores(page),
    turn: await turn(page),
    result: await result(page),
  };
}

/** The text a player sees (the body's rendered text). */
export async function visibleText(page) {
  return page.evaluate(() => document.body.innerText);
}

/** Lines of visible text present in `after` but not in `before`. */
export function newLines(before, after) {
  const old = new Set(before.split('\n').map((l) => l.trim()));
  return after
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !old.has(l));
}

// ---------------------------------------------------------------------------
// Acting on the page.

/** Waits until no sowing animation plays (`data-animating` not "true"). */
export async function waitForAnimationEnd(page, timeout = 15_000) {
  await page.waitForFunction(() => document.querySelector('[data-animating="true"]') === null, null, {
    timeout,
  });
}

/**
 * Waits until it is `side`'s turn with nothing pending (no animation, not thinking), or
 * the game is over. Used to wait for the computer's answer.
 */
export async function waitForTurn(page, side, timeout = COMPUTER_TIMEOUT) {
  await page.waitForFunction(
    (want) => {
      const busy =
        document.querySelector('[data-animating="true"]') !== null ||
        document.querySelector('[data-thinking="true"]') !== null;
      if (busy) return false;
      if (document.querySelector('[data-result]')) return true;
      return document.querySelector('[data-turn]')?.getAttribute('data-turn') === want;
    },
    side,
    { timeout, polling: 50 },
  );
}

/** Sows `pit` as a player would (a normal click: it must be enabled) and waits for it. */
export async function sow(page, pit) {
  await page.locator(`[data-pit="${pit}"]`).click();
  await page.waitForFunction(
    (p) => document.querySelector(`[data-pit="${p}"]`)?.hasAttribute('data-origin'),
    pit,
  );
  await waitForAnimationEnd(page);
}

/** Taps `pit` even if it is disabled (for refusals); does not wait for a move. */
export async function tap(page, pit) {
  await page.locator(`[data-pit="${pit}"]`).click({ force: true });
}

/** Clicks the button `[data-action=name]` ('new-game', 'hint', 'undo', 'redo', 'settings'). */
export async function action(page, name) {
  await page.locator(`[data-action="${name}"]`).click();
}

/**
 * Chooses `value` for the setting `name` (mode, level, side, lang), as a player would: opens
 * the settings panel first when the choice is hidden, and closes it again afterwards (its
 * close button, else Escape, else the settings button).
 */
export async function setSetting(page, name, value) {
  const choice = page.locator(`[data-setting="${name}"][data-value="${value}"]`);
  const toggle = page.locator('[data-action="settings"]');
  if ((await choice.isVisible()) || (await toggle.count()) === 0) {
    await choice.click();
    return;
  }
  await toggle.click();
  await choice.click();
  const close = page.locator('[data-action="close"]:visible');
  if ((await close.count()) > 0) await close.first().click();
  if (await choice.isVisible()) await page.keyboard.press('Escape');
  if ((await choice.isVisible()) && (await toggle.isVisible())) await toggle.click();
}

/** Starts a new game and waits until South is to move or the computer has answered. */
export async function newGame(page, humanSide = 'south') {
  await action(page, 'new-game');
  await page.waitForFunction(() => document.querySelector('[data-result]') === null);
  await waitForTurn(page, humanSide);
}

// ---------------------------------------------------------------------------
// Accessibility.

/** The rules axe-core checks: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails, naming `view`, when it finds any violation:
 * each with its rule, impact, the elements (their selectors) and axe's summary of what is wrong.
 */
export async function expectAccessible(page, view) {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  assert.ok(passes.length > 0, `${view}: axe checked nothing`);
  const lines = violations.flatMap((v) => [
    `- ${v.id} (${v.impact}), ${v.nodes.length} element(s): ${v.help}`,
    ...v.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
  ]);
  assert.equal(violations.length, 0, `${view}: axe found ${violations.length} violation(s):\n${lines.join('\n')}`);
}

/** Saves a screenshot under target/screenshots/ and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A small seeded random generator (mulberry32), so a failing game can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
