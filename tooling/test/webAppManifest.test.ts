import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { ROUTES } from 'shared-contracts';
import {
  APPLE_TOUCH_ICON,
  ICONS,
  LOGO_FILE,
  MASKABLE_SAFE_ZONE,
  TOKENS_FILE,
  logoBackground,
  logoSvg,
  maskableSvg,
  pwaTemplateOptions,
  renderIcon,
  themeColours,
  tokenColour,
  webAppManifest,
} from '../pwa/webAppManifest.mjs';

/**
 * The site's install files (tooling/pwa/): the web app manifest, its icons drawn from the logo, and the
 * colours the page template gives the browser bar in each scheme.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  rgba: Buffer;
}

/** A PNG's chunks after the signature. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = PNG_SIGNATURE.length; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

/** Decodes an 8-bit RGBA, non-interlaced PNG (what resvg writes); fails on any other kind. */
function decodePng(png: Buffer): Pixels {
  const all = chunks(png);
  const ihdr = all.find((c) => c.type === 'IHDR')?.data;
  if (!ihdr) throw new Error('no IHDR');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect({ bitDepth: ihdr[8], colourType: ihdr[9], interlace: ihdr[12] }).toEqual({ bitDepth: 8, colourType: 6, interlace: 0 });
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  const rgba = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= 4 ? (rgba[y * stride + x - 4] ?? 0) : 0;
      const up = y > 0 ? (rgba[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= 4 && y > 0 ? (rgba[(y - 1) * stride + x - 4] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw new Error(`unknown filter ${filter}`);
      rgba[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, rgba };
}

const pixel = ({ width, rgba }: Pixels, x: number, y: number) => [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The box of the pixels that are not `background` (any channel more than a rounding step away). */
function boxOfLogo(image: Pixels, background: number[]) {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, farthest: 0 };
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const p = pixel(image, x, y);
      if (p.every((c, i) => Math.abs(c - (background[i] ?? 0)) <= 2)) continue;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
      // The pixel's corner farthest from the centre.
      const dx = Math.max(Math.abs(x - image.width / 2), Math.abs(x + 1 - image.width / 2));
      const dy = Math.max(Math.abs(y - image.height / 2), Math.abs(y + 1 - image.height / 2));
      box.farthest = Math.max(box.farthest, Math.hypot(dx, dy));
    }
  }
  return box;
}

const tokens = readFileSync(TOKENS_FILE, 'utf8');

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('names the site and opens the tier list, standalone, for the whole site', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'TCG Pocket Tier List',
      start_url: ROUTES.tierList,
      scope: '/',
      display: 'standalone',
      lang: 'en',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    // What a home screen shows under the icon without cutting it.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).toMatch(/tournament/);
    // start_url is inside the scope.
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  });

  it("takes the light theme's colours from the design tokens: the header's surface and the page's background", () => {
    expect(manifest.theme_color).toBe(tokenColour(tokens, '--color-surface').light);
    expect(manifest.background_color).toBe(tokenColour(tokens, '--color-bg').light);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists PNG icons of 192 and 512 pixels, for any use and maskable', () => {
    const listed = manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`);
    expect(listed).toEqual(
      expect.arrayContaining(['192x192 any image/png', '512x512 any image/png', '192x192 maskable image/png', '512x512 maskable image/png']),
    );
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/icons\/[a-z0-9-]+\.png$/);
  });
});

describe('the icons', () => {
  const svg = logoSvg();

  it.each([...ICONS, APPLE_TOUCH_ICON].map((icon) => [icon.file, icon] as const))('%s is a PNG of the stated size', (_file, icon) => {
    const png = renderIcon(icon, svg);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([icon.size, icon.size]);
  });

  it('are drawn the same on every build', () => {
    for (const icon of ICONS) expect(renderIcon(icon, svg).equals(renderIcon(icon, svg))).toBe(true);
  });

  it("show the header's logo: its accent square with a light diamond in the middle", () => {
    const image = decodePng(renderIcon({ file: 'x.png', size: 192, purpose: 'any' }, svg));
    expect(hex(pixel(image, 96, 96).slice(0, 3))).toBe('#ffffff');
    expect(hex(pixel(image, 96, 20).slice(0, 3))).toBe(tokenColour(tokens, '--color-accent').light);
    // Rounded corners: the very corner is transparent.
    expect(pixel(image, 0, 0)[3]).toBe(0);
  });

  it.each(ICONS.filter((icon) => icon.purpose === 'maskable').map((icon) => [icon.file, icon] as const))(
    '%s fills every edge and keeps the logo inside the central 80 %%',
    (_file, icon) => {
      const image = decodePng(renderIcon(icon, svg));
      const background = pixel(image, 0, 0);
      expect(hex(background.slice(0, 3))).toBe(logoBackground(svg));
      // Opaque to every edge: a launcher's mask never shows a transparent corner.
      for (const [x, y] of [
        [0, 0],
        [icon.size - 1, 0],
        [0, icon.size - 1],
        [icon.size - 1, icon.size - 1],
        [icon.size / 2, 0],
      ] as const)
        expect(pixel(image, x, y)).toEqual(background);
      const box = boxOfLogo(image, background);
      const margin = (icon.size * (1 - MASKABLE_SAFE_ZONE)) / 2;
      expect(box.right - box.left).toBeGreaterThan(icon.size / 4);
      expect(box.left).toBeGreaterThanOrEqual(margin);
      expect(box.top).toBeGreaterThanOrEqual(margin);
      expect(box.right).toBeLessThanOrEqual(icon.size - margin);
      expect(box.bottom).toBeLessThanOrEqual(icon.size - margin);
      // The safe zone proper is the circle of 80 % of the width: a round mask cuts nothing of the logo.
      expect(box.farthest).toBeLessThanOrEqual((icon.size * MASKABLE_SAFE_ZONE) / 2);
    },
  );

  it('the maskable drawing refuses a logo it cannot place', () => {
    expect(() => maskableSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#000000"/></svg>')).toThrow(/viewBox/);
    expect(() => logoBackground('<svg viewBox="0 0 1 1"><rect fill="red"/></svg>')).toThrow(/fill/);
  });
});

describe("the page template's install tags", () => {
  const { pwa } = pwaTemplateOptions();

  it('give the browser bar the header colour of each scheme', () => {
    expect(pwa.themeColor).toEqual(themeColours(tokens).theme);
    expect(pwa.themeColor.light).not.toBe(pwa.themeColor.dark);
  });

  it('use the logo as the favicon, with no request', () => {
    expect(pwa.favicon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(pwa.favicon.slice('data:image/svg+xml,'.length))).toBe(readFileSync(LOGO_FILE, 'utf8').trim());
  });

  it('link the manifest and the apple-touch-icon the build emits', () => {
    expect(pwa.manifest).toBe('/manifest.webmanifest');
    expect(pwa.appleTouchIcon).toBe(`/${APPLE_TOUCH_ICON.file}`);
    const template = readFileSync(require.resolve('../index.html'), 'utf8');
    for (const key of ['favicon', 'manifest', 'appleTouchIcon', 'themeColor.light', 'themeColor.dark'])
      expect(template).toContain(`htmlWebpackPlugin.options.pwa.${key}`);
    expect(template).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
  });

  it('read a colour only from a light-dark() pair of the tokens', () => {
    expect(() => tokenColour(':root { --color-surface: #fff; }', '--color-surface')).toThrow(/--color-surface/);
    expect(tokenColour(':root { --x: light-dark(#ABCDEF, #000) }', '--x')).toEqual({ light: '#abcdef', dark: '#000' });
  });
});
