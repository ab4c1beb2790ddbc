// kawu's service worker: the game starts with no network after the first visit.
//
// scripts/precache.mjs writes this file into each build as dist/sw.js, after two constants:
// VERSION (a hash of every file of the build, also stamped into its index.html as
// `<meta name="kawu-build">`) and FILES ([path, sha256] of every file).
//
// One version, one cache, never a mix:
// - Install fetches every file of the build into the cache `kawu-<VERSION>` and checks each
//   against its SHA-256: if the server already serves another build (a deploy in between), the
//   install fails and is tried again on a later visit, rather than caching a mix. A response that
//   came through a redirect (a "pretty URL" host sends /index.html to /) is cached rebuilt as a
//   plain 200 response with the same body and headers: a browser refuses a redirected response as
//   the answer to a navigation, and would no longer load the page at all.
// - No skipWaiting() and no clients.claim(), deliberately. A page is controlled only when its own
//   navigation went through this worker, and the active worker cannot change while such a page
//   is open; so the page, its hashed JS/wasm/CSS and the computer's worker files (worker-start.js,
//   worker.js, worker_bg.wasm: not hashed by name, loaded after the page with `?v=<VERSION>`) all
//   come from one cache.
//   A new build installs in the background and waits; it takes over at the next visit, once every
//   page of the old one is closed. Only then are the old caches deleted (on activate).
// - A navigation to the game's page, whatever its query string or hash (`/`, `/index.html`,
//   `/?fen=…`, `/#moves=…`), gets the cached index.html; a listed file gets its cached copy,
//   whatever its query string; anything else (another path of the site), or a file missing from
//   the cache, goes to the network, as it would without this worker. Paths are relative to this
//   worker's own folder (its scope), so the build may be served under any sub-path.
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

/**
 * The response as it may be cached: one that came through a redirect is rebuilt as a fresh 200
 * response with the same body and headers (a redirected one cannot answer a navigation).
 */
function unredirected(response, body) {
  if (!response.redirected) return response;
  return new Response(body, { status: 200, statusText: "OK", headers: response.headers });
}

/** Fetches one build file from the network and checks it is the one this build lists. */
async function fetchChecked([path, sha]) {
  // Revalidated with the server: a stale copy in the HTTP cache would fail the check below.
  const response = await fetch(new Request(urlOf(path), { cache: "no-cache" }));
  if (!response.ok) throw new Error(`kawu: ${path}: HTTP ${response.status}`);
  const body = await response.clone().arrayBuffer();
  const got = hex(await crypto.subtle.digest("SHA-256", body));
  if (got !== sha) throw new Error(`kawu: ${path} is not the file of build ${VERSION}`);
  return [urlOf(path), unredirected(response, body)];
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

/**
 * The build file a request stands for: its URL without query string or hash, and the page
 * (index.html) for the scope itself, so `/`, `/index.html` and `/?fen=…` all get the cached page.
 */
function fileOf(request) {
  const url = new URL(request.url);
  const path = url.origin + url.pathname;
  return path === self.registration.scope ? urlOf("index.html") : path;
}

/**
 * The cached copy as the answer to `request`. A worker takes its own URL (`self.location`) from
 * its script's response: a copy asked for under another URL than its own (`worker-start.js?v=…`)
 * is rebuilt, with the same status, headers and body, so that it keeps the URL it was asked with
 * and the worker still reads its build's version there. A navigation keeps its address anyway.
 */
function asAsked(request, cached) {
  if (cached.url === request.url || request.mode === "navigate") return cached;
  const { status, statusText, headers } = cached;
  return new Response(cached.body, { status, statusText, headers });
}

/** The cached copy of the file a request stands for, else the network's answer. */
async function answer(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(fileOf(request));
  return cached ? asAsked(request, cached) : fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => event.waitUntil(dropOldCaches()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(answer(request));
});
