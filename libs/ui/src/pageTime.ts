import { useSyncExternalStore } from 'react';

/**
 * The time a page is "as of" ("updated 3 days ago", a freshness colour). A page rendered at publish
 * time must say what it said then until the browser has hydrated it, or the hydrated markup would
 * differ from the published one; right after, it shows the reader's clock.
 *
 * - Server render: the time the server entry set with {@link setPageRenderTime} before rendering.
 * - Client hydration: `<html data-rendered-at>` of the published page (the renderer writes it), else
 *   the client's time.
 * - Client after hydration, and client-only renders: the client's time, refreshed every minute.
 */

/** `<html>`'s attribute with the publish time; the same name as `RENDERED_AT_ATTRIBUTE` of @tcgp/page-render (its tests check it). */
export const PAGE_TIME_ATTRIBUTE = 'data-rendered-at';

/** How often the client's time is read again while a page shows it. */
export const PAGE_TIME_REFRESH_MS = 60_000;

let renderTime: Date | null = null;

/**
 * The time the next server renders are as of (the server entry sets it before each render and
 * clears it after with `null`). Only server renders (and hydration) read it.
 */
export function setPageRenderTime(time: Date | null): void {
  renderTime = time;
}

let clientTime: Date | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * The client's time: the same object between reads (useSyncExternalStore compares snapshots by
 * identity), renewed by the timer while a page shows it, and on the next read once it is a refresh
 * away from the clock and nothing shows it.
 */
function clientSnapshot(): Date {
  if (clientTime === null || (listeners.size === 0 && Math.abs(Date.now() - clientTime.getTime()) >= PAGE_TIME_REFRESH_MS)) clientTime = new Date();
  return clientTime;
}

let published: { attribute: string | null; time: Date } | null = null;

/** What the page was rendered with: the server's time, or the published page's, or the client's when the page has none. */
function serverSnapshot(): Date {
  if (renderTime) return renderTime;
  const attribute = typeof document === 'undefined' ? null : document.documentElement.getAttribute(PAGE_TIME_ATTRIBUTE);
  if (!attribute) return clientSnapshot();
  if (published?.attribute !== attribute) {
    const time = new Date(attribute);
    published = { attribute, time: Number.isNaN(time.getTime()) ? clientSnapshot() : time };
  }
  return published.time;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(() => {
      clientTime = new Date();
      for (const notify of listeners) notify();
    }, PAGE_TIME_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time the page is as of: the publish time while rendering on the server and hydrating, the client's time after. */
export function usePageTime(): Date {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
