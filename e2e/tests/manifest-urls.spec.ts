import { expect, test, type Page, type Route } from '@playwright/test';
import { offlineGoogle, stack } from '../support/stack';

/**
 * The manifest check and the federation runtime resolve a remote's files by the same rule: a manifest
 * whose files the runtime would fetch from another host than the one checked is refused with the
 * localized message, and the browser never asks that host for anything.
 */

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

/** The deck remote's real manifest (its default version's, as the registry lists it), with its metaData changed. */
async function serveDeckManifest(page: Page, manifestUrl: string, metaData: Record<string, unknown>) {
  await page.route(manifestUrl, async (route: Route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    await route.fulfill({ response, json: { ...manifest, metaData: { ...manifest.metaData, ...metaData } } });
  });
}

const EVIL_HOST = 'evil.example';

for (const [what, metaData] of [
  // The runtime joins publicPath and the name as text: http://127.0.0.1:<port>@evil.example/remoteEntry.js.
  [
    'a publicPath without a trailing slash',
    (deckOrigin: string) => ({ publicPath: deckOrigin, remoteEntry: { name: `@${EVIL_HOST}/remoteEntry.js`, path: '', type: 'global' } }),
  ],
  // The page renderer used to join these two into //evil.example/x.js.
  ['an entry name that is a host', () => ({ remoteEntry: { name: `${EVIL_HOST}/x.js`, path: '/', type: 'global' } })],
] as const) {
  test(`a manifest with ${what} is refused with the localized message, and nothing is asked of another host`, async ({ page }) => {
    const { shellUrl, remoteUrls, registry } = stack();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await serveDeckManifest(page, registry.deck, metaData(remoteUrls.deck));
    await page.goto(`${shellUrl}/deck`);
    await expect(page.locator('[data-remote="deck"] [role="alert"]')).toContainText(
      'Its files are on an address the site does not allow, so it was not loaded.',
    );
    await page.goto(`${shellUrl}/de/deck`);
    await expect(page.locator('[data-remote="deck"] [role="alert"]')).toContainText('Seine Dateien liegen unter einer Adresse, die die Seite nicht erlaubt');
    expect(requests.filter((url) => url.includes(EVIL_HOST))).toEqual([]);
    expect(requests.some((url) => url.startsWith(registry.deck))).toBe(true);
  });
}
