import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, createAppStore, openModal, useRouteParams, type LanguageCode } from 'shared-contracts';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { App } from './App';
import { REMOTE_ROUTES, matchRemoteRoute, prerenderedPath } from './routeTable';
import { createFakeLoader, createShellI18n, fakeRemoteComponent, mockMatchMedia, pending, type FakeLoader, type MatchMediaMock } from './testing/helpers';

function DeckDetailStandIn() {
  const { deckId } = useRouteParams();
  return <p data-testid="fake-remote">deck/DeckDetailPage for {deckId}</p>;
}

function CompareStandIn() {
  const { deckA, deckB } = useRouteParams();
  return (
    <p data-testid="fake-remote">
      deck/ComparePage for {deckA} and {deckB}
    </p>
  );
}

/** A loader whose pages show "remote/Module"; the account remote (slot and modal host) stays loading. */
function pagesLoader() {
  return createFakeLoader((remote, module): Promise<ComponentType> => {
    if (remote === 'account') return pending();
    if (module === 'DeckDetailPage') return Promise.resolve(DeckDetailStandIn);
    if (module === 'ComparePage') return Promise.resolve(CompareStandIn);
    return Promise.resolve(fakeRemoteComponent(`${remote}/${module}`));
  });
}

async function renderApp(path: string, options: { lang?: LanguageCode; fake?: FakeLoader } = {}) {
  const fake = options.fake ?? pagesLoader();
  const i18n = await createShellI18n(options.lang ?? 'en');
  render(
    <App
      store={createAppStore()}
      i18n={i18n}
      services={{ auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG }}
      loader={fake.loader}
      router={{ kind: 'memory', path }}
    />,
  );
  return { fake, i18n };
}

const pageModules = (fake: FakeLoader) => fake.load.mock.calls.filter(([remote]) => remote !== 'account').map(([remote, module]) => `${remote}/${module}`);

describe('route table (docs/product-rules.md)', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    media = mockMatchMedia(false);
  });
  afterEach(() => media.restore());

  it('maps exactly these paths to these remote modules', () => {
    expect(REMOTE_ROUTES.map(({ path, remote, module }) => ({ path, remote, module }))).toEqual([
      { path: '/tier-list', remote: 'tierlist', module: 'TierListPage' },
      { path: '/statistics', remote: 'tierlist', module: 'StatisticsPage' },
      { path: '/deck', remote: 'deck', module: 'DeckFinderPage' },
      { path: '/deck/:deckId', remote: 'deck', module: 'DeckDetailPage' },
      { path: '/compare/:deckA/:deckB', remote: 'deck', module: 'ComparePage' },
      { path: '/cards-list', remote: 'cards', module: 'CardsListPage' },
      { path: '/expansion-list', remote: 'cards', module: 'ExpansionListPage' },
      { path: '/collection', remote: 'cards', module: 'CollectionPage' },
      { path: '/card/:cardId', remote: 'cards', module: 'CardPage' },
    ]);
  });

  it('routes the path of every page of ROUTES, under its key', () => {
    for (const [key, path] of Object.entries(ROUTES)) if (key !== 'home') expect(REMOTE_ROUTES.find((r) => r.key === key)?.path).toBe(path);
  });

  it('matches paths to routes, and finds the prerendered page of any path', () => {
    expect(matchRemoteRoute('/tier-list')?.module).toBe('TierListPage');
    expect(matchRemoteRoute('/tier-list/')?.module).toBe('TierListPage');
    expect(matchRemoteRoute('/deck')?.module).toBe('DeckFinderPage');
    expect(matchRemoteRoute('/deck/espeon-b3a-020&swablu-b1-196')?.module).toBe('DeckDetailPage');
    expect(matchRemoteRoute('/deck/a/b')).toBeUndefined();
    expect(matchRemoteRoute('/')).toBeUndefined();
    expect(matchRemoteRoute('/nope')).toBeUndefined();
    expect(prerenderedPath('/deck/miraidon-ex-b3a-019')).toBe('/deck/_');
    expect(matchRemoteRoute('/compare/espeon-b3a-020/swablu-b1-196')?.module).toBe('ComparePage');
    expect(matchRemoteRoute('/compare/espeon-b3a-020')).toBeUndefined();
    expect(matchRemoteRoute('/compare/a/b/c')).toBeUndefined();
    expect(prerenderedPath('/compare/espeon-b3a-020/swablu-b1-196')).toBe('/compare/_');
    expect(prerenderedPath('/cards-list')).toBe('/cards-list');
    expect(matchRemoteRoute('/statistics')?.module).toBe('StatisticsPage');
    expect(matchRemoteRoute('/collection')?.module).toBe('CollectionPage');
    expect(matchRemoteRoute('/card/a1-225')?.module).toBe('CardPage');
    expect(matchRemoteRoute('/card')).toBeUndefined();
    expect(prerenderedPath('/card/a1-225')).toBe('/card/_');
    expect(prerenderedPath('/no/such/page')).toBe('/404');
    expect(prerenderedPath('/')).toBe('/');
  });

  it.each([
    ['/tier-list', 'tierlist/TierListPage'],
    ['/cards-list', 'cards/CardsListPage'],
    ['/expansion-list', 'cards/ExpansionListPage'],
    ['/deck', 'deck/DeckFinderPage'],
    ['/card/a1-225', 'cards/CardPage'],
  ])('%s shows %s inside the page layout', async (path, expected) => {
    const { fake } = await renderApp(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(expected)).toBeInTheDocument();
    expect(pageModules(fake)).toEqual([expected]);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/deck/:deckId shows the deck detail module with the deck id', async () => {
    const { fake } = await renderApp('/deck/grass-celebi-ex-serperior');
    expect(await within(screen.getByRole('main')).findByText('deck/DeckDetailPage for grass-celebi-ex-serperior')).toBeInTheDocument();
    expect(pageModules(fake)).toEqual(['deck/DeckDetailPage']);
  });

  it('/compare/:deckA/:deckB shows the comparison module with both deck ids', async () => {
    const { fake } = await renderApp('/compare/espeon-b3a-020/swablu-b1-196');
    expect(await within(screen.getByRole('main')).findByText('deck/ComparePage for espeon-b3a-020 and swablu-b1-196')).toBeInTheDocument();
    expect(pageModules(fake)).toEqual(['deck/ComparePage']);
  });

  it("shows the route's skeleton, with its title, description and Loading..., while a page remote loads", async () => {
    await renderApp('/tier-list', { fake: createFakeLoader(() => pending()) });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Tier List' })).toBeInTheDocument();
    expect(within(main).getByText('Competitive decks ranked from S to E by their tournament results.')).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading...');
    expect(main.querySelector('[data-skeleton="tiers"]')).not.toBeNull();
  });

  it('/ shows the landing page and loads no page remote', async () => {
    const { fake } = await renderApp('/');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier List' })).toBeInTheDocument();
    expect(pageModules(fake)).toEqual([]);
  });

  it.each(['/no/such/page', '/premium', '/tier-list/extra', '/deck/abc/matchups', '/index.html'])(
    'the unknown path %s shows "page not found" with links to the main pages, never indexed',
    async (path) => {
      const { fake } = await renderApp(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      const links = within(within(main).getByRole('navigation', { name: 'The main pages' })).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/tier-list', '/deck', '/cards-list', '/statistics']);
      expect(pageModules(fake)).toEqual([]);
      expect(document.title).toBe('Page not found – TCG Pocket Tier List');
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    },
  );

  it('says "page not found" in the page language', async () => {
    await renderApp('/nowhere', { lang: 'de' });
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(document.title).toBe('Seite nicht gefunden – TCG Pocket Tier-Liste');
  });

  it('loads none of the account remote for a visitor, and its modal host as soon as a modal is asked for', async () => {
    const fake = pagesLoader();
    const store = createAppStore();
    const i18n = await createShellI18n('en');
    render(
      <App
        store={store}
        i18n={i18n}
        services={{ auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG }}
        loader={fake.loader}
        router={{ kind: 'memory', path: '/' }}
      />,
    );
    const account = () => fake.load.mock.calls.filter(([remote]) => remote === 'account').map(([, module]) => module);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(account()).toEqual([]);
    act(() => {
      store.dispatch(openModal('premium'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(account()).toEqual(['ModalHost']);
  });
});

describe('App', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    media = mockMatchMedia(false);
    document.documentElement.lang = '';
  });
  afterEach(() => media.restore());

  it('sets <html lang> and the page title to the page language', async () => {
    await renderApp('/tier-list', { lang: 'ja', fake: createFakeLoader(() => pending()) });
    expect(document.documentElement.lang).toBe('ja');
    expect(document.title).toBe('ティアリスト – TCGポケット ティアリスト');
  });

  it('changing the language in the footer changes the page language, <html lang> and the title', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderApp('/');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier-Liste' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Pokémon TCG Pocket Tier-Liste');
    expect(screen.getByRole('link', { name: 'Tier-Liste ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Haupt' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'de-AT');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welches Deck kannst du jetzt zusammenstellen?' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-AT');
  });

  it('has the theme toggle in the header that flips <html data-theme>', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('tells the user when the list of site parts could not be loaded', async () => {
    const fake = pagesLoader();
    await renderApp('/', { fake });
    act(() => fake.setRegistryState({ status: 'failed', rejected: [] }));
    expect(screen.getByText('The list of site parts could not be loaded, so pages that need them cannot open right now.')).toBeInTheDocument();
  });

  it('tells the user how many site parts were ignored', async () => {
    const fake = pagesLoader();
    await renderApp('/', { fake });
    act(() =>
      fake.setRegistryState({
        status: 'ready',
        rejected: [
          { name: 'deck', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' },
          { name: 'shop', url: '/x', reason: 'unknown-remote' },
        ],
      }),
    );
    expect(screen.getByText('2 site parts were ignored because their addresses are not allowed.')).toBeInTheDocument();
  });

  it('shows no notice after a normal start', async () => {
    await renderApp('/');
    expect(screen.queryByText(/site parts? (was|were) ignored/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
