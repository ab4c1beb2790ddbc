// kawu's service worker: the game starts with no network after the first visit.
//
// scripts/precache.py writes this file into each build as dist/sw.js, after two constants:
// VERSION (a hash of every file of the build) and FILES ([path, sha256] of every file).
//
// One version, one cache, never a mix:
// - Install fetches every file of the build into the cache `kawu-<VERSION>` and checks each
//   against its SHA-256: if the server already serves another build (a deploy in between), the
//   install fails and is tried again on a later visit, rather than caching a mix.
// - No skipWaiting() and no clients.claim(), deliberately. A page is controlled only when its own
//   navigation went through this worker, and the active worker cannot change while such a page
//   is open; so the page, its hashed JS/wasm/CSS and the computer's worker files (worker-start.js,
//   worker.js, worker_bg.wasm: not hashed by name, loaded after the page) all come from one cache.
//   A new build installs in the background and waits; it takes over at the next visit, once every
//   page of the old one is closed. Only then are the old caches deleted (on activate).
// - A navigation to the game's page, whatever its query string or hash (`/`, `/index.html`,
//   `/?fen=…`, `/#moves=…`), gets the cached index.html; a listed file gets its cached copy;
//   anything else (another path of the site) goes to the network, as it would without this worker.
//
// While developing with `trunk serve`, a tab shows its cached build until every tab of the game is
// closed: tick "Update on reload" (DevTools, Application, Service workers) or use a private window.

const CACHE = `kawu-${VERSION}`;
const PREFIX = "kawu-";

/** The absolute URL of a build file, relative to the worker's scope. */
const urlOf = (path) => new URL(path, self.registration.scope).href;

/** Lowercase hex of a digest. */
const hex = (buffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Fetches one build file from the network and checks it is the one this build lists. */
async function fetchChecked([path, sha]) {
  // Revalidated with the server: a stale copy in the HTTP cache would fail the check below.
  const response = await fetch(new Request(urlOf(path), { cache: "no-cache" }));
  if (!response.ok) throw new Error(`kawu: ${path}: HTTP ${response.status}`);
  const got = hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  if (got !== sha) throw new Error(`kawu: ${path} is not the file of build ${VERSION}`);
  return [urlOf(path), response];
}

async function precache() {
  try {
    const fetched = await Promise.all(FILES.map(fetchChecked));
    const cache = await caches.open(CACHE);
    await Promise.all(fetched.map(([url, response]) => cache.put(url, response)));
  } catch (error) {
    // A half-filled cache must never serve: drop it, and let this install fail.
    await caches.delete(CACHE);
    throw error;
  }
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

/** The build file a request stands for: its path without query string, the page for the scope. */
function fileOf(request) {
  const url = new URL(request.url);
  const path = url.origin + url.pathname;
  return path === self.registration.scope ? urlOf("index.html") : path;
}

async function answer(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(fileOf(request))) ?? fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => event.waitUntil(dropOldCaches()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(answer(request));
});
