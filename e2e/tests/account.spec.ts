import { expect, test } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';
import { becomePremium, payOnLocalCheckout, signInThroughEmulator } from '../support/premium';

test('a visitor signs in from the Premium modal, buys monthly, gets the Premium features, and cancels in the portal', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await offlineGoogle(context);
  const { shellUrl, paymentsUrl } = stack();
  await page.goto(shellUrl);
  const header = page.getByRole('banner');

  // A visitor opens the Premium modal: comparison table, and a sign-in prompt instead of buy buttons.
  await header.getByRole('button', { name: 'Premium' }).click();
  const premium = page.getByRole('dialog', { name: 'Premium' });
  await expect(premium).toBeVisible();
  await expect(premium.locator('tr[data-row="decks"] td')).toHaveText(['30', '100']);
  await expect(premium.locator('tr[data-row="updates"] td')).toHaveText(['Weekly', 'Daily']);
  await expect(premium.getByText('Sign in to buy Premium.')).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Buy monthly' })).toHaveCount(0);

  // Signs in through the Auth emulator from the modal, which then offers the plans.
  await signInThroughEmulator(page, context, () => premium.getByRole('button', { name: 'Sign in with Google' }).click());
  await expect(premium.locator('[data-price="monthly"]')).toHaveText('$1 per month');
  await expect(premium.locator('[data-price="yearly"]')).toHaveText('$6 per year');
  await expect(premium.getByText('50% off')).toBeVisible();

  // Buys monthly through the local test checkout page.
  await premium.getByRole('button', { name: 'Buy monthly' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${paymentsUrl}/checkout/`));
  await expect(page.getByRole('heading', { name: 'Local test checkout' })).toBeVisible();
  await expect(page.getByText('Local test mode: no real payment is taken.')).toBeVisible();
  await payOnLocalCheckout(page);

  // Back as Premium: badge, the marker is gone from the address bar, upsell hidden.
  await expect(header.locator('[data-premium-badge]')).toBeVisible();
  await expect(page).toHaveURL(`${shellUrl}/`);
  await expect(header.getByRole('button', { name: 'Premium', exact: true })).toHaveCount(0);

  // Premium features of the other parts: tier-list filters and unblurred matchups.
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-testid="tierlist-filters"]')).toBeVisible();
  await page.locator('main a[href^="/deck/"]').first().click();
  await expect(page.locator('[data-matchups="visible"]').first()).toBeVisible();

  // Manage subscription (account modal) -> local portal -> cancel -> back on the site.
  await header.getByRole('button', { name: /^Account of .*, Premium$/ }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('[data-premium-badge]')).toBeVisible();
  await account.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${paymentsUrl}/portal/`));
  await expect(page.getByRole('heading', { name: 'Local subscription portal' })).toBeVisible();
  await expect(page.locator('tr[data-status="active"]')).toHaveCount(1);
  await page.getByRole('button', { name: /Cancel subscription/ }).click();
  await page.waitForURL((url) => url.href.startsWith(shellUrl));

  // Free again after a reload.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Premium', exact: true })).toBeVisible();
  await expect(header.locator('[data-premium-badge]')).toHaveCount(0);
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] h1')).toBeVisible();
  await expect(page.locator('[data-testid="tierlist-filters"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('cancelling on the checkout page comes back free, and the modal works with the keyboard', async ({ page, context }) => {
  await offlineGoogle(context);
  const { shellUrl, paymentsUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  const header = page.getByRole('banner');
  await signInThroughEmulator(page, context, () => header.getByRole('button', { name: 'Sign in with Google' }).click());
  const premiumButton = header.getByRole('button', { name: 'Premium', exact: true });
  await expect(premiumButton).toBeVisible();

  // Keyboard: open with Enter, Escape closes, the focus returns to the button.
  await premiumButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Premium' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Buy yearly' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(premiumButton).toBeFocused();

  // Cancel on the checkout page: back on the same page, still free.
  await premiumButton.click();
  await dialog.getByRole('button', { name: 'Buy yearly' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${paymentsUrl}/checkout/`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.href.startsWith(shellUrl));
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
  await expect(header.getByRole('button', { name: 'Premium', exact: true })).toBeVisible();
  await expect(header.locator('[data-premium-badge]')).toHaveCount(0);
});

test('the Premium modal shows euros in German, also to visitors', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(stack().shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Premium', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium' });
  await expect(dialog.getByText('Melde dich an, um Premium zu kaufen.')).toBeVisible();
  // Intl formats euros with a no-break space.
  await expect(dialog.locator('[data-price="monthly"]')).toHaveText(/^1\s€ pro Monat$/);
  await expect(dialog.locator('[data-price="yearly"]')).toHaveText(/^6\s€ pro Jahr$/);
  // A visitor's modal host is mounted only while the modal is open: closing still gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Premium', exact: true })).toBeFocused();
  await context.close();
});

test('a plan whose payment is overdue: no Premium features, "Payment overdue" and Manage subscription, never a second checkout', async ({ page, context }) => {
  const { shellUrl, paymentsUrl } = stack();
  await becomePremium(page, context, { startUrl: `${shellUrl}/tier-list` });
  // The provider could not take a renewal and still retries the card. The local service cannot be told
  // so: its list of the player's subscriptions is answered with the status the provider would set.
  const asked: string[][] = [];
  await page.route(
    (url) => url.origin === paymentsUrl && /^\/v1\/customers\/[^/]+\/subscriptions$/.test(url.pathname),
    async (route) => {
      asked.push(new URL(route.request().url()).searchParams.getAll('status'));
      const response = await route.fetch();
      const subscriptions = (await response.json()) as { status: string }[];
      await route.fulfill({ response, json: subscriptions.map((s) => ({ ...s, status: 'past_due' })) });
    },
  );
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.locator('[data-account-slot="signed-in"]')).toHaveAttribute('data-plan', 'overdue');
  expect(asked.at(-1)).toEqual(['active', 'trialing', 'past_due']);
  await expect(header.locator('[data-premium-badge]')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Premium', exact: true })).toHaveCount(0);
  // The Premium features are off, as for a free user.
  await expect(page.locator('[data-remote="tierlist"] h1')).toBeVisible();
  await expect(page.getByTestId('tierlist-filters')).toHaveCount(0);

  // The tier list's upsell says why Premium is paused and offers to manage the plan, not to buy it.
  const upsell = page.getByTestId('tierlist-upsell');
  await expect(upsell).toHaveText('Manage subscription');
  await expect(page.locator('[data-upsell="manage"]')).toContainText('Your last payment did not go through, so Premium is paused and you have the free plan.');
  await expect(page.getByText(/^Free plan: the top/)).toHaveCount(0);
  // It leads to the Premium modal, which offers no checkout, only managing the plan.
  await upsell.click();
  const premium = page.getByRole('dialog', { name: 'Premium' });
  await expect(premium.locator('[data-premium-action="manage-overdue"]')).toContainText('Payment overdue');
  await expect(premium.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The header's "Payment overdue" opens the account modal: Manage subscription goes to the portal.
  await header.getByRole('button', { name: 'Payment overdue', exact: true }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByText(/Premium is paused/)).toBeVisible();
  await expect(account.getByRole('button', { name: 'Get Premium' })).toHaveCount(0);
  await account.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${paymentsUrl}/portal/`));
  await expect(page.getByRole('heading', { name: 'Local subscription portal' })).toBeVisible();
});
