// Play online, end to end: the real `kawu-server` process (built by `cargo build -p kawu-server`,
// as the test command does, or named by KAWU_SERVER) serving the release build on a loopback
// port, with an SQLite file in a scratch folder, and each player in a browser context of their
// own (a desktop, a phone, a spectator). Every board is checked after every move against the referee's replay
// of the moves in the server's own events, read from the frames the page received. Nothing waits
// a fixed time: every wait is for something the page or the server shows.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import {
  DESKTOP,
  DIST,
  PHONE,
  REPO,
  action,
  expectAccessible,
  openContext,
  pits,
  playable,
  random,
  scores,
  screenshot,
  withGame,
} from './harness.mjs';
import { legalAfter, resultName, stateAfter } from './referee.mjs';

const SERVER = process.env.KAWU_SERVER ?? join(REPO, 'target', 'debug', 'kawu-server');

/** What a page may say while the server it talks to is down: the browser's own words. */
const SERVER_DOWN = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET/;

/** A `kawu-server` process on a loopback port, its games in `folder`. */
class Server {
  static async start(folder, port = 0) {
    assert.ok(existsSync(SERVER), `no ${SERVER}: run \`cargo build -p kawu-server\` (or set KAWU_SERVER)`);
    const child = spawn(
      SERVER,
      ['--listen', `127.0.0.1:${port}`, '--dist', DIST, '--database', `sqlite://${join(folder, 'kawu.db')}`],
      { env: { ...process.env, KAWU_LOG: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout });
    const origin = await new Promise((resolve, reject) => {
      lines.on('line', (line) => {
        const serving = /^kawu: serving (http:\/\/\S+?)\/?$/.exec(line);
        if (serving) resolve(serving[1]);
      });
      exited.then((code) => reject(new Error(`kawu-server exited (${code}) before serving`)));
    });
    return Object.assign(new Server(), { child, exited, origin, folder, port: Number(new URL(origin).port) });
  }

  /** `kill -9`: the process ends at once, as a crash would. */
  async kill() {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** The same server again: the same port and database. */
  restart() {
    return Server.start(this.folder, this.port);
  }

  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}

let scratch;
let server;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kawu-online-e2e-'));
  server = await Server.start(scratch);
});

after(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * A player: a fresh context at the server's origin, and every message the server sent it (the
 * frames its sockets received) and it sent (`sent`).
 */
async function player(origin, options = {}) {
  const opened = await openContext(origin, { viewport: DESKTOP, ...options });
  const received = [];
  const sent = [];
  opened.page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => received.push(JSON.parse(payload)));
    socket.on('framesent', ({ payload }) => sent.push(JSON.parse(payload)));
  });
  return { ...opened, origin, received, sent };
}

/** The pit (0–11) of a letter. */
const pitOf = (letter) => 'ABCDEFabcdef'.indexOf(letter);

/** The server's log as this player received it: the events by number, the last welcome's first. */
function log(who) {
  const events = new Map();
  for (const message of who.received) {
    if (message.t === 'welcome' && message.full) events.clear();
    for (const event of message.events ?? []) events.set(event.seq, event);
  }
  return [...events.values()].sort((a, b) => a.seq - b.seq);
}

/** The moves of the server's events, as pits. */
function movesOf(who) {
  return log(who)
    .filter((event) => event.kind === 'play')
    .map((event) => pitOf(event.pit));
}

/** The `[data-online]` attribute `name`, or null. */
function online(page, name) {
  return page.getAttribute('[data-online]', name);
}

/** Waits for `[data-online]` to carry every attribute of `want`. */
async function waitOnline(page, want, timeout = 15_000) {
  const selector = Object.entries(want)
    .map(([name, value]) => `[data-${name}="${value}"]`)
    .join('');
  await page.locator(`[data-online]${selector}`).waitFor({ timeout });
}

/** Opens Play online from the game and creates a game; the invitation link. */
async function create(who, { time = 'unlimited', minutes, increment, color = 'south', name, rules } = {}) {
  const { page } = who;
  if (!(await page.locator('[data-action="create-online"]').isVisible())) {
    await page.goto(`${who.origin}/`);
    await page.locator('[data-pit]').first().waitFor();
    await action(page, 'online');
  }
  await page.locator(`[data-online-time][data-value="${time}"]`).click();
  if (minutes !== undefined) await page.locator('[data-online-minutes]').fill(String(minutes));
  if (increment !== undefined) await page.locator('[data-online-increment]').fill(String(increment));
  await page.locator(`[data-online-color][data-value="${color}"]`).click();
  if (rules) await page.locator(`[data-online-rules][data-value="${rules}"]`).click();
  if (name) await page.locator('[data-online-name]').fill(name);
  await action(page, 'create-online');
  await waitOnline(page, { state: 'waiting', connection: 'open' });
  return (await page.locator('[data-invite-link]').textContent()).trim();
}

/** Opens the invitation and takes the free seat. */
async function takeSeat(who, link, name) {
  await who.page.goto(link);
  await who.page.locator('[data-action="join-online"]').waitFor();
  if (name) await who.page.locator('[data-online-name]').fill(name);
  await action(who.page, 'join-online');
  await waitOnline(who.page, { state: 'playing', connection: 'open' });
}

/** A game between `south` (who creates it) and `north` (who joins it); its link. */
async function pair(south, north, options = {}) {
  const link = await create(south, options);
  await takeSeat(north, link, options.guest);
  await waitOnline(south.page, { state: 'playing' });
  return link;
}

/**
 * Asserts that `who`'s page shows the referee's game after the moves of the server's events,
 * once it has received `count` moves: board (while the game goes on), scores, whose turn.
 */
async function expectBoard(who, count, what) {
  await waitFor(() => movesOf(who).length >= count, `${what}: ${count} moves received`);
  const moves = movesOf(who).slice(0, count);
  const want = stateAfter(moves);
  await who.page.waitForFunction(
    ([board, over]) =>
      over ||
      [...document.querySelectorAll('[data-pit]')].every(
        (pit) => Number(pit.getAttribute('data-seeds')) === board[Number(pit.getAttribute('data-pit'))],
      ),
    [want.board, want.over],
  );
  assert.deepEqual(await scores(who.page), want.score, `scores ${what}`);
  if (!want.over) {
    assert.deepEqual(await pits(who.page), want.board, `board ${what}`);
    assert.equal(await online(who.page, 'data-turn'), ['south', 'north'][want.to_move], `turn ${what}`);
  }
  return { moves, want };
}

/** Polls `condition` (a test-side check of received frames) until true. */
async function waitFor(condition, what, timeout = 15_000) {
  const until = Date.now() + timeout;
  while (!condition()) {
    assert.ok(Date.now() < until, `timed out waiting: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The side to move's player plays a legal move drawn by `rng`; every page checks the board after it. */
async function playOne(players, rng, count) {
  const moves = movesOf(players.south).slice(0, count);
  const { to_move: side } = stateAfter(moves);
  const mover = side === 0 ? players.south : players.north;
  await waitOnline(mover.page, { turn: side === 0 ? 'south' : 'north', connection: 'open' });
  const legal = legalAfter(moves);
  assert.deepEqual(await playable(mover.page), legal, `playable pits after ${moves.join(',')}`);
  const pit = legal[Math.floor(rng() * legal.length)];
  await mover.page.locator(`[data-pit="${pit}"]`).click();
  for (const who of Object.values(players)) await expectBoard(who, count + 1, `after move ${count + 1}`);
  return stateAfter([...moves, pit]);
}

test('two friends play a whole game through the invite link, a third watches it and cannot move', async () => {
  // The desktop has a game of its own going on offline, saved before the page first loads.
  const saved = {
    'kawu.save': 'kawu-save 2\nstart 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S\nmoves Cd\nmode two-players\n',
    'kawu.lessons.offer': 'dismissed',
  };
  const seed = `if (!sessionStorage.getItem('seeded')) {
    sessionStorage.setItem('seeded', 'yes');
    for (const [key, value] of Object.entries(${JSON.stringify(saved)})) localStorage.setItem(key, value);
  }`;
  const south = await player(server.origin, { viewport: DESKTOP, initScript: seed });
  const north = await player(server.origin, { viewport: PHONE });
  let watcher = null;
  try {
    // The desktop's own game goes on offline: it waits, untouched.
    await south.page.goto(`${server.origin}/`);
    await south.page.locator('[data-pit]').first().waitFor();
    const offline = await pits(south.page);
    assert.deepEqual(offline, stateAfter([2, 9]).board, 'the saved game, C then d');
    await action(south.page, 'online');
    await south.page.locator('[data-action="create-online"]').waitFor();
    await expectAccessible(south.page, 'online form, desktop');
    await screenshot(south.page, 'online-form-desktop');
    const link = await create(south, { name: 'Ama' });
    assert.match(link, new RegExp(`^${server.origin}/#online/[\\w-]+/[\\w-]+$`), 'the whole invitation link');
    assert.match(south.page.url(), /#online\/[\w-]+$/, "the creator's address: the game, no secret");
    assert.ok(await south.page.locator('[data-qr] path').count(), 'a QR code');
    await expectAccessible(south.page, 'online invitation, desktop');
    await screenshot(south.page, 'online-invite-desktop');
    assert.ok(
      south.sent.every((message) => !JSON.stringify(message).includes(link.split('/').at(-1))),
      'the creator never sends the invitation',
    );

    await north.page.goto(link);
    await north.page.locator('[data-action="join-online"]').waitFor();
    await expectAccessible(north.page, 'online invitation to join, phone');
    await north.page.locator('[data-online-name]').fill('Kofi');
    await action(north.page, 'join-online');
    await waitOnline(north.page, { seat: 'north', state: 'playing', connection: 'open' });
    assert.doesNotMatch(north.page.url(), new RegExp(link.split('/').at(-1)), 'the used invitation leaves the address');
    await waitOnline(south.page, { seat: 'south', state: 'playing' });
    assert.equal((await north.page.locator('[data-player-name="south"]').textContent()).trim(), 'Ama');
    assert.equal((await south.page.locator('[data-player-name="north"]').textContent()).trim(), 'Kofi');
    await south.page.locator('[data-presence="north"][data-connected="true"]').waitFor();
    assert.equal(await south.page.locator('[data-clock]').count(), 0, 'no clock in an unlimited game');

    // The link, used: whoever opens it now watches.
    watcher = await player(server.origin, { viewport: DESKTOP, locale: 'fr-FR' });
    await watcher.page.goto(link);
    await waitOnline(watcher.page, { seat: 'spectator', state: 'playing', connection: 'open' });
    assert.equal(await watcher.page.locator('[data-action="join-online"]').count(), 0);
    await expectAccessible(watcher.page, 'online game, spectator, French');

    const players = { south, north, watcher };
    const rng = random(45);
    let count = 0;
    let state = stateAfter([]);
    while (!state.over) {
      state = await playOne(players, rng, count);
      count += 1;
      if (count === 1) {
        await expectAccessible(north.page, 'online game, phone');
        await screenshot(north.page, 'online-game-phone');
        await screenshot(south.page, 'online-game-desktop');
      }
      if (count === 6) {
        // The spectator's board cannot be moved: nothing is sent, nothing changes.
        assert.deepEqual(await playable(watcher.page), []);
        const before = await pits(watcher.page);
        const sent = watcher.sent.length;
        await watcher.page.locator('[data-pit="7"]').click({ force: true });
        await watcher.page.locator('[data-pit="2"]').click({ force: true });
        assert.deepEqual(await pits(watcher.page), before);
        assert.equal(watcher.sent.filter((m, i) => i >= sent && m.t !== 'pong').length, 0, 'no command sent');
      }
      if (count === 9) {
        // A reload mid-game: the phone comes back to its seat and the game as it is.
        await north.page.reload();
        await waitOnline(north.page, { seat: 'north', connection: 'open' });
        await expectBoard(north, count, 'after the reload');
      }
      assert.ok(count < 400, 'the game ends');
    }
    const result = resultName(state.winner);
    for (const who of Object.values(players)) {
      await waitOnline(who.page, { state: 'over', result, reason: 'seeds' });
      assert.ok((await who.page.locator('[data-ending]').textContent()).length > 0, 'the ending in words');
    }
    await expectAccessible(south.page, 'online game over, desktop');
    await screenshot(north.page, 'online-over-phone');

    // The game is in My games, with the opponent's name and the time control; it can be
    // reviewed like any game, and the offline game is still there.
    await action(south.page, 'leave-online');
    await south.page.locator('[data-action="library"]').waitFor();
    assert.deepEqual(await pits(south.page), offline, 'the offline game waited, untouched');
    await action(south.page, 'library');
    const kept = south.page.locator('[data-library-game][data-online]');
    await kept.waitFor();
    assert.match(await kept.textContent(), /Online: Kofi \(unlimited\), you South/);
    assert.equal(await kept.getAttribute('data-result'), result);
    assert.equal(Number(await kept.getAttribute('data-plies')), count);
    // Its record names the players as they sat.
    const download = south.page.waitForEvent('download');
    await kept.locator('[data-action="export"]').click();
    const record = (await import('node:fs')).readFileSync(await (await download).path(), 'utf8');
    assert.match(record, /\[South "You"\]/);
    assert.match(record, /\[North "Kofi"\]/);
    await kept.locator('[data-action="review"]').click();
    await south.page.locator('[data-cursor]').waitFor();
    assert.equal(await south.page.getAttribute('[data-cursor]', 'data-cursor'), String(count));

    for (const who of Object.values(players)) who.expectNoErrors();
  } finally {
    await Promise.all([south.close(), north.close(), watcher?.close()]);
  }
});

test('resign, a draw agreed, an abort: each ending on both pages, in words', async () => {
  const south = await player(server.origin, { viewport: DESKTOP });
  const north = await player(server.origin, { viewport: PHONE, locale: 'fr-FR' });
  const players = { south, north };
  try {
    // Resign, asked twice.
    await pair(south, north, { time: '5+5' });
    await south.page.locator('[data-clock="south"][data-running="false"]').waitFor();
    assert.equal(await south.page.locator('[data-action="claim-win"]').count(), 0, 'no claim: the opponent is there');
    await action(north.page, 'resign');
    await action(north.page, 'cancel-resign');
    await action(north.page, 'resign');
    await expectAccessible(north.page, 'online resign question, phone, French');
    await action(north.page, 'confirm-resign');
    for (const who of Object.values(players)) await waitOnline(who.page, { state: 'over', result: 'south', reason: 'resign' });
    assert.match(await south.page.locator('[data-ending]').textContent(), /Kofi|North/);

    // A draw agreed, after a move each.
    await action(south.page, 'new-online');
    await pair(south, north, { time: '3+2' });
    const rng = random(7);
    for (let count = 0; count < 2; count += 1) await playOne(players, rng, count);
    await south.page.locator('[data-clock="south"][data-running="true"]').waitFor();
    await action(south.page, 'offer-draw');
    await north.page.locator('[data-action="accept-draw"]').waitFor();
    await screenshot(north.page, 'online-draw-offer-phone');
    await action(north.page, 'accept-draw');
    for (const who of Object.values(players)) await waitOnline(who.page, { state: 'over', result: 'draw', reason: 'agreement' });
    assert.equal(await south.page.locator('[data-clock="south"][data-running="true"]').count(), 0, 'the clocks stop');

    // An abort before each side has moved: no result.
    await action(south.page, 'new-online');
    await pair(south, north, { time: '10+5' });
    await action(south.page, 'abort');
    for (const who of Object.values(players)) {
      await waitOnline(who.page, { state: 'over', reason: 'aborted' });
      assert.equal(await online(who.page, 'data-result'), null, 'no result');
    }
    for (const who of Object.values(players)) who.expectNoErrors();
  } finally {
    await Promise.all([south.close(), north.close()]);
  }
});

test("a game of Kalah online: both see its rules, and a last seed in the store plays again", async () => {
  const south = await player(server.origin, { viewport: DESKTOP });
  const north = await player(server.origin, { viewport: PHONE, locale: 'fr-FR' });
  try {
    await pair(south, north, { rules: 'kalah' });
    for (const who of [south, north]) {
      await who.page.locator('[data-online] [data-rules="kalah"]').waitFor();
      // Kalah's board draws its stores, on a phone too.
      await who.page.locator('[data-store="south"][data-seeds="0"]').waitFor();
    }
    await expectAccessible(north.page, 'online Kalah, phone, French');
    // A's six seeds end in South's store: South moves again; then B passes the store once more.
    await south.page.locator('[data-pit="0"]').click();
    for (const who of [south, north]) {
      await who.page.locator('[data-store="south"][data-seeds="1"]').waitFor();
      assert.equal(await online(who.page, 'data-turn'), 'south', 'South plays again');
    }
    await south.page.locator('[data-animating="false"] [data-pit="1"]:not([aria-disabled="true"])').click();
    for (const who of [south, north]) {
      await who.page.locator('[data-store="south"][data-seeds="2"]').waitFor();
      await waitOnline(who.page, { turn: 'north' });
    }
    await screenshot(north.page, 'online-kalah-phone-fr');
    await screenshot(south.page, 'online-kalah-desktop');
    for (const who of [south, north]) who.expectNoErrors();
  } finally {
    await Promise.all([south.close(), north.close()]);
  }
});

test('a quarter-minute clock runs out: the server ends the game on time by itself', async () => {
  const south = await player(server.origin, { viewport: PHONE });
  const north = await player(server.origin, { viewport: DESKTOP });
  const players = { south, north };
  try {
    await pair(south, north, { time: 'custom', minutes: 0.25, increment: 0 });
    const rng = random(3);
    for (let count = 0; count < 2; count += 1) await playOne(players, rng, count);
    // South is to move, and does not.
    await south.page.locator('[data-clock="south"][data-running="true"]').waitFor();
    for (const who of Object.values(players)) {
      await waitOnline(who.page, { state: 'over', result: 'north', reason: 'time' }, 40_000);
    }
    assert.equal(await south.page.getAttribute('[data-clock="south"]', 'data-ms'), '0');
    assert.match(await north.page.locator('[data-ending]').textContent(), /ran out of time/);
    for (const who of Object.values(players)) who.expectNoErrors();
  } finally {
    await Promise.all([south.close(), north.close()]);
  }
});

test('the server killed mid-game: a move made while it is down arrives exactly once after its restart', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'kawu-online-kill-'));
  let node = await Server.start(folder);
  const south = await player(node.origin, { viewport: DESKTOP });
  const north = await player(node.origin, { viewport: PHONE });
  const players = { south, north };
  let watcher = null;
  try {
    const link = await pair(south, north, { time: '10+5' });
    const rng = random(11);
    for (let count = 0; count < 4; count += 1) await playOne(players, rng, count);

    await node.kill();
    for (const who of Object.values(players)) await waitOnline(who.page, { connection: 'reconnecting' });
    // South moves meanwhile: shown at once, waiting for the server.
    const moves = movesOf(south);
    const pit = legalAfter(moves)[0];
    await south.page.locator(`[data-pit="${pit}"]`).click();
    await waitOnline(south.page, { pending: 'true' });
    assert.deepEqual(await pits(south.page), stateAfter([...moves, pit]).board, 'the move is on the board');
    await screenshot(south.page, 'online-reconnecting-desktop');

    node = await node.restart();
    for (const who of Object.values(players)) await waitOnline(who.page, { connection: 'open' }, 30_000);
    for (const who of Object.values(players)) await expectBoard(who, 5, 'after the restart');
    assert.equal(await south.page.locator('[data-online][data-pending]').count(), 0, 'sent and acknowledged');

    // The server's log, whole, to a newcomer: the move is there once, at its ply.
    watcher = await player(node.origin);
    await watcher.page.goto(link);
    await waitOnline(watcher.page, { seat: 'spectator', connection: 'open' });
    const plays = log(watcher).filter((event) => event.kind === 'play');
    assert.deepEqual(plays.map((event) => event.ply), [0, 1, 2, 3, 4], 'each ply once');
    assert.equal(pitOf(plays[4].pit), pit);
    await playOne(players, rng, 5);
    for (const who of Object.values(players)) who.expectNoErrors(SERVER_DOWN);
    watcher.expectNoErrors();
  } finally {
    await Promise.all([south.close(), north.close(), watcher?.close()]);
    await node.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a copy of kawu without its server says so in words, and the game goes on', async () => {
  // The harness's static server: /api/info is a 404 there, as on any static host.
  await withGame(
    { viewport: PHONE, storage: { 'kawu.lessons.offer': 'dismissed' }, allowErrors: /\/api\/info/ },
    async ({ page }) => {
      await action(page, 'online');
      const said = page.locator('[data-online-unavailable]');
      await said.waitFor();
      assert.match(await said.textContent(), /no server/);
      assert.equal(await page.locator('[data-action="create-online"]').count(), 0);
      await expectAccessible(page, 'online without a server, phone');
      await screenshot(page, 'online-no-server-phone');
      await action(page, 'leave-online');
      await page.locator('[data-pit="2"]').click();
      await page.locator('[data-pit="2"][data-origin]').waitFor();
    },
  );
});
