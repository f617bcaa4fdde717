// What makes the site installable: the web app manifest (`/manifest.webmanifest`), its icons, the
// apple-touch-icon and the page's favicon, all drawn at build time from one picture, `logo.svg` (the
// header's logo: the accent square with the diamond), and the browser-bar colours of the two themes,
// read from the design tokens. The shell's build emits them (`WebAppManifestPlugin`, in
// tooling/webpack/browserConfig.mjs); the page template links them (tooling/index.html, `pwaTemplateOptions`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import webpack from 'webpack';

const here = path.dirname(fileURLToPath(import.meta.url));
export const LOGO_FILE = path.join(here, 'logo.svg');
export const TOKENS_FILE = path.resolve(here, '../../libs/ui/src/styles/tokens.css');

/** Where the manifest is served (the page template links it). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The share of a maskable icon its logo stays inside: the launcher may cut everything outside the
 * central circle of 80 % of the icon's width (the maskable icon's safe zone).
 */
export const MASKABLE_SAFE_ZONE = 0.8;

/**
 * @typedef {object} Icon
 * @property {string} file  path inside the build
 * @property {number} size  width and height in pixels
 * @property {'any' | 'maskable'} purpose  `any`: the logo as it is (rounded corners, transparent
 *   around them); `maskable`: the logo's colour to every edge, the logo inside the safe zone
 */

/** @type {readonly Icon[]} The manifest's icons. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** @type {Icon} iOS's home-screen icon: opaque to the edges (iOS rounds the corners itself), 180 px. */
export const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };

/** The logo's SVG text. */
export const logoSvg = () => readFileSync(LOGO_FILE, 'utf8').trim();

/**
 * The fill of the logo's first shape, its background square: what a maskable icon is filled with.
 * @param {string} svg
 */
export function logoBackground(svg) {
  const fill = /<(?:rect|path|circle)\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
  if (!fill) throw new Error(`${LOGO_FILE}: its first shape has no #rrggbb fill`);
  return fill.toLowerCase();
}

/**
 * The maskable version of the logo: a square of the logo's background colour to every edge, with the
 * whole logo scaled into the central `MASKABLE_SAFE_ZONE` of it.
 * @param {string} svg
 */
export function maskableSvg(svg) {
  const open = /^<svg\b[^>]*>/.exec(svg);
  const viewBox = /\bviewBox="([^"]+)"/.exec(open?.[0] ?? '')?.[1];
  if (!open || !viewBox || !svg.endsWith('</svg>')) throw new Error(`${LOGO_FILE}: not one <svg> element with a viewBox`);
  const inner = svg.slice(open[0].length, -'</svg>'.length);
  const margin = ((1 - MASKABLE_SAFE_ZONE) / 2) * 100;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${logoBackground(svg)}"/>` +
    `<svg x="${margin}" y="${margin}" width="${MASKABLE_SAFE_ZONE * 100}" height="${MASKABLE_SAFE_ZONE * 100}" viewBox="${viewBox}">${inner}</svg>` +
    `</svg>`
  );
}

/**
 * One icon as PNG bytes. resvg draws without system fonts (the logo has no text), so every machine
 * makes the same bytes.
 * @param {Icon} icon
 * @param {string} [svg]  the logo
 * @returns {Buffer}
 */
export function renderIcon(icon, svg = logoSvg()) {
  const source = icon.purpose === 'maskable' ? maskableSvg(svg) : svg;
  return new Resvg(source, { fitTo: { mode: 'width', value: icon.size }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * A colour of the design tokens as its light and dark value (`--name: light-dark(#light, #dark)`).
 * @param {string} css
 * @param {string} name  e.g. `--color-surface`
 * @returns {{ light: string, dark: string }}
 */
export function tokenColour(css, name) {
  const escaped = name.replace(/[-]/g, '\\-');
  const m = new RegExp(`${escaped}:\\s*light-dark\\(\\s*(#[0-9a-fA-F]{3,8})\\s*,\\s*(#[0-9a-fA-F]{3,8})\\s*\\)`).exec(css);
  if (!m?.[1] || !m[2]) throw new Error(`${TOKENS_FILE}: no ${name}: light-dark(#…, #…)`);
  return { light: m[1].toLowerCase(), dark: m[2].toLowerCase() };
}

/**
 * The browser-bar colour (`theme`, the header's surface) and the splash colour (`background`, the
 * page's background) of the light and the dark theme.
 * @param {string} [css]  the design tokens
 */
export function themeColours(css = readFileSync(TOKENS_FILE, 'utf8')) {
  return { theme: tokenColour(css, '--color-surface'), background: tokenColour(css, '--color-bg') };
}

/**
 * @typedef {object} SiteText
 * @property {string} name
 * @property {string} shortName  the home-screen label (a dozen characters fit)
 * @property {string} description
 */

/** @type {SiteText} The site's English name and description (the shell's `footer.title`, `nav.brandShort`, `landing.subtitle`). */
export const SITE_TEXT = {
  name: 'TCG Pocket Tier List',
  shortName: 'TCGP Tiers',
  description: 'The strongest competitive decks, ranked from tournament results and updated every week.',
};

/**
 * The web app manifest. It opens on the tier list (`/` is the landing page); the light theme's
 * colours (the dark theme's are the page's `theme-color` meta for `prefers-color-scheme: dark`).
 * @param {{ text?: SiteText, colours?: ReturnType<typeof themeColours> }} [o]
 */
export function webAppManifest({ text = SITE_TEXT, colours = themeColours() } = {}) {
  return {
    id: '/',
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/tier-list',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme.light,
    background_color: colours.background.light,
    icons: ICONS.map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/**
 * What the page template (tooling/index.html) reads as `htmlWebpackPlugin.options.pwa`: the favicon
 * (the logo as a data URL: no request), the manifest's and apple-touch-icon's addresses, and the
 * theme colour of each scheme.
 */
export function pwaTemplateOptions() {
  const { theme } = themeColours();
  return {
    pwa: {
      favicon: `data:image/svg+xml,${encodeURIComponent(logoSvg())}`,
      manifest: `/${MANIFEST_FILE}`,
      appleTouchIcon: `/${APPLE_TOUCH_ICON.file}`,
      themeColor: theme,
    },
  };
}

/** The icons of the last build and the logo they were drawn from: a rebuild with the same logo reuses them. */
let rendered = { svg: '', files: /** @type {Map<string, Buffer>} */ (new Map()) };

/** Emits `manifest.webmanifest` and its icons (and the apple-touch-icon) into the build of a page. */
export class WebAppManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WebAppManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(LOGO_FILE);
        compilation.fileDependencies.add(TOKENS_FILE);
        const svg = logoSvg();
        if (rendered.svg !== svg) rendered = { svg, files: new Map([...ICONS, APPLE_TOUCH_ICON].map((icon) => [icon.file, renderIcon(icon, svg)])) };
        for (const [file, png] of rendered.files) compilation.emitAsset(file, new webpack.sources.RawSource(png));
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(webAppManifest(), null, 2)}\n`));
      });
    });
  }
}
