import { COMPOSED_ATTRIBUTE } from '@tcgp/page-render';

/** The mark the shell sets when the route's page became interactive (see markRouteLive in composed/). */
export const ROUTE_LIVE_MARK = 'tcgp:route-live';

/**
 * Resolves once the route's page is interactive: at once when the page has no composed content to
 * hydrate (it is rendered live) or when it has already gone live, else at the `tcgp:route-live` mark,
 * or after `timeoutMs` when the page never goes live (its remote is down). Work that must not compete
 * with hydration (the offline worker's registration) waits for it.
 */
export function whenRouteLive(timeoutMs = 10_000, doc: Document = document, perf: Performance = performance): Promise<void> {
  return new Promise((resolve) => {
    const live = () => perf.getEntriesByName(ROUTE_LIVE_MARK).length > 0;
    if (!doc.querySelector(`[data-view-root][${COMPOSED_ATTRIBUTE}]`) || live() || typeof PerformanceObserver !== 'function') {
      resolve();
      return;
    }
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (live()) finish();
    });
    observer.observe({ type: 'mark' });
    const timer = setTimeout(finish, timeoutMs);
  });
}
