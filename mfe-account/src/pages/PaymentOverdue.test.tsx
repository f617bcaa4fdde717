import { act, screen, waitFor, within } from '@testing-library/react';
import { openModal, premiumCheckRequested, selectPremium } from 'shared-contracts';
import type { SubscriptionStatus } from '@tcgp/billing';
import { ash, grantSubscription, PORTAL, renderAccount } from '../testing/renderAccount';
import { selectAccountPlan } from '../features/premium/accountPlan';

const header = () => screen.getByRole('banner');
const slot = () => header().querySelector('[data-account-slot="signed-in"]');
const checkoutSessions = (db: Awaited<ReturnType<typeof renderAccount>>['db']) => [...db.docs.keys()].filter((p) => p.includes('/checkout_sessions/'));

describe('a plan whose payment is overdue (past_due): not Premium, managed, never bought again', () => {
  it('header: "Payment overdue" instead of the "Premium" upsell, no badge, and the Premium features stay off', async () => {
    const { store } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'past_due') });
    expect(await within(header()).findByRole('button', { name: 'Payment overdue' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Premium' })).not.toBeInTheDocument();
    const account = within(header()).getByRole('button', { name: 'Account of Ash Ketchum, payment overdue' });
    expect(account.querySelector('[data-premium-badge]')).not.toBeInTheDocument();
    expect(slot()).toHaveAttribute('data-plan', 'overdue');
    expect(slot()).toHaveAttribute('data-premium', 'false');
    // What the other parts read (filters, matchups, daily data): free, exactly as without a plan.
    expect(selectPremium(store.getState())).toBe(false);
    expect(selectAccountPlan(store.getState())).toBe('overdue');
  });

  it('account modal: "Payment overdue", why Premium is paused, and Manage subscription (the portal) instead of Get Premium', async () => {
    const { user, redirect } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'past_due') });
    await user.click(await within(header()).findByRole('button', { name: 'Payment overdue' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(within(dialog).getByText('Payment overdue')).toBeInTheDocument();
    expect(within(dialog).getByText(/Premium is paused until it does/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Free plan')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(dialog.querySelector('[data-premium-badge]')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PORTAL));
  });

  it('Premium modal (opened from any upsell): no buy buttons and no checkout, Manage subscription instead', async () => {
    const { user, store, db, redirect } = await renderAccount({ signedIn: true, before: (d) => grantSubscription(d, ash.uid, 'past_due') });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    expect(within(dialog).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(dialog.querySelector('[data-premium-action="buy"]')).not.toBeInTheDocument();
    const action = dialog.querySelector('[data-premium-action="manage-overdue"]') as HTMLElement;
    expect(action).toHaveTextContent('Payment overdue');
    expect(action).toHaveTextContent(/Premium is paused until it does/);
    await user.click(within(action).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PORTAL));
    expect(checkoutSessions(db)).toEqual([]);
  });

  it('is shown in the page language', async () => {
    await renderAccount({ signedIn: true, lang: 'de', before: (db) => grantSubscription(db, ash.uid, 'past_due') });
    expect(await within(header()).findByRole('button', { name: 'Zahlung überfällig' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Konto von Ash Ketchum, Zahlung überfällig' })).toBeInTheDocument();
  });

  it('a Premium subscription next to an overdue one: Premium', async () => {
    await renderAccount({
      signedIn: true,
      before: (db) => {
        grantSubscription(db, ash.uid, 'past_due', 'sub_old');
        grantSubscription(db, ash.uid, 'active', 'sub_new');
      },
    });
    expect(await within(header()).findByRole('button', { name: 'Account of Ash Ketchum, Premium' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Payment overdue' })).not.toBeInTheDocument();
  });

  it.each([
    ['paid (active)', 'active', 'Account of Ash Ketchum, Premium'],
    ['cancelled in the portal (canceled)', 'canceled', 'Account of Ash Ketchum'],
  ] as const)('back from the portal, %s: the header follows', async (_, status, name) => {
    const { store, db } = await renderAccount({ signedIn: true, before: (d) => grantSubscription(d, ash.uid, 'past_due') });
    await within(header()).findByRole('button', { name: 'Payment overdue' });
    db.write(`customers/${ash.uid}/subscriptions/sub_1`, { status });
    act(() => {
      store.dispatch(premiumCheckRequested());
    });
    expect(await within(header()).findByRole('button', { name })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Payment overdue' })).not.toBeInTheDocument();
  });
});

describe('the other plans are unchanged', () => {
  it.each<SubscriptionStatus>(['active', 'trialing'])('%s: Premium badge, Manage subscription, no "Payment overdue"', async (status) => {
    const { user, store } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, status) });
    await user.click(await within(header()).findByRole('button', { name: 'Account of Ash Ketchum, Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog.querySelector('[data-premium-badge]')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Payment overdue')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Payment overdue' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(openModal('premium'));
    });
    expect(screen.getByRole('dialog', { name: 'Premium' }).querySelector('[data-premium-action="manage"]')).toBeInTheDocument();
    expect(selectPremium(store.getState())).toBe(true);
  });

  it('canceled: free plan, Get Premium and the buy buttons', async () => {
    const { user } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'canceled') });
    expect(await within(header()).findByRole('button', { name: 'Premium' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Payment overdue' })).not.toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: 'Account of Ash Ketchum' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(within(dialog).getByText('Free plan')).toBeInTheDocument();
    expect(within(dialog).queryByText('Payment overdue')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get Premium' }));
    const premium = screen.getByRole('dialog', { name: 'Premium' });
    expect(within(premium).getByRole('button', { name: 'Buy monthly' })).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Buy yearly' })).toBeInTheDocument();
  });
});
