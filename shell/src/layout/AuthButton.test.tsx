import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFailed, createAppStore, userChanged, type AuthClient } from 'shared-contracts';
import { createMemoryAuthClient, stubNetwork } from '@tcgp/dev-kit/testing';
import { AuthButton, AuthErrorBanner } from './AuthButton';
import { renderInShell } from '../testing/helpers';

function signedOut(auth: AuthClient) {
  const store = createAppStore();
  auth.onChange((user) => store.dispatch(userChanged(user)));
  return store;
}

const { setOnline } = stubNetwork();

describe('AuthButton offline', () => {
  it('does not start sign-in offline and says why; once back online, sign-in works', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    await renderInShell(<AuthButton />, { auth, store: signedOut(auth) });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline — sign-in needs a connection. Try again once you're back online.");
    setOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('says it in the page language, and the message can be dismissed', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    await renderInShell(<AuthButton />, { auth, store: signedOut(auth), lang: 'de' });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Mit Google anmelden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Du bist offline – für die Anmeldung brauchst du eine Verbindung.');
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AuthErrorBanner offline', () => {
  it('does not try a failed sign-in again offline and says why; once back online, it does', async () => {
    const user = userEvent.setup();
    const auth = createMemoryAuthClient();
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    const store = signedOut(auth);
    store.dispatch(authFailed('signInFailed'));
    await renderInShell(<AuthErrorBanner />, { auth, store });
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.getByText("You're offline — sign-in needs a connection. Try again once you're back online.")).toBeVisible();
    setOnline(true);
    expect(screen.queryByText(/You're offline/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
