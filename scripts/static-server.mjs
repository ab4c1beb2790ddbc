// kawu's one static server: the npm package http-server (package.json pins 14.1.1), set up here
// once for its three users, which serve a build on a loopback port and open it in Chromium:
//
//   scripts/first-paint.mjs         the build being made, to draw its first paint (no caching);
//   tests/e2e/harness.mjs           the build under test, behind the host's behaviours a test
//                                   asks for (a sub-path, "pretty URLs", a network cut);
//   bench/lighthouse/lighthouse.mjs the build measured, gzip-compressed as a host would serve it.
//
// http-server sends each file with its MIME type (`.wasm` as application/wasm, which streaming
// compilation needs; `.webmanifest`, `.js`, `.svg`, …), answers a folder with its index.html
// (`/kawu` is redirected to `/kawu/`) and a path out of the root with 403; with `gzip` it sends
// `FILE.gz` for `FILE` to a client that accepts gzip (Content-Encoding: gzip). It lists no folder
// here. A path with nothing behind it is answered here, not by http-server, whose 404 has an empty
// body: Chromium reports such an answer to a streamed WebAssembly fetch as an aborted request
// (net::ERR_ABORTED), where a host's usual 404, with a body, is a plain HTTP error.

import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve, sep } from 'node:path';
import httpServer from 'http-server';

// union 0.5.0, under http-server, reads the deprecated `res._headers`: Node warns once per
// process (DEP0066). Not ours to fix, and not a warning about our code: only that one is dropped.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
  if (code === 'DEP0066') return;
  return emitWarning.call(this, warning, ...rest);
};

/**
 * http-server's request handler for the files under `root`, for a server of one's own that may
 * answer some requests itself first (`req.url` is read as the path under `root`).
 * `cache`: seconds of `Cache-Control: max-age`, or -1 (the default) for `no-cache, no-store,
 * must-revalidate`; `gzip`: send `FILE.gz` instead of `FILE` when it exists and the client
 * accepts gzip.
 */
export function staticFiles(root, { cache = -1, gzip = false } = {}) {
  const { server } = httpServer.createServer({ root, cache, gzip, showDir: 'false' });
  const top = resolve(root);
  return (req, res) => {
    if (nothingAt(top, req.url)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    server.emit('request', req, res);
  };
}

/** Whether the path of `url` names nothing under `top` (false for a path that leaves it). */
function nothingAt(top, url) {
  let path;
  try {
    path = join(top, decodeURIComponent(new URL(url, 'http://localhost').pathname));
  } catch {
    return false;
  }
  return (path === top || path.startsWith(top + sep)) && !existsSync(path);
}

/**
 * Serves `root` on a free port of 127.0.0.1 with `handler` (default: `staticFiles(root, options)`).
 * Resolves to `{ origin, url, close }`: `origin` is `http://127.0.0.1:PORT`, `url` the root's
 * address (`origin` + `/`), `close()` stops the server and drops its open connections. The
 * server does not keep the process alive.
 */
export async function serve(root, { handler, ...options } = {}) {
  const server = createServer(handler ?? staticFiles(root, options));
  await new Promise((ok, fail) => server.once('error', fail).listen(0, '127.0.0.1', ok));
  server.unref();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const close = () =>
    new Promise((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });
  return { origin, url: `${origin}/`, close };
}
