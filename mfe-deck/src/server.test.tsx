import { LANGUAGE_CODES, ROUTES, deckPath, type LanguageCode } from 'shared-contracts';
import { snapshotFiles } from '@tcgp/dev-kit/testing';
import { htmlProblems, hydratePage, parseMarkup, renderRequest, serveDataFiles, type ServedData } from '@tcgp/page-render/testing';
import type { Archetype } from '@tcgp/domain';
import { deckIdFromName } from '@tcgp/rules';
import { DATA_FILES } from '@tcgp/schemas';
import build from './server';
import setup from './setup';
import DeckFinderPage from './pages/DeckFinderPage';
import DeckDetailPage from './pages/DeckDetailPage';

const ESPEON = 'espeon-b3a-020&swablu-b1-196';
const RENDERED_AT = '2026-06-30T08:00:00.000Z';

let data: ServedData;

beforeEach(async () => {
  data = await serveDataFiles(snapshotFiles());
});

afterEach(async () => {
  await data.close();
});

const finder = (language: LanguageCode = 'en') =>
  renderRequest({ module: 'DeckFinderPage', path: ROUTES.deckFinder }, { baseUrl: data.baseUrl, language, renderedAt: RENDERED_AT });
const deckPage = (deckId: string, language: LanguageCode = 'en') =>
  renderRequest({ module: 'DeckDetailPage', path: deckPath(deckId), params: { deckId } }, { baseUrl: data.baseUrl, language, renderedAt: RENDERED_AT });

/** An element's text as it reads on screen (a win rate's text for screen readers left out). */
function visibleText(element: Element | null): string | null {
  if (!element) return null;
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[data-sr-only]').forEach((e) => e.remove());
  return copy.textContent;
}

describe('the deck server build', () => {
  it('lists the finder and a page per deck of best-decks.json', async () => {
    expect(build.name).toBe('deck');
    expect(build.modules).toEqual(['DeckFinderPage', 'DeckDetailPage']);
    const pages = await build.pages({ config: finder().config, renderedAt: RENDERED_AT });
    const decks = snapshotFiles()[DATA_FILES.bestDecks] as Archetype[];
    expect(pages[0]).toEqual({ module: 'DeckFinderPage', path: '/deck', params: {} });
    expect(pages.slice(1)).toHaveLength(decks.length);
    expect(pages).toContainEqual({ module: 'DeckDetailPage', path: '/deck/espeon-b3a-020&swablu-b1-196', params: { deckId: ESPEON } });
    expect(pages.slice(1).map((p) => p.params.deckId)).toEqual(decks.map((d) => deckIdFromName(d.name)));
  });

  it('renders the finder with the best deck and its cards', async () => {
    const result = await build.render(finder());
    const page = parseMarkup(result.html);
    expect(page.querySelector('h1')).toHaveTextContent('Best Deck Finder');
    const best = page.querySelector('[data-best-deck]');
    expect(best?.getAttribute('data-best-deck')).toBe(ESPEON);
    expect(best?.querySelector('h2')).toHaveTextContent('Espeon & Swablu');
    expect(best?.querySelector('[data-card-id="a2-150"]')).toHaveTextContent('Cyrus');
    expect(page.querySelector('[data-relative-strength]')).toHaveTextContent('Relative strength: 100.0%');
    expect(result.dataFiles).toEqual(['best-decks.json', 'cards.json', 'matchup-summary.json', 'meta.json']);
    expect(result.head).toBeUndefined();
  });

  it('renders a deck page with its key stats, its head and its preview', async () => {
    const result = await build.render(deckPage(ESPEON));
    const page = parseMarkup(result.html);
    expect(page.querySelector('h1')).toHaveTextContent('Espeon & Swablu');
    expect(visibleText(page.querySelector('[data-stat="strength"] dd'))).toBe('9.9 / 10');
    expect(visibleText(page.querySelector('[data-stat="popularity"] dd'))).toBe('9.9 / 10');
    expect(visibleText(page.querySelector('[data-stat="winRate"] dd'))).toBe('51.6%9,647 games · 95% interval 50.6% to 52.6%');
    expect(page.querySelector('[aria-label="Best list"] [data-card-id="a2-150"]')).toHaveTextContent('Cyrus');
    // A visitor is on the free plan: the matchups are blurred and no deck matchups file is read.
    expect(page.querySelector('[data-matchups]')).toHaveAttribute('data-matchups', 'blurred');
    expect(result.dataFiles).toEqual(['best-decks.json', 'cards.json', 'matchup-summary.json', 'meta.json']);
    expect(result.head).toEqual({
      title: 'Espeon & Swablu — list, matchups and tier',
      description:
        'Espeon & Swablu: tier S, strength 9.9 / 10, popularity 9.9 / 10, win rate 51.6%. Its best list, one-card alternatives and matchups in Pokémon TCG Pocket.',
    });
    expect(result.preview).toMatchObject({
      title: 'Espeon & Swablu',
      tier: 'S',
      stats: [
        { label: 'Strength', value: '9.9 / 10' },
        { label: 'Popularity', value: '9.9 / 10' },
        { label: 'Win rate', value: '51.6%' },
        { label: 'Games', value: '9,647' },
      ],
    });
    const cards = result.preview?.cards ?? [];
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.length).toBeLessThanOrEqual(8);
    // The icon cards first, with their energy.
    expect(cards.slice(0, 2).map((c) => c.name)).toEqual(['Espeon', 'Swablu']);
    expect(cards[0]).toMatchObject({ energy: 'Psychic' });
    expect(cards.find((c) => c.name === 'Cyrus')?.energy).toBeUndefined();
  });

  it("names each preview card's art, in English or the fallback language, when the config has card images", async () => {
    const request = deckPage(ESPEON, 'de');
    const template = 'https://images.example.org/{lang}/tcgp/{set}/{number}/{size}.webp';
    const withArt = await build.render({
      ...request,
      config: { ...request.config, cardImages: { urlTemplate: template, languages: ['en', 'de'], fallbackLanguage: 'en' } },
    });
    const cards = withArt.preview?.cards ?? [];
    expect(cards[0]?.image).toMatch(/^https:\/\/images\.example\.org\/en\/tcgp\/B3a\/020\/low\.webp$/);
    expect(cards.every((c) => c.image?.startsWith('https://images.example.org/en/tcgp/'))).toBe(true);
    const fallback = await build.render({
      ...request,
      config: { ...request.config, cardImages: { urlTemplate: template, languages: ['ja'], fallbackLanguage: 'ja' } },
    });
    expect(fallback.preview?.cards[0]?.image).toBe('https://images.example.org/ja/tcgp/B3a/020/low.webp');
    // Without card images, no address.
    expect((await build.render(request)).preview?.cards.some((c) => 'image' in c)).toBe(false);
  });

  it('gives a deck beyond the tier list its page, without a tier', async () => {
    const result = await build.render(deckPage('mega-blaziken-ex-b1-036'));
    expect(parseMarkup(result.html).querySelector('h1')).toHaveTextContent('Mega Blaziken ex');
    expect(result.head?.description).toMatch(/^Mega Blaziken ex: strength /);
    expect(result.preview?.tier).toBeUndefined();
  });

  it.each(LANGUAGE_CODES)('gives the deck page its head in %s', async (language) => {
    const result = await build.render(deckPage(ESPEON, language));
    expect(result.head?.title).toMatch(/^Espeon & Swablu — \S/);
    expect(result.head?.description).toContain('Espeon & Swablu');
    expect(result.head?.description).toContain('51');
    expect(result.head?.description).not.toMatch(/\{\{|head\./);
    if (language !== 'en') expect(result.head?.title).not.toBe('Espeon & Swablu — list, matchups and tier');
    // The preview is English whatever the page language.
    expect(result.preview?.stats[0]).toEqual({ label: 'Strength', value: '9.9 / 10' });
  });

  it('rejects a deck the data does not have, and a failing data request', async () => {
    await expect(build.render(deckPage('no-such-deck-zz-999'))).rejects.toThrow('the data has no deck "no-such-deck-zz-999"');
    await data.close();
    data = await serveDataFiles({ ...snapshotFiles(), [DATA_FILES.cards]: { status: 404 } });
    await expect(build.render(deckPage(ESPEON))).rejects.toThrow(/Could not load cards\.json: HTTP 404/);
    await expect(build.render(finder())).rejects.toThrow(/Could not load cards\.json: HTTP 404/);
  });
});

describe('hydrating the published deck pages', () => {
  it.each([
    ['DeckFinderPage', () => finder()],
    ['DeckDetailPage', () => deckPage(ESPEON)],
  ] as const)('%s hydrates without a mismatch', async (module, makeRequest) => {
    const request = makeRequest();
    const result = await build.render(request);
    const component = module === 'DeckFinderPage' ? DeckFinderPage : DeckDetailPage;
    const page = await hydratePage({ setup, component, request, html: result.html });
    try {
      expect(page.recoverableErrors).toEqual([]);
      expect(page.consoleErrors).toEqual([]);
      expect(page.container.querySelector('h1')).toHaveTextContent(module === 'DeckFinderPage' ? 'Best Deck Finder' : 'Espeon & Swablu');
    } finally {
      page.cleanUp();
    }
  });
});

describe('the markup it publishes', () => {
  it('passes html-validate:standard on the finder and the first deck pages (English), and a deck page in every language', async () => {
    // The finder and five deck pages: every deck page is the same markup with other data (the end-to-end
    // suite validates them all).
    const pages = (await build.pages({ config: finder().config, renderedAt: RENDERED_AT })).slice(0, 6);
    const requests = [
      ...pages.map((page) => renderRequest(page, { baseUrl: data.baseUrl, renderedAt: RENDERED_AT })),
      ...LANGUAGE_CODES.map((language) => deckPage(ESPEON, language)),
    ];
    for (const request of requests) {
      const result = await build.render(request);
      const problems = await htmlProblems(result.html, request.language);
      expect({ page: request.path, language: request.language, problems }).toEqual({ page: request.path, language: request.language, problems: [] });
    }
  }, 60_000);
});
