// Driving the position editor as a player would, through its hooks: `data-action="setup"`
// opens it; `data-edit-pit` / `data-edit-store` select a place; `data-edit-count` is the
// typed count; `data-setting="to-move"` and `"setup-mode"` are choices; the problems are the
// items of `[data-setup-errors]`; `setup-play` / `setup-cancel` close it.

import assert from 'node:assert/strict';
import { action } from './harness.mjs';

/** Opens the editor and waits for its board. */
export async function openEditor(page) {
  await action(page, 'setup');
  await page.waitForFunction(() => document.querySelectorAll('[data-edit-pit]').length === 12);
}

/** Whether the editor is open. */
export async function editorOpen(page) {
  return (await page.locator('[data-edit-pit]').count()) > 0;
}

/** Selects a place (`{ pit }` or `{ store: 'south' | 'north' }`) and types its count. */
export async function typeCount(page, place, seeds) {
  const selector = place.store ? `[data-edit-store="${place.store}"]` : `[data-edit-pit="${place.pit}"]`;
  await page.locator(selector).click();
  await page.locator('[data-edit-count]').fill(String(seeds));
}

/** What the editor shows: `{ pits, score: [south, north], total, toMove }`. */
export async function editorState(page) {
  return page.evaluate(() => {
    const seeds = (el) => Number(el.getAttribute('data-seeds'));
    const pits = new Array(12).fill(null);
    for (const el of document.querySelectorAll('[data-edit-pit]')) {
      pits[Number(el.getAttribute('data-edit-pit'))] = seeds(el);
    }
    const store = (side) => seeds(document.querySelector(`[data-edit-store="${side}"]`));
    const chosen = document.querySelector('[data-setting="to-move"][aria-pressed="true"]');
    return {
      pits,
      score: [store('south'), store('north')],
      total: document.querySelector('[data-setup-total] b').textContent.trim(),
      toMove: chosen?.getAttribute('data-value') ?? null,
    };
  });
}

/** The problems listed, in the player's words. */
export async function problems(page) {
  return page.$$eval('[data-setup-errors] li', (items) => items.map((li) => li.textContent.trim()));
}

/** Whether the Play button can be pressed. */
export async function canPlay(page) {
  return page.locator('[data-action="setup-play"]').isEnabled();
}

/**
 * Types the position string `start` (e.g. `0-0-8-0-0-1-3-1-1-1-2-0-15-16-S`) into the open
 * editor, every pit and store, and the side to move; checks the editor shows it.
 */
export async function enterPosition(page, start) {
  const parts = start.split('-');
  const pits = parts.slice(0, 12).map(Number);
  for (let pit = 0; pit < 12; pit++) await typeCount(page, { pit }, pits[pit]);
  await typeCount(page, { store: 'south' }, Number(parts[12]));
  await typeCount(page, { store: 'north' }, Number(parts[13]));
  const toMove = parts[14] === 'N' ? 'north' : 'south';
  await page.locator(`[data-setting="to-move"][data-value="${toMove}"]`).click();
  const shown = await editorState(page);
  assert.deepEqual(
    { pits: shown.pits, score: shown.score, toMove: shown.toMove },
    { pits, score: [Number(parts[12]), Number(parts[13])], toMove },
    `the editor shows ${start}`,
  );
}

/**
 * Opens the editor, enters `start`, chooses the opponent (`computer` | `two-players`) and
 * plays it: the editor closes and the game's board is back.
 */
export async function playPosition(page, start, opponent) {
  await openEditor(page);
  await enterPosition(page, start);
  await page.locator(`[data-setting="setup-mode"][data-value="${opponent}"]`).click();
  assert.deepEqual(await problems(page), [], `${start} is valid`);
  assert.ok(await canPlay(page), 'Play is enabled');
  await page.locator('[data-action="setup-play"]').click();
  await page.waitForFunction(() => document.querySelector('[data-edit-pit]') === null);
}
