import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';
import { artCardBox } from '../../scripts/pages/preview.mjs';

/**
 * Card art from an image host (config.json `cardImages`): a small host on this computer serves the
 * German and English art and has no French; the pages are composed again for that config, so the
 * published markup carries the images and hydrates without a mismatch, and the decks' preview images
 * are drawn with the art (which the renderer fetches as PNG).
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A plain-coloured PNG of a card's size. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ART: Record<string, Record<string, Buffer>> = {
  de: { low: png(245, 342, [200, 40, 40]), high: png(600, 837, [200, 40, 40]) },
  en: { low: png(245, 342, [40, 40, 200]), high: png(600, 837, [40, 40, 200]) },
};

let host: Server;
let hostUrl = '';
const requested: string[] = [];
let keptConfig = '';
let keptPages = '';

async function startImageHost(): Promise<void> {
  host = createServer((req, res) => {
    const url = req.url ?? '';
    requested.push(url);
    const m = /^\/([a-z-]+)\/tcgp\/([A-Za-z0-9-]+)\/(\d+)\/(low|high)\.(?:webp|png)$/.exec(url);
    const body = m ? ART[m[1] ?? '']?.[m[4] ?? ''] : undefined;
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await startImageHost();
  const { configFile, shellUrl, pagesDir } = stack();
  keptConfig = readFileSync(configFile, 'utf8');
  const config = JSON.parse(keptConfig) as Record<string, unknown>;
  config.cardImages = { urlTemplate: `${hostUrl}/{lang}/tcgp/{set}/{number}/{size}.webp`, languages: ['en', 'de', 'fr'], fallbackLanguage: 'en' };
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  // The published pages were composed without images: compose them again for this config.
  keptPages = `${pagesDir}.card-art-kept`;
  rmSync(keptPages, { recursive: true, force: true });
  renameSync(pagesDir, keptPages);
  await run(process.execPath, [path.join(repoRoot, 'scripts/pages/render.mjs'), '--site', shellUrl, '--out', pagesDir, '--languages', 'en,de,fr'], {
    cwd: repoRoot,
  });
});

test.afterAll(async () => {
  const { configFile, pagesDir } = stack();
  if (keptConfig) writeFileSync(configFile, keptConfig);
  if (keptPages && existsSync(keptPages)) {
    rmSync(pagesDir, { recursive: true, force: true });
    renameSync(keptPages, pagesDir);
  }
  await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
});

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors = collectPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The first tiles' images: language shown, loaded, alt text and the tile's name. */
function firstTiles(page: Page, count: number) {
  return page.evaluate((n) => {
    return [...document.querySelectorAll('[data-view-root] [data-card-id]')].slice(0, n).map((tile) => {
      const img = tile.querySelector('img');
      return {
        title: tile.getAttribute('title'),
        alt: img?.getAttribute('alt') ?? null,
        language: img?.getAttribute('data-card-art') ?? null,
        loaded: Boolean(img && img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1'),
      };
    });
  }, count);
}

/**
 * The image is named as its tile: the card's name in the page language, which the tile's tooltip gives,
 * followed by the English name in brackets where the two differ ("Darkrai-ex (Darkrai ex)").
 */
function namedAsTile(tile: { title: string | null; alt: string | null }): boolean {
  return !!tile.alt && (tile.title === tile.alt || (tile.title?.startsWith(`${tile.alt} (`) === true && tile.title.endsWith(')')));
}

/** The attributes of every card image in a page's HTML (names in lower case, values unescaped). */
function cardImages(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*\bdata-card-art="[^"]*"[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value.replace(/&amp;/g, '&')])),
  );
}

test.describe('card art', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the composed pages carry each image with its sizes, its name and lazy loading', async ({ request }) => {
    const { shellUrl, pagesDir } = stack();
    const deckId =
      readdirSync(path.join(pagesDir, 'og', 'deck'))
        .find((f) => /^[a-z0-9-]+\.png$/.test(f))
        ?.replace(/\.png$/, '') ?? '';
    expect(deckId).not.toBe('');
    for (const page of ['/de/cards-list', `/de/deck/${deckId}`]) {
      const images = cardImages(await (await request.get(`${shellUrl}${page}`)).text());
      expect(images.length, page).toBeGreaterThan(3);
      for (const img of images) {
        const src = img.src ?? '';
        expect(src, page).toMatch(new RegExp(`^${hostUrl}/de/tcgp/[A-Za-z0-9-]+/\\d{3}/low\\.webp$`));
        // Both sizes to choose from, and the width the tile is drawn at.
        expect(img.srcset).toBe(`${src} 245w, ${src.replace(/low\.webp$/, 'high.webp')} 600w`);
        expect(img.sizes).toMatch(/^\d+(\.\d+)?rem$/);
        // Its box is known before it loads: a card's proportions.
        const ratio = Number(img.height) / Number(img.width);
        expect(ratio).toBeGreaterThan(1.3);
        expect(ratio).toBeLessThan(1.45);
        expect(img.alt?.trim()).toBeTruthy();
        expect(img.loading).toBe('lazy');
        expect(img.decoding).toBe('async');
      }
    }
  });

  test("a deck's preview image shows its cards' art, each image fetched once as PNG", async ({ page }) => {
    const { shellUrl, pagesDir } = stack();
    const previews = readdirSync(path.join(pagesDir, 'og', 'deck'));
    expect(previews.length).toBeGreaterThan(3);
    const fetched = requested.filter((u) => u.endsWith('.png'));
    expect(fetched.length).toBeGreaterThan(3);
    expect(fetched.every((u) => /^\/en\/tcgp\/[A-Za-z0-9-]+\/\d{3}\/low\.png$/.test(u))).toBe(true);
    expect(new Set(fetched).size).toBe(fetched.length);
    // The first card's place has the host's English art (plain blue).
    const deckFile = previews.find((f) => /^[a-z0-9-]+\.png$/.test(f)) ?? '';
    await page.goto(`${shellUrl}/robots.txt`);
    const box = artCardBox(0, true);
    const pixel = await page.evaluate(
      async ({ url, x, y }) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d');
        context?.drawImage(img, 0, 0);
        return [...(context?.getImageData(x, y, 1, 1).data ?? [])].slice(0, 3);
      },
      { url: `${shellUrl}/og/deck/${deckFile}`, x: Math.round(box.x + box.w / 2), y: Math.round(box.y + box.h / 3) },
    );
    expect(pixel.map((c, i) => Math.abs(c - ([40, 40, 200][i] ?? 0)) <= 4)).toEqual([true, true, true]);
  });

  test('a German page shows the German art, named in German, lazily, without a shift or a hydration error', async ({ page, context }) => {
    await offlineGoogle(context);
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { shellUrl } = stack();
    const html = await (await page.request.get(`${shellUrl}/de/cards-list`)).text();
    // The composed page carries the art already.
    expect(html).toContain(`${hostUrl}/de/tcgp/`);
    await page.goto(`${shellUrl}/de/cards-list`);
    await untilLive(page);
    await expect.poll(async () => (await firstTiles(page, 3)).every((t) => t.loaded && t.language === 'de'), { timeout: 20_000 }).toBe(true);
    const tiles = await firstTiles(page, 3);
    for (const tile of tiles) {
      expect(tile.alt).toBeTruthy();
      expect(namedAsTile(tile)).toBe(true);
    }
    // The German name, as the text tile shows it.
    await expect(page.getByRole('img', { name: tiles[0]?.alt ?? '' }).first()).toBeVisible();
    expect(requested.some((u) => u.startsWith('/de/tcgp/'))).toBe(true);

    // Every image is lazy, and one far below the fold is not fetched yet.
    const images = page.locator('[data-view-root] [data-card-id] img');
    expect(await images.count()).toBeGreaterThan(3);
    expect(await images.evaluateAll((list) => list.every((img) => img.getAttribute('loading') === 'lazy' && img.getAttribute('decoding') === 'async'))).toBe(
      true,
    );
    const farSrc = await images.evaluateAll((list) => {
      const far = list.find((img) => img.getBoundingClientRect().top > window.innerHeight + 4000);
      return far ? new URL(far.getAttribute('src') ?? '', location.href).pathname : null;
    });
    if (farSrc) expect(requested).not.toContain(farSrc);

    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  test('a French page falls back to the English art when the host has no French', async ({ page, context }) => {
    await offlineGoogle(context);
    const errors = collectErrors(page);
    const { shellUrl } = stack();
    await page.goto(`${shellUrl}/fr/cards-list`);
    await untilLive(page);
    await expect.poll(async () => (await firstTiles(page, 3)).every((t) => t.loaded && t.language === 'en'), { timeout: 20_000 }).toBe(true);
    for (const tile of await firstTiles(page, 3)) expect(namedAsTile(tile)).toBe(true);
    expect(requested.some((u) => u.startsWith('/fr/tcgp/'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
