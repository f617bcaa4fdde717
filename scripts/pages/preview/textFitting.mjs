// Fitting text in a box: widths measured with the font's own advance widths, so a name shrinks, wraps
// or ends in an ellipsis instead of overflowing.
import { metricsOf } from './fonts.mjs';

/** @typedef {import('./fonts.mjs').Weight} Weight */

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
