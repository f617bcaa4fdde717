// The SVG building blocks every preview shares: its size, a line of text, a rounded rectangle, and the
// page frame (background, glows, the site's footer).
import { escapeXml } from '../xml.mjs';
import { BACKGROUND, MUTED, PAPER } from './colours.mjs';
import { FAMILY } from './fonts.mjs';
import { truncate } from './textFitting.mjs';

/** @typedef {import('./fonts.mjs').Weight} Weight */

export const WIDTH = 1200;
export const HEIGHT = 630;

/**
 * One line of text.
 * @param {string} value
 * @param {{ x: number, y: number, size: number, weight: Weight, fill: string, anchor?: 'start' | 'middle' | 'end', spacing?: number, opacity?: number }} o
 */
export function text(value, { x, y, size, weight, fill, anchor = 'start', spacing = 0, opacity = 1 }) {
  const extra = `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}${spacing ? ` letter-spacing="${spacing}"` : ''}${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}`;
  return `<text x="${x}" y="${y}" font-family="${FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;
}

/** The page frame: background, glows, a faint grid of diamonds, the site's footer. */
export function frame(/** @type {string} */ content, /** @type {{ accent: string, glow: string, siteName: string, caption: string }} */ o) {
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
export const rect = (/** @type {{ x: number, y: number, w: number, h: number, r: number }} */ b, /** @type {string} */ attributes) =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.r}" ${attributes}/>`;
