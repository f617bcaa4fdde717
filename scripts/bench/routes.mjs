// What `bench:web` knows of the site's routes: the mark a page sets once it is live, the main content
// of each page, and the deck page it opens.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The mark the shell sets when the route's page is live (interactive). */
export const ROUTE_LIVE_MARK = 'tcgp:route-live';

/**
 * The main content of each page (the first element the selector matches), and whether the
 * content-visible budget applies to it. Routes are matched without their query; `/deck/:id` is any deck page.
 */
export const CONTENT = {
  '/': { selector: 'main h1', budgeted: false },
  '/tier-list': { selector: '[data-tier] [data-deck-id]', budgeted: true },
  '/deck': { selector: '[data-best-deck] button[data-card-id]', budgeted: true },
  '/deck/:id': { selector: '[data-deck-id] [data-stat] dd', budgeted: true },
  '/cards-list': { selector: '[data-tier] button[data-card-id]', budgeted: true },
  '/expansion-list': { selector: '[data-tier] [data-expansion-id]', budgeted: false },
  '/statistics': { selector: '[data-testid="statistics-trend-chart"]', budgeted: false },
};

/** @param {string} route */
export const routePattern = (route) => {
  const pathname = route.split(/[?#]/)[0] ?? route;
  return pathname.startsWith('/deck/') ? '/deck/:id' : pathname;
};

/** @param {string} route */
export const contentOf = (route) => CONTENT[/** @type {keyof typeof CONTENT} */ (routePattern(route))] ?? null;

/**
 * The deck page the benchmark opens: the archetype with the best list score of the data set (top of the tier list).
 * @param {string} dataDir
 */
export function topDeckPath(dataDir) {
  /** @type {{ name: string, lists: { score: number }[] }[]} */
  const decks = JSON.parse(readFileSync(path.join(dataDir, 'best-decks.json'), 'utf8'));
  const best = decks.reduce((a, b) => (Math.max(...b.lists.map((l) => l.score)) > Math.max(...a.lists.map((l) => l.score)) ? b : a));
  return `/deck/${encodeURIComponent(best.name.trim().toLowerCase().replace(/\s+/g, '-')).replace(/%26/g, '&')}`;
}
