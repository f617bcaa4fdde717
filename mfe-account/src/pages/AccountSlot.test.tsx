import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { premiumCheckRequested, selectEntitlements, selectPremium, userChanged } from 'shared-contracts';
import { ash, grantSubscription, renderAccount } from '../testing/renderAccount';

const header = () => screen.getByRole('banner');

describe('account/AccountSlot', () => {
  it('shows nothing to click while auth is still loading', async () => {
    await renderAccount({ authLoading: true });
    expect(within(header()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('visitors: "Premium" and "Sign in with Google", which signs in through the AuthClient', async () => {
    const { user, auth, store } = await renderAccount();
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    expect(selectPremium(store.getState())).toBe(false);
    expect(within(header()).getByRole('button', { name: 'Premium' })).toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(await within(header()).findByRole('button', { name: 'Account of Ash Ketchum' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('signed in: the avatar button (fallback initial), "Premium" once known to be free, and "Sign out"', async () => {
    const { user, auth, store } = await renderAccount({ signedIn: true });
    const account = within(header()).getByRole('button', { name: 'Account of Ash Ketchum' });
    expect(account).toHaveTextContent('A');
    expect(account.querySelector('[data-avatar="fallback"]')).toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: 'Premium' })).toBeInTheDocument();
    expect(selectPremium(store.getState())).toBe(false);
    expect(header().querySelector('[data-premium-badge]')).not.toBeInTheDocument();
    const signOut = jest.spyOn(auth, 'signOut');
    await user.click(within(header()).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(within(header()).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  });

  it('Premium users: the badge on the avatar button and no "Premium" upsell button', async () => {
    await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'active') });
    const account = await within(header()).findByRole('button', { name: 'Account of Ash Ketchum, Premium' });
    expect(within(account).getByText('Premium')).toBeInTheDocument();
    expect(account.querySelector('[data-premium-badge]')).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Premium' })).not.toBeInTheDocument();
  });

  it('shows the photo, and the fallback avatar when the photo cannot load', async () => {
    await renderAccount({ signedIn: true, user: { ...ash, displayName: null, photoURL: 'https://img.example/ash.png' } });
    const account = within(header()).getByRole('button', { name: 'Account of ash@example.com' });
    const img = account.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://img.example/ash.png');
    fireEvent.error(img as HTMLImageElement);
    expect(account.querySelector('img')).not.toBeInTheDocument();
    expect(account.querySelector('[data-avatar="fallback"]')).toHaveTextContent('A');
  });

  it('records a failed sign-in so the shell can show it, but not a closed popup', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, auth, store } = await renderAccount();
    jest.spyOn(auth, 'signInWithGoogle').mockRejectedValueOnce(Object.assign(new Error('network'), { code: 'auth/network-request-failed' }));
    await user.click(within(header()).getByRole('button', { name: 'Sign in with Google' }));
    expect(store.getState().auth.errorKey).toBe('signInFailed');
    jest.spyOn(auth, 'signInWithGoogle').mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }));
    await user.click(within(header()).getByRole('button', { name: 'Sign in with Google' }));
    expect(store.getState().auth.errorKey).toBeNull();
    warn.mockRestore();
  });

  it('is shown in the page language', async () => {
    await renderAccount({ lang: 'ja' });
    expect(within(header()).getByRole('button', { name: 'Googleでログイン' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'プレミアム' })).toBeInTheDocument();
  });
});

describe("Premium resolution (entitlements slice, checked by the account remote's setup)", () => {
  it('is null until checked, then true for a user with an active subscription', async () => {
    const { store } = await renderAccount({ signedIn: true, settle: false, before: (db) => grantSubscription(db, ash.uid, 'active') });
    expect(selectPremium(store.getState())).toBeNull();
    await waitFor(() => expect(selectPremium(store.getState())).toBe(true));
  });

  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['paused', false],
  ] as const)('a subscription with status %s gives premium %p', async (status, expected) => {
    const { store } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, status) });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(expected));
  });

  it("is false without subscriptions, and someone else's subscription does not count", async () => {
    const { store } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, 'u-misty', 'active') });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(false));
  });

  it('is false when signed out, and false again right after signing out', async () => {
    const { store, user } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'active') });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(true));
    await user.click(within(header()).getByRole('button', { name: 'Sign out' }));
    expect(selectPremium(store.getState())).toBe(false);
  });

  it('is checked again when the same user is reported again (the slice forgets it)', async () => {
    const { store, db } = await renderAccount({ signedIn: true });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(false));
    grantSubscription(db, ash.uid, 'active');
    act(() => {
      store.dispatch(userChanged(ash));
    });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(true));
  });

  it('a check that keeps failing (after its retries) gives the free features and a state to retry from, logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = true;
    const calls: number[] = [];
    const { store, db } = await renderAccount({
      signedIn: true,
      settle: false,
      before: (d) => grantSubscription(d, ash.uid, 'active'),
      billing: {
        client: {
          listSubscriptions: () => {
            calls.push(Date.now());
            return down ? Promise.reject(Object.assign(new Error('Firestore is unavailable'), { code: 'unavailable' })) : Promise.resolve([]);
          },
          getSubscription: () => Promise.reject(new Error('unused')),
          createCheckoutSession: () => Promise.reject(new Error('unused')),
          getPortalUrl: () => Promise.reject(new Error('unused')),
        },
      },
    });
    void db;
    await waitFor(() => expect(selectEntitlements(store.getState()).status).toBe('failed'));
    // One try and two retries (RTK Query retry), then it gives up: free features, never an endless check.
    expect(calls).toHaveLength(3);
    expect(selectPremium(store.getState())).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('plan check failed'), expect.anything());
    // Retry (anyone may ask) checks again.
    down = false;
    act(() => {
      store.dispatch(premiumCheckRequested());
    });
    await waitFor(() => expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: false, overdue: false }));
    expect(calls.length).toBeGreaterThan(3);
    warn.mockRestore();
  });

  it('after a checkout returns (?checkout=success): removes the marker and looks again until the subscription is there', async () => {
    const { store, db } = await renderAccount({ signedIn: true, settle: false, route: '/tier-list?checkout=success&energy=Fire' });
    expect(window.location.search).toBe('?energy=Fire');
    await waitFor(() => expect(selectPremium(store.getState())).toBe(false));
    // The provider writes the subscription a moment after the redirect: polling finds it.
    grantSubscription(db, ash.uid, 'active');
    await waitFor(() => expect(selectPremium(store.getState())).toBe(true));
    expect(await within(header()).findByRole('button', { name: /Premium/ })).toBeInTheDocument();
  });

  it('a canceled checkout (?checkout=cancel) only removes the marker', async () => {
    const { store } = await renderAccount({ signedIn: true, settle: false, route: '/tier-list?checkout=cancel' });
    expect(window.location.pathname + window.location.search).toBe('/tier-list');
    await waitFor(() => expect(selectPremium(store.getState())).toBe(false));
  });

  it('after returning from the portal (?portal=return), and whenever asked, checks again', async () => {
    const { store, db } = await renderAccount({ signedIn: true, route: '/tier-list?portal=return', before: (d) => grantSubscription(d, ash.uid, 'active') });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(selectPremium(store.getState())).toBe(true));
    db.write(`customers/${ash.uid}/subscriptions/sub_1`, { status: 'canceled' });
    act(() => {
      store.dispatch(premiumCheckRequested());
    });
    await waitFor(() => expect(selectPremium(store.getState())).toBe(false));
    expect(await within(header()).findByRole('button', { name: /Premium/ })).toBeInTheDocument();
  });
});
