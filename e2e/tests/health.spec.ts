import { expect, test } from '@playwright/test';
import { offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * Health per remote version: a page session on the local stack is counted by the local payments
 * service (the stack's config.json reports every session there), under the version the deck remote
 * reported, and `GET /health/summary` gives it to the release tooling.
 */
interface Summary {
  remote: string;
  versions: Record<string, { sessions: number; errorSessions: number; lcpP75: number | null; lastReportAt: string }>;
}

test('a page session of the deck remote reaches the health summary under its version', async ({ page, context, request }) => {
  const { shellUrl, paymentsUrl } = stack();
  if (!paymentsUrl) throw new Error('the stack runs without its payments service');
  const summary = async () => (await (await request.get(`${paymentsUrl}/health/summary?remote=deck`)).json()) as Summary;
  await offlineGoogle(context);

  const before = await summary();
  const healthChunk = page.waitForResponse((r) => /\/health\.[0-9a-f]+\.js$/.test(r.url()));
  await page.goto(`${shellUrl}/deck`);
  await expect(page.locator('[data-remote="deck"] [data-card-id]').first()).toBeVisible();
  await untilLive(page);
  // The version the deck's setup reported, as the footer shows it ("deck 1.0.0").
  const label = ((await page.locator('[data-remote-build="deck"]').textContent()) ?? '').replace(/^deck\s+/, '').trim();
  expect(label).not.toBe('');
  // The reporter loads once the page is live and idle; leaving the page sends its one beacon.
  await healthChunk;
  await page.goto('about:blank');

  await expect.poll(async () => (await summary()).versions[label]?.sessions ?? 0).toBe((before.versions[label]?.sessions ?? 0) + 1);
  const after = (await summary()).versions[label];
  expect(after?.errorSessions).toBe(before.versions[label]?.errorSessions ?? 0);
  expect(Date.parse(after?.lastReportAt ?? '')).not.toBeNaN();
});
