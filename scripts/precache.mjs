// Writes the service worker of a build: `sw.js` = the list of every file of the build with its
// SHA-256, the build's version, then the worker's code (static/sw.js); and stamps that version into
// the build's index.html (`<meta name="kawu-build" content="…">`), after its Content-Security-Policy
// (scripts/csp.mjs).
//
// Run by Trunk after each build (scripts/post-build.sh, Trunk's post-build hook) on its staging
// directory ($TRUNK_STAGING_DIR), or by hand on a built directory: `node scripts/precache.mjs dist`.
// Nothing is hand-maintained: a file added to the build is precached, and any change of any file
// (or of the worker's code) changes the version, hence the cache name. Node's own modules only.
//
// One version per build, for everything: the cache is `kawu-<version>`, and the page starts the
// computer's worker as `worker-start.js?v=<version>`, which loads `worker.js` and `worker_bg.wasm`
// with the same query (Trunk cannot hash a worker's file names), so a page never starts the worker
// of another build. The version is hashed from the files with the stamp left empty, so it does not
// depend on itself, the same build always gets the same version, and running this script again on a
// stamped build (or a copy changed by hand) gives the version of what is there now.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPolicy } from './csp.mjs';
import { setContent } from './meta.mjs';

// The file written here; it is not listed (the browser fetches and compares it itself).
const SW = 'sw.js';
const PAGE = 'index.html';
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'sw.js');

/** index.html with every kawu-build stamp (see scripts/meta.mjs) set to `value`; an error if none. */
function stamp(html, value) {
  const [stamped, count] = setContent(html, 'name', 'kawu-build', value);
  if (count === 0) throw new Error(`precache: ${PAGE} has no <meta name="kawu-build" content="">`);
  return stamped;
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Every file under `folder` (symbolic links to files included), as absolute paths. */
function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.isFile() || (entry.isSymbolicLink() && existsSync(path) && statSync(path).isFile()) ? [path] : [];
  });
}

/**
 * [path relative to root with '/' separators, sha256 hex] of every file, sorted by path. With
 * `unstamped`, index.html counts with its stamp empty (what the version is hashed from).
 */
function buildFiles(root, unstamped = false) {
  const found = [];
  for (const file of walk(root)) {
    const path = relative(root, file).split(sep).join('/');
    if (path === SW) continue;
    let data = readFileSync(file);
    if (unstamped && path === PAGE) data = Buffer.from(stamp(data.toString('utf8'), ''), 'utf8');
    found.push([path, sha256(data)]);
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** 16 hex digits that change with any file's name or content, or with the worker's code. */
function version(files, code) {
  const digest = createHash('sha256');
  for (const [path, sha] of files) digest.update(`${path}\0${sha}\n`, 'utf8');
  digest.update(code, 'utf8');
  return digest.digest('hex').slice(0, 16);
}

/** A JSON string as Python's json.dumps writes it (ASCII only). */
const json = (text) => JSON.stringify(text).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The text of sw.js: the build's constants, then the worker's code. */
function serviceWorker(build, files, code) {
  return (
    '// Written by scripts/precache.mjs for this build: do not edit.\n' +
    `const VERSION = ${json(build)};\n` +
    'const FILES = [\n' +
    files.map(([path, sha]) => `  [${json(path)}, ${json(sha)}]`).join(',\n') +
    '\n];\n' +
    code
  );
}

/** Rewrites the build's index.html through `change`. */
function rewritePage(root, change) {
  const path = join(root, PAGE);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

const root = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!root || !existsSync(join(root, PAGE)) || !statSync(join(root, PAGE)).isFile()) {
  console.error(`precache: no built index.html in ${JSON.stringify(root ?? null)} (give a directory or set TRUNK_STAGING_DIR)`);
  process.exit(1);
}
try {
  const code = readFileSync(TEMPLATE, 'utf8');
  rewritePage(root, withPolicy);
  const build = version(buildFiles(root, true), code);
  rewritePage(root, (html) => stamp(html, build));
  const files = buildFiles(root);
  writeFileSync(join(root, SW), serviceWorker(build, files, code));
  const size = files.reduce((sum, [path]) => sum + statSync(join(root, path)).size, 0);
  console.log(`precache: ${files.length} files, ${size} bytes, version ${build}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
