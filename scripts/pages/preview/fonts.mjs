// The Inter font files the previews are drawn with, and their advance widths read from the TTF tables
// (so text can be measured without a layout engine).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The font family the previews draw with. */
export const FAMILY = 'Inter';

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
export const fontPaths = Object.values(FONT_FILES).map((file) => path.join(fontDir, file));

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
export function metricsOf(/** @type {Weight} */ weight) {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(path.join(fontDir, FONT_FILES[weight])));
    metricsCache.set(weight, metrics);
  }
  return metrics;
}
