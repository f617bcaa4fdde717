import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * The site can be installed: every page links the web app manifest, which the browser reads without an
 * error; its icons load at the sizes it states; the page gives the browser bar a colour for the light
 * and for the dark scheme. On a page composed with its content (the tier list) and on a page the shell
 * prerendered with a skeleton (the collection), in English and in German.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

const PAGES = [
  { path: '/tier-list', kind: 'composed', marker: '[data-view-root][data-composed]' },
  { path: '/collection', kind: 'skeleton', marker: '[data-skeleton="collection"]' },
  { path: '/de/tier-list', kind: 'composed', marker: '[data-view-root][data-composed]' },
] as const;

/** The width and height an image at `src` has once the page loaded it (as the browser decodes it). */
const loadedSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<{ width: number; height: number } | string>((resolve) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => resolve(`${url} did not load`);
        image.src = url;
      }),
    src,
  );

for (const { path, kind, marker } of PAGES) {
  test(`${path} (${kind} page) links a manifest the browser reads, with its icons and both theme colours`, async ({ page, context, request }) => {
    const { shellUrl } = stack();
    await offlineGoogle(context);
    const errors = collectPageErrors(page);
    const pageResponse = await page.goto(`${shellUrl}${path}`);
    await expect(page.locator(marker).first()).toBeAttached();

    // One manifest link, same origin, served as a manifest.
    const links = page.locator('link[rel="manifest"]');
    await expect(links).toHaveCount(1);
    const manifestUrl = new URL((await links.getAttribute('href')) ?? '', page.url());
    expect(manifestUrl.origin).toBe(new URL(shellUrl).origin);
    const response = await request.get(manifestUrl.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(await response.text()) as Manifest;
    expect(manifest).toMatchObject({ name: 'TCG Pocket Tier List', start_url: '/tier-list', scope: '/', display: 'standalone', id: '/' });
    expect(manifest.short_name).not.toBe('');

    // What Chromium itself makes of it: no parse error, and the fields as written.
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(read.url).toBe(manifestUrl.href);
    expect(read.errors).toEqual([]);

    // The start page is a page of the site.
    const start = await request.get(new URL(manifest.start_url, manifestUrl).href, { headers: { Accept: 'text/html' } });
    expect(start.status()).toBe(200);
    expect(await start.text()).toContain('<link rel="manifest"');

    // Every icon: a PNG of the stated size, as fetched and as the page decodes it; 192 and 512, one maskable.
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, manifestUrl).href;
      const file = await request.get(url);
      expect(file.status(), url).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const bytes = await file.body();
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width, height });
      expect(await loadedSize(page, url)).toEqual({ width, height });
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);

    // iOS's home-screen icon.
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await loadedSize(page, new URL(apple ?? '', page.url()).href)).toEqual({ width: 180, height: 180 });

    // The browser bar's colour in each scheme, as served: the light one is the manifest's, the dark one differs.
    const served = (await pageResponse?.text()) ?? '';
    const metaOf = (scheme: string) =>
      new RegExp(`<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="(#[0-9a-f]{6})"`).exec(served)?.[1];
    expect(served.match(/<meta name="theme-color"/g)).toHaveLength(2);
    const light = metaOf('light');
    const dark = metaOf('dark');
    expect(light).toBe(manifest.theme_color);
    expect(dark).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark).not.toBe(light);
    // Once the page runs, the colour of the theme in force (here the system's light) is the one that applies.
    const applied = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.filter((m) => m.getAttribute('media') !== 'not all').map((m) => m.getAttribute('content')));
    expect(applied).toEqual([light]);

    // The favicon is the logo, inline.
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  });
}
