import { ROUTES, type LanguageCode } from 'shared-contracts';
import { snapshotFiles } from '@tcgp/dev-kit/testing';
import { htmlProblems, hydratePage, parseMarkup, renderRequest, serveDataFiles, type ServedData } from '@tcgp/page-render/testing';
import { DATA_FILES } from '@tcgp/schemas';
import build from './server';
import setup from './setup';
import CardsListPage from './pages/CardsListPage';
import ExpansionListPage from './pages/ExpansionListPage';

const RENDERED_AT = '2026-06-30T08:00:00.000Z';

let data: ServedData;

beforeEach(async () => {
  data = await serveDataFiles(snapshotFiles());
});

afterEach(async () => {
  await data.close();
});

const request = (module: 'CardsListPage' | 'ExpansionListPage', language: LanguageCode = 'en') =>
  renderRequest(
    { module, path: module === 'CardsListPage' ? ROUTES.cardsList : ROUTES.expansionList },
    { baseUrl: data.baseUrl, language, renderedAt: RENDERED_AT },
  );

/** The names of the items of a tier row, in page order. */
const itemsIn = (page: HTMLElement, tier: string) => [...page.querySelectorAll(`[data-tier="${tier}"] article`)].map((a) => a.getAttribute('aria-label'));

describe('the cards server build', () => {
  it('renders the best cards and the expansions, not the collection', async () => {
    expect(build.name).toBe('cards');
    expect(build.modules).toEqual(['CardsListPage', 'ExpansionListPage']);
    const pages = await build.pages({ config: request('CardsListPage').config, renderedAt: RENDERED_AT });
    expect(pages.map((p) => p.path)).toEqual([ROUTES.cardsList, ROUTES.expansionList]);
  });

  it('renders the best cards by tier', async () => {
    const result = await build.render(request('CardsListPage'));
    const page = parseMarkup(result.html);
    expect(page.querySelector('h1')).toHaveTextContent('Best Cards');
    expect([...page.querySelectorAll('[data-tier]')].map((r) => r.getAttribute('data-tier'))).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(itemsIn(page, 'S')).toEqual(["Professor's Research", 'Cyrus']);
    expect(itemsIn(page, 'A')).toEqual(['Poké Ball']);
    expect(page.querySelector('[data-ranked-card="pa-007"]')).toHaveTextContent('Score 0.88');
    expect(result.dataFiles).toEqual(['card-scores.json', 'cards.json', 'meta.json']);
  });

  it('renders the expansions by tier in the page language', async () => {
    const result = await build.render(request('ExpansionListPage', 'de'));
    const page = parseMarkup(result.html);
    expect(page.querySelector('[data-expansion-id="a1"]')).toHaveTextContent('A1');
    expect(itemsIn(page, 'S')).toHaveLength(2);
    expect(page.querySelector('[data-unranked-expansions]')).toHaveAttribute('data-unranked-expansions', '4');
    expect(result.dataFiles).toEqual(['card-scores.json', 'cards.json', 'meta.json']);
  });

  it('rejects when a data request fails', async () => {
    await data.close();
    data = await serveDataFiles({ ...snapshotFiles(), [DATA_FILES.cardScores]: { status: 404 } });
    await expect(build.render(request('CardsListPage'))).rejects.toThrow(/Could not load card-scores\.json: HTTP 404/);
    await expect(build.render(request('ExpansionListPage'))).rejects.toThrow(/Could not load card-scores\.json: HTTP 404/);
  });

  it("rejects the collection page: it is the player's own", async () => {
    await expect(build.render({ ...request('CardsListPage'), module: 'CollectionPage', path: ROUTES.collection })).rejects.toThrow(
      /renders no module "CollectionPage"/,
    );
  });
});

describe('hydrating the published cards pages', () => {
  it.each(['CardsListPage', 'ExpansionListPage'] as const)('%s hydrates without a mismatch', async (module) => {
    const req = request(module);
    const result = await build.render(req);
    const component = module === 'CardsListPage' ? CardsListPage : ExpansionListPage;
    const page = await hydratePage({ setup, component, request: req, html: result.html });
    try {
      expect(page.recoverableErrors).toEqual([]);
      expect(page.consoleErrors).toEqual([]);
      expect(page.container.querySelectorAll('[data-tier]')).toHaveLength(6);
    } finally {
      page.cleanUp();
    }
  });
});

describe('the markup it publishes', () => {
  it('passes html-validate:standard on every page it renders, in English and German', async () => {
    const pages = await build.pages({ config: request('CardsListPage').config, renderedAt: RENDERED_AT });
    for (const language of ['en', 'de'] as const) {
      for (const page of pages) {
        const result = await build.render(request(page.module === 'CardsListPage' ? 'CardsListPage' : 'ExpansionListPage', language));
        expect({ page: page.path, language, problems: await htmlProblems(result.html, language) }).toEqual({ page: page.path, language, problems: [] });
      }
    }
  });
});
