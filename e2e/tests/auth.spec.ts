import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { offlineGoogle, stack } from '../support/stack';

/** Signs in through the Firebase Auth emulator's popup with a generated account. */
async function signInThroughEmulator(page: Page, context: BrowserContext, trigger: () => Promise<void>) {
  const popupPromise = context.waitForEvent('page');
  await trigger();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByText('Sign in with Google.com').click();
  await popup.waitForEvent('close');
}

test('sign in with Google through the Auth emulator, then sign out', async ({ page, context }) => {
  await offlineGoogle(context);
  await page.goto(stack().shellUrl);
  const header = page.getByRole('banner');
  await expect(header.locator('[data-account-slot="signed-out"]')).toBeVisible();
  await signInThroughEmulator(page, context, () => header.getByRole('button', { name: 'Sign in with Google' }).click());
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.locator('[data-account-slot="signed-in"]')).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('with the account remote down, signing in and out still works from the shell header', async ({ page, context }) => {
  await offlineGoogle(context);
  const { shellUrl, remoteUrls } = stack();
  const accountRequests: string[] = [];
  await context.route(`${remoteUrls.account}/**`, (route) => {
    accountRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${shellUrl}/tier-list`);
  const header = page.getByRole('banner');
  // A visitor's header is the shell's own: the account remote is not even asked for.
  await expect(header.locator('[data-account-slot="signed-out"]')).toBeVisible();
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  expect(accountRequests).toEqual([]);
  await signInThroughEmulator(page, context, () => header.getByRole('button', { name: 'Sign in with Google' }).click());
  // Signed in: the account slot cannot load, so the shell's controls stay, with Sign out.
  await expect(header.locator('[data-remote="account"] [data-remote-error]')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The plan cannot be checked either: said once, with the free features (the upsell) and a Retry.
  const planNotice = page.locator('[data-plan-check="failed"]');
  await expect(planNotice).toHaveText(/Your Premium plan could not be checked, so you have the free features for now\./);
  await expect(page.getByTestId('tierlist-upsell')).toBeVisible();
  // The account part is back: Retry checks the plan (free), and the notice goes.
  await context.unroute(`${remoteUrls.account}/**`);
  await planNotice.getByRole('button', { name: 'Retry' }).click();
  await expect(planNotice).toHaveCount(0);
  await expect(page.getByTestId('tierlist-upsell')).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});
