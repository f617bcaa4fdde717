// The SVG of a deck page's preview: tier badge, name, key figures, and the main cards as text tiles or
// as a row of card art.
import { escapeXml } from '../xml.mjs';
import { ENERGY_SYMBOLS, MUTED, NEUTRAL_COLOUR, PAPER, energyColour, inkOn, shade, tierColour } from './colours.mjs';
import { HEIGHT, WIDTH, frame, rect, text } from './svg.mjs';
import { fitTitle, textWidth, truncate } from './textFitting.mjs';

/** @typedef {import('./types.mjs').PagePreview} PagePreview */
/** @typedef {import('./types.mjs').PreviewOptions} PreviewOptions */

/** The largest number of cards a deck preview shows, and of stats. */
export const MAX_CARDS = 8;
const MAX_STATS = 4;

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
