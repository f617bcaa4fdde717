import { expect, test } from '@playwright/test';
import type { Stack } from '../../scripts/stack.mjs';
import { startSiteWithOwnPayments } from '../support/outageSite';
import { payOnLocalCheckout, signInThroughEmulator } from '../support/premium';
import { collectPageErrors, offlineGoogle } from '../support/stack';

// A site of its own, so killing its payments service disturbs no other test.
let site: Stack;
test.beforeAll(async () => {
  site = await startSiteWithOwnPayments();
});
test.afterAll(async () => {
  await site?.stop();
});

test('the payments service dies in the middle of a checkout: a clear German error, nothing lost, and buying works after a restart', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await offlineGoogle(context);
  await page.goto(`${site.shellUrl}/tier-list`);
  const header = page.getByRole('banner');
  await signInThroughEmulator(page, context, () =>
    header.locator('[data-account-slot="signed-out"]').getByRole('button', { name: 'Mit Google anmelden' }).click(),
  );
  await expect(header.locator('[data-account-slot="signed-in"]')).toHaveAttribute('data-premium', 'false');

  // A first checkout, cancelled on the checkout page: a session the service keeps on disk.
  await header.getByRole('button', { name: 'Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium' });
  await dialog.getByRole('button', { name: 'Monatlich kaufen' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${site.paymentsUrl}/checkout/`));
  const firstSession = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.href.startsWith(site.shellUrl));

  // The next checkout request reaches a service that has just been killed (kill -9).
  await header.getByRole('button', { name: 'Premium' }).click();
  await page.route(`${site.paymentsUrl}/v1/customers/*/checkout_sessions`, async (route) => {
    await site.killPayments();
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Monatlich kaufen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Beim Zahlungsdienst ist ein Fehler aufgetreten. Bitte versuche es später erneut.');
  // Nothing is lost on the page: still signed in, still on the site, the plans can be bought again.
  expect(page.url().startsWith(site.shellUrl)).toBe(true);
  await expect(header.locator('[data-account-slot="signed-in"]')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Monatlich kaufen' })).toBeEnabled();
  await page.unroute(`${site.paymentsUrl}/v1/customers/*/checkout_sessions`);

  // Restarted on the same port with the same data: the earlier session is still there.
  await site.restartPayments();
  const earlier = await page.request.get(firstSession);
  expect(earlier.status()).toBe(200);
  expect(await earlier.text()).toContain('canceled');

  // Retrying the same button now goes through.
  await dialog.getByRole('button', { name: 'Monatlich kaufen' }).click();
  await payOnLocalCheckout(page, site);
  await expect(header.locator('[data-premium-badge]')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
