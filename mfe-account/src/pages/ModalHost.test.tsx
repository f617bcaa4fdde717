import { act, screen, waitFor, within } from '@testing-library/react';
import { openModal, selectModal, selectAuth, type LanguageCode } from 'shared-contracts';
import { BillingError, type BillingClient } from '@tcgp/billing';
import { ash, grantSubscription, PAGE, PORTAL, renderAccount } from '../testing/renderAccount';

const header = () => screen.getByRole('banner');
/** Intl uses (narrow) no-break spaces: compare with plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('account/ModalHost: premium modal', () => {
  it('renders nothing until a modal is opened', async () => {
    await renderAccount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('visitors: the comparison table and a sign-in prompt instead of the buy buttons', async () => {
    const { user, auth } = await renderAccount();
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Best deck finder', '✓Included', '✓Included'],
      ['Exclude missing cards', '✓Included', '✓Included'],
      ['Matchups', 'Blurred', 'With win rates'],
      ['Filters', '—Not included', '✓Included'],
      ['Sort by', '—Not included', '✓Included'],
      ['Contact', '—Not included', '✓Included'],
      ['Updates', 'Weekly', 'Daily'],
      ['Decks', '30', '100'],
    ]);
    expect(within(dialog).getByText('Sign in to buy Premium.')).toBeInTheDocument();
    // Visitors see what it costs, but cannot buy yet.
    expect(within(dialog).getByText('$1 per month')).toBeInTheDocument();
    expect(within(dialog).getByText('$6 per year')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    // Signing in from the prompt keeps the modal open and shows the buy buttons.
    const signIn = jest.spyOn(auth, 'signInWithGoogle');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByRole('button', { name: 'Buy monthly' })).toBeInTheDocument();
  });

  it('signed-in free users: monthly $1 and yearly $6 (50% off)', async () => {
    const { user } = await renderAccount({ signedIn: true });
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    expect(within(dialog).getByRole('button', { name: 'Buy monthly' })).toHaveAccessibleDescription('$1 per month');
    expect(within(dialog).getByRole('button', { name: 'Buy yearly' })).toHaveAccessibleDescription('$6 per year');
    expect(within(dialog).getByText('50% off')).toBeInTheDocument();
  });

  it.each<[LanguageCode, string, string]>([
    ['en', '$1 per month', '$6 per year'],
    ['es', '1 US$ al mes', '6 US$ al año'],
    ['ja', '月 $1', '年 $6'],
    ['ko', '월 US$1', '연 US$6'],
    ['zh-Hans', '每月 US$1', '每年 US$6'],
    ['zh-Hant', '每月 US$1', '每年 US$6'],
    ['de', '1 € pro Monat', '6 € pro Jahr'],
    ['de-AT', '€ 1 im Monat', '€ 6 im Jahr'],
    ['fr', '1 € par mois', '6 € par an'],
  ])('prices in %s: %s, %s', async (lang, monthly, yearly) => {
    const { store } = await renderAccount({ signedIn: true, lang });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog');
    expect(plain(dialog.querySelector('[data-price="monthly"]')?.textContent)).toBe(monthly);
    expect(plain(dialog.querySelector('[data-price="yearly"]')?.textContent)).toBe(yearly);
  });

  it('buying shows a loading state while the session is created, then redirects to its url', async () => {
    const { user, db, redirect } = await renderAccount({ signedIn: true, extension: { kind: 'silent' } });
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Buy monthly' }));
    const busy = within(dialog).getByRole('button', { name: 'Opening checkout…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // The focus stays on the busy button (a disabled one would drop it out of the dialog).
    expect(busy).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Buy yearly' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Buy yearly' }));
    expect([...db.docs.keys()].filter((p) => p.includes('/checkout_sessions/'))).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();

    const [path, data] = [...db.docs].find(([p]) => p.includes('/checkout_sessions/')) ?? [];
    expect(data).toMatchObject({
      price: 'price_monthly',
      mode: 'subscription',
      success_url: `${PAGE}?checkout=success`,
      cancel_url: `${PAGE}?checkout=cancel`,
    });
    act(() => db.write(path ?? '', { sessionId: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'));
  });

  it('the yearly button buys the yearly price', async () => {
    const { user, db, redirect } = await renderAccount({ signedIn: true });
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Buy yearly' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect([...db.docs.values()].find((d) => 'mode' in d)).toMatchObject({ price: 'price_yearly' });
  });

  it('an error shows its localized message and keeps the modal open', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, redirect } = await renderAccount({ signedIn: true, extension: { kind: 'error', message: 'No such price' } });
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Buy monthly' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong with the payment service. Please try again later.');
    expect(screen.getByRole('dialog', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy monthly' })).toHaveAttribute('aria-disabled', 'false');
    expect(redirect).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each<[LanguageCode, string]>([
    ['en', 'The payment service did not answer in time. Please try again.'],
    ['de', 'Der Zahlungsdienst hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.'],
    ['ja', '決済サービスから時間内に応答がありませんでした。もう一度お試しください。'],
  ])('a time-out is shown in %s', async (lang, message) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timingOut: BillingClient = {
      ...stubClient(),
      createCheckoutSession: async () => {
        throw new BillingError('deadline-exceeded', 'Timeout while waiting for session response.');
      },
    };
    const { store, user } = await renderAccount({ signedIn: true, lang, billing: { client: timingOut } });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog');
    const buyMonthly = within(dialog)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-describedby') === 'account-price-monthly');
    await user.click(buyMonthly as HTMLElement);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    warn.mockRestore();
  });

  it('Premium users: no buy buttons, "Manage subscription" opens the portal and comes back with ?portal=return', async () => {
    const { user, store, redirect } = await renderAccount({ signedIn: true, before: (db) => grantSubscription(db, ash.uid, 'active') });
    act(() => {
      store.dispatch(openModal('premium'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    expect(within(dialog).getByText('You have Premium. Thank you for your support!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PORTAL));
  });

  it('closing while the session is being created does not redirect', async () => {
    const { user, db, redirect } = await renderAccount({ signedIn: true, extension: { kind: 'silent' } });
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Buy monthly' }));
    await user.keyboard('{Escape}');
    const [path] = [...db.docs].find(([p]) => p.includes('/checkout_sessions/')) ?? [];
    act(() => db.write(path ?? '', { sessionId: 'cs_1', url: 'https://pay.test/cs_1' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(redirect).not.toHaveBeenCalled();
  });
});

/** A client whose other calls work (the premium check), for tests that replace one call. */
function stubClient(): BillingClient {
  return {
    listSubscriptions: async () => [],
    getSubscription: async () => {
      throw new BillingError('not-found', 'x');
    },
    createCheckoutSession: async () => ({ id: 'x', url: 'https://x.test', created: '2026-01-01T00:00:00.000Z' }),
    getPortalUrl: async () => PORTAL,
  };
}

describe('account/ModalHost: keyboard and screen readers', () => {
  it('is a labelled modal dialog whose first control gets the focus', async () => {
    const { user } = await renderAccount();
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Escape closes it and the focus returns to the button that opened it', async () => {
    const { user, store } = await renderAccount();
    const opener = within(header()).getByRole('button', { name: 'Premium' });
    await user.click(opener);
    expect(selectModal(store.getState())).toBe('premium');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectModal(store.getState())).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('when the button that opened it was replaced meanwhile, the focus goes to the button in its place', async () => {
    const { user } = await renderAccount();
    const opener = within(header()).getByRole('button', { name: 'Premium' });
    await user.click(opener);
    // What the page does when the header slot arrives while the modal is open: another Premium button.
    const replacement = document.createElement('button');
    replacement.setAttribute('data-open-premium', '');
    opener.replaceWith(replacement);
    try {
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(replacement).toHaveFocus();
    } finally {
      replacement.replaceWith(opener);
    }
  });

  it('when the host arrives with the modal already open (a visitor, or a slow phone), the focus still returns to the opener', async () => {
    const { user } = await renderAccount({ hostWhenOpen: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = within(header()).getByRole('button', { name: 'Premium' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps the focus: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await renderAccount();
    await user.click(within(header()).getByRole('button', { name: 'Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const last = within(dialog).getByRole('button', { name: 'Sign in with Google' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('the close button and a click on the backdrop close it; focus returns', async () => {
    const { user } = await renderAccount();
    const opener = within(header()).getByRole('button', { name: 'Premium' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('account/ModalHost: account and contact modals', () => {
  it('the account modal shows the photo fallback, name, e-mail and sign out', async () => {
    const { user, store } = await renderAccount({ signedIn: true });
    const opener = within(header()).getByRole('button', { name: 'Account of Ash Ketchum' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog.querySelector('[data-avatar="fallback"]')).toHaveTextContent('A');
    expect(within(dialog).getByText('Ash Ketchum')).toBeInTheDocument();
    expect(within(dialog).getByText('ash@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Free plan')).toBeInTheDocument();
    expect(dialog.querySelector('[data-premium-badge]')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Get Premium' }));
    expect(screen.getByRole('dialog', { name: 'Premium' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Sign out' }));
    expect(selectAuth(store.getState()).status).toBe('signedOut');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Premium users: photo, badge, Contact (e-mail link) and Manage subscription', async () => {
    const { user, redirect } = await renderAccount({
      signedIn: true,
      user: { ...ash, photoURL: 'https://img.example/ash.png' },
      config: { links: { sourceCode: 'https://src.test', social: 'https://social.test', contactEmail: 'team@tcgp.test' } },
      before: (db) => grantSubscription(db, ash.uid, 'active'),
    });
    await user.click(within(header()).getByRole('button', { name: 'Account of Ash Ketchum, Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://img.example/ash.png');
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PORTAL));

    await user.click(within(dialog).getByRole('button', { name: 'Contact' }));
    const contact = screen.getByRole('dialog', { name: 'Contact the developers' });
    for (const topic of ['Feedback', 'Feature requests', 'Bug reports']) expect(within(contact).getByText(topic)).toBeInTheDocument();
    expect(within(contact).getByText(/cannot guarantee a reply/)).toBeInTheDocument();
    const link = within(contact).getByRole('link', { name: 'Write an e-mail' });
    expect(link).toHaveAttribute('href', `mailto:team@tcgp.test?subject=${encodeURIComponent('TCG Pocket Tier List: feedback')}`);
    expect(link).toHaveFocus();
  });

  it('the contact modal points free users to Premium', async () => {
    const { user, store } = await renderAccount({ signedIn: true });
    act(() => {
      store.dispatch(openModal('contact'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Contact the developers' });
    expect(within(dialog).getByText('Contacting the developers by e-mail is part of Premium.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'See Premium' }));
    expect(screen.getByRole('dialog', { name: 'Premium' })).toBeInTheDocument();
  });
});
