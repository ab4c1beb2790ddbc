// The navigation of places (`nav.places` in the header), apart from the game's own controls:
// a landmark named in the player's language, each place reached by Tab and opened by Enter with
// its focus shown, `aria-current="page"` on the place shown, a tab bar that fits a phone (no
// horizontal scrolling, buttons of 44 px and more), a clear header on a desktop, and axe finds
// nothing. Screenshots `places-{desktop,phone}-{play,learn}.png`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, PHONE, expectAccessible, screenshot, setSetting, withGame } from './harness.mjs';

/** A visit after the first: the lessons' offer is not made. */
const VISITED = { 'kawu.lessons.offer': 'dismissed' };

/**
 * The static server is a host without the kawu server: Play online asks for `/api/info`, gets
 * a 404, and says so in words (online.test.mjs plays online against the real server).
 */
const NO_SERVER = /\/api\/info/;

/**
 * Every place of the navigation, in its order, with what shows that it is open; the dialogs
 * close with Escape.
 */
const PLACES = [
  { action: 'play', shown: '[data-pit]' },
  { action: 'online', shown: '[data-online-unavailable]' },
  { action: 'learn', shown: '.lesson-list' },
  { action: 'puzzles', shown: '[data-puzzle-id]' },
  { action: 'library', shown: '[role="dialog"] [data-action="export-all"]', dialog: true },
  { action: 'setup', shown: '[role="dialog"] [data-setup-total]', dialog: true },
  { action: 'settings', shown: '[role="dialog"] [data-setting]', dialog: true },
  { action: 'help', shown: '[role="dialog"].help h2', dialog: true },
];

/** The game's own controls, which stay under the board, out of the navigation. */
const CONTROLS = ['new-game', 'undo', 'redo', 'hint', 'game', 'review'];

/** The navigation's name and the places' labels, in each language. */
const LANGS = {
  en: { name: 'Sections', labels: ['Play', 'Online', 'Learn', 'Puzzles', 'My games', 'Set up', 'Settings', 'Help'] },
  fr: { name: 'Rubriques', labels: ['Jouer', 'En ligne', 'Apprendre', 'Problèmes', 'Mes parties', 'Position', 'Réglages', 'Aide'] },
};

/** The two ways the navigation is seen: English on a desktop, French on a phone. */
const RUNS = [
  { name: 'desktop', lang: 'en', locale: 'en-US', viewport: DESKTOP },
  { name: 'phone', lang: 'fr', locale: 'fr-FR', viewport: PHONE },
];

/** The `data-action` of the places marked `aria-current`. */
function current(page) {
  return page.$$eval('nav [aria-current]', (els) =>
    els.map((el) => `${el.getAttribute('data-action')}=${el.getAttribute('aria-current')}`),
  );
}

/** The `data-action` of the element with the keyboard focus. */
function focused(page) {
  return page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null);
}

/** Presses Tab from the top of the page until `action` has the focus; returns the stops passed. */
async function tabTo(page, action) {
  await page.locator('body').focus();
  const stops = [];
  while (stops.at(-1) !== action && stops.length < 30) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  assert.equal(stops.at(-1), action, `Tab reaches ${action} (stops: ${stops.join(', ')})`);
  return stops;
}

/** The focus ring of the focused element: shown (`:focus-visible`), its style and width. */
function focusRing(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const style = getComputedStyle(element);
    return { visible: element.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

for (const run of RUNS) {
  const texts = LANGS[run.lang];

  test(`${run.name}: a navigation landmark named "${texts.name}", apart from the game's controls`, async () => {
    await withGame({ viewport: run.viewport, locale: run.locale, storage: VISITED, allowErrors: NO_SERVER }, async ({ page }) => {
      const nav = page.getByRole('navigation', { name: texts.name, exact: true });
      assert.equal(await nav.count(), 1, 'one navigation, named in the language of the page');
      assert.equal(await page.locator('nav').count(), 1, 'the only one: the game controls are no navigation');
      assert.equal(await page.locator('header nav').count(), 1, 'in the page header (the banner)');
      const actions = await nav.locator('[data-action]').evaluateAll((els) => els.map((el) => el.getAttribute('data-action')));
      assert.deepEqual(actions, PLACES.map((place) => place.action), 'every place, in order');
      for (const [i, label] of texts.labels.entries()) {
        const button = nav.getByRole('button', { name: label, exact: true });
        assert.equal(await button.getAttribute('data-action'), PLACES[i].action, `"${label}" is read out as the place's name`);
      }
      for (const control of CONTROLS) {
        assert.equal(await page.locator(`[data-action="${control}"]`).count(), 1, `${control} is on the page`);
        assert.equal(await nav.locator(`[data-action="${control}"]`).count(), 0, `${control} is not a place`);
      }
      assert.deepEqual(await current(page), ['play=page'], 'the game is the place shown');
      await expectAccessible(page, `${run.name}: the navigation over the game`);
      await screenshot(page, `places-${run.name}-play`);
    });
  });

  test(`${run.name}: each place is reached by Tab, opened by Enter, and aria-current follows it`, async () => {
    await withGame({ viewport: run.viewport, locale: run.locale, storage: VISITED, allowErrors: NO_SERVER }, async ({ page }) => {
      const stops = await tabTo(page, 'mute');
      assert.deepEqual(stops, [...PLACES.map((place) => place.action), 'mute'], 'the places come first, in order');
      for (const place of PLACES) {
        await tabTo(page, place.action);
        const ring = await focusRing(page);
        assert.ok(ring.visible && ring.style !== 'none' && ring.width >= 2, `${place.action}: the focus is shown (${JSON.stringify(ring)})`);
        await page.keyboard.press('Enter');
        await page.locator(place.shown).first().waitFor();
        assert.deepEqual(await current(page), [`${place.action}=page`], `${place.action} is the place shown`);
        if (place.dialog) {
          await page.keyboard.press('Escape');
          await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
          assert.equal(await focused(page), place.action, `${place.action}: the focus comes back to the place`);
          assert.deepEqual(await current(page), ['play=page'], `${place.action} closed: back at the game`);
        } else {
          // The focus is never lost: it stays on the place chosen, or the place takes it (the
          // lessons put it on their open lesson).
          const kept = await page.evaluate(
            (action) => document.activeElement?.getAttribute('data-action') === action || document.querySelector('main').contains(document.activeElement),
            place.action,
          );
          assert.ok(kept, `${place.action}: the focus stays on the place chosen or goes into it`);
          if (place.action === 'learn') await expectAccessible(page, `${run.name}: the navigation in the lessons`);
          await tabTo(page, 'play');
          await page.keyboard.press('Enter');
          await page.locator('[data-pit]').first().waitFor();
          assert.deepEqual(await current(page), ['play=page'], `${place.action}: Play goes back to the game`);
        }
      }
    });
  });

  test(`${run.name}: from the lessons, the places open over them and a game opened there is shown`, async () => {
    await withGame({ viewport: run.viewport, locale: run.locale, storage: VISITED, allowErrors: NO_SERVER }, async ({ page }) => {
      const place = (action) => page.locator(`nav [data-action="${action}"]`);
      await place('learn').click();
      await page.locator('.lesson-list').waitFor();
      await screenshot(page, `places-${run.name}-learn`);
      await place('puzzles').click();
      await page.locator('[data-puzzle-id]').waitFor();
      assert.equal(await page.locator('.lesson-list').count(), 0, 'the puzzles took the lessons\' place');
      assert.deepEqual(await current(page), ['puzzles=page']);
      await place('learn').click();
      await page.locator('.lesson-list').waitFor();
      await place('settings').click();
      await page.locator(PLACES.find((p) => p.action === 'settings').shown).first().waitFor();
      assert.deepEqual(await current(page), ['settings=page'], 'the settings over the lessons');
      await page.keyboard.press('Escape');
      assert.deepEqual(await current(page), ['learn=page'], 'closed: the lessons again');
      assert.equal(await page.locator('.lesson-list').count(), 1);
      await place('setup').click();
      await page.locator('[data-action="setup-play"]').click();
      await page.locator('[data-pit]').first().waitFor();
      assert.deepEqual(await current(page), ['play=page'], 'a position set up over the lessons is played');
      assert.equal(await page.locator('.lesson-list').count(), 0);
    });
  });
}

test('phone: the tabs fit along the bottom, no place scrolls sideways, every button is 44 px or more', async () => {
  await withGame({ viewport: PHONE, locale: 'fr-FR', storage: VISITED, allowErrors: NO_SERVER }, async ({ page }) => {
    for (const place of PLACES.filter((place) => !place.dialog)) {
      await page.locator(`nav [data-action="${place.action}"]`).click();
      await page.locator(place.shown).first().waitFor();
      const layout = await page.evaluate(() => {
        const box = (el) => el.getBoundingClientRect().toJSON();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
          height: window.innerHeight,
          tabs: box(document.querySelector('nav .tabs')),
          buttons: [...document.querySelectorAll('nav button, header button, .controls button')].map((el) => ({
            action: el.getAttribute('data-action'),
            ...box(el),
          })),
        };
      });
      assert.ok(layout.scrollWidth <= layout.width, `${place.action}: no horizontal scrolling (${layout.scrollWidth} > ${layout.width})`);
      assert.equal(Math.round(layout.tabs.bottom), layout.height, `${place.action}: the tab bar lies along the bottom`);
      for (const b of layout.buttons) {
        assert.ok(b.left >= 0 && b.right <= layout.width, `${place.action}: ${b.action} is inside the screen`);
        assert.ok(b.width >= 44 && b.height >= 44, `${place.action}: ${b.action} is ${b.width}×${b.height}`);
      }
      // Scrolled to the end, the page's last line stands clear of the tab bar.
      const clear = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const shown = (el) => el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().height > 1;
        const last = [...document.querySelectorAll('main *')].filter(shown).at(-1);
        return last.getBoundingClientRect().bottom <= document.querySelector('nav .tabs').getBoundingClientRect().top + 1;
      });
      assert.ok(clear, `${place.action}: the end of the page scrolls above the tab bar`);
    }
  });
});

test('desktop: the places are a header over the board, the tabs in its middle', async () => {
  await withGame({ viewport: DESKTOP, storage: VISITED }, async ({ page }) => {
    const boxes = await page.evaluate(() => {
      const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
      return { nav: box('nav'), tabs: box('nav .tabs'), status: box('.status'), board: box('svg.board'), width: document.documentElement.clientWidth };
    });
    assert.ok(boxes.nav.bottom <= boxes.status.top, 'the navigation is above the status line and the board');
    assert.ok(Math.abs((boxes.tabs.left + boxes.tabs.right) / 2 - boxes.width / 2) <= 1, 'the tabs are centred on the page');
    assert.ok(boxes.tabs.bottom <= boxes.board.top);
  });
});

test('the navigation follows the language: renamed and relabelled at once', async () => {
  await withGame({ viewport: DESKTOP, locale: 'en-US', storage: VISITED }, async ({ page }) => {
    await setSetting(page, 'lang', 'fr');
    const nav = page.getByRole('navigation', { name: LANGS.fr.name, exact: true });
    await nav.waitFor();
    const labels = await nav.locator('.label').evaluateAll((els) => els.map((el) => el.textContent));
    assert.deepEqual(labels, LANGS.fr.labels, 'each label in French');
    await expectAccessible(page, 'desktop: the navigation in French');
  });
});
