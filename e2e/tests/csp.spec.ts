import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { offlineGoogle, stack, untilLive } from '../support/stack';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * The production Content-Security-Policy (firebase.json, written by scripts/deploy/generate.mjs) allows
 * inline scripts only by hash and no inline style elements: the prerendered pages must run under it.
 */
/** The script and style rules of the checked-in production policy (firebase.json, made by scripts/deploy). */
function productionPolicy(): { scriptHashes: string[]; styleSrc: string[]; styleSrcAttr: string[] } {
  const firebase = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
    hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
  };
  const value = firebase.hosting.headers.find((h) => h.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  const directive = (name: string) =>
    value
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  return {
    scriptHashes: directive('script-src').filter((s) => s.startsWith("'sha256-")),
    styleSrc: directive('style-src'),
    styleSrcAttr: directive('style-src-attr'),
  };
}

// The policy is added by answering the page requests from the test (route.fulfill); Chromium counts
// such answers as public, so its local-network-access check would refuse the remotes on 127.0.0.1.
test.use({ locale: 'de-DE', launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } });

test.describe("under the production policy's rules for scripts and styles", () => {
  test('the prerendered pages start, hydrate and switch the theme with no inline script or style element refused', async ({ page }) => {
    const { shellUrl } = stack();
    const policy = productionPolicy();
    // Production has no 'unsafe-inline' for scripts nor style elements: every inline script of the
    // prerendered pages must be one of the hashes the deploy generator writes into firebase.json.
    expect(policy.scriptHashes.length).toBeGreaterThanOrEqual(2);
    expect(policy.styleSrc).not.toContain("'unsafe-inline'");
    expect(policy.styleSrcAttr).toEqual(["'unsafe-inline'"]);
    const local = 'http://127.0.0.1:*';
    const csp = [
      "default-src 'self'",
      `script-src 'self' ${local} ${policy.scriptHashes.join(' ')}`,
      `style-src 'self' ${local}`,
      "style-src-attr 'unsafe-inline'",
      `connect-src 'self' ${local}`,
      `img-src 'self' data: ${local}`,
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; ');
    await offlineGoogle(page.context());
    await page.route(`${shellUrl}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${shellUrl}/tier-list`);
    await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
    await untilLive(page);
    await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The theme chosen is applied by the inline boot script before the first paint of the next page.
    await page.goto(`${shellUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('[data-account-slot="signed-out"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
});
