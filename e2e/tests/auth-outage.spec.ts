import { expect, test } from '@playwright/test';
import type { Stack } from '../../scripts/stack.mjs';
import { startSiteWithAuthDown } from '../support/outageSite';
import { offlineGoogle } from '../support/stack';

// A site of its own whose Auth emulator is down.
let site: Stack;
test.beforeAll(async () => {
  site = await startSiteWithAuthDown();
});
test.afterAll(async () => {
  await site?.stop();
});

test('with the Auth emulator down, signing in shows a clear message and browsing keeps working', async ({ page, context }) => {
  await offlineGoogle(context);
  await page.goto(`${site.shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
  await expect(page.locator('[data-tier] [data-deck-id]').first()).toBeVisible();

  // Firebase cannot reach the emulator (auth/network-request-failed): no popup, a message instead.
  const header = page.getByRole('banner');
  await header.locator('[data-account-slot="signed-out"]').getByRole('button', { name: 'Sign in with Google' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Sign-in failed. Please try again.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);

  // Browsing goes on: another page through another remote, and back.
  await page.getByRole('link', { name: /cards/i }).first().click();
  await expect(page).toHaveURL(/\/cards/);
  await expect(page.locator('[data-remote="cards"] h1')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-tier] [data-deck-id]').first()).toBeVisible();
  await expect(header.locator('[data-account-slot="signed-out"]')).toBeVisible();
});
