import { ROUTES } from 'shared-contracts';
import { RENDERED_AT_ATTRIBUTE, type ServerRenderResult } from '@tcgp/page-render';
import { htmlProblems, hydratePage, parseMarkup, renderRequest, serveDataFiles, type ServedData } from '@tcgp/page-render/testing';
import build from './server';
import setup from './setup';
import TierListPage from './pages/TierListPage';
import StatisticsPage from './pages/StatisticsPage';
import { CHARIZARD, FIXTURE_LAST_WEEK, PIKA_MEWTWO, VENUSAUR } from './testing/fixtures';
import { statisticsFiles } from './testing/statistics';

/** Published a day after the data's last update (green); the reader's clock is months later (red). */
const RENDERED_AT = '2026-06-30T08:00:00.000Z';

let data: ServedData;

beforeEach(async () => {
  data = await serveDataFiles(statisticsFiles({ 'last-week.json': FIXTURE_LAST_WEEK }));
});

afterEach(async () => {
  await data.close();
});

const request = (module: string, path: string, language: 'en' | 'de' = 'en') =>
  renderRequest({ module, path }, { baseUrl: data.baseUrl, language, renderedAt: RENDERED_AT });

describe('the tier-list server build', () => {
  it('declares its name, versions and the pages it renders', async () => {
    expect(build.name).toBe('tierlist');
    expect(build.buildLabel).toBe('test');
    expect(build.modules).toEqual(['TierListPage', 'StatisticsPage']);
    const pages = await build.pages({ config: request('TierListPage', ROUTES.tierList).config, renderedAt: RENDERED_AT });
    expect(pages).toEqual([
      { module: 'TierListPage', path: ROUTES.tierList, params: {} },
      { module: 'StatisticsPage', path: ROUTES.statistics, params: {} },
    ]);
  });

  it('renders the tier list with its decks in tiers, rank changes and the freshness at the publish time', async () => {
    const result = await build.render(request('TierListPage', ROUTES.tierList));
    const page = parseMarkup(result.html);
    expect(page.querySelector('h1')).toHaveTextContent('Tier List');
    // By score: Venusaur ex is the first deck of tier S, Pikachu ex & Mewtwo ex in E.
    const first = page.querySelector('[data-tier] [data-deck-id]');
    expect(first?.getAttribute('data-deck-id')).toBe(VENUSAUR);
    expect(first?.closest('[data-tier]')?.getAttribute('data-tier')).toBe('S');
    expect(first).toHaveTextContent('Venusaur ex');
    expect(page.querySelector(`[data-deck-id="${PIKA_MEWTWO}"]`)?.closest('[data-tier]')?.getAttribute('data-tier')).toBe('E');
    expect(page.querySelector(`[data-deck-id="${CHARIZARD}"] a`)?.getAttribute('href')).toBe('/deck/charizard-ex-a1-036');
    expect(page.querySelector('[data-testid="tierlist-shown"]')).toHaveTextContent('4 decks, sorted by Score');
    expect(page.querySelector('[data-testid="tierlist-last-updated"]')).toHaveAttribute('data-freshness', 'green');
    expect(result.dataFiles).toEqual(['best-decks.json', 'cards.json', 'last-week.json', 'matchup-summary.json', 'meta.json']);
    expect(result.head).toBeUndefined();
    expect(result.preview).toBeUndefined();
  });

  it('renders the page language', async () => {
    const result = await build.render(request('TierListPage', ROUTES.tierList, 'de'));
    expect(parseMarkup(result.html).querySelector('h1')).toHaveTextContent('Tier-Liste');
  });

  it('renders the statistics with the trend and the 14-day window', async () => {
    const result = await build.render(request('StatisticsPage', ROUTES.statistics));
    const page = parseMarkup(result.html);
    expect(page.querySelector('h1')).toHaveTextContent('Meta Statistics');
    expect(page.querySelector('[data-testid="statistics-trend-chart"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="statistics-window-section"]')).toHaveAttribute('data-days', '14');
    expect(page.querySelector('[data-testid="statistics-top-decks"] tbody tr')).toHaveAttribute('data-deck', VENUSAUR);
    expect(result.dataFiles).toEqual(['cards.json', 'history.json', 'meta.json', 'stats-14d.json']);
  });

  it('publishes the statistics without the matrix numbers (Premium): the free placeholder', async () => {
    const result = await build.render(request('StatisticsPage', ROUTES.statistics));
    const matrix = parseMarkup(result.html).querySelector('[data-testid="statistics-matrix"]');
    expect(matrix).toHaveAttribute('data-matrix', 'blurred');
    expect(matrix?.querySelector('table, td, [data-win-rate]')).toBeNull();
    // Venusaur ex against Blastoise: 62 % over 21 games in stats-14d.json, in no form in the markup.
    expect(matrix?.textContent).not.toMatch(/62|21|Blastoise/);
    expect(result.html).not.toContain('Venusaur ex against Blastoise');
  });

  it('publishes the tier tiles with their games and the few-games mark', async () => {
    const result = await build.render(request('TierListPage', ROUTES.tierList));
    const page = parseMarkup(result.html);
    expect(page.querySelector(`[data-deck-id="${VENUSAUR}"] [data-games]`)).toHaveTextContent('400 games');
    expect(page.querySelector(`[data-deck-id="${PIKA_MEWTWO}"] [data-games]`)).toHaveTextContent('12 gamesFew games');
    // The link's text for assistive technology: what the tile shows, in its order, then the tier.
    expect(page.querySelector(`[data-deck-id="${PIKA_MEWTWO}"] a`)).not.toHaveAttribute('aria-label');
    expect(page.querySelector(`[data-deck-id="${PIKA_MEWTWO}"] a > .visually-hidden`)).toHaveTextContent(
      /^Pikachu ex & Mewtwo ex, 12 games, Few games, Score .*, tier E$/,
    );
    // "Minimum games" is "Any" on the published page.
    expect(page.querySelector('[data-min-games]')).toHaveAttribute('data-min-games', '0');
    expect(page.querySelectorAll('[data-deck-id]')).toHaveLength(4);
  });

  it('rejects, naming the file, when a data request fails', async () => {
    await data.close();
    data = await serveDataFiles(statisticsFiles({ 'last-week.json': FIXTURE_LAST_WEEK, 'best-decks.json': { status: 404 } }));
    await expect(build.render(request('TierListPage', ROUTES.tierList))).rejects.toThrow(/TierListPage.*Could not load best-decks\.json: HTTP 404/);
    data.requests.length = 0;
    await data.close();
    data = await serveDataFiles(statisticsFiles({ 'stats-14d.json': { status: 404 } }));
    await expect(build.render(request('StatisticsPage', ROUTES.statistics))).rejects.toThrow(/stats-14d\.json: HTTP 404/);
  });

  it('rejects a module it does not render', async () => {
    await expect(build.render(request('CollectionPage', ROUTES.collection))).rejects.toThrow('renders no module "CollectionPage"');
  });
});

describe('hydrating the published tier-list pages', () => {
  async function hydrate(module: 'TierListPage' | 'StatisticsPage', result: ServerRenderResult) {
    const component = module === 'TierListPage' ? TierListPage : StatisticsPage;
    const path = module === 'TierListPage' ? ROUTES.tierList : ROUTES.statistics;
    return hydratePage({ setup, component, request: request(module, path), html: result.html });
  }

  it.each(['TierListPage', 'StatisticsPage'] as const)('%s hydrates without a mismatch, then shows the freshness of the reader clock', async (module) => {
    const path = module === 'TierListPage' ? ROUTES.tierList : ROUTES.statistics;
    const result = await build.render(request(module, path));
    expect(result.html).toContain('data-freshness="green"');
    const page = await hydrate(module, result);
    try {
      expect(page.recoverableErrors).toEqual([]);
      expect(page.consoleErrors).toEqual([]);
      expect(document.documentElement.getAttribute(RENDERED_AT_ATTRIBUTE)).toBe(RENDERED_AT);
      // Right after hydrating, the page is as of the reader's clock (the fixture data is months old).
      expect(page.container.querySelector('[data-testid="tierlist-last-updated"]')).toHaveAttribute('data-freshness', 'red');
      // The published markup stayed: the same decks, no Loading.
      expect(page.container.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '').not.toBe('Loading...');
    } finally {
      page.cleanUp();
    }
  });
});

describe('the markup it publishes', () => {
  it('passes html-validate:standard on every page it renders, in English and German', async () => {
    const pages = await build.pages({ config: request('TierListPage', ROUTES.tierList).config, renderedAt: RENDERED_AT });
    for (const language of ['en', 'de'] as const) {
      for (const page of pages) {
        const result = await build.render(request(page.module, page.path, language));
        expect({ page: page.path, language, problems: await htmlProblems(result.html, language) }).toEqual({ page: page.path, language, problems: [] });
      }
    }
  });
});
