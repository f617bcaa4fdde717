import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, userChanged, type AuthClient } from 'shared-contracts';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { Header } from './Header';
import { RemoteLoadError } from '../remotes/errors';
import { createFakeLoader, fakeRemoteComponent, mockMatchMedia, pending, renderInShell, type MatchMediaMock } from '../testing/helpers';

/** Wires the AuthClient to the store like the shell's auth bridge does. */
function signedOutStore(auth: AuthClient) {
  const store = createAppStore();
  auth.onChange((user) => store.dispatch(userChanged(user)));
  return store;
}

describe('Header (docs/product-rules.md)', () => {
  let media: MatchMediaMock;
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    media = mockMatchMedia(false);
    window.localStorage.clear();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    media.restore();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('has the links Tier List, Best Deck Finder, Best Cards, Statistics and My Collection in the main navigation', async () => {
    await renderInShell(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Tier List', '/tier-list'],
      ['Best Deck Finder', '/deck'],
      ['Best Cards', '/cards-list'],
      ['Statistics', '/statistics'],
      ['My Collection', '/collection'],
    ]);
  });

  it('marks the link of the current page', async () => {
    await renderInShell(<Header />, { route: '/cards-list' });
    expect(screen.getByRole('link', { name: 'Best Cards' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tier List' })).not.toHaveAttribute('aria-current');
  });

  it('links the brand to the landing page', async () => {
    await renderInShell(<Header />, { route: '/tier-list' });
    // Named by what it shows: the full name on wide screens, the short one on narrow ones (CSS).
    expect(screen.getByRole('link', { name: /^TCG Pocket Tier List/ })).toHaveAttribute('href', '/');
  });

  it('has the source-code and social links from the runtime config, opening in a new tab', async () => {
    const { config } = await renderInShell(<Header />);
    const source = screen.getByRole('link', { name: 'Source code repository (opens in a new tab)' });
    expect(source).toHaveAttribute('href', config.links.sourceCode);
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noreferrer');
    const social = screen.getByRole('link', { name: 'Our social media account (opens in a new tab)' });
    expect(social).toHaveAttribute('href', config.links.social);
    expect(social).toHaveAttribute('target', '_blank');
  });

  it('has the theme toggle', async () => {
    const user = userEvent.setup();
    await renderInShell(<Header />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('has a skip link to the main content', async () => {
    await renderInShell(<Header />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it("gives visitors the shell's own Premium and Sign in, without loading the account remote", async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    const store = signedOutStore(auth);
    const fake = createFakeLoader(() => pending());
    await renderInShell(<Header />, { loader: fake.loader, auth, store });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Premium/ }));
    expect(store.getState().ui.modal).toBe('premium');
    expect(fake.load).not.toHaveBeenCalled();
  });

  it("shows the account remote's slot for a signed-in user once it has loaded", async () => {
    const auth = createMemoryAuthClient();
    await auth.signInWithGoogle();
    const store = signedOutStore(auth);
    const fake = createFakeLoader((remote, module) =>
      Promise.resolve(fakeRemoteComponent(remote === 'account' && module === 'AccountSlot' ? 'Account slot from the remote' : '?')),
    );
    await renderInShell(<Header />, { loader: fake.loader, auth, store });
    expect(await screen.findByText('Account slot from the remote')).toBeInTheDocument();
    expect(fake.load).toHaveBeenCalledWith('account', 'AccountSlot');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it("offers the shell's own sign-in while the account remote loads", async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    const store = signedOutStore(auth);
    await renderInShell(<Header />, { loader: createFakeLoader(() => pending()).loader, auth, store });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Demo Player')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('keeps sign-in working next to a compact error when the account remote is down', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    const store = signedOutStore(auth);
    const fake = createFakeLoader(() => Promise.reject(new RemoteLoadError('unreachable', 'Failed to fetch')));
    await renderInShell(<Header />, { loader: fake.loader, auth, store });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(store.getState().auth.status).toBe('signedIn');
    // Signed in: the account slot is asked for; it is down, so the shell's sign-out stays next to the error.
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Its server did not answer.');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('shows a localized message with a new sign-in button when sign-in fails', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient(undefined, { failSignIn: Object.assign(new Error('network'), { code: 'auth/network-request-failed' }) });
    const store = signedOutStore(auth);
    await renderInShell(<Header />, { auth, store });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('does not show a failure when the user closes the sign-in popup', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient(undefined, { failSignIn: Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }) });
    const store = signedOutStore(auth);
    await renderInShell(<Header />, { auth, store });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the menu of narrow screens', () => {
    const menuButton = () => screen.getByRole('button', { name: 'Menu' });
    const menu = () => screen.getByRole('dialog', { name: 'Menu' });
    /** Opens the menu and waits for the focus, which moves in once the sheet is painted. */
    const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(menuButton());
      await waitFor(() => expect(menu()).toContainElement(document.activeElement as HTMLElement));
    };

    it('is a labelled button controlling a dialog that is closed and empty at first (as in the prerendered page)', async () => {
      await renderInShell(<Header />);
      const button = menuButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      const dialog = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(dialog).toHaveAttribute('role', 'dialog');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAttribute('hidden');
      expect(dialog).toBeEmptyDOMElement();
    });

    it('opens with every page, the current one marked, and moves the focus into it', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />, { route: '/statistics' });
      await openMenu(user);
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      const dialog = menu();
      expect(dialog).not.toHaveAttribute('hidden');
      const pages = within(within(dialog).getByRole('navigation', { name: 'Pages' })).getAllByRole('link');
      expect(pages.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Tier List', '/tier-list'],
        ['Best Deck Finder', '/deck'],
        ['Best Cards', '/cards-list'],
        ['Statistics', '/statistics'],
        ['My Collection', '/collection'],
        ['Home', '/'],
      ]);
      expect(pages.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Statistics']);
    });

    it('has the language, the theme and the source and social links', async () => {
      const user = userEvent.setup();
      const { config } = await renderInShell(<Header />);
      await user.click(menuButton());
      const dialog = menu();
      expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Source code repository (opens in a new tab)' })).toHaveAttribute('href', config.links.sourceCode);
      expect(within(dialog).getByRole('link', { name: 'Our social media account (opens in a new tab)' })).toHaveAttribute('href', config.links.social);
      await user.click(within(dialog).getByRole('button', { name: 'Switch to dark theme' }));
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(within(dialog).getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('keeps the focus inside while it is open: Tab goes round from the last control to the first and back', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />);
      await openMenu(user);
      const close = within(menu()).getByRole('button', { name: 'Close menu' });
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      const last = within(menu()).getByRole('link', { name: 'Our social media account (opens in a new tab)' });
      expect(last).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab();
      expect(within(menu()).getByRole('link', { name: 'Tier List' })).toHaveFocus();
    });

    it('is modal wherever the focus is: focus that reaches the page comes back in, and Escape closes it from anywhere', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />);
      await openMenu(user);
      act(() => menuButton().focus());
      expect(within(menu()).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      act(() => (document.activeElement as HTMLElement).blur());
      expect(document.body).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton()).toHaveFocus();
    });

    it('closes with Escape and gives the focus back to the menu button', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />);
      await openMenu(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveFocus();
    });

    it('closes with its close button and with the menu button', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />);
      await user.click(menuButton());
      await user.click(within(menu()).getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton()).toHaveFocus();
      await user.click(menuButton());
      expect(menu()).toBeInTheDocument();
      await user.click(menuButton());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes when a page link is followed, and marks the new page next time', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />, { route: '/tier-list' });
      await user.click(menuButton());
      await user.click(within(menu()).getByRole('link', { name: 'Best Cards' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(menuButton()).toHaveFocus();
      await user.click(menuButton());
      expect(within(menu()).getByRole('link', { name: 'Best Cards' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu()).getByRole('link', { name: 'Tier List' })).not.toHaveAttribute('aria-current');
    });

    it('is shown in the page language', async () => {
      const user = userEvent.setup();
      await renderInShell(<Header />, { lang: 'de' });
      await user.click(screen.getByRole('button', { name: 'Menü' }));
      const dialog = screen.getByRole('dialog', { name: 'Menü' });
      expect(within(dialog).getByRole('button', { name: 'Menü schließen' })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Beste Karten' })).toBeInTheDocument();
    });
  });

  it('keeps the full sign-in name while narrow screens show its short text', async () => {
    const auth = createMemoryAuthClient();
    await renderInShell(<Header />, { auth, store: signedOutStore(auth) });
    const signIn = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(signIn).toHaveTextContent('Sign in');
    expect(screen.getByRole('button', { name: 'Premium' })).toBeInTheDocument();
  });

  it('is shown in the page language', async () => {
    await renderInShell(<Header />, { lang: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Haupt' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Tier-Liste', 'Bester-Deck-Finder', 'Beste Karten', 'Statistiken', 'Meine Sammlung']);
    expect(screen.getByRole('button', { name: 'Zum dunklen Design wechseln' })).toBeInTheDocument();
  });
});
