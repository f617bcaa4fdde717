// The colours of the preview images: the site's tier and card-type colours, and the shades and text
// colours drawn on them.

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
export const ENERGY_SYMBOLS = /** @type {Record<string, string>} */ ({
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

export const INK = '#15171c';
export const PAPER = '#ffffff';
export const MUTED = '#b3b9c9';
export const BACKGROUND = '#0e111b';

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
export const shade = (/** @type {string} */ hex, /** @type {number} */ amount) =>
  hexOf(rgbOf(hex).map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
/**
 * Dark text on light colours, white on dark ones: whichever contrasts more (WCAG relative luminance;
 * the two contrast equally at a luminance of about 0.2).
 */
export function inkOn(/** @type {string} */ hex) {
  const [r = 0, g = 0, b = 0] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.2 ? INK : PAPER;
}
