import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_CONFIG,
  ServicesProvider,
  createAppStore,
  createI18n,
  createMemoryAuthClient,
  rootReducer,
  userChanged,
  type AuthClient,
  type LanguageCode,
  type User,
} from 'shared-contracts';
import AccountSlot from './AccountSlot';
import setup from '../setup';

const ash: User = { uid: 'u-ash', displayName: 'Ash Ketchum', email: 'ash@example.com', photoURL: null };

/** Renders the slot as the shell does: after the remote's setup ran, with the page's store, i18n and AuthClient. */
async function renderSlot(auth: AuthClient, options: { lang?: LanguageCode; bridge?: boolean } = {}) {
  const i18n = createI18n(options.lang ?? 'en');
  const store = createAppStore();
  await setup.setup({ i18n, store, rootReducer, config: DEFAULT_CONFIG });
  // The shell's auth bridge keeps the store in step with the AuthClient.
  if (options.bridge !== false) auth.onChange((user) => store.dispatch(userChanged(user)));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={{ auth, config: DEFAULT_CONFIG }}>
          <AccountSlot />
        </ServicesProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store };
}

describe('account/AccountSlot', () => {
  it('shows nothing to click while auth is still loading', async () => {
    await renderSlot(createMemoryAuthClient(), { bridge: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed out: shows "Sign in with Google", which signs in through the AuthClient', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient(ash);
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    await renderSlot(auth);

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ash Ketchum')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it("signed in: shows the user's name and \"Sign out\", which signs out through the AuthClient", async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient(ash);
    await auth.signInWithGoogle();
    const signOut = jest.spyOn(auth, 'signOut');
    await renderSlot(auth);

    expect(screen.getByText('Ash Ketchum')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Account of Ash Ketchum' })).toHaveTextContent('A');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByText('Ash Ketchum')).not.toBeInTheDocument();
  });

  it('shows the e-mail address when the user has no display name, and the photo when there is one', async () => {
    const auth = createMemoryAuthClient({ uid: 'u-2', displayName: null, email: 'misty@example.com', photoURL: 'https://img.example/misty.png' });
    await auth.signInWithGoogle();
    await renderSlot(auth);
    expect(screen.getByText('misty@example.com')).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Account of misty@example.com' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://img.example/misty.png');
  });

  it('records a failed sign-in so the shell can show it, but not a closed popup', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createMemoryAuthClient(ash, { failSignIn: Object.assign(new Error('network'), { code: 'auth/network-request-failed' }) });
    const { store } = await renderSlot(failing);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(store.getState().auth.errorKey).toBe('signInFailed');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('is shown in the page language', async () => {
    const auth = createMemoryAuthClient(ash);
    await renderSlot(auth, { lang: 'ja' });
    expect(screen.getByRole('button', { name: 'Googleでログイン' })).toBeInTheDocument();
  });
});
