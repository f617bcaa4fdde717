import { act, screen, waitFor, within } from '@testing-library/react';
import { openModal } from 'shared-contracts';
import { BillingError, type BillingClient } from '@tcgp/billing';
import { stubNetwork } from '@tcgp/dev-kit/testing';
import { ash, grantSubscription, PORTAL, renderAccount } from '../../testing/renderAccount';

/** What needs the network in the account modals, offline (navigator.onLine stubbed, events dispatched). */

const { setOnline, dropConnection } = stubNetwork();

const checkoutSessions = (docs: Map<string, unknown>) => [...docs.keys()].filter((p) => p.includes('/checkout_sessions/'));

describe('account modals offline', () => {
  it('a visitor: sign-in from the Premium modal is not started offline, and says why', async () => {
    const { user, auth, store } = await renderAccount();
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent("You're offline — sign-in needs a connection. Try again once you're back online.");
    setOnline(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('buying offline creates no checkout session, keeps the buttons, and says a connection is needed', async () => {
    const { user, db, redirect, store } = await renderAccount({ signedIn: true });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: 'Buy monthly' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("You're offline — buying Premium needs a connection. Nothing was charged");
    expect(within(dialog).getByRole('alert')).toHaveAttribute('data-billing-error', 'offlineCheckout');
    expect(checkoutSessions(db.docs)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Buy monthly' })).toHaveAttribute('aria-disabled', 'false');
    // Back online: the message goes, and buying works.
    setOnline(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Buy monthly' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
  });

  it('managing the subscription offline does not open the portal, in the page language', async () => {
    const { user, store, redirect } = await renderAccount({ signedIn: true, lang: 'ja', before: (db) => grantSubscription(db, ash.uid, 'active') });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog');
    setOnline(false);
    await user.click(within(dialog).getByRole('button', { name: 'サブスクリプションを管理' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('オフラインです。サブスクリプションの管理にはインターネット接続が必要です。');
    expect(redirect).not.toHaveBeenCalledWith(PORTAL);
  });

  it('a checkout that fails because the connection dropped says so, not "something went wrong"', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dropping: BillingClient = {
      listSubscriptions: async () => [],
      getSubscription: async () => {
        throw new BillingError('not-found', 'x');
      },
      createCheckoutSession: async () => {
        dropConnection();
        throw new BillingError('internal', 'The payments service cannot be reached.');
      },
      getPortalUrl: async () => PORTAL,
    };
    const { user, store, redirect } = await renderAccount({ signedIn: true, billing: { client: dropping } });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Buy monthly' }));
    expect(await within(dialog).findByRole('alert')).toHaveAttribute('data-billing-error', 'offlineCheckout');
    expect(redirect).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
