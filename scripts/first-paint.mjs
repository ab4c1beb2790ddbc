// The first paint: writes into a built index.html what the page draws before its wasm has run.
//
//   node scripts/first-paint.mjs <built dir>      (run by scripts/post-build.sh, after each
//                                                   release build)
//
// The page is drawn by Yew once its wasm has loaded, so without this the first HTML shows
// nothing for a second or more on a phone. Here the build itself, served on a loopback port by
// kawu's static server (scripts/static-server.mjs), is opened in headless Chromium (Debian's,
// through playwright-core) on a fresh profile, once per language (French, English) and per board
// (the compact one of a phone held upright, the wide one), and the app as the page first draws
// it is copied into index.html as four <template>s. A small inline script at the end
// of <body> (allowed by its hash in the page's CSP, scripts/csp.mjs) shows the one that fits the
// screen and the language, inside `<div class="first-paint" inert>`; the page removes it just
// before its own first render, in the same frame, so nothing moves (`view::boot`).
//
// It is a picture, not the game: the copy keeps the classes and the SVG but loses every `data-*`
// hook, every tabindex and the live regions, and the whole is inert and hidden from assistive
// technology, so neither a test nor a player can act on it.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './static-server.mjs';

const CHROMIUM = process.env.KAWU_CHROMIUM ?? '/usr/bin/chromium';
/** The host of the picture in index.html (quoted or not: the build minifies the HTML). */
const HOST = /<div\b[^>]*\bid="?first-paint"?(?=[\s>])[^>]*><\/div>/;
/** The pictures written by an earlier run on the same build (a picture holds no template). */
const PICTURES = /<template id="first-paint-[a-z]+-[a-z]+">[\s\S]*?<\/template>/g;
/** The screens drawn, with the media query the page itself uses for a compact board. */
const BOARDS = [
  { name: 'narrow', viewport: { width: 390, height: 844 } },
  { name: 'wide', viewport: { width: 1280, height: 800 } },
];
const LANGS = [
  { name: 'fr', locale: 'fr-FR' },
  { name: 'en', locale: 'en-US' },
];

/** The app as first drawn (its header and its `main`), made a picture: no hooks, no tab stops, no live regions. */
function picture(page) {
  return page.evaluate(() => {
    const copy = document.getElementById('kawu-app').cloneNode(true);
    for (const element of [copy, ...copy.querySelectorAll('*')]) {
      for (const { name } of [...element.attributes]) {
        if (name.startsWith('data-') || name === 'tabindex' || name === 'aria-live') {
          element.removeAttribute(name);
        }
      }
    }
    return copy.innerHTML;
  });
}

/** The picture of every language and board, as <template> elements. */
async function draw(root) {
  const server = await serve(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const templates = [];
    for (const lang of LANGS) {
      for (const board of BOARDS) {
        const context = await browser.newContext({
          viewport: board.viewport,
          locale: lang.locale,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.goto(`${server.origin}/index.html`);
        await page.locator('main.app [data-pit="0"]').waitFor({ timeout: 30_000 });
        const html = await picture(page);
        await context.close();
        templates.push(`<template id="first-paint-${lang.name}-${board.name}">${html}</template>`);
      }
    }
    return templates;
  } finally {
    await browser.close();
    await server.close();
  }
}

const root = resolve(process.argv[2] ?? 'dist');
const index = join(root, 'index.html');
// Drawn from the page without its pictures, so a build drawn twice draws the same.
const html = readFileSync(index, 'utf8').replace(PICTURES, '');
const host = html.match(HOST);
if (!host) {
  console.error('first-paint: index.html has no <div id="first-paint"></div>');
  process.exit(1);
}
writeFileSync(index, html);
const templates = await draw(root);
const at = host.index + host[0].length;
writeFileSync(index, html.slice(0, at) + templates.join('') + html.slice(at));
console.log(`first-paint: ${templates.length} pictures written into ${index}`);
