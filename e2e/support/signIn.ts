import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Signs in through the Auth emulator's popup: a new account with this e-mail, or the existing one. */
export async function signIn(page: Page, context: BrowserContext, email: string, existing: boolean): Promise<void> {
  const header = page.getByRole('banner');
  const popupPromise = context.waitForEvent('page');
  await header.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  if (existing) {
    await popup.getByText(email).click();
  } else {
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Collector');
    await popup.getByText('Sign in with Google.com').click();
  }
  await popup.waitForEvent('close');
  await expect(header.locator('[data-account-slot="signed-in"]')).toBeVisible();
}
