// The first paint: the HTML that arrives first already draws the page (scripts/first-paint.mjs
// writes it into each build), pixel for pixel what the app draws once its wasm has run, and
// nothing moves when the app takes over.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { DESKTOP, DIST, PHONE, SCREENSHOTS, load, withGame } from './harness.mjs';

/** The page's own module, kept from loading: what is left is the first paint alone. */
const PAGE_MODULE = /\/page-[0-9a-f]+\.js$/;
const BLOCKED = /page-[0-9a-f]+\.js|net::ERR_FAILED|ERR_BLOCKED_BY_CLIENT/;

/**
 * How two screenshots differ, decoded by the browser: `near` pixels differ a little (the
 * rasteriser's antialiasing may vary by a few levels from one paint to the next), `far` pixels
 * by more than 16 levels in a channel (something else is drawn there).
 */
async function compare(page, a, b) {
  const urls = [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`);
  return page.evaluate(async (urls) => {
    const pixels = async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [one, two] = await Promise.all(urls.map(pixels));
    if (one.length !== two.length) return { near: 0, far: one.length / 4, total: one.length / 4 };
    let [near, far] = [0, 0];
    for (let i = 0; i < one.length; i += 4) {
      const d = Math.max(...[0, 1, 2, 3].map((c) => Math.abs(one[i + c] - two[i + c])));
      if (d > 16) far += 1;
      else if (d > 0) near += 1;
    }
    return { near, far, total: one.length / 4 };
  }, urls);
}

const SCREENS = [
  { name: 'phone', viewport: PHONE, locale: 'fr-FR' },
  { name: 'desktop', viewport: DESKTOP, locale: 'en-US' },
  { name: 'phone', viewport: PHONE, locale: 'en-US' },
  { name: 'desktop', viewport: DESKTOP, locale: 'fr-FR' },
];

test('the build carries four pictures of the page: French and English, compact and wide boards', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const lang of ['fr', 'en']) {
    for (const board of ['narrow', 'wide']) {
      const found = html.match(new RegExp(`<template id="first-paint-${lang}-${board}">([\\s\\S]*?)</template>`));
      assert.ok(found, `no first paint for ${lang} ${board}`);
      const picture = found[1];
      assert.equal((picture.match(/class="pit\b/g) ?? []).length, 12, `${lang} ${board}: 12 pits`);
      assert.doesNotMatch(picture, /\sdata-[a-z-]+=/, `${lang} ${board}: a picture carries no hook`);
      assert.doesNotMatch(picture, /\stabindex=/, `${lang} ${board}: a picture has no tab stop`);
    }
  }
});

for (const screen of SCREENS) {
  test(`${screen.name}, ${screen.locale}: the first paint is the page the app then draws, to the antialiasing`, async () => {
    let picture;
    await withGame(
      { viewport: screen.viewport, locale: screen.locale, load: false, allowErrors: BLOCKED },
      async ({ page, url }) => {
        await page.route(PAGE_MODULE, (route) => route.abort('blockedbyclient'));
        await page.goto(url);
        const shown = page.locator('#first-paint main.app');
        await shown.waitFor();
        assert.equal(await page.locator('#first-paint .pit').count(), 12, 'the board is drawn');
        assert.equal(await page.locator('[data-pit]').count(), 0, 'no pit can be played yet');
        const host = page.locator('#first-paint');
        assert.equal(await host.getAttribute('inert'), '', 'the picture is inert');
        assert.equal(await host.getAttribute('aria-hidden'), 'true', 'and hidden from assistive technology');
        await page.keyboard.press('Tab');
        assert.equal(
          await page.evaluate(() => document.getElementById('first-paint').contains(document.activeElement)),
          false,
          'Tab never lands in the picture',
        );
        picture = await page.screenshot();
      },
    );
    await withGame({ viewport: screen.viewport, locale: screen.locale }, async ({ page }) => {
      const drawn = await page.screenshot();
      const difference = await compare(page, picture, drawn);
      if (difference.far > 0 || difference.near > difference.total / 1000) {
        // Kept for a look: what the first paint showed and what the app drew.
        mkdirSync(SCREENSHOTS, { recursive: true });
        const name = `first-paint-${screen.name}-${screen.locale}`;
        writeFileSync(join(SCREENSHOTS, `${name}-picture.png`), picture);
        writeFileSync(join(SCREENSHOTS, `${name}-app.png`), drawn);
        assert.fail(`the first paint and the app differ (${JSON.stringify(difference)}): see ${SCREENSHOTS}/${name}-*.png`);
      }
    });
  });
}

test('the app takes the first paint down when it draws, and nothing shifts', async () => {
  const watchShifts = () => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  };
  for (const viewport of [PHONE, DESKTOP]) {
    await withGame({ viewport, initScript: watchShifts, load: false }, async ({ page, url }) => {
      await load(page, url);
      assert.equal(await page.locator('#first-paint, template[id^="first-paint-"]').count(), 0);
      assert.equal(await page.locator('main.app').count(), 1, 'one app on the page');
      // Let a frame or two go by, so that a late shift would be recorded.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const observed = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'));
      assert.ok(observed, 'Chromium reports layout shifts');
      const shifts = await page.evaluate(() => window.__shifts);
      assert.deepEqual(shifts, [], 'cumulative layout shift is 0');
    });
  }
});
