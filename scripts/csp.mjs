// Writes the page's Content-Security-Policy into a built index.html.
//
// The policy is strict: scripts from the page's own origin only, plus what WebAssembly needs
// (`'wasm-unsafe-eval'`) and the page's inline scripts (the start-up, the first paint's), allowed by
// their SHA-256 (computed here from the built page, so it follows every build); styles from the
// origin only (the page sets no inline style); no plugins, no <base>, no form posts. The
// index.html of the sources holds the placeholder
// `<meta http-equiv="Content-Security-Policy" content="">`, filled in here (found in any form: a
// release build's HTML is minified first, see scripts/meta.mjs). The hashes are those of the
// inline scripts exactly as shipped: Trunk minifies the page before its post-build hook runs.
//
// Used by scripts/precache.mjs (Trunk's post-build hook), before the build's version is computed.

import { createHash } from 'node:crypto';
import { setContent } from './meta.mjs';

const INLINE = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The policy for a built page: its inline scripts allowed by hash, nothing else inline. */
export function policy(html) {
  const hashes = [...html.matchAll(INLINE)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  return directives.map((d) => d.trim()).join('; ');
}

/** `html` with its placeholder filled; an error when it has none, or more than one. */
export function withPolicy(html) {
  const [secured, count] = setContent(html, 'http-equiv', 'Content-Security-Policy', policy(html));
  if (count !== 1) {
    throw new Error(`csp: index.html has ${count} <meta http-equiv="Content-Security-Policy">, not one`);
  }
  return secured;
}
