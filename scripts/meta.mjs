// Finds and sets a `<meta>` tag of a built index.html, whatever its form.
//
// The release build's HTML is minified by Trunk (minify-html) before the post-build hook runs:
// attributes lose their quotes and are sorted, and an empty `content=""` is dropped, so
// `<meta http-equiv="Content-Security-Policy" content="">` arrives as
// `<meta http-equiv=Content-Security-Policy>`. A debug build keeps the source's form. Both are
// found here by their key attribute (`name` or `http-equiv`, compared without case), and rewritten
// in one plain form: `<meta KEY="VALUE" content="CONTENT">`.
//
// Used by scripts/csp.mjs and scripts/precache.mjs.

// An attribute: a name, then optionally `=` and a double-quoted, single-quoted or bare value.
const ATTR = String.raw`[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>` + '`' + String.raw`]+))?`;
const TAG = new RegExp(String.raw`<meta((?:\s+${ATTR})*)\s*/?>`, 'gi');
const PARTS = new RegExp(String.raw`([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>` + '`' + String.raw`]+)))?`, 'g');

/** An attribute value with its character references read (the few an attribute holds). */
function unescape(text) {
  const named = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
  return text.replace(/&(?:#[xX]([0-9a-fA-F]+)|#(\d+)|([A-Za-z]+));?/g, (all, hex, dec, name) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return named[name] ?? all;
  });
}

/** The attributes of a tag (the text after its name) as { lowercase name: unescaped value }. */
export function attributes(body) {
  const found = {};
  for (const [, name, double, single, bare] of body.matchAll(PARTS)) {
    found[name.toLowerCase()] = unescape(double || single || bare || '');
  }
  return found;
}

const matches = (body, key, value) => (attributes(body)[key] ?? '').toLowerCase() === value.toLowerCase();

/** The `content` of the first `<meta KEY=VALUE>` of `page`, or null when it has none. */
export function get(page, key, value) {
  for (const [, body] of page.matchAll(TAG)) {
    if (matches(body, key, value)) return attributes(body).content ?? '';
  }
  return null;
}

/** `text` as the inside of a double-quoted attribute value. */
const quoted = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * `page` with every `<meta KEY=VALUE …>` written as `<meta KEY="VALUE" content="CONTENT">`, and
 * how many there were: `[page, count]`.
 */
export function setContent(page, key, value, content) {
  const tag = `<meta ${key}="${quoted(value)}" content="${quoted(content)}">`;
  let count = 0;
  const set = page.replace(TAG, (all, body) => {
    if (!matches(body, key, value)) return all;
    count += 1;
    return tag;
  });
  return [set, count];
}
