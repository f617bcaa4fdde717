import { useId, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, I18nextProvider, userChanged, NavigationProvider, type AppStore, type Navigation } from 'shared-contracts';
import { PageProviders, pageIdentifierPrefix, type PrepareContext } from '@tcgp/page-render';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import type { i18n as I18n } from 'i18next';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { RemoteLoaderContext, RemoteModule } from '../remotes/RemoteModule';
import { RemoteLoadError } from '../remotes/errors';
import type { RemoteLoaderApi } from '../remotes/loader';
import { createFakeLoader, createShellI18n, pending, type FakeLoader } from '../testing/helpers';
import { ComposedPageContext, readComposedPage, type ComposedContextValue } from './ComposedView';
import { TAP_CAPTURE_SCRIPT, TAP_PENDING_ATTRIBUTE, releaseTaps } from './tapCapture';

const navigation: Navigation = { pathname: '/tier-list', search: '', params: {}, navigate: () => undefined };
const services = { auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG };

/** A page module like a remote's: ids from useId, a control, and a `prepare` that loads what it reads. */
function createPage(): ComponentType & { prepare: jest.Mock<Promise<void>, [PrepareContext]> } {
  function TierListPage() {
    const id = useId();
    const [taps, setTaps] = useState(0);
    return (
      <section aria-labelledby={id}>
        <h2 id={id}>Tier S</h2>
        <button type="button" onClick={() => setTaps((n) => n + 1)}>
          Tapped {taps}
        </button>
      </section>
    );
  }
  return Object.assign(TierListPage, { prepare: jest.fn<Promise<void>, [PrepareContext]>(async () => undefined) });
}

const serverLoader: RemoteLoaderApi = {
  load: () => pending(),
  reset: () => undefined,
  getLoaded: () => [],
  getRegistryState: () => ({ status: 'loading', rejected: [] }),
  subscribe: () => () => undefined,
};

function shellTree(i18n: I18n, loader: RemoteLoaderApi, composed: ComposedContextValue) {
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderContext.Provider value={loader}>
        <NavigationProvider value={navigation}>
          <ComposedPageContext.Provider value={composed}>
            <RemoteModule remote="tierlist" module="TierListPage" fallback={<p>skeleton</p>} />
          </ComposedPageContext.Provider>
        </NavigationProvider>
      </RemoteLoaderContext.Provider>
    </I18nextProvider>
  );
}

/** The composed page as the renderer writes it: the remote's server render inside the shell's server render. */
async function publishedPage(Page: ComponentType, store: AppStore) {
  const i18n = await createShellI18n('en');
  const html = renderToString(
    <PageProviders store={store} i18n={i18n} services={services} navigation={navigation}>
      <Page />
    </PageProviders>,
    { identifierPrefix: pageIdentifierPrefix('tierlist') },
  );
  const page = { remote: 'tierlist' as const, module: 'TierListPage', label: 'tierlist@1.0.0', html, personal: false };
  return renderToString(shellTree(i18n, serverLoader, { page }));
}

interface Visit {
  container: HTMLElement;
  /** The published page's heading, as it was before the shell started. */
  publishedHeading: Element | null;
  fake: FakeLoader;
  errors: unknown[];
  root: Root;
}

/** Loads the composed page into the document and hydrates it as the shell's bootstrap does. */
async function visit(Page: ComponentType, options: { personal?: boolean; buildLabel?: string; load?: () => Promise<ComponentType> } = {}): Promise<Visit> {
  const store = createAppStore();
  // Sign-in has settled: a visitor (the published page is theirs).
  store.dispatch(userChanged(null));
  const container = document.createElement('div');
  container.innerHTML = await publishedPage(Page, store);
  document.body.append(container);
  const fake = createFakeLoader(options.load ?? (() => Promise.resolve(Page)));
  fake.setLoaded([{ name: 'tierlist', buildLabel: options.buildLabel ?? '1.0.0', contractVersion: '3.0.0' }]);
  const page = readComposedPage(container, options.personal ?? false);
  if (!page) throw new Error('no composed page found');
  const i18n = await createShellI18n('en');
  const errors: unknown[] = [];
  const publishedHeading = container.querySelector('h2');
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, shellTree(i18n, fake.loader, { page, island: { store, i18n, services, loader: fake.loader } }), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, publishedHeading, fake, errors, root };
}

describe('a composed page in the browser', () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    consoleWarn = jest.spyOn(console, 'warn');
  });
  afterEach(() => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
    document.body.innerHTML = '';
  });

  it('hydrates the published markup in the page module’s own root: same nodes, same ids, no mismatch, then it responds', async () => {
    const Page = createPage();
    const store = createAppStore();
    const html = await publishedPage(Page, store);
    expect(html).toContain('data-composed="tierlist@1.0.0"');
    expect(html).toContain('Tier S');
    const { container, publishedHeading: heading, errors } = await visit(Page);
    await waitFor(() => expect(Page.prepare).toHaveBeenCalledTimes(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
    expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
    // Hydrated, not rendered again: the server's nodes are the live ones, and the ids match.
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(heading?.id).toMatch(/tierlist-/);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('hydrates a long page in slices with the browser free in between, not in one long task', async () => {
    // Each row takes a millisecond to render; a ticker counts the macrotasks the page gets meanwhile.
    let recording = false;
    let renders = 0;
    let tick = 0;
    const ticksSeen = new Set<number>();
    function SlowRow({ n }: { n: number }) {
      const until = performance.now() + 1;
      while (performance.now() < until) {
        /* a row that is slow to render */
      }
      if (recording) {
        renders += 1;
        ticksSeen.add(tick);
      }
      return <li>Row {n}</li>;
    }
    function LongPage() {
      return (
        <ul>
          {Array.from({ length: 40 }, (_, n) => (
            <SlowRow key={n} n={n} />
          ))}
        </ul>
      );
    }
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    const ticker = setInterval(() => {
      tick += 1;
    }, 0);
    try {
      const { container, errors } = await visit(LongPage, {
        load: () => {
          // Hydration runs outside act() here, as in the browser: scheduled by React, not flushed by the test.
          (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
          recording = true;
          // Later than the act() that hydrated the shell, which would flush the page's hydration itself.
          return new Promise((resolve) => setTimeout(() => resolve(LongPage), 50));
        },
      });
      const published = container.querySelector('li');
      await waitFor(() => expect(renders).toBe(40), { timeout: 5000 });
      // Hydrated (the published nodes are the live ones), over several macrotasks rather than in one.
      expect(container.querySelector('li')).toBe(published);
      expect(errors).toEqual([]);
      expect(ticksSeen.size).toBeGreaterThan(1);
    } finally {
      clearInterval(ticker);
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("a tap on a control before the page is live, kept by the page's inline script, is played once it is hydrated", async () => {
    // The page's head script (./tapCapture), as every published page runs it first.
    new Function(TAP_CAPTURE_SCRIPT)();
    try {
      const Page = createPage();
      let finish!: (page: ComponentType) => void;
      const { container, publishedHeading } = await visit(Page, { load: () => new Promise((resolve) => (finish = resolve)) });
      await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
      expect(screen.getByRole('button', { name: 'Tapped 0' })).toHaveAttribute(TAP_PENDING_ATTRIBUTE);
      await act(async () => finish(Page));
      expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tapped 1' })).not.toHaveAttribute(TAP_PENDING_ATTRIBUTE);
      expect(container.querySelector('h2')).toBe(publishedHeading);
      // Exactly once, and a tap on the live page counts at once.
      await userEvent.click(screen.getByRole('button', { name: 'Tapped 1' }));
      expect(await screen.findByRole('button', { name: 'Tapped 2' })).toBeInTheDocument();
    } finally {
      delete window.__tcgpTaps;
    }
  });

  it('a personal visit keeps the published content marked as updating until its own view replaces it', async () => {
    const Page = createPage();
    let finish!: (page: ComponentType) => void;
    const { container, publishedHeading: published, errors } = await visit(Page, { personal: true, load: () => new Promise((resolve) => (finish = resolve)) });
    expect(container.querySelector('[data-view-updating]')).toHaveTextContent('Updating for your collection…');
    expect(container.querySelector('[data-view-root]')).toHaveAttribute('data-composed', 'tierlist@1.0.0');
    await act(async () => finish(Page));
    await waitFor(() => expect(container.querySelector('[data-view-updating]')).toBeNull());
    // Replaced by the live page (a new node), which responds.
    expect(container.querySelector('h2')).not.toBe(published);
    expect(container.querySelector('[data-view-root]')).not.toHaveAttribute('data-composed');
    await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
    expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('a page rendered by another build than the registry gives now is rendered afresh, not hydrated', async () => {
    const Page = createPage();
    const { container, publishedHeading, errors } = await visit(Page, { buildLabel: '2.0.0' });
    await waitFor(() => expect(container.querySelector('[data-view-root]')).not.toHaveAttribute('data-composed'));
    expect(publishedHeading?.id).toMatch(/tierlist-/);
    expect(container.querySelector('h2')).not.toBe(publishedHeading);
    expect(screen.getByRole('heading', { name: 'Tier S' })).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('when the remote cannot load, the published content stays readable with the error and a Retry that works', async () => {
    const Page = createPage();
    consoleError.mockImplementation(() => undefined);
    let fail = true;
    const { container, fake } = await visit(Page, {
      load: () => (fail ? Promise.reject(new RemoteLoadError('unreachable', 'Failed to fetch', { remote: 'tierlist' })) : Promise.resolve(Page)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Its server did not answer');
    expect(screen.getByRole('heading', { name: 'Tier S' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fake.reset).toHaveBeenCalledWith('tierlist');
    await waitFor(() => expect(Page.prepare).toHaveBeenCalled());
    expect(container.querySelector('[data-view-root]')).toBeInTheDocument();
  });

  it('a tap kept on the view of a remote that cannot load stops looking pressed and is never played; after a Retry, taps count again', async () => {
    new Function(TAP_CAPTURE_SCRIPT)();
    try {
      const Page = createPage();
      consoleError.mockImplementation(() => undefined);
      let fail!: (cause: unknown) => void;
      let attempt = 0;
      await visit(Page, {
        load: () => (++attempt === 1 ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve(Page)),
      });
      // The shell's frame is live (its Retry answers); the page is still loading.
      releaseTaps(true);
      await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
      expect(screen.getByRole('button', { name: 'Tapped 0' })).toHaveAttribute(TAP_PENDING_ATTRIBUTE);
      await act(async () => fail(new RemoteLoadError('unreachable', 'Failed to fetch', { remote: 'tierlist' })));
      await screen.findByRole('alert');
      expect(screen.getByRole('button', { name: 'Tapped 0' })).not.toHaveAttribute(TAP_PENDING_ATTRIBUTE);
      // Down: a tap is not held (the readable page has no code to answer it).
      await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
      expect(screen.getByRole('button', { name: 'Tapped 0' })).not.toHaveAttribute(TAP_PENDING_ATTRIBUTE);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      // Hydrated after the retry: the dropped taps never played, and a new one counts once.
      await waitFor(() => expect(document.querySelector('[data-view-root][data-live]')).not.toBeNull());
      expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
      expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
    } finally {
      delete window.__tcgpTaps;
    }
  });

  it('a signed-in user is never shown the published page as theirs: their page replaces it', async () => {
    const Page = createPage();
    const store = createAppStore();
    const container = document.createElement('div');
    container.innerHTML = await publishedPage(Page, store);
    document.body.append(container);
    const publishedHeading = container.querySelector('h2');
    const fake = createFakeLoader(() => Promise.resolve(Page));
    fake.setLoaded([{ name: 'tierlist', buildLabel: '1.0.0', contractVersion: '3.0.0' }]);
    const page = readComposedPage(container, false);
    if (!page) throw new Error('no composed page found');
    const i18n = await createShellI18n('en');
    await act(async () => {
      hydrateRoot(container, shellTree(i18n, fake.loader, { page, island: { store, i18n, services, loader: fake.loader } }));
    });
    await waitFor(() => expect(Page.prepare).toHaveBeenCalled());
    // Still composed while nobody knows who is signed in.
    expect(container.querySelector('[data-view-root]')).toHaveAttribute('data-composed');
    await act(async () => {
      store.dispatch(userChanged({ uid: 'u1', displayName: 'Ash', email: null, photoURL: null }));
    });
    await waitFor(() => expect(container.querySelector('[data-view-root]')).not.toHaveAttribute('data-composed'));
    expect(container.querySelector('h2')).not.toBe(publishedHeading);
  });

  it('reads no composed page from a skeleton page', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><div data-remote="tierlist" data-module="TierListPage" class="remote-page"><p>skeleton</p></div></main>';
    expect(readComposedPage(container, false)).toBeNull();
    container.innerHTML = '<div data-remote="deck" data-module="DeckFinderPage"><div data-view-root="" data-composed="tierlist@1.0.0"></div></div>';
    expect(readComposedPage(container, false)).toBeNull();
  });
});
