// Preview images of the published pages, 1200×630 PNG: what link previews (Open Graph, X cards) and
// search engines show. Drawn from the page's data only: an SVG built from template strings,
// rendered by resvg with the Inter font files of @expo-google-fonts/inter and no system fonts, so the
// same data gives the same image on every machine. The one thing fetched is card art: when the site's
// config has `cardImages`, a deck's preview draws its cards' images (`cardArtLoader`, at publish
// time only), and a card whose image cannot be had keeps its text tile.
//
// Text is fitted before it is drawn: the widths come from the font's own advance widths (read once
// from the TTF files, preview/fonts.mjs), so a name shrinks, wraps or ends in an ellipsis instead of overflowing.
//
// Each job has its module in preview/: fonts and text fitting, colours, the SVG of each preview, PNG
// rendering (in worker threads for images from outside) and the card-art fetcher. This entry composes
// them into the drawing functions the page renderer calls, and re-exports what tests and scripts use.
import { escapeXml } from './xml.mjs';
import { deckPreviewSvg, MAX_CARDS } from './preview/deckSvg.mjs';
import { renderPng } from './preview/renderPng.mjs';
import { resvgInWorker } from './preview/resvgWorkers.mjs';
import { tierListPreviewSvg } from './preview/tierListSvg.mjs';

/** @typedef {import('./preview/types.mjs').PagePreview} PagePreview */
/** @typedef {import('./preview/types.mjs').TierListPreview} TierListPreview */
/** @typedef {import('./preview/types.mjs').PreviewOptions} PreviewOptions */
/** @typedef {import('./preview/types.mjs').DeckPreviewOptions} DeckPreviewOptions */
/** @typedef {import('./preview/cardArt.mjs').CardArtLoader} CardArtLoader */

export { escapeXml };
export { ENERGY_COLOURS, NEUTRAL_COLOUR, TIER_COLOURS, energyColour, tierColour } from './preview/colours.mjs';
export { readFontMetrics } from './preview/fonts.mjs';
export { fitTitle, textWidth, truncate, wrap } from './preview/textFitting.mjs';
export { HEIGHT, WIDTH } from './preview/svg.mjs';
export { ART_CARD, artCardBox, deckPreviewSvg } from './preview/deckSvg.mjs';
export { tierListPreviewSvg } from './preview/tierListSvg.mjs';
export { renderPng } from './preview/renderPng.mjs';
export { resvgInWorker } from './preview/resvgWorkers.mjs';
export { CARD_ART_LIMITS, cardArtLoader, imageInfo, previewArtUrl } from './preview/cardArt.mjs';

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

/**
 * The tier list's preview image (PNG, 1200×630).
 * @param {TierListPreview} preview
 * @param {PreviewOptions} options
 * @returns {Promise<Buffer>}
 */
export const drawTierListPreview = (preview, options) => renderPng(tierListPreviewSvg(preview, options));
