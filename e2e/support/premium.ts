import { expect, type BrowserContext, type Page } from '@playwright/test';
import { offlineGoogle, stack } from './stack';

/** Signs in through the Firebase Auth emulator's popup with a generated account. */
export async function signInThroughEmulator(page: Page, context: BrowserContext, trigger: () => Promise<void>): Promise<void> {
  const popupPromise = context.waitForEvent('page');
  await trigger();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByText('Sign in with Google.com').click();
  await popup.waitForEvent('close');
}

/** Pays a checkout session on the local test checkout page and waits until the site is back (the main stack's, or `site`'s). */
export async function payOnLocalCheckout(page: Page, site: { shellUrl: string; paymentsUrl: string | null } = stack()): Promise<void> {
  const { shellUrl, paymentsUrl } = site;
  await page.waitForURL((url) => url.href.startsWith(`${paymentsUrl}/checkout/`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.href.startsWith(shellUrl));
}

/**
 * Makes the page's user Premium the way a person does: signs in with a new emulator account (unless
 * already signed in), buys a plan in the Premium modal and pays on the local test checkout page.
 * Ends on the page it started from (the shell's start page unless `startUrl` is given), with the
 * Premium badge in the header.
 */
export async function becomePremium(page: Page, context: BrowserContext, options: { plan?: 'monthly' | 'yearly'; startUrl?: string } = {}): Promise<void> {
  await offlineGoogle(context);
  await page.goto(options.startUrl ?? stack().shellUrl);
  const header = page.getByRole('banner');
  const signedOut = header.locator('[data-account-slot="signed-out"]');
  const signedIn = header.locator('[data-account-slot="signed-in"]');
  await expect(signedOut.or(signedIn)).toBeVisible();
  if (await signedOut.isVisible()) {
    await signInThroughEmulator(page, context, () => signedOut.getByRole('button', { name: 'Sign in with Google' }).click());
  }
  await expect(signedIn).toHaveAttribute('data-premium', /true|false/);
  if ((await signedIn.getAttribute('data-premium')) === 'true') return;
  await header.getByRole('button', { name: 'Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium' });
  await dialog.getByRole('button', { name: options.plan === 'yearly' ? 'Buy yearly' : 'Buy monthly' }).click();
  await payOnLocalCheckout(page);
  await expect(header.locator('[data-premium-badge]')).toBeVisible();
}
