// The interactions of `bench:web`: once a page is live on the phone profile, a player's taps and key
// presses on it, each timed from the event to the next paint as the browser's Event Timing API reports
// it (the `duration` of the interaction's longest event; what Chrome's INP is made of).
/// <reference lib="dom" />

/** @import { Page } from 'playwright-core' */

/**
 * One step of a player: what to do on the page (a tap on the first match of `tap`, or keys pressed
 * with `focus` focused), named as the table prints it.
 * @typedef {{ name: string, tap?: string, focus?: string, keys?: string[], type?: string }} Step
 */

/** Controls the bench taps, here and in bench:web's first tap (FIRST_TAPS, taps.mjs): one place for each selector. */
export const CONTROLS = {
  /** The finder's best deck: its first card. */
  finderCard: '[data-best-deck] button[data-card-id]',
  /** The tier list's first "What is …?" button. */
  tierListDisclosure: '[data-remote="tierlist"] button[aria-expanded]',
  /** A deck page's first card that other decks play too: its disclosure. */
  deckPageDisclosure: '[data-also-played-in] li[data-card-id]:not([data-other-decks="0"]) summary',
};

/**
 * The interactions of the list, per route: marking and unmarking a card (the finder), opening
 * the menu and closing it with Escape, a disclosure (a "What is …?" button; a card of a deck page),
 * picking a card in "Decks with cards" (typing its name, then tapping it), switching the language (the
 * footer's selector, with the arrow key). The tier list's sort and filters are Premium's and not on a
 * visitor's page.
 * @type {Record<string, Step[]>}
 */
export const INTERACTIONS = {
  '/deck': [
    { name: 'mark a card (finder)', tap: CONTROLS.finderCard },
    { name: 'unmark it (missing cards)', tap: '[data-missing-card] button' },
    { name: 'open the menu', tap: 'header button[aria-expanded]' },
    { name: 'close the menu (Escape)', keys: ['Escape'] },
  ],
  '/tier-list': [
    { name: 'open a disclosure (tier list)', tap: CONTROLS.tierListDisclosure },
    { name: 'Decks with cards: type a name', focus: '[data-remote="tierlist"] [role="combobox"]', type: 'Pik' },
    { name: 'Decks with cards: pick a card', tap: '[data-remote="tierlist"] [role="option"]' },
    { name: 'switch the language', focus: 'footer select', keys: ['ArrowDown'] },
  ],
  '/deck/:id': [{ name: 'open a disclosure (deck page)', tap: CONTROLS.deckPageDisclosure }],
};

/** How long after a step the page is left alone (its paints and any work it started). */
const SETTLE_MS = 800;

/** Starts keeping the page's event timings (every event of 16 ms or more, the API's floor). */
function watchEvents() {
  /** @type {{ name: string, duration: number, interactionId: number, startTime: number }[]} */
  const events = [];
  Object.defineProperty(window, '__benchEvents', { value: events });
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId, startTime: e.startTime });
    // durationThreshold is newer than the DOM types here.
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
}

/**
 * Runs the steps on a live page and returns each step's interaction duration (ms; 0 when under the
 * API's 16 ms floor; null when its control was not there).
 * @param {Page} page
 * @param {Step[]} steps
 * @returns {Promise<(number | null)[]>}
 */
export async function runInteractions(page, steps) {
  await page.evaluate(watchEvents);
  /** @type {(number | null)[]} */
  const durations = [];
  for (const step of steps) {
    const from = await page.evaluate(() => performance.now());
    if (!(await act(page, step))) {
      durations.push(null);
      continue;
    }
    await page.waitForTimeout(SETTLE_MS);
    /** @type {{ duration: number, interactionId: number }[]} */
    const events = await page.evaluate(
      (t) => /** @type {any} */ (window).__benchEvents.filter((/** @type {{ startTime: number }} */ e) => e.startTime >= t),
      from,
    );
    durations.push(Math.max(0, ...events.filter((e) => e.interactionId > 0).map((e) => e.duration)));
  }
  return durations;
}

/**
 * Does a step: a tap in the middle of its control, or keys with its control focused. False when the control is not there.
 * @param {Page} page
 * @param {Step} step
 */
async function act(page, step) {
  const selector = step.tap ?? step.focus;
  const control = selector ? page.locator(selector).first() : null;
  if (control && (await control.count()) === 0) return false;
  if (control && step.tap) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) return false;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return true;
  }
  await control?.focus();
  if (step.type) await page.keyboard.type(step.type, { delay: 120 });
  for (const key of step.keys ?? []) await page.keyboard.press(key);
  return true;
}
