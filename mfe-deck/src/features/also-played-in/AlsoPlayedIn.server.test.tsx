import { deckPath } from 'shared-contracts';
import { snapshotFiles } from '@tcgp/dev-kit/testing';
import { hydratePage, parseMarkup, renderRequest, serveDataFiles, type ServedData } from '@tcgp/page-render/testing';
import build from '../../server';
import setup from '../../setup';
import DeckDetailPage from '../../pages/DeckDetailPage';

const ESPEON = 'espeon-b3a-020&swablu-b1-196';
const RENDERED_AT = '2026-06-30T08:00:00.000Z';

let data: ServedData;

beforeEach(async () => {
  data = await serveDataFiles(snapshotFiles());
});

afterEach(async () => {
  await data.close();
});

const request = () =>
  renderRequest(
    { module: 'DeckDetailPage', path: deckPath(ESPEON), params: { deckId: ESPEON } },
    { baseUrl: data.baseUrl, language: 'en', renderedAt: RENDERED_AT },
  );

describe('"also played in" in the published deck page', () => {
  it('is in the server-rendered markup, with links to the other decks, and hydrates as is', async () => {
    const result = await build.render(request());
    const page = parseMarkup(result.html);
    const section = page.querySelector('[data-also-played-in]');
    expect(section?.querySelector('h2')).toHaveTextContent('Also played in');
    const cyrus = section?.querySelector('li[data-card-id="a2-150"]');
    const links = [...(cyrus?.querySelectorAll(':scope ul a') ?? [])].map((a) => a.getAttribute('href'));
    expect(links.length).toBeGreaterThan(10);
    expect(links.every((href) => href?.startsWith('/deck/') && href !== deckPath(ESPEON))).toBe(true);
    // Above them, the card's own page, by path (the cards remote renders it).
    expect(cyrus?.querySelector('p > a')).toHaveAttribute('href', '/card/a2-150');
    expect(cyrus?.querySelector('p > a')).toHaveTextContent('Card page of Cyrus');
    // Every card of the list links to its page.
    const rows = [...(section?.querySelectorAll('li[data-card-id]') ?? [])];
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.querySelector(`a[href="/card/${row.getAttribute('data-card-id')}"]`)).not.toBeNull();

    const hydrated = await hydratePage({ setup, component: DeckDetailPage, request: request(), html: result.html });
    try {
      expect(hydrated.recoverableErrors).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      expect(hydrated.container.querySelector('[data-also-played-in] li[data-card-id="a2-150"]')).toHaveTextContent(`in ${links.length} other decks`);
    } finally {
      hydrated.cleanUp();
    }
  });
});
