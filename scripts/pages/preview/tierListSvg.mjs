// The SVG of the tier list's preview: its title, then a row per tier with its top decks as chips.
import { MUTED, PAPER, TIER_COLOURS, inkOn, shade, tierColour } from './colours.mjs';
import { HEIGHT, WIDTH, frame, rect, text } from './svg.mjs';
import { fitTitle, textWidth, truncate } from './textFitting.mjs';

/** @typedef {import('./fonts.mjs').Weight} Weight */
/** @typedef {import('./types.mjs').TierListPreview} TierListPreview */
/** @typedef {import('./types.mjs').PreviewOptions} PreviewOptions */

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
