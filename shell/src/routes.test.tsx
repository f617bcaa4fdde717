import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useParams } from 'react-router-dom';
import { REMOTE_MODULES, createAppStore, type LanguageCode } from 'shared-contracts';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { App, type StartupState } from './App';
import { REMOTE_ROUTES, routes } from './routes';
import { createFakeLoader, createShellI18n, fakeRemoteComponent, mockMatchMedia, pending, type MatchMediaMock } from '../test/helpers';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

function DeckDetailStandIn() {
  const { deckId } = useParams();
  return <p data-testid="fake-remote">deck/DeckDetailPage for {deckId}</p>;
}

/** A loader whose pages show "remote/Module"; the account remote (slot and modal host) stays loading. */
function pagesLoader() {
  return createFakeLoader((remote, module): Promise<ComponentType> => {
    if (remote === 'account') return pending();
    if (module === 'DeckDetailPage') return Promise.resolve(DeckDetailStandIn);
    return Promise.resolve(fakeRemoteComponent(`${remote}/${module}`));
  });
}

function renderApp(path: string, options: { lang?: LanguageCode; startup?: StartupState } = {}) {
  const fake = pagesLoader();
  const i18n = createShellI18n(options.lang ?? 'en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <App
      store={createAppStore()}
      i18n={i18n}
      services={{ auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG }}
      loader={fake.loader}
      router={router}
      startup={options.startup ?? { registryFailed: false, rejected: [] }}
    />,
  );
  return { fake, i18n, router };
}

const pageModules = (fake: ReturnType<typeof pagesLoader>) =>
  fake.load.mock.calls.filter(([remote]) => remote !== 'account').map(([remote, module]) => `${remote}/${module}`);

describe('route table (SPEC section 2)', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    media = mockMatchMedia(false);
  });
  afterEach(() => media.restore());

  it('maps exactly these paths to these remote modules', () => {
    expect(REMOTE_ROUTES).toEqual([
      { path: '/tier-list', remote: 'tierlist', module: 'TierListPage' },
      { path: '/cards-list', remote: 'cards', module: 'CardsListPage' },
      { path: '/expansion-list', remote: 'cards', module: 'ExpansionListPage' },
      { path: '/deck', remote: 'deck', module: 'DeckFinderPage' },
      { path: '/deck/:deckId', remote: 'deck', module: 'DeckDetailPage' },
    ]);
  });

  it('only uses modules the remotes expose', () => {
    for (const r of REMOTE_ROUTES) expect(REMOTE_MODULES[r.remote] as readonly string[]).toContain(r.module);
  });

  it.each([
    ['/tier-list', 'tierlist/TierListPage'],
    ['/cards-list', 'cards/CardsListPage'],
    ['/expansion-list', 'cards/ExpansionListPage'],
    ['/deck', 'deck/DeckFinderPage'],
  ])('%s shows %s inside the page layout', async (path, expected) => {
    const { fake } = renderApp(path);
    const main = screen.getByRole('main');
    expect(await within(main).findByText(expected)).toBeInTheDocument();
    expect(pageModules(fake)).toEqual([expected]);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/deck/:deckId shows the deck detail module with the deck id', async () => {
    const { fake } = renderApp('/deck/grass-celebi-ex-serperior');
    expect(await within(screen.getByRole('main')).findByText('deck/DeckDetailPage for grass-celebi-ex-serperior')).toBeInTheDocument();
    expect(pageModules(fake)).toEqual(['deck/DeckDetailPage']);
  });

  it('shows "Loading..." in the page area while a page remote loads', () => {
    const fake = createFakeLoader(() => pending());
    render(
      <App
        store={createAppStore()}
        i18n={createShellI18n('en')}
        services={{ auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG }}
        loader={fake.loader}
        router={createMemoryRouter(routes, { initialEntries: ['/tier-list'] })}
        startup={{ registryFailed: false, rejected: [] }}
      />,
    );
    expect(within(screen.getByRole('main')).getByText('Loading...')).toBeInTheDocument();
  });

  it('/ shows the landing page and loads no page remote', () => {
    const { fake } = renderApp('/');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier List' })).toBeInTheDocument();
    expect(pageModules(fake)).toEqual([]);
  });

  it.each(['/no/such/page', '/premium', '/tier-list/extra', '/deck/abc/matchups', '/index.html'])('the unknown path %s shows the landing page', (path) => {
    const { fake } = renderApp(path);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier List' })).toBeInTheDocument();
    expect(pageModules(fake)).toEqual([]);
  });

  it("renders the account remote's slot and modal host on every page", () => {
    const { fake } = renderApp('/');
    const accountModules = fake.load.mock.calls.filter(([remote]) => remote === 'account').map(([, module]) => module);
    expect(accountModules.sort()).toEqual(['AccountSlot', 'ModalHost']);
  });
});

describe('App', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    media = mockMatchMedia(false);
    document.documentElement.lang = '';
  });
  afterEach(() => media.restore());

  it('sets <html lang> to the page language', () => {
    renderApp('/', { lang: 'ja' });
    expect(document.documentElement.lang).toBe('ja');
  });

  it('changing the language in the footer changes the page language and <html lang>', async () => {
    const user = userEvent.setup();
    const { i18n } = renderApp('/');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier-Liste' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tier-Liste ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Haupt' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'de-AT');
    expect(document.documentElement.lang).toBe('de-AT');
    expect(screen.getByRole('heading', { level: 2, name: 'Welches Deck kannst du jetzt zusammenstellen?' })).toBeInTheDocument();
  });

  it('has the theme toggle in the header that flips <html data-theme>', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('tells the user when the list of site parts could not be loaded', () => {
    renderApp('/', { startup: { registryFailed: true, rejected: [] } });
    expect(screen.getByText('The list of site parts could not be loaded, so pages that need them cannot open right now.')).toBeInTheDocument();
  });

  it('tells the user how many site parts were ignored', () => {
    renderApp('/', {
      startup: {
        registryFailed: false,
        rejected: [
          { name: 'deck', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' },
          { name: 'shop', url: '/x', reason: 'unknown-remote' },
        ],
      },
    });
    expect(screen.getByText('2 site parts were ignored because their addresses are not allowed.')).toBeInTheDocument();
  });

  it('shows no notice after a normal start', () => {
    renderApp('/');
    expect(screen.queryByText(/site parts? (was|were) ignored/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
