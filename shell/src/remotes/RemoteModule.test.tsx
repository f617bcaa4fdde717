import type { ReactNode } from 'react';
import { I18nextProvider, type LanguageCode } from 'shared-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule, RemoteLoaderContext } from './RemoteModule';
import { RemoteLoadError } from './errors';
import { createFakeLoader, createShellI18n, fakeRemoteComponent, pending, type FakeLoader } from '../testing/helpers';

async function renderRemote(fake: FakeLoader, ui: ReactNode, lang: LanguageCode = 'en') {
  const i18n = await createShellI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderContext.Provider value={fake.loader}>{ui}</RemoteLoaderContext.Provider>
    </I18nextProvider>,
  );
}

const unreachable = () => new RemoteLoadError('unreachable', 'Failed to fetch http://127.0.0.1:3001/mf-manifest.json', { remote: 'tierlist' });

describe('RemoteModule', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The error boundary (and React) log caught errors; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows "Loading..." while the remote loads', async () => {
    const fake = createFakeLoader(() => pending());
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(fake.load).toHaveBeenCalledWith('tierlist', 'TierListPage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the remote component once it has loaded', async () => {
    const fake = createFakeLoader(() => Promise.resolve(fakeRemoteComponent('The tier list')));
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />);
    expect(await screen.findByText('The tier list')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fake.load).toHaveBeenCalledTimes(1);
  });

  it('renders a module loaded already in the first render: no "Loading...", no second load', async () => {
    const fake = createFakeLoader(() => pending());
    const Page = fakeRemoteComponent('The deck page');
    const loader = { ...fake.loader, loaded: (remote: string, module: string) => (remote === 'deck' && module === 'DeckDetailPage' ? Page : undefined) };
    await renderRemote({ ...fake, loader }, <RemoteModule remote="deck" module="DeckDetailPage" />);
    expect(screen.getByText('The deck page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(fake.load).not.toHaveBeenCalled();
  });

  it('shows the localized error panel with a Retry button when the load fails', async () => {
    const fake = createFakeLoader(() => Promise.reject(unreachable()));
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Its server did not answer. Check your connection, then try again.');
    expect(panel).toHaveTextContent('The rest of the site still works.');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each([
    ['timeout', new RemoteLoadError('timeout', 'timed out'), 'It took more than 2 minutes to load.'],
    ['chunk', new RemoteLoadError('chunk', 'Loading chunk 12 failed'), 'A file of this part failed to load.'],
    ['notRegistered', new RemoteLoadError('notRegistered', 'not in registry'), 'This part is not available right now.'],
    [
      'contract',
      new RemoteLoadError('contract', 'built against 2.0.0', { remoteVersion: '2.0.0', hostVersion: '1.0.0' }),
      'This part was built for another version of the site (contract 2.0.0, the site uses 1.0.0), so it was not loaded.',
    ],
  ])('explains a %s failure in words', async (_kind, error, message) => {
    const fake = createFakeLoader(() => Promise.reject(error));
    await renderRemote(fake, <RemoteModule remote="deck" module="DeckFinderPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('Retry resets the remote, loads it again and shows its content', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const fake = createFakeLoader(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(unreachable()) : Promise.resolve(fakeRemoteComponent('Tier list is back'));
    });
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(fake.reset).toHaveBeenCalledTimes(1);
    expect(fake.reset).toHaveBeenCalledWith('tierlist');
    expect(await screen.findByText('Tier list is back')).toBeInTheDocument();
    expect(fake.load).toHaveBeenCalledTimes(2);
    expect(fake.load).toHaveBeenLastCalledWith('tierlist', 'TierListPage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Retry that fails again shows the panel again (and can be retried once more)', async () => {
    const user = userEvent.setup();
    const fake = createFakeLoader(() => Promise.reject(unreachable()));
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fake.load).toHaveBeenCalledTimes(3);
    expect(fake.reset).toHaveBeenCalledTimes(2);
  });

  it('shows the render message when the remote component throws while rendering', async () => {
    function Broken(): ReactNode {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    }
    const fake = createFakeLoader(() => Promise.resolve(Broken));
    await renderRemote(fake, <RemoteModule remote="deck" module="DeckDetailPage" />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong while showing this part.');
    expect(panel).toHaveAttribute('data-remote-error', 'render');
  });

  it('keeps the rest of the page when one remote fails', async () => {
    const fake = createFakeLoader((remote) => (remote === 'deck' ? Promise.reject(unreachable()) : Promise.resolve(fakeRemoteComponent('Tier list content'))));
    await renderRemote(
      fake,
      <>
        <h1>Shell heading</h1>
        <RemoteModule remote="deck" module="DeckFinderPage" />
        <RemoteModule remote="tierlist" module="TierListPage" />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(await screen.findByText('Tier list content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shell heading' })).toBeInTheDocument();
  });

  it('speaks German in German', async () => {
    const fake = createFakeLoader(() => Promise.reject(unreachable()));
    await renderRemote(fake, <RemoteModule remote="tierlist" module="TierListPage" />, 'de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen...');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Dieser Teil der Seite konnte nicht geladen werden' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Sein Server hat nicht geantwortet. Prüfe deine Verbindung und versuche es erneut.');
    expect(panel).toHaveTextContent('Der Rest der Seite funktioniert weiterhin.');
    expect(within(panel).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  describe('slot variant', () => {
    const fallback = <button type="button">Shell sign-in</button>;

    it('shows its fallback (not "Loading...") while loading', async () => {
      const fake = createFakeLoader(() => pending());
      await renderRemote(fake, <RemoteModule remote="account" module="AccountSlot" variant="slot" fallback={fallback} />);
      expect(screen.getByRole('button', { name: 'Shell sign-in' })).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    });

    it('waiting for idle, it starts at once when asked for now (a modal opened before the browser was idle)', async () => {
      // The browser never gets idle in this test (jsdom has no requestIdleCallback: the 200 ms timer stands in).
      jest.useFakeTimers();
      try {
        const fake = createFakeLoader(() => Promise.resolve(fakeRemoteComponent('Modal host')));
        const { rerender } = await renderRemote(fake, <RemoteModule remote="account" module="ModalHost" variant="slot" when="idle" />);
        expect(fake.load).not.toHaveBeenCalled();
        rerender(
          <I18nextProvider i18n={await createShellI18n('en')}>
            <RemoteLoaderContext.Provider value={fake.loader}>
              <RemoteModule remote="account" module="ModalHost" variant="slot" when="now" />
            </RemoteLoaderContext.Provider>
          </I18nextProvider>,
        );
        expect(fake.load).toHaveBeenCalledWith('account', 'ModalHost');
        expect(await screen.findByText('Modal host')).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('shows the fallback next to a compact error with Retry when the load fails', async () => {
      const user = userEvent.setup();
      let attempt = 0;
      const fake = createFakeLoader(() => {
        attempt += 1;
        return attempt === 1 ? Promise.reject(unreachable()) : Promise.resolve(fakeRemoteComponent('Account slot'));
      });
      await renderRemote(fake, <RemoteModule remote="account" module="AccountSlot" variant="slot" fallback={fallback} />);
      const error = await screen.findByRole('alert');
      expect(error).toHaveTextContent('Its server did not answer. Check your connection, then try again.');
      // Compact: no panel title and no "rest of the site" sentence.
      expect(within(error).queryByRole('heading')).not.toBeInTheDocument();
      expect(error).not.toHaveTextContent('The rest of the site still works.');
      expect(screen.getByRole('button', { name: 'Shell sign-in' })).toBeInTheDocument();

      await user.click(within(error).getByRole('button', { name: 'Retry' }));
      expect(fake.reset).toHaveBeenCalledWith('account');
      expect(await screen.findByText('Account slot')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Shell sign-in' })).not.toBeInTheDocument();
    });
  });
});
