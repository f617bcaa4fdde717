// The data a preview image is drawn from (what the page renderer hands the drawing functions).

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
 * @typedef {PreviewOptions & { art?: import('./cardArt.mjs').CardArtLoader }} DeckPreviewOptions
 */

export {};
