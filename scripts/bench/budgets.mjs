// The budgets of `bench:web`: what each figure it prints is judged against.

/** KB = 1,024 bytes, as the benches print them. */
export const KB = 1024;

/** The first-load budgets (the landing page is stricter than the other routes). */
export const BUDGETS = {
  landing: { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, jsBytes: 140 * KB },
  route: { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.02, jsBytes: 140 * KB },
  /** The finder's first load carries less JavaScript than any other route's (its first tap is the product's first step). */
  finderJsBytes: 120 * KB,
  otherCategories: 95,
  tierListDataBytes: 40 * KB,
  // In the phone profile (PHONE, phone.mjs), medians of the runs:
  /** Main content on screen, on /tier-list, /deck, a deck page and /cards-list (CONTENT's `budgeted`, routes.mjs). */
  contentVisibleMs: 1000,
  /** The first tap on a card of the finder (/deck) that works. */
  hydratedTapMs: 3000,
  /** One tap the moment the content shows (FIRST_TAPS of taps.mjs, four routes): its effect on screen (ms since navigation start). */
  firstTapEffectMs: 1500,
  /** Of those single taps, how many may do nothing. */
  firstTapsLost: 0,
  /** /tier-list's HTML document as served, brotli. */
  tierListHtmlBytes: 30 * KB,
  /** The render of every page of the data set in the nine languages (`npm run pages:render`), wall time. */
  pagesRenderSeconds: 180,
  /** The service worker's script and its registration chunk on a first visit, as transferred (compressed). */
  workerFirstLoadBytes: 6 * KB,
  /** A repeat visit of /tier-list with the worker in control: its first deck on screen. */
  repeatVisitFirstDeckMs: 800,
  /** Once the page is live, every interaction of INTERACTIONS (interactions.mjs): event to next paint, p98 of a route's. */
  interactionMs: 100,
  /** A client-side navigation (NEXT_PAGES, next-page.mjs): the tap to the next page's content on screen. */
  nextPageMs: 500,
  /** What a page loads on sight for its links while the player reads it (linkPrefetch's one route), with headers. */
  speculativeBytes: 60 * KB,
};
