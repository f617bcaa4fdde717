// Preview images of the published pages, 1200×630 PNG: what link previews (Open Graph, X cards) and
// search engines show. Drawn from the page's data only: an SVG built here from template strings,
// rendered by resvg with the Inter font files of @expo-google-fonts/inter and no system fonts, so the
// same data gives the same image on every machine. The one thing fetched is card art: when the site's
// config has `cardImages`, a deck's preview draws its cards' images (`cardArtLoader` below, at publish
// time only), and a card whose image cannot be had keeps its text tile.
//
// Text is fitted before it is drawn: the widths come from the font's own advance widths (read once
// from the TTF files below), so a name shrinks, wraps or ends in an ellipsis instead of overflowing.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderAsync } from '@resvg/resvg-js';
import { escapeXml } from './xml.mjs';

/**
 * A deck page's preview (mirrors `PagePreview` of libs/page-render/src/protocol.ts).
 * @typedef {object} PagePreview
 * @property {string} title  deck name (or the page's title)
 * @property {string} [tier]  the tier letter (S–E) when the page is a deck's
 * @property {{ label: string, value: string }[]} stats  key figures, as the page shows them
 * @property {{ name: string, energy?: string, count?: number, image?: string }[]} cards  the deck's main
 *   cards; `image`: the URL of the card's art (small size, English or the fallback language) when the
 *   site's config has card images
 */

/**
 * The tier list's preview: the top decks of each tier, one row per tier.
 * @typedef {object} TierListPreview
 * @property {string} title
 * @property {string} [subtitle]
 * @property {{ tier: string, decks: string[] }[]} tiers
 */

/** @typedef {{ siteName: string }} PreviewOptions */

/**
 * A deck preview's options: the site's name and, when card images are configured, where the cards'
 * art comes from (`cardArtLoader`).
 * @typedef {PreviewOptions & { art?: CardArtLoader }} DeckPreviewOptions
 */

export const WIDTH = 1200;
export const HEIGHT = 630;

/** The tier colours of the site (libs/ui/src/styles/tokens.css, --tier-*). */
export const TIER_COLOURS = /** @type {const} */ ({ S: '#e0474c', A: '#f08c3a', B: '#e9c43b', C: '#7cc25e', D: '#4fa3d9', E: '#8c7ad9' });
/** The card types' colours of the site (libs/ui/src/styles/tokens.css, --energy-*). */
export const ENERGY_COLOURS = /** @type {const} */ ({
  grass: '#3f9a3a',
  fire: '#e0532f',
  water: '#2f86d6',
  lightning: '#e6b800',
  psychic: '#9a4fc4',
  fighting: '#b5642d',
  darkness: '#3d4657',
  metal: '#8a94a3',
  dragon: '#b5952b',
  colorless: '#c9c9c9',
  trainer: '#6b7280',
});
/** The colour of a tile whose card type is missing or unknown, and of an unknown tier. */
export const NEUTRAL_COLOUR = '#64748b';
/** The one-letter symbols the card game prints for its energy types (Dragon is N). */
const ENERGY_SYMBOLS = /** @type {Record<string, string>} */ ({
  grass: 'G',
  fire: 'R',
  water: 'W',
  lightning: 'L',
  psychic: 'P',
  fighting: 'F',
  darkness: 'D',
  metal: 'M',
  dragon: 'N',
  colorless: 'C',
  trainer: 'T',
});

const INK = '#15171c';
const PAPER = '#ffffff';
const MUTED = '#b3b9c9';
const BACKGROUND = '#0e111b';
const FAMILY = 'Inter';
/** The largest number of cards a deck preview shows, and of stats. */
const MAX_CARDS = 8;
const MAX_STATS = 4;

// ---------------------------------------------------------------------------------------------------
// Fonts and text measurement

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
/** The weights drawn, each a static instance of Inter. */
const FONT_FILES = /** @type {const} */ ({
  400: '400Regular/Inter_400Regular.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
  800: '800ExtraBold/Inter_800ExtraBold.ttf',
});
/** @typedef {keyof typeof FONT_FILES} Weight */
const fontPaths = Object.values(FONT_FILES).map((file) => path.join(fontDir, file));

/**
 * The horizontal metrics of a TrueType font: advance width per character (kerning is left out, which
 * overestimates a little: fitted text only gets more room than it needs).
 * @typedef {{ unitsPerEm: number, advanceOf: (codePoint: number) => number }} FontMetrics
 */

/**
 * Reads the tables a width needs from a TTF file: head (units per em), hhea + hmtx (advance widths)
 * and cmap (format 4 or 12, the Unicode subtable).
 * @param {Buffer} font
 * @returns {FontMetrics}
 */
export function readFontMetrics(font) {
  /** @type {Map<string, number>} */
  const tables = new Map();
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i += 1) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (/** @type {string} */ tag) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  /** @type {number | undefined} */
  let subtable;
  let best = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i += 1) {
    const platform = font.readUInt16BE(cmap + 4 + i * 8);
    const encoding = font.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(offset);
    // Prefer the full Unicode subtable (format 12) over the BMP one (format 4).
    const rank =
      format === 12 && (platform === 0 || (platform === 3 && encoding === 10))
        ? 2
        : format === 4 && (platform === 0 || (platform === 3 && encoding === 1))
          ? 1
          : -1;
    if (rank > best) {
      best = rank;
      subtable = offset;
    }
  }
  if (subtable === undefined) throw new Error('font has no Unicode cmap');
  const start = subtable;
  /** @type {(codePoint: number) => number} */
  let glyphOf;
  if (font.readUInt16BE(start) === 12) {
    const groups = font.readUInt32BE(start + 12);
    glyphOf = (codePoint) => {
      let low = 0;
      let high = groups - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const group = start + 16 + mid * 12;
        if (codePoint < font.readUInt32BE(group)) high = mid - 1;
        else if (codePoint > font.readUInt32BE(group + 4)) low = mid + 1;
        else return font.readUInt32BE(group + 8) + codePoint - font.readUInt32BE(group);
      }
      return 0;
    };
  } else {
    const segments = font.readUInt16BE(start + 6) / 2;
    const ends = start + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    glyphOf = (codePoint) => {
      if (codePoint > 0xffff) return 0;
      for (let i = 0; i < segments; i += 1) {
        if (codePoint > font.readUInt16BE(ends + i * 2)) continue;
        const first = font.readUInt16BE(starts + i * 2);
        if (codePoint < first) return 0;
        const delta = font.readUInt16BE(deltas + i * 2);
        const rangeOffset = font.readUInt16BE(rangeOffsets + i * 2);
        if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
        const glyph = font.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (codePoint - first) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  /** @type {Map<number, number>} */
  const advances = new Map();
  const advanceOf = (/** @type {number} */ codePoint) => {
    let advance = advances.get(codePoint);
    if (advance === undefined) {
      const glyph = glyphOf(codePoint);
      advance = font.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
      advances.set(codePoint, advance);
    }
    return advance;
  };
  return { unitsPerEm, advanceOf };
}

/** @type {Map<Weight, FontMetrics>} */
const metricsCache = new Map();
/** The metrics of one weight, read from its file the first time. */
function metricsOf(/** @type {Weight} */ weight) {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(path.join(fontDir, FONT_FILES[weight])));
    metricsCache.set(weight, metrics);
  }
  return metrics;
}

/**
 * The width of a line of text, in pixels.
 * @param {string} text
 * @param {{ size: number, weight: Weight, spacing?: number }} font  spacing: letter-spacing in pixels
 */
export function textWidth(text, { size, weight, spacing = 0 }) {
  const { unitsPerEm, advanceOf } = metricsOf(weight);
  let units = 0;
  let count = 0;
  for (const char of text) {
    units += advanceOf(/** @type {number} */ (char.codePointAt(0)));
    count += 1;
  }
  return (units * size) / unitsPerEm + count * spacing;
}

const ELLIPSIS = '…';

/**
 * The text as it fits in `maxWidth`: whole, or cut with an ellipsis.
 * @param {string} text
 * @param {number} maxWidth
 * @param {{ size: number, weight: Weight, spacing?: number }} font
 */
export function truncate(text, maxWidth, font) {
  if (textWidth(text, font) <= maxWidth) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with the ellipsis after it.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (textWidth(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS, font) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/**
 * Breaks text into lines of at most `maxWidth` at spaces (a word longer than a line is cut between
 * characters).
 * @param {string} text
 * @param {number} maxWidth
 * @param {{ size: number, weight: Weight }} font
 * @returns {string[]}
 */
export function wrap(text, maxWidth, font) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, font) > maxWidth) {
      const chars = Array.from(rest);
      let fits = 1;
      while (fits < chars.length && textWidth(chars.slice(0, fits + 1).join(''), font) <= maxWidth) fits += 1;
      lines.push(chars.slice(0, fits).join(''));
      rest = chars.slice(fits).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Fits a title in a box: one line at the largest size that fits from `sizes`, else two lines at the
 * largest size where two lines are enough, else two lines at the smallest size with an ellipsis.
 * @param {string} text
 * @param {number} maxWidth
 * @param {{ oneLine: number[], twoLines: number[], weight: Weight }} o  sizes, largest first
 * @returns {{ lines: string[], size: number }}
 */
export function fitTitle(text, maxWidth, { oneLine, twoLines, weight }) {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (const size of oneLine) if (textWidth(clean, { size, weight }) <= maxWidth) return { lines: [clean], size };
  for (const size of twoLines) {
    const lines = wrap(clean, maxWidth, { size, weight });
    if (lines.length <= 2) return { lines, size };
  }
  const size = /** @type {number} */ (twoLines.at(-1) ?? oneLine.at(-1));
  const [first = '', ...rest] = wrap(clean, maxWidth, { size, weight });
  return { lines: [first, truncate(rest.join(' ') + ELLIPSIS, maxWidth, { size, weight })], size };
}

// ---------------------------------------------------------------------------------------------------
// SVG helpers

export { escapeXml };

/** The colour of a card type (case-insensitive); neutral when missing or unknown. */
export function energyColour(/** @type {string | undefined} */ energy) {
  const key = (energy ?? '').trim().toLowerCase();
  return Object.hasOwn(ENERGY_COLOURS, key) ? ENERGY_COLOURS[/** @type {keyof typeof ENERGY_COLOURS} */ (key)] : NEUTRAL_COLOUR;
}

/** The colour of a tier letter (case-insensitive); neutral when unknown. */
export function tierColour(/** @type {string | undefined} */ tier) {
  const key = (tier ?? '').trim().toUpperCase();
  return Object.hasOwn(TIER_COLOURS, key) ? TIER_COLOURS[/** @type {keyof typeof TIER_COLOURS} */ (key)] : NEUTRAL_COLOUR;
}

/** @param {string} hex  #rrggbb */
const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** @param {number[]} rgb */
const hexOf = (rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** The colour mixed with white (amount > 0) or black (amount < 0). */
const shade = (/** @type {string} */ hex, /** @type {number} */ amount) =>
  hexOf(rgbOf(hex).map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
/**
 * Dark text on light colours, white on dark ones: whichever contrasts more (WCAG relative luminance;
 * the two contrast equally at a luminance of about 0.2).
 */
function inkOn(/** @type {string} */ hex) {
  const [r = 0, g = 0, b = 0] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.2 ? INK : PAPER;
}

/**
 * One line of text.
 * @param {string} value
 * @param {{ x: number, y: number, size: number, weight: Weight, fill: string, anchor?: 'start' | 'middle' | 'end', spacing?: number, opacity?: number }} o
 */
function text(value, { x, y, size, weight, fill, anchor = 'start', spacing = 0, opacity = 1 }) {
  const extra = `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}${spacing ? ` letter-spacing="${spacing}"` : ''}${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}`;
  return `<text x="${x}" y="${y}" font-family="${FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;
}

/** The page frame: background, glows, a faint grid of diamonds, the site's footer. */
function frame(/** @type {string} */ content, /** @type {{ accent: string, glow: string, siteName: string, caption: string }} */ o) {
  const footerY = HEIGHT - 64;
  const siteName = truncate(o.siteName, 640, { size: 28, weight: 800 });
  const caption = truncate(o.caption, 360, { size: 22, weight: 600, spacing: 1.5 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<radialGradient id="glowA" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="${o.accent}" stop-opacity="0.42"/><stop offset="1" stop-color="${o.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowB" cx="0" cy="1" r="0.8"><stop offset="0" stop-color="${o.glow}" stop-opacity="0.32"/><stop offset="1" stop-color="${o.glow}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.6" fill="#ffffff" fill-opacity="0.06"/></pattern>
<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${o.accent}"/><stop offset="1" stop-color="${o.glow}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glowA)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glowB)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#dots)"/>
<rect width="${WIDTH}" height="8" fill="url(#bar)"/>
${content}
<rect y="${footerY}" width="${WIDTH}" height="64" fill="#000000" fill-opacity="0.35"/>
<rect y="${footerY}" width="${WIDTH}" height="1" fill="#ffffff" fill-opacity="0.12"/>
<g transform="translate(60 ${footerY + 16})"><rect x="6" y="0" width="22" height="32" rx="4" fill="${o.glow}" transform="rotate(12 17 16)"/><rect x="0" y="0" width="22" height="32" rx="4" fill="${o.accent}" stroke="${BACKGROUND}" stroke-width="2" transform="rotate(-8 11 16)"/></g>
${text(siteName, { x: 104, y: footerY + 42, size: 28, weight: 800, fill: PAPER })}
${text(caption, { x: WIDTH - 60, y: footerY + 40, size: 22, weight: 600, fill: MUTED, anchor: 'end', spacing: 1.5 })}
</svg>`;
}

/** A rounded rectangle. */
const rect = (/** @type {{ x: number, y: number, w: number, h: number, r: number }} */ b, /** @type {string} */ attributes) =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.r}" ${attributes}/>`;

// ---------------------------------------------------------------------------------------------------
// Deck preview

/** A card's place in the row of card art: card-shaped (TCGdex's 245 × 337), 8 in a row at most. */
export const ART_CARD = /** @type {const} */ ({ width: 124, height: 171, gap: 12, radius: 10 });

/**
 * Where card `index` is drawn when the preview shows card art: fixed places in one row, left-aligned,
 * centred in the room between the figures (or the title, without figures) and the footer.
 * @param {number} index
 * @param {boolean} hasStats
 */
export function artCardBox(index, hasStats) {
  const top = hasStats ? 326 : 204;
  const bottom = HEIGHT - 64 - 20;
  return {
    x: 60 + index * (ART_CARD.width + ART_CARD.gap),
    y: Math.round(top + (bottom - top - ART_CARD.height) / 2),
    w: ART_CARD.width,
    h: ART_CARD.height,
    r: ART_CARD.radius,
  };
}

/**
 * The SVG of a deck's preview: tier badge and name, up to 4 key figures, up to 8 main cards as tiles.
 * With `arts` (an image per card, a data URL, or null where there is none) and at least one image, the
 * cards are a row of card-shaped images instead, and a card without one is a card-shaped text tile.
 * @param {PagePreview} preview
 * @param {PreviewOptions & { arts?: readonly (string | null)[] }} options
 */
export function deckPreviewSvg(preview, { siteName, arts = [] }) {
  const left = 60;
  const right = WIDTH - 60;
  const accent = tierColour(preview.tier);
  const cards = preview.cards.slice(0, MAX_CARDS);
  const main = cards.find((c) => energyColour(c.energy) !== NEUTRAL_COLOUR && (c.energy ?? '').toLowerCase() !== 'trainer');
  const glow = main ? energyColour(main.energy) : '#2450b8';
  const parts = [];

  // Header: the tier badge and the deck's name.
  const top = 44;
  const badge = 132;
  let titleX = left;
  const hasTier = preview.tier !== undefined && preview.tier.trim() !== '';
  if (hasTier) {
    const tier = /** @type {string} */ (preview.tier).trim();
    const letter = truncate(tier.toUpperCase(), badge - 24, { size: 84, weight: 800 });
    parts.push(
      `<defs><linearGradient id="tier" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.25)}"/><stop offset="1" stop-color="${shade(accent, -0.15)}"/></linearGradient></defs>`,
      rect({ x: left, y: top, w: badge, h: badge, r: 28 }, 'fill="url(#tier)"'),
      rect({ x: left, y: top, w: badge, h: badge, r: 28 }, 'fill="url(#shine)" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"'),
      text('TIER', { x: left + badge / 2, y: top + 34, size: 20, weight: 800, fill: inkOn(accent), anchor: 'middle', spacing: 4, opacity: 0.75 }),
      text(letter, { x: left + badge / 2, y: top + 114, size: 84, weight: 800, fill: inkOn(accent), anchor: 'middle' }),
    );
    titleX = left + badge + 32;
  }
  const titleWidth = right - titleX;
  const title = fitTitle(preview.title, titleWidth, { oneLine: [72, 66, 60, 54], twoLines: [54, 48, 44, 40], weight: 800 });
  const kicker = 'POKÉMON TCG POCKET DECK';
  if (title.lines.length === 1) {
    parts.push(text(kicker, { x: titleX, y: top + 38, size: 20, weight: 700, fill: MUTED, spacing: 3 }));
    parts.push(text(title.lines[0] ?? '', { x: titleX, y: top + 38 + 16 + title.size * 0.9, size: title.size, weight: 800, fill: PAPER }));
  } else {
    const lineHeight = Math.round(title.size * 1.12);
    const first = top + badge / 2 - lineHeight / 2 + title.size * 0.36;
    title.lines.forEach((line, i) => parts.push(text(line, { x: titleX, y: Math.round(first + i * lineHeight), size: title.size, weight: 800, fill: PAPER })));
  }

  // Key figures.
  let y = top + badge + 28;
  const stats = preview.stats.slice(0, MAX_STATS);
  if (stats.length > 0) {
    const gap = 16;
    const w = (right - left - gap * (stats.length - 1)) / stats.length;
    const h = 96;
    stats.forEach((stat, i) => {
      const x = left + i * (w + gap);
      parts.push(
        rect({ x, y, w, h, r: 18 }, 'fill="#ffffff" fill-opacity="0.07" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1.5"'),
        rect({ x: x + 20, y: y + 22, w: 6, h: 52, r: 3 }, `fill="${accent}"`),
        text(truncate(stat.label.toUpperCase(), w - 58, { size: 18, weight: 700, spacing: 1.5 }), {
          x: x + 42,
          y: y + 38,
          size: 18,
          weight: 700,
          fill: MUTED,
          spacing: 1.5,
        }),
        text(truncate(stat.value, w - 58, { size: 36, weight: 800 }), { x: x + 42, y: y + 78, size: 36, weight: 800, fill: PAPER }),
      );
    });
    y += h + 26;
  }

  if (cards.some((_, i) => arts[i])) {
    cards.forEach((card, i) => parts.push(artCard(card, i, arts[i] ?? null, stats.length > 0)));
    return frame(parts.join('\n'), { accent, glow, siteName, caption: hasTier ? `${preview.tier?.trim().toUpperCase()} TIER DECK` : 'DECK' });
  }

  // The main cards: four tiles a row, each with its count in a disc (the energy's symbol without one).
  const columns = 4;
  const gap = 14;
  const w = (right - left - gap * (columns - 1)) / columns;
  const h = stats.length > 0 ? 92 : 110;
  const disc = 48;
  cards.forEach((card, i) => {
    const x = left + (i % columns) * (w + gap);
    const ty = y + Math.floor(i / columns) * (h + gap);
    const cy = ty + h / 2;
    const colour = energyColour(card.energy);
    // The text sits on the middle of the tile's gradient.
    const ink = inkOn(shade(colour, -0.08));
    const id = `card${i}`;
    const count = card.count !== undefined && Number.isFinite(card.count) ? `×${card.count}` : (ENERGY_SYMBOLS[(card.energy ?? '').trim().toLowerCase()] ?? '');
    const countSize = textWidth(count, { size: 24, weight: 800 }) <= disc - 10 ? 24 : 18;
    const nameX = x + 14 + disc + 12;
    const nameWidth = x + w - 14 - nameX;
    const name = fitTitle(card.name, nameWidth, { oneLine: [26, 24, 22], twoLines: [22, 20], weight: 700 });
    const lineHeight = Math.round(name.size * 1.14);
    const firstLine = cy - ((name.lines.length - 1) * lineHeight) / 2 + name.size * 0.36;
    parts.push(
      `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.28)}"/></linearGradient></defs>`,
      rect({ x, y: ty, w, h, r: 18 }, `fill="url(#${id})"`),
      rect({ x, y: ty, w, h, r: 18 }, 'fill="url(#shine)" stroke="#ffffff" stroke-opacity="0.28" stroke-width="1.5"'),
      `<circle cx="${x + 14 + disc / 2}" cy="${cy}" r="${disc / 2}" fill="${shade(colour, -0.45)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
      text(truncate(count, disc - 6, { size: countSize, weight: 800 }), {
        x: x + 14 + disc / 2,
        y: cy + countSize * 0.36,
        size: countSize,
        weight: 800,
        fill: PAPER,
        anchor: 'middle',
      }),
      ...name.lines.map((line, n) => text(line, { x: nameX, y: Math.round(firstLine + n * lineHeight), size: name.size, weight: 700, fill: ink })),
    );
  });

  return frame(parts.join('\n'), { accent, glow, siteName, caption: hasTier ? `${preview.tier?.trim().toUpperCase()} TIER DECK` : 'DECK' });
}

/**
 * One card in the row of card art: its image, clipped to a rounded card, with its count in a disc on
 * the lower corner; without an image, a card-shaped text tile (the energy's colours, count, name).
 * @param {PagePreview['cards'][number]} card
 * @param {number} i
 * @param {string | null} art  a data URL
 * @param {boolean} hasStats
 */
function artCard(card, i, art, hasStats) {
  const box = artCardBox(i, hasStats);
  const colour = energyColour(card.energy);
  const count = card.count !== undefined && Number.isFinite(card.count) ? `×${card.count}` : '';
  const parts = [];
  if (art) {
    parts.push(
      `<defs><clipPath id="art${i}">${rect(box, '')}</clipPath></defs>`,
      `<image x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" preserveAspectRatio="xMidYMid slice" clip-path="url(#art${i})" href="${escapeXml(art)}"/>`,
      rect(box, 'fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"'),
    );
  } else {
    const ink = inkOn(shade(colour, -0.08));
    const name = fitTitle(card.name, box.w - 16, { oneLine: [20, 18, 16], twoLines: [18, 16, 14], weight: 700 });
    const lineHeight = Math.round(name.size * 1.14);
    const middle = box.y + box.h / 2 + 12;
    const firstLine = middle - ((name.lines.length - 1) * lineHeight) / 2 + name.size * 0.36;
    parts.push(
      `<defs><linearGradient id="card${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.12)}"/><stop offset="1" stop-color="${shade(colour, -0.28)}"/></linearGradient></defs>`,
      rect(box, `fill="url(#card${i})"`),
      rect(box, 'fill="url(#shine)" stroke="#ffffff" stroke-opacity="0.28" stroke-width="1.5"'),
      ...name.lines.map((line, n) =>
        text(line, { x: box.x + box.w / 2, y: Math.round(firstLine + n * lineHeight), size: name.size, weight: 700, fill: ink, anchor: 'middle' }),
      ),
    );
  }
  if (count) {
    const disc = 42;
    const cx = box.x + box.w - disc / 2 - 4;
    const cy = box.y + box.h - disc / 2 - 4;
    const size = textWidth(count, { size: 20, weight: 800 }) <= disc - 8 ? 20 : 16;
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${disc / 2}" fill="${shade(colour, -0.45)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`,
      text(truncate(count, disc - 4, { size, weight: 800 }), { x: cx, y: cy + size * 0.36, size, weight: 800, fill: PAPER, anchor: 'middle' }),
    );
  }
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Tier list preview

/**
 * The SVG of the tier list's preview: its title and subtitle, then a row per tier with its top decks.
 * @param {TierListPreview} preview
 * @param {PreviewOptions} options
 */
export function tierListPreviewSvg({ title, subtitle, tiers }, { siteName }) {
  const left = 60;
  const right = WIDTH - 60;
  const parts = [];
  const fitted = fitTitle(title, right - left, { oneLine: [54, 48, 42], twoLines: [], weight: 800 });
  const top = 40;
  parts.push(text(fitted.lines[0] ?? '', { x: left, y: top + Math.round(fitted.size * 0.92), size: fitted.size, weight: 800, fill: PAPER }));
  let y = top + fitted.size + 10;
  if (subtitle) {
    parts.push(text(truncate(subtitle, right - left, { size: 24, weight: 600 }), { x: left, y: y + 22, size: 24, weight: 600, fill: MUTED }));
    y += 32;
  }
  y += 18;
  // Six rows at most (S–E), as tall as the room allows, text sized to the row.
  const rows = tiers.slice(0, 6);
  const bottom = HEIGHT - 64 - 20;
  const gap = 8;
  const rowHeight = rows.length > 0 ? Math.min(88, Math.floor((bottom - y - gap * (rows.length - 1)) / rows.length)) : 0;
  const labelSize = Math.round(rowHeight * 0.6);
  const chipSize = Math.max(18, Math.min(30, Math.round(rowHeight * 0.45)));
  const chipHeight = rowHeight - 12;
  rows.forEach((row, i) => {
    const ry = y + i * (rowHeight + gap);
    const colour = tierColour(row.tier);
    const label = rowHeight + 12;
    parts.push(
      rect(
        { x: left, y: ry, w: right - left, h: rowHeight, r: 16 },
        'fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.1" stroke-width="1.5"',
      ),
      `<defs><linearGradient id="tier${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.2)}"/><stop offset="1" stop-color="${shade(colour, -0.12)}"/></linearGradient></defs>`,
      rect({ x: left, y: ry, w: label, h: rowHeight, r: 16 }, `fill="url(#tier${i})"`),
      text(truncate(row.tier.trim().toUpperCase(), label - 12, { size: labelSize, weight: 800 }), {
        x: left + label / 2,
        y: ry + rowHeight / 2 + labelSize * 0.36,
        size: labelSize,
        weight: 800,
        fill: inkOn(colour),
        anchor: 'middle',
      }),
    );
    let x = left + label + 14;
    const end = right - 14;
    const font = { size: chipSize, weight: /** @type {Weight} */ (600) };
    const pad = 18;
    const decks = row.decks.filter((d) => d.trim() !== '');
    if (decks.length === 0) {
      parts.push(text('—', { x, y: ry + rowHeight / 2 + chipSize * 0.36, size: chipSize, weight: 600, fill: MUTED }));
      return;
    }
    for (let d = 0; d < decks.length; d += 1) {
      const more = decks.length - d - 1;
      const moreText = more > 0 ? `+${more}` : '';
      const moreWidth = moreText ? textWidth(moreText, font) + pad * 2 + 10 : 0;
      const room = end - x - moreWidth;
      const name = /** @type {string} */ (decks[d]);
      const full = textWidth(name, font) + pad * 2;
      // A deck is cut only when it is the first of its row; later ones move to the "+N" chip.
      if (full > room && d > 0) {
        const rest = `+${decks.length - d}`;
        const restWidth = textWidth(rest, font) + pad * 2;
        parts.push(chip(x, ry + (rowHeight - chipHeight) / 2, restWidth, chipHeight, rest, font, colour, true));
        break;
      }
      const shown = full > room ? truncate(name, room - pad * 2, font) : name;
      const width = Math.min(full, room);
      parts.push(chip(x, ry + (rowHeight - chipHeight) / 2, width, chipHeight, shown, font, colour, false));
      x += width + 10;
    }
  });
  return frame(parts.join('\n'), { accent: TIER_COLOURS.S, glow: TIER_COLOURS.D, siteName, caption: 'TIER LIST' });
}

/**
 * A deck's chip in a tier row.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} label
 * @param {{ size: number, weight: Weight }} font
 * @param {string} colour  the tier's
 * @param {boolean} muted  the "+N" chip
 */
function chip(x, y, w, h, label, font, colour, muted) {
  return [
    rect(
      { x, y, w, h, r: h / 2 },
      muted ? 'fill="#ffffff" fill-opacity="0.05"' : `fill="#ffffff" fill-opacity="0.1" stroke="${colour}" stroke-opacity="0.7" stroke-width="2"`,
    ),
    text(label, { x: x + w / 2, y: y + h / 2 + font.size * 0.36, size: font.size, weight: font.weight, fill: muted ? MUTED : PAPER, anchor: 'middle' }),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Rendering

/** resvg's options: the Inter files only (the native binding reads fonts from files, not buffers). */
const RENDER_OPTIONS = /** @type {const} */ ({
  fitTo: { mode: 'original' },
  font: { loadSystemFonts: false, fontFiles: fontPaths, defaultFontFamily: FAMILY, sansSerifFamily: FAMILY },
  logLevel: 'off',
});

/**
 * Renders an SVG to PNG (off the main thread).
 * @param {string} svg
 * @returns {Promise<Buffer>}
 */
export async function renderPng(svg) {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}

// ---------------------------------------------------------------------------------------------------
// resvg on images from outside: in worker threads, under a time limit

/** Worker threads at most (each runs one drawing at a time). */
const WORKERS = Math.max(1, Math.min(4, availableParallelism()));
const workerFile = fileURLToPath(new URL('./resvg-worker.mjs', import.meta.url));
/** @type {Worker[]} */
const idle = [];
let workers = 0;
/** @type {(() => void)[]} */
const queued = [];
let nextJob = 0;

/**
 * Runs resvg on `svg` in a worker thread; a drawing that takes longer than `timeoutMs` is stopped
 * (its worker terminated) and rejected. Workers are kept for the next drawings and never keep the
 * process alive.
 * @param {string} svg
 * @param {{ timeoutMs: number, probe?: boolean, options?: object }} o  probe: only whether something is drawn
 * @returns {Promise<Buffer | boolean>}  the PNG, or with `probe` whether something is drawn
 */
export async function resvgInWorker(svg, { timeoutMs, probe, options = RENDER_OPTIONS }) {
  while (idle.length === 0 && workers >= WORKERS) await new Promise((resolve) => queued.push(() => resolve(undefined)));
  let worker = idle.pop();
  if (!worker) {
    worker = new Worker(workerFile);
    worker.unref();
    workers += 1;
  }
  const current = worker;
  const id = (nextJob += 1);
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void current.terminate();
        workers -= 1;
        reject(new Error(`took longer than ${timeoutMs} ms to draw`));
      }, timeoutMs);
      /** @param {{ id: number, png?: Uint8Array, drawn?: boolean, error?: string }} message */
      const onMessage = (message) => {
        if (message.id !== id) return;
        cleanup();
        idle.push(current);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(probe ? message.drawn === true : Buffer.from(/** @type {Uint8Array} */ (message.png)));
      };
      /** @param {Error} error */
      const onError = (error) => {
        cleanup();
        workers -= 1;
        reject(error);
      };
      const cleanup = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
      };
      current.on('message', onMessage);
      current.on('error', onError);
      current.postMessage({ id, svg, options, probe: probe === true });
    });
  } finally {
    queued.shift()?.();
  }
}

/**
 * A deck page's preview image (PNG, 1200×630), with its cards' art when `options.art` is given. A card
 * whose image cannot be had keeps its text tile; should the drawing with images fail as a whole or take
 * longer than the loader's `drawMs`, the preview is drawn without them.
 * @param {PagePreview} preview
 * @param {DeckPreviewOptions} options
 * @returns {Promise<Buffer>}
 */
export async function drawDeckPreview(preview, { art, ...options }) {
  const cards = preview.cards.slice(0, MAX_CARDS);
  const arts = art && cards.some((c) => c.image) ? await Promise.all(cards.map((c) => (c.image ? art.load(c.image) : null))) : [];
  if (arts.some(Boolean)) {
    try {
      return /** @type {Buffer} */ (
        await resvgInWorker(deckPreviewSvg(preview, { ...options, arts }), { timeoutMs: /** @type {CardArtLoader} */ (art).drawMs })
      );
    } catch {
      // Drawn without the art below.
    }
  }
  return renderPng(deckPreviewSvg(preview, options));
}

// ---------------------------------------------------------------------------------------------------
// Card art

/**
 * The longest wait for one image, its largest size in bytes and in pixels, images fetched at once, and
 * the longest resvg may take to decode one image or draw a preview with images (then it is stopped).
 */
export const CARD_ART_LIMITS = /** @type {const} */ ({ timeoutMs: 4_000, maxBytes: 1_500_000, maxPixels: 2048, concurrency: 4, drawMs: 10_000 });

/**
 * The address the renderer fetches a card's art from: the page's image address, with a WebP or AVIF
 * file asked for as PNG (resvg 2.6 decodes PNG, JPEG and GIF only; TCGdex serves every card image as
 * `.png`, `.jpg` and `.webp`). Null for an address that is not http(s).
 * @param {string} src
 */
export function previewArtUrl(src) {
  let url;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.pathname = url.pathname.replace(/\.(webp|avif)$/i, '.png');
  return url.href;
}

/**
 * The format and size of an image from its first bytes: PNG, JPEG or GIF (what resvg draws), else null.
 * @param {Buffer} bytes
 * @returns {{ type: 'image/png' | 'image/jpeg' | 'image/gif', width: number, height: number } | null}
 */
export function imageInfo(bytes) {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) {
    return { type: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) has the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = /** @type {number} */ (bytes[at + 1]);
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'image/jpeg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

/**
 * Card art for the previews of one render: `load(src)` gives the image of a card as a data URL, or
 * null when it cannot be had: not on the configured image host, a redirect (to any address: the host
 * must answer itself), an error status, no answer within the time-out, more bytes than the cap, not a
 * PNG, JPEG or GIF, too many pixels, or one resvg cannot draw within `drawMs` (decoded in a worker
 * thread, stopped after the limit). Each address is fetched once (the promise is kept), a few at a
 * time; `failures` says what failed. `drawMs` also limits the drawing of a preview with images.
 * @typedef {{ load: (src: string) => Promise<string | null>, failures: () => { url: string, reason: string }[], drawMs: number }} CardArtLoader
 */

/**
 * @param {object} o
 * @param {{ urlTemplate: string }} o.cardImages  the site's config.cardImages
 * @param {typeof fetch} [o.fetchImpl]
 * @param {Partial<Record<keyof typeof CARD_ART_LIMITS, number>>} [o.limits]  instead of CARD_ART_LIMITS (tests)
 * @returns {CardArtLoader}
 */
export function cardArtLoader({ cardImages, fetchImpl = fetch, limits = {} }) {
  const { timeoutMs, maxBytes, maxPixels, concurrency, drawMs } = { ...CARD_ART_LIMITS, ...limits };
  /** The image host: the template's origin. */
  let hostOrigin = '';
  try {
    hostOrigin = new URL(cardImages.urlTemplate.replace(/\{(set|number|lang|size)\}/g, 'x')).origin;
  } catch {
    // No host: nothing is fetched.
  }
  /** @type {Map<string, Promise<string | null>>} */
  const cache = new Map();
  /** @type {{ url: string, reason: string }[]} */
  const failed = [];
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const slot = async () => {
    if (running >= concurrency) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  /** @param {string} url */
  const fetchArt = async (url) => {
    await slot();
    try {
      // No redirect is followed: the image host could send the publishing machine to any address.
      /** @type {Response} */
      let res;
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      } catch (error) {
        throw new Error(
          error instanceof Error && error.name === 'TimeoutError' ? `gave no answer within ${timeoutMs} ms` : 'could not be fetched (no answer, or a redirect)',
          { cause: error },
        );
      }
      if (res.redirected || (res.status >= 300 && res.status < 400)) {
        await res.body?.cancel().catch(() => {});
        throw new Error(`answered with a redirect (${res.status}), which is not followed`);
      }
      const length = Number(res.headers.get('content-length') ?? 0);
      if (!res.ok || length > maxBytes) {
        await res.body?.cancel().catch(() => {});
        throw new Error(res.ok ? `has ${length} bytes, more than ${maxBytes}` : `answered ${res.status}`);
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (res.body ?? [])) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new Error(`has more than ${maxBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
      const bytes = Buffer.concat(chunks);
      const info = imageInfo(bytes);
      if (!info) throw new Error('is not a PNG, JPEG or GIF image');
      if (info.width < 1 || info.height < 1 || info.width > maxPixels || info.height > maxPixels) {
        throw new Error(`is ${info.width} × ${info.height} pixels, not 1 to ${maxPixels} a side`);
      }
      const href = `data:${info.type};base64,${bytes.toString('base64')}`;
      if (!(await drawable(href, drawMs))) throw new Error('cannot be decoded');
      return href;
    } finally {
      release();
    }
  };

  return {
    load(src) {
      const url = previewArtUrl(src);
      const key = url ?? src;
      let art = cache.get(key);
      if (!art) {
        art =
          url === null || new URL(url).origin !== hostOrigin ? Promise.reject(new Error(`is not on the image host ${hostOrigin || '(none)'}`)) : fetchArt(url);
        art = art.catch((/** @type {unknown} */ error) => {
          failed.push({ url: key, reason: error instanceof Error ? error.message : String(error) });
          return null;
        });
        cache.set(key, art);
      }
      return art;
    },
    failures: () => [...failed],
    drawMs,
  };
}

/**
 * Whether resvg draws the image (a data URL): drawn on 8 × 8 pixels, some of them are not transparent.
 * resvg leaves out an image it cannot decode without an error. Decoded in a worker thread, stopped
 * after `timeoutMs` (then this throws).
 * @param {string} href
 * @param {number} timeoutMs
 */
async function drawable(href, timeoutMs) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" preserveAspectRatio="none" href="${escapeXml(href)}"/></svg>`;
  try {
    return /** @type {boolean} */ (
      await resvgInWorker(svg, { timeoutMs, probe: true, options: { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, logLevel: 'off' } })
    );
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('took longer')) throw new Error(error.message.replace('to draw', 'to decode'), { cause: error });
    return false;
  }
}

/**
 * The tier list's preview image (PNG, 1200×630).
 * @param {TierListPreview} preview
 * @param {PreviewOptions} options
 * @returns {Promise<Buffer>}
 */
export const drawTierListPreview = (preview, options) => renderPng(tierListPreviewSvg(preview, options));
